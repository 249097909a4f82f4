/* LEA-128/192/256 encryption and decryption of one block, ARMv7-M (Cortex-M3), Thumb-2.
 *
 * int lea_encrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 * int lea_decrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 *   in: r0 = ks (rk at offset 0, rounds at LEA_KS_ROUNDS), r1 = out, r2 = in (both may be
 *   unaligned; out may equal in). out: r0 = LWC_OK (0), or LWC_ERR_STATE (LEA_ERR_STATE) with out
 *   zeroed when the round count, read here, is not 24, 28 or 32 (the check is the dispatch: free for
 *   LEA-128). Contract: src/lea/lea_block.h.
 *   Round keys as lea_key_schedule_armv7m.S writes them: LEA-192/256 rk[6*i + j] = RK_i[j]; LEA-128
 *   rk[4*i + j] = T0, T1, T2, T3 (RK_i[1] = RK_i[3] = RK_i[5] = T1, stored once), so one LDM of 8
 *   words loads two rounds.
 *   AAPCS: r4-r11 and lr saved (36 bytes of stack; LEA-192/256 also out: 40).
 *
 * Encryption: the LEA-128 rounds are the macros of lea_enc128_armv7m.inc (shared with the CTR core
 * lea_ctr_armv7m.S), which explains the lazy-rotation form; LEA-192/256 use the same idea with six
 * key words per round (ENC below, LDM of 6 words, 16 cycles per round plus 4 cycles of loop control
 * per 4 rounds). LEA-128: 24 rounds fully unrolled, 13.5 cycles per round (324 for the rounds).
 *
 * Decryption round (X = X_{i+1}, P = X_i):
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5:  EOR, RSB with a rotated operand, EOR per word.
 *
 * LEA-128 encryption inside: the rounds, push and pop, the round count and the block loaded, the
 * dispatch, the 4 final rotations and stores, the return code (cycle figures and what limits them:
 * docs/lea.md, from make bench).
 */
#include "lea_block.h"              /* LEA_KS_ROUNDS, LEA_ERR_STATE */
#include "lea_enc128_armv7m.inc"    /* XOR_ROR, ENC128, LOAD128x2, ENC4_128, ENC128_24 */

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

/* out = the true words of the lazy X0..X3 in r4..r7 (after a multiple of 4 rounds); r1 = out. */
.macro STORE_OUT
    ror   r4, r4, #23
    ror   r5, r5, #5
    ror   r6, r6, #3
    ror   r7, r7, #23
    str   r4, [r1]
    str   r5, [r1, #4]
    str   r6, [r1, #8]
    str   r7, [r1, #12]
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

    .p2align 2                      @ entry word-aligned (a branch to it pays no refill penalty)
    .global lea_encrypt_block
    .type   lea_encrypt_block, %function
    .thumb_func
lea_encrypt_block:
    push  {r4-r11, lr}
    ldr   r3, [r0, #LEA_KS_ROUNDS] @ r3 = ks->rounds (the loads pipeline: 6 cycles for 5)
    ldr   r4, [r2]                  @ X0..X3 = in, little-endian words
    ldr   r5, [r2, #4]
    ldr   r6, [r2, #8]
    ldr   r7, [r2, #12]
    cmp   r3, #24
    bne   .Lenc_6w
/* LEA-128: r1 = out stays; keys in r2, r3, r8-r12, lr. */
    ENC128_24 r2                    @ r4..r7 = lazy X0..X3 after 24 rounds
    STORE_OUT
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r11, pc}
/* LEA-192/256 (or a bad round count) */
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lenc_6w:
    cmp   r3, #28                   @ rounds must be 28 or 32 (public)
    it    ne
    cmpne r3, #32
    bne   .Lbad_rounds
    push  {r1}                      @ [sp] = out
    ror   r4, r4, #9                @ lazy form: X0 = ROR(r4, 23)
    ror   r5, r5, #27               @            X1 = ROR(r5, 5)
    ror   r6, r6, #29               @            X2 = ROR(r6, 3)
    ror   r7, r7, #9                @            X3 = ROR(r7, 23)
    lsr   lr, r3, #2                @ lr = rounds / 4
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lenc_loop:
    ENC4_6W
    subs  lr, lr, #1
    bne   .Lenc_loop
    pop   {r1}
    STORE_OUT
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r11, pc}
/* Round keys overwritten (the round count is none of the three): out = 0, LWC_ERR_STATE (shared
 * with decryption). */
.Lbad_rounds:
    movs  r3, #0
    str   r3, [r1]
    str   r3, [r1, #4]
    str   r3, [r1, #8]
    str   r3, [r1, #12]
    mov   r0, #LEA_ERR_STATE
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
 * i-1's into r2, r3, r8, r9; r0 -= 32. */
.macro DEC4_128
    ldmdb r0!, {r2, r3, r8-r12, lr}
    DEC128 r4, r5, r6, r7, r10, r11, r12, lr
    DEC128 r7, r4, r5, r6, r2, r3, r8, r9
    ldmdb r0!, {r2, r3, r8-r12, lr}
    DEC128 r6, r7, r4, r5, r10, r11, r12, lr
    DEC128 r5, r6, r7, r4, r2, r3, r8, r9
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

    .p2align 2                      @ entry word-aligned (a branch to it pays no refill penalty)
    .global lea_decrypt_block
    .type   lea_decrypt_block, %function
    .thumb_func
lea_decrypt_block:
    push  {r4-r11, lr}              @ r1 = out stays (LEA-128)
    ldr   r3, [r0, #LEA_KS_ROUNDS] @ r3 = ks->rounds
    ldr   r4, [r2]
    ldr   r5, [r2, #4]
    ldr   r6, [r2, #8]
    ldr   r7, [r2, #12]
    cmp   r3, #24
    bne   .Ldec_6w
    add   r0, r0, #(24 * 16)        @ r0 = one past the last round key (LEA-128: 4 words a round)
    .rept 6
    DEC4_128
    .endr
    str   r4, [r1]
    str   r5, [r1, #4]
    str   r6, [r1, #8]
    str   r7, [r1, #12]
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r11, pc}
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ldec_6w:
    cmp   r3, #28                   @ rounds must be 28 or 32 (public)
    it    ne
    cmpne r3, #32
    bne   .Lbad_rounds
    push  {r1}                      @ [sp] = out
    add   r12, r3, r3, lsl #1       @ r0 = rk + 6 * rounds words: one past the last round key
    add   r0, r0, r12, lsl #3
    lsr   lr, r3, #2
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ldec_loop:
    DEC4_6W
    subs  lr, lr, #1
    bne   .Ldec_loop
    pop   {r1}
    str   r4, [r1]
    str   r5, [r1, #4]
    str   r6, [r1, #8]
    str   r7, [r1, #12]
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r11, pc}
    .size lea_decrypt_block, . - lea_decrypt_block
