/* LEA-128/192/256 encryption and decryption of one block, ARMv6-M (Cortex-M0, Cortex-M0+), Thumb-1.
 *
 * int lea_encrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 * int lea_decrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 *   in: r0 = ks (rk at offset 0, rounds at LEA_KS_ROUNDS), r1 = out, r2 = in (out may equal in;
 *   any alignment: word accesses when the block is word aligned, byte accesses otherwise, a branch
 *   on the public address). out r0 = LWC_OK. Contract: src/lea/lea_block.h: a round count that is
 *   not 24, 28 or 32 zeroes out and returns LWC_ERR_STATE. Round keys as lea_key_schedule_armv6m.S
 *   writes them: LEA-128 rk[4*i + j] = T0, T1, T2, T3 of round i (RK_i = T0, T1, T2, T1, T3, T1);
 *   LEA-192/256 rk[6*i + j] = RK_i[j].
 *   AAPCS: r4-r8 saved; stack 28 bytes.
 *
 * Encryption round (C meaning, lea_block_ref.c):
 *   X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)), X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)),
 *   X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), X3' = X0.
 * Thumb-1 rotates only by a register (RORS), and the words are rotated by different amounts before
 * they are added, so each round pays three MOVS of a rotation amount besides its 6 EORS, 3 ADDS and
 * 3 RORS. Each new word overwrites the one with no further use (X0' into X1's register, X1' into X2's,
 * X2' into X3's): the roles rotate through r4..r7 and four rounds form one body. r0 walks the round
 * keys; r1-r3 hold keys and rotation amounts. LEA-128: LDM of T0..T2 (T1 = RK1 = RK3 = RK5 kept)
 * and of T3, 21 cycles per round; LEA-192/256: 24 (six keys, three LDMs).
 * Decryption round (X = X_{i+1}, P = X_i):
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5; the key pointer walks down.
 * Only ARX operations and loops over the public round count: constant time.
 */
#include "lea_block.h"              /* LEA_KS_ROUNDS */

    .syntax unified
    .arch armv6-m
    .thumb
    .text

/* ROR_BY X, N, T: X = ROR(X, N) with the amount through T. */
.macro ROR_BY X, N, T
    movs  \T, #\N
    rors  \X, \T
.endm

/* ENC128 A, B, C, D: one LEA-128 round on X0..X3 = A, B, C, D; afterwards X0..X3 are in B, C, D, A. */
.macro ENC128 A, B, C, D
    ldm   r0!, {r1, r2, r3}         @ RK0, RK1 (= RK3 = RK5), RK2
    eors  r3, \B                    @ r3 = X1 ^ RK2
    eors  r1, \A                    @ r1 = X0 ^ RK0
    eors  \B, r2                    @ X1 ^ RK1
    adds  \B, r1
    ROR_BY \B, 23, r1               @ X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1))
    ldm   r0!, {r1}                 @ RK4 (= T3); r0 at the next round's keys
    eors  r1, \C                    @ r1 = X2 ^ RK4
    eors  \C, r2                    @ X2 ^ RK3
    adds  \C, r3
    ROR_BY \C, 5, r3                @ X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3))
    eors  \D, r2                    @ X3 ^ RK5
    adds  \D, r1
    ROR_BY \D, 3, r1                @ X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)); X3' = X0 stays in A
.endm

/* ENC6W A, B, C, D: the same round with six key words (LEA-192/256). */
.macro ENC6W A, B, C, D
    ldm   r0!, {r1, r2, r3}         @ RK0, RK1, RK2
    eors  r3, \B                    @ r3 = X1 ^ RK2
    eors  r1, \A
    eors  \B, r2
    adds  \B, r1
    ROR_BY \B, 23, r1               @ X0'
    ldm   r0!, {r1, r2}             @ RK3, RK4
    eors  r2, \C                    @ r2 = X2 ^ RK4
    eors  \C, r1
    adds  \C, r3
    ROR_BY \C, 5, r3                @ X1'
    ldm   r0!, {r1}                 @ RK5
    eors  \D, r1
    adds  \D, r2
    ROR_BY \D, 3, r1                @ X2'
.endm

/* DEC128 A, B, C, D: one LEA-128 decryption round from X0..X3 = A, B, C, D with r0 at the round's
 * keys; afterwards P0..P3 are in D, A, B, C and r0 is at the previous round's keys. */
.macro DEC128 A, B, C, D
    ROR_BY \A, 9, r1                @ ROR9(X0)
    ROR_BY \B, 27, r1               @ ROL5(X1)
    ROR_BY \C, 29, r1               @ ROL3(X2)
    ldm   r0!, {r1, r2, r3}         @ RK0, RK1 (= RK3 = RK5), RK2
    eors  r1, \D                    @ P0 ^ RK0 (P0 = X3)
    subs  \A, \A, r1
    eors  \A, r2                    @ P1
    eors  r3, \A                    @ P1 ^ RK2
    subs  \B, \B, r3
    eors  \B, r2                    @ P2
    ldr   r1, [r0]                  @ RK4 (= T3)
    eors  r1, \B                    @ P2 ^ RK4
    subs  \C, \C, r1
    eors  \C, r2                    @ P3
    subs  r0, #28                   @ back to the previous round (4 words a round)
.endm

.macro DEC6W A, B, C, D
    ROR_BY \A, 9, r1
    ROR_BY \B, 27, r1
    ROR_BY \C, 29, r1
    ldm   r0!, {r1, r2, r3}         @ RK0, RK1, RK2
    eors  r1, \D
    subs  \A, \A, r1
    eors  \A, r2                    @ P1
    eors  r3, \A
    subs  \B, \B, r3
    ldm   r0!, {r1, r2}             @ RK3, RK4
    eors  \B, r1                    @ P2
    eors  r2, \B
    subs  \C, \C, r2
    ldm   r0!, {r1}                 @ RK5
    eors  \C, r1                    @ P3
    subs  r0, #48
.endm

    .p2align 2
    .global lea_encrypt_block
    .type   lea_encrypt_block, %function
    .thumb_func
lea_encrypt_block:
    push  {r4-r7, lr}
    mov   r3, r8
    push  {r1, r3}                  @ [sp] = out, [sp+4] = caller's r8
    movs  r3, #(LEA_KS_ROUNDS / 4)
    lsls  r3, r3, #2
    ldr   r3, [r0, r3]              @ r3 = ks->rounds (public)
    lsrs  r1, r3, #2
    mov   r8, r1                    @ r8 = rounds / 4
    bl    lea_armv6m_load_in        @ r4..r7 = X0..X3; flags from cmp r3, #24
    beq   .Lenc128_loop
    b     .Lenc_6w
.Lenc128_loop:
    ENC128 r4, r5, r6, r7
    ENC128 r5, r6, r7, r4
    ENC128 r6, r7, r4, r5
    ENC128 r7, r4, r5, r6
    mov   r1, r8
    subs  r1, #1
    mov   r8, r1
    bne   .Lenc128_loop
    movs  r0, #0                    @ LWC_OK
    b     lea_armv6m_store_out
.Lenc_6w:
    cmp   r3, #28
    beq   .Lenc_6w_loop
    cmp   r3, #32
    beq   .Lenc_6w_loop
    b     lea_armv6m_bad_rounds
.Lenc_6w_loop:
    ENC6W r4, r5, r6, r7
    ENC6W r5, r6, r7, r4
    ENC6W r6, r7, r4, r5
    ENC6W r7, r4, r5, r6
    mov   r1, r8
    subs  r1, #1
    mov   r8, r1
    bne   .Lenc_6w_loop
    movs  r0, #0
    b     lea_armv6m_store_out
    .size lea_encrypt_block, . - lea_encrypt_block

    .p2align 2
    .global lea_decrypt_block
    .type   lea_decrypt_block, %function
    .thumb_func
lea_decrypt_block:
    push  {r4-r7, lr}
    mov   r3, r8
    push  {r1, r3}
    movs  r3, #(LEA_KS_ROUNDS / 4)
    lsls  r3, r3, #2
    ldr   r3, [r0, r3]              @ rounds
    lsrs  r1, r3, #2
    mov   r8, r1
    bl    lea_armv6m_load_in
    beq   1f
    b     .Ldec_6w
1:  movs  r1, #(23 * 16 / 8)
    lsls  r1, r1, #3
    adds  r0, r0, r1                @ r0 = the last round's keys (LEA-128: 4 words a round)
.Ldec128_loop:
    DEC128 r4, r5, r6, r7
    DEC128 r7, r4, r5, r6
    DEC128 r6, r7, r4, r5
    DEC128 r5, r6, r7, r4
    mov   r1, r8
    subs  r1, #1
    mov   r8, r1
    bne   .Ldec128_loop
    movs  r0, #0
    b     lea_armv6m_store_out
.Ldec_6w:
    cmp   r3, #28
    beq   1f
    cmp   r3, #32
    beq   1f
    b     lea_armv6m_bad_rounds
1:  lsls  r1, r3, #1
    adds  r1, r1, r3
    lsls  r1, r1, #3                @ 24 * rounds
    subs  r1, #24
    adds  r0, r0, r1                @ r0 = the last round's keys (6 words a round)
.Ldec_6w_loop:
    DEC6W r4, r5, r6, r7
    DEC6W r7, r4, r5, r6
    DEC6W r6, r7, r4, r5
    DEC6W r5, r6, r7, r4
    mov   r1, r8
    subs  r1, #1
    mov   r8, r1
    bne   .Ldec_6w_loop
    movs  r0, #0
    b     lea_armv6m_store_out
    .size lea_decrypt_block, . - lea_decrypt_block

/* r4..r7 = load32_le(in + 0, 4, 8, 12) with r2 = in; then sets the flags of cmp r3, #24.
 * Clobbers r1, r2. Called with BL from the two entries (lr is already saved). */
    .type lea_armv6m_load_in, %function
    .thumb_func
lea_armv6m_load_in:
    lsls  r1, r2, #30
    bne   .Lload_bytes              @ (the address is public)
    ldm   r2!, {r4-r7}
    cmp   r3, #24
    bx    lr
.Lload_bytes:
    .irp  R, r4, r5, r6, r7
    ldrb  \R, [r2, #0]
    ldrb  r1, [r2, #1]
    lsls  r1, r1, #8
    orrs  \R, r1
    ldrb  r1, [r2, #2]
    lsls  r1, r1, #16
    orrs  \R, r1
    ldrb  r1, [r2, #3]
    lsls  r1, r1, #24
    orrs  \R, r1
    adds  r2, r2, #4
    .endr
    cmp   r3, #24
    bx    lr
    .size lea_armv6m_load_in, . - lea_armv6m_load_in

/* store32_le(out + 0, 4, 8, 12) = r4..r7 with out at [sp], then the common return with r0 (the
 * return code) as it is. */
    .type lea_armv6m_store_out, %function
    .thumb_func
lea_armv6m_store_out:
    pop   {r1, r3}                  @ r1 = out, r3 = caller's r8
    mov   r8, r3
    lsls  r2, r1, #30
    bne   .Lstore_bytes
    stm   r1!, {r4-r7}
    pop   {r4-r7, pc}
.Lstore_bytes:
    .irp  R, r4, r5, r6, r7
    strb  \R, [r1, #0]
    lsrs  r2, \R, #8
    strb  r2, [r1, #1]
    lsrs  r2, \R, #16
    strb  r2, [r1, #2]
    lsrs  r2, \R, #24
    strb  r2, [r1, #3]
    adds  r1, r1, #4
    .endr
    pop   {r4-r7, pc}

/* Round keys overwritten (a round count not 24, 28 or 32): out = 0, LWC_ERR_STATE. */
lea_armv6m_bad_rounds:
    movs  r0, #0
    subs  r0, r0, #(-LEA_ERR_STATE)
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0
    b     lea_armv6m_store_out
    .size lea_armv6m_store_out, . - lea_armv6m_store_out
