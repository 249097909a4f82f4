/* Masked Ascon round and share-wise XOR, portable C: the contract of ascon_masked_perm.h as written
 * there, for any number of shares (ASCON_MASKED_SHARES). Constant time; the compiler decides
 * registers and the order of memory accesses, so this code makes no claim about leakage (the ARMv6-M
 * and ARMv7-M assembly does, docs/leakage.md). */
#include "ascon_masked_perm.h"
#include "ascon_masked_sbox.h"

#define NS ASCON_MASKED_SHARES

static uint32_t ror32(uint32_t x, unsigned n)
{
    return n == 0 ? x : (x >> n) | (x << (32 - n));
}

/* The linear layer of one lane (its even half *e, odd half *o, one share): x ^= ror64(x, a) ^
 * ror64(x, b) on the interleaved halves (a rotation by 2k is k on each half; by 2k + 1 it takes the
 * odd half rotated by k to the even and the even rotated by k + 1 to the odd). */
static void lane_linear(uint32_t *e, uint32_t *o, unsigned a, unsigned b)
{
    const uint32_t e0 = *e, o0 = *o;
    uint32_t ne = e0, no = o0;
    const unsigned rot[2] = {a, b};
    for (unsigned i = 0; i < 2; i++) {
        const unsigned k = rot[i] / 2;
        if (rot[i] & 1) {
            ne ^= ror32(o0, k);
            no ^= ror32(e0, k + 1);
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
    static const unsigned char rot[5][2] = {{19, 28}, {61, 39}, {1, 6}, {10, 17}, {7, 41}};
    ascon_masked_sbox_layer(w, rc_even, rc_odd);
    for (unsigned j = 0; j < NS; j++)
        for (unsigned i = 0; i < 5; i++)
            lane_linear(&w->s[j][2 * i], &w->s[j][2 * i + 1], rot[i][0], rot[i][1]);
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
