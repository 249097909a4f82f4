/* The fixsliced32 technique: the fixsliced SKINNY-128-384+ on 32-bit words, whose tweakey expansion,
 * TK1 update of the expanded schedule and API (the contract ../skinny128_384p.h with its
 * expanded-schedule part, the types in skinny128_384p_backend.h) are portable C written once,
 * skinny128_384p_fixsliced32.c. A backend whose rounds have this representation lists fixsliced32
 * after itself (src/manifest.json: armv7m, armv6m, rv32); this header is what such a backend's own
 * folder supplies:
 *  - the rounds, in assembly (generated with the tables below):
 *        skinny128_384p_fixsliced32_rounds(block, rk): block = the 40 rounds on block, in place, with
 *            the compact round tweakeys rk[2r], rk[2r + 1] of round r as the C here expands them;
 *        skinny128_384p_fixsliced32_rounds_n(block, rk, n): n x 8 rounds (the layout has period 8,
 *            so 8-round slices chain on the block), rk holding the 16n words of those rounds;
 *  - skinny128_384p_fixsliced32_rounds.h: the per-round conversion tables of its layout (PERM_<p>_<j>,
 *    RC_<p>_<j>, HALFSWAP_<p>_<j>: the round tweakey's byte permutation, constants and half swaps),
 *    and, optionally:
 *        SKINNY128_384P_FIXSLICED32_SET_TK1_IN_ASM  its assembly has skinny128_384p_ks_set_tk1 (the
 *                                                   C here then leaves it out);
 *        SKINNY128_384P_FIXSLICED32_C_FOR_SIZE      the C here is compiled for size (GCC's "Os") in
 *                                                   every profile.
 * The representation: ../armv7m/gen_skinny128_384p_armv7m.py (the generators of the three backends
 * share its model). */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_FIXSLICED32_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_FIXSLICED32_H

#include <stdint.h>

#include "skinny128_384p_fixsliced32_rounds.h" /* the backend's: found in its folder (include path) */

void skinny128_384p_fixsliced32_rounds(uint8_t block[16], const uint32_t rk[80]);
void skinny128_384p_fixsliced32_rounds_n(uint8_t block[16], const uint32_t *rk, unsigned n);

#endif /* LWC_SRC_ROMULUS_SKINNY128_384P_FIXSLICED32_H */
