/* ATmega128 backend: the permutation and the message loop (tinyjambu_crypt_blocks), so the state
 * stays in registers from block to block. */
#ifndef LWC_SRC_TINYJAMBU_BACKEND_H
#define LWC_SRC_TINYJAMBU_BACKEND_H

#define TINYJAMBU_BACKEND_CRYPT_BLOCKS 1
#define TINYJAMBU_BACKEND_SEQUENCE 0

#endif
