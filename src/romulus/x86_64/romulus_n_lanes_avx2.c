/* Romulus-N (Romulus v1.3, section 2.4.3, Figure 2.5) on up to eight messages at once, for the batch
 * calls (include/lwc/batch.h, src/common/batch_lanes.h): every message of the group has the same AD
 * and text lengths, so their SKINNY-128-384+ calls fall at the same points of the mode and run
 * together, each block with its own tweakey (the counter and domain byte of TK1 are the same for
 * every lane; TK2, the nonce or an AD block, and TK3, the key, are each lane's own).
 *
 * The SKINNY kernel is skinny128_384p_fast_x86_64.c's nibble-split round (the S-box by PSHUFB of
 * 16-entry tables in registers; ShiftRows, MixColumns and the tweakey by PSHUFB byte moves; the same
 * generated tables) widened to AVX2: one block in each 128-bit half of a YMM register (VPSHUFB works
 * within each half), and four such registers interleaved, eight blocks in all, so that the rounds of
 * one register fill the latency of the dependent shuffles of the others. After the S-box the two
 * nibble registers are joined into one of bytes for ShiftRows, MixColumns and the round tweakey, and
 * split again for the next S-box. The mode around it is
 * ../romulus_n.c's with each step on every lane: the AD chain (blocks with an odd index into S by rho,
 * blocks with an even index the tweak of a TBC call), the closing call under the nonce, the message
 * blocks by rho or rho^-1, the tag G(S).
 *
 * Constant time: the only memory reads indexed by anything are the tables by the round number; every
 * lookup on data is a VPSHUFB on registers; the group's lengths, which decide the loops and the
 * padding, are public; no key, nonce or text is an address or a branch condition. */
#include <immintrin.h>
#include <string.h>

#include "batch_lanes.h"
#include "lwc/common.h"
#include "lwc/host.h"
#include "romulus_common.h"
#include "skinny128_384p_backend.h"
#include "skinny128_384p_fast_x86_64_tables.h"

#define RL_TARGET __attribute__((target("avx2")))
#define RL_LANES ROMULUS_N_BACKEND_BATCH_LANES /* blocks per SKINNY pass, one message each */
#define RL_INLINE static inline __attribute__((always_inline)) RL_TARGET

#define RL_REGS 4 /* interleaved YMM registers, two blocks each */

#define RL_TABLE(t) _mm256_broadcastsi128_si256(_mm_load_si128((const __m128i *)(t)))

/* blocks a (low half) and b (high half) of one register */
RL_INLINE __m256i rl_load2(const uint8_t *a, const uint8_t *b)
{
    return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)a)),
                                   _mm_loadu_si128((const __m128i *)b), 1);
}

RL_INLINE void rl_store2(uint8_t *a, uint8_t *b, __m256i x)
{
    _mm_storeu_si128((__m128i *)a, _mm256_castsi256_si128(x));
    _mm_storeu_si128((__m128i *)b, _mm256_extracti128_si256(x, 1));
}

/* the TK2 LFSR (x7..x0) -> (x6..x0, x7 ^ x5) and the TK3 LFSR (x7..x0) -> (x0 ^ x6, x7..x1) on
 * every byte; 16-bit shifts, the bits crossing a byte boundary masked off */
RL_INLINE __m256i rl_lfsr2(__m256i x)
{
    const __m256i fb = _mm256_xor_si256(_mm256_srli_epi16(x, 7), _mm256_srli_epi16(x, 5));
    return _mm256_or_si256(_mm256_and_si256(_mm256_slli_epi16(x, 1), _mm256_set1_epi8((char)0xFE)),
                           _mm256_and_si256(fb, _mm256_set1_epi8(0x01)));
}

RL_INLINE __m256i rl_lfsr3(__m256i x)
{
    const __m256i fb = _mm256_xor_si256(_mm256_slli_epi16(x, 7), _mm256_slli_epi16(x, 1));
    return _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(x, 1), _mm256_set1_epi8(0x7F)),
                           _mm256_and_si256(fb, _mm256_set1_epi8((char)0x80)));
}

/* one S-box iteration with its bit permutation on register i */
#define RL_SBOX_STAGE(i)                                                                                 \
    do {                                                                                                 \
        const __m256i nh = _mm256_xor_si256(_mm256_shuffle_epi8(ah0, h[i]), _mm256_shuffle_epi8(bh0, l[i])); \
        l[i] = _mm256_xor_si256(_mm256_shuffle_epi8(al0, h[i]), _mm256_shuffle_epi8(bl0, l[i]));         \
        h[i] = nh;                                                                                       \
    } while (0)

/* round r on every register: the S-box on the nibbles (h, l), then the byte x = h << 4 | l through
 * ShiftRows and MixColumns (three VPSHUFB byte moves), the round tweakey added as a byte (one VPSHUFB
 * of k = TK1 ^ TK2 ^ TK3 and the round constants: both linear, added after MixColumns), and the nibbles
 * split again: four VPSHUFB a round fewer than moving each nibble register on its own */
#define RL_ROUND(r)                                                                                      \
    do {                                                                                                 \
        const __m256i km = RL_TABLE(SKINNY_X86_KEY_MASK[(r) & 15]);                                      \
        const __m256i rc = RL_TABLE(SKINNY_X86_CONST[r]);                                                \
        _Pragma("GCC unroll 4") for (unsigned i = 0; i < RL_REGS; i++)                                   \
        {                                                                                                \
            RL_SBOX_STAGE(i);                                                                            \
            RL_SBOX_STAGE(i);                                                                            \
            RL_SBOX_STAGE(i);                                                                            \
            const __m256i x = _mm256_or_si256(_mm256_slli_epi16(_mm256_shuffle_epi8(ah3, h[i]), 4),      \
                                              _mm256_shuffle_epi8(bl3, l[i]));                           \
            const __m256i key = _mm256_xor_si256(_mm256_shuffle_epi8(k[i], km), rc);                     \
            const __m256i x01 = _mm256_xor_si256(_mm256_shuffle_epi8(x, mix0), _mm256_shuffle_epi8(x, mix1)); \
            const __m256i y = _mm256_xor_si256(x01, _mm256_xor_si256(_mm256_shuffle_epi8(x, mix2), key)); \
            h[i] = _mm256_and_si256(_mm256_srli_epi16(y, 4), low4);                                      \
            l[i] = _mm256_and_si256(y, low4);                                                            \
        }                                                                                                \
    } while (0)

/* TK1 ^ TK2 ^ TK3 of every register */
#define RL_TWEAKEY()                                                                                     \
    do {                                                                                                 \
        for (unsigned i = 0; i < RL_REGS; i++)                                                           \
            k[i] = _mm256_xor_si256(t1, _mm256_xor_si256(t2[i], t3[i]));                                 \
    } while (0)

/* s[b] <- E~(s[b]) for the RL_LANES blocks b, under the tweakey TK1 = tk1 (every block),
 * TK2 = tk2[b], TK3 = tk3[b]: what skinny128_384p_encrypt computes for each block. */
static RL_TARGET void rl_skinny(uint8_t s[RL_LANES][16], const uint8_t tk1[16],
                                const uint8_t *const tk2[RL_LANES], const uint8_t *const tk3[RL_LANES])
{
    const __m256i low4 = _mm256_set1_epi8(0x0F);
    const __m256i ah0 = RL_TABLE(SKINNY_X86_STAGE[0][0]), al0 = RL_TABLE(SKINNY_X86_STAGE[0][1]);
    const __m256i bh0 = RL_TABLE(SKINNY_X86_STAGE[0][2]), bl0 = RL_TABLE(SKINNY_X86_STAGE[0][3]);
    const __m256i ah3 = RL_TABLE(SKINNY_X86_STAGE[3][0]), bl3 = RL_TABLE(SKINNY_X86_STAGE[3][3]);
    const __m256i mix0 = RL_TABLE(SKINNY_X86_MIX[0]), mix1 = RL_TABLE(SKINNY_X86_MIX[1]);
    const __m256i mix2 = RL_TABLE(SKINNY_X86_MIX[2]);
    const __m256i t1 = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)tk1));
    __m256i h[RL_REGS], l[RL_REGS], t2[RL_REGS], t3[RL_REGS], k[RL_REGS];
    for (unsigned i = 0; i < RL_REGS; i++) {
        const __m256i x = rl_load2(s[2 * i], s[2 * i + 1]);
        h[i] = _mm256_and_si256(_mm256_srli_epi16(x, 4), low4);
        l[i] = _mm256_and_si256(x, low4);
        t2[i] = rl_load2(tk2[2 * i], tk2[2 * i + 1]);
        t3[i] = rl_load2(tk3[2 * i], tk3[2 * i + 1]);
    }
    RL_TWEAKEY();
    for (unsigned r = 0; r < 40; r += 2) {
        RL_ROUND(r);
        for (unsigned i = 0; i < RL_REGS; i++) { /* the cells of rounds r + 1 and r + 2 */
            t2[i] = rl_lfsr2(t2[i]);
            t3[i] = rl_lfsr3(t3[i]);
        }
        RL_TWEAKEY();
        RL_ROUND(r + 1);
    }
    for (unsigned i = 0; i < RL_REGS; i++)
        rl_store2(s[2 * i], s[2 * i + 1], _mm256_or_si256(_mm256_slli_epi16(h[i], 4), l[i]));
    /* the key and tweak words leave the registers with the return (the ABI has no callee-saved YMM);
     * what the compiler spilled is on this frame, below the caller's wiped state */
}

/* S ^= pad_n(X[0..len)) for len <= 16 (the S part of rho, its output discarded) */
static void rl_xor_padded(uint8_t s[16], const uint8_t *x, size_t len)
{
    for (size_t i = 0; i < len; i++)
        s[i] ^= x[i];
    if (len < ROMULUS_BLOCK)
        s[ROMULUS_BLOCK - 1u] ^= (uint8_t)len;
}

/* out = pad_n(X[0..len)) for len <= 16 */
static void rl_pad(uint8_t out[16], const uint8_t *x, size_t len)
{
    memset(out, 0, ROMULUS_BLOCK);
    if (len > 0)
        memcpy(out, x, len);
    if (len < ROMULUS_BLOCK)
        out[ROMULUS_BLOCK - 1u] = (uint8_t)len;
}

typedef struct {
    uint8_t s[RL_LANES][16];     /* S of each lane (lanes past the group's n: scratch) */
    uint8_t tweak[RL_LANES][16]; /* the padded AD block that is a lane's tweak */
    uint8_t tk1[48];                  /* TK1: the counter D, the domain byte B (every lane) */
} rl_state;

int romulus_n_lanes_avx2(const batch_lane_group *g, const void *shared)
{
    (void)shared;
    if (lwc_level() < LWC_LEVEL_AVX2 || g->n == 0 || g->n > ROMULUS_N_BACKEND_BATCH_LANES)
        return 0;
    const unsigned n = g->n;
    rl_state st;
    const uint8_t *tk2[RL_LANES], *tk3[RL_LANES], *ad[RL_LANES], *in[RL_LANES];
    uint8_t *out[RL_LANES];
    memset(&st, 0, sizeof st);               /* S <- 0^n */
    st.tk1[ROMULUS_TK_CNT] = 0x01;           /* D = lfsr56(0) */
    for (unsigned b = 0; b < RL_LANES; b++) {
        const unsigned m = b < n ? b : 0; /* lanes past n repeat lane 0's inputs; their S is not used */
        tk3[b] = g->key[m];
        ad[b] = g->ad[m];
        in[b] = g->in[m];
        out[b] = g->out[m];
    }
    /* Lines 1-11: the AD chain, then S <- E~^(N, wA, a)(S) */
    size_t len = g->ad_len;
    unsigned tweak_slot = 0;
    for (;;) {
        const size_t k = romulus_chunk(len);
        if (tweak_slot) {
            for (unsigned b = 0; b < RL_LANES; b++) {
                rl_pad(st.tweak[b], ad[b], k);
                tk2[b] = st.tweak[b];
            }
            st.tk1[ROMULUS_TK_B] = ROMULUS_N_AD;
            rl_skinny(st.s, st.tk1, tk2, tk3);
        } else {
            for (unsigned b = 0; b < n; b++)
                rl_xor_padded(st.s[b], ad[b], k);
        }
        romulus_cnt_next(st.tk1);
        tweak_slot ^= 1u;
        if (len <= ROMULUS_BLOCK)
            break;
        for (unsigned b = 0; b < RL_LANES; b++)
            ad[b] += ROMULUS_BLOCK;
        len -= ROMULUS_BLOCK;
    }
    for (unsigned b = 0; b < RL_LANES; b++)
        tk2[b] = g->nonce[b < n ? b : 0];
    st.tk1[ROMULUS_TK_B] = (uint8_t)(ROMULUS_N_AD_LAST | (romulus_last_padded(g->ad_len) << 1));
    rl_skinny(st.s, st.tk1, tk2, tk3);
    romulus_cnt_reset(st.tk1);
    /* Lines 12-21: the message blocks under T = N, the last one padded */
    len = g->len;
    for (;;) {
        const int last = len <= ROMULUS_BLOCK;
        for (unsigned b = 0; b < n; b++) {
            if (g->decrypt)
                romulus_rho_inv(st.s[b], out[b], in[b], len);
            else
                romulus_rho(st.s[b], out[b], in[b], len);
        }
        romulus_cnt_next(st.tk1);
        st.tk1[ROMULUS_TK_B] = (uint8_t)(last ? ROMULUS_N_MSG_LAST | romulus_last_padded(len) : ROMULUS_N_MSG);
        rl_skinny(st.s, st.tk1, tk2, tk3);
        if (last)
            break;
        for (unsigned b = 0; b < RL_LANES; b++) {
            in[b] += ROMULUS_BLOCK;
            out[b] += ROMULUS_BLOCK;
        }
        len -= ROMULUS_BLOCK;
    }
    /* Line 22: T = G(S) */
    for (unsigned b = 0; b < n; b++)
        romulus_g(g->tag[b], st.s[b]);
    lwc_wipe(&st, sizeof st);
    return 1;
}
