/* ATmega128 target (runs in sim/avr, libsimavr): byte I/O, the cycle counter and program exit go
 * through simulator-only I/O registers (sim_io.h) that the host program avr-run serves.
 *
 *   target_getc    LDS status (1 = byte available), then LDS data
 *   target_putc    STS out      (raw byte to avr-run's stdout)
 *   target_flush   STS flush    (avr-run flushes its stdout buffer)
 *   target_cycles  STS latch + 4 x LDS: the simulator's exact cycle count, latched at the STS
 *   target_exit    STS exit     (avr-run stops there), then cli + sleep forever
 *
 * target_cycles is a fixed straight-line sequence (call, STS, 4 LDS, RET), so the cycles a pair of
 * calls adds around measured code are a constant that an empty-call baseline removes exactly.
 */
#include <avr/interrupt.h>
#include <avr/sleep.h>
#include <stdint.h>

#include "sim_io.h"
#include "target_io.h"

/* ---- MCU name and clock for the simulator ------------------------------------------------------
 * simavr's ELF loader reads tag-length-value records from a section named ".mmcu" (tag 1: MCU name,
 * NUL-terminated; tag 2: clock in Hz, 32-bit little-endian; the same layout as simavr's
 * avr_mcu_section.h, written out here so the firmware build needs no simavr headers). The link
 * options of the descriptor (target.json, "board") keep the record (--undefined) and place the
 * section at 0x910000, outside every AVR memory region, so it never lands in flash, RAM or EEPROM. */
#ifndef F_CPU
#error "F_CPU (the clock in Hz) must be defined: the avr descriptor (targets/avr/target.json) passes -DF_CPU"
#endif
#ifndef __AVR_DEVICE_NAME__
#error "__AVR_DEVICE_NAME__ is not defined: compile with avr-gcc -mmcu=..."
#endif
#define LWC_STR_(x) #x
#define LWC_STR(x) LWC_STR_(x)

struct lwc_avr_mmcu_t {
    uint8_t name_tag, name_len;
    char name[24];
    uint8_t freq_tag, freq_len;
    uint32_t freq;
    uint8_t end_tag, end_len;
} __attribute__((packed));

__attribute__((used, section(".mmcu"))) const struct lwc_avr_mmcu_t lwc_avr_mmcu = {
    .name_tag = 1,
    .name_len = sizeof(char[24]),
    .name = LWC_STR(__AVR_DEVICE_NAME__),
    .freq_tag = 2,
    .freq_len = sizeof(uint32_t),
    .freq = (uint32_t)(F_CPU),
    .end_tag = 0,
    .end_len = 0,
};

/* ---- the contract ------------------------------------------------------------------------------ */
int target_getc(void)
{
    if (!SIM_IO_REG(SIM_IO_IN_STATUS))
        return -1;
    return SIM_IO_REG(SIM_IO_IN_DATA);
}

void target_putc(uint8_t byte) { SIM_IO_REG(SIM_IO_OUT) = byte; }

void target_flush(void) { SIM_IO_REG(SIM_IO_FLUSH) = 0; }

/* The latch captures avr->cycle at the STS; the four LDS read it back (least significant first)
 * straight into the return registers r22..r25. Cycles: CALL 4 + STS 2 + 4 x LDS 2 + RET 4. */
uint32_t target_cycles(void)
{
    uint32_t c;
    __asm__ __volatile__("sts %[latch], __zero_reg__\n\t"
                         "lds %A[c], %[b0]\n\t"
                         "lds %B[c], %[b1]\n\t"
                         "lds %C[c], %[b2]\n\t"
                         "lds %D[c], %[b3]"
                         : [c] "=r"(c)
                         : [latch] "n"(SIM_IO_CYCLES), [b0] "n"(SIM_IO_CYCLES_B0), [b1] "n"(SIM_IO_CYCLES_B1),
                           [b2] "n"(SIM_IO_CYCLES_B2), [b3] "n"(SIM_IO_CYCLES_B3)
                         : "memory");
    return c;
}

void target_exit(int status)
{
    /* Any non-zero status stays non-zero in the 8-bit register (256 must not read as success). */
    SIM_IO_REG(SIM_IO_EXIT) = (uint8_t)((status & 0xFF) ? status : (status != 0));
    /* Not reached in avr-run. On silicon (or a plain simavr): stop for good. */
    cli();
    sleep_enable();
    for (;;)
        sleep_cpu();
}

/* A program whose main() returns (or that calls exit()) ends in avr-libc's exit path: .fini8 ..
 * .fini1, then .fini0 (cli; spin forever). This hook in .fini1 reports the status, still in
 * r25:r24 there, through the exit register so avr-run stops instead of spinning to its cycle cap.
 * r24 |= r25 keeps any non-zero 16-bit status non-zero. */
__attribute__((naked, used, section(".fini1"))) static void lwc_avr_exit_hook(void)
{
    __asm__ __volatile__("or r24, r25\n\t"
                         "sts %[exit_reg], r24" ::[exit_reg] "n"(SIM_IO_EXIT));
}
