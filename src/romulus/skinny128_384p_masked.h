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
 *  - AddConstants and AddRoundTweakey: share 0 rows 0, 1 ^= the round's public words (TK1 ^ TK2 and
 *    c0, c1: the mode computes them, public) ^ TK3_0, row 2 ^= c2; share 1 rows 0, 1 ^= TK3_1; the
 *    TK3 update (PT, the LFSR on rows 0, 1) on each share;
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
    const uint32_t *rk;  /* the public part of the round tweakeys: per round, rows 0 and 1 of TK1 ^ TK2
                            with c0, c1 (2 words; c2 is added by the rounds); advanced past each round's */
    const uint32_t *rnd; /* the next fresh random word; advanced past every word used */
    uint32_t zero;       /* always 0: loaded between two shares' transfers to clear the data bus */
} skinny128_384p_masked_work;

_Static_assert(offsetof(skinny128_384p_masked_work, tk3) == 32 &&
                   (sizeof(void *) != 4 || (offsetof(skinny128_384p_masked_work, rk) == 64 &&
                                            offsetof(skinny128_384p_masked_work, rnd) == 68 &&
                                            offsetof(skinny128_384p_masked_work, zero) == 72)),
               "the masked SKINNY's assembly (32-bit cores) reads skinny128_384p_masked_work at these offsets "
               "(W_* there)");

/* `rounds` rounds (at least 1) on w->s: the next ones of the 40 (the state and TK3 carry over, so 4
 * calls of 10 rounds are the cipher), 2 public words per round from w->rk and 4 random words per round
 * from w->rnd. */
void skinny128_384p_masked_rounds(skinny128_384p_masked_work *w, unsigned rounds);

/* The key's re-masking and load: k0[i] ^= r_i, k1[i] ^= r_i (i < 4, the r_i from w->rnd, advanced),
 * then w->tk3[0] = k0, w->tk3[1] = k1; the two shares of one word are never on the data bus one after
 * the other. */
void skinny128_384p_masked_load_key(uint32_t k0[4], uint32_t k1[4], skinny128_384p_masked_work *w);

/* The tweakey schedule's pieces on row words (public arrays and each share alike; all linear). */
/* TK <- TK[PT]: rows 2, 3 get rows 0, 1; rows 0, 1 get cells (9, 15, 8, 13), (10, 14, 12, 11). */
static inline void skinny128_384p_masked_tk_permute(uint32_t *t)
{
    const uint32_t r2 = t[2], r3 = t[3];
    t[2] = t[0];
    t[3] = t[1];
    t[0] = ((r2 >> 8) & 0x000000FFu) | ((r3 >> 16) & 0x0000FF00u) | ((r2 << 16) & 0x00FF0000u) |
           ((r3 << 16) & 0xFF000000u);
    t[1] = ((r2 >> 16) & 0x000000FFu) | ((r3 >> 8) & 0x0000FF00u) | ((r3 << 16) & 0x00FF0000u) |
           (r2 & 0xFF000000u);
}

/* The LFSRs of TK2 and TK3 on four cells at once. */
static inline uint32_t skinny128_384p_masked_lfsr2(uint32_t x)
{
    return ((x << 1) & 0xFEFEFEFEu) | (((x >> 7) ^ (x >> 5)) & 0x01010101u);
}

static inline uint32_t skinny128_384p_masked_lfsr3(uint32_t x)
{
    return ((x >> 1) & 0x7F7F7F7Fu) | (((x << 7) ^ (x << 1)) & 0x80808080u);
}

/* ShiftRows and MixColumns on one share's row words (linear: each share alike). */
static inline void skinny128_384p_masked_mix_share(uint32_t *s)
{
    const uint32_t r0 = s[0], r1 = (s[1] << 8) | (s[1] >> 24), r2 = (s[2] << 16) | (s[2] >> 16),
                   r3 = (s[3] << 24) | (s[3] >> 8);
    s[0] = r0 ^ r2 ^ r3;
    s[1] = r0;
    s[2] = r1 ^ r2;
    s[3] = r0 ^ r2;
}

/* skinny128_384p_masked_load_key as the C backends write it */
static inline void skinny128_384p_masked_load_key_words(uint32_t k0[4], uint32_t k1[4], skinny128_384p_masked_work *w)
{
    for (unsigned i = 0; i < 4; i++) {
        const uint32_t r = *w->rnd++;
        k0[i] ^= r;
        k1[i] ^= r;
        w->tk3[0][i] = k0[i];
        w->tk3[1][i] = k1[i];
    }
}

#endif /* LWC_SRC_ROMULUS_SKINNY128_384P_MASKED_H */
