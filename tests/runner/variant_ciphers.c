/* Looks a block-cipher variant up in the per-primitive tables (variant_ciphers_<primitive>.c). */
#include <string.h>

#include "variant_ciphers.h"

const lwc_cipher_t *runner_find_variant_cipher(const char *name)
{
    const runner_cipher_table *tables[] = {&runner_present_variants, &runner_lea_variants};
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (size_t i = 0; i < tables[t]->count; i++)
            if (strcmp(tables[t]->rows[i].name, name) == 0)
                return &tables[t]->rows[i];
    return NULL;
}
