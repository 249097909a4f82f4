/* Masked TinyJAMBU permutation and refresh, ARMv7-M (Cortex-M3, M4, M7, M33), Thumb-2, first order,
 * two shares. Constant time: no branch or address depends on a share or a random word.
 *
 * void tinyjambu_masked_permute(tinyjambu_masked_work *w, unsigned steps);
 *   in: r0 = w, r1 = steps (a multiple of 4, >= 4). Step j uses w->ks[0][j] and w->ks[1][j] (and
 *   loads w->ks[0][j + 1] for the step after it).
 * void tinyjambu_masked_refresh(uint32_t *a, uint32_t *b, unsigned n, tinyjambu_masked_work *w);
 *   a[i] ^= r_i, b[i] ^= r_i for i < n (n >= 1), the r_i from w->rnd (advanced).
 * Contract and C meaning: src/tinyjambu/tinyjambu_masked_perm.h. AAPCS: r4-r11 saved.
 *
 * The rules are the ARMv6-M code's (armv6m/tinyjambu_masked_perm_armv6m.S, whose header explains
 * them): a value's two shares never meet in one register, on the data bus in consecutive transfers, or
 * on an operand bus in consecutive uses. Here the whole state stays in registers, one register per
 * share of a word:
 *   share 0: state words r0-r3, x0 in r8, y0 in r9;  share 1: state words r4-r7, x1 in r10, y1 in r11;
 *   r12 = share 0 of the step's key word (loaded by the step before), then the product x1 & y0;
 *   lr + 4 * (j mod 8) = &w->ks[0][j], share 1 at KS1 from it (lr advances by 32 every eight steps).
 * Thumb-2 folds each shift into the XOR or OR that uses it (operand bus B carries the unshifted
 * register, a value of the same share). A step is 26 ALU instructions and two loads in a row: share 0
 * of the next step's key word, then share 1 of this step's, so that the data bus always goes from one
 * key word to another (k0 of word j + 1, k1 of word j, k0 of word j + 2, ...: words masked
 * independently). The contract's gadget: share 1 takes only the linear part, so at every step it is
 * a uniformly random word independent of the secrets (the call's refresh made it so; the linear update
 * is a bijection), and the four products go into a0 one at a time, masked there by a1:
 *   a0 ^= x1 & y0 (into r12, over k0); a0 ^= x1 & y1 (over x1); a0 ^= x0 & y1 (over y1);
 *   a0 ^= x0 & y0 (over x0)
 * Each product is written over k0 or over one of its own inputs (x ^ (x & y) = x & ~y), never over
 * another product (the XOR of two products holds x & y_i or x_i & y). The AND that destroys x_i takes
 * y_i on bus A and x_i on bus B, so that bus B goes from the cross product x_i & y_(1-i) to x_i (never
 * to y_i, which with the cross product would give x_i & y). Across the step's boundary each register
 * and bus goes from a value of one word's bits to a value of other bits (r8: x0 & y0 to c0 >> 6; r9: y0
 * to c0 >> 21; r11: x0 & y1 to c1 >> 21; r10: k1 to c1 >> 6), whose share-1 bits are independent of
 * them: the distances are uniform or products' own bits. No explicit scrub is needed.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .text

/* tinyjambu_masked_work offsets (tinyjambu_masked_perm.h checks them) */
.equ W_S0, 0
.equ W_ZERO, 48
.equ W_RND, 52
.equ W_KS, 104
.equ KS1, 164                         /* w->ks[1][j] - &w->ks[0][j] */
.equ F_END, 0                         /* frame: &w->ks[0][steps] */
.equ F_W, 4                           /* frame: w */

/* STEP o, a0, b0, c0, d0, a1, b1, c1, d1[, last]: one step on word a with b, c, d the three newer
 * words, the registers of share 0 then share 1; lr + o = &w->ks[0][j] (lr advances once per eight
 * steps); r12 holds share 0 of the step's key word on entry and of the next step's on exit. The last
 * step of the eight also loads the loop's end pointer into r8, pipelined with its key loads. */
.macro STEP o, a0, b0, c0, d0, a1, b1, c1, d1, last=0
    eor   \a0, \a0, r12
    eor   \a0, \a0, \b0, lsr #15
    eor   \a0, \a0, \c0, lsl #17
    eor   \a0, \a0, \c0, lsr #27
    eor   \a0, \a0, \d0, lsl #5       @ a0 ^= k0 ^ t1_0 ^ t4_0
    lsr   r8, \c0, #6                  @ (r8: the last step's x0 & y0 -> c0 >> 6)
    orr   r8, r8, \d0, lsl #26         @ x0 = (c0 >> 6) | (d0 << 26)
    lsr   r9, \c0, #21
    orr   r9, r9, \d0, lsl #11         @ y0 = (c0 >> 21) | (d0 << 11)
    lsr   r11, \c1, #21                @ (r11: the last step's x0 & y1 -> c1 >> 21)
    orr   r11, r11, \d1, lsl #11       @ y1
    eor   \a1, \a1, \b1, lsr #15
    eor   \a1, \a1, \c1, lsl #17
    eor   \a1, \a1, \c1, lsr #27
    eor   \a1, \a1, \d1, lsl #5       @ a1 ^= t1_1 ^ t4_1
    lsr   r10, \c1, #6
    orr   r10, r10, \d1, lsl #26       @ x1
    and   r12, r10, r9                @ x1 & y0 (r12: k0 -> the product)
    eor   \a0, \a0, r12                @ a0 ^= x1 & y0
    and   r10, r11, r10               @ x1 & y1 (bus A: y1, bus B: x1)
    eor   \a0, \a0, r10                @ a0 ^= x1 & y1
    and   r11, r8, r11                @ x0 & y1 (r11: y1 -> the product)
    eor   \a0, \a0, r11                @ a0 ^= x0 & y1
    and   r8, r9, r8                  @ x0 & y0 (bus A: y0, bus B: x0)
    eor   \a0, \a0, r8                 @ a0 ^= x0 & y0
    ldr   r12, [lr, #(\o + 4)]        @ k0 of step j + 1 (r12: x1 & y0 -> k0)
    ldr   r10, [lr, #(KS1 + \o)]      @ k1 (pipelined; r10: x1 & y1 -> k1)
.if \last
    ldr   r8, [sp, #F_END]            @ (pipelined; r8: x0 & y0 -> a public pointer)
.endif
    eor   \a1, \a1, r10                @ a1 ^= k1
.endm

/* r4-r12 <- 0 */
.macro CLEAR_HIGH
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0
    mov   r8, r4
    mov   r9, r4
    mov   r10, r4
    mov   r11, r4
    mov   r12, r4
.endm

    .global tinyjambu_masked_permute
    .type tinyjambu_masked_permute, %function
    .thumb_func
tinyjambu_masked_permute:
    push  {r4, r5, r6, r7, r8, r9, r10, r11, lr}
    sub   sp, sp, #8
    str   r0, [sp, #F_W]
    add   lr, r0, #W_KS               @ &w->ks[0][0]
    add   r1, lr, r1, lsl #2
    str   r1, [sp, #F_END]            @ &w->ks[0][steps]
    movs  r2, #0                      @ no caller value in a share's register
    movs  r3, #0
    CLEAR_HIGH
    mov   r12, r0
    ldr   r0, [r12, #W_ZERO]          @ data bus <- 0
    ldm   r12, {r0, r1, r2, r3, r4, r5, r6, r7} @ s0[0..3], s1[0..3]
    ldr   r12, [r12, #W_ZERO]         @ r12 = 0, data bus <- 0
    ands  r12, r12                    @ operand buses <- 0
    ldr   r8, [sp, #F_END]
    sub   r8, r8, lr
    ldr   r12, [lr]                   @ k0 of step 0
    tst   r8, #16                     @ an odd number of groups of four steps (public)
    beq   2f
    sub   lr, lr, #16                 @ the first four steps are the body's last four
    b     3f
    .p2align 2
2:  STEP  0, r0, r1, r2, r3, r4, r5, r6, r7
    STEP  4, r1, r2, r3, r0, r5, r6, r7, r4
    STEP  8, r2, r3, r0, r1, r6, r7, r4, r5
    STEP  12, r3, r0, r1, r2, r7, r4, r5, r6
3:  STEP  16, r0, r1, r2, r3, r4, r5, r6, r7
    STEP  20, r1, r2, r3, r0, r5, r6, r7, r4
    STEP  24, r2, r3, r0, r1, r6, r7, r4, r5
    STEP  28, r3, r0, r1, r2, r7, r4, r5, r6, 1
    add   lr, lr, #32
    cmp   lr, r8
    bne   2b
    ldr   r12, [sp, #F_W]             @ r12: the prefetched k0 -> a public pointer
    ldr   r8, [r12, #W_ZERO]          @ data bus <- 0
    stm   r12, {r0, r1, r2, r3, r4, r5, r6, r7} @ w->s
    movs  r0, #0
    movs  r1, #0
    movs  r2, #0
    movs  r3, #0
    CLEAR_HIGH
    ldr   r0, [sp, #F_W]
    ldr   r0, [r0, #W_ZERO]           @ data bus <- 0
    ands  r0, r0                      @ operand buses <- 0
    add   sp, sp, #8
    pop   {r4, r5, r6, r7, r8, r9, r10, r11, pc}
    .size tinyjambu_masked_permute, . - tinyjambu_masked_permute

/* a[i] ^= r; (zero load); b[i] ^= r; (zero load): the shares a[i] and b[i] in r4 and r5, r in r6,
 * r7 the zero word's loads between them. */
    .global tinyjambu_masked_refresh
    .type tinyjambu_masked_refresh, %function
    .thumb_func
tinyjambu_masked_refresh:
    push  {r4, r5, r6, r7, lr}
    ldr   r7, [r3, #W_RND]
    mov   r12, r7                     @ the next random word
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
4:  mov   r7, r12
    ldr   r6, [r7]                    @ r
    adds  r7, #4
    mov   r12, r7
    ldr   r7, [r3, #W_ZERO]           @ data bus <- 0
    ldr   r4, [r0]
    eors  r4, r6
    stmia r0!, {r4}                   @ a[i] ^= r
    ldr   r7, [r3, #W_ZERO]
    ands  r7, r7                      @ operand buses <- 0
    ldr   r5, [r1]
    eors  r5, r6
    stmia r1!, {r5}                   @ b[i] ^= r
    ldr   r7, [r3, #W_ZERO]
    ands  r7, r7
    subs  r2, #1
    bne   4b
    mov   r7, r12
    str   r7, [r3, #W_RND]
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0
    ands  r7, r7
    pop   {r4, r5, r6, r7, pc}
    .size tinyjambu_masked_refresh, . - tinyjambu_masked_refresh
