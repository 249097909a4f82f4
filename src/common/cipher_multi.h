/* The block functions of the library's cipher rows (src/common/registry.c lists them), and the
 * optional multi-block cores of the rows, for the modes (src/modes/modes.c): a 2-block encryption
 * (PRESENT) and a whole CTR key stream (LEA). The cores are kept out of lwc_cipher_t, so every row
 * (the library's and the test-only variant rows) keeps the same fields. */
#ifndef LWC_SRC_COMMON_CIPHER_MULTI_H
#define LWC_SRC_COMMON_CIPHER_MULTI_H

#include "lwc/lwc.h"

/* The rows' block functions (lwc_cipher_block_fn), one per cipher and key size: each takes only a
 * context keyed for its own row (src/present/present.c, src/lea/lea.c). */
int lwc_present_row_encrypt_10(const void *ctx, uint8_t *out, const uint8_t *in);
int lwc_present_row_decrypt_10(const void *ctx, uint8_t *out, const uint8_t *in);
int lwc_present_row_encrypt_16(const void *ctx, uint8_t *out, const uint8_t *in);
int lwc_present_row_decrypt_16(const void *ctx, uint8_t *out, const uint8_t *in);
int lwc_lea_row_encrypt_16(const void *ctx, uint8_t *out, const uint8_t *in);
int lwc_lea_row_decrypt_16(const void *ctx, uint8_t *out, const uint8_t *in);
int lwc_lea_row_encrypt_24(const void *ctx, uint8_t *out, const uint8_t *in);
int lwc_lea_row_decrypt_24(const void *ctx, uint8_t *out, const uint8_t *in);
int lwc_lea_row_encrypt_32(const void *ctx, uint8_t *out, const uint8_t *in);
int lwc_lea_row_decrypt_32(const void *ctx, uint8_t *out, const uint8_t *in);

/* The function encrypting two consecutive, independent blocks (2 * block_bytes; out may equal in)
 * in one call for row c, or NULL when the row has none. Depends on the row only (public). */
lwc_cipher_block_fn lwc_cipher_encrypt2(const lwc_cipher_t *c);

/* PRESENT's (src/present/present.c): the backend's 2-block core when it has one
 * (PRESENT_BACKEND_ENCRYPT2), else NULL (two one-block calls would gain nothing). */
extern const lwc_cipher_block_fn lwc_present_encrypt2_core;

/* A CTR key-stream core: for nblocks whole blocks, out = in ^ E(ctr), then ctr + 1 (a big-endian
 * integer over the whole block, wrapping); out may equal in. Returns the blocks done, nblocks or 0
 * (a context the core does not handle; nothing written, ctr unchanged): the caller continues with
 * the row's one-block function from there, and always for a partial last block. */
typedef size_t (*lwc_cipher_ctr_fn)(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);

/* The CTR core of row c, or NULL when the row has none. Depends on the row only (public). */
lwc_cipher_ctr_fn lwc_cipher_ctr_xor(const lwc_cipher_t *c);

/* LEA's (src/lea/lea.c): the backend's lea_ctr_xor when it has one (LEA_BACKEND_CTR), else NULL. */
extern const lwc_cipher_ctr_fn lwc_lea_ctr_xor_core;

#endif /* LWC_SRC_COMMON_CIPHER_MULTI_H */
