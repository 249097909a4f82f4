/* sim/rv32/tests/selftest_cpu.c: the RV32 modes of the runner self-test firmware
 * (../../common/tests/selftest_main.c), built for targets/rv32:
 *   'u'  an illegal instruction (all-zero halfword: defined illegal)
 *   'a'  load a word from an address = 2 mod 4, then exit 0: the E31 traps (no misaligned access)
 */
#include <stdint.h>

#include "selftest_cpu.h"
#include "target_print.h"

int selftest_cpu(int mode)
{
    switch (mode) {
    case 'u':
        __asm__ volatile(".2byte 0x0000");
        return 0;
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
