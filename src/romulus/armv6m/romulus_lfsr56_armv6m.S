/* Romulus 56-bit LFSR block counter, ARMv6-M (Cortex-M0/M0+, Thumb-1).
 *
 * void romulus_lfsr56_update(uint8_t cnt[7]);
 *   in: r0 = cnt (any alignment: byte accesses). Contract: ../skinny128_384p.h; the definition and
 *   the byte order are in ../ref/romulus_lfsr56_ref.c. AAPCS: r0-r3 and the flags clobbered; no
 *   stack. Constant time (no branch; the counter is public anyway).
 *
 * C: the state as lo = z31..z0 (cnt[0..3], little endian) and hi = z55..z32 (cnt[4..6]);
 *     fb = hi >> 23 (z55); hi:lo <<= 1 (ADDS/ADCS carry z31 across); lo ^= 0x95 & -fb
 *     (z7, z4, z2, z0 ^= z55; z0 was 0 after the shift, so it becomes z55).
 */
    .syntax unified
    .cpu cortex-m0plus
    .thumb
    .text

    .global romulus_lfsr56_update
    .type   romulus_lfsr56_update, %function
    .thumb_func
romulus_lfsr56_update:
    ldrb  r1, [r0, #3]              @ lo = cnt[3] << 24 | cnt[2] << 16 | cnt[1] << 8 | cnt[0]
    ldrb  r3, [r0, #2]
    lsls  r1, r1, #8
    orrs  r1, r3
    ldrb  r3, [r0, #1]
    lsls  r1, r1, #8
    orrs  r1, r3
    ldrb  r3, [r0, #0]
    lsls  r1, r1, #8
    orrs  r1, r3
    ldrb  r2, [r0, #6]              @ hi = cnt[6] << 16 | cnt[5] << 8 | cnt[4]
    ldrb  r3, [r0, #5]
    lsls  r2, r2, #8
    orrs  r2, r3
    ldrb  r3, [r0, #4]
    lsls  r2, r2, #8
    orrs  r2, r3
    lsrs  r3, r2, #23               @ fb = z55
    negs  r3, r3                    @ -fb: 0 or all ones
    adds  r1, r1, r1                @ lo <<= 1, carry = z31
    adcs  r2, r2                    @ hi = hi << 1 | z31 (bit 24 = old z55, not stored)
    strb  r2, [r0, #4]
    lsrs  r2, r2, #8
    strb  r2, [r0, #5]
    lsrs  r2, r2, #8
    strb  r2, [r0, #6]
    movs  r2, #0x95
    ands  r2, r3
    eors  r1, r2                    @ lo ^= 0x95 & -fb
    strb  r1, [r0, #0]
    lsrs  r1, r1, #8
    strb  r1, [r0, #1]
    lsrs  r1, r1, #8
    strb  r1, [r0, #2]
    lsrs  r1, r1, #8
    strb  r1, [r0, #3]
    bx    lr
    .size romulus_lfsr56_update, .-romulus_lfsr56_update
