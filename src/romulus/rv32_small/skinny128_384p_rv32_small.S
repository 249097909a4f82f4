/* SKINNY-128-384+ (40 rounds) for RV32I (RV32IMC cores such as the SiFive E31), small profile: one
 * round per loop iteration, the tweakey schedule on the fly, no tables indexed by data.
 *
 * void skinny128_384p_encrypt(uint8_t block[16], const uint8_t tk[48]);   contract: ../skinny128_384p.h
 *   a0 = block: encrypted in place (any alignment: copied byte by byte to and from the frame);
 *   a1 = tk = TK1 || TK2 || TK3, not modified.
 * C meaning: src/romulus/ref/skinny128_384p_ref.c (the same rounds; this file changes only how a
 *   round is computed).
 *
 * The round function and the tweakey schedule are those of the ARMv6-M small backend
 *   (../armv6m_small/skinny128_384p_armv6m_small.S, whose header explains them): the rows in four
 *   words with bits 1 and 3 of every byte exchanged for the whole call, SubCells bitsliced per round
 *   (SWAPMOVE layers, the S-box's NOR/XOR circuit on the bit planes, the inverse SWAPMOVEs), ShiftRows
 *   as rotations (three instructions each: RV32I has none) folded into MixColumns; the 48-byte
 *   tweakey copy in the frame keeps each 8-byte half in the order of PT's 8-cycle, so that PT is a
 *   rotation of the half by one byte, and the XOR of the three halves is brought back to cell order
 *   once per round. Here every value has its own register for the whole call.
 * Registers: what SubCells uses is in x8-x15 (compressed instructions): a2-a5 = rows (bitsliced
 *   during SubCells), a1 = t, s0/s1/a0 = 0x55555555 / 0x33333333 / 0x0f0f0f0f; a6/a7 = rt, t4 =
 *   round-constant pointer, t5 = the half being rewritten (sp + 0 / sp + 8), s2/t2/t3 = 0x01010101 /
 *   0x02020202 / 0x00ff0000, t0, t6, s3 = tweakey scratch.
 * Stack: a 96-byte frame (tweakey copy, block copy, s0-s3 and the block pointer saved), the copies
 *   wiped before returning. Constant time: no branch or address depends on data (the branches count bytes and
 *   rounds).
 */
    .equ F_TK, 0          /* 48 bytes: TK1, TK2, TK3 copies, each half in slot order */
    .equ F_BLOCK, 48      /* 16 bytes: the block (word aligned) */
    .equ F_SAVE, 64       /* s0-s3 */
    .equ F_BLOCKPTR, 80   /* a0 */
    .equ FRAME, 96

/* SWAPMOVE(a, b, m, n): t = ((a >> n) ^ b) & m; b ^= t; a ^= t << n */
.macro swapmove a, b, m, n
    srli  a1, \a, \n
    xor   a1, a1, \b
    and   a1, a1, \m
    xor   \b, \b, a1
    slli  a1, a1, \n
    xor   \a, \a, a1
.endm

/* x ^= NOR(a, b >> sb) on the even bit planes (mask s0: the NOR is (OR & mask) ^ mask), shifted
 * left by sr before the XOR when the target plane is odd; with pre = 1 the OR is shifted right by
 * one first */
.macro nor_eor x, a, b, sb, sr, pre
  .if \sb
    srli  a1, \b, \sb
    or    a1, a1, \a
  .else
    or    a1, \a, \b
  .endif
  .if \pre
    srli  a1, a1, 1
  .endif
    and   a1, a1, s0
    xor   a1, a1, s0
  .if \sr
    slli  a1, a1, \sr
  .endif
    xor   \x, \x, a1
.endm

/* x: exchange bits 1 and 3 of every byte (t2 = 0x02020202) */
.macro swap13 x
    srli  a1, \x, 2
    xor   a1, a1, \x
    and   a1, a1, t2
    xor   \x, \x, a1
    slli  a1, a1, 2
    xor   \x, \x, a1
.endm

/* x rotated right by n (a cell is 8 bits) */
.macro rotr x, n
    slli  a1, \x, 32 - \n
    srli  \x, \x, \n
    or    \x, \x, a1
.endm

/* TK2 LFSR on four cells: x = (x << 1) | (x7 ^ x5) per byte (s2 = 0x01010101) */
.macro lfsr2 x
    srli  t0, \x, 7
    srli  a1, \x, 5
    xor   t0, t0, a1
    and   t0, t0, s2
    slli  \x, \x, 1
    not   a1, s2
    and   \x, \x, a1
    or    \x, \x, t0
.endm

/* TK3 LFSR on four cells: x = (x >> 1) | ((x0 ^ x6) << 7) per byte */
.macro lfsr3 x
    srli  t0, \x, 6
    xor   t0, t0, \x
    and   t0, t0, s2
    slli  t0, t0, 7
    not   a1, s2
    and   \x, \x, a1
    srli  \x, \x, 1
    or    \x, \x, t0
.endm

/* one array's half at t5 + off: PT (slot s + 1 -> slot s: a rotation of the 64-bit half by one
 * byte), the LFSR (0, 2 or 3), stored back, XORed into a6, a7 (or moved there: first = 1) */
.macro tk_update off, lfsr, first
    lw    a1, \off(t5)
    lw    t6, \off + 4(t5)
    srli  s3, a1, 8
    slli  t0, t6, 24
    or    s3, s3, t0
    srli  t6, t6, 8
    slli  a1, a1, 24
    or    t6, t6, a1
  .if \lfsr == 2
    lfsr2 s3
    lfsr2 t6
  .elseif \lfsr == 3
    lfsr3 s3
    lfsr3 t6
  .endif
    sw    s3, \off(t5)
    sw    t6, \off + 4(t5)
  .if \first
    mv    a6, s3
    mv    a7, t6
  .else
    xor   a6, a6, s3
    xor   a7, a7, t6
  .endif
.endm

    .text
    .globl  skinny128_384p_encrypt
    .type   skinny128_384p_encrypt, @function
skinny128_384p_encrypt:
    addi  sp, sp, -FRAME
    sw    s0, F_SAVE + 0(sp)
    sw    s1, F_SAVE + 4(sp)
    sw    s2, F_SAVE + 8(sp)
    sw    s3, F_SAVE + 12(sp)
    sw    a0, F_BLOCKPTR(sp)
    /* the tweakey copy, each half in slot order: frame[16a + s] = tk[16a + slot_cell[s]] */
    lla   t1, .Lslot_cell
    mv    t2, sp
    addi  t3, sp, 48
1:  li    t4, 0
    .balign 4                         /* loop heads at 0 mod 4: a branch to a 32-bit instruction at 2 mod 4 costs a fetch cycle */
2:  add   t0, t1, t4
    lbu   t0, 0(t0)
    add   t0, t0, a1
    lbu   t0, 0(t0)
    add   t5, t2, t4
    sb    t0, 0(t5)
    addi  t4, t4, 1
    li    t0, 16
    bne   t4, t0, 2b
    addi  a1, a1, 16
    addi  t2, t2, 16
    bne   t2, t3, 1b
    /* the block into the frame (t2 = sp + F_BLOCK), then rows 0..3 with bits 1 and 3 exchanged */
    li    t4, 0
    .balign 4                         /* loop heads at 0 mod 4: a branch to a 32-bit instruction at 2 mod 4 costs a fetch cycle */
3:  add   t0, a0, t4
    lbu   t0, 0(t0)
    add   t5, t2, t4
    sb    t0, 0(t5)
    addi  t4, t4, 1
    li    t0, 16
    bne   t4, t0, 3b
    lw    a2, F_BLOCK + 0(sp)
    lw    a3, F_BLOCK + 4(sp)
    lw    a4, F_BLOCK + 8(sp)
    lw    a5, F_BLOCK + 12(sp)
    li    s2, 0x01010101
    slli  t2, s2, 1
    li    t3, 0x00ff0000
    li    s0, 0x55555555
    li    s1, 0x33333333
    li    a0, 0x0f0f0f0f
    swap13 a2
    swap13 a3
    swap13 a4
    swap13 a5
    lla   t4, .Lrc
    mv    t5, sp                      /* half 0 */
    /* rt of round 0: rows 0, 1 of the three arrays as they are */
    lw    a6, 0(sp)
    lw    a7, 4(sp)
    lw    t0, 16(sp)
    xor   a6, a6, t0
    lw    t0, 20(sp)
    xor   a7, a7, t0
    lw    t0, 32(sp)
    xor   a6, a6, t0
    lw    t0, 36(sp)
    xor   a7, a7, t0
    j     .Lrt_finish

    .balign 4                         /* loop heads at 0 mod 4: a branch to a 32-bit instruction at 2 mod 4 costs a fetch cycle */
.Lround:
    /* ---- SubCells: rows -> planes (w0..w3 = a2..a5) */
    swapmove a2, a3, s1, 2
    swapmove a4, a5, s1, 2
    swapmove a2, a4, a0, 4
    swapmove a3, a5, a0, 4
    /* the S-box circuit on the planes p0..p7 (p0: w0 even, p3: w0 odd, p2: w1 even, p1: w1 odd,
     * p4/p5: w2 even/odd, p6/p7: w3 even/odd), each line x ^= NOR(a, b) */
    nor_eor a4, a5, a5, 1, 0, 0       # p4 ^= NOR(p7, p6)
    nor_eor a2, a3, a2, 1, 0, 0       # p0 ^= NOR(p3, p2)
    nor_eor a5, a3, a3, 1, 0, 0       # p6 ^= NOR(p2, p1)
    nor_eor a4, a4, a2, 0, 1, 0       # p5 ^= NOR(p4, p0)
    nor_eor a3, a2, a2, 1, 1, 0       # p1 ^= NOR(p0, p3)
    nor_eor a5, a5, a4, 1, 1, 0       # p7 ^= NOR(p6, p5)
    nor_eor a2, a4, a4, 1, 1, 0       # p3 ^= NOR(p5, p4)
    nor_eor a3, a3, a5, 0, 0, 1       # p2 ^= NOR(p1, p7)
    /* the output words are (w1, w3, w0 with even and odd bits exchanged, w2) */
    and   a1, a2, s0
    srli  a2, a2, 1
    and   a2, a2, s0
    slli  a1, a1, 1
    or    a2, a2, a1
    /* planes -> rows: rows 0..3 in a3, a5, a2, a4 */
    swapmove a3, a2, a0, 4
    swapmove a5, a4, a0, 4
    swapmove a3, a5, s1, 2
    swapmove a2, a4, s1, 2
    /* ---- AddConstants, AddRoundTweakey: rt (with c0, c1) on rows 0, 1; c2 = 0x02 on row 2, bit 1
     * -> bit 3 */
    xor   a3, a3, a6
    xor   a5, a5, a7
    xori  a2, a2, 8
    /* ---- ShiftRows and MixColumns: new0 = a0 ^ a2 ^ a3, new1 = a0, new2 = a1 ^ a2,
     * new3 = a0 ^ a2, back into a2..a5 */
    rotr  a4, 8                       # a3
    rotr  a2, 16                      # a2
    rotr  a5, 24                      # a1
    xor   a5, a5, a2                  # a1 ^ a2
    xor   a2, a2, a3                  # a0 ^ a2
    xor   a4, a4, a2                  # a0 ^ a2 ^ a3
    mv    a1, a2
    mv    a2, a4
    mv    a4, a5
    mv    a5, a1
    lbu   t0, 0(t4)                   # the table ends with 0 after round 39
    beqz  t0, .Ldone
    /* ---- tweakey schedule: the other half becomes rows 0, 1 */
    xori  t5, t5, 8
    tk_update 0, 0, 1                 # TK1
    tk_update 16, 2, 0                # TK2
    tk_update 32, 3, 0                # TK3
.Lrt_finish:
    /* a6 = slots 0..3, a7 = slots 4..7 of TK1 ^ TK2 ^ TK3 -> rows 0, 1: exchange byte 2 of the two
     * words, then byte 2 of a6 with byte 3 of a7; row 1 is a7 rotated by one cell */
    xor   t0, a6, a7
    and   t0, t0, t3
    xor   a6, a6, t0
    xor   a7, a7, t0
    srli  t0, a7, 8
    xor   t0, t0, a6
    and   t0, t0, t3
    xor   a6, a6, t0
    slli  t0, t0, 8
    xor   a7, a7, t0
    rotr  a7, 24
    /* c0 = rc & 15 on cell 0, c1 = rc >> 4 on cell 4 */
    lbu   a1, 0(t4)
    addi  t4, t4, 1
    andi  t0, a1, 15
    xor   a6, a6, t0
    srli  a1, a1, 4
    xor   a7, a7, a1
    swap13 a6
    swap13 a7
    j     .Lround

.Ldone:
    /* back to the bit order, into the block (byte stores) */
    swap13 a2
    swap13 a3
    swap13 a4
    swap13 a5
    sw    a2, F_BLOCK + 0(sp)
    sw    a3, F_BLOCK + 4(sp)
    sw    a4, F_BLOCK + 8(sp)
    sw    a5, F_BLOCK + 12(sp)
    lw    a0, F_BLOCKPTR(sp)
    li    t4, 0
    .balign 4                         /* loop heads at 0 mod 4: a branch to a 32-bit instruction at 2 mod 4 costs a fetch cycle */
4:  add   t0, sp, t4
    lbu   t0, F_BLOCK(t0)
    add   t5, a0, t4
    sb    t0, 0(t5)
    addi  t4, t4, 1
    li    t0, 16
    bne   t4, t0, 4b
    /* wipe the copies and the registers that held state or tweakey */
    mv    t0, sp
    addi  t1, sp, F_SAVE
    .balign 4                         /* loop heads at 0 mod 4: a branch to a 32-bit instruction at 2 mod 4 costs a fetch cycle */
5:  sw    zero, 0(t0)
    addi  t0, t0, 4
    bne   t0, t1, 5b
    lw    s0, F_SAVE + 0(sp)
    lw    s1, F_SAVE + 4(sp)
    lw    s2, F_SAVE + 8(sp)
    lw    s3, F_SAVE + 12(sp)
    li    a1, 0
    li    a2, 0
    li    t0, 0
    li    t2, 0
    li    t3, 0
    li    a3, 0
    li    a4, 0
    li    a5, 0
    li    a6, 0
    li    a7, 0
    li    t6, 0
    addi  sp, sp, FRAME
    ret
    .size skinny128_384p_encrypt, . - skinny128_384p_encrypt

#if defined(LWC_TABLES_IN_RAM) && LWC_TABLES_IN_RAM  /* copied to RAM at start-up (src/common/tables.h) */
    .section .data.lwc_table.skinny128_384p_small_tables, "aw"
#else
    .section .rodata.skinny128_384p_small_tables, "a"
#endif
/* slot s of a half holds position (0, 1, 7, 3, 5, 6, 4, 2)[s]; per 16-byte array: the cell of each
 * slot */
.Lslot_cell:
    .byte 0, 1, 7, 3, 5, 6, 4, 2, 8, 9, 15, 11, 13, 14, 12, 10
/* rc of rounds 0..39 (the 6-bit LFSR of AddConstants: c0 = rc & 15, c1 = rc >> 4), then 0 */
.Lrc:
    .byte 0x01, 0x03, 0x07, 0x0f, 0x1f, 0x3e, 0x3d, 0x3b, 0x37, 0x2f
    .byte 0x1e, 0x3c, 0x39, 0x33, 0x27, 0x0e, 0x1d, 0x3a, 0x35, 0x2b
    .byte 0x16, 0x2c, 0x18, 0x30, 0x21, 0x02, 0x05, 0x0b, 0x17, 0x2e
    .byte 0x1c, 0x38, 0x31, 0x23, 0x06, 0x0d, 0x1b, 0x36, 0x2d, 0x1a
    .byte 0x00
