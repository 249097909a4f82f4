/* ATmega128 small profile: the permutation in compact assembly on the plain 64-bit words (the
 * portable byte access fits the little-endian AVR), and the AEAD stretches in one compact loop
 * (smaller than the C loops they replace); the hash functions loop in C. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 1
#define ASCON_BACKEND_HASH_BLOCKS 0

#endif
