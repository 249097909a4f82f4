/* Byte access to the plain 64-bit state (ASCON_STATE_WORDS64) on a little-endian ARMv7-M core, small
 * profile: state byte i is byte i of the words in memory (byte i mod 8 of S_(i/8), least significant
 * first, NIST SP 800-232 Appendix A), so both functions copy 32-bit words, then the last bytes.
 * Offsets and lengths are public.
 *
 * void ascon_add_bytes(ascon_state *s, unsigned offset, const uint8_t *in, size_t len);
 * void ascon_extract_bytes(const ascon_state *s, unsigned offset, uint8_t *out, size_t len);
 *   Contract: src/ascon/ascon_perm.h. AAPCS: r0-r3, r12 used, nothing saved. */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .text

    .section .text.ascon_add_bytes, "ax", %progbits  @ own section: a firmware links only what it calls
    .global ascon_add_bytes
    .type   ascon_add_bytes, %function
    .thumb_func
ascon_add_bytes:                    @ for (j = 0; j < len; j++) s->b[offset + j] ^= in[j];
    add   r0, r0, r1
    subs  r3, r3, #4
    bcc   3f
0:  ldr   r1, [r2], #4              @ 4 bytes at a time (unaligned LDR and STR: ARMv7-M allows them)
    ldr   r12, [r0]
    eor   r1, r1, r12
    str   r1, [r0], #4
    subs  r3, r3, #4
    bcs   0b
3:  adds  r3, r3, #4                @ the last 0..3 bytes
1:  subs  r3, r3, #1
    bcc   2f                        @ len bytes done
    ldrb  r1, [r2], #1
    ldrb  r12, [r0]
    eor   r1, r1, r12
    strb  r1, [r0], #1
    b     1b
2:  bx    lr
    .size ascon_add_bytes, . - ascon_add_bytes

    .section .text.ascon_extract_bytes, "ax", %progbits  @ own section: a firmware links only what it calls
    .global ascon_extract_bytes
    .type   ascon_extract_bytes, %function
    .thumb_func
ascon_extract_bytes:                @ for (j = 0; j < len; j++) out[j] = s->b[offset + j];
    add   r0, r0, r1
    subs  r3, r3, #4
    bcc   3f
0:  ldr   r1, [r0], #4              @ 4 bytes at a time
    str   r1, [r2], #4
    subs  r3, r3, #4
    bcs   0b
3:  adds  r3, r3, #4                @ the last 0..3 bytes
1:  subs  r3, r3, #1
    bcc   2f
    ldrb  r1, [r0], #1
    strb  r1, [r2], #1
    b     1b
2:  bx    lr
    .size ascon_extract_bytes, . - ascon_extract_bytes
