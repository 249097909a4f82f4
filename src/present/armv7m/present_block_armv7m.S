/* PRESENT-80/128 block encryption and decryption, ARMv7-M (Cortex-M3), Thumb-2: bitsliced and
 * constant time (no table look-up, no data-dependent branch or address).
 *
 * void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 * void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 * void present_encrypt_2blocks(const uint32_t rk[64], uint8_t out[16], const uint8_t in[16]);
 *   in: r0 = rk, r1 = out, r2 = in (any alignment; out may equal in). Contract: ../present_block.h;
 *   the 2-block function (two independent blocks, in[0..7] and in[8..15]) is announced by
 *   present_backend.h and used by lwc_present_encrypt2 (CTR mode). Round keys as
 *   ../bitsliced32/present_bitsliced32.c writes them (below). AAPCS: r4-r7 saved (r4-r8 for the 2-block function);
 *   r0-r3, r12 and the flags clobbered. Stack: 16 bytes (20 for the 2-block function).
 *   Narrow (16-bit) EORS where the operands allow: the flags are dead except at each loop's SUBS/BNE.
 *
 * Cycles, code size and stack: make bench (bench/results/REPORT.md, docs/present.md).
 * Registers: r0 = rk pointer, r1 = out, r3-r6 = the four planes, r2 and r7 = round key words and
 * S-box/SWAPMOVE temporaries, r12 = loop counter or a mask, r8 = third temporary (2 blocks).
 *
 * ---- State representation ------------------------------------------------------------------------
 * The 64-bit state s has 16 nibbles j = 0..15 (bits 4j..4j+3); plane k = bit k of every nibble.
 * Write j = 4*row + col. Each plane is a 16-bit word held in the low half of its own register
 * (x0..x3 = planes 0..3; the high half is don't-care for one block, the second block for
 * present_encrypt_2blocks). Inside a plane, two bit orders are used:
 *   order B ("natural"): bit 4*row + col,        order A: bit 4*col + row.
 * sBoxLayer is bitwise over the planes, so it works in either order. pLayer, P(4j + k) = 16k + j,
 * sends bit k of nibble 4*row + col to bit col of nibble 4*k + row: (plane, row, col) -> (col, plane,
 * row). In register terms (register = plane, nibble-of-the-word G, bit-in-nibble I):
 *   from order B (G = row, I = col): swap the register index with I  -> result is in order A;
 *   from order A (G = col, I = row): swap the register index with G  -> result is in order B.
 * Both are 4x4 transposes across the four registers done with four SWAPMOVEs (16 instructions):
 *   TR_RI (bits within nibbles, masks 0x3333/0x5555) and TR_RG (nibbles, masks 0x00FF/0x0F0F).
 * So round i (1..31) starts in order B when i is odd (ends in A) and in order A when i is even.
 *
 * ---- S-box --------------------------------------------------------------------------------------
 * With nibble bits a = x3 (msb), b = x2, c = x1, d = x0, 13 instructions compute S with its top
 * output bit complemented (S''(x) = S(x) ^ 8); present_bitsliced32.c folds that constant, moved by
 * pLayer, into round keys K_2..K_32 (0x8888 per plane in order A, 0xF000 in order B):
 *   T1 = b ^ c;  T3 = a ^ (b & T1);  y0 = d ^ T3;  T2 = b ^ (T1 & T3);  T1' = T1 ^ y0;
 *   y1 = T1' ^ (d | T2);  T2b = T2 ^ d;  ~y3 = y1 ^ T2b;  y2 = T3 ^ (T1' | ~T2b)   (ORN)
 * Decryption inverts S'' (inputs y0, y1, y2, ~y3) in 14 instructions, all outputs exact:
 *   Z = y1 ^ ~y3;  T3 = y2 ^ (~y3 | ~y1);  d = y0 ^ T3;  T2 = Z ^ d;  T1' = y1 ^ (Z | ~(y0 ^ y2));
 *   T1 = T1' ^ y0;  b = T2 ^ (T1 & T3);  c = T1 ^ b;  a = T3 ^ (b & ~c)
 * (obtained by solving the forward equations: T2b = Z, and d | T2 = d | Z).
 *
 * ---- Round keys (rk[64], written by ../bitsliced32/present_bitsliced32.c) -------------------------------
 * K_i in the order of the state it meets: rk[2i-2] = plane 0 | plane 1 << 16, rk[2i-1] = plane 2 |
 * plane 3 << 16, order B for odd i and order A for even i, with the S'' constant folded in (i >= 2).
 * One LDM of 2 words per round (3 cycles).
 *
 * ---- Cost per round -------------------------------------------------------------------------------
 * Encryption: LDM 3 + key 4 + S-box 13 + transpose 16 = 36 cycles; decryption 37; the 2-block
 * function 42 (its key XOR repeats each 16-bit key plane in both halves: 10 instructions).
 * The S-box leaves the planes in other registers (y0 in x1's register, ...), so the loops are
 * unrolled by 4 rounds (encryption: register names rotate with period 4; decryption: period 2);
 * 31 = 3 + 7 x 4 rounds: the first pass enters the body at its second round.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .text

/* SWAPMOVE A, B, M, S, T: exchange the bits of B selected by M with the bits of A selected by M << S.
 * C: T = ((A >> S) ^ B) & M; B ^= T; A ^= T << S. M an immediate (MR: a register). */
.macro SWAPMOVE A, B, M, S, T
    eor   \T, \B, \A, lsr #\S
    and   \T, \T, #\M
    eors  \B, \B, \T
    eor   \A, \A, \T, lsl #\S
.endm
.macro SWAPMOVE_R A, B, MR, S, T
    eor   \T, \B, \A, lsr #\S
    and   \T, \T, \MR
    eors  \B, \B, \T
    eor   \A, \A, \T, lsl #\S
.endm

/* SELFSWAP W, M, S, T: the same inside one word (swaps two index bits of W's bit positions).
 * C: T = (W ^ (W >> S)) & M; W ^= T; W ^= T << S. */
.macro SELFSWAP W, M, S, T
    eor   \T, \W, \W, lsr #\S
    and   \T, \T, #\M
    eors  \W, \W, \T
    eor   \W, \W, \T, lsl #\S
.endm
.macro SELFSWAP_R W, MR, S, T
    eor   \T, \W, \W, lsr #\S
    and   \T, \T, \MR
    eors  \W, \W, \T
    eor   \W, \W, \T, lsl #\S
.endm

/* pLayer from order B: 4x4 transpose of (register, bit-in-nibble) over planes P0..P3. */
.macro TR_RI P0, P1, P2, P3, T
    SWAPMOVE \P0, \P2, 0x33333333, 2, \T
    SWAPMOVE \P1, \P3, 0x33333333, 2, \T
    SWAPMOVE \P0, \P1, 0x55555555, 1, \T
    SWAPMOVE \P2, \P3, 0x55555555, 1, \T
.endm
/* pLayer from order A: 4x4 transpose of (register, nibble). */
.macro TR_RG P0, P1, P2, P3, T
    SWAPMOVE \P0, \P2, 0x00FF00FF, 8, \T
    SWAPMOVE \P1, \P3, 0x00FF00FF, 8, \T
    SWAPMOVE \P0, \P1, 0x0F0F0F0F, 4, \T
    SWAPMOVE \P2, \P3, 0x0F0F0F0F, 4, \T
.endm

/* S'' on planes X0..X3 (d, c, b, a); afterwards y0, y1, y2, ~y3 are in X1, X2, X3, X0. */
.macro SBOX X0, X1, X2, X3, T1, T2
    eor   \T1, \X2, \X1             @ T1 = b ^ c
    and   \T2, \X2, \T1             @ b & T1 (= b & ~c)
    eors  \X3, \X3, \T2             @ X3 = T3 = a ^ (b & ~c)
    and   \T2, \T1, \X3             @ T1 & T3
    eors  \T2, \T2, \X2             @ T2 = b ^ (T1 & T3)
    eor   \X1, \X0, \X3             @ X1 = y0 = d ^ T3
    eors  \T1, \T1, \X1             @ T1' = T1 ^ y0
    orr   \X2, \X0, \T2             @ d | T2
    eors  \X2, \X2, \T1             @ X2 = y1 = T1' ^ (d | T2)
    eors  \T2, \T2, \X0             @ T2b = T2 ^ d
    eor   \X0, \X2, \T2             @ X0 = ~y3 = y1 ^ T2b
    orn   \T1, \T1, \T2             @ T1' | ~T2b
    eors  \X3, \X3, \T1             @ X3 = y2 = T3 ^ (T1' | ~T2b)
.endm

/* S''^-1 on planes A, B, C, D (y0, y1, y2, ~y3), temporary E; afterwards the exact inputs
 * d, c, b, a (planes 0..3) are in A, B, D, C and E is free. */
.macro INV_SBOX A, B, C, D, E
    orn   \E, \D, \B                @ ~y3 | ~y1
    eor   \D, \B, \D                @ D = Z = y1 ^ ~y3
    eor   \E, \C, \E                @ E = T3 = y2 ^ (~y3 | ~y1)
    eor   \C, \A, \C                @ y0 ^ y2
    orn   \C, \D, \C                @ Z | ~(y0 ^ y2)
    eors  \B, \B, \C                @ T1' = y1 ^ (Z | ~(y0 ^ y2))
    eors  \B, \B, \A                @ B = T1 = T1' ^ y0
    eors  \A, \A, \E                @ A = d = y0 ^ T3
    eors  \D, \D, \A                @ T2 = Z ^ d
    and   \C, \B, \E                @ T1 & T3
    eors  \D, \D, \C                @ D = b = T2 ^ (T1 & T3)
    eors  \B, \B, \D                @ B = c = T1 ^ b
    bic   \C, \D, \B                @ b & ~c
    eor   \C, \E, \C                @ C = a = T3 ^ (b & ~c)
.endm

/* addRoundKey, one block: next K (2 words) from rk (r0 += 8) into planes X0..X3 (low halves). */
.macro KEY X0, X1, X2, X3
    ldm   r0!, {r2, r7}             @ r2 = K plane 0 | plane 1 << 16, r7 = planes 2 | 3 << 16
    eors  \X0, \X0, r2
    eor   \X1, \X1, r2, lsr #16
    eors  \X2, \X2, r7
    eor   \X3, \X3, r7, lsr #16
.endm

/* One encryption round (addRoundKey, sBoxLayer, pLayer) on planes X0..X3; TR = RI or RG.
 * Afterwards the planes are in X1, X2, X3, X0. */
.macro ENC_ROUND X0, X1, X2, X3, TR
    KEY   \X0, \X1, \X2, \X3
    SBOX  \X0, \X1, \X2, \X3, r2, r7
    TR_\TR \X1, \X2, \X3, \X0, r2
.endm

/* One decryption round: inverse pLayer (the transpose is its own inverse), S''^-1, then the
 * previous round key from rk going down (r0 -= 8). Planes A..D, free E (= r7); afterwards the
 * planes are in A, B, D, C. */
.macro DEC_ROUND A, B, C, D, TR
    TR_\TR \A, \B, \C, \D, r2
    INV_SBOX \A, \B, \C, \D, r7
    ldmdb r0!, {r2, r7}             @ K_i: r2 = planes 0 | 1 << 16, r7 = planes 2 | 3 << 16
    eors  \A, \A, r2
    eor   \B, \B, r2, lsr #16
    eors  \D, \D, r7
    eor   \C, \C, r7, lsr #16
.endm

/* Input: big-endian block at [IN, #OFF] into LO = s bits 31..0, HI = s bits 63..32. */
.macro LOAD_BE LO, HI, IN, OFF
    ldr   \LO, [\IN, #\OFF + 4]
    ldr   \HI, [\IN, #\OFF]
    rev   \LO, \LO
    rev   \HI, \HI
.endm

/* s (LO, HI) -> order B words: LO = plane 0 | plane 1 << 16, HI = plane 2 | plane 3 << 16.
 * Bit index of s: (j3 j2 j1 j0 k1 k0) -> (k1 | k0 j3 j2 j1 j0), a rotation of the six index bits
 * by two done as index-bit swaps (0,2), (2,4), (1,3) in each word and (3,5) across the words.
 * MF0F0 = a register holding 0x0000F0F0; T temporary. 28 instructions. */
.macro TO_B LO, HI, MF0F0, T
    SELFSWAP   \LO, 0x0A0A0A0A, 3, \T
    SELFSWAP   \HI, 0x0A0A0A0A, 3, \T
    SELFSWAP_R \LO, \MF0F0, 12, \T
    SELFSWAP_R \HI, \MF0F0, 12, \T
    SELFSWAP   \LO, 0x00CC00CC, 6, \T
    SELFSWAP   \HI, 0x00CC00CC, 6, \T
    SWAPMOVE   \LO, \HI, 0x00FF00FF, 8, \T
.endm
/* The inverse of TO_B: order B words W0, W1 -> s (W0 = bits 31..0, W1 = bits 63..32). */
.macro FROM_B W0, W1, MF0F0, T
    SWAPMOVE   \W0, \W1, 0x00FF00FF, 8, \T
    SELFSWAP   \W0, 0x00CC00CC, 6, \T
    SELFSWAP   \W1, 0x00CC00CC, 6, \T
    SELFSWAP_R \W0, \MF0F0, 12, \T
    SELFSWAP_R \W1, \MF0F0, 12, \T
    SELFSWAP   \W0, 0x0A0A0A0A, 3, \T
    SELFSWAP   \W1, 0x0A0A0A0A, 3, \T
.endm
/* Order A words <-> s: index bits (k1 | k0 c1 c0 r1 r0) <-> (r1 r0 c1 c0 k1 k0): swaps (0,4) in each
 * word and (1,5) across; an involution, so the same macro converts both ways. MAAAA = 0x0000AAAA. */
.macro A_SWAP W0, W1, MAAAA, T
    SELFSWAP_R \W0, \MAAAA, 15, \T
    SELFSWAP_R \W1, \MAAAA, 15, \T
    SWAPMOVE   \W0, \W1, 0x33333333, 2, \T
.endm
.macro TO_A LO, HI, MAAAA, T
    SWAPMOVE   \LO, \HI, 0x33333333, 2, \T
    SELFSWAP_R \LO, \MAAAA, 15, \T
    SELFSWAP_R \HI, \MAAAA, 15, \T
.endm

/* Low halves of P0, P1 into one word W0 = P0 | P1 << 16 (P0 := W0). */
.macro PACK P0, P1
    uxth  \P0, \P0
    orr   \P0, \P0, \P1, lsl #16
.endm

/* ================================================================================================ */
    .section .text.present_encrypt_block, "ax", %progbits  @ own section: a firmware links only the functions it calls
    .global present_encrypt_block
    .type   present_encrypt_block, %function
    .thumb_func
present_encrypt_block:
    push  {r4-r7}
    LOAD_BE r3, r4, r2, 0            @ r3 = s bits 31..0, r4 = s bits 63..32
    movw  r12, #0xF0F0
    TO_B  r3, r4, r12, r7            @ r3 = planes 0 | 1 << 16, r4 = planes 2 | 3 << 16 (order B)
    mov   r5, r4                     @ x2
    lsr   r4, r3, #16                @ x1
    lsr   r6, r5, #16                @ x3 (x0 = r3; high halves are don't-care)
    mov   r12, #8                    @ 31 rounds = 3 + 7 x 4: enter the 4-round body at its 2nd round
    b     2f
1:
    ENC_ROUND r6, r3, r4, r5, RG     @ rounds 4n (n = 1..7)
2:
    ENC_ROUND r3, r4, r5, r6, RI     @ rounds 4n+1, 4n+2, 4n+3
    ENC_ROUND r4, r5, r6, r3, RG
    ENC_ROUND r5, r6, r3, r4, RI
    subs  r12, r12, #1
    bne   1b
    KEY   r6, r3, r4, r5             @ K_32; planes 0..3 in r6, r3, r4, r5 (order A)
    PACK  r6, r3                     @ r6 = planes 0 | 1 << 16
    PACK  r4, r5                     @ r4 = planes 2 | 3 << 16
    movw  r12, #0xAAAA
    A_SWAP r6, r4, r12, r7           @ r6 = s bits 31..0, r4 = bits 63..32
    rev   r4, r4
    rev   r6, r6
    str   r4, [r1]                   @ big-endian out
    str   r6, [r1, #4]
    pop   {r4-r7}
    bx    lr
    .size present_encrypt_block, .-present_encrypt_block

/* ================================================================================================ */
    .section .text.present_decrypt_block, "ax", %progbits  @ own section: a firmware links only the functions it calls
    .global present_decrypt_block
    .type   present_decrypt_block, %function
    .thumb_func
present_decrypt_block:
    push  {r4-r7}
    LOAD_BE r3, r4, r2, 0
    movw  r12, #0xAAAA
    TO_A  r3, r4, r12, r7            @ order A words
    mov   r5, r4
    lsr   r4, r3, #16
    lsr   r6, r5, #16
    add   r0, r0, #256               @ rk walks down from the end
    ldmdb r0!, {r2, r7}              @ K_32
    eors  r3, r3, r2
    eor   r4, r4, r2, lsr #16
    eors  r5, r5, r7
    eor   r6, r6, r7, lsr #16
    mov   r12, #8                    @ undo rounds 31, 30, 29, then 7 x (28 - 4n .. 25 - 4n)
    b     2f
1:
    DEC_ROUND r3, r4, r6, r5, RG
2:
    DEC_ROUND r3, r4, r5, r6, RI     @ undo round 31 first (then K_31)
    DEC_ROUND r3, r4, r6, r5, RG
    DEC_ROUND r3, r4, r5, r6, RI
    subs  r12, r12, #1
    bne   1b
    PACK  r3, r4                     @ planes 0..3 in r3, r4, r6, r5 (order B)
    PACK  r6, r5
    movw  r12, #0xF0F0
    FROM_B r3, r6, r12, r7           @ r3 = s bits 31..0, r6 = bits 63..32
    rev   r6, r6
    rev   r3, r3
    str   r6, [r1]
    str   r3, [r1, #4]
    pop   {r4-r7}
    bx    lr
    .size present_decrypt_block, .-present_decrypt_block

/* ================================================================================================
 * Two blocks: block 0 in the low halves of the plane registers, block 1 in the high halves; every
 * instruction of the round is lane-local, so only the key XOR differs (each key plane goes to
 * both halves). */

/* addRoundKey, two blocks: X ^= K plane | K plane << 16 for each of the four planes. From a key
 * word w = (k1 : k0) (high : low halves) and d = w ^ ROR16(w) = (k0 ^ k1 : k0 ^ k1):
 * X0 ^= w ^ (d << 16) = (k0 : k0),  X1 ^= ROR16(w) ^ (d << 16) = (k1 : k1). 10 instructions. */
.macro KEY2 X0, X1, X2, X3
    ldm   r0!, {r2, r7}             @ r2 = K planes 1 : 0, r7 = planes 3 : 2
    eor   r8, r2, r2, ror #16       @ d01 = k0 ^ k1 in both halves
    eors  \X0, \X0, r2               @ X0 ^= k1 : k0
    eor   \X0, \X0, r8, lsl #16      @ high half: k1 ^ d01 = k0
    eor   \X1, \X1, r2, ror #16      @ X1 ^= k0 : k1
    eor   \X1, \X1, r8, lsl #16      @ high half: k0 ^ d01 = k1
    eor   r8, r7, r7, ror #16       @ d23
    eors  \X2, \X2, r7
    eor   \X2, \X2, r8, lsl #16
    eor   \X3, \X3, r7, ror #16
    eor   \X3, \X3, r8, lsl #16
.endm
.macro ENC2_ROUND X0, X1, X2, X3, TR
    KEY2  \X0, \X1, \X2, \X3
    SBOX  \X0, \X1, \X2, \X3, r2, r7
    TR_\TR \X1, \X2, \X3, \X0, r2
.endm
/* Block 0 word A and block 1 word B <-> two lane words: A := B.lo << 16 | A.lo and
 * B := B.hi << 16 | A.hi (one SWAPMOVE of the 16-bit halves; an involution). */
.macro LANES A, B, T
    eor   \T, \B, \A, lsr #16
    uxth  \T, \T
    eor   \B, \B, \T
    eor   \A, \A, \T, lsl #16
.endm

    .section .text.present_encrypt_2blocks, "ax", %progbits  @ own section: a firmware links only the functions it calls
    .global present_encrypt_2blocks
    .type   present_encrypt_2blocks, %function
    .thumb_func
present_encrypt_2blocks:
    push  {r4-r8}
    movw  r12, #0xF0F0
    LOAD_BE r3, r4, r2, 0            @ block 0
    TO_B  r3, r4, r12, r7
    LOAD_BE r5, r6, r2, 8            @ block 1
    TO_B  r5, r6, r12, r7
    LANES r3, r5, r7                 @ r3 = plane 0, r5 = plane 1 (block 0 low, block 1 high)
    LANES r4, r6, r7                 @ r4 = plane 2, r6 = plane 3
    mov   r12, #8                    @ 3 + 7 x 4 rounds, as in present_encrypt_block
    b     2f
1:
    ENC2_ROUND r6, r3, r5, r4, RG
2:
    ENC2_ROUND r3, r5, r4, r6, RI
    ENC2_ROUND r5, r4, r6, r3, RG
    ENC2_ROUND r4, r6, r3, r5, RI
    subs  r12, r12, #1
    bne   1b
    KEY2  r6, r3, r5, r4             @ K_32; planes 0..3 in r6, r3, r5, r4 (order A)
    LANES r6, r3, r7                 @ r6 = block 0 planes 0 | 1, r3 = block 1 planes 0 | 1
    LANES r5, r4, r7                 @ r5 = block 0 planes 2 | 3, r4 = block 1 planes 2 | 3
    movw  r12, #0xAAAA
    A_SWAP r6, r5, r12, r7
    A_SWAP r3, r4, r12, r7
    rev   r5, r5
    rev   r6, r6
    rev   r4, r4
    rev   r3, r3
    str   r5, [r1]
    str   r6, [r1, #4]
    str   r4, [r1, #8]
    str   r3, [r1, #12]
    pop   {r4-r8}
    bx    lr
    .size present_encrypt_2blocks, .-present_encrypt_2blocks
