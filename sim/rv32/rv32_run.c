/* rv32-run: runs RV32 firmware (a riscv ELF built for targets/rv32) in unicorn's SiFive E31, timing
 * every instruction with the E31 model (e31_model.h), and serves semihosting and the cycle CSRs.
 *
 * usage: rv32-run [--input FILE|-] [--max-cycles N] [--trace] [--version] [--rules] FIRMWARE.elf
 *
 *   --input FILE|-   bytes the firmware reads (SYS_READ on the ":tt" read handle), from FILE or
 *                    stdin ('-'); default none (the first read sees end of input)
 *   --max-cycles N   stop with status 3 once N modelled cycles have run; default no limit
 *   --trace          one line per executed instruction on stderr: address, cycles charged,
 *                    running total, class
 *   --version        print the timing-model version and exit
 *   --rules          print the model's rule table and exit
 *
 * stdout: exactly the bytes the firmware writes with SYS_WRITE to the ":tt" write handle. stderr: the
 * firmware's diagnostics (SYS_WRITE0/SYS_WRITEC), rv32-run's errors, and one summary line at the end:
 *   rv32-run: status S (why); C cycles [model V], I instructions (M mispredicted, ..., F flash data
 *   loads taking X cycles on the SPI flash interface, S split fetches) in T s = ...
 * Exit status: 0 firmware exited with status 0; 1 firmware exited non-zero (1..127); 2 crash (an
 * unmapped or invalid access, an illegal instruction, a misaligned load or store, any trap other
 * than a semihosting call, a firmware crash status 128..255, emulation ending without an exit);
 * 3 cycle cap reached; 4 usage, load or I/O error.
 *
 * Machine (the HiFive1 Rev B map of targets/rv32/link.ld; everything else unmapped: an access
 * crashes): 0x20000000 4 MB flash (read-only; images start at 0x20010000, where the Rev B's reset
 * vector jumps), 0x80000000 16 KB DTIM (RAM). Execution starts at the ELF entry in machine mode.
 * mcycle/cycle (and their high halves) read the modelled count: the issue cycle of the reading
 * instruction + 1; minstret/instret the instructions retired before it.
 * Semihosting: the sequence slli x0,x0,0x1f; ebreak; srai x0,x0,7 with a0 = operation, a1 =
 * argument (sim/common/semihost_host.h).
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <unicorn/unicorn.h>

#include "e31_model.h"
#include "elf_load.h"
#include "runner_cli.h"
#include "semihost_host.h"

#define FLASH_BASE 0x20000000u
#define FLASH_SIZE 0x00400000u
#define RAM_BASE 0x80000000u
#define RAM_SIZE 0x00004000u

#define EXCP_BREAKPOINT 3 /* RISC-V mcause of EBREAK */
#define SEMIHOST_ENTRY 0x01F01013u /* slli x0, x0, 0x1f */
#define SEMIHOST_EBREAK 0x00100073u
#define SEMIHOST_EXIT 0x40705013u  /* srai x0, x0, 7 */

static const char *prog = "rv32-run";

static struct {
    uc_engine *uc;
    e31_state timing;
    rv_insn *icache; /* one entry per halfword of [code_lo, code_hi) */
    uint32_t code_lo, code_hi;
    rv_insn scratch;
    uint64_t max_cycles;
    int trace;
    semihost sh;
    int status;      /* final status once known, else -1 */
    char why[240];
    int fix_rd;      /* a cycle/instret CSR read waits for its result (0: none) */
    uint32_t fix_value;
} run = {.status = -1};

static void usage(void)
{
    fprintf(stderr, "usage: %s [--input FILE|-] [--max-cycles N] [--trace] [--version] [--rules] FIRMWARE.elf\n", prog);
}

static void note(int status, const char *fmt, ...)
{
    if (run.status >= 0)
        return; /* the first reason wins */
    run.status = status;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(run.why, sizeof run.why, fmt, ap);
    va_end(ap);
}

static uint32_t pc_now(void)
{
    uint32_t pc = 0;
    uc_reg_read(run.uc, UC_RISCV_REG_PC, &pc);
    return pc;
}

static uint32_t reg_read(void *ctx, unsigned n)
{
    (void)ctx;
    uint32_t v = 0;
    if (n != 0)
        uc_reg_read(run.uc, UC_RISCV_REG_X0 + (int)n, &v);
    return v;
}

/* The value a counter CSR read returns: the modelled count as it stands at the read's issue. */
static int counter_csr(uint16_t csr, uint32_t *value)
{
    uint64_t cycles = run.timing.issue + 1, insns = run.timing.insns - 1;
    switch (csr) {
    case RV_CSR_MCYCLE: case RV_CSR_CYCLE: *value = (uint32_t)cycles; return 1;
    case RV_CSR_MCYCLEH: case RV_CSR_CYCLEH: *value = (uint32_t)(cycles >> 32); return 1;
    case RV_CSR_MINSTRET: case RV_CSR_INSTRET: *value = (uint32_t)insns; return 1;
    case RV_CSR_MINSTRETH: case RV_CSR_INSTRETH: *value = (uint32_t)(insns >> 32); return 1;
    default: return 0;
    }
}

/* The result of the counter read just executed (unicorn's own value is the host's clock). */
static void fix_counter_read(void)
{
    if (run.fix_rd) {
        uc_reg_write(run.uc, UC_RISCV_REG_X0 + run.fix_rd, &run.fix_value);
        run.fix_rd = 0;
    }
}

static const char *class_name(unsigned c)
{
    static const char *const names[RV_CLASS_COUNT] = {"alu", "load", "store", "branch", "jal", "jalr",
                                                      "mul", "div", "csr", "fence", "system", "illegal"};
    return c < RV_CLASS_COUNT ? names[c] : "?";
}

static int semihost_at(uc_engine *uc, uint32_t pc);

static void hook_code(uc_engine *uc, uint64_t address, uint32_t size, void *ud)
{
    (void)ud, (void)size;
    fix_counter_read();
    uint32_t a = (uint32_t)address;
    rv_insn *in;
    if (a >= run.code_lo && a + 2 <= run.code_hi) {
        in = &run.icache[(a - run.code_lo) / 2];
    } else {
        in = &run.scratch;
        in->valid = 0;
    }
    if (!in->valid) {
        uint8_t buf[4] = {0, 0, 0, 0};
        size_t avail = 4;
        if (uc_mem_read(uc, a, buf, 4) != UC_ERR_OK)
            avail = uc_mem_read(uc, a, buf, 2) == UC_ERR_OK ? 2 : 0;
        rv_decode(buf, avail, a, in);
    }
    unsigned c = e31_step(&run.timing, in, reg_read, NULL);
    if (run.timing.fault == E31_FAULT_ILLEGAL) {
        note(SH_ST_CRASH, "illegal instruction (not RV32IMC) at pc=%08" PRIx32, a);
        uc_emu_stop(uc);
        return;
    }
    if (run.timing.fault == E31_FAULT_MISALIGNED) {
        note(SH_ST_CRASH, "misaligned %u-byte %s at %08" PRIx32 " (pc=%08" PRIx32 "): the E31 traps", in->access,
             in->cls == RV_C_LOAD ? "load" : "store", run.timing.fault_addr, a);
        uc_emu_stop(uc);
        return;
    }
    if (in->cls == RV_C_SYSTEM && in->size == 4 && semihost_at(uc, a))
        return;
    if (in->cls == RV_C_CSR && in->rd != 0 && counter_csr(in->csr, &run.fix_value))
        run.fix_rd = in->rd;
    if (run.trace)
        fprintf(stderr, "%08" PRIx32 " %3u %12" PRIu64 "  %s\n", a, c, run.timing.cycles, class_name(in->cls));
    if (run.max_cycles && run.timing.cycles >= run.max_cycles) {
        note(SH_ST_CYCLE_CAP, "cycle cap of %" PRIu64 " reached at pc=%08" PRIx32, run.max_cycles, a);
        uc_emu_stop(uc);
    }
}

/* ---- semihosting ---------------------------------------------------------------------------------- */
static int mem_get(void *ctx, uint32_t addr, void *dst, size_t n)
{
    (void)ctx;
    return uc_mem_read(run.uc, addr, dst, n) == UC_ERR_OK ? 0 : -1;
}

static int mem_put(void *ctx, uint32_t addr, const void *src, size_t n)
{
    (void)ctx;
    return uc_mem_write(run.uc, addr, src, n) == UC_ERR_OK ? 0 : -1;
}

/* A semihosting call at pc (the EBREAK of the sequence; unicorn would stop on it as an invalid
 * instruction): served here, and execution goes on at the closing srai. 0 if pc is no such call. */
static int semihost_at(uc_engine *uc, uint32_t pc)
{
    uint32_t seq[3] = {0, 0, 0};
    if (pc < 4 || uc_mem_read(uc, pc - 4, seq, sizeof seq) != UC_ERR_OK || seq[0] != SEMIHOST_ENTRY ||
        seq[1] != SEMIHOST_EBREAK || seq[2] != SEMIHOST_EXIT)
        return 0;
    uint32_t op = reg_read(NULL, 10), arg = reg_read(NULL, 11);
    uint32_t ret = semihost_call(&run.sh, op, arg);
    if (run.sh.stop) {
        note(run.sh.status, "%s", run.sh.why);
        uc_emu_stop(uc);
        return 1;
    }
    uc_reg_write(uc, UC_RISCV_REG_X10, &ret);
    pc += 4;
    uc_reg_write(uc, UC_RISCV_REG_PC, &pc);
    return 1;
}

/* Any trap unicorn reports: the E31 would enter the firmware's handler; rv32-run stops. */
static void hook_intr(uc_engine *uc, uint32_t intno, void *ud)
{
    (void)ud;
    uint32_t pc = pc_now();
    note(SH_ST_CRASH, "trap, mcause %" PRIu32 " (%s) at pc=%08" PRIx32, intno,
         intno == EXCP_BREAKPOINT ? "EBREAK outside the semihosting sequence"
         : intno == 2             ? "illegal instruction"
         : intno == 4 || intno == 6 ? "misaligned access"
         : intno == 11            ? "ECALL"
                                  : "fault",
         pc);
    uc_emu_stop(uc);
}

static bool hook_invalid(uc_engine *uc, uc_mem_type type, uint64_t address, int size, int64_t value, void *ud)
{
    (void)uc, (void)value, (void)ud;
    const char *what = type == UC_MEM_FETCH_UNMAPPED || type == UC_MEM_FETCH_PROT ? "fetch"
                       : type == UC_MEM_WRITE_UNMAPPED || type == UC_MEM_WRITE_PROT ? "write"
                                                                                      : "read";
    note(SH_ST_CRASH, "invalid %s of %d bytes at %08" PRIx64 " (pc=%08" PRIx32 ")", what, size, address, pc_now());
    return false;
}

/* ---- ELF loading ------------------------------------------------------------------------------------- */
static int in_region(uint32_t addr, uint32_t len)
{
    uint64_t end = (uint64_t)addr + len;
    return (addr >= FLASH_BASE && end <= (uint64_t)FLASH_BASE + FLASH_SIZE) ||
           (addr >= RAM_BASE && end <= (uint64_t)RAM_BASE + RAM_SIZE);
}

/* Loads the firmware (sim/common/elf_load.c) and makes the decode cache over its executable
 * segments ; *entry: its entry point. 0 or -1 (message printed). */
static int load_elf(const char *path, uint32_t *entry)
{
    const sim_elf_spec spec = {243, "RISC-V", "HiFive1 Rev B flash/DTIM", in_region};
    sim_elf_image image;
    if (sim_elf_load(run.uc, prog, path, &spec, &image) != 0)
        return -1;
    *entry = image.entry;
    if (image.exec_hi > image.exec_lo) {
        run.code_lo = image.exec_lo & ~1u;
        run.code_hi = (image.exec_hi + 1) & ~1u;
        run.icache = calloc((run.code_hi - run.code_lo) / 2, sizeof *run.icache);
        if (run.icache == NULL) {
            fprintf(stderr, "%s: out of memory\n", prog);
            return -1;
        }
    }
    return 0;
}

/* ---- main ---------------------------------------------------------------------------------------------- */
int main(int argc, char **argv)
{
    sim_options opt = {0};
    int st = sim_parse_options(argc, argv, prog, 0, 1, usage, &opt);
    if (st != 0)
        return st;
    const char *elf = opt.elf;
    run.trace = opt.trace;
    run.max_cycles = opt.max_cycles;
    if (opt.version) {
        unsigned umaj = 0, umin = 0;
        uc_version(&umaj, &umin);
        printf("rv32-run %s (unicorn %u.%u)\n", e31_model_description, umaj, umin);
        return SH_ST_EXIT_OK;
    }
    if (opt.rules) {
        printf("model %s\n", e31_model_version);
        for (size_t k = 0; k < e31_n_rules; k++)
            printf("%-14s %3u  %s [%s]\n", e31_rules[k].name, e31_rules[k].cycles, e31_rules[k].what, e31_rules[k].basis);
        return SH_ST_EXIT_OK;
    }
    if (elf == NULL) {
        usage();
        return SH_ST_USAGE;
    }
    if (sim_open_input(prog, opt.input, &run.sh.in_fd) != 0)
        return SH_ST_USAGE;
    run.sh.mem_read = mem_get;
    run.sh.mem_write = mem_put;
    static char outbuf[1 << 16];
    setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);

    uc_err e = uc_open(UC_ARCH_RISCV, UC_MODE_RISCV32, &run.uc);
    if (e == UC_ERR_OK)
        e = uc_ctl_set_cpu_model(run.uc, UC_CPU_RISCV32_SIFIVE_E31);
    if (e == UC_ERR_OK)
        e = uc_mem_map(run.uc, FLASH_BASE, FLASH_SIZE, UC_PROT_READ | UC_PROT_EXEC);
    if (e == UC_ERR_OK)
        e = uc_mem_map(run.uc, RAM_BASE, RAM_SIZE, UC_PROT_READ | UC_PROT_WRITE);
    if (e != UC_ERR_OK) {
        fprintf(stderr, "%s: unicorn: %s\n", prog, uc_strerror(e));
        return SH_ST_USAGE;
    }
    uint32_t entry = 0;
    if (load_elf(elf, &entry) != 0)
        return SH_ST_USAGE;
    e31_reset(&run.timing);

    uc_hook h_code, h_intr, h_bad;
    if (uc_hook_add(run.uc, &h_code, UC_HOOK_CODE, (void *)hook_code, NULL, 1, 0) != UC_ERR_OK ||
        uc_hook_add(run.uc, &h_intr, UC_HOOK_INTR, (void *)hook_intr, NULL, 1, 0) != UC_ERR_OK ||
        uc_hook_add(run.uc, &h_bad, UC_HOOK_MEM_INVALID, (void *)hook_invalid, NULL, 1, 0) != UC_ERR_OK) {
        fprintf(stderr, "%s: unicorn hooks failed\n", prog);
        return SH_ST_USAGE;
    }

    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    e = uc_emu_start(run.uc, entry, 0xFFFFFFFFu, 0, 0);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (e != UC_ERR_OK)
        note(SH_ST_CRASH, "%s at pc=%08" PRIx32, uc_strerror(e), pc_now());
    if (run.status < 0)
        note(SH_ST_CRASH, "emulation stopped without an exit at pc=%08" PRIx32, pc_now());
    if (fflush(stdout) != 0) {
        fprintf(stderr, "%s: writing stdout failed: %s\n", prog, strerror(errno));
        run.status = SH_ST_USAGE;
    }

    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    if (secs <= 0)
        secs = 1e-9;
    const e31_state *m = &run.timing;
    fprintf(stderr,
            "%s: status %d (%s: %s); %" PRIu64 " cycles [model %s], %" PRIu64 " instructions (%" PRIu64
            " mispredicted, %" PRIu64 " stall cycles, %" PRIu64 " flash data loads taking %" PRIu64
            " cycles on the SPI flash interface, %" PRIu64 " split fetches) in %.3f s = %.1f M instr/s (%.1f simulated MHz)\n",
            prog, run.status, sim_status_text(run.status), run.why, m->cycles, e31_model_version, m->insns,
            m->mispredicts, m->stalls, m->flash_reads, m->flash_cycles, m->fetch_splits, secs,
            (double)m->insns / secs / 1e6, (double)m->cycles / secs / 1e6);

    free(run.icache);
    uc_close(run.uc);
    if (run.sh.in_fd > STDIN_FILENO)
        close(run.sh.in_fd);
    return run.status;
}
