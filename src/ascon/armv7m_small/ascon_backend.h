/* Cortex-M3 small profile: the plain 64-bit state, the permutation as one compact round loop in
 * assembly, every stretch (a block XORs into the state words as it is, so each is a few loads and
 * stores around the rounds), the AEAD one-shot core with the tag step (the state in registers throughout), the byte
 * access as word and byte loops in assembly. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 1
#define ASCON_BACKEND_HASH_BLOCKS 1
#define ASCON_BACKEND_AEAD_TAG 1

#endif
