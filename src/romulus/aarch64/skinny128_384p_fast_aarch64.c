/* SKINNY-128-384+ for one block with NEON (the fast path of ../skinny128_384p.h's
 * skinny128_384p_encrypt), computing exactly what ref/skinny128_384p_ref.c computes.
 *
 * The state and the three tweakey arrays are one 128-bit register each, cell i in byte i (row-major,
 * as the specification numbers them). SubCells is the 256-byte S-box held in sixteen registers and
 * looked up by one TBL and three TBX (each covers 64 entries; an index out of its range leaves the
 * byte as it is). AddConstants and AddRoundTweakey XOR one vector (the round constant's cells 0, 4,
 * 8, from a table by the round number, and the first two rows of TK1 ^ TK2 ^ TK3). ShiftRows and
 * MixColumns together are three TBL byte moves of the state and two XOR: with v the rows after
 * ShiftRows, MixColumns gives
 * (v0 ^ v2 ^ v3, v0, v1 ^ v2, v0 ^ v2) = (v0, v0, v1, v0) ^ (v2, 0, v2, v2) ^ (v3, 0, 0, 0), each term
 * a TBL of the state before ShiftRows (an index of 16 or more gives 0). The tweakey permutation PT
 * is a TBL of each array; the LFSRs of TK2 and TK3 are shifts and masks on every cell, kept for
 * the first two rows.
 *
 * Constant time: every lookup on data is a TBL/TBX on registers (the S-box is loaded into them by
 * its address alone); the round constants are read by the round number; no branch on data. */
#include <arm_neon.h>

#include "lwc/host.h"
#include "skinny128_384p.h"

#define SKINNY_ROUNDS 40

/* The S-box S8 of SKINNY-128 (Table 2.1 of the Romulus specification v1.3). */
static const uint8_t SBOX[256] = {
    0x65, 0x4C, 0x6A, 0x42, 0x4B, 0x63, 0x43, 0x6B, 0x55, 0x75, 0x5A, 0x7A, 0x53, 0x73, 0x5B, 0x7B,
    0x35, 0x8C, 0x3A, 0x81, 0x89, 0x33, 0x80, 0x3B, 0x95, 0x25, 0x98, 0x2A, 0x90, 0x23, 0x99, 0x2B,
    0xE5, 0xCC, 0xE8, 0xC1, 0xC9, 0xE0, 0xC0, 0xE9, 0xD5, 0xF5, 0xD8, 0xF8, 0xD0, 0xF0, 0xD9, 0xF9,
    0xA5, 0x1C, 0xA8, 0x12, 0x1B, 0xA0, 0x13, 0xA9, 0x05, 0xB5, 0x0A, 0xB8, 0x03, 0xB0, 0x0B, 0xB9,
    0x32, 0x88, 0x3C, 0x85, 0x8D, 0x34, 0x84, 0x3D, 0x91, 0x22, 0x9C, 0x2C, 0x94, 0x24, 0x9D, 0x2D,
    0x62, 0x4A, 0x6C, 0x45, 0x4D, 0x64, 0x44, 0x6D, 0x52, 0x72, 0x5C, 0x7C, 0x54, 0x74, 0x5D, 0x7D,
    0xA1, 0x1A, 0xAC, 0x15, 0x1D, 0xA4, 0x14, 0xAD, 0x02, 0xB1, 0x0C, 0xBC, 0x04, 0xB4, 0x0D, 0xBD,
    0xE1, 0xC8, 0xEC, 0xC5, 0xCD, 0xE4, 0xC4, 0xED, 0xD1, 0xF1, 0xDC, 0xFC, 0xD4, 0xF4, 0xDD, 0xFD,
    0x36, 0x8E, 0x38, 0x82, 0x8B, 0x30, 0x83, 0x39, 0x96, 0x26, 0x9A, 0x28, 0x93, 0x20, 0x9B, 0x29,
    0x66, 0x4E, 0x68, 0x41, 0x49, 0x60, 0x40, 0x69, 0x56, 0x76, 0x58, 0x78, 0x50, 0x70, 0x59, 0x79,
    0xA6, 0x1E, 0xAA, 0x11, 0x19, 0xA3, 0x10, 0xAB, 0x06, 0xB6, 0x08, 0xBA, 0x00, 0xB3, 0x09, 0xBB,
    0xE6, 0xCE, 0xEA, 0xC2, 0xCB, 0xE3, 0xC3, 0xEB, 0xD6, 0xF6, 0xDA, 0xFA, 0xD3, 0xF3, 0xDB, 0xFB,
    0x31, 0x8A, 0x3E, 0x86, 0x8F, 0x37, 0x87, 0x3F, 0x92, 0x21, 0x9E, 0x2E, 0x97, 0x27, 0x9F, 0x2F,
    0x61, 0x48, 0x6E, 0x46, 0x4F, 0x67, 0x47, 0x6F, 0x51, 0x71, 0x5E, 0x7E, 0x57, 0x77, 0x5F, 0x7F,
    0xA2, 0x18, 0xAE, 0x16, 0x1F, 0xA7, 0x17, 0xAF, 0x01, 0xB2, 0x0E, 0xBE, 0x07, 0xB7, 0x0F, 0xBF,
    0xE2, 0xCA, 0xEE, 0xC6, 0xCF, 0xE7, 0xC7, 0xEF, 0xD2, 0xF2, 0xDE, 0xFE, 0xD7, 0xF7, 0xDF, 0xFF,
};

/* The round constants rc5..rc0 of rounds 1..40 (the specification's list: its 6-bit LFSR
 * (rc5..rc0) -> (rc4..rc0, rc5 ^ rc4 ^ 1) from 0, clocked before use), as the low 64 bits of the
 * vector AddConstants XORs: rc3..rc0 in cell 0, rc5 rc4 in cell 4 (cell 8's 0x2 is in the high half). */
#define RC_CELLS(rc) ((uint64_t)((rc) & 0x0Fu) | (uint64_t)((rc) >> 4) << 32)
static const uint64_t RC[SKINNY_ROUNDS] = {
    RC_CELLS(0x01), RC_CELLS(0x03), RC_CELLS(0x07), RC_CELLS(0x0F), RC_CELLS(0x1F), RC_CELLS(0x3E), RC_CELLS(0x3D),
    RC_CELLS(0x3B), RC_CELLS(0x37), RC_CELLS(0x2F), RC_CELLS(0x1E), RC_CELLS(0x3C), RC_CELLS(0x39), RC_CELLS(0x33),
    RC_CELLS(0x27), RC_CELLS(0x0E), RC_CELLS(0x1D), RC_CELLS(0x3A), RC_CELLS(0x35), RC_CELLS(0x2B), RC_CELLS(0x16),
    RC_CELLS(0x2C), RC_CELLS(0x18), RC_CELLS(0x30), RC_CELLS(0x21), RC_CELLS(0x02), RC_CELLS(0x05), RC_CELLS(0x0B),
    RC_CELLS(0x17), RC_CELLS(0x2E), RC_CELLS(0x1C), RC_CELLS(0x38), RC_CELLS(0x31), RC_CELLS(0x23), RC_CELLS(0x06),
    RC_CELLS(0x0D), RC_CELLS(0x1B), RC_CELLS(0x36), RC_CELLS(0x2D), RC_CELLS(0x1A),
};
#undef RC_CELLS

/* Byte moves (TBL index vectors; 0xFF: a zero byte). ShiftRows takes cell i from P[i] =
 * 0,1,2,3, 7,4,5,6, 10,11,8,9, 13,14,15,12; the rows after it are v_r = cells P[4r..4r+3]. */
static const uint8_t MOVES[4][16] = {
    /* (v0, v0, v1, v0) */
    {0, 1, 2, 3, 0, 1, 2, 3, 7, 4, 5, 6, 0, 1, 2, 3},
    /* (v2, 0, v2, v2) */
    {10, 11, 8, 9, 0xFF, 0xFF, 0xFF, 0xFF, 10, 11, 8, 9, 10, 11, 8, 9},
    /* (v3, 0, 0, 0) */
    {13, 14, 15, 12, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF},
    /* the tweakey permutation: TK_i <- TK_PT[i] */
    {9, 15, 8, 13, 10, 14, 12, 11, 0, 1, 2, 3, 4, 5, 6, 7},
};

/* TK2's LFSR (x7..x0) -> (x6..x0, x7 ^ x5) and TK3's (x7..x0) -> (x0 ^ x6, x7..x1), on every cell */
static inline uint8x16_t lfsr2(uint8x16_t x)
{
    const uint8x16_t feedback = vandq_u8(veorq_u8(vshrq_n_u8(x, 7), vshrq_n_u8(x, 5)), vdupq_n_u8(1));
    return vorrq_u8(vshlq_n_u8(x, 1), feedback);
}

static inline uint8x16_t lfsr3(uint8x16_t x)
{
    const uint8x16_t feedback = vandq_u8(veorq_u8(vshlq_n_u8(x, 7), vshlq_n_u8(x, 1)), vdupq_n_u8(0x80));
    return vorrq_u8(vshrq_n_u8(x, 1), feedback);
}

/* the first two rows (cells 0..7) of a, the last two of b */
static inline uint8x16_t rows01(uint8x16_t a, uint8x16_t b)
{
    return vcombine_u8(vget_low_u8(a), vget_high_u8(b));
}

static void encrypt_neon(uint8_t block[16], const uint8_t tk[48])
{
    const uint8x16x4_t s0 = vld1q_u8_x4(SBOX), s1 = vld1q_u8_x4(SBOX + 64), s2 = vld1q_u8_x4(SBOX + 128),
                       s3 = vld1q_u8_x4(SBOX + 192);
    const uint8x16_t m0 = vld1q_u8(MOVES[0]), m2 = vld1q_u8(MOVES[1]), m3 = vld1q_u8(MOVES[2]),
                     pt = vld1q_u8(MOVES[3]);
    const uint8x16_t off64 = vdupq_n_u8(64);
    uint8x16_t x = vld1q_u8(block), tk1 = vld1q_u8(tk), tk2 = vld1q_u8(tk + 16), tk3 = vld1q_u8(tk + 32);
    const uint64x2_t c2 = vcombine_u64(vcreate_u64(0), vcreate_u64(0x02)); /* 0x2 in cell 8 */
    for (unsigned r = 0; r < SKINNY_ROUNDS; r++) {
        /* SubCells */
        uint8x16_t i = x;
        uint8x16_t y = vqtbl4q_u8(s0, i);
        i = vsubq_u8(i, off64);
        y = vqtbx4q_u8(y, s1, i);
        i = vsubq_u8(i, off64);
        y = vqtbx4q_u8(y, s2, i);
        i = vsubq_u8(i, off64);
        y = vqtbx4q_u8(y, s3, i);
        /* AddConstants (the round number indexes RC: public) */
        const uint8x16_t rcv = vreinterpretq_u8_u64(vld1q_lane_u64(&RC[r], c2, 0));
        /* AddRoundTweakey: the first two rows of TK1 ^ TK2 ^ TK3 */
        const uint8x16_t tkx = veorq_u8(veorq_u8(tk1, tk2), tk3);
        y = veorq_u8(y, veorq_u8(rcv, vcombine_u8(vget_low_u8(tkx), vdup_n_u8(0))));
        /* the tweakey schedule: PT on every array, then the LFSRs on the first two rows of TK2, TK3 */
        tk1 = vqtbl1q_u8(tk1, pt);
        tk2 = vqtbl1q_u8(tk2, pt);
        tk3 = vqtbl1q_u8(tk3, pt);
        tk2 = rows01(lfsr2(tk2), tk2);
        tk3 = rows01(lfsr3(tk3), tk3);
        /* ShiftRows and MixColumns */
        x = veorq_u8(veorq_u8(vqtbl1q_u8(y, m0), vqtbl1q_u8(y, m2)), vqtbl1q_u8(y, m3));
    }
    vst1q_u8(block, x);
}

int skinny128_384p_encrypt_fast(uint8_t block[16], const uint8_t tk[48])
{
    if (lwc_level() < LWC_LEVEL_NEON)
        return 0;
    encrypt_neon(block, tk);
    return 1;
}
