/* LEA backend contract: key schedule and one-block encrypt/decrypt on the context's round keys,
 * implemented once per backend (src/lea/ref/, avr/ and armv7m/). The round-key layout inside
 * lwc_lea_ctx.rk belongs to the backend. */
#ifndef LWC_SRC_LEA_BLOCK_H
#define LWC_SRC_LEA_BLOCK_H

#include <stdint.h>

/* key_bytes is 16, 24 or 32 (already validated by the caller). Returns the number of rounds. */
unsigned lea_key_schedule(uint32_t rk[32 * 6], const uint8_t *key, unsigned key_bytes);
void lea_encrypt_block(const uint32_t rk[32 * 6], unsigned rounds, uint8_t out[16], const uint8_t in[16]);
void lea_decrypt_block(const uint32_t rk[32 * 6], unsigned rounds, uint8_t out[16], const uint8_t in[16]);

#endif /* LWC_SRC_LEA_BLOCK_H */
