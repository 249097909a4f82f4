/* LEA's rows of the descriptor tables (include/lwc/lwc.h). Included by src/common/registry.c
 * through the rows pass of include/lwc/primitives.h, once per pass with that pass's row macros (src/common/rows.h);
 * no include guard. The block functions of the rows are src/lea/lea.c's.
 *
 * Claim: the key size (LEA, KS X 3246), 128-bit block. */
#if defined(LWC_ROWS_PREAMBLE)
#include "lea_backend.h" /* LEA_BACKEND_CTR: the backend's optional CTR key-stream core */
/* The rows' optional CTR fast path (lwc_cipher_t.ctr_xor): lea.c's adapter where the backend has the
 * core, NULL otherwise. The modes call it only with a context they checked. */
#if defined(LEA_BACKEND_CTR) && LEA_BACKEND_CTR
size_t lwc_lea_ctr_xor_any(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
#define LWC_LEA_CTR_XOR lwc_lea_ctr_xor_any
#else
#define LWC_LEA_CTR_XOR NULL
#endif
#endif

LWC_CIPHER_ROW("lea-128", lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 16, 16, NULL, LWC_LEA_CTR_XOR, "128-bit key, 128-bit block")
LWC_CIPHER_ROW("lea-192", lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 24, 16, NULL, LWC_LEA_CTR_XOR, "192-bit key, 128-bit block")
LWC_CIPHER_ROW("lea-256", lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 32, 16, NULL, LWC_LEA_CTR_XOR, "256-bit key, 128-bit block")
