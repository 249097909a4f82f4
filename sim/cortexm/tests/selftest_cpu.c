/* sim/cortexm/tests/selftest_cpu.c: the Cortex-M modes of the runner self-test firmware
 * (../../common/tests/selftest_main.c), built for each Cortex-M target (cm3, cm0plus):
 *   'u'  undefined instruction (UDF)
 *   'w'  run one Thumb-2 instruction (EOR.W), then exit 0: fine on ARMv7-M, a HardFault on ARMv6-M
 *   'i'  run an IT block (ITE EQ), then exit 0: the same (IT is ARMv7-M only)
 *   'a'  load a word from an address = 2 mod 4, then exit 0: the same (no unaligned access on ARMv6-M)
 *   'L'  LDM of two words from an address = 2 mod 4: a HardFault on every Cortex-M (exit 1 if it ran)
 */
#include <stdint.h>

#include "selftest_cpu.h"
#include "target_print.h"

int selftest_cpu(int mode)
{
    switch (mode) {
    case 'u':
        __asm__ volatile("udf #0");
        return 0;
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
    case 'L': { /* ldmia r0!, {r1, r2} from words + 2: LDM needs a word-aligned address on both cores */
        static uint32_t words[3] = {0x33221100u, 0x77665544u, 0xBBAA9988u};
        register const uint32_t *p __asm__("r0") = (const uint32_t *)(uintptr_t)((uintptr_t)words + 2);
        register uint32_t a __asm__("r1"), b __asm__("r2");
        __asm__ volatile("ldmia r0!, {r1, r2}" : "+l"(p), "=l"(a), "=l"(b) : : "memory");
        (void)a, (void)b;
        return 1;
    }
    default:
        target_puts("unknown mode\n");
        return 1;
    }
}
