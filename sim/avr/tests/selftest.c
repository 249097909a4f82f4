/* avr-run self-test firmware (ATmega128, linked with targets/avr/target_io.c). The first input
 * byte picks what it does; tests/run_checks.py runs each case and checks avr-run's exit status and
 * output.
 *
 *   '0'  exit 0                        -> status 0
 *   '3'  exit 3                        -> status 1
 *   'B'  exit 256 (0 in the low byte)  -> status 1
 *   'r'  main returns 0  (the .fini1 hook in target_io.c reports it)  -> status 0
 *   'R'  main returns 5                -> status 1
 *   'C'  copy the rest of the input to the output byte for byte, then exit 0
 *   'M'  markers: 0, 1, 100 NOPs, 2, 255 (the cycles between them are known), then exit 0
 *   'L'  loop forever                  -> status 3 (cycle cap)
 *   'J'  jump outside the 128 KB flash -> status 2
 *   'O'  execute an invalid opcode (0x0001)                     -> status 2
 *   'E'  execute EICALL, which the ATmega128 does not have       -> status 2
 *   'Z'  jump to the reset vector (address 0)                    -> status 2
 *   'W'  store above the end of RAM (0x10FF)                     -> status 2
 *   'S'  cli + sleep without writing the exit register           -> status 2
 *   no input: exit 7 -> status 1
 */
#include <avr/interrupt.h>
#include <avr/sleep.h>
#include <stdint.h>

#include "sim_io.h"
#include "target_io.h"

static void markers(void)
{
    /* Marker cycles are taken at the start of each STS: 0 -> 1: 2 cycles; 1 -> 2: STS 2 + 100 NOPs;
     * 2 -> 255: 2. */
    __asm__ __volatile__("ldi r24, 0\n\t"
                         "ldi r25, 1\n\t"
                         "ldi r26, 2\n\t"
                         "ldi r27, 255\n\t"
                         "sts %[m], r24\n\t"
                         "sts %[m], r25\n\t"
                         ".rept 100\n\t"
                         "nop\n\t"
                         ".endr\n\t"
                         "sts %[m], r26\n\t"
                         "sts %[m], r27" ::[m] "n"(SIM_IO_MARKER)
                         : "r24", "r25", "r26", "r27");
}

int main(void)
{
    int mode = target_getc();
    switch (mode) {
    case '0':
        target_exit(0);
    case '3':
        target_exit(3);
    case 'B':
        target_exit(256);
    case 'r':
        return 0;
    case 'R':
        return 5;
    case 'C':
        for (int c; (c = target_getc()) >= 0;)
            target_putc((uint8_t)c);
        target_flush();
        target_exit(0);
    case 'M':
        markers();
        target_exit(0);
    case 'L':
        __asm__ __volatile__("1: rjmp 1b");
        break;
    case 'J':
        __asm__ __volatile__("jmp 0x20000"); /* byte address 128 K: one past the last flash byte */
        break;
    case 'O':
        __asm__ __volatile__(".word 0x0001");
        break;
    case 'E':
        __asm__ __volatile__("ldi r30, 0\n\t"
                             "ldi r31, 0\n\t"
                             ".word 0x9519" /* EICALL */
                             ::: "r30", "r31");
        break;
    case 'Z':
        __asm__ __volatile__("jmp 0");
        break;
    case 'W':
        __asm__ __volatile__("sts 0x2000, __zero_reg__");
        break;
    case 'S':
        cli();
        sleep_enable();
        sleep_cpu();
        break;
    default:
        break;
    }
    target_exit(mode < 0 ? 7 : 9);
}
