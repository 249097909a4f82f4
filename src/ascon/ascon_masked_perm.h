/* Masked Ascon backend contract (lwc/masked.h; docs/leakage.md, "The leveled masked Ascon"): one
 * round of Ascon-p on ASCON_MASKED_SHARES Boolean shares and a share-wise XOR, implemented once per
 * backend (src/ascon/<backend>/ascon_masked_perm_<backend>.(S|c); ref/ is the portable C, any number
 * of shares). The mode in ascon_masked.c is written once and moves shares only through these two.
 *
 * The state: s[j][w] is share j of word w, the words bit-interleaved (ASCON_STATE_INTERLEAVED32 of
 * ascon_perm.h: bit 2k of S_i is bit k of word 2i, bit 2k+1 is bit k of word 2i+1); S_i is the XOR of
 * the shares. Public values are XORed into share 0.
 *
 * One round (SP 800-232 section 3.2), per half h = 0, 1 (words 2i+h), on S_i's words x_i:
 *   share 0 of x_2 ^= the round constant's half (its even or its odd bits);
 *   per share: x_0 ^= x_4; x_4 ^= x_3; x_2 ^= x_1;
 *   z_i = (~x_(i+1)) & x_(i+2) for i = 0..4 (indices mod 5), each AND the first-order DOM gadget of
 *         Gross et al. 2016 with ~a's share 0 the complement of a's: for two shares and one fresh
 *         random word r:  z_0 = (a_0' & b_0) ^ ((a_0' & b_1) ^ r),  z_1 = (a_1 & b_1) ^ ((a_1 & b_0) ^ r),
 *         a_0' = ~a_0 (for n shares: z_j = a_j b_j ^ XOR_(k != j) (a_j b_k ^ r_jk), r_jk = r_kj);
 *   per share: x_i ^= z_i; x_1 ^= x_0; x_0 ^= x_4; x_3 ^= x_2; share 0: x_2 = ~x_2;
 * then per share the linear layer x_i ^= ror64(x_i, a_i) ^ ror64(x_i, b_i) on the interleaved halves.
 * Randomness: ASCON_MASKED_ROUND_WORDS words per round from w->rnd (advanced past them); the order
 * in which a backend uses them is its own. */
#ifndef LWC_SRC_ASCON_MASKED_PERM_H
#define LWC_SRC_ASCON_MASKED_PERM_H

#include <stddef.h>
#include <stdint.h>

#include "lwc/masked.h"

#define ASCON_MASKED_SHARES LWC_ASCON_MASKED_SHARES
/* fresh random words per round: per half, 5 ANDs of n(n-1)/2 words each */
#define ASCON_MASKED_ROUND_WORDS (2u * 5u * ASCON_MASKED_SHARES * (ASCON_MASKED_SHARES - 1u) / 2u)

/* The work area the round runs in; the assembly reads the fields at the offsets checked below. */
typedef struct {
    uint32_t s[ASCON_MASKED_SHARES][10]; /* the state's shares */
    uint32_t z[ASCON_MASKED_SHARES][5];  /* the AND gadgets' outputs of one half */
    uint32_t zero;                       /* always 0: loaded between two shares' transfers */
    const uint32_t *rnd;                 /* the next fresh random word */
} ascon_masked_work;

_Static_assert(ASCON_MASKED_SHARES != 2 ||
                   (offsetof(ascon_masked_work, z) == 80 && offsetof(ascon_masked_work, zero) == 120 &&
                    (sizeof(void *) != 4 || offsetof(ascon_masked_work, rnd) == 124)),
               "the masked round's assembly (32-bit cores, two shares) reads ascon_masked_work at these "
               "offsets (W_* there)");

/* Rounds on w->s: one per byte of constants, low byte first, up to the first zero byte (at most 4);
 * a byte is its round constant's even bits | its odd bits << 4 (4 bits each; never 0). */
void ascon_masked_rounds(ascon_masked_work *w, uint32_t constants);

/* dst[i] ^= src[i] for i < n (n >= 1), one share's words (or a public value's, or random words);
 * the registers it used are cleared and the zero word is the last transfer on the data bus before it
 * returns, so that a call on the other share starts from nothing of this one. */
void ascon_masked_xor(uint32_t *dst, const uint32_t *src, unsigned n, const uint32_t *zero);

#endif /* LWC_SRC_ASCON_MASKED_PERM_H */
