/* Romulus's rows of the descriptor tables (include/lwc/lwc.h),
 * its NIST LWC entry points and its rows' Python classes.
 * Included by src/common/registry.c and src/common/nist_api.c through the rows pass of
 * include/lwc/primitives.h, once per pass with that pass's row macros (src/common/rows.h); no include
 * guard.
 *
 * Security claims: Romulus v1.3 specification, Tables 3.1 and 3.2 (n = 128). */
#if defined(LWC_ROWS_PREAMBLE)
/* The incremental hash row takes a void context; these adapters fix its type. */
static inline int romulus_h_init_any(void *ctx) { return lwc_romulus_h_init((lwc_romulus_h_ctx *)ctx); }
static inline int romulus_h_update_any(void *ctx, const uint8_t *m, size_t m_len)
{
    return lwc_romulus_h_update((lwc_romulus_h_ctx *)ctx, m, m_len);
}
static inline int romulus_h_final_any(void *ctx, uint8_t *digest)
{
    return lwc_romulus_h_final((lwc_romulus_h_ctx *)ctx, digest);
}
#include "skinny128_384p_backend.h" /* ROMULUS_N_BACKEND_BATCH_LANES, _KERNEL, _LEVEL: the backend's lane kernel, if any */
#if !defined(ROMULUS_N_BACKEND_BATCH_LANES)
#define ROMULUS_N_BACKEND_BATCH_LANES 1
#define ROMULUS_N_BACKEND_BATCH_KERNEL NULL
#define ROMULUS_N_BACKEND_BATCH_LEVEL 0
#endif
/* The batch rows' prepared key (lwc_romulus_key) and the prepared-key calls of Romulus-N, -M and -T. */
static inline int romulus_batch_prepare(void *k, const uint8_t *key)
{
    return lwc_romulus_key_init((lwc_romulus_key *)k, key);
}
#define ROMULUS_BATCH_CALLS(v)                                                                              \
    static inline int romulus_##v##_batch_seal(const void *k, uint8_t *c, uint8_t *tag, const uint8_t *nonce,   \
                                               const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len) \
    {                                                                                                       \
        return lwc_romulus_##v##_key_encrypt((const lwc_romulus_key *)k, c, tag, nonce, ad, ad_len, m, m_len);  \
    }                                                                                                       \
    static inline int romulus_##v##_batch_open(const void *k, uint8_t *m, const uint8_t *tag, const uint8_t *nonce, \
                                               const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len) \
    {                                                                                                       \
        return lwc_romulus_##v##_key_decrypt((const lwc_romulus_key *)k, m, tag, nonce, ad, ad_len, c, c_len);  \
    }
ROMULUS_BATCH_CALLS(n)
ROMULUS_BATCH_CALLS(m)
ROMULUS_BATCH_CALLS(t)
/* The protected row's masked API in the shape src/common/protected.c takes (a key length, the random
 * bytes of the key's masking): the leveled masked Romulus-T of lwc/masked.h, whose key is 16 bytes. */
#include "lwc/masked.h"
typedef lwc_romulus_t_masked_key romulus_t_protected_key;
static inline int romulus_t_protected_key_init(romulus_t_protected_key *k, const uint8_t *key, size_t key_len)
{
    return key_len == 16 ? lwc_romulus_t_masked_key_init(k, key) : LWC_ERR_LENGTH;
}
static inline int romulus_t_protected_encrypt(romulus_t_protected_key *k, uint8_t *c, uint8_t *tag, const uint8_t *nonce,
                                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    return lwc_romulus_t_masked_encrypt(k, c, tag, nonce, ad, ad_len, m, m_len);
}
static inline int romulus_t_protected_decrypt(romulus_t_protected_key *k, uint8_t *m, const uint8_t *tag,
                                              const uint8_t *nonce, const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                              size_t c_len)
{
    return lwc_romulus_t_masked_decrypt(k, m, tag, nonce, ad, ad_len, c, c_len);
}
static inline size_t romulus_t_protected_random_bytes(size_t key_len, size_t ad_len, size_t m_len)
{
    (void)key_len;
    return lwc_romulus_t_masked_random_bytes(ad_len, m_len);
}
static inline size_t romulus_t_protected_key_init_random_bytes(size_t key_len)
{
    return key_len == 16 ? 16 : 0; /* four random words, one per key word */
}
#endif

LWC_AEAD_ROW("romulus-n", 16, 16, 16, lwc_romulus_n_encrypt, lwc_romulus_n_decrypt,
             "128-bit privacy and authenticity (nonce-respecting)")
LWC_AEAD_ROW("romulus-m", 16, 16, 16, lwc_romulus_m_encrypt, lwc_romulus_m_decrypt,
             "128-bit (nonce-respecting); 64 to 128-bit under nonce misuse")
LWC_AEAD_ROW("romulus-t", 16, 16, 16, lwc_romulus_t_encrypt, lwc_romulus_t_decrypt,
             "121-bit; authenticity kept under nonce misuse; leakage-resilient")

LWC_HASH_ROW("romulus-h", 32, lwc_romulus_h, "121-bit collision and (2nd) preimage", sizeof(lwc_romulus_h_ctx),
             romulus_h_init_any, romulus_h_update_any, romulus_h_final_any)

LWC_BATCH_ROW(lwc_romulus_n_encrypt, lwc_romulus_key, romulus_batch_prepare, romulus_n_batch_seal, romulus_n_batch_open,
              ROMULUS_N_BACKEND_BATCH_LANES, ROMULUS_N_BACKEND_BATCH_KERNEL,
              ROMULUS_N_BACKEND_BATCH_LEVEL)
LWC_BATCH_ROW(lwc_romulus_m_encrypt, lwc_romulus_key, romulus_batch_prepare, romulus_m_batch_seal, romulus_m_batch_open, 1,
              NULL, 0)
LWC_BATCH_ROW(lwc_romulus_t_encrypt, lwc_romulus_key, romulus_batch_prepare, romulus_t_batch_seal, romulus_t_batch_open, 1,
              NULL, 0)

LWC_PROTECTED_AEAD("romulus-t", lwc_romulus_t, 16, 16, romulus_t_protected)

LWC_NIST_AEAD(romulusn, lwc_romulus_n, LWC_ROMULUS_TAG_BYTES)
LWC_NIST_AEAD(romulusm, lwc_romulus_m, LWC_ROMULUS_TAG_BYTES)
LWC_NIST_AEAD(romulust, lwc_romulus_t, LWC_ROMULUS_TAG_BYTES)
LWC_NIST_HASH(romulush, lwc_romulus_h)

LWC_PYTHON_CLASS("romulus-n", RomulusN, "Romulus-N (nonce-based, one pass): 16-byte key, 16-byte nonce, 16-byte tag.")
LWC_PYTHON_CLASS("romulus-m", RomulusM,
                 "Romulus-M (nonce-misuse resistant, two passes): 16-byte key, 16-byte nonce, 16-byte tag.")
LWC_PYTHON_CLASS("romulus-t", RomulusT, "Romulus-T (leakage resilient): 16-byte key, 16-byte nonce, 16-byte tag.")
LWC_PYTHON_CLASS("romulus-h", RomulusH, "Romulus-H: 32-byte digest. ``lwcrypt.RomulusH(data).digest()`` for one shot.",
                 block_size = 32)
