/* sim/common/runner_cli.c: the command line every semihosting runner shares (runner_cli.h). */
#include "runner_cli.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "semihost_host.h"

int sim_parse_options(int argc, char **argv, const char *prog, int has_cpu, int has_rules,
                      void (*usage)(void), sim_options *o)
{
    for (int k = 1; k < argc; k++) {
        const char *a = argv[k];
        if (strcmp(a, "--version") == 0) {
            o->version = 1;
        } else if (has_rules && strcmp(a, "--rules") == 0) {
            o->rules = 1;
        } else if (strcmp(a, "--trace") == 0) {
            o->trace = 1;
        } else if (has_cpu && strcmp(a, "--cpu") == 0 && k + 1 < argc) {
            o->cpu = argv[++k];
        } else if (strcmp(a, "--input") == 0 && k + 1 < argc) {
            o->input = argv[++k];
        } else if (strcmp(a, "--max-cycles") == 0 && k + 1 < argc) {
            char *end = NULL;
            errno = 0;
            unsigned long long v = strtoull(argv[++k], &end, 10);
            if (errno != 0 || end == argv[k] || *end != '\0' || argv[k][0] == '-') {
                fprintf(stderr, "%s: bad --max-cycles value '%s'\n", prog, argv[k]);
                usage();
                return SH_ST_USAGE;
            }
            o->max_cycles = v;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "%s: unknown or incomplete option '%s'\n", prog, a);
            usage();
            return SH_ST_USAGE;
        } else if (o->elf == NULL) {
            o->elf = a;
        } else {
            usage();
            return SH_ST_USAGE;
        }
    }
    return 0;
}

int sim_open_input(const char *prog, const char *input, int *fd)
{
    *fd = -1;
    if (input == NULL)
        return 0;
    if (strcmp(input, "-") == 0) {
        *fd = STDIN_FILENO;
        return 0;
    }
    if ((*fd = open(input, O_RDONLY)) < 0) {
        fprintf(stderr, "%s: %s: %s\n", prog, input, strerror(errno));
        return SH_ST_USAGE;
    }
    return 0;
}

const char *sim_status_text(int st)
{
    switch (st) {
    case SH_ST_EXIT_OK: return "exit 0";
    case SH_ST_EXIT_FAIL: return "firmware failure";
    case SH_ST_CRASH: return "crash";
    case SH_ST_CYCLE_CAP: return "cycle cap";
    default: return "error";
    }
}
