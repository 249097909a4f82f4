/* Ascon-AEAD128 (NIST SP 800-232, section 4) on up to eight messages at once: the five 64-bit words of
 * four states in the four lanes of AVX2 registers, one message per lane, each with its own key, and a
 * second such set of four interleaved with the first (the rounds of one set fill the latency of the
 * other's), for the batch calls (include/lwc/batch.h, src/common/batch_lanes.h). The mode is
 * src/ascon/ascon_aead.c's (its aead_crypt_c), the permutation ref/'s, each operation on four lanes;
 * rotations are two shifts and an OR (AVX2 has no 64-bit rotation).
 *
 * Constant time: shifts, AND-NOT and XOR on the lanes; the group's lengths, which decide the loops
 * and the padding position, are public; no key, nonce or text is an address or a branch condition. */
#include <immintrin.h>

#include "batch_lanes.h"
#include "lwc/common.h"
#include "ascon_backend.h"
#include "lwc/host.h"

#define AL_TARGET __attribute__((target("avx2")))
#define AL_INLINE static inline __attribute__((always_inline)) AL_TARGET

#define AL_LANES 4 /* per set */
#define AL_RATE 16u

/* `sets` (1 or 2, a constant where the functions below are inlined) sets of four lanes. */
typedef struct {
    __m256i x[2][5];
    unsigned sets;
} al_state;

#define AL_ROR(v, r) _mm256_or_si256(_mm256_srli_epi64(v, r), _mm256_slli_epi64(v, 64 - (r)))

/* One round on the words of one set, round constant c (section 3). */
#define AL_ROUND(x0, x1, x2, x3, x4, c)                                                                   \
    do {                                                                                                  \
        x2 = _mm256_xor_si256(x2, c); /* p_C */                                                           \
        x0 = _mm256_xor_si256(x0, x4); /* p_S: affine, chi-like core, affine */                           \
        x4 = _mm256_xor_si256(x4, x3);                                                                    \
        x2 = _mm256_xor_si256(x2, x1);                                                                    \
        const __m256i t0 = _mm256_andnot_si256(x0, x1), t1 = _mm256_andnot_si256(x1, x2),                 \
                      t2 = _mm256_andnot_si256(x2, x3), t3 = _mm256_andnot_si256(x3, x4),                 \
                      t4 = _mm256_andnot_si256(x4, x0);                                                   \
        x0 = _mm256_xor_si256(x0, t1);                                                                    \
        x1 = _mm256_xor_si256(x1, t2);                                                                    \
        x2 = _mm256_xor_si256(x2, t3);                                                                    \
        x3 = _mm256_xor_si256(x3, t4);                                                                    \
        x4 = _mm256_xor_si256(x4, t0);                                                                    \
        x1 = _mm256_xor_si256(x1, x0);                                                                    \
        x0 = _mm256_xor_si256(x0, x4);                                                                    \
        x3 = _mm256_xor_si256(x3, x2);                                                                    \
        x2 = _mm256_xor_si256(x2, ones);                                                                  \
        x0 = _mm256_xor_si256(x0, _mm256_xor_si256(AL_ROR(x0, 19), AL_ROR(x0, 28))); /* p_L */            \
        x1 = _mm256_xor_si256(x1, _mm256_xor_si256(AL_ROR(x1, 61), AL_ROR(x1, 39)));                      \
        x2 = _mm256_xor_si256(x2, _mm256_xor_si256(AL_ROR(x2, 1), AL_ROR(x2, 6)));                        \
        x3 = _mm256_xor_si256(x3, _mm256_xor_si256(AL_ROR(x3, 10), AL_ROR(x3, 17)));                      \
        x4 = _mm256_xor_si256(x4, _mm256_xor_si256(AL_ROR(x4, 7), AL_ROR(x4, 41)));                       \
    } while (0)

/* Ascon-p[rounds] on every set, rounds 12 or 8 (constants c_(16-rounds) .. c_15, section 3.2). */
AL_INLINE void al_permute(al_state *s, unsigned rounds)
{
    static const uint8_t rc[16] = {0x3c, 0x2d, 0x1e, 0x0f, 0xf0, 0xe1, 0xd2, 0xc3,
                                   0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b};
    const unsigned two = s->sets == 2;
    __m256i a0 = s->x[0][0], a1 = s->x[0][1], a2 = s->x[0][2], a3 = s->x[0][3], a4 = s->x[0][4];
    __m256i b0 = s->x[1][0], b1 = s->x[1][1], b2 = s->x[1][2], b3 = s->x[1][3], b4 = s->x[1][4];
    const __m256i ones = _mm256_set1_epi64x(-1);
    for (unsigned i = 16 - rounds; i < 16; i++) {
        const __m256i c = _mm256_set1_epi64x(rc[i]);
        AL_ROUND(a0, a1, a2, a3, a4, c);
        if (two)
            AL_ROUND(b0, b1, b2, b3, b4, c);
    }
    s->x[0][0] = a0;
    s->x[0][1] = a1;
    s->x[0][2] = a2;
    s->x[0][3] = a3;
    s->x[0][4] = a4;
    s->x[1][0] = b0;
    s->x[1][1] = b1;
    s->x[1][2] = b2;
    s->x[1][3] = b3;
    s->x[1][4] = b4;
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

/* The padding byte 0x01 right after `bytes` (0..15) bytes of the rate, into x0 or x1 of set h. */
AL_INLINE void al_pad(al_state *s, unsigned h, size_t bytes)
{
    s->x[h][bytes / 8] =
        _mm256_xor_si256(s->x[h][bytes / 8], _mm256_set1_epi64x((long long)((uint64_t)1 << (8 * (bytes % 8)))));
}

/* The group in `sets` sets of four lanes: set h holds messages 4h .. 4h+3 (those below n); lanes
 * beyond n read the set's first message (set 1 exists only when n > 4). */
AL_INLINE void al_group(const batch_lane_group *g, unsigned sets)
{
    const unsigned n = g->n;
    const unsigned in_set[2] = {n < 4 ? n : 4, n > 4 ? n - 4 : 0};
    al_state st, *const s = &st;
    __m256i k0[2], k1[2], lo, hi;
    st.sets = sets;
    for (unsigned h = 0; h < 2; h++) { /* (an unused set is zero: its rounds are compiled out) */
        k0[h] = k1[h] = _mm256_setzero_si256();
        for (unsigned j = 0; j < 5; j++)
            s->x[h][j] = _mm256_setzero_si256();
    }
    for (unsigned h = 0; h < sets; h++) { /* S = IV || K || N */
        al_load(g->key + 4 * h, in_set[h], 0, 16, &k0[h], &k1[h]);
        s->x[h][0] = _mm256_set1_epi64x((long long)0x00001000808C0001ull);
        s->x[h][1] = k0[h];
        s->x[h][2] = k1[h];
        al_load(g->nonce + 4 * h, in_set[h], 0, 16, &s->x[h][3], &s->x[h][4]);
    }
    al_permute(s, 12);
    for (unsigned h = 0; h < sets; h++) { /* S ^= 0^192 || K */
        s->x[h][3] = _mm256_xor_si256(s->x[h][3], k0[h]);
        s->x[h][4] = _mm256_xor_si256(s->x[h][4], k1[h]);
    }
    const size_t ad_len = g->ad_len, len = g->len;
    if (ad_len > 0) { /* whole 16-byte blocks, then the last one (0..15 bytes) padded; Ascon-p[8] after each */
        for (size_t off = 0;; off += AL_RATE) {
            const size_t b = ad_len - off < AL_RATE ? ad_len - off : AL_RATE;
            for (unsigned h = 0; h < sets; h++) {
                al_load(g->ad + 4 * h, in_set[h], off, b, &lo, &hi);
                s->x[h][0] = _mm256_xor_si256(s->x[h][0], lo);
                s->x[h][1] = _mm256_xor_si256(s->x[h][1], hi);
                if (b < AL_RATE)
                    al_pad(s, h, b);
            }
            al_permute(s, 8);
            if (b < AL_RATE)
                break;
        }
    }
    for (unsigned h = 0; h < sets; h++)
        s->x[h][4] = _mm256_xor_si256(s->x[h][4], _mm256_set1_epi64x((long long)0x8000000000000000ull));
    for (size_t off = 0;; off += AL_RATE) {
        const size_t b = len - off < AL_RATE ? len - off : AL_RATE;
        for (unsigned h = 0; h < sets; h++) {
            al_load(g->in + 4 * h, in_set[h], off, b, &lo, &hi);
            if (g->decrypt) { /* y = S ^ x on the b bytes to out; those state bytes become x */
                const __m256i m0 = _mm256_set1_epi64x((long long)al_mask_word(b, 0));
                const __m256i m1 = _mm256_set1_epi64x((long long)al_mask_word(b, 1));
                const __m256i y0 = _mm256_and_si256(_mm256_xor_si256(s->x[h][0], lo), m0);
                const __m256i y1 = _mm256_and_si256(_mm256_xor_si256(s->x[h][1], hi), m1);
                al_store(g->out + 4 * h, in_set[h], off, b, y0, y1);
                s->x[h][0] = _mm256_xor_si256(s->x[h][0], y0);
                s->x[h][1] = _mm256_xor_si256(s->x[h][1], y1);
            } else { /* S ^= x; the b bytes of S to out */
                s->x[h][0] = _mm256_xor_si256(s->x[h][0], lo);
                s->x[h][1] = _mm256_xor_si256(s->x[h][1], hi);
                al_store(g->out + 4 * h, in_set[h], off, b, s->x[h][0], s->x[h][1]);
            }
            if (b < AL_RATE)
                al_pad(s, h, b);
        }
        if (b < AL_RATE)
            break;
        al_permute(s, 8);
    }
    for (unsigned h = 0; h < sets; h++) { /* S ^= 0^128 || K || 0^64 */
        s->x[h][2] = _mm256_xor_si256(s->x[h][2], k0[h]);
        s->x[h][3] = _mm256_xor_si256(s->x[h][3], k1[h]);
    }
    al_permute(s, 12);
    for (unsigned h = 0; h < sets; h++) /* T = S[24..39] ^ K */
        al_store(g->tag + 4 * h, in_set[h], 0, 16, _mm256_xor_si256(s->x[h][3], k0[h]),
                 _mm256_xor_si256(s->x[h][4], k1[h]));
    volatile __m256i *v = (volatile __m256i *)&st; /* the state, wherever it was kept */
    for (size_t i = 0; i < sizeof st / sizeof(__m256i); i++)
        v[i] = _mm256_setzero_si256();
}

AL_TARGET int ascon_aead128_lanes_avx2(const batch_lane_group *g, const void *shared)
{
    (void)shared;
    if (lwc_level() < LWC_LEVEL_AVX2 || g->n == 0 || g->n > ASCON_BACKEND_BATCH_LANES)
        return 0;
    if (g->n <= AL_LANES)
        al_group(g, 1);
    else
        al_group(g, 2);
    return 1;
}
