/* Cortex-M3 backend: the state bit-interleaved (each 64-bit word as its even and odd bits in two
 * 32-bit words, so every 64-bit rotation of the linear layer is one 32-bit rotation of an operand),
 * the permutation and every stretch in assembly with the state in registers from one permutation to
 * the next, and the byte access, all in assembly. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_INTERLEAVED32
#define ASCON_BACKEND_AEAD_BLOCKS 1
#define ASCON_BACKEND_HASH_BLOCKS 1

#endif
