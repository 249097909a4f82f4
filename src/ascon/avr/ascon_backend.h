/* ATmega128 backend: the permutation in assembly on the plain 64-bit words (the AVR is
 * little-endian, so the portable byte access fits), and every stretch of the contract, so the state
 * words S3 and S4 stay in registers from block to block. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 1
#define ASCON_BACKEND_HASH_BLOCKS 1

#endif
