/* Romulus-H, the hash member of Romulus v1.3 (specification section 2.4.6, Figure 2.11): MDPH on
 * SKINNY-128-384+. The construction itself is in romulus_hash.c, shared with Romulus-T; the
 * one-shot hash and the incremental API below run the same code (the AVR flash reads are in
 * romulus_h_flash.c, so that a firmware links them only when it calls them). */
#include "lwc/romulus.h"

#include "bytes.h"
#include "romulus_common.h"

int lwc_romulus_h(uint8_t digest[32], const uint8_t *m, size_t m_len)
{
    if (digest == NULL || LWC_BAD_BUF(m, m_len))
        return LWC_ERR_NULL;
    romulus_hash_t h;
    romulus_hash_init(&h);              /* L <- 0^n, R <- 0^n */
    romulus_hash_ks_absorb(&h, m, m_len); /* CF over M[1..m-1], expanded schedule if any */
    romulus_hash_ks_final(&h, digest);  /* CF(L ^ 2, R, M[m]) on the ipad_256 block; Y = L || R */
    return LWC_OK;
}

int lwc_romulus_h_init(lwc_romulus_h_ctx *ctx)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    romulus_hash_init(ctx);
    return LWC_OK;
}

int lwc_romulus_h_update(lwc_romulus_h_ctx *ctx, const uint8_t *m, size_t m_len)
{
    if (ctx == NULL || LWC_BAD_BUF(m, m_len))
        return LWC_ERR_NULL;
    if (!romulus_hash_live(ctx))
        return LWC_ERR_STATE;
    if (m_len > 0)
        romulus_hash_ks_absorb(ctx, m, m_len);
    return LWC_OK;
}

int lwc_romulus_h_final(lwc_romulus_h_ctx *ctx, uint8_t digest[32])
{
    if (ctx == NULL || digest == NULL)
        return LWC_ERR_NULL;
    if (!romulus_hash_live(ctx))
        return LWC_ERR_STATE;
    romulus_hash_ks_final(ctx, digest); /* wipes ctx */
    ctx->used = LWC_ROMULUS_H_FINISHED;
    return LWC_OK;
}
