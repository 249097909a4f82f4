/* PRESENT CTR key stream with AVX2 (contract: ../present_block.h, present_ctr_xor), on the portable
 * round keys (ref/present_ref.c: rk[2i], rk[2i + 1] = the high and low words of K_{i+1}).
 *
 * Bitsliced across blocks, in passes of 256 or 128 counter blocks. pass256 holds 64 bit planes,
 * plane j a YMM register whose bit r of 64-bit lane q is bit j (bit 63 = the most significant) of
 * block 4r + q of the pass. In that form pLayer moves whole planes (bit 4i + k to 16k + i: a renaming
 * of the registers, no instruction), sBoxLayer is the same 13 logic instructions on four planes for
 * each of the 16 nibbles (Reis, Aranha and Lopez 2017, one NOT folded into the key), and addRoundKey
 * XORs each plane with 0 or all-ones, the round-key bit broadcast. pass128 holds planes m and m + 32
 * in the even and odd 32-bit lanes of one register (bit i of lanes 2p and 2p + 1: block 4i + p), so
 * one S-box circuit works two nibbles and 8 circuits make a round; two shifts and two blends a
 * circuit put its outputs in their planes. The counter planes are made in place (a bitsliced
 * addition of the block numbers to the counter); the last planes leave the sliced form by a bit
 * transpose (64 x 64 in every 64-bit lane, or 32 x 32 in every 32-bit lane), which gives the
 * key-stream blocks, four consecutive ones per row. The pass by the number of blocks left (public):
 * 256 for more than 128, else 128. Logic, shifts and additions only: no table, no branch on the key,
 * counter or data. */
#include <immintrin.h>
#include <string.h>

#include "bytes.h"
#include "lwc/common.h"
#include "lwc/host.h"
#include "present_block.h"

#define TARGET_AVX2 __attribute__((target("avx2")))

#define BULK_BLOCKS 256u  /* pass256: one bit of every plane per block */
#define SHORT_BLOCKS 128u /* pass128 */
#define ROUNDS 31u        /* 31 rounds, 32 round keys */
#define PRESENT_CTR_MIN_BLOCKS 3u /* fewer: the portable block function is faster than a pass128 */

/* M[i][c | s] <-> M[i | s][c] for every row i without bit s and column c without bit s (masks: the
 * columns without bit s), in every 64-bit lane: after s = 32, 16, ..., 1, row i holds what column i
 * held. */
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

/* The same on 32 rows in every 32-bit lane (s = 16, ..., 1). */
static inline TARGET_AVX2 void transpose32(__m256i a[32])
{
    static const uint32_t masks[5] = {0x0000FFFFu, 0x00FF00FFu, 0x0F0F0F0Fu, 0x33333333u, 0x55555555u};
#pragma GCC unroll 5
    for (unsigned step = 0; step < 5; step++) {
        const unsigned s = 16u >> step;
        const __m256i m = _mm256_set1_epi32((int)masks[step]);
#pragma GCC unroll 16
        for (unsigned n = 0; n < 16; n++) {
            const unsigned i = ((n & ~(s - 1u)) << 1) | (n & (s - 1u));
            const __m256i t = _mm256_and_si256(_mm256_xor_si256(_mm256_srli_epi32(a[i], (int)s), a[i + s]), m);
            a[i + s] = _mm256_xor_si256(a[i + s], t);
            a[i] = _mm256_xor_si256(a[i], _mm256_slli_epi32(t, (int)s));
        }
    }
}

/* Zero stores the compiler must keep: the asm may read the memory. */
static inline TARGET_AVX2 void wipe_vectors(void *p, size_t n)
{
    for (size_t i = 0; i + 32 <= n; i += 32)
        _mm256_storeu_si256((__m256i *)((uint8_t *)p + i), _mm256_setzero_si256());
    __asm__ volatile("" : : "r"(p) : "memory");
}

/* The round keys as plane masks, in pairs: km[i][m][h] = all-ones where bit m + 32h of K_{i+1} is
 * set, else 0; complemented for planes 32..63 from K_2 on, which undoes SBOX's complemented output
 * bits 3 and 2 (planes 48 + i and 32 + i after pLayer). pass256 broadcasts one mask a plane, pass128
 * one pair a register. */
typedef uint32_t key_masks_t[ROUNDS + 1][32][2];
#define KM(k, j) ((k)[(j) & 31u][(j) >> 5]) /* k = km[i]: the mask of plane j */
#define PAIR(k, m) _mm256_broadcastq_epi64(_mm_loadl_epi64((const __m128i *)(k)[m])) /* planes m, m + 32 */

/* The masks of the bits of v in pairs (the form of key_masks_t): p[m][h] = all-ones where bit m + 32h
 * of v is set, else 0; with flip_high the masks of h = 1 complemented. A bit compared with its
 * selector: equal where set, or (complemented) to 0 where clear. */
static inline TARGET_AVX2 void mask_pairs(uint32_t p[32][2], uint64_t v, int flip_high)
{
    const __m256i w = _mm256_set1_epi64x((long long)v); /* even 32-bit lanes: bits 0..31 */
    const __m256i keep = flip_high ? _mm256_set1_epi64x(0xFFFFFFFF) : _mm256_set1_epi32(-1);
#pragma GCC unroll 8
    for (unsigned e = 0; e < 8; e++) { /* pairs 4e .. 4e + 3 */
        const __m256i sel = _mm256_setr_epi32((int)(1u << (4 * e)), (int)(1u << (4 * e)), (int)(1u << (4 * e + 1)),
                                              (int)(1u << (4 * e + 1)), (int)(1u << (4 * e + 2)), (int)(1u << (4 * e + 2)),
                                              (int)(1u << (4 * e + 3)), (int)(1u << (4 * e + 3)));
        _mm256_storeu_si256((__m256i *)&p[4u * e][0],
                            _mm256_cmpeq_epi32(_mm256_and_si256(w, sel), _mm256_and_si256(sel, keep)));
    }
}

static TARGET_AVX2 void key_masks(key_masks_t km, const uint32_t rk[64])
{
    for (unsigned i = 0; i <= ROUNDS; i++)
        mask_pairs(km[i], ((uint64_t)rk[2u * i] << 32) | rk[2u * i + 1u], i != 0);
}

/* Counter planes without a transpose: for blocks c + b, b < 2^w, bits w and up are those of c, each
 * flipped by D = h ^ (h + 2^w) (h = c without its low w bits) in the blocks where lo + b carries out
 * of bit w - 1 (lo = c mod 2^w); the low w bits are the sum lo + b, a ripple-carry adder on planes
 * (b's planes are constants of the pass's layout). cm, dm: the masks of c and D (mask_pairs). */
static inline TARGET_AVX2 void counter_masks(uint32_t cm[32][2], uint32_t dm[32][2], uint64_t c, unsigned w)
{
    const uint64_t h = c & ~((UINT64_C(1) << w) - 1u);
    mask_pairs(cm, c, 0);
    mask_pairs(dm, h ^ (h + (UINT64_C(1) << w)), 0);
}

/* The S-box circuit on the nibble whose most significant bit is x0: output bits 3 (y0) to 0 (y3),
 * bits 3 and 2 complemented. Reis, Aranha and Lopez's 14 instructions with their NOT moved to the
 * outputs by De Morgan (~u | t1 = ~(u & ~t1), an AND-NOT): 13 instructions. */
#define SBOX(x0, x1, x2, x3, y0, y1, y2, y3)                                                          \
    do {                                                                                              \
        __m256i t1 = _mm256_xor_si256(x2, x1);                                                        \
        __m256i t2 = _mm256_and_si256(x1, t1);                                                        \
        const __m256i t3 = _mm256_xor_si256(x0, t2);                                                  \
        y3 = _mm256_xor_si256(x3, t3);                                                                \
        t2 = _mm256_and_si256(t1, t3);                                                                \
        t1 = _mm256_xor_si256(t1, y3);                                                                \
        t2 = _mm256_xor_si256(t2, x1);                                                                \
        const __m256i t4 = _mm256_or_si256(x3, t2);                                                   \
        y2 = _mm256_xor_si256(t1, t4);                                                                \
        t2 = _mm256_xor_si256(t2, x3);                                                                \
        y0 = _mm256_xor_si256(y2, t2);                                                                \
        t2 = _mm256_andnot_si256(t1, t2);                                                             \
        y1 = _mm256_xor_si256(t3, t2);                                                                \
    } while (0)

/* sBoxLayer and pLayer on the planes s (after addRoundKey), into t. Nibble i is planes 4i + 3 (its
 * most significant bit, x0 below) down to 4i (x3); S's output bit k goes to plane 16k + i. */
#define KEYED(j) _mm256_xor_si256(s[j], _mm256_set1_epi32((int)KM(k, j)))
static inline TARGET_AVX2 void round_planes(__m256i t[64], const __m256i s[64], const uint32_t k[32][2])
{
#pragma GCC unroll 16
    for (unsigned i = 0; i < 16; i++) {
        const __m256i x0 = KEYED(4 * i + 3), x1 = KEYED(4 * i + 2), x2 = KEYED(4 * i + 1), x3 = KEYED(4 * i);
        SBOX(x0, x1, x2, x3, t[48 + i], t[32 + i], t[16 + i], t[i]);
    }
}
#undef KEYED

/* pass128's form: register m holds plane m in its even 32-bit lanes and plane m + 32 in its odd
 * ones, so one S-box circuit works nibble i (planes 4i + 3 .. 4i, i < 8) in the even lanes and nibble
 * i + 8 (planes 4i + 35 .. 4i + 32) in the odd lanes. Output bit k of nibble i goes to plane 16k + i
 * and of nibble i + 8 to plane 16k + i + 8: bits 0 and 2 to registers i and i + 8, bits 1 and 3 to
 * registers 16 + i and 24 + i, each register's lanes taken from two outputs by a shift and a blend. */
#define KEYED2(m) _mm256_xor_si256(s[m], PAIR(k, m))
#define EVEN_EVEN(lo, hi) _mm256_blend_epi32(lo, _mm256_slli_epi64(hi, 32), 0xAA)
#define ODD_ODD(lo, hi) _mm256_blend_epi32(_mm256_srli_epi64(lo, 32), hi, 0xAA)
static inline TARGET_AVX2 void round_pairs(__m256i t[32], const __m256i s[32], const uint32_t k[32][2])
{
#pragma GCC unroll 8
    for (unsigned i = 0; i < 8; i++) {
        const __m256i x0 = KEYED2(4 * i + 3), x1 = KEYED2(4 * i + 2), x2 = KEYED2(4 * i + 1), x3 = KEYED2(4 * i);
        __m256i b3, b2, b1, b0;
        SBOX(x0, x1, x2, x3, b3, b2, b1, b0);
        t[i] = EVEN_EVEN(b0, b2);
        t[8 + i] = ODD_ODD(b0, b2);
        t[16 + i] = EVEN_EVEN(b1, b3);
        t[24 + i] = ODD_ODD(b1, b3);
    }
}
#undef KEYED2
#undef EVEN_EVEN
#undef ODD_ODD

/* n key-stream blocks (n <= 4 * rows) out of rows r, blocks 4r .. 4r + 3 as integers in its 64-bit
 * lanes, XORed with in into out. */
static inline TARGET_AVX2 void xor_rows(uint8_t *out, const uint8_t *in, const __m256i *rows, size_t n)
{
    const __m256i bswap = _mm256_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
                                           1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
    size_t r = 0;
    for (; 4 * r + 4 <= n; r++) {
        const __m256i x = _mm256_loadu_si256((const __m256i *)(in + 32 * r));
        _mm256_storeu_si256((__m256i *)(out + 32 * r), _mm256_xor_si256(x, _mm256_shuffle_epi8(rows[r], bswap)));
    }
    if (4 * r < n) { /* 1 to 3 blocks of row r */
        uint64_t ks[4];
        _mm256_storeu_si256((__m256i *)ks, _mm256_shuffle_epi8(rows[r], bswap));
        for (size_t j = 0; 4 * r + j < n; j++) {
            const __m128i x = _mm_loadl_epi64((const __m128i *)(in + 32 * r + 8 * j));
            _mm_storel_epi64((__m128i *)(out + 32 * r + 8 * j), _mm_xor_si128(x, _mm_loadl_epi64((const __m128i *)&ks[j])));
        }
        lwc_wipe(ks, sizeof ks);
    }
}

/* The key stream of the 256 counter blocks c, c + 1, ... (mod 2^64), n of them XORed with in into
 * out. Row r: blocks 4r .. 4r + 3, one in each 64-bit lane. */
static TARGET_AVX2 void pass256(uint8_t *out, const uint8_t *in, size_t n, const key_masks_t km, __m256i s[64],
                                __m256i t[64], uint64_t c)
{
    /* block b = 4r + q: bits 0 and 1 of b are the lane q's, bits 2..7 bit r's (w = 8) */
    static const uint64_t r_bits[6] = {UINT64_C(0xAAAAAAAAAAAAAAAA), UINT64_C(0xCCCCCCCCCCCCCCCC),
                                       UINT64_C(0xF0F0F0F0F0F0F0F0), UINT64_C(0xFF00FF00FF00FF00),
                                       UINT64_C(0xFFFF0000FFFF0000), UINT64_C(0xFFFFFFFF00000000)};
    uint32_t cm[32][2], dm[32][2];
    counter_masks(cm, dm, c, 8);
    __m256i carry = _mm256_setzero_si256();
    for (unsigned j = 0; j < 8; j++) {
        const __m256i b = j == 0   ? _mm256_setr_epi64x(0, -1, 0, -1)
                          : j == 1 ? _mm256_setr_epi64x(0, 0, -1, -1)
                                   : _mm256_set1_epi64x((long long)r_bits[j - 2]);
        const __m256i l = _mm256_set1_epi32((int)KM(cm, j)), x = _mm256_xor_si256(l, b);
        s[j] = _mm256_xor_si256(x, carry);
        carry = _mm256_or_si256(_mm256_and_si256(l, b), _mm256_and_si256(carry, x));
    }
    for (unsigned j = 8; j < 64; j++)
        s[j] = _mm256_xor_si256(_mm256_set1_epi32((int)KM(cm, j)), _mm256_and_si256(carry, _mm256_set1_epi32((int)KM(dm, j))));
    wipe_vectors(cm, sizeof cm);
    wipe_vectors(dm, sizeof dm);
    for (unsigned i = 0; i < ROUNDS; i += 2) { /* rounds i + 1 and i + 2 (the last pair: round 31 alone) */
        round_planes(t, s, km[i]);
        if (i + 1u == ROUNDS)
            break;
        round_planes(s, t, km[i + 1u]);
    }
    /* ROUNDS is odd: the state is in t */
    for (unsigned j = 0; j < 64; j++)
        t[j] = _mm256_xor_si256(t[j], _mm256_set1_epi32((int)KM(km[ROUNDS], j)));
    transpose64(t);
    xor_rows(out, in, t, n);
}

/* The same for 128 counter blocks, 32 rows of four: transposed in 32-bit lanes, the even lane of a
 * block's pair its low half (bits 0..31), row r's planes are the form of round_pairs. */
static TARGET_AVX2 void pass128(uint8_t *out, const uint8_t *in, size_t n, const key_masks_t km, __m256i s[32],
                                __m256i t[32], uint64_t c)
{
    /* block b = 4i + p (bit i of the 32-bit lanes 2p, 2p + 1): bits 0 and 1 of b are p's, bits 2..6
     * bit i's (w = 7); the adder in the even lanes (planes 0..6), its carry then copied to the odd */
    static const uint32_t i_bits[5] = {0xAAAAAAAAu, 0xCCCCCCCCu, 0xF0F0F0F0u, 0xFF00FF00u, 0xFFFF0000u};
    uint32_t cm[32][2], dm[32][2];
    counter_masks(cm, dm, c, 7);
    __m256i carry = _mm256_setzero_si256(), low[7];
    for (unsigned m = 0; m < 7; m++) {
        const __m256i b = m == 0   ? _mm256_setr_epi32(0, 0, -1, -1, 0, 0, -1, -1)
                          : m == 1 ? _mm256_setr_epi32(0, 0, 0, 0, -1, -1, -1, -1)
                                   : _mm256_set1_epi32((int)i_bits[m - 2]);
        const __m256i l = PAIR(cm, m), x = _mm256_xor_si256(l, b);
        low[m] = _mm256_xor_si256(x, carry);
        carry = _mm256_or_si256(_mm256_and_si256(l, b), _mm256_and_si256(carry, x));
    }
    carry = _mm256_blend_epi32(carry, _mm256_slli_epi64(carry, 32), 0xAA);
    for (unsigned m = 0; m < 32; m++) {
        const __m256i high = _mm256_xor_si256(PAIR(cm, m), _mm256_and_si256(carry, PAIR(dm, m)));
        s[m] = m < 7 ? _mm256_blend_epi32(low[m], high, 0xAA) : high;
    }
    wipe_vectors(cm, sizeof cm);
    wipe_vectors(dm, sizeof dm);
    wipe_vectors(low, sizeof low);
    for (unsigned i = 0; i < ROUNDS; i += 2) {
        round_pairs(t, s, km[i]);
        if (i + 1u == ROUNDS)
            break;
        round_pairs(s, t, km[i + 1u]);
    }
    for (unsigned m = 0; m < 32; m++)
        t[m] = _mm256_xor_si256(t[m], PAIR(km[ROUNDS], m));
    transpose32(t);
    xor_rows(out, in, t, n);
}

static TARGET_AVX2 void ctr_avx2(const uint32_t rk[64], uint8_t ctr[8], uint8_t *out, const uint8_t *in,
                                 size_t nblocks)
{
    key_masks_t km;
    __m256i s[64], t[64];
    uint64_t c = lwc_load64_be(ctr);
    key_masks(km, rk);
    for (size_t i = 0; i < nblocks;) {
        /* the pass by the public count left: a 256-block pass costs less than two of 128 blocks */
        const size_t left = nblocks - i;
        size_t n;
        if (left > SHORT_BLOCKS) {
            n = left < BULK_BLOCKS ? left : BULK_BLOCKS;
            pass256(out + 8 * i, in + 8 * i, n, km, s, t, c);
        } else {
            n = left;
            pass128(out + 8 * i, in + 8 * i, n, km, s, t, c);
        }
        c += n;
        i += n;
        /* opaque to the optimiser: otherwise gcc may count the loop on c and end it on a compare with
         * the counter (a branch on it) */
        __asm__("" : "+r"(c));
    }
    lwc_store64_be(ctr, c);
    const size_t used = nblocks > SHORT_BLOCKS ? sizeof s : sizeof s / 2; /* pass128 uses s[0..32), t[0..32) */
    wipe_vectors(km, sizeof km);
    wipe_vectors(s, used);
    wipe_vectors(t, used);
    _mm256_zeroupper();
}

size_t present_ctr_xor(const uint32_t rk[64], uint8_t ctr[8], uint8_t *out, const uint8_t *in, size_t nblocks)
{
    /* a pass costs the same for 1 or 128 blocks (the count is public) */
    if (nblocks < PRESENT_CTR_MIN_BLOCKS || lwc_level() < LWC_LEVEL_AVX2)
        return 0;
    ctr_avx2(rk, ctr, out, in, nblocks);
    return nblocks;
}
