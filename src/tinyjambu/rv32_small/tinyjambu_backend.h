/* RV32 (RV32IMC) small profile: the permutation (one loop for every key size) and the whole one-shot
 * AEAD computation in one call (tinyjambu_aead_encrypt/decrypt: the state in registers, the key
 * copied once from the caller's bytes to the stack); the cached-key and prepared-nonce calls run the
 * mode in C. */
#ifndef LWC_SRC_TINYJAMBU_BACKEND_H
#define LWC_SRC_TINYJAMBU_BACKEND_H

#define TINYJAMBU_BACKEND_CRYPT_BLOCKS 0
#define TINYJAMBU_BACKEND_SEQUENCE 0
#define TINYJAMBU_BACKEND_AEAD 1
#define TINYJAMBU_BACKEND_AEAD_INLINE_CHECKS 1
#define TINYJAMBU_BACKEND_AEAD_ENTRIES 1

#endif
