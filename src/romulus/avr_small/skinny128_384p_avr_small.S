/* SKINNY-128-384+ (40 rounds), 8-bit AVR (ATmega128, ATmega328P, ATmega2560), small profile: one
 * round per loop iteration, the tweakey schedule on the fly, no table indexed by data.
 *
 * void skinny128_384p_encrypt(uint8_t block[16], const uint8_t tk[48]);   contract: ../skinny128_384p.h
 *   in: r25:r24 = block (encrypted in place, it holds the state between rounds),
 *   r23:r22 = tk = TK1 || TK2 || TK3 (spec byte order), only read.
 *   ABI: r2-r17 and r28-r29 saved and restored; r0, r18-r27, r30-r31 clobbered; r1 = 0 throughout.
 *   Stack: 18 saved registers + a 49-byte frame (tweakey working copy, round number) + the return
 *   address.
 * C meaning (ref/skinny128_384p_ref.c): for r = 0..39: SubCells, AddConstants, AddRoundTweakey
 * (rows 0, 1 ^= TK1 ^ TK2 ^ TK3), tweakey update (PT on the three arrays, LFSR2 on TK2 rows 0-1,
 * LFSR3 on TK3 rows 0-1), ShiftRows, MixColumns.
 *
 * How (between rounds the state is in the block buffer; within a round in registers):
 *  - Round tweakey first: the 48-byte working copy in the frame. PT moves rows 0, 1 unchanged to
 *    rows 2, 3 and fills rows 0, 1 with a permutation of rows 2, 3, so each array keeps its two
 *    8-byte halves in place and per round only the half that becomes rows 0, 1 is rewritten:
 *    8 loads, the LFSR of TK2/TK3 on each byte, 8 stores to the permuted places (the permutation
 *    is in the store addresses); the same bytes XORed together are the round tweakey rt (r2..r9),
 *    with c0, c1 from an 80-byte flash table (index: the round, public). The half alternates
 *    (offset 8 in odd rounds, 0 in even ones); round 0 takes rows 0, 1 as they are.
 *  - SubCells, bitsliced, 8 cells at a time: the 8 bytes are loaded into r18..r25, an 8x8 bit
 *    transpose (three layers of SWAPMOVE) turns them into 8 planes (r(18+j) = bit j of the 8
 *    cells), the S-box is its NOR/XOR circuit on the planes (8 x MOV, OR, COM, EOR; the bit
 *    permutations between the circuit's steps are not executed, the planes stay where they are),
 *    9 MOVs put the output planes back in bit order, and the same transpose (an involution) gives
 *    bytes again. Cells 0..7 then get rt (8 EORs) and move to r10..r17; cells 8..15 stay in
 *    r18..r25 (c2: cell 8 ^= 0x02).
 *  - ShiftRows in the choice of registers, MixColumns 3 EORs a column, the new rows stored in the
 *    order the renaming gives.
 * Constant time: no branch on data (the branches count rounds), no address depends on data. At the
 * end the frame (tweakey copy) and r18..r25 are wiped (rt in r2..r9 goes with the restored
 * registers).
 */

/* I/O addresses (the same on the ATmega128, ATmega328P and ATmega2560) */
    .equ __SP_L__, 0x3d
    .equ __SP_H__, 0x3e
    .equ __SREG__, 0x3f

/* frame (Y+1..Y+49) */
    .equ FRAME, 49
    .equ F_TK, 1          /* Y+1..48: TK1, TK2, TK3 working copy */
    .equ F_ROUND, 49      /* round number 0..39 */

/* SWAPMOVE(a, b, mask, n) with t (r16..r31): t = ((a >> n) ^ b) & mask; b ^= t; a ^= t << n */
.macro swapmove a, b, mask, n, t
    mov   \t, \a
  .if \n == 4
    swap  \t
  .else
    .rept \n
    lsr   \t
    .endr
  .endif
    eor   \t, \b
    andi  \t, \mask
    eor   \b, \t
  .if \n == 4
    swap  \t
  .else
    .rept \n
    lsl   \t
    .endr
  .endif
    eor   \a, \t
.endm

/* x ^= NOR(a, b) (t = scratch) */
.macro nor_xor x, a, b, t
    mov   \t, \a
    or    \t, \b
    com   \t
    eor   \x, \t
.endm

/* TK2 LFSR: x = (x << 1) | (x7 ^ x5): the carry out of t = (x << 2) ^ x is x7 ^ x5 */
.macro lfsr2 x
    mov   r16, \x
    lsl   r16
    lsl   r16
    eor   r16, \x
    lsl   r16
    rol   \x
.endm

/* TK3 LFSR: x = (x >> 1) | ((x0 ^ x6) << 7): bit 0 of t = (x >> 6) ^ x is x6 ^ x0 */
.macro lfsr3 x
    mov   r16, \x
    swap  r16
    lsr   r16
    lsr   r16
    eor   r16, \x
    lsr   r16
    ror   \x
.endm

/* PT on a half: new cell i (rows 0, 1) = old cell 8 + p(i), p = (1, 7, 0, 5, 2, 6, 4, 3); the old
 * cells 8..15 are in r18..r25, rt in r2..r9. \m i, p(i), \arg for i = 0..7 */
.macro for_pt m, arg
    \m 0, 1, \arg
    \m 1, 7, \arg
    \m 2, 0, \arg
    \m 3, 5, \arg
    \m 4, 2, \arg
    \m 5, 6, \arg
    \m 6, 4, \arg
    \m 7, 3, \arg
.endm
.macro pt_first i, src, base      /* TK1: rt = the new rows 0, 1 */
    mov   2+\i, 18+\src
    std   Z+\base+\i, 18+\src
.endm
.macro pt_next i, src, base       /* TK2, TK3: rt ^= the new rows 0, 1 */
    eor   2+\i, 18+\src
    std   Z+\base+\i, 18+\src
.endm

.macro each8 m, arg
  .irp i, 0, 1, 2, 3, 4, 5, 6, 7
    \m \i, \arg
  .endr
.endm
.macro load_half i, base          /* r(18+i) = Z[base + i] */
    ldd   18+\i, Z+\base+\i
.endm
.macro rt_row01 i, unused         /* round 0: rt_i = TK1[i] ^ TK2[i] ^ TK3[i] */
    ldd   2+\i, Y+F_TK+\i
    ldd   r16, Y+F_TK+16+\i
    eor   2+\i, r16
    ldd   r16, Y+F_TK+32+\i
    eor   2+\i, r16
.endm
.macro lfsr2_i i, unused
    lfsr2 18+\i
.endm
.macro lfsr3_i i, unused
    lfsr3 18+\i
.endm

/* 8x8 bit transpose of r18..r25 (r(18+i) bit j <-> r(18+j) bit i); t = scratch (r16..r31). An
 * involution. */
.macro transpose8 t
    swapmove r18, r19, 0x55, 1, \t
    swapmove r20, r21, 0x55, 1, \t
    swapmove r22, r23, 0x55, 1, \t
    swapmove r24, r25, 0x55, 1, \t
    swapmove r18, r20, 0x33, 2, \t
    swapmove r19, r21, 0x33, 2, \t
    swapmove r22, r24, 0x33, 2, \t
    swapmove r23, r25, 0x33, 2, \t
    swapmove r18, r22, 0x0f, 4, \t
    swapmove r19, r23, 0x0f, 4, \t
    swapmove r20, r24, 0x0f, 4, \t
    swapmove r21, r25, 0x0f, 4, \t
.endm

/* SubCells of the 8 cells in r18..r25 (t = scratch, r16..r31): transpose to planes
 * (r(18+j) = plane j), the S-box's NOR/XOR circuit on the planes where they stay, the output planes
 * (bits 7..0 are p5, p4, p0, p3, p1, p6, p7, p2) moved back to r25..r18, transpose to bytes. */
.macro subcells8 t
    transpose8 \t
    nor_xor r22, r25, r24, \t        /* p4 ^= NOR(p7, p6) */
    nor_xor r18, r21, r20, \t        /* p0 ^= NOR(p3, p2) */
    nor_xor r24, r20, r19, \t        /* p6 ^= NOR(p2, p1) */
    nor_xor r23, r22, r18, \t        /* p5 ^= NOR(p4, p0) */
    nor_xor r19, r18, r21, \t        /* p1 ^= NOR(p0, p3) */
    nor_xor r25, r24, r23, \t        /* p7 ^= NOR(p6, p5) */
    nor_xor r21, r23, r22, \t        /* p3 ^= NOR(p5, p4) */
    nor_xor r20, r19, r25, \t        /* p2 ^= NOR(p1, p7) */
    mov   \t, r25
    mov   r25, r23
    mov   r23, r18
    mov   r18, r20
    mov   r20, r24
    mov   r24, r22
    mov   r22, r21
    mov   r21, r19
    mov   r19, \t
    transpose8 \t
.endm


    .text
    .global skinny128_384p_encrypt
    .type   skinny128_384p_encrypt, @function
skinny128_384p_encrypt:
    push  r2
    push  r3
    push  r4
    push  r5
    push  r6
    push  r7
    push  r8
    push  r9
    push  r10
    push  r11
    push  r12
    push  r13
    push  r14
    push  r15
    push  r16
    push  r17
    push  r28
    push  r29
    in    r28, __SP_L__               ; Y = SP - FRAME: the frame is Y+1..Y+FRAME
    in    r29, __SP_H__
    sbiw  r28, FRAME
    in    r0, __SREG__
    cli
    out   __SP_H__, r29
    out   __SREG__, r0
    out   __SP_L__, r28
    movw  r30, r22                    ; the tweakey working copy
    movw  r26, r28
    adiw  r26, F_TK
    ldi   r16, 48
1:  ld    r0, Z+
    st    X+, r0
    dec   r16
    brne  1b
    std   Y+F_ROUND, r1
    movw  r26, r24                    ; X = block (the state)

.Lround:
    /* ---- the round tweakey rt (r2..r9) */
    ldd   r16, Y+F_ROUND
    tst   r16
    brne  .Lupdate
    each8 rt_row01, 0                 ; round 0: rows 0, 1 as they are
    rjmp  .Lsubcells
.Lupdate:
    andi  r16, 1                      ; the half that becomes rows 0, 1: offset 8 in odd rounds
    lsl   r16
    lsl   r16
    lsl   r16
    movw  r30, r28
    add   r30, r16
    adc   r31, r1
    each8 load_half, F_TK             ; TK1
    for_pt pt_first, F_TK
    each8 load_half, F_TK+16          ; TK2
    each8 lfsr2_i, 0
    for_pt pt_next, F_TK+16
    each8 load_half, F_TK+32          ; TK3
    each8 lfsr3_i, 0
    for_pt pt_next, F_TK+32
.Lsubcells:
    ldd   r16, Y+F_ROUND              ; AddConstants c0, c1 into rt (cells 0, 4)
    lsl   r16
    ldi   r30, lo8(skinny128_384p_small_rc)
    ldi   r31, hi8(skinny128_384p_small_rc)
    add   r30, r16
    adc   r31, r1
    lpm   r0, Z+
    eor   r2, r0
    lpm   r0, Z
    eor   r6, r0
    /* ---- cells 0..7: SubCells, AddConstants (c0, c1) and AddRoundTweakey, kept in r10..r17 */
    ld    r18, X+
    ld    r19, X+
    ld    r20, X+
    ld    r21, X+
    ld    r22, X+
    ld    r23, X+
    ld    r24, X+
    ld    r25, X+
    subcells8 r16
    eor   r18, r2
    eor   r19, r3
    eor   r20, r4
    eor   r21, r5
    eor   r22, r6
    eor   r23, r7
    eor   r24, r8
    eor   r25, r9
    movw  r10, r18
    movw  r12, r20
    movw  r14, r22
    movw  r16, r24
    /* ---- cells 8..15: SubCells, c2 (cell 8 ^= 0x02), kept in r18..r25 (scratch: r26; X in Z) */
    ld    r18, X+
    ld    r19, X+
    ld    r20, X+
    ld    r21, X+
    ld    r22, X+
    ld    r23, X+
    ld    r24, X+
    ld    r25, X+
    movw  r30, r26
    subcells8 r26
    ldi   r27, 0x02
    eor   r18, r27
    movw  r26, r30
    sbiw  r26, 16                     ; X = block
    /* ---- ShiftRows and MixColumns, cell i in r(10 + i). Column c after ShiftRows:
     * (a0, a1, a2, a3) = cells (c, 4 + (c-1)%4, 8 + (c-2)%4, 12 + (c-3)%4);
     * a1 ^= a2 (new row 2), a2 ^= a0 (new row 3), a3 ^= a2 (new row 0), a0 is new row 1 */
    eor   r17, r20
    eor   r20, r10
    eor   r23, r20
    eor   r14, r21
    eor   r21, r11
    eor   r24, r21
    eor   r15, r18
    eor   r18, r12
    eor   r25, r18
    eor   r16, r19
    eor   r19, r13
    eor   r22, r19
    st    X+, r23
    st    X+, r24
    st    X+, r25
    st    X+, r22
    st    X+, r10
    st    X+, r11
    st    X+, r12
    st    X+, r13
    st    X+, r17
    st    X+, r14
    st    X+, r15
    st    X+, r16
    st    X+, r20
    st    X+, r21
    st    X+, r18
    st    X+, r19
    sbiw  r26, 16
    ldd   r16, Y+F_ROUND
    inc   r16
    std   Y+F_ROUND, r16
    cpi   r16, 40
    breq  .Ldone
    rjmp  .Lround

.Ldone:
    movw  r26, r28                    ; wipe the frame (tweakey copy) and rt
    adiw  r26, 1
    ldi   r16, FRAME
2:  st    X+, r1
    dec   r16
    brne  2b
    clr   r18
    clr   r19
    clr   r20
    clr   r21
    clr   r22
    clr   r23
    clr   r24
    clr   r25
    adiw  r28, FRAME
    in    r0, __SREG__
    cli
    out   __SP_H__, r29
    out   __SREG__, r0
    out   __SP_L__, r28
    clr   r0
    pop   r29
    pop   r28
    pop   r17
    pop   r16
    pop   r15
    pop   r14
    pop   r13
    pop   r12
    pop   r11
    pop   r10
    pop   r9
    pop   r8
    pop   r7
    pop   r6
    pop   r5
    pop   r4
    pop   r3
    pop   r2
    ret
    .size skinny128_384p_encrypt, . - skinny128_384p_encrypt

    .section .progmem.data.skinny128_384p_small_rc, "a", @progbits
/* (c0, c1) of rounds 0..39: the 6-bit LFSR rc of AddConstants, c0 = rc & 15, c1 = rc >> 4 */
    .type skinny128_384p_small_rc, @object
skinny128_384p_small_rc:
    .byte 0x01, 0x00, 0x03, 0x00, 0x07, 0x00, 0x0f, 0x00, 0x0f, 0x01, 0x0e, 0x03, 0x0d, 0x03, 0x0b, 0x03
    .byte 0x07, 0x03, 0x0f, 0x02, 0x0e, 0x01, 0x0c, 0x03, 0x09, 0x03, 0x03, 0x03, 0x07, 0x02, 0x0e, 0x00
    .byte 0x0d, 0x01, 0x0a, 0x03, 0x05, 0x03, 0x0b, 0x02, 0x06, 0x01, 0x0c, 0x02, 0x08, 0x01, 0x00, 0x03
    .byte 0x01, 0x02, 0x02, 0x00, 0x05, 0x00, 0x0b, 0x00, 0x07, 0x01, 0x0e, 0x02, 0x0c, 0x01, 0x08, 0x03
    .byte 0x01, 0x03, 0x03, 0x02, 0x06, 0x00, 0x0d, 0x00, 0x0b, 0x01, 0x06, 0x03, 0x0d, 0x02, 0x0a, 0x01
    .size skinny128_384p_small_rc, 80
