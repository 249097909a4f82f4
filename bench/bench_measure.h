/* How one call is measured, shared by every timed wrapper of the benchmark firmware.
 *
 * BENCH_TIMED_CALL(call) is the body of a noinline wrapper. Inline, with no call of its own, it
 * paints the free stack right below the wrapper's stack pointer (where the free stack ends is the
 * target's: targets/<target>/target_stack.h), reads the cycle counter, makes the call, reads the
 * counter again, and scans the paint: the bytes the call wrote below the stack
 * pointer are its peak stack (return address included where the call instruction pushes one), left
 * in bench_last_stack. Cycles are returned with the counter-read pair included (the caller
 * subtracts the "empty" pair). The two counter reads also run at that depth; their frames (a return
 * address, no locals) are below any real function's peak.
 */
#ifndef LWC_BENCH_MEASURE_H
#define LWC_BENCH_MEASURE_H

#include <stdint.h>

#include "target_io.h"
#include "target_stack.h" /* target_free_stack_end: the one architecture fact the benchmark needs */

#if !defined(BENCH_STACK_PAINT_BYTES) && defined(__has_include)
#if __has_include("lwc_target_config.h")
#include "lwc_target_config.h"
/* Targets with 16 KB of RAM or more: deep enough for the table backends' expanded schedules
 * (Romulus-M's decryption holds two). */
#if LWC_TARGET_RAM_BYTES >= 16384UL
#define BENCH_STACK_PAINT_BYTES 2048
#endif
#endif
#endif
#ifndef BENCH_STACK_PAINT_BYTES
#define BENCH_STACK_PAINT_BYTES 1024 /* how deep below the stack pointer the stack is painted */
#endif
#define BENCH_PAINT 0xA5u

extern uint16_t bench_last_stack;

#define BENCH_TIMED_CALL(call)                                                      \
    const uintptr_t free_end_ = target_free_stack_end();                           \
    volatile uint8_t *const paint_ = (volatile uint8_t *)(free_end_ - BENCH_STACK_PAINT_BYTES); \
    for (uint16_t i_ = 0; i_ < BENCH_STACK_PAINT_BYTES; i_++)                      \
        paint_[i_] = BENCH_PAINT;                                                  \
    uint32_t t0_ = target_cycles();                                                \
    call;                                                                          \
    uint32_t t1_ = target_cycles();                                                \
    uint16_t intact_ = 0;                                                          \
    while (intact_ < BENCH_STACK_PAINT_BYTES && paint_[intact_] == BENCH_PAINT)    \
        intact_++;                                                                 \
    bench_last_stack = (uint16_t)(BENCH_STACK_PAINT_BYTES - intact_);              \
    return t1_ - t0_

#endif /* LWC_BENCH_MEASURE_H */
