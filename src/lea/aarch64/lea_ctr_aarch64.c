/* LEA CTR key stream with NEON (contract: ../lea_block.h, lea_ctr_xor), on the portable round keys
 * (ref/lea_key_schedule_ref.c: rk[6*i + j] = RK_i[j]).
 *
 * Word-sliced: a 128-bit register holds the same word X[j] of four blocks, one 32-bit lane each, so a
 * round is the reference round (ref/lea_block_ref.c) on four blocks at once, the round-key words
 * broadcast to every lane. Two such groups (eight counter blocks) are in flight per pass, which
 * hides the latency of the add-rotate chains. The counter blocks are made in sliced form; the text
 * enters and leaves it by the de-interleaving loads and interleaving stores of four-word structures
 * (LD4/ST4), and the key stream is XORed with it in sliced form. ARX only: no table, no branch on the
 * counter or the data. */
#include <arm_neon.h>
#include <string.h>

#include "bytes.h"
#include "lea_block.h"
#include "lwc/common.h"
#include "lwc/host.h"

/* x rotated left by n (0 < n < 32): the left shift, then the right shift inserted under it */
#define ROTL(x, n) vsriq_n_u32(vshlq_n_u32((x), (n)), (x), 32 - (n))

/* One round on a group: (x0, x1, x2, x3) <- (ROL9((x0^k0)+(x1^k1)), ROR5((x1^k2)+(x2^k3)),
 * ROR3((x2^k4)+(x3^k5)), x0). */
#define LEA_ROUND(x, k)                                                                                    \
    do {                                                                                                   \
        const uint32x4_t y0 = ROTL(vaddq_u32(veorq_u32(x.val[0], k[0]), veorq_u32(x.val[1], k[1])), 9);  \
        const uint32x4_t y1 = ROTL(vaddq_u32(veorq_u32(x.val[1], k[2]), veorq_u32(x.val[2], k[3])), 27); \
        const uint32x4_t y2 = ROTL(vaddq_u32(veorq_u32(x.val[2], k[4]), veorq_u32(x.val[3], k[5])), 29); \
        x.val[3] = x.val[0];                                                                               \
        x.val[0] = y0;                                                                                     \
        x.val[1] = y1;                                                                                     \
        x.val[2] = y2;                                                                                     \
    } while (0)

/* The counter blocks ctr + first .. ctr + first + 3 (big-endian 128-bit, counted from hi:lo) in sliced
 * form: the low halves lo + b and the high halves hi + carry, two blocks to a register (the carry a
 * compare mask subtracted: no branch), each half byte-reversed (REV64: LEA's little-endian words
 * 2, 3 or 0, 1 of a block), the even and odd words of the four blocks gathered (UZP1, UZP2). */
static inline uint32x4x4_t counter_group(uint64_t hi, uint64_t lo, uint64_t first)
{
    const uint64x2_t vlo = vdupq_n_u64(lo), vhi = vdupq_n_u64(hi);
    const uint64x2_t l01 = vaddq_u64(vlo, vcombine_u64(vcreate_u64(first), vcreate_u64(first + 1)));
    const uint64x2_t l23 = vaddq_u64(vlo, vcombine_u64(vcreate_u64(first + 2), vcreate_u64(first + 3)));
    const uint64x2_t h01 = vsubq_u64(vhi, vcltq_u64(l01, vlo)), h23 = vsubq_u64(vhi, vcltq_u64(l23, vlo));
#define REV64_WORDS(x) vreinterpretq_u32_u8(vrev64q_u8(vreinterpretq_u8_u64(x)))
    const uint32x4_t rh01 = REV64_WORDS(h01), rh23 = REV64_WORDS(h23), rl01 = REV64_WORDS(l01), rl23 = REV64_WORDS(l23);
#undef REV64_WORDS
    uint32x4x4_t x;
    x.val[0] = vuzp1q_u32(rh01, rh23);
    x.val[1] = vuzp2q_u32(rh01, rh23);
    x.val[2] = vuzp1q_u32(rl01, rl23);
    x.val[3] = vuzp2q_u32(rl01, rl23);
    return x;
}

/* The encrypted counter blocks ctr + 0 .. ctr + 7 in sliced form (a: blocks 0..3, b: 4..7). */
static inline void encrypt8(const lwc_lea_round_keys *ks, uint32x4x4_t *pa, uint32x4x4_t *pb, uint64_t hi,
                            uint64_t lo)
{
    uint32x4x4_t a = counter_group(hi, lo, 0), b = counter_group(hi, lo, 4);
    const uint32_t *rk = ks->rk;
    const unsigned rounds = ks->rounds; /* 24, 28 or 32: four rounds per iteration */
    for (unsigned i = 0; i < rounds; i += 4) {
#pragma GCC unroll 4
        for (unsigned r = 0; r < 4; r++, rk += 6) {
            uint32x4_t k[6];
            for (unsigned j = 0; j < 6; j++)
                k[j] = vdupq_n_u32(rk[j]);
            LEA_ROUND(a, k);
            LEA_ROUND(b, k);
        }
    }
    *pa = a;
    *pb = b;
}

static inline uint32x4x4_t xor4(uint32x4x4_t x, uint32x4x4_t y)
{
    for (unsigned j = 0; j < 4; j++)
        x.val[j] = veorq_u32(x.val[j], y.val[j]);
    return x;
}

static void ctr_neon(const lwc_lea_round_keys *ks, uint8_t ctr[16], uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint64_t hi = lwc_load64_be(ctr), lo = lwc_load64_be(ctr + 8);
    size_t i = 0;
    while (i < nblocks) {
        uint32x4x4_t a, b;
        encrypt8(ks, &a, &b, hi, lo);
        const size_t n = nblocks - i < 8 ? nblocks - i : 8;
        if (n == 8) {
            const uint32x4x4_t ta = vld4q_u32((const uint32_t *)(const void *)(in + 16 * i));
            const uint32x4x4_t tb = vld4q_u32((const uint32_t *)(const void *)(in + 16 * i + 64));
            vst4q_u32((uint32_t *)(void *)(out + 16 * i), xor4(a, ta));
            vst4q_u32((uint32_t *)(void *)(out + 16 * i + 64), xor4(b, tb));
        } else { /* the last pass, short (the count is public) */
            uint8_t stream[128];
            vst4q_u32((uint32_t *)(void *)stream, a);
            vst4q_u32((uint32_t *)(void *)(stream + 64), b);
            for (size_t j = 0; j < n; j++)
                vst1q_u8(out + 16 * (i + j), veorq_u8(vld1q_u8(in + 16 * (i + j)), vld1q_u8(stream + 16 * j)));
            lwc_wipe(stream, sizeof stream);
        }
        const uint64_t l = lo + n;
        hi += l < lo;
        lo = l;
        /* opaque to the optimiser: otherwise gcc may count the loop on lo and end it on a compare with
         * the counter (a branch on it) */
        __asm__("" : "+r"(lo), "+r"(hi));
        i += n;
    }
    lwc_store64_be(ctr, hi);
    lwc_store64_be(ctr + 8, lo);
}

size_t lea_ctr_xor(const lwc_lea_round_keys *ks, uint8_t ctr[16], uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint32_t rounds = ks->rounds;
    /* one block: the portable block function is faster than a pass of eight (the count is public) */
    if (nblocks < 2 || lwc_level() < LWC_LEVEL_NEON || !(rounds == 24u || rounds == 28u || rounds == 32u))
        return 0;
    ctr_neon(ks, ctr, out, in, nblocks);
    return nblocks;
}
