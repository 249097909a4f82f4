/* ATmega128 small profile: the permutation in compact assembly on the plain 64-bit words (the
 * portable byte access fits the little-endian AVR); no stretches, the modes loop in C. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 0
#define ASCON_BACKEND_HASH_BLOCKS 0

#endif
