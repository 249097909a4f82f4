/* Test-only PRESENT variant rows for the vector runner (see variant_ciphers.h). */
#include "variant_ciphers.h"

#include <string.h>

#include "lwc/present.h"
#include "present_variants.h"

#if LWC_HAVE_PRESENT_P1_16BIT || LWC_HAVE_PRESENT_P1_8BIT || LWC_HAVE_PRESENT_OTF
#if LWC_HAVE_PRESENT_P1_16BIT || LWC_HAVE_PRESENT_P1_8BIT
/* Paper 001's AVR variants (P1 of Table 2 and of Tables 3-4): the library's key schedule
 * (lwc_present_set_key, the AVR round-key layout they share, and its context check), the variant's
 * block functions. */
static int present_v_set_key_10(void *ctx, const uint8_t *key)
{
    return lwc_present_set_key((lwc_present_ctx *)ctx, key, 10);
}
static int present_v_set_key_16(void *ctx, const uint8_t *key)
{
    return lwc_present_set_key((lwc_present_ctx *)ctx, key, 16);
}
#define PRESENT_V_FNS(sym, bytes)                                                                    \
    static int present_v_enc_##sym##_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)      \
    {                                                                                                \
        const int rc = runner_keyed_for(ctx, LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, bytes), out, 8);    \
        if (rc == LWC_OK)                                                                            \
            present_encrypt_block_##sym(((const lwc_present_ctx *)ctx)->rk, out, in);               \
        return rc;                                                                                   \
    }                                                                                                \
    static int present_v_dec_##sym##_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)      \
    {                                                                                                \
        const int rc = runner_keyed_for(ctx, LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, bytes), out, 8);    \
        if (rc == LWC_OK)                                                                            \
            present_decrypt_block_##sym(((const lwc_present_ctx *)ctx)->rk, out, in);               \
        return rc;                                                                                   \
    }
#define PRESENT_V_ROW(name, sym, bytes)                                                                     \
    {name, bytes, 8, sizeof(lwc_present_ctx), LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, bytes), present_v_set_key_##bytes, \
     present_v_enc_##sym##_##bytes, present_v_dec_##sym##_##bytes, NULL, NULL, NULL}
#if LWC_HAVE_PRESENT_P1_16BIT
PRESENT_V_FNS(p1_16bit, 10)
PRESENT_V_FNS(p1_16bit, 16)
#endif
#if LWC_HAVE_PRESENT_P1_8BIT
PRESENT_V_FNS(p1_8bit, 10)
PRESENT_V_FNS(p1_8bit, 16)
#endif
#endif

#if LWC_HAVE_PRESENT_OTF
/* On the fly ("present-80/otf", "present-128/otf"): the "context" is the raw key, set_key copies it
 * and each block call runs the key schedule in registers (variants/avr/present_otf.S). */
typedef struct {
    uint32_t keyed_as; /* common.h: the first word of every cipher context */
    uint8_t key[16];
} present_otf_ctx;
#define PRESENT_OTF_FNS(bits, bytes)                                                                 \
    static int present_otf_set_key_##bits(void *ctx, const uint8_t *key)                            \
    {                                                                                                \
        present_otf_ctx *c = ctx;                                                                    \
        memcpy(c->key, key, bytes);                                                                  \
        c->keyed_as = LWC_KEYED_AS(RUNNER_CIPHER_ID_PRESENT_OTF, bytes);                             \
        return LWC_OK;                                                                               \
    }                                                                                                \
    static int present_otf_enc_##bits(const void *ctx, uint8_t *out, const uint8_t *in)             \
    {                                                                                                \
        const int rc = runner_keyed_for(ctx, LWC_KEYED_AS(RUNNER_CIPHER_ID_PRESENT_OTF, bytes), out, 8); \
        if (rc == LWC_OK)                                                                            \
            present_otf_encrypt_##bits(out, in, ((const present_otf_ctx *)ctx)->key);               \
        return rc;                                                                                   \
    }                                                                                                \
    static int present_otf_dec_##bits(const void *ctx, uint8_t *out, const uint8_t *in)             \
    {                                                                                                \
        const int rc = runner_keyed_for(ctx, LWC_KEYED_AS(RUNNER_CIPHER_ID_PRESENT_OTF, bytes), out, 8); \
        if (rc == LWC_OK)                                                                            \
            present_otf_decrypt_##bits(out, in, ((const present_otf_ctx *)ctx)->key);               \
        return rc;                                                                                   \
    }
PRESENT_OTF_FNS(80, 10)
PRESENT_OTF_FNS(128, 16)
#define PRESENT_OTF_ROW(name, bits, bytes)                                                                   \
    {name, bytes, 8, sizeof(present_otf_ctx), LWC_KEYED_AS(RUNNER_CIPHER_ID_PRESENT_OTF, bytes),              \
     present_otf_set_key_##bits, present_otf_enc_##bits, present_otf_dec_##bits, NULL, NULL, NULL}
#endif

static const lwc_cipher_t present_variant_rows[] = {
#if LWC_HAVE_PRESENT_P1_16BIT
    PRESENT_V_ROW("present-80/p1-16bit", p1_16bit, 10),
    PRESENT_V_ROW("present-128/p1-16bit", p1_16bit, 16),
#endif
#if LWC_HAVE_PRESENT_P1_8BIT
    PRESENT_V_ROW("present-80/p1-8bit", p1_8bit, 10),
    PRESENT_V_ROW("present-128/p1-8bit", p1_8bit, 16),
#endif
#if LWC_HAVE_PRESENT_OTF
    PRESENT_OTF_ROW("present-80/otf", 80, 10),
    PRESENT_OTF_ROW("present-128/otf", 128, 16),
#endif
};
const runner_cipher_table runner_present_variants = {present_variant_rows,
                                                     sizeof present_variant_rows / sizeof present_variant_rows[0]};
#else
const runner_cipher_table runner_present_variants = {NULL, 0};
#endif
