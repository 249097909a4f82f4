/* The optional fast paths of the library's block-cipher rows (lwc_cipher_t.encrypt2 and .ctr_xor,
 * lwc/lwc.h), where the primitive's backend has them: PRESENT's 2-block core (PRESENT_BACKEND_ENCRYPT2
 * in its present_backend.h: the bitsliced core on the Cortex-M3) and LEA's CTR key-stream core
 * (LEA_BACKEND_CTR in its lea_backend.h: the fused assembly loop on the Cortex-M3). The rows of
 * src/common/registry.c take LWC_PRESENT_ENCRYPT2 and LWC_LEA_CTR_XOR: the primitive's adapter
 * (src/present/present.c, src/lea/lea.c) or NULL. Library-internal: compiled with the backend folders
 * on the include path. */
#ifndef LWC_SRC_COMMON_CIPHER_MULTI_H
#define LWC_SRC_COMMON_CIPHER_MULTI_H

#include "lea_backend.h"
#include "lwc/lwc.h"
#include "present_backend.h"

#if PRESENT_BACKEND_ENCRYPT2
/* lwc_present_encrypt2 with the row's void context (two one-block calls would gain nothing). */
void lwc_present_encrypt2_any(const void *ctx, uint8_t *out, const uint8_t *in);
#define LWC_PRESENT_ENCRYPT2 lwc_present_encrypt2_any
#else
#define LWC_PRESENT_ENCRYPT2 NULL
#endif

#if LEA_BACKEND_CTR
/* The backend's lea_ctr_xor with the row's void context (declines the key sizes it does not do). */
size_t lwc_lea_ctr_xor_any(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
#define LWC_LEA_CTR_XOR lwc_lea_ctr_xor_any
#else
#define LWC_LEA_CTR_XOR NULL
#endif

#endif /* LWC_SRC_COMMON_CIPHER_MULTI_H */
