/* LEA-128/192/256 key schedule, ARMv7-M (Cortex-M3), Thumb-2.
 *
 * int lea_key_schedule(lwc_lea_round_keys *ks, const uint8_t *key, size_t key_bytes);
 *   in: r0 = ks (rk at offset 0), r1 = key (may be unaligned), r2 = key_bytes. For 16, 24 or 32:
 *   writes ks->rk and ks->rounds (24, 28, 32, at LEA_KS_ROUNDS), out: r0 = LWC_OK (0); any
 *   other key_bytes: out r0 = LWC_ERR_LENGTH, nothing written (the check is the key-size
 *   dispatch). lwc_lea_set_key tail-calls this. Contract: src/lea/lea_block.h.
 *   The algorithm (KS X 3246) is
 *   written out in C in src/lea/ref/lea_key_schedule_ref.c: for round i and word j,
 *       T[k] = ROL_rot[j](T[k] + ROL_{i+j}(delta[i mod n])),  rot = 1, 3, 6, 11, 13, 17
 *   (k = j for LEA-128/192, k = (6i + j) mod 8 for LEA-256; n = 4, 6, 8).
 *
 * Round-key layout of the armv7m backend (read by lea_block_armv7m.S):
 *   LEA-128:     rk[4*i + j] = T[j] after round i, j = 0..3  (RK_i = T0, T1, T2, T1, T3, T1: the
 *                repeated T1 is stored once; 384 bytes instead of 576)
 *   LEA-192/256: rk[6*i + j] = RK_i[j], j = 0..5 (as in the ref backend)
 *
 * Cost model (sim/cortexm/m3_timing.c): ALU 1 cycle with any operand shift, STR with an immediate
 * offset 1 cycle (it never stalls on the data register just written), LDM 1 + N. So one word is
 * ADD with the delta rotation in the barrel shifter, ROR, STR: 3 cycles, and never more.
 *   LEA-128: fully unrolled, the four deltas in registers (each round's rotation ROL_{i+j} is the
 *            shift of the ADD's second operand): 12 cycles per round, 288 for the 24 rounds.
 *   LEA-192: 2 rounds per loop pass (14 passes), the per-round constant ROL_i(delta[i mod 6]) from
 *            a flash table (public constants), two per LDM: 42 cycles per pass.
 *   LEA-256: 4 rounds per pass (8 passes: the T-index pattern repeats every 4 rounds), the same
 *            kind of table: 81 cycles per pass.
 * Measured cycles, directly and through lwc_lea_set_key: make bench (docs/lea.md).
 * Constant time: no branch or address depends on the key (the only branches are the key-size
 * dispatch and loop counters).
 * AAPCS: r4-r7 saved (LEA-128, 16 bytes of stack) or r4-r11 (LEA-192/256, 32 bytes); r1-r3, r12
 * clobbered. The registers are not wiped: at return they hold only the last round key, which rk
 * holds anyway.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
#include "lea_block.h"              /* LEA_KS_ROUNDS */

    .syntax unified
    .arch armv7-m
    .thumb
    .text

/* T = ROL_ROT(T + ROL_S(D)), S taken mod 32 (a zero shift is a plain ADD: ROR #0 would encode RRX). */
.macro KSW T, D, S, ROT
    .if ((\S) % 32)
    add   \T, \T, \D, ror #(32 - ((\S) % 32))   @ T + ROL_S(delta)
    .else
    add   \T, \T, \D                            @ T + delta
    .endif
    ror   \T, \T, #(32 - (\ROT))                @ ROL_ROT
.endm

/* One key word, stored at rk byte offset OFF from r0. */
.macro KSWS T, D, S, ROT, OFF
    KSW   \T, \D, \S, \ROT
    str   \T, [r0, #(\OFF)]
.endm

/* ---- LEA-128: round I with D = delta[I mod 4]; T0..T3 in r2, r3, r12, r1; stored at rk[4*I..]. ---- */
.macro KS128 I, D
    KSWS  r2,  \D, (\I),     1,  (16 * (\I))
    KSWS  r3,  \D, (\I) + 1, 3,  (16 * (\I) + 4)
    KSWS  r12, \D, (\I) + 2, 6,  (16 * (\I) + 8)
    KSWS  r1,  \D, (\I) + 3, 11, (16 * (\I) + 12)
.endm

/* Rounds I..I+3 (I a multiple of 4): deltas 0..3 in r4..r7. */
.macro KS128x4 I
    KS128 (\I),     r4
    KS128 (\I) + 1, r5
    KS128 (\I) + 2, r6
    KS128 (\I) + 3, r7
.endm

    .p2align 2                      @ entry word-aligned (a branch to it pays no refill penalty)
    .global lea_key_schedule
    .type   lea_key_schedule, %function
    .thumb_func
lea_key_schedule:
    cmp   r2, #16
    bne   .Lks_6w
    push  {r4-r7}
    ldr   r2, [r1]                  @ T0..T3 = key, little-endian words
    ldr   r3, [r1, #4]
    ldr   r12, [r1, #8]
    ldr   r1, [r1, #12]
    ldr   r4, =0xc3efe9db           @ delta[0..3] (pipelined literal loads)
    ldr   r5, =0x44626b02
    ldr   r6, =0x79e27c8a
    ldr   r7, =0x78df30ec
    KS128x4 0                       @ rounds 0..23
    KS128x4 4
    KS128x4 8
    KS128x4 12
    KS128x4 16
    KS128x4 20
    movs  r2, #24
    str   r2, [r0, #LEA_KS_ROUNDS] @ ks->rounds = 24
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r7}
    bx    lr

/* ---- LEA-192/256: loops over a table of the per-round constants D_i = ROL_i(delta[i mod n]). ----
 * r0 = rk (advanced per pass by the first store's post-increment, the other stores at negative
 * offsets), r10 = table pointer, r11 = passes left, (r2, r12) = D of an even and the following odd
 * round (the next pair is loaded by LDM right after the last ADD that needs the current one). */
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lks_6w:
    cmp   r2, #24                   @ key_bytes must be 24 or 32 here (public)
    it    ne
    cmpne r2, #32
    bne   .Lks_bad_length
    push  {r4-r11}
    cmp   r2, #24
    bne   .Lks_256
/* LEA-192: T0..T5 in r3, r4, r5, r6, r7, r1; word j adds ROL_j(D_i). */
    ldr   r3, [r1]
    ldr   r4, [r1, #4]
    ldr   r5, [r1, #8]
    ldr   r6, [r1, #12]
    ldr   r7, [r1, #16]
    ldr   r1, [r1, #20]
    adr   r10, .Lks_d192
    ldm   r10!, {r2, r12}           @ D_0, D_1
    movs  r11, #14
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lks192_loop:
    /* even round i: rk[6i..6i+5] */
    KSW   r3, r2, 0, 1
    str   r3, [r0], #48             @ r0 += 2 rounds of keys
    KSWS  r4, r2, 1, 3,  -44
    KSWS  r5, r2, 2, 6,  -40
    KSWS  r6, r2, 3, 11, -36
    KSWS  r7, r2, 4, 13, -32
    KSWS  r1, r2, 5, 17, -28
    /* odd round i + 1 */
    KSWS  r3, r12, 0, 1,  -24
    KSWS  r4, r12, 1, 3,  -20
    KSWS  r5, r12, 2, 6,  -16
    KSWS  r6, r12, 3, 11, -12
    KSWS  r7, r12, 4, 13, -8
    add   r1, r1, r12, ror #27      @ T5 + ROL_5(D_{i+1})
    ldm   r10!, {r2, r12}           @ next pair (the last pass reads the table's padding)
    ror   r1, r1, #15               @ ROL_17
    str   r1, [r0, #-4]
    subs  r11, r11, #1
    bne   .Lks192_loop
    movs  r2, #28
    str   r2, [r0, #(LEA_KS_ROUNDS - 28 * 24)] @ ks->rounds = 28 (r0 = rk + 28 rounds of 24 bytes)
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r11}
    bx    lr

/* LEA-256: T0..T7 in r3..r9, r1. Round i = 4m + q updates T[(6q + j) mod 8], j = 0..5:
 * q = 0: T0..T5; q = 1: T6, T7, T0..T3; q = 2: T4..T7, T0, T1; q = 3: T2..T7. */
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lks_256:
    ldr   r3, [r1]
    ldr   r4, [r1, #4]
    ldr   r5, [r1, #8]
    ldr   r6, [r1, #12]
    ldr   r7, [r1, #16]
    ldr   r8, [r1, #20]
    ldr   r9, [r1, #24]
    ldr   r1, [r1, #28]
    adr   r10, .Lks_d256
    ldm   r10!, {r2, r12}           @ D_0, D_1
    movs  r11, #8
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lks256_loop:
    /* q = 0 (D in r2): T0..T5 -> rk[6i..] */
    KSW   r3, r2, 0, 1
    str   r3, [r0], #96             @ r0 += 4 rounds of keys
    KSWS  r4, r2, 1, 3,  -92
    KSWS  r5, r2, 2, 6,  -88
    KSWS  r6, r2, 3, 11, -84
    KSWS  r7, r2, 4, 13, -80
    KSWS  r8, r2, 5, 17, -76
    /* q = 1 (D in r12): T6, T7, T0, T1, T2, T3 */
    KSWS  r9, r12, 0, 1,  -72
    KSWS  r1, r12, 1, 3,  -68
    KSWS  r3, r12, 2, 6,  -64
    KSWS  r4, r12, 3, 11, -60
    KSWS  r5, r12, 4, 13, -56
    add   r6, r6, r12, ror #27      @ T3 + ROL_5(D)
    ldm   r10!, {r2, r12}           @ D for q = 2, 3
    ror   r6, r6, #15               @ ROL_17
    str   r6, [r0, #-52]
    /* q = 2 (D in r2): T4, T5, T6, T7, T0, T1 */
    KSWS  r7, r2, 0, 1,  -48
    KSWS  r8, r2, 1, 3,  -44
    KSWS  r9, r2, 2, 6,  -40
    KSWS  r1, r2, 3, 11, -36
    KSWS  r3, r2, 4, 13, -32
    KSWS  r4, r2, 5, 17, -28
    /* q = 3 (D in r12): T2..T7 */
    KSWS  r5, r12, 0, 1,  -24
    KSWS  r6, r12, 1, 3,  -20
    KSWS  r7, r12, 2, 6,  -16
    KSWS  r8, r12, 3, 11, -12
    KSWS  r9, r12, 4, 13, -8
    add   r1, r1, r12, ror #27      @ T7 + ROL_5(D)
    ldm   r10!, {r2, r12}           @ next pass's q = 0, 1 (the last pass reads the padding)
    ror   r1, r1, #15               @ ROL_17
    str   r1, [r0, #-4]
    subs  r11, r11, #1
    bne   .Lks256_loop
    movs  r2, #32
    str   r2, [r0, #(LEA_KS_ROUNDS - 32 * 24)] @ ks->rounds = 32 (r0 = rk + 32 rounds of 24 bytes)
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r11}
    bx    lr
/* key_bytes not 16, 24 or 32 */
.Lks_bad_length:
    mov   r0, #LEA_ERR_LENGTH       @ return LWC_ERR_LENGTH
    bx    lr
    .ltorg

/* D_i = ROL_i(delta[i mod 6]), i = 0..27, then 2 words of padding for the last LDM. The deltas are
 * the first fractional bits of sqrt(766965) (lea_key_schedule_ref.c); public constants. */
    .p2align 2
.Lks_d192:
    .word 0xc3efe9db, 0x88c4d604, 0xe789f229, 0xc6f98763
    .word 0x15ea49e7, 0xf0bb4158, 0xfbfa76f0, 0x31358122
    .word 0xe27c8a79, 0xbe61d8f1, 0x7a9279c5, 0x2ed0563c
    .word 0xfe9dbc3e, 0x4d60488c, 0x9f229e78, 0x98763c6f
    .word 0xa49e715e, 0xb4158f0b, 0xa76f0fbf, 0x58122313
    .word 0xc8a79e27, 0x1d8f1be6, 0x279c57a9, 0x0563c2ed
    .word 0xdbc3efe9, 0x0488c4d6, 0x29e789f2, 0x63c6f987
    .word 0, 0
/* D_i = ROL_i(delta[i mod 8]), i = 0..31, then 2 words of padding. */
.Lks_d256:
    .word 0xc3efe9db, 0x88c4d604, 0xe789f229, 0xc6f98763
    .word 0x15ea49e7, 0xf0bb4158, 0x13bc8ab8, 0xe204abf2
    .word 0xefe9dbc3, 0xc4d60488, 0x89f229e7, 0xf98763c6
    .word 0xea49e715, 0xbb4158f0, 0xbc8ab813, 0x04abf2e2
    .word 0xe9dbc3ef, 0xd60488c4, 0xf229e789, 0x8763c6f9
    .word 0x49e715ea, 0x4158f0bb, 0x8ab813bc, 0xabf2e204
    .word 0xdbc3efe9, 0x0488c4d6, 0x29e789f2, 0x63c6f987
    .word 0xe715ea49, 0x58f0bb41, 0xb813bc8a, 0xf2e204ab
    .word 0, 0
    .size lea_key_schedule, . - lea_key_schedule
