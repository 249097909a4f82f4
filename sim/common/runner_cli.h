/* sim/common/runner_cli.h: the command line every semihosting runner shares (sim/cortexm/m3-run,
 * sim/rv32/rv32-run):
 *   runner [--cpu CORE] [--rules] [--version] [--trace] [--input FILE|-] [--max-cycles N] FIRMWARE.elf
 * (--cpu and --rules only where the runner has them), the input file it opens for the firmware, and
 * the words of its summary line for each exit status (semihost_host.h). */
#ifndef LWC_SIM_RUNNER_CLI_H
#define LWC_SIM_RUNNER_CLI_H

#include <stdint.h>

typedef struct {
    const char *elf;      /* the firmware (NULL: none given) */
    const char *input;    /* --input: a file, "-" for stdin, or NULL (no input) */
    const char *cpu;      /* --cpu: the core (the caller's default when not given) */
    int version, rules, trace;
    uint64_t max_cycles;  /* --max-cycles (0: the caller's default) */
} sim_options;

/* Parses argv into *o (whose cpu holds the default). has_cpu / has_rules: the runner has --cpu /
 * --rules. Returns 0, or SH_ST_USAGE after a message and usage(). */
int sim_parse_options(int argc, char **argv, const char *prog, int has_cpu, int has_rules,
                      void (*usage)(void), sim_options *o);

/* The firmware's input: -1 when input is NULL, stdin for "-", else the file opened for reading.
 * Returns 0, or SH_ST_USAGE after a message. */
int sim_open_input(const char *prog, const char *input, int *fd);

/* "exit 0", "firmware failure", "crash", "cycle cap" or "error": the summary line's word for st. */
const char *sim_status_text(int st);

#endif /* LWC_SIM_RUNNER_CLI_H */
