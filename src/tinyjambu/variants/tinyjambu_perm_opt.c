/* TinyJAMBU keyed permutation, variant "O" of Kwon et al. 2023 (optimized), in the shape of the
 * designers' optimized code that the paper measured: 128 rounds per loop iteration (a 32-bit round
 * counter advancing by 128), the four 32-round steps unrolled so that the state words are renamed
 * instead of moved, the key word constant for a 128-bit key and taken from a 32-bit running index
 * otherwise (wrapped with `& 7`, or compared with 6 after the 2nd and 4th step for a 192-bit key,
 * the only places it can reach 6). `steps` must be a multiple of 4. Same contract as
 * tinyjambu_permute. */
#include "tinyjambu_variants.h"

/* s[a] ^= f(s[b], s[c], s[d]) ^ k: one 32-round step on renamed words (a oldest, d newest). */
#define TJ_O_STEP(a, b, c, d, k)                                             \
    do {                                                                     \
        uint32_t t1 = (s[b] >> 15) | (s[c] << 17);                           \
        uint32_t t2 = (s[c] >> 6) | (s[d] << 26);                            \
        uint32_t t3 = (s[c] >> 21) | (s[d] << 11);                           \
        uint32_t t4 = (s[c] >> 27) | (s[d] << 5);                            \
        s[a] ^= t1 ^ ~(t2 & t3) ^ t4 ^ (k);                                  \
    } while (0)

/* One function per key size with a 32-bit round count, as the designers build one program per key
 * size (this shape is what makes avr-gcc's code match the paper's figures). */
__attribute__((noinline)) static void opt_128(uint32_t *s, const uint32_t *key, uint32_t rounds)
{
    for (uint32_t i = 0; i < rounds; i += 128) {
        TJ_O_STEP(0, 1, 2, 3, key[0]);
        TJ_O_STEP(1, 2, 3, 0, key[1]);
        TJ_O_STEP(2, 3, 0, 1, key[2]);
        TJ_O_STEP(3, 0, 1, 2, key[3]);
    }
}

__attribute__((noinline)) static void opt_192(uint32_t *s, const uint32_t *key, uint32_t rounds)
{
    for (uint32_t i = 0, j = 0; i < rounds; i += 128) {
        TJ_O_STEP(0, 1, 2, 3, key[j]);
        j = j + 1;
        TJ_O_STEP(1, 2, 3, 0, key[j]);
        j = j + 1;
        if (j == 6)
            j = 0;
        TJ_O_STEP(2, 3, 0, 1, key[j]);
        j = j + 1;
        TJ_O_STEP(3, 0, 1, 2, key[j]);
        j = j + 1;
        if (j == 6)
            j = 0;
    }
}

__attribute__((noinline)) static void opt_256(uint32_t *s, const uint32_t *key, uint32_t rounds)
{
    for (uint32_t i = 0, j = 0; i < rounds; i += 128) {
        TJ_O_STEP(0, 1, 2, 3, key[j]);
        TJ_O_STEP(1, 2, 3, 0, key[j + 1]);
        TJ_O_STEP(2, 3, 0, 1, key[j + 2]);
        TJ_O_STEP(3, 0, 1, 2, key[j + 3]);
        j = (j + 4) & 7;
    }
}

void tinyjambu_permute_opt(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps)
{
    const uint32_t rounds = (uint32_t)steps << 5;
    if (key_words == 4)
        opt_128(s, key, rounds);
    else if (key_words == 6)
        opt_192(s, key, rounds);
    else
        opt_256(s, key, rounds);
}
