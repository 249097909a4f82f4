/* sim/common/semihost_host.h: the host side of ARM semihosting, which the Cortex-M firmware (BKPT
 * 0xAB: sim/cortexm/m3-run) and the RISC-V firmware (slli/ebreak/srai: sim/rv32/rv32-run) both use
 * (RISC-V semihosting adopts the ARM protocol: the same operation numbers and parameter blocks).
 * The runner traps the call, passes the operation and its argument here, and writes the result
 * back to the firmware's first argument register.
 *
 * Served: SYS_OPEN (":tt" only: read = the input, write = stdout, append = stderr), SYS_CLOSE,
 * SYS_WRITEC, SYS_WRITE0, SYS_WRITE, SYS_READ, SYS_ISTTY, SYS_FLEN, SYS_CLOCK, SYS_TIME, SYS_ERRNO,
 * SYS_EXIT, SYS_EXIT_EXTENDED; others return -1. The firmware never touches host files.
 */
#ifndef LWC_SEMIHOST_HOST_H
#define LWC_SEMIHOST_HOST_H

#include <stddef.h>
#include <stdint.h>

/* The runners' exit statuses (the one command-line contract of every simulator). */
enum { SH_ST_EXIT_OK = 0, SH_ST_EXIT_FAIL = 1, SH_ST_CRASH = 2, SH_ST_CYCLE_CAP = 3, SH_ST_USAGE = 4 };

typedef struct {
    /* set by the runner */
    int (*mem_read)(void *ctx, uint32_t addr, void *dst, size_t n);        /* 0 or -1 */
    int (*mem_write)(void *ctx, uint32_t addr, const void *src, size_t n); /* 0 or -1 */
    void *ctx;
    int in_fd;         /* the firmware's input, or -1: none */
    /* results */
    int stop;          /* the run must stop: exit, or an I/O error */
    int status;        /* when stop: SH_ST_* */
    char why[160];     /* when stop: the reason, for the summary line */
} semihost;

/* One semihosting call: operation op (the firmware's r0/a0) with argument arg (r1/a1). Returns the
 * value for r0/a0. Sets stop, status and why on SYS_EXIT / SYS_EXIT_EXTENDED (0 for status 0, 1 for
 * 1..127, 2 for a crash status 128..255 or an error reason) and on a host I/O error (4). */
uint32_t semihost_call(semihost *h, uint32_t op, uint32_t arg);

#endif /* LWC_SEMIHOST_HOST_H */
