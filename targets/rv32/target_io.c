/* RV32IMC target (HiFive1 Rev B memory map, link.ld): the cycle counter is the mcycle CSR, which the
 * firmware reads as on silicon; byte I/O, exit and the crash report are the semihosting code the targets
 * share (../semihost.c: RISC-V semihosting is the ARM protocol, trapped by startup.S's
 * lwc_semihost). The same image runs in sim/rv32/rv32-run (unicorn + the E31 timing model:
 * mcycle is the modelled count) and in qemu-system-riscv32 -M sifive_e,revb=true
 * (sim/common/qemu-run --cpu rv32: mcycle counts qemu's own ticks, not cycles of any core).
 *
 *   target_cycles  mcycle (low 32 bits), free-running from reset
 */
#include <stdint.h>

#include "semihost.h"
#include "target_io.h"

uint32_t target_cycles(void)
{
    uint32_t c;
    /* Zicsr for this one instruction: the library itself is built for plain rv32imc */
    __asm__ volatile(".option push\n\t.option arch, +zicsr\n\tcsrr %0, mcycle\n\t.option pop" : "=r"(c));
    return c;
}

void lwc_target_init(void) { lwc_semihost_io_init(); }
