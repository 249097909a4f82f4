/* Masked SKINNY-128-384+ rounds for the AVR, in C: the contract of ../skinny128_384p_masked.h, the same
 * operations as the portable C (ref/skinny128_384p_masked_ref.c), written for avr-gcc. Every shift of
 * SubCells and of the TK3 LFSR stays inside a cell (a byte), so they run here on bytes: avr-gcc shifts a
 * 32-bit word by a constant other than 8, 16 or 24 one bit per loop turn over its four bytes, which made
 * those shifts most of a round's time. The cells' bytes are the row words' bytes (little endian: cell
 * 4i + j is byte j of word i). Constant time (no branch nor address depends on data); as the portable
 * C, no claim about leakage (docs/leakage.md). */
#include "skinny128_384p_masked.h"

#define M_NOR 0x11u

/* The S-box's bit permutation (x7..x0) -> (x2, x1, x7, x6, x4, x0, x3, x5) of one cell. */
static uint8_t sbox_permute(uint8_t x)
{
    return (uint8_t)(((x << 5) & 0xC0u) | ((x >> 2) & 0x32u) | ((x >> 1) & 0x08u) | ((x << 2) & 0x04u) |
                     ((x >> 5) & 0x01u));
}

/* The last step: bits 1 and 2 of the cell swapped. */
static uint8_t sbox_swap12(uint8_t x)
{
    return (uint8_t)((x & 0xF9u) | ((x << 1) & 0x04u) | ((x >> 1) & 0x02u));
}

/* SubCells of one cell in shares *x0, *x1, with r the row's random word's byte of that cell (q's bits
 * at 0x11 of the cell come from that byte alone). */
static void sub_cell(uint8_t *x0, uint8_t *x1, uint8_t r)
{
    for (unsigned it = 0; it < 4; it++) {
        const uint8_t a0 = (uint8_t)(*x0 >> 2), b0 = (uint8_t)(*x0 >> 3), a1 = (uint8_t)(*x1 >> 2),
                      b1 = (uint8_t)(*x1 >> 3), q = (uint8_t)(r >> it);
        const uint8_t z0 = (uint8_t)(~(a0 | b0) ^ ((b1 & ~a0) ^ q));
        const uint8_t z1 = (uint8_t)((a1 & b1) ^ ((a1 & ~b0) ^ q));
        *x0 ^= (uint8_t)(z0 & M_NOR);
        *x1 ^= (uint8_t)(z1 & M_NOR);
        if (it < 3) {
            *x0 = sbox_permute(*x0);
            *x1 = sbox_permute(*x1);
        } else {
            *x0 = sbox_swap12(*x0);
            *x1 = sbox_swap12(*x1);
        }
    }
}

/* skinny128_384p_masked_lfsr3 on a row word, cell by cell. */
static void lfsr3_row(uint32_t *x)
{
    uint8_t *c = (uint8_t *)x;
    for (unsigned j = 0; j < 4; j++)
        c[j] = (uint8_t)(((c[j] >> 1) & 0x7Fu) | (((c[j] << 7) ^ (c[j] << 1)) & 0x80u));
}

void skinny128_384p_masked_rounds(skinny128_384p_masked_work *w, unsigned rounds)
{
    for (unsigned r = 0; r < rounds; r++) {
        for (unsigned i = 0; i < 4; i++) {
            uint8_t *x0 = (uint8_t *)&w->s[0][i], *x1 = (uint8_t *)&w->s[1][i];
            const uint8_t *q = (const uint8_t *)&w->rnd[i];
            for (unsigned j = 0; j < 4; j++)
                sub_cell(&x0[j], &x1[j], q[j]);
        }
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
            lfsr3_row(&t[0]);
            lfsr3_row(&t[1]);
            skinny128_384p_masked_mix_share(s);
        }
    }
}

void skinny128_384p_masked_load_key(uint32_t k0[4], uint32_t k1[4], skinny128_384p_masked_work *w)
{
    skinny128_384p_masked_load_key_words(k0, k1, w);
}
