/* TinyJAMBU keyed permutation, variant "N" of Kwon et al. 2023 (normal): the straightforward C of
 * the paper's Table 2 in the shape of the designers' reference code, which the paper measured: one
 * 32-round step per loop iteration, the state words moved after every step, 32-bit counters (the
 * designers' `unsigned int`, 32 bits in the version the paper's figures come from: Kwon et al.
 * 2023, docs/references.md), the key word picked with `& 3` / `& 7` for 128- and 256-bit keys
 * and with a wrap-around counter for the 192-bit key. Exists to be measured beside the others
 * (calibration against the paper's N column); same contract as tinyjambu_permute. */
#include "tinyjambu_variants.h"

#define TJ_N_STEP(key_word)                                                  \
    do {                                                                     \
        uint32_t t1 = (s[1] >> 15) | (s[2] << 17);                           \
        uint32_t t2 = (s[2] >> 6) | (s[3] << 26);                            \
        uint32_t t3 = (s[2] >> 21) | (s[3] << 11);                           \
        uint32_t t4 = (s[2] >> 27) | (s[3] << 5);                            \
        uint32_t feedback = s[0] ^ t1 ^ ~(t2 & t3) ^ t4 ^ (key_word);        \
        s[0] = s[1];                                                         \
        s[1] = s[2];                                                         \
        s[2] = s[3];                                                         \
        s[3] = feedback;                                                     \
    } while (0)

/* One function per key size, each taking the round count as a 32-bit value, as the designers build
 * one program per key size (this shape is what makes avr-gcc's code match the paper's figures). */
__attribute__((noinline)) static void normal_128(uint32_t *s, const uint32_t *key, uint32_t rounds)
{
    for (uint32_t i = 0; i < (rounds >> 5); i++)
        TJ_N_STEP(key[i & 3]);
}

__attribute__((noinline)) static void normal_192(uint32_t *s, const uint32_t *key, uint32_t rounds)
{
    for (uint32_t i = 0, j = 0; i < (rounds >> 5); i++) {
        TJ_N_STEP(key[j]);
        j = j + 1; /* j = (j + 1) mod 6 */
        if (j == 6)
            j = 0;
    }
}

__attribute__((noinline)) static void normal_256(uint32_t *s, const uint32_t *key, uint32_t rounds)
{
    for (uint32_t i = 0; i < (rounds >> 5); i++)
        TJ_N_STEP(key[i & 7]);
}

void tinyjambu_permute_normal(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps)
{
    const uint32_t rounds = (uint32_t)steps << 5;
    if (key_words == 4)
        normal_128(s, key, rounds);
    else if (key_words == 6)
        normal_192(s, key, rounds);
    else
        normal_256(s, key, rounds);
}
