/* Test-only PRESENT variant rows for the vector runner (see variant_ciphers.h). */
#include "variant_ciphers.h"

#include <string.h>

#include "lwc/present.h"
#include "present_variants.h"

#if LWC_HAVE_PRESENT_P1_16BIT || LWC_HAVE_PRESENT_P1_8BIT || LWC_HAVE_PRESENT_OTF
#if LWC_HAVE_PRESENT_P1_16BIT || LWC_HAVE_PRESENT_P1_8BIT
/* Paper 001's AVR variants (P1 of Table 2 and of Tables 3-4): the library's key schedule
 * (lwc_present_set_key, the AVR round-key layout they share), the variant's block functions. */
static int present_v_set_key_10(void *ctx, const uint8_t *key)
{
    return lwc_present_set_key((lwc_present_ctx *)ctx, key, 10);
}
static int present_v_set_key_16(void *ctx, const uint8_t *key)
{
    return lwc_present_set_key((lwc_present_ctx *)ctx, key, 16);
}
#define PRESENT_V_FNS(sym)                                                                  \
    static void present_v_enc_##sym(const void *ctx, uint8_t *out, const uint8_t *in)      \
    {                                                                                       \
        present_encrypt_block_##sym(((const lwc_present_ctx *)ctx)->rk, out, in);          \
    }                                                                                       \
    static void present_v_dec_##sym(const void *ctx, uint8_t *out, const uint8_t *in)      \
    {                                                                                       \
        present_decrypt_block_##sym(((const lwc_present_ctx *)ctx)->rk, out, in);          \
    }
#if LWC_HAVE_PRESENT_P1_16BIT
PRESENT_V_FNS(p1_16bit)
#endif
#if LWC_HAVE_PRESENT_P1_8BIT
PRESENT_V_FNS(p1_8bit)
#endif
#endif

#if LWC_HAVE_PRESENT_OTF
/* On the fly ("present-80/otf", "present-128/otf"): the "context" is the raw key, set_key copies it
 * and each block call runs the key schedule in registers (variants/avr/present_otf.S). */
typedef struct {
    uint8_t key[16];
} present_otf_ctx;
#define PRESENT_OTF_FNS(bits, bytes)                                                        \
    static int present_otf_set_key_##bits(void *ctx, const uint8_t *key)                  \
    {                                                                                       \
        memcpy(((present_otf_ctx *)ctx)->key, key, bytes);                                  \
        return LWC_OK;                                                                      \
    }                                                                                       \
    static void present_otf_enc_##bits(const void *ctx, uint8_t *out, const uint8_t *in)   \
    {                                                                                       \
        present_otf_encrypt_##bits(out, in, ((const present_otf_ctx *)ctx)->key);          \
    }                                                                                       \
    static void present_otf_dec_##bits(const void *ctx, uint8_t *out, const uint8_t *in)   \
    {                                                                                       \
        present_otf_decrypt_##bits(out, in, ((const present_otf_ctx *)ctx)->key);          \
    }
PRESENT_OTF_FNS(80, 10)
PRESENT_OTF_FNS(128, 16)
#endif

static const lwc_cipher_t present_variant_rows[] = {
#if LWC_HAVE_PRESENT_P1_16BIT
    {"present-80/p1-16bit", 10, 8, sizeof(lwc_present_ctx), present_v_set_key_10, present_v_enc_p1_16bit,
     present_v_dec_p1_16bit, NULL, NULL, NULL},
    {"present-128/p1-16bit", 16, 8, sizeof(lwc_present_ctx), present_v_set_key_16, present_v_enc_p1_16bit,
     present_v_dec_p1_16bit, NULL, NULL, NULL},
#endif
#if LWC_HAVE_PRESENT_P1_8BIT
    {"present-80/p1-8bit", 10, 8, sizeof(lwc_present_ctx), present_v_set_key_10, present_v_enc_p1_8bit,
     present_v_dec_p1_8bit, NULL, NULL, NULL},
    {"present-128/p1-8bit", 16, 8, sizeof(lwc_present_ctx), present_v_set_key_16, present_v_enc_p1_8bit,
     present_v_dec_p1_8bit, NULL, NULL, NULL},
#endif
#if LWC_HAVE_PRESENT_OTF
    {"present-80/otf", 10, 8, sizeof(present_otf_ctx), present_otf_set_key_80, present_otf_enc_80,
     present_otf_dec_80, NULL, NULL, NULL},
    {"present-128/otf", 16, 8, sizeof(present_otf_ctx), present_otf_set_key_128, present_otf_enc_128,
     present_otf_dec_128, NULL, NULL, NULL},
#endif
};
const runner_cipher_table runner_present_variants = {present_variant_rows,
                                                     sizeof present_variant_rows / sizeof present_variant_rows[0]};
#else
const runner_cipher_table runner_present_variants = {NULL, 0};
#endif
