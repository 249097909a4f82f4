/* The vector runner's test-only variant rows in a build of a subset of the primitives (CMake's
 * LWC_ALGORITHMS, where the papers' variants are not built): none. The full build links
 * variant_aeads.c and variant_ciphers*.c instead. */
#include "variant_aeads.h"
#include "variant_ciphers.h"

const lwc_aead_t runner_variant_aeads[1] = {{0}};
const size_t runner_variant_aead_count = 0;

const lwc_cipher_t *runner_find_variant_cipher(const char *name)
{
    (void)name;
    return NULL;
}

const lwc_cipher_t *runner_variant_cipher_at(size_t i)
{
    (void)i;
    return NULL;
}
