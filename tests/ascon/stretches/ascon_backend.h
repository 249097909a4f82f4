/* Test backend (tests/ascon/tests.cmake, ascon-kat-stretches): the portable permutation and byte
 * access, and every optional stretch of ascon_perm.h announced, so that the modes' calls of the
 * stretches run the KAT files before any assembly backend has them. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 1
#define ASCON_BACKEND_HASH_BLOCKS 1

#endif
