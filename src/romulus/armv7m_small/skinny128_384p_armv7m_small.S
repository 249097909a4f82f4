/* SKINNY-128-384+ (40 rounds) for ARMv7-M (Cortex-M3), small profile: one round per loop
 * iteration, the tweakey schedule on the fly, no tables indexed by data.
 *
 * void skinny128_384p_encrypt(uint8_t block[16], const uint8_t tk[48]);   contract: ../skinny128_384p.h
 *   block: encrypted in place (any alignment: LDR/STR, no LDM); tk = TK1 || TK2 || TK3, not modified.
 * C meaning: src/romulus/ref/skinny128_384p_ref.c (the same rounds; this file changes only how a
 *   round is computed).
 *
 * State: the four rows in r4-r7 as 32-bit words (byte c of row r = cell 4r + c), with bits 1 and 3
 *   of every byte exchanged for the whole call (so that the S-box's plane pairs below are
 *   {2k, 2k+1}); the round tweakey and c2 are brought into that order as they are added.
 * SubCells, bitsliced per round: two SWAPMOVE layers (row bit 0 <-> bit 1 of the byte, row bit 1 <->
 *   bit 2) turn the rows into four words of two bit planes each (planes at the even and odd bits);
 *   the S-box is its NOR/XOR circuit (8 x x ^= NOR(a, b): ORR, BIC with 0x55555555, EOR, the
 *   shifts align the planes), written on the planes where they stay (no bit permutation is
 *   executed: the output planes are then found in other words, which the unpack reads in that
 *   order; one word has its even and odd planes exchanged); the inverse SWAPMOVEs give rows again.
 * AddConstants/AddRoundTweakey: the round tweakey rt (rows 0, 1 of TK1 ^ TK2 ^ TK3) gets c0, c1 from a
 *   40-byte table (public index: the round), then EORs; c2 is an immediate.
 * ShiftRows + MixColumns: the row rotations are operand rotations of the MixColumns EORs.
 * Tweakey schedule: the 48-byte copy of tk in the frame; PT moves rows 0, 1 unchanged to rows 2, 3
 *   and fills rows 0, 1 with a permutation of rows 2, 3, so each array keeps its two 8-byte halves
 *   in place and per round only the half that becomes rows 0, 1 is rewritten: byte permutation
 *   (UBFX/BFI), the LFSR of TK2/TK3 on four cells at a time, and the XOR of the three is the next rt.
 *   The half alternates (frame offset 0, 8, 0, ...).
 * Registers in the loop: r0 = t, r1 = 0x55555555 (the tweakey update borrows it as its pointer),
 *   r2 = round-constant pointer, r3 = half offset (0 / 8), r4-r7 = rows (bitsliced during SubCells),
 *   r8/r9 = rt, r10-r12, lr = scratch.
 * Stack: 40 bytes of saved registers (r0 = block pointer) + the 48-byte tweakey copy, wiped before
 *   returning. Constant time: no data-dependent branch or address.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb

/* SWAPMOVE(a, b, mask, n): t = ((a >> n) ^ b) & mask; b ^= t; a ^= t << n (exchanges the bits of b
 * under mask with the bits of a under mask << n) */
.macro swapmove a, b, mask, n
    eor   r0, \b, \a, lsr #\n
    and   r0, r0, #\mask
    eor   \b, \b, r0
    eor   \a, \a, r0, lsl #\n
.endm

/* x: exchange bits 1 and 3 of every byte (t = scratch) */
.macro swap13 x, t
    eor   \t, \x, \x, lsr #2
    and   \t, \t, #0x02020202
    eor   \x, \x, \t
    eor   \x, \x, \t, lsl #2
.endm

/* PT on one 8-byte half: a = cells 8..11, b = cells 12..15 -> na = cells (9, 15, 8, 13),
 * nb = cells (10, 14, 12, 11) (the new rows 0, 1); t = scratch */
.macro pt_half a, b, na, nb, t
    ubfx  \na, \a, #8, #8
    lsr   \t, \b, #24
    bfi   \na, \t, #8, #8
    bfi   \na, \a, #16, #8
    lsr   \t, \b, #8
    bfi   \na, \t, #24, #8
    lsr   \nb, \a, #16
    lsr   \t, \b, #16
    bfi   \nb, \t, #8, #8
    bfi   \nb, \b, #16, #8
    lsr   \t, \a, #24
    bfi   \nb, \t, #24, #8
.endm

/* TK2 LFSR on four cells: x = (x << 1) | (x7 ^ x5) per byte */
.macro lfsr2 x, t
    lsr   \t, \x, #7
    eor   \t, \t, \x, lsr #5
    and   \t, \t, #0x01010101
    and   \x, \x, #0x7f7f7f7f
    orr   \x, \t, \x, lsl #1
.endm

/* TK3 LFSR on four cells: x = (x >> 1) | ((x0 ^ x6) << 7) per byte */
.macro lfsr3 x, t
    lsl   \t, \x, #7
    eor   \t, \t, \x, lsl #1
    and   \t, \t, #0x80808080
    and   \x, \x, #0xfefefefe
    orr   \x, \t, \x, lsr #1
.endm

    .text
    .align 2
    .global skinny128_384p_encrypt
    .type skinny128_384p_encrypt, %function
    .thumb_func
skinny128_384p_encrypt:
    push  {r0, r4-r11, lr}
    sub   sp, sp, #48
    movs  r2, #0
1:  ldr   r3, [r1, r2]                @ the tweakey copy (tk may be unaligned: no LDM)
    str   r3, [sp, r2]
    adds  r2, r2, #4
    cmp   r2, #48
    bne   1b
    ldrd  r8, r9, [sp, #0]            @ rt of round 0: rows 0, 1 of TK1 ^ TK2 ^ TK3
    ldrd  r10, r11, [sp, #16]
    eor   r8, r8, r10
    eor   r9, r9, r11
    ldrd  r10, r11, [sp, #32]
    eor   r8, r8, r10
    eor   r9, r9, r11
    ldr   r4, [r0, #0]                @ rows 0..3
    ldr   r5, [r0, #4]
    ldr   r6, [r0, #8]
    ldr   r7, [r0, #12]
    swap13 r4, r0
    swap13 r5, r0
    swap13 r6, r0
    swap13 r7, r0
    mov.w r1, #0x55555555
    ldr   r2, =skinny128_384p_small_rc
    movs  r3, #0
2:
    /* ---- SubCells: rows -> planes (w0..w3 = r4..r7: w = 2 * bit2 + bit1 of the plane, bit0 of
     * the plane = odd bits) */
    swapmove r4, r5, 0x33333333, 2
    swapmove r6, r7, 0x33333333, 2
    swapmove r4, r6, 0x0f0f0f0f, 4
    swapmove r5, r7, 0x0f0f0f0f, 4
    /* the S-box circuit on the planes p0..p7 (p0: w0 even, p3: w0 odd, p2: w1 even, p1: w1 odd,
     * p4/p5: w2 even/odd, p6/p7: w3 even/odd), each line x ^= NOR(a, b) */
    orr   r0, r7, r7, lsr #1          @ p4 ^= NOR(p7, p6)
    bic   r0, r1, r0
    eor   r6, r6, r0
    orr   r0, r5, r4, lsr #1          @ p0 ^= NOR(p3, p2)
    bic   r0, r1, r0
    eor   r4, r4, r0
    orr   r0, r5, r5, lsr #1          @ p6 ^= NOR(p2, p1)
    bic   r0, r1, r0
    eor   r7, r7, r0
    orr   r0, r6, r4                  @ p5 ^= NOR(p4, p0)
    bic   r0, r1, r0
    eor   r6, r6, r0, lsl #1
    orr   r0, r4, r4, lsr #1          @ p1 ^= NOR(p0, p3)
    bic   r0, r1, r0
    eor   r5, r5, r0, lsl #1
    orr   r0, r7, r6, lsr #1          @ p7 ^= NOR(p6, p5)
    bic   r0, r1, r0
    eor   r7, r7, r0, lsl #1
    orr   r0, r6, r6, lsr #1          @ p3 ^= NOR(p5, p4)
    bic   r0, r1, r0
    eor   r4, r4, r0, lsl #1
    orr   r0, r5, r7                  @ p2 ^= NOR(p1, p7)
    bic   r0, r1, r0, lsr #1
    eor   r5, r5, r0
    /* output bit j of each cell: 7, 6 = p5, p4 (w2); 5, 4 = p0, p3 (w0, even/odd exchanged);
     * 3, 2 = p1, p6; 1, 0 = p7, p2. So the output words are (w1, w3, w0 swapped, w2) */
    and   r0, r4, r1                  @ w0: exchange its even and odd bits
    and   r4, r1, r4, lsr #1
    orr   r4, r4, r0, lsl #1
    /* planes -> rows, the inverse SWAPMOVEs on (r5, r7, r4, r6): rows 0..3 in r5, r7, r4, r6 */
    swapmove r5, r4, 0x0f0f0f0f, 4
    swapmove r7, r6, 0x0f0f0f0f, 4
    swapmove r5, r7, 0x33333333, 2
    swapmove r4, r6, 0x33333333, 2
    /* ---- AddConstants, AddRoundTweakey: rt ^ (c0, c1) in the state's bit order; c2 */
    ldrb  r0, [r2], #1
    and   r10, r0, #15
    eor   r8, r8, r10
    eor   r9, r9, r0, lsr #4
    swap13 r8, r10
    swap13 r9, r10
    eor   r5, r5, r8
    eor   r7, r7, r9
    eor   r4, r4, #0x08               @ c2 = 0x02, bit 1 -> bit 3
    /* ---- ShiftRows (rows 1, 2, 3 rotate by 1, 2, 3 cells) and MixColumns:
     * new0 = a0 ^ a2 ^ a3, new1 = a0, new2 = a1 ^ a2, new3 = a0 ^ a2, back into r4..r7 */
    ror   r10, r4, #16                @ a2
    eor   r4, r5, r10                 @ a0 ^ a2
    eor   r10, r10, r7, ror #24       @ a1 ^ a2
    mov   r7, r4
    eor   r4, r4, r6, ror #8          @ ^ a3
    mov   r6, r10
    ldrb  r0, [r2]                    @ the table ends with 0 after round 39
    cmp   r0, #0
    beq   3f
    /* ---- tweakey schedule: the half at offset r3 ^ 8 becomes rows 0, 1 */
    eor   r3, r3, #8
    add   r1, sp, r3
    ldrd  r10, r11, [r1, #0]          @ TK1
    pt_half r10, r11, r8, r9, r0
    strd  r8, r9, [r1, #0]
    ldrd  r10, r11, [r1, #16]         @ TK2
    pt_half r10, r11, r12, lr, r0
    lfsr2 r12, r0
    lfsr2 lr, r0
    strd  r12, lr, [r1, #16]
    eor   r8, r8, r12
    eor   r9, r9, lr
    ldrd  r10, r11, [r1, #32]         @ TK3
    pt_half r10, r11, r12, lr, r0
    lfsr3 r12, r0
    lfsr3 lr, r0
    strd  r12, lr, [r1, #32]
    eor   r8, r8, r12
    eor   r9, r9, lr
    mov.w r1, #0x55555555
    b     2b
3:
    swap13 r4, r0
    swap13 r5, r0
    swap13 r6, r0
    swap13 r7, r0
    ldr   r0, [sp, #48]
    str   r4, [r0, #0]
    str   r5, [r0, #4]
    str   r6, [r0, #8]
    str   r7, [r0, #12]
    movs  r0, #0                      @ wipe the tweakey copy and the scratch registers
    movs  r1, #0
    movs  r2, #0
    movs  r3, #0
    mov   r12, sp
    stmia r12!, {r0-r3}
    stmia r12!, {r0-r3}
    stmia r12!, {r0-r3}
    mov   r12, r0
    mov   lr, r0
    add   sp, sp, #48
    pop   {r0, r4-r11, pc}
    .ltorg
    .size skinny128_384p_encrypt, .-skinny128_384p_encrypt

    .section .rodata.skinny128_384p_small_rc, "a"
/* rc of rounds 0..39 (the 6-bit LFSR of AddConstants: c0 = rc & 15, c1 = rc >> 4), then 0 */
skinny128_384p_small_rc:
    .byte 0x01, 0x03, 0x07, 0x0f, 0x1f, 0x3e, 0x3d, 0x3b, 0x37, 0x2f
    .byte 0x1e, 0x3c, 0x39, 0x33, 0x27, 0x0e, 0x1d, 0x3a, 0x35, 0x2b
    .byte 0x16, 0x2c, 0x18, 0x30, 0x21, 0x02, 0x05, 0x0b, 0x17, 0x2e
    .byte 0x1c, 0x38, 0x31, 0x23, 0x06, 0x0d, 0x1b, 0x36, 0x2d, 0x1a
    .byte 0x00
