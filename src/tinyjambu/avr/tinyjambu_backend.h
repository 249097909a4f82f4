/* ATmega128 backend: only the permutation (the call overhead is small beside 71 cycles per step). */
#ifndef LWC_SRC_TINYJAMBU_BACKEND_H
#define LWC_SRC_TINYJAMBU_BACKEND_H

#define TINYJAMBU_BACKEND_CRYPT_BLOCKS 0

#endif
