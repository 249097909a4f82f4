/* TinyJAMBU keyed permutation, paper 000 variant "O" (optimized): 128 rounds per loop iteration,
 * the four 32-round steps unrolled so that the state words are renamed instead of moved (each step
 * updates the word that is oldest). `steps` must be a multiple of 4 (640, 1024, 1152, 1280 rounds).
 * Exists to be measured beside the others; same contract as tinyjambu_permute. */
#include "tinyjambu_variants.h"

/* s_a ^= f(s_b, s_c, s_d) ^ k: one 32-round step on renamed words (a oldest, d newest). */
#define TJ_STEP(a, b, c, d, k)                                                          \
    do {                                                                                \
        uint32_t t1 = (s[b] >> 15) | (s[c] << 17);                                      \
        uint32_t t2 = (s[c] >> 6) | (s[d] << 26);                                       \
        uint32_t t3 = (s[c] >> 21) | (s[d] << 11);                                      \
        uint32_t t4 = (s[c] >> 27) | (s[d] << 5);                                       \
        s[a] ^= t1 ^ ~(t2 & t3) ^ t4 ^ (k);                                             \
    } while (0)

static inline __attribute__((always_inline)) void permute_o(uint32_t s[4], const uint32_t *key,
                                                            const unsigned key_words, unsigned steps)
{
    for (unsigned i = 0; i < steps; i += 4) {
        TJ_STEP(0, 1, 2, 3, key[i % key_words]);
        TJ_STEP(1, 2, 3, 0, key[(i + 1) % key_words]);
        TJ_STEP(2, 3, 0, 1, key[(i + 2) % key_words]);
        TJ_STEP(3, 0, 1, 2, key[(i + 3) % key_words]);
    }
}

void tinyjambu_permute_opt(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps)
{
    if (key_words == 4)
        permute_o(s, key, 4, steps);
    else if (key_words == 6)
        permute_o(s, key, 6, steps);
    else
        permute_o(s, key, 8, steps);
}
