/* GHASH on AArch64 (src/modes/aarch64/modes_dispatch.h): with PMULL at level pmull, with 64-bit
 * integer multiplications at level neon (a CPU without PMULL, such as the Cortex-A72 of a
 * Raspberry Pi 4).
 *
 * With PMULL, the method of Gueron and Kounavis, "Intel
 * carry-less multiplication instruction and its usage for computing the GCM mode" (2010), in 64-bit
 * lanes: a block read big-endian is a 128-bit integer with GCM's x^0 at bit 127 (its bit-reflected
 * polynomial); the carry-less product of two such values is the reflected product shifted right by
 * one bit, so it is shifted left by one and reduced modulo x^128 + x^7 + x^2 + x + 1 in the
 * reflected form (the paper's shift-and-XOR reduction on 64-bit words). Aggregated: eight blocks are
 * multiplied by H^8, ..., H^1 and their 256-bit products summed before a single shift and reduction
 * ((Y ^ X1) H^8 ^ X2 H^7 ^ ... ^ X8 H). Products by schoolbook (four PMULL per block). A 128-bit
 * value is a uint64x2_t with its low 64 bits in lane 0. No table, no branch on data: constant time.
 *
 * Without PMULL, the same representation and reduction on 64-bit words, block by block (Horner), the
 * 128 x 128-bit carry-less product by Karatsuba from three 64 x 64-bit ones. A 64 x 64-bit carry-less
 * product is built from integer multiplications as in Pornin's BearSSL (ghash_ctmul64, 2016): with
 * the operands' bits split into four classes by position mod 4 (masks 0x1111..., 0x2222...), the
 * integer product of two classes has in each position of its class the count of bit pairs meeting
 * there, which is at most 15 below bit 60 (16 at bit 60, whose carry leaves the low 64 bits), so the
 * count's low bit, the carry-less bit, is not disturbed by carries from the positions below: the low
 * 64 bits of the carry-less product are the four class sums, masked. The high 64 bits are those of
 * the bit-reversed operands, reversed and shifted (RBIT). No table, no branch on data: constant time
 * on a core whose 64-bit MUL takes the same time for every operand (not measured here). */
#include <arm_acle.h>
#include <arm_neon.h>
#include <string.h>

#include "lwc/common.h"
#include "lwc/host.h"
#include "modes_dispatch.h"

/* the crypto extension (PMULL) for these functions alone: gcc names it "+crypto", clang "crypto" */
#if defined(__clang__)
#define TARGET_PMULL __attribute__((target("crypto")))
#else
#define TARGET_PMULL __attribute__((target("+crypto")))
#endif

/* {a[1], b[0]}: the high lane of a, then the low lane of b */
#define EXT1(a, b) vextq_u64((a), (b), 1)

/* The 256-bit carry-less product a * b accumulated in lo (bits 0..127), mid (the cross terms, bits
 * 64..191) and hi (bits 128..255). */
static inline TARGET_PMULL void clmul_acc(uint64x2_t a, uint64x2_t b, uint64x2_t *lo, uint64x2_t *mid, uint64x2_t *hi)
{
    const poly64x2_t pa = vreinterpretq_p64_u64(a), pb = vreinterpretq_p64_u64(b);
    const poly64x2_t pb_swapped = vreinterpretq_p64_u64(EXT1(b, b));
    *lo = veorq_u64(*lo, vreinterpretq_u64_p128(vmull_p64(vgetq_lane_p64(pa, 0), vgetq_lane_p64(pb, 0))));
    *hi = veorq_u64(*hi, vreinterpretq_u64_p128(vmull_high_p64(pa, pb)));
    *mid = veorq_u64(*mid, vreinterpretq_u64_p128(vmull_p64(vgetq_lane_p64(pa, 0), vgetq_lane_p64(pb_swapped, 0))));
    *mid = veorq_u64(*mid, vreinterpretq_u64_p128(vmull_high_p64(pa, pb_swapped)));
}

/* v >> n as a 128-bit value, 0 < n < 64 */
#define SHR128(v, zero, n) vorrq_u64(vshrq_n_u64((v), (n)), EXT1(vshlq_n_u64((v), 64 - (n)), (zero)))

/* The reflected field element of the 256-bit product (lo, mid, hi): combine, shift left by one, reduce. */
static inline TARGET_PMULL uint64x2_t reduce(uint64x2_t lo, uint64x2_t mid, uint64x2_t hi)
{
    const uint64x2_t zero = vdupq_n_u64(0);
    lo = veorq_u64(lo, EXT1(zero, mid)); /* lo ^= mid << 64 */
    hi = veorq_u64(hi, EXT1(mid, zero)); /* hi ^= mid >> 64 */
    /* [hi:lo] <<= 1 across the lanes and the halves */
    const uint64x2_t clo = vshrq_n_u64(lo, 63), chi = vshrq_n_u64(hi, 63);
    hi = vorrq_u64(vshlq_n_u64(hi, 1), EXT1(clo, chi));
    lo = vorrq_u64(vshlq_n_u64(lo, 1), EXT1(zero, clo));
    /* lo = [X1:X0]: D = X1 ^ (X0 << 63) ^ (X0 << 62) ^ (X0 << 57), then with v = [D:X0],
     * the result is hi ^ v ^ (v >> 1) ^ (v >> 2) ^ (v >> 7) */
    const uint64x2_t s = veorq_u64(veorq_u64(vshlq_n_u64(lo, 63), vshlq_n_u64(lo, 62)), vshlq_n_u64(lo, 57));
    const uint64x2_t v = veorq_u64(lo, EXT1(zero, s));
    const uint64x2_t folded =
        veorq_u64(veorq_u64(v, SHR128(v, zero, 1)), veorq_u64(SHR128(v, zero, 2), SHR128(v, zero, 7)));
    return veorq_u64(hi, folded);
}

static inline TARGET_PMULL uint64x2_t gf_mul(uint64x2_t a, uint64x2_t b)
{
    uint64x2_t lo = vdupq_n_u64(0), mid = lo, hi = lo;
    clmul_acc(a, b, &lo, &mid, &hi);
    return reduce(lo, mid, hi);
}

/* the block read big-endian: all sixteen bytes reversed */
static inline TARGET_PMULL uint64x2_t load_block(const uint8_t *p)
{
    const uint8x16_t b = vrev64q_u8(vld1q_u8(p));
    return vreinterpretq_u64_u8(vextq_u8(b, b, 8));
}

static inline uint64x2_t from_words(const uint32_t w[4])
{
    const uint64_t lo = (uint64_t)w[2] << 32 | w[3], hi = (uint64_t)w[0] << 32 | w[1];
    return vcombine_u64(vcreate_u64(lo), vcreate_u64(hi));
}

static TARGET_PMULL void init_pmull(ghash_fast_key *k, const uint32_t h[4])
{
    const uint64x2_t h1 = from_words(h);
    uint64x2_t p = h1;
    vst1q_u8(k->powers[0], vreinterpretq_u8_u64(p));
    for (unsigned i = 1; i < k->count; i++) {
        p = gf_mul(p, h1);
        vst1q_u8(k->powers[i], vreinterpretq_u8_u64(p));
    }
}

/* ---- without PMULL ---- */

/* The low 64 bits of the carry-less product of x and y. */
static inline uint64_t clmul_lo(uint64_t x, uint64_t y)
{
    const uint64_t m0 = UINT64_C(0x1111111111111111), m1 = m0 << 1, m2 = m0 << 2, m3 = m0 << 3;
    const uint64_t x0 = x & m0, x1 = x & m1, x2 = x & m2, x3 = x & m3;
    const uint64_t y0 = y & m0, y1 = y & m1, y2 = y & m2, y3 = y & m3;
    const uint64_t z0 = (x0 * y0) ^ (x1 * y3) ^ (x2 * y2) ^ (x3 * y1);
    const uint64_t z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y3) ^ (x3 * y2);
    const uint64_t z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0) ^ (x3 * y3);
    const uint64_t z3 = (x0 * y3) ^ (x1 * y2) ^ (x2 * y1) ^ (x3 * y0);
    return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

/* The 128-bit carry-less product of x and y into (*hi, *lo), given the bit reversals xr, yr. */
static inline void clmul64(uint64_t x, uint64_t y, uint64_t xr, uint64_t yr, uint64_t *hi, uint64_t *lo)
{
    *lo = clmul_lo(x, y);
    *hi = __rbitll(clmul_lo(xr, yr)) >> 1;
}

/* (a1:a0) * (h1:h0) reduced, as reduce() above: the Karatsuba products, the shift by one, the fold.
 * hk = h0, h1, h0 ^ h1 and their bit reversals. */
static uint64x2_t gf_mul_ct(uint64_t a1, uint64_t a0, const uint64_t hk[6])
{
    const uint64_t am = a0 ^ a1;
    uint64_t l1, l0, h1, h0, m1, m0;
    clmul64(a0, hk[0], __rbitll(a0), hk[3], &l1, &l0);
    clmul64(a1, hk[1], __rbitll(a1), hk[4], &h1, &h0);
    clmul64(am, hk[2], __rbitll(am), hk[5], &m1, &m0);
    m0 ^= l0 ^ h0;
    m1 ^= l1 ^ h1;
    /* the 256-bit product x3:x2:x1:x0 */
    uint64_t x0 = l0, x1 = l1 ^ m0, x2 = h0 ^ m1, x3 = h1;
    /* shifted left by one */
    x3 = x3 << 1 | x2 >> 63;
    x2 = x2 << 1 | x1 >> 63;
    x1 = x1 << 1 | x0 >> 63;
    x0 <<= 1;
    /* D = X1 ^ (X0 << 63) ^ (X0 << 62) ^ (X0 << 57); with v = [D:X0], hi ^ v ^ v >> 1 ^ v >> 2 ^ v >> 7 */
    const uint64_t d = x1 ^ (x0 << 63) ^ (x0 << 62) ^ (x0 << 57);
    const uint64_t r0 = x2 ^ x0 ^ (x0 >> 1 | d << 63) ^ (x0 >> 2 | d << 62) ^ (x0 >> 7 | d << 57);
    const uint64_t r1 = x3 ^ d ^ (d >> 1) ^ (d >> 2) ^ (d >> 7);
    return vcombine_u64(vcreate_u64(r0), vcreate_u64(r1));
}

static void init_ct(ghash_fast_key *k, const uint32_t h[4])
{
    const uint64_t h0 = (uint64_t)h[2] << 32 | h[3], h1 = (uint64_t)h[0] << 32 | h[1];
    k->h[0] = h0;
    k->h[1] = h1;
    k->h[2] = h0 ^ h1;
    for (unsigned i = 0; i < 3; i++)
        k->h[3 + i] = __rbitll(k->h[i]);
}

static void blocks_ct(const ghash_fast_key *k, uint32_t y[4], const uint8_t *data, size_t nblocks)
{
    uint64x2_t acc = from_words(y);
    for (size_t i = 0; i < nblocks; i++) {
        const uint8x16_t b = vrev64q_u8(vld1q_u8(data + 16 * i)); /* each half read big-endian */
        const uint64x2_t x = veorq_u64(acc, vreinterpretq_u64_u8(vextq_u8(b, b, 8)));
        acc = gf_mul_ct(vgetq_lane_u64(x, 1), vgetq_lane_u64(x, 0), k->h);
    }
    const uint64_t lo = vgetq_lane_u64(acc, 0), hi = vgetq_lane_u64(acc, 1);
    y[0] = (uint32_t)(hi >> 32);
    y[1] = (uint32_t)hi;
    y[2] = (uint32_t)(lo >> 32);
    y[3] = (uint32_t)lo;
}

int ghash_fast_init(ghash_fast_key *k, const uint32_t h[4], size_t blocks)
{
    const int level = lwc_level();
    if (level < LWC_LEVEL_NEON)
        return 0;
    if (level >= LWC_LEVEL_PMULL) {
        k->count = blocks >= 8 ? 8 : 1;
        init_pmull(k, h);
    } else {
        k->count = 0;
        init_ct(k, h);
    }
    return 1;
}

static TARGET_PMULL void blocks_pmull(const ghash_fast_key *k, uint32_t y[4], const uint8_t *data, size_t nblocks)
{
    uint64x2_t acc = from_words(y);
    uint64x2_t hp[8];
    for (unsigned i = 0; i < k->count; i++)
        hp[i] = vreinterpretq_u64_u8(vld1q_u8(k->powers[i]));
    size_t i = 0;
    for (; k->count == 8 && nblocks - i >= 8; i += 8) {
        uint64x2_t lo = vdupq_n_u64(0), mid = lo, hi = lo;
        clmul_acc(veorq_u64(acc, load_block(data + 16 * i)), hp[7], &lo, &mid, &hi);
        for (unsigned j = 1; j < 8; j++)
            clmul_acc(load_block(data + 16 * (i + j)), hp[7 - j], &lo, &mid, &hi);
        acc = reduce(lo, mid, hi);
    }
    for (; i < nblocks; i++)
        acc = gf_mul(veorq_u64(acc, load_block(data + 16 * i)), hp[0]);
    const uint64_t lo = vgetq_lane_u64(acc, 0), hi = vgetq_lane_u64(acc, 1);
    y[0] = (uint32_t)(hi >> 32);
    y[1] = (uint32_t)hi;
    y[2] = (uint32_t)(lo >> 32);
    y[3] = (uint32_t)lo;
}

void ghash_fast_blocks(const ghash_fast_key *k, uint32_t y[4], const uint8_t *data, size_t nblocks)
{
    if (k->count == 0) /* the method chosen by ghash_fast_init at the level of that time */
        blocks_ct(k, y, data, nblocks);
    else
        blocks_pmull(k, y, data, nblocks);
}
