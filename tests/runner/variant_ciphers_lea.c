/* Test-only LEA variant rows for the vector runner (see variant_ciphers.h). */
#include "variant_ciphers.h"

const runner_cipher_table runner_lea_variants = {NULL, 0};
