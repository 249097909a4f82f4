/* Cortex-M0+: where the free stack ends, for the stack painting of bench/bench_measure.h. The ARM
 * stack pointer points at the last word pushed (full descending stack), so the free stack ends at SP.
 * Inline: the measurement reads it in the measuring function's own frame. */
#ifndef LWC_TARGET_STACK_H
#define LWC_TARGET_STACK_H

#include <stdint.h>

static inline __attribute__((always_inline)) uintptr_t target_free_stack_end(void)
{
    uintptr_t sp;
    __asm__ volatile("mov %0, sp" : "=r"(sp));
    return sp;
}

#endif /* LWC_TARGET_STACK_H */
