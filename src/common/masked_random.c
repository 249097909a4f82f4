/* The random source of the masked implementations (lwc/masked.h): one registered function for the
 * program. masked_random.h is the library's side. */
#include "masked_random.h"

static lwc_random_fn random_fn;
static void *random_ctx;

void lwc_set_random(lwc_random_fn fn, void *ctx)
{
    random_fn = fn;
    random_ctx = ctx;
}

int lwc_masked_random_ready(void)
{
    return random_fn != NULL;
}

int lwc_masked_random(uint32_t *words, size_t n)
{
    if (random_fn == NULL || n * 4 > LWC_MASKED_RANDOM_MAX_REQUEST)
        return LWC_ERR_RANDOM;
    return random_fn(random_ctx, (uint8_t *)words, 4 * n) == 0 ? LWC_OK : LWC_ERR_RANDOM;
}
