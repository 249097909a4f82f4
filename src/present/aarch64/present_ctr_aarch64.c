/* PRESENT CTR key stream with NEON (contract: ../present_block.h, present_ctr_xor), on the portable
 * round keys (ref/present_ref.c: rk[2i], rk[2i + 1] = the high and low words of K_{i+1}).
 *
 * Bitsliced across blocks: a pass encrypts 128 counter blocks at once, held as 64 bit planes, plane j
 * a 128-bit register whose bit r of 64-bit lane q is bit j (bit 63 = the most significant) of block
 * 2r + q of the pass. In that form pLayer moves whole planes (bit 4i + k to 16k + i: a renaming of
 * the registers, no instruction), sBoxLayer is the same 14 logic instructions on four planes for
 * each of the 16 nibbles (Reis, Aranha and Lopez 2017), and addRoundKey XORs each plane with 0 or
 * all-ones, the round-key bit made a mask by arithmetic. Blocks enter and leave the sliced form by a 64 x 64 bit
 * transpose in both 64-bit lanes (six swap-and-move steps, its own inverse): counter block values
 * (block 2r + q in lane q of row r) transposed are the planes, and the last planes transposed are
 * the key-stream blocks, two consecutive ones per row. Logic, shifts and additions only: no table,
 * no branch on the key, counter or data. */
#include <arm_neon.h>
#include <string.h>

#include "bytes.h"
#include "lwc/common.h"
#include "lwc/host.h"
#include "present_block.h"

#define PASS_BLOCKS 128u /* one bit of every plane per block */
#define ROUNDS 31u       /* 31 rounds, 32 round keys */
#define PRESENT_CTR_MIN_BLOCKS 12u /* fewer: a pass takes more instructions than the portable block function */

/* M[i][c | s] <-> M[i | s][c] for every row i without bit s and column c without bit s (mask: the
 * columns without bit s) */
#define TRANSPOSE_STEP(a, s, mask)                                                                    \
    do {                                                                                              \
        const uint64x2_t m = vdupq_n_u64(mask);                                                       \
        _Pragma("GCC unroll 32") for (unsigned n = 0; n < 32; n++)                                    \
        {                                                                                             \
            const unsigned i = ((n & ~((s) - 1u)) << 1) | (n & ((s) - 1u)); /* the n-th row without bit s */ \
            const uint64x2_t t = vandq_u64(veorq_u64(vshrq_n_u64(a[i], (s)), a[i + (s)]), m);         \
            a[i + (s)] = veorq_u64(a[i + (s)], t);                                                    \
            a[i] = veorq_u64(a[i], vshlq_n_u64(t, (s)));                                              \
        }                                                                                             \
    } while (0)

/* after s = 32, 16, ..., 1, row i holds what column i held. The steps s = 32, 16, 8 move whole
 * elements of s bits (the lower first in a lane): rows i and i + s become TRN1 and TRN2 of the two
 * in elements of s bits (the even elements of both, interleaved; the odd ones), TRANSPOSE_STEP's swap. */
static inline void transpose64(uint64x2_t a[64])
{
#pragma GCC unroll 32
    for (unsigned n = 0; n < 32; n++) { /* s = 32: 32-bit elements */
        const uint32x4_t lo = vreinterpretq_u32_u64(a[n]), hi = vreinterpretq_u32_u64(a[n + 32]);
        a[n] = vreinterpretq_u64_u32(vtrn1q_u32(lo, hi));
        a[n + 32] = vreinterpretq_u64_u32(vtrn2q_u32(lo, hi));
    }
#pragma GCC unroll 32
    for (unsigned n = 0; n < 32; n++) { /* s = 16: 16-bit elements */
        const unsigned i = ((n & ~15u) << 1) | (n & 15u);
        const uint16x8_t lo = vreinterpretq_u16_u64(a[i]), hi = vreinterpretq_u16_u64(a[i + 16]);
        a[i] = vreinterpretq_u64_u16(vtrn1q_u16(lo, hi));
        a[i + 16] = vreinterpretq_u64_u16(vtrn2q_u16(lo, hi));
    }
#pragma GCC unroll 32
    for (unsigned n = 0; n < 32; n++) { /* s = 8: bytes */
        const unsigned i = ((n & ~7u) << 1) | (n & 7u);
        const uint8x16_t lo = vreinterpretq_u8_u64(a[i]), hi = vreinterpretq_u8_u64(a[i + 8]);
        a[i] = vreinterpretq_u64_u8(vtrn1q_u8(lo, hi));
        a[i + 8] = vreinterpretq_u64_u8(vtrn2q_u8(lo, hi));
    }
    TRANSPOSE_STEP(a, 4, UINT64_C(0x0F0F0F0F0F0F0F0F));
    TRANSPOSE_STEP(a, 2, UINT64_C(0x3333333333333333));
    TRANSPOSE_STEP(a, 1, UINT64_C(0x5555555555555555));
}

/* K_{i+1}, the 64-bit round key of round i + 1 (K_32 for i = 31) */
static inline uint64_t round_key(const uint32_t rk[64], unsigned i)
{
    return (uint64_t)rk[2u * i] << 32 | rk[2u * i + 1u];
}

/* all-ones where bit j of the round key k is set, else 0 (arithmetic: no branch) */
#define KEY_MASK(k, j) (UINT64_C(0) - (((k) >> (j)) & 1u))

/* addRoundKey with k, sBoxLayer and pLayer on the planes s, into t. Nibble i is planes 4i + 3 (its
 * most significant bit, x0 below) down to 4i (x3); S's output bit k goes to plane 16k + i. The key
 * bits of nibble i are bits 0..3 of k >> 4i, each made a mask by a bit test in both lanes (CMTST). */
static inline void round_planes(uint64x2_t t[64], const uint64x2_t s[64], uint64_t k)
{
    const uint64x2_t bit0 = vdupq_n_u64(1), bit1 = vdupq_n_u64(2), bit2 = vdupq_n_u64(4), bit3 = vdupq_n_u64(8);
#pragma GCC unroll 4
    for (unsigned i = 0; i < 16; i++, k >>= 4) {
        const uint64x2_t kv = vdupq_n_u64(k);
        const uint64x2_t x0 = veorq_u64(s[4 * i + 3], vtstq_u64(kv, bit3));
        const uint64x2_t x1 = veorq_u64(s[4 * i + 2], vtstq_u64(kv, bit2));
        const uint64x2_t x2 = veorq_u64(s[4 * i + 1], vtstq_u64(kv, bit1));
        const uint64x2_t x3 = veorq_u64(s[4 * i], vtstq_u64(kv, bit0));
        uint64x2_t t1 = veorq_u64(x2, x1);
        uint64x2_t t2 = vandq_u64(x1, t1);
        const uint64x2_t t3 = veorq_u64(x0, t2);
        const uint64x2_t y3 = veorq_u64(x3, t3);
        t2 = vandq_u64(t1, t3);
        t1 = veorq_u64(t1, y3);
        t2 = veorq_u64(t2, x1);
        const uint64x2_t t4 = vorrq_u64(x3, t2);
        const uint64x2_t y2 = veorq_u64(t1, t4);
        t2 = veorq_u64(t2, vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(x3))));
        const uint64x2_t y0 = veorq_u64(y2, t2);
        t2 = vorrq_u64(t2, t1);
        const uint64x2_t y1 = veorq_u64(t3, t2);
        t[48 + i] = y0; /* output bit 3 */
        t[32 + i] = y1;
        t[16 + i] = y2;
        t[i] = y3; /* output bit 0 */
    }
}

/* One pass: the key stream of the 128 counter blocks c, c + 1, ... (mod 2^64) into ks[0..1024). */
static void pass128(uint8_t ks[8 * PASS_BLOCKS], const uint32_t rk[64], uint64x2_t s[64], uint64x2_t t[64], uint64_t c)
{
    uint64x2_t row = vaddq_u64(vdupq_n_u64(c), vcombine_u64(vcreate_u64(0), vcreate_u64(1)));
    const uint64x2_t two = vdupq_n_u64(2);
    for (unsigned r = 0; r < 64; r++) { /* row r: blocks 2r, 2r + 1 */
        s[r] = row;
        row = vaddq_u64(row, two);
    }
    transpose64(s);
    for (unsigned i = 0; i < ROUNDS; i += 2) { /* rounds i + 1 and i + 2 (the last pair: round 31 alone) */
        round_planes(t, s, round_key(rk, i));
        if (i + 1u == ROUNDS)
            break;
        round_planes(s, t, round_key(rk, i + 1u));
    }
    /* ROUNDS is odd: the state is in t */
    const uint64_t k_last = round_key(rk, ROUNDS);
    for (unsigned j = 0; j < 64; j++)
        t[j] = veorq_u64(t[j], vdupq_n_u64(KEY_MASK(k_last, j)));
    transpose64(t);
    for (unsigned r = 0; r < 64; r++) /* each lane's block big-endian */
        vst1q_u8(ks + 16 * r, vrev64q_u8(vreinterpretq_u8_u64(t[r])));
}

static void ctr_neon(const uint32_t rk[64], uint8_t ctr[8], uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint64x2_t s[64], t[64];
    uint8_t ks[8 * PASS_BLOCKS];
    uint64_t c = lwc_load64_be(ctr);
    for (size_t i = 0; i < nblocks;) {
        pass128(ks, rk, s, t, c);
        const size_t n = nblocks - i < PASS_BLOCKS ? nblocks - i : PASS_BLOCKS;
        size_t j = 0;
        for (; j + 2 <= n; j += 2)
            vst1q_u8(out + 8 * (i + j), veorq_u8(vld1q_u8(in + 8 * (i + j)), vld1q_u8(ks + 8 * j)));
        if (j < n)
            vst1_u8(out + 8 * (i + j), veor_u8(vld1_u8(in + 8 * (i + j)), vld1_u8(ks + 8 * j)));
        c += n;
        i += n;
        /* opaque to the optimiser: otherwise gcc may count the loop on c and end it on a compare with
         * the counter (a branch on it) */
        __asm__("" : "+r"(c));
    }
    lwc_store64_be(ctr, c);
    lwc_wipe(ks, sizeof ks);
    lwc_wipe(s, sizeof s);
    lwc_wipe(t, sizeof t);
}

size_t present_ctr_xor(const uint32_t rk[64], uint8_t ctr[8], uint8_t *out, const uint8_t *in, size_t nblocks)
{
    /* a pass costs the same for 1 or 128 blocks (the count is public) */
    if (nblocks < PRESENT_CTR_MIN_BLOCKS || lwc_level() < LWC_LEVEL_NEON)
        return 0;
    ctr_neon(rk, ctr, out, in, nblocks);
    return nblocks;
}
