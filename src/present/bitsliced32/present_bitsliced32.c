/* PRESENT-80/128, the bitsliced32 technique: the key schedule in portable C (shifts and masks only),
 * writing the round keys in the bitsliced form that the block functions of the 32-bit backends read,
 * compiled once for every backend that lists bitsliced32 after itself (src/manifest.json: armv7m,
 * armv6m, rv32). Contract: ../present_block.h; this file provides present_key_schedule, the backend's
 * own folder (before this one in its list) present_encrypt_block and present_decrypt_block in
 * assembly on these round keys (../armv7m/present_block_armv7m.S explains the representation; the
 * ARMv6-M and RV32 block functions use the same), and optionally present_backend.h.
 *
 * Round key K_i (i = 1..32, the 64 leftmost bits of the key register, CHES 2007) is stored as
 *     rk[2i-2] = plane 0 | plane 1 << 16,   rk[2i-1] = plane 2 | plane 3 << 16
 * where plane k holds bit k of the 16 nibbles of K_i, in order B (bit 4*row + col for nibble
 * 4*row + col) for odd i and order A (bit 4*col + row) for even i, the order the state is in when
 * it meets K_i. For i >= 2 the constant of the assembly S-box (it computes S(x) ^ 8; pLayer moves
 * those complemented top bits to row 3 of every plane) is folded in: 0x8888 per plane in order A,
 * 0xF000 in order B.
 *
 * Constant time: only shifts, masks and the bitsliced S-box formula on the key nibbles; the only
 * branch is on the public key size.
 * Its cycles, code and stack: make bench (bench/results/REPORT.md).
 */
#include "present_block.h" /* the contract */

#include "lwc/common.h"
#include "bytes.h"

/* S on the nibbles of w whose bit 0 is selected by m (0x10000000: k79..k76; 0x11000000: k127..k120),
 * the other bits unchanged: the 13-instruction circuit of the ARMv7-M block functions (with its y3
 * complemented back) on the word and its shifts, so every nibble's bits meet at the nibble's bit 0. */
static uint32_t sbox_nibbles(uint32_t w, uint32_t m)
{
    const uint32_t d = w, c = w >> 1, b = w >> 2;
    const uint32_t t1 = b ^ c;
    const uint32_t t3 = (w >> 3) ^ (b & t1);
    const uint32_t y0 = d ^ t3;
    const uint32_t t2 = b ^ (t1 & t3);
    const uint32_t t1p = t1 ^ y0;
    const uint32_t y1 = t1p ^ (d | t2);
    const uint32_t t2b = t2 ^ d;
    const uint32_t y3 = ~(y1 ^ t2b);
    const uint32_t y2 = t3 ^ (t1p | ~t2b);
    return (w & ~(m * 15u)) | (y0 & m) | ((y1 & m) << 1) | ((y2 & m) << 2) | ((y3 & m) << 3);
}

/* Exchange the bits of w selected by m << s with those selected by m (a swap of two index bits). */
static uint32_t selfswap(uint32_t w, uint32_t m, unsigned s)
{
    const uint32_t t = (w ^ (w >> s)) & m;
    return w ^ t ^ (t << s);
}

/* Round key K_i (64 bits, hi:lo) into rk[0..1] in its plane order, with the folded constant.
 * Bit index of K_i: (j3 j2 j1 j0 k1 k0) for bit k of nibble j = 4*row + col.
 * Order B (odd i): word k1, bit (k0 j3 j2 j1 j0): index-bit swaps (0,2), (2,4), (1,3) inside the
 * words and (3,5) across them (TO_B of ../armv7m/present_block_armv7m.S); fold = 0xF000F000 for i >= 3. */
static inline void store_order_b(uint32_t rk[2], uint32_t hi, uint32_t lo, uint32_t fold)
{
    lo = selfswap(lo, 0x0A0A0A0Au, 3);
    hi = selfswap(hi, 0x0A0A0A0Au, 3);
    lo = selfswap(lo, 0x0000F0F0u, 12);
    hi = selfswap(hi, 0x0000F0F0u, 12);
    lo = selfswap(lo, 0x00CC00CCu, 6);
    hi = selfswap(hi, 0x00CC00CCu, 6);
    const uint32_t t = ((lo >> 8) ^ hi) & 0x00FF00FFu;
    rk[0] = (lo ^ (t << 8)) ^ fold;
    rk[1] = (hi ^ t) ^ fold;
}

/* Order A (even i): word k1, bit (k0 c1 c0 r1 r0): swaps (0,4) inside and (1,5) across (A_SWAP),
 * and the folded constant 0x8888 per plane. */
static inline void store_order_a(uint32_t rk[2], uint32_t hi, uint32_t lo)
{
    const uint32_t t = ((lo >> 2) ^ hi) & 0x33333333u;
    hi ^= t;
    lo ^= t << 2;
    rk[0] = selfswap(lo, 0x0000AAAAu, 15) ^ 0x88888888u;
    rk[1] = selfswap(hi, 0x0000AAAAu, 15) ^ 0x88888888u;
}

/* PRESENT-80 register update number r (1..31) on k = {k79..k48, k47..k16, k15..k0 (low half)}:
 * rotate left by 61 (new k_p = old k_(p+19 mod 80)), S on k79..k76, r into k19..k15.
 *   new k79..k48: old k18..k16 (k[1] bits 2..0), k15..k0 (k[2]), k79..k67 (k[0] bits 31..19);
 *   new k47..k16: old k66..k48 (k[0] bits 18..0), k47..k35 (k[1] bits 31..19);
 *   new k15..k0:  old k34..k19 (k[1] bits 18..3). */
static inline void update80(uint32_t k[3], uint32_t r)
{
    const uint32_t a = ((k[1] & 7u) << 29) | (k[2] << 13) | (k[0] >> 19);
    const uint32_t b = (k[0] << 13) | (k[1] >> 19);
    const uint32_t c = (k[1] >> 3) & 0xFFFFu;
    k[0] = sbox_nibbles(a, 0x10000000u); /* S on k79..k76 */
    k[1] = b ^ (r >> 1);                 /* counter into k19..k16 */
    k[2] = c ^ ((r & 1u) << 15);         /* and k15 */
}

/* PRESENT-128 update number r on k = {k127..k96, ..., k31..k0}: rotate left by 61 (new word i =
 * old word i + 2 mod 4 shifted right by 3, the low 3 bits of old word i + 1 on top), S on
 * k127..k124 and k123..k120, r into k66..k62. */
static inline void update128(uint32_t k[4], uint32_t r)
{
    const uint32_t v0 = k[2], v1 = k[3], v2 = k[0], v3 = k[1];
    k[0] = sbox_nibbles((v0 >> 3) | (v3 << 29), 0x11000000u);
    k[1] = ((v1 >> 3) | (v0 << 29)) ^ (r >> 2);      /* counter into k66..k64 */
    k[2] = ((v2 >> 3) | (v1 << 29)) ^ ((r & 3u) << 30); /* and k63..k62 */
    k[3] = (v3 >> 3) | (v2 << 29);
}

/* K_1 is the top 64 bits of the user key; K_{r+1} follows update r. Two updates per iteration, so
 * the plane order (A for even i, B for odd i) is fixed per statement. */
void present_key_schedule(uint32_t rk[64], const uint8_t *key, unsigned key_bits)
{
    uint32_t k[4];
    k[0] = lwc_load32_be(key);
    k[1] = lwc_load32_be(key + 4);
    store_order_b(rk, k[0], k[1], 0);
    if (key_bits == 80u) { /* public: the key size */
        k[2] = ((uint32_t)key[8] << 8) | key[9];
        for (uint32_t r = 1; r < 31u; r += 2) {
            update80(k, r);
            store_order_a(rk + 2u * r, k[0], k[1]);
            update80(k, r + 1u);
            store_order_b(rk + 2u * r + 2u, k[0], k[1], 0xF000F000u);
        }
        update80(k, 31);
    } else {
        k[2] = lwc_load32_be(key + 8);
        k[3] = lwc_load32_be(key + 12);
        for (uint32_t r = 1; r < 31u; r += 2) {
            update128(k, r);
            store_order_a(rk + 2u * r, k[0], k[1]);
            update128(k, r + 1u);
            store_order_b(rk + 2u * r + 2u, k[0], k[1], 0xF000F000u);
        }
        update128(k, 31);
    }
    store_order_a(rk + 62, k[0], k[1]); /* K_32 */
    lwc_wipe(k, sizeof k);
}
