/* Test-only block-cipher rows of the vector runner: the papers' PRESENT and LEA variants by name
 * ("present-80/p1-8bit", "lea-128/on-the-fly", ...), each table in variant_ciphers_<primitive>.c. */
#ifndef LWC_TESTS_VARIANT_CIPHERS_H
#define LWC_TESTS_VARIANT_CIPHERS_H

#include "lwc/lwc.h"

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
