/* Masked TinyJAMBU permutation and refresh for the AVR, in C: the contract of tinyjambu_masked_perm.h,
 * the same operations as the portable C (ref/tinyjambu_masked_perm_ref.c), written for avr-gcc. That
 * compiler shifts a 32-bit word by a constant other than 8, 16 or 24 one bit per loop turn (15 turns for
 * b >> 15), which made the shifts most of a step's time; here every word of a step is taken from its
 * two source words by whole-byte moves and at most three one-bit shifts (funnel_right), and the step
 * loop is unrolled by four, so that the word indices are constants. Constant time (no branch nor
 * address depends on data); as the portable C, no claim about leakage (docs/leakage.md). */
#include "tinyjambu_masked_perm.h"

/* The low 32 bits of (hi:lo) >> n, for a constant 0 < n < 32 (inlined, so the switch folds away). n = 8q
 * + r: the words moved by whole bytes, then shifted right by r (r <= 4, the top r bits from the byte of
 * hi above them) or, moved by one byte more, left by 8 - r (the low bits from the byte of lo below). */
static inline __attribute__((always_inline)) uint32_t funnel_right(uint32_t hi, uint32_t lo, unsigned n)
{
    const unsigned r = n % 8, q = n / 8 + (r > 4);
    uint32_t moved = lo;
    uint8_t above = (uint8_t)hi, below = 0;
    switch (q) {
    case 1:
        moved = (lo >> 8) | (hi << 24), above = (uint8_t)(hi >> 8), below = (uint8_t)lo;
        break;
    case 2:
        moved = (lo >> 16) | (hi << 16), above = (uint8_t)(hi >> 16), below = (uint8_t)(lo >> 8);
        break;
    case 3:
        moved = (lo >> 24) | (hi << 8), above = (uint8_t)(hi >> 24), below = (uint8_t)(lo >> 16);
        break;
    default:
        break;
    }
    if (r == 0)
        return moved;
    if (r <= 4)
        return (moved >> r) | ((uint32_t)(uint8_t)(above << (8 - r)) << 24);
    return (moved << (8 - r)) | (uint32_t)(uint8_t)(below >> r);
}

/* One step on state word a with b, c, d the three newer words (constants after unrolling). */
static inline __attribute__((always_inline)) void masked_step(tinyjambu_masked_work *w, unsigned j, unsigned a,
                                                              unsigned b, unsigned c, unsigned d)
{
    for (unsigned i = 0; i < 2; i++) {
        uint32_t *s = w->s[i];
        const uint32_t t1 = funnel_right(s[c], s[b], 15), t4 = funnel_right(s[d], s[c], 27);
        w->x[i] = funnel_right(s[d], s[c], 6);
        w->y[i] = funnel_right(s[d], s[c], 21);
        s[a] ^= t1 ^ t4 ^ w->ks[i][j];
    }
    tinyjambu_masked_products(w, a);
}

void tinyjambu_masked_permute(tinyjambu_masked_work *w, unsigned steps)
{
    for (unsigned j = 0; j < steps; j++)
        masked_step(w, j, j & 3, (j + 1) & 3, (j + 2) & 3, (j + 3) & 3);
}

void tinyjambu_masked_refresh(uint32_t *a, uint32_t *b, unsigned n, tinyjambu_masked_work *w)
{
    for (unsigned i = 0; i < n; i++) {
        const uint32_t r = *w->rnd++;
        a[i] ^= r;
        b[i] ^= r;
    }
}
