/* TinyJAMBU (Wu and Huang 2021) on up to sixteen messages at once: the 32-bit words of eight states in
 * the eight lanes of AVX2 registers, one message per lane, and a second such set of eight interleaved
 * with the first (the steps of one set fill the latency of the other's), for the batch calls
 * (include/lwc/batch.h, src/common/batch_lanes.h). The mode is src/tinyjambu/tinyjambu.c's, step for
 * step: the same frame bits, the same word order, the same partial-word rules; the permutation is
 * ref/'s 32-rounds-per-step form with the words renamed instead of moved, each operation on eight
 * lanes.
 *
 * Constant time: add, shift, AND and XOR on the lanes; the group's lengths, which decide the loops,
 * are public; no key, nonce or text is an address or a branch condition. ~(t2 & t3) ^ k is computed as
 * (t2 & t3) ^ ~k with the key words complemented once. */
#include <immintrin.h>

#include "batch_lanes.h"
#include "bytes.h"
#include "lwc/common.h"
#include "lwc/host.h"
#include "lwc/tinyjambu.h"
#include "tinyjambu_backend.h"

/* A protected build (LWC_PROTECTED, docs/protected.md) has no lane kernels: its batch calls run every
 * message through its row, masked (src/common/batch.c). */
#if !(defined(LWC_PROTECTED) && LWC_PROTECTED)

#define TJL_TARGET __attribute__((target("avx2")))
#define TJL_INLINE static inline __attribute__((always_inline)) TJL_TARGET

#define TJL_STEPS_640 20u
#define TJL_FRAME_NONCE 0x10
#define TJL_FRAME_AD 0x30
#define TJL_FRAME_TEXT 0x50
#define TJL_FRAME_TAG 0x70

/* One step on eight lanes; nk: the complemented key word. */
#define TJL_STEP(a, b, c, d, nk)                                                                         \
    do {                                                                                                 \
        const __m256i t1 = _mm256_or_si256(_mm256_srli_epi32(b, 15), _mm256_slli_epi32(c, 17));         \
        const __m256i t2 = _mm256_or_si256(_mm256_srli_epi32(c, 6), _mm256_slli_epi32(d, 26));          \
        const __m256i t3 = _mm256_or_si256(_mm256_srli_epi32(c, 21), _mm256_slli_epi32(d, 11));         \
        const __m256i t4 = _mm256_or_si256(_mm256_srli_epi32(c, 27), _mm256_slli_epi32(d, 5));          \
        a = _mm256_xor_si256(_mm256_xor_si256(a, _mm256_xor_si256(t1, t4)),                              \
                             _mm256_xor_si256(_mm256_and_si256(t2, t3), nk));                            \
    } while (0)

/* `sets` (1 or 2, a constant where the functions below are inlined) sets of eight lanes. */
typedef struct {
    __m256i s[2][4];
    __m256i nk[2][8]; /* complemented key words */
    unsigned key_words, sets;
} tjl_state;

TJL_INLINE void tjl_permute(tjl_state *st, unsigned steps)
{
    const unsigned two = st->sets == 2;
    __m256i a0 = st->s[0][0], a1 = st->s[0][1], a2 = st->s[0][2], a3 = st->s[0][3];
    __m256i b0 = st->s[1][0], b1 = st->s[1][1], b2 = st->s[1][2], b3 = st->s[1][3];
    if (st->key_words == 4) { /* TinyJAMBU-128: four key words per set, loaded once */
        const __m256i k0 = st->nk[0][0], k1 = st->nk[0][1], k2 = st->nk[0][2], k3 = st->nk[0][3];
        const __m256i l0 = st->nk[1][0], l1 = st->nk[1][1], l2 = st->nk[1][2], l3 = st->nk[1][3];
        for (unsigned j = 0; j < steps; j += 4) {
            TJL_STEP(a0, a1, a2, a3, k0);
            if (two)
                TJL_STEP(b0, b1, b2, b3, l0);
            TJL_STEP(a1, a2, a3, a0, k1);
            if (two)
                TJL_STEP(b1, b2, b3, b0, l1);
            TJL_STEP(a2, a3, a0, a1, k2);
            if (two)
                TJL_STEP(b2, b3, b0, b1, l2);
            TJL_STEP(a3, a0, a1, a2, k3);
            if (two)
                TJL_STEP(b3, b0, b1, b2, l3);
        }
    } else {
        unsigned k = 0;
        const unsigned kw = st->key_words;
        for (unsigned j = 0; j < steps; j += 4) { /* every step count of the mode is a multiple of 4 */
            TJL_STEP(a0, a1, a2, a3, st->nk[0][k]);
            if (two)
                TJL_STEP(b0, b1, b2, b3, st->nk[1][k]);
            k = k + 1 == kw ? 0 : k + 1;
            TJL_STEP(a1, a2, a3, a0, st->nk[0][k]);
            if (two)
                TJL_STEP(b1, b2, b3, b0, st->nk[1][k]);
            k = k + 1 == kw ? 0 : k + 1;
            TJL_STEP(a2, a3, a0, a1, st->nk[0][k]);
            if (two)
                TJL_STEP(b2, b3, b0, b1, st->nk[1][k]);
            k = k + 1 == kw ? 0 : k + 1;
            TJL_STEP(a3, a0, a1, a2, st->nk[0][k]);
            if (two)
                TJL_STEP(b3, b0, b1, b2, st->nk[1][k]);
            k = k + 1 == kw ? 0 : k + 1;
        }
    }
    st->s[0][0] = a0;
    st->s[0][1] = a1;
    st->s[0][2] = a2;
    st->s[0][3] = a3;
    st->s[1][0] = b0;
    st->s[1][1] = b1;
    st->s[1][2] = b2;
    st->s[1][3] = b3;
}

/* s1 ^= frame; P(steps), in every set */
TJL_INLINE void tjl_frame(tjl_state *st, int frame, unsigned steps)
{
    const __m256i f = _mm256_set1_epi32(frame);
    for (unsigned h = 0; h < st->sets; h++)
        st->s[h][1] = _mm256_xor_si256(st->s[h][1], f);
    tjl_permute(st, steps);
}

/* The first `bytes` (1..4) bytes at p + off of one input as a zero-extended little-endian word. */
static inline __attribute__((always_inline)) uint32_t tjl_word(const uint8_t *p, size_t bytes)
{
    if (bytes == 4)
        return lwc_load32_le(p);
    uint32_t v = 0;
    for (size_t b = 0; b < bytes; b++)
        v |= (uint32_t)p[b] << (8 * b);
    return v;
}

/* That word of each lane's input (p[i] + off); lanes beyond n repeat lane 0. Built in registers: no
 * copy of the (secret) words is left in memory. */
TJL_INLINE __m256i tjl_load(const uint8_t *const p[], unsigned n, size_t off, size_t bytes)
{
#define TJL_LANE(i) (int)tjl_word(p[(i) < n ? (i) : 0] + off, bytes)
    return _mm256_setr_epi32(TJL_LANE(0), TJL_LANE(1), TJL_LANE(2), TJL_LANE(3), TJL_LANE(4), TJL_LANE(5),
                             TJL_LANE(6), TJL_LANE(7));
#undef TJL_LANE
}

/* The low `bytes` (1..4) bytes of each of the n first lanes of v to p[i] + off. */
TJL_INLINE void tjl_store(uint8_t *const p[], unsigned n, size_t off, size_t bytes, __m256i v)
{
    const __m128i halves[2] = {_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1)};
    for (unsigned i = 0; i < n; i++) {
        const __m128i h = halves[i / 4];
        const uint32_t w = (uint32_t)_mm_cvtsi128_si32(i % 4 == 0   ? h
                                                       : i % 4 == 1 ? _mm_srli_si128(h, 4)
                                                       : i % 4 == 2 ? _mm_srli_si128(h, 8)
                                                                    : _mm_srli_si128(h, 12));
        uint8_t *q = p[i] + off;
        if (bytes == 4) {
            lwc_store32_le(q, w);
        } else {
            for (size_t b = 0; b < bytes; b++)
                q[b] = (uint8_t)(w >> (8 * b));
        }
    }
}

/* The group in `sets` sets of eight lanes: set h holds messages 8h .. 8h+7 (those below n); lanes
 * beyond n read the set's first message (set 1 exists only when n > 8). */
TJL_INLINE void tjl_group(const batch_lane_group *g, unsigned key_words, const lwc_tinyjambu_key *shared,
                          unsigned sets)
{
    const unsigned n = g->n, big = 32u + (key_words - 4u) * 2u;
    const unsigned in_set[2] = {n < 8 ? n : 8, n > 8 ? n - 8 : 0};
    tjl_state st;
    st.key_words = key_words;
    st.sets = sets;
    for (unsigned h = 0; h < 2; h++) { /* (an unused set is zero: its steps are compiled out) */
        for (unsigned j = 0; j < 8; j++)
            st.nk[h][j] = _mm256_setzero_si256();
        for (unsigned j = 0; j < 4; j++)
            st.s[h][j] = _mm256_setzero_si256();
    }
    for (unsigned h = 0; h < sets; h++) {
        if (shared != NULL) {
            for (unsigned j = 0; j < key_words; j++)
                st.nk[h][j] = _mm256_set1_epi32((int)~shared->key[j]);
            for (unsigned j = 0; j < 4; j++)
                st.s[h][j] = _mm256_set1_epi32((int)shared->setup[j]);
        } else {
            const __m256i ones = _mm256_set1_epi32(-1);
            for (unsigned j = 0; j < key_words; j++)
                st.nk[h][j] = _mm256_xor_si256(tjl_load(g->key + 8 * h, in_set[h], 4 * j, 4), ones);
        }
    }
    if (shared == NULL)
        tjl_permute(&st, big); /* the key setup */
    for (unsigned i = 0; i < 3; i++) { /* the nonce setup */
        tjl_frame(&st, TJL_FRAME_NONCE, TJL_STEPS_640);
        for (unsigned h = 0; h < sets; h++)
            st.s[h][3] = _mm256_xor_si256(st.s[h][3], tjl_load(g->nonce + 8 * h, in_set[h], 4 * i, 4));
    }
    const size_t ad_len = g->ad_len, len = g->len;
    for (size_t off = 0; off < ad_len; off += 4) {
        const size_t b = ad_len - off < 4 ? ad_len - off : 4;
        tjl_frame(&st, TJL_FRAME_AD, TJL_STEPS_640);
        for (unsigned h = 0; h < sets; h++) {
            st.s[h][3] = _mm256_xor_si256(st.s[h][3], tjl_load(g->ad + 8 * h, in_set[h], off, b));
            if (b < 4)
                st.s[h][1] = _mm256_xor_si256(st.s[h][1], _mm256_set1_epi32((int)b));
        }
    }
    for (size_t off = 0; off < len; off += 4) {
        const size_t b = len - off < 4 ? len - off : 4;
        tjl_frame(&st, TJL_FRAME_TEXT, big);
        for (unsigned h = 0; h < sets; h++) {
            const __m256i x = tjl_load(g->in + 8 * h, in_set[h], off, b);
            __m256i y = _mm256_xor_si256(st.s[h][2], x);
            if (b < 4) /* the b bytes of output; the plaintext padded with zeros feeds the state */
                y = _mm256_and_si256(y, _mm256_set1_epi32((int)(0xFFFFFFFFu >> (8 * (4 - b)))));
            st.s[h][3] = _mm256_xor_si256(st.s[h][3], g->decrypt ? y : x);
            tjl_store(g->out + 8 * h, in_set[h], off, b, y);
            if (b < 4)
                st.s[h][1] = _mm256_xor_si256(st.s[h][1], _mm256_set1_epi32((int)b));
        }
    }
    tjl_frame(&st, TJL_FRAME_TAG, big);
    for (unsigned h = 0; h < sets; h++)
        tjl_store(g->tag + 8 * h, in_set[h], 0, 4, st.s[h][2]);
    tjl_frame(&st, TJL_FRAME_TAG, TJL_STEPS_640);
    for (unsigned h = 0; h < sets; h++)
        tjl_store(g->tag + 8 * h, in_set[h], 4, 4, st.s[h][2]);
    volatile __m256i *v = (volatile __m256i *)&st; /* the state and key words, wherever they were kept */
    for (size_t i = 0; i < sizeof st / sizeof(__m256i); i++)
        v[i] = _mm256_setzero_si256();
}

TJL_TARGET int tinyjambu_lanes_avx2(const batch_lane_group *g, const void *shared)
{
    const unsigned key_words = g->key_bytes / 4;
    if (lwc_level() < LWC_LEVEL_AVX2 || g->n == 0 || g->n > TINYJAMBU_BACKEND_BATCH_LANES ||
        (key_words != 4 && key_words != 6 && key_words != 8))
        return 0;
    if (g->n <= 8)
        tjl_group(g, key_words, (const lwc_tinyjambu_key *)shared, 1);
    else
        tjl_group(g, key_words, (const lwc_tinyjambu_key *)shared, 2);
    return 1;
}

#endif /* !LWC_PROTECTED */
