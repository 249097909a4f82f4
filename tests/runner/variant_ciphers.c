/* Looks a block-cipher variant up in the per-primitive tables (variant_ciphers_<primitive>.c). */
#include <string.h>

#include "variant_ciphers.h"

const lwc_cipher_t *runner_variant_cipher_at(size_t i)
{
    const runner_cipher_table *tables[] = {&runner_present_variants, &runner_lea_variants};
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++) {
        if (i < tables[t]->count)
            return &tables[t]->rows[i];
        i -= tables[t]->count;
    }
    return NULL;
}

const lwc_cipher_t *runner_find_variant_cipher(const char *name)
{
    const lwc_cipher_t *row;
    for (size_t i = 0; (row = runner_variant_cipher_at(i)) != NULL; i++)
        if (strcmp(row->name, name) == 0)
            return row;
    return NULL;
}
