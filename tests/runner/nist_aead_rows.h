/* The NIST LWC entry points of every AEAD (include/lwc/nist.h) by descriptor name, for the host tests
 * that check them beside the native API (tests/host/test_props.c, tests/security/hostile_check.c and
 * taint_check.c, tests/fuzz/fuzz_lwc.c). A new AEAD gets its row here once; those tests fail when a
 * descriptor row has no NIST twin. */
#ifndef LWC_TESTS_NIST_AEAD_ROWS_H
#define LWC_TESTS_NIST_AEAD_ROWS_H

#include <stddef.h>
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/nist.h"

typedef int (*nist_enc_fn)(unsigned char *, unsigned long long *, const unsigned char *, unsigned long long,
                           const unsigned char *, unsigned long long, const unsigned char *, const unsigned char *,
                           const unsigned char *);
typedef int (*nist_dec_fn)(unsigned char *, unsigned long long *, unsigned char *, const unsigned char *,
                           unsigned long long, const unsigned char *, unsigned long long, const unsigned char *,
                           const unsigned char *);

typedef struct {
    const char *name; /* the descriptor name (lwc_aeads) */
    nist_enc_fn enc;
    nist_dec_fn dec;
} nist_aead_row;

static const nist_aead_row nist_aead_rows[] = {
    {"tinyjambu-128", tinyjambu128_crypto_aead_encrypt, tinyjambu128_crypto_aead_decrypt},
    {"tinyjambu-192", tinyjambu192_crypto_aead_encrypt, tinyjambu192_crypto_aead_decrypt},
    {"tinyjambu-256", tinyjambu256_crypto_aead_encrypt, tinyjambu256_crypto_aead_decrypt},
    {"romulus-n", romulusn_crypto_aead_encrypt, romulusn_crypto_aead_decrypt},
    {"romulus-m", romulusm_crypto_aead_encrypt, romulusm_crypto_aead_decrypt},
    {"romulus-t", romulust_crypto_aead_encrypt, romulust_crypto_aead_decrypt},
    {"ascon-aead128", asconaead128_crypto_aead_encrypt, asconaead128_crypto_aead_decrypt},
};
#define NIST_AEAD_ROW_COUNT (sizeof nist_aead_rows / sizeof nist_aead_rows[0])

/* The row of descriptor name `name`, or NULL. */
static inline const nist_aead_row *nist_aead_row_find(const char *name)
{
    for (size_t i = 0; i < NIST_AEAD_ROW_COUNT; i++)
        if (strcmp(nist_aead_rows[i].name, name) == 0)
            return &nist_aead_rows[i];
    return NULL;
}

#endif /* LWC_TESTS_NIST_AEAD_ROWS_H */
