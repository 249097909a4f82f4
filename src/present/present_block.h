/* PRESENT backend contract: key schedule and one-block encrypt/decrypt on the context's round keys,
 * implemented once per backend folder (src/present/<backend>/, found by cmake/backends.cmake;
 * src/present/ref/ is the portable C). The round-key layout
 * inside lwc_present_ctx.rk belongs to the backend. */
#ifndef LWC_SRC_PRESENT_BLOCK_H
#define LWC_SRC_PRESENT_BLOCK_H

#include <stddef.h>
#include <stdint.h>

/* key_bits is 80 or 128 (already validated by the caller); key is big-endian as in present.h. */
void present_key_schedule(uint32_t rk[64], const uint8_t *key, unsigned key_bits);
void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);

/* Optional, when the backend's present_backend.h sets PRESENT_BACKEND_ENCRYPT2: two independent
 * blocks (in[0..7] -> out[0..7], in[8..15] -> out[8..15]) in one call, for a core that processes
 * them in parallel (lwc_present_encrypt2, CTR mode). */
void present_encrypt_2blocks(const uint32_t rk[64], uint8_t out[16], const uint8_t in[16]);

/* Optional, when the backend's present_backend.h sets PRESENT_BACKEND_CTR: CTR over nblocks whole
 * blocks. For each block: out = in ^ E(ctr), then ctr = ctr + 1 as a 64-bit big-endian integer
 * (wrapping at 2^64, with no branch on the counter); out may equal in; no alignment needed. Returns
 * the number of blocks done: nblocks, or 0 (nothing written, ctr unchanged) when the core declines
 * (too few blocks for it, a level the CPU lacks), and the caller runs them through
 * present_encrypt_block. */
size_t present_ctr_xor(const uint32_t rk[64], uint8_t ctr[8], uint8_t *out, const uint8_t *in, size_t nblocks);

#endif /* LWC_SRC_PRESENT_BLOCK_H */
