/* Portable C reference of SKINNY-128-384+ (Romulus spec v1.3, section 2.3): SKINNY-128-384 reduced
 * to 40 rounds; the contract is ../skinny128_384p.h (the LFSR is in romulus_lfsr56_ref.c).
 *
 * Written for readability and a one-to-one mapping to the specification, not for speed. Every cell
 * is a byte; the state and each tweakey array are 16 bytes in row-major order (cell i = row i/4,
 * column i%4), exactly as the specification numbers them.
 *
 * Constant time: the only tables are indexed by public values (the round counter and the cell
 * positions). The S-box is evaluated with its NOR/XOR circuit (Figure 2.2), never by table lookup,
 * and there are no branches on data. */
#include "skinny128_384p.h" /* the contract */

#include "lwc/common.h"

#define SKINNY_ROUNDS 40 /* SKINNY-128-384+: 40 rounds instead of the 56 of SKINNY-128-384 */

/* ---- SubCells (section 2.3, Table 2.1 / Figure 2.2) --------------------------------------------
 * The specification describes S8 as four iterations of
 *     (x7,x6,x5,x4,x3,x2,x1,x0) -> (x7,x6,x5, x4 ^ NOR(x7,x6), x3,x2,x1, x0 ^ NOR(x3,x2))
 * each followed by the bit permutation
 *     (x7,x6,x5,x4,x3,x2,x1,x0) -> (x2,x1,x7,x6,x4,x0,x3,x5),
 * except that after the last iteration only x1 and x2 are swapped. (x0 is the least significant bit.)
 * The table in Table 2.1 is the result; the host tests compare all 256 values against it. */

/* x4 ^= NOR(x7, x6) and x0 ^= NOR(x3, x2), both at once: bit 4 of (x >> 2) is x6 and of (x >> 3) is
 * x7; bit 0 of (x >> 2) is x2 and of (x >> 3) is x3. */
static uint8_t sbox_nor_xor(uint8_t x)
{
    return (uint8_t)(x ^ (~((x >> 2) | (x >> 3)) & 0x11u));
}

/* The bit permutation: new (b7,b6,b5,b4,b3,b2,b1,b0) = old (x2,x1,x7,x6,x4,x0,x3,x5). */
static uint8_t sbox_permute(uint8_t x)
{
    return (uint8_t)(((x << 5) & 0xC0u)    /* b7 <- x2, b6 <- x1 */
                     | ((x >> 2) & 0x32u)  /* b5 <- x7, b4 <- x6, b1 <- x3 */
                     | ((x >> 1) & 0x08u)  /* b3 <- x4 */
                     | ((x << 2) & 0x04u)  /* b2 <- x0 */
                     | ((x >> 5) & 0x01u)); /* b0 <- x5 */
}

/* The final step: swap x1 and x2. */
static uint8_t sbox_swap12(uint8_t x)
{
    return (uint8_t)((x & 0xF9u) | ((x << 1) & 0x04u) | ((x >> 1) & 0x02u));
}

static uint8_t sbox8(uint8_t x)
{
    for (unsigned i = 0; i < 3; i++)
        x = sbox_permute(sbox_nor_xor(x));
    return sbox_swap12(sbox_nor_xor(x));
}

static void sub_cells(uint8_t is[16])
{
    for (unsigned i = 0; i < 16; i++)
        is[i] = sbox8(is[i]);
}

/* ---- AddConstants (section 2.3) ----------------------------------------------------------------
 * A 6-bit affine LFSR (rc5..rc0), initialised to zero and clocked before use in each round:
 *     (rc5,rc4,rc3,rc2,rc1,rc0) -> (rc4,rc3,rc2,rc1,rc0, rc5 ^ rc4 ^ 1).
 * It produces the listed constants 01,03,07,0F,1F,3E,... . The constant is added to column 0:
 * c0 = rc3..rc0 to cell 0, c1 = rc5 rc4 to cell 4, c2 = 0x2 to cell 8. */
static uint8_t rc_next(uint8_t rc)
{
    return (uint8_t)(((rc << 1) & 0x3Eu) | (((rc >> 5) ^ (rc >> 4) ^ 1u) & 0x01u));
}

static void add_constants(uint8_t is[16], uint8_t rc)
{
    is[0] ^= (uint8_t)(rc & 0x0Fu);
    is[4] ^= (uint8_t)(rc >> 4);
    is[8] ^= 0x02u;
}

/* ---- AddRoundTweakey and the tweakey schedule (section 2.3, Figure 2.3, Table 2.2) ------------
 * The first two rows (cells 0..7) of TK1 ^ TK2 ^ TK3 are XORed into the state. Then every tweakey
 * array is permuted with PT (TK_i <- TK_PT[i]), and the cells of the first two rows of TK2 and TK3
 * go through their LFSRs. */
static const uint8_t TWEAKEY_PT[16] = {9, 15, 8, 13, 10, 14, 12, 11, 0, 1, 2, 3, 4, 5, 6, 7};

static void add_round_tweakey(uint8_t is[16], const uint8_t tk1[16], const uint8_t tk2[16],
                              const uint8_t tk3[16])
{
    for (unsigned i = 0; i < 8; i++)
        is[i] ^= (uint8_t)(tk1[i] ^ tk2[i] ^ tk3[i]);
}

/* TK_i <- TK_PT[i]. PT sends rows 0,1 to rows 2,3 unchanged (PT[8..15] = 0..7) and fills rows 0,1
 * from rows 2,3, so only the old rows 0,1 need saving; `save` (8 bytes) is the caller's scratch, wiped
 * once by the caller. */
static void tweakey_permute(uint8_t tk[16], uint8_t save[8])
{
    for (unsigned i = 0; i < 8; i++)
        save[i] = tk[i];
    for (unsigned i = 0; i < 8; i++)
        tk[i] = tk[TWEAKEY_PT[i]]; /* PT[i] >= 8 for i < 8: reads cells not yet overwritten */
    for (unsigned i = 8; i < 16; i++)
        tk[i] = save[TWEAKEY_PT[i]];
}

/* TK2 LFSR: (x7,x6,x5,x4,x3,x2,x1,x0) -> (x6,x5,x4,x3,x2,x1,x0, x7 ^ x5). */
static uint8_t tk2_lfsr(uint8_t x)
{
    return (uint8_t)((x << 1) | (((x >> 7) ^ (x >> 5)) & 0x01u));
}

/* TK3 LFSR: (x7,x6,x5,x4,x3,x2,x1,x0) -> (x0 ^ x6, x7,x6,x5,x4,x3,x2,x1). */
static uint8_t tk3_lfsr(uint8_t x)
{
    return (uint8_t)((x >> 1) | (((x << 7) ^ (x << 1)) & 0x80u));
}

static void tweakey_update(uint8_t tk1[16], uint8_t tk2[16], uint8_t tk3[16], uint8_t save[8])
{
    tweakey_permute(tk1, save);
    tweakey_permute(tk2, save);
    tweakey_permute(tk3, save);
    for (unsigned i = 0; i < 8; i++) {
        tk2[i] = tk2_lfsr(tk2[i]);
        tk3[i] = tk3_lfsr(tk3[i]);
    }
}

/* ---- ShiftRows (section 2.3) ---------------------------------------------------------------------
 * IS_i <- IS_P[i] with P = [0,1,2,3, 7,4,5,6, 10,11,8,9, 13,14,15,12]: rows 1, 2 and 3 rotate right
 * by 1, 2 and 3 cells. */
static void shift_rows(uint8_t is[16])
{
    uint8_t t;
    /* row 1: (4,5,6,7) <- (7,4,5,6) */
    t = is[7];
    is[7] = is[6];
    is[6] = is[5];
    is[5] = is[4];
    is[4] = t;
    /* row 2: (8,9,10,11) <- (10,11,8,9) */
    t = is[8];
    is[8] = is[10];
    is[10] = t;
    t = is[9];
    is[9] = is[11];
    is[11] = t;
    /* row 3: (12,13,14,15) <- (13,14,15,12) */
    t = is[12];
    is[12] = is[13];
    is[13] = is[14];
    is[14] = is[15];
    is[15] = t;
}

/* ---- MixColumns (section 2.3) --------------------------------------------------------------------
 * Each column (r0,r1,r2,r3) is multiplied by M = [[1,0,1,1],[1,0,0,0],[0,1,1,0],[1,0,1,0]]:
 *     r0' = r0 ^ r2 ^ r3,  r1' = r0,  r2' = r1 ^ r2,  r3' = r0 ^ r2. */
static void mix_columns(uint8_t is[16])
{
    for (unsigned j = 0; j < 4; j++) {
        uint8_t r0 = is[j], r1 = is[4 + j], r2 = is[8 + j], r3 = is[12 + j];
        is[j] = (uint8_t)(r0 ^ r2 ^ r3);
        is[4 + j] = r0;
        is[8 + j] = (uint8_t)(r1 ^ r2);
        is[12 + j] = (uint8_t)(r0 ^ r2);
    }
}

/* ---- the cipher ------------------------------------------------------------------------------- */

void skinny128_384p_encrypt(uint8_t block[16], const uint8_t tk[48])
{
#if SKINNY128_384P_BACKEND_FAST
    if (skinny128_384p_encrypt_fast(block, tk)) /* the host's kernel, at its level (lwc/host.h) */
        return;
#endif
    /* Initialization: IS_i = m_i; TK1_i = tk_i, TK2_i = tk_{16+i}, TK3_i = tk_{32+i} (row-wise). */
    uint8_t tk1[16], tk2[16], tk3[16], save[8];
    for (unsigned i = 0; i < 16; i++) {
        tk1[i] = tk[i];
        tk2[i] = tk[16 + i];
        tk3[i] = tk[32 + i];
    }
    uint8_t rc = 0;
    for (unsigned r = 0; r < SKINNY_ROUNDS; r++) {
        /* One round: SubCells, AddConstants, AddRoundTweakey, ShiftRows, MixColumns. */
        sub_cells(block);
        rc = rc_next(rc);
        add_constants(block, rc);
        add_round_tweakey(block, tk1, tk2, tk3);
        tweakey_update(tk1, tk2, tk3, save);
        shift_rows(block);
        mix_columns(block);
    }
    /* The expanded tweakey is key material: do not leave it on the stack. */
    lwc_wipe(tk1, sizeof tk1);
    lwc_wipe(tk2, sizeof tk2);
    lwc_wipe(tk3, sizeof tk3);
    lwc_wipe(save, sizeof save);
}
