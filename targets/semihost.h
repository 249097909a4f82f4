/* targets/semihost.h: what the targets on semihosting (targets/cm3, targets/cm0plus, targets/rv32)
 * share besides their startup code: the target_io.h contract (byte I/O and exit) over semihosting,
 * and the crash report (semihost.c). Each target's target_io.c adds its cycle counter and
 * lwc_target_init.
 */
#ifndef LWC_SEMIHOST_H
#define LWC_SEMIHOST_H

#include <stdint.h>

/* The target's startup code: one semihosting call (ARM: BKPT 0xAB; RISC-V: the
 * slli/ebreak/srai sequence): op = operation, arg = its parameter block; returns the result. */
int lwc_semihost(int op, void *arg);

/* Opens the two console handles; called once by the target's lwc_target_init. */
void lwc_semihost_io_init(void);

/* Called by the startup code before main: the target's cycle counter and lwc_semihost_io_init
 * (each target's target_io.c). */
void lwc_target_init(void);

/* An exception the firmware does not handle: "exception 0x<cause> at pc=0x<pc>" on the debug
 * console, then exit with the crash status 128 + (cause & 0x7F). */
void lwc_crash(uint32_t cause, uint32_t pc) __attribute__((noreturn));

#endif /* LWC_SEMIHOST_H */
