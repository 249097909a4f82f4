/* TinyJAMBU's rows of the descriptor tables (include/lwc/lwc.h),
 * its NIST LWC entry points and its rows' Python classes.
 * Included by src/common/registry.c and src/common/nist_api.c through src/common/lwc_rows.inc, once
 * per pass with that pass's row macros (src/common/rows.h); no include guard.
 *
 * Security claims: TinyJAMBU v2 specification, Table 4.1 (confidentiality 112/168/224 bits for the
 * 128/192/256-bit keys, 64-bit authenticity with the 64-bit tag). */
LWC_AEAD_ROW("tinyjambu-128", 16, 12, 8, lwc_tinyjambu128_encrypt, lwc_tinyjambu128_decrypt,
             "112-bit privacy, 64-bit tag (nonce-respecting)")
LWC_AEAD_ROW("tinyjambu-192", 24, 12, 8, lwc_tinyjambu192_encrypt, lwc_tinyjambu192_decrypt,
             "168-bit privacy, 64-bit tag (nonce-respecting)")
LWC_AEAD_ROW("tinyjambu-256", 32, 12, 8, lwc_tinyjambu256_encrypt, lwc_tinyjambu256_decrypt,
             "224-bit privacy, 64-bit tag (nonce-respecting)")

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
