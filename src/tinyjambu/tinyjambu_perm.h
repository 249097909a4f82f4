/* TinyJAMBU backend contract: the keyed permutation, implemented once per backend
 * (src/tinyjambu/ref/, avr/ and armv7m/); the mode in tinyjambu.c is written once. */
#ifndef LWC_SRC_TINYJAMBU_PERM_H
#define LWC_SRC_TINYJAMBU_PERM_H

#include <stddef.h>
#include <stdint.h>

/* Apply `steps` x 32 rounds of the keyed permutation (Kwon et al. 2023, Table 2) to `s`.
 * Step j uses key word key[j mod key_words]; key_words is 4, 6 or 8. */
void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);

/* Optional part, for backends whose tinyjambu_backend.h sets TINYJAMBU_BACKEND_CRYPT_BLOCKS to 1:
 * the mode's loop over whole 4-byte message blocks with the state kept in registers. For each
 * block i (nblocks >= 1; out may equal in):
 *     s[1] ^= 0x50; tinyjambu_permute(s, key, key_words, 32 + 2 * (key_words - 4));
 *     x = load32_le(in + 4i); y = s[2] ^ x; store32_le(out + 4i, y); s[3] ^= decrypt ? y : x;
 * decrypt is 0 (encryption) or 1. Without it the mode runs the same loop in C. */
#include "tinyjambu_backend.h"
#if TINYJAMBU_BACKEND_CRYPT_BLOCKS
void tinyjambu_crypt_blocks(uint32_t s[4], const uint32_t *key, unsigned key_words, uint8_t *out,
                            const uint8_t *in, size_t nblocks, unsigned decrypt);
#endif

#endif /* LWC_SRC_TINYJAMBU_PERM_H */
