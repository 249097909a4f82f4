/* LEA-128/192/256 public API (lea.h), written once for every backend: argument checks here, the
 * cipher itself behind the backend contract (lea_block.h). */
#include "lwc/lea.h"

#include "bytes.h"
#include "lea_block.h"

int lwc_lea_set_key(lwc_lea_ctx *ctx, const uint8_t *key, size_t key_len)
{
    if (ctx == NULL || key == NULL)
        return LWC_ERR_NULL;
    if (key_len != 16u && key_len != 24u && key_len != 32u)
        return LWC_ERR_LENGTH;
    ctx->rounds = (uint32_t)lea_key_schedule(ctx->rk, key, (unsigned)key_len);
    return LWC_OK;
}

/* A context whose round count is not 24, 28 or 32 was never keyed (or was overwritten): using it
 * would read past rk[] or leave the block unencrypted, so the output is zeroed instead. */
static int lea_ctx_ok(const lwc_lea_ctx *ctx)
{
    return ctx->rounds == 24u || ctx->rounds == 28u || ctx->rounds == 32u;
}

/* The block functions cannot report errors: with a NULL argument they do nothing. */
void lwc_lea_encrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    if (ctx == NULL || out == NULL || in == NULL)
        return;
    if (!lea_ctx_ok(ctx)) {
        lwc_wipe(out, LWC_LEA_BLOCK_BYTES);
        return;
    }
    lea_encrypt_block(ctx->rk, (unsigned)ctx->rounds, out, in);
}

void lwc_lea_decrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    if (ctx == NULL || out == NULL || in == NULL)
        return;
    if (!lea_ctx_ok(ctx)) {
        lwc_wipe(out, LWC_LEA_BLOCK_BYTES);
        return;
    }
    lea_decrypt_block(ctx->rk, (unsigned)ctx->rounds, out, in);
}
