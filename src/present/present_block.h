/* PRESENT backend contract: key schedule and one-block encrypt/decrypt on the context's round keys,
 * implemented once per backend folder (src/present/<backend>/, found by cmake/backends.cmake;
 * src/present/ref/ is the portable C). The round-key layout
 * inside lwc_present_ctx.rk belongs to the backend. */
#ifndef LWC_SRC_PRESENT_BLOCK_H
#define LWC_SRC_PRESENT_BLOCK_H

#include <stdint.h>

/* key_bits is 80 or 128 (already validated by the caller); key is big-endian as in present.h. */
void present_key_schedule(uint32_t rk[64], const uint8_t *key, unsigned key_bits);
void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);

/* Optional, when the backend's present_backend.h sets PRESENT_BACKEND_ENCRYPT2: two independent
 * blocks (in[0..7] -> out[0..7], in[8..15] -> out[8..15]) in one call, for a core that processes
 * them in parallel (lwc_present_encrypt2, CTR mode). */
void present_encrypt_2blocks(const uint32_t rk[64], uint8_t out[16], const uint8_t in[16]);

#endif /* LWC_SRC_PRESENT_BLOCK_H */
