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
    mov   r6, r0
    adds  r6, #8                    @ &S1
    ldm   r6!, {r1, r7}
    mov   r9, r7
    ldm   r6!, {r2, r7}
    mov   r10, r7
    ldm   r6!, {r3, r7}
    mov   r11, r7
    ldm   r6!, {r4, r7}
    mov   r12, r7                   @ L1..L4, H1..H4
    ldm   r0, {r0, r7}              @ L0, and H0 where the rounds keep it
    b     3f
1:  pop   {r6}                      @ s (the exit, placed before the loop where BEQ reaches it)
    stm   r6!, {r0, r7}             @ S0 = H0:L0
    mov   r5, r9
    stm   r6!, {r1, r5}
    mov   r5, r10
    stm   r6!, {r2, r5}
    mov   r5, r11
    stm   r6!, {r3, r5}
    mov   r5, r12
    stm   r6!, {r4, r5}             @ S1..S4
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
