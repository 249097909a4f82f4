/* LEA, 8-bit AVR small profile: the 32-bit rotation shared by the key schedule and the block
 * functions (lea_key_schedule_avr_small.S, lea_block_avr_small.S).
 *
 * lea_rotl32: A = ROL_p(A) for a public amount p = 0..31 (C meaning: a = (a << p) | (a >> (32 - p))).
 *   in:  r22..r25 = A (little-endian: r22 least significant byte), r16 = LEA_ROTL_ARG(p)
 *        (lea_avr_small.h: the callers load the constant q * 16 + n + 4, see below)
 *   out: r22..r25 = the rotated word
 *   ABI (internal): r16, r17, r0 and the flags clobbered; r1 = 0 is read, not changed; every other
 *   register kept. Stack: the return address only.
 *
 * How: p = 8q + n with n = -4..3, i.e. q = ((p + 4) >> 3) mod 4 and n = ((p + 4) mod 8) - 4. The
 * byte part is q byte moves to the left (a renaming of the four bytes through r0; q = 3 as one move
 * to the right), the rest n single-bit rotations left (n > 0: LSL/ROL chain with the carry put back
 * into bit 0) or -n rotations right (n < 0: the bit falling out of bit 0 saved in T and put into
 * bit 7). So no rotation takes more than one byte move and four bit steps: ROL9 = ROL8 ROL1,
 * ROR5 = ROR8 ROL3, ROR3 = ROR3, ROL6 = ROL8 ROR2, and so on.
 * Constant time: the branches depend on p only, which is a public constant of the caller's round.
 */

#include "lea_avr_small.h"        /* LEA_ROTL_ARG, the argument encoding */

    .section .text.lea_rotl32, "ax", @progbits
    .global lea_rotl32
    .type   lea_rotl32, @function
lea_rotl32:
    mov   r17, r16
    swap  r17
    andi  r17, 3                ; q = ((p + 4) >> 3) mod 4 bytes (high nibble)
    breq  2f
    cpi   r17, 3
    brne  1f
    mov   r0, r22               ; q = 3: A = ROR8(A)
    mov   r22, r23
    mov   r23, r24
    mov   r24, r25
    mov   r25, r0
    rjmp  2f
1:  mov   r0, r25               ; q = 1, 2: A = ROL8(A), q times
    mov   r25, r24
    mov   r24, r23
    mov   r23, r22
    mov   r22, r0
    dec   r17
    brne  1b
2:  andi  r16, 15
    subi  r16, 4                ; n = ((p + 4) mod 8) - 4 (low nibble - 4)
    breq  9f                    ; n = 0: done
    brmi  4f                    ; n < 0: rotate right -n bits
3:  lsl   r22                   ; A = ROL1(A), n times
    rol   r23
    rol   r24
    rol   r25
    adc   r22, r1               ; the bit out of bit 31 into bit 0 (r1 = 0)
    dec   r16
    brne  3b
    ret
4:  bst   r22, 0                ; A = ROR1(A), -n times: T = bit 0
    lsr   r25
    ror   r24
    ror   r23
    ror   r22
    bld   r25, 7                ; bit 31 = old bit 0
    inc   r16
    brne  4b
9:  ret
    .size lea_rotl32, . - lea_rotl32
