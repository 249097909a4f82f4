/* targets/cm0plus/sim_io.h: the one register sim/cortexm/m3-run adds for ARMv6-M firmware (Cortex-M0/M0+
 * have no DWT cycle counter). Shared by the firmware (target_io.c) and the simulator (m3_run.c).
 *
 * LWC_SIM_CYCLES: read-only, 32 bits: the modelled cycles since reset, wrapping at 2^32; a read
 * returns the count including the reading instruction. The address lies in the nRF51's peripheral
 * window where no peripheral is, so the same image reads 0 there in qemu-system-arm -M microbit.
 */
#ifndef LWC_CM0PLUS_SIM_IO_H
#define LWC_CM0PLUS_SIM_IO_H

#define LWC_SIM_CYCLES_ADDR 0x400FF000u

#endif /* LWC_CM0PLUS_SIM_IO_H */
