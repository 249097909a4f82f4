/* Ascon byte access (src/ascon/ascon_perm.h) on the plain 64-bit words, 8-bit AVR (ATmega128), the
 * small profile: one byte per loop iteration (the fast profile's ascon_bytes_avr.S does two).
 * State byte i is byte i of the words in memory (the AVR is little-endian).
 *
 * void ascon_add_bytes(ascon_state *s, unsigned offset, const uint8_t *in, size_t len);
 *   S[offset + j] ^= in[j] for j < len      r25:r24 = s, r23:r22 = offset, r21:r20 = in, r18 = len
 * void ascon_extract_bytes(const ascon_state *s, unsigned offset, uint8_t *out, size_t len);
 *   out[j] = S[offset + j] for j < len      r25:r24 = s, r23:r22 = offset, r21:r20 = out, r18 = len
 * offset + len <= 40 (the contract), so len is its low byte r18. The loops depend on len only.
 * ABI: r0 scratch, r18-r27 and r30-r31 free; nothing saved. Stack: the return address.
 */

#include <avr/io.h>

    .section .text.ascon_add_bytes, "ax", @progbits
    .global ascon_add_bytes
    .type   ascon_add_bytes, @function
ascon_add_bytes:
    movw  r30, r24
    add   r30, r22
    adc   r31, r23              ; Z = &S[offset]
    movw  r26, r20              ; X = in
    rjmp  2f
1:  ld    r0, X+
    ld    r19, Z
    eor   r19, r0
    st    Z+, r19               ; S[offset + j] ^= in[j]
2:  subi  r18, 1
    brcc  1b                    ; len times
    ret
    .size ascon_add_bytes, . - ascon_add_bytes

    .section .text.ascon_extract_bytes, "ax", @progbits
    .global ascon_extract_bytes
    .type   ascon_extract_bytes, @function
ascon_extract_bytes:
    movw  r30, r24
    add   r30, r22
    adc   r31, r23              ; Z = &S[offset]
    movw  r26, r20              ; X = out
    rjmp  2f
1:  ld    r0, Z+
    st    X+, r0                ; out[j] = S[offset + j]
2:  subi  r18, 1
    brcc  1b                    ; len times
    ret
    .size ascon_extract_bytes, . - ascon_extract_bytes
