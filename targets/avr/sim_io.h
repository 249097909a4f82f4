/* I/O-register map shared by the ATmega128 firmware (targets/avr/target_io.c, the test kernels in
 * sim/avr/tests/) and the simulator host program sim/avr/avr_run.c (libsimavr).
 *
 * The registers live in data-space addresses 0xF0..0xFB. On the ATmega128 the extended I/O space
 * ends at UCSR1C (0x9D); 0x9E..0xFF are reserved (no register, no SRAM: SRAM starts at 0x100), so
 * nothing the firmware or simavr's ATmega128 model uses is shadowed. They exist only in sim/avr:
 * on silicon, writes are ignored and reads return garbage. Access them with LDS/STS (C: the
 * volatile lvalues below; assembly: the numeric addresses). Every access is one ordinary LDS/STS
 * (2 cycles) in simavr; the host's callbacks cost the firmware no extra cycles.
 *
 * This header is plain #defines so that C and assembly (.S) can both include it.
 */
#ifndef LWC_AVR_SIM_IO_H
#define LWC_AVR_SIM_IO_H

/* Read: the next input byte (the runner's --input FILE or stdin), consuming it; 0 at end of input. */
#define SIM_IO_IN_DATA 0xF0
/* Read: 1 when an input byte is available, 0 at end of input. Does not consume. */
#define SIM_IO_IN_STATUS 0xF1
/* Write: one output byte, copied to the runner's stdout as is (binary-safe, buffered). */
#define SIM_IO_OUT 0xF2
/* Write (any value): flush the runner's buffered stdout now (target_flush; lets a reader stream). */
#define SIM_IO_FLUSH 0xF3
/* Write: a marker. The runner records "<value> <cycle>" (--markers FILE), where <cycle> is the
 * simulator's exact cycle count at the start of the storing instruction. */
#define SIM_IO_MARKER 0xF4
/* Write: end the run with this exit status (0 = success). The runner stops at this instruction. */
#define SIM_IO_EXIT 0xF5
/* Cycle latch. Write (any value) to SIM_IO_CYCLES: latches the simulator's exact cycle count at the
 * start of the storing instruction (avr->cycle, the cycles of every instruction before it). Read
 * SIM_IO_CYCLES + 0..3: bytes 0 (least significant) .. 3 of the latched count, modulo 2^32. Reads
 * do not change the latch, so the four bytes always belong to the same instant. */
#define SIM_IO_CYCLES 0xF8
#define SIM_IO_CYCLES_B0 (SIM_IO_CYCLES + 0)
#define SIM_IO_CYCLES_B1 (SIM_IO_CYCLES + 1)
#define SIM_IO_CYCLES_B2 (SIM_IO_CYCLES + 2)
#define SIM_IO_CYCLES_B3 (SIM_IO_CYCLES + 3)

#if defined(__AVR__) && !defined(__ASSEMBLER__)
#include <stdint.h>
#define SIM_IO_REG(addr) (*(volatile uint8_t *)(addr))
#endif

#endif /* LWC_AVR_SIM_IO_H */
