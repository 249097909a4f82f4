/* PRESENT-80/128 public API (present.h), written once for every backend: argument and context checks
 * here, the cipher itself behind the backend contract (present_block.h), which gets the round keys
 * ctx->rk. */
#include "lwc/present.h"

#include <stddef.h>

#include "bytes.h"
#include "cipher_multi.h"    /* lwc_present_encrypt2_core */
#include "present_backend.h" /* PRESENT_BACKEND_ENCRYPT2 */
#include "present_block.h"

_Static_assert(offsetof(lwc_present_ctx, keyed_as) == 0, "common.h: keyed_as is the first word of a context");

int lwc_present_set_key(lwc_present_ctx *ctx, const uint8_t *key, size_t key_len)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    if (key == NULL || (key_len != 10u && key_len != 16u)) { /* PRESENT-80 or PRESENT-128 */
        lwc_wipe(ctx, sizeof *ctx);                          /* not keyed */
        return key == NULL ? LWC_ERR_NULL : LWC_ERR_LENGTH;
    }
    ctx->keyed_as = 0; /* not keyed while the schedule runs */
    present_key_schedule(ctx->rk, key, key_len == 10u ? 80u : 128u);
    ctx->keyed_as = LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, key_len);
    return LWC_OK;
}

/* LWC_OK when ctx was keyed by lwc_present_set_key (either key size); LWC_ERR_NULL, or LWC_ERR_STATE
 * with the out_len bytes of out zeroed, otherwise. */
static int present_check(const lwc_present_ctx *ctx, uint8_t *out, const uint8_t *in, size_t out_len)
{
    if (ctx == NULL || out == NULL || in == NULL)
        return LWC_ERR_NULL;
    const uint32_t k = ctx->keyed_as;
    if (k != LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, 10) && k != LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, 16)) {
        lwc_wipe(out, out_len);
        return LWC_ERR_STATE;
    }
    return LWC_OK;
}

int lwc_present_encrypt(const lwc_present_ctx *ctx, uint8_t out[8], const uint8_t in[8])
{
    const int rc = present_check(ctx, out, in, 8);
    if (rc == LWC_OK)
        present_encrypt_block(ctx->rk, out, in);
    return rc;
}

int lwc_present_decrypt(const lwc_present_ctx *ctx, uint8_t out[8], const uint8_t in[8])
{
    const int rc = present_check(ctx, out, in, 8);
    if (rc == LWC_OK)
        present_decrypt_block(ctx->rk, out, in);
    return rc;
}

int lwc_present_encrypt2(const lwc_present_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    const int rc = present_check(ctx, out, in, 16);
    if (rc != LWC_OK)
        return rc;
#if PRESENT_BACKEND_ENCRYPT2
    present_encrypt_2blocks(ctx->rk, out, in);
#else
    present_encrypt_block(ctx->rk, out, in);
    present_encrypt_block(ctx->rk, out + 8, in + 8);
#endif
    return LWC_OK;
}

#if PRESENT_BACKEND_ENCRYPT2
static int present_encrypt2_any(const void *ctx, uint8_t *out, const uint8_t *in)
{
    return lwc_present_encrypt2((const lwc_present_ctx *)ctx, out, in);
}
const lwc_cipher_block_fn lwc_present_encrypt2_core = present_encrypt2_any;
#else
const lwc_cipher_block_fn lwc_present_encrypt2_core = NULL;
#endif
