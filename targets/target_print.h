/* Text output for firmware on any target, on top of target_putc (target_io.h): what the vector runner
 * aside, every firmware (benchmark, variant check, simulator self-tests) prints with. Header-only. */
#ifndef LWC_TARGET_PRINT_H
#define LWC_TARGET_PRINT_H

#include <stdint.h>

#include "target_io.h"

static inline void target_puts(const char *s)
{
    while (*s)
        target_putc((uint8_t)*s++);
}

/* v in decimal, no padding. */
static inline void target_put_u32(uint32_t v)
{
    char digits[10];
    int n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0)
        target_putc((uint8_t)digits[--n]);
}

#endif /* LWC_TARGET_PRINT_H */
