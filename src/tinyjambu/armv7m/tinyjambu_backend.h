/* Cortex-M3 backend: the permutation and whole stretches of the mode (tinyjambu_sequence: key
 * setup, nonce, AD words, message blocks, tag), so the state and the key stay in registers from one
 * permutation to the next. */
#ifndef LWC_SRC_TINYJAMBU_BACKEND_H
#define LWC_SRC_TINYJAMBU_BACKEND_H

#define TINYJAMBU_BACKEND_CRYPT_BLOCKS 0
#define TINYJAMBU_BACKEND_SEQUENCE 1

#endif
