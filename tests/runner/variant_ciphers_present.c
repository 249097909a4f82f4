/* Test-only PRESENT variant rows for the vector runner (see variant_ciphers.h). */
#include "variant_ciphers.h"

const runner_cipher_table runner_present_variants = {NULL, 0};
