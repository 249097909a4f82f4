/* sim/cm3/tests/selftest.c: firmware for the m3-run / qemu-run self-tests (tests/run_checks.py),
 * built for each Cortex-M target (cm3, cm0plus). The first input byte picks what it does:
 *   'e'  echo: copy every further input byte to the output, then exit 0
 *   '0'  exit 0            'x'  target_exit(3)      'r'  return 5 from main
 *   'l'  loop forever      'u'  undefined instruction (UDF)
 *   'm'  read an unmapped address (0x30000000: nothing there in either emulator)
 *   'c'  print two target_cycles() readings around a short loop, then exit 0
 *   'w'  run one Thumb-2 instruction (EOR.W), then exit 0: fine on ARMv7-M, a HardFault on ARMv6-M
 *   'i'  run an IT block (ITE EQ), then exit 0: the same (IT is ARMv7-M only)
 *   'a'  load a word from an address = 2 mod 4, then exit 0: the same (no unaligned access on ARMv6-M)
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
        __asm__ volatile("udf #0");
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
    case 'w': { /* eor.w r0, r0, r1 (encoded by hand: the ARMv6-M assembler refuses it) */
        register uint32_t r0 __asm__("r0") = 5, r1 __asm__("r1") = 3;
        __asm__ volatile(".inst.w 0xea800001" : "+r"(r0) : "r"(r1));
        return r0 == 6 ? 0 : 1;
    }
    case 'i': { /* cmp r0, r0; ite eq; moveq r0, #0; movne r0, #1 (encoded by hand, as above) */
        register uint32_t r0 __asm__("r0") = 7;
        __asm__ volatile("cmp r0, r0\n\t.inst.n 0xbf0c\n\t.inst.n 0x2000\n\t.inst.n 0x2001" : "+r"(r0) : : "cc");
        return (int)r0;
    }
    case 'a': { /* ldr from words + 2 (in assembly: the compiler would split a known-unaligned load) */
        static uint32_t words[2] = {0x33221100u, 0x77665544u};
        const uint32_t *at2 = (const uint32_t *)(uintptr_t)((uintptr_t)words + 2);
        uint32_t v;
        __asm__ volatile("ldr %0, [%1]" : "=l"(v) : "l"(at2) : "memory");
        return v == 0x55443322u ? 0 : 1;
    }
    default:
        target_puts("unknown mode\n");
        return 1;
    }
}
