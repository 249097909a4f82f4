/* sim/common/tests/selftest_cpu.h: the core's own modes of the runner self-test firmware
 * (selftest_main.c), one selftest_cpu.c per core family (sim/cortexm/tests, sim/rv32/tests). */
#ifndef LWC_SIM_SELFTEST_CPU_H
#define LWC_SIM_SELFTEST_CPU_H

/* Runs mode (an input byte selftest_main.c does not handle) and returns main's status; for a mode
 * the core does not have: writes "unknown mode\n" and returns 1. */
int selftest_cpu(int mode);

#endif /* LWC_SIM_SELFTEST_CPU_H */
