/* RV32IMC target (HiFive1 Rev B memory map, link.ld): the cycle counter is the mcycle CSR, which the
 * firmware reads as on silicon; byte I/O and exit are the ARM semihosting code the Cortex-M targets
 * share (../arm_semihost.c: RISC-V semihosting is the same protocol, trapped by startup.S's
 * lwc_arm_semihost). The same image runs in sim/rv32/rv32-run (unicorn + the E31 timing model:
 * mcycle is the modelled count) and in qemu-system-riscv32 -M sifive_e,revb=true
 * (sim/cm3/qemu-run --cpu rv32: mcycle counts qemu's own ticks, not cycles of any core).
 *
 *   target_cycles  mcycle (low 32 bits), free-running from reset
 *   lwc_rv32_trap  every exception (startup.S): reports mcause and mepc on the debug console and
 *                  exits with the crash status 128 + mcause
 */
#include <stdint.h>

#include "arm_semihost.h"
#include "target_io.h"

uint32_t target_cycles(void)
{
    uint32_t c;
    /* Zicsr for this one instruction: the library itself is built for plain rv32imc */
    __asm__ volatile(".option push\n\t.option arch, +zicsr\n\tcsrr %0, mcycle\n\t.option pop" : "=r"(c));
    return c;
}

void lwc_target_init(void) { lwc_arm_io_init(); }

void lwc_rv32_trap(uint32_t mcause, uint32_t mepc) __attribute__((noreturn));

static void put_hex(char *dst, uint32_t v)
{
    for (int i = 0; i < 8; i++)
        dst[i] = "0123456789abcdef"[(v >> (28 - 4 * i)) & 0xF];
}

enum { SYS_WRITE0 = 0x04, SYS_EXIT_EXTENDED = 0x20 };
#define ADP_STOPPED_APPLICATION_EXIT 0x20026u
#define RV32_CRASH_STATUS 128u

void lwc_rv32_trap(uint32_t mcause, uint32_t mepc)
{
    char msg[] = "exception mcause=0x00000000 at pc=0x00000000\n";
    put_hex(msg + 19, mcause);
    put_hex(msg + 36, mepc);
    (void)lwc_arm_semihost(SYS_WRITE0, msg);
    uint32_t block[2] = {ADP_STOPPED_APPLICATION_EXIT, RV32_CRASH_STATUS + (mcause & 0x7Fu)};
    (void)lwc_arm_semihost(SYS_EXIT_EXTENDED, block);
    for (;;) {
    }
}
