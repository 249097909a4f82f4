/* Test-only AEAD rows for the vector runner: TinyJAMBU with each of Kwon et al. 2023's permutation
 * variants (lwc_variants) run through the library's mode, so that every variant passes the official
 * vector files on every target where it exists ("tinyjambu-128/normal", ...); Romulus through a
 * prepared key. Not part of liblwc. */
#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "tinyjambu_mode.h"
#include "tinyjambu_variants.h"
#include "variant_aeads.h"

#define TJ_VARIANT_FNS(label, perm, bits, words)                                                        \
    static int enc_##label##_##bits(uint8_t *c, uint8_t *tag, const uint8_t *key, const uint8_t *nonce,  \
                                    const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)    \
    {                                                                                                    \
        return tinyjambu_encrypt_with(perm, words, c, tag, key, nonce, ad, ad_len, m, m_len);            \
    }                                                                                                    \
    static int dec_##label##_##bits(uint8_t *m, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce, \
                                    const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)    \
    {                                                                                                    \
        return tinyjambu_decrypt_with(perm, words, m, tag, key, nonce, ad, ad_len, c, c_len);            \
    }

#define TJ_VARIANT(label, perm)              \
    TJ_VARIANT_FNS(label, perm, 128, 4)      \
    TJ_VARIANT_FNS(label, perm, 192, 6)      \
    TJ_VARIANT_FNS(label, perm, 256, 8)

#define TJ_VARIANT_ROWS(label, name)                                                              \
    {"tinyjambu-128/" name, 16, 12, 8, enc_##label##_128, dec_##label##_128, NULL},                     \
    {"tinyjambu-192/" name, 24, 12, 8, enc_##label##_192, dec_##label##_192, NULL},                     \
    {"tinyjambu-256/" name, 32, 12, 8, enc_##label##_256, dec_##label##_256, NULL}

TJ_VARIANT(normal, tinyjambu_permute_normal)
TJ_VARIANT(opt, tinyjambu_permute_opt)
#if LWC_HAVE_TINYJAMBU_REVERSE_SHIFT
TJ_VARIANT(rs, tinyjambu_permute_reverse_shift)
#endif

/* Romulus-N, -M, -T through a prepared key (lwc_romulus_key_init, then the _key_ functions): the
 * key is prepared inside each call, so the rows run every vector file and the constant-time and
 * forgery checks of tests/security/ct_check.c like the one-shot rows ("romulus-n/cached-key", ...).
 * The prepared key is static, as a caller keeping it across messages would hold it, so that the
 * peak stack ct_check measures is the calls' own. */
#define ROMULUS_CACHED_KEY(x)                                                                                  \
    static int enc_romulus_##x##_key(uint8_t *c, uint8_t *tag, const uint8_t *key, const uint8_t *nonce,        \
                                     const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)          \
    {                                                                                                          \
        static lwc_romulus_key k;                                                                              \
        int rc = lwc_romulus_key_init(&k, key);                                                                \
        if (rc == LWC_OK)                                                                                      \
            rc = lwc_romulus_##x##_key_encrypt(&k, c, tag, nonce, ad, ad_len, m, m_len);                       \
        lwc_wipe(&k, sizeof k);                                                                                \
        return rc;                                                                                             \
    }                                                                                                          \
    static int dec_romulus_##x##_key(uint8_t *m, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,  \
                                     const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)          \
    {                                                                                                          \
        static lwc_romulus_key k;                                                                              \
        int rc = lwc_romulus_key_init(&k, key);                                                                \
        if (rc == LWC_OK)                                                                                      \
            rc = lwc_romulus_##x##_key_decrypt(&k, m, tag, nonce, ad, ad_len, c, c_len);                       \
        lwc_wipe(&k, sizeof k);                                                                                \
        return rc;                                                                                             \
    }
ROMULUS_CACHED_KEY(n)
ROMULUS_CACHED_KEY(m)
ROMULUS_CACHED_KEY(t)

/* The leveled masked Romulus-T (lwc/masked.h) on the vector files (and so in tests/security's
 * constant-time and taint checks): the key masked inside each call, randomness from a test generator
 * (xorshift32: a test RNG, not for use). Not on the AVR, whose constant-time check would spend most of
 * its time in the masked calls (tests/masked/romulus_t_masked_check.c checks the masked API there). */
#if !defined(__AVR__)
#define RUNNER_ROMULUS_T_MASKED 1
static int masked_test_random(void *ctx, uint8_t *out, size_t len)
{
    static uint32_t x = 0x6A09E667u;
    (void)ctx;
    for (size_t i = 0; i < len; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        out[i] = (uint8_t)x;
    }
    return 0;
}

static int enc_romulus_t_masked(uint8_t *c, uint8_t *tag, const uint8_t *key, const uint8_t *nonce, const uint8_t *ad,
                                size_t ad_len, const uint8_t *m, size_t m_len)
{
    static lwc_romulus_t_masked_key k;
    lwc_set_random(masked_test_random, NULL);
    int rc = lwc_romulus_t_masked_key_init(&k, key);
    if (rc == LWC_OK)
        rc = lwc_romulus_t_masked_encrypt(&k, c, tag, nonce, ad, ad_len, m, m_len);
    lwc_wipe(&k, sizeof k);
    return rc;
}

static int dec_romulus_t_masked(uint8_t *m, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,
                                const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    static lwc_romulus_t_masked_key k;
    lwc_set_random(masked_test_random, NULL);
    int rc = lwc_romulus_t_masked_key_init(&k, key);
    if (rc == LWC_OK)
        rc = lwc_romulus_t_masked_decrypt(&k, m, tag, nonce, ad, ad_len, c, c_len);
    lwc_wipe(&k, sizeof k);
    return rc;
}
#endif

const lwc_aead_t runner_variant_aeads[] = {
    {"romulus-n/cached-key", 16, 16, 16, enc_romulus_n_key, dec_romulus_n_key, NULL},
    {"romulus-m/cached-key", 16, 16, 16, enc_romulus_m_key, dec_romulus_m_key, NULL},
    {"romulus-t/cached-key", 16, 16, 16, enc_romulus_t_key, dec_romulus_t_key, NULL},
#if RUNNER_ROMULUS_T_MASKED
    {"romulus-t/masked", 16, 16, 16, enc_romulus_t_masked, dec_romulus_t_masked, NULL},
#endif
    TJ_VARIANT_ROWS(normal, "normal"),
    TJ_VARIANT_ROWS(opt, "opt"),
#if LWC_HAVE_TINYJAMBU_REVERSE_SHIFT
    TJ_VARIANT_ROWS(rs, "reverse-shift"),
#endif
};
const size_t runner_variant_aead_count = sizeof runner_variant_aeads / sizeof runner_variant_aeads[0];
