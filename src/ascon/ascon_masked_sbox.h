/* The masked Ascon round's nonlinear layer in C, for every share count (the contract and its
 * equations: ascon_masked_perm.h): the round constant into share 0, then per half the linear parts
 * around the DOM AND gadgets, on w->s. Written once for the C backends (ref/ and avr/), which differ
 * only in how they rotate for the linear layer that follows. */
#ifndef LWC_SRC_ASCON_MASKED_SBOX_H
#define LWC_SRC_ASCON_MASKED_SBOX_H

#include "ascon_masked_perm.h"

static inline void ascon_masked_sbox_layer(ascon_masked_work *w, uint32_t rc_even, uint32_t rc_odd)
{
    w->s[0][4] ^= rc_even;
    w->s[0][5] ^= rc_odd;
    for (unsigned h = 0; h < 2; h++) {
        for (unsigned j = 0; j < ASCON_MASKED_SHARES; j++) {
            uint32_t *x = w->s[j];
            x[0 + h] ^= x[8 + h];
            x[8 + h] ^= x[6 + h];
            x[4 + h] ^= x[2 + h];
        }
        for (unsigned i = 0; i < 5; i++) {
            const unsigned ia = 2 * ((i + 1) % 5) + h, ib = 2 * ((i + 2) % 5) + h;
            uint32_t r[ASCON_MASKED_SHARES][ASCON_MASKED_SHARES];
            for (unsigned j = 0; j < ASCON_MASKED_SHARES; j++)
                for (unsigned k = j + 1; k < ASCON_MASKED_SHARES; k++)
                    r[j][k] = r[k][j] = *w->rnd++;
            for (unsigned j = 0; j < ASCON_MASKED_SHARES; j++) {
                const uint32_t a = j == 0 ? ~w->s[0][ia] : w->s[j][ia];
                uint32_t z = a & w->s[j][ib];
                for (unsigned k = 0; k < ASCON_MASKED_SHARES; k++)
                    if (k != j)
                        z ^= (a & w->s[k][ib]) ^ r[j][k];
                w->z[j][i] = z;
            }
        }
        for (unsigned j = 0; j < ASCON_MASKED_SHARES; j++) {
            uint32_t *x = w->s[j];
            for (unsigned i = 0; i < 5; i++)
                x[2 * i + h] ^= w->z[j][i];
            x[2 + h] ^= x[0 + h];
            x[0 + h] ^= x[8 + h];
            x[6 + h] ^= x[4 + h];
            if (j == 0)
                x[4 + h] = ~x[4 + h];
        }
    }
}

#endif /* LWC_SRC_ASCON_MASKED_SBOX_H */
