/* src/common/nist_dropin.c (the plain NIST LWC names for one algorithm, include/lwc/nist.h) against the
 * library's namespaced entry points: built once with -DLWC_NIST_ALG=<aead> (crypto_aead_encrypt and
 * _decrypt) and once with -DLWC_NIST_HASH=<hash> (crypto_hash). Exit 0 when the plain names give the
 * namespaced functions' results. */
#include <stdio.h>
#include <string.h>

#include "lwc/nist.h"

#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define STR2(a) #a
#define CAT2_STR(a) STR2(a)

#if defined(LWC_NIST_ALG)
int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen, const unsigned char *nsec,
                        const unsigned char *npub, const unsigned char *k);
int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec, const unsigned char *c,
                        unsigned long long clen, const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k);

int main(void)
{
    unsigned char k[32], n[16], m[40], ad[7], c1[40 + 16], c2[40 + 16], back[40];
    for (unsigned i = 0; i < sizeof k; i++)
        k[i] = (unsigned char)(3 * i + 1);
    for (unsigned i = 0; i < sizeof n; i++)
        n[i] = (unsigned char)(0xa0 + i);
    for (unsigned i = 0; i < sizeof m; i++)
        m[i] = (unsigned char)(7 * i);
    memset(ad, 0x5c, sizeof ad);
    unsigned long long l1 = 0, l2 = 0, lm = 0;
    int ok = crypto_aead_encrypt(c1, &l1, m, sizeof m, ad, sizeof ad, NULL, n, k) == 0 &&
             CAT(LWC_NIST_ALG, _crypto_aead_encrypt)(c2, &l2, m, sizeof m, ad, sizeof ad, NULL, n, k) == 0 &&
             l1 == l2 && l1 > sizeof m && memcmp(c1, c2, (size_t)l1) == 0 &&
             crypto_aead_decrypt(back, &lm, NULL, c1, l1, ad, sizeof ad, n, k) == 0 && lm == sizeof m &&
             memcmp(back, m, sizeof m) == 0;
    c1[0] ^= 1;
    ok = ok && crypto_aead_decrypt(back, &lm, NULL, c1, l1, ad, sizeof ad, n, k) == -1;
    printf("nist_dropin %s: %s\n", CAT2_STR(LWC_NIST_ALG), ok ? "ok" : "FAIL");
    return ok ? 0 : 1;
}
#elif defined(LWC_NIST_HASH)
int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen);

int main(void)
{
    unsigned char msg[77], d1[64], d2[64];
    for (unsigned i = 0; i < sizeof msg; i++)
        msg[i] = (unsigned char)(11 * i + 5);
    memset(d1, 0, sizeof d1);
    memset(d2, 0, sizeof d2);
    const int ok = crypto_hash(d1, msg, sizeof msg) == 0 && CAT(LWC_NIST_HASH, _crypto_hash)(d2, msg, sizeof msg) == 0 &&
                   memcmp(d1, d2, sizeof d1) == 0 && d1[0] != 0;
    printf("nist_dropin %s: %s\n", CAT2_STR(LWC_NIST_HASH), ok ? "ok" : "FAIL");
    return ok ? 0 : 1;
}
#endif
