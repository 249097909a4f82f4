/* Masked TinyJAMBU permutation and refresh, ARMv7-M (Cortex-M3, M4, M7, M33), Thumb-2, first order,
 * two shares. Constant time: no branch or address depends on a share or a random word.
 *
 * void tinyjambu_masked_permute(tinyjambu_masked_work *w, const uint32_t *key, unsigned key_words,
 *                               unsigned steps);
 *   in: r0 = w, r1 = key (share 0 words, share 1 words at key + 32), r2 = key_words (4, 6, 8),
 *   r3 = steps (a multiple of 4, >= 4). One random word per step from w->rnd (advanced).
 * void tinyjambu_masked_refresh(uint32_t *a, uint32_t *b, unsigned n, tinyjambu_masked_work *w);
 *   a[i] ^= r_i, b[i] ^= r_i for i < n (n >= 1), the r_i from w->rnd (advanced).
 * Contract and C meaning: src/tinyjambu/tinyjambu_masked_perm.h. AAPCS: r4-r11 saved.
 *
 * The same rules and register domains as the ARMv6-M code (armv6m/tinyjambu_masked_perm_armv6m.S,
 * whose header explains them): share 0's values in r1-r3, share 1's in r4-r6, r7 = 0 between uses,
 * the public pointers in r0 and r8-r12, SCRUB (0 on the data bus and both operand buses) between the
 * shares' halves of a step. Thumb-2 folds each shift into the OR or XOR that uses it (the shifted
 * register is the instruction's second operand: operand bus B carries it unshifted, a value of the
 * same share), so a share's linear half is 16 instructions instead of 23; the random word is loaded
 * with post-increment, and the key word straight from r9.
 *
 * Registers: r0 = w; r8 = the next random word's address; r9 = the current key word's address (share
 * 0; share 1 at +32); r10 = the key's end (key + 4 key_words); r11 = the key; r12 = groups of four
 * steps left.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .text

/* tinyjambu_masked_work offsets (tinyjambu_masked_perm.h checks them) */
.equ W_S0, 0
.equ W_S1, 16
.equ W_X0, 32
.equ W_X1, 36
.equ W_Y0, 40
.equ W_Y1, 44
.equ W_ZERO, 48
.equ W_RND, 52
.equ KEY_SHARE1, 32

/* data bus <- 0 (r7 = w->zero), operand buses A and B <- 0 (ANDS r7, r7 reads r7 twice) */
.macro SCRUB
    ldr   r7, [r0, #W_ZERO]
    ands  r7, r7
.endm

/* HALF S, K, X, Y, A, B, C, D, RC, RD, RT: the linear part of one share (state words at offset S,
 * its key word at K bytes from r9) in the registers RC, RD, RT of that share:
 *   w->x[i] = (c >> 6) | (d << 26); w->y[i] = (c >> 21) | (d << 11);
 *   a ^= ((b >> 15) | (c << 17)) ^ ((c >> 27) | (d << 5)) ^ key word
 * (the halves of t1 and of t4 are disjoint: their ORs are XORs) */
.macro HALF S, K, X, Y, A, B, C, D, RC, RD, RT
    ldr   \RC, [r0, #(\S + 4 * \C)]   @ c
    ldr   \RD, [r0, #(\S + 4 * \D)]   @ d
    lsr   \RT, \RC, #6
    orr   \RT, \RT, \RD, lsl #26
    str   \RT, [r0, #\X]              @ x = (c >> 6) | (d << 26)
    lsr   \RT, \RC, #21
    orr   \RT, \RT, \RD, lsl #11
    str   \RT, [r0, #\Y]              @ y = (c >> 21) | (d << 11)
    lsr   \RT, \RC, #27
    eor   \RT, \RT, \RD, lsl #5      @ t4 = (c >> 27) ^ (d << 5)
    eor   \RT, \RT, \RC, lsl #17     @ ^ c << 17
    ldr   \RD, [r0, #(\S + 4 * \B)]  @ b
    eor   \RT, \RT, \RD, lsr #15     @ ^ b >> 15: t1 ^ t4
    ldr   \RC, [r9, #\K]              @ key word of this share
    eor   \RT, \RT, \RC
    ldr   \RD, [r0, #(\S + 4 * \A)]
    eor   \RD, \RD, \RT
    str   \RD, [r0, #(\S + 4 * \A)]  @ a ^= t1 ^ t4 ^ key word
    SCRUB
.endm

/* STEP A, B, C, D: one step on word A with B, C, D the three newer words (word indices). */
.macro STEP A, B, C, D
    HALF W_S0, 0, W_X0, W_Y0, \A, \B, \C, \D, r1, r2, r3
    HALF W_S1, KEY_SHARE1, W_X1, W_Y1, \A, \B, \C, \D, r4, r5, r6
    /* share 0: a0 ^= (x0 & y0) ^ ((x0 & y1) ^ r) */
    ldr   r1, [r0, #W_X0]             @ r1 = x0
    ldr   r5, [r0, #W_Y1]             @ r5 = y1
    ldr   r2, [r8], #4                @ r2 = r (r8: the next one)
    ands  r1, r5                      @ r1 = x0 & y1
    eors  r2, r1                      @ r2 = u0 = (x0 & y1) ^ r
    ands  r7, r7                      @ operand bus B held x0 & y1
    ldr   r3, [r0, #W_Y0]             @ r3 = y0
    ldr   r1, [r0, #W_X0]             @ r1 = x0
    ands  r1, r3                      @ r1 = x0 & y0
    eors  r1, r2                      @ r1 = z0 = (x0 & y0) ^ u0
    ldr   r3, [r0, #(W_S0 + 4 * \A)]
    eors  r3, r1
    str   r3, [r0, #(W_S0 + 4 * \A)]  @ a0 ^= z0
    SCRUB
    /* share 1: a1 ^= (x1 & y1) ^ ((x1 & y0) ^ r) */
    ldr   r4, [r0, #W_X1]             @ r4 = x1
    ldr   r3, [r0, #W_Y0]             @ r3 = y0 (a share-0 register)
    ands  r3, r4                      @ r3 = x1 & y0
    ldr   r6, [r8, #-4]               @ r6 = r
    eors  r6, r3                      @ r6 = u1 = (x1 & y0) ^ r
    movs  r3, #0                      @ r3 held x1 & y0; operand bus A <- 0
    ands  r7, r7                      @ operand bus B held x1 & y0
    ands  r4, r5                      @ r4 = x1 & y1
    eors  r4, r6                      @ r4 = z1 = (x1 & y1) ^ u1
    ldr   r5, [r0, #(W_S1 + 4 * \A)]
    eors  r5, r4
    str   r5, [r0, #(W_S1 + 4 * \A)]  @ a1 ^= z1
    add   r9, r9, #4
    cmp   r9, r10
    bne   1f
    mov   r9, r11                     @ key word index j + 1 mod key_words (a public branch)
1:
    SCRUB
.endm

    .global tinyjambu_masked_permute
    .type tinyjambu_masked_permute, %function
    .thumb_func
tinyjambu_masked_permute:
    push  {r4, r5, r6, r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    push  {r4, r5, r6, r7}
    mov   r9, r1                      @ current key word
    mov   r11, r1                     @ key
    lsls  r2, r2, #2
    adds  r2, r1
    mov   r10, r2                     @ key end
    lsrs  r3, r3, #2
    mov   r12, r3                     @ groups of four steps
    ldr   r1, [r0, #W_RND]
    mov   r8, r1
    movs  r1, #0                      @ no caller value in a share's register
    movs  r2, #0
    movs  r3, #0
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    SCRUB
2:  STEP  0, 1, 2, 3
    STEP  1, 2, 3, 0
    STEP  2, 3, 0, 1
    STEP  3, 0, 1, 2
    subs  r12, r12, #1
    bne   2b
    str   r8, [r0, #W_RND]
    movs  r1, #0
    movs  r2, #0
    movs  r3, #0
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    str   r7, [r0, #W_X0]             @ the gadget's inputs cleared (r7 = 0)
    str   r7, [r0, #W_X1]
    str   r7, [r0, #W_Y0]
    str   r7, [r0, #W_Y1]
    SCRUB
    pop   {r4, r5, r6, r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r4, r5, r6, r7, pc}
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
