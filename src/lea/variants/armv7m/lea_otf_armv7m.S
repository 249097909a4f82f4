/* LEA-128/192/256 on the fly, ARMv7-M (Cortex-M3), Thumb-2: Seo 2018's technique, the round keys
 * are computed in registers during encryption (no round-key table anywhere).
 *
 * void lea_otf_encrypt(uint8_t out[16], const uint8_t in[16], const uint8_t *key, unsigned key_bytes);
 * void lea_otf_decrypt(uint8_t out[16], const uint8_t in[16], const uint8_t *key, unsigned key_bytes);
 *   in: r0 = out, r1 = in, r2 = key (all may be unaligned; out may equal in), r3 = key_bytes (16, 24
 *   or 32; anything else is taken as 32). Declared in ../lea_variants.h (LWC_HAVE_LEA_OTF_ARMV7M).
 *   Same result as lwc_lea_set_key + lwc_lea_encrypt / lwc_lea_decrypt (checked by variants_check
 *   and by the vector rows "lea-128/otf", ...).
 *
 * Algorithm (C meaning: src/lea/ref/lea_key_schedule_ref.c, lea_block_ref.c). Round i:
 *   key schedule  T[k] = ROL_rot[j](T[k] + ROL_{i+j}(delta[i mod n])), rot = 1, 3, 6, 11, 13, 17
 *   encryption    X0' = ROL9((X0^RK0) + (X1^RK1)), X1' = ROR5((X1^RK2) + (X2^RK3)),
 *                 X2' = ROR3((X2^RK4) + (X3^RK5)), X3' = X0
 * Decryption first runs the key schedule forward to the last round key, then walks it back after
 * each round: T[k] = ROR_rot[j](T[k]) - ROL_{i+j}(delta[i mod n]).
 *
 * Encryption keeps the block in the lazy form of lea_block_armv7m.S (X = ROR(w, p), p = 23, 5, 3,
 * 23: the rotations ride on the next EOR as a shifted operand) and needs one temporary only: the
 * EOR of X3 (resp. X2, X1) with its round key is written in place, since that word is dead after
 * it. Key-schedule word: ADD with the delta rotation in the barrel shifter, then ROR.
 *
 * Registers (X0..X3 roles rotate through r4..r7, four rounds per unrolled body):
 *   LEA-128  X r4-r7, T0..T3 r8-r11, delta[0..3] r1, r2, r3, lr, r12 temporary, r0 = out; fully unrolled:
 *            17 cycles per round (8 key schedule + 9 encryption).
 *   LEA-192  X r4-r7, T0..T5 r8-r11, r0, r1, r12 = D_i then temporary, r2 = table pointer,
 *            r3 = passes left, lr = out; D_i = ROL_i(delta[i mod 6]) from a flash table (public).
 *   LEA-256  X r4-r7, T0..T7 r8-r11, r0, r1, r3, lr, r12 = D_i then temporary, r2 = table pointer;
 *            out and the pass counter on the stack.
 * Cycles (one block including the key schedule), code and stack as measured: make bench
 * (docs/lea.md, the on-the-fly rows). AAPCS: r4-r11 saved; r0-r3, r12 clobbered.
 * Constant time: no branch or address depends on key or data (key-size dispatch and loop counters
 * only).
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .text

/* T = ROL_ROT(T + ROL_S(D)); a zero shift is a plain ADD (ROR #0 would encode RRX). */
.macro KSW T, D, S, ROT
    .if ((\S) % 32)
    add   \T, \T, \D, ror #(32 - ((\S) % 32))   @ T + ROL_S(delta)
    .else
    add   \T, \T, \D
    .endif
    ror   \T, \T, #(32 - (\ROT))                @ ROL_ROT
.endm

/* T = ROR_ROT(T) - ROL_S(D): one key-schedule step undone. */
.macro KSB T, D, S, ROT
    ror   \T, \T, #(\ROT)                       @ ROR_ROT
    .if ((\S) % 32)
    sub   \T, \T, \D, ror #(32 - ((\S) % 32))   @ - ROL_S(delta)
    .else
    sub   \T, \T, \D
    .endif
.endm

/* D = K ^ ROR(X, P) (P = 0: plain EOR). */
.macro XOR_ROR D, K, X, P
    .if \P
    eor   \D, \K, \X, ror #\P
    .else
    eor   \D, \K, \X
    .endif
.endm

/* One encryption round on lazy words A=X0, B=X1, C=X2, D=X3 (rotations PA..PD); afterwards X0..X3
 * are in B, C, D, A (p = 23, 5, 3, 23). Temporary r12. */
.macro ENCO A, B, C, D, K0, K1, K2, K3, K4, K5, PA=23, PB=5, PC=3, PD=23
    XOR_ROR r12, \K4, \C, \PC       @ X2 ^ RK4
    XOR_ROR \D, \K5, \D, \PD        @ X3 ^ RK5 (X3 dead after this)
    add   \D, r12, \D               @ X2' = ROR3(D)
    XOR_ROR r12, \K2, \B, \PB       @ X1 ^ RK2
    XOR_ROR \C, \K3, \C, \PC        @ X2 ^ RK3 (X2 dead)
    add   \C, r12, \C               @ X1' = ROR5(C)
    XOR_ROR r12, \K0, \A, \PA       @ X0 ^ RK0 (X0 stays: it is X3')
    XOR_ROR \B, \K1, \B, \PB        @ X1 ^ RK1 (X1 dead)
    add   \B, r12, \B               @ X0' = ROL9(B)
.endm

/* One decryption round from X = (A, B, C, D) (true words) to P0..P3 in D, A, B, C. Temporary r12. */
.macro DECO A, B, C, D, K0, K1, K2, K3, K4, K5
    eor   r12, \D, \K0              @ P0 ^ RK0 (P0 = X3)
    rsb   r12, r12, \A, ror #9      @ ROR9(X0) - (P0 ^ RK0)
    eor   \A, r12, \K1              @ P1
    eor   r12, \A, \K2              @ P1 ^ RK2
    rsb   r12, r12, \B, ror #27     @ ROL5(X1) - (P1 ^ RK2)
    eor   \B, r12, \K3              @ P2
    eor   r12, \B, \K4              @ P2 ^ RK4
    rsb   r12, r12, \C, ror #29     @ ROL3(X2) - (P2 ^ RK4)
    eor   \C, r12, \K5              @ P3
.endm

/* Store the lazy X0..X3 of r4..r7 (after a multiple of 4 rounds) to [R]. */
.macro STORE_LAZY R
    ror   r4, r4, #23
    ror   r5, r5, #5
    ror   r6, r6, #3
    ror   r7, r7, #23
    str   r4, [\R]
    str   r5, [\R, #4]
    str   r6, [\R, #8]
    str   r7, [\R, #12]
.endm

/* Load in (r1) into r4..r7 as lazy words (p = 23, 5, 3, 23). */
.macro LOAD_LAZY
    ldr   r4, [r1]
    ldr   r5, [r1, #4]
    ldr   r6, [r1, #8]
    ldr   r7, [r1, #12]
    ror   r4, r4, #9
    ror   r5, r5, #27
    ror   r6, r6, #29
    ror   r7, r7, #9
.endm

/* ---- LEA-128: T0..T3 in r8-r11, RK_i = (T0, T1, T2, T1, T3, T1) ---- */
.macro KS128 I, D
    KSW   r8,  \D, (\I),     1
    KSW   r9,  \D, (\I) + 1, 3
    KSW   r10, \D, (\I) + 2, 6
    KSW   r11, \D, (\I) + 3, 11
.endm
.macro KSB128 I, D
    KSB   r8,  \D, (\I),     1
    KSB   r9,  \D, (\I) + 1, 3
    KSB   r10, \D, (\I) + 2, 6
    KSB   r11, \D, (\I) + 3, 11
.endm
.macro E128 I, D, A, B, C, DD, PA=23, PB=5, PC=3, PD=23
    KS128 \I, \D
    ENCO  \A, \B, \C, \DD, r8, r9, r10, r9, r11, r9, \PA, \PB, \PC, \PD
.endm
.macro E128x4 I
    E128  (\I),     r1, r4, r5, r6, r7
    E128  (\I) + 1, r2, r5, r6, r7, r4
    E128  (\I) + 2, r3, r6, r7, r4, r5
    E128  (\I) + 3, lr, r7, r4, r5, r6
.endm
.macro KS128x4 I
    KS128 (\I),     r1
    KS128 (\I) + 1, r2
    KS128 (\I) + 2, r3
    KS128 (\I) + 3, lr
.endm
/* Decrypt rounds I+3 .. I (down); the key steps back after each round except round 0. */
.macro D128 I, D, A, B, C, DD
    DECO  \A, \B, \C, \DD, r8, r9, r10, r9, r11, r9
    .if (\I)
    KSB128 \I, \D
    .endif
.endm
.macro D128x4 I
    D128  (\I) + 3, lr, r4, r5, r6, r7
    D128  (\I) + 2, r3, r7, r4, r5, r6
    D128  (\I) + 1, r2, r6, r7, r4, r5
    D128  (\I),     r1, r5, r6, r7, r4
.endm

/* ---- LEA-192/256: one key-schedule round with D_i in r12, on the six T registers given ---- */
.macro KS6 T0, T1, T2, T3, T4, T5
    KSW   \T0, r12, 0, 1
    KSW   \T1, r12, 1, 3
    KSW   \T2, r12, 2, 6
    KSW   \T3, r12, 3, 11
    KSW   \T4, r12, 4, 13
    KSW   \T5, r12, 5, 17
.endm
.macro KSB6 T0, T1, T2, T3, T4, T5
    KSB   \T0, r12, 0, 1
    KSB   \T1, r12, 1, 3
    KSB   \T2, r12, 2, 6
    KSB   \T3, r12, 3, 11
    KSB   \T4, r12, 4, 13
    KSB   \T5, r12, 5, 17
.endm
/* Encryption round: D_i from the table (r2 += 4), six key words, then the round. */
.macro E6 A, B, C, D, T0, T1, T2, T3, T4, T5
    ldr   r12, [r2], #4
    KS6   \T0, \T1, \T2, \T3, \T4, \T5
    ENCO  \A, \B, \C, \D, \T0, \T1, \T2, \T3, \T4, \T5
.endm
/* Forward key round (decryption's first pass). */
.macro F6 T0, T1, T2, T3, T4, T5
    ldr   r12, [r2], #4
    KS6   \T0, \T1, \T2, \T3, \T4, \T5
.endm
/* Decryption round, then the key steps back with D_i (r2 -= 4). */
.macro D6 A, B, C, D, T0, T1, T2, T3, T4, T5
    DECO  \A, \B, \C, \D, \T0, \T1, \T2, \T3, \T4, \T5
    ldr   r12, [r2, #-4]!
    KSB6  \T0, \T1, \T2, \T3, \T4, \T5
.endm

/* ============================== encryption ============================== */
    .section .text.lea_otf_encrypt, "ax", %progbits  @ own section: a firmware links only the functions it calls
    .global lea_otf_encrypt
    .type   lea_otf_encrypt, %function
    .thumb_func
lea_otf_encrypt:
    cmp   r3, #16
    bne   .Le_6w
    push  {r4-r11, lr}              @ r0 = out stays
    ldr   r4, [r1]                  @ X0..X3 = in (true words for round 0)
    ldr   r5, [r1, #4]
    ldr   r6, [r1, #8]
    ldr   r7, [r1, #12]
    ldr   r8, [r2]                  @ T0..T3 = key
    ldr   r9, [r2, #4]
    ldr   r10, [r2, #8]
    ldr   r11, [r2, #12]
    ldr   r1, =0xc3efe9db           @ delta[0..3] in r1, r2, r3, lr
    ldr   r2, =0x44626b02
    ldr   r3, =0x79e27c8a
    ldr   lr, =0x78df30ec
    E128  0, r1, r4, r5, r6, r7, 0, 0, 0, 0     @ round 0 reads true words
    E128  1, r2, r5, r6, r7, r4, 23, 5, 3, 0    @ round 1: its X3 is round 0's true X0
    E128  2, r3, r6, r7, r4, r5
    E128  3, lr, r7, r4, r5, r6
    E128x4 4
    E128x4 8
    E128x4 12
    E128x4 16
    E128x4 20
    STORE_LAZY r0
    pop   {r4-r11, pc}
    .ltorg                          @ delta[0..3] literals of the LEA-128 path

    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Le_6w:
    cmp   r3, #24
    bne   .Le_256
/* LEA-192: 7 passes of 4 rounds. */
    push  {r4-r11, lr}
    mov   lr, r0
    LOAD_LAZY
    ldr   r8, [r2]                  @ T0..T5 = key
    ldr   r9, [r2, #4]
    ldr   r10, [r2, #8]
    ldr   r11, [r2, #12]
    ldr   r0, [r2, #16]
    ldr   r1, [r2, #20]
    ldr   r2, =.Lotf_d192
    movs  r3, #7
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Le192_loop:
    E6    r4, r5, r6, r7, r8, r9, r10, r11, r0, r1
    E6    r5, r6, r7, r4, r8, r9, r10, r11, r0, r1
    E6    r6, r7, r4, r5, r8, r9, r10, r11, r0, r1
    E6    r7, r4, r5, r6, r8, r9, r10, r11, r0, r1
    subs  r3, r3, #1
    bne   .Le192_loop
    STORE_LAZY lr
    pop   {r4-r11, pc}

/* LEA-256: 8 passes of 4 rounds; round q of a pass uses T[(6q + j) mod 8]. [sp] = out, [sp, #4] =
 * passes left. */
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Le_256:
    push  {r0, r3, r4-r11, lr}
    LOAD_LAZY
    ldr   r8, [r2]                  @ T0..T7 = key
    ldr   r9, [r2, #4]
    ldr   r10, [r2, #8]
    ldr   r11, [r2, #12]
    ldr   r0, [r2, #16]
    ldr   r1, [r2, #20]
    ldr   r3, [r2, #24]
    ldr   lr, [r2, #28]
    ldr   r2, =.Lotf_d256
    movs  r12, #8
    str   r12, [sp, #4]
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Le256_loop:
    E6    r4, r5, r6, r7, r8, r9, r10, r11, r0, r1     @ T0..T5
    E6    r5, r6, r7, r4, r3, lr, r8, r9, r10, r11     @ T6, T7, T0..T3
    E6    r6, r7, r4, r5, r0, r1, r3, lr, r8, r9       @ T4..T7, T0, T1
    E6    r7, r4, r5, r6, r10, r11, r0, r1, r3, lr     @ T2..T7
    ldr   r12, [sp, #4]
    subs  r12, r12, #1
    str   r12, [sp, #4]
    bne   .Le256_loop
    ldr   r0, [sp]
    STORE_LAZY r0
    add   sp, sp, #8
    pop   {r4-r11, pc}
    .ltorg
    .size lea_otf_encrypt, . - lea_otf_encrypt

/* ============================== decryption ============================== */
    .section .text.lea_otf_decrypt, "ax", %progbits  @ own section: a firmware links only the functions it calls
    .global lea_otf_decrypt
    .type   lea_otf_decrypt, %function
    .thumb_func
lea_otf_decrypt:
    cmp   r3, #16
    bne   .Ld_6w
    push  {r4-r11, lr}              @ r0 = out stays
    ldr   r4, [r1]                  @ X0..X3 = in
    ldr   r5, [r1, #4]
    ldr   r6, [r1, #8]
    ldr   r7, [r1, #12]
    ldr   r8, [r2]                  @ T0..T3 = key
    ldr   r9, [r2, #4]
    ldr   r10, [r2, #8]
    ldr   r11, [r2, #12]
    ldr   r1, =0xc3efe9db           @ delta[0..3] in r1, r2, r3, lr
    ldr   r2, =0x44626b02
    ldr   r3, =0x79e27c8a
    ldr   lr, =0x78df30ec
    KS128x4 0                       @ forward to RK_23
    KS128x4 4
    KS128x4 8
    KS128x4 12
    KS128x4 16
    KS128x4 20
    D128x4 20                       @ rounds 23..0
    D128x4 16
    D128x4 12
    D128x4 8
    D128x4 4
    D128x4 0
    str   r4, [r0]
    str   r5, [r0, #4]
    str   r6, [r0, #8]
    str   r7, [r0, #12]
    pop   {r4-r11, pc}

    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ld_6w:
    cmp   r3, #24
    bne   .Ld_256
/* LEA-192 */
    push  {r4-r11, lr}
    mov   lr, r0
    ldr   r4, [r1]
    ldr   r5, [r1, #4]
    ldr   r6, [r1, #8]
    ldr   r7, [r1, #12]
    ldr   r8, [r2]
    ldr   r9, [r2, #4]
    ldr   r10, [r2, #8]
    ldr   r11, [r2, #12]
    ldr   r0, [r2, #16]
    ldr   r1, [r2, #20]
    ldr   r2, =.Lotf_d192
    movs  r3, #14
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ld192_fwd:                         @ 14 passes of 2 key rounds: T = RK_27, r2 = table end
    F6    r8, r9, r10, r11, r0, r1
    F6    r8, r9, r10, r11, r0, r1
    subs  r3, r3, #1
    bne   .Ld192_fwd
    movs  r3, #7
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ld192_loop:                        @ 7 passes of 4 rounds, down
    D6    r4, r5, r6, r7, r8, r9, r10, r11, r0, r1
    D6    r7, r4, r5, r6, r8, r9, r10, r11, r0, r1
    D6    r6, r7, r4, r5, r8, r9, r10, r11, r0, r1
    D6    r5, r6, r7, r4, r8, r9, r10, r11, r0, r1
    subs  r3, r3, #1
    bne   .Ld192_loop
    str   r4, [lr]
    str   r5, [lr, #4]
    str   r6, [lr, #8]
    str   r7, [lr, #12]
    pop   {r4-r11, pc}

/* LEA-256: [sp] = out, [sp, #4] = passes left. */
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ld_256:
    push  {r0, r3, r4-r11, lr}
    ldr   r4, [r1]
    ldr   r5, [r1, #4]
    ldr   r6, [r1, #8]
    ldr   r7, [r1, #12]
    ldr   r8, [r2]
    ldr   r9, [r2, #4]
    ldr   r10, [r2, #8]
    ldr   r11, [r2, #12]
    ldr   r0, [r2, #16]
    ldr   r1, [r2, #20]
    ldr   r3, [r2, #24]
    ldr   lr, [r2, #28]
    ldr   r2, =.Lotf_d256
    movs  r12, #8
    str   r12, [sp, #4]
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ld256_fwd:                         @ 8 passes of 4 key rounds: T = RK_31
    F6    r8, r9, r10, r11, r0, r1
    F6    r3, lr, r8, r9, r10, r11
    F6    r0, r1, r3, lr, r8, r9
    F6    r10, r11, r0, r1, r3, lr
    ldr   r12, [sp, #4]
    subs  r12, r12, #1
    str   r12, [sp, #4]
    bne   .Ld256_fwd
    movs  r12, #8
    str   r12, [sp, #4]
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Ld256_loop:                        @ rounds 4m+3 .. 4m, down
    D6    r4, r5, r6, r7, r10, r11, r0, r1, r3, lr
    D6    r7, r4, r5, r6, r0, r1, r3, lr, r8, r9
    D6    r6, r7, r4, r5, r3, lr, r8, r9, r10, r11
    D6    r5, r6, r7, r4, r8, r9, r10, r11, r0, r1
    ldr   r12, [sp, #4]
    subs  r12, r12, #1
    str   r12, [sp, #4]
    bne   .Ld256_loop
    ldr   r0, [sp]
    str   r4, [r0]
    str   r5, [r0, #4]
    str   r6, [r0, #8]
    str   r7, [r0, #12]
    add   sp, sp, #8
    pop   {r4-r11, pc}
    .ltorg
    .size lea_otf_decrypt, . - lea_otf_decrypt

/* D_i = ROL_i(delta[i mod 6]), i = 0..27 and ROL_i(delta[i mod 8]), i = 0..31 (public constants;
 * the same tables as lea_key_schedule_armv7m.S), in a section of their own that both directions
 * use. */
    .section .rodata.lea_otf_delta, "a", %progbits
    .p2align 2
.Lotf_d192:
    .word 0xc3efe9db, 0x88c4d604, 0xe789f229, 0xc6f98763
    .word 0x15ea49e7, 0xf0bb4158, 0xfbfa76f0, 0x31358122
    .word 0xe27c8a79, 0xbe61d8f1, 0x7a9279c5, 0x2ed0563c
    .word 0xfe9dbc3e, 0x4d60488c, 0x9f229e78, 0x98763c6f
    .word 0xa49e715e, 0xb4158f0b, 0xa76f0fbf, 0x58122313
    .word 0xc8a79e27, 0x1d8f1be6, 0x279c57a9, 0x0563c2ed
    .word 0xdbc3efe9, 0x0488c4d6, 0x29e789f2, 0x63c6f987
.Lotf_d256:
    .word 0xc3efe9db, 0x88c4d604, 0xe789f229, 0xc6f98763
    .word 0x15ea49e7, 0xf0bb4158, 0x13bc8ab8, 0xe204abf2
    .word 0xefe9dbc3, 0xc4d60488, 0x89f229e7, 0xf98763c6
    .word 0xea49e715, 0xbb4158f0, 0xbc8ab813, 0x04abf2e2
    .word 0xe9dbc3ef, 0xd60488c4, 0xf229e789, 0x8763c6f9
    .word 0x49e715ea, 0x4158f0bb, 0x8ab813bc, 0xabf2e204
    .word 0xdbc3efe9, 0x0488c4d6, 0x29e789f2, 0x63c6f987
    .word 0xe715ea49, 0x58f0bb41, 0xb813bc8a, 0xf2e204ab
