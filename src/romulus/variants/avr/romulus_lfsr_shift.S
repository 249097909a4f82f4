/* Kwon et al. (Romulus LFSR), Table 5: the Romulus LFSR in AVR assembly with shift instructions
 * ("Proposed-shift"). 
 * void romulus_lfsr56_update_shift(uint8_t cnt[7]);   same contract as romulus_lfsr56_update
 *   in: r25:r24 = cnt; uses r18-r27, r30-r31 only.
 * C meaning: the reference code of the paper's Table 4, line by line:
 *   fb0 = CNT[6] >> 7; CNT[i] = (CNT[i] << 1) | (CNT[i-1] >> 7) for i = 6..1;
 *   CNT[0] = (CNT[0] << 1) ^ (fb0 ? 0x95 : 0)   (a branch on fb0, as in Table 4)
 * Each "CNT[i] = (CNT[i] << 1) | (CNT[i-1] >> 7)" is the paper's MOV TMP / LSL / LSR x 7 / OR.
 * Kept to reproduce the paper's Table 7 (112 cycles there), not for use.
 */
    .text

/* CNT[i] = (CNT[i] << 1) | (CNT[i-1] >> 7): MOV TMP, CNT(i-1); LSL CNT(i); LSR TMP x 7; OR */
.macro SHIFT_IN hi, lo
    mov   r26, \lo
    lsl   \hi
    .rept 7
    lsr   r26
    .endr
    or    \hi, r26
.endm

    .global romulus_lfsr56_update_shift
    .type   romulus_lfsr56_update_shift, @function
romulus_lfsr56_update_shift:
    movw  r30, r24              ; Z = CNT
    ld    r18, Z                ; r18..r24 = CNT[0..6]
    ldd   r19, Z+1
    ldd   r20, Z+2
    ldd   r21, Z+3
    ldd   r22, Z+4
    ldd   r23, Z+5
    ldd   r24, Z+6
    mov   r27, r24              ; fb0 = CNT[6] >> 7
    .rept 7
    lsr   r27
    .endr
    SHIFT_IN r24, r23           ; CNT[6]
    SHIFT_IN r23, r22           ; CNT[5]
    SHIFT_IN r22, r21           ; CNT[4]
    SHIFT_IN r21, r20           ; CNT[3]
    SHIFT_IN r20, r19           ; CNT[2]
    SHIFT_IN r19, r18           ; CNT[1]
    lsl   r18                   ; CNT[0] <<= 1
    cpi   r27, 1                ; if (fb0 == 1)
    brne  1f
    ldi   r26, 0x95
    eor   r18, r26              ;     CNT[0] ^= 0x95
1:  st    Z, r18
    std   Z+1, r19
    std   Z+2, r20
    std   Z+3, r21
    std   Z+4, r22
    std   Z+5, r23
    std   Z+6, r24
    ret
    .size romulus_lfsr56_update_shift, . - romulus_lfsr56_update_shift
