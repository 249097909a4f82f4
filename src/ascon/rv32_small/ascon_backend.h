/* RV32 (RV32IMC) backend, small profile: the permutation in the plain representation as one round
 * in a loop and the AEAD one-shot core with the tag step as byte loops around it (ascon_perm_rv32_small.S); the byte
 * access and the hash functions' block loops are the portable C. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 0
#define ASCON_BACKEND_HASH_BLOCKS 0
#define ASCON_BACKEND_AEAD_TAG 1

#endif
