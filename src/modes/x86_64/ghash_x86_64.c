/* GHASH with PCLMULQDQ (src/modes/x86_64/modes_dispatch.h). Blocks are byte-reversed, so that a
 * field element A (GCM's bit-reflected polynomial in x) becomes the 128-bit integer a whose bit i is
 * A's coefficient of x^(127-i); read as a polynomial in y (bit i the coefficient of y^i), a is
 * y^127 A(1/y), and field products become, with P*(y) = y^128 P(1/y) = y^128 + y^127 + y^126 + y^121 + 1,
 * a * b = y^127 (A B) mod P* (the integer carry-less product of a and b, as polynomials in y).
 * The kernel keeps H and its powers premultiplied by y (the integer shifted left by one and reduced:
 * "H * y"), so that (a * (b y)) y^-128 mod P* is the plain form of A B, and y^-128 mod P* is a
 * Montgomery reduction (Gueron and Kounavis, "Intel carry-less multiplication instruction and its
 * usage for computing the GCM mode", 2010, section on the reduction by carry-less multiplication):
 * with z = z_hi y^128 + z_lo and g = y^127 + y^126 + y^121 (P* = y^128 + g + 1), the multiple
 * m = z_lo (1 + g) mod y^128 of the inverse of P* makes z + m P* divisible by y^128, and
 * (z + m P*) / y^128 = z_hi + m + (m g) / y^128; g is y^64 g1 with g1 = 0xC200000000000000, so each
 * of the two 64-bit halves of m costs one PCLMULQDQ by g1. The products of a product by powers of H
 * share the reduction: eight blocks are multiplied by H^8, ..., H^1 and their 256-bit products summed
 * before a single reduction ((Y ^ X1) H^8 ^ X2 H^7 ^ ... ^ X8 H), a shorter run of r blocks likewise
 * by H^r, ..., H^1. A run's products by Karatsuba (three PCLMULQDQ per block: the low halves, the
 * high halves, and the XORs of the halves, with each power's XOR of halves kept beside it), a single
 * product by schoolbook (four). No table, no branch on data: constant time. */
#include <immintrin.h>
#include <string.h>

#include "lwc/common.h"
#include "lwc/host.h"
#include "modes_dispatch.h"

#define TARGET_PCLMUL __attribute__((target("pclmul,ssse3,sse4.1")))

/* 256-bit carry-less product accumulated in lo (bits 0..127), mid (bits 64..191) and hi (128..255). */
static inline TARGET_PCLMUL void clmul_acc(__m128i a, __m128i b, __m128i *lo, __m128i *mid, __m128i *hi)
{
    *lo = _mm_xor_si128(*lo, _mm_clmulepi64_si128(a, b, 0x00));
    *hi = _mm_xor_si128(*hi, _mm_clmulepi64_si128(a, b, 0x11));
    *mid = _mm_xor_si128(*mid, _mm_xor_si128(_mm_clmulepi64_si128(a, b, 0x10), _mm_clmulepi64_si128(a, b, 0x01)));
}

/* z y^-128 mod P* for the 256-bit z = (lo, mid, hi), as above: m's low half is z's bit 0..63, its high
 * half bits 64..127 ^ the low half of (bits 0..63) g1; the result z_hi ^ m ^ ((m g1) >> 64). */
static inline TARGET_PCLMUL __m128i reduce(__m128i lo, __m128i mid, __m128i hi)
{
    const __m128i g1 = _mm_set_epi64x(0, (long long)0xC200000000000000ull);
    lo = _mm_xor_si128(lo, _mm_slli_si128(mid, 8));
    hi = _mm_xor_si128(hi, _mm_srli_si128(mid, 8));
    /* t = (z_lo with its halves swapped) ^ z0 g1: its low half is m's high half m1 */
    const __m128i t = _mm_xor_si128(_mm_shuffle_epi32(lo, 0x4E), _mm_clmulepi64_si128(lo, g1, 0x00));
    /* swap(t) = m ^ (z0 g1) >> 64; m1 g1 the rest of (m g1) >> 64 */
    return _mm_xor_si128(_mm_xor_si128(hi, _mm_shuffle_epi32(t, 0x4E)), _mm_clmulepi64_si128(t, g1, 0x00));
}

/* a * b y^-128 mod P*: with b premultiplied by y, the plain form of the field product */
static inline TARGET_PCLMUL __m128i gf_mul(__m128i a, __m128i b)
{
    __m128i lo = _mm_setzero_si128(), mid = lo, hi = lo;
    clmul_acc(a, b, &lo, &mid, &hi);
    return reduce(lo, mid, hi);
}

/* The Karatsuba terms of a by b into (lo, mid, hi), b_fold holding b's two halves XORed in its low half;
 * mid collects (a_lo ^ a_hi)(b_lo ^ b_hi) only, to which kara_reduce adds lo and hi */
static inline TARGET_PCLMUL void kara_acc(__m128i a, __m128i b, __m128i b_fold, __m128i *lo, __m128i *mid, __m128i *hi)
{
    *lo = _mm_xor_si128(*lo, _mm_clmulepi64_si128(a, b, 0x00));
    *hi = _mm_xor_si128(*hi, _mm_clmulepi64_si128(a, b, 0x11));
    const __m128i a_fold = _mm_xor_si128(a, _mm_shuffle_epi32(a, 0x4E));
    *mid = _mm_xor_si128(*mid, _mm_clmulepi64_si128(a_fold, b_fold, 0x00));
}

static inline TARGET_PCLMUL __m128i kara_reduce(__m128i lo, __m128i mid, __m128i hi)
{
    return reduce(lo, _mm_xor_si128(mid, _mm_xor_si128(lo, hi)), hi);
}

static inline TARGET_PCLMUL __m128i load_block(const uint8_t *p)
{
    const __m128i reverse = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    return _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)p), reverse);
}

static TARGET_PCLMUL void init_pclmul(ghash_fast_key *k, const uint32_t h[4])
{
    const __m128i h_plain = _mm_set_epi32((int)h[0], (int)h[1], (int)h[2], (int)h[3]);
    /* H y: the integer shifted left by one across the 32-bit lanes; the bit shifted out of bit 127
     * (y^128 = y^127 + y^126 + y^121 + 1 mod P*) as a mask, no branch */
    const __m128i carries = _mm_srli_epi32(h_plain, 31);
    const __m128i top = _mm_shuffle_epi32(_mm_srai_epi32(h_plain, 31), 0xFF); /* all ones iff bit 127 */
    const __m128i poly = _mm_set_epi32((int)0xC2000000u, 0, 0, 1);
    const __m128i h1 = _mm_xor_si128(_mm_or_si128(_mm_slli_epi32(h_plain, 1), _mm_slli_si128(carries, 4)),
                                     _mm_and_si128(top, poly));
    _mm_storeu_si128((__m128i *)k->powers[0], h1);
    if (k->count == 1)
        return;
    /* products of y-premultiplied values are y-premultiplied; three products deep: H^2; H^3, H^4;
     * H^5 .. H^8, each level's products independent */
    const __m128i h2 = gf_mul(h1, h1);
    const __m128i h3 = gf_mul(h2, h1), h4 = gf_mul(h2, h2);
    _mm_storeu_si128((__m128i *)k->powers[1], h2);
    _mm_storeu_si128((__m128i *)k->powers[2], h3);
    _mm_storeu_si128((__m128i *)k->powers[3], h4);
    _mm_storeu_si128((__m128i *)k->powers[4], gf_mul(h4, h1));
    _mm_storeu_si128((__m128i *)k->powers[5], gf_mul(h4, h2));
    _mm_storeu_si128((__m128i *)k->powers[6], gf_mul(h4, h3));
    _mm_storeu_si128((__m128i *)k->powers[7], gf_mul(h4, h4));
    for (unsigned i = 0; i < 8; i++) {
        const __m128i p = _mm_loadu_si128((const __m128i *)k->powers[i]);
        _mm_storeu_si128((__m128i *)k->folded[i], _mm_xor_si128(p, _mm_shuffle_epi32(p, 0x4E)));
    }
}

int ghash_fast_init(ghash_fast_key *k, const uint32_t h[4], size_t blocks)
{
    if (lwc_level() < LWC_LEVEL_SSSE3)
        return 0;
    k->count = blocks >= 8 ? 8 : 1;
    init_pclmul(k, h);
    return 1;
}

static inline TARGET_PCLMUL __m128i power(const ghash_fast_key *k, unsigned i)
{
    return _mm_loadu_si128((const __m128i *)k->powers[i - 1]);
}

static inline TARGET_PCLMUL __m128i folded(const ghash_fast_key *k, unsigned i)
{
    return _mm_loadu_si128((const __m128i *)k->folded[i - 1]);
}

static TARGET_PCLMUL void blocks_pclmul(const ghash_fast_key *k, uint32_t y[4], const uint8_t *data, size_t nblocks)
{
    __m128i acc = _mm_set_epi32((int)y[0], (int)y[1], (int)y[2], (int)y[3]);
    size_t i = 0;
    if (k->count == 8) {
        for (; nblocks - i >= 8; i += 8) {
            __m128i lo = _mm_setzero_si128(), mid = lo, hi = lo;
            /* the product with the previous result last: the other seven wait for nothing */
            for (unsigned j = 1; j < 8; j++)
                kara_acc(load_block(data + 16 * (i + j)), power(k, 8 - j), folded(k, 8 - j), &lo, &mid, &hi);
            kara_acc(_mm_xor_si128(acc, load_block(data + 16 * i)), power(k, 8), folded(k, 8), &lo, &mid, &hi);
            acc = kara_reduce(lo, mid, hi);
        }
        const unsigned r = (unsigned)(nblocks - i); /* a last run of 1..7 blocks: one reduction */
        if (r != 0) {
            __m128i lo = _mm_setzero_si128(), mid = lo, hi = lo;
            for (unsigned j = 1; j < r; j++)
                kara_acc(load_block(data + 16 * (i + j)), power(k, r - j), folded(k, r - j), &lo, &mid, &hi);
            kara_acc(_mm_xor_si128(acc, load_block(data + 16 * i)), power(k, r), folded(k, r), &lo, &mid, &hi);
            acc = kara_reduce(lo, mid, hi);
            i = nblocks;
        }
    }
    for (; i < nblocks; i++)
        acc = gf_mul(_mm_xor_si128(acc, load_block(data + 16 * i)), power(k, 1));
    y[0] = (uint32_t)_mm_extract_epi32(acc, 3);
    y[1] = (uint32_t)_mm_extract_epi32(acc, 2);
    y[2] = (uint32_t)_mm_extract_epi32(acc, 1);
    y[3] = (uint32_t)_mm_extract_epi32(acc, 0);
}

void ghash_fast_blocks(const ghash_fast_key *k, uint32_t y[4], const uint8_t *data, size_t nblocks)
{
    blocks_pclmul(k, y, data, nblocks);
}
