/* Test-only LEA variant rows for the vector runner (see variant_ciphers.h): paper 004's on-the-fly
 * encryption/decryption on Cortex-M3 ("lea-128/otf", "lea-192/otf", "lea-256/otf"). The "context" of
 * an on-the-fly row is the raw key: set_key copies it, each block call runs the key schedule. */
#include <string.h>

#include "lea_variants.h"
#include "variant_ciphers.h"

#if LWC_HAVE_LEA_OTF_ARMV7M
typedef struct {
    uint32_t keyed_as; /* common.h: the first word of every cipher context */
    uint8_t key[32];
} lea_otf_ctx;

#define LEA_OTF_FNS(bytes)                                                                      \
    static int otf_set_key_##bytes(void *ctx, const uint8_t *key)                              \
    {                                                                                          \
        lea_otf_ctx *c = ctx;                                                                  \
        memcpy(c->key, key, bytes);                                                            \
        c->keyed_as = LWC_KEYED_AS(RUNNER_CIPHER_ID_LEA_OTF, bytes);                           \
        return LWC_OK;                                                                         \
    }                                                                                          \
    static int otf_encrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)           \
    {                                                                                          \
        const int rc = runner_keyed_for(ctx, LWC_KEYED_AS(RUNNER_CIPHER_ID_LEA_OTF, bytes), out, 16); \
        if (rc == LWC_OK)                                                                      \
            lea_otf_encrypt(out, in, ((const lea_otf_ctx *)ctx)->key, bytes);                  \
        return rc;                                                                             \
    }                                                                                          \
    static int otf_decrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)           \
    {                                                                                          \
        const int rc = runner_keyed_for(ctx, LWC_KEYED_AS(RUNNER_CIPHER_ID_LEA_OTF, bytes), out, 16); \
        if (rc == LWC_OK)                                                                      \
            lea_otf_decrypt(out, in, ((const lea_otf_ctx *)ctx)->key, bytes);                  \
        return rc;                                                                             \
    }

LEA_OTF_FNS(16)
LEA_OTF_FNS(24)
LEA_OTF_FNS(32)

#define LEA_OTF_ROW(name, bytes)                                                                            \
    {name, bytes, 16, sizeof(lea_otf_ctx), LWC_KEYED_AS(RUNNER_CIPHER_ID_LEA_OTF, bytes), otf_set_key_##bytes, \
     otf_encrypt_##bytes, otf_decrypt_##bytes, NULL, NULL, NULL}
static const lwc_cipher_t lea_variant_rows[] = {
    LEA_OTF_ROW("lea-128/otf", 16),
    LEA_OTF_ROW("lea-192/otf", 24),
    LEA_OTF_ROW("lea-256/otf", 32),
};
const runner_cipher_table runner_lea_variants = {lea_variant_rows, sizeof lea_variant_rows / sizeof lea_variant_rows[0]};
#else
const runner_cipher_table runner_lea_variants = {NULL, 0};
#endif
