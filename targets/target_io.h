/* Board-support contract every target implements (targets/<target>/): byte I/O to the host tool,
 * a cycle counter and program exit. The vector runner and the benchmark firmware use only this.
 *
 *   host: stdin/stdout, no cycle counter (always 0), exit().
 *   avr:  ATmega128 in sim/avr (libsimavr): I/O registers the runner serves (targets/avr/sim_io.h),
 *         cycles = the simulator's exact count latched at the read.
 *   cm3:  Cortex-M3 in sim/cortexm (unicorn + timing model) or qemu (mps2-an385): semihosting I/O,
 *         cycles = DWT CYCCNT (the modelled count; qemu reads 0).
 *   cm0plus: Cortex-M0+ in sim/cortexm (m3-run --cpu cm0plus) or qemu (microbit): semihosting I/O,
 *         cycles = the simulator's LWC_SIM_CYCLES register (cm0plus/sim_io.h; qemu reads 0).
 */
#ifndef LWC_TARGET_IO_H
#define LWC_TARGET_IO_H

#include <stdint.h>

/* Next input byte (0..255), or -1 at end of input. */
int target_getc(void);
/* Write one output byte. */
void target_putc(uint8_t byte);
/* Push buffered output out (called before exit and after each response). */
void target_flush(void);
/* The target's free-running cycle counter (wraps at 2^32); 0 where there is none. */
uint32_t target_cycles(void);
/* End the program with an exit status (0 = success); flushes output first. */
void target_exit(int status) __attribute__((noreturn));

#endif /* LWC_TARGET_IO_H */
