/* SKINNY-128-384+ (Romulus v1.3, section 2.3), fixsliced and constant time: the fixsliced32
 * technique's portable C, compiled once for every 32-bit backend that lists fixsliced32 after itself
 * (src/manifest.json: armv7m, armv6m, rv32). Contract: ../skinny128_384p.h, including its optional
 * expanded-schedule part (the type is in skinny128_384p_backend.h). This file: the tweakey expansion
 * and the API; the backend supplies the 40 rounds in assembly and the per-round byte permutations and
 * constants used here (skinny128_384p_fixsliced32.h says what, and how a backend asks for its TK1
 * update in assembly or this C at -Os). The representation is described by
 * ../armv7m/gen_skinny128_384p_armv7m.py, whose model the backends' generators share.
 *
 * Representation, in short: one block in four 32-bit words, bitsliced; each word holds two bit
 * planes; bit 8*column + 2*row_slot + half. SubCells is 8 x (OR, AND-NOT, XOR) on whole planes, its
 * bit permutation a renaming of the planes (an 8-cycle: the layout repeats every 8 rounds), ShiftRows
 * is folded into the rotations of MixColumns' row XORs, and each round adds two precomputed "compact"
 * words of round tweakey (rows 0, 1 of TK1^TK2^TK3 with c0, c1).
 *
 * Tweakey expansion (expand): with A_r = rows 0, 1 and B_r = rows 2, 3 of a tweakey array at round r,
 * A_{r+1} = L(Q(B_r)) and B_{r+1} = A_r (Q: PT^2 on rows 0, 1, a cell permutation of order 8; L: the
 * array's LFSR, identity for TK1). So rounds 2k and 2k + 1 form two chains, A_{2k} = L^k Q^k A_0 and
 * A_{2k+1} = L^(k+1) Q^(k+1) B_0; L acts per cell and commutes with Q, so each chain clocks only L
 * (SWAR on 32-bit rows) and Q^k, a fixed byte permutation for k mod 8, merges with the round's own
 * column alignment (PERM_<p>_<j>), followed by the bit-level conversion (pairing of planes, the
 * layout's half swaps, one SWAPMOVE): about 70 instructions per round.
 *
 * Per block of Romulus-N (and of Romulus-M's encryption pass) only TK1 (counter, domain byte)
 * changes: skinny128_384p_ks_set_tk1 adds the contribution of (old TK1) ^ (new TK1) to the 20 even
 * rounds (TK1 rows 0, 1 reach only rounds 2k, as Q^k of themselves), a fraction of an expansion.
 *
 * skinny128_384p_encrypt (no schedule kept) expands and runs 8 rounds at a time in a 16-word buffer
 * (see the end of this file), in a small frame.
 *
 * Constant time: no table is indexed by data (the only table, the round constants, is indexed by
 * the round number) and there are no data-dependent branches. The expanded schedules on the stack
 * are wiped (word stores). */
#include "skinny128_384p_fixsliced32.h" /* first: the backend's choices below come before any code */

/* A backend whose compiler would spill this C at the profile's optimization asks for it at -Os
 * (skinny128_384p_fixsliced32.h). */
#if defined(SKINNY128_384P_FIXSLICED32_C_FOR_SIZE) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("Os")
#endif

#include <string.h>

#include "skinny128_384p.h"
#include "skinny128_384p_backend.h"
#include "tables.h"

#define INLINE static inline __attribute__((always_inline))

INLINE uint32_t load32(const uint8_t *p)
{
#if defined(__ARM_FEATURE_UNALIGNED)
    uint32_t x;
    memcpy(&x, p, 4); /* little endian, unaligned access is fine on ARMv7-M */
    return x;
#else /* ARMv6-M, RV32: no unaligned words (a trap or a slow emulation), and a 4-byte memcpy at an
       * unknown alignment would be a library call */
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
#endif
}

/* Zero key material: word stores (memset), kept by the barrier (lwc_wipe stores bytes one at a time,
 * 5 cycles per byte: 1,600 cycles for an expanded schedule). */
INLINE void wipe(void *p, size_t n)
{
    memset(p, 0, n);
    __asm__ volatile("" : : "r"(p) : "memory");
}

/* Exchange the bits of b under m with the bits of a under m << n. */
#define SWAPMOVE(a, b, m, n)                  \
    do {                                      \
        uint32_t sm_ = (((a) >> (n)) ^ (b)) & (m); \
        (b) ^= sm_;                           \
        (a) ^= sm_ << (n);                    \
    } while (0)

/* Swap bits 1 and 3 of every byte (planes 1 and 3): afterwards the planes paired in a state word
 * ({0,3}, {1,2}, {4,5}, {6,7}) are adjacent bit pairs. */
INLINE uint32_t relabel(uint32_t x)
{
    uint32_t t = (x ^ (x >> 2)) & 0x02020202u;
    return x ^ t ^ (t << 2);
}

/* Swap the two bits of the adjacent pairs selected by m (the halves of a plane pair). */
INLINE uint32_t halfswap(uint32_t x, uint32_t m)
{
    uint32_t t = (x ^ (x >> 1)) & m;
    return x ^ t ^ (t << 1);
}

/* The rest of a round tweakey's conversion after its byte permutation (PERM_<p>_<j>, which also
 * aligns the rows' columns with the round's layout): planes paired, the layout's half swaps (hm),
 * then one SWAPMOVE that puts rows 0, 1 of two plane pairs into each compact word -> k[0], k[1]
 * (the generator derives from this where each state word finds its bits). */
INLINE void convert(uint32_t *k, uint32_t x, uint32_t y, uint32_t hm)
{
    x = relabel(x);
    y = relabel(y);
    if (hm != 0) {
        x = halfswap(x, hm);
        y = halfswap(y, hm);
    }
    SWAPMOVE(x, y, 0x33333333u, 2);
    k[0] = x;
    k[1] = y;
}

/* The per-round conversion tables are the backend's (skinny128_384p_fixsliced32_rounds.h, included by
 * skinny128_384p_fixsliced32.h: the RV32 generator, for one, picks per round the row rotations and
 * half swaps that its instruction set places cheapest). */

/* ---- tweakey schedule in byte order --------------------------------------------------------- */

/* c0 | c1 << 4 of AddConstants per round (the 6-bit LFSR of section 2.3); public index. */
static const uint8_t ROUND_CONSTANTS[42] LWC_TABLE(skinny_rc) = { /* 2 spare: the end of chain 1's walk */
    0x01, 0x03, 0x07, 0x0F, 0x1F, 0x3E, 0x3D, 0x3B, 0x37, 0x2F, 0x1E, 0x3C, 0x39, 0x33,
    0x27, 0x0E, 0x1D, 0x3A, 0x35, 0x2B, 0x16, 0x2C, 0x18, 0x30, 0x21, 0x02, 0x05, 0x0B,
    0x17, 0x2E, 0x1C, 0x38, 0x31, 0x23, 0x06, 0x0D, 0x1B, 0x36, 0x2D, 0x1A, 0, 0};

/* The LFSRs of TK2 and TK3 on four cells at once. */
INLINE uint32_t lfsr2(uint32_t x)
{
    return ((x << 1) & 0xFEFEFEFEu) | (((x >> 7) ^ (x >> 5)) & 0x01010101u);
}

INLINE uint32_t lfsr3(uint32_t x)
{
    return ((x >> 1) & 0x7F7F7F7Fu) | (((x << 7) ^ (x << 1)) & 0x80808080u);
}

/* The tweakey schedule as two chains. With A_r the rows 0, 1 and B_r the rows 2, 3 of a tweakey
 * array at round r, the update is A_{r+1} = L(Q(B_r)), B_{r+1} = A_r (Q: the cell permutation
 * PT^2 restricted to rows 0, 1, order 8; L: the array's LFSR, identity for TK1), so
 * A_{2k} = L^k Q^k A_0 and A_{2k+1} = L^(k+1) Q^(k+1) B_0. Q and L commute (L acts on each cell),
 * so each chain only clocks L on its lane (u2, u3; TK1 is constant) and the permutation Q^k, a
 * fixed byte permutation for k mod 8, is merged with the round's own (PERM_<p>_<j>).
 * rk gets the compact words of rounds 2k + p, k = 0..19 (p = parity). */
#define EXPAND_STEP(p, j) EXPAND_STEP_K(p, j, 0)

/* With k3 = 1 the TK3 lanes are left out, and so are the round constants: both are in the key's
 * schedule kk (the same layout as rk, walked by the same steps), which is added to each word. The
 * schedule is linear in TK1, TK2, TK3 and the constants (the byte permutations and the conversion
 * are), so this equals the full expansion. */
#define EXPAND_STEP_K(p, j, k3)                                             \
    do {                                                                    \
        uint32_t x = t1x ^ u2x, y = t1y ^ u2y, nx, ny;                      \
        if (!(k3)) {                                                        \
            x ^= u3x;                                                       \
            y ^= u3y;                                                       \
        }                                                                   \
        PERM_##p##_##j(x, y, nx, ny);                                       \
        if (!(k3))                                                          \
            RC_##p##_##j(nx, ny, *rc);                                      \
        convert(rk, nx, ny, HALFSWAP_##p##_##j);                            \
        if (k3) {                                                           \
            rk[0] ^= kk[0];                                                 \
            rk[1] ^= kk[1];                                                 \
            kk += 4;                                                        \
        }                                                                   \
        rk += 4;                                                            \
        rc += 2;                                                            \
        u2x = lfsr2(u2x);                                                   \
        u2y = lfsr2(u2y);                                                   \
        if (!(k3)) {                                                        \
            u3x = lfsr3(u3x);                                               \
            u3y = lfsr3(u3y);                                               \
        }                                                                   \
    } while (0)

/* Chain p: its lane is rows 0, 1 (p = 0) or rows 2, 3 (p = 1, one LFSR step ahead); rk gets the
 * rounds 2k + p, k = 0..19 (20 steps: 8 + 8 + 4). */
#define EXPAND_CHAIN(p, k3)                                                 \
    do {                                                                    \
        t1x = load32(tk + 8 * (p)) & m1;                                    \
        t1y = load32(tk + 8 * (p) + 4) & m1;                                \
        u2x = load32(tk + 16 + 8 * (p));                                    \
        u2y = load32(tk + 20 + 8 * (p));                                    \
        if (!(k3)) {                                                        \
            u3x = load32(tk + 32 + 8 * (p));                                \
            u3y = load32(tk + 36 + 8 * (p));                                \
        }                                                                   \
        if (p) {                                                            \
            u2x = lfsr2(u2x);                                               \
            u2y = lfsr2(u2y);                                               \
            if (!(k3)) {                                                    \
                u3x = lfsr3(u3x);                                           \
                u3y = lfsr3(u3y);                                           \
            }                                                               \
        }                                                                   \
        rc = ROUND_CONSTANTS + (p);                                         \
        rk = (p) ? rk - 78 : rk; /* chain 1 starts at round 1 */            \
        if (k3)                                                             \
            kk = (p) ? kk - 78 : kk;                                        \
        for (;;) {                                                          \
            EXPAND_STEP_K(p, 0, k3);                                        \
            EXPAND_STEP_K(p, 1, k3);                                        \
            EXPAND_STEP_K(p, 2, k3);                                        \
            EXPAND_STEP_K(p, 3, k3);                                        \
            if (rc == ROUND_CONSTANTS + 40 + (p)) /* after step 19 */      \
                break;                                                      \
            EXPAND_STEP_K(p, 4, k3);                                        \
            EXPAND_STEP_K(p, 5, k3);                                        \
            EXPAND_STEP_K(p, 6, k3);                                        \
            EXPAND_STEP_K(p, 7, k3);                                        \
        }                                                                   \
    } while (0)

/* m1 = 0 leaves TK1 out (expand_tk23: skinny128_384p_ks_set_tk1 adds it per block). Both chains in
 * one frame (the stack peak of the modes runs through here). */
static __attribute__((noinline)) void expand(uint32_t *rk, const uint8_t *tk, uint32_t m1)
{
    uint32_t t1x, t1y, u2x, u2y, u3x, u3y;
    const uint8_t *rc;
    const uint32_t *kk = NULL;
    (void)kk;
    EXPAND_CHAIN(0, 0);
    EXPAND_CHAIN(1, 0);
}

/* The same with TK3 and the round constants from a key's schedule kk (tk[32..47] not read). */
static __attribute__((noinline)) void expand_k(uint32_t *rk, const uint8_t *tk, uint32_t m1, const uint32_t *kk)
{
    uint32_t t1x, t1y, u2x, u2y, u3x = 0, u3y = 0;
    const uint8_t *rc;
    (void)u3x, (void)u3y;
    EXPAND_CHAIN(0, 1);
    EXPAND_CHAIN(1, 1);
}

/* ---- the rounds ------------------------------------------------------------------------------- */

/* Packing, the 40 rounds (rounds_n: n x 8 rounds, rk holding the 16n words of those rounds) and
 * unpacking: the backend's assembly (skinny128_384p_fixsliced32.h). */

/* ---- the contract ------------------------------------------------------------------------------ */

void skinny128_384p_expand(skinny128_384p_ks_t *ks, const uint8_t tk[48])
{
    ks->tk1[0] = load32(tk); /* what skinny128_384p_ks_set_tk1 replaces */
    ks->tk1[1] = load32(tk + 4);
    expand(ks->rk, tk, 0xFFFFFFFFu); /* last: a tail call, no frame of its own */
}

void skinny128_384p_expand_tk23(skinny128_384p_ks_t *ks, const uint8_t tk[48])
{
    ks->tk1[0] = 0; /* TK1 = 0 */
    ks->tk1[1] = 0;
    expand(ks->rk, tk, 0);
}

void skinny128_384p_expand_key(skinny128_384p_key_t *kk, const uint8_t key[16])
{
    uint8_t tk[48]; /* 0 || 0 || K: the TK3 part with the round constants */
    memset(tk, 0, 32);
    memcpy(tk + 32, key, 16);
    expand(kk->rk, tk, 0);
    wipe(tk, sizeof tk);
}

void skinny128_384p_expand_k(skinny128_384p_ks_t *ks, const uint8_t tk[48], const skinny128_384p_key_t *kk)
{
    ks->tk1[0] = load32(tk);
    ks->tk1[1] = load32(tk + 4);
    expand_k(ks->rk, tk, 0xFFFFFFFFu, kk->rk);
}

void skinny128_384p_expand_tk2_k(skinny128_384p_ks_t *ks, const uint8_t tk[48], const skinny128_384p_key_t *kk)
{
    ks->tk1[0] = 0;
    ks->tk1[1] = 0;
    expand_k(ks->rk, tk, 0, kk->rk);
}

void skinny128_384p_encrypt_ks(uint8_t block[16], const skinny128_384p_ks_t *ks)
{
    skinny128_384p_fixsliced32_rounds(block, ks->rk);
}

#ifndef SKINNY128_384P_FIXSLICED32_SET_TK1_IN_ASM /* (the ARMv6-M backend has it in its assembly) */
/* TK1 variants l and l + 4 (they share the layout of round 2l mod 8) of the relabelled TK1 rows
 * (x, y), added to their rounds: variant v = k mod 8 goes to rounds 2v, 2v + 16 and, for v < 4,
 * 2v + 32. One function per layout (not inlined) keeps the register spills small. */
#define TK1_VARIANT(v)                                       \
    do {                                                     \
        uint32_t nx, ny;                                     \
        PERM_0_##v(hx, hy, nx, ny);                          \
        SWAPMOVE(nx, ny, 0x33333333u, 2);                    \
        for (unsigned r = 2 * (v); r < 40; r += 16) {        \
            rk[2 * r] ^= nx;                                 \
            rk[2 * r + 1] ^= ny;                             \
        }                                                    \
    } while (0)
#define TK1_LAYOUT(l, l4)                                                                     \
    static __attribute__((noinline)) void tk1_layout##l(uint32_t *rk, uint32_t x, uint32_t y) \
    {                                                                                         \
        const uint32_t hx = halfswap(x, HALFSWAP_0_##l), hy = halfswap(y, HALFSWAP_0_##l);    \
        TK1_VARIANT(l);                                                                       \
        TK1_VARIANT(l4);                                                                      \
    }
TK1_LAYOUT(0, 4)
TK1_LAYOUT(1, 5)
TK1_LAYOUT(2, 6)
TK1_LAYOUT(3, 7)
#undef TK1_LAYOUT
#undef TK1_VARIANT

void skinny128_384p_ks_set_tk1(skinny128_384p_ks_t *ks, const uint8_t tk1[16])
{
    /* The schedule is linear in TK1: add the contributions of (old TK1) ^ (new TK1). TK1 rows 0, 1
     * reach rounds 2k only, as Q^k of themselves (Q = PT^2 on rows 0, 1, order 8). The plane
     * pairing and the half swaps act inside bytes and commute with the byte permutations, so the
     * pairing is done once and the half swaps once per layout. */
    const uint32_t x = load32(tk1), y = load32(tk1 + 4);
    const uint32_t dx = relabel(x ^ ks->tk1[0]), dy = relabel(y ^ ks->tk1[1]);
    ks->tk1[0] = x;
    ks->tk1[1] = y;
    tk1_layout0(ks->rk, dx, dy);
    tk1_layout1(ks->rk, dx, dy);
    tk1_layout2(ks->rk, dx, dy);
    tk1_layout3(ks->rk, dx, dy);
}

#endif /* SKINNY128_384P_FIXSLICED32_SET_TK1_IN_ASM */

void skinny128_384p_ks_wipe(skinny128_384p_ks_t *ks)
{
    wipe(ks, sizeof *ks);
}

/* ---- the one-off call in a small frame -------------------------------------------------------
 * skinny128_384p_encrypt (no schedule kept) runs the cipher as five 8-round slices: the schedule of
 * rounds 8c .. 8c + 7 (16 words) is expanded, those rounds are run on the block (the layout has
 * period 8, so unpacking after a slice and packing before the next is the identity), and the next
 * slice reuses the words. The two chains' TK2/TK3 lanes carry over in u. The frame holds 16 words
 * instead of a whole schedule, at the price of a pack/unpack and a call per slice and the lanes'
 * loads/stores (docs/romulus.md has the figures). The modes keep expanded schedules on this backend.
 * (Last in the file, so that the code of the schedule contract stays together as before: the tail
 * call of skinny128_384p_ks_set_tk1 to tk1_layout3 stays a 16-bit branch.) */

/* Chain p, steps k = 4c + j0 .. 4c + j0 + 3 (j0 = 0 or 4 = 4 (c mod 2), the Q^k layouts of those
 * steps) into the slice: rounds 2k + p. u: the chain's lanes (u2x, u2y, u3x, u3y) at step 4c, left
 * at step 4c + 4. */
#define PART_CHAIN(p, a, b, c_, d)                                          \
    do {                                                                    \
        t1x = load32(tk + 8 * (p));                                         \
        t1y = load32(tk + 8 * (p) + 4);                                     \
        u2x = u[4 * (p)];                                                   \
        u2y = u[4 * (p) + 1];                                               \
        u3x = u[4 * (p) + 2];                                               \
        u3y = u[4 * (p) + 3];                                               \
        rc = ROUND_CONSTANTS + 8 * c + (p);                                 \
        rk = slice + 2 * (p);                                               \
        EXPAND_STEP(p, a);                                                  \
        EXPAND_STEP(p, b);                                                  \
        EXPAND_STEP(p, c_);                                                 \
        EXPAND_STEP(p, d);                                                  \
        u[4 * (p)] = u2x;                                                   \
        u[4 * (p) + 1] = u2y;                                               \
        u[4 * (p) + 2] = u3x;                                               \
        u[4 * (p) + 3] = u3y;                                               \
    } while (0)

/* The 16 words of rounds 8c .. 8c + 7 (c = 0..4) of the full tweakey TK1^TK2^TK3 into slice.
 * External linkage only so that gcc emits it here, after skinny128_384p_ks_set_tk1 (it places
 * static functions ahead of the others); not part of the contract. */
void skinny128_384p_fixsliced32_expand_slice(uint32_t slice[16], const uint8_t *tk, uint32_t u[8], unsigned c);
__attribute__((noinline)) void skinny128_384p_fixsliced32_expand_slice(uint32_t slice[16], const uint8_t *tk,
                                                                       uint32_t u[8], unsigned c)
{
    uint32_t t1x, t1y, u2x, u2y, u3x, u3y, *rk;
    const uint8_t *rc;
    const uint32_t *kk = NULL;
    (void)kk;
    if (c & 1u) {
        PART_CHAIN(0, 4, 5, 6, 7);
        PART_CHAIN(1, 4, 5, 6, 7);
    } else {
        PART_CHAIN(0, 0, 1, 2, 3);
        PART_CHAIN(1, 0, 1, 2, 3);
    }
}
#undef PART_CHAIN

void skinny128_384p_encrypt(uint8_t block[16], const uint8_t tk[48])
{
    uint32_t slice[16], u[8];
    for (unsigned p = 0; p < 2; p++) { /* chain 0: TK2, TK3 rows 0, 1; chain 1: rows 2, 3 */
        u[4 * p] = load32(tk + 16 + 8 * p);
        u[4 * p + 1] = load32(tk + 20 + 8 * p);
        u[4 * p + 2] = load32(tk + 32 + 8 * p);
        u[4 * p + 3] = load32(tk + 36 + 8 * p);
    }
    u[4] = lfsr2(u[4]); /* chain 1 starts one LFSR step ahead (round 1) */
    u[5] = lfsr2(u[5]);
    u[6] = lfsr3(u[6]);
    u[7] = lfsr3(u[7]);
    for (unsigned c = 0; c < 5; c++) {
        skinny128_384p_fixsliced32_expand_slice(slice, tk, u, c);
        skinny128_384p_fixsliced32_rounds_n(block, slice, 1);
    }
    wipe(slice, sizeof slice);
    wipe(u, sizeof u);
}
