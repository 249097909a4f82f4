/* targets/arm_semihost.h: what the Cortex-M targets (targets/cm3, targets/cm0plus) share besides
 * arm_startup.S: the target_io.h contract (byte I/O and exit) over ARM semihosting, and the fault
 * report (arm_semihost.c). Each target's target_io.c adds its cycle counter and lwc_target_init.
 */
#ifndef LWC_ARM_SEMIHOST_H
#define LWC_ARM_SEMIHOST_H

#include <stdint.h>

/* arm_startup.S: one semihosting call (BKPT 0xAB): r0 = op, r1 = arg, returns r0. */
int lwc_arm_semihost(int op, void *arg);

/* Opens the two console handles; called once by the target's lwc_target_init. */
void lwc_arm_io_init(void);

/* Called by Reset_Handler (arm_startup.S) before main: the target's cycle counter and
 * lwc_arm_io_init (each target's target_io.c). */
void lwc_target_init(void);

/* Fault_Handler (arm_startup.S): exception number and the stacked frame {r0-r3, r12, lr, pc, xpsr}.
 * Reports on the debug console and exits with the crash status 128 + exception number. */
void lwc_arm_fault(uint32_t exception, const uint32_t *frame) __attribute__((noreturn));

#endif /* LWC_ARM_SEMIHOST_H */
