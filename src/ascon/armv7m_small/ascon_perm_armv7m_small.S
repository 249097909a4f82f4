/* Ascon permutation, ARMv7-M (Cortex-M3), Thumb-2, small profile: one round in a loop, constant time
 * (the only branch is the loop on the public round count).
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);      rounds = 12 or 8
 *   Contract: src/ascon/ascon_perm.h, with ascon_backend.h here (the plain 64-bit state: s->w[2i]
 *   the low half of S_i, s->w[2i+1] the high half, little-endian).
 *   AAPCS: r0-r3, r12 free; r4-r11 saved; lr pushed and used as a register.
 *
 * Registers: S0..S4 = (r2,r3) (r4,r5) (r6,r7) (r8,r9) (r10,r11) as (low, high); r12 and lr the
 * temporaries; r0 = s; r1 = j = i - 4 for the round constant c_i (i = 16 - rounds .. 15) of SP 800-232
 * section 3.2, which is c_i = (15 - j) << 4 | j for i >= 4.
 *
 * S-box (p_S, section 3.3) per 32-bit slice: chi's x_i ^= ~x_(i+1) & x_(i+2) in place in the order
 * x0, x2, x4, x1, x3 (x_i may read the updated x_(i+1): it differs from the old one only where
 * x_(i+2) = 0), x3's term saved before x0 changes; x2's term taken as ORN, which yields ~x2 directly
 * (the S-box's final NOT), and the two places that read x2 afterwards compensate.
 * Linear layer (p_L, section 3.4): x ^= ror(x, a) ^ ror(x, b) on the two halves, each 64-bit rotation
 * as two shifted operands per half (the halves swap roles for amounts of 32 and more). */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .section .text.ascon_permute, "ax", %progbits  @ own section: a firmware links only what it calls

/* One 32-bit slice of p_S: x0..x4 the slice's words, a and b temporaries. */
.macro SBOX x0, x1, x2, x3, x4, a, b
    eor   \x0, \x0, \x4             @ x0 ^= x4
    eor   \x4, \x4, \x3             @ x4 ^= x3
    eor   \x2, \x2, \x1             @ x2 ^= x1
    orn   \a, \x4, \x0              @ a = ~(~x4 & x0): x3's chi term, complemented
    bic   \b, \x2, \x1              @ b = ~x1 & x2
    eor   \x0, \x0, \b              @ x0 ^= ~x1 & x2
    orn   \b, \x3, \x4              @ b = ~(~x3 & x4)
    eor   \x2, \x2, \b              @ x2 = ~(x2 ^ (~x3 & x4)): chi's x2 with the final NOT
    bic   \b, \x1, \x0              @ b = ~x0 & x1 (x0 changed only where x1 = 0)
    eor   \x4, \x4, \b              @ x4 ^= ~x0 & x1
    and   \b, \x3, \x2              @ b = x3 & ~x2 (equal to it where x3 = 1)
    eor   \x1, \x1, \b              @ x1 ^= ~x2 & x3
    eor   \x3, \x3, \a              @ x3 ^= ~(~x4 & x0)
    eor   \x1, \x1, \x0             @ x1 ^= x0
    eor   \x3, \x3, \x2             @ x3 ^= x2 (both complements cancel)
    eor   \x0, \x0, \x4             @ x0 ^= x4
.endm

/* x = lo | hi << 32 ^= ror(x, a) ^ ror(x, b) given as four terms per half: the own half shifted by
 * s1 n1, the other half by s2 n2 and by s3 n3, the own half by s4 n4 (hi the same with lo, hi swapped). */
.macro LINEAR lo, hi, s1, n1, s2, n2, s3, n3, s4, n4
    eor   r12, \lo, \lo, \s1 #\n1
    eor   lr, \hi, \hi, \s1 #\n1
    eor   r12, r12, \hi, \s2 #\n2
    eor   lr, lr, \lo, \s2 #\n2
    eor   r12, r12, \hi, \s3 #\n3
    eor   lr, lr, \lo, \s3 #\n3
    eor   \lo, r12, \lo, \s4 #\n4
    eor   \hi, lr, \hi, \s4 #\n4
.endm

    .global ascon_permute
    .type   ascon_permute, %function
    .thumb_func
ascon_permute:
    push  {r4-r11, lr}
    ldm   r0, {r2-r11}
    rsb   r1, r1, #12               @ j = 12 - rounds
.Lround:
    rsb   r12, r1, #15
    orr   r12, r1, r12, lsl #4      @ c_i = (15 - j) << 4 | j
    eor   r6, r6, r12               @ S2 ^= c_i
    SBOX  r2, r4, r6, r8, r10, r12, lr
    SBOX  r3, r5, r7, r9, r11, r12, lr
    LINEAR r2, r3, lsr, 19, lsl, 13, lsl, 4, lsr, 28    @ S0: ror 19, ror 28
    LINEAR r4, r5, lsl, 3, lsr, 29, lsr, 7, lsl, 25     @ S1: ror 61, ror 39
    LINEAR r6, r7, lsr, 1, lsl, 31, lsl, 26, lsr, 6     @ S2: ror 1, ror 6
    LINEAR r8, r9, lsr, 10, lsl, 22, lsl, 15, lsr, 17   @ S3: ror 10, ror 17
    LINEAR r10, r11, lsr, 7, lsl, 25, lsr, 9, lsl, 23   @ S4: ror 7, ror 41
    add   r1, r1, #1
    cmp   r1, #12
    bne   .Lround
    stm   r0, {r2-r11}
    pop   {r4-r11, pc}
    .size ascon_permute, . - ascon_permute
