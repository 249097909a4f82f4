/* LEA-128/192/256 key schedule, ARMv6-M (Cortex-M0, Cortex-M0+), Thumb-1.
 *
 * int lea_key_schedule(lwc_lea_round_keys *ks, const uint8_t *key, size_t key_bytes);
 *   in: r0 = ks (rk at offset 0), r1 = key (any alignment: read byte by byte), r2 = key_bytes.
 *   For 16, 24 or 32: writes ks->rk and ks->rounds (24, 28, 32, at LEA_KS_ROUNDS), out r0 =
 *   LWC_OK (0); any other key_bytes: r0 = LWC_ERR_LENGTH, nothing written (the check is the key-size
 *   dispatch). Contract: src/lea/lea_block.h. AAPCS: r4-r7 saved; stack 20 bytes (LEA-128), 52
 *   (LEA-192/256: the words T[0..7] on the stack, wiped before return).
 *   The algorithm (KS X 3246), in C in src/lea/ref/lea_key_schedule_ref.c: for round i and word j,
 *       T[k] = ROL_rot[j](T[k] + ROL_{i+j}(delta[i mod n])),  rot = 1, 3, 6, 11, 13, 17
 *   (k = j for LEA-128/192, k = (6i + j) mod 8 for LEA-256; n = 4, 6, 8).
 *
 * Round-key layout of the armv6m backend (read by lea_block_armv6m.S):
 *   LEA-128:     rk[4*i + j] = T[j] after round i, j = 0..3 (RK_i = T0, T1, T2, T1, T3, T1: the
 *                repeated T1 is stored once, so one STM stores a round)
 *   LEA-192/256: rk[6*i + j] = RK_i[j], j = 0..5 (as in the ref backend)
 * Per round the constant D_i = ROL_i(delta[i mod n]) comes from a table (public constants, computed
 * by the assembler from the four, six or eight deltas); word j adds ROL_j(D_i), the running constant
 * being rotated by one bit between words. RORS takes its amount from a register: one MOVS each.
 * LEA-128: T0..T3 in r4..r7, 24 cycles a round. LEA-192/256: the T words on the stack (the rotating
 * index k of LEA-256 is resolved at assembly time: 4 rounds per loop pass), 67 cycles a round.
 * Constant time: no branch or address depends on the key (the branches are the key-size dispatch
 * and loop ends).
 */
#include "lea_block.h"              /* LEA_KS_ROUNDS, LEA_ERR_LENGTH */

    .syntax unified
    .arch armv6-m
    .thumb
    .text

/* R = load32_le(B + OFF), byte by byte (any alignment); T is a temporary. */
.macro LOAD_LE R, B, OFF, T
    ldrb  \R, [\B, #(\OFF)]
    ldrb  \T, [\B, #(\OFF) + 1]
    lsls  \T, \T, #8
    orrs  \R, \T
    ldrb  \T, [\B, #(\OFF) + 2]
    lsls  \T, \T, #16
    orrs  \R, \T
    ldrb  \T, [\B, #(\OFF) + 3]
    lsls  \T, \T, #24
    orrs  \R, \T
.endm

/* ROL1 of the running constant r2 (r3 = 31 afterwards). */
.macro NEXT_D
    movs  r3, #31
    rors  r2, r3                    @ D = ROL1(D)
.endm

/* T = ROL_ROT(T + D) with D in r2; r3 = the rotation amount. */
.macro KSW T, ROT
    adds  \T, r2
    movs  r3, #(32 - (\ROT))
    rors  \T, r3
.endm

/* ---- LEA-128: one round, T0..T3 in r4..r7, stored by one STM at r0. ------------------------- */
.macro KS128_ROUND
    ldm   r1!, {r2}                 @ D = ROL_i(delta[i mod 4])
    KSW   r4, 1                     @ T0 = ROL1(T0 + ROL_i(delta))  (r3 = 31 now)
    rors  r2, r3                    @ D = ROL_{i+1}(delta)
    KSW   r5, 3                     @ T1 = ROL3(T1 + ROL_{i+1}(delta))
    NEXT_D
    KSW   r6, 6                     @ T2 = ROL6(T2 + ROL_{i+2}(delta))
    NEXT_D
    KSW   r7, 11                    @ T3 = ROL11(T3 + ROL_{i+3}(delta))
    stm   r0!, {r4-r7}              @ rk[4i .. 4i+3] = T0..T3
.endm

/* ---- LEA-192/256: round I (mod 4) with N key words: T[k] at [sp + 4k], k = (6I + j) mod N. -- */
.macro KSW_WIDE I, N, J, ROT
    ldr   r4, [sp, #(4 * ((6 * (\I) + (\J)) % (\N)))]
    KSW   r4, \ROT
    str   r4, [sp, #(4 * ((6 * (\I) + (\J)) % (\N)))]
    str   r4, [r0, #(4 * (\J))]     @ RK_i[j] = T[k]
.endm
.macro KS_WIDE_ROUND I, N
    ldm   r1!, {r2}                 @ D = ROL_i(delta[i mod N])
    KSW_WIDE \I, \N, 0, 1
    NEXT_D
    KSW_WIDE \I, \N, 1, 3
    NEXT_D
    KSW_WIDE \I, \N, 2, 6
    NEXT_D
    KSW_WIDE \I, \N, 3, 11
    NEXT_D
    KSW_WIDE \I, \N, 4, 13
    NEXT_D
    KSW_WIDE \I, \N, 5, 17
    adds  r0, #24
.endm

    .p2align 2
    .global lea_key_schedule
    .type   lea_key_schedule, %function
    .thumb_func
lea_key_schedule:
    cmp   r2, #16
    beq   .Lks128
    cmp   r2, #24
    beq   1f
    cmp   r2, #32
    beq   1f
    movs  r0, #0
    subs  r0, r0, #(-LEA_ERR_LENGTH) @ LWC_ERR_LENGTH, nothing written
    bx    lr
1:  b     .Lks_wide

.Lks128:
    push  {r4-r7, lr}
    LOAD_LE r4, r1, 0, r3           @ T0..T3 = the key, little-endian words
    LOAD_LE r5, r1, 4, r3
    LOAD_LE r6, r1, 8, r3
    LOAD_LE r7, r1, 12, r3
    adr   r1, .Ld128
    adr   r2, .Ld128_end
    mov   r12, r2                   @ r12 = end of the table
.Lks128_loop:
    KS128_ROUND
    KS128_ROUND
    KS128_ROUND
    KS128_ROUND
    cmp   r1, r12
    bne   .Lks128_loop
    movs  r1, #24                   @ r0 = rk + 24 * 16: ks->rounds is at r0 + 384
    movs  r2, #(384 / 4)
    lsls  r2, r2, #2
    str   r1, [r0, r2]              @ ks->rounds = 24
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r7, pc}

.Lks_wide:
    push  {r4-r7, lr}
    sub   sp, #32                   @ T[0..7]
    mov   r7, sp
    adds  r6, r1, r2                @ r6 = end of the key
.Lks_copy:
    LOAD_LE r4, r1, 0, r3
    stm   r7!, {r4}                 @ T[k] = load32_le(key + 4k)
    adds  r1, #4
    cmp   r1, r6
    bne   .Lks_copy
    cmp   r2, #24
    bne   .Lks256
    adr   r1, .Ld192
    adr   r2, .Ld192_end
    mov   r12, r2
.Lks192_loop:
    KS_WIDE_ROUND 0, 6
    cmp   r1, r12
    beq   1f
    b     .Lks192_loop
1:  movs  r1, #28
    str   r1, [r0, #(LEA_KS_ROUNDS - 28 * 24)]  @ ks->rounds = 28 (r0 = rk + 28 * 24)
    b     .Lks_wide_done
.Lks256:
    adr   r1, .Ld256
    adr   r2, .Ld256_end
    mov   r12, r2
.Lks256_loop:
    KS_WIDE_ROUND 0, 8
    KS_WIDE_ROUND 1, 8
    KS_WIDE_ROUND 2, 8
    KS_WIDE_ROUND 3, 8
    cmp   r1, r12
    beq   1f
    b     .Lks256_loop
1:  movs  r1, #32
    str   r1, [r0, #(LEA_KS_ROUNDS - 32 * 24)]  @ ks->rounds = 32 (r0 = rk + 32 * 24)
.Lks_wide_done:
    movs  r4, #0                    @ wipe T[0..7]
    .irp  k, 0, 1, 2, 3, 4, 5, 6, 7
    str   r4, [sp, #(4 * \k)]
    .endr
    add   sp, #32
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r7, pc}
    .size lea_key_schedule, . - lea_key_schedule

/* The per-round constants D_i = ROL_i(delta[i mod n]), i = 0..rounds-1. delta[0..7]: the first 256
 * fractional bits of sqrt(766965) (lea_key_schedule_ref.c). */
    .set  .Ldelta0, 0xc3efe9db
    .set  .Ldelta1, 0x44626b02
    .set  .Ldelta2, 0x79e27c8a
    .set  .Ldelta3, 0x78df30ec
    .set  .Ldelta4, 0x715ea49e
    .set  .Ldelta5, 0xc785da0a
    .set  .Ldelta6, 0xe04ef22a
    .set  .Ldelta7, 0xe5c40957
.macro DELTA_WORD D, S
    .if (\S) == 0
    .word \D
    .else
    .word (((\D) << (\S)) | ((\D) >> (32 - (\S)))) & 0xffffffff
    .endif
.endm
.macro DELTA_TABLE N, ROUNDS
    .set  .Li, 0
    .rept \ROUNDS
    .if (.Li % (\N)) == 0
    DELTA_WORD .Ldelta0, .Li
    .elseif (.Li % (\N)) == 1
    DELTA_WORD .Ldelta1, .Li
    .elseif (.Li % (\N)) == 2
    DELTA_WORD .Ldelta2, .Li
    .elseif (.Li % (\N)) == 3
    DELTA_WORD .Ldelta3, .Li
    .elseif (.Li % (\N)) == 4
    DELTA_WORD .Ldelta4, .Li
    .elseif (.Li % (\N)) == 5
    DELTA_WORD .Ldelta5, .Li
    .elseif (.Li % (\N)) == 6
    DELTA_WORD .Ldelta6, .Li
    .else
    DELTA_WORD .Ldelta7, .Li
    .endif
    .set  .Li, .Li + 1
    .endr
.endm
    .p2align 2
.Ld128:
    DELTA_TABLE 4, 24
.Ld128_end:
.Ld192:
    DELTA_TABLE 6, 28
.Ld192_end:
.Ld256:
    DELTA_TABLE 8, 32
.Ld256_end:
