/* Romulus 56-bit LFSR block counter, RV32I instructions only (RV32IMC cores such as the SiFive E31).
 *
 * void romulus_lfsr56_update(uint8_t cnt[7]);
 *   in: a0 = cnt (any alignment: byte accesses). Contract: ../skinny128_384p.h; the definition and
 *   the byte order are in ../ref/romulus_lfsr56_ref.c. ilp32: a1-a5 clobbered; no stack. Constant
 *   time (no branch; the counter is public anyway).
 *
 * C: the state as lo = z31..z0 (cnt[0..3], little endian) and hi = z55..z32 (cnt[4..6]);
 *     fb = hi >> 23 (z55); hi = hi << 1 | lo >> 31; lo <<= 1; lo ^= 0x95 & -fb
 *     (z7, z4, z2, z0 ^= z55; z0 was 0 after the shift, so it becomes z55).
 * The byte loads are issued first: the E31 returns a byte load's result two instructions later.
 */
    .text
    .globl  romulus_lfsr56_update
    .type   romulus_lfsr56_update, @function
romulus_lfsr56_update:
    lbu   a1, 0(a0)
    lbu   a2, 1(a0)
    lbu   a3, 2(a0)
    lbu   a4, 3(a0)
    lbu   a5, 6(a0)
    slli  a2, a2, 8
    slli  a3, a3, 16
    slli  a4, a4, 24
    or    a1, a1, a2
    lbu   a2, 5(a0)
    or    a3, a3, a4
    lbu   a4, 4(a0)
    or    a1, a1, a3                # lo = load32_le(cnt)
    slli  a3, a5, 16
    slli  a2, a2, 8
    or    a3, a3, a2
    or    a3, a3, a4                # hi = cnt[6] << 16 | cnt[5] << 8 | cnt[4]
    srli  a5, a5, 7                 # fb = z55 (bit 7 of cnt[6])
    neg   a5, a5                    # -fb: 0 or all ones
    andi  a5, a5, 0x95
    srli  a2, a1, 31                # z31
    slli  a3, a3, 1
    or    a3, a3, a2                # hi = hi << 1 | z31 (bit 24 = old z55, not stored)
    slli  a1, a1, 1
    xor   a1, a1, a5                # lo = lo << 1 ^ (0x95 & -fb)
    sb    a3, 4(a0)
    srli  a2, a3, 8
    sb    a2, 5(a0)
    srli  a2, a3, 16
    sb    a2, 6(a0)
    sb    a1, 0(a0)
    srli  a2, a1, 8
    sb    a2, 1(a0)
    srli  a2, a1, 16
    sb    a2, 2(a0)
    srli  a2, a1, 24
    sb    a2, 3(a0)
    ret
    .size romulus_lfsr56_update, . - romulus_lfsr56_update
