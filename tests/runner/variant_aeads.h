/* Test-only AEAD rows of the vector runner (variant_aeads.c): the papers' variants by name. */
#ifndef LWC_TESTS_VARIANT_AEADS_H
#define LWC_TESTS_VARIANT_AEADS_H

#include "lwc/lwc.h"

extern const lwc_aead_t runner_variant_aeads[];
extern const size_t runner_variant_aead_count;

#endif /* LWC_TESTS_VARIANT_AEADS_H */
