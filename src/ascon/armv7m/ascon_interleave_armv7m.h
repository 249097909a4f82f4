/* Assembler macros of the Cortex-M3 backend (included by its .S files): a 64-bit word between its
 * plain form (lo, hi: bits 0..31 and 32..63, little-endian) and its bit-interleaved form (even,
 * odd: bit 2k of the word is bit k of even, bit 2k+1 is bit k of odd), in place in two registers with
 * one temporary: per 32-bit word the unshuffle of Hacker's Delight (four swaps of bit groups: even
 * bits to the low half, odd bits to the high half), then the exchange of 16-bit halves between the
 * two words; back in the opposite order. The masks are Thumb-2 modified immediates. */
#ifndef LWC_SRC_ASCON_INTERLEAVE_ARMV7M_H
#define LWC_SRC_ASCON_INTERLEAVE_ARMV7M_H

/* x = x with the bits under m exchanged with those s places above them (a delta swap). */
.macro DELTA x, t, s, m
    eor   \t, \x, \x, lsr #\s       @ t = (x ^ (x >> s)) & m
    and   \t, \t, #\m
    eor   \x, \x, \t                @ x ^= t ^ (t << s)
    eor   \x, \x, \t, lsl #\s
.endm

/* x = its even bits in bits 0..15, its odd bits in 16..31 (the unshuffle), and back (ZIP). */
.macro UNZIP x, t
    DELTA \x, \t, 1, 0x22222222
    DELTA \x, \t, 2, 0x0c0c0c0c
    DELTA \x, \t, 4, 0x00f000f0
    DELTA \x, \t, 8, 0x0000ff00
.endm
.macro ZIP x, t
    DELTA \x, \t, 8, 0x0000ff00
    DELTA \x, \t, 4, 0x00f000f0
    DELTA \x, \t, 2, 0x0c0c0c0c
    DELTA \x, \t, 1, 0x22222222
.endm

/* (a, b) = (a & 0xffff | b << 16, a >> 16 | b & 0xffff0000) */
.macro HALVES a, b, t
    lsr   \t, \a, #16
    bfi   \a, \b, #16, #16
    bfi   \b, \t, #0, #16
.endm

/* The 64-bit word lo | hi << 32 to its (even, odd) halves in (lo, hi), and back. */
.macro TO_INTERLEAVED lo, hi, t
    UNZIP \lo, \t
    UNZIP \hi, \t
    HALVES \lo, \hi, \t
.endm
.macro FROM_INTERLEAVED e, o, t
    HALVES \e, \o, \t
    ZIP   \e, \t
    ZIP   \o, \t
.endm

#endif /* LWC_SRC_ASCON_INTERLEAVE_ARMV7M_H */
