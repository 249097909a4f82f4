/* sim/cortexm/tests/timing_v6m_main.c: the ARMv6-M timing-model self-test of m3-run (ctest
 * sim-cm0plus-timing and sim-cm0-timing: the same image under --cpu cm0plus and --cpu cm0).
 *
 * Measures every kernel of timing_v6m.S with the LWC_SIM_CYCLES register, subtracts the empty
 * kernel and compares with the count the core's Technical Reference Manual gives (table 3.1 of the
 * Cortex-M0+ TRM, ARM DDI 0484C, and of the Cortex-M0 TRM, ARM DDI 0432C): the core is read from
 * CPUID, as firmware on silicon would, and picks the expected column. Every rule of v6m_timing.c
 * has a kernel; "silicon" marks rules the comparison with published chip counts supports
 * (docs/benchmark-method.md).
 * Prints one line per check ("FAIL <name> <cycles>" after a failing one) and "N passed, M failed";
 * exits 0 when nothing failed, else 1.
 */
#include <stdint.h>

#include "target_io.h"
#include "target_print.h"

#define CPUID (*(volatile const uint32_t *)0xE000ED00u)
#define CPUID_PARTNO(v) (((v) >> 4) & 0xFFFu)
#define PARTNO_CORTEX_M0PLUS 0xC60u
#define PARTNO_CORTEX_M0 0xC20u

typedef void kernel_fn(void);
uint32_t v6mt_measure(kernel_fn *kernel, const uint32_t regs[4]);

kernel_fn k6_empty, k6_alu, k6_mul, k6_loads, k6_ldr_ldr, k6_ldr_dep, k6_ldr_use, k6_stores, k6_str_ldr,
    k6_ldm_stm, k6_push_pop, k6_pop_pc, k6_pop_pc_target, k6_b, k6_bcc_untaken, k6_bcc_taken, k6_bl, k6_bx,
    k6_bx_target, k6_blx, k6_return, k6_mov_pc, k6_mov_pc_target, k6_add_pc, k6_sysreg, k6_barriers, k6_hints, k6_ws_ldr, k6_ws_seq16, k6_ws_branch;

static uint32_t buf[16] __attribute__((aligned(8)));
static uint32_t overhead;
static int is_m0; /* else Cortex-M0+ */

static uint32_t addr(const void *p) { return (uint32_t)(uintptr_t)p; }

static void reset_buf(void)
{
    for (unsigned k = 0; k < sizeof buf / sizeof buf[0]; k++)
        buf[k] = 0x9E3779B9u * (k + 1);
    buf[0] = addr(buf);
}

/* want_m0plus / want_m0: the body's cycles on each core; basis: where the count comes from. */
static void check(const char *name, kernel_fn *k, uint32_t r0, uint32_t r1, uint32_t r2, uint32_t r3,
                  uint32_t want_m0plus, uint32_t want_m0, const char *basis)
{
    reset_buf();
    const uint32_t regs[4] = {r0, r1, r2, r3};
    uint32_t got = v6mt_measure(k, regs) - overhead, want = is_m0 ? want_m0 : want_m0plus;
    target_puts(name);
    target_puts(": ");
    target_put_u32(got);
    target_puts(" cycles, expected ");
    target_put_u32(want);
    target_puts(" (");
    target_puts(basis);
    target_puts(")\n");
    target_check(got == want, name, got);
}

/* The flash wait-state checks (m3-run --flash-wait-states N: 32-bit fetch words, no prefetch). */
static void check_flash(uint32_t n)
{
    reset_buf();
    uint32_t f = v6mt_measure(k6_ws_ldr, (const uint32_t[4]){addr(k6_ws_ldr) & ~3u, 0, 0, 0}) - overhead;
    uint32_t r = v6mt_measure(k6_ws_ldr, (const uint32_t[4]){addr(buf), 0, 0, 0}) - overhead;
    target_puts("ws-data-read: ");
    target_put_u32(f - r);
    target_puts(" cycles more from flash than from RAM, expected ");
    target_put_u32(n);
    target_puts(" (flash-ws)\n");
    target_check(f - r == n, "ws-data-read", f - r);
    check("ws-seq16", k6_ws_seq16, 0, 0, 0, 0, 8 + 4 * n, 8 + 4 * n, "flash-ws: N per 32-bit word entered");
    check("ws-branch", k6_ws_branch, 0, 0, 0, 0, 2 + n, 3 + n, "flash-ws: the target word after B 2 / 3");
}

int main(void)
{
    uint32_t partno = CPUID_PARTNO(CPUID);
    if (partno != PARTNO_CORTEX_M0PLUS && partno != PARTNO_CORTEX_M0) {
        target_puts("FAIL cpuid: not a Cortex-M0+ or Cortex-M0\n");
        return 1;
    }
    is_m0 = partno == PARTNO_CORTEX_M0;
    target_puts(is_m0 ? "core: Cortex-M0\n" : "core: Cortex-M0+\n");
    const uint32_t b = addr(buf);
    overhead = v6mt_measure(k6_empty, (const uint32_t[4]){0, 0, 0, 0});
    target_puts("empty kernel (harness overhead): ");
    target_put_u32(overhead);
    target_puts(" cycles\n");

    /* a run with flash wait states gives their number as its input ('0'..'9'): only the flash checks
     * then (every other kernel's count includes fetch stalls) */
    int c = target_getc();
    check_flash(c >= '0' && c <= '9' ? (uint32_t)(c - '0') : 0);
    if (c >= '0' && c <= '9')
        target_check_exit();

    check("alu", k6_alu, 1, 2, 3, 4, 29, 29, "TRM: 29 data-processing instructions, 1 each");
    check("mul", k6_mul, 3, 0x12345678u, 0xFFFFFFFFu, 7, 3, 3, "TRM: MULS 1 (single-cycle multiplier)");
    check("loads", k6_loads, 0, b, 4, 0, 16, 16, "TRM: 8 loads (imm, reg, byte, half, signed, SP, literal), 2 each");
    check("ldr-ldr", k6_ldr_ldr, 0, b, 0, 0, 4, 4, "TRM: 2 + 2, no load pipelining");
    check("ldr-dependent", k6_ldr_dep, 0, b, 0, 0, 4, 4, "TRM: 2 + 2");
    check("ldr-use", k6_ldr_use, 0, b, 0, 0, 3, 3, "TRM: 2 + 1, no load-use stall");
    check("stores", k6_stores, 0, b, 4, 0, 12, 12, "TRM: 5 stores 2 each + SUB SP 1 + ADD SP 1");
    check("str-ldr", k6_str_ldr, 0, b, 0, 0, 4, 4, "TRM: 2 + 2, no store-then-load stall");
    check("ldm-stm", k6_ldm_stm, 0, b, 0, 0, 9, 9, "TRM: LDM 1 + 3, SUBS 1, STM 1 + 3");
    check("push-pop", k6_push_pop, 1, 2, 3, 4, 10, 10, "TRM: PUSH/POP 1 + N, N = 4");
    check("pop-pc", k6_pop_pc, 0, 0, 0, addr(k6_pop_pc_target), 6, 7, "TRM: PUSH {r3} 2 + POP {pc} 3 + N / 4 + N");
    check("b", k6_b, 0, 0, 0, 0, 2, 3, "TRM: B 2 / 3");
    check("bcc-untaken", k6_bcc_untaken, 0, 0, 0, 0, 3, 3, "TRM: CMP 1 + B<cc> not taken 1 + NOP 1");
    check("bcc-taken", k6_bcc_taken, 0, 0, 0, 0, 3, 4, "TRM: CMP 1 + B<cc> taken 2 / 3");
    check("bl", k6_bl, 0, 0, 0, 0, 5, 6, "TRM: MOV 1 + BL 3 / 4 + MOV 1");
    check("bx", k6_bx, 0, 0, 0, addr(k6_bx_target), 2, 3, "TRM: BX 2 / 3");
    check("blx", k6_blx, 0, 0, 0, addr(k6_return), 6, 8, "TRM: MOV 1 + BLX 2 / 3 + BX 2 / 3 + MOV 1");
    check("mov-pc", k6_mov_pc, 0, 0, 0, addr(k6_mov_pc_target), 2, 3, "TRM: MOV PC, Rm 2 / 3");
    check("add-pc", k6_add_pc, 0, 0, 0, 0, 2, 3, "TRM: ADD PC, PC, Rm 2 / 3");
    check("mrs-msr", k6_sysreg, 0, 0, 0, 0, 6, 8, "TRM: MRS 3 / 4 + MSR 3 / 4");
    check("barriers", k6_barriers, 0, 0, 0, 0, 9, 12, "TRM: DMB + DSB + ISB, 3 / 4 each");
    check("hints", k6_hints, 0, 0, 0, 0, 3, 3, "TRM: NOP + SEV + CPSIE, 1 each");
    target_check_exit();
}
