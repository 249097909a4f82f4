/* Cortex-M3 small profile: the plain 64-bit state (the portable byte access: plain loads and stores),
 * the permutation as one compact loop in assembly, no stretches (the modes' C loops). */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 0
#define ASCON_BACKEND_HASH_BLOCKS 0

#endif
