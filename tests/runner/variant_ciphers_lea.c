/* Test-only LEA variant rows for the vector runner (see variant_ciphers.h): paper 004's on-the-fly
 * encryption/decryption on Cortex-M3 ("lea-128/otf", "lea-192/otf", "lea-256/otf"). The "context" of
 * an on-the-fly row is the raw key: set_key copies it, each block call runs the key schedule. */
#include <string.h>

#include "lea_variants.h"
#include "variant_ciphers.h"

#if LWC_HAVE_LEA_OTF_ARMV7M
typedef struct {
    uint8_t key[32];
} lea_otf_ctx;

#define LEA_OTF_FNS(bytes)                                                           \
    static int otf_set_key_##bytes(void *ctx, const uint8_t *key)                   \
    {                                                                               \
        memcpy(((lea_otf_ctx *)ctx)->key, key, bytes);                              \
        return LWC_OK;                                                              \
    }                                                                               \
    static void otf_encrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in) \
    {                                                                               \
        lea_otf_encrypt(out, in, ((const lea_otf_ctx *)ctx)->key, bytes);           \
    }                                                                               \
    static void otf_decrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in) \
    {                                                                               \
        lea_otf_decrypt(out, in, ((const lea_otf_ctx *)ctx)->key, bytes);           \
    }

LEA_OTF_FNS(16)
LEA_OTF_FNS(24)
LEA_OTF_FNS(32)

static const lwc_cipher_t lea_variant_rows[] = {
    {"lea-128/otf", 16, 16, sizeof(lea_otf_ctx), otf_set_key_16, otf_encrypt_16, otf_decrypt_16, NULL, NULL, NULL},
    {"lea-192/otf", 24, 16, sizeof(lea_otf_ctx), otf_set_key_24, otf_encrypt_24, otf_decrypt_24, NULL, NULL, NULL},
    {"lea-256/otf", 32, 16, sizeof(lea_otf_ctx), otf_set_key_32, otf_encrypt_32, otf_decrypt_32, NULL, NULL, NULL},
};
const runner_cipher_table runner_lea_variants = {lea_variant_rows, sizeof lea_variant_rows / sizeof lea_variant_rows[0]};
#else
const runner_cipher_table runner_lea_variants = {NULL, 0};
#endif
