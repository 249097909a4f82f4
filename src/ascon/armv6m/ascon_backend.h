/* ARMv6-M (Cortex-M0/M0+) backend, fast profile: the permutation in the plain representation as
 * twelve unrolled rounds with the state in r0..r4 and r8..r12, and every stretch, so the state stays
 * in registers from block to block (ascon_perm_armv6m.S); the byte access moves words where the
 * alignment allows (ascon_bytes_armv6m.S, also the small profile's). */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 1
#define ASCON_BACKEND_HASH_BLOCKS 1

#endif
