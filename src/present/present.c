/* PRESENT-80/128 public API (present.h), written once for every backend: argument checks here, the
 * cipher itself behind the backend contract (present_block.h). */
#include "lwc/present.h"

#include "bytes.h"
#include "cipher_multi.h"    /* lwc_present_encrypt2_any: the rows' 2-block fast path */
#include "present_backend.h" /* PRESENT_BACKEND_ENCRYPT2 */
#include "present_block.h"

int lwc_present_set_key(lwc_present_ctx *ctx, const uint8_t *key, size_t key_len)
{
    if (ctx == NULL || key == NULL)
        return LWC_ERR_NULL;
    if (key_len != 10u && key_len != 16u) /* PRESENT-80 or PRESENT-128 */
        return LWC_ERR_LENGTH;
    present_key_schedule(ctx->rk, key, key_len == 10u ? 80u : 128u);
    return LWC_OK;
}

/* The block functions cannot report errors: with a NULL argument they do nothing. */
void lwc_present_encrypt(const lwc_present_ctx *ctx, uint8_t out[8], const uint8_t in[8])
{
    if (ctx == NULL || out == NULL || in == NULL)
        return;
    present_encrypt_block(ctx->rk, out, in);
}

void lwc_present_decrypt(const lwc_present_ctx *ctx, uint8_t out[8], const uint8_t in[8])
{
    if (ctx == NULL || out == NULL || in == NULL)
        return;
    present_decrypt_block(ctx->rk, out, in);
}

void lwc_present_encrypt2(const lwc_present_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    if (ctx == NULL || out == NULL || in == NULL)
        return;
#if PRESENT_BACKEND_ENCRYPT2
    present_encrypt_2blocks(ctx->rk, out, in);
#else
    present_encrypt_block(ctx->rk, out, in);
    present_encrypt_block(ctx->rk, out + 8, in + 8);
#endif
}

#if PRESENT_BACKEND_ENCRYPT2
void lwc_present_encrypt2_any(const void *ctx, uint8_t *out, const uint8_t *in)
{
    lwc_present_encrypt2((const lwc_present_ctx *)ctx, out, in);
}
#endif
