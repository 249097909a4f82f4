/* sim/common/tests/selftest_main.c: firmware for the runner self-tests of the targets on
 * semihosting (sim/cortexm/tests/run_checks.py for m3-run and qemu-system-arm, sim/rv32/tests/
 * run_checks.py for rv32-run and qemu-system-riscv32), built for each such target. The first input
 * byte picks what it does; the modes every core has are here, the core's own in its
 * selftest_cpu.c (selftest_cpu.h):
 *   'e'  echo: copy every further input byte to the output, then exit 0
 *   '0'  exit 0            'x'  target_exit(3)      'r'  return 5 from main
 *   'l'  loop forever
 *   'm'  read an unmapped address (0x30000000: nothing there in any of the emulators)
 *   'c'  print two target_cycles() readings around a short loop, then exit 0
 *   none (end of input): exit 0 after writing "no input\n"
 *   any other byte: selftest_cpu(byte) ("unknown mode\n" and status 1 for one it does not know)
 */
#include <stdint.h>

#include "selftest_cpu.h"
#include "target_print.h"

int main(void)
{
    int mode = target_getc();
    switch (mode) {
    case -1:
        target_puts("no input\n");
        return 0;
    case 'e':
        for (int c; (c = target_getc()) >= 0;)
            target_putc((uint8_t)c);
        return 0;
    case '0':
        target_exit(0);
    case 'x':
        target_exit(3);
    case 'r':
        return 5;
    case 'l':
        for (;;)
            __asm__ volatile("");
    case 'm':
        return (int)*(volatile uint32_t *)0x30000000u;
    case 'c': {
        uint32_t t0 = target_cycles();
        for (volatile int i = 0; i < 100; i++) {
        }
        uint32_t t1 = target_cycles();
        target_put_u32(t0);
        target_puts(" ");
        target_put_u32(t1);
        target_puts("\n");
        return 0;
    }
    default:
        return selftest_cpu(mode);
    }
}
