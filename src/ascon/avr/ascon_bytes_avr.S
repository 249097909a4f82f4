/* Ascon byte access (src/ascon/ascon_perm.h) on the plain 64-bit words, 8-bit AVR (ATmega128): the
 * AVR is little-endian, so state byte i is byte i of the words in memory, as in the portable
 * ascon_bytes_ref.c; here two bytes per loop iteration, for the mode's key, nonce, tag and
 * partial-block accesses.
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
    sbrs  r18, 0
    rjmp  1f
    ld    r0, X+                ; an odd len: one byte first
    ld    r19, Z
    eor   r19, r0
    st    Z+, r19
1:  lsr   r18                   ; pairs left
    breq  3f
2:  ld    r0, X+
    ld    r19, Z
    eor   r19, r0
    st    Z+, r19               ; S[offset + j] ^= in[j]
    ld    r0, X+
    ld    r19, Z
    eor   r19, r0
    st    Z+, r19               ; S[offset + j + 1] ^= in[j + 1]
    dec   r18
    brne  2b
3:  ret
    .size ascon_add_bytes, . - ascon_add_bytes

    .section .text.ascon_extract_bytes, "ax", @progbits
    .global ascon_extract_bytes
    .type   ascon_extract_bytes, @function
ascon_extract_bytes:
    movw  r30, r24
    add   r30, r22
    adc   r31, r23              ; Z = &S[offset]
    movw  r26, r20              ; X = out
    sbrs  r18, 0
    rjmp  1f
    ld    r0, Z+                ; an odd len: one byte first
    st    X+, r0
1:  lsr   r18                   ; pairs left
    breq  3f
2:  ld    r0, Z+
    st    X+, r0                ; out[j] = S[offset + j]
    ld    r0, Z+
    st    X+, r0                ; out[j + 1] = S[offset + j + 1]
    dec   r18
    brne  2b
3:  ret
    .size ascon_extract_bytes, . - ascon_extract_bytes
