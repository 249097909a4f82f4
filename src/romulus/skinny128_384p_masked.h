/* Masked SKINNY-128-384+ backend contract (lwc/masked.h, Romulus-T section; docs/leakage.md, "The
 * leveled masked Romulus-T"): the rounds of SKINNY-128-384+ on two Boolean shares, the key (TK3) and
 * its tweakey schedule in shares, TK1 and TK2 public. Implemented once per backend
 * (src/romulus/<backend>/skinny128_384p_masked_<backend>.(S|c); ref/ is the portable C); the mode in
 * romulus_t_masked.c is written once.
 *
 * Representation: the state and each tweakey array as four row words, cell 4i + j in byte j of word i
 * (little endian), for each share. A value v is v[0] ^ v[1]. Public inputs go into share 0 only:
 * the round constants and TK1, TK2 are added to share 0.
 *
 * One round, per share i = 0, 1 except where said:
 *  - SubCells on four cells per word, the specification's four iterations of
 *        x ^= NOR(x >> 2, x >> 3) & 0x11111111 (bits x4 ^= NOR(x7, x6), x0 ^= NOR(x3, x2) of each cell)
 *    each followed by the bit permutation (the last by the swap of bits 1 and 2). NOR(a, b) = ~a & ~b
 *    is the domain-oriented AND (Gross et al. 2016) of the complemented inputs (share 0 complemented),
 *    with q = the row's random word shifted right by the iteration number (its bits at 0x11111111,
 *    distinct per iteration):
 *        z_0 = ~(a_0 | b_0) ^ ((b_1 & ~a_0) ^ q)     z_1 = (a_1 & b_1) ^ ((a_1 & ~b_0) ^ q)
 *        x_i ^= z_i & 0x11111111
 *    the cross products XORed with q before they meet anything of the other share;
 *  - AddConstants (share 0), AddRoundTweakey: share 0 rows 0, 1 ^= TK1 ^ TK2 ^ TK3_0, share 1 rows 0,
 *    1 ^= TK3_1; the tweakey update (PT on every array, the LFSRs on rows 0, 1 of TK2 and of both TK3
 *    shares);
 *  - ShiftRows (row i rotated by i cells) and MixColumns on each share.
 * Randomness: four fresh words per round (one per row), read from w->rnd, which is advanced. */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_MASKED_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_MASKED_H

#include <stddef.h>
#include <stdint.h>

#define SKINNY128_384P_MASKED_RANDOM_WORDS_PER_ROUND 4u

/* The work area the masked rounds run in; assembly reads the fields at the offsets checked below. */
typedef struct {
    uint32_t s[2][4];    /* the state's shares */
    uint32_t tk3[2][4];  /* TK3 (the key) at the current round, in shares */
    uint32_t tk1[4];     /* TK1 at the current round (public) */
    uint32_t tk2[4];     /* TK2 at the current round (public) */
    uint32_t rc;         /* the round-constant LFSR's state (public; 0 before round 1) */
    uint32_t zero;       /* always 0: loaded between two shares' transfers to clear the data bus */
    const uint32_t *rnd; /* the next fresh random word; advanced past every word used */
} skinny128_384p_masked_work;

_Static_assert(offsetof(skinny128_384p_masked_work, tk3) == 32 && offsetof(skinny128_384p_masked_work, tk1) == 64 &&
                   offsetof(skinny128_384p_masked_work, tk2) == 80 && offsetof(skinny128_384p_masked_work, rc) == 96 &&
                   offsetof(skinny128_384p_masked_work, zero) == 100 &&
                   (sizeof(void *) != 4 || offsetof(skinny128_384p_masked_work, rnd) == 104),
               "the masked SKINNY's assembly (32-bit cores) reads skinny128_384p_masked_work at these offsets");

/* `rounds` rounds on w (the next ones of the 40: the state, the tweakey arrays and the constant
 * carry over, so 4 calls of 10 rounds are the cipher), 4 random words per round from w->rnd. */
void skinny128_384p_masked_rounds(skinny128_384p_masked_work *w, unsigned rounds);

#endif /* LWC_SRC_ROMULUS_SKINNY128_384P_MASKED_H */
