/* PRESENT-80/128 block encryption and decryption, RV32I instructions only (RV32IMC cores such as the
 * SiFive E31), ilp32: bitsliced and constant time (no table look-up, no data-dependent branch or
 * address).
 *
 * void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 * void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 *   in: a0 = rk, a1 = out, a2 = in (any alignment: byte loads and stores, big-endian blocks; out may
 *   equal in). Contract: ../present_block.h. Only caller-saved registers: no stack.
 *
 * The state representation, the S-box circuit and the round-key layout are those of the ARMv7-M
 * backend (../armv7m/present_block_armv7m.S explains them; ../bitsliced32/present_bitsliced32.c builds rk[]).
 * In short: planes 0..3 (bit k of the 16 nibbles) in the low halves of four registers (the high
 * halves are don't-care), order B (bit 4*row + col) before odd rounds and order A (bit 4*col + row)
 * before even rounds; pLayer is a 4x4 transpose across the plane registers (four SWAPMOVEs); the
 * S-box computes S(x) ^ 8, whose constant the round keys absorb.
 *
 * What changes on RV32I: no shifted operand, so a SWAPMOVE is 6 instructions (SRLI, XOR, AND, XOR,
 * SLLI, XOR) with its mask in a register (t3..t6 hold the four pLayer masks); no ORN or BIC (one NOT
 * each: S-box 14 instructions, inverse 17); no byte reverse (the big-endian blocks are assembled
 * from byte loads, which also serve any alignment).
 * Instructions per encryption round: key 8 (two LW, two SRLI for the high-half planes, four XOR),
 * S-box 14, pLayer 24: 46, the floor of this representation on RV32I (each SWAPMOVE is six
 * dependent-free single-cycle instructions; the key words come packed two planes per word).
 * Decryption: 8 + 17 + 24 = 49.
 *
 * Registers: a0 = rk pointer, a1 = out, a3..a6 = the planes (renamed from round to round), t0..t2
 * temporaries, t3 = 0x33333333, t4 = 0x55555555, t5 = 0x00FF00FF, t6 = 0x0F0F0F0F, a7 = where the
 * round loop stops. The S-box leaves its outputs in other registers (register names rotate with
 * period 4 in encryption, 2 in decryption). Encryption runs its 31 rounds unrolled; decryption loops
 * over 4 rounds, 31 = 3 + 7 x 4: the first pass enters the body at its second round.
 */
    .text

/* SWAPMOVE A, B, M, S: exchange the bits of B selected by M with the bits of A selected by M << S.
 * C: T = ((A >> S) ^ B) & M; B ^= T; A ^= T << S (T = t0). */
.macro SWAPMOVE A, B, M, S
    srli  t0, \A, \S
    xor   t0, t0, \B
    and   t0, t0, \M
    xor   \B, \B, t0
    slli  t0, t0, \S
    xor   \A, \A, t0
.endm
/* SELFSWAP W, M, S: the same inside one word. C: T = (W ^ (W >> S)) & M; W ^= T ^ (T << S). */
.macro SELFSWAP W, M, S
    srli  t0, \W, \S
    xor   t0, t0, \W
    and   t0, t0, \M
    xor   \W, \W, t0
    slli  t0, t0, \S
    xor   \W, \W, t0
.endm

/* pLayer from order B: 4x4 transpose of (register, bit-in-nibble); result in order A. */
.macro TR_RI P0, P1, P2, P3
    SWAPMOVE \P0, \P2, t3, 2
    SWAPMOVE \P1, \P3, t3, 2
    SWAPMOVE \P0, \P1, t4, 1
    SWAPMOVE \P2, \P3, t4, 1
.endm
/* pLayer from order A: 4x4 transpose of (register, nibble); result in order B. */
.macro TR_RG P0, P1, P2, P3
    SWAPMOVE \P0, \P2, t5, 8
    SWAPMOVE \P1, \P3, t5, 8
    SWAPMOVE \P0, \P1, t6, 4
    SWAPMOVE \P2, \P3, t6, 4
.endm

/* S'' (= S ^ 8) on planes X0..X3 (d, c, b, a); afterwards y0, y1, y2, ~y3 are in X1, X2, X3, X0. */
.macro SBOX X0, X1, X2, X3
    xor   t0, \X2, \X1              # T1 = b ^ c
    and   t1, \X2, t0               # b & T1
    xor   \X3, \X3, t1              # X3 = T3 = a ^ (b & T1)
    and   t1, t0, \X3               # T1 & T3
    xor   t1, t1, \X2               # T2 = b ^ (T1 & T3)
    xor   \X1, \X0, \X3             # X1 = y0 = d ^ T3
    xor   t0, t0, \X1               # T1' = T1 ^ y0
    or    \X2, \X0, t1              # d | T2
    xor   \X2, \X2, t0              # X2 = y1 = T1' ^ (d | T2)
    xor   t1, t1, \X0               # T2b = T2 ^ d
    xor   \X0, \X2, t1              # X0 = ~y3 = y1 ^ T2b
    not   t1, t1
    or    t0, t0, t1                # T1' | ~T2b
    xor   \X3, \X3, t0              # X3 = y2 = T3 ^ (T1' | ~T2b)
.endm

/* S''^-1 on planes A, B, C, D (y0, y1, y2, ~y3); afterwards the exact inputs d, c, b, a (planes
 * 0..3) are in A, B, D, C. E = t1. */
.macro INV_SBOX A, B, C, D
    not   t1, \B
    or    t1, t1, \D                # ~y3 | ~y1
    xor   \D, \B, \D                # D = Z = y1 ^ ~y3
    xor   t1, \C, t1                # E = T3 = y2 ^ (~y3 | ~y1)
    xor   \C, \A, \C                # y0 ^ y2
    not   \C, \C
    or    \C, \D, \C                # Z | ~(y0 ^ y2)
    xor   \B, \B, \C                # T1' = y1 ^ (Z | ~(y0 ^ y2))
    xor   \B, \B, \A                # B = T1 = T1' ^ y0
    xor   \A, \A, t1                # A = d = y0 ^ T3
    xor   \D, \D, \A                # T2 = Z ^ d
    and   \C, \B, t1                # T1 & T3
    xor   \D, \D, \C                # D = b = T2 ^ (T1 & T3)
    xor   \B, \B, \D                # B = c = T1 ^ b
    not   \C, \B
    and   \C, \C, \D                # b & ~c
    xor   \C, t1, \C                # C = a = T3 ^ (b & ~c)
.endm

/* addRoundKey: the key at a0 + OFF (2 words: planes 0 | 1 << 16, planes 2 | 3 << 16) into planes
 * X0..X3 (low halves). */
.macro KEY X0, X1, X2, X3, OFF
    lw    t0, \OFF(a0)
    lw    t1, \OFF+4(a0)
    xor   \X0, \X0, t0
    srli  t0, t0, 16
    xor   \X1, \X1, t0
    xor   \X2, \X2, t1
    srli  t1, t1, 16
    xor   \X3, \X3, t1
.endm

/* One encryption round on planes X0..X3 with K at a0 + OFF; afterwards the planes are in X1, X2,
 * X3, X0. TR = RI (from order B) or RG (from order A). */
.macro ENC_ROUND X0, X1, X2, X3, TR, OFF
    KEY   \X0, \X1, \X2, \X3, \OFF
    SBOX  \X0, \X1, \X2, \X3
    TR_\TR \X1, \X2, \X3, \X0
.endm

/* One decryption round: inverse pLayer (the transpose is its own inverse), S''^-1, then K_i at
 * a0 + OFF. Planes A..D; afterwards they are in A, B, D, C. */
.macro DEC_ROUND A, B, C, D, TR, OFF
    TR_\TR \A, \B, \C, \D
    INV_SBOX \A, \B, \C, \D
    lw    t0, \OFF(a0)
    lw    t1, \OFF+4(a0)
    xor   \A, \A, t0
    srli  t0, t0, 16
    xor   \B, \B, t0
    xor   \D, \D, t1
    srli  t1, t1, 16
    xor   \C, \C, t1
.endm

/* Input: the big-endian block at a2 (byte loads), its bytes placed so that index bits 3 and 5 of s
 * (bit p of s: p5 = which word, p4 p3 = byte in the word) are exchanged: a3 = s bytes 4, 6, 0, 2
 * (bits 7..0, 15..8, 23..16, 31..24 of a3), a4 = s bytes 5, 7, 1, 3; in[i] is s byte 7 - i. The
 * placement is free (every byte is shifted into place anyway) and saves one index-bit swap of the
 * conversion to order B. */
.macro LOAD_PLACED
    lbu   a4, 0(a2)
    lbu   t0, 2(a2)
    lbu   t1, 4(a2)
    lbu   t2, 6(a2)
    lbu   a3, 1(a2)
    slli  a4, a4, 24
    slli  t0, t0, 8
    lbu   a5, 3(a2)
    slli  t1, t1, 16
    or    a4, a4, t0
    lbu   a6, 5(a2)
    or    a4, a4, t1
    or    a4, a4, t2
    lbu   t2, 7(a2)
    slli  a3, a3, 24
    slli  a5, a5, 8
    slli  a6, a6, 16
    or    a3, a3, a5
    or    a3, a3, a6
    or    a3, a3, t2
.endm

/* The inverse of LOAD_PLACED: W0 (as a3) and W1 (as a4) to a1 (byte stores). */
.macro STORE_PLACED W0, W1
    srli  t0, \W1, 24
    srli  t1, \W1, 8
    srli  t2, \W1, 16
    sb    t0, 0(a1)
    sb    t1, 2(a1)
    sb    t2, 4(a1)
    sb    \W1, 6(a1)
    srli  t0, \W0, 24
    srli  t1, \W0, 8
    srli  t2, \W0, 16
    sb    t0, 1(a1)
    sb    t1, 3(a1)
    sb    t2, 5(a1)
    sb    \W0, 7(a1)
.endm

/* Input: the big-endian block at a2 into a3 = s bits 31..0, a4 = s bits 63..32 (byte loads). */
.macro LOAD_BE
    lbu   a4, 0(a2)
    lbu   t0, 1(a2)
    lbu   t1, 2(a2)
    lbu   t2, 3(a2)
    lbu   a3, 4(a2)
    slli  a4, a4, 24
    slli  t0, t0, 16
    lbu   a5, 5(a2)
    slli  t1, t1, 8
    or    a4, a4, t0
    lbu   a6, 6(a2)
    or    a4, a4, t1
    or    a4, a4, t2
    lbu   t2, 7(a2)
    slli  a3, a3, 24
    slli  a5, a5, 16
    slli  a6, a6, 8
    or    a3, a3, a5
    or    a3, a3, a6
    or    a3, a3, t2
.endm

/* Output: W1 = s bits 63..32, W0 = bits 31..0 to a1, big-endian (byte stores). */
.macro STORE_BE W0, W1
    srli  t0, \W1, 24
    srli  t1, \W1, 16
    srli  t2, \W1, 8
    sb    t0, 0(a1)
    sb    t1, 1(a1)
    sb    t2, 2(a1)
    sb    \W1, 3(a1)
    srli  t0, \W0, 24
    srli  t1, \W0, 16
    srli  t2, \W0, 8
    sb    t0, 4(a1)
    sb    t1, 5(a1)
    sb    t2, 6(a1)
    sb    \W0, 7(a1)
.endm

/* Low halves of P0, P1 into P0 = P0 | P1 << 16. */
.macro PACK P0, P1
    slli  \P0, \P0, 16
    srli  \P0, \P0, 16
    slli  t0, \P1, 16
    or    \P0, \P0, t0
.endm

/* The pLayer masks into t3..t6. */
.macro ROUND_MASKS
    li    t3, 0x33333333
    li    t4, 0x55555555
    li    t5, 0x00FF00FF
    li    t6, 0x0F0F0F0F
.endm

    .section .text.present_encrypt_block, "ax", @progbits   # own section: a firmware links only the functions it calls
    .globl  present_encrypt_block
    .type   present_encrypt_block, @function
present_encrypt_block:
    LOAD_PLACED                     # a3, a4 = s with index bits 3 and 5 exchanged
/* -> order B words (index bits (j3 j2 j1 j0 k1 k0) -> (k1 | k0 j3 j2 j1 j0)): after the placement,
 * the index-bit swaps (0,2) and (2,4) in each word and (1,5) across the words. */
    li    t3, 0x0A0A0A0A
    li    t4, 0x0000F0F0
    SELFSWAP a3, t3, 3
    SELFSWAP a4, t3, 3
    SELFSWAP a3, t4, 12
    SELFSWAP a4, t4, 12
    ROUND_MASKS
    SWAPMOVE a3, a4, t3, 2          # a3 = planes 0 | 1 << 16, a4 = planes 2 | 3 << 16 (order B)
    mv    a5, a4                    # x2
    srli  a4, a3, 16                # x1
    srli  a6, a5, 16                # x3 (x0 = a3; high halves are don't-care)
    .irp  OFF, 0, 32, 64, 96, 128, 160, 192
    ENC_ROUND a3, a4, a5, a6, RI, \OFF       # rounds 4n+1 (n = 0..6)
    ENC_ROUND a4, a5, a6, a3, RG, \OFF+8     # 4n+2
    ENC_ROUND a5, a6, a3, a4, RI, \OFF+16    # 4n+3
    ENC_ROUND a6, a3, a4, a5, RG, \OFF+24    # 4n+4
    .endr
    ENC_ROUND a3, a4, a5, a6, RI, 224         # rounds 29, 30, 31
    ENC_ROUND a4, a5, a6, a3, RG, 232
    ENC_ROUND a5, a6, a3, a4, RI, 240
/* planes 0..3 in a6, a3, a4, a5 (order A): packed two per word first, so that K_32 (packed the same
 * way) is one XOR per word */
    PACK  a6, a3                    # a6 = planes 0 | 1 << 16
    PACK  a4, a5                    # a4 = planes 2 | 3 << 16
    lw    t0, 248(a0)
    lw    t1, 252(a0)
    li    t4, 0x0000AAAA
    xor   a6, a6, t0
    xor   a4, a4, t1                # K_32
/* Order A words -> s: index bits (k1 | k0 c1 c0 r1 r0) -> (r1 r0 c1 c0 k1 k0): swaps (0,4) in each
 * word and (1,5) across (the ARMv7-M A_SWAP). */
    SELFSWAP a6, t4, 15
    SELFSWAP a4, t4, 15
    SWAPMOVE a6, a4, t3, 2          # a6 = s bits 31..0, a4 = bits 63..32
    STORE_BE a6, a4
    ret
    .size present_encrypt_block, . - present_encrypt_block

    .section .text.present_decrypt_block, "ax", @progbits   # own section: a firmware links only the functions it calls
    .globl  present_decrypt_block
    .type   present_decrypt_block, @function
present_decrypt_block:
    LOAD_BE
/* s -> order A words (the inverse of A_SWAP: the SWAPMOVE first) */
    li    t3, 0x33333333
    li    t4, 0x0000AAAA
    SWAPMOVE a3, a4, t3, 2
    SELFSWAP a3, t4, 15
    SELFSWAP a4, t4, 15
    mv    a5, a4
    srli  a4, a3, 16
    srli  a6, a5, 16
    ROUND_MASKS
    mv    a7, a0                    # a0 at the end (after the pass that undoes rounds 4..1)
    addi  a0, a0, 248
    KEY   a3, a4, a5, a6, 0         # K_32
    addi  a0, a0, 8                 # the first pass starts at the body's second round (offset -16)
    j     2f
1:
    DEC_ROUND a3, a4, a6, a5, RG, -8
2:
    DEC_ROUND a3, a4, a5, a6, RI, -16   # undo round 31 first (then K_31)
    DEC_ROUND a3, a4, a6, a5, RG, -24
    DEC_ROUND a3, a4, a5, a6, RI, -32
    addi  a0, a0, -32
    bne   a0, a7, 1b
    PACK  a3, a4                    # planes 0..3 in a3, a4, a6, a5 (order B)
    PACK  a6, a5
/* order B words -> s: the swaps of present_encrypt_block in reverse order, then the byte placement */
    li    t4, 0x0000F0F0
    li    t6, 0x0A0A0A0A
    SWAPMOVE a3, a6, t3, 2
    SELFSWAP a3, t4, 12
    SELFSWAP a6, t4, 12
    SELFSWAP a3, t6, 3
    SELFSWAP a6, t6, 3
    STORE_PLACED a3, a6
    ret
    .size present_decrypt_block, . - present_decrypt_block
