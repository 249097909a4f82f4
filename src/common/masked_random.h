/* Internal: the masked implementations' randomness (lwc_set_random, lwc/masked.h). */
#ifndef LWC_SRC_COMMON_MASKED_RANDOM_H
#define LWC_SRC_COMMON_MASKED_RANDOM_H

#include "lwc/masked.h"

/* 1 when a random source is registered. */
int lwc_masked_random_ready(void);

/* n fresh random words (4n <= LWC_MASKED_RANDOM_MAX_REQUEST bytes) from the registered source:
 * LWC_OK, or LWC_ERR_RANDOM (no source, or the source failed). */
int lwc_masked_random(uint32_t *words, size_t n);

#endif /* LWC_SRC_COMMON_MASKED_RANDOM_H */
