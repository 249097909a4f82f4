/* Ascon permutation and the stretches, ARMv7-M (Cortex-M3), Thumb-2, small profile: one round
 * in a loop, constant time (the only branches are the loops on the public round and block counts).
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);      rounds = 12 or 8
 * void ascon_aead_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
 * void ascon_aead_encrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
 * void ascon_aead_decrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
 * void ascon_hash_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
 * void ascon_hash_squeeze_blocks(ascon_state *s, uint8_t *out, size_t nblocks);
 * int ascon_aead_crypt_tag(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16],
 *                          const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned how);
 * int ascon_aead_encrypt_oneshot(out, tag, key, nonce, ad, ad_len, in, len), and _decrypt_: the
 *   argument checks (ascon_aead_check), then the core with a 16-byte tag; also the public
 *   lwc_ascon_aead128_encrypt and _decrypt outside the test-hook builds.
 *   Contract: src/ascon/ascon_perm.h, with ascon_backend.h here (the plain 64-bit state: s->w[2i]
 *   the low half of S_i, s->w[2i+1] the high half, little-endian, so a block's 32-bit words XOR
 *   into the state's words as they are: unaligned LDR and STR, which ARMv7-M allows).
 *   AAPCS: r0-r3, r12 free; r4-r11 saved; lr pushed and used as a register.
 *
 * Registers: S0..S4 = (r2,r3) (r4,r5) (r6,r7) (r8,r9) (r10,r11) as (low, high); r12 and lr the
 * temporaries. The rounds (.Lrounds) save r0 and r1 (the stretches' pointers) and keep in r1 the
 * round constant c_i (i = 16 - rounds .. 15) of SP 800-232 section 3.2: c_(i+1) = c_i - 0x0f for
 * i >= 4, and c_16 would be c_0 = 0x3c.
 *
 * S-box (p_S, section 3.3) per 32-bit slice: chi's x_i ^= ~x_(i+1) & x_(i+2) in place in the order
 * x0, x2, x4, x1, x3 (x_i may read the updated x_(i+1): it differs from the old one only where
 * x_(i+2) = 0), x3's term saved before x0 changes; x2's term taken as ORN, which yields ~x2 directly
 * (the S-box's final NOT), and the two places that read x2 afterwards compensate.
 * Linear layer (p_L, section 3.4): x ^= ror(x, a) ^ ror(x, b) on the two halves, each 64-bit rotation
 * as two shifted operands per half (the halves swap roles for amounts of 32 and more). */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .section .text.ascon_rounds, "ax", %progbits   @ own sections: a firmware links only what it calls

/* One 32-bit slice of p_S: x0..x4 the slice's words, a and b temporaries. */
.macro SBOX x0, x1, x2, x3, x4, a, b
    eor   \x0, \x0, \x4             @ x0 ^= x4
    eor   \x4, \x4, \x3             @ x4 ^= x3
    eor   \x2, \x2, \x1             @ x2 ^= x1
    orn   \a, \x4, \x0              @ a = ~(~x4 & x0): x3's chi term, complemented
    bic   \b, \x2, \x1              @ b = ~x1 & x2
    eor   \x0, \x0, \b              @ x0 ^= ~x1 & x2
    orn   \b, \x3, \x4              @ b = ~(~x3 & x4)
    eor   \x2, \x2, \b              @ x2 = ~(x2 ^ (~x3 & x4)): chi's x2 with the final NOT
    bic   \b, \x1, \x0              @ b = ~x0 & x1 (x0 changed only where x1 = 0)
    eor   \x4, \x4, \b              @ x4 ^= ~x0 & x1
    and   \b, \x3, \x2              @ b = x3 & ~x2 (equal to it where x3 = 1)
    eor   \x1, \x1, \b              @ x1 ^= ~x2 & x3
    eor   \x3, \x3, \a              @ x3 ^= ~(~x4 & x0)
    eor   \x1, \x1, \x0             @ x1 ^= x0
    eor   \x3, \x3, \x2             @ x3 ^= x2 (both complements cancel)
    eor   \x0, \x0, \x4             @ x0 ^= x4
.endm

/* x = lo | hi << 32 ^= ror(x, a) ^ ror(x, b) given as four terms per half: the own half shifted by
 * s1 n1, the other half by s2 n2 and by s3 n3, the own half by s4 n4 (hi the same with lo, hi swapped). */
.macro LINEAR lo, hi, s1, n1, s2, n2, s3, n3, s4, n4
    eor   r12, \lo, \lo, \s1 #\n1
    eor   lr, \hi, \hi, \s1 #\n1
    eor   r12, r12, \hi, \s2 #\n2
    eor   lr, lr, \lo, \s2 #\n2
    eor   r12, r12, \hi, \s3 #\n3
    eor   lr, lr, \lo, \s3 #\n3
    eor   \lo, r12, \lo, \s4 #\n4
    eor   \hi, lr, \hi, \s4 #\n4
.endm

/* The rounds on the registers: r12 = c_i of the first round (0xf0 for p^12, 0xb4 for p^8); r0 and
 * r1 saved around. */
    .type .Lrounds, %function
    .thumb_func
.Lrounds:
    push  {r0, r1, lr}
    mov   r1, r12                   @ c_i
.Lround:
    eor   r6, r6, r1                @ S2 ^= c_i
    SBOX  r2, r4, r6, r8, r10, r12, lr
    SBOX  r3, r5, r7, r9, r11, r12, lr
    LINEAR r2, r3, lsr, 19, lsl, 13, lsl, 4, lsr, 28    @ S0: ror 19, ror 28
    LINEAR r4, r5, lsl, 3, lsr, 29, lsr, 7, lsl, 25     @ S1: ror 61, ror 39
    LINEAR r6, r7, lsr, 1, lsl, 31, lsl, 26, lsr, 6     @ S2: ror 1, ror 6
    LINEAR r8, r9, lsr, 10, lsl, 22, lsl, 15, lsr, 17   @ S3: ror 10, ror 17
    LINEAR r10, r11, lsr, 7, lsl, 25, lsr, 9, lsl, 23   @ S4: ror 7, ror 41
    sub   r1, r1, #0x0f             @ c_(i+1) = c_i - 0x0f
    cmp   r1, #0x3c                 @ until c_16 (= c_0 = 0x3c): the last round was c_15
    bne   .Lround
    pop   {r0, r1, pc}
    .size .Lrounds, . - .Lrounds

/* void ascon_permute(ascon_state *s, unsigned rounds) */
    .section .text.ascon_permute, "ax", %progbits
    .global ascon_permute
    .type   ascon_permute, %function
    .thumb_func
ascon_permute:
    push  {r4-r11, lr}
    ldm   r0, {r2-r11}
    lsl   r12, r1, #4
    sub   r12, r12, r1
    add   r12, r12, #0x3c           @ c_(16 - rounds) = 0x3c + 15 * rounds
    bl    .Lrounds
    stm   r0, {r2-r11}
    pop   {r4-r11, pc}
    .size ascon_permute, . - ascon_permute

/* The stretches push r4-r11, lr, then s at [sp] and nblocks at [sp, #4], and keep S in the round
 * registers from block to block; r0 = in, r1 = out. */
.macro STRETCH_LOAD
    ldr   r12, [sp]
    ldm   r12, {r2-r11}
.endm
.macro STRETCH_NEXT again, c
    mov   r12, #\c
    bl    .Lrounds
    ldr   r12, [sp, #4]             @ nblocks - 1 blocks left
    subs  r12, r12, #1
    str   r12, [sp, #4]
    bne   \again
    pop   {r0, r1}                  @ r0 = s
    stm   r0, {r2-r11}
    pop   {r4-r11, pc}
.endm
/* S word ^= x (a 32-bit word of the block; in of any alignment) */
.macro ABSORB_WORD w
    ldr   r12, [r0], #4
    eor   \w, \w, r12
.endm
/* One word of an AEAD block, by the flags of `cmp mode, #1` (mode 0 absorb: LO, 1 encrypt: EQ,
 * 2 decrypt: HI): y = S word ^ x; out = y unless absorbing; S word = x when decrypting, else y.
 * x is read once, before out is written (out may equal in). */
.macro AEAD_WORD w
    ldr   r12, [r0], #4             @ x
    eor   lr, \w, r12               @ y = S ^ x
    it    hs
    strhs lr, [r1], #4              @ out = y (encrypt, decrypt)
    ite   hi
    movhi \w, r12                   @ S = x (decrypt)
    movls \w, lr                    @ S = y (absorb, encrypt)
.endm

/* The three AEAD stretches, one loop: r12 = mode, r0 = s, r1 = out, r2 = in, r3 = nblocks.
 *   absorb  (mode 0): for each block x: S[0..15] ^= x; p^8
 *   encrypt (mode 1): for each block x: S[0..15] ^= x; y = S[0..15] to out; p^8
 *   decrypt (mode 2): for each block x: y = S[0..15] ^ x to out; S[0..15] = x; p^8 */
    .section .text.ascon_aead_blocks, "ax", %progbits
    .type .Laead_blocks, %function
    .thumb_func
.Laead_blocks:
    push  {r4-r11, lr}
    push  {r0, r3, r12}             @ [sp] = s, [sp, #4] = nblocks, [sp, #8] = mode
    mov   r0, r2                    @ r0 = in, r1 = out
    STRETCH_LOAD
.Laead_block:
    ldr   lr, [sp, #8]
    cmp   lr, #1                    @ the flags AEAD_WORD reads (nothing below sets flags)
    AEAD_WORD r2
    AEAD_WORD r3
    AEAD_WORD r4
    AEAD_WORD r5
    mov   r12, #0xb4                @ p^8
    bl    .Lrounds
    ldr   r12, [sp, #4]             @ nblocks - 1 blocks left
    subs  r12, r12, #1
    str   r12, [sp, #4]
    bne   .Laead_block
    pop   {r0, r1, r12}             @ r0 = s
    stm   r0, {r2-r11}
    pop   {r4-r11, pc}
    .size .Laead_blocks, . - .Laead_blocks

/* void ascon_aead_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks) */
    .section .text.ascon_aead_absorb_blocks, "ax", %progbits
    .global ascon_aead_absorb_blocks
    .type   ascon_aead_absorb_blocks, %function
    .thumb_func
ascon_aead_absorb_blocks:
    mov   r3, r2                    @ nblocks
    mov   r2, r1                    @ in (out unused)
    mov   r12, #0
    b     .Laead_blocks
    .size ascon_aead_absorb_blocks, . - ascon_aead_absorb_blocks

/* void ascon_aead_encrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks) */
    .section .text.ascon_aead_encrypt_blocks, "ax", %progbits
    .global ascon_aead_encrypt_blocks
    .type   ascon_aead_encrypt_blocks, %function
    .thumb_func
ascon_aead_encrypt_blocks:
    mov   r12, #1
    b     .Laead_blocks
    .size ascon_aead_encrypt_blocks, . - ascon_aead_encrypt_blocks

/* void ascon_aead_decrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks) */
    .section .text.ascon_aead_decrypt_blocks, "ax", %progbits
    .global ascon_aead_decrypt_blocks
    .type   ascon_aead_decrypt_blocks, %function
    .thumb_func
ascon_aead_decrypt_blocks:
    mov   r12, #2
    b     .Laead_blocks
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
    ABSORB_WORD r2
    ABSORB_WORD r3
    STRETCH_NEXT .Lhash_absorb, 0xf0
    .size ascon_hash_absorb_blocks, . - ascon_hash_absorb_blocks

/* void ascon_hash_squeeze_blocks(ascon_state *s, uint8_t *out, size_t nblocks):
 * for each block: p^12; S[0..7] to out */
    .section .text.ascon_hash_squeeze_blocks, "ax", %progbits
    .global ascon_hash_squeeze_blocks
    .type   ascon_hash_squeeze_blocks, %function
    .thumb_func
ascon_hash_squeeze_blocks:
    push  {r4-r11, lr}
    push  {r0, r2}                  @ r1 = out
    STRETCH_LOAD
.Lhash_squeeze:
    mov   r12, #0xf0
    bl    .Lrounds                  @ p^12
    str   r2, [r1], #4              @ S[0..7] to out
    str   r3, [r1], #4
    ldr   r12, [sp, #4]
    subs  r12, r12, #1
    str   r12, [sp, #4]
    bne   .Lhash_squeeze
    pop   {r0, r1}
    stm   r0, {r2-r11}
    pop   {r4-r11, pc}
    .size ascon_hash_squeeze_blocks, . - ascon_hash_squeeze_blocks

/* int ascon_aead_crypt_tag(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16],
 *                          const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned how):
 * the contract's one-shot core with the tag step (ascon_perm.h), the state in the round registers:
 *   S = IV || K || N; p^12; S ^= 0^192 || K;
 *   if ad_len > 0: run(ad, absorb); p^8;   S ^= 0^319 || 1;   run(in, encrypt or decrypt);
 *   S ^= 0^128 || K || 0^64; p^12; T = S[24..39] ^ K;
 *   encryption: tag = T[0..tag_len-1], verdict 0; decryption: d = OR of T[i] ^ tag[i], verdict 0
 *   or -1 from d without a branch, every byte of out ANDed with ~verdict; returns the verdict.
 * run (.Lrun) is each full block as the AEAD stretches (words), then the last r = len % 16 bytes
 * (0 included) on S[0..15] stored in a 16-byte buffer on the stack, a byte at a time:
 *   y = S[i] ^ x[i]; absorb: S[i] = y; encrypt: S[i] = y, out[i] = y; decrypt: out[i] = y,
 *   S[i] = x[i]; then S[r] ^= 0x01 (all three modes) and S[0..15] back from the buffer.
 * The key is read once, into a copy in the frame that the three key additions load by LDM (which
 * faults on an address that is not word-aligned, as the caller's key may be); the buffer (state
 * bytes, T) and the key copy are wiped. */
    .equ F_TAG, 0                   @ frame: tag
    .equ F_OUT, 8                   @ out
    .equ F_BUF, 16                  @ S[0..15] for the last block, then T (16 bytes)
    .equ F_LEN, 32                  @ .Lrun's length
    .equ F_MODE, 36                 @ .Lrun's mode
    .equ F_HOW, 40                  @ how (the argument, or the one-shot entry's constant)
    .equ F_K, 44                    @ K (16 bytes, word-aligned)
    .equ FRAME, 60
    .equ A_AD, FRAME + 36           @ the stack arguments above the frame and the 9 saved registers
    .equ A_ADLEN, A_AD + 4
    .equ A_IN, A_AD + 8
    .equ A_LEN, A_AD + 12
    .equ A_HOW, A_AD + 16
    .equ R, 4                       @ what .Lrun pushes: lr

/* .Lrun: r0 = in, r1 = out; the length and the mode (0 absorb, 1 encrypt, 2 decrypt) in the frame.
 * Each block works on S[0..15] stored in the buffer (r2-r5 free meanwhile): a full block a word at
 * a time (unaligned LDR and STR), then p^8; the last r bytes a byte at a time, then the padding. */
    .section .text.ascon_aead_crypt_tag, "ax", %progbits
    .type .Lrun, %function
    .thumb_func
.Lrun:
    push  {lr}
1:  add   r12, sp, #R + F_BUF
    stm   r12, {r2-r5}              @ S[0..15] to the buffer
    ldr   r3, [sp, #R + F_MODE]
    ldr   r2, [sp, #R + F_LEN]
    subs  r2, r2, #16
    bcc   .Lrun_last                @ fewer than 16 bytes left
    str   r2, [sp, #R + F_LEN]
    movs  r2, #4
2:  ldr   r4, [r0], #4              @ x (read once, before out is written)
    ldr   r5, [r12]
    eors  r5, r5, r4                @ y = S ^ x
    cmp   r3, #1
    it    hs
    strhs r5, [r1], #4              @ out = y (encrypt, decrypt)
    it    hi
    movhi r5, r4                    @ S = x (decrypt)
    str   r5, [r12], #4
    subs  r2, r2, #1
    bne   2b
    add   r12, sp, #R + F_BUF
    ldm   r12, {r2-r5}
    mov   r12, #0xb4                @ p^8
    bl    .Lrounds
    b     1b
.Lrun_last:
    adds  r2, r2, #16               @ r
1:  subs  r2, r2, #1
    bmi   2f
    ldrb  r4, [r0], #1              @ x
    ldrb  r5, [r12]
    eors  r5, r5, r4                @ y = S ^ x
    cmp   r3, #1
    it    hs
    strbhs r5, [r1], #1             @ out = y (encrypt, decrypt)
    it    hi
    movhi r5, r4                    @ S = x (decrypt)
    strb  r5, [r12], #1
    b     1b
2:  ldrb  r5, [r12]                 @ S[r] ^= 0x01
    eor   r5, r5, #1
    strb  r5, [r12]
    add   r12, sp, #R + F_BUF
    ldm   r12, {r2-r5}
    movs  lr, #0                    @ the buffer held state and text bytes
    strd  lr, lr, [r12]
    strd  lr, lr, [r12, #8]
    pop   {pc}
    .size .Lrun, . - .Lrun

/* (lo0, hi0), (lo1, hi1) ^= K's two 64-bit words (from the frame's copy; r0, r1, r12 and lr
 * clobbered). */
.macro ADD_KEY lo0, hi0, lo1, hi1
    add   r0, sp, #F_K
    ldm   r0, {r0, r1, r12, lr}
    eors  \lo0, \lo0, r0               @ (EORS: 16 bits where both are low registers)
    eors  \hi0, \hi0, r1
    eor   \lo1, \lo1, r12
    eor   \hi1, \hi1, lr
.endm

/* int ascon_aead_encrypt_oneshot / ascon_aead_decrypt_oneshot(out, tag, key, nonce, ad, ad_len, in,
 * len): ascon_aead_check(the same arguments) first, its error returned as it is; then the core with
 * how = 16, or 16 | ASCON_AEAD_DECRYPT (the caller's four stack arguments passed on once, here). */
    .global ascon_aead_decrypt_oneshot
    .type   ascon_aead_decrypt_oneshot, %function
    .thumb_func
ascon_aead_decrypt_oneshot:
    mov   r12, #0x110               @ 16 | ASCON_AEAD_DECRYPT
    b     1f
    .size ascon_aead_decrypt_oneshot, . - ascon_aead_decrypt_oneshot

    .global ascon_aead_encrypt_oneshot
    .type   ascon_aead_encrypt_oneshot, %function
    .thumb_func
ascon_aead_encrypt_oneshot:
    mov   r12, #16
1:  push  {r4-r11, lr}
    sub   sp, sp, #FRAME
    str   r12, [sp, #F_HOW]
    strd  r0, r1, [sp, #F_BUF]      @ the register arguments, kept in the buffer's place
    strd  r2, r3, [sp, #F_BUF + 8]
    add   r12, sp, #A_AD
    ldm   r12, {r4-r7}              @ ad, ad_len, in, len
    push  {r4-r7}
    bl    ascon_aead_check
    add   sp, sp, #16
    cmp   r0, #0
    bne   .Lreturn                  @ an argument error: returned, nothing read or written
    ldrd  r0, r1, [sp, #F_BUF]
    ldrd  r2, r3, [sp, #F_BUF + 8]
    b     .Lbody
    .size ascon_aead_encrypt_oneshot, . - ascon_aead_encrypt_oneshot

/* The public one-shot calls are these entries (ascon_aead.c; the test-hook builds wrap them in C). */
#if !defined(LWC_TEST_HOOKS) && !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (a protected build: the masked Ascon's, src/common/protected.c) */
    .global lwc_ascon_aead128_encrypt
    .type   lwc_ascon_aead128_encrypt, %function
    .thumb_set lwc_ascon_aead128_encrypt, ascon_aead_encrypt_oneshot
    .global lwc_ascon_aead128_decrypt
    .type   lwc_ascon_aead128_decrypt, %function
    .thumb_set lwc_ascon_aead128_decrypt, ascon_aead_decrypt_oneshot
#endif

    .global ascon_aead_crypt_tag
    .type   ascon_aead_crypt_tag, %function
    .thumb_func
ascon_aead_crypt_tag:
    push  {r4-r11, lr}
    sub   sp, sp, #FRAME
    ldr   r12, [sp, #A_HOW]
    str   r12, [sp, #F_HOW]
.Lbody:
    str   r0, [sp, #F_OUT]
    str   r1, [sp, #F_TAG]
    ldr   r8, [r3]                  @ S3, S4 = N
    ldr   r9, [r3, #4]
    ldr   r10, [r3, #8]
    ldr   r11, [r3, #12]
    ldr   r4, [r2]                  @ S1, S2 = K (word loads: the key may be unaligned)
    ldr   r5, [r2, #4]
    ldr   r6, [r2, #8]
    ldr   r7, [r2, #12]
    add   r0, sp, #F_K              @ K's copy in the frame, for ADD_KEY's LDM
    stmia r0!, {r4-r7}
    movw  r2, #0x0001               @ S0 = IV = 0x00001000808C0001
    movt  r2, #0x808c
    mov   r3, #0x1000
    mov   r12, #0xf0                @ p^12
    bl    .Lrounds
    ADD_KEY r8, r9, r10, r11        @ S ^= 0^192 || K
    ldr   r1, [sp, #A_ADLEN]
    cbz   r1, 1f
    str   r1, [sp, #F_LEN]
    movs  r12, #0                   @ absorb
    str   r12, [sp, #F_MODE]
    ldr   r0, [sp, #A_AD]
    bl    .Lrun
    mov   r12, #0xb4                @ p^8
    bl    .Lrounds
1:  eor   r11, r11, #0x80000000     @ S ^= 0^319 || 1: the top bit of S4
    ldr   r1, [sp, #A_LEN]
    str   r1, [sp, #F_LEN]
    ldr   r12, [sp, #F_HOW]
    lsrs  r12, r12, #8              @ decrypt: 0 or 1
    add   r12, r12, #1              @ encrypt 1, decrypt 2
    str   r12, [sp, #F_MODE]
    ldr   r0, [sp, #A_IN]
    ldr   r1, [sp, #F_OUT]
    bl    .Lrun
    ADD_KEY r6, r7, r8, r9          @ S ^= 0^128 || K || 0^64
    mov   r12, #0xf0                @ p^12
    bl    .Lrounds
    ADD_KEY r8, r9, r10, r11        @ T = S[24..39] ^ K
    add   r12, sp, #F_BUF
    stm   r12, {r8-r11}             @ T to the buffer
    ldr   r0, [sp, #F_TAG]
    ldr   r1, [sp, #F_HOW]
    uxtb  r2, r1                    @ tag_len
    lsrs  r1, r1, #8                @ decrypt
    movs  r3, #0                    @ d = 0
1:  subs  r2, r2, #1                @ for i = tag_len - 1 down to 0:
    bmi   3f
    ldrb  r4, [r12, r2]
    cbnz  r1, 2f
    strb  r4, [r0, r2]              @   encryption: tag[i] = T[i]
    b     1b
2:  ldrb  r5, [r0, r2]              @   decryption: d |= T[i] ^ tag[i]
    eors  r4, r4, r5
    orrs  r3, r3, r4
    b     1b
3:  subs  r3, r3, #1                @ verdict = ((d - 1) >> 31) - 1: 0 when d = 0, else -1
    lsrs  r3, r3, #31
    subs  r3, r3, #1
    cbz   r1, 5f                    @ encryption: no release (verdict 0)
    ldr   r0, [sp, #F_OUT]
    ldr   r2, [sp, #A_LEN]
4:  subs  r2, r2, #1                @ out[i] &= ~verdict, every byte, both outcomes
    bmi   5f
    ldrb  r4, [r0, r2]
    bics  r4, r4, r3
    strb  r4, [r0, r2]
    b     4b
5:  movs  r4, #0                    @ wipe T and the key copy
    strd  r4, r4, [r12]
    strd  r4, r4, [r12, #8]
    strd  r4, r4, [sp, #F_K]
    strd  r4, r4, [sp, #F_K + 8]
    mov   r0, r3                    @ the verdict
.Lreturn:
    add   sp, sp, #FRAME
    pop   {r4-r11, pc}
    .size ascon_aead_crypt_tag, . - ascon_aead_crypt_tag
