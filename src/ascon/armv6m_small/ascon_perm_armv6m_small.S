/* Ascon permutation, ARMv6-M (Cortex-M0, Cortex-M0+), Thumb-1, small profile; constant time (no
 * branch or address depends on the state).
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);                       rounds 12 or 8
 * Contract and C meaning: src/ascon/ascon_perm.h (plain representation: S_i = s->w[2i+1]:s->w[2i]).
 * AAPCS: r4-r11 saved.
 *
 * One round of the fast profile (src/ascon/armv6m/ascon_round_armv6m.h: L0..L4 in r0..r4, H0..H4 in
 * r8..r12) in a loop; the round constant lives in lr (saved on entry): the first one is
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
    muls  r1, r5
    adds  r1, #0x3c
    mov   lr, r1                    @ lr = c = 0x3c + 15 * rounds
    STATE_LOAD
1:  mov   r5, lr
    eors  r2, r5                    @ p_C: S2 ^= c
    ROUND_SL
    mov   r5, lr
    subs  r5, #15
    mov   lr, r5                    @ c -= 15
    cmp   r5, #0x3c
    beq   2f                        @ until c_15 is done
    b     1b                        @ (the loop is longer than a conditional branch reaches)
2:
    pop   {r7}
    STATE_STORE r7
    pop   {r4-r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r4-r7, pc}
    .size ascon_permute, . - ascon_permute
