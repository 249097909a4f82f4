/* Masked TinyJAMBU permutation and refresh, ARMv6-M (Cortex-M0, M0+; runs on every Cortex-M), Thumb-1,
 * first order, two shares. Constant time: no branch or address depends on a share or a random word.
 *
 * void tinyjambu_masked_permute(tinyjambu_masked_work *w, unsigned steps);
 *   in: r0 = w, r1 = steps (a multiple of 4, >= 4). Step j uses w->ks[0][j] and w->ks[1][j].
 * void tinyjambu_masked_refresh(uint32_t *a, uint32_t *b, unsigned n, tinyjambu_masked_work *w);
 *   a[i] ^= r_i, b[i] ^= r_i for i < n (n >= 1), the r_i from w->rnd (advanced).
 * Contract and C meaning: src/tinyjambu/tinyjambu_masked_perm.h. AAPCS: r4-r11 saved.
 *
 * Written against the effects sim/cortexm's leakage trace records (docs/leakage.md): a value's two
 * shares never meet in one register (a register that held a value of one share is only overwritten
 * with values of that share, a public value or 0), on the data bus in consecutive transfers, or on
 * an operand bus in consecutive uses (a bus keeps its value until an instruction drives it again).
 * Domains: share 0's values live in r1-r3, share 1's in r4-r6; r7 is 0 between uses and is the
 * temporary of either share; the pointers (public) live in r0 and r8-r12. Between the two shares'
 * halves of a step, SCRUB puts 0 on the data bus (a load of w->zero) and on both operand buses.
 * The AND gadget is the contract's: share 1 takes only the linear part (so at every step it is a
 * uniformly random word independent of the secrets), and the four products go into a0 (in r2) one at
 * a time, masked there by a1. The cross products x0 & y1 and x1 & y0 are made in r7 and XORed into a0
 * in the next instruction; r7 and the operand buses are cleared after each, and before share 1's own
 * product x1 & y1 (made in r4 over y1, as x0 & y0 in r1 over y0). A load of the zero word puts 0 on
 * the data bus between a0's load and its store (whose values differ by x & y). The gadget's inputs
 * stay in registers from the linear halves to the gadget: x0, y0 in r3, r1 and x1, y1 in r6, r4 (the
 * state words go through memory: eight words do not fit beside them).
 *
 * Registers: r0 = w; r9 = &w->ks[0][j] (the step's key share 0; share 1 at + KS_SHARE1); r12 =
 * groups of four steps left.
 */
    .syntax unified
    .arch armv6-m
    .thumb
    .text

/* tinyjambu_masked_work offsets (tinyjambu_masked_perm.h checks them) */
.equ W_S0, 0
.equ W_S1, 16
.equ W_ZERO, 48
.equ W_RND, 52
.equ W_KS, 104
.equ KS_SHARE1, 164                   /* w->ks[1] - w->ks[0] */

/* data bus <- 0 (r7 = w->zero), operand buses A and B <- 0 (ANDS r7, r7 reads r7 twice) */
.macro SCRUB
    ldr   r7, [r0, #W_ZERO]
    ands  r7, r7
.endm

/* HALF S, K, A, B, C, D, RY, RD, RX: the linear part of one share (state words at offset S, its key
 * share at K bytes from r9) in the registers RY, RD, RX of that share (and r7):
 *   a ^= ((b >> 15) | (c << 17)) ^ ((c >> 27) | (d << 5)) ^ key word (in memory);
 *   RX = x = (c >> 6) | (d << 26); RY = y = (c >> 21) | (d << 11); RD = d << 11; r7 = d << 26
 * (the halves of t1 and of t4 are disjoint: their ORs are XORs) */
.macro HALF S, K, A, B, C, D, RY, RD, RX
    ldr   \RY, [r0, #(\S + 4 * \C)]   @ c
    ldr   \RD, [r0, #(\S + 4 * \D)]   @ d
    lsrs  \RX, \RY, #27
    lsls  r7, \RD, #5
    orrs  \RX, r7                     @ t4 = (c >> 27) | (d << 5)
    lsls  r7, \RY, #17
    eors  \RX, r7                     @ ^ c << 17
    ldr   r7, [r0, #(\S + 4 * \B)]    @ b
    lsrs  r7, r7, #15
    eors  \RX, r7                     @ ^ b >> 15: t1 ^ t4
    mov   r7, r9
.if \K
    adds  r7, #\K
.endif
    ldr   r7, [r7]                    @ key word of this share
    eors  \RX, r7
    ldr   r7, [r0, #(\S + 4 * \A)]
    eors  r7, \RX
    str   r7, [r0, #(\S + 4 * \A)]    @ a ^= t1 ^ t4 ^ key word
    lsrs  \RX, \RY, #6
    lsls  r7, \RD, #26
    orrs  \RX, r7                     @ x = (c >> 6) | (d << 26)
    lsrs  \RY, \RY, #21
    lsls  \RD, \RD, #11
    orrs  \RY, \RD                    @ y = (c >> 21) | (d << 11)
    SCRUB
.endm

/* STEP A, B, C, D: one step on word A with B, C, D the three newer words (word indices). After the
 * halves x0, y0 are in r3, r1 and x1, y1 in r6, r4, r7 = 0 and the buses are clear. The gadget: a0
 * loaded into r2, the four products XORed into it one at a time (above), a0 stored. */
.macro STEP A, B, C, D
    HALF W_S0, 0, \A, \B, \C, \D, r1, r2, r3
    HALF W_S1, KS_SHARE1, \A, \B, \C, \D, r4, r5, r6
    movs  r7, r3                      @ r7 = x0
    ands  r7, r4                      @ x0 & y1
    ldr   r2, [r0, #(W_S0 + 4 * \A)]  @ a0
    eors  r2, r7                      @ a0 ^= x0 & y1
    movs  r7, #0                      @ r7 held x0 & y1; operand bus A <- 0
    ands  r7, r7                      @ operand bus B held x0 & y1
    movs  r7, r6                      @ r7 = x1
    ands  r7, r1                      @ x1 & y0
    eors  r2, r7                      @ a0 ^= x1 & y0
    ldr   r7, [r0, #W_ZERO]           @ r7 held x1 & y0; data bus <- 0 (a0 loaded, not yet stored)
    ands  r7, r7                      @ operand buses <- 0
    ands  r1, r3                      @ r1 = x0 & y0 (bus A: y0, bus B: x0)
    eors  r2, r1                      @ a0 ^= x0 & y0
    ands  r7, r7                      @ operand buses <- 0 (before share 1's values)
    ands  r4, r6                      @ r4 = x1 & y1 (bus A: y1, bus B: x1)
    eors  r2, r4                      @ a0 ^= x1 & y1
    str   r2, [r0, #(W_S0 + 4 * \A)]
    mov   r1, r9
    adds  r1, #4
    mov   r9, r1                      @ the next key shares
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
    lsrs  r1, r1, #2
    mov   r12, r1                     @ groups of four steps
    movs  r1, #W_KS
    adds  r1, r0
    mov   r9, r1                      @ &w->ks[0][0]
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
    mov   r1, r12
    subs  r1, #1
    mov   r12, r1
    beq   3f
    b     2b
3:  movs  r1, #0
    movs  r2, #0
    movs  r3, #0
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
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
