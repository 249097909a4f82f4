/* LEA CTR key stream with AVX2 (contract: ../lea_block.h, lea_ctr_xor), on the portable round keys
 * (ref/lea_key_schedule_ref.c: rk[6*i + j] = RK_i[j]).
 *
 * Word-sliced: a YMM register holds the same word X[j] of eight blocks, one 32-bit lane each, so a
 * round is the reference round (ref/lea_block_ref.c) on eight blocks at once, the round-key words
 * broadcast to every lane. Four such groups (32 counter blocks) are in flight per pass, which hides
 * the latency of the add-rotate chains; a last pass runs the groups the rest needs. Counter blocks
 * are made in the sliced form (counter_rows), block 2b in lane b
 * and block 2b + 1 in lane b + 4; key-stream blocks leave it by a 4x4 transpose of 32-bit words within
 * each 128-bit half, which puts blocks 2r and 2r + 1 side by side in row r (one 32-byte load and
 * store). ARX only: no table, no branch on the counter or the data. */
#include <immintrin.h>
#include <string.h>

#include "bytes.h"
#include "lea_block.h"
#include "lwc/common.h"
#include "lwc/host.h"

#define TARGET_AVX2 __attribute__((target("avx2")))

/* rows r[0..3] (lanes r and r + 4 of each word: blocks 2r and 2r + 1) <-> words x[0..3] of all eight:
 * its own inverse */
static inline TARGET_AVX2 void transpose(__m256i v[4])
{
    const __m256i t0 = _mm256_unpacklo_epi32(v[0], v[1]), t1 = _mm256_unpackhi_epi32(v[0], v[1]);
    const __m256i t2 = _mm256_unpacklo_epi32(v[2], v[3]), t3 = _mm256_unpackhi_epi32(v[2], v[3]);
    v[0] = _mm256_unpacklo_epi64(t0, t2);
    v[1] = _mm256_unpackhi_epi64(t0, t2);
    v[2] = _mm256_unpacklo_epi64(t1, t3);
    v[3] = _mm256_unpackhi_epi64(t1, t3);
}

static inline TARGET_AVX2 __m256i rotl(__m256i x, int n)
{
    return _mm256_or_si256(_mm256_slli_epi32(x, n), _mm256_srli_epi32(x, 32 - n));
}

/* One round on a group: (x0, x1, x2, x3) <- (ROL9((x0^k0)+(x1^k1)), ROR5((x1^k2)+(x2^k3)),
 * ROR3((x2^k4)+(x3^k5)), x0). */
#define LEA_ROUND(x, k)                                                                                   \
    do {                                                                                                  \
        const __m256i y0 = rotl(_mm256_add_epi32(_mm256_xor_si256(x[0], k[0]), _mm256_xor_si256(x[1], k[1])), 9); \
        const __m256i y1 = rotl(_mm256_add_epi32(_mm256_xor_si256(x[1], k[2]), _mm256_xor_si256(x[2], k[3])), 27); \
        const __m256i y2 = rotl(_mm256_add_epi32(_mm256_xor_si256(x[2], k[4]), _mm256_xor_si256(x[3], k[5])), 29); \
        x[3] = x[0];                                                                                      \
        x[0] = y0;                                                                                        \
        x[1] = y1;                                                                                        \
        x[2] = y2;                                                                                        \
    } while (0)

/* The counter blocks V + first .. V + first + 7 (V = hi:lo, big-endian 128-bit) made in the sliced
 * form directly (V + first + 2b in lane b, V + first + 2b + 1 in lane b + 4: transpose's order):
 * word j of a block (its bytes 4j..4j+3 read little-endian) is the byte-swapped 32-bit word j of its
 * counter, counted from the most significant. Lane b adds its offset to the least significant word
 * and carries into the others as masks (all ones where the word below wrapped): no branch and no
 * table, whatever the counter. */
static inline TARGET_AVX2 void counter_rows(__m256i v[4], uint64_t hi, uint64_t lo, int first)
{
    const __m256i lane = _mm256_add_epi32(_mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7), _mm256_set1_epi32(first));
    const __m256i top_bit = _mm256_set1_epi32((int)0x80000000u), ones = _mm256_set1_epi32(-1);
    const __m256i byte_swap = _mm256_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12, 3, 2, 1, 0, 7, 6,
                                               5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
    const __m256i w3 = _mm256_set1_epi32((int)(uint32_t)lo), w2 = _mm256_set1_epi32((int)(uint32_t)(lo >> 32));
    const __m256i w1 = _mm256_set1_epi32((int)(uint32_t)hi), w0 = _mm256_set1_epi32((int)(uint32_t)(hi >> 32));
    const __m256i s3 = _mm256_add_epi32(w3, lane);
    /* wrapped: s3 < w3 as unsigned numbers (signed compare with the top bits flipped) */
    const __m256i c3 = _mm256_cmpgt_epi32(_mm256_xor_si256(w3, top_bit), _mm256_xor_si256(s3, top_bit));
    const __m256i c2 = _mm256_and_si256(c3, _mm256_cmpeq_epi32(w2, ones));
    const __m256i c1 = _mm256_and_si256(c2, _mm256_cmpeq_epi32(w1, ones));
    v[3] = _mm256_shuffle_epi8(s3, byte_swap);
    v[2] = _mm256_shuffle_epi8(_mm256_sub_epi32(w2, c3), byte_swap);
    v[1] = _mm256_shuffle_epi8(_mm256_sub_epi32(w1, c2), byte_swap);
    v[0] = _mm256_shuffle_epi8(_mm256_sub_epi32(w0, c1), byte_swap);
}

/* The key stream of n counter blocks XORed into out[0..16n) from in, from the sliced rows v (after
 * transpose: blocks 2r and 2r + 1 in row r), n <= 8 (public): whole rows by 32-byte loads and stores,
 * an odd last block by 16 bytes. */
static inline TARGET_AVX2 void xor_rows(uint8_t *out, const uint8_t *in, const __m256i v[4], size_t n)
{
    size_t r = 0;
    for (; 2 * r + 2 <= n; r++)
        _mm256_storeu_si256((__m256i *)(out + 32 * r),
                            _mm256_xor_si256(v[r], _mm256_loadu_si256((const __m256i *)(in + 32 * r))));
    if (2 * r < n)
        _mm_storeu_si128((__m128i *)(out + 32 * r), _mm_xor_si128(_mm256_castsi256_si128(v[r]),
                                                                  _mm_loadu_si128((const __m128i *)(in + 32 * r))));
}

/* Key stream of the n counter blocks from hi:lo XORed into out[0..16n) from in, in `groups` groups of
 * eight run round by round side by side (their chains of dependent operations hide each other's
 * latency), 8 (groups - 1) < n <= 8 groups; groups a constant where it is inlined. */
static inline TARGET_AVX2 void ctr_groups(const lwc_lea_round_keys *ks, uint64_t hi, uint64_t lo, uint8_t *out,
                                          const uint8_t *in, size_t n, const unsigned groups)
{
    __m256i x[4][4];
    for (unsigned g = 0; g < groups; g++)
        counter_rows(x[g], hi, lo, (int)(8 * g));
    const uint32_t *rk = ks->rk;
    const unsigned rounds = ks->rounds; /* 24, 28 or 32: four rounds per iteration */
    for (unsigned i = 0; i < rounds; i += 4) {
#pragma GCC unroll 4
        for (unsigned r = 0; r < 4; r++, rk += 6) {
            __m256i k[6];
            for (unsigned j = 0; j < 6; j++)
                k[j] = _mm256_set1_epi32((int)rk[j]);
            for (unsigned g = 0; g < groups; g++)
                LEA_ROUND(x[g], k);
        }
    }
    for (unsigned g = 0; g < groups; g++) {
        transpose(x[g]);
        xor_rows(out + 128 * g, in + 128 * g, x[g], n - 8 * g < 8 ? n - 8 * g : 8);
    }
}

static TARGET_AVX2 void ctr_avx2(const lwc_lea_round_keys *ks, uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                                 size_t nblocks)
{
    uint64_t hi = lwc_load64_be(ctr), lo = lwc_load64_be(ctr + 8);
    size_t i = 0;
    for (;;) {
        /* passes of four groups, then one of the groups the rest needs (the length is public) */
        const size_t n = nblocks - i < 32 ? nblocks - i : 32;
        switch ((n + 7) / 8) {
        case 4:
            ctr_groups(ks, hi, lo, out + 16 * i, in + 16 * i, n, 4);
            break;
        case 3:
            ctr_groups(ks, hi, lo, out + 16 * i, in + 16 * i, n, 3);
            break;
        case 2:
            ctr_groups(ks, hi, lo, out + 16 * i, in + 16 * i, n, 2);
            break;
        case 1:
            ctr_groups(ks, hi, lo, out + 16 * i, in + 16 * i, n, 1);
            break;
        default:
            break;
        }
        const uint64_t l = lo + n;
        hi += l < lo;
        lo = l;
        /* opaque to the optimiser: otherwise gcc counts the loop on lo and ends it on a compare with
         * the counter (a branch on it, which the taint check reports) */
        __asm__("" : "+r"(lo), "+r"(hi));
        i += n;
        if (i == nblocks)
            break;
    }
    lwc_store64_be(ctr, hi);
    lwc_store64_be(ctr + 8, lo);
    _mm256_zeroupper();
}

size_t lea_ctr_xor(const lwc_lea_round_keys *ks, uint8_t ctr[16], uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint32_t rounds = ks->rounds;
    /* one block: the portable block function is faster than a pass of eight (the count is public) */
    if (nblocks < 2 || lwc_level() < LWC_LEVEL_AVX2 || !(rounds == 24u || rounds == 28u || rounds == 32u))
        return 0;
    ctr_avx2(ks, ctr, out, in, nblocks);
    return nblocks;
}
