/* The block functions of the library's cipher rows (src/common/registry.c lists them) and the
 * rows' optional fast paths. Library-internal: compiled with the backend folders on the include path. */
#ifndef LWC_SRC_COMMON_CIPHER_MULTI_H
#define LWC_SRC_COMMON_CIPHER_MULTI_H

#include "lea_backend.h"
#include "lwc/lwc.h"
#include "present_backend.h"

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

/* The optional fast paths of the rows (lwc_cipher_t.encrypt2 and .ctr_xor), where the primitive's
 * backend has them: PRESENT's 2-block core (PRESENT_BACKEND_ENCRYPT2 in its present_backend.h) and
 * LEA's CTR key-stream core (LEA_BACKEND_CTR in its lea_backend.h). The rows take LWC_PRESENT_ENCRYPT2
 * and LWC_LEA_CTR_XOR: the primitive's adapter or NULL. The modes call them only with a context they
 * checked. */
#if PRESENT_BACKEND_ENCRYPT2
int lwc_present_encrypt2_any(const void *ctx, uint8_t *out, const uint8_t *in);
#define LWC_PRESENT_ENCRYPT2 lwc_present_encrypt2_any
#else
#define LWC_PRESENT_ENCRYPT2 NULL
#endif

#if LEA_BACKEND_CTR
size_t lwc_lea_ctr_xor_any(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
#define LWC_LEA_CTR_XOR lwc_lea_ctr_xor_any
#else
#define LWC_LEA_CTR_XOR NULL
#endif

#endif /* LWC_SRC_COMMON_CIPHER_MULTI_H */
