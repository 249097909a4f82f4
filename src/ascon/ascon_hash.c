/* Ascon-Hash256, Ascon-XOF128 and Ascon-CXOF128 (NIST SP 800-232 sections 5.1, 5.2 and 5.3),
 * one-shot and incremental, on the permutation through the backend contract ascon_perm.h. The
 * three share one sponge with a 64-bit rate: S = Ascon-p[12](IV || 0^256); the message padded to
 * whole 8-byte blocks (Algorithm 2), each XORed into S[0..7] and followed by Ascon-p[12]; then the
 * output 8 bytes at a time, S[0..7] with Ascon-p[12] between blocks. */
#include "lwc/ascon.h"

#include "bytes.h"
#include "ascon_mode.h"

/* The initial values (section 5.1, 5.2, 5.3), S0 as its low and high 32 bits. */
#define ASCON_IV_HASH256 0x00cc0002u, 0x00000801u
#define ASCON_IV_XOF128 0x00cc0003u, 0x00000800u
#define ASCON_IV_CXOF128 0x00cc0004u, 0x00000800u

void ascon_hash_start(lwc_ascon_hash_ctx *ctx, uint32_t iv_low, uint32_t iv_high, uint8_t phase)
{
    uint8_t iv[8];
    lwc_store32_le(iv, iv_low);
    lwc_store32_le(iv + 4, iv_high);
    lwc_wipe(&ctx->state, sizeof ctx->state);
    ascon_add_bytes(&ctx->state, 0, iv, 8);
    ascon_permute(&ctx->state, 12);
    ctx->pos = 0;
    ctx->phase = phase;
}

/* The absorbing context keeps pos < 8: a block is permuted as soon as it is full (every message,
 * also one of whole blocks, ends with a padded block that follows it). */
void ascon_hash_absorb(lwc_ascon_hash_ctx *ctx, const uint8_t *m, size_t len)
{
    ascon_state *s = &ctx->state;
    unsigned pos = ctx->pos;
    if (len == 0)
        return;
    if (pos > 0) {
        const size_t k = len < ASCON_HASH_RATE - pos ? len : ASCON_HASH_RATE - pos;
        ascon_add_bytes(s, pos, m, k);
        pos += (unsigned)k;
        m += k;
        len -= k;
        if (pos < ASCON_HASH_RATE) {
            ctx->pos = (uint8_t)pos;
            return;
        }
        ascon_permute(s, 12);
    }
    const size_t full = len / ASCON_HASH_RATE;
    if (full > 0) {
        ascon_hash_absorb_full(s, m, full);
        m += ASCON_HASH_RATE * full;
        len -= ASCON_HASH_RATE * full;
    }
    if (len > 0)
        ascon_add_bytes(s, 0, m, len);
    ctx->pos = (uint8_t)len;
}

/* The last, padded block: S[pos] ^= 0x01; Ascon-p[12]; the first output block is then S[0..7]. */
static void absorb_end(lwc_ascon_hash_ctx *ctx)
{
    ascon_pad(&ctx->state, ctx->pos);
    ascon_permute(&ctx->state, 12);
    ctx->pos = 0;
}

/* The next len bytes of output; pos: bytes of the current output block S[0..7] already given. */
static void squeeze(lwc_ascon_hash_ctx *ctx, uint8_t *out, size_t len)
{
    ascon_state *s = &ctx->state;
    unsigned pos = ctx->pos;
    if (len == 0)
        return;
    if (pos < ASCON_HASH_RATE) {
        const size_t k = len < ASCON_HASH_RATE - pos ? len : ASCON_HASH_RATE - pos;
        ascon_extract_bytes(s, pos, out, k);
        pos += (unsigned)k;
        out += k;
        len -= k;
    }
    const size_t full = len / ASCON_HASH_RATE; /* (pos is 8 here when len > 0) */
    if (full > 0) {
        ascon_hash_squeeze_full(s, out, full);
        out += ASCON_HASH_RATE * full;
        len -= ASCON_HASH_RATE * full;
    }
    if (len > 0) {
        ascon_permute(s, 12);
        ascon_extract_bytes(s, 0, out, len);
        pos = (unsigned)len;
    }
    ctx->pos = (uint8_t)pos;
}

/* Ascon-CXOF128's customization (section 5.3): after the initialization, the 64-bit little-endian
 * bit length of Z as one block, then Z padded, each block followed by Ascon-p[12]. */
static void cxof_customize(lwc_ascon_hash_ctx *ctx, const uint8_t *z, size_t z_len)
{
    const uint32_t bits = (uint32_t)z_len * 8u; /* z_len <= 256 */
    const uint8_t z0[8] = {(uint8_t)bits, (uint8_t)(bits >> 8), 0, 0, 0, 0, 0, 0};
    ascon_hash_start(ctx, ASCON_IV_CXOF128, ASCON_PHASE_XOF_ABSORB);
    ascon_add_bytes(&ctx->state, 0, z0, 8);
    ascon_permute(&ctx->state, 12);
    ascon_hash_absorb(ctx, z, z_len);
    absorb_end(ctx);
}

static int ctx_phase(const lwc_ascon_hash_ctx *ctx)
{
    return ctx->pos <= ASCON_HASH_RATE ? ctx->phase : 0;
}

int lwc_ascon_hash256_init(lwc_ascon_hash_ctx *ctx)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    ascon_hash_start(ctx, ASCON_IV_HASH256, ASCON_PHASE_HASH_ABSORB);
    return LWC_OK;
}

int lwc_ascon_xof128_init(lwc_ascon_hash_ctx *ctx)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    ascon_hash_start(ctx, ASCON_IV_XOF128, ASCON_PHASE_XOF_ABSORB);
    return LWC_OK;
}

int lwc_ascon_cxof128_init(lwc_ascon_hash_ctx *ctx, const uint8_t *z, size_t z_len)
{
    if (ctx == NULL || LWC_BAD_BUF(z, z_len))
        return LWC_ERR_NULL;
    if (z_len > LWC_ASCON_CXOF_CUSTOM_MAX_BYTES) {
        lwc_wipe(ctx, sizeof *ctx);
        return LWC_ERR_LENGTH;
    }
    cxof_customize(ctx, z, z_len);
    return LWC_OK;
}

int lwc_ascon_hash_update(lwc_ascon_hash_ctx *ctx, const uint8_t *m, size_t m_len)
{
    if (ctx == NULL || LWC_BAD_BUF(m, m_len))
        return LWC_ERR_NULL;
    const int phase = ctx_phase(ctx);
    if ((phase != ASCON_PHASE_HASH_ABSORB && phase != ASCON_PHASE_XOF_ABSORB) || ctx->pos >= ASCON_HASH_RATE)
        return LWC_ERR_STATE;
    ascon_hash_absorb(ctx, m, m_len);
    return LWC_OK;
}

int lwc_ascon_hash256_final(lwc_ascon_hash_ctx *ctx, uint8_t digest[32])
{
    if (ctx == NULL || digest == NULL)
        return LWC_ERR_NULL;
    if (ctx_phase(ctx) != ASCON_PHASE_HASH_ABSORB || ctx->pos >= ASCON_HASH_RATE)
        return LWC_ERR_STATE;
    absorb_end(ctx);
    squeeze(ctx, digest, LWC_ASCON_HASH256_BYTES);
    lwc_wipe(ctx, sizeof *ctx);
    return LWC_OK;
}

int lwc_ascon_xof_squeeze(lwc_ascon_hash_ctx *ctx, uint8_t *out, size_t out_len)
{
    if (ctx == NULL || LWC_BAD_BUF(out, out_len))
        return LWC_ERR_NULL;
    const int phase = ctx_phase(ctx);
    if (phase == ASCON_PHASE_XOF_ABSORB && ctx->pos < ASCON_HASH_RATE) {
        absorb_end(ctx);
        ctx->phase = ASCON_PHASE_XOF_SQUEEZE;
    } else if (phase != ASCON_PHASE_XOF_SQUEEZE) {
        return LWC_ERR_STATE;
    }
    squeeze(ctx, out, out_len);
    return LWC_OK;
}

int lwc_ascon_hash256(uint8_t digest[32], const uint8_t *m, size_t m_len)
{
    if (digest == NULL || LWC_BAD_BUF(m, m_len))
        return LWC_ERR_NULL;
    lwc_ascon_hash_ctx ctx;
    ascon_hash_start(&ctx, ASCON_IV_HASH256, ASCON_PHASE_HASH_ABSORB);
    ascon_hash_absorb(&ctx, m, m_len);
    absorb_end(&ctx);
    squeeze(&ctx, digest, LWC_ASCON_HASH256_BYTES);
    lwc_wipe(&ctx, sizeof ctx);
    return LWC_OK;
}

int lwc_ascon_xof128(uint8_t *out, size_t out_len, const uint8_t *m, size_t m_len)
{
    if (LWC_BAD_BUF(out, out_len) || LWC_BAD_BUF(m, m_len))
        return LWC_ERR_NULL;
    lwc_ascon_hash_ctx ctx;
    ascon_hash_start(&ctx, ASCON_IV_XOF128, ASCON_PHASE_XOF_ABSORB);
    ascon_hash_absorb(&ctx, m, m_len);
    absorb_end(&ctx);
    squeeze(&ctx, out, out_len);
    lwc_wipe(&ctx, sizeof ctx);
    return LWC_OK;
}

int lwc_ascon_cxof128(uint8_t *out, size_t out_len, const uint8_t *z, size_t z_len, const uint8_t *m, size_t m_len)
{
    if (LWC_BAD_BUF(out, out_len) || LWC_BAD_BUF(z, z_len) || LWC_BAD_BUF(m, m_len))
        return LWC_ERR_NULL;
    if (z_len > LWC_ASCON_CXOF_CUSTOM_MAX_BYTES)
        return LWC_ERR_LENGTH;
    lwc_ascon_hash_ctx ctx;
    cxof_customize(&ctx, z, z_len);
    ascon_hash_absorb(&ctx, m, m_len);
    absorb_end(&ctx);
    squeeze(&ctx, out, out_len);
    lwc_wipe(&ctx, sizeof ctx);
    return LWC_OK;
}
