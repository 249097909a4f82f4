/* LEA-128/192/256 encryption and decryption of one block, ARMv7-M (Cortex-M3), Thumb-2.
 *
 * void lea_encrypt_block(const uint32_t rk[32 * 6], unsigned rounds, uint8_t out[16], const uint8_t in[16]);
 * void lea_decrypt_block(const uint32_t rk[32 * 6], unsigned rounds, uint8_t out[16], const uint8_t in[16]);
 *   in: r0 = rk, r1 = rounds (24, 28, 32), r2 = out, r3 = in (both may be unaligned; out may equal in)
 *   Contract: src/lea/lea_block.h; round keys as lea_key_schedule_armv7m.S writes them:
 *   LEA-192/256 rk[6*i + j] = RK_i[j]; LEA-128 rk[4*i + j] = T0, T1, T2, T3 (RK_i[1] = RK_i[3] =
 *   RK_i[5] = T1, stored once), so one LDM of 8 words loads two rounds.
 *   AAPCS: r4-r11 saved as used; stack 36 bytes (LEA-128; LEA-192/256 decrypt), 40 (LEA-192/256
 *   encrypt). Measured (bench, call included): LEA-128 encrypt/decrypt 370 / 368 cycles called
 *   directly, 391 / 389 through lwc_lea_encrypt/decrypt; LEA-192 544 / 536, LEA-256 613 / 605 (API).
 *
 * Encryption round (C meaning, lea_block_ref.c):
 *   X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)), X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)),
 *   X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), X3' = X0.
 * Nine single-cycle instructions: the rotations are never executed, they ride on the next use as a
 * shifted operand of EOR (the barrel shifter). Registers hold "lazy" words w with X = ROR(w, p):
 * p = 23 for X0 (ROL9), 5 for X1, 3 for X2 and 23 for X3 (the old X0), the same at every round
 * boundary; round 0 reads the true input words (LEA-128; LEA-192/256 rotate them into the lazy form
 * first) and the block leaves the lazy form once after the last round.
 * New words overwrite the word that has no further use (X2' into X3's register, X1' into X2's, X0'
 * into X1's), so the roles rotate through the registers and four rounds form one unrolled body.
 * Round keys: LDM of 6 words (7 cycles) or, for LEA-128, LDM of 8 words for two rounds (9 cycles;
 * the LEA-128 round needs no temporary: T0, T2, T3 are used once, so their XORs are written into
 * the key registers, and r1, r3, r8-r12, lr hold two rounds' keys while out stays in r2).
 * LEA-128: 24 rounds fully unrolled, 13.5 cycles per round; LEA-192/256: 16 cycles per round plus
 * 4 cycles of loop control per 4 rounds.
 *
 * Decryption round (X = X_{i+1}, P = X_i):
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5:  EOR, RSB with a rotated operand, EOR per word.
 */
    .syntax unified
    .cpu cortex-m3
    .thumb
    .text

/* ENC A, B, C, D, K0..K5: one encryption round on lazy words A=X0, B=X1, C=X2, D=X3 (p = 23, 5, 3, 23);
 * afterwards X0..X3 are in B, C, D, A. Temporaries r8, r9. */
.macro ENC A, B, C, D, K0, K1, K2, K3, K4, K5, PA=23, PB=5, PC=3, PD=23
    XOR_ROR r8, \K4, \C, \PC        @ X2 ^ RK4
    XOR_ROR r9, \K5, \D, \PD        @ X3 ^ RK5
    add   \D, r8, r9                @ X2' = ROR3(D) (lazy, p = 3)
    XOR_ROR r8, \K2, \B, \PB        @ X1 ^ RK2
    XOR_ROR r9, \K3, \C, \PC        @ X2 ^ RK3
    add   \C, r8, r9                @ X1' = ROR5(C) (lazy, p = 5)
    XOR_ROR r8, \K0, \A, \PA        @ X0 ^ RK0
    XOR_ROR r9, \K1, \B, \PB        @ X1 ^ RK1
    add   \B, r8, r9                @ X0' = ROL9(B) (lazy, p = 23); X3' = A (p = 23)
.endm

/* D = K ^ ROR(X, P); P = 0 for the true words of round 0 (ROR #0 would encode RRX). */
.macro XOR_ROR D, K, X, P
    .if \P
    eor   \D, \K, \X, ror #\P
    .else
    eor   \D, \K, \X
    .endif
.endm

/* out = the true words of the lazy X0..X3 in r4..r7 (after a multiple of 4 rounds); r2 = out. */
.macro STORE_OUT
    ror   r4, r4, #23
    ror   r5, r5, #5
    ror   r6, r6, #3
    ror   r7, r7, #23
    str   r4, [r2]
    str   r5, [r2, #4]
    str   r6, [r2, #8]
    str   r7, [r2, #12]
.endm

/* ENC128: the LEA-128 round with no temporary: RK0 = T0, RK2 = T2 and RK4 = T3 are used once, so
 * their XORs with X0, X1, X2 are written into the key registers; the XOR of X3 (then X2, X1) with
 * T1 goes into X3's register (then X2's, X1's), dead after it. K0, K1, K2, K4 = T0, T1, T2, T3. */
.macro ENC128 A, B, C, D, K0, K1, K2, K4, PA=23, PB=5, PC=3, PD=23
    XOR_ROR \K4, \K4, \C, \PC      @ X2 ^ RK4
    XOR_ROR \D, \K1, \D, \PD       @ X3 ^ RK5
    add   \D, \K4, \D              @ X2' = ROR3(D)
    XOR_ROR \K2, \K2, \B, \PB      @ X1 ^ RK2
    XOR_ROR \C, \K1, \C, \PC       @ X2 ^ RK3
    add   \C, \K2, \C              @ X1' = ROR5(C)
    XOR_ROR \K0, \K0, \A, \PA      @ X0 ^ RK0 (X0 stays: it is X3')
    XOR_ROR \B, \K1, \B, \PB       @ X1 ^ RK1
    add   \B, \K0, \B              @ X0' = ROL9(B)
.endm

/* LEA-128, two rounds' keys per LDM (9 cycles for 8 words): T0..T3 of an even round into r1, r3,
 * r8, r9 and of the following odd round into r10, r11, r12, lr; r0 += 32. */
.macro LOAD128x2
    ldm   r0!, {r1, r3, r8-r12, lr}
.endm

.macro ENC4_128
    LOAD128x2
    ENC128 r4, r5, r6, r7, r1, r3, r8, r9
    ENC128 r5, r6, r7, r4, r10, r11, r12, lr
    LOAD128x2
    ENC128 r6, r7, r4, r5, r1, r3, r8, r9
    ENC128 r7, r4, r5, r6, r10, r11, r12, lr
.endm

/* LEA-192/256: six words RK0..RK5 into r1, r2, r3, r10, r11, r12. */
.macro ENC4_6W
    ldm   r0!, {r1-r3, r10-r12}
    ENC   r4, r5, r6, r7, r1, r2, r3, r10, r11, r12
    ldm   r0!, {r1-r3, r10-r12}
    ENC   r5, r6, r7, r4, r1, r2, r3, r10, r11, r12
    ldm   r0!, {r1-r3, r10-r12}
    ENC   r6, r7, r4, r5, r1, r2, r3, r10, r11, r12
    ldm   r0!, {r1-r3, r10-r12}
    ENC   r7, r4, r5, r6, r1, r2, r3, r10, r11, r12
.endm

    .global lea_encrypt_block
    .type   lea_encrypt_block, %function
    .thumb_func
lea_encrypt_block:
    cmp   r1, #24
    bne   .Lenc_6w
/* LEA-128: r2 = out stays; all of r1, r3-r12 and lr. */
    push  {r4-r11, lr}
    ldr   r4, [r3]                  @ X0..X3 = in, little-endian words
    ldr   r5, [r3, #4]
    ldr   r6, [r3, #8]
    ldr   r7, [r3, #12]
    LOAD128x2                       @ round 0 reads the true words (no lazy rotation yet)
    ENC128 r4, r5, r6, r7, r1, r3, r8, r9, 0, 0, 0, 0
    ENC128 r5, r6, r7, r4, r10, r11, r12, lr, 23, 5, 3, 0  @ round 1: its X3 is round 0's true X0
    LOAD128x2
    ENC128 r6, r7, r4, r5, r1, r3, r8, r9
    ENC128 r7, r4, r5, r6, r10, r11, r12, lr
    .rept 5                         @ rounds 4..23
    ENC4_128
    .endr
    STORE_OUT
    pop   {r4-r11, pc}
/* LEA-192/256 */
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lenc_6w:
    push  {r2, r4-r11, lr}          @ [sp] = out
    ldr   r4, [r3]
    ldr   r5, [r3, #4]
    ldr   r6, [r3, #8]
    ldr   r7, [r3, #12]
    ror   r4, r4, #9                @ lazy form: X0 = ROR(r4, 23)
    ror   r5, r5, #27               @            X1 = ROR(r5, 5)
    ror   r6, r6, #29               @            X2 = ROR(r6, 3)
    ror   r7, r7, #9                @            X3 = ROR(r7, 23)
    lsr   lr, r1, #2                @ lr = rounds / 4
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lenc_loop:
    ENC4_6W
    subs  lr, lr, #1
    bne   .Lenc_loop
    pop   {r2}
    STORE_OUT
    pop   {r4-r11, pc}
    .size lea_encrypt_block, . - lea_encrypt_block

/* DEC A, B, C, D, K0..K5: one decryption round from X = (A, B, C, D) (true words); afterwards
 * P0..P3 are in D, A, B, C. Temporary T (r8 unless given). */
.macro DEC A, B, C, D, K0, K1, K2, K3, K4, K5, T=r8
    eor   \T, \D, \K0               @ P0 ^ RK0 (P0 = X3)
    rsb   \T, \T, \A, ror #9        @ ROR9(X0) - (P0 ^ RK0)
    eor   \A, \T, \K1               @ P1
    eor   \T, \A, \K2               @ P1 ^ RK2
    rsb   \T, \T, \B, ror #27       @ ROL5(X1) - (P1 ^ RK2)
    eor   \B, \T, \K3               @ P2
    eor   \T, \B, \K4               @ P2 ^ RK4
    rsb   \T, \T, \C, ror #29       @ ROL3(X2) - (P2 ^ RK4)
    eor   \C, \T, \K5               @ P3
.endm

/* DEC128: the LEA-128 decryption round with no temporary: RK0, RK2, RK4 (T0, T2, T3) are used once,
 * so the words are built in their registers. K0, K1, K2, K4 = T0, T1, T2, T3. */
.macro DEC128 A, B, C, D, K0, K1, K2, K4
    eor   \K0, \D, \K0              @ P0 ^ RK0 (P0 = X3)
    rsb   \K0, \K0, \A, ror #9      @ ROR9(X0) - (P0 ^ RK0)
    eor   \A, \K0, \K1              @ P1
    eor   \K2, \A, \K2              @ P1 ^ RK2
    rsb   \K2, \K2, \B, ror #27     @ ROL5(X1) - (P1 ^ RK2)
    eor   \B, \K2, \K1              @ P2
    eor   \K4, \B, \K4              @ P2 ^ RK4
    rsb   \K4, \K4, \C, ror #29     @ ROL3(X2) - (P2 ^ RK4)
    eor   \C, \K4, \K1              @ P3
.endm

/* LEA-128 walking down, two rounds' keys per LDMDB: round i's T0..T3 into r10, r11, r12, lr, round
 * i-1's into r1, r3, r8, r9; r0 -= 32. */
.macro DEC4_128
    ldmdb r0!, {r1, r3, r8-r12, lr}
    DEC128 r4, r5, r6, r7, r10, r11, r12, lr
    DEC128 r7, r4, r5, r6, r1, r3, r8, r9
    ldmdb r0!, {r1, r3, r8-r12, lr}
    DEC128 r6, r7, r4, r5, r10, r11, r12, lr
    DEC128 r5, r6, r7, r4, r1, r3, r8, r9
.endm

.macro DEC4_6W
    ldmdb r0!, {r1-r3, r10-r12}
    DEC   r4, r5, r6, r7, r1, r2, r3, r10, r11, r12
    ldmdb r0!, {r1-r3, r10-r12}
    DEC   r7, r4, r5, r6, r1, r2, r3, r10, r11, r12
    ldmdb r0!, {r1-r3, r10-r12}
    DEC   r6, r7, r4, r5, r1, r2, r3, r10, r11, r12
    ldmdb r0!, {r1-r3, r10-r12}
    DEC   r5, r6, r7, r4, r1, r2, r3, r10, r11, r12
.endm

    .global lea_decrypt_block
    .type   lea_decrypt_block, %function
    .thumb_func
lea_decrypt_block:
    cmp   r1, #24
    bne   .Ldec_6w
    push  {r4-r11, lr}              @ r2 = out stays
    ldr   r4, [r3]
    ldr   r5, [r3, #4]
    ldr   r6, [r3, #8]
    ldr   r7, [r3, #12]
    add   r0, r0, #(24 * 16)        @ r0 = one past the last round key (LEA-128: 4 words a round)
    .rept 6
    DEC4_128
    .endr
    str   r4, [r2]
    str   r5, [r2, #4]
    str   r6, [r2, #8]
    str   r7, [r2, #12]
    pop   {r4-r11, pc}
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ldec_6w:
    push  {r2, r4-r8, r10-r11, lr}  @ [sp] = out
    ldr   r4, [r3]
    ldr   r5, [r3, #4]
    ldr   r6, [r3, #8]
    ldr   r7, [r3, #12]
    add   r12, r1, r1, lsl #1       @ r0 = rk + 6 * rounds words: one past the last round key
    add   r0, r0, r12, lsl #3
    lsr   lr, r1, #2
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ldec_loop:
    DEC4_6W
    subs  lr, lr, #1
    bne   .Ldec_loop
    pop   {r2}
    str   r4, [r2]
    str   r5, [r2, #4]
    str   r6, [r2, #8]
    str   r7, [r2, #12]
    pop   {r4-r8, r10-r11, pc}
    .size lea_decrypt_block, . - lea_decrypt_block
