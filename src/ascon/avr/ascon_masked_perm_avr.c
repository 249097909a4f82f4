/* Masked Ascon round and share-wise XOR for the AVR, in C: the contract of ascon_masked_perm.h, the same
 * operations as the portable C (ref/ascon_masked_perm_ref.c, any number of shares), written for
 * avr-gcc, which rotates a 32-bit word by a variable count, or by a constant other than 8, 16 or 24, one
 * bit per loop turn (32 turns for any rotation there), most of a round's time. Here the linear layer's
 * rotations have constant counts (its lanes written out) and each is whole-byte moves and at most four
 * one-bit shifts (ror32). Constant time (no branch nor address depends on data); as the portable C, no
 * claim about leakage (docs/leakage.md). */
#include "ascon_masked_perm.h"
#include "ascon_masked_sbox.h"

#define NS ASCON_MASKED_SHARES

/* x rotated right by a constant 0 <= n < 32 (inlined, so the switch folds away): n = 8q + r, rotated
 * by q bytes, then right by r (r <= 4) or, rotated by one byte more, left by 8 - r. */
static inline __attribute__((always_inline)) uint32_t ror32(uint32_t x, unsigned n)
{
    const unsigned r = n % 8, q = (n / 8 + (r > 4)) % 4;
    uint32_t y = x;
    switch (q) {
    case 1:
        y = (x >> 8) | (x << 24);
        break;
    case 2:
        y = (x >> 16) | (x << 16);
        break;
    case 3:
        y = (x >> 24) | (x << 8);
        break;
    default:
        break;
    }
    if (r == 0)
        return y;
    if (r <= 4)
        return (y >> r) | ((uint32_t)(uint8_t)((uint8_t)y << (8 - r)) << 24);
    return (y << (8 - r)) | (uint32_t)(uint8_t)((uint8_t)(y >> 24) >> r);
}

/* The linear layer of one lane (its even half *e, odd half *o, one share): x ^= ror64(x, a) ^
 * ror64(x, b) on the interleaved halves (a rotation by 2k is k on each half; by 2k + 1 it takes the
 * odd half rotated by k to the even and the even rotated by k + 1 to the odd); a and b constants. */
static inline __attribute__((always_inline)) void lane_linear(uint32_t *e, uint32_t *o, unsigned a, unsigned b)
{
    const uint32_t e0 = *e, o0 = *o;
    uint32_t ne = e0, no = o0;
    const unsigned rot[2] = {a, b};
    for (unsigned i = 0; i < 2; i++) {
        const unsigned k = rot[i] / 2;
        if (rot[i] & 1) {
            ne ^= ror32(o0, k);
            no ^= ror32(e0, (k + 1) % 32);
        } else {
            ne ^= ror32(e0, k);
            no ^= ror32(o0, k);
        }
    }
    *e = ne;
    *o = no;
}

static void masked_round(ascon_masked_work *w, uint32_t rc_even, uint32_t rc_odd)
{
    ascon_masked_sbox_layer(w, rc_even, rc_odd);
    for (unsigned j = 0; j < NS; j++) {
        uint32_t *x = w->s[j];
        lane_linear(&x[0], &x[1], 19, 28);
        lane_linear(&x[2], &x[3], 61, 39);
        lane_linear(&x[4], &x[5], 1, 6);
        lane_linear(&x[6], &x[7], 10, 17);
        lane_linear(&x[8], &x[9], 7, 41);
    }
}

void ascon_masked_rounds(ascon_masked_work *w, uint32_t constants)
{
    for (; constants & 0xFFu; constants >>= 8)
        masked_round(w, constants & 0xFu, (constants >> 4) & 0xFu);
}

void ascon_masked_xor(uint32_t *dst, const uint32_t *src, unsigned n, const uint32_t *zero)
{
    (void)zero;
    for (unsigned i = 0; i < n; i++)
        dst[i] ^= src[i];
}
