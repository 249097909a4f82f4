/* Cortex-M0+ target (nRF51 memory map, link.ld): ARMv6-M has no DWT cycle counter, so the cycle
 * counter is the simulator's LWC_SIM_CYCLES register (sim_io.h); byte I/O and exit are the Cortex-M
 * targets' shared semihosting code (../semihost.c). The same image runs in sim/cortexm/m3-run
 * --cpu cm0plus (the register holds the modelled count) and in qemu-system-arm -M microbit
 * (sim/common/qemu-run --cpu cm0plus: the register reads 0).
 *
 *   target_cycles  LWC_SIM_CYCLES: cycles since reset, free-running (nothing to enable)
 */
#include <stdint.h>

#include "semihost.h"
#include "sim_io.h"
#include "target_io.h"

uint32_t target_cycles(void) { return *(volatile const uint32_t *)LWC_SIM_CYCLES_ADDR; }

void lwc_target_init(void) { lwc_semihost_io_init(); }
