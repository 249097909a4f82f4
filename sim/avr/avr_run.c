/* avr-run: runs ATmega128 firmware (an avr-gcc ELF) in libsimavr, cycle-exact and without any
 * wall-clock pacing, serving the simulator-only I/O registers of targets/avr/sim_io.h.
 *
 * usage: avr-run [--input FILE|-] [--max-cycles N] [--markers FILE] FIRMWARE.elf
 *
 *   --input FILE|-   bytes the firmware reads (SIM_IO_IN_*), from FILE or stdin ('-'); default none
 *   --max-cycles N   stop with status 3 once N cycles have run; default no limit
 *   --markers FILE   one line "<value> <cycle>" per write to SIM_IO_MARKER
 *
 * stdout: exactly the bytes the firmware wrote to SIM_IO_OUT (buffered; flushed on SIM_IO_FLUSH and
 * at the end). stderr: simavr's errors, and one summary line at the end.
 * Exit status: 0 firmware exited with status 0; 1 firmware exited non-zero; 2 crash (simavr's
 * crashed state: PC outside flash, data access outside RAM; an invalid or unsupported opcode; a
 * jump back to the reset vector; SLEEP with interrupts off without an exit); 3 cycle cap reached;
 * 4 usage, load or I/O error.
 * Summary line: status, cycles, wall time, simulated MHz, and RAM: .data+.bss, the stack's peak
 * (RAM above .bss is painted before the run; the lowest byte written since marks the peak) and
 * the bytes never touched.
 *
 * Timing: the cycle count is simavr's avr->cycle. A register callback runs while simavr executes
 * the accessing instruction, before that instruction's cycles are added, so the cycle latch and
 * the markers see the count at the start of the LDS/STS. The firmware's SLEEP never sleeps on the
 * host (avr->sleep is a no-op) and the UARTs never poll-sleep or echo to the console.
 *
 * Speed: simavr runs instructions back to back inside one avr_run() for up to run_cycle_count
 * cycles (bounded by its next cycle timer, stopping at any change of state or pending interrupt),
 * which avoids its per-instruction bookkeeping. avr-run keeps every check it makes between two
 * instructions exact under that: the cycle cap bounds run_cycle_count; an exit, a crash or a
 * simavr error changes the state, which ends the batch; and a jump back to the reset vector is
 * caught by an invalid opcode written over the reset vector's first word once the reset vector has
 * run (it is never executed again by a working program), reported as the jump itself at the cycle
 * the jump ended (the planted opcode's cycle is not counted).
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <simavr/avr_uart.h>
#include <simavr/sim_avr.h>
#include <simavr/sim_elf.h>
#include <simavr/sim_io.h>

#include "avr/sim_io.h" /* targets/avr/sim_io.h: the register map shared with the firmware */

enum {
    ST_EXIT_OK = 0,
    ST_EXIT_FAIL = 1,
    ST_CRASH = 2,
    ST_CYCLE_CAP = 3,
    ST_USAGE = 4,
};

/* RAM painted before the run; bytes still holding it at the end were never written. */
#define RAM_PAINT 0xA5

static struct {
    FILE *in;           /* input bytes, or NULL: no input */
    int pending;        /* next input byte; NO_BYTE: not read yet; -1: end of input */
    FILE *markers;      /* --markers file, or NULL */
    uint32_t latch;     /* cycle latch */
    int exited;         /* the firmware wrote SIM_IO_EXIT */
    uint8_t exit_value; /* what it wrote */
    int crashed;        /* a crash seen by avr-run itself (invalid opcode, reset re-entry) */
    char why[200];      /* the first crash or simavr error message */
    uint32_t why_pc;    /* the PC when it was noted */
    int io_error;       /* writing stdout or the markers file failed */
    int reset_trap;     /* the reset vector's first word is the invalid opcode RESET_TRAP_OPCODE */
    uint64_t reset_at;  /* the cycle a jump to the reset vector ended (when reset_jump) */
    int reset_jump;     /* the trap was reached */
} run = {.pending = -2};
/* An opcode simavr decodes as invalid (0000 0000 xxxx xxxx other than NOP). */
#define RESET_TRAP_OPCODE 0x0001u
/* Cycles one avr_run() may run back to back (simavr's run_cycle_limit): far more than one
 * instruction, small enough that the cycle cap and a stop are seen without delay. */
#define RUN_BATCH_CYCLES 100000u
#define NO_BYTE (-2)

static const char *prog = "avr-run";

static void usage(FILE *to)
{
    fprintf(to, "usage: %s [--input FILE|-] [--max-cycles N] [--markers FILE] FIRMWARE.elf\n", prog);
}

/* The first crash reason wins; later messages are often consequences. */
static void note_why(uint32_t pc, const char *fmt, ...)
{
    if (run.why[0])
        return;
    run.why_pc = pc;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(run.why, sizeof run.why, fmt, ap);
    va_end(ap);
}

/* ---- simavr logging: errors only, without ANSI colours; an invalid opcode is a crash ---------- */
static void logger(avr_t *avr, const int level, const char *fmt, va_list ap)
{
    if (level > LOG_ERROR)
        return;
    char msg[256], clean[256];
    vsnprintf(msg, sizeof msg, fmt, ap);
    size_t n = 0;
    for (const char *p = msg; *p && n < sizeof clean - 1; p++) {
        if (*p == '\x1b') { /* skip "ESC [ ... m" */
            while (*p && *p != 'm')
                p++;
            if (!*p)
                break;
            continue;
        }
        clean[n++] = *p;
    }
    while (n > 0 && (clean[n - 1] == '\n' || clean[n - 1] == ' '))
        n--;
    clean[n] = '\0';
    const char *text = clean;
    if (!strncmp(text, "CORE: *** ", 10))
        text += 10;
    if (avr && run.reset_trap && avr->pc == 0 && strstr(fmt, "Invalid Opcode")) {
        /* the trap over the reset vector (see Speed above): the jump to address 0 that reached it */
        run.crashed = 1;
        run.reset_jump = 1;
        run.reset_at = avr->cycle;
        note_why(0, "jump to the reset vector at cycle %" PRIu64, (uint64_t)avr->cycle);
        avr->state = cpu_Crashed;
        return;
    }
    fprintf(stderr, "%s: simavr: %s\n", prog, text);
    if (avr && strstr(fmt, "Invalid Opcode")) {
        /* simavr only logs an invalid opcode and carries on; stop here. */
        run.crashed = 1;
        note_why(avr->pc, "invalid opcode 0x%04X", avr->flash[avr->pc] | avr->flash[avr->pc + 1] << 8);
        avr->state = cpu_Crashed;
    } else if (avr && avr->pc >= avr->flashend) {
        note_why(avr->pc, "PC outside the flash (0..0x%05X)", (unsigned)avr->flashend);
    } else if (avr) {
        note_why(avr->pc, "%s", text);
    }
}

/* ---- the I/O registers ----------------------------------------------------------------------- */
static int peek_input(void)
{
    if (run.pending == NO_BYTE) {
        int c = run.in ? getc(run.in) : EOF;
        run.pending = c == EOF ? -1 : c;
    }
    return run.pending;
}

static uint8_t in_status_read(avr_t *avr, avr_io_addr_t addr, void *param)
{
    (void)avr, (void)addr, (void)param;
    return peek_input() >= 0;
}

static uint8_t in_data_read(avr_t *avr, avr_io_addr_t addr, void *param)
{
    (void)avr, (void)addr, (void)param;
    int c = peek_input();
    if (c < 0)
        return 0; /* end of input stays end of input */
    run.pending = NO_BYTE;
    return (uint8_t)c;
}

static void out_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)avr, (void)addr, (void)param;
    if (putchar(v) == EOF)
        run.io_error = 1;
}

static void flush_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)avr, (void)addr, (void)v, (void)param;
    if (fflush(stdout) == EOF)
        run.io_error = 1;
}

static void marker_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)addr, (void)param;
    if (run.markers && fprintf(run.markers, "%u %" PRIu64 "\n", v, (uint64_t)avr->cycle) < 0)
        run.io_error = 1;
}

static void exit_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)addr, (void)param;
    run.exited = 1;
    run.exit_value = v;
    avr->state = cpu_Done; /* simavr stops after this instruction */
}

static void cycles_latch_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)addr, (void)v, (void)param;
    run.latch = (uint32_t)avr->cycle;
}

static uint8_t cycles_read(avr_t *avr, avr_io_addr_t addr, void *param)
{
    (void)avr, (void)param;
    return (uint8_t)(run.latch >> (8 * (addr - SIM_IO_CYCLES)));
}

/* RAMPZ: a device implements the bits its flash needs (the ATmega128 bit 0 only, RAMPZ0, the
 * ATmega2560 bits 0 and 1; the other bits read 0). simavr keeps all eight, and ELPM would then read
 * up to 16 MB past the device's flash buffer. */
static void rampz_write(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param)
{
    (void)param;
    avr->data[addr] = v & (uint8_t)(avr->flashend >> 16);
}

/* SLEEP must not pace the host to wall-clock time. */
static void no_sleep(avr_t *avr, avr_cycle_count_t how_long)
{
    (void)avr, (void)how_long;
}

/* ---- helpers --------------------------------------------------------------------------------- */
static int parse_u64(const char *s, uint64_t *out)
{
    if (!s || !*s || *s == '-' || *s == '+')
        return -1;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end)
        return -1;
    *out = v;
    return 0;
}

/* Replace a simavr buffer with a larger padded copy: simavr reads the second word of an
 * instruction at the last flash word, and (after flagging the crash) still performs a data access
 * at any 16-bit address; with the padding neither touches host memory outside the buffer. */
static int grow_buffer(uint8_t **buf, size_t used, size_t size, uint8_t fill)
{
    uint8_t *b = malloc(size);
    if (!b)
        return -1;
    memset(b, fill, size);
    memcpy(b, *buf, used);
    free(*buf);
    *buf = b;
    return 0;
}

static const char *status_word(int st)
{
    switch (st) {
    case ST_EXIT_OK: return "exit 0";
    case ST_EXIT_FAIL: return "firmware failure";
    case ST_CRASH: return "crash";
    case ST_CYCLE_CAP: return "cycle cap reached";
    default: return "error";
    }
}

int main(int argc, char **argv)
{
    const char *input = NULL, *markers = NULL, *elf = NULL;
    uint64_t max_cycles = UINT64_MAX;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--input") && i + 1 < argc) {
            input = argv[++i];
        } else if (!strcmp(a, "--markers") && i + 1 < argc) {
            markers = argv[++i];
        } else if (!strcmp(a, "--max-cycles") && i + 1 < argc) {
            if (parse_u64(argv[++i], &max_cycles) != 0 || max_cycles == 0) {
                fprintf(stderr, "%s: --max-cycles wants a positive integer, not '%s'\n", prog, argv[i]);
                return ST_USAGE;
            }
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "%s: unknown or incomplete option '%s'\n", prog, a);
            usage(stderr);
            return ST_USAGE;
        } else if (!elf) {
            elf = a;
        } else {
            fprintf(stderr, "%s: more than one firmware file ('%s', '%s')\n", prog, elf, a);
            usage(stderr);
            return ST_USAGE;
        }
    }
    if (!elf) {
        usage(stderr);
        return ST_USAGE;
    }

    avr_global_logger_set(logger);
    signal(SIGPIPE, SIG_IGN); /* a closed stdout is an I/O error (status 4), not a silent death */

    /* ---- load ---- */
    FILE *probe = fopen(elf, "rb");
    if (!probe) {
        fprintf(stderr, "%s: cannot open '%s'\n", prog, elf);
        return ST_USAGE;
    }
    fclose(probe);
    elf_firmware_t fw;
    memset(&fw, 0, sizeof fw);
    if (elf_read_firmware(elf, &fw) != 0 || fw.flashsize == 0) {
        fprintf(stderr, "%s: '%s' is not an AVR ELF with code\n", prog, elf);
        return ST_USAGE;
    }
    int mmcu_from_elf = fw.mmcu[0] && fw.frequency;
    if (!fw.mmcu[0]) /* no .mmcu record (targets/avr/target_io.c has one): the project's part */
        snprintf(fw.mmcu, sizeof fw.mmcu, "atmega128");
    if (!fw.frequency)
        fw.frequency = 16000000;
    avr_t *avr = avr_make_mcu_by_name(fw.mmcu);
    if (!avr) {
        fprintf(stderr, "%s: simavr has no MCU '%s'\n", prog, fw.mmcu);
        return ST_USAGE;
    }
    avr->log = LOG_ERROR;
    if (avr_init(avr) != 0) {
        fprintf(stderr, "%s: cannot initialise the %s model\n", prog, fw.mmcu);
        return ST_USAGE;
    }
    avr->log = LOG_ERROR;
    if (fw.flashbase + fw.flashsize > avr->flashend + 1u) {
        fprintf(stderr, "%s: %u bytes of code do not fit the %s's %u bytes of flash\n", prog,
                (unsigned)fw.flashsize, fw.mmcu, (unsigned)(avr->flashend + 1));
        return ST_USAGE;
    }
    if (grow_buffer(&avr->flash, avr->flashend + 1u, avr->flashend + 1u + 16, 0xFF) != 0 ||
        grow_buffer(&avr->data, avr->ramend + 1u, 0x10000 + 16, 0) != 0) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return ST_USAGE;
    }
    avr_load_firmware(avr, &fw);
    avr->log = LOG_ERROR;

    avr->sleep = no_sleep;
    for (char u = '0'; u <= '1'; u++) { /* no usleep() while polling a UART, no console echo */
        uint32_t flags = 0;
        if (avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS(u), &flags) == 0) {
            flags &= ~(uint32_t)(AVR_UART_FLAG_POLL_SLEEP | AVR_UART_FLAG_STDIO);
            avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS(u), &flags);
        }
    }

    /* The simulator-only registers must not collide with anything the MCU model handles. */
    static const avr_io_addr_t ours[] = {SIM_IO_IN_DATA, SIM_IO_IN_STATUS, SIM_IO_OUT, SIM_IO_FLUSH,
                                         SIM_IO_MARKER, SIM_IO_EXIT, SIM_IO_CYCLES_B0, SIM_IO_CYCLES_B1,
                                         SIM_IO_CYCLES_B2, SIM_IO_CYCLES_B3};
    for (size_t i = 0; i < sizeof ours / sizeof ours[0]; i++) {
        int a = AVR_DATA_TO_IO(ours[i]);
        if (avr->io[a].r.c || avr->io[a].w.c) {
            fprintf(stderr, "%s: I/O address 0x%02X is already used by the %s model\n", prog, ours[i], fw.mmcu);
            return ST_USAGE;
        }
    }
    avr_register_io_read(avr, SIM_IO_IN_DATA, in_data_read, NULL);
    avr_register_io_read(avr, SIM_IO_IN_STATUS, in_status_read, NULL);
    avr_register_io_write(avr, SIM_IO_OUT, out_write, NULL);
    avr_register_io_write(avr, SIM_IO_FLUSH, flush_write, NULL);
    avr_register_io_write(avr, SIM_IO_MARKER, marker_write, NULL);
    avr_register_io_write(avr, SIM_IO_EXIT, exit_write, NULL);
    avr_register_io_write(avr, SIM_IO_CYCLES, cycles_latch_write, NULL);
    for (int b = 0; b < 4; b++)
        avr_register_io_read(avr, SIM_IO_CYCLES + b, cycles_read, NULL);
    if (avr->rampz && !avr->io[AVR_DATA_TO_IO(avr->rampz)].w.c)
        avr_register_io_write(avr, avr->rampz, rampz_write, NULL);

    /* ---- files ---- */
    if (input) {
        run.in = strcmp(input, "-") ? fopen(input, "rb") : stdin;
        if (!run.in) {
            fprintf(stderr, "%s: cannot open input '%s'\n", prog, input);
            return ST_USAGE;
        }
    }
    if (markers) {
        run.markers = fopen(markers, "w");
        if (!run.markers) {
            fprintf(stderr, "%s: cannot write markers to '%s'\n", prog, markers);
            return ST_USAGE;
        }
    }
    static char outbuf[1 << 16];
    setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);

    /* Paint the RAM above .data/.bss: what is still painted at the end was never written, which
     * gives the stack's high-water mark. */
    uint32_t ram_start = avr->ioend + 1u;
    uint32_t static_end = ram_start + fw.datasize + fw.bsssize; /* first byte above .bss */
    if (static_end <= avr->ramend)
        memset(avr->data + static_end, RAM_PAINT, avr->ramend + 1u - static_end);

    /* ---- run ---- */
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    /* The first avr_run() runs the reset vector alone; then the trap replaces its first word and
     * the runs are batches of up to RUN_BATCH_CYCLES cycles, never past the cycle cap (Speed above). */
    avr->run_cycle_limit = RUN_BATCH_CYCLES;
    int state = avr->state;
    for (;;) {
        if (avr->cycle >= max_cycles)
            break;
        avr_cycle_count_t left = max_cycles - avr->cycle;
        if (!run.reset_trap)
            avr->run_cycle_count = 1;
        else if (avr->run_cycle_count > left)
            avr->run_cycle_count = left;
        state = avr_run(avr);
        if (state == cpu_Done || state == cpu_Crashed || run.exited || run.crashed)
            break;
        /* A jump, call or return to address 0 (also an interrupt without a handler, through
         * __bad_interrupt) restarts the program on silicon: never intended here. */
        if (avr->pc == 0) {
            run.crashed = 1;
            note_why(0, "jump to the reset vector at cycle %" PRIu64, (uint64_t)avr->cycle);
            break;
        }
        if (!run.reset_trap) {
            avr->flash[0] = (uint8_t)RESET_TRAP_OPCODE;
            avr->flash[1] = (uint8_t)(RESET_TRAP_OPCODE >> 8);
            run.reset_trap = 1;
        }
    }
    if (run.reset_jump)
        avr->cycle = run.reset_at; /* the trap's own cycle is not the program's */
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;

    int status;
    char detail[320];
    if (run.exited) {
        status = run.exit_value ? ST_EXIT_FAIL : ST_EXIT_OK;
        snprintf(detail, sizeof detail, "firmware exit status %u", run.exit_value);
    } else if (run.crashed || state == cpu_Crashed) {
        status = ST_CRASH;
        if (run.why[0])
            snprintf(detail, sizeof detail, "%s, PC 0x%05X", run.why, (unsigned)run.why_pc);
        else
            snprintf(detail, sizeof detail, "simavr crashed, PC 0x%05X", (unsigned)avr->pc);
    } else if (state == cpu_Done) {
        status = ST_CRASH;
        snprintf(detail, sizeof detail, "SLEEP with interrupts off at PC 0x%05X without writing the exit register",
                 (unsigned)avr->pc);
    } else {
        status = ST_CYCLE_CAP;
        snprintf(detail, sizeof detail, "--max-cycles %" PRIu64 " reached at PC 0x%05X", max_cycles, (unsigned)avr->pc);
    }

    if (fflush(stdout) == EOF || ferror(stdout))
        run.io_error = 1;
    if (run.markers && fclose(run.markers) != 0)
        run.io_error = 1;
    if (run.io_error) {
        fprintf(stderr, "%s: writing the output failed\n", prog);
        status = ST_USAGE;
    }

    uint32_t low = static_end;
    while (low <= avr->ramend && avr->data[low] == RAM_PAINT)
        low++;
    uint32_t stack_peak = avr->ramend + 1u - low;
    uint32_t static_bytes = fw.datasize + fw.bsssize;
    double mhz = wall > 0 ? (double)avr->cycle / wall / 1e6 : 0.0;
    fprintf(stderr,
            "%s: status %d (%s: %s); %" PRIu64 " cycles in %.3f s = %.1f simulated MHz; "
            "RAM: %u B .data+.bss, %u B stack peak, %u B never used%s; %s at %.6g MHz%s\n",
            prog, status, status_word(status), detail, (uint64_t)avr->cycle, wall, mhz, (unsigned)static_bytes,
            (unsigned)stack_peak, (unsigned)(low - static_end),
            low == static_end && stack_peak > 0 ? " (STACK REACHED .bss)" : "", fw.mmcu, fw.frequency / 1e6,
            mmcu_from_elf ? "" : " (default: the ELF has no .mmcu record)");
    return status;
}
