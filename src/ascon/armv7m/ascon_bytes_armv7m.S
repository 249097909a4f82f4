/* Byte access to the bit-interleaved state (ASCON_STATE_INTERLEAVED32), ARMv7-M (Cortex-M3), Thumb-2.
 *
 * void ascon_add_bytes(ascon_state *s, unsigned offset, const uint8_t *in, size_t len);
 *   S[offset + j] ^= in[j] for j < len
 * void ascon_extract_bytes(const ascon_state *s, unsigned offset, uint8_t *out, size_t len);
 *   out[j] = S[offset + j] for j < len
 *   Contract: src/ascon/ascon_perm.h. AAPCS: r0-r3, r12 free; r4-r6 saved; lr pushed and used.
 *
 * State byte i is byte i mod 8 of S_(i/8) (little-endian); s->w[2(i/8)] holds the even bits of
 * S_(i/8) and s->w[2(i/8)+1] its odd bits, so the byte's bits are nibble i mod 8 of each. A whole
 * 64-bit word (offset a multiple of 8, 8 bytes or more left) goes through the unshuffle of
 * ascon_interleave_armv7m.h; any other byte a nibble at a time. The branches depend on the offset
 * and the length only, both public; in and out may have any alignment (unaligned LDR and STR). */
#include "armv7m_only.h"          /* refuses ARMv6-M */
#include "ascon_interleave_armv7m.h" /* TO_INTERLEAVED, FROM_INTERLEAVED */
    .syntax unified
    .arch armv7-m
    .thumb

/* r12 = &s->w[2 * (offset / 8)], lr = 4 * (offset % 8): where the byte at offset goes */
.macro BYTE_PLACE
    bic   r12, r1, #7
    add   r12, r0, r12
    and   lr, r1, #7
    lsl   lr, lr, #2
.endm

    .section .text.ascon_add_bytes, "ax", %progbits  @ own section: a firmware links only what it calls
    .global ascon_add_bytes
    .type   ascon_add_bytes, %function
    .thumb_func
ascon_add_bytes:
    push  {r4-r6, lr}
.Ladd_next:
    cmp   r3, #0
    beq   .Ladd_done
    tst   r1, #7
    bne   .Ladd_byte
    cmp   r3, #8
    blo   .Ladd_byte
    ldr   r4, [r2], #4              @ a whole word: lo, hi
    ldr   r5, [r2], #4
    TO_INTERLEAVED r4, r5, lr       @ (even, odd)
    add   r12, r0, r1               @ &s->w[2 * (offset / 8)] (offset a multiple of 8)
    ldr   lr, [r12]
    eor   r4, r4, lr
    ldr   lr, [r12, #4]
    eor   r5, r5, lr
    strd  r4, r5, [r12]             @ w[2i] ^= even, w[2i+1] ^= odd
    add   r1, r1, #8
    sub   r3, r3, #8
    b     .Ladd_next
.Ladd_byte:
    ldrb  r4, [r2], #1              @ b = in[j]
    BYTE_PLACE
    and   r5, r4, #0x55             @ its even bits 0, 2, 4, 6 to bits 0..3
    orr   r5, r5, r5, lsr #1
    and   r5, r5, #0x33
    orr   r5, r5, r5, lsr #2
    and   r5, r5, #0x0f
    lsl   r5, r5, lr
    ldr   r6, [r12]
    eor   r6, r6, r5                @ w[2i] ^= even nibble << 4 (offset % 8)
    str   r6, [r12]
    lsr   r5, r4, #1                @ its odd bits 1, 3, 5, 7 to bits 0..3
    and   r5, r5, #0x55
    orr   r5, r5, r5, lsr #1
    and   r5, r5, #0x33
    orr   r5, r5, r5, lsr #2
    and   r5, r5, #0x0f
    lsl   r5, r5, lr
    ldr   r6, [r12, #4]
    eor   r6, r6, r5                @ w[2i+1] ^= odd nibble << 4 (offset % 8)
    str   r6, [r12, #4]
    add   r1, r1, #1
    sub   r3, r3, #1
    b     .Ladd_next
.Ladd_done:
    pop   {r4-r6, pc}
    .size ascon_add_bytes, . - ascon_add_bytes

    .section .text.ascon_extract_bytes, "ax", %progbits
    .global ascon_extract_bytes
    .type   ascon_extract_bytes, %function
    .thumb_func
ascon_extract_bytes:
    push  {r4-r6, lr}
.Lextract_next:
    cmp   r3, #0
    beq   .Lextract_done
    tst   r1, #7
    bne   .Lextract_byte
    cmp   r3, #8
    blo   .Lextract_byte
    add   r12, r0, r1               @ &s->w[2 * (offset / 8)]
    ldrd  r4, r5, [r12]             @ (even, odd)
    FROM_INTERLEAVED r4, r5, lr     @ lo, hi
    str   r4, [r2], #4
    str   r5, [r2], #4
    add   r1, r1, #8
    sub   r3, r3, #8
    b     .Lextract_next
.Lextract_byte:
    BYTE_PLACE
    ldr   r4, [r12]
    lsr   r4, r4, lr
    and   r4, r4, #0x0f             @ the even nibble, to bits 0, 2, 4, 6
    orr   r4, r4, r4, lsl #2
    and   r4, r4, #0x33
    orr   r4, r4, r4, lsl #1
    and   r4, r4, #0x55
    ldr   r5, [r12, #4]
    lsr   r5, r5, lr
    and   r5, r5, #0x0f             @ the odd nibble, to bits 1, 3, 5, 7
    orr   r5, r5, r5, lsl #2
    and   r5, r5, #0x33
    orr   r5, r5, r5, lsl #1
    and   r5, r5, #0x55
    orr   r4, r4, r5, lsl #1
    strb  r4, [r2], #1              @ out[j] = S[offset]
    add   r1, r1, #1
    sub   r3, r3, #1
    b     .Lextract_next
.Lextract_done:
    pop   {r4-r6, pc}
    .size ascon_extract_bytes, . - ascon_extract_bytes
