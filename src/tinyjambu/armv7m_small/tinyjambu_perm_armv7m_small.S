/* TinyJAMBU, ARMv7-M (Cortex-M3 and later), small profile: the keyed permutation and the whole
 * one-shot AEAD computation (key setup to tag), one loop of one step for every key size, constant
 * time (no branch or address depends on the key, the state or the message: only on lengths and on
 * which phase runs).
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in: r0 = s, r1 = key, r2 = key_words (4, 6, 8), r3 = steps (0 or more).
 *   Contract: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words); the portable C
 *   of the same contract is src/tinyjambu/ref/tinyjambu_perm_ref.c.
 * void tinyjambu_aead_encrypt(uint8_t *out, uint8_t tag[8], const uint8_t *key, unsigned key_words,
 *                             const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,
 *                             const uint8_t *in, size_t len);        (and tinyjambu_aead_decrypt)
 *   in: r0 = out, r1 = tag, r2 = key (any alignment), r3 = key_words; on the stack nonce, ad,
 *   ad_len, in, len. Contract and C meaning: tinyjambu_perm.h (the computation of tinyjambu_seq with
 *   the key setup, the nonce, all of the AD and of the message and the tag, partial words included).
 *   AAPCS: r4-r11 saved.
 *
 * One step (32 rounds): s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k, with the 64-bit funnel shifts
 * t1 = s2:s1 >> 15, t2 = s3:s2 >> 6, t3 = s3:s2 >> 21, t4 = s3:s2 >> 27; the halves of t1 and t4 go
 * straight into s0 through shifted operands. The loop body is one step and four register moves
 * (s0 = s1, s1 = s2, s2 = s3, s3 = the new word), the smallest form. The key pointer walks the
 * caller's key words and goes back to the key start when it reaches the key end (a compare and a
 * conditional move on public addresses, after every step, so one code path serves every key size).
 *
 * The state stays in r4..r7 (s0..s3) for the whole AEAD call: no copy of the state or of the key is
 * stored. The mode is a list of phases over a byte string (tj_phase), each word of up to 4 bytes
 * being: s1 ^= frame bits; permute (20 steps, or the big count 32 + 2 (key_words - 4)); for each
 * byte x of the word (0 when the phase has no input) y = s2 byte ^ x, y stored when the phase has
 * an output, s3 byte ^= (decrypting ? y : x); after a partial word s1 ^= its length. A whole word
 * is one load and one store (any alignment); in a partial word s2 and s3 are rotated one byte per
 * position (4 times), so the byte at hand is always the low one.
 *   nonce: 12 bytes in, frame 0x10; AD: frame 0x30; message: in and out, frame 0x50, big;
 *   tag: out only, frame 0x70, one big word then one 20-step word.
 *
 * Registers: r4..r7 = s0..s3, r1 = key start, r12 = key end, r3 = steps, lr = key pointer in a step,
 * r2 and r8 temporaries; in a phase r9 = input, r10 = output, r11 = bytes left, r0 = phase flags.
 */
    .syntax unified
    .arch armv7-m
    .thumb
#include "armv7m_only.h"

/* Phase flags: the frame bits (0x10..0x70, XORed into s1) and what the phase does. */
#define PH_SRC 1                /* an input string is read (else x = 0) */
#define PH_DST 2                /* y is written out */
#define PH_DIR 4                /* decryption: s3 absorbs y, not x */
#define PH_BIG 8                /* the big permutation (else 20 steps) */

/* The AEAD call's frame at sp: output, tag, message phase flags; then the saved r4-r11, lr; then
 * the caller's stack arguments. */
#define F_OUT    0
#define F_TAG    4
#define F_TEXT   8
#define F_NONCE  (12 + 36)
#define F_AD     (F_NONCE + 4)
#define F_ADLEN  (F_NONCE + 8)
#define F_IN     (F_NONCE + 12)
#define F_LEN    (F_NONCE + 16)

/* tj_core: r3 (>= 1) steps on r4..r7 with the key r1 .. r12 (end). Clobbers r2, r3, r8. */
    .section .text.tinyjambu_core, "ax", %progbits
    .type   tj_core, %function
    .thumb_func
tj_core:
    push  {lr}
    mov   lr, r1
1:  eor   r4, r4, r5, lsr #15         @ t1 low half  (s1 >> 15)
    eor   r4, r4, r6, lsl #17         @ t1 high half (s2 << 17)
    eor   r4, r4, r6, lsr #27         @ t4 low half  (s2 >> 27)
    eor   r4, r4, r7, lsl #5          @ t4 high half (s3 << 5)
    lsr   r8, r6, #6
    orr   r8, r8, r7, lsl #26         @ r8 = t2 = (s2 >> 6) | (s3 << 26)
    lsr   r2, r6, #21
    orr   r2, r2, r7, lsl #11         @ r2 = t3 = (s2 >> 21) | (s3 << 11)
    and   r8, r8, r2
    ldr   r2, [lr], #4                @ k = key[j mod key_words]
    eor   r8, r8, r2
    eor   r4, r4, r8
    mvn   r2, r4                      @ new = ~(s0 ^ (t2 & t3) ^ k) = s0 ^ ~(t2 & t3) ^ k
    cmp   lr, r12
    it    eq
    moveq lr, r1                      @ wrap the key pointer (public: depends on j only)
    mov   r4, r5                      @ the words move down: s0 = s1, s1 = s2, s2 = s3, s3 = new
    mov   r5, r6
    mov   r6, r7
    mov   r7, r2
    subs  r3, r3, #1
    bne   1b
    pop   {pc}
    .size tj_core, . - tj_core

/* tinyjambu_permute: the state from and back to memory around tj_core. */
    .section .text.tinyjambu_permute, "ax", %progbits
    .global tinyjambu_permute
    .type   tinyjambu_permute, %function
    .thumb_func
tinyjambu_permute:
    push  {r4-r8, lr}
    add   r12, r1, r2, lsl #2         @ key end
    ldm   r0, {r4-r7}
    cbz   r3, 1f                      @ steps == 0: nothing to do
    bl    tj_core
1:  stm   r0, {r4-r7}
    pop   {r4-r8, pc}
    .size tinyjambu_permute, . - tinyjambu_permute

/* tinyjambu_aead_encrypt / tinyjambu_aead_decrypt */
    .section .text.tinyjambu_aead, "ax", %progbits
    .global tinyjambu_aead_encrypt
    .type   tinyjambu_aead_encrypt, %function
    .global tinyjambu_aead_decrypt
    .type   tinyjambu_aead_decrypt, %function
    .thumb_func
tinyjambu_aead_decrypt:
    mov   r12, #PH_DIR
    b     1f
    .thumb_func
tinyjambu_aead_encrypt:
    mov   r12, #0
1:  push  {r4-r11, lr}
    orr   r4, r12, #(0x50 | PH_SRC | PH_DST | PH_BIG)
    push  {r0, r1, r4}                @ F_OUT, F_TAG, F_TEXT
    mov   r1, r2                      @ key start
    add   r12, r2, r3, lsl #2         @ key end
    movs  r4, #0                      @ s = 0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0
    lsls  r3, r3, #1                  @ the key setup: big = 2 key_words + 24 steps
    adds  r3, r3, #24
    bl    tj_core
    ldr   r9, [sp, #F_NONCE]          @ the nonce: 12 bytes in
    mov   r11, #12
    movs  r0, #(0x10 | PH_SRC)
    bl    tj_phase
    ldr   r9, [sp, #F_AD]             @ the associated data
    ldr   r11, [sp, #F_ADLEN]
    movs  r0, #(0x30 | PH_SRC)
    bl    tj_phase
    ldr   r9, [sp, #F_IN]             @ the message: in to out
    ldr   r11, [sp, #F_LEN]
    ldr   r10, [sp, #F_OUT]
    ldr   r0, [sp, #F_TEXT]
    bl    tj_phase
    ldr   r10, [sp, #F_TAG]           @ the tag: first word
    mov   r11, #4
    movs  r0, #(0x70 | PH_DST | PH_BIG)
    bl    tj_phase
    mov   r11, #4                     @ second word, at r10 = tag + 4
    movs  r0, #(0x70 | PH_DST)
    bl    tj_phase
    movs  r2, #0                      @ clear the step's temporaries (the state registers get
    movs  r3, #0                      @ the caller's values back)
    add   sp, sp, #12
    pop   {r4-r11, pc}
    .size tinyjambu_aead_encrypt, . - tinyjambu_aead_encrypt
    .size tinyjambu_aead_decrypt, . - tinyjambu_aead_decrypt

/* tj_phase: one phase of the mode: r9 = input, r10 = output, r11 = its length, r0 = phase flags;
 * the state in r4..r7, the key in r1/r12. r9, r10 advance; clobbers r2, r3, r8, r11. */
    .type   tj_phase, %function
    .thumb_func
tj_phase:
    push  {lr}
1:  cmp   r11, #0
    beq   9f
    and   r2, r0, #0x70
    eors  r5, r5, r2                  @ s1 ^= frame bits
    sub   r3, r12, r1                 @ 4 key_words
    adds  r3, r3, #48                 @ twice the big count: 4 key_words + 48
    tst   r0, #PH_BIG
    it    eq
    moveq r3, #40                     @ twice 20
    lsrs  r3, r3, #1
    bl    tj_core
    cmp   r11, #4
    blo   4f
    movs  r2, #0                      @ a whole word: x
    tst   r0, #PH_SRC
    it    ne
    ldrne r2, [r9], #4
    eor   r3, r2, r6                  @ y = s2 ^ x
    tst   r0, #PH_DST
    it    ne
    strne r3, [r10], #4
    tst   r0, #PH_DIR
    it    eq
    moveq r3, r2                      @ v = decrypting ? y : x
    eors  r7, r7, r3                  @ s3 ^= v
    sub   r11, r11, #4
    b     1b
4:  eor   r5, r5, r11                 @ a partial last word (0 < n < 4): s1 ^= n
    mov   lr, #4                      @ the four byte positions of s2 and s3
2:  cmp   r11, #0
    beq   3f                          @ no byte left at this position
    movs  r2, #0                      @ x
    tst   r0, #PH_SRC
    it    ne
    ldrbne r2, [r9], #1
    eor   r3, r2, r6                  @ y = s2 byte ^ x
    uxtb  r3, r3
    tst   r0, #PH_DST
    it    ne
    strbne r3, [r10], #1
    tst   r0, #PH_DIR
    it    eq
    moveq r3, r2                      @ v = decrypting ? y : x
    eors  r7, r7, r3                  @ s3 byte ^= v
    sub   r11, r11, #1
3:  ror   r6, r6, #8                  @ next byte of s2 and s3 to the low byte
    ror   r7, r7, #8
    subs  lr, lr, #1
    bne   2b
    b     1b
9:  pop   {pc}
    .size tj_phase, . - tj_phase
