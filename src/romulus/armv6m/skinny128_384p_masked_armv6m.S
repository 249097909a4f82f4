/* Masked SKINNY-128-384+ rounds and key load, ARMv6-M (Cortex-M0, M0+; runs on every Cortex-M),
 * Thumb-1, first order, two shares. Constant time: no branch or address depends on a share or a
 * random word.
 *
 * void skinny128_384p_masked_rounds(skinny128_384p_masked_work *w, unsigned rounds);
 *   in: r0 = w, r1 = rounds (>= 1). Per round 4 random words from w->rnd and 2 public round tweakey
 *   words from w->rk (both advanced); w->s and w->tk3 updated in place.
 * void skinny128_384p_masked_load_key(uint32_t k0[4], uint32_t k1[4], skinny128_384p_masked_work *w);
 *   k0[i] ^= r_i, k1[i] ^= r_i (the r_i from w->rnd, advanced), w->tk3[0] = k0, w->tk3[1] = k1.
 * Contract and C meaning: src/romulus/skinny128_384p_masked.h (the portable C of the same contract:
 * ref/skinny128_384p_masked_ref.c). AAPCS: r4-r11 saved.
 *
 * Written against the effects sim/cortexm's leakage trace records (docs/leakage.md), with the rules
 * of the ARMv7-M code (../armv7m/skinny128_384p_masked_armv7m.S, whose header gives the gadget): a
 * value's two shares never meet in one register, on the data bus in consecutive transfers, or on an
 * operand bus in consecutive uses. Domains: share 0's values live in r1-r3, share 1's in r4-r6; r7 is
 * 0 between uses and carries each cross product until it is masked; the row's random word sits in r4
 * (a share-1 register: x1 is reloaded after the gadget), where an operand bus would otherwise carry
 * a0 and then a1 (two shares of one bit) the order is chosen so that it does not. The state words
 * stay in the work area: each NOR-XOR iteration loads x0 and x1 and stores them back. Thumb-1 has no
 * immediate masks: the constants come from literal pools (public loads). Public: r0 = w, r8 = the
 * current random word's address, r9 = the next public round tweakey word's address, r10 = the rounds
 * left, r11 = the current row's address in w->s[0], the stack's two scratch words (one per share).
 * Between the two shares' parts SCRUB puts 0 on the data bus (a load of w->zero) and on both operand
 * buses (ANDS r7, r7 with r7 = 0).
 */
    .syntax unified
    .arch armv6-m
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
/* the frame: the scratch word of each share */
.equ SP_SCRATCH0, 0
.equ SP_SCRATCH1, 4

/* data bus <- 0 (r7 = w->zero), operand buses A and B <- 0 (ANDS r7, r7 reads r7 twice) */
.macro SCRUB
    ldr   r7, [r0, #W_ZERO]
    ands  r7, r7
.endm

/* PERM X, T, U: the S-box's bit permutation on X (one share), temporaries T, U of that share:
 * (x7..x0) -> (x2, x1, x7, x6, x4, x0, x3, x5) in each byte; the result in T */
.macro PERM X, T, U
    ldr   \T, =0x06060606
    ands  \T, \X
    lsls  \T, \T, #5                  @ x2, x1 -> bits 7, 6
    ldr   \U, =0xC8C8C8C8
    ands  \U, \X
    lsrs  \U, \U, #2                  @ x7, x6, x3 -> bits 5, 4, 1
    orrs  \T, \U
    ldr   \U, =0x10101010
    ands  \U, \X
    lsrs  \U, \U, #1                  @ x4 -> bit 3
    orrs  \T, \U
    ldr   \U, =0x01010101
    ands  \U, \X
    lsls  \U, \U, #2                  @ x0 -> bit 2
    orrs  \T, \U
    ldr   \U, =0x20202020
    ands  \U, \X
    lsrs  \U, \U, #5                  @ x5 -> bit 0
    orrs  \T, \U
.endm

/* SWAP12 X, T, U: bits 1 and 2 of each byte of X exchanged; the result in X */
.macro SWAP12 X, T, U
    ldr   \T, =0x02020202
    ands  \T, \X
    lsls  \T, \T, #1                  @ bit 1 -> 2
    ldr   \U, =0x04040404
    ands  \U, \X
    lsrs  \U, \U, #1                  @ bit 2 -> 1
    orrs  \T, \U
    ldr   \U, =0x06060606
    bics  \X, \U
    orrs  \X, \T
.endm

/* NORXOR IT, LAST: one iteration of the S-box on the current row (r11): x ^= NOR(x >> 2, x >> 3) &
 * 0x11111111 on both shares with q = the row's random word >> IT, then the bit permutation (LAST: the
 * swap of bits 1 and 2), x0 and x1 stored back. */
.macro NORXOR IT, LAST
    mov   r1, r11
    ldr   r1, [r1, #W_S0]             @ x0
    lsrs  r2, r1, #2                  @ a0
    lsrs  r3, r1, #3                  @ b0
    SCRUB
    mov   r4, r11
    ldr   r4, [r4, #W_S1]             @ x1
    lsrs  r5, r4, #2                  @ a1
    lsrs  r6, r4, #3                  @ b1
    movs  r7, r6
    bics  r7, r2                      @ b1 & ~a0 (the cross product of share 0)
    mov   r4, r8
    ldr   r4, [r4]                    @ q (in a share-1 register: x1 is reloaded below)
.if \IT
    lsrs  r4, r4, #\IT
.endif
    eors  r7, r4                      @ ^ q
    orrs  r2, r3                      @ a0 | b0 (operand bus A: a0 after the cross product, not a1)
    ldr   r1, =0x11111111             @ M
    ands  r7, r1
    bics  r1, r2                      @ ~(a0 | b0) & M
    eors  r1, r7                      @ z0 & M
    movs  r7, #0
    mov   r2, r11
    ldr   r2, [r2, #W_S0]             @ x0
    eors  r2, r1                      @ x0 ^ (z0 & M)
    movs  r7, r5
    bics  r7, r3                      @ a1 & ~b0 (the cross product of share 1)
    eors  r7, r4                      @ ^ q
    ands  r5, r6                      @ a1 & b1
    eors  r5, r7
    ldr   r4, =0x11111111
    ands  r5, r4                      @ z1 & M
    movs  r7, #0
    ldr   r7, [r0, #W_ZERO]
    mov   r4, r11
    ldr   r4, [r4, #W_S1]             @ x1
    eors  r4, r5                      @ x1 ^ (z1 & M)
    SCRUB
.if \LAST
    SWAP12 r2, r1, r3
    mov   r1, r11
    str   r2, [r1, #W_S0]
.else
    PERM  r2, r1, r3
    mov   r2, r11
    str   r1, [r2, #W_S0]
.endif
    SCRUB
.if \LAST
    SWAP12 r4, r5, r6
    mov   r5, r11
    str   r4, [r5, #W_S1]
.else
    PERM  r4, r5, r6
    mov   r4, r11
    str   r5, [r4, #W_S1]
.endif
    SCRUB
.endm

/* LFSR3 X, T, U: TK3's LFSR on the four cells of X: (x >> 1) & 0x7F.. | ((x << 7) ^ (x << 1)) & 0x80.. */
.macro LFSR3 X, T, U
    lsls  \T, \X, #6
    eors  \T, \X
    lsls  \T, \T, #1                  @ (x << 7) ^ (x << 1)
    ldr   \U, =0x80808080
    ands  \T, \U
    lsrs  \X, \X, #1
    ldr   \U, =0x7F7F7F7F
    ands  \X, \U
    orrs  \X, \T
.endm

/* LINEAR S, T, SC, A, B, C, PUB: the linear layer of one share in its registers A, B, C (state at
 * offset S, its TK3 at offset T, its scratch word at [sp, #SC]; PUB = 1 for share 0: the public words
 * and c2):
 *   TK3: rows 0, 1 <- the LFSR of cells (9, 15, 8, 13), (10, 14, 12, 11); rows 2, 3 <- rows 0, 1
 *   state rows 0, 1 ^= the old TK3 rows 0, 1 (^ the public words); row 2 ^= c2 (= 2)
 *   ShiftRows (row i rotated left by 8i bits), MixColumns:
 *     r0' = r0 ^ r2 ^ r3, r1' = r0, r2' = r1 ^ r2, r3' = r0 ^ r2 */
.macro LINEAR S, T, SC, A, B, C, PUB
    ldr   \C, [r0, #(\T + 8)]         @ t2 = cells 8..11
    lsls  \A, \C, #16
    lsrs  \A, \A, #24                 @ cell 9 -> byte 0
    lsls  \B, \C, #24
    lsrs  \B, \B, #8                  @ cell 8 -> byte 2
    orrs  \A, \B
    ldr   \C, [r0, #(\T + 12)]        @ t3 = cells 12..15
    lsrs  \B, \C, #24
    lsls  \B, \B, #8                  @ cell 15 -> byte 1
    orrs  \A, \B
    lsrs  \B, \C, #8
    lsls  \B, \B, #24                 @ cell 13 -> byte 3
    orrs  \A, \B
    LFSR3 \A, \B, \C
    str   \A, [sp, #\SC]              @ the new row 0
    ldr   \C, [r0, #(\T + 8)]
    lsls  \A, \C, #8
    lsrs  \A, \A, #24                 @ cell 10 -> byte 0
    lsrs  \B, \C, #24
    lsls  \B, \B, #24                 @ cell 11 -> byte 3
    orrs  \A, \B
    ldr   \C, [r0, #(\T + 12)]
    lsls  \B, \C, #24
    lsrs  \B, \B, #8                  @ cell 12 -> byte 2
    orrs  \A, \B
    lsls  \B, \C, #8
    lsrs  \B, \B, #24
    lsls  \B, \B, #8                  @ cell 14 -> byte 1
    orrs  \A, \B
    LFSR3 \A, \B, \C                  @ the new row 1
    ldr   \B, [r0, #(\T + 0)]         @ old rows 0, 1
    ldr   \C, [r0, #(\T + 4)]
    str   \B, [r0, #(\T + 8)]
    str   \C, [r0, #(\T + 12)]
    str   \A, [r0, #(\T + 4)]
    ldr   \A, [sp, #\SC]
    str   \A, [r0, #(\T + 0)]
    /* AddRoundTweakey on rows 0, 1 (B, C: the old TK3 rows 0, 1) */
    ldr   \A, [r0, #(\S + 0)]
    eors  \A, \B
.if \PUB
    mov   \B, r9
    ldr   \B, [\B, #0]
    eors  \A, \B
.endif
    str   \A, [r0, #(\S + 0)]
    ldr   \A, [r0, #(\S + 4)]
    eors  \A, \C
.if \PUB
    mov   \B, r9
    ldr   \B, [\B, #4]
    eors  \A, \B
    mov   \B, r9
    adds  \B, #8
    mov   r9, \B
.endif
    str   \A, [r0, #(\S + 4)]
    /* ShiftRows and MixColumns */
    ldr   \A, [r0, #(\S + 8)]
.if \PUB
    movs  \B, #2
    eors  \A, \B                      @ c2
.endif
    rev   \A, \A
    rev16 \A, \A                      @ R2 = row 2 rotated by 16
    ldr   \B, [r0, #(\S + 4)]
    lsls  \C, \B, #8
    lsrs  \B, \B, #24
    orrs  \B, \C                      @ R1 = row 1 rotated left by 8
    eors  \B, \A                      @ r2' = R1 ^ R2
    ldr   \C, [r0, #(\S + 0)]         @ R0
    eors  \A, \C                      @ r3' = R0 ^ R2
    str   \C, [r0, #(\S + 4)]         @ r1' = R0
    str   \B, [r0, #(\S + 8)]
    ldr   \B, [r0, #(\S + 12)]
    lsrs  \C, \B, #8
    lsls  \B, \B, #24
    orrs  \B, \C                      @ R3 = row 3 rotated left by 24
    eors  \B, \A                      @ r0' = R0 ^ R2 ^ R3
    str   \A, [r0, #(\S + 12)]
    str   \B, [r0, #(\S + 0)]
    SCRUB
.endm

    .global skinny128_384p_masked_rounds
    .type skinny128_384p_masked_rounds, %function
    .thumb_func
skinny128_384p_masked_rounds:
    push  {r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    push  {r4-r7}
    sub   sp, sp, #8
    mov   r10, r1                     @ rounds left
    ldr   r1, [r0, #W_RND]
    mov   r8, r1
    ldr   r1, [r0, #W_RK]
    mov   r9, r1
    movs  r1, #0                      @ every working register starts at 0
    movs  r2, #0
    movs  r3, #0
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0
    SCRUB
1:  /* a round */
    mov   r11, r0                     @ row 0
2:  /* SubCells of one row */
    NORXOR 0, 0
    NORXOR 1, 0
    NORXOR 2, 0
    NORXOR 3, 1
    mov   r1, r8
    adds  r1, #4                      @ the next row's random word
    mov   r8, r1
    mov   r1, r11
    adds  r1, #4
    mov   r11, r1
    subs  r1, r1, r0
    cmp   r1, #16
    beq   3f
    b     2b
    .ltorg
3:
    LINEAR W_S0, W_T0, SP_SCRATCH0, r1, r2, r3, 1
    LINEAR W_S1, W_T1, SP_SCRATCH1, r4, r5, r6, 0
    mov   r1, r10
    subs  r1, #1
    mov   r10, r1
    beq   4f
    b     1b
    .ltorg
4:
    mov   r1, r8
    str   r1, [r0, #W_RND]
    mov   r1, r9
    str   r1, [r0, #W_RK]
    movs  r1, #0
    movs  r2, #0
    movs  r3, #0
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    str   r1, [sp, #SP_SCRATCH0]
    str   r1, [sp, #SP_SCRATCH1]
    SCRUB
    add   sp, sp, #8
    pop   {r4-r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r4-r7, pc}
    .size skinny128_384p_masked_rounds, . - skinny128_384p_masked_rounds

/* KEYWORD I: k0[I] ^= r, k1[I] ^= r, copies into w->tk3; share 0 in r5, share 1 in r6, r in r4,
 * r3 = the random word's address */
.macro KEYWORD I
    ldm   r3!, {r4}                   @ r
    ldr   r5, [r0, #(4 * \I)]
    eors  r5, r4
    str   r5, [r0, #(4 * \I)]
    str   r5, [r2, #(W_T0 + 4 * \I)]
    ldr   r7, [r2, #W_ZERO]
    ands  r7, r7
    ldr   r6, [r1, #(4 * \I)]
    eors  r6, r4
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
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    ldr   r7, [r2, #W_ZERO]
    ands  r7, r7
    KEYWORD 0
    KEYWORD 1
    KEYWORD 2
    KEYWORD 3
    str   r3, [r2, #W_RND]
    movs  r3, #0
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    ands  r7, r7
    pop   {r4-r7, pc}
    .size skinny128_384p_masked_load_key, . - skinny128_384p_masked_load_key
