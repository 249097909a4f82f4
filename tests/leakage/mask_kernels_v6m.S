/* tests/leakage/mask_kernels_v6m.S: first-order masked kernels for the leakage campaigns' own check
 * (docs/leakage.md): one that keeps two shares of a value apart in every effect the leakage trace
 * records, and one that breaks each rule the protected profile's assembly has to keep. ARMv6-M code
 * (it runs on the Cortex-M3 too). Each opens and closes the trigger window itself, so that no caller
 * register holding a share is pushed or overwritten inside the window.
 *
 *   void mask_good(uint32_t s[3], const uint32_t *r, const uint32_t *zero, volatile uint32_t *trigger);
 *       s[0] ^= *r; s[2] ^= *r (a refresh of the shares s[0], s[2] with the fresh word *r), with a
 *       load of *zero (0) on the data bus between the shares' transfers and every register that held
 *       a share cleared before the window closes
 *   void mask_bad_bus(...):       loads s[0] then s[2] back to back (data bus transition s0 -> s1)
 *   void mask_bad_overwrite(...): loads s[2] into the register that holds s[0] (register overwrite)
 *   void mask_bad_operand(...):   moves s[0], then s[2] in the next instruction (operand bus A)
 * Registers: r0 = s, r1 = r, r2 = zero, r3 and r4 the shares, r5 the fresh word, r6 the trigger,
 * r7 the bus scrub.
 */
    .syntax unified
    .thumb
    .text

/* push r4-r7, clear the working registers, open the window */
.macro OPEN
    push {r4, r5, r6, r7, lr}
    mov r6, r3
    movs r3, #0
    movs r4, #0
    movs r5, #0
    movs r7, #1
    str r7, [r6]
.endm

/* clear the registers that held shares, close the window, return */
.macro CLOSE
    movs r3, #0
    movs r4, #0
    movs r5, #0
    movs r7, #0
    str r7, [r6]
    pop {r4, r5, r6, r7, pc}
.endm

.macro FUNC name
    .global \name
    .type \name, %function
    .thumb_func
\name:
.endm

FUNC mask_good
    OPEN
    ldr r3, [r0]          @ s0
    ldr r7, [r2]          @ bus scrub
    ldr r5, [r1]          @ r
    eors r3, r5           @ s0 ^= r
    str r3, [r0]
    ldr r7, [r2]          @ bus scrub
    ldr r4, [r0, #8]      @ s1
    eors r4, r5           @ s1 ^= r
    str r4, [r0, #8]
    ldr r7, [r2]          @ bus scrub
    CLOSE
    .size mask_good, . - mask_good

FUNC mask_bad_bus
    OPEN
    ldr r3, [r0]          @ s0
    ldr r4, [r0, #8]      @ s1 right after s0 on the data bus
    ldr r7, [r2]
    CLOSE
    .size mask_bad_bus, . - mask_bad_bus

FUNC mask_bad_overwrite
    OPEN
    ldr r3, [r0]          @ s0
    ldr r7, [r2]
    ldr r3, [r0, #8]      @ s1 over s0 in r3
    ldr r7, [r2]
    CLOSE
    .size mask_bad_overwrite, . - mask_bad_overwrite

FUNC mask_bad_operand
    OPEN
    ldr r3, [r0]          @ s0
    ldr r7, [r2]
    ldr r4, [r0, #8]      @ s1
    ldr r7, [r2]
    mov r5, r3            @ operand bus A: s0
    mov r7, r4            @ operand bus A: s1 right after
    CLOSE
    .size mask_bad_operand, . - mask_bad_operand
