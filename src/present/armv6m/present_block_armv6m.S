/* PRESENT-80/128 block encryption and decryption, ARMv6-M (Cortex-M0/M0+, Thumb-1 only): bitsliced
 * and constant time (no table look-up, no data-dependent branch or address).
 *
 * void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 * void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 *   in: r0 = rk, r1 = out, r2 = in (any alignment: byte loads and stores; out may equal in).
 *   Contract: ../present_block.h. AAPCS: r4-r11 saved; r0-r3, r12 and the flags clobbered.
 *   Stack: 36 bytes.
 *
 * The state representation, the S-box circuit and the round-key layout are those of the ARMv7-M
 * backend (../armv7m/present_block_armv7m.S explains them; ../bitsliced32/present_bitsliced32.c builds rk[]).
 * In short: planes 0..3 (bit k of the 16 nibbles) in the low halves of four registers (the high
 * halves are don't-care), order B (bit 4*row + col) before odd rounds and order A (bit 4*col + row)
 * before even rounds; pLayer is a 4x4 transpose across the plane registers (four SWAPMOVEs); the
 * S-box computes S(x) ^ 8, whose constant the round keys absorb.
 *
 * What changes on Thumb-1: two-operand logic (copies with MOVS), no shifted operand (separate
 * LSLS/LSRS), no ORN, immediates of 8 bits (the masks live in high registers and are copied to a
 * low one with MOV, 1 cycle), no LDMDB (decryption walks rk down with SUBS), no unaligned access.
 *
 * Registers in the rounds: r0 = rk pointer; four plane registers and two temporaries rotate over
 * r1-r6 (the forward S-box leaves its outputs in other registers: period 4); r7 = SWAPMOVE
 * temporary; r8 = 0x33333333, r9 = 0x55555555, r11 = 0x0F0F0F0F (the 0x00FF00FF SWAPMOVE is a
 * UXTB: the high halves are don't-care); r10 = out; r12 = where rk stops.
 *
 * Instructions per round: encryption LDM + key 9 cycles, S-box 19, pLayer 24 + 1 or 2 mask copies;
 * decryption the same with an 18-instruction inverse S-box and 1 more for the key pointer.
 */
    .syntax unified
    .cpu cortex-m0plus
    .thumb
    .text

/* SWAPMOVE A, B, M, S, T: exchange the bits of B selected by M with the bits of A selected by M << S.
 * C: T = ((A >> S) ^ B) & M; B ^= T; A ^= T << S. M a low register holding the mask. */
.macro SWAPMOVE A, B, M, S, T
    lsrs  \T, \A, #\S
    eors  \T, \B
    ands  \T, \M
    eors  \B, \T
    lsls  \T, \T, #\S
    eors  \A, \T
.endm
/* The same with the mask 0x000000FF (only the low 16 bits of the planes matter). */
.macro SWAPMOVE_B A, B, S, T
    lsrs  \T, \A, #\S
    eors  \T, \B
    uxtb  \T, \T
    eors  \B, \T
    lsls  \T, \T, #\S
    eors  \A, \T
.endm
/* SELFSWAP W, M, S, T: the same inside one word. C: T = (W ^ (W >> S)) & M; W ^= T ^ (T << S). */
.macro SELFSWAP W, M, S, T
    lsrs  \T, \W, #\S
    eors  \T, \W
    ands  \T, \M
    eors  \W, \T
    lsls  \T, \T, #\S
    eors  \W, \T
.endm

/* pLayer from order B: 4x4 transpose of (register, bit-in-nibble) over planes P0..P3; M and T free. */
.macro TR_RI P0, P1, P2, P3, M, T
    mov   \M, r8                    @ 0x33333333
    SWAPMOVE \P0, \P2, \M, 2, \T
    SWAPMOVE \P1, \P3, \M, 2, \T
    mov   \M, r9                    @ 0x55555555
    SWAPMOVE \P0, \P1, \M, 1, \T
    SWAPMOVE \P2, \P3, \M, 1, \T
.endm
/* pLayer from order A: 4x4 transpose of (register, nibble). */
.macro TR_RG P0, P1, P2, P3, M, T
    SWAPMOVE_B \P0, \P2, 8, \T
    SWAPMOVE_B \P1, \P3, 8, \T
    mov   \M, r11                   @ 0x0F0F0F0F
    SWAPMOVE \P0, \P1, \M, 4, \T
    SWAPMOVE \P2, \P3, \M, 4, \T
.endm

/* S'' (S(x) ^ 8) on planes X0..X3 (d, c, b, a), temporaries T1, T2. Afterwards planes 0..3 (y0, y1,
 * y2, ~y3) are in T2, T1, X3, X0, and X1, X2 are free. 19 instructions. */
.macro SBOX X0, X1, X2, X3, T1, T2
    eors  \X1, \X2                  @ X1 = T1 = b ^ c
    movs  \T2, \X2
    ands  \T2, \X1                  @ b & T1
    eors  \X3, \T2                  @ X3 = T3 = a ^ (b & T1)
    movs  \T2, \X1
    ands  \T2, \X3                  @ T1 & T3
    eors  \X2, \T2                  @ X2 = T2 = b ^ (T1 & T3)
    movs  \T2, \X0
    eors  \T2, \X3                  @ T2 = y0 = d ^ T3
    eors  \X1, \T2                  @ X1 = T1' = T1 ^ y0
    movs  \T1, \X0
    orrs  \T1, \X2                  @ d | T2
    eors  \T1, \X1                  @ T1 = y1 = T1' ^ (d | T2)
    eors  \X2, \X0                  @ X2 = T2b = T2 ^ d
    movs  \X0, \T1
    eors  \X0, \X2                  @ X0 = ~y3 = y1 ^ T2b
    mvns  \X2, \X2
    orrs  \X1, \X2                  @ T1' | ~T2b
    eors  \X3, \X1                  @ X3 = y2 = T3 ^ (T1' | ~T2b)
.endm

/* S''^-1 on planes A, B, C, D (y0, y1, y2, ~y3), temporary E; afterwards the exact inputs d, c, b, a
 * (planes 0..3) are in A, B, D, C and E is free. 18 instructions. */
.macro INV_SBOX A, B, C, D, E
    mvns  \E, \B
    orrs  \E, \D                    @ ~y3 | ~y1
    eors  \D, \B                    @ D = Z = y1 ^ ~y3
    eors  \E, \C                    @ E = T3 = y2 ^ (~y3 | ~y1)
    eors  \C, \A                    @ y0 ^ y2
    mvns  \C, \C
    orrs  \C, \D                    @ Z | ~(y0 ^ y2)
    eors  \B, \C                    @ T1' = y1 ^ (Z | ~(y0 ^ y2))
    eors  \B, \A                    @ B = T1 = T1' ^ y0
    eors  \A, \E                    @ A = d = y0 ^ T3
    eors  \D, \A                    @ D = T2 = Z ^ d
    movs  \C, \B
    ands  \C, \E                    @ T1 & T3
    eors  \D, \C                    @ D = b = T2 ^ (T1 & T3)
    eors  \B, \D                    @ B = c = T1 ^ b
    movs  \C, \D
    bics  \C, \B                    @ b & ~c
    eors  \C, \E                    @ C = a = T3 ^ (b & ~c)
.endm

/* addRoundKey from the key words W0 (plane 0 | plane 1 << 16) and W1 (plane 2 | plane 3 << 16),
 * which are destroyed. C: X0 ^= W0; X1 ^= W0 >> 16; X2 ^= W1; X3 ^= W1 >> 16. */
.macro KEY_XOR X0, X1, X2, X3, W0, W1
    eors  \X0, \W0
    eors  \X2, \W1
    lsrs  \W0, \W0, #16
    lsrs  \W1, \W1, #16
    eors  \X1, \W0
    eors  \X3, \W1
.endm

/* One encryption round on (d, c, b, a) = X0..X3 with temporaries T1, T2; W0 < W1 are T1, T2 in
 * register-number order (LDM loads the lower register from the lower address). TR = RI or RG.
 * Afterwards planes 0..3 are in T2, T1, X3, X0 and X1, X2 are the temporaries. */
.macro ENC_ROUND X0, X1, X2, X3, T1, T2, W0, W1, TR
    ldm   r0!, {\W0, \W1}           @ K_i
    KEY_XOR \X0, \X1, \X2, \X3, \W0, \W1
    SBOX  \X0, \X1, \X2, \X3, \T1, \T2
    TR_\TR \T2, \T1, \X3, \X0, \X1, r7
.endm

/* One decryption round: inverse pLayer (the transpose is its own inverse), S''^-1, then K_i
 * (r0 points at it and moves to K_(i-1)). Planes A..D in r3-r6; afterwards in A, B, D, C. */
.macro DEC_ROUND A, B, C, D, TR
    TR_\TR \A, \B, \C, \D, r1, r2
    INV_SBOX \A, \B, \C, \D, r7
    ldm   r0!, {r1, r2}
    subs  r0, #16
    KEY_XOR \A, \B, \D, \C, r1, r2
.endm

/* Big-endian bytes [IN + OFF .. IN + OFF + 3] into W. T temporary. */
.macro LOAD_BE32 W, IN, OFF, T
    ldrb  \W, [\IN, #\OFF]
    ldrb  \T, [\IN, #\OFF + 1]
    lsls  \W, \W, #8
    orrs  \W, \T
    ldrb  \T, [\IN, #\OFF + 2]
    lsls  \W, \W, #8
    orrs  \W, \T
    ldrb  \T, [\IN, #\OFF + 3]
    lsls  \W, \W, #8
    orrs  \W, \T
.endm
/* W as big-endian bytes at [OUT + OFF]; W destroyed. */
.macro STORE_BE32 W, OUT, OFF
    strb  \W, [\OUT, #\OFF + 3]
    lsrs  \W, \W, #8
    strb  \W, [\OUT, #\OFF + 2]
    lsrs  \W, \W, #8
    strb  \W, [\OUT, #\OFF + 1]
    lsrs  \W, \W, #8
    strb  \W, [\OUT, #\OFF]
.endm

/* s (LO = bits 31..0, HI = bits 63..32) -> order B words: LO = plane 0 | plane 1 << 16, HI = plane
 * 2 | plane 3 << 16 (index-bit swaps (0,2), (2,4), (1,3) in each word, (3,5) across). M, T free. */
.macro TO_B LO, HI, M, T
    ldr   \M, =0x0A0A0A0A
    SELFSWAP \LO, \M, 3, \T
    SELFSWAP \HI, \M, 3, \T
    ldr   \M, =0x0000F0F0
    SELFSWAP \LO, \M, 12, \T
    SELFSWAP \HI, \M, 12, \T
    ldr   \M, =0x00CC00CC
    SELFSWAP \LO, \M, 6, \T
    SELFSWAP \HI, \M, 6, \T
    ldr   \M, =0x00FF00FF
    SWAPMOVE \LO, \HI, \M, 8, \T
.endm
/* The inverse of TO_B: order B words W0, W1 -> s (W0 = bits 31..0, W1 = bits 63..32). */
.macro FROM_B W0, W1, M, T
    ldr   \M, =0x00FF00FF
    SWAPMOVE \W0, \W1, \M, 8, \T
    ldr   \M, =0x00CC00CC
    SELFSWAP \W0, \M, 6, \T
    SELFSWAP \W1, \M, 6, \T
    ldr   \M, =0x0000F0F0
    SELFSWAP \W0, \M, 12, \T
    SELFSWAP \W1, \M, 12, \T
    ldr   \M, =0x0A0A0A0A
    SELFSWAP \W0, \M, 3, \T
    SELFSWAP \W1, \M, 3, \T
.endm
/* Order A words <-> s: swaps (0,4) in each word and (1,5) across; the two orders of the steps are
 * inverses of each other. */
.macro A_TO_S W0, W1, M, T
    ldr   \M, =0x0000AAAA
    SELFSWAP \W0, \M, 15, \T
    SELFSWAP \W1, \M, 15, \T
    mov   \M, r8                    @ 0x33333333
    SWAPMOVE \W0, \W1, \M, 2, \T
.endm
.macro S_TO_A LO, HI, M, T
    mov   \M, r8
    SWAPMOVE \LO, \HI, \M, 2, \T
    ldr   \M, =0x0000AAAA
    SELFSWAP \LO, \M, 15, \T
    SELFSWAP \HI, \M, 15, \T
.endm

/* Low halves of P0, P1 into P0 = P0 | P1 << 16 (P1 destroyed). */
.macro PACK P0, P1
    uxth  \P0, \P0
    lsls  \P1, \P1, #16
    orrs  \P0, \P1
.endm

/* Save r4-r11 and lr; r10 = out; r8, r9, r11 = the pLayer masks. */
.macro PROLOGUE
    push  {r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    push  {r4-r7}
    mov   r10, r1
    ldr   r4, =0x33333333
    mov   r8, r4
    ldr   r4, =0x55555555
    mov   r9, r4
    ldr   r4, =0x0F0F0F0F
    mov   r11, r4
.endm
.macro EPILOGUE
    pop   {r4-r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r4-r7, pc}
.endm

/* ================================================================================================ */
    .global present_encrypt_block
    .type   present_encrypt_block, %function
    .thumb_func
present_encrypt_block:
    PROLOGUE
    LOAD_BE32 r3, r2, 4, r7          @ r3 = s bits 31..0
    LOAD_BE32 r5, r2, 0, r7          @ r5 = s bits 63..32
    TO_B  r3, r5, r1, r7             @ r3 = planes 0 | 1 << 16, r5 = planes 2 | 3 << 16 (order B)
    lsrs  r4, r3, #16                @ plane 1 (plane 0 = r3; high halves are don't-care)
    lsrs  r6, r5, #16                @ plane 3 (plane 2 = r5)
    movs  r1, #248
    add   r1, r0
    mov   r12, r1                    @ rk + 31 rounds x 8 bytes: where the loop stops
    b     2f                         @ 31 rounds = 3 + 7 x 4: enter the 4-round body at its 2nd round
1:
    ENC_ROUND r6, r1, r2, r5, r4, r3, r3, r4, RG   @ rounds 4n (n = 1..7)
2:
    ENC_ROUND r3, r4, r5, r6, r1, r2, r1, r2, RI   @ rounds 4n+1
    ENC_ROUND r2, r1, r6, r3, r4, r5, r4, r5, RG   @ rounds 4n+2
    ENC_ROUND r5, r4, r3, r2, r1, r6, r1, r6, RI   @ rounds 4n+3
    cmp   r0, r12
    beq   3f                         @ (the body is beyond the reach of a conditional branch)
    b     1b
3:
    ldm   r0!, {r3, r4}              @ K_32 on planes 0..3 in r6, r1, r2, r5 (order A)
    KEY_XOR r6, r1, r2, r5, r3, r4
    PACK  r6, r1                     @ r6 = planes 0 | 1 << 16
    PACK  r2, r5                     @ r2 = planes 2 | 3 << 16
    A_TO_S r6, r2, r3, r7            @ r6 = s bits 31..0, r2 = bits 63..32
    mov   r1, r10
    STORE_BE32 r2, r1, 0
    STORE_BE32 r6, r1, 4
    EPILOGUE
    .ltorg
    .size present_encrypt_block, .-present_encrypt_block

/* ================================================================================================ */
    .global present_decrypt_block
    .type   present_decrypt_block, %function
    .thumb_func
present_decrypt_block:
    PROLOGUE
    LOAD_BE32 r3, r2, 4, r7
    LOAD_BE32 r5, r2, 0, r7
    S_TO_A r3, r5, r1, r7            @ order A words
    lsrs  r4, r3, #16
    lsrs  r6, r5, #16
    movs  r1, r0
    subs  r1, #8
    mov   r12, r1                    @ the loop stops when r0 is back at rk - 8
    adds  r0, #248                   @ K_32
    ldm   r0!, {r1, r2}
    subs  r0, #16                    @ r0 = K_31
    KEY_XOR r3, r4, r5, r6, r1, r2
    b     2f                         @ undo rounds 31, 30, 29, then 7 x (28 - 4n .. 25 - 4n)
1:
    DEC_ROUND r3, r4, r6, r5, RG
2:
    DEC_ROUND r3, r4, r5, r6, RI
    DEC_ROUND r3, r4, r6, r5, RG
    DEC_ROUND r3, r4, r5, r6, RI
    cmp   r0, r12
    beq   3f                         @ (the body is beyond the reach of a conditional branch)
    b     1b
3:
    PACK  r3, r4                     @ planes 0..3 in r3, r4, r6, r5 (order B)
    PACK  r6, r5
    FROM_B r3, r6, r1, r7            @ r3 = s bits 31..0, r6 = bits 63..32
    mov   r1, r10
    STORE_BE32 r6, r1, 0
    STORE_BE32 r3, r1, 4
    EPILOGUE
    .ltorg
    .size present_decrypt_block, .-present_decrypt_block
