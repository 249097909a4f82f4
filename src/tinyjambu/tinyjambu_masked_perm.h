/* Masked TinyJAMBU backend contract (lwc/masked.h; docs/leakage.md, "The protected TinyJAMBU"): the
 * keyed permutation and a refresh on two shares, implemented once per backend
 * (src/tinyjambu/<backend>/tinyjambu_masked_perm_<backend>.(S|c); ref/ is the portable C). The mode
 * in tinyjambu_masked.c is written once.
 *
 * Shares: a state word s is s[0][i] ^ s[1][i]; a key word k is ~(key[0][j] ^ key[1][j]) (share 0
 * holds the complement, which folds the NAND's complement into the key XOR).
 *
 * One step (32 rounds) on word a with b, c, d the three newer words, per share i = 0, 1:
 *     t1_i = (b_i >> 15) | (c_i << 17)        t4_i = (c_i >> 27) | (d_i << 5)
 *     x_i  = (c_i >> 6)  | (d_i << 26)        y_i  = (c_i >> 21) | (d_i << 11)
 *     a_i ^= t1_i ^ t4_i ^ key[i][j mod key_words]
 * then the AND x & y, all four products into share 0, one at a time:
 *     a_0 ^= x_1 & y_0;  a_0 ^= x_1 & y_1;  a_0 ^= x_0 & y_1;  a_0 ^= x_0 & y_0
 * (a backend may take the products in another order, never two of them combined before they reach
 * a_0). No fresh randomness: share 1 of the state only ever takes the linear part, a bijection of
 * share 1 for a fixed key share, so from a uniformly random share 1 (the refresh at every call) it
 * stays uniformly random and independent of the secrets at every step: each step works on a fresh
 * sharing, and every product lands on a_0, masked by a_1, a word none of the products reads
 * (docs/leakage.md, "The protected TinyJAMBU"). x_i, y_i go through the work area's scratch words
 * or stay in registers.
 *
 * The key reaches the permutation as a schedule: ks[i][j] is share i of the key word of step j (key word
 * j mod key_words), written by the mode once per call for steps 0 to the longest permutation's step
 * count (one entry past its last step: a backend may load step j + 1's share 0 during step j). */
#ifndef LWC_SRC_TINYJAMBU_MASKED_PERM_H
#define LWC_SRC_TINYJAMBU_MASKED_PERM_H

#include <stddef.h>
#include <stdint.h>

/* The most steps one permutation runs (TinyJAMBU-256's 1280 rounds). */
#define TINYJAMBU_MASKED_MAX_STEPS 40
/* The most random words a call's re-masking takes: a 256-bit key's 8 words and the state's 4. */
#define TINYJAMBU_MASKED_REFRESH_WORDS 12

/* The work area the permutation runs in; its assembly reads the fields at the offsets checked below. */
typedef struct {
    uint32_t s[2][4];    /* the state's shares */
    uint32_t x[2], y[2]; /* the AND gadget's inputs, per share */
    uint32_t zero;       /* always 0: loaded between two shares' transfers to clear the data bus */
    const uint32_t *rnd; /* the refresh's next fresh random word; advanced past every word used */
    uint32_t rbuf[TINYJAMBU_MASKED_REFRESH_WORDS]; /* the refresh's fresh random words */
    uint32_t ks[2][TINYJAMBU_MASKED_MAX_STEPS + 1]; /* the key schedule's shares (above) */
} tinyjambu_masked_work;

_Static_assert(offsetof(tinyjambu_masked_work, x) == 32 && offsetof(tinyjambu_masked_work, y) == 40 &&
                   offsetof(tinyjambu_masked_work, zero) == 48 &&
                   (sizeof(void *) != 4 || (offsetof(tinyjambu_masked_work, rnd) == 52 &&
                                            offsetof(tinyjambu_masked_work, rbuf) == 56 &&
                                            offsetof(tinyjambu_masked_work, ks) == 104)),
               "the masked permutation's assembly (32-bit cores) reads tinyjambu_masked_work at these offsets "
               "(W_* there)");

/* The C backends' AND: the four products into share 0 of state word a, one at a time, from the
 * scratch words x, y (the contract's order). */
static inline void tinyjambu_masked_products(tinyjambu_masked_work *w, unsigned a)
{
    uint32_t *a0 = &w->s[0][a];
    *a0 ^= w->x[1] & w->y[0];
    *a0 ^= w->x[1] & w->y[1];
    *a0 ^= w->x[0] & w->y[1];
    *a0 ^= w->x[0] & w->y[0];
}

/* `steps` steps (a multiple of 4, at most TINYJAMBU_MASKED_MAX_STEPS) on w->s; step j uses the key
 * shares w->ks[0][j], w->ks[1][j] (and may read w->ks[0][j + 1]). */
void tinyjambu_masked_permute(tinyjambu_masked_work *w, unsigned steps);

/* Refresh: a[i] ^= r_i and b[i] ^= r_i for i < n (n >= 1), the r_i from w->rnd; the two shares of
 * one value are never on the data bus one after the other. */
void tinyjambu_masked_refresh(uint32_t *a, uint32_t *b, unsigned n, tinyjambu_masked_work *w);

#endif /* LWC_SRC_TINYJAMBU_MASKED_PERM_H */
