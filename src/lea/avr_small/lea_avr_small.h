/* LEA, 8-bit AVR small profile: what the backend's assembly files share (included by
 * lea_rotl32_avr_small.S, lea_block_avr_small.S, lea_key_schedule_avr_small.S).
 *
 * LEA_ROTL_ARG(p): lea_rotl32's argument (r16) for ROL_p, p = 0..31, as the assembler computes it
 * from the constant p: p = 8q + n with n = -4..3, encoded as q * 16 + (n + 4), i.e.
 *     q = ((p + 4) >> 3) mod 4  (byte moves, high nibble),  n + 4 = (p + 4) mod 8  (low nibble). */
#ifndef LWC_SRC_LEA_AVR_SMALL_H
#define LWC_SRC_LEA_AVR_SMALL_H

#define LEA_ROTL_ARG(p) ((((((p) + 4) >> 3) & 3) << 4) | (((p) + 4) & 7))

#endif /* LWC_SRC_LEA_AVR_SMALL_H */
