/* Kwon et al. (Romulus LFSR), Table 6: the Romulus LFSR in AVR assembly with bit store/load
 * ("Proposed-bit store"). 
 * void romulus_lfsr56_update_bit_store(uint8_t cnt[7]);   same contract as romulus_lfsr56_update
 *   in: r25:r24 = cnt; uses r18-r26, r30-r31 only.
 * C meaning: the reference code of the paper's Table 4 (see romulus_lfsr_shift.S), where each
 *   CNT[i] = (CNT[i] << 1) | (CNT[i-1] >> 7) is BST CNT(i-1), 7 / LSL CNT(i) / BLD CNT(i), 0
 *   (the T flag carries the top bit across), and the feedback is a branch on fb0 as in Table 4.
 * Kept to reproduce the paper's Table 7 (64 cycles there), not for use.
 */
    .text

.macro BIT_IN hi, lo
    bst   \lo, 7                ; T = CNT[i-1] >> 7
    lsl   \hi                   ; CNT[i] <<= 1
    bld   \hi, 0                ; CNT[i] |= T
.endm

    .global romulus_lfsr56_update_bit_store
    .type   romulus_lfsr56_update_bit_store, @function
romulus_lfsr56_update_bit_store:
    movw  r30, r24              ; Z = CNT
    ld    r18, Z                ; r18..r24 = CNT[0..6]
    ldd   r19, Z+1
    ldd   r20, Z+2
    ldd   r21, Z+3
    ldd   r22, Z+4
    ldd   r23, Z+5
    ldd   r24, Z+6
    clr   r25
    bst   r24, 7                ; fb0 = CNT[6] >> 7
    bld   r25, 0
    BIT_IN r24, r23             ; CNT[6]
    BIT_IN r23, r22             ; CNT[5]
    BIT_IN r22, r21             ; CNT[4]
    BIT_IN r21, r20             ; CNT[3]
    BIT_IN r20, r19             ; CNT[2]
    BIT_IN r19, r18             ; CNT[1]
    lsl   r18                   ; CNT[0] <<= 1
    cpi   r25, 1                ; if (fb0 == 1)
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
    .size romulus_lfsr56_update_bit_store, . - romulus_lfsr56_update_bit_store
