/* Ascon permutation and whole-block stretches, ARMv6-M (Cortex-M0, Cortex-M0+), Thumb-1, fast
 * profile; constant time (no branch or address depends on the state or the data).
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);                       rounds 12 or 8
 * void ascon_aead_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
 * void ascon_aead_encrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
 * void ascon_aead_decrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
 * void ascon_hash_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
 * void ascon_hash_squeeze_blocks(ascon_state *s, uint8_t *out, size_t nblocks);
 * Contract and C meaning: src/ascon/ascon_perm.h (plain representation: S_i = s->w[2i+1]:s->w[2i]).
 * AAPCS: r4-r11 saved.
 *
 * The rounds (ascon_round_armv6m.h) keep L0..L4 in r0..r4 and H0..H4 in r8..r12; the twelve rounds
 * of p^12 are unrolled with their constants as immediates, and p^8 enters them at the fifth
 * (ascon_armv6m_p12 / ascon_armv6m_p8: state in those registers in and out, called by BL, return
 * by BX lr, nothing else touched). The stretches load the state once, run their blocks around those
 * calls and store it once. Between permutations only r5..r7 are free: the pointers and the block
 * count live in a 16-byte frame, and the text words go through r5 (r6 a temporary, r7 the pointer).
 * Unaligned word accesses fault on ARMv6-M, and the contract allows any alignment: the text is read
 * and written a byte at a time.
 */
    .syntax unified
    .arch armv6-m
    .thumb

#include "ascon_round_armv6m.h"

/* push r4..r11 and lr (36 bytes) / pop them and return. */
.macro ENTER
    push  {r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    push  {r4-r7}
.endm
.macro LEAVE
    pop   {r4-r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r4-r7, pc}
.endm

/* rd = the little-endian word at [rp + off], any alignment; rt a temporary. */
.macro LOAD_LE rd, rp, off, rt
    ldrb  \rd, [\rp, #\off]
    ldrb  \rt, [\rp, #(\off + 1)]
    lsls  \rt, \rt, #8
    orrs  \rd, \rt
    ldrb  \rt, [\rp, #(\off + 2)]
    lsls  \rt, \rt, #16
    orrs  \rd, \rt
    ldrb  \rt, [\rp, #(\off + 3)]
    lsls  \rt, \rt, #24
    orrs  \rd, \rt
.endm

/* The little-endian word rs to [rp + off], any alignment; rs is consumed. */
.macro STORE_LE rs, rp, off
    strb  \rs, [\rp, #\off]
    lsrs  \rs, \rs, #8
    strb  \rs, [\rp, #(\off + 1)]
    lsrs  \rs, \rs, #8
    strb  \rs, [\rp, #(\off + 2)]
    lsrs  \rs, \rs, #8
    strb  \rs, [\rp, #(\off + 3)]
.endm

/* The stretches' frame above the saved registers. */
#define F_STATE 0
#define F_OUT 4
#define F_IN 8
#define F_COUNT 12

/* ---- p^12 and p^8 on the state in registers ---- */
    .section .text.ascon_armv6m_p, "ax", %progbits
    .balign 2
    .global ascon_armv6m_p12
    .type   ascon_armv6m_p12, %function
    .thumb_func
ascon_armv6m_p12:
    ROUND 0xf0
    ROUND 0xe1
    ROUND 0xd2
    ROUND 0xc3
    .global ascon_armv6m_p8
    .type   ascon_armv6m_p8, %function
    .thumb_func
ascon_armv6m_p8:
    ROUND 0xb4
    ROUND 0xa5
    ROUND 0x96
    ROUND 0x87
    ROUND 0x78
    ROUND 0x69
    ROUND 0x5a
    ROUND 0x4b
    bx    lr
    .size ascon_armv6m_p8, . - ascon_armv6m_p8
    .size ascon_armv6m_p12, . - ascon_armv6m_p12

/* ---- void ascon_permute(ascon_state *s, unsigned rounds) ---- */
    .section .text.ascon_permute, "ax", %progbits
    .balign 2
    .global ascon_permute
    .type   ascon_permute, %function
    .thumb_func
ascon_permute:
    ENTER
    push  {r0}                      @ s
    cmp   r1, #8                    @ (flags kept through the loads and high MOVs)
    STATE_LOAD
    beq   1f
    bl    ascon_armv6m_p12
    b     2f
1:  bl    ascon_armv6m_p8
2:  pop   {r7}
    STATE_STORE r7
    LEAVE
    .size ascon_permute, . - ascon_permute

/* ---- ascon_aead_absorb_blocks: for each block x: S[0..15] ^= x; p^8 ---- */
    .section .text.ascon_aead_absorb_blocks, "ax", %progbits
    .balign 2
    .global ascon_aead_absorb_blocks
    .type   ascon_aead_absorb_blocks, %function
    .thumb_func
ascon_aead_absorb_blocks:
    ENTER
    sub   sp, #16
    str   r0, [sp, #F_STATE]
    str   r1, [sp, #F_IN]
    str   r2, [sp, #F_COUNT]
    STATE_LOAD
1:  ldr   r7, [sp, #F_IN]
    LOAD_LE r5, r7, 0, r6
    eors  r0, r5                    @ L0 ^= x[0..3]
    LOAD_LE r5, r7, 4, r6
    mov   r6, r8
    eors  r6, r5
    mov   r8, r6                    @ H0 ^= x[4..7]
    LOAD_LE r5, r7, 8, r6
    eors  r1, r5                    @ L1 ^= x[8..11]
    LOAD_LE r5, r7, 12, r6
    mov   r6, r9
    eors  r6, r5
    mov   r9, r6                    @ H1 ^= x[12..15]
    adds  r7, #16
    str   r7, [sp, #F_IN]
    bl    ascon_armv6m_p8
    ldr   r5, [sp, #F_COUNT]
    subs  r5, #1
    str   r5, [sp, #F_COUNT]
    bne   1b
    ldr   r7, [sp, #F_STATE]
    STATE_STORE r7
    add   sp, #16
    LEAVE
    .size ascon_aead_absorb_blocks, . - ascon_aead_absorb_blocks

/* ---- ascon_aead_encrypt_blocks: for each block x: S[0..15] ^= x; y = S[0..15] to out; p^8 ---- */
    .section .text.ascon_aead_encrypt_blocks, "ax", %progbits
    .balign 2
    .global ascon_aead_encrypt_blocks
    .type   ascon_aead_encrypt_blocks, %function
    .thumb_func
ascon_aead_encrypt_blocks:
    ENTER
    sub   sp, #16
    str   r0, [sp, #F_STATE]
    str   r1, [sp, #F_OUT]
    str   r2, [sp, #F_IN]
    str   r3, [sp, #F_COUNT]
    STATE_LOAD
1:  ldr   r7, [sp, #F_IN]           @ the whole block is read before out (which may be in) is written
    LOAD_LE r5, r7, 0, r6
    eors  r0, r5                    @ L0 ^= x[0..3]
    LOAD_LE r5, r7, 4, r6
    mov   r6, r8
    eors  r6, r5
    mov   r8, r6                    @ H0 ^= x[4..7]
    LOAD_LE r5, r7, 8, r6
    eors  r1, r5                    @ L1 ^= x[8..11]
    LOAD_LE r5, r7, 12, r6
    mov   r6, r9
    eors  r6, r5
    mov   r9, r6                    @ H1 ^= x[12..15]
    adds  r7, #16
    str   r7, [sp, #F_IN]
    ldr   r7, [sp, #F_OUT]
    mov   r5, r0
    STORE_LE r5, r7, 0              @ y[0..3] = L0
    mov   r5, r8
    STORE_LE r5, r7, 4              @ y[4..7] = H0
    mov   r5, r1
    STORE_LE r5, r7, 8              @ y[8..11] = L1
    mov   r5, r9
    STORE_LE r5, r7, 12             @ y[12..15] = H1
    adds  r7, #16
    str   r7, [sp, #F_OUT]
    bl    ascon_armv6m_p8
    ldr   r5, [sp, #F_COUNT]
    subs  r5, #1
    str   r5, [sp, #F_COUNT]
    bne   1b
    ldr   r7, [sp, #F_STATE]
    STATE_STORE r7
    add   sp, #16
    LEAVE
    .size ascon_aead_encrypt_blocks, . - ascon_aead_encrypt_blocks

/* ---- ascon_aead_decrypt_blocks: for each block x: y = S[0..15] ^ x to out; S[0..15] = x; p^8 ----
 * Word by word: x's word k is read before y's word k is written, and out == in is the only overlap. */
.macro DECRYPT_WORD off, s
    ldr   r7, [sp, #F_IN]
    LOAD_LE r5, r7, \off, r6
    mov   r6, \s
    eors  r6, r5                    @ y word = S word ^ x word
    mov   \s, r5                    @ S word = x word
    ldr   r7, [sp, #F_OUT]
    STORE_LE r6, r7, \off
.endm
    .section .text.ascon_aead_decrypt_blocks, "ax", %progbits
    .balign 2
    .global ascon_aead_decrypt_blocks
    .type   ascon_aead_decrypt_blocks, %function
    .thumb_func
ascon_aead_decrypt_blocks:
    ENTER
    sub   sp, #16
    str   r0, [sp, #F_STATE]
    str   r1, [sp, #F_OUT]
    str   r2, [sp, #F_IN]
    str   r3, [sp, #F_COUNT]
    STATE_LOAD
1:  DECRYPT_WORD 0, r0              @ L0
    DECRYPT_WORD 4, r8              @ H0
    DECRYPT_WORD 8, r1              @ L1
    DECRYPT_WORD 12, r9             @ H1
    adds  r7, #16
    str   r7, [sp, #F_OUT]
    ldr   r7, [sp, #F_IN]
    adds  r7, #16
    str   r7, [sp, #F_IN]
    bl    ascon_armv6m_p8
    ldr   r5, [sp, #F_COUNT]
    subs  r5, #1
    str   r5, [sp, #F_COUNT]
    bne   1b
    ldr   r7, [sp, #F_STATE]
    STATE_STORE r7
    add   sp, #16
    LEAVE
    .size ascon_aead_decrypt_blocks, . - ascon_aead_decrypt_blocks

/* ---- ascon_hash_absorb_blocks: for each block x: S[0..7] ^= x; p^12 ---- */
    .section .text.ascon_hash_absorb_blocks, "ax", %progbits
    .balign 2
    .global ascon_hash_absorb_blocks
    .type   ascon_hash_absorb_blocks, %function
    .thumb_func
ascon_hash_absorb_blocks:
    ENTER
    sub   sp, #16
    str   r0, [sp, #F_STATE]
    str   r1, [sp, #F_IN]
    str   r2, [sp, #F_COUNT]
    STATE_LOAD
1:  ldr   r7, [sp, #F_IN]
    LOAD_LE r5, r7, 0, r6
    eors  r0, r5                    @ L0 ^= x[0..3]
    LOAD_LE r5, r7, 4, r6
    mov   r6, r8
    eors  r6, r5
    mov   r8, r6                    @ H0 ^= x[4..7]
    adds  r7, #8
    str   r7, [sp, #F_IN]
    bl    ascon_armv6m_p12
    ldr   r5, [sp, #F_COUNT]
    subs  r5, #1
    str   r5, [sp, #F_COUNT]
    bne   1b
    ldr   r7, [sp, #F_STATE]
    STATE_STORE r7
    add   sp, #16
    LEAVE
    .size ascon_hash_absorb_blocks, . - ascon_hash_absorb_blocks

/* ---- ascon_hash_squeeze_blocks: for each block: p^12; S[0..7] to out ---- */
    .section .text.ascon_hash_squeeze_blocks, "ax", %progbits
    .balign 2
    .global ascon_hash_squeeze_blocks
    .type   ascon_hash_squeeze_blocks, %function
    .thumb_func
ascon_hash_squeeze_blocks:
    ENTER
    sub   sp, #16
    str   r0, [sp, #F_STATE]
    str   r1, [sp, #F_OUT]
    str   r2, [sp, #F_COUNT]
    STATE_LOAD
1:  bl    ascon_armv6m_p12
    ldr   r7, [sp, #F_OUT]
    mov   r5, r0
    STORE_LE r5, r7, 0              @ out[0..3] = L0
    mov   r5, r8
    STORE_LE r5, r7, 4              @ out[4..7] = H0
    adds  r7, #8
    str   r7, [sp, #F_OUT]
    ldr   r5, [sp, #F_COUNT]
    subs  r5, #1
    str   r5, [sp, #F_COUNT]
    bne   1b
    ldr   r7, [sp, #F_STATE]
    STATE_STORE r7
    add   sp, #16
    LEAVE
    .size ascon_hash_squeeze_blocks, . - ascon_hash_squeeze_blocks
