/* RV32 (RV32IMC) backend, fast profile: the permutation in the plain representation, and every
 * stretch, so the state stays in registers from block to block (ascon_perm_rv32.S). The byte access
 * is the portable one (src/ascon/ref/ascon_bytes_ref.c). */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 1
#define ASCON_BACKEND_HASH_BLOCKS 1

#endif
