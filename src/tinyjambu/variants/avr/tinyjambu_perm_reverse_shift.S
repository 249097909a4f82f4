/* TinyJAMBU keyed permutation, variant "R" of Kwon et al. 2023 (reverse shift), 8-bit AVR. Kept to
 * be measured beside the library's own AVR permutation (src/tinyjambu/avr/), which is faster.
 *
 * void tinyjambu_permute_reverse_shift(uint32_t s[4], const uint32_t *key, unsigned key_words,
 *                                      unsigned steps);
 *   in:  r25:r24 = s, r23:r22 = key, r20 = key_words (4, 6, 8), r18 = steps (multiple of 4)
 *   ABI: r0 scratch, r1 = 0 on exit, r18-r27 and r30-r31 free, r2-r17 and r28-r29 saved.
 *   Contract: src/tinyjambu/tinyjambu_perm.h.
 * Cost: about 175 cycles per 32-round step. Stack: 20 bytes.
 *
 * The technique of Kwon et al. 2023, section 3.2, as its Table 5 counts the shifts: the state stays
 * in memory (LDD/STD through Y), the O variant's word renaming (4 steps per loop iteration, the
 * oldest word updated), and each of the eight shifted words is made from the previous one of the
 * same state word with byte moves and few single-bit shifts, some in the reverse direction:
 *   s2 >> 6   6 right shifts of s2                      s3 << 5    5 left shifts of s3
 *   s2 >> 21  (s2 >> 6) moved 2 bytes down, 1 left     s3 << 11   (s3 << 5) moved 1 byte up, 2 right
 *   s2 >> 27  (s2 >> 21) moved 1 byte down, 2 left     s3 << 26   (s3 << 11) moved 2 bytes up, 1 right
 *   s1 >> 15  s1 moved 2 bytes down, 1 left            s2 << 17   s2 moved 2 bytes up, 1 left
 * then t1 = (s1 >> 15) | (s2 << 17), t2 = (s2 >> 6) | (s3 << 26), t3 = (s2 >> 21) | (s3 << 11),
 * t4 = (s2 >> 27) | (s3 << 5) (the parts occupy disjoint bits), s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k.
 *
 * Register map: Y = s, Z = key pointer, r28:r29 saved start in r16:r17, r15 = key end (low byte),
 *   r14 = loop counter; per step: r2..r5 = s2, r6..r9 = s2 >> 6 then t2, r10..r12 = s2 >> 21 / >> 27,
 *   r18..r21 = s3 << 5 / << 11 / << 26, r22..r25 = t1, r26, r27, r0 = scratch.
 */

    .text

/* STEP a, b, c, d: byte offsets (in s) of the words s0 (updated), s1, s2, s3 of this step. */
.macro STEP a, b, c, d
    /* ---- s2 and its right shifts ---- */
    ldd   r2, Y+\c+0            ; r2..r5 = s2
    ldd   r3, Y+\c+1
    ldd   r4, Y+\c+2
    ldd   r5, Y+\c+3
    movw  r6, r2                ; r6..r9 = s2
    movw  r8, r4
    .rept 6                     ; r6..r9 = s2 >> 6   (6 shifts)
    lsr   r9
    ror   r8
    ror   r7
    ror   r6
    .endr
    mov   r10, r7               ; r10..r12 = (s2 >> 6) >> 16 ... as bytes 1..3 of s2 >> 6
    mov   r11, r8
    mov   r12, r9
    lsl   r10                   ; << 1: r11:r12 = s2 >> 21 (1 reverse shift on 3 registers)
    rol   r11
    rol   r12
    mov   r13, r11              ; s2 >> 27 = (s2 >> 21) >> 6: bytes moved down, 2 reverse shifts
    mov   r26, r12
    lsl   r13
    rol   r26
    lsl   r13
    rol   r26                   ; r26 = s2 >> 27 (5 bits)
    /* ---- s3 and its left shifts ---- */
    ldd   r18, Y+\d+0           ; r18..r21 = s3
    ldd   r19, Y+\d+1
    ldd   r20, Y+\d+2
    ldd   r21, Y+\d+3
    .rept 5                     ; r18..r21 = s3 << 5   (5 shifts)
    lsl   r18
    rol   r19
    rol   r20
    rol   r21
    .endr
    /* t4 = (s2 >> 27) | (s3 << 5): low byte only gets the 5 bits */
    or    r26, r18              ; r26, r19, r20, r21 = t4
    /* s3 << 11 = (s3 << 5) one byte up, then 2 right: (r13:r24:r23:r22:r27) = (s3 << 5) << 8 as
     * 40 bits, shifted right twice; its low 4 bytes are s3 << 11 */
    mov   r22, r18
    mov   r23, r19
    mov   r24, r20
    mov   r13, r21
    clr   r27
    lsr   r13                   ; 2 reverse shifts on 5 registers
    ror   r24
    ror   r23
    ror   r22
    ror   r27
    lsr   r13
    ror   r24
    ror   r23
    ror   r22
    ror   r27                   ; s3 << 11 = r27, r22, r23, r24 (r27 is 0: s3 << 11 has 11 zero bits)
    /* t3 = (s2 >> 21) | (s3 << 11): bytes 0,1 from r11, r12 */
    or    r11, r27              ; t3 = r11, r12|r22, r23, r24
    or    r12, r22
    /* s3 << 26 = (s3 << 11) two bytes up, 1 right: only byte 3 is non-zero, (bytes 2:1) >> 1 */
    mov   r13, r23
    mov   r0, r22
    lsr   r13                   ; 1 reverse shift on 2 registers
    ror   r0                    ; r0 = byte 3 of s3 << 26
    /* t2 = (s2 >> 6) | (s3 << 26) */
    or    r9, r0                ; t2 = r6, r7, r8, r9
    /* ~(t2 & t3) */
    and   r6, r11
    and   r7, r12
    and   r8, r23
    and   r9, r24
    com   r6
    com   r7
    com   r8
    com   r9
    /* ---- t1 = (s1 >> 15) | (s2 << 17) ---- */
    ldd   r27, Y+\b+1           ; s1 bytes 1..3 moved 2 bytes down: (r27, r22', r23') << 1
    ldd   r22, Y+\b+2
    ldd   r23, Y+\b+3
    lsl   r27                   ; 1 reverse shift on 3 registers
    rol   r22
    rol   r23
    clr   r24
    rol   r24                   ; s1 >> 15 = r22, r23, r24 (17 bits)
    mov   r25, r3               ; s2 << 17: s2 bytes 0,1 moved 2 bytes up, 1 left
    mov   r27, r2
    lsl   r27
    rol   r25                   ; s2 << 17 = 0, 0, r27, r25
    or    r24, r27              ; t1 = r22, r23, r24, r25
    /* ---- s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k ---- */
    ldd   r2, Y+\a+0
    ldd   r3, Y+\a+1
    ldd   r4, Y+\a+2
    ldd   r5, Y+\a+3
    eor   r2, r22
    eor   r3, r23
    eor   r4, r24
    eor   r5, r25
    eor   r2, r6
    eor   r3, r7
    eor   r4, r8
    eor   r5, r9
    eor   r2, r26
    eor   r3, r19
    eor   r4, r20
    eor   r5, r21
    ld    r0, Z+
    eor   r2, r0
    ld    r0, Z+
    eor   r3, r0
    ld    r0, Z+
    eor   r4, r0
    ld    r0, Z+
    eor   r5, r0
    cp    r30, r15              ; key wrap: Z = key start after the last word
    brne  1f
    movw  r30, r16
1:  std   Y+\a+0, r2
    std   Y+\a+1, r3
    std   Y+\a+2, r4
    std   Y+\a+3, r5
.endm

    .global tinyjambu_permute_reverse_shift
    .type   tinyjambu_permute_reverse_shift, @function
tinyjambu_permute_reverse_shift:
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29
    push  \r
    .endr
    movw  r28, r24              ; Y = s
    movw  r30, r22              ; Z = key pointer
    movw  r16, r22              ; r16:r17 = key start
    mov   r15, r20
    lsl   r15
    lsl   r15
    add   r15, r22              ; r15 = low byte of key + 4 * key_words
    mov   r14, r18
    lsr   r14
    lsr   r14                   ; r14 = steps / 4
    tst   r14
    brne  .Lloop
    rjmp  .Ldone
.Lloop:
    STEP  0, 4, 8, 12
    STEP  4, 8, 12, 0
    STEP  8, 12, 0, 4
    STEP  12, 0, 4, 8
    dec   r14
    breq  .Ldone
    rjmp  .Lloop
.Ldone:
    clr   r1
    .irp r, 29, 28, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    pop   \r
    .endr
    ret
    .size tinyjambu_permute_reverse_shift, . - tinyjambu_permute_reverse_shift
