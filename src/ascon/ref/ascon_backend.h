/* Portable C backend: the permutation on the plain 64-bit words; the modes loop in C. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 0
#define ASCON_BACKEND_HASH_BLOCKS 0

#endif
