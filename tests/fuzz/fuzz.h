/* What fuzz_lwc.c shares with the primitives' own fuzz families (tests/<p>/fuzz_<p>.c): the input
 * reader, the limits and REQUIRE. A family defines fuzz_family_<p>(reader *) (one input: read what it
 * needs, check, abort through REQUIRE on any violation) and fuzz_family_<p>_init(void) (once, before
 * the first input: 1 when its self-test passes). */
#ifndef LWC_TESTS_FUZZ_H
#define LWC_TESTS_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_TEXT 1024
#define MAX_AD 256

/* The row or function being fuzzed, for REQUIRE's message. */
extern const char *row_name;

#define REQUIRE(cond, what)                                                              \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            fprintf(stderr, "fuzz_lwc: %s: %s (%s:%d)\n", row_name, what, __FILE__, __LINE__); \
            abort();                                                                     \
        }                                                                                \
    } while (0)

typedef struct {
    const uint8_t *p;
    size_t n;
    uint32_t h; /* FNV-1a of the bytes read so far: seeds the filler once the input runs out */
} reader;

/* Past the end of the input the reader goes on with xorshift bytes seeded by what it has read, so a
 * short input still gives long, non-zero messages (libFuzzer keeps inputs small). */
uint8_t get8(reader *r);
unsigned get16(reader *r);
void get_bytes(reader *r, uint8_t *out, size_t n);
/* 1 when p[0..n) is all zero (the check of a wiped output). */
int all_zero(const uint8_t *p, size_t n);

#endif /* LWC_TESTS_FUZZ_H */
