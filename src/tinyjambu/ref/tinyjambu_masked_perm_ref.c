/* Masked TinyJAMBU permutation and refresh, portable C: the contract of tinyjambu_masked_perm.h as
 * written there. Constant time; the compiler decides registers and the order of memory accesses, so
 * this code makes no claim about leakage (the ARMv6-M and ARMv7-M assembly does, docs/leakage.md). */
#include "tinyjambu_masked_perm.h"

void tinyjambu_masked_permute(tinyjambu_masked_work *w, unsigned steps)
{
    for (unsigned j = 0; j < steps; j++) {
        const unsigned a = j & 3, b = (j + 1) & 3, c = (j + 2) & 3, d = (j + 3) & 3;
        for (unsigned i = 0; i < 2; i++) {
            uint32_t *s = w->s[i];
            const uint32_t t1 = (s[b] >> 15) | (s[c] << 17), t4 = (s[c] >> 27) | (s[d] << 5);
            w->x[i] = (s[c] >> 6) | (s[d] << 26);
            w->y[i] = (s[c] >> 21) | (s[d] << 11);
            s[a] ^= t1 ^ t4 ^ w->ks[i][j];
        }
        tinyjambu_masked_products(w, a);
    }
}

void tinyjambu_masked_refresh(uint32_t *a, uint32_t *b, unsigned n, tinyjambu_masked_work *w)
{
    for (unsigned i = 0; i < n; i++) {
        const uint32_t r = *w->rnd++;
        a[i] ^= r;
        b[i] ^= r;
    }
}
