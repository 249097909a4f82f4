/* Ascon's option rows (tests/runner/option_rows.h): test-only AEAD rows for Ascon-AEAD128's options
 * (SP 800-232 section 4.2)
 * through a prepared key (lwc_ascon_aead128_key_init, then the _key_ calls), for the vector files that
 * use them (tests/vectors/ascon-aead128, entries with TagLen or Key2; tools/lwcvectors/parsers.py
 * names the row): "ascon-aead128/tag4" a 16-byte key and a 4-byte tag, "ascon-aead128/masked" a
 * 32-byte key K1 || K2 (nonce masking) and a 16-byte tag, "ascon-aead128/masked-tag4" both. Empty
 * where the build leaves Ascon out and where the target's descriptor says its flash has no room for
 * them (vector_runner_without_option_rows: RUNNER_WITHOUT_OPTION_ROWS; tools/run-vectors then
 * reports their entries as skipped). */
#include "lwc/lwc.h"
#include "../runner/option_rows.h"

#if defined(LWC_NO_ASCON) || defined(RUNNER_WITHOUT_OPTION_ROWS)
const lwc_aead_t runner_option_aeads_ascon[1] = {{0}};
const size_t runner_option_aead_count_ascon = 0;
#else
/* The prepared key is static, as a caller keeping it across messages would hold it: one object for
 * every row (each call initializes it and wipes it), so that a small target's runner holds one. */
static lwc_ascon_aead128_key ascon_option_key;
#define ASCON_OPTION_FNS(label, key_len, tag_len)                                                           \
    static int enc_ascon_##label(uint8_t *c, uint8_t *tag, const uint8_t *key, const uint8_t *nonce,          \
                                 const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)            \
    {                                                                                                        \
        lwc_ascon_aead128_key *k = &ascon_option_key;                                                        \
        int rc = lwc_ascon_aead128_key_init(k, key, key_len, tag_len);                                       \
        if (rc == LWC_OK)                                                                                    \
            rc = lwc_ascon_aead128_key_encrypt(k, c, tag, nonce, ad, ad_len, m, m_len);                      \
        lwc_wipe(k, sizeof *k);                                                                              \
        return rc;                                                                                           \
    }                                                                                                        \
    static int dec_ascon_##label(uint8_t *m, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,    \
                                 const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)            \
    {                                                                                                        \
        lwc_ascon_aead128_key *k = &ascon_option_key;                                                        \
        int rc = lwc_ascon_aead128_key_init(k, key, key_len, tag_len);                                       \
        if (rc == LWC_OK)                                                                                    \
            rc = lwc_ascon_aead128_key_decrypt(k, m, tag, nonce, ad, ad_len, c, c_len);                      \
        lwc_wipe(k, sizeof *k);                                                                              \
        return rc;                                                                                           \
    }
ASCON_OPTION_FNS(tag4, 16, 4)
ASCON_OPTION_FNS(masked, 32, 16)
ASCON_OPTION_FNS(masked_tag4, 32, 4)

const lwc_aead_t runner_option_aeads_ascon[] = {
    {"ascon-aead128/tag4", 16, 16, 4, enc_ascon_tag4, dec_ascon_tag4, NULL},
    {"ascon-aead128/masked", 32, 16, 16, enc_ascon_masked, dec_ascon_masked, NULL},
    {"ascon-aead128/masked-tag4", 32, 16, 4, enc_ascon_masked_tag4, dec_ascon_masked_tag4, NULL},
};
const size_t runner_option_aead_count_ascon = sizeof runner_option_aeads_ascon / sizeof runner_option_aeads_ascon[0];
#endif
