/* Cortex-M3 small profile: only the permutation (one loop for every key size); the mode loops in C. */
#ifndef LWC_SRC_TINYJAMBU_BACKEND_H
#define LWC_SRC_TINYJAMBU_BACKEND_H

#define TINYJAMBU_BACKEND_CRYPT_BLOCKS 0
#define TINYJAMBU_BACKEND_SEQUENCE 0

#endif
