/* TinyJAMBU, ARMv6-M (Cortex-M0, Cortex-M0+), Thumb-1, small profile: the keyed permutation and the
 * whole one-shot AEAD computation (key setup to tag), one loop of one step for every key size,
 * constant time (no branch or address depends on the key, the state or the message: only on lengths
 * and on which phase runs).
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
 * t1 = s2:s1 >> 15, t2 = s3:s2 >> 6, t3 = s3:s2 >> 21, t4 = s3:s2 >> 27. Thumb-1 has no shifted
 * operand: each half is one LSLS/LSRS into a temporary. Unaligned word loads fault on ARMv6-M, so
 * the key word is assembled from its four bytes (LDRB, little-endian), which serves every key
 * alignment with one code path. The loop body is one step and four register moves (s0 = s1,
 * s1 = s2, s2 = s3, s3 = the new word); the key pointer goes back to the key start when it reaches
 * the key end (a compare on public addresses, after every step).
 *
 * The state stays in r4..r7 (s0..s3) for the whole AEAD call: no copy of the state or of the key is
 * stored. The mode is a list of phases over a byte string (tj_phase), each word of up to 4 bytes
 * being: s1 ^= frame bits; permute (20 steps, or the big count 32 + 2 (key_words - 4)); for each
 * byte x of the word (0 when the phase has no input) y = s2 byte ^ x, y stored when the phase has
 * an output, s3 byte ^= (decrypting ? y : x); after a partial word s1 ^= its length. Every byte is
 * reached by rotating s2 and s3 one byte per position (4 positions per word), so the byte at hand
 * is always the low one.
 *   key setup: no input, no output, frame 0, one big word (s1 and s3 unchanged: the permutation);
 *   nonce: 12 bytes in, frame 0x10; AD: frame 0x30; message: in and out, frame 0x50, big;
 *   tag: out only, frame 0x70, one big word then one 20-step word.
 *
 * Registers: r4..r7 = s0..s3, r8 = key start, r9 = key end, r12 = steps left; in a step r0..r2
 * are temporaries and r3 the key pointer. In a phase r10 = phase flags, r11 = bytes left, its input
 * and output pointers in the frame; in its byte loop s0, s1 wait in r12, lr.
 */
    .syntax unified
    .arch armv6-m
    .thumb

/* Phase flags: the frame bits (0x10..0x70, XORed into s1) and what the phase does. */
#define PH_SRC 1                /* an input string is read (else x = 0) */
#define PH_DST 2                /* y is written out */
#define PH_DIR 4                /* decryption: s3 absorbs y, not x */
#define PH_BIG 8                /* the big permutation (else 20 steps) */

/* The AEAD call's frame at sp: the phase's output and input pointers, tag, message phase flags,
 * the saved r11, r8, r9, r10; then the saved r4-r7, lr; then the caller's stack arguments. */
#define P_OUT    0
#define P_IN     4
#define F_TAG    8
#define F_TEXT   12
#define F_NONCE  (32 + 20)
#define F_AD     (F_NONCE + 4)
#define F_ADLEN  (F_NONCE + 8)
#define F_IN     (F_NONCE + 12)
#define F_LEN    (F_NONCE + 16)

/* tj_core: r12 (>= 1) steps on r4..r7 with the key r8 .. r9 (end). Clobbers r0-r3, r12; no stack. */
    .section .text.tinyjambu_core, "ax", %progbits
    .p2align 2
    .type   tj_core, %function
    .thumb_func
tj_core:
    mov   r3, r8                    @ key pointer: step 0 uses key word 0
1:  lsrs  r0, r5, #15
    eors  r4, r0                    @ s0 ^= s1 >> 15        (t1, low half)
    lsls  r0, r6, #17
    eors  r4, r0                    @ s0 ^= s2 << 17        (t1, high half)
    lsrs  r0, r6, #27
    eors  r4, r0                    @ s0 ^= s2 >> 27        (t4, low half)
    lsls  r0, r7, #5
    eors  r4, r0                    @ s0 ^= s3 << 5         (t4, high half)
    lsrs  r0, r6, #6
    lsls  r1, r7, #26
    orrs  r0, r1                    @ r0 = t2 = (s2 >> 6) | (s3 << 26)
    lsrs  r1, r6, #21
    lsls  r2, r7, #11
    orrs  r1, r2                    @ r1 = t3 = (s2 >> 21) | (s3 << 11)
    ands  r0, r1
    eors  r4, r0                    @ s0 ^= t2 & t3
    ldrb  r0, [r3, #0]              @ k = key[j mod key_words], little-endian, any alignment
    ldrb  r1, [r3, #1]
    lsls  r1, r1, #8
    orrs  r0, r1
    ldrb  r1, [r3, #2]
    lsls  r1, r1, #16
    orrs  r0, r1
    ldrb  r1, [r3, #3]
    lsls  r1, r1, #24
    orrs  r0, r1
    eors  r0, r4
    mvns  r0, r0                    @ new = ~(s0 ^ (t2 & t3) ^ k) = s0 ^ ~(t2 & t3) ^ k
    adds  r3, #4
    cmp   r3, r9
    bne   2f
    mov   r3, r8                    @ wrap the key pointer (public: depends on j only)
2:  movs  r4, r5                    @ the words move down: s0 = s1, s1 = s2, s2 = s3, s3 = new
    movs  r5, r6
    movs  r6, r7
    movs  r7, r0
    mov   r1, r12
    subs  r1, #1
    mov   r12, r1
    bne   1b
    bx    lr
    .size tj_core, . - tj_core

/* tinyjambu_permute: the state from and back to memory around tj_core. */
    .section .text.tinyjambu_permute, "ax", %progbits
    .global tinyjambu_permute
    .type   tinyjambu_permute, %function
    .thumb_func
tinyjambu_permute:
    push  {r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    push  {r0, r4, r5}              @ s, the caller's r8, r9
    mov   r8, r1                    @ key start
    lsls  r2, r2, #2
    adds  r2, r1
    mov   r9, r2                    @ key end
    mov   r12, r3
    ldm   r0!, {r4-r7}
    cmp   r3, #0
    beq   1f                        @ steps == 0: nothing to do
    bl    tj_core
1:  pop   {r0, r1, r2}
    mov   r8, r1
    mov   r9, r2
    stm   r0!, {r4-r7}
    pop   {r4-r7, pc}
    .size tinyjambu_permute, . - tinyjambu_permute

/* tinyjambu_aead_encrypt / tinyjambu_aead_decrypt */
    .section .text.tinyjambu_aead, "ax", %progbits
    .global tinyjambu_aead_encrypt
    .type   tinyjambu_aead_encrypt, %function
    .global tinyjambu_aead_decrypt
    .type   tinyjambu_aead_decrypt, %function
    .thumb_func
tinyjambu_aead_decrypt:
    push  {r4-r7, lr}
    movs  r4, #PH_DIR
    b     1f
    .thumb_func
tinyjambu_aead_encrypt:
    push  {r4-r7, lr}
    movs  r4, #0
1:  adds  r4, #(0x50 | PH_SRC | PH_DST | PH_BIG)
    mov   r5, r8
    mov   r6, r9
    mov   r7, r10
    push  {r5-r7}                   @ the caller's r8, r9, r10
    mov   r5, r11
    push  {r1, r4, r5}              @ F_TAG, F_TEXT, the caller's r11
    push  {r0, r1}                  @ P_OUT = out, P_IN (set by each phase)
    mov   r8, r2                    @ key start
    lsls  r3, r3, #2
    adds  r3, r2
    mov   r9, r3                    @ key end
    movs  r4, #0                    @ s = 0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0
    movs  r0, #PH_BIG               @ the key setup: one big permutation
    movs  r1, #4
    bl    tj_phase
    movs  r0, #(0x10 | PH_SRC)      @ the nonce: 12 bytes in
    movs  r1, #12
    ldr   r2, [sp, #F_NONCE]
    bl    tj_phase
    movs  r0, #(0x30 | PH_SRC)      @ the associated data
    ldr   r1, [sp, #F_ADLEN]
    ldr   r2, [sp, #F_AD]
    bl    tj_phase
    ldr   r0, [sp, #F_TEXT]         @ the message: in to out
    ldr   r1, [sp, #F_LEN]
    ldr   r2, [sp, #F_IN]
    bl    tj_phase
    ldr   r0, [sp, #F_TAG]
    str   r0, [sp, #P_OUT]
    movs  r0, #(0x70 | PH_DST | PH_BIG)   @ the tag: first word
    movs  r1, #4
    bl    tj_phase
    movs  r0, #(0x70 | PH_DST)      @ second word, at tag + 4
    movs  r1, #4
    bl    tj_phase
    add   sp, #8
    pop   {r1, r4, r5}
    mov   r11, r5
    pop   {r5-r7}
    mov   r8, r5
    mov   r9, r6
    mov   r10, r7
    movs  r0, #0                    @ clear the step's temporaries and the stashed s0 (the state
    mov   r12, r0                   @ registers get the caller's values back)
    movs  r1, #0
    movs  r2, #0
    movs  r3, #0
    pop   {r4-r7, pc}
    .size tinyjambu_aead_encrypt, . - tinyjambu_aead_encrypt
    .size tinyjambu_aead_decrypt, . - tinyjambu_aead_decrypt

/* tj_phase: one phase of the mode: r0 = phase flags, r1 = its length, r2 = its input; the output
 * pointer at P_OUT, the state in r4..r7, the key in r8/r9. The input and output pointers advance
 * in the frame; clobbers r0-r3, r10-r12. */
    .type   tj_phase, %function
    .thumb_func
tj_phase:
    push  {lr}
    mov   r10, r0
    mov   r11, r1
    str   r2, [sp, #(4 + P_IN)]
1:  mov   r0, r11
    cmp   r0, #0
    beq   9f                        @ no byte left: the phase is done
    mov   r1, r10
    movs  r2, #0x70
    ands  r2, r1
    eors  r5, r2                    @ s1 ^= frame bits
    movs  r2, #20                   @ steps: 20, or with PH_BIG
    lsrs  r1, r1, #4
    bcc   2f
    mov   r2, r9
    mov   r3, r8
    subs  r2, r2, r3                @ 4 key_words
    lsrs  r2, r2, #1
    adds  r2, #24                   @ big = 2 key_words + 24
2:  mov   r12, r2
    bl    tj_core
    mov   r0, r11
    cmp   r0, #4
    bhs   3f
    eors  r5, r0                    @ a partial last word (0 < n < 4): s1 ^= n
3:  mov   r12, r4                   @ s0 and s1 wait while the byte loop uses r4, r5
    mov   lr, r5
    ldr   r2, [sp, #(4 + P_IN)]
    ldr   r3, [sp, #(4 + P_OUT)]
    movs  r4, #4                    @ the four byte positions of s2 and s3
4:  mov   r5, r11
    cmp   r5, #0
    beq   7f                        @ no byte left at this position
    subs  r5, #1
    mov   r11, r5
    mov   r5, r10
    movs  r0, #0                    @ x
    lsrs  r1, r5, #1                @ PH_SRC?
    bcc   5f
    ldrb  r0, [r2]
    adds  r2, #1
5:  uxtb  r1, r6
    eors  r1, r0                    @ y = s2 byte ^ x
    lsrs  r5, r5, #2                @ PH_DST?
    bcc   6f
    strb  r1, [r3]
    adds  r3, #1
6:  lsrs  r5, r5, #1                @ PH_DIR?
    bcs   8f
    movs  r1, r0                    @ v = decrypting ? y : x
8:  eors  r7, r1                    @ s3 byte ^= v
7:  movs  r5, #8
    rors  r6, r5                    @ next byte of s2 and s3 to the low byte
    rors  r7, r5
    subs  r4, #1
    bne   4b
    str   r2, [sp, #(4 + P_IN)]
    str   r3, [sp, #(4 + P_OUT)]
    mov   r4, r12
    mov   r5, lr
    b     1b
9:  pop   {pc}
    .size tj_phase, . - tj_phase
