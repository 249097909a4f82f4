/* PRESENT-80/128 public API (present.h) and the PRESENT rows of lwc_ciphers, written once for every
 * backend: argument and context checks here, the cipher itself behind the backend contract
 * (present_block.h), which gets the round keys ctx->rk. */
#include "lwc/present.h"

#include <stddef.h>
#include <string.h>

#include "rows.h"             /* the declarations of the row functions and of the 2-block fast path */
#include "present_backend.h" /* PRESENT_BACKEND_ENCRYPT2, PRESENT_BACKEND_CTR */
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
    ctx->keyed_as = LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, key_len);
    present_key_schedule(ctx->rk, key, key_len == 10u ? 80u : 128u);
    return LWC_OK;
}

/* A context refused by a block call: the out_len bytes of out zeroed, so that a caller who ignores
 * the code sends no plaintext. Out of line: the rare path. */
static __attribute__((noinline)) int present_not_keyed(uint8_t *out, size_t out_len)
{
    lwc_wipe(out, out_len);
    return LWC_ERR_STATE;
}

/* The context's first word (read as bytes: whatever type of context the caller passed). */
static uint32_t keyed_as_of(const void *ctx)
{
    uint32_t k;
    memcpy(&k, ctx, sizeof k);
    return k;
}

/* Keyed by lwc_present_set_key, either key size. */
static int present_keyed(uint32_t k)
{
    return (k == LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, 10)) | (k == LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, 16));
}

int lwc_present_encrypt(const lwc_present_ctx *ctx, uint8_t out[8], const uint8_t in[8])
{
    if (ctx == NULL || out == NULL || in == NULL)
        return LWC_ERR_NULL;
    if (!present_keyed(ctx->keyed_as))
        return present_not_keyed(out, 8);
    present_encrypt_block(ctx->rk, out, in);
    return LWC_OK;
}

int lwc_present_decrypt(const lwc_present_ctx *ctx, uint8_t out[8], const uint8_t in[8])
{
    if (ctx == NULL || out == NULL || in == NULL)
        return LWC_ERR_NULL;
    if (!present_keyed(ctx->keyed_as))
        return present_not_keyed(out, 8);
    present_decrypt_block(ctx->rk, out, in);
    return LWC_OK;
}

int lwc_present_encrypt2(const lwc_present_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    if (ctx == NULL || out == NULL || in == NULL)
        return LWC_ERR_NULL;
    if (!present_keyed(ctx->keyed_as))
        return present_not_keyed(out, 16);
#if PRESENT_BACKEND_ENCRYPT2
    present_encrypt_2blocks(ctx->rk, out, in);
#else
    present_encrypt_block(ctx->rk, out, in);
    present_encrypt_block(ctx->rk, out + 8, in + 8);
#endif
    return LWC_OK;
}

/* rows.h: the block functions of the rows present-80 and present-128, each taking only a
 * context keyed for its own key size; the context's first word is the only one read before that
 * check. */
#define PRESENT_ROW_FNS(bytes)                                                                            \
    int lwc_present_row_encrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)                 \
    {                                                                                                     \
        if (ctx == NULL || out == NULL || in == NULL)                                                     \
            return LWC_ERR_NULL;                                                                          \
        if (keyed_as_of(ctx) != LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, bytes))                               \
            return present_not_keyed(out, 8);                                                             \
        present_encrypt_block(((const lwc_present_ctx *)ctx)->rk, out, in);                               \
        return LWC_OK;                                                                                    \
    }                                                                                                     \
    int lwc_present_row_decrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)                 \
    {                                                                                                     \
        if (ctx == NULL || out == NULL || in == NULL)                                                     \
            return LWC_ERR_NULL;                                                                          \
        if (keyed_as_of(ctx) != LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, bytes))                               \
            return present_not_keyed(out, 8);                                                             \
        present_decrypt_block(((const lwc_present_ctx *)ctx)->rk, out, in);                               \
        return LWC_OK;                                                                                    \
    }
PRESENT_ROW_FNS(10)
PRESENT_ROW_FNS(16)

/* rows.h: the 2-block core of the PRESENT rows (the modes call it only with a context they
 * checked). */
#if PRESENT_BACKEND_ENCRYPT2
int lwc_present_encrypt2_any(const void *ctx, uint8_t *out, const uint8_t *in)
{
    present_encrypt_2blocks(((const lwc_present_ctx *)ctx)->rk, out, in);
    return LWC_OK;
}
#endif

/* rows.h: the CTR key-stream core of the PRESENT rows, when the backend has one (the modes call it
 * only with a context they checked). */
#if defined(PRESENT_BACKEND_CTR) && PRESENT_BACKEND_CTR
size_t lwc_present_ctr_xor_any(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    return present_ctr_xor(((const lwc_present_ctx *)ctx)->rk, ctr, out, in, nblocks);
}
#endif
