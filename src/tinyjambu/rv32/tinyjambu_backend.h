/* RV32 (RV32IMC) backend: the permutation and whole stretches (tinyjambu_sequence, which has the
 * message loop), so the state and the key stay in registers from one permutation to the next. */
#ifndef LWC_SRC_TINYJAMBU_BACKEND_H
#define LWC_SRC_TINYJAMBU_BACKEND_H

#define TINYJAMBU_BACKEND_CRYPT_BLOCKS 0
#define TINYJAMBU_BACKEND_SEQUENCE 1

#endif
