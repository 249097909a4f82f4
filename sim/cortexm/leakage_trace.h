/* sim/cortexm/leakage_trace.h: m3-run's leakage trace (--leakage-trace FILE; docs/leakage.md). Per
 * executed instruction inside a trigger window (targets/sim_leakage.h) one sample of LK_FIELDS bytes,
 * the effects a power or EM probe sees in models such as ELMO and ROSITA:
 *
 *   0 result_hw   Hamming weight of the values the instruction writes to core registers (summed)
 *   1 reg_hd      Hamming distance old -> new of those registers (the overwrite, summed)
 *   2 opa_hw      Hamming weight of the value on operand bus A (the first operand read)
 *   3 opb_hw      Hamming weight of the value on operand bus B (the second operand read)
 *   4 opa_hd      Hamming distance of operand bus A from the previous traced instruction's
 *   5 opb_hd      the same for operand bus B
 * (a bus an instruction does not use keeps its last value: its weight again, distance 0)
 *   6 bus_hw      Hamming weight of the data the instruction moves over the memory data bus (summed)
 *   7 bus_hd      Hamming distance of each of those transfers from the bus's previous transfer (summed)
 *
 * Each byte saturates at 255. The file (little-endian): a 32-byte header
 *   "LWCLEAK1", u32 version (1), u32 fields (8), u32 samples per trace, u32 traces, u32 header bytes
 *   (32), u32 0
 * then traces x samples x fields bytes: numpy.fromfile(f, uint8, offset=32).reshape(traces, samples,
 * fields). Every window must hold the same number of instructions (constant-time code): a window of
 * another length stops the run with an error.
 */
#ifndef LWC_LEAKAGE_TRACE_H
#define LWC_LEAKAGE_TRACE_H

#include <stdint.h>

#include "cortexm_model.h"

enum { LK_FIELDS = 8, LK_HEADER_BYTES = 32, LK_VERSION = 1 };

/* Reads core registers r0..r14 as they are now into r[0..14]. */
typedef void (*lk_reg_fn)(void *ctx, uint32_t r[15]);

/* Opens FILE and writes the header. 0, or -1 with a message in err. */
int lk_open(const char *path, char *err, size_t errlen);
/* The firmware wrote value to the trigger register. */
void lk_trigger(uint32_t value);
/* Whether lk_step has work at the next instruction (a window is open, armed or its last sample
 * pending): only then does it need the registers. */
int lk_active(void);
/* Called before instruction i runs, when lk_active(), with the registers r0..r14 as they are now:
 * completes the previous instruction's sample with them and starts i's sample if a window is open.
 * 0, or -1 with a message in err (a window of another length, or a write error). */
int lk_step(const cm_insn *i, const uint32_t now[15], char *err, size_t errlen);
/* A data transfer of the instruction being traced (value zero-extended to 32 bits). */
void lk_bus(uint32_t value);
/* Closes an open window, patches the header, closes the file. The number of traces written, or -1
 * with a message in err. */
long lk_close(lk_reg_fn reg, void *ctx, char *err, size_t errlen);
/* Whether --leakage-trace is on. */
int lk_enabled(void);

#endif /* LWC_LEAKAGE_TRACE_H */
