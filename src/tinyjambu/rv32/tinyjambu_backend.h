/* RV32 (RV32IMC) backend: the permutation and the message loop (tinyjambu_crypt_blocks), so the state
 * and the key stay in registers from block to block. */
#ifndef LWC_SRC_TINYJAMBU_BACKEND_H
#define LWC_SRC_TINYJAMBU_BACKEND_H

#define TINYJAMBU_BACKEND_CRYPT_BLOCKS 1

#endif
