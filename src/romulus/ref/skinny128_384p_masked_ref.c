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

/* TK <- TK[PT]: rows 2, 3 get rows 0, 1; rows 0, 1 get cells (9, 15, 8, 13), (10, 14, 12, 11). */
static void tk_permute(uint32_t *t)
{
    const uint32_t r2 = t[2], r3 = t[3];
    t[2] = t[0];
    t[3] = t[1];
    t[0] = ((r2 >> 8) & 0x000000FFu) | ((r3 >> 16) & 0x0000FF00u) | ((r2 << 16) & 0x00FF0000u) |
           ((r3 << 16) & 0xFF000000u);
    t[1] = ((r2 >> 16) & 0x000000FFu) | ((r3 >> 8) & 0x0000FF00u) | ((r3 << 16) & 0x00FF0000u) |
           (r2 & 0xFF000000u);
}

static uint32_t lfsr2(uint32_t x)
{
    return ((x << 1) & 0xFEFEFEFEu) | (((x >> 7) ^ (x >> 5)) & 0x01010101u);
}

static uint32_t lfsr3(uint32_t x)
{
    return ((x >> 1) & 0x7F7F7F7Fu) | (((x << 7) ^ (x << 1)) & 0x80808080u);
}

static uint32_t rotl(uint32_t x, unsigned n)
{
    return (x << n) | (x >> (32 - n));
}

void skinny128_384p_masked_rounds(skinny128_384p_masked_work *w, unsigned rounds)
{
    for (unsigned r = 0; r < rounds; r++) {
        for (unsigned i = 0; i < 4; i++)
            sub_row(&w->s[0][i], &w->s[1][i], w->rnd[i]);
        w->rnd += SKINNY128_384P_MASKED_RANDOM_WORDS_PER_ROUND;
        uint32_t rc = w->rc;
        rc = ((rc << 1) & 0x3Eu) | (((rc >> 5) ^ (rc >> 4) ^ 1u) & 0x01u);
        w->rc = rc;
        w->s[0][0] ^= (rc & 0x0Fu) ^ w->tk1[0] ^ w->tk2[0] ^ w->tk3[0][0];
        w->s[0][1] ^= (rc >> 4) ^ w->tk1[1] ^ w->tk2[1] ^ w->tk3[0][1];
        w->s[0][2] ^= 0x02u;
        w->s[1][0] ^= w->tk3[1][0];
        w->s[1][1] ^= w->tk3[1][1];
        tk_permute(w->tk1);
        tk_permute(w->tk2);
        w->tk2[0] = lfsr2(w->tk2[0]);
        w->tk2[1] = lfsr2(w->tk2[1]);
        for (unsigned i = 0; i < 2; i++) {
            tk_permute(w->tk3[i]);
            w->tk3[i][0] = lfsr3(w->tk3[i][0]);
            w->tk3[i][1] = lfsr3(w->tk3[i][1]);
            uint32_t *s = w->s[i];
            const uint32_t r0 = s[0], r1 = rotl(s[1], 8), r2 = rotl(s[2], 16), r3 = rotl(s[3], 24);
            s[0] = r0 ^ r2 ^ r3;
            s[1] = r0;
            s[2] = r1 ^ r2;
            s[3] = r0 ^ r2;
        }
    }
}
