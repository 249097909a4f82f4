/* targets/sim_leakage.h: the trigger register of sim/cortexm/m3-run's leakage trace (--leakage-trace,
 * docs/leakage.md), on every Cortex-M core it models. Shared by the firmware and the simulator.
 *
 * LWC_SIM_LEAKAGE_TRIGGER: write-only, 32 bits. Writing a non-zero value opens a trace window: every
 * instruction after that store is recorded, up to and including the store that writes 0, which closes
 * the window; each window is one trace. Reads return 0. The address lies in the nRF51's peripheral
 * window beside LWC_SIM_CYCLES (cm0plus/sim_io.h); only m3-run serves it.
 */
#ifndef LWC_SIM_LEAKAGE_H
#define LWC_SIM_LEAKAGE_H

#define LWC_SIM_LEAKAGE_TRIGGER_ADDR 0x400FF004u

#endif /* LWC_SIM_LEAKAGE_H */
