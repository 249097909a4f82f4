/* Cortex-M3 small profile: the plain 64-bit state, the permutation as one compact round loop in
 * assembly, the AEAD stretches (a block XORs into the state words as it is), the byte access as byte
 * loops; the hash functions loop in C. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 1
#define ASCON_BACKEND_HASH_BLOCKS 0

#endif
