/* SKINNY-128-384+ (40 rounds) for ARMv6-M (Cortex-M0/M0+), small profile: one round per loop
 * iteration, the tweakey schedule on the fly, no tables indexed by data. Thumb-1 only.
 *
 * void skinny128_384p_encrypt(uint8_t block[16], const uint8_t tk[48]);   contract: ../skinny128_384p.h
 *   block: encrypted in place (any alignment: copied byte by byte to and from the frame);
 *   tk = TK1 || TK2 || TK3, not modified.
 * C meaning: src/romulus/ref/skinny128_384p_ref.c (the same rounds; this file changes only how a
 *   round is computed).
 *
 * State and round function: those of ../armv7m_small/skinny128_384p_armv7m_small.S (the rows in
 *   four words with bits 1 and 3 of every byte exchanged for the whole call; SubCells bitsliced per
 *   round by two SWAPMOVE layers, the S-box's NOR/XOR circuit on the bit planes, the inverse
 *   SWAPMOVEs; ShiftRows as rotations folded into MixColumns), in Thumb-1 instructions: two-operand,
 *   the masks in registers (reloaded each round from the literal pool), the rotations by register.
 * Tweakey schedule: the 48-byte copy of tk in the frame. PT moves rows 0, 1 unchanged to rows 2, 3
 *   and fills rows 0, 1 with a permutation of rows 2, 3: each array keeps its two 8-byte halves in
 *   place and per round only one half is rewritten (it becomes rows 0, 1; the half alternates). On
 *   a half, PT is the 8-cycle of positions 0 -> 2 -> 4 -> 6 -> 5 -> 3 -> 7 -> 1 -> 0 (position p =
 *   cell p of rows 0, 1, or cell 8 + p of rows 2, 3). The copy keeps every half in the order of that
 *   cycle, backwards: slot s (byte s of the half) holds position ORDER[s] = (0, 1, 7, 3, 5, 6, 4, 2),
 *   so that PT is a rotation of the 64-bit half by one byte (slot s + 1 -> slot s) instead of a byte
 *   permutation per array. The LFSRs of TK2/TK3 act on each byte, wherever it is. The XOR of the
 *   three halves is brought back to cell order once per round (rows 0, 1 = slots (0, 1, 7, 3),
 *   (6, 4, 5, 2): two masked byte exchanges and a rotation), then gets c0, c1 (a 41-byte table, the
 *   index the round: public) and the bit-1/3 exchange of the state: the round tweakey rt.
 * Registers: in SubCells r0 = t, r1 = 0x55555555, r2 = 0x33333333, r3 = 0x0f0f0f0f, r4-r7 = rows;
 *   across the tweakey update the rows in r8-r11; rt in r12 (row 0) and lr (row 1).
 * Stack: 40 bytes of saved registers (r0 = block pointer) + a 72-byte frame (tweakey copy, block
 *   copy, round-constant pointer, half offset), wiped before returning. Constant time: no branch
 *   or address depends on data (the branches count bytes and rounds).
 */
    .syntax unified
    .arch armv6-m
    .thumb

    .equ F_TK, 0          /* 48 bytes: TK1, TK2, TK3 copies, each half in slot order */
    .equ F_BLOCK, 48      /* 16 bytes: the block (word aligned) */
    .equ F_RC, 64         /* pointer to c0, c1 of the round whose rt is prepared next */
    .equ F_HALF, 68       /* 0 / 8: the half that was rows 0, 1 last */
    .equ FRAME, 72
    .equ F_BLOCKPTR, FRAME + 16   /* the pushed r0 */

/* SWAPMOVE(a, b, m, n): t = ((a >> n) ^ b) & m; b ^= t; a ^= t << n (t = r0) */
.macro swapmove a, b, m, n
    lsrs  r0, \a, #\n
    eors  r0, \b
    ands  r0, \m
    eors  \b, r0
    lsls  r0, r0, #\n
    eors  \a, r0
.endm

/* x ^= NOR(a, b) on the even bit planes (mask r1): a | (b >> sb) is computed, then shifted left by sr
 * before the XOR when the target plane is odd; with pre = 1 the OR is shifted right by one first */
.macro nor_eor x, a, b, sb, sr, pre
  .if \sb
    lsrs  r0, \b, #\sb
  .else
    movs  r0, \b
  .endif
    orrs  r0, \a
  .if \pre
    lsrs  r0, r0, #1
  .endif
    mvns  r0, r0
    ands  r0, r1
  .if \sr
    lsls  r0, r0, #\sr
  .endif
    eors  \x, r0
.endm

/* x: exchange bits 1 and 3 of every byte (m = 0x02020202, t = scratch) */
.macro swap13 x, m, t
    lsrs  \t, \x, #2
    eors  \t, \x
    ands  \t, \m
    eors  \x, \t
    lsls  \t, \t, #2
    eors  \x, \t
.endm

/* the half (r1 = slots 0..3, r2 = slots 4..7) rotated by one slot, slot s + 1 -> slot s: r3 = new
 * slots 0..3, r2 = new slots 4..7 (r1, r4 clobbered) */
.macro pt_half
    lsrs  r3, r1, #8
    lsls  r4, r2, #24
    orrs  r3, r4
    lsrs  r2, r2, #8
    lsls  r1, r1, #24
    orrs  r2, r1
.endm

/* TK2 LFSR on four cells: x = (x << 1) | (x7 ^ x5) per byte (r7 = 0x01010101; r1, r4 scratch) */
.macro lfsr2 x
    lsrs  r1, \x, #7
    lsrs  r4, \x, #5
    eors  r1, r4
    ands  r1, r7
    lsls  \x, \x, #1
    bics  \x, r7
    orrs  \x, r1
.endm

/* TK3 LFSR on four cells: x = (x >> 1) | ((x0 ^ x6) << 7) per byte (r7 = 0x01010101; r1 scratch) */
.macro lfsr3 x
    lsrs  r1, \x, #6
    eors  r1, \x
    ands  r1, r7
    lsls  r1, r1, #7
    bics  \x, r7
    lsrs  \x, \x, #1
    orrs  \x, r1
.endm

/* one array's half at r0 + off: PT, then the LFSR (lfsr = 0, 2 or 3), stored back; XORed into the
 * round tweakey being built in r5, r6 (or moved there: first = 1) */
.macro tk_update off, lfsr, first
    ldr   r1, [r0, #\off]
    ldr   r2, [r0, #\off + 4]
    pt_half
  .if \lfsr == 2
    lfsr2 r3
    lfsr2 r2
  .elseif \lfsr == 3
    lfsr3 r3
    lfsr3 r2
  .endif
    str   r3, [r0, #\off]
    str   r2, [r0, #\off + 4]
  .if \first
    movs  r5, r3
    movs  r6, r2
  .else
    eors  r5, r3
    eors  r6, r2
  .endif
.endm

    .text
    .align 2
    .global skinny128_384p_encrypt
    .type skinny128_384p_encrypt, %function
    .thumb_func
skinny128_384p_encrypt:
    push  {r0, r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    push  {r4-r7}
    sub   sp, sp, #FRAME
    /* the tweakey copy, each half in slot order: frame[16a + s] = tk[16a + slot_cell[s]] */
    mov   r4, sp
    adr   r7, .Lslot_cell
    movs  r5, #3
1:  movs  r2, #15
2:  ldrb  r3, [r7, r2]
    ldrb  r3, [r1, r3]
    strb  r3, [r4, r2]
    subs  r2, r2, #1
    bpl   2b
    adds  r1, r1, #16
    adds  r4, r4, #16
    subs  r5, r5, #1
    bne   1b
    /* the block into the frame (r4 = sp + F_BLOCK), then rows 0..3 with bits 1 and 3 exchanged */
    movs  r2, #15
3:  ldrb  r3, [r0, r2]
    strb  r3, [r4, r2]
    subs  r2, r2, #1
    bpl   3b
    ldm   r4!, {r0-r3}
    ldr   r4, =0x02020202
    swap13 r0, r4, r5
    swap13 r1, r4, r5
    swap13 r2, r4, r5
    swap13 r3, r4, r5
    mov   r8, r0
    mov   r9, r1
    mov   r10, r2
    mov   r11, r3
    adr   r0, .Lrc
    str   r0, [sp, #F_RC]
    movs  r0, #0
    str   r0, [sp, #F_HALF]
    /* rt of round 0: rows 0, 1 of the three arrays as they are (half 0) */
    ldr   r5, [sp, #0]
    ldr   r6, [sp, #4]
    ldr   r1, [sp, #16]
    eors  r5, r1
    ldr   r1, [sp, #20]
    eors  r6, r1
    ldr   r1, [sp, #32]
    eors  r5, r1
    ldr   r1, [sp, #36]
    eors  r6, r1
    b     .Lrt_finish

.Lround:
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    ldr   r1, =0x55555555
    ldr   r2, =0x33333333
    ldr   r3, =0x0f0f0f0f
    /* ---- SubCells: rows -> planes (w0..w3 = r4..r7: w = 2 * bit2 + bit1 of the plane, bit0 of
     * the plane = odd bits) */
    swapmove r4, r5, r2, 2
    swapmove r6, r7, r2, 2
    swapmove r4, r6, r3, 4
    swapmove r5, r7, r3, 4
    /* the S-box circuit on the planes p0..p7 (p0: w0 even, p3: w0 odd, p2: w1 even, p1: w1 odd,
     * p4/p5: w2 even/odd, p6/p7: w3 even/odd), each line x ^= NOR(a, b) */
    nor_eor r6, r7, r7, 1, 0, 0       @ p4 ^= NOR(p7, p6)
    nor_eor r4, r5, r4, 1, 0, 0       @ p0 ^= NOR(p3, p2)
    nor_eor r7, r5, r5, 1, 0, 0       @ p6 ^= NOR(p2, p1)
    nor_eor r6, r6, r4, 0, 1, 0       @ p5 ^= NOR(p4, p0)
    nor_eor r5, r4, r4, 1, 1, 0       @ p1 ^= NOR(p0, p3)
    nor_eor r7, r7, r6, 1, 1, 0       @ p7 ^= NOR(p6, p5)
    nor_eor r4, r6, r6, 1, 1, 0       @ p3 ^= NOR(p5, p4)
    nor_eor r5, r5, r7, 0, 0, 1       @ p2 ^= NOR(p1, p7)
    /* output bit j of each cell: 7, 6 = p5, p4 (w2); 5, 4 = p0, p3 (w0, even/odd exchanged);
     * 3, 2 = p1, p6; 1, 0 = p7, p2. So the output words are (w1, w3, w0 swapped, w2) */
    movs  r0, r4                      @ w0: exchange its even and odd bits
    ands  r0, r1
    lsrs  r4, r4, #1
    ands  r4, r1
    lsls  r0, r0, #1
    orrs  r4, r0
    /* planes -> rows, the inverse SWAPMOVEs on (r5, r7, r4, r6): rows 0..3 in r5, r7, r4, r6 */
    swapmove r5, r4, r3, 4
    swapmove r7, r6, r3, 4
    swapmove r5, r7, r2, 2
    swapmove r4, r6, r2, 2
    /* ---- AddConstants, AddRoundTweakey: rt (with c0, c1) on rows 0, 1; c2 = 0x02 on row 2, bit 1
     * -> bit 3 */
    mov   r0, r12
    eors  r5, r0
    mov   r0, lr
    eors  r7, r0
    movs  r0, #8
    eors  r4, r0
    /* ---- ShiftRows (rows 1, 2, 3 rotate by 1, 2, 3 cells) and MixColumns:
     * new0 = a0 ^ a2 ^ a3, new1 = a0, new2 = a1 ^ a2, new3 = a0 ^ a2, into r8..r11 */
    movs  r0, #8
    rors  r6, r0                      @ a3
    adds  r0, r0, r0
    rors  r4, r0                      @ a2
    adds  r0, r0, #8
    rors  r7, r0                      @ a1
    eors  r7, r4                      @ a1 ^ a2
    eors  r4, r5                      @ a0 ^ a2
    eors  r6, r4                      @ a0 ^ a2 ^ a3
    mov   r8, r6
    mov   r9, r5
    mov   r10, r7
    mov   r11, r4
    ldr   r3, [sp, #F_RC]             @ the table ends with 0 after round 39
    ldrb  r0, [r3]
    cmp   r0, #0
    beq   .Ldone
    /* ---- tweakey schedule: the half at offset F_HALF ^ 8 becomes rows 0, 1 */
    ldr   r0, [sp, #F_HALF]
    movs  r1, #8
    eors  r0, r1
    str   r0, [sp, #F_HALF]
    add   r0, sp
    ldr   r7, =0x01010101
    tk_update 0, 0, 1                 @ TK1
    tk_update 16, 2, 0                @ TK2
    tk_update 32, 3, 0                @ TK3
.Lrt_finish:
    /* r5 = slots 0..3, r6 = slots 4..7 of TK1 ^ TK2 ^ TK3 -> rows 0, 1: exchange byte 2 of the
     * two words, then byte 2 of r5 with byte 3 of r6; row 1 is r6 rotated by one cell */
    movs  r1, #0xff
    lsls  r1, r1, #16
    movs  r0, r5
    eors  r0, r6
    ands  r0, r1
    eors  r5, r0
    eors  r6, r0
    lsrs  r0, r6, #8
    eors  r0, r5
    ands  r0, r1
    eors  r5, r0
    lsls  r0, r0, #8
    eors  r6, r0
    movs  r0, #24
    rors  r6, r0
    /* c0 = rc & 15 on cell 0, c1 = rc >> 4 on cell 4 */
    ldr   r3, [sp, #F_RC]
    ldrb  r0, [r3]
    adds  r3, r3, #1
    str   r3, [sp, #F_RC]
    movs  r1, #15
    ands  r1, r0
    eors  r5, r1
    lsrs  r0, r0, #4
    eors  r6, r0
    ldr   r1, =0x02020202
    swap13 r5, r1, r0
    swap13 r6, r1, r0
    mov   r12, r5
    mov   lr, r6
    b     .Lround

.Ldone:
    /* rows 0..3 in r6, r5, r7, r4: back to the bit order, into the block (byte stores) */
    ldr   r1, =0x02020202
    swap13 r6, r1, r0
    swap13 r5, r1, r0
    swap13 r7, r1, r0
    swap13 r4, r1, r0
    add   r0, sp, #F_BLOCK
    str   r6, [r0, #0]
    str   r5, [r0, #4]
    str   r7, [r0, #8]
    str   r4, [r0, #12]
    ldr   r1, [sp, #F_BLOCKPTR]
    movs  r2, #15
4:  ldrb  r3, [r0, r2]
    strb  r3, [r1, r2]
    subs  r2, r2, #1
    bpl   4b
    /* wipe the frame and the scratch registers */
    movs  r0, #0
    movs  r1, #0
    movs  r2, #0
    movs  r3, #0
    mov   r4, sp
    stm   r4!, {r0-r3}
    stm   r4!, {r0-r3}
    stm   r4!, {r0-r3}
    stm   r4!, {r0-r3}
    mov   r12, r0
    mov   lr, r0
    add   sp, sp, #FRAME
    pop   {r4-r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r0, r4-r7, pc}

    .align 2
/* slot s of a half holds position ORDER[s] (file header); per 16-byte array: the cell of each slot */
.Lslot_cell:
    .byte 0, 1, 7, 3, 5, 6, 4, 2, 8, 9, 15, 11, 13, 14, 12, 10
/* rc of rounds 0..39 (the 6-bit LFSR of AddConstants: c0 = rc & 15, c1 = rc >> 4), then 0 */
.Lrc:
    .byte 0x01, 0x03, 0x07, 0x0f, 0x1f, 0x3e, 0x3d, 0x3b, 0x37, 0x2f
    .byte 0x1e, 0x3c, 0x39, 0x33, 0x27, 0x0e, 0x1d, 0x3a, 0x35, 0x2b
    .byte 0x16, 0x2c, 0x18, 0x30, 0x21, 0x02, 0x05, 0x0b, 0x17, 0x2e
    .byte 0x1c, 0x38, 0x31, 0x23, 0x06, 0x0d, 0x1b, 0x36, 0x2d, 0x1a
    .byte 0x00
    .align 2
    .ltorg
    .size skinny128_384p_encrypt, .-skinny128_384p_encrypt
