/* LEA-128/192/256 encryption and decryption of one block, RV32I instructions only (RV32IMC cores
 * such as the SiFive E31), ilp32.
 *
 * int lea_encrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 * int lea_decrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 *   in: a0 = ks (rk at offset 0, rounds at LEA_KS_ROUNDS), a1 = out, a2 = in (out may equal in;
 *   any alignment: word accesses when both blocks are word aligned, byte accesses otherwise, a branch
 *   on the public addresses). out a0 = LWC_OK. Contract: src/lea/lea_block.h: a round count that is
 *   not 24, 28 or 32 zeroes out and returns LWC_ERR_STATE. Round keys as the portable key schedule
 *   writes them (src/lea/ref/lea_key_schedule_ref.c): rk[6*i + j] = RK_i[j]; for LEA-128
 *   RK_i = (T0, T1, T2, T1, T3, T1), so a LEA-128 round loads the four words at offsets 0, 4, 8, 16
 *   (RISC-V loads take any immediate offset: the repeated words cost nothing).
 *   Only caller-saved registers (t0-t6, a0-a7) are used: no stack.
 *
 * Encryption round (C meaning, lea_block_ref.c):
 *   X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)), X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)),
 *   X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), X3' = X0.
 * RV32I has no rotate: each rotation is SLLI, SRLI, OR (3). A round is 6 XOR, 3 ADD, 9 for the three
 * rotations and a load per distinct key word (4 for LEA-128, 6 otherwise): 22 single-cycle
 * instructions for LEA-128, the floor of this form (the loads are scheduled two instructions ahead of
 * their use, so the E31's two-cycle load latency costs nothing). X2' is computed first into X3's
 * register, then X1' into X2's and X0' into X1's, so X0..X3 rotate through a4..a7 and four rounds
 * form one BODY. LEA-128 encryption runs its 24 rounds unrolled (keys at immediate offsets);
 * LEA-192/256 and decryption loop over 4-round BODYs (two instructions of loop control per BODY).
 * Decryption round (X = X_{i+1}, P = X_i):
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5; P1..P3 overwrite X0..X2, so the words rotate the other way,
 *   and the key pointer walks down.
 * Only ARX operations and loops over the public round count: constant time.
 */
#include "lea_block.h"              /* LEA_KS_ROUNDS, LEA_ERR_STATE */

    .text

/* ENC A, B, C, D, OFF, KW: one encryption round on X0..X3 = A, B, C, D with the round keys at
 * a0 + OFF; afterwards X0..X3 are in B, C, D, A. KW = 4: the LEA-128 keys T0..T3, else six words. */
.macro ENC A, B, C, D, OFF, KW
    .if \KW == 4
    lw    t0, \OFF+0(a0)            # T0 = RK0
    lw    t1, \OFF+4(a0)            # T1 = RK1 = RK3 = RK5
    lw    t2, \OFF+8(a0)            # T2 = RK2
    lw    t3, \OFF+16(a0)           # T3 = RK4
    xor   \D, \D, t1                # X3 ^ RK5
    xor   t4, \C, t1                # X2 ^ RK3
    xor   \C, \C, t3                # X2 ^ RK4
    .else
    lw    t0, \OFF+0(a0)            # RK0
    lw    t1, \OFF+20(a0)           # RK5
    lw    t3, \OFF+16(a0)           # RK4
    lw    t4, \OFF+12(a0)           # RK3
    xor   \D, \D, t1                # X3 ^ RK5
    lw    t2, \OFF+8(a0)            # RK2
    lw    t1, \OFF+4(a0)            # RK1
    xor   t4, \C, t4                # X2 ^ RK3
    xor   \C, \C, t3                # X2 ^ RK4
    .endif
    add   \D, \D, \C
    srli  t5, \D, 3
    slli  \D, \D, 29
    or    \D, \D, t5                # X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5))
    xor   \C, \B, t2                # X1 ^ RK2
    add   \C, \C, t4
    srli  t5, \C, 5
    slli  \C, \C, 27
    or    \C, \C, t5                # X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3))
    xor   \B, \B, t1                # X1 ^ RK1
    xor   t0, \A, t0                # X0 ^ RK0
    add   \B, \B, t0
    slli  t5, \B, 9
    srli  \B, \B, 23
    or    \B, \B, t5                # X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)); X3' = X0 stays in A
.endm

/* ENC4 OFF, KW: four rounds (X0..X3 in a4..a7 before and after) with the keys at a0 + OFF. */
.macro ENC4 OFF, KW
    ENC   a4, a5, a6, a7, \OFF+0, \KW
    ENC   a5, a6, a7, a4, \OFF+24, \KW
    ENC   a6, a7, a4, a5, \OFF+48, \KW
    ENC   a7, a4, a5, a6, \OFF+72, \KW
.endm

/* DEC A, B, C, D, OFF, KW: one decryption round from X0..X3 = A, B, C, D with the round keys at
 * a0 + OFF; afterwards P0..P3 are in D, A, B, C. */
.macro DEC A, B, C, D, OFF, KW
    lw    t0, \OFF+0(a0)            # RK0
    lw    t1, \OFF+4(a0)            # RK1 (LEA-128: = RK3 = RK5)
    lw    t2, \OFF+8(a0)            # RK2
    lw    t3, \OFF+16(a0)           # RK4
    .if \KW != 4
    lw    t4, \OFF+12(a0)           # RK3
    lw    t6, \OFF+20(a0)           # RK5
    .endif
    srli  t5, \A, 9
    slli  \A, \A, 23
    or    \A, \A, t5                # ROR9(X0)
    xor   t0, \D, t0                # P0 ^ RK0 (P0 = X3)
    sub   \A, \A, t0
    xor   \A, \A, t1                # P1
    slli  t5, \B, 5
    srli  \B, \B, 27
    or    \B, \B, t5                # ROL5(X1)
    xor   t2, \A, t2                # P1 ^ RK2
    sub   \B, \B, t2
    .if \KW == 4
    xor   \B, \B, t1                # P2
    .else
    xor   \B, \B, t4
    .endif
    slli  t5, \C, 3
    srli  \C, \C, 29
    or    \C, \C, t5                # ROL3(X2)
    xor   t3, \B, t3                # P2 ^ RK4
    sub   \C, \C, t3
    .if \KW == 4
    xor   \C, \C, t1                # P3
    .else
    xor   \C, \C, t6
    .endif
.endm

/* DEC4 KW: four decryption rounds (X0..X3 in a4..a7 before and after), keys at a0, a0 - 24, ... */
.macro DEC4 KW
    DEC   a4, a5, a6, a7, 0, \KW
    DEC   a7, a4, a5, a6, -24, \KW
    DEC   a6, a7, a4, a5, -48, \KW
    DEC   a5, a6, a7, a4, -72, \KW
.endm

/* LOADB R, OFF: R = load32_le(in + OFF) with byte loads (a2 = in). */
.macro LOADB R, OFF
    lbu   \R, \OFF(a2)
    lbu   t0, \OFF+1(a2)
    lbu   t1, \OFF+2(a2)
    lbu   t2, \OFF+3(a2)
    slli  t0, t0, 8
    slli  t1, t1, 16
    slli  t2, t2, 24
    or    \R, \R, t0
    or    t1, t1, t2
    or    \R, \R, t1
.endm

/* PROLOGUE NAME: a3 = ks->rounds, t6 = (in | out) & 3 (0: word accesses), X0..X3 = a4..a7 from in;
 * then a3 == 24 falls through, other round counts go to .L<NAME>_other. */
.macro PROLOGUE NAME
    lw    a3, LEA_KS_ROUNDS(a0)     # rounds (public)
    or    t6, a1, a2
    andi  t6, t6, 3
    bnez  t6, .L\NAME\()_bytes
    lw    a4, 0(a2)
    lw    a5, 4(a2)
    lw    a6, 8(a2)
    lw    a7, 12(a2)
.L\NAME\()_loaded:
    li    t1, 24
    bne   a3, t1, .L\NAME\()_other
.endm

/* OTHER_ROUNDS NAME: the byte loads of PROLOGUE, and the round check for 28 and 32 (else
 * lea_rv32_bad_rounds); falls through for 28 or 32. */
.macro OTHER_ROUNDS NAME
    j     .L\NAME\()_checked
.L\NAME\()_bytes:
    LOADB a4, 0
    LOADB a5, 4
    LOADB a6, 8
    LOADB a7, 12
    j     .L\NAME\()_loaded
.L\NAME\()_other:
    li    t1, 28
    beq   a3, t1, .L\NAME\()_checked
    li    t1, 32
    bne   a3, t1, lea_rv32_bad_rounds
.L\NAME\()_checked:
.endm

    .globl  lea_encrypt_block
    .type   lea_encrypt_block, @function
lea_encrypt_block:
    lw    a3, LEA_KS_ROUNDS(a0)     # rounds (public)
    li    t1, 24
    bne   a3, t1, .Lenc_wide
    addi  a0, a0, -LEA_CTX_KS       # the LEA-128 body addresses the keys as from a context
    j     .Lenc128
.Lenc_wide:                         # LEA-192/256 (or a bad round count): rounds / 4 BODYs
    or    t6, a1, a2
    andi  t6, t6, 3
    bnez  t6, .Lenc_wide_bytes
    lw    a4, 0(a2)
    lw    a5, 4(a2)
    lw    a6, 8(a2)
    lw    a7, 12(a2)
.Lenc_wide_loaded:
    li    t1, 28
    beq   a3, t1, .Lenc_wide_checked
    li    t1, 32
    bne   a3, t1, lea_rv32_bad_rounds
.Lenc_wide_checked:
    slli  t0, a3, 4
    slli  t1, a3, 3
    add   a3, a0, t0
    add   a3, a3, t1                # end of the round keys: a0 + 24 * rounds
.Lenc_6w_loop:
    ENC4  0, 6
    addi  a0, a0, 96
    bne   a0, a3, .Lenc_6w_loop
    j     lea_rv32_store_block
.Lenc_wide_bytes:
    LOADB a4, 0
    LOADB a5, 4
    LOADB a6, 8
    LOADB a7, 12
    j     .Lenc_wide_loaded
    .size lea_encrypt_block, . - lea_encrypt_block

/* int lwc_lea_row_encrypt_16(const void *ctx, uint8_t *out, const uint8_t *in): the lea-128 row's
 * block function (lea_backend.h: LEA_BACKEND_ROW_ENCRYPT_16), the meaning of src/lea/lea.c's C row:
 *   if (ctx == NULL || out == NULL || in == NULL) return LWC_ERR_NULL;
 *   if (((const lwc_lea_ctx *)ctx)->keyed_as != LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 16)) {
 *       zero out[0..15]; return LWC_ERR_STATE;          (lea_rv32_bad_rounds)
 *   }
 *   return lea_encrypt_block(&ctx->ks, out, in);       (its round-count check: 24 for LEA-128)
 * The checks fall into the unrolled LEA-128 rounds (lea_encrypt_block joins them at .Lenc128 after
 * its own round-count check), which address the round keys at a0 + LEA_CTX_KS: no call and no
 * address arithmetic. The round count is read only once keyed_as has passed (a context of another
 * cipher may end before it). The branches are on public values (pointers, keyed_as, rounds). */
    .globl  lwc_lea_row_encrypt_16
    .type   lwc_lea_row_encrypt_16, @function
lwc_lea_row_encrypt_16:
    beqz  a0, lea_rv32_null
    beqz  a1, lea_rv32_null
    beqz  a2, lea_rv32_null
    lw    t0, 0(a0)                 # ctx->keyed_as
    li    t1, LEA_KEYED_AS_128
    bne   t0, t1, lea_rv32_bad_rounds # not keyed for LEA-128: out zeroed, LWC_ERR_STATE
    lw    a3, LEA_CTX_KS + LEA_KS_ROUNDS(a0) # keyed: then ks is there to read, rounds 24 unless
    li    t1, 24                    # the round keys were overwritten (zero block, LWC_ERR_STATE,
    bne   a3, t1, lea_rv32_bad_rounds # as lea_encrypt_block does)
.Lenc128:                           # a0 = ctx (or ks - LEA_CTX_KS): 24 rounds
    or    t6, a1, a2
    andi  t6, t6, 3
    bnez  t6, .Lenc128_bytes        # (a branch on the public addresses)
    lw    a4, 0(a2)
    lw    a5, 4(a2)
    lw    a6, 8(a2)
    lw    a7, 12(a2)
.Lenc128_loaded:
    ENC4  LEA_CTX_KS + 0, 4         # LEA-128: 24 rounds unrolled
    ENC4  LEA_CTX_KS + 96, 4
    ENC4  LEA_CTX_KS + 192, 4
    ENC4  LEA_CTX_KS + 288, 4
    ENC4  LEA_CTX_KS + 384, 4
    ENC4  LEA_CTX_KS + 480, 4
    bnez  t6, lea_rv32_store_block  # bytes: the shared tail
    sw    a4, 0(a1)                 # word-aligned out: stored here (no jump to the shared tail)
    sw    a5, 4(a1)
    sw    a6, 8(a1)
    sw    a7, 12(a1)
    li    a0, 0
    ret
.Lenc128_bytes:
    LOADB a4, 0
    LOADB a5, 4
    LOADB a6, 8
    LOADB a7, 12
    j     .Lenc128_loaded
    .size lwc_lea_row_encrypt_16, . - lwc_lea_row_encrypt_16

    .globl  lea_decrypt_block
    .type   lea_decrypt_block, @function
lea_decrypt_block:
    PROLOGUE dec
    addi  a3, a0, -24               # loop end: a0 after the BODY of rounds 3..0
    addi  a0, a0, 23 * 24           # a0 = keys of the last round
.Ldec_128_loop:
    DEC4  4
    addi  a0, a0, -96
    bne   a0, a3, .Ldec_128_loop
    j     lea_rv32_store_block
    OTHER_ROUNDS dec                # LEA-192/256
    slli  t0, a3, 4
    slli  t1, a3, 3
    add   t0, t0, t1                # 24 * rounds
    addi  a3, a0, -24
    add   a0, a0, t0
    addi  a0, a0, -24               # a0 = keys of the last round
.Ldec_6w:
    DEC4  6
    addi  a0, a0, -96
    bne   a0, a3, .Ldec_6w
    .size lea_decrypt_block, . - lea_decrypt_block

/* Store X0..X3 (a4..a7) to out (a1; t6 = 0: word aligned) and return LWC_OK. */
    .type   lea_rv32_store_block, @function
lea_rv32_store_block:
    bnez  t6, 1f
    sw    a4, 0(a1)
    sw    a5, 4(a1)
    sw    a6, 8(a1)
    sw    a7, 12(a1)
    li    a0, 0
    ret
1:  .irp  R, a4, a5, a6, a7
    sb    \R, 0(a1)
    srli  t0, \R, 8
    sb    t0, 1(a1)
    srli  t0, \R, 16
    sb    t0, 2(a1)
    srli  t0, \R, 24
    sb    t0, 3(a1)
    addi  a1, a1, 4
    .endr
    li    a0, 0
    ret
    .size lea_rv32_store_block, . - lea_rv32_store_block

/* Round keys overwritten: zero out (a1, 16 bytes, any alignment) and return LWC_ERR_STATE. */
    .type   lea_rv32_bad_rounds, @function
lea_rv32_bad_rounds:
    .rept 16
    sb    zero, 0(a1)
    addi  a1, a1, 1
    .endr
    li    a0, LEA_ERR_STATE
    ret
    .size lea_rv32_bad_rounds, . - lea_rv32_bad_rounds

/* A NULL pointer given to lwc_lea_row_encrypt_16: return LWC_ERR_NULL (nothing written). */
    .type   lea_rv32_null, @function
lea_rv32_null:
    li    a0, LEA_ERR_NULL
    ret
    .size lea_rv32_null, . - lea_rv32_null
