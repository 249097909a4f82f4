/* Test-only block-cipher rows of the vector runner: the papers' PRESENT and LEA variants by name
 * ("present-80/p1-8bit", "lea-128/on-the-fly", ...), each table in variant_ciphers_<primitive>.c. */
#ifndef LWC_TESTS_VARIANT_CIPHERS_H
#define LWC_TESTS_VARIANT_CIPHERS_H

#include <string.h>

#include "lwc/lwc.h"

/* The cipher ids of the test-only rows whose context is their own (LWC_KEYED_AS, common.h): the
 * on-the-fly rows keep the raw key. Rows that share the library's context use its ids. */
#define RUNNER_CIPHER_ID_PRESENT_OTF 0x81u
#define RUNNER_CIPHER_ID_LEA_OTF 0x82u

/* The context check of a test-only row's block function, as the library's rows do it: LWC_OK when
 * the context's first word is keyed_as, else LWC_ERR_STATE with the block at out zeroed (or
 * LWC_ERR_NULL). */
static inline int runner_keyed_for(const void *ctx, uint32_t keyed_as, uint8_t *out, size_t block_bytes)
{
    uint32_t k;
    if (ctx == NULL || out == NULL)
        return LWC_ERR_NULL;
    memcpy(&k, ctx, sizeof k);
    if (k != keyed_as) {
        memset(out, 0, block_bytes);
        return LWC_ERR_STATE;
    }
    return LWC_OK;
}

/* One primitive's variant rows; rows may be NULL when count is 0. */
typedef struct {
    const lwc_cipher_t *rows;
    size_t count;
} runner_cipher_table;

extern const runner_cipher_table runner_present_variants;
extern const runner_cipher_table runner_lea_variants;

/* The variant row named `name`, or NULL. */
const lwc_cipher_t *runner_find_variant_cipher(const char *name);

/* The i-th variant row over all the per-primitive tables (0, 1, ...), or NULL past the last one:
 * lets the tests enumerate every variant without a list of their own. */
const lwc_cipher_t *runner_variant_cipher_at(size_t i);

#endif /* LWC_TESTS_VARIANT_CIPHERS_H */
