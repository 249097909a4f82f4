/* LEA-128/192/256 public API (lea.h), written once for every backend: the argument and context
 * checks here, the cipher itself behind the backend contract (lea_block.h), which gets the round
 * keys ctx->ks. The backend still checks the round count it dispatches on (a bad one zeroes the
 * block). The tests are combined with | rather than ||: one branch, no short-circuit chain. */
#include "lwc/lea.h"

#include <stddef.h>

#include "cipher_multi.h" /* lwc_lea_ctr_xor_core */
#include "lea_backend.h"  /* LEA_BACKEND_CTR */
#include "lea_block.h"

_Static_assert(offsetof(lwc_lea_round_keys, rounds) == LEA_KS_ROUNDS, "lea_block.h: LEA_KS_ROUNDS is wrong");
_Static_assert(offsetof(lwc_lea_ctx, keyed_as) == 0, "common.h: keyed_as is the first word of a context");
_Static_assert(LEA_ERR_LENGTH == LWC_ERR_LENGTH, "lea_block.h: LEA_ERR_LENGTH is wrong");

int lwc_lea_set_key(lwc_lea_ctx *ctx, const uint8_t *key, size_t key_len)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    ctx->keyed_as = 0; /* not keyed while (and unless) the schedule succeeds */
    int rc = key == NULL ? LWC_ERR_NULL : lea_key_schedule(&ctx->ks, key, key_len); /* LWC_ERR_LENGTH unless 16, 24, 32 */
    if (rc != LWC_OK) {
        lwc_wipe(ctx, sizeof *ctx);
        return rc;
    }
    ctx->keyed_as = LWC_KEYED_AS(LWC_CIPHER_ID_LEA, key_len);
    return LWC_OK;
}

/* LWC_OK when ctx was keyed by lwc_lea_set_key (any key size: the backend dispatches on the round
 * count); LWC_ERR_NULL / LWC_ERR_STATE otherwise, out zeroed for LWC_ERR_STATE. */
static int lea_check(const lwc_lea_ctx *ctx, uint8_t *out, const uint8_t *in)
{
    if ((ctx == NULL) | (out == NULL) | (in == NULL))
        return LWC_ERR_NULL;
    const uint32_t k = ctx->keyed_as;
    if ((k != LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 16)) & (k != LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 24)) &
        (k != LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 32))) {
        lwc_wipe(out, 16);
        return LWC_ERR_STATE;
    }
    return LWC_OK;
}

int lwc_lea_encrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    const int rc = lea_check(ctx, out, in);
    if (rc == LWC_OK)
        lea_encrypt_block(&ctx->ks, out, in);
    return rc;
}

int lwc_lea_decrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    const int rc = lea_check(ctx, out, in);
    if (rc == LWC_OK)
        lea_decrypt_block(&ctx->ks, out, in);
    return rc;
}

/* cipher_multi.h: the CTR key-stream core of the LEA rows, when the backend has one (the modes call
 * it only with a context they checked). */
#if LEA_BACKEND_CTR
static size_t lea_ctr_xor_any(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    return lea_ctr_xor(&((const lwc_lea_ctx *)ctx)->ks, ctr, out, in, nblocks);
}
const lwc_cipher_ctr_fn lwc_lea_ctr_xor_core = lea_ctr_xor_any;
#else
const lwc_cipher_ctr_fn lwc_lea_ctr_xor_core = NULL;
#endif
