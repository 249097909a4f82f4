/* m3-run: runs Cortex-M firmware (an arm-none-eabi ELF) in unicorn, timing every instruction with
 * the model of the chosen core (cortexm_model.h: m3_timing.c, v6m_timing.c), and serves ARM
 * semihosting and the core's cycle counter.
 *
 * usage: m3-run [--cpu cm3|cm0plus|cm0] [--flash-wait-states N] [--leakage-trace FILE] [--input FILE|-]
 *               [--max-cycles N] [--trace] [--version] FIRMWARE.elf
 *
 *   --cpu NAME       the core and its board (default cm3):
 *                      cm3      Cortex-M3, the mps2-an385 map of targets/cm3/link.ld
 *                      cm0plus  Cortex-M0+, the nRF51 map of targets/cm0plus/link.ld
 *                      cm0      Cortex-M0, the same map (its timing differs in branches and barriers)
 *   --flash-wait-states N  the code region is flash with N wait states (default 0, the models'
 *                    zero-wait-state memory): a data read from it costs N more cycles per word; an
 *                    instruction fetch from it follows the core's flash interface: cm3 the STM32F1's
 *                    (64-bit lines, a prefetch buffer that reads the next line while the current one
 *                    executes: a line after a taken branch costs N, a sequential line what is left of
 *                    its N + 1 cycles of reading when execution reaches it), cm0plus and cm0 32-bit
 *                    words without prefetch (N per word entered)
 *   --leakage-trace FILE  record the leakage trace of every window the firmware opens with the
 *                    LWC_SIM_LEAKAGE_TRIGGER register (targets/sim_leakage.h) into FILE: one sample
 *                    per instruction of the Hamming weights and distances a power probe sees
 *                    (leakage_trace.h has the format, docs/leakage.md the model)
 *   --input FILE|-   bytes the firmware reads (SYS_READ on the ":tt" read handle), from FILE or
 *                    stdin ('-'); default none (the first read sees end of input)
 *   --max-cycles N   stop with status 3 once N modelled cycles have run; default no limit
 *   --trace          one line per executed instruction on stderr: address, cycles charged,
 *                    running total, disassembly
 *   --version        print the chosen core's timing-model version and exit
 *
 * stdout: exactly the bytes the firmware writes with SYS_WRITE to the ":tt" write handle (flushed
 * after every SYS_WRITE). stderr: SYS_WRITE0/SYS_WRITEC and ":tt" append-handle text (the
 * firmware's diagnostics), m3-run's errors, and one summary line at the end:
 *   m3-run: status S (why); C cycles [model V], I instructions in T s = X M instr/s (Y simulated MHz)
 * Exit status: 0 firmware exited with status 0; 1 firmware exited non-zero (1..127); 2 crash
 * (unmapped or invalid access, invalid instruction, an instruction the core does not implement, an
 * unaligned access on ARMv6-M, any exception other than semihosting, a firmware crash status
 * 128..255 from the targets' fault handlers, emulation ending without an exit); 3 cycle cap
 * reached; 4 usage, load or I/O error.
 *
 * Machines (everything else unmapped: an access crashes):
 *   cm3:          unicorn's Cortex-M3 (Thumb-2, M-class); 0x00000000 4 MB code RAM, 0x20000000 4 MB
 *                 data RAM; 0xE000E000 System Control Space (registers kept as written; CPUID reads
 *                 as an r2p1 M3); 0xE0001000 DWT: CYCCNT counts the modelled cycles while
 *                 DEMCR.TRCENA and DWT_CTRL.CYCCNTENA are set, exactly as on silicon.
 *   cm0plus, cm0: unicorn's Cortex-M0 (ARMv6-M); 0x00000000 256 KB flash (read-only),
 *                 0x20000000 32 KB RAM (an nRF51822 with 32 KB, as qemu-run gives -M microbit);
 *                 System Control Space (CPUID: Cortex-M0+ r0p1 or Cortex-M0 r0p0); no DWT: the
 *                 read-only LWC_SIM_CYCLES register (targets/cm0plus/sim_io.h) returns the modelled
 *                 cycles since reset. The model stops the run before any instruction outside
 *                 ARMv6-M (Thumb-2) and before any unaligned halfword/word access (HardFault on
 *                 silicon), with a message naming the instruction.
 *   Both:         the LWC_SIM_LEAKAGE_TRIGGER register (targets/sim_leakage.h) in the page of
 *                 LWC_SIM_CYCLES (which the cm3 reads as 0).
 *   A cycle-counter read returns the count including the reading instruction.
 * Semihosting: BKPT 0xAB with r0 = operation, r1 = argument, served by the host side every runner
 * shares (sim/common/semihost_host.h).
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

#include <capstone/capstone.h>
#include <unicorn/unicorn.h>

#include "cm0plus/sim_io.h"
#include "cortexm_model.h"
#include "elf_load.h"
#include "runner_cli.h"
#include "leakage_trace.h"
#include "semihost_host.h"
#include "sim_leakage.h"

enum { ST_EXIT_OK = SH_ST_EXIT_OK, ST_EXIT_FAIL = SH_ST_EXIT_FAIL, ST_CRASH = SH_ST_CRASH,
       ST_CYCLE_CAP = SH_ST_CYCLE_CAP, ST_USAGE = SH_ST_USAGE };

#define CODE_BASE 0x00000000u
#define RAM_BASE 0x20000000u
#define SCS_BASE 0xE000E000u
#define DWT_BASE 0xE0001000u
#define PAGE 0x1000u

#define SCS_CPUID 0xD00u
#define SCS_DEMCR 0xDFCu
#define DEMCR_TRCENA (1u << 24)
#define DWT_CTRL 0x000u
#define DWT_CYCCNT 0x004u

/* One core and its board: what unicorn emulates, the memory map, how firmware reads cycles. */
typedef struct {
    const char *cpu;       /* --cpu name = the timing model's name (cm_model_find) */
    int uc_cpu;            /* unicorn CPU model */
    uint32_t code_size;    /* at CODE_BASE */
    uint32_t ram_size;     /* at RAM_BASE */
    int code_writable;     /* code region: RAM (AN385) or flash (read-only to the firmware) */
    uint32_t cpuid;        /* SCB CPUID */
    int dwt;               /* cycles from DWT CYCCNT (ARMv7-M), else from LWC_SIM_CYCLES */
    const char *board;     /* for messages */
} machine;

static const machine machines[] = {
    {"cm3", UC_CPU_ARM_CORTEX_M3, 0x00400000u, 0x00400000u, 1, 0x412FC231u /* M3 r2p1 */, 1, "mps2-an385"},
    {"cm0plus", UC_CPU_ARM_CORTEX_M0, 0x00040000u, 0x00008000u, 0, 0x410CC601u /* M0+ r0p1 */, 0, "nRF51"},
    {"cm0", UC_CPU_ARM_CORTEX_M0, 0x00040000u, 0x00008000u, 0, 0x410CC200u /* M0 r0p0 */, 0, "nRF51"},
};

#define EXCP_BKPT 7 /* unicorn/qemu ARM exception number for BKPT */

static const char *prog = "m3-run";

static struct {
    uc_engine *uc;
    csh cs;
    const machine *mach;
    const cm_model *model;
    cm_state timing;
    cm_insn *icache; /* one entry per halfword of [code_lo, code_hi) */
    uint32_t code_lo, code_hi;
    cm_insn scratch; /* instructions outside the cached range */
    uint64_t max_cycles;
    uint64_t cycle_cap;  /* max_cycles, or UINT64_MAX without --max-cycles */
    int options;         /* --flash-wait-states, --trace or --leakage-trace is on: hook_options */
    int trace;
    int leakage;     /* --leakage-trace is on (lk_enabled(), read once per run, not per instruction) */
    semihost sh;     /* the semihosting host side: input, exit */
    int status;      /* final status once known, else -1 */
    char why[240];
    /* System Control Space and DWT */
    uint32_t scs[PAGE / 4], dwt[PAGE / 4];
    int cyc_running;
    uint64_t cyc_base;  /* while running: CYCCNT = cycles - cyc_base */
    uint32_t cyc_value; /* while stopped */
    /* --flash-wait-states: the flash interface's state */
    struct {
        unsigned ws, line;    /* wait states; bytes per flash read (fetch line) */
        int prefetch;         /* the next line is read while the current one executes */
        int have;             /* line holds the line the last instruction came from */
        uint32_t cur, next;   /* that line; the address after the last instruction */
        uint64_t next_ready;  /* with prefetch: the cycle the next line is ready */
        uint64_t fetch_stalls, data_reads;
    } flash;
} run = {.sh = {.in_fd = -1}, .status = -1};

static void usage(void)
{
    fprintf(stderr, "usage: %s [--cpu cm3|cm0plus|cm0] [--flash-wait-states N] [--leakage-trace FILE] [--input FILE|-] [--max-cycles N] [--trace] [--version] "
                    "FIRMWARE.elf\n", prog);
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
    uc_reg_read(run.uc, UC_ARM_REG_PC, &pc);
    return pc;
}

/* ---- the cycle counter ------------------------------------------------------------------------- */
static uint32_t cyccnt(void)
{
    return run.cyc_running ? (uint32_t)(run.timing.cycles - run.cyc_base) : run.cyc_value;
}

/* Starts or stops CYCCNT after DEMCR or DWT_CTRL changed. */
static void cyccnt_update(void)
{
    int on = (run.scs[SCS_DEMCR / 4] & DEMCR_TRCENA) && (run.dwt[DWT_CTRL / 4] & 1u);
    if (on && !run.cyc_running)
        run.cyc_base = run.timing.cycles - run.cyc_value;
    else if (!on && run.cyc_running)
        run.cyc_value = (uint32_t)(run.timing.cycles - run.cyc_base);
    run.cyc_running = on;
}

static uint64_t sub_word(uint32_t word, uint64_t off, unsigned size)
{
    uint64_t v = word >> (8 * (off & 3));
    return size >= 4 ? v : v & ((1ull << (8 * size)) - 1);
}

static uint32_t merge_word(uint32_t old, uint64_t off, unsigned size, uint64_t value)
{
    if (size >= 4)
        return (uint32_t)value;
    unsigned sh = 8 * (unsigned)(off & 3);
    uint32_t mask = (uint32_t)(((1ull << (8 * size)) - 1) << sh);
    return (old & ~mask) | ((uint32_t)(value << sh) & mask);
}

static uint64_t scs_read(uc_engine *uc, uint64_t off, unsigned size, void *ud)
{
    (void)uc, (void)ud;
    uint32_t w = (off & ~3ull) == SCS_CPUID ? run.mach->cpuid : run.scs[off / 4];
    return sub_word(w, off, size);
}

static void scs_write(uc_engine *uc, uint64_t off, unsigned size, uint64_t value, void *ud)
{
    (void)uc, (void)ud;
    run.scs[off / 4] = merge_word(run.scs[off / 4], off, size, value);
    if ((off & ~3ull) == SCS_DEMCR)
        cyccnt_update();
}

static uint64_t dwt_read(uc_engine *uc, uint64_t off, unsigned size, void *ud)
{
    (void)uc, (void)ud;
    uint32_t w = (off & ~3ull) == DWT_CYCCNT ? cyccnt() : run.dwt[off / 4];
    return sub_word(w, off, size);
}

static void dwt_write(uc_engine *uc, uint64_t off, unsigned size, uint64_t value, void *ud)
{
    (void)uc, (void)ud;
    if ((off & ~3ull) == DWT_CYCCNT) {
        uint32_t v = merge_word(cyccnt(), off, size, value);
        run.cyc_value = v;
        run.cyc_base = run.timing.cycles - v;
        return;
    }
    run.dwt[off / 4] = merge_word(run.dwt[off / 4], off, size, value);
    if ((off & ~3ull) == DWT_CTRL)
        cyccnt_update();
}

/* ARMv6-M: the LWC_SIM_CYCLES register (the rest of its page reads 0); every core: the leakage trigger. */
static uint64_t sim_cycles_read(uc_engine *uc, uint64_t off, unsigned size, void *ud)
{
    (void)uc, (void)ud;
    uint32_t w = !run.mach->dwt && (off & ~3ull) == (LWC_SIM_CYCLES_ADDR & (PAGE - 1)) ? (uint32_t)run.timing.cycles : 0;
    return sub_word(w, off, size);
}

/* The leakage trigger; the rest of the page ignores writes. */
static void sim_cycles_write(uc_engine *uc, uint64_t off, unsigned size, uint64_t value, void *ud)
{
    (void)uc, (void)size, (void)ud;
    if ((off & ~3ull) == (LWC_SIM_LEAKAGE_TRIGGER_ADDR & (PAGE - 1)))
        lk_trigger((uint32_t)value);
}

/* ---- the per-instruction hook: timing ---------------------------------------------------------- */
static uint32_t reg_value(void *ctx, unsigned n)
{
    static const int ids[15] = {UC_ARM_REG_R0, UC_ARM_REG_R1, UC_ARM_REG_R2, UC_ARM_REG_R3, UC_ARM_REG_R4,
                                UC_ARM_REG_R5, UC_ARM_REG_R6, UC_ARM_REG_R7, UC_ARM_REG_R8, UC_ARM_REG_R9,
                                UC_ARM_REG_R10, UC_ARM_REG_R11, UC_ARM_REG_R12, UC_ARM_REG_SP, UC_ARM_REG_LR};
    uint32_t v = 0;
    if (n < 15)
        uc_reg_read((uc_engine *)ctx, ids[n], &v);
    return v;
}

/* Core register n (0..14) from the registers reg_all read (ctx). */
static uint32_t reg_cached(void *ctx, unsigned n) { return n < 15 ? ((const uint32_t *)ctx)[n] : 0; }

/* All of r0..r14 at once (the leakage trace reads them at every traced instruction). */
static void reg_all(void *ctx, uint32_t r[15])
{
    static const int ids[15] = {UC_ARM_REG_R0, UC_ARM_REG_R1, UC_ARM_REG_R2, UC_ARM_REG_R3, UC_ARM_REG_R4,
                                UC_ARM_REG_R5, UC_ARM_REG_R6, UC_ARM_REG_R7, UC_ARM_REG_R8, UC_ARM_REG_R9,
                                UC_ARM_REG_R10, UC_ARM_REG_R11, UC_ARM_REG_R12, UC_ARM_REG_SP, UC_ARM_REG_LR};
    void *vals[15];
    for (unsigned n = 0; n < 15; n++)
        vals[n] = &r[n];
    uc_reg_read_batch((uc_engine *)ctx, (int *)ids, vals, 15);
}

static void decode_at(uint32_t addr, cm_insn *i)
{
    uint8_t code[20];
    size_t avail = sizeof code;
    while (avail > 2 && uc_mem_read(run.uc, addr, code, avail) != UC_ERR_OK)
        avail -= 2;
    if (uc_mem_read(run.uc, addr, code, avail) != UC_ERR_OK) {
        memset(i, 0, sizeof *i);
        i->addr = addr;
        i->size = 2;
        i->cls = CM_C_OTHER;
        i->flags = CM_F_ARMV6M; /* unreadable: let the fetch fault */
        return;
    }
    (void)cm_decode(run.cs, code, avail, addr, i);
}

/* "mnemonic operands" of the instruction at addr, or "??". */
static const char *disassemble(uint32_t addr, char *out, size_t len)
{
    uint8_t code[4] = {0};
    cs_insn *ins = NULL;
    size_t n = 0;
    if (uc_mem_read(run.uc, addr, code, 4) == UC_ERR_OK || uc_mem_read(run.uc, addr, code, 2) == UC_ERR_OK)
        n = cs_disasm(run.cs, code, 4, addr, 1, &ins);
    snprintf(out, len, "%s%s%s", n ? ins->mnemonic : "??", n && ins->op_str[0] ? " " : "", n ? ins->op_str : "");
    if (n)
        cs_free(ins, n);
    return out;
}

static void trace_line(uint32_t addr, unsigned cycles)
{
    char text[CS_MNEMONIC_SIZE + 162];
    fprintf(stderr, "%08" PRIx32 " +%-2u %12" PRIu64 "  %s\n", addr, cycles, run.timing.cycles,
            disassemble(addr, text, sizeof text));
}

/* The timing model refused the instruction at addr: stop before it runs. */
static void refuse(uc_engine *uc, uint32_t addr, const cm_insn *i)
{
    char text[CS_MNEMONIC_SIZE + 162];
    disassemble(addr, text, sizeof text);
    if (run.timing.fault == CM_FAULT_NOT_IN_ISA)
        note(ST_CRASH, "'%s' (%u-byte instruction) at pc=%08" PRIx32 " is not an ARMv6-M instruction: "
             "the %s core cannot execute it (HardFault on silicon; ARMv7-M code on an ARMv6-M part?)",
             text, i->size, addr, run.mach->cpu);
    else
        note(ST_CRASH, "unaligned %u-byte access at %08" PRIx32 " by '%s' at pc=%08" PRIx32
             " (HardFault on silicon: ARMv6-M faults on any unaligned access, ARMv7-M on LDM, STM, LDRD and"
             " STRD)", i->access ? i->access : 4u, run.timing.fault_addr, text, addr);
    uc_emu_stop(uc);
}

/* ---- flash wait states ------------------------------------------------------------------------- */
static int in_flash(uint32_t addr) { return addr - CODE_BASE < run.mach->code_size; }

/* Cycles the fetch of the instruction at addr waits for the flash beyond the zero-wait-state fetch
 * the core's model charges, at cycle now. */
static unsigned flash_fetch_stall(uint32_t addr, unsigned size, uint64_t now)
{
    int redirect = !run.flash.have || addr != run.flash.next;
    run.flash.next = addr + size;
    if (!in_flash(addr)) {
        run.flash.have = 0;
        return 0;
    }
    unsigned stall = 0;
    for (uint32_t l = addr / run.flash.line; l <= (addr + size - 1) / run.flash.line; l++) {
        if (run.flash.have && l == run.flash.cur && !redirect)
            continue;
        uint64_t t = now + stall;
        if (redirect || !run.flash.prefetch) {
            stall += run.flash.ws;
            run.flash.next_ready = t + run.flash.ws + run.flash.ws + 1;
        } else {
            uint64_t ready = run.flash.next_ready > t ? run.flash.next_ready : t;
            stall += (unsigned)(ready - t);
            run.flash.next_ready = ready + run.flash.ws + 1;
        }
        run.flash.cur = l;
        run.flash.have = 1;
        redirect = 0;
    }
    run.flash.fetch_stalls += stall;
    return stall;
}

/* Cycles the data reads of instruction i from flash add (N per word). */
static unsigned flash_data_wait(const cm_insn *i, uc_engine *uc)
{
    unsigned words = 0;
    uint32_t ea = 0;
    switch (i->cls) {
    case CM_C_LOAD: case CM_C_LOAD_PC: words = 1; ea = cm_data_address(i, reg_value, uc); break;
    case CM_C_LDRD: words = 2; ea = cm_data_address(i, reg_value, uc); break;
    case CM_C_LDM: words = i->nregs; ea = i->base < 15 ? reg_value(uc, i->base) : 0; break;
    case CM_C_TB: words = 1; ea = i->base == 15 ? i->addr : reg_value(uc, i->base); break;
    default: return 0;
    }
    if (!in_flash(ea))
        return 0;
    run.flash.data_reads += words;
    return words * run.flash.ws;
}

/* What the options add to instruction i's step (c cycles, wait of them fetch stalls): the flash's
 * data wait states, the trace line, the leakage sample. 0, or -1 when the run stops here. Out of
 * line: hook_code stays small for the runs without them. */
static __attribute__((noinline)) int hook_options(uc_engine *uc, uint32_t addr, const cm_insn *i, unsigned c,
                                                  unsigned wait, const uint32_t *regs)
{
    if (run.flash.ws) {
        unsigned d = flash_data_wait(i, uc);
        run.timing.cycles += d;
        c += wait + d;
    }
    if (run.trace)
        trace_line(addr, c);
    if (regs != NULL) {
        char err[200];
        if (lk_step(i, regs, err, sizeof err) != 0) {
            note(ST_USAGE, "%s (pc=%08" PRIx32 ")", err, addr);
            uc_emu_stop(uc);
            return -1;
        }
    }
    return 0;
}

static void hook_code(uc_engine *uc, uint64_t address, uint32_t size, void *ud)
{
    (void)size, (void)ud;
    uint32_t addr = (uint32_t)address;
    cm_insn *i;
    if (addr >= run.code_lo && addr < run.code_hi) {
        i = &run.icache[(addr - run.code_lo) >> 1];
        if (!i->valid)
            decode_at(addr, i);
    } else {
        i = &run.scratch; /* not cached (code outside the loaded image, e.g. copied to RAM) */
        decode_at(addr, i);
    }
    /* inside a leakage window the registers are read once, for the trace and the timing model */
    uint32_t regs[15];
    const int traced = run.leakage && lk_active();
    if (traced)
        reg_all(uc, regs);
    unsigned wait = 0;
    if (run.flash.ws)
        run.timing.cycles += wait = flash_fetch_stall(addr, i->size, run.timing.cycles);
    /* run.model->step, called by name where it is one of these (cortexm_model.h); inside a leakage
     * window with the registers read above */
    unsigned c = traced                       ? run.model->step(run.model, &run.timing, i, reg_cached, regs)
                 : run.model->step == cm_m3_step  ? cm_m3_step(run.model, &run.timing, i, reg_value, uc)
                 : run.model->step == cm_v6m_step ? cm_v6m_step(run.model, &run.timing, i, reg_value, uc)
                                                  : run.model->step(run.model, &run.timing, i, reg_value, uc);
    if (run.timing.fault != CM_FAULT_NONE) {
        refuse(uc, addr, i);
        return;
    }
    if (run.options && hook_options(uc, addr, i, c, wait, traced ? regs : NULL) != 0)
        return;
    if (run.timing.cycles >= run.cycle_cap) {
        note(ST_CYCLE_CAP, "cycle cap of %" PRIu64 " reached at pc=%08" PRIx32, run.max_cycles, addr);
        uc_emu_stop(uc);
    }
}

/* ---- semihosting ---------------------------------------------------------------------------------- */
static int mem_get(uint32_t addr, void *dst, size_t n) { return uc_mem_read(run.uc, addr, dst, n) == UC_ERR_OK ? 0 : -1; }
static int sh_mem_read(void *ctx, uint32_t addr, void *dst, size_t n) { (void)ctx; return mem_get(addr, dst, n); }
static int sh_mem_write(void *ctx, uint32_t addr, const void *src, size_t n)
{
    (void)ctx;
    return uc_mem_write(run.uc, addr, src, n) == UC_ERR_OK ? 0 : -1;
}

static void hook_intr(uc_engine *uc, uint32_t intno, void *ud)
{
    (void)ud;
    uint32_t pc = pc_now();
    uint16_t op = 0;
    if (intno != EXCP_BKPT || mem_get(pc, &op, 2) != 0 || op != 0xBEAB) {
        note(ST_CRASH, "exception %" PRIu32 " (%s) at pc=%08" PRIx32, intno,
             intno == EXCP_BKPT ? "BKPT other than 0xAB" : "fault", pc);
        uc_emu_stop(uc);
        return;
    }
    uint32_t r0 = 0, r1 = 0;
    uc_reg_read(uc, UC_ARM_REG_R0, &r0);
    uc_reg_read(uc, UC_ARM_REG_R1, &r1);
    uint32_t ret = semihost_call(&run.sh, r0, r1);
    if (run.sh.stop)
        note(run.sh.status, "%s", run.sh.why);
    if (run.status >= 0) {
        /* unicorn 2.0.1: writing the PC after uc_emu_stop() cancels the stop */
        uc_emu_stop(uc);
        return;
    }
    uc_reg_write(uc, UC_ARM_REG_R0, &ret);
    pc = (pc + 2) | 1u;
    uc_reg_write(uc, UC_ARM_REG_PC, &pc);
}

/* --leakage-trace: the data the memory data bus carries. */
static void hook_mem(uc_engine *uc, uc_mem_type type, uint64_t address, int size, int64_t value, void *ud)
{
    (void)uc, (void)type, (void)address, (void)ud;
    uint64_t v = (uint64_t)value;
    if (size < 4)
        v &= (1ull << (8 * size)) - 1;
    lk_bus((uint32_t)v);
}

static bool hook_invalid(uc_engine *uc, uc_mem_type type, uint64_t address, int size, int64_t value, void *ud)
{
    (void)uc, (void)value, (void)ud;
    const char *what = type == UC_MEM_FETCH_UNMAPPED || type == UC_MEM_FETCH_PROT ? "fetch"
                       : type == UC_MEM_WRITE_UNMAPPED || type == UC_MEM_WRITE_PROT ? "write"
                                                                                      : "read";
    note(ST_CRASH, "invalid %s of %d bytes at %08" PRIx64 " (pc=%08" PRIx32 ")", what, size, address, pc_now());
    return false;
}

/* ---- ELF loading ------------------------------------------------------------------------------------- */
static int in_region(uint32_t addr, uint32_t len)
{
    uint64_t end = (uint64_t)addr + len;
    return end <= (uint64_t)CODE_BASE + run.mach->code_size || /* CODE_BASE is 0 */
           (addr >= RAM_BASE && end <= (uint64_t)RAM_BASE + run.mach->ram_size);
}

/* Loads the firmware (sim/common/elf_load.c) and makes the decode cache over its executable
 * segments. 0 or -1 (message printed). */
static int load_elf(const char *path)
{
    const sim_elf_spec spec = {40, "ARM", run.mach->board, in_region};
    sim_elf_image image;
    if (sim_elf_load(run.uc, prog, path, &spec, &image) != 0)
        return -1;
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
    sim_options opt = {.cpu = "cm3"};
    const char *leakage_path = NULL;
    /* --flash-wait-states N: this runner's own option, taken out before the shared ones */
    int kept = 1;
    for (int k = 1; k < argc; k++) {
        if (strcmp(argv[k], "--flash-wait-states") == 0 && k + 1 < argc) {
            char *end = NULL;
            unsigned long v = strtoul(argv[++k], &end, 10);
            if (end == argv[k] || *end != '\0' || argv[k][0] == '-' || v > 15) {
                fprintf(stderr, "%s: bad --flash-wait-states value '%s' (0..15)\n", prog, argv[k]);
                return ST_USAGE;
            }
            run.flash.ws = (unsigned)v;
        } else if (strcmp(argv[k], "--leakage-trace") == 0 && k + 1 < argc) {
            leakage_path = argv[++k];
        } else {
            argv[kept++] = argv[k];
        }
    }
    argc = kept;
    int st = sim_parse_options(argc, argv, prog, 1, 0, usage, &opt);
    if (st != 0)
        return st;
    const char *cpu = opt.cpu, *elf = opt.elf;
    run.trace = opt.trace;
    run.max_cycles = opt.max_cycles;
    for (size_t k = 0; k < sizeof machines / sizeof machines[0]; k++)
        if (strcmp(machines[k].cpu, cpu) == 0)
            run.mach = &machines[k];
    run.model = cm_model_find(cpu);
    if (run.mach == NULL || run.model == NULL) {
        fprintf(stderr, "%s: unknown --cpu '%s' (have: cm3, cm0plus, cm0)\n", prog, cpu);
        usage();
        return ST_USAGE;
    }
    run.flash.line = run.mach->dwt ? 8 : 4;      /* the M3's flash interface (STM32F1): 64-bit lines */
    run.flash.prefetch = run.mach->dwt;          /* with its prefetch buffer; ARMv6-M: 32-bit words */
    if (opt.version) {
        unsigned umaj = 0, umin = 0;
        int cmaj = 0, cmin = 0;
        uc_version(&umaj, &umin);
        cs_version(&cmaj, &cmin);
        printf("m3-run %s (unicorn %u.%u, capstone %d.%d)\n", run.model->description, umaj, umin, cmaj, cmin);
        return ST_EXIT_OK;
    }
    if (elf == NULL) {
        usage();
        return ST_USAGE;
    }
    if (sim_open_input(prog, opt.input, &run.sh.in_fd) != 0)
        return ST_USAGE;
    run.sh.mem_read = sh_mem_read;
    run.sh.mem_write = sh_mem_write;
    static char outbuf[1 << 16];
    setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);

    const machine *mc = run.mach;
    uc_err e = uc_open(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS, &run.uc);
    if (e == UC_ERR_OK)
        e = uc_ctl_set_cpu_model(run.uc, mc->uc_cpu);
    if (e == UC_ERR_OK)
        e = uc_mem_map(run.uc, CODE_BASE, mc->code_size,
                       mc->code_writable ? UC_PROT_ALL : UC_PROT_READ | UC_PROT_EXEC);
    if (e == UC_ERR_OK)
        e = uc_mem_map(run.uc, RAM_BASE, mc->ram_size, UC_PROT_ALL);
    if (e == UC_ERR_OK)
        e = uc_mmio_map(run.uc, SCS_BASE, PAGE, scs_read, NULL, scs_write, NULL);
    if (e == UC_ERR_OK && mc->dwt)
        e = uc_mmio_map(run.uc, DWT_BASE, PAGE, dwt_read, NULL, dwt_write, NULL);
    if (e == UC_ERR_OK)
        e = uc_mmio_map(run.uc, LWC_SIM_CYCLES_ADDR & ~(PAGE - 1), PAGE, sim_cycles_read, NULL, sim_cycles_write, NULL);
    if (e != UC_ERR_OK) {
        fprintf(stderr, "%s: unicorn: %s\n", prog, uc_strerror(e));
        return ST_USAGE;
    }
    if (cs_open(CS_ARCH_ARM, (cs_mode)(CS_MODE_THUMB | CS_MODE_MCLASS), &run.cs) != CS_ERR_OK ||
        cs_option(run.cs, CS_OPT_DETAIL, CS_OPT_ON) != CS_ERR_OK) {
        fprintf(stderr, "%s: capstone cannot decode Thumb-2\n", prog);
        return ST_USAGE;
    }
    if (load_elf(elf) != 0)
        return ST_USAGE;

    uint32_t vec[2];
    if (uc_mem_read(run.uc, CODE_BASE, vec, sizeof vec) != UC_ERR_OK || (vec[1] & 1u) == 0) {
        fprintf(stderr, "%s: %s: no Thumb reset vector at 0x00000000\n", prog, elf);
        return ST_USAGE;
    }
    uc_reg_write(run.uc, UC_ARM_REG_SP, &vec[0]);
    cm_reset(&run.timing);

    if (leakage_path != NULL) {
        char err[200];
        uc_hook h_mem;
        if (lk_open(leakage_path, err, sizeof err) != 0) {
            fprintf(stderr, "%s: %s\n", prog, err);
            return ST_USAGE;
        }
        if (uc_hook_add(run.uc, &h_mem, UC_HOOK_MEM_WRITE | UC_HOOK_MEM_READ_AFTER, (void *)hook_mem, NULL, 1, 0) !=
            UC_ERR_OK) {
            fprintf(stderr, "%s: unicorn memory hooks failed\n", prog);
            return ST_USAGE;
        }
        run.leakage = lk_enabled();
    }
    run.cycle_cap = run.max_cycles ? run.max_cycles : UINT64_MAX;
    run.options = run.flash.ws || run.trace || run.leakage;
    uc_hook h_code, h_intr, h_bad;
    if (uc_hook_add(run.uc, &h_code, UC_HOOK_CODE, (void *)hook_code, NULL, 1, 0) != UC_ERR_OK ||
        uc_hook_add(run.uc, &h_intr, UC_HOOK_INTR, (void *)hook_intr, NULL, 1, 0) != UC_ERR_OK ||
        uc_hook_add(run.uc, &h_bad, UC_HOOK_MEM_INVALID, (void *)hook_invalid, NULL, 1, 0) != UC_ERR_OK) {
        fprintf(stderr, "%s: unicorn hooks failed\n", prog);
        return ST_USAGE;
    }

    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    e = uc_emu_start(run.uc, vec[1] | 1u, 0xFFFFFFFFu, 0, 0);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (e != UC_ERR_OK)
        note(ST_CRASH, "%s at pc=%08" PRIx32, uc_strerror(e), pc_now());
    if (run.status < 0)
        note(ST_CRASH, "emulation stopped without an exit at pc=%08" PRIx32, pc_now());
    if (fflush(stdout) != 0) {
        fprintf(stderr, "%s: writing stdout failed: %s\n", prog, strerror(errno));
        run.status = ST_USAGE;
    }

    if (lk_enabled()) {
        char err[200];
        long traces = lk_close(reg_all, run.uc, err, sizeof err);
        if (traces < 0) {
            fprintf(stderr, "%s: %s\n", prog, err);
            run.status = ST_USAGE;
        } else {
            fprintf(stderr, "%s: leakage trace: %ld traces written to %s\n", prog, traces, leakage_path);
        }
    }

    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    if (secs <= 0)
        secs = 1e-9;
    const cm_state *m = &run.timing;
    if (m->unmodelled)
        fprintf(stderr, "%s: warning: %" PRIu64 " jumps the model cannot explain (no branch before them) were "
                        "charged nothing\n", prog, m->unmodelled);
    fprintf(stderr,
            "%s: status %d (%s: %s); %" PRIu64 " cycles [model %s], %" PRIu64 " instructions (%" PRIu64
            " IT slots skipped; flash wait states %u: %" PRIu64 " fetch stall cycles, %" PRIu64
            " data words read from flash) in %.3f s = %.1f M instr/s (%.1f simulated MHz)\n",
            prog, run.status, sim_status_text(run.status), run.why, m->cycles, run.model->version, m->insns,
            m->it_skipped, run.flash.ws, run.flash.fetch_stalls, run.flash.data_reads, secs,
            (double)m->insns / secs / 1e6, (double)m->cycles / secs / 1e6);

    free(run.icache);
    cs_close(&run.cs);
    uc_close(run.uc);
    if (run.sh.in_fd > STDIN_FILENO)
        close(run.sh.in_fd);
    return run.status;
}
