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

#if defined(__AVR__)
#include <avr/pgmspace.h>
/* s in flash (PSTR, PROGMEM): the AVR copies every other constant string to its RAM. */
static inline void target_puts_P(const char *s)
{
    for (char ch; (ch = (char)pgm_read_byte(s)) != '\0'; s++)
        target_putc((uint8_t)ch);
}
#endif

/* target_check, with `what` in flash where what_in_flash is set (the AVR; TARGET_CHECK). */
static inline int target_check_from(int ok, const char *what, int what_in_flash, uint32_t n)
{
    uint32_t *t = target_check_tally();
    if (ok) {
        t[0]++;
        return 1;
    }
    if (t[1]++ < 10) {
        target_puts("FAIL ");
#if defined(__AVR__)
        if (what_in_flash)
            target_puts_P(what);
        else
            target_puts(what);
#else
        (void)what_in_flash;
        target_puts(what);
#endif
        target_puts(" ");
        target_put_u32(n);
        target_puts("\n");
    }
    return 0;
}

static inline int target_check(int ok, const char *what, uint32_t n)
{
    return target_check_from(ok, what, 0, n);
}

/* TARGET_CHECK(ok, "what", n): target_check with a string literal, which the AVR keeps in flash, so
 * that a check with many of them fits the RAM of a small part (tests/protected/protected_check.c). */
#if defined(__AVR__)
#define TARGET_CHECK(ok, what, n) target_check_from((ok), PSTR(what), 1, (n))
#else
#define TARGET_CHECK(ok, what, n) target_check((ok), what, (n))
#endif

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
