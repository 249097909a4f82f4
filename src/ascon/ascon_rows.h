/* Ascon's rows of the descriptor tables (include/lwc/lwc.h),
 * its NIST LWC entry points and its rows' Python classes.
 * Included by src/common/registry.c and src/common/nist_api.c through the rows pass of
 * include/lwc/primitives.h, once per pass with that pass's row macros (src/common/rows.h); no include
 * guard.
 *
 * Security claims: NIST SP 800-232 (2025), the security strengths it states for Ascon-AEAD128 and
 * for Ascon-Hash256, -XOF128 and -CXOF128 (the XOFs' for an output of at least 256 bits). */
#if defined(LWC_ROWS_PREAMBLE)
/* The incremental rows take a void context and the XOF rows a customization string; these adapters
 * fix the context type and refuse a customization string where Ascon-XOF128 has none. */
static inline int ascon_hash256_init_any(void *ctx) { return lwc_ascon_hash256_init((lwc_ascon_hash_ctx *)ctx); }
static inline int ascon_update_any(void *ctx, const uint8_t *m, size_t m_len)
{
    return lwc_ascon_hash_update((lwc_ascon_hash_ctx *)ctx, m, m_len);
}
static inline int ascon_hash256_final_any(void *ctx, uint8_t *digest)
{
    return lwc_ascon_hash256_final((lwc_ascon_hash_ctx *)ctx, digest);
}
static inline int ascon_xof128_any(uint8_t *out, size_t out_len, const uint8_t *z, size_t z_len, const uint8_t *m,
                                   size_t m_len)
{
    (void)z;
    return z_len != 0 ? LWC_ERR_LENGTH : lwc_ascon_xof128(out, out_len, m, m_len);
}
static inline int ascon_xof128_init_any(void *ctx, const uint8_t *z, size_t z_len)
{
    (void)z;
    return z_len != 0 ? LWC_ERR_LENGTH : lwc_ascon_xof128_init((lwc_ascon_hash_ctx *)ctx);
}
static inline int ascon_cxof128_init_any(void *ctx, const uint8_t *z, size_t z_len)
{
    return lwc_ascon_cxof128_init((lwc_ascon_hash_ctx *)ctx, z, z_len);
}
static inline int ascon_squeeze_any(void *ctx, uint8_t *out, size_t out_len)
{
    return lwc_ascon_xof_squeeze((lwc_ascon_hash_ctx *)ctx, out, out_len);
}
#include "ascon_backend.h" /* ASCON_BACKEND_BATCH_LANES, _KERNEL, _LEVEL: the backend's lane kernel, if any */
#if !defined(ASCON_BACKEND_BATCH_LANES)
#define ASCON_BACKEND_BATCH_LANES 1
#define ASCON_BACKEND_BATCH_KERNEL NULL
#define ASCON_BACKEND_BATCH_LEVEL 0
#endif
/* The batch row's prepared key: lwc_ascon_aead128_key with the row's full 16-byte tag. */
static inline int ascon_aead128_batch_prepare(void *k, const uint8_t *key)
{
    return lwc_ascon_aead128_key_init((lwc_ascon_aead128_key *)k, key, 16, LWC_ASCON_TAG_BYTES);
}
static inline int ascon_aead128_batch_seal(const void *k, uint8_t *c, uint8_t *tag, const uint8_t *nonce,
                                           const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    return lwc_ascon_aead128_key_encrypt((const lwc_ascon_aead128_key *)k, c, tag, nonce, ad, ad_len, m, m_len);
}
static inline int ascon_aead128_batch_open(const void *k, uint8_t *m, const uint8_t *tag, const uint8_t *nonce,
                                           const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    return lwc_ascon_aead128_key_decrypt((const lwc_ascon_aead128_key *)k, m, tag, nonce, ad, ad_len, c, c_len);
}
/* The protected row's masked API in the shape src/common/protected.c takes: the leveled masked
 * Ascon-AEAD128 of lwc/masked.h, 16-byte key. Its random bytes are an encryption's; a decryption asks
 * LWC_ASCON_MASKED_VERIFY_RANDOM_BYTES more (its tag comparison in shares). */
#include "lwc/masked.h"
typedef lwc_ascon_aead128_masked_key ascon_aead128_protected_key;
static inline int ascon_aead128_protected_key_init(ascon_aead128_protected_key *k, const uint8_t *key, size_t key_len)
{
    return lwc_ascon_aead128_masked_key_init(k, key, key_len);
}
static inline int ascon_aead128_protected_encrypt(ascon_aead128_protected_key *k, uint8_t *c, uint8_t *tag,
                                                  const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                                                  const uint8_t *m, size_t m_len)
{
    return lwc_ascon_aead128_masked_encrypt(k, c, tag, nonce, ad, ad_len, m, m_len);
}
static inline int ascon_aead128_protected_decrypt(ascon_aead128_protected_key *k, uint8_t *m, const uint8_t *tag,
                                                  const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                                                  const uint8_t *c, size_t c_len)
{
    return lwc_ascon_aead128_masked_decrypt(k, m, tag, nonce, ad, ad_len, c, c_len);
}
static inline size_t ascon_aead128_protected_random_bytes(size_t key_len, size_t ad_len, size_t m_len)
{
    (void)key_len;
    return lwc_ascon_aead128_masked_random_bytes(ad_len, m_len);
}
static inline size_t ascon_aead128_protected_key_init_random_bytes(size_t key_len)
{
    return key_len == 16 ? 16u * (LWC_ASCON_MASKED_SHARES - 1u) : 0; /* four random words per share but one */
}
#endif

LWC_AEAD_ROW("ascon-aead128", 16, 16, 16, lwc_ascon_aead128_encrypt, lwc_ascon_aead128_decrypt,
             "128-bit key recovery, confidentiality and integrity (nonce-respecting; 2^54 bytes per key)")
LWC_BATCH_ROW(lwc_ascon_aead128_encrypt, lwc_ascon_aead128_key, ascon_aead128_batch_prepare, ascon_aead128_batch_seal,
              ascon_aead128_batch_open, ASCON_BACKEND_BATCH_LANES, ASCON_BACKEND_BATCH_KERNEL,
              ASCON_BACKEND_BATCH_LEVEL)

LWC_PROTECTED_AEAD("ascon-aead128", lwc_ascon_aead128, 16, 16, ascon_aead128_protected)

LWC_HASH_ROW("ascon-hash256", 32, lwc_ascon_hash256, "128-bit collision, preimage and second preimage",
             sizeof(lwc_ascon_hash_ctx), ascon_hash256_init_any, ascon_update_any, ascon_hash256_final_any)

LWC_XOF_ROW("ascon-xof128", 0, ascon_xof128_any, "128-bit (output of 256 bits or more)", sizeof(lwc_ascon_hash_ctx),
            ascon_xof128_init_any, ascon_update_any, ascon_squeeze_any)
LWC_XOF_ROW("ascon-cxof128", LWC_ASCON_CXOF_CUSTOM_MAX_BYTES, lwc_ascon_cxof128, "128-bit (output of 256 bits or more)",
            sizeof(lwc_ascon_hash_ctx), ascon_cxof128_init_any, ascon_update_any, ascon_squeeze_any)

LWC_NIST_AEAD(asconaead128, lwc_ascon_aead128, LWC_ASCON_TAG_BYTES)
LWC_NIST_HASH(asconhash256, lwc_ascon_hash256)

LWC_PYTHON_CLASS("ascon-aead128", AsconAEAD128, "Ascon-AEAD128 (NIST SP 800-232): 16-byte key, 16-byte nonce, 16-byte tag.")
LWC_PYTHON_CLASS("ascon-hash256", AsconHash256,
                 "Ascon-Hash256 (NIST SP 800-232): 32-byte digest. ``lwcrypt.ascon_hash256(data).digest()``, as "
                 "``hashlib.sha256``.",
                 block_size = 8, alias = ascon_hash256)
LWC_PYTHON_CLASS("ascon-xof128", AsconXOF128,
                 "Ascon-XOF128 (NIST SP 800-232): any output length. ``lwcrypt.AsconXOF128(data).digest(32)``.",
                 alias = ascon_xof128)
LWC_PYTHON_CLASS("ascon-cxof128", AsconCXOF128,
                 "Ascon-CXOF128 (NIST SP 800-232): Ascon-XOF128 with a customization string of at most 256 bytes: "
                 "``lwcrypt.AsconCXOF128(data, customization=b\"app v1\").digest(32)``.",
                 alias = ascon_cxof128)
