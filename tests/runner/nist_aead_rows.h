/* The NIST LWC entry points of every AEAD and hash (include/lwc/nist.h) by descriptor name, for the
 * host tests that check them beside the native API (tests/host/test_props.c,
 * tests/security/hostile_check.c, double_fetch_check.c and taint_check.c, tests/fuzz/fuzz_lwc.c). The
 * rows come from LWC_NIST_AEAD_LIST and LWC_NIST_HASH_LIST (lwc/primitives.h, generated from the
 * primitives' rows files); those tests fail when a descriptor row has no NIST twin. */
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

#define NIST_AEAD_ROW_(name, alg) {name, alg##_crypto_aead_encrypt, alg##_crypto_aead_decrypt},
static const nist_aead_row nist_aead_rows[] = {LWC_NIST_AEAD_LIST(NIST_AEAD_ROW_)};
#undef NIST_AEAD_ROW_
#define NIST_AEAD_ROW_COUNT (sizeof nist_aead_rows / sizeof nist_aead_rows[0])

typedef int (*nist_hash_fn)(unsigned char *, const unsigned char *, unsigned long long);

typedef struct {
    const char *name; /* the descriptor name (lwc_hashes) */
    nist_hash_fn hash;
} nist_hash_row;

#define NIST_HASH_ROW_(name, alg) {name, alg##_crypto_hash},
static const nist_hash_row nist_hash_rows[] = {LWC_NIST_HASH_LIST(NIST_HASH_ROW_)};
#undef NIST_HASH_ROW_
#define NIST_HASH_ROW_COUNT (sizeof nist_hash_rows / sizeof nist_hash_rows[0])

/* The row of descriptor name `name`, or NULL. */
static inline const nist_aead_row *nist_aead_row_find(const char *name)
{
    for (size_t i = 0; i < NIST_AEAD_ROW_COUNT; i++)
        if (strcmp(nist_aead_rows[i].name, name) == 0)
            return &nist_aead_rows[i];
    return NULL;
}

/* The hash row of descriptor name `name`, or NULL. */
static inline const nist_hash_row *nist_hash_row_find(const char *name)
{
    for (size_t i = 0; i < NIST_HASH_ROW_COUNT; i++)
        if (strcmp(nist_hash_rows[i].name, name) == 0)
            return &nist_hash_rows[i];
    return NULL;
}

#endif /* LWC_TESTS_NIST_AEAD_ROWS_H */
