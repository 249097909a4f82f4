/* tests/masked/xorshift32.h: the masked checks' test generator, xorshift32 (reproducible test data; a
 * test RNG, never for use: masks must be unpredictable). */
#ifndef TESTS_MASKED_XORSHIFT32_H
#define TESTS_MASKED_XORSHIFT32_H

#include <stddef.h>
#include <stdint.h>

/* len bytes of the generator whose state is *state, the low byte of each step */
static inline void xorshift32_fill(uint32_t *state, uint8_t *out, size_t len)
{
    uint32_t x = *state;
    for (size_t i = 0; i < len; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        out[i] = (uint8_t)x;
    }
    *state = x;
}

#endif
