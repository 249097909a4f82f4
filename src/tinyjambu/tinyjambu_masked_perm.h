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
 * then the AND x & y with one fresh random word r (first-order DOM gadget, Gross et al. 2016):
 *     a_0 ^= (x_0 & y_0) ^ ((x_0 & y_1) ^ r)      a_1 ^= (x_1 & y_1) ^ ((x_1 & y_0) ^ r)
 * The cross products are XORed with r before they meet anything of the other share (a backend may
 * XOR r into a_i first and the cross product next). x_i, y_i go through the work area's scratch words
 * or stay in registers.
 *
 * The key reaches the permutation as a schedule: ks[i][j] is share i of the key word of step j (key word
 * j mod key_words), written by the mode once per call, so that the step's key word sits at a fixed
 * distance from its random word rbuf[j]. */
#ifndef LWC_SRC_TINYJAMBU_MASKED_PERM_H
#define LWC_SRC_TINYJAMBU_MASKED_PERM_H

#include <stddef.h>
#include <stdint.h>

/* The most steps one permutation runs (TinyJAMBU-256's 1280 rounds). */
#define TINYJAMBU_MASKED_MAX_STEPS 40

/* The work area the permutation runs in; its assembly reads the fields at the offsets checked below. */
typedef struct {
    uint32_t s[2][4];    /* the state's shares */
    uint32_t x[2], y[2]; /* the AND gadget's inputs, per share */
    uint32_t zero;       /* always 0: loaded between two shares' transfers to clear the data bus */
    const uint32_t *rnd; /* the refresh's next fresh random word; advanced past every word used */
    uint32_t rbuf[TINYJAMBU_MASKED_MAX_STEPS];     /* the fresh random words: rbuf[j] for step j */
    uint32_t ks[2][TINYJAMBU_MASKED_MAX_STEPS];    /* the key schedule's shares (above) */
} tinyjambu_masked_work;

_Static_assert(offsetof(tinyjambu_masked_work, x) == 32 && offsetof(tinyjambu_masked_work, y) == 40 &&
                   offsetof(tinyjambu_masked_work, zero) == 48 &&
                   (sizeof(void *) != 4 || (offsetof(tinyjambu_masked_work, rnd) == 52 &&
                                            offsetof(tinyjambu_masked_work, rbuf) == 56 &&
                                            offsetof(tinyjambu_masked_work, ks) == 216)),
               "the masked permutation's assembly (32-bit cores) reads tinyjambu_masked_work at these offsets "
               "(W_* there)");

/* `steps` steps (a multiple of 4, at most TINYJAMBU_MASKED_MAX_STEPS) on w->s; step j uses the key
 * shares w->ks[0][j], w->ks[1][j] and the random word w->rbuf[j]. */
void tinyjambu_masked_permute(tinyjambu_masked_work *w, unsigned steps);

/* Refresh: a[i] ^= r_i and b[i] ^= r_i for i < n (n >= 1), the r_i from w->rnd; the two shares of
 * one value are never on the data bus one after the other. */
void tinyjambu_masked_refresh(uint32_t *a, uint32_t *b, unsigned n, tinyjambu_masked_work *w);

#endif /* LWC_SRC_TINYJAMBU_MASKED_PERM_H */
