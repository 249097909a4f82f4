/* Plain NIST LWC names for one algorithm, for drop-in use in LWC benchmark frameworks:
 * compile with -DLWC_NIST_ALG=tinyjambu128 (or tinyjambu192, tinyjambu256, romulusn, romulusm,
 * romulust) for crypto_aead_*, or -DLWC_NIST_HASH=romulush for crypto_hash. Not part of liblwc. */
#include "lwc/nist.h"

#define LWC_CAT2(a, b) a##b
#define LWC_CAT(a, b) LWC_CAT2(a, b)

#if defined(LWC_NIST_ALG)
int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen, const unsigned char *nsec,
                        const unsigned char *npub, const unsigned char *k)
{
    return LWC_CAT(LWC_NIST_ALG, _crypto_aead_encrypt)(c, clen, m, mlen, ad, adlen, nsec, npub, k);
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec, const unsigned char *c,
                        unsigned long long clen, const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
    return LWC_CAT(LWC_NIST_ALG, _crypto_aead_decrypt)(m, mlen, nsec, c, clen, ad, adlen, npub, k);
}
#elif defined(LWC_NIST_HASH)
int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
    return LWC_CAT(LWC_NIST_HASH, _crypto_hash)(out, in, inlen);
}
#else
#error "define LWC_NIST_ALG (an AEAD, e.g. tinyjambu128) or LWC_NIST_HASH (romulush)"
#endif
