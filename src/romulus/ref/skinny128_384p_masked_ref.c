/* Masked SKINNY-128-384+ rounds, portable C: the contract of ../skinny128_384p_masked.h as written
 * there. Constant time; the compiler decides registers and the order of memory accesses, so this
 * code makes no claim about leakage (docs/leakage.md says which code does). */
#include "skinny128_384p_masked.h"

#define M_NOR 0x11111111u

/* The S-box's bit permutation (x7..x0) -> (x2, x1, x7, x6, x4, x0, x3, x5), four cells at once. */
static uint32_t sbox_permute(uint32_t x)
{
    return ((x << 5) & 0xC0C0C0C0u) | ((x >> 2) & 0x32323232u) | ((x >> 1) & 0x08080808u) |
           ((x << 2) & 0x04040404u) | ((x >> 5) & 0x01010101u);
}

/* The last step: bits 1 and 2 of each cell swapped. */
static uint32_t sbox_swap12(uint32_t x)
{
    return (x & 0xF9F9F9F9u) | ((x << 1) & 0x04040404u) | ((x >> 1) & 0x02020202u);
}

/* SubCells of one row word in shares x[0], x[1], random word r. */
static void sub_row(uint32_t *x0, uint32_t *x1, uint32_t r)
{
    for (unsigned it = 0; it < 4; it++) {
        const uint32_t a0 = *x0 >> 2, b0 = *x0 >> 3, a1 = *x1 >> 2, b1 = *x1 >> 3, q = r >> it;
        const uint32_t z0 = ~(a0 | b0) ^ ((b1 & ~a0) ^ q);
        const uint32_t z1 = (a1 & b1) ^ ((a1 & ~b0) ^ q);
        *x0 ^= z0 & M_NOR;
        *x1 ^= z1 & M_NOR;
        if (it < 3) {
            *x0 = sbox_permute(*x0);
            *x1 = sbox_permute(*x1);
        } else {
            *x0 = sbox_swap12(*x0);
            *x1 = sbox_swap12(*x1);
        }
    }
}

void skinny128_384p_masked_rounds(skinny128_384p_masked_work *w, unsigned rounds)
{
    for (unsigned r = 0; r < rounds; r++) {
        for (unsigned i = 0; i < 4; i++)
            sub_row(&w->s[0][i], &w->s[1][i], w->rnd[i]);
        w->rnd += SKINNY128_384P_MASKED_RANDOM_WORDS_PER_ROUND;
        w->s[0][0] ^= w->rk[0];
        w->s[0][1] ^= w->rk[1];
        w->s[0][2] ^= 0x02u;
        w->rk += 2;
        for (unsigned i = 0; i < 2; i++) {
            uint32_t *s = w->s[i], *t = w->tk3[i];
            s[0] ^= t[0];
            s[1] ^= t[1];
            skinny128_384p_masked_tk_permute(t);
            t[0] = skinny128_384p_masked_lfsr3(t[0]);
            t[1] = skinny128_384p_masked_lfsr3(t[1]);
            skinny128_384p_masked_mix_share(s);
        }
    }
}

void skinny128_384p_masked_load_key(uint32_t k0[4], uint32_t k1[4], skinny128_384p_masked_work *w)
{
    skinny128_384p_masked_load_key_words(k0, k1, w);
}
