/* Ascon permutation and the mode's whole-block stretches, ARMv7-M (Cortex-M3), Thumb-2, constant
 * time (no branch or address depends on the state or the data; the only branches are on the round
 * count and the block count).
 *
 * Contract: src/ascon/ascon_perm.h, with ascon_backend.h here (bit-interleaved state, both stretch
 * families):
 *   void ascon_permute(ascon_state *s, unsigned rounds);                      rounds = 12 or 8
 *   void ascon_aead_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
 *   void ascon_aead_encrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
 *   void ascon_aead_decrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
 *   void ascon_hash_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
 *   void ascon_hash_squeeze_blocks(ascon_state *s, uint8_t *out, size_t nblocks);
 *   AAPCS: r0-r3, r12 free; r4-r11 saved; lr pushed and used as a register.
 *
 * Representation (ASCON_STATE_INTERLEAVED32): s->w[2i] holds the even bits of S_i (bit 2k of S_i is
 * bit k), s->w[2i+1] its odd bits. A 64-bit rotation by 2k is the rotation by k of both halves; by
 * 2k+1 it swaps them: even' = ror(odd, k), odd' = ror(even, k+1). So each word's p_L,
 * x ^= ror(x, r1) ^ ror(x, r2), is per half h: h ^= ror(A ^ ror(B, d), a) for halves A, B and
 * amounts fixed by r1, r2: two instructions per half, every rotation an operand of an EOR.
 * The rate words go in and out through the bit permutation (Hacker's Delight's unshuffle: four
 * swaps of bit groups per 32-bit word, then the exchange of 16-bit halves between the two words).
 *
 * Registers during the rounds: S0..S4 = (r2,r3) (r4,r5) (r6,r7) (r8,r9) (r10,r11) as (even, odd);
 * r12 and lr are the temporaries; r0 and r1 are not touched (the stretches' pointers). The rounds
 * are one unrolled run of 12 with an entry for the last 8, called with bl (lr pushed inside).
 *
 * S-box (p_S of SP 800-232 section 3.3) per 32-bit slice, without the final NOT of x2: chi's
 * x_i ^= ~x_(i+1) & x_(i+2) computed in place in the order x0, x2, x4, x1, x3 (x_i may read the
 * updated x_(i+1): it differs from the old one only where x_(i+2) = 0), x3's term saved before x0
 * changes; x2's term taken as ORN, which yields ~x2 directly (the final NOT), and the two places
 * that read x2 afterwards compensate (AND instead of BIC, and x3's complemented term). */
#include "armv7m_only.h"          /* refuses ARMv6-M */
#include "ascon_interleave_armv7m.h" /* TO_INTERLEAVED, FROM_INTERLEAVED */
    .syntax unified
    .arch armv7-m
    .thumb
    .text

/* d = a ^ ror(b, n) (n = 0: d = a ^ b) */
.macro EOR_ROR d, a, b, n
    .if \n == 0
    eor   \d, \a, \b
    .else
    eor   \d, \a, \b, ror #\n
    .endif
.endm

/* One 32-bit slice of p_S: x0..x4 the slice's words, a and b temporaries. */
.macro SBOX x0, x1, x2, x3, x4, a, b
    eor   \x0, \x0, \x4             @ x0 ^= x4
    eor   \x4, \x4, \x3             @ x4 ^= x3
    eor   \x2, \x2, \x1             @ x2 ^= x1
    orn   \a, \x4, \x0              @ a = x4 | ~x0 = ~(~x4 & x0): x3's chi term, complemented
    bic   \b, \x2, \x1              @ b = ~x1 & x2
    eor   \x0, \x0, \b              @ x0 ^= ~x1 & x2
    orn   \b, \x3, \x4              @ b = ~(~x3 & x4)
    eor   \x2, \x2, \b              @ x2 = ~(x2 ^ (~x3 & x4)): chi's x2 with the S-box's final NOT
    bic   \b, \x1, \x0              @ b = ~x0 & x1 (x0 changed only where x1 = 0)
    eor   \x4, \x4, \b              @ x4 ^= ~x0 & x1
    and   \b, \x3, \x2              @ b = x3 & ~x2 (x2 = ~(chi's x2), equal to ~x2 where x3 = 1)
    eor   \x1, \x1, \b              @ x1 ^= ~x2 & x3
    eor   \x3, \x3, \a              @ x3 ^= ~(~x4 & x0)
    eor   \x1, \x1, \x0             @ x1 ^= x0
    eor   \x3, \x3, \x2             @ x3 ^= x2 (both complements cancel)
    eor   \x0, \x0, \x4             @ x0 ^= x4
.endm

/* One round: p_C (the constant's even bits ce and odd bits co into S2), p_S, p_L. */
.macro ROUND ce, co
    eor   r6, r6, #\ce              @ S2 ^= c_i
    eor   r7, r7, #\co
    SBOX  r2, r4, r6, r8, r10, r12, lr
    SBOX  r3, r5, r7, r9, r11, r12, lr
    @ S0 ^= ror(S0, 19) ^ ror(S0, 28)
    EOR_ROR r12, r3, r2, 5          @ r12 = o ^ ror(e, 5)
    EOR_ROR lr, r2, r3, 4           @ lr = e ^ ror(o, 4)
    EOR_ROR r2, r2, r12, 9          @ e ^= ror(o, 9) ^ ror(e, 14)
    EOR_ROR r3, r3, lr, 10          @ o ^= ror(e, 10) ^ ror(o, 14)
    @ S1 ^= ror(S1, 61) ^ ror(S1, 39)
    EOR_ROR r12, r5, r5, 21         @ r12 = o ^ ror(o, 21)
    EOR_ROR lr, r4, r4, 21          @ lr = e ^ ror(e, 21)
    EOR_ROR r4, r4, r12, 30         @ e ^= ror(o, 30) ^ ror(o, 19)
    EOR_ROR r5, r5, lr, 31          @ o ^= ror(e, 31) ^ ror(e, 20)
    @ S2 ^= ror(S2, 1) ^ ror(S2, 6)
    EOR_ROR r12, r7, r6, 3          @ r12 = o ^ ror(e, 3)
    EOR_ROR lr, r6, r7, 2           @ lr = e ^ ror(o, 2)
    EOR_ROR r6, r6, r12, 0          @ e ^= o ^ ror(e, 3)
    EOR_ROR r7, r7, lr, 1           @ o ^= ror(e, 1) ^ ror(o, 3)
    @ S3 ^= ror(S3, 10) ^ ror(S3, 17)
    EOR_ROR r12, r8, r9, 3          @ r12 = e ^ ror(o, 3)
    EOR_ROR lr, r9, r8, 4           @ lr = o ^ ror(e, 4)
    EOR_ROR r8, r8, r12, 5          @ e ^= ror(e, 5) ^ ror(o, 8)
    EOR_ROR r9, r9, lr, 5           @ o ^= ror(o, 5) ^ ror(e, 9)
    @ S4 ^= ror(S4, 7) ^ ror(S4, 41)
    EOR_ROR r12, r11, r11, 17       @ r12 = o ^ ror(o, 17)
    EOR_ROR lr, r10, r10, 17        @ lr = e ^ ror(e, 17)
    EOR_ROR r10, r10, r12, 3        @ e ^= ror(o, 3) ^ ror(o, 20)
    EOR_ROR r11, r11, lr, 4         @ o ^= ror(e, 4) ^ ror(e, 21)
.endm

/* The block counter at [sp, #4]: decrement, and loop to `again` while it is not zero. */
.macro NEXT_BLOCK again
    ldr   r12, [sp, #4]
    subs  r12, r12, #1
    str   r12, [sp, #4]
    bne   \again
.endm

/* ---- the rounds on the registers: .Lp12 (constants c_4..c_15), .Lp8 (c_8..c_15) -------------- */
    .section .text.ascon_permute, "ax", %progbits  @ own sections: a firmware links only the functions it calls
    .type .Lp12, %function
    .thumb_func
.Lp12:
    push  {lr}
    ROUND 0xc, 0xc                  @ c_4 = 0xf0
    ROUND 0x9, 0xc                  @ c_5 = 0xe1
    ROUND 0xc, 0x9                  @ c_6 = 0xd2
    ROUND 0x9, 0x9                  @ c_7 = 0xc3
    b     .Lrounds8
    .thumb_func
.Lp8:
    push  {lr}
.Lrounds8:
    ROUND 0x6, 0xc                  @ c_8 = 0xb4
    ROUND 0x3, 0xc                  @ c_9 = 0xa5
    ROUND 0x6, 0x9                  @ c_10 = 0x96
    ROUND 0x3, 0x9                  @ c_11 = 0x87
    ROUND 0xc, 0x6                  @ c_12 = 0x78
    ROUND 0x9, 0x6                  @ c_13 = 0x69
    ROUND 0xc, 0x3                  @ c_14 = 0x5a
    ROUND 0x9, 0x3                  @ c_15 = 0x4b
    pop   {pc}
    .size .Lp12, . - .Lp12

/* void ascon_permute(ascon_state *s, unsigned rounds) */
    .global ascon_permute
    .type   ascon_permute, %function
    .thumb_func
ascon_permute:
    push  {r4-r11, lr}
    ldm   r0, {r2-r11}              @ the state (r0 = s kept through the rounds)
    cmp   r1, #8
    beq   1f
    bl    .Lp12                     @ rounds == 12
    b     2f
1:  bl    .Lp8                      @ rounds == 8
2:  stm   r0, {r2-r11}
    pop   {r4-r11, pc}
    .size ascon_permute, . - ascon_permute

/* The stretches push r4-r11, lr, then s at [sp] and nblocks at [sp, #4]; STRETCH_LOAD loads S into
 * the round registers, STRETCH_LEAVE stores it back and returns. */
.macro STRETCH_LOAD
    ldr   r12, [sp]
    ldm   r12, {r2-r11}
.endm
.macro STRETCH_LEAVE
    pop   {r0, r1}                  @ r0 = s
    stm   r0, {r2-r11}
    pop   {r4-r11, pc}
.endm

/* void ascon_aead_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks):
 * for each block x: S[0..15] ^= x; p^8 */
    .section .text.ascon_aead_absorb_blocks, "ax", %progbits
    .global ascon_aead_absorb_blocks
    .type   ascon_aead_absorb_blocks, %function
    .thumb_func
ascon_aead_absorb_blocks:
    push  {r4-r11, lr}
    push  {r0, r2}
    mov   r0, r1                    @ r0 = in
    STRETCH_LOAD
.Labsorb:
    ldr   r12, [r0], #4             @ x's first 64-bit word
    ldr   lr, [r0], #4
    TO_INTERLEAVED r12, lr, r1
    eor   r2, r2, r12               @ S0 ^= x[0..7]
    eor   r3, r3, lr
    ldr   r12, [r0], #4             @ x's second 64-bit word
    ldr   lr, [r0], #4
    TO_INTERLEAVED r12, lr, r1
    eor   r4, r4, r12               @ S1 ^= x[8..15]
    eor   r5, r5, lr
    bl    .Lp8
    NEXT_BLOCK .Labsorb
    STRETCH_LEAVE
    .size ascon_aead_absorb_blocks, . - ascon_aead_absorb_blocks

/* void ascon_aead_encrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks):
 * for each block x: S[0..15] ^= x; y = S[0..15] to out; p^8. Computed as y = S[0..15] ^ x in the
 * plain representation, then S[0..15] = y interleaved. */
.macro ENCRYPT_WORD e, o
    FROM_INTERLEAVED \e, \o, r12    @ (e, o) = the plain word of S
    ldr   r12, [r0], #4             @ x (once)
    ldr   lr, [r0], #4
    eor   \e, \e, r12               @ y = S ^ x
    eor   \o, \o, lr
    str   \e, [r1], #4              @ y to out
    str   \o, [r1], #4
    TO_INTERLEAVED \e, \o, r12      @ S = y
.endm
    .section .text.ascon_aead_encrypt_blocks, "ax", %progbits
    .global ascon_aead_encrypt_blocks
    .type   ascon_aead_encrypt_blocks, %function
    .thumb_func
ascon_aead_encrypt_blocks:
    push  {r4-r11, lr}
    push  {r0, r3}
    mov   r0, r2                    @ r0 = in, r1 = out
    STRETCH_LOAD
.Lencrypt:
    ENCRYPT_WORD r2, r3
    ENCRYPT_WORD r4, r5
    bl    .Lp8
    NEXT_BLOCK .Lencrypt
    STRETCH_LEAVE
    .size ascon_aead_encrypt_blocks, . - ascon_aead_encrypt_blocks

/* void ascon_aead_decrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks):
 * for each block x: y = S[0..15] ^ x to out; S[0..15] = x; p^8 (x read once, kept in registers). */
.macro DECRYPT_WORD e, o
    FROM_INTERLEAVED \e, \o, r12    @ (e, o) = the plain word of S
    ldr   r12, [r0], #4             @ x (once)
    ldr   lr, [r0], #4
    eor   \e, \e, r12               @ y = S ^ x
    eor   \o, \o, lr
    str   \e, [r1], #4              @ y to out (after x was read: out may equal in)
    str   \o, [r1], #4
    mov   \e, r12                   @ S = x
    mov   \o, lr
    TO_INTERLEAVED \e, \o, r12
.endm
    .section .text.ascon_aead_decrypt_blocks, "ax", %progbits
    .global ascon_aead_decrypt_blocks
    .type   ascon_aead_decrypt_blocks, %function
    .thumb_func
ascon_aead_decrypt_blocks:
    push  {r4-r11, lr}
    push  {r0, r3}
    mov   r0, r2                    @ r0 = in, r1 = out
    STRETCH_LOAD
.Ldecrypt:
    DECRYPT_WORD r2, r3
    DECRYPT_WORD r4, r5
    bl    .Lp8
    NEXT_BLOCK .Ldecrypt
    STRETCH_LEAVE
    .size ascon_aead_decrypt_blocks, . - ascon_aead_decrypt_blocks

/* void ascon_hash_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks):
 * for each block x: S[0..7] ^= x; p^12 */
    .section .text.ascon_hash_absorb_blocks, "ax", %progbits
    .global ascon_hash_absorb_blocks
    .type   ascon_hash_absorb_blocks, %function
    .thumb_func
ascon_hash_absorb_blocks:
    push  {r4-r11, lr}
    push  {r0, r2}
    mov   r0, r1                    @ r0 = in
    STRETCH_LOAD
.Lhash_absorb:
    ldr   r12, [r0], #4
    ldr   lr, [r0], #4
    TO_INTERLEAVED r12, lr, r1
    eor   r2, r2, r12               @ S0 ^= x
    eor   r3, r3, lr
    bl    .Lp12
    NEXT_BLOCK .Lhash_absorb
    STRETCH_LEAVE
    .size ascon_hash_absorb_blocks, . - ascon_hash_absorb_blocks

/* void ascon_hash_squeeze_blocks(ascon_state *s, uint8_t *out, size_t nblocks):
 * for each block: p^12; S[0..7] to out */
    .section .text.ascon_hash_squeeze_blocks, "ax", %progbits
    .global ascon_hash_squeeze_blocks
    .type   ascon_hash_squeeze_blocks, %function
    .thumb_func
ascon_hash_squeeze_blocks:
    push  {r4-r11, lr}
    push  {r0, r2}
    mov   r0, r1                    @ r0 = out
    STRETCH_LOAD
.Lhash_squeeze:
    bl    .Lp12
    mov   r12, r2                   @ a copy of S0, in the plain representation
    mov   lr, r3
    FROM_INTERLEAVED r12, lr, r1
    str   r12, [r0], #4             @ S[0..7] to out
    str   lr, [r0], #4
    NEXT_BLOCK .Lhash_squeeze
    STRETCH_LEAVE
    .size ascon_hash_squeeze_blocks, . - ascon_hash_squeeze_blocks
