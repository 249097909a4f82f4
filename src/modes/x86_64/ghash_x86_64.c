/* GHASH with PCLMULQDQ (src/modes/x86_64/modes_dispatch.h), after Gueron and Kounavis, "Intel
 * carry-less multiplication instruction and its usage for computing the GCM mode" (2010): blocks
 * are byte-reversed so that GCM's bit-reflected polynomials are 128-bit integers with x^0 at bit 127;
 * the carry-less product of two such values is the reflected product shifted right by one bit, so
 * it is shifted left by one and reduced modulo x^128 + x^7 + x^2 + x + 1 in the reflected form.
 * Aggregated: eight blocks are multiplied by H^8, ..., H^1 and their 256-bit products summed before a
 * single shift and reduction ((Y ^ X1) H^8 ^ X2 H^7 ^ ... ^ X8 H). Products by schoolbook (four
 * PCLMULQDQ per block). No table, no branch on data: constant time. */
#include <immintrin.h>
#include <string.h>

#include "lwc/common.h"
#include "lwc/host.h"
#include "modes_dispatch.h"

#define TARGET_PCLMUL __attribute__((target("pclmul,ssse3,sse4.1")))

/* 256-bit carry-less product accumulated in lo (bits 0..127) and hi (bits 128..255). */
static inline TARGET_PCLMUL void clmul_acc(__m128i a, __m128i b, __m128i *lo, __m128i *mid, __m128i *hi)
{
    *lo = _mm_xor_si128(*lo, _mm_clmulepi64_si128(a, b, 0x00));
    *hi = _mm_xor_si128(*hi, _mm_clmulepi64_si128(a, b, 0x11));
    *mid = _mm_xor_si128(*mid, _mm_xor_si128(_mm_clmulepi64_si128(a, b, 0x10), _mm_clmulepi64_si128(a, b, 0x01)));
}

/* The reflected field element of the 256-bit product (lo, mid, hi): combine, shift left by one, reduce. */
static inline TARGET_PCLMUL __m128i reduce(__m128i lo, __m128i mid, __m128i hi)
{
    lo = _mm_xor_si128(lo, _mm_slli_si128(mid, 8));
    hi = _mm_xor_si128(hi, _mm_srli_si128(mid, 8));
    /* [hi:lo] <<= 1 across the 32-bit lanes and the halves */
    const __m128i clo = _mm_srli_epi32(lo, 31), chi = _mm_srli_epi32(hi, 31);
    lo = _mm_or_si128(_mm_slli_epi32(lo, 1), _mm_slli_si128(clo, 4));
    hi = _mm_or_si128(_mm_or_si128(_mm_slli_epi32(hi, 1), _mm_slli_si128(chi, 4)), _mm_srli_si128(clo, 12));
    /* fold lo (degrees 128..255 of the reflected product) into hi */
    __m128i a = _mm_xor_si128(_mm_xor_si128(_mm_slli_epi32(lo, 31), _mm_slli_epi32(lo, 30)), _mm_slli_epi32(lo, 25));
    const __m128i carry = _mm_srli_si128(a, 4);
    lo = _mm_xor_si128(lo, _mm_slli_si128(a, 12));
    __m128i b = _mm_xor_si128(_mm_xor_si128(_mm_srli_epi32(lo, 1), _mm_srli_epi32(lo, 2)), _mm_srli_epi32(lo, 7));
    b = _mm_xor_si128(b, carry);
    return _mm_xor_si128(hi, _mm_xor_si128(lo, b));
}

static inline TARGET_PCLMUL __m128i gf_mul(__m128i a, __m128i b)
{
    __m128i lo = _mm_setzero_si128(), mid = lo, hi = lo;
    clmul_acc(a, b, &lo, &mid, &hi);
    return reduce(lo, mid, hi);
}

static inline TARGET_PCLMUL __m128i load_block(const uint8_t *p)
{
    const __m128i reverse = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    return _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)p), reverse);
}

static TARGET_PCLMUL void init_pclmul(ghash_fast_key *k, const uint32_t h[4])
{
    const __m128i h1 = _mm_set_epi32((int)h[0], (int)h[1], (int)h[2], (int)h[3]);
    _mm_storeu_si128((__m128i *)k->powers[0], h1);
    if (k->count == 1)
        return;
    /* three products deep rather than seven: H^2; H^3, H^4; H^5 .. H^8, each level's independent */
    const __m128i h2 = gf_mul(h1, h1);
    const __m128i h3 = gf_mul(h2, h1), h4 = gf_mul(h2, h2);
    _mm_storeu_si128((__m128i *)k->powers[1], h2);
    _mm_storeu_si128((__m128i *)k->powers[2], h3);
    _mm_storeu_si128((__m128i *)k->powers[3], h4);
    _mm_storeu_si128((__m128i *)k->powers[4], gf_mul(h4, h1));
    _mm_storeu_si128((__m128i *)k->powers[5], gf_mul(h4, h2));
    _mm_storeu_si128((__m128i *)k->powers[6], gf_mul(h4, h3));
    _mm_storeu_si128((__m128i *)k->powers[7], gf_mul(h4, h4));
}

int ghash_fast_init(ghash_fast_key *k, const uint32_t h[4], size_t blocks)
{
    if (lwc_level() < LWC_LEVEL_SSSE3)
        return 0;
    k->count = blocks >= 8 ? 8 : 1;
    init_pclmul(k, h);
    return 1;
}

static TARGET_PCLMUL void blocks_pclmul(const ghash_fast_key *k, uint32_t y[4], const uint8_t *data, size_t nblocks)
{
    __m128i acc = _mm_set_epi32((int)y[0], (int)y[1], (int)y[2], (int)y[3]);
    __m128i hp[8];
    for (unsigned i = 0; i < k->count; i++)
        hp[i] = _mm_loadu_si128((const __m128i *)k->powers[i]);
    size_t i = 0;
    for (; k->count == 8 && nblocks - i >= 8; i += 8) {
        __m128i lo = _mm_setzero_si128(), mid = lo, hi = lo;
        /* the product with the previous result last: the other seven wait for nothing */
        for (unsigned j = 1; j < 8; j++)
            clmul_acc(load_block(data + 16 * (i + j)), hp[7 - j], &lo, &mid, &hi);
        clmul_acc(_mm_xor_si128(acc, load_block(data + 16 * i)), hp[7], &lo, &mid, &hi);
        acc = reduce(lo, mid, hi);
    }
    for (; i < nblocks; i++)
        acc = gf_mul(_mm_xor_si128(acc, load_block(data + 16 * i)), hp[0]);
    y[0] = (uint32_t)_mm_extract_epi32(acc, 3);
    y[1] = (uint32_t)_mm_extract_epi32(acc, 2);
    y[2] = (uint32_t)_mm_extract_epi32(acc, 1);
    y[3] = (uint32_t)_mm_extract_epi32(acc, 0);
}

void ghash_fast_blocks(const ghash_fast_key *k, uint32_t y[4], const uint8_t *data, size_t nblocks)
{
    blocks_pclmul(k, y, data, nblocks);
}
