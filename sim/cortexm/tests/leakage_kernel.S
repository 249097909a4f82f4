/* sim/cortexm/tests/leakage_kernel.S: kernels whose leakage-trace samples m3-run must record exactly
 * (leakage_checks.py has the expected values, one per instruction; leakage_trace.h the fields).
 * ARMv6-M code, so that every modelled core runs it.
 *
 *   void leakage_kernel(void);       one trace window of six instructions over leakage_buffer
 *   void leakage_kernel_long(void);  a window of eight instructions
 *   uint32_t leakage_buffer;         the word the kernels store and load
 */
    .syntax unified
    .thumb
    .text

    .global leakage_kernel
    .type leakage_kernel, %function
    .thumb_func
leakage_kernel:
    push {r4, r5, lr}
    ldr r1, =0x0000FFFF
    ldr r2, =0x00FF00FF
    ldr r3, =0x400FF004      @ LWC_SIM_LEAKAGE_TRIGGER
    ldr r4, =leakage_buffer
    ldr r5, =0x12345678
    str r5, [r4]             @ leakage_buffer = 0x12345678 (outside the window)
    movs r0, #1
    str r0, [r3]             @ open the window (this store is not recorded)
    mov r1, r2               @ 0: r1 = 0x00FF00FF, overwriting 0x0000FFFF
    eors r1, r2              @ 1: r1 ^= r2 (r1 = 0)
    str r2, [r4]             @ 2: leakage_buffer = 0x00FF00FF
    ldr r1, [r4]             @ 3: r1 = leakage_buffer
    movs r0, #0              @ 4: r0 = 0
    str r0, [r3]             @ 5: close the window (the last sample)
    pop {r4, r5, pc}
    .size leakage_kernel, . - leakage_kernel

    .global leakage_kernel_long
    .type leakage_kernel_long, %function
    .thumb_func
leakage_kernel_long:
    ldr r3, =0x400FF004
    movs r0, #1
    str r0, [r3]
    nop
    nop
    nop
    nop
    nop
    nop
    movs r0, #0
    str r0, [r3]
    bx lr
    .size leakage_kernel_long, . - leakage_kernel_long
    .ltorg

    .bss
    .align 2
    .global leakage_buffer
leakage_buffer:
    .space 4
