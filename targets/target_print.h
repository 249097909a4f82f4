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

/* Pass/fail tally of a self-checking firmware (one tally per program). target_check counts a
 * check and prints the first 10 failures as "FAIL <what> <n>"; target_check_exit prints
 * "N passed, M failed" and exits with status 1 on any failure. */
static inline uint32_t *target_check_tally(void)
{
    static uint32_t tally[2]; /* passed, failed */
    return tally;
}

static inline int target_check(int ok, const char *what, uint32_t n)
{
    uint32_t *t = target_check_tally();
    if (ok) {
        t[0]++;
        return 1;
    }
    if (t[1]++ < 10) {
        target_puts("FAIL ");
        target_puts(what);
        target_puts(" ");
        target_put_u32(n);
        target_puts("\n");
    }
    return 0;
}

/* Failures so far (to print context before a failing check's line). */
static inline uint32_t target_check_failures(void)
{
    return target_check_tally()[1];
}

static inline void target_check_exit(void)
{
    const uint32_t *t = target_check_tally();
    target_put_u32(t[0]);
    target_puts(" passed, ");
    target_put_u32(t[1]);
    target_puts(" failed\n");
    target_exit(t[1] != 0);
}

#endif /* LWC_TARGET_PRINT_H */
