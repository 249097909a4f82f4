/* sim/rv32/tests/timing_main.c: the E31 timing-model self-test of rv32-run (ctest sim-rv32-timing).
 *
 * Runs every kernel of timing.S (each measures its own body with mcycle, as firmware on silicon
 * would), subtracts the empty kernel and compares with the count the model's rule gives
 * (e31_model.c: the FE310 manual's latencies and three-cycle misprediction penalty; "assumed" marks
 * the predictor organisation and division formula the manual leaves open; model 1.1's fetch-split
 * rule and the SPI flash interface's data reads at its reset configuration, 8 cycles per SCK). Every rule of the table
 * has a kernel; kernels run twice where the predictor's training changes the count.
 * Prints one line per check ("FAIL <name> <cycles>" after a failing one) and "N passed, M failed";
 * exits 0 when nothing failed, else 1.
 */
#include <stdint.h>

#include "target_print.h"

typedef uint32_t kernel_fn(void);
kernel_fn k_empty, k_alu4, k_alu_chain, k_lw_use, k_lw_indep, k_lbu_use, k_lh_use, k_clw_use, k_store3, k_csr_use,
    k_mul_use, k_mulhu_indep, k_mul_mul, k_div_long, k_div_short, k_rem_zero, k_div_signed, k_waw, k_br_untaken,
    k_br_taken_cold, k_jal_cold, k_loop10, k_call_ret, k_loop10_split, k_loop10_aligned, k_jal_split, k_flash_lw_new,
    k_flash_lw_next, k_flash_lbu_new, k_flash_lbu_next, k_flash_port, k_flash_indep;

static uint32_t overhead;

static void check(const char *name, kernel_fn *k, uint32_t want, const char *basis)
{
    uint32_t got = k() - overhead;
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

/* The second of two calls in a row: the predictor trained by the first (printing in between would
 * run more than the BTB's 40 taken branches and evict the kernel's entries). */
static void check_trained(const char *name, kernel_fn *k, uint32_t want, const char *basis)
{
    (void)k();
    check(name, k, want, basis);
}

int main(void)
{
    overhead = k_empty();
    target_puts("empty kernel (two mcycle reads in a row): ");
    target_put_u32(overhead);
    target_puts(" cycles\n");
    target_check(overhead == 1, "empty", overhead);

    check("alu4", k_alu4, 4, "issue: 1 each");
    check("alu-chain", k_alu_chain, 4, "issue: fully bypassed");
    check("lw-use", k_lw_use, 3, "load-word: LW 2-cycle result latency");
    check("lw-independent", k_lw_indep, 3, "load-word: latency hidden by an independent instruction");
    check("lbu-use", k_lbu_use, 4, "load-sub-word: 3-cycle result latency");
    check("lh-use", k_lh_use, 4, "load-sub-word: 3-cycle result latency");
    check("c.lwsp-use", k_clw_use, 3, "load-word: compressed alike");
    check("stores", k_store3, 3, "store: 1 each");
    check("csr-use", k_csr_use, 4, "csr-read: 3-cycle result latency");
    check("mul-use", k_mul_use, 6, "mul: 5-cycle result latency");
    check("mulhu-independent", k_mulhu_indep, 6, "mul: 5-cycle result latency, one cycle hidden");
    check("mul-mul", k_mul_mul, 11, "mul: one operation at a time");
    check("div-long", k_div_long, 22, "div: 2 + 17 quotient bits (assumed formula)");
    check("div-short", k_div_short, 7, "div: 2 + 2 quotient bits (assumed formula)");
    check("rem-zero", k_rem_zero, 35, "div: 33 for a zero divisor (assumed), the documented maximum");
    check("div-signed", k_div_signed, 10, "div: magnitudes (assumed formula)");
    check("waw", k_waw, 6, "waw: the ALU write waits for the MUL's");
    check("branch-untaken", k_br_untaken, 1, "btb: not in the BTB, predicted in sequence");
    check("branch-taken-cold", k_br_taken_cold, 5, "mispredict: 3-cycle penalty; fetch-split: the target csrr at 2 mod 4");
    check("jal-cold", k_jal_cold, 4, "mispredict: a jump not in the BTB");
    check("loop10-first", k_loop10, 28, "btb + bht: li, 10 x 2, first back edge and exit mispredicted; fetch-split: "
                                       "the exit restarts at a csrr at 2 mod 4");
    check_trained("loop10-trained", k_loop10, 25, "bht: the exit mispredicted only (+ its split restart); a 16-bit head "
                                                "at 2 mod 4 costs nothing");
    check("call-ret-first", k_call_ret, 14, "mispredict: jal, ret and j not in the BTB");
    check_trained("call-ret-trained", k_call_ret, 5, "ras: call, return and jump predicted");
    check("loop10-split-first", k_loop10_split, 27 + 9, "fetch-split: 9 back edges to a 32-bit head at 2 mod 4");
    check_trained("loop10-split-trained", k_loop10_split, 24 + 9, "fetch-split: predicted back edges too");
    check_trained("loop10-aligned-trained", k_loop10_aligned, 25, "fetch-split: a 32-bit head at 0 mod 4 costs nothing "
                                                                "(the exit's restart at 2 mod 4 does)");
    check("jal-split-first", k_jal_split, 6, "fetch-split: after a mispredicted jump");
    check_trained("jal-split-trained", k_jal_split, 3, "fetch-split: after a predicted jump");
    check("flash-lw-new", k_flash_lw_new, 3 + 67 * 8, "flash-new: close, command, address, 4 data bytes");
    check("flash-lw-next", k_flash_lw_next, 3 + 32 * 8, "flash-next: 4 continued data bytes");
    check("flash-lbu-new", k_flash_lbu_new, 4 + 43 * 8, "flash-new: close, command, address, 1 data byte");
    check("flash-lbu-next", k_flash_lbu_next, 4 + 8 * 8, "flash-next: 1 continued data byte");
    check("flash-port", k_flash_port, 67 * 8 + 4, "flash-port: a DTIM load waits for the flash read");
    check("flash-independent", k_flash_indep, 3 + 67 * 8, "flash-port: ALU instructions issue meanwhile");
    target_check_exit();
}
