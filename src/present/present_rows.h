/* PRESENT's rows of the descriptor tables (include/lwc/lwc.h). Included by src/common/registry.c
 * through the rows pass of include/lwc/primitives.h, once per pass with that pass's row macros (src/common/rows.h);
 * no include guard. The block functions of the rows are src/present/present.c's.
 *
 * Claim: the key size (PRESENT, CHES 2007), with the 64-bit block limiting how much data one key may
 * process (birthday bound: 2^32 blocks). */
#if defined(LWC_ROWS_PREAMBLE)
#include "present_backend.h" /* PRESENT_BACKEND_ENCRYPT2, _CTR: the backend's optional 2-block and CTR cores */
/* The rows' optional 2-block fast path (lwc_cipher_t.encrypt2): present.c's adapter where the
 * backend has the core, NULL otherwise. The modes call it only with a context they checked. */
#if defined(PRESENT_BACKEND_ENCRYPT2) && PRESENT_BACKEND_ENCRYPT2
int lwc_present_encrypt2_any(const void *ctx, uint8_t *out, const uint8_t *in);
#define LWC_PRESENT_ENCRYPT2 lwc_present_encrypt2_any
#else
#define LWC_PRESENT_ENCRYPT2 NULL
#endif
/* The rows' optional CTR fast path (lwc_cipher_t.ctr_xor), the same way. */
#if defined(PRESENT_BACKEND_CTR) && PRESENT_BACKEND_CTR
size_t lwc_present_ctr_xor_any(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
#define LWC_PRESENT_CTR_XOR lwc_present_ctr_xor_any
#else
#define LWC_PRESENT_CTR_XOR NULL
#endif
#endif

LWC_CIPHER_ROW("present-80", present, lwc_present_ctx, LWC_CIPHER_ID_PRESENT, 10, 8, LWC_PRESENT_ENCRYPT2, LWC_PRESENT_CTR_XOR,
               "80-bit key (legacy strength); 64-bit block: rekey well before 2^32 blocks")
LWC_CIPHER_ROW("present-128", present, lwc_present_ctx, LWC_CIPHER_ID_PRESENT, 16, 8, LWC_PRESENT_ENCRYPT2, LWC_PRESENT_CTR_XOR,
               "128-bit key; 64-bit block: rekey well before 2^32 blocks")
