/* TinyJAMBU keyed permutation, portable C: the readable specification (Kwon et al. 2023, Table 2;
 * Wu and Huang 2021, docs/references.md). Implements the contract of tinyjambu_perm.h.
 *
 * One step = 32 rounds computed at once on 32-bit words: the feedback of round i only depends on
 * state bits that rounds i-31..i-1 have not yet written, so 32 rounds fold into word operations.
 * The specification then moves the words (s0 <- s1 <- s2 <- s3 <- feedback); after four steps every
 * word is back in its place, so four steps are written with the words renamed instead of moved:
 * step j writes word j mod 4. The state is worked on in local variables: s may alias the key as far
 * as the compiler knows, so updating s[] in place would make it store and reload the state at every
 * step.
 */
#include "tinyjambu_perm.h"

/* One step on renamed words: a (bits 0..31) gets the feedback of a, b, c, d (bits 32..127). */
#define TINYJAMBU_STEP(a, b, c, d, k)                                                                  \
    do {                                                                                               \
        const uint32_t t1 = (b >> 15) | (c << 17); /* state bits 47..78  */                            \
        const uint32_t t2 = (c >> 6) | (d << 26);  /* state bits 70..101 */                            \
        const uint32_t t3 = (c >> 21) | (d << 11); /* state bits 85..116 */                            \
        const uint32_t t4 = (c >> 27) | (d << 5);  /* state bits 91..122 */                            \
        a ^= t1 ^ ~(t2 & t3) ^ t4 ^ (k);                                                               \
    } while (0)

void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps)
{
    uint32_t s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];
    unsigned k = 0; /* key word index, j mod key_words */
    unsigned j = 0;
    if (key_words == 4) { /* TinyJAMBU-128: the same four key words every four steps, kept in locals */
        const uint32_t w0 = key[0], w1 = key[1], w2 = key[2], w3 = key[3];
        for (; j + 4 <= steps; j += 4) {
            TINYJAMBU_STEP(s0, s1, s2, s3, w0);
            TINYJAMBU_STEP(s1, s2, s3, s0, w1);
            TINYJAMBU_STEP(s2, s3, s0, s1, w2);
            TINYJAMBU_STEP(s3, s0, s1, s2, w3);
        }
    }
    for (; j + 4 <= steps; j += 4) {
        const unsigned k1 = k + 1 == key_words ? 0 : k + 1;
        const unsigned k2 = k1 + 1 == key_words ? 0 : k1 + 1;
        const unsigned k3 = k2 + 1 == key_words ? 0 : k2 + 1;
        TINYJAMBU_STEP(s0, s1, s2, s3, key[k]);
        TINYJAMBU_STEP(s1, s2, s3, s0, key[k1]);
        TINYJAMBU_STEP(s2, s3, s0, s1, key[k2]);
        TINYJAMBU_STEP(s3, s0, s1, s2, key[k3]);
        k = k3 + 1 == key_words ? 0 : k3 + 1;
    }
    for (; j < steps; j++) { /* a count of steps that is no multiple of 4 (the mode has none) */
        TINYJAMBU_STEP(s0, s1, s2, s3, key[k]);
        const uint32_t t = s0;
        s0 = s1;
        s1 = s2;
        s2 = s3;
        s3 = t;
        k = k + 1 == key_words ? 0 : k + 1;
    }
    s[0] = s0;
    s[1] = s1;
    s[2] = s2;
    s[3] = s3;
}
