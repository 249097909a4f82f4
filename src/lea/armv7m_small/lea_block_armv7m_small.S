/* LEA-128/192/256 encryption and decryption of one block, ARMv7-M (Cortex-M3) small profile, Thumb-2:
 * one round per loop pass, one code path for every key size.
 *
 * int lea_encrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 * int lea_decrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 *   in: r0 = ks (rk at offset 0, rounds at LEA_KS_ROUNDS), r1 = out, r2 = in (both may be unaligned:
 *   word LDR/STR, which the M3 does at any address; out may equal in). out: r0 = LWC_OK (0), or
 *   LWC_ERR_STATE with out zeroed when the round count, read here, is not 24, 28 or 32.
 *   Contract: src/lea/lea_block.h. Round keys as lea_key_schedule_armv7m_small.S writes them:
 *   rk[6*i + j] = RK_i[j] for every key size.
 *   AAPCS: r4-r7 saved (with out: 24 bytes of stack); r1-r3, r12 clobbered.
 *   lea_decrypt_block uses the entry and exit code of lea_encrypt_block's section (a firmware that
 *   only encrypts links no decryption).
 *
 * Encryption round (C meaning, lea_block_ref.c; X0..X3 in r4..r7, round keys through r0):
 *   X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)), X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)),
 *   X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), X3' = X0.
 * Decryption round (X = X_{i+1}, P = X_i), rounds from the last down:
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5.
 * The round keys come three at a time into r1..r3 (16-bit LDM), so all state and key operations
 * have 16-bit encodings; only the rotations by a constant are 32-bit.
 * Only ARX operations and loops over the public round count: constant time.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
#include "lea_block.h"              /* LEA_KS_ROUNDS, LEA_ERR_STATE */

    .syntax unified
    .arch armv7-m
    .thumb

    .section .text.lea_encrypt_block, "ax", %progbits  @ own section: a firmware links only what it calls
    .p2align 1
    .global lea_encrypt_block
    .type   lea_encrypt_block, %function
    .thumb_func
lea_encrypt_block:
    push  {r1, r4-r7, lr}           @ [sp] = out
    bl    lea_armv7m_small_load     @ X0..X3 = in; r3 = 24 * rounds (a bad count does not return)
    add   r12, r0, r3               @ r12 = the end of the round keys
.Lenc_round:
    ldm   r0!, {r1, r2, r3}         @ RK0, RK1, RK2
    eors  r1, r4                    @ X0 ^ RK0
    eors  r2, r5                    @ X1 ^ RK1
    adds  r1, r2                    @ (X0 ^ RK0) + (X1 ^ RK1)
    eors  r5, r3                    @ X1 ^ RK2
    ldm   r0!, {r2, r3}             @ RK3, RK4
    eors  r2, r6                    @ X2 ^ RK3
    adds  r5, r2                    @ (X1 ^ RK2) + (X2 ^ RK3)
    eors  r6, r3                    @ X2 ^ RK4
    ldm   r0!, {r2}                 @ RK5
    eors  r2, r7                    @ X3 ^ RK5
    adds  r6, r2                    @ (X2 ^ RK4) + (X3 ^ RK5)
    movs  r7, r4                    @ X3' = X0
    ror   r4, r1, #23               @ X0' = ROL9(...)
    ror   r5, r5, #5                @ X1' = ROR5(...)
    ror   r6, r6, #3                @ X2' = ROR3(...)
    cmp   r0, r12
    bne   .Lenc_round
    movs  r0, #0                    @ LWC_OK
/* out = X0..X3 (r4..r7), return r0 */
lea_armv7m_small_store:
    ldr   r1, [sp]
    str   r4, [r1]
    str   r5, [r1, #4]
    str   r6, [r1, #8]
    str   r7, [r1, #12]
    pop   {r1, r4-r7, pc}
/* a round count that is not 24, 28 or 32: out = 0, LWC_ERR_STATE */
lea_armv7m_small_bad:
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0
    subs  r0, r4, #(-LEA_ERR_STATE) @ LWC_ERR_STATE
    b     lea_armv7m_small_store

/* X0..X3 (r4..r7) = in (r2); r3 = 24 * rounds. Called right after the push of both entries: when
 * rounds is not 24, 28 or 32 it goes to lea_armv7m_small_bad, which returns from the entry. */
lea_armv7m_small_load:
    ldr   r3, [r0, #LEA_KS_ROUNDS]  @ rounds (public)
    ldr   r4, [r2]
    ldr   r5, [r2, #4]
    ldr   r6, [r2, #8]
    ldr   r7, [r2, #12]
    sub   r1, r3, #24
    add   r3, r3, r3, lsl #1
    lsls  r3, r3, #3                @ 24 * rounds: the bytes of round keys
    ror   r1, r1, #2                @ 24, 28, 32 -> 0, 1, 2; any other count -> more than 2
    cmp   r1, #2
    bhi   lea_armv7m_small_bad
    bx    lr
    .size lea_encrypt_block, . - lea_encrypt_block

    .section .text.lea_decrypt_block, "ax", %progbits
    .p2align 1
    .global lea_decrypt_block
    .type   lea_decrypt_block, %function
    .thumb_func
lea_decrypt_block:
    push  {r1, r4-r7, lr}           @ [sp] = out
    bl    lea_armv7m_small_load
    mov   r12, r0                   @ r12 = rk: the end
    adds  r0, r3                    @ r0 = the end of the last round's keys
.Ldec_round:
    subs  r0, #24                   @ this round's keys
    ldm   r0!, {r1, r2, r3}         @ RK0, RK1, RK2
    eors  r1, r7                    @ P0 ^ RK0 (P0 = X3)
    ror   r4, r4, #9
    subs  r4, r1                    @ ROR9(X0) - (P0 ^ RK0)
    eors  r2, r4                    @ r2 = P1 = ... ^ RK1
    movs  r4, r7                    @ r4 = P0
    eors  r3, r2                    @ P1 ^ RK2
    ror   r5, r5, #27
    subs  r5, r3                    @ ROL5(X1) - (P1 ^ RK2)
    ldm   r0!, {r1, r3, r7}         @ RK3, RK4, RK5
    eors  r1, r5                    @ r1 = P2 = ... ^ RK3
    movs  r5, r2                    @ r5 = P1
    eors  r3, r1                    @ P2 ^ RK4
    ror   r6, r6, #29
    subs  r6, r3                    @ ROL3(X2) - (P2 ^ RK4)
    eors  r7, r6                    @ r7 = P3 = ... ^ RK5
    movs  r6, r1                    @ r6 = P2
    subs  r0, #24                   @ back to this round's keys: the end of the previous round's
    cmp   r0, r12
    bne   .Ldec_round
    movs  r0, #0                    @ LWC_OK
    b.w   lea_armv7m_small_store
    .size lea_decrypt_block, . - lea_decrypt_block
