/* LEA-128/192/256 encryption and decryption of one block, RV32IMC small profile: one round per loop
 * pass, one code path for every key size, compressed encodings wherever they exist.
 *
 * int lea_encrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 * int lea_decrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 *   in: a0 = ks (rk at offset 0, rounds at LEA_KS_ROUNDS), a1 = out, a2 = in (any alignment: the
 *   block goes through a word-aligned buffer on the stack, copied byte by byte; out may equal in).
 *   out: a0 = LWC_OK (0), or LWC_ERR_STATE with out zeroed when the round count, read here, is not
 *   24, 28 or 32. Contract: src/lea/lea_block.h. Round keys as lea_key_schedule_rv32_small.S writes
 *   them: rk[6*i + j] = RK_i[j] for every key size (the portable C's layout).
 *   Stack 32 bytes (s0, s1 and the 16-byte buffer); t0, t1, t4-t6 clobbered. lea_decrypt_block uses
 *   the entry and exit code of lea_encrypt_block's section (a firmware that only encrypts links no
 *   decryption).
 *
 * Encryption round (C meaning, lea_block_ref.c; X0..X3 in a2..a5, round keys through a0):
 *   X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)), X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)),
 *   X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), X3' = X0.
 * Decryption round (X = X_{i+1}, P = X_i), rounds from the last down:
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5.
 * The state, the key words and the rotation temporary are in s0, s1, a0-a5, the registers of the
 * 16-bit C.LW / C.XOR / C.OR / C.SUB forms; a rotation is SRLI (32-bit) + C.SLLI + C.OR.
 * Only ARX operations and loops over the public round count and block bytes: constant time.
 */
#include "lea_block.h"              /* LEA_KS_ROUNDS, LEA_ERR_STATE */

    .option rvc
    .section .text.lea_encrypt_block, "ax", @progbits  # own section: a firmware links only what it calls
    .p2align 1
    .global lea_encrypt_block
    .type   lea_encrypt_block, @function
lea_encrypt_block:
    addi  sp, sp, -32
    sw    s0, 24(sp)
    sw    s1, 28(sp)
    mv    t6, a1                    # t6 = out
    jal   t4, lea_rv32_small_load   # X0..X3 = in; t5 = the end of the round keys
.Lenc_round:
    lw    s0, 0(a0)                 # RK0
    lw    s1, 4(a0)                 # RK1
    xor   s0, s0, a2                # X0 ^ RK0
    xor   s1, s1, a3                # X1 ^ RK1
    add   s0, s0, s1                # (X0 ^ RK0) + (X1 ^ RK1)
    lw    s1, 8(a0)                 # RK2
    lw    a1, 12(a0)                # RK3
    xor   a3, a3, s1                # X1 ^ RK2
    xor   a1, a1, a4                # X2 ^ RK3
    add   a3, a3, a1                # (X1 ^ RK2) + (X2 ^ RK3)
    lw    s1, 16(a0)                # RK4
    lw    a1, 20(a0)                # RK5
    xor   a4, a4, s1                # X2 ^ RK4
    xor   a1, a1, a5                # X3 ^ RK5
    add   a4, a4, a1                # (X2 ^ RK4) + (X3 ^ RK5)
    mv    a5, a2                    # X3' = X0
    srli  a2, s0, 23
    slli  s0, s0, 9
    or    a2, a2, s0                # X0' = ROL9(...)
    srli  s1, a3, 5
    slli  a3, a3, 27
    or    a3, a3, s1                # X1' = ROR5(...)
    srli  s1, a4, 3
    slli  a4, a4, 29
    or    a4, a4, s1                # X2' = ROR3(...)
    addi  a0, a0, 24
    bne   a0, t5, .Lenc_round
    li    a0, 0                     # LWC_OK
/* out = X0..X3 (a2..a5) through the buffer, return a0 */
lea_rv32_small_store:
    sw    a2, 0(sp)
    sw    a3, 4(sp)
    sw    a4, 8(sp)
    sw    a5, 12(sp)
    mv    s0, sp
    addi  a1, sp, 16
    .balign 4                       # the loop head at 0 mod 4 (E31: a branch to a 32-bit instruction at 2 mod 4 costs a fetch cycle)
1:  lbu   t1, 0(s0)
    sb    t1, 0(t6)
    addi  s0, s0, 1
    addi  t6, t6, 1
    bne   s0, a1, 1b
    lw    s0, 24(sp)
    lw    s1, 28(sp)
    addi  sp, sp, 32
    ret
/* a round count that is not 24, 28 or 32: out = 0, LWC_ERR_STATE */
lea_rv32_small_bad:
    li    a2, 0
    li    a3, 0
    li    a4, 0
    li    a5, 0
    li    a0, LEA_ERR_STATE
    j     lea_rv32_small_store

/* X0..X3 (a2..a5) = in (a2) through the buffer at sp; t5 = rk + 24 * rounds. Called with t4 as the
 * link right after the frame is made by both entries: when rounds is not 24, 28 or 32 it goes to
 * lea_rv32_small_bad, which returns from the entry. */
lea_rv32_small_load:
    mv    s0, sp
    addi  a1, sp, 16
    .balign 4                       # the loop head at 0 mod 4 (E31: a branch to a 32-bit instruction at 2 mod 4 costs a fetch cycle)
1:  lbu   t1, 0(a2)
    sb    t1, 0(s0)
    addi  a2, a2, 1
    addi  s0, s0, 1
    bne   s0, a1, 1b
    lw    a2, 0(sp)
    lw    a3, 4(sp)
    lw    a4, 8(sp)
    lw    a5, 12(sp)
    lw    t0, LEA_KS_ROUNDS(a0)     # rounds (public)
    addi  t1, t0, -24
    li    s0, 8
    bgtu  t1, s0, lea_rv32_small_bad  # not 24..32
    andi  s0, t1, 3
    bnez  s0, lea_rv32_small_bad      # not a multiple of 4
    slli  t1, t0, 1
    add   t1, t1, t0
    slli  t1, t1, 3                 # 24 * rounds: the bytes of round keys
    add   t5, a0, t1
    jr    t4
    .size lea_encrypt_block, . - lea_encrypt_block

    .section .text.lea_decrypt_block, "ax", @progbits
    .p2align 1
    .global lea_decrypt_block
    .type   lea_decrypt_block, @function
lea_decrypt_block:
    addi  sp, sp, -32
    sw    s0, 24(sp)
    sw    s1, 28(sp)
    mv    t6, a1
    jal   t4, lea_rv32_small_load
    mv    t1, t5
    mv    t5, a0                    # t5 = rk: the end
    mv    a0, t1                    # a0 = the end of the last round's keys
.Ldec_round:                        # (each load two instructions or more ahead of its use: the E31's load latency)
    addi  a0, a0, -24               # this round's keys
    lw    s0, 0(a0)                 # RK0
    lw    s1, 4(a0)                 # RK1
    srli  a1, a2, 9
    slli  a2, a2, 23
    or    a2, a2, a1                # ROR9(X0)
    xor   s0, s0, a5                # P0 ^ RK0 (P0 = X3)
    sub   a2, a2, s0
    xor   s1, s1, a2                # s1 = P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1
    lw    s0, 8(a0)                 # RK2
    mv    a2, a5                    # a2 = P0
    lw    a5, 12(a0)                # RK3
    srli  a1, a3, 27
    slli  a3, a3, 5
    or    a3, a3, a1                # ROL5(X1)
    xor   s0, s0, s1                # P1 ^ RK2
    sub   a3, a3, s0
    xor   a5, a5, a3                # a5 = P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3
    lw    s0, 16(a0)                # RK4
    mv    a3, s1                    # a3 = P1
    lw    s1, 20(a0)                # RK5
    srli  a1, a4, 29
    slli  a4, a4, 3
    or    a4, a4, a1                # ROL3(X2)
    xor   s0, s0, a5                # P2 ^ RK4
    sub   a4, a4, s0
    xor   s1, s1, a4                # P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5
    mv    a4, a5                    # a4 = P2
    mv    a5, s1                    # a5 = P3
    bne   a0, t5, .Ldec_round
    li    a0, 0                     # LWC_OK
    j     lea_rv32_small_store
    .size lea_decrypt_block, . - lea_decrypt_block
