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
 * The rounds (ascon_round_armv6m.h) keep L0..L4 in r0..r4, H0 in r7 and H1..H4 in r9..r12; the
 * twelve rounds of p^12 are unrolled with their constants as immediates, and p^8 enters them at the
 * fifth (ascon_armv6m_p12 / ascon_armv6m_p8, local to this file: the state in r0..r4, r8..r12 in
 * and out, called by BL, return by BX lr, r5..r7 clobbered, nothing else touched). The stretches
 * load the state once, run their blocks around those calls and store it once. Between permutations
 * only r5..r7 are free: the pointers and the block count live in a 16-byte frame, and the text
 * words go through r5, r6 (r7 the pointer). Unaligned word accesses fault on ARMv6-M and the
 * contract allows any alignment: word-aligned text moves by LDM/STM, other text a byte at a time.
 */
    .syntax unified
    .arch armv6-m
    .thumb

#include "ascon_round_armv6m.h"   /* the round macros, shared with the small profile (src/ascon/) */

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
    .type   ascon_armv6m_p12, %function
    .thumb_func
ascon_armv6m_p12:
    mov   r7, r8                    @ H0 where the rounds keep it
    ROUND 0xf0
    ROUND 0xe1
    ROUND 0xd2
    ROUND 0xc3
    b     1f
    .type   ascon_armv6m_p8, %function
    .thumb_func
ascon_armv6m_p8:
    mov   r7, r8
1:  ROUND 0xb4
    ROUND 0xa5
    ROUND 0x96
    ROUND 0x87
    ROUND 0x78
    ROUND 0x69
    ROUND 0x5a
    ROUND 0x4b
    mov   r8, r7
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

/* The stretches. Each loads the state once, then per block moves the text through r5/r6 with r7 the
 * text pointer (kept in the frame across the permutation call), and stores the state once. When the
 * text pointers are all word aligned (a branch on the addresses, which are public) the words move by
 * LDM/STM, else a byte at a time. */

/* L ^= the 8 text bytes at [r7] (low word into L, high word into H); aligned: r7 += 8. */
.macro IN_PAIR_A L, H
    ldm   r7!, {r5, r6}
    eors  \L, r5
    mov   r5, \H
    eors  r5, r6
    mov   \H, r5
.endm
/* the same at [r7 + off], any alignment, r7 unchanged. */
.macro IN_PAIR_U off, L, H
    LOAD_LE r5, r7, \off, r6
    eors  \L, r5
    LOAD_LE r5, r7, (\off + 4), r6
    mov   r6, \H
    eors  r6, r5
    mov   \H, r6
.endm
/* 8 bytes of state (L, H) to [r7]; aligned: r7 += 8 (L is r0 or r1: below r5 for the STM). */
.macro OUT_PAIR_A L, H
    mov   r5, \H
    stm   r7!, {\L, r5}
.endm
/* the same to [r7 + off], any alignment, r7 unchanged. */
.macro OUT_PAIR_U off, L, H
    mov   r5, \L
    STORE_LE r5, r7, \off
    mov   r5, \H
    STORE_LE r5, r7, (\off + 4)
.endm
/* Decryption of 8 bytes, aligned: x from [in], y = S ^ x to [out], S = x; both pointers += 8. */
.macro DEC_PAIR_A L, H
    ldr   r7, [sp, #F_IN]
    ldm   r7!, {r5, r6}             @ x (both words read before y is written: out may be in)
    str   r7, [sp, #F_IN]
    mov   r7, \H
    eors  r7, r6                    @ y high = H ^ x high
    mov   \H, r6                    @ H = x high
    mov   r6, r7
    eors  \L, r5                    @ L = y low
    ldr   r7, [sp, #F_OUT]
    stm   r7!, {\L, r6}             @ y to out
    str   r7, [sp, #F_OUT]
    mov   \L, r5                    @ L = x low
.endm
/* the same for one word at offset off, any alignment; the pointers are not advanced. */
.macro DEC_WORD_U off, S
    ldr   r7, [sp, #F_IN]
    LOAD_LE r5, r7, \off, r6        @ x word (read before the same y word is written)
    mov   r6, \S
    eors  r6, r5                    @ y word = S word ^ x word
    mov   \S, r5                    @ S word = x word
    ldr   r7, [sp, #F_OUT]
    STORE_LE r6, r7, \off
.endm
/* Loop end: --count, back to `label` while not zero. */
.macro NEXT_BLOCK label
    ldr   r5, [sp, #F_COUNT]
    subs  r5, #1
    str   r5, [sp, #F_COUNT]
    bne   \label
.endm
/* Entry: save, the frame (s, out, in, count from the given argument registers), the state in. */
.macro STRETCH_ENTER out, in, count
    ENTER
    sub   sp, #16
    str   r0, [sp, #F_STATE]
    .ifnb \out
    str   \out, [sp, #F_OUT]
    .endif
    .ifnb \in
    str   \in, [sp, #F_IN]
    .endif
    str   \count, [sp, #F_COUNT]
    STATE_LOAD
.endm
/* Exit: the state out, restore, return. */
.macro STRETCH_LEAVE
    ldr   r7, [sp, #F_STATE]
    STATE_STORE r7
    add   sp, #16
    LEAVE
.endm

/* ---- ascon_aead_absorb_blocks: for each block x: S[0..15] ^= x; p^8 ---- */
    .section .text.ascon_aead_absorb_blocks, "ax", %progbits
    .balign 2
    .global ascon_aead_absorb_blocks
    .type   ascon_aead_absorb_blocks, %function
    .thumb_func
ascon_aead_absorb_blocks:
    STRETCH_ENTER , r1, r2
    ldr   r7, [sp, #F_IN]
    lsls  r5, r7, #30
    bne   2f                        @ in not word aligned
1:  ldr   r7, [sp, #F_IN]
    IN_PAIR_A r0, r8                @ S[0..7] ^= x[0..7]
    IN_PAIR_A r1, r9                @ S[8..15] ^= x[8..15]
    str   r7, [sp, #F_IN]
    bl    ascon_armv6m_p8
    NEXT_BLOCK 1b
    b     3f
2:  ldr   r7, [sp, #F_IN]
    IN_PAIR_U 0, r0, r8
    IN_PAIR_U 8, r1, r9
    adds  r7, #16
    str   r7, [sp, #F_IN]
    bl    ascon_armv6m_p8
    NEXT_BLOCK 2b
3:  STRETCH_LEAVE
    .size ascon_aead_absorb_blocks, . - ascon_aead_absorb_blocks

/* ---- ascon_aead_encrypt_blocks: for each block x: S[0..15] ^= x; y = S[0..15] to out; p^8 ----
 * The whole block is read before out (which may be in) is written. */
    .section .text.ascon_aead_encrypt_blocks, "ax", %progbits
    .balign 2
    .global ascon_aead_encrypt_blocks
    .type   ascon_aead_encrypt_blocks, %function
    .thumb_func
ascon_aead_encrypt_blocks:
    STRETCH_ENTER r1, r2, r3
    ldr   r7, [sp, #F_IN]
    ldr   r5, [sp, #F_OUT]
    orrs  r5, r7
    lsls  r5, r5, #30
    bne   2f                        @ in or out not word aligned
1:  ldr   r7, [sp, #F_IN]
    IN_PAIR_A r0, r8
    IN_PAIR_A r1, r9
    str   r7, [sp, #F_IN]
    ldr   r7, [sp, #F_OUT]
    OUT_PAIR_A r0, r8               @ y[0..7] = S[0..7]
    OUT_PAIR_A r1, r9               @ y[8..15] = S[8..15]
    str   r7, [sp, #F_OUT]
    bl    ascon_armv6m_p8
    NEXT_BLOCK 1b
    b     3f
2:  ldr   r7, [sp, #F_IN]
    IN_PAIR_U 0, r0, r8
    IN_PAIR_U 8, r1, r9
    adds  r7, #16
    str   r7, [sp, #F_IN]
    ldr   r7, [sp, #F_OUT]
    OUT_PAIR_U 0, r0, r8
    OUT_PAIR_U 8, r1, r9
    adds  r7, #16
    str   r7, [sp, #F_OUT]
    bl    ascon_armv6m_p8
    NEXT_BLOCK 2b
3:  STRETCH_LEAVE
    .size ascon_aead_encrypt_blocks, . - ascon_aead_encrypt_blocks

/* ---- ascon_aead_decrypt_blocks: for each block x: y = S[0..15] ^ x to out; S[0..15] = x; p^8 ----
 * Piece by piece (8 bytes aligned, a word otherwise): each piece of x is read before the same piece
 * of y is written, and out == in is the only overlap. */
    .section .text.ascon_aead_decrypt_blocks, "ax", %progbits
    .balign 2
    .global ascon_aead_decrypt_blocks
    .type   ascon_aead_decrypt_blocks, %function
    .thumb_func
ascon_aead_decrypt_blocks:
    STRETCH_ENTER r1, r2, r3
    ldr   r7, [sp, #F_IN]
    ldr   r5, [sp, #F_OUT]
    orrs  r5, r7
    lsls  r5, r5, #30
    bne   2f                        @ in or out not word aligned
1:  DEC_PAIR_A r0, r8
    DEC_PAIR_A r1, r9
    bl    ascon_armv6m_p8
    NEXT_BLOCK 1b
    b     3f
2:  DEC_WORD_U 0, r0                @ L0
    DEC_WORD_U 4, r8                @ H0
    DEC_WORD_U 8, r1                @ L1
    DEC_WORD_U 12, r9               @ H1
    adds  r7, #16
    str   r7, [sp, #F_OUT]
    ldr   r7, [sp, #F_IN]
    adds  r7, #16
    str   r7, [sp, #F_IN]
    bl    ascon_armv6m_p8
    NEXT_BLOCK 2b
3:  STRETCH_LEAVE
    .size ascon_aead_decrypt_blocks, . - ascon_aead_decrypt_blocks

/* ---- ascon_hash_absorb_blocks: for each block x: S[0..7] ^= x; p^12 ---- */
    .section .text.ascon_hash_absorb_blocks, "ax", %progbits
    .balign 2
    .global ascon_hash_absorb_blocks
    .type   ascon_hash_absorb_blocks, %function
    .thumb_func
ascon_hash_absorb_blocks:
    STRETCH_ENTER , r1, r2
    ldr   r7, [sp, #F_IN]
    lsls  r5, r7, #30
    bne   2f                        @ in not word aligned
1:  ldr   r7, [sp, #F_IN]
    IN_PAIR_A r0, r8                @ S[0..7] ^= x
    str   r7, [sp, #F_IN]
    bl    ascon_armv6m_p12
    NEXT_BLOCK 1b
    b     3f
2:  ldr   r7, [sp, #F_IN]
    IN_PAIR_U 0, r0, r8
    adds  r7, #8
    str   r7, [sp, #F_IN]
    bl    ascon_armv6m_p12
    NEXT_BLOCK 2b
3:  STRETCH_LEAVE
    .size ascon_hash_absorb_blocks, . - ascon_hash_absorb_blocks

/* ---- ascon_hash_squeeze_blocks: for each block: p^12; S[0..7] to out ---- */
    .section .text.ascon_hash_squeeze_blocks, "ax", %progbits
    .balign 2
    .global ascon_hash_squeeze_blocks
    .type   ascon_hash_squeeze_blocks, %function
    .thumb_func
ascon_hash_squeeze_blocks:
    STRETCH_ENTER r1, , r2
    ldr   r7, [sp, #F_OUT]
    lsls  r5, r7, #30
    bne   2f                        @ out not word aligned
1:  bl    ascon_armv6m_p12
    ldr   r7, [sp, #F_OUT]
    OUT_PAIR_A r0, r8               @ out[0..7] = S[0..7]
    str   r7, [sp, #F_OUT]
    NEXT_BLOCK 1b
    b     3f
2:  bl    ascon_armv6m_p12
    ldr   r7, [sp, #F_OUT]
    OUT_PAIR_U 0, r0, r8
    adds  r7, #8
    str   r7, [sp, #F_OUT]
    NEXT_BLOCK 2b
3:  STRETCH_LEAVE
    .size ascon_hash_squeeze_blocks, . - ascon_hash_squeeze_blocks
