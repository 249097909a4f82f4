/* Ascon-AEAD128 (NIST SP 800-232, section 4) on four messages at once: the five 64-bit words of four
 * states in the four lanes of AVX2 registers, one message per lane, each with its own key, for the
 * batch calls (include/lwc/batch.h, src/common/batch_lanes.h). The mode is src/ascon/ascon_aead.c's
 * (its aead_crypt_c), the permutation ref/'s, each operation on four lanes; rotations are two shifts
 * and an OR (AVX2 has no 64-bit rotation).
 *
 * Constant time: shifts, AND-NOT and XOR on the lanes; the group's lengths, which decide the loops
 * and the padding position, are public; no key, nonce or text is an address or a branch condition. */
#include <immintrin.h>

#include "batch_lanes.h"
#include "lwc/common.h"
#include "lwc/host.h"

#define AL_TARGET __attribute__((target("avx2")))
#define AL_INLINE static inline __attribute__((always_inline)) AL_TARGET

#define AL_LANES ASCON_LANES
#define AL_RATE 16u

typedef struct {
    __m256i x[5];
} al_state;

#define AL_ROR(v, r) _mm256_or_si256(_mm256_srli_epi64(v, r), _mm256_slli_epi64(v, 64 - (r)))

/* Ascon-p[rounds], rounds 12 or 8 (constants c_(16-rounds) .. c_15, section 3.2). */
AL_INLINE void al_permute(al_state *s, unsigned rounds)
{
    static const uint8_t rc[16] = {0x3c, 0x2d, 0x1e, 0x0f, 0xf0, 0xe1, 0xd2, 0xc3,
                                   0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b};
    __m256i x0 = s->x[0], x1 = s->x[1], x2 = s->x[2], x3 = s->x[3], x4 = s->x[4];
    const __m256i ones = _mm256_set1_epi64x(-1);
    for (unsigned i = 16 - rounds; i < 16; i++) {
        x2 = _mm256_xor_si256(x2, _mm256_set1_epi64x(rc[i]));
        x0 = _mm256_xor_si256(x0, x4);
        x4 = _mm256_xor_si256(x4, x3);
        x2 = _mm256_xor_si256(x2, x1);
        const __m256i t0 = _mm256_andnot_si256(x0, x1), t1 = _mm256_andnot_si256(x1, x2),
                      t2 = _mm256_andnot_si256(x2, x3), t3 = _mm256_andnot_si256(x3, x4),
                      t4 = _mm256_andnot_si256(x4, x0);
        x0 = _mm256_xor_si256(x0, t1);
        x1 = _mm256_xor_si256(x1, t2);
        x2 = _mm256_xor_si256(x2, t3);
        x3 = _mm256_xor_si256(x3, t4);
        x4 = _mm256_xor_si256(x4, t0);
        x1 = _mm256_xor_si256(x1, x0);
        x0 = _mm256_xor_si256(x0, x4);
        x3 = _mm256_xor_si256(x3, x2);
        x2 = _mm256_xor_si256(x2, ones);
        x0 = _mm256_xor_si256(x0, _mm256_xor_si256(AL_ROR(x0, 19), AL_ROR(x0, 28)));
        x1 = _mm256_xor_si256(x1, _mm256_xor_si256(AL_ROR(x1, 61), AL_ROR(x1, 39)));
        x2 = _mm256_xor_si256(x2, _mm256_xor_si256(AL_ROR(x2, 1), AL_ROR(x2, 6)));
        x3 = _mm256_xor_si256(x3, _mm256_xor_si256(AL_ROR(x3, 10), AL_ROR(x3, 17)));
        x4 = _mm256_xor_si256(x4, _mm256_xor_si256(AL_ROR(x4, 7), AL_ROR(x4, 41)));
    }
    s->x[0] = x0;
    s->x[1] = x1;
    s->x[2] = x2;
    s->x[3] = x3;
    s->x[4] = x4;
}

/* Bytes j .. j+7 of a block of `bytes` (0..16) bytes at q, zero-extended, as a little-endian word. */
static inline __attribute__((always_inline)) uint64_t al_word(const uint8_t *q, size_t bytes, size_t j)
{
    if (bytes >= j + 8) {
        uint64_t w = 0;
        for (unsigned b = 0; b < 8; b++)
            w |= (uint64_t)q[j + b] << (8 * b);
        return w;
    }
    uint64_t w = 0;
    for (size_t b = j; b < bytes; b++)
        w |= (uint64_t)q[b] << (8 * (b - j));
    return w;
}

/* Bytes off .. off+bytes-1 (bytes 0..16) of each lane's input as a 16-byte block zero-extended:
 * lo = its bytes 0..7, hi = bytes 8..15 as little-endian words; lanes beyond n repeat lane 0. Built
 * in registers: no copy of the (secret) words is left in memory. */
AL_INLINE void al_load(const uint8_t *const p[], unsigned n, size_t off, size_t bytes, __m256i *lo, __m256i *hi)
{
#define AL_LANE(i, j) (long long)al_word(p[(i) < n ? (i) : 0] + off, bytes, j)
    *lo = _mm256_setr_epi64x(AL_LANE(0, 0), AL_LANE(1, 0), AL_LANE(2, 0), AL_LANE(3, 0));
    *hi = _mm256_setr_epi64x(AL_LANE(0, 8), AL_LANE(1, 8), AL_LANE(2, 8), AL_LANE(3, 8));
#undef AL_LANE
}

/* The low `bytes` (0..16) bytes of the block lo || hi of each of the n first lanes to p[i] + off. */
AL_INLINE void al_store(uint8_t *const p[], unsigned n, size_t off, size_t bytes, __m256i lo, __m256i hi)
{
    for (unsigned i = 0; i < n; i++) {
        const __m128i l = i < 2 ? _mm256_castsi256_si128(lo) : _mm256_extracti128_si256(lo, 1);
        const __m128i h = i < 2 ? _mm256_castsi256_si128(hi) : _mm256_extracti128_si256(hi, 1);
        const uint64_t w[2] = {(uint64_t)(i % 2 ? _mm_extract_epi64(l, 1) : _mm_cvtsi128_si64(l)),
                               (uint64_t)(i % 2 ? _mm_extract_epi64(h, 1) : _mm_cvtsi128_si64(h))};
        uint8_t *q = p[i] + off;
        for (size_t j = 0; j < bytes; j++)
            q[j] = (uint8_t)(w[j / 8] >> (8 * (j % 8)));
    }
}

/* The mask of the first `bytes` (0..16) bytes of a block, as its two words. */
static uint64_t al_mask_word(size_t bytes, unsigned word)
{
    const size_t b = bytes > 8 * word ? bytes - 8 * word : 0;
    return b >= 8 ? ~(uint64_t)0 : (((uint64_t)1 << (8 * b)) - 1);
}

/* The padding byte 0x01 right after `bytes` (0..15) bytes of the rate, into x0 or x1. */
AL_INLINE void al_pad(al_state *s, size_t bytes)
{
    s->x[bytes / 8] = _mm256_xor_si256(s->x[bytes / 8], _mm256_set1_epi64x((long long)((uint64_t)1 << (8 * (bytes % 8)))));
}

AL_TARGET int ascon_aead128_lanes_avx2(const batch_lane_group *g)
{
    if (lwc_level() < LWC_LEVEL_AVX2 || g->n == 0 || g->n > AL_LANES)
        return 0;
    const unsigned n = g->n;
    al_state st, *const s = &st;
    __m256i k0, k1, lo, hi;
    al_load(g->key, n, 0, 16, &k0, &k1);
    /* S = IV || K || N; Ascon-p[12]; S ^= 0^192 || K */
    s->x[0] = _mm256_set1_epi64x((long long)0x00001000808C0001ull);
    s->x[1] = k0;
    s->x[2] = k1;
    al_load(g->nonce, n, 0, 16, &s->x[3], &s->x[4]);
    al_permute(s, 12);
    s->x[3] = _mm256_xor_si256(s->x[3], k0);
    s->x[4] = _mm256_xor_si256(s->x[4], k1);
    const size_t ad_len = g->ad_len, len = g->len;
    if (ad_len > 0) { /* whole 16-byte blocks, then the last one (0..15 bytes) padded; Ascon-p[8] after each */
        size_t off = 0;
        for (;; off += AL_RATE) {
            const size_t b = ad_len - off < AL_RATE ? ad_len - off : AL_RATE;
            al_load(g->ad, n, off, b, &lo, &hi);
            s->x[0] = _mm256_xor_si256(s->x[0], lo);
            s->x[1] = _mm256_xor_si256(s->x[1], hi);
            if (b < AL_RATE) {
                al_pad(s, b);
                al_permute(s, 8);
                break;
            }
            al_permute(s, 8);
        }
    }
    s->x[4] = _mm256_xor_si256(s->x[4], _mm256_set1_epi64x((long long)0x8000000000000000ull));
    for (size_t off = 0;; off += AL_RATE) {
        const size_t b = len - off < AL_RATE ? len - off : AL_RATE;
        al_load(g->in, n, off, b, &lo, &hi);
        if (g->decrypt) { /* y = S ^ x on the b bytes to out; those state bytes become x */
            const __m256i m0 = _mm256_set1_epi64x((long long)al_mask_word(b, 0));
            const __m256i m1 = _mm256_set1_epi64x((long long)al_mask_word(b, 1));
            const __m256i y0 = _mm256_and_si256(_mm256_xor_si256(s->x[0], lo), m0);
            const __m256i y1 = _mm256_and_si256(_mm256_xor_si256(s->x[1], hi), m1);
            al_store(g->out, n, off, b, y0, y1);
            s->x[0] = _mm256_xor_si256(s->x[0], y0);
            s->x[1] = _mm256_xor_si256(s->x[1], y1);
        } else { /* S ^= x; the b bytes of S to out */
            s->x[0] = _mm256_xor_si256(s->x[0], lo);
            s->x[1] = _mm256_xor_si256(s->x[1], hi);
            al_store(g->out, n, off, b, s->x[0], s->x[1]);
        }
        if (b < AL_RATE) {
            al_pad(s, b);
            break;
        }
        al_permute(s, 8);
    }
    /* S ^= 0^128 || K || 0^64; Ascon-p[12]; T = S[24..39] ^ K */
    s->x[2] = _mm256_xor_si256(s->x[2], k0);
    s->x[3] = _mm256_xor_si256(s->x[3], k1);
    al_permute(s, 12);
    al_store(g->tag, n, 0, 16, _mm256_xor_si256(s->x[3], k0), _mm256_xor_si256(s->x[4], k1));
    volatile __m256i *v = (volatile __m256i *)&st; /* the state, wherever it was kept */
    for (size_t i = 0; i < sizeof st / sizeof(__m256i); i++)
        v[i] = _mm256_setzero_si256();
    return 1;
}
