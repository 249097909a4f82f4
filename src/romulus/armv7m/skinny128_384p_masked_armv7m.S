/* Masked SKINNY-128-384+ rounds and key load, ARMv7-M (Cortex-M3, M4, M7, M33), Thumb-2, first order,
 * two shares. Constant time: no branch or address depends on a share or a random word.
 *
 * void skinny128_384p_masked_rounds(skinny128_384p_masked_work *w, unsigned rounds);
 *   in: r0 = w, r1 = rounds (>= 1). Per round 4 random words from w->rnd and 2 public round tweakey
 *   words from w->rk (both advanced); w->s and w->tk3 updated in place.
 * void skinny128_384p_masked_load_key(uint32_t k0[4], uint32_t k1[4], skinny128_384p_masked_work *w);
 *   k0[i] ^= r_i, k1[i] ^= r_i (the r_i from w->rnd, advanced), w->tk3[0] = k0, w->tk3[1] = k1.
 * Contract and C meaning: src/romulus/skinny128_384p_masked.h (the portable C of the same contract:
 * ref/skinny128_384p_masked_ref.c). AAPCS: r4-r11 saved.
 *
 * Written against the effects sim/cortexm's leakage trace records (docs/leakage.md): a value's two
 * shares never meet in one register (a register that held a value of one share is only overwritten
 * with values of that share, a public value, a fresh random word or 0), on the data bus in
 * consecutive transfers, or on an operand bus in consecutive uses (a bus keeps its value until an
 * instruction drives it again; a shifted register operand carries the register unshifted).
 * Domains: share 0's values live in r1, r2, r3, r8, r11; share 1's in r4, r5, r6, r9, lr; r7 is 0
 * between uses and carries an AND gadget's cross product until it is masked; r8 holds the public
 * mask 0x11111111 and r9 the row's random word during SubCells. Public: r0 = w, r10 = the next random
 * word's address, r12 = the next public round tweakey word's address, the rounds left at [sp].
 * Between the two shares' parts SCRUB puts 0 on the data bus (a load of w->zero) and on both operand
 * buses (ANDS r7, r7 with r7 = 0).
 *
 * SubCells, per row word x (4 cells) in shares x0 (r1), x1 (r4), random word q (r9), four times:
 *   a = x >> 2, b = x >> 3; z = NOR(a, b) = ~a & ~b through the domain-oriented AND (Gross et al.
 *   2016) of the complemented inputs (share 0 complemented), with q >> it (it = 0..3: distinct bits
 *   of q at the updated bits 0x11111111):
 *     x0 ^= (~(a0 | b0) ^ ((b1 & ~a0) ^ q >> it)) & 0x11111111
 *     x1 ^= ((a1 & b1) ^ ((a1 & ~b0) ^ q >> it)) & 0x11111111
 *   each cross product XORed with q in the instruction after the one that made it, r7 cleared before
 *   the other share's cross product; then the S-box's bit permutation on each share (the last time,
 *   the swap of bits 1 and 2).
 * The linear layer on each share in its own registers: AddRoundTweakey (share 0 with the public
 * words and c2), the TK3 update (PT, the LFSR on rows 0, 1), ShiftRows and MixColumns.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .text

/* skinny128_384p_masked_work offsets (skinny128_384p_masked.h checks them) */
.equ W_S0, 0
.equ W_S1, 16
.equ W_T0, 32
.equ W_T1, 48
.equ W_RK, 64
.equ W_RND, 68
.equ W_ZERO, 72

/* data bus <- 0 (r7 = w->zero), operand buses A and B <- 0 (ANDS r7, r7 reads r7 twice) */
.macro SCRUB
    ldr   r7, [r0, #W_ZERO]
    ands  r7, r7
.endm

/* operand buses A and B <- 0 (r7 = 0) */
.macro SCRUB_OPS
    ands  r7, r7
.endm

/* PERM X, T, U: the S-box's bit permutation on one share's word X, temporaries T, U of that share:
 * (x7..x0) -> (x2, x1, x7, x6, x4, x0, x3, x5) in each byte */
.macro PERM X, T, U
    and   \T, \X, #0x06060606         @ x2, x1
    and   \U, \X, #0xC8C8C8C8         @ x7, x6, x3
    lsr   \U, \U, #2                  @ -> bits 5, 4, 1
    orr   \T, \U, \T, lsl #5          @ x2, x1 -> bits 7, 6
    and   \U, \X, #0x10101010         @ x4
    orr   \T, \T, \U, lsr #1          @ -> bit 3
    and   \U, \X, #0x01010101         @ x0
    orr   \T, \T, \U, lsl #2          @ -> bit 2
    and   \U, \X, #0x20202020         @ x5
    orr   \X, \T, \U, lsr #5          @ -> bit 0
.endm

/* SWAP12 X, T, U: bits 1 and 2 of each byte of X exchanged */
.macro SWAP12 X, T, U
    and   \T, \X, #0x02020202
    and   \U, \X, #0x04040404
    lsr   \U, \U, #1
    orr   \U, \U, \T, lsl #1
    bic   \X, \X, #0x06060606
    orr   \X, \X, \U
.endm

/* NORXOR IT: x ^= NOR(x >> 2, x >> 3) & 0x11111111 on the shares r1 (x0), r4 (x1), q = r9 >> IT */
.macro NORXOR IT
    lsr   r2, r1, #2                  @ a0
    lsr   r3, r1, #3                  @ b0
    SCRUB_OPS
    lsr   r5, r4, #2                  @ a1
    lsr   r6, r4, #3                  @ b1
    bic   r7, r6, r2                  @ b1 & ~a0 (the cross product of share 0)
.if \IT
    eor   r7, r7, r9, lsr #\IT        @ ^ q
.else
    eor   r7, r7, r9
.endif
    orr   r2, r2, r3                  @ a0 | b0
    bic   r2, r8, r2                  @ ~(a0 | b0) & M
    and   r7, r7, r8
    eor   r2, r2, r7
    eor   r1, r1, r2                  @ x0 ^= z0 & M
    mov   r7, #0
    bic   r7, r5, r3                  @ a1 & ~b0 (the cross product of share 1)
.if \IT
    eor   r7, r7, r9, lsr #\IT        @ ^ q
.else
    eor   r7, r7, r9
.endif
    and   r5, r5, r6                  @ a1 & b1
    eor   r5, r5, r7
    and   r5, r5, r8
    eor   r4, r4, r5                  @ x1 ^= z1 & M
    mov   r7, #0
    SCRUB_OPS
.endm

/* SBOX_ROW I: SubCells on row word I of both shares, random word q from r10 (advanced) */
.macro SBOX_ROW I
    ldr   r9, [r10], #4               @ q
    ldr   r1, [r0, #(W_S0 + 4 * \I)]  @ x0
    ldr   r7, [r0, #W_ZERO]
    ldr   r4, [r0, #(W_S1 + 4 * \I)]  @ x1
    NORXOR 0
    PERM  r1, r2, r3
    SCRUB_OPS
    PERM  r4, r5, r6
    SCRUB_OPS
    NORXOR 1
    PERM  r1, r2, r3
    SCRUB_OPS
    PERM  r4, r5, r6
    SCRUB_OPS
    NORXOR 2
    PERM  r1, r2, r3
    SCRUB_OPS
    PERM  r4, r5, r6
    SCRUB_OPS
    NORXOR 3
    SWAP12 r1, r2, r3
    SCRUB_OPS
    SWAP12 r4, r5, r6
    SCRUB_OPS
    str   r1, [r0, #(W_S0 + 4 * \I)]
    ldr   r7, [r0, #W_ZERO]
    str   r4, [r0, #(W_S1 + 4 * \I)]
    SCRUB
.endm

/* LFSR3 X, T: TK3's LFSR on the four cells of X: (x >> 1) & 0x7F.. | ((x << 7) ^ (x << 1)) & 0x80.. */
.macro LFSR3 X, T
    eor   \T, \X, \X, lsl #6          @ bit 6 of each byte: x6 ^ x0
    and   \T, \T, #0x40404040
    lsr   \X, \X, #1
    and   \X, \X, #0x7F7F7F7F
    orr   \X, \X, \T, lsl #1
.endm

/* LINEAR S, T, A, B, C, D, E, PUB: the linear layer of one share in its registers A, B, C, D, E
 * (state at offset S, its TK3 at offset T; PUB = 1 for share 0: the public words and c2):
 *   TK3: rows 2, 3 <- rows 0, 1; rows 0, 1 <- cells (9, 15, 8, 13), (10, 14, 12, 11), then the LFSR
 *   state rows 0, 1 ^= the old TK3 rows 0, 1 (^ the public words); row 2 ^= c2 (= 2)
 *   ShiftRows (row i rotated left by 8i bits), MixColumns:
 *     r0' = r0 ^ r2 ^ r3, r1' = r0, r2' = r1 ^ r2, r3' = r0 ^ r2 */
.macro LINEAR S, T, A, B, C, D, E, PUB
    ldr   \C, [r0, #(\T + 8)]         @ t2 = cells 8..11
    ldr   \D, [r0, #(\T + 12)]        @ t3 = cells 12..15
    ubfx  \A, \C, #8, #8              @ cell 9
    lsr   \E, \D, #24
    bfi   \A, \E, #8, #8              @ cell 15
    bfi   \A, \C, #16, #8             @ cell 8
    lsr   \E, \D, #8
    bfi   \A, \E, #24, #8             @ cell 13
    ubfx  \B, \C, #16, #8             @ cell 10
    lsr   \E, \D, #16
    bfi   \B, \E, #8, #8              @ cell 14
    bfi   \B, \D, #16, #8             @ cell 12
    lsr   \E, \C, #24
    bfi   \B, \E, #24, #8             @ cell 11
    LFSR3 \A, \E
    LFSR3 \B, \E
    ldr   \C, [r0, #(\T + 0)]         @ old rows 0, 1
    ldr   \D, [r0, #(\T + 4)]
    str   \A, [r0, #(\T + 0)]
    str   \B, [r0, #(\T + 4)]
    str   \C, [r0, #(\T + 8)]
    str   \D, [r0, #(\T + 12)]
    ldr   \A, [r0, #(\S + 0)]
    eor   \A, \A, \C
    ldr   \B, [r0, #(\S + 4)]
    eor   \B, \B, \D
.if \PUB
    ldr   \C, [r12], #4
    eor   \A, \A, \C
    ldr   \C, [r12], #4
    eor   \B, \B, \C
.endif
    ldr   \C, [r0, #(\S + 8)]
.if \PUB
    eor   \C, \C, #2
.endif
    ldr   \D, [r0, #(\S + 12)]
    ror   \C, \C, #16                 @ r2 (ShiftRows)
    eor   \B, \C, \B, ror #24         @ r2' = r1 ^ r2
    eor   \C, \C, \A                  @ r3' = r0 ^ r2
    eor   \D, \C, \D, ror #8          @ r0' = r0 ^ r2 ^ r3
    str   \D, [r0, #(\S + 0)]
    str   \A, [r0, #(\S + 4)]
    str   \B, [r0, #(\S + 8)]
    str   \C, [r0, #(\S + 12)]
    SCRUB
.endm

    .global skinny128_384p_masked_rounds
    .type skinny128_384p_masked_rounds, %function
    .thumb_func
skinny128_384p_masked_rounds:
    push  {r4-r11, lr}
    sub   sp, sp, #8
    str   r1, [sp]                    @ rounds left
    ldr   r10, [r0, #W_RND]
    ldr   r12, [r0, #W_RK]
    mov   r1, #0                      @ every working register starts at 0
    mov   r2, #0
    mov   r3, #0
    mov   r4, #0
    mov   r5, #0
    mov   r6, #0
    mov   r7, #0
    mov   r8, #0
    mov   r9, #0
    mov   r11, #0
    mov   lr, #0
    SCRUB
1:
    mov   r8, #0x11111111             @ M: the bits NOR-XOR updates
    SBOX_ROW 0
    SBOX_ROW 1
    SBOX_ROW 2
    SBOX_ROW 3
    LINEAR W_S0, W_T0, r1, r2, r3, r8, r11, 1
    LINEAR W_S1, W_T1, r4, r5, r6, r9, lr, 0
    ldr   r11, [sp]
    subs  r11, r11, #1
    str   r11, [sp]
    bne   1b
    str   r10, [r0, #W_RND]
    str   r12, [r0, #W_RK]
    mov   r1, #0
    mov   r2, #0
    mov   r3, #0
    mov   r4, #0
    mov   r5, #0
    mov   r6, #0
    mov   r8, #0
    mov   r9, #0
    mov   r10, #0
    mov   r11, #0
    mov   r12, #0
    mov   lr, #0
    SCRUB
    add   sp, sp, #8
    pop   {r4-r11, pc}
    .size skinny128_384p_masked_rounds, . - skinny128_384p_masked_rounds

/* KEYWORD I: k0[I] ^= r, k1[I] ^= r, copies into w->tk3; share 0 in r5, share 1 in r6, r in r4 */
.macro KEYWORD I
    ldr   r4, [r3], #4                @ r
    ldr   r5, [r0, #(4 * \I)]
    eor   r5, r5, r4
    str   r5, [r0, #(4 * \I)]
    str   r5, [r2, #(W_T0 + 4 * \I)]
    ldr   r7, [r2, #W_ZERO]
    ands  r7, r7
    ldr   r6, [r1, #(4 * \I)]
    eor   r6, r6, r4
    str   r6, [r1, #(4 * \I)]
    str   r6, [r2, #(W_T1 + 4 * \I)]
    ldr   r7, [r2, #W_ZERO]
    ands  r7, r7
.endm

    .global skinny128_384p_masked_load_key
    .type skinny128_384p_masked_load_key, %function
    .thumb_func
skinny128_384p_masked_load_key:
    push  {r4-r7, lr}
    ldr   r3, [r2, #W_RND]
    mov   r4, #0
    mov   r5, #0
    mov   r6, #0
    mov   r7, #0
    ldr   r7, [r2, #W_ZERO]
    ands  r7, r7
    KEYWORD 0
    KEYWORD 1
    KEYWORD 2
    KEYWORD 3
    str   r3, [r2, #W_RND]
    mov   r3, #0
    mov   r4, #0
    mov   r5, #0
    mov   r6, #0
    ands  r7, r7
    pop   {r4-r7, pc}
    .size skinny128_384p_masked_load_key, . - skinny128_384p_masked_load_key
