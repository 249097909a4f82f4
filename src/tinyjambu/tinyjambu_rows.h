/* TinyJAMBU's rows of the descriptor tables (include/lwc/lwc.h),
 * its NIST LWC entry points and its rows' Python classes.
 * Included by src/common/registry.c and src/common/nist_api.c through the rows pass of
 * include/lwc/primitives.h, once per pass with that pass's row macros (src/common/rows.h); no include
 * guard.
 *
 * Security claims: TinyJAMBU v2 specification, Table 4.1 (confidentiality 112/168/224 bits for the
 * 128/192/256-bit keys, 64-bit authenticity with the 64-bit tag). */
#if defined(LWC_ROWS_PREAMBLE)
#include "tinyjambu_backend.h" /* TINYJAMBU_BACKEND_BATCH_LANES, _KERNEL, _LEVEL: the backend's lane kernel, if any */
#if !defined(TINYJAMBU_BACKEND_BATCH_LANES)
#define TINYJAMBU_BACKEND_BATCH_LANES 1
#define TINYJAMBU_BACKEND_BATCH_KERNEL NULL
#define TINYJAMBU_BACKEND_BATCH_LEVEL 0
#endif
/* The batch rows' prepared key: the key setup of lwc_tinyjambu_key, with the key size fixed per row. */
static inline int tinyjambu128_batch_prepare(void *k, const uint8_t *key)
{
    return lwc_tinyjambu_key_init((lwc_tinyjambu_key *)k, key, 16);
}
static inline int tinyjambu192_batch_prepare(void *k, const uint8_t *key)
{
    return lwc_tinyjambu_key_init((lwc_tinyjambu_key *)k, key, 24);
}
static inline int tinyjambu256_batch_prepare(void *k, const uint8_t *key)
{
    return lwc_tinyjambu_key_init((lwc_tinyjambu_key *)k, key, 32);
}
static inline int tinyjambu_batch_seal(const void *k, uint8_t *c, uint8_t *tag, const uint8_t *nonce, const uint8_t *ad,
                                       size_t ad_len, const uint8_t *m, size_t m_len)
{
    return lwc_tinyjambu_key_encrypt((const lwc_tinyjambu_key *)k, c, tag, nonce, ad, ad_len, m, m_len);
}
static inline int tinyjambu_batch_open(const void *k, uint8_t *m, const uint8_t *tag, const uint8_t *nonce,
                                       const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    return lwc_tinyjambu_key_decrypt((const lwc_tinyjambu_key *)k, m, tag, nonce, ad, ad_len, c, c_len);
}
#endif

LWC_AEAD_ROW("tinyjambu-128", 16, 12, 8, lwc_tinyjambu128_encrypt, lwc_tinyjambu128_decrypt,
             "112-bit privacy, 64-bit tag (nonce-respecting)")
LWC_AEAD_ROW("tinyjambu-192", 24, 12, 8, lwc_tinyjambu192_encrypt, lwc_tinyjambu192_decrypt,
             "168-bit privacy, 64-bit tag (nonce-respecting)")
LWC_AEAD_ROW("tinyjambu-256", 32, 12, 8, lwc_tinyjambu256_encrypt, lwc_tinyjambu256_decrypt,
             "224-bit privacy, 64-bit tag (nonce-respecting)")

LWC_BATCH_ROW(lwc_tinyjambu128_encrypt, lwc_tinyjambu_key, tinyjambu128_batch_prepare, tinyjambu_batch_seal,
              tinyjambu_batch_open, TINYJAMBU_BACKEND_BATCH_LANES, TINYJAMBU_BACKEND_BATCH_KERNEL,
              TINYJAMBU_BACKEND_BATCH_LEVEL)
LWC_BATCH_ROW(lwc_tinyjambu192_encrypt, lwc_tinyjambu_key, tinyjambu192_batch_prepare, tinyjambu_batch_seal,
              tinyjambu_batch_open, TINYJAMBU_BACKEND_BATCH_LANES, TINYJAMBU_BACKEND_BATCH_KERNEL,
              TINYJAMBU_BACKEND_BATCH_LEVEL)
LWC_BATCH_ROW(lwc_tinyjambu256_encrypt, lwc_tinyjambu_key, tinyjambu256_batch_prepare, tinyjambu_batch_seal,
              tinyjambu_batch_open, TINYJAMBU_BACKEND_BATCH_LANES, TINYJAMBU_BACKEND_BATCH_KERNEL,
              TINYJAMBU_BACKEND_BATCH_LEVEL)

LWC_NIST_AEAD(tinyjambu128, lwc_tinyjambu128, LWC_TINYJAMBU_TAG_BYTES)
LWC_NIST_AEAD(tinyjambu192, lwc_tinyjambu192, LWC_TINYJAMBU_TAG_BYTES)
LWC_NIST_AEAD(tinyjambu256, lwc_tinyjambu256, LWC_TINYJAMBU_TAG_BYTES)

LWC_PYTHON_CLASS("tinyjambu-128", TinyJambu128,
                 "TinyJAMBU-128: 16-byte key, 12-byte nonce, 8-byte tag. The key setup runs once, when the object "
                 "is created (the C library's key cache, ``lwc_tinyjambu_key_init``); every encryption and "
                 "decryption starts from it.")
LWC_PYTHON_CLASS("tinyjambu-192", TinyJambu192,
                 "TinyJAMBU-192: 24-byte key, 12-byte nonce, 8-byte tag; the key setup runs once (see TinyJambu128).")
LWC_PYTHON_CLASS("tinyjambu-256", TinyJambu256,
                 "TinyJAMBU-256: 32-byte key, 12-byte nonce, 8-byte tag; the key setup runs once (see TinyJambu128).")

/* The protected profile's rows (src/common/protected.c): the masked TinyJAMBU of lwc/masked.h. */
LWC_PROTECTED_AEAD("tinyjambu-128", lwc_tinyjambu128, 16, 8, lwc_tinyjambu_masked)
LWC_PROTECTED_AEAD("tinyjambu-192", lwc_tinyjambu192, 24, 8, lwc_tinyjambu_masked)
LWC_PROTECTED_AEAD("tinyjambu-256", lwc_tinyjambu256, 32, 8, lwc_tinyjambu_masked)
