/* PRESENT CTR key stream with AVX2 (contract: ../present_block.h, present_ctr_xor), on the portable
 * round keys (ref/present_ref.c: rk[2i], rk[2i + 1] = the high and low words of K_{i+1}).
 *
 * Bitsliced across blocks: a pass encrypts 256 counter blocks at once, held as 64 bit planes, plane j
 * a YMM register whose bit r of 64-bit lane q is bit j (bit 63 = the most significant) of block
 * 4r + q of the pass. In that form pLayer moves whole planes (bit 4i + k to 16k + i: a renaming of
 * the registers, no instruction), sBoxLayer is the same 14 logic instructions on four planes for
 * each of the 16 nibbles (Reis, Aranha and Lopez 2017), and addRoundKey XORs each plane with 0 or
 * all-ones, the round-key bit broadcast. Blocks enter and leave the sliced form by a 64 x 64 bit
 * transpose in every 64-bit lane (six swap-and-move steps, its own inverse): counter block values
 * (block 4r + q in lane q of row r) transposed are the planes, and the last planes transposed are
 * the key-stream blocks, four consecutive ones per row. Logic, shifts and additions only: no table,
 * no branch on the key, counter or data. */
#include <immintrin.h>
#include <string.h>

#include "bytes.h"
#include "lwc/common.h"
#include "lwc/host.h"
#include "present_block.h"

#define TARGET_AVX2 __attribute__((target("avx2")))

#define PASS_BLOCKS 256u /* one bit of every plane per block */
#define ROUNDS 31u       /* 31 rounds, 32 round keys */
#define PRESENT_CTR_MIN_BLOCKS 5u  /* fewer: the portable block function is faster than a pass */

/* M[i][c | s] <-> M[i | s][c] for every row i without bit s and column c without bit s (masks: the
 * columns without bit s): after s = 32, 16, ..., 1, row i holds what column i held. */
static inline TARGET_AVX2 void transpose64(__m256i a[64])
{
    static const uint64_t masks[6] = {UINT64_C(0x00000000FFFFFFFF), UINT64_C(0x0000FFFF0000FFFF),
                                      UINT64_C(0x00FF00FF00FF00FF), UINT64_C(0x0F0F0F0F0F0F0F0F),
                                      UINT64_C(0x3333333333333333), UINT64_C(0x5555555555555555)};
#pragma GCC unroll 6
    for (unsigned step = 0; step < 6; step++) {
        const unsigned s = 32u >> step;
        const __m256i m = _mm256_set1_epi64x((long long)masks[step]);
#pragma GCC unroll 32
        for (unsigned n = 0; n < 32; n++) {
            const unsigned i = ((n & ~(s - 1u)) << 1) | (n & (s - 1u)); /* the n-th row without bit s */
            const __m256i t = _mm256_and_si256(_mm256_xor_si256(_mm256_srli_epi64(a[i], (int)s), a[i + s]), m);
            a[i + s] = _mm256_xor_si256(a[i + s], t);
            a[i] = _mm256_xor_si256(a[i], _mm256_slli_epi64(t, (int)s));
        }
    }
}

/* The round keys as plane masks: km[i][j] = all-ones where bit j of K_{i+1} is set, else 0. */
static TARGET_AVX2 void key_masks(uint32_t km[ROUNDS + 1][64], const uint32_t rk[64])
{
    const __m256i shifts = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), one = _mm256_set1_epi32(1);
    for (unsigned i = 0; i <= ROUNDS; i++)
        for (unsigned h = 0; h < 2; h++) { /* h = 0: bits 0..31, the low word rk[2i + 1] */
            const __m256i w = _mm256_set1_epi32((int)rk[2u * i + 1u - h]);
            for (unsigned e = 0; e < 4; e++) {
                const __m256i sh = _mm256_add_epi32(shifts, _mm256_set1_epi32((int)(8u * e)));
                const __m256i bit = _mm256_and_si256(_mm256_srlv_epi32(w, sh), one);
                _mm256_storeu_si256((__m256i *)&km[i][32u * h + 8u * e], _mm256_sub_epi32(_mm256_setzero_si256(), bit));
            }
        }
}

/* sBoxLayer and pLayer on the planes s (after addRoundKey), into t. Nibble i is planes 4i + 3 (its
 * most significant bit, x0 below) down to 4i (x3); S's output bit k goes to plane 16k + i. */
#define KEYED(j) _mm256_xor_si256(s[j], _mm256_set1_epi32((int)k[j]))
static inline TARGET_AVX2 void round_planes(__m256i t[64], const __m256i s[64], const uint32_t k[64])
{
    const __m256i ones = _mm256_set1_epi32(-1);
#pragma GCC unroll 16
    for (unsigned i = 0; i < 16; i++) {
        const __m256i x0 = KEYED(4 * i + 3), x1 = KEYED(4 * i + 2), x2 = KEYED(4 * i + 1), x3 = KEYED(4 * i);
        __m256i t1 = _mm256_xor_si256(x2, x1);
        __m256i t2 = _mm256_and_si256(x1, t1);
        const __m256i t3 = _mm256_xor_si256(x0, t2);
        const __m256i y3 = _mm256_xor_si256(x3, t3);
        t2 = _mm256_and_si256(t1, t3);
        t1 = _mm256_xor_si256(t1, y3);
        t2 = _mm256_xor_si256(t2, x1);
        const __m256i t4 = _mm256_or_si256(x3, t2);
        const __m256i y2 = _mm256_xor_si256(t1, t4);
        t2 = _mm256_xor_si256(t2, _mm256_xor_si256(x3, ones));
        const __m256i y0 = _mm256_xor_si256(y2, t2);
        t2 = _mm256_or_si256(t2, t1);
        const __m256i y1 = _mm256_xor_si256(t3, t2);
        t[48 + i] = y0; /* output bit 3 */
        t[32 + i] = y1;
        t[16 + i] = y2;
        t[i] = y3; /* output bit 0 */
    }
}
#undef KEYED

/* One pass: the key stream of the 256 counter blocks c, c + 1, ... (mod 2^64) into ks[0..2048). */
static TARGET_AVX2 void pass256(uint8_t ks[8 * PASS_BLOCKS], uint32_t km[ROUNDS + 1][64], __m256i s[64],
                                __m256i t[64], uint64_t c)
{
    __m256i row = _mm256_add_epi64(_mm256_set1_epi64x((long long)c), _mm256_setr_epi64x(0, 1, 2, 3));
    const __m256i four = _mm256_set1_epi64x(4);
    for (unsigned r = 0; r < 64; r++) { /* row r: blocks 4r .. 4r + 3 */
        s[r] = row;
        row = _mm256_add_epi64(row, four);
    }
    transpose64(s);
    for (unsigned i = 0; i < ROUNDS; i += 2) { /* rounds i + 1 and i + 2 (the last pair: round 31 alone) */
        round_planes(t, s, km[i]);
        if (i + 1u == ROUNDS)
            break;
        round_planes(s, t, km[i + 1u]);
    }
    /* ROUNDS is odd: the state is in t */
    for (unsigned j = 0; j < 64; j++)
        t[j] = _mm256_xor_si256(t[j], _mm256_set1_epi32((int)km[ROUNDS][j]));
    transpose64(t);
    const __m256i bswap = _mm256_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
                                           1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
    for (unsigned r = 0; r < 64; r++)
        _mm256_storeu_si256((__m256i *)(ks + 32 * r), _mm256_shuffle_epi8(t[r], bswap));
}

static TARGET_AVX2 void ctr_avx2(const uint32_t rk[64], uint8_t ctr[8], uint8_t *out, const uint8_t *in,
                                 size_t nblocks)
{
    uint32_t km[ROUNDS + 1][64];
    __m256i s[64], t[64];
    uint8_t ks[8 * PASS_BLOCKS];
    uint64_t c = lwc_load64_be(ctr);
    key_masks(km, rk);
    for (size_t i = 0; i < nblocks;) {
        pass256(ks, km, s, t, c);
        const size_t n = nblocks - i < PASS_BLOCKS ? nblocks - i : PASS_BLOCKS;
        size_t j = 0;
        for (; j + 4 <= n; j += 4) {
            const __m256i x = _mm256_loadu_si256((const __m256i *)(in + 8 * (i + j)));
            const __m256i k = _mm256_loadu_si256((const __m256i *)(ks + 8 * j));
            _mm256_storeu_si256((__m256i *)(out + 8 * (i + j)), _mm256_xor_si256(x, k));
        }
        for (; j < n; j++) {
            const __m128i x = _mm_loadl_epi64((const __m128i *)(in + 8 * (i + j)));
            const __m128i k = _mm_loadl_epi64((const __m128i *)(ks + 8 * j));
            _mm_storel_epi64((__m128i *)(out + 8 * (i + j)), _mm_xor_si128(x, k));
        }
        c += n;
        i += n;
        /* opaque to the optimiser: otherwise gcc may count the loop on c and end it on a compare with
         * the counter (a branch on it) */
        __asm__("" : "+r"(c));
    }
    lwc_store64_be(ctr, c);
    lwc_wipe(ks, sizeof ks);
    lwc_wipe(km, sizeof km);
    lwc_wipe(s, sizeof s);
    lwc_wipe(t, sizeof t);
    _mm256_zeroupper();
}

size_t present_ctr_xor(const uint32_t rk[64], uint8_t ctr[8], uint8_t *out, const uint8_t *in, size_t nblocks)
{
    /* a pass costs the same for 1 or 256 blocks (the count is public) */
    if (nblocks < PRESENT_CTR_MIN_BLOCKS || lwc_level() < LWC_LEVEL_AVX2)
        return 0;
    ctr_avx2(rk, ctr, out, in, nblocks);
    return nblocks;
}
