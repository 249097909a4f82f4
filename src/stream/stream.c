/* STREAM (Hoang, Reyhanitabar, Rogaway, Vizár, CRYPTO 2015) over any row of lwc_aeads: one AEAD call
 * per chunk under the nonce prefix || index (32-bit big-endian) || last flag. docs/streams.md is the
 * specification; lwc/stream.h the contract. The AEAD itself checks its arguments (NULL, overlap) and
 * wipes the output of a failed decryption, so the code here only derives nonces and keeps the phase. */
#include "lwc/stream.h"

#include <string.h>

#include "protected.h"

/* A protected build (docs/protected.md): a row that runs masked keeps its masked key object in the
 * context (masked_key) instead of the key; every chunk re-masks it. Other builds: none. */
#if defined(LWC_PROTECTED) && LWC_PROTECTED
#define STREAM_PROTECTED 1
#define STREAM_WIPE_KEY(s) (lwc_wipe((s)->key, sizeof (s)->key), lwc_wipe((s)->masked_key, sizeof (s)->masked_key))
#else
#define STREAM_WIPE_KEY(s) lwc_wipe((s)->key, sizeof (s)->key)
#endif

/* Phases (lwc_stream_ctx.phase); 0 (a zeroed or wiped context) is "not initialized". */
enum {
    STREAM_SEALING = 0xA1, /* next call: lwc_stream_seal */
    STREAM_OPENING = 0xA2, /* next call: lwc_stream_open */
    STREAM_DONE = 0xA3,    /* the final chunk was sealed or opened: only lwc_stream_end */
    STREAM_DEAD = 0xA4,    /* a chunk failed to open: only lwc_stream_end (LWC_ERR_AUTH) */
};

static int stream_init(lwc_stream_ctx *s, const lwc_aead_t *aead, const uint8_t *key, const uint8_t *prefix,
                       uint8_t phase)
{
    if (s == NULL || aead == NULL || key == NULL || prefix == NULL)
        return LWC_ERR_NULL;
    if (aead->key_bytes > LWC_STREAM_KEY_MAX_BYTES || aead->nonce_bytes > LWC_STREAM_NONCE_MAX_BYTES ||
        aead->nonce_bytes <= LWC_STREAM_INDEX_BYTES + LWC_STREAM_FLAG_BYTES)
        return LWC_ERR_LENGTH;
    size_t prefix_bytes = LWC_STREAM_PREFIX_BYTES(aead->nonce_bytes);
    memset(s, 0, sizeof *s);
    s->aead = aead;
#if defined(STREAM_PROTECTED)
    const lwc_protected_key_ops *masked = lwc_protected_key_ops_of(aead);
    if (masked != NULL) {
        const int rc = masked->key_init(s->masked_key, key); /* LWC_ERR_RANDOM without a random source */
        if (rc != LWC_OK) {
            lwc_wipe(s, sizeof *s);
            return rc;
        }
    } else
#endif
        memcpy(s->key, key, aead->key_bytes);
    memcpy(s->nonce, prefix, prefix_bytes); /* index 0, flag 0 */
    s->phase = phase;
    return LWC_OK;
}

int lwc_stream_seal_init(lwc_stream_ctx *s, const lwc_aead_t *aead, const uint8_t *key, const uint8_t *prefix)
{
    return stream_init(s, aead, key, prefix, STREAM_SEALING);
}

int lwc_stream_open_init(lwc_stream_ctx *s, const lwc_aead_t *aead, const uint8_t *key, const uint8_t *prefix)
{
    return stream_init(s, aead, key, prefix, STREAM_OPENING);
}

/* The index field of the nonce (big-endian, after the prefix). */
static uint8_t *index_field(lwc_stream_ctx *s)
{
    return s->nonce + LWC_STREAM_PREFIX_BYTES(s->aead->nonce_bytes);
}

/* 1 when the next chunk has index 2^32 - 1, which only a final chunk may take. */
static int at_last_index(lwc_stream_ctx *s)
{
    const uint8_t *idx = index_field(s);
    return (idx[0] & idx[1] & idx[2] & idx[3]) == 0xFFu;
}

/* Set the flag byte for the chunk about to be processed. */
static void set_flag(lwc_stream_ctx *s, int last)
{
    s->nonce[s->aead->nonce_bytes - 1u] = last ? 0x01u : 0x00u;
}

/* After a chunk went through: the stream is done after its final chunk (key no longer needed),
 * otherwise the index moves to the next chunk (no wrap: at_last_index refused that case). */
static void advance(lwc_stream_ctx *s, int last)
{
    if (last) {
        STREAM_WIPE_KEY(s);
        s->phase = STREAM_DONE;
        return;
    }
    uint8_t *idx = index_field(s);
    for (int i = LWC_STREAM_INDEX_BYTES - 1; i >= 0 && ++idx[i] == 0; i--) {
    }
}

int lwc_stream_seal(lwc_stream_ctx *s, uint8_t *c, uint8_t *tag, const uint8_t *ad, size_t ad_len,
                    const uint8_t *m, size_t m_len, int last)
{
    if (s == NULL)
        return LWC_ERR_NULL;
    if (s->phase != STREAM_SEALING)
        return LWC_ERR_STATE;
    if (!last && at_last_index(s))
        return LWC_ERR_LENGTH;
    set_flag(s, last);
#if defined(STREAM_PROTECTED)
    const lwc_protected_key_ops *masked = lwc_protected_key_ops_of(s->aead);
    int rc = masked != NULL ? masked->encrypt(s->masked_key, c, tag, s->nonce, ad, ad_len, m, m_len)
                            : s->aead->encrypt(c, tag, s->key, s->nonce, ad, ad_len, m, m_len);
#else
    int rc = s->aead->encrypt(c, tag, s->key, s->nonce, ad, ad_len, m, m_len);
#endif
    if (rc == LWC_OK)
        advance(s, last);
    return rc;
}

/* The stream cannot go on: forget the key; only lwc_stream_end (LWC_ERR_AUTH) remains. */
static void stream_kill(lwc_stream_ctx *s)
{
    STREAM_WIPE_KEY(s);
    s->phase = STREAM_DEAD;
}

int lwc_stream_open(lwc_stream_ctx *s, uint8_t *m, const uint8_t *tag, const uint8_t *ad, size_t ad_len,
                    const uint8_t *c, size_t c_len, int last)
{
    if (s == NULL)
        return LWC_ERR_NULL;
    if (s->phase != STREAM_OPENING)
        return LWC_ERR_STATE;
    if (!last && at_last_index(s)) {
        stream_kill(s);
        return LWC_ERR_LENGTH;
    }
    set_flag(s, last);
#if defined(STREAM_PROTECTED)
    const lwc_protected_key_ops *masked = lwc_protected_key_ops_of(s->aead);
    int rc = masked != NULL ? masked->decrypt(s->masked_key, m, tag, s->nonce, ad, ad_len, c, c_len)
                            : s->aead->decrypt(m, tag, s->key, s->nonce, ad, ad_len, c, c_len);
#else
    int rc = s->aead->decrypt(m, tag, s->key, s->nonce, ad, ad_len, c, c_len);
#endif
    if (rc == LWC_OK)
        advance(s, last);
    else if (rc == LWC_ERR_AUTH)
        stream_kill(s); /* m is wiped by the AEAD */
    return rc;
}

int lwc_stream_end(lwc_stream_ctx *s)
{
    if (s == NULL)
        return LWC_ERR_NULL;
    int rc;
    switch (s->phase) {
    case STREAM_DONE: rc = LWC_OK; break;
    case STREAM_OPENING: /* the final chunk never came: truncated */
    case STREAM_DEAD: rc = LWC_ERR_AUTH; break;
    default: rc = LWC_ERR_STATE; break; /* sealing without a final chunk, or not initialized */
    }
    lwc_wipe(s, sizeof *s);
    return rc;
}

uint32_t lwc_stream_index(const lwc_stream_ctx *s)
{
    if (s == NULL || s->aead == NULL || s->phase == 0)
        return 0;
    const uint8_t *idx = s->nonce + LWC_STREAM_PREFIX_BYTES(s->aead->nonce_bytes);
    return ((uint32_t)idx[0] << 24) | ((uint32_t)idx[1] << 16) | ((uint32_t)idx[2] << 8) | idx[3];
}
