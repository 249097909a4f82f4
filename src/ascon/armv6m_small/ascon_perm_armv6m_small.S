/* Ascon permutation, ARMv6-M (Cortex-M0, Cortex-M0+), Thumb-1, small profile; constant time (no
 * branch or address depends on the state).
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);                       rounds 12 or 8
 * int ascon_aead_crypt_tag(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16],
 *                          const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned how);
 * Contract and C meaning: src/ascon/ascon_perm.h (plain representation: S_i = s->w[2i+1]:s->w[2i]).
 * AAPCS: r4-r11 saved.
 *
 * One round of the fast profile (src/ascon/ascon_round_armv6m.h: L0..L4 in r0..r4, H0 in r7,
 * H1..H4 in r9..r12) in a loop; the round constant lives in lr (saved on entry): the first one is
 * c_(16-rounds) = 0x3c + 15 * rounds, each round's is 15 less, and the loop ends after c_15 = 0x4b.
 */
    .syntax unified
    .arch armv6-m
    .thumb

#include "ascon_round_armv6m.h"   /* the round macros of the fast profile (src/ascon/) */

    .section .text.ascon_permute, "ax", %progbits
    .balign 2
    .global ascon_permute
    .type   ascon_permute, %function
    .thumb_func
ascon_permute:
    push  {r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    push  {r0, r4-r7}               @ s, then r8..r11
    movs  r5, #15
    muls  r5, r1
    adds  r5, #0x3c                 @ c = 0x3c + 15 * rounds
    mov   r6, r0
    adds  r6, #8                    @ &S1
    ldm   r6!, {r1, r7}
    mov   r9, r7
    ldm   r6!, {r2, r7}
    mov   r10, r7
    ldm   r6!, {r3, r7}
    mov   r11, r7
    ldm   r6!, {r4, r7}
    mov   r12, r7                   @ L1..L4, H1..H4
    ldm   r0, {r0, r7}              @ L0, and H0 where the rounds keep it
    b     3f
1:  pop   {r6}                      @ s (the exit, placed before the loop where BEQ reaches it)
    stm   r6!, {r0, r7}             @ S0 = H0:L0
    mov   r5, r9
    stm   r6!, {r1, r5}
    mov   r5, r10
    stm   r6!, {r2, r5}
    mov   r5, r11
    stm   r6!, {r3, r5}
    mov   r5, r12
    stm   r6!, {r4, r5}             @ S1..S4
    pop   {r4-r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r4-r7, pc}
2:  mov   r5, lr
    cmp   r5, #0x3c
    beq   1b                        @ c_15 done
3:  eors  r2, r5                    @ p_C: S2 ^= c (the first round enters here)
    subs  r5, #15
    mov   lr, r5                    @ the next c
    ROUND_SL
    b     2b
    .size ascon_permute, . - ascon_permute

/* int ascon_aead_crypt_tag(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16],
 *                          const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned how):
 * the contract's one-shot core (ascon_perm.h), compact: the state S in the frame (a byte of S is the
 * byte at the same offset of its little-endian words), byte loops on it around ascon_permute:
 *   S = IV || K || N; p^12; S ^= 0^192 || K;
 *   if ad_len > 0: run(ad, absorb); p^8;   S ^= 0^319 || 1;   run(in, encrypt or decrypt);
 *   S ^= 0^128 || K || 0^64; p^12; T = S[24..39] ^ K (in S);
 *   encryption: tag = T[0..tag_len-1], verdict 0; decryption: d = OR of T[i] ^ tag[i], verdict
 *   0 or -1 from d without a branch, every byte of out ANDed with ~verdict; S wiped; verdict.
 * run (.Lrun): each full block, then p^8; the last len % 16 bytes (0 included), then S[r] ^= 0x01.
 * The key is read in place; branches depend on the lengths and the mode only (public). */
    .equ  K_RIN, 48                 @ frame: S at 0..39; .Lrun's in, out, length, mode, return
    .equ  K_ROUT, 52
    .equ  K_RLEN, 56
    .equ  K_RMODE, 60
    .equ  K_RRET, 64
    .equ  K_HOWF, 68                @ how (the argument, or the one-shot entry's constant)
    .equ  K_FRAME, 76
    .equ  K_AD, K_FRAME + 20        @ the stack arguments above the frame and r4-r7, lr
    .equ  K_ADLEN, K_AD + 4
    .equ  K_IN, K_AD + 8
    .equ  K_LEN, K_AD + 12
    .equ  K_HOW, K_AD + 16

    .section .text.ascon_aead_crypt_tag, "ax", %progbits
    .balign 2
/* .Lxor16: the 16 bytes at r0 ^= those at r1 (r2, r3 clobbered). */
    .type .Lxor16, %function
    .thumb_func
.Lxor16:
    push  {r4, lr}
    movs  r2, #15
1:  ldrb  r3, [r1, r2]
    ldrb  r4, [r0, r2]
    eors  r3, r4
    strb  r3, [r0, r2]
    subs  r2, #1
    bpl   1b
    pop   {r4, pc}
    .size .Lxor16, . - .Lxor16

/* .Lblock: r3 bytes x at r1 with S[0..r3-1] (S at the caller's sp), by the mode r0 (0 absorb,
 * 1 encrypt, 2 decrypt): y = S ^ x; absorb: S = y; encrypt: S = y, out (r2) = y; decrypt: out = y,
 * S = x (x read before out is written: out may equal in). Returns r0 = &S[r3]. */
    .type .Lblock, %function
    .thumb_func
.Lblock:
    push  {r4-r7, lr}
    add   r4, sp, #20               @ S
    movs  r5, #0
1:  cmp   r5, r3
    beq   3f
    ldrb  r6, [r1, r5]              @ x
    ldrb  r7, [r4, r5]
    eors  r7, r6                    @ y = S ^ x
    cmp   r0, #0
    beq   2f                        @ absorb: S = y
    strb  r7, [r2, r5]              @ out = y
    cmp   r0, #2
    bne   2f                        @ encrypt: S = y
    movs  r7, r6                    @ decrypt: S = x
2:  strb  r7, [r4, r5]
    adds  r5, #1
    b     1b
3:  adds  r0, r4, r5
    pop   {r4-r7, pc}
    .size .Lblock, . - .Lblock

/* .Lrun: the frame's run (in, out, length, mode) padded to whole blocks (S at the caller's sp). */
    .type .Lrun, %function
    .thumb_func
.Lrun:
    mov   r3, lr
    str   r3, [sp, #K_RRET]
1:  ldr   r3, [sp, #K_RLEN]
    ldr   r1, [sp, #K_RIN]
    ldr   r2, [sp, #K_ROUT]
    ldr   r0, [sp, #K_RMODE]
    cmp   r3, #16
    blo   2f
    movs  r3, #16                   @ a full block, then p^8
    bl    .Lblock
    ldr   r1, [sp, #K_RIN]
    adds  r1, #16
    str   r1, [sp, #K_RIN]
    ldr   r1, [sp, #K_ROUT]
    adds  r1, #16
    str   r1, [sp, #K_ROUT]
    ldr   r1, [sp, #K_RLEN]
    subs  r1, #16
    str   r1, [sp, #K_RLEN]
    movs  r1, #8
    mov   r0, sp
    bl    ascon_permute
    b     1b
2:  bl    .Lblock                   @ the last r bytes, then S[r] ^= 0x01
    ldrb  r1, [r0]
    movs  r2, #1
    eors  r1, r2
    strb  r1, [r0]
    ldr   r3, [sp, #K_RRET]
    bx    r3
    .size .Lrun, . - .Lrun

/* int ascon_aead_encrypt_oneshot / ascon_aead_decrypt_oneshot(out, tag, key, nonce, ad, ad_len, in,
 * len): ascon_aead_check(the same arguments) first, its error returned as it is; then the core with
 * how = 16, or 16 | ASCON_AEAD_DECRYPT (the caller's four stack arguments passed on once, here). */
    .global ascon_aead_decrypt_oneshot
    .type   ascon_aead_decrypt_oneshot, %function
    .thumb_func
ascon_aead_decrypt_oneshot:
    push  {r4-r7, lr}
    movs  r4, #1
    lsls  r4, r4, #8                @ ASCON_AEAD_DECRYPT
    b     1f
    .size ascon_aead_decrypt_oneshot, . - ascon_aead_decrypt_oneshot

    .global ascon_aead_encrypt_oneshot
    .type   ascon_aead_encrypt_oneshot, %function
    .thumb_func
ascon_aead_encrypt_oneshot:
    push  {r4-r7, lr}
    movs  r4, #0
1:  adds  r4, #16                   @ tag_len 16
    sub   sp, #K_FRAME
    str   r4, [sp, #K_HOWF]
    mov   r4, sp
    stm   r4!, {r0-r3}              @ the register arguments, kept in S's place
    add   r4, sp, #K_AD
    ldm   r4, {r4-r7}               @ ad, ad_len, in, len
    push  {r4-r7}
    bl    ascon_aead_check
    add   sp, #16
    cmp   r0, #0
    bne   .Lreturn                  @ an argument error: returned, nothing read or written
    mov   r4, sp
    ldm   r4!, {r0-r3}
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
    push  {r4-r7, lr}
    sub   sp, #K_FRAME
    ldr   r4, [sp, #K_HOW]
    str   r4, [sp, #K_HOWF]
.Lbody:
    mov   r6, r0                    @ out
    mov   r4, r1                    @ tag
    mov   r5, r2                    @ key
    ldr   r7, [sp, #K_HOWF]
    lsrs  r7, r7, #8                @ decrypt: 0 or 1 (how = tag_len | ASCON_AEAD_DECRYPT)
    movs  r0, #0x80                 @ S = IV || 0 (IV = 0x00001000808C0001)
    lsls  r0, #8
    adds  r0, #0x8c
    lsls  r0, #16
    adds  r0, #1
    str   r0, [sp, #0]
    movs  r0, #0x10
    lsls  r0, #8
    str   r0, [sp, #4]
    movs  r0, #0
    mov   r2, sp
    movs  r1, #36
1:  str   r0, [r2, r1]
    subs  r1, #4
    cmp   r1, #4
    bne   1b
    mov   r0, sp                    @ S[24..39] = N
    adds  r0, #24
    mov   r1, r3
    bl    .Lxor16
    mov   r0, sp                    @ S[8..23] = K
    adds  r0, #8
    mov   r1, r5
    bl    .Lxor16
    movs  r1, #12
    mov   r0, sp
    bl    ascon_permute
    mov   r0, sp                    @ S ^= 0^192 || K
    adds  r0, #24
    mov   r1, r5
    bl    .Lxor16
    ldr   r3, [sp, #K_ADLEN]        @ associated data
    cmp   r3, #0
    beq   2f
    str   r3, [sp, #K_RLEN]
    ldr   r1, [sp, #K_AD]
    str   r1, [sp, #K_RIN]
    movs  r0, #0
    str   r0, [sp, #K_RMODE]
    bl    .Lrun
    movs  r1, #8
    mov   r0, sp
    bl    ascon_permute
2:  mov   r0, sp                    @ S ^= 0^319 || 1: the top bit of byte 39
    adds  r0, #39
    ldrb  r1, [r0]
    movs  r2, #0x80
    eors  r1, r2
    strb  r1, [r0]
    ldr   r1, [sp, #K_IN]           @ the text
    str   r1, [sp, #K_RIN]
    str   r6, [sp, #K_ROUT]
    ldr   r1, [sp, #K_LEN]
    str   r1, [sp, #K_RLEN]
    adds  r0, r7, #1                @ encrypt 1, decrypt 2
    str   r0, [sp, #K_RMODE]
    bl    .Lrun
    mov   r0, sp                    @ S ^= 0^128 || K || 0^64
    adds  r0, #16
    mov   r1, r5
    bl    .Lxor16
    movs  r1, #12
    mov   r0, sp
    bl    ascon_permute
    mov   r0, sp                    @ T = S[24..39] ^ K, to tag
    adds  r0, #24
    mov   r1, r5
    bl    .Lxor16
    mov   r0, sp
    adds  r0, #24                   @ r0 = T
    ldr   r3, [sp, #K_HOWF]
    uxtb  r3, r3                    @ tag_len
    movs  r2, #0                    @ d = 0
3:  subs  r3, #1                    @ for i = tag_len - 1 down to 0:
    bmi   5f
    ldrb  r1, [r0, r3]
    cmp   r7, #0
    bne   4f
    strb  r1, [r4, r3]              @   encryption: tag[i] = T[i]
    b     3b
4:  ldrb  r5, [r4, r3]              @   decryption: d |= T[i] ^ tag[i]
    eors  r1, r5
    orrs  r2, r1
    b     3b
5:  subs  r2, #1                    @ verdict = ((d - 1) >> 31) - 1: 0 when d = 0, else -1
    lsrs  r2, r2, #31
    subs  r2, #1
    cmp   r7, #0
    beq   7f                        @ encryption: no release (verdict 0)
    mvns  r3, r2                    @ keep = 0xff..ff on a match, 0 on a mismatch
    ldr   r1, [sp, #K_LEN]
6:  subs  r1, #1                    @ out[i] &= keep, every byte, both outcomes
    bmi   7f
    ldrb  r5, [r6, r1]
    ands  r5, r3
    strb  r5, [r6, r1]
    b     6b
7:  movs  r0, #0                    @ wipe S (and T)
    mov   r3, sp
    movs  r1, #36
8:  str   r0, [r3, r1]
    subs  r1, #4
    bpl   8b
    mov   r0, r2                    @ the verdict
.Lreturn:
    add   sp, #K_FRAME
    pop   {r4-r7, pc}
    .size ascon_aead_crypt_tag, . - ascon_aead_crypt_tag
