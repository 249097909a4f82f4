/**
 * @file
 * @brief NIST LWC / SUPERCOP entry points, one namespaced set per algorithm:
 *   `<alg>_crypto_aead_encrypt` / `<alg>_crypto_aead_decrypt` / `<alg>_crypto_hash`
 * with the exact NIST signatures (ciphertext = c || tag, lengths as unsigned long long).
 * Return values: 0 on success, LWC_ERR_AUTH (-1) on a tag mismatch, other LWC_ERR_* on bad input.
 *
 * For drop-in use in an LWC benchmark framework that expects the plain names, compile
 * src/common/nist_dropin.c with `-DLWC_NIST_ALG=<alg>` (e.g. tinyjambu128): it defines
 * `crypto_aead_encrypt`/`crypto_aead_decrypt` (or `crypto_hash`) for that one algorithm.
 */
#ifndef LWC_NIST_H
#include "lwc/primitives.h" /* LWC_NIST_AEAD_LIST, LWC_NIST_HASH_LIST (before LWC_NIST_H: lwc/subset.h) */
#define LWC_NIST_H

#include "lwc/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief Declares `alg##_crypto_aead_encrypt` and `alg##_crypto_aead_decrypt` with the NIST LWC signatures:
 *        c = ciphertext || tag (clen = mlen + tag size), nsec unused (NULL), npub = nonce, k = key.
 */
#define LWC_NIST_DECLARE_AEAD(alg)                                                                  \
    int alg##_crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m, \
                                  unsigned long long mlen, const unsigned char *ad,                  \
                                  unsigned long long adlen, const unsigned char *nsec,               \
                                  const unsigned char *npub, const unsigned char *k);                \
    int alg##_crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,    \
                                  const unsigned char *c, unsigned long long clen,                   \
                                  const unsigned char *ad, unsigned long long adlen,                 \
                                  const unsigned char *npub, const unsigned char *k);

/** @brief Declares `alg##_crypto_hash` (NIST LWC signature: out receives the whole digest). */
#define LWC_NIST_DECLARE_HASH(alg) \
    int alg##_crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen);

/* The entry points of every primitive (its rows file's LWC_NIST_AEAD and LWC_NIST_HASH, listed by
 * lwc/primitives.h), built or not: a build without a primitive marks its entry points (lwc/subset.h). */
#define LWC_NIST_DECLARE_AEAD_ROW_(name, alg) LWC_NIST_DECLARE_AEAD(alg)
#define LWC_NIST_DECLARE_HASH_ROW_(name, alg) LWC_NIST_DECLARE_HASH(alg)
LWC_NIST_AEAD_LIST(LWC_NIST_DECLARE_AEAD_ROW_)
LWC_NIST_HASH_LIST(LWC_NIST_DECLARE_HASH_ROW_)
#undef LWC_NIST_DECLARE_AEAD_ROW_
#undef LWC_NIST_DECLARE_HASH_ROW_

#ifdef __cplusplus
}
#endif
#endif /* LWC_NIST_H */
#include "lwc/subset.h" /* LWC_ALGORITHMS: the primitives this build holds */
