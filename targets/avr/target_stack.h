/* ATmega128: where the free stack ends, for the stack painting of bench/bench_measure.h. The AVR
 * stack pointer points at the next free byte (push stores, then decrements), so one past the highest
 * free byte is SP + 1. Inline: the measurement reads it in the measuring function's own frame. */
#ifndef LWC_TARGET_STACK_H
#define LWC_TARGET_STACK_H

#include <stdint.h>

static inline __attribute__((always_inline)) uintptr_t target_free_stack_end(void)
{
    return (uintptr_t)(*(volatile uint16_t *)0x5D) + 1; /* SPL:SPH at data address 0x5D */
}

#endif /* LWC_TARGET_STACK_H */
