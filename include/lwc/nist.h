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

LWC_NIST_DECLARE_AEAD(tinyjambu128)
LWC_NIST_DECLARE_AEAD(tinyjambu192)
LWC_NIST_DECLARE_AEAD(tinyjambu256)
LWC_NIST_DECLARE_AEAD(romulusn)
LWC_NIST_DECLARE_AEAD(romulusm)
LWC_NIST_DECLARE_AEAD(romulust)
LWC_NIST_DECLARE_HASH(romulush)
LWC_NIST_DECLARE_AEAD(asconaead128)
LWC_NIST_DECLARE_HASH(asconhash256)

#ifdef __cplusplus
}
#endif
#endif /* LWC_NIST_H */
#include "lwc/subset.h" /* LWC_ALGORITHMS: the primitives this build holds */
