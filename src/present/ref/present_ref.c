/* PRESENT-80/128, portable C reference backend (contract: ../present_block.h).
 *
 * Written from A. Bogdanov et al., "PRESENT: An Ultra-Lightweight Block Cipher", CHES 2007
 * (Sections 3 and 3.1, Appendix for PRESENT-128). Function names follow the paper:
 *
 *     generateRoundKeys()
 *     for i = 1 to 31 do
 *         addRoundKey(STATE, K_i)
 *         sBoxLayer(STATE)
 *         pLayer(STATE)
 *     end for
 *     addRoundKey(STATE, K_32)
 *
 * State and round keys are 64-bit integers, bit 63 = most significant bit = b_63 in the paper;
 * blocks and keys are read as big-endian byte strings (present.h).
 *
 * Constant time: the S-box is not a table lookup. sBoxLayer splits the state into four bit planes
 * (bit 0, 1, 2, 3 of every nibble) and evaluates the algebraic normal form of S on all 16 nibbles at
 * once with AND/XOR; pLayer is then a transpose of those planes done with shifts and masks. There is
 * no branch and no memory index that depends on the key or the data.
 *
 * Round-key layout in rk[64] (ref backend): round key K_i (i = 1..32, 64 bits) is stored as two words,
 *     rk[2*(i-1)]     = bits 63..32 of K_i
 *     rk[2*(i-1) + 1] = bits 31..0  of K_i
 * i.e. rk[0], rk[1] is K_1 (the 64 leftmost bits of the user key) and rk[62], rk[63] is K_32.
 */
#include "present_block.h" /* the contract */

#include "lwc/common.h"
#include "bytes.h"

#define PRESENT_ROUNDS 31u /* 31 rounds, 32 round keys */

/* Bit 0 of every nibble: selects one bit plane of the 16 S-box inputs. */
#define NIBBLE_LSB UINT64_C(0x1111111111111111)

/* ---- sBoxLayer -------------------------------------------------------------------------------------
 * The 4-bit S-box of the paper (x -> S[x]):
 *     x    0 1 2 3 4 5 6 7 8 9 A B C D E F
 *     S[x] C 5 6 B 9 0 A D 3 E F 8 4 7 1 2
 * With x = x3 x2 x1 x0 and S[x] = y3 y2 y1 y0 (x0, y0 least significant), the algebraic normal form
 * (XOR of ANDs; "1" is the constant one) of each output bit is
 *     y0 =     x0 ^ x2 ^ x3 ^ x1x2
 *     y1 =     x1 ^ x3 ^ x1x3 ^ x2x3 ^ x0x1x2 ^ x0x1x3 ^ x0x2x3
 *     y2 = 1 ^ x2 ^ x3 ^ x0x1 ^ x0x3 ^ x1x3 ^ x0x1x3 ^ x0x2x3
 *     y3 = 1 ^ x0 ^ x1 ^ x3 ^ x1x2 ^ x0x1x2 ^ x0x1x3 ^ x0x2x3
 * Each xj below holds bit j of all 16 nibbles, at bit 0 of each nibble (a bit plane), so one AND/XOR
 * evaluates the formula for all 16 S-boxes; the constant 1 is the plane mask itself. */
static void present_sbox_planes(uint64_t y[4], uint64_t x0, uint64_t x1, uint64_t x2, uint64_t x3)
{
    const uint64_t one = NIBBLE_LSB;
    const uint64_t x01 = x0 & x1, x03 = x0 & x3, x12 = x1 & x2, x13 = x1 & x3, x23 = x2 & x3;
    const uint64_t x012 = x01 & x2, x013 = x01 & x3, x023 = x0 & x23;

    y[0] = x0 ^ x2 ^ x3 ^ x12;
    y[1] = x1 ^ x3 ^ x13 ^ x23 ^ x012 ^ x013 ^ x023;
    y[2] = one ^ x2 ^ x3 ^ x01 ^ x03 ^ x13 ^ x013 ^ x023;
    y[3] = one ^ x0 ^ x1 ^ x3 ^ x12 ^ x012 ^ x013 ^ x023;
}

/* S on one nibble (the key schedule's top nibbles): the same formula on the planes of a single nibble
 * held in the low bits of one byte (bit plane masks of 1 instead of NIBBLE_LSB). */
static unsigned present_sbox_nibble(unsigned x)
{
    const unsigned x0 = x & 1u, x1 = (x >> 1) & 1u, x2 = (x >> 2) & 1u, x3 = (x >> 3) & 1u;
    const unsigned x01 = x0 & x1, x03 = x0 & x3, x12 = x1 & x2, x13 = x1 & x3, x23 = x2 & x3;
    const unsigned x012 = x01 & x2, x013 = x01 & x3, x023 = x0 & x23;
    const unsigned y0 = x0 ^ x2 ^ x3 ^ x12;
    const unsigned y1 = x1 ^ x3 ^ x13 ^ x23 ^ x012 ^ x013 ^ x023;
    const unsigned y2 = 1u ^ x2 ^ x3 ^ x01 ^ x03 ^ x13 ^ x013 ^ x023;
    const unsigned y3 = 1u ^ x0 ^ x1 ^ x3 ^ x12 ^ x012 ^ x013 ^ x023;
    return y0 | (y1 << 1) | (y2 << 2) | (y3 << 3);
}

/* Inverse sBoxLayer, for decryption. The inverse S-box (x -> S^-1[x]):
 *     x       0 1 2 3 4 5 6 7 8 9 A B C D E F
 *     S^-1[x] 5 E F 8 C 1 2 D B 4 6 3 0 7 9 A
 * Algebraic normal form, same notation as above:
 *     y0 = 1 ^ x0 ^ x2 ^ x1x3
 *     y1 =     x0 ^ x1 ^ x3 ^ x0x2 ^ x1x3 ^ x2x3 ^ x0x1x2 ^ x0x1x3 ^ x0x2x3
 *     y2 = 1 ^ x3 ^ x0x1 ^ x0x2 ^ x0x3 ^ x1x2 ^ x1x3 ^ x0x1x2 ^ x0x1x3 ^ x0x2x3
 *     y3 =     x0 ^ x1 ^ x2 ^ x3 ^ x0x1 ^ x0x1x2 ^ x0x2x3 */
static void present_inv_sbox_planes(uint64_t y[4], uint64_t x0, uint64_t x1, uint64_t x2, uint64_t x3)
{
    const uint64_t one = NIBBLE_LSB;
    const uint64_t x01 = x0 & x1, x02 = x0 & x2, x03 = x0 & x3, x12 = x1 & x2, x13 = x1 & x3, x23 = x2 & x3;
    const uint64_t x012 = x01 & x2, x013 = x01 & x3, x023 = x02 & x3;

    y[0] = one ^ x0 ^ x2 ^ x13;
    y[1] = x0 ^ x1 ^ x3 ^ x02 ^ x13 ^ x23 ^ x012 ^ x013 ^ x023;
    y[2] = one ^ x3 ^ x01 ^ x02 ^ x03 ^ x12 ^ x13 ^ x012 ^ x013 ^ x023;
    y[3] = x0 ^ x1 ^ x2 ^ x3 ^ x01 ^ x012 ^ x023;
}

/* ---- pLayer ----------------------------------------------------------------------------------------
 * Bit i of the state moves to bit position P(i) = 16 * i mod 63 (i = 0..62), P(63) = 63.
 * Writing i = 4j + k (bit k of nibble j): P(4j + k) = 64j + 16k mod 63 = 16k + j, since 64 = 1 mod 63
 * (and 63 = 4*15 + 3 -> 16*3 + 15 = 63 too). So pLayer gathers bit k of every nibble, in nibble
 * order, into the 16-bit word k of the output: a 4 x 16 bit transpose. The bit planes the S-box
 * computes (bit k of every nibble, at bit 0 of each nibble) are exactly its inputs, so
 *     pLayer(sBoxLayer(s)) = pack(y0) | pack(y1) << 16 | pack(y2) << 32 | pack(y3) << 48
 * where pack() squeezes the bits at positions 4j together into bits j (and spread() undoes it). */
static uint64_t present_pack(uint64_t v)
{
    v = (v | (v >> 3)) & UINT64_C(0x0303030303030303);
    v = (v | (v >> 6)) & UINT64_C(0x000F000F000F000F);
    v = (v | (v >> 12)) & UINT64_C(0x000000FF000000FF);
    return (v | (v >> 24)) & UINT64_C(0xFFFF);
}

static uint64_t present_spread(uint64_t v)
{
    v = (v | (v << 24)) & UINT64_C(0x000000FF000000FF);
    v = (v | (v << 12)) & UINT64_C(0x000F000F000F000F);
    v = (v | (v << 6)) & UINT64_C(0x0303030303030303);
    return (v | (v << 3)) & NIBBLE_LSB;
}

/* ---- key schedule ----------------------------------------------------------------------------------
 * The key register K = k_79 ... k_0 (PRESENT-80) or k_127 ... k_0 (PRESENT-128) is held in two
 * 64-bit words: hi = k_79..k_16 (80) or k_127..k_64 (128); lo = k_15..k_0 (80, in bits 15..0) or
 * k_63..k_0 (128). Round key K_i is the 64 leftmost bits of the register, i.e. hi, in both cases. */

static void present_store_round_key(uint32_t rk[64], unsigned i, uint64_t k)
{
    rk[2u * i] = (uint32_t)(k >> 32);
    rk[2u * i + 1u] = (uint32_t)k;
}

/* PRESENT-80 register update for round_counter r (1..31):
 *   1. [k79 k78 ... k1 k0] = [k18 k17 ... k20 k19]   (rotate the 80-bit register left by 61)
 *   2. [k79 k78 k77 k76]   = S[k79 k78 k77 k76]
 *   3. [k19 k18 k17 k16 k15] ^= round_counter */
static void present80_update(uint64_t reg[2], unsigned r)
{
    uint64_t hi = reg[0], lo = reg[1];

    /* Step 1. Left by 61 = right by 19: new bit j = old bit (j + 19) mod 80. The new low 16 bits are
     * old k34..k19 (hi bits 18..3); the new hi is old k79..k35 (hi >> 19) on top of which come old
     * k18..k0 = hi bits 2..0 followed by lo, placed at the top 19 bits. */
    const uint64_t new_lo = (hi >> 3) & 0xFFFFu;
    const uint64_t new_hi = (hi >> 19) | (lo << 45) | (hi << 61);
    hi = new_hi;
    lo = new_lo;

    /* Step 2. S-box on the top nibble k79..k76. */
    hi = (hi & UINT64_C(0x0FFFFFFFFFFFFFFF)) | ((uint64_t)present_sbox_nibble((unsigned)(hi >> 60)) << 60);

    /* Step 3. round_counter (5 bits) into k19..k15: its top 4 bits go to k19..k16 = hi bits 3..0, its
     * lowest bit to k15 = lo bit 15. */
    hi ^= (uint64_t)(r >> 1);
    lo ^= (uint64_t)(r & 1u) << 15;

    reg[0] = hi;
    reg[1] = lo;
}

/* PRESENT-128 register update for round_counter r (1..31) (CHES 2007, Appendix):
 *   1. [k127 k126 ... k1 k0] = [k66 k65 ... k68 k67]   (rotate the 128-bit register left by 61)
 *   2. [k127 k126 k125 k124] = S[k127 k126 k125 k124]
 *      [k123 k122 k121 k120] = S[k123 k122 k121 k120]
 *   3. [k66 k65 k64 k63 k62] ^= round_counter */
static void present128_update(uint64_t reg[2], unsigned r)
{
    uint64_t hi = reg[0], lo = reg[1];

    /* Step 1. Left by 61 on hi:lo. */
    const uint64_t new_hi = (hi << 61) | (lo >> 3);
    const uint64_t new_lo = (lo << 61) | (hi >> 3);
    hi = new_hi;
    lo = new_lo;

    /* Step 2. S-box on the two top nibbles k127..k120. */
    hi = (hi & UINT64_C(0x00FFFFFFFFFFFFFF)) | ((uint64_t)present_sbox_nibble((unsigned)(hi >> 60)) << 60) |
         ((uint64_t)present_sbox_nibble((unsigned)(hi >> 56) & 0xFu) << 56);

    /* Step 3. round_counter into k66..k62: top 3 bits to k66..k64 = hi bits 2..0, low 2 bits to
     * k63..k62 = lo bits 63..62. */
    hi ^= (uint64_t)(r >> 2);
    lo ^= (uint64_t)(r & 3u) << 62;

    reg[0] = hi;
    reg[1] = lo;
}

void present_key_schedule(uint32_t rk[64], const uint8_t *key, unsigned key_bits)
{
    uint64_t reg[2]; /* {hi, lo}, see above */

    if (key_bits == 80u) {
        reg[0] = lwc_load64_be(key);                                   /* k79..k16 */
        reg[1] = ((uint64_t)key[8] << 8) | (uint64_t)key[9];            /* k15..k0  */
    } else {
        reg[0] = lwc_load64_be(key);                                   /* k127..k64 */
        reg[1] = lwc_load64_be(key + 8);                               /* k63..k0   */
    }

    /* K_1 is the user key's leftmost 64 bits; K_{r+1} follows update number r (r = 1..31). */
    present_store_round_key(rk, 0, reg[0]);
    for (unsigned r = 1; r <= PRESENT_ROUNDS; r++) {
        if (key_bits == 80u) /* public: the key size */
            present80_update(reg, r);
        else
            present128_update(reg, r);
        present_store_round_key(rk, r, reg[0]);
    }

    lwc_wipe(reg, sizeof reg);
}

/* ---- encryption / decryption ----------------------------------------------------------------------- */

static uint64_t present_round_key(const uint32_t rk[64], unsigned i)
{
    return ((uint64_t)rk[2u * i] << 32) | (uint64_t)rk[2u * i + 1u];
}

/* One round after addRoundKey: sBoxLayer on the bit planes, then pLayer as the transpose above. */
static uint64_t present_round(uint64_t s)
{
    uint64_t y[4];
    present_sbox_planes(y, s & NIBBLE_LSB, (s >> 1) & NIBBLE_LSB, (s >> 2) & NIBBLE_LSB, (s >> 3) & NIBBLE_LSB);
    return present_pack(y[0]) | (present_pack(y[1]) << 16) | (present_pack(y[2]) << 32) |
           (present_pack(y[3]) << 48);
}

/* Its inverse: the inverse pLayer spreads word k back to bit k of every nibble (the planes), the
 * inverse sBoxLayer works on them. */
static uint64_t present_inv_round(uint64_t s)
{
    uint64_t y[4];
    present_inv_sbox_planes(y, present_spread(s & 0xFFFFu), present_spread((s >> 16) & 0xFFFFu),
                            present_spread((s >> 32) & 0xFFFFu), present_spread(s >> 48));
    return y[0] | (y[1] << 1) | (y[2] << 2) | (y[3] << 3);
}

void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8])
{
    uint64_t state = lwc_load64_be(in);

    for (unsigned i = 0; i < PRESENT_ROUNDS; i++) {
        state ^= present_round_key(rk, i); /* addRoundKey(STATE, K_{i+1}) */
        state = present_round(state);      /* sBoxLayer(STATE), pLayer(STATE) */
    }
    state ^= present_round_key(rk, PRESENT_ROUNDS); /* addRoundKey(STATE, K_32) */

    lwc_store64_be(out, state);
}

/* The encryption steps undone in reverse order: K_32, then for i = 31 down to 1:
 * inverse pLayer, inverse sBoxLayer, addRoundKey(K_i). */
void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8])
{
    uint64_t state = lwc_load64_be(in);

    state ^= present_round_key(rk, PRESENT_ROUNDS); /* K_32 */
    for (unsigned i = PRESENT_ROUNDS; i-- > 0;) {
        state = present_inv_round(state);  /* inverse pLayer, inverse sBoxLayer */
        state ^= present_round_key(rk, i); /* K_{i+1} */
    }

    lwc_store64_be(out, state);
}
