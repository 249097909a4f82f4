/* SKINNY-128-384+ for one block with SSSE3 (the fast path of ../skinny128_384p.h's
 * skinny128_384p_encrypt), computing exactly what ref/skinny128_384p_ref.c computes.
 *
 * The block is held as two XMM registers of nibbles (H: bits 7..4 of each cell, L: bits 3..0), so
 * that the S-box is PSHUFB lookups of 16-entry tables held in registers, indexed by H or L: each of
 * the specification's four S-box iterations is nibble-local in its own bit order, so an iteration
 * with its bit permutation is H' = AH[H] ^ BH[L], L' = AL[H] ^ BL[L] (the last one, a swap inside the
 * low nibble, is AH[H], BL[L]). Byte-wise SIMD with PSHUFB for SKINNY in sequential modes is the
 * approach of Adomnicai et al. (2022, docs/references.md); this decomposition, derived from the
 * specification's circuit, and the folding below are this file's own.
 * ShiftRows and MixColumns are three PSHUFB byte moves and two XOR on each of H and L; the round
 * constants and the round tweakey are added after MixColumns (they are linear), the tweakey by one
 * PSHUFB per nibble register of TK1 ^ TK2 ^ TK3, whose LFSRs are clocked on all cells every second
 * round (cell-wise, they commute with the tweakey permutation). gen_skinny128_384p_fast_x86_64.py makes
 * the tables and checks a model of these operations against the specification.
 *
 * Constant time: the only memory reads indexed by anything are the tables by the round number;
 * every lookup on data is a PSHUFB on registers; no branch on data. */
#include <immintrin.h>

#include "lwc/host.h"
#include "skinny128_384p.h"
#include "skinny128_384p_fast_x86_64_tables.h"

#define TARGET_SSSE3 __attribute__((target("ssse3,sse4.1")))

#define LOAD(p) _mm_load_si128((const __m128i *)(p))

/* the TK2 LFSR (x7..x0) -> (x6..x0, x7 ^ x5) and the TK3 LFSR (x7..x0) -> (x0 ^ x6, x7..x1) on
 * every byte. Left shifts by one byte-wise additions (x + x), the feedback bit of TK2 from the sign
 * of each byte (a compare): shifts and shuffles share two of the core's vector pipes, which the
 * S-box's PSHUFB keep busy, additions, compares and logic run on all of them. */
static inline TARGET_SSSE3 __m128i lfsr2(__m128i x)
{
    const __m128i x2 = _mm_add_epi8(x, x), x4 = _mm_add_epi8(x2, x2); /* bit 7: x6, x5 */
    const __m128i fb = _mm_cmplt_epi8(_mm_xor_si128(x, x4), _mm_setzero_si128()); /* 0xFF where x7 ^ x5 */
    return _mm_or_si128(x2, _mm_and_si128(fb, _mm_set1_epi8(0x01)));
}

static inline TARGET_SSSE3 __m128i lfsr3(__m128i x)
{
    const __m128i fb = _mm_xor_si128(_mm_slli_epi16(x, 7), _mm_add_epi8(x, x)); /* bit 7: x0 ^ x6 */
    return _mm_or_si128(_mm_and_si128(_mm_srli_epi16(x, 1), _mm_set1_epi8(0x7F)),
                        _mm_and_si128(fb, _mm_set1_epi8((char)0x80)));
}

/* x, through an empty asm the compiler cannot see into. MixColumns' three moves and the round
 * tweakey (made whole first: its round constants too) are XORed as two pairs, then the pairs: two XOR
 * after the moves on the rounds' chain of dependent operations, the tweakey's beside it. Left to itself, gcc chains the four XOR one
 * after the other (a third XOR on the chain); with AVX-512 it would merge them into VPTERNLOG,
 * which an AVX2 core does not have. */
static inline TARGET_SSSE3 __m128i as_is(__m128i x)
{
    __asm__("" : "+x"(x));
    return x;
}

/* the S-box on (h, l): three iterations with their bit permutation, then the last one */
#define SBOX_STAGE(s)                                                                                    \
    do {                                                                                                 \
        const __m128i nh = _mm_xor_si128(_mm_shuffle_epi8(ah##s, h), _mm_shuffle_epi8(bh##s, l));        \
        l = _mm_xor_si128(_mm_shuffle_epi8(al##s, h), _mm_shuffle_epi8(bl##s, l));                       \
        h = nh;                                                                                          \
    } while (0)

/* one round r on (h, l) with the tweakey nibbles (kh, kl) */
#define ROUND(r)                                                                                         \
    do {                                                                                                 \
        SBOX_STAGE(0);                                                                                   \
        SBOX_STAGE(0);                                                                                   \
        SBOX_STAGE(0);                                                                                   \
        h = _mm_shuffle_epi8(ah3, h);                                                                    \
        l = _mm_shuffle_epi8(bl3, l);                                                                    \
        const __m128i km = LOAD(SKINNY_X86_KEY_MASK[(r) & 15]);                                          \
        const __m128i keyh = _mm_shuffle_epi8(kh, km);                                                   \
        const __m128i keyl = _mm_xor_si128(_mm_shuffle_epi8(kl, km), LOAD(SKINNY_X86_CONST[r]));         \
        h = _mm_xor_si128(as_is(_mm_xor_si128(_mm_shuffle_epi8(h, mix0), as_is(keyh))),                  \
                          as_is(_mm_xor_si128(_mm_shuffle_epi8(h, mix1), _mm_shuffle_epi8(h, mix2))));   \
        l = _mm_xor_si128(as_is(_mm_xor_si128(_mm_shuffle_epi8(l, mix0), as_is(keyl))),                  \
                          as_is(_mm_xor_si128(_mm_shuffle_epi8(l, mix1), _mm_shuffle_epi8(l, mix2))));   \
    } while (0)

/* the nibbles of TK1 ^ TK2 ^ TK3 */
#define TWEAKEY_NIBBLES()                                                                                \
    do {                                                                                                 \
        const __m128i k = _mm_xor_si128(t1, _mm_xor_si128(t2, t3));                                      \
        kh = _mm_and_si128(_mm_srli_epi16(k, 4), low4);                                                  \
        kl = _mm_and_si128(k, low4);                                                                     \
    } while (0)

static TARGET_SSSE3 void encrypt_ssse3(uint8_t block[16], const uint8_t tk[48])
{
    const __m128i low4 = _mm_set1_epi8(0x0F);
    const __m128i ah0 = LOAD(SKINNY_X86_STAGE[0][0]), al0 = LOAD(SKINNY_X86_STAGE[0][1]);
    const __m128i bh0 = LOAD(SKINNY_X86_STAGE[0][2]), bl0 = LOAD(SKINNY_X86_STAGE[0][3]);
    const __m128i ah3 = LOAD(SKINNY_X86_STAGE[3][0]), bl3 = LOAD(SKINNY_X86_STAGE[3][3]);
    const __m128i mix0 = LOAD(SKINNY_X86_MIX[0]), mix1 = LOAD(SKINNY_X86_MIX[1]), mix2 = LOAD(SKINNY_X86_MIX[2]);

    const __m128i t1 = _mm_loadu_si128((const __m128i *)tk);
    __m128i t2 = _mm_loadu_si128((const __m128i *)(tk + 16));
    __m128i t3 = _mm_loadu_si128((const __m128i *)(tk + 32));
    const __m128i x = _mm_loadu_si128((const __m128i *)block);
    __m128i h = _mm_and_si128(_mm_srli_epi16(x, 4), low4), l = _mm_and_si128(x, low4);
    __m128i kh, kl;
    TWEAKEY_NIBBLES();
    for (unsigned r = 0; r < 40; r += 2) {
        ROUND(r);
        t2 = lfsr2(t2); /* the cells of round r + 1 and r + 2 are clocked ceil(r/2) times */
        t3 = lfsr3(t3);
        TWEAKEY_NIBBLES();
        ROUND(r + 1);
    }
    _mm_storeu_si128((__m128i *)block, _mm_or_si128(_mm_slli_epi16(h, 4), l));
}

int skinny128_384p_encrypt_fast(uint8_t block[16], const uint8_t tk[48])
{
    if (lwc_level() < LWC_LEVEL_SSSE3)
        return 0;
    encrypt_ssse3(block, tk);
    return 1;
}
