/* NIST LWC / SUPERCOP entry points (lwc/nist.h), generated once from the native detached-tag API:
 * c = ciphertext || tag. */
#include <limits.h>
#include <stdint.h>

#include "lwc/lwc.h"
#include "lwc/nist.h"
#include "rows.h"

/* 1 when n bytes from p would run past the end of the address space: no such buffer can exist, and
 * forming p + n would be undefined behaviour, so the call is refused (LWC_ERR_LENGTH) before any
 * pointer is offset. */
static int lwc_nist_wraps(const unsigned char *p, unsigned long long n)
{
    return n > (unsigned long long)(UINTPTR_MAX - (uintptr_t)p);
}

#define LWC_NIST_DEFINE_AEAD(alg, native, tag_bytes)                                                     \
    int alg##_crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m,     \
                                  unsigned long long mlen, const unsigned char *ad,                      \
                                  unsigned long long adlen, const unsigned char *nsec,                   \
                                  const unsigned char *npub, const unsigned char *k)                     \
    {                                                                                                    \
        (void)nsec;                                                                                      \
        if (c == NULL || clen == NULL)                                                                   \
            return LWC_ERR_NULL;                                                                         \
        if (mlen > (unsigned long long)(SIZE_MAX - (tag_bytes)) || adlen > (unsigned long long)SIZE_MAX) \
            return LWC_ERR_LENGTH;                                                                       \
        if (m == NULL && mlen != 0)                                                                      \
            return LWC_ERR_NULL;                                                                         \
        if (lwc_nist_wraps(c, mlen + (tag_bytes)))                                                       \
            return LWC_ERR_LENGTH;                                                                       \
        int rc = native##_encrypt(c, c + (size_t)mlen, k, npub, ad, (size_t)adlen, m, (size_t)mlen);    \
        *clen = rc == LWC_OK ? mlen + (tag_bytes) : 0;                                                   \
        return rc;                                                                                       \
    }                                                                                                    \
    int alg##_crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,        \
                                  const unsigned char *c, unsigned long long clen,                       \
                                  const unsigned char *ad, unsigned long long adlen,                     \
                                  const unsigned char *npub, const unsigned char *k)                     \
    {                                                                                                    \
        (void)nsec;                                                                                      \
        if (c == NULL || mlen == NULL)                                                                   \
            return LWC_ERR_NULL;                                                                         \
        *mlen = 0;                                                                                       \
        if (clen < (tag_bytes))                                                                          \
            return LWC_ERR_LENGTH;                                                                       \
        if (clen > (unsigned long long)SIZE_MAX || adlen > (unsigned long long)SIZE_MAX ||               \
            lwc_nist_wraps(c, clen))                                                                     \
            return LWC_ERR_LENGTH;                                                                       \
        size_t text_len = (size_t)clen - (tag_bytes);                                                    \
        int rc = native##_decrypt(m, c + text_len, k, npub, ad, (size_t)adlen, c, text_len);            \
        if (rc == LWC_OK)                                                                                \
            *mlen = text_len;                                                                            \
        return rc;                                                                                       \
    }

/* The entry points of every primitive built: LWC_NIST_AEAD and LWC_NIST_HASH rows of the
 * primitives' rows files (src/common/rows.h; a primitive left out by LWC_ALGORITHMS has none). */
#define LWC_NIST_DEFINE_HASH(alg, native)                                                   \
    int alg##_crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen) \
    {                                                                                      \
        if (inlen > (unsigned long long)SIZE_MAX)                                          \
            return LWC_ERR_LENGTH;                                                         \
        return native(out, in, (size_t)inlen);                                             \
    }

#define LWC_AEAD_ROW LWC_ROWS_IGNORE
#define LWC_HASH_ROW LWC_ROWS_IGNORE
#define LWC_CIPHER_ROW LWC_ROWS_IGNORE
#define LWC_XOF_ROW LWC_ROWS_IGNORE
#define LWC_NIST_AEAD LWC_NIST_DEFINE_AEAD
#define LWC_NIST_HASH LWC_NIST_DEFINE_HASH
#include "lwc/primitives.h" /* a rows pass */
