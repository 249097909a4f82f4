/* sim/rv32/tests/selftest.c: firmware for the rv32-run / qemu-run self-tests (run_checks.py), built
 * for targets/rv32. The first input byte picks what it does:
 *   'e'  echo: copy every further input byte to the output, then exit 0
 *   '0'  exit 0            'x'  target_exit(3)      'r'  return 5 from main
 *   'l'  loop forever      'u'  an illegal instruction (all-zero halfword: defined illegal)
 *   'm'  read an unmapped address (0x30000000: nothing there in either emulator)
 *   'c'  print two target_cycles() readings around a short loop, then exit 0
 *   'a'  load a word from an address = 2 mod 4, then exit 0: the E31 traps (no misaligned access)
 *   none (end of input): exit 0 after writing "no input\n"
 */
#include <stdint.h>

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
    case 'u':
        __asm__ volatile(".2byte 0x0000");
        return 0;
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
    case 'a': { /* lw from words + 2 (in assembly: the compiler would split a known-misaligned load) */
        static uint32_t words[2] = {0x33221100u, 0x77665544u};
        uintptr_t at2 = (uintptr_t)words + 2;
        uint32_t v;
        __asm__ volatile("lw %0, 0(%1)" : "=r"(v) : "r"(at2) : "memory");
        return v == 0x55443322u ? 0 : 1;
    }
    default:
        target_puts("unknown mode\n");
        return 1;
    }
}
