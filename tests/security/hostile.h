/* The hostile-input test's shared parts (tests/security/hostile_check.c): its check macro, its arena and
 * the offsets in it, for the test and for each primitive's part of it, tests/<primitive>/hostile_<primitive>.c
 * (hostile_<primitive>(): the primitive's public functions that no descriptor row reaches). */
#ifndef LWC_TESTS_HOSTILE_H
#define LWC_TESTS_HOSTILE_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "lwc/lwc.h"

extern unsigned passed, failed; /* the checks so far */

#define CHECK(cond, ...)                                   \
    do {                                                   \
        if (cond) {                                        \
            passed++;                                      \
        } else {                                           \
            failed++;                                      \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);    \
            printf(__VA_ARGS__);                           \
            printf("\n");                                  \
        }                                                  \
    } while (0)

/* Every buffer of a call lives in one arena, so that "nothing written" is one comparison. */
#define ARENA 1024
extern uint8_t arena[ARENA], before[ARENA];

/* Fill the arena with its pattern (and remember it); arena_unchanged(): 1 when nothing was written since. */
void fill_arena(void);
int arena_unchanged(void);

/* Offsets in the arena: key 0, nonce 64, tag 96, ad 128, text 256 (64 bytes), a spare area at 512. */
#define KEY (arena + 0)
#define NONCE (arena + 64)
#define TAG (arena + 96)
#define AD (arena + 128)
#define TEXT (arena + 256)
#define SPARE (arena + 512)
#define LEN 40u

#endif /* LWC_TESTS_HOSTILE_H */
