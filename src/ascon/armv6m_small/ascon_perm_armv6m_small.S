/* Ascon permutation, ARMv6-M (Cortex-M0, Cortex-M0+), Thumb-1, small profile; constant time (no
 * branch or address depends on the state).
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);                       rounds 12 or 8
 * Contract and C meaning: src/ascon/ascon_perm.h (plain representation: S_i = s->w[2i+1]:s->w[2i]).
 * AAPCS: r4-r11 saved.
 *
 * One round of the fast profile (src/ascon/armv6m/ascon_round_armv6m.h: L0..L4 in r0..r4, H0 in r7,
 * H1..H4 in r9..r12) in a loop; the round constant lives in lr (saved on entry): the first one is
 * c_(16-rounds) = 0x3c + 15 * rounds, each round's is 15 less, and the loop ends after c_15 = 0x4b.
 */
    .syntax unified
    .arch armv6-m
    .thumb

#include "../armv6m/ascon_round_armv6m.h"   /* the round macros of the fast profile */

    .section .text.ascon_permute, "ax", %progbits
    .balign 2
    .global ascon_permute
    .type   ascon_permute, %function
    .thumb_func
ascon_permute:
    push  {r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    push  {r0, r4-r7}               @ s, then r8..r11
    movs  r5, #15
    muls  r5, r1
    adds  r5, #0x3c                 @ c = 0x3c + 15 * rounds
    ldr   r7, [r0, #4]              @ H0 (where the rounds keep it)
    ldr   r1, [r0, #12]
    mov   r9, r1
    ldr   r1, [r0, #20]
    mov   r10, r1
    ldr   r1, [r0, #28]
    mov   r11, r1
    ldr   r1, [r0, #36]
    mov   r12, r1                   @ H1..H4
    ldr   r4, [r0, #32]
    ldr   r3, [r0, #24]
    ldr   r2, [r0, #16]
    ldr   r1, [r0, #8]
    ldr   r0, [r0, #0]              @ L0..L4
    b     3f
1:  pop   {r6}                      @ (the exit, placed before the loop where BEQ reaches it) s
    str   r0, [r6, #0]
    str   r1, [r6, #8]
    str   r2, [r6, #16]
    str   r3, [r6, #24]
    str   r4, [r6, #32]
    str   r7, [r6, #4]
    mov   r5, r9
    str   r5, [r6, #12]
    mov   r5, r10
    str   r5, [r6, #20]
    mov   r5, r11
    str   r5, [r6, #28]
    mov   r5, r12
    str   r5, [r6, #36]
    pop   {r4-r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r4-r7, pc}
2:  mov   r5, lr
    cmp   r5, #0x3c
    beq   1b                        @ c_15 done
3:  eors  r2, r5                    @ p_C: S2 ^= c (the first round enters here)
    subs  r5, #15
    mov   lr, r5                    @ the next c
    ROUND_SL
    b     2b
    .size ascon_permute, . - ascon_permute
