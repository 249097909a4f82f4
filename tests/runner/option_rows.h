/* Option rows: test-only AEAD rows a primitive adds from its own test folder,
 * tests/<p>/option_rows_<p>.c, for options of its API that its library rows do not reach (e.g. a
 * prepared key with a shorter tag). The file defines runner_option_aeads_<p>[] and
 * runner_option_aead_count_<p> (no rows where the build leaves <p> out: LWC_NO_<P>, or where the
 * target has no room: RUNNER_WITHOUT_OPTION_ROWS); tests/CMakeLists.txt links every such file into
 * the vector runner, ct_check and the fuzzer and lists them in RUNNER_OPTION_ROWS.
 * The vector runner finds option rows by name after the library's and the variants'; ct_check runs
 * them (in the firmware of a primitive without paper variants) as library calls held to their
 * algorithm's budgets. */
#ifndef LWC_TESTS_OPTION_ROWS_H
#define LWC_TESTS_OPTION_ROWS_H

#include "lwc/lwc.h"

typedef struct {
    const lwc_aead_t *rows;
    const size_t *count;
} runner_option_table;

/* RUNNER_OPTION_ROWS(X): X(p) for every primitive with option rows (a compile definition of the
 * programs that take them, tests/CMakeLists.txt). */
#if !defined(RUNNER_OPTION_ROWS)
#define RUNNER_OPTION_ROWS(X)
#endif
#define RUNNER_OPTION_DECLARE(p)                     \
    extern const lwc_aead_t runner_option_aeads_##p[]; \
    extern const size_t runner_option_aead_count_##p;
RUNNER_OPTION_ROWS(RUNNER_OPTION_DECLARE)

/* Every primitive's option rows, ended by {NULL, NULL}. */
#define RUNNER_OPTION_TABLE(p) {runner_option_aeads_##p, &runner_option_aead_count_##p},
static const runner_option_table runner_option_tables[] = {RUNNER_OPTION_ROWS(RUNNER_OPTION_TABLE){NULL, NULL}};

#endif /* LWC_TESTS_OPTION_ROWS_H */
