/* RV32: where the free stack ends, for the stack painting of bench/bench_measure.h. The RISC-V stack
 * pointer points at the last word stored (full descending stack, 16-byte aligned in the ilp32 ABI),
 * so the free stack ends at sp. Inline: the measurement reads it in the measuring function's own frame. */
#ifndef LWC_TARGET_STACK_H
#define LWC_TARGET_STACK_H

#include <stdint.h>

static inline __attribute__((always_inline)) uintptr_t target_free_stack_end(void)
{
    uintptr_t sp;
    __asm__ volatile("mv %0, sp" : "=r"(sp));
    return sp;
}

#endif /* LWC_TARGET_STACK_H */
