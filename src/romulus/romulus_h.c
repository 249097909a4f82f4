/* Romulus-H, the hash member of Romulus v1.3 (specification section 2.4.6, Figure 2.11): MDPH on
 * SKINNY-128-384+. The construction itself is in romulus_common.c, shared with Romulus-T; the
 * one-shot hash and the incremental API below run the same code. */
#include "lwc/romulus.h"

#include "bytes.h"
#include "romulus_common.h"

#if defined(__AVR__)
#include <avr/io.h>
#include <avr/pgmspace.h>
#endif

int lwc_romulus_h(uint8_t digest[32], const uint8_t *m, size_t m_len)
{
    if (digest == NULL || LWC_BAD_BUF(m, m_len))
        return LWC_ERR_NULL;
    romulus_hash_t h;
    romulus_hash_init(&h, 0);        /* L <- 0^n, R <- 0^n; expanded schedule if any */
    romulus_hash_absorb(&h, m, m_len); /* CF over M[1..m-1] */
    romulus_hash_final(&h, digest);  /* CF(L ^ 2, R, M[m]) on the ipad_256 block; Y = L || R */
    return LWC_OK;
}

int lwc_romulus_h_init(lwc_romulus_h_ctx *ctx)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    romulus_hash_init(ctx, 0);
    return LWC_OK;
}

/* A context past lwc_romulus_h_final (or never valid: used outside 0..31) takes no more input. */
static int hash_ctx_live(const lwc_romulus_h_ctx *ctx)
{
    return ctx->used < 2u * ROMULUS_BLOCK;
}

int lwc_romulus_h_update(lwc_romulus_h_ctx *ctx, const uint8_t *m, size_t m_len)
{
    if (ctx == NULL || LWC_BAD_BUF(m, m_len))
        return LWC_ERR_NULL;
    if (!hash_ctx_live(ctx))
        return LWC_ERR_STATE;
    if (m_len > 0)
        romulus_hash_absorb(ctx, m, m_len);
    return LWC_OK;
}

int lwc_romulus_h_final(lwc_romulus_h_ctx *ctx, uint8_t digest[32])
{
    if (ctx == NULL || digest == NULL)
        return LWC_ERR_NULL;
    if (!hash_ctx_live(ctx))
        return LWC_ERR_STATE;
    romulus_hash_final(ctx, digest); /* wipes ctx */
    ctx->used = LWC_ROMULUS_H_FINISHED;
    return LWC_OK;
}

#if defined(__AVR__)
/* Flash is not data-addressable on the AVR: bytes are read with ELPM (pgm_read_byte_far, RAMPZ:Z) on
 * devices with more than 64 KB of flash, with LPM on the others (their whole flash is below 64 KB),
 * straight into the block being collected, a run of at most one block at a time. */
#if defined(__AVR_HAVE_ELPM__)
#define FLASH_BYTE(addr) pgm_read_byte_far(addr)
#else
#define FLASH_BYTE(addr) pgm_read_byte((uint16_t)(addr))
#endif
int lwc_romulus_h_update_PF(lwc_romulus_h_ctx *ctx, uint32_t flash_addr, uint32_t len)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    if (flash_addr > (uint32_t)FLASHEND + 1u || len > (uint32_t)FLASHEND + 1u - flash_addr)
        return LWC_ERR_LENGTH;
    if (!hash_ctx_live(ctx))
        return LWC_ERR_STATE;
    while (len > 0) {
        uint8_t *dst = romulus_hash_dst(ctx);
        size_t k = romulus_hash_room(ctx);
        if (k > len)
            k = (size_t)len;
        for (size_t i = 0; i < k; i++)
            dst[i] = FLASH_BYTE(flash_addr + i);
        flash_addr += k;
        len -= k;
        romulus_hash_commit(ctx, k);
    }
    return LWC_OK;
}
#endif
