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
#endif

LWC_AEAD_ROW("romulus-n", 16, 16, 16, lwc_romulus_n_encrypt, lwc_romulus_n_decrypt,
             "128-bit privacy and authenticity (nonce-respecting)")
LWC_AEAD_ROW("romulus-m", 16, 16, 16, lwc_romulus_m_encrypt, lwc_romulus_m_decrypt,
             "128-bit (nonce-respecting); 64 to 128-bit under nonce misuse")
LWC_AEAD_ROW("romulus-t", 16, 16, 16, lwc_romulus_t_encrypt, lwc_romulus_t_decrypt,
             "121-bit; authenticity kept under nonce misuse; leakage-resilient")

LWC_HASH_ROW("romulus-h", 32, lwc_romulus_h, "121-bit collision and (2nd) preimage", sizeof(lwc_romulus_h_ctx),
             romulus_h_init_any, romulus_h_update_any, romulus_h_final_any)

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
