/* TinyJAMBU keyed permutation, paper 000 variant "N" (normal): the straightforward C of the paper's
 * Table 2 as the designers' reference writes it: one 32-round step per loop iteration, the state
 * words moved after every step, the key word picked as step mod key_words with a constant divisor.
 * Exists to be measured beside the others (benchmark calibration against the paper's N column);
 * same contract as tinyjambu_permute (tinyjambu_perm.h). */
#include "tinyjambu_variants.h"

static inline __attribute__((always_inline)) void permute_n(uint32_t s[4], const uint32_t *key,
                                                            const unsigned key_words, unsigned steps)
{
    for (unsigned i = 0; i < steps; i++) {
        uint32_t t1 = (s[1] >> 15) | (s[2] << 17);
        uint32_t t2 = (s[2] >> 6) | (s[3] << 26);
        uint32_t t3 = (s[2] >> 21) | (s[3] << 11);
        uint32_t t4 = (s[2] >> 27) | (s[3] << 5);
        uint32_t feedback = s[0] ^ t1 ^ ~(t2 & t3) ^ t4 ^ key[i % key_words];
        s[0] = s[1];
        s[1] = s[2];
        s[2] = s[3];
        s[3] = feedback;
    }
}

/* One specialised loop per key size, as the designers compile one program per key size. */
void tinyjambu_permute_normal(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps)
{
    if (key_words == 4)
        permute_n(s, key, 4, steps);
    else if (key_words == 6)
        permute_n(s, key, 6, steps);
    else
        permute_n(s, key, 8, steps);
}
