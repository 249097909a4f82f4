/* sim/cortexm/tests/timing_main.c: the m3-run timing-model self-test (ctest sim-cm3-timing).
 *
 * Measures every kernel of timing.S with DWT_CYCCNT, exactly as firmware measures on silicon,
 * subtracts the empty kernel and compares with the expected count. "TRM" marks counts the Cortex-M3
 * TRM states, "silicon" rules the comparison with published chip counts supports (m3_timing.c);
 * "model" marks the model's documented choice inside a range the TRM gives (UMULL 3..5, UMLAL/SMLAL
 * 4..7, UDIV/SDIV 2..12, register-branch refill P 1..3) or where it is silent: those cases pin the
 * model, they do not validate it.
 * Also checks the DWT gating (DEMCR.TRCENA, DWT_CTRL.CYCCNTENA) and writes to CYCCNT.
 * Prints one line per check and "N passed, M failed"; exits 0 when nothing failed, else 1.
 */
#include <stdint.h>

#include "target_io.h"
#include "target_print.h"

#define DEMCR (*(volatile uint32_t *)0xE000EDFCu)
#define DWT_CTRL (*(volatile uint32_t *)0xE0001000u)
#define DWT_CYCCNT (*(volatile uint32_t *)0xE0001004u)

typedef void kernel_fn(void);
uint32_t m3t_measure(kernel_fn *kernel, const uint32_t regs[4]);

kernel_fn k_empty, k_alu, k_mul, k_mla, k_ldr_ldr, k_ldr_str_imm, k_ldr_str_other, k_ldr_str_dep, k_ldr_str_reg, k_ldr3, k_ldr_chain,
    k_ldr_dep, k_ldr_literal, k_ldr_wb_wb, k_ldr_wb_plain, k_str_imm, k_str_reg, k_str_ldr, k_str_ldm,
    k_agu_ldr, k_agu_str, k_agu_ldm, k_agu_gap, k_strreg_ldr, k_ldm_stm, k_push_pop, k_ldrd_strd, k_pop_pc, k_pop_pc_target,
    k_ldr_pc, k_ldr_pc_target, k_b_taken, k_b_untaken, k_b_unaligned, k_b_aligned, k_bl, k_cbz, k_bx,
    k_bx_target, k_tbb, k_tbh, k_it_fold, k_it_nofold, k_it_skip_load, k_it_run_load, k_it4, k_ua_ldr2,
    k_ua_ldr1, k_ua_ldrh, k_ua_ldr_reg, k_ua_ldr_post, k_ua_str, k_ua_aligned, k_umull, k_umlal, k_smull,
    k_smlal, k_udiv, k_sdiv, k_barriers, k_ws_ldr, k_ws_seq32, k_ws_seq16, k_ws_branch;

static uint32_t buf[32] __attribute__((aligned(8)));
static unsigned passed, failed;
static uint32_t overhead;

static void verdict(int ok, const char *name, uint32_t got, uint32_t want, const char *basis)
{
    target_puts(ok ? "PASS " : "FAIL ");
    target_puts(name);
    target_puts(": ");
    target_put_u32(got);
    target_puts(" cycles, expected ");
    target_put_u32(want);
    target_puts(" (");
    target_puts(basis);
    target_puts(")\n");
    if (ok)
        passed++;
    else
        failed++;
}

static uint32_t addr(const void *p) { return (uint32_t)(uintptr_t)p; }

/* buf[0] = &buf (dependent loads), buf[1] = LDR PC target; the rest a pattern */
static void reset_buf(void)
{
    for (unsigned k = 0; k < sizeof buf / sizeof buf[0]; k++)
        buf[k] = 0x9E3779B9u * (k + 1);
    buf[0] = addr(buf);
    buf[1] = addr(k_ldr_pc_target);
}

static void check(const char *name, kernel_fn *k, uint32_t r0, uint32_t r1, uint32_t r2, uint32_t r3,
                  uint32_t want, const char *basis)
{
    reset_buf();
    const uint32_t regs[4] = {r0, r1, r2, r3};
    uint32_t got = m3t_measure(k, regs) - overhead;
    verdict(got == want, name, got, want, basis);
}

static void check_dwt(void)
{
    /* counting stops with CYCCNTENA clear and resumes where it stopped */
    DWT_CTRL &= ~1u;
    uint32_t a = DWT_CYCCNT;
    for (volatile int i = 0; i < 10; i++) {
    }
    uint32_t b = DWT_CYCCNT;
    verdict(a == b, "dwt-cyccntena-stops", b - a, 0, "DWT_CTRL.CYCCNTENA = 0");
    DWT_CTRL |= 1u;
    uint32_t c = DWT_CYCCNT;
    verdict(c - b > 0 && c - b < 20, "dwt-cyccntena-resumes", c - b, c - b > 0 && c - b < 20 ? c - b : 1,
            "counts again, from where it stopped");
    /* and with DEMCR.TRCENA clear */
    DEMCR &= ~(1u << 24);
    a = DWT_CYCCNT;
    for (volatile int i = 0; i < 10; i++) {
    }
    b = DWT_CYCCNT;
    verdict(a == b, "dwt-trcena-stops", b - a, 0, "DEMCR.TRCENA = 0");
    DEMCR |= 1u << 24;
    /* a write sets the count */
    DWT_CYCCNT = 1000000u;
    c = DWT_CYCCNT;
    verdict(c >= 1000000u && c < 1000020u, "dwt-write", c - 1000000u, c >= 1000000u && c < 1000020u ? c - 1000000u : 0,
            "CYCCNT = 1000000, then read a few cycles later");
}

static uint32_t at_least0(int v) { return v > 0 ? (uint32_t)v : 0; }

/* The flash wait-state checks (m3-run --flash-wait-states N, STM32F1 flash interface: 64-bit lines,
 * prefetch buffer). The code region is the flash; buf is RAM. */
static void check_flash(int n)
{
    const uint32_t in_flash = addr(k_ws_ldr) & ~3u, in_ram = addr(buf); /* a word of the kernel's code */
    reset_buf();
    uint32_t f = m3t_measure(k_ws_ldr, (const uint32_t[4]){in_flash, 0, 0, 0}) - overhead;
    uint32_t r = m3t_measure(k_ws_ldr, (const uint32_t[4]){in_ram, 0, 0, 0}) - overhead;
    verdict(f - r == (uint32_t)n, "ws-data-read", f - r, (uint32_t)n, "flash-ws: a data read from flash costs N more");
    check("ws-seq32", k_ws_seq32, 0, 0, 0, 0, 16 + 7 * at_least0(n - 1) + at_least0(n - 3),
          "flash-ws: prefetched lines, 2 NOP.W each");
    check("ws-seq16", k_ws_seq16, 0, 0, 0, 0, 32 + 7 * at_least0(n - 3), "flash-ws: prefetched lines, 4 NOP each");
    check("ws-branch", k_ws_branch, 0, 0, 0, 0, 2 + (uint32_t)n, "flash-ws: the target line after a taken branch");
}

int main(void)
{
    const uint32_t b = addr(buf);
    overhead = m3t_measure(k_empty, (const uint32_t[4]){0, 0, 0, 0});
    target_puts("empty kernel (harness overhead): ");
    target_put_u32(overhead);
    target_puts(" cycles\n");
    /* a run with flash wait states gives their number as its input ('0'..'9'): only the flash checks
     * then (every other kernel's count includes fetch stalls) */
    int c = target_getc();
    if (c >= '0' && c <= '9') {
        check_flash(c - '0');
        target_put_u32(passed);
        target_puts(" passed, ");
        target_put_u32(failed);
        target_puts(" failed\n");
        return failed ? 1 : 0;
    }
    check_flash(0);

    check("alu", k_alu, 1, 2, 3, 4, 10, "TRM: data processing 1 each, incl. shifted operand, MOVW/MOVT, BFI, CLZ, REV");
    check("mul", k_mul, 3, 5, 0, 0, 4, "TRM: MUL 1");
    check("mla", k_mla, 3, 5, 7, 0, 4, "TRM: MLA/MLS 2");
    check("ldr-ldr", k_ldr_ldr, 0, b, b, b, 3, "TRM: LDR R0,[R1]; LDR R1,[R2] = 3");
    check("ldr-str-imm", k_ldr_str_imm, 0, b, 0, b, 3, "TRM: LDR R0,[R1,R2]; STR R0,[R3,#20] = 3");
    check("ldr-str-other", k_ldr_str_other, 0, b, 0, b, 2,
          "TRM/silicon: a load removes one cycle from a following STR #imm of another register: 2 + 0");
    check("ldr-str-dependent", k_ldr_str_dep, 0, b, 0, 0, 3, "TRM: STR address from the load, not pipelined: 2 + 1");
    check("ldr-str-reg", k_ldr_str_reg, 0, b, 0, b, 3, "TRM: LDR R0,[R1,R2]; STR R1,[R3,R2] = 3");
    check("ldr3", k_ldr3, 0, b, b, b, 4, "TRM: LDR R0,[R1,R5]; LDR R1,[R2]; LDR R2,[R3,#4] = 4");
    check("ldr-chain", k_ldr_chain, 0, b, 0, 0, 11, "TRM: independent loads pipeline, 2 + 9 x 1");
    check("ldr-dependent", k_ldr_dep, 0, b, 0, 0, 4, "TRM: address from the previous load: 2 + 2");
    check("ldr-literal", k_ldr_literal, 0, 0, 0, 0, 3, "TRM: literal loads pipeline, 2 + 1 (zero-wait fetch)");
    check("ldr-wb-after-load", k_ldr_wb_wb, 0, b, 0, b, 4, "silicon: a writeback load pipelines only first, 2 + 2");
    check("ldr-after-wb-load", k_ldr_wb_plain, 0, b, 0, b, 3, "silicon: a load after a writeback load pipelines, 2 + 1");
    check("str-imm", k_str_imm, 0, b, 0, 0, 4, "TRM: STR Rx,[Ry,#imm] is always one cycle");
    check("str-reg", k_str_reg, 0, b, 4, 0, 4, "TRM: STR register offset 2, nothing pipelines after a store");
    check("str-then-ldr", k_str_ldr, 0, b, 0, 0, 4, "silicon: 1-cycle STR then LDR: 1 + (2 + 1)");
    check("str-reg-then-ldr", k_strreg_ldr, 0, b, 4, 0, 4, "model: a 2-cycle STR leaves the bus free: 2 + 2");
    check("str-then-ldm", k_str_ldm, 0, b, 0, 0, 5, "silicon: 1-cycle STR then LDM: 1 + (1 + 2 + 1)");
    check("agu-ldr", k_agu_ldr, 0, b, 0, 0, 4, "TRM: address from the preceding ALU result +1: 1 + 3");
    check("agu-str", k_agu_str, 0, b, 0, 0, 3, "TRM: the same for STR #imm: 1 + 2");
    check("agu-ldm", k_agu_ldm, 0, b, 0, 0, 5, "TRM ('any load or store'): ADDS 1 + LDM 1 + 2 + 1");
    check("agu-gap", k_agu_gap, 0, b, 0, 0, 4, "TRM: no stall with an instruction between: 1 + 1 + 2");
    check("ldm-stm", k_ldm_stm, 0, b, 0, 0, 8, "TRM: LDM/STM 1 + N, N = 3");
    check("push-pop", k_push_pop, 1, 2, 3, 4, 10, "TRM: PUSH/POP 1 + N, N = 4");
    check("ldrd-strd", k_ldrd_strd, 0, b, 0, 0, 6, "TRM: LDRD/STRD 1 + N = 3");
    check("pop-pc", k_pop_pc, 0, 0, 0, addr(k_pop_pc_target), 7, "TRM: PUSH {r3} 2 + POP {pc} 1 + N + 3");
    check("ldr-pc", k_ldr_pc, 0, 0, b + 4, 0, 5, "TRM: LDR PC = 2 load + 3 refill");
    check("b-taken", k_b_taken, 0, 0, 0, 0, 2, "TRM/silicon: taken branch 1 + P, P = 1");
    check("b-untaken", k_b_untaken, 0, 0, 0, 0, 3, "TRM: CMP 1 + untaken Bcc 1 + NOP 1");
    check("b-target-unaligned", k_b_unaligned, 0, 0, 0, 0, 4, "TRM/silicon: taken B 2 + 1 for a 32-bit target at 2 mod 4, + ADD.W 1");
    check("b-target-aligned", k_b_aligned, 0, 0, 0, 0, 3, "TRM: taken B 2 + ADD.W 1");
    check("bl", k_bl, 0, 0, 0, 0, 4, "TRM: MOV 1 + BL 1 + P 1 + MOV 1");
    check("cbz-cbnz", k_cbz, 0, 0, 0, 0, 4, "TRM: CBZ taken 2 + CBNZ untaken 1 + NOP 1");
    check("bx", k_bx, 0, 0, 0, addr(k_bx_target), 3, "model: BX Rm 1 + P, P = 2 for register branches (TRM: P 1..3)");
    check("tbb", k_tbb, 1, 0, 0, 0, 6, "TRM: TBB = 2 load + 1 add + 3 refill");
    check("tbh", k_tbh, 1, 0, 0, 0, 6, "TRM: TBH = 2 load + 1 add + 3 refill");
    check("it-folded", k_it_fold, 0, 0, 0, 0, 3, "TRM: CMP 1 + IT folded 0 + run 1 + skipped 1");
    check("it-not-folded", k_it_nofold, 0, 0, 0, 0, 4, "TRM: CMP.W 1 + IT 1 + 2 skipped x 1");
    check("it-skipped-loads", k_it_skip_load, 0, b, 0, 0, 3, "TRM: CMP 1 + IT 0 + 2 skipped loads x 1");
    check("it-executed-loads", k_it_run_load, 0, b, 0, 0, 4, "TRM: CMP 1 + IT 0 + LDR 2 + pipelined LDR 1");
    check("it-4-slots", k_it4, 0, 0, 0, 0, 5, "TRM: CMP 1 + IT 0 + 2 run + 2 skipped");
    check("unaligned-ldr-2mod4", k_ua_ldr2, 0, b, 2, 0, 4, "TRM: NOP 1 + LDR 2 + 1 (two halfword accesses)");
    check("unaligned-ldr-odd", k_ua_ldr1, 0, b, 2, 0, 5, "TRM: NOP 1 + LDR 2 + 2 (byte, halfword, byte)");
    check("unaligned-ldrh-odd", k_ua_ldrh, 0, b, 2, 0, 4, "TRM: NOP 1 + LDRH 2 + 1 (two byte accesses)");
    check("unaligned-ldr-regoffset", k_ua_ldr_reg, 0, b, 2, 0, 4, "TRM: NOP 1 + LDR [r1,r2] at 2 mod 4: 2 + 1");
    check("unaligned-ldr-postindex", k_ua_ldr_post, 0, b, 2, b + 1, 5, "TRM: NOP 1 + LDR [r3],#4 from an odd base: 2 + 2");
    check("unaligned-stores", k_ua_str, 0, b, 2, 0, 7, "TRM: STR 2 mod 4: 1 + 1; STR odd: 1 + 2; STRH odd: 1 + 1");
    check("aligned-accesses", k_ua_aligned, 0, b, 2, 0, 6, "TRM: NOP + LDRH + NOP + LDR, no extra");
    check("umull-small", k_umull, 0, 0, 3, 5, 3, "TRM: UMULL 3..5, both < 2^16 terminates early: 3");
    check("umull-one-wide", k_umull, 0, 0, 0x12345, 5, 4, "model: UMULL, one operand >= 2^16: 4");
    check("umull-wide", k_umull, 0, 0, 0x12345, 0xFFFFFFFFu, 5, "TRM: UMULL worst case 5");
    check("umlal-small", k_umlal, 1, 2, 3, 5, 4, "TRM: UMLAL 4..7, small operands: 4");
    check("umlal-wide", k_umlal, 1, 2, 0x12345, 0x54321, 6, "model: UMLAL, both wide: 4 + 2");
    check("smull-negative-small", k_smull, 0, 0, (uint32_t)-3, 5, 3, "TRM: |inputs| < 64K terminates early: 3");
    check("smull-one-wide", k_smull, 0, 0, (uint32_t)-65536, 2, 4, "model: SMULL, |x| = 2^16: 4");
    check("smlal-small", k_smlal, 1, 2, 3, 5, 5, "model: SMLAL = UMLAL + 1 (TRM note): 5");
    check("smlal-wide", k_smlal, 1, 2, 0x12345, (uint32_t)-0x54321, 7, "TRM: SMLAL worst case 7");
    check("udiv-zero-dividend", k_udiv, 0, 0, 0, 7, 2, "TRM minimum: 2");
    check("udiv-by-zero", k_udiv, 0, 0, 7, 0, 2, "model: 7 / 0 (result 0, no trap): 2");
    check("udiv-small-quotient", k_udiv, 0, 0, 5, 7, 3, "model: quotient 0: 3");
    check("udiv-5-bit-quotient", k_udiv, 0, 0, 100, 7, 4, "model: q = 5 bits: 3 + (5 - 1) / 3");
    check("udiv-17-bit-quotient", k_udiv, 0, 0, 0x10000, 1, 8, "model: q = 17 bits: 3 + 16 / 3");
    check("udiv-32-bit-quotient", k_udiv, 0, 0, 0xFFFFFFFFu, 1, 12, "TRM maximum: 12");
    check("sdiv-negative", k_sdiv, 0, 0, (uint32_t)-100, 7, 4, "model: |n| / |d| as UDIV: 4");
    check("barriers", k_barriers, 0, 0, 0, 0, 5, "TRM: DMB 1 + DSB 1 + ISB 1 + P + NOP 1 (zero wait states)");
    check_dwt();

    target_put_u32(passed);
    target_puts(" passed, ");
    target_put_u32(failed);
    target_puts(" failed\n");
    return failed ? 1 : 0;
}
