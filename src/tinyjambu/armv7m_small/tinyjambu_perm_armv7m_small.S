/* TinyJAMBU keyed permutation, ARMv7-M (Cortex-M3 and later), small profile: one loop of one step
 * for every key size, constant time (no branch or address depends on the key or the state).
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in: r0 = s, r1 = key, r2 = key_words (4, 6, 8), r3 = steps (0 or more).
 * Contract and C meaning: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words);
 * the portable C of the same contract is src/tinyjambu/ref/tinyjambu_perm_ref.c. AAPCS: r4-r8 saved.
 *
 * One step (32 rounds): s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k, with the 64-bit funnel shifts
 * t1 = s2:s1 >> 15, t2 = s3:s2 >> 6, t3 = s3:s2 >> 21, t4 = s3:s2 >> 27; the halves of t1 and t4 go
 * straight into s0 through shifted operands. The loop body is one step and four register moves
 * (s0 = s1, s1 = s2, s2 = s3, s3 = the new word), the smallest form. The key pointer walks the key words and goes
 * back to the key start when it reaches the key end (a compare and a conditional move on public
 * addresses, after every step, so one code path serves 128-, 192- and 256-bit keys).
 *
 * Registers: r4..r7 = s0..s3, lr = key pointer, r1 = key start, r12 = key end, r3 = steps left,
 * r2 and r8 temporaries.
 */
    .syntax unified
    .arch armv7-m
    .thumb
#include "armv7m_only.h"

/* STEP A, B, C, D: A = A ^ t1 ^ ~(t2 & t3) ^ t4 ^ key[j] for A the oldest word, D the newest
 * (r2, r8 temporaries). */
.macro STEP A, B, C, D
    eor   \A, \A, \B, lsr #15         @ t1 low half  (s1 >> 15)
    eor   \A, \A, \C, lsl #17         @ t1 high half (s2 << 17)
    eor   \A, \A, \C, lsr #27         @ t4 low half  (s2 >> 27)
    eor   \A, \A, \D, lsl #5          @ t4 high half (s3 << 5)
    lsr   r8, \C, #6
    orr   r8, r8, \D, lsl #26         @ r8 = t2 = (s2 >> 6) | (s3 << 26)
    lsr   r2, \C, #21
    orr   r2, r2, \D, lsl #11         @ r2 = t3 = (s2 >> 21) | (s3 << 11)
    and   r8, r8, r2
    ldr   r2, [lr], #4                @ k = key[j mod key_words]
    eor   r8, r8, r2
    eor   \A, \A, r8
    mvn   \A, \A                      @ A = ~(A ^ (t2 & t3) ^ k) = A ^ ~(t2 & t3) ^ k
    cmp   lr, r12
    it    eq
    moveq lr, r1                      @ wrap the key pointer (public: depends on j only)
.endm

    .section .text.tinyjambu_permute, "ax", %progbits
    .global tinyjambu_permute
    .type   tinyjambu_permute, %function
    .thumb_func
tinyjambu_permute:
    push  {r4-r8, lr}
    add   r12, r1, r2, lsl #2         @ key end
    mov   lr, r1
    ldm   r0, {r4-r7}
    cbz   r3, 2f                      @ steps == 0: nothing to do
1:  STEP  r4, r5, r6, r7
    mov   r2, r4                      @ the words move down: s0 = s1, s1 = s2, s2 = s3, s3 = new
    mov   r4, r5
    mov   r5, r6
    mov   r6, r7
    mov   r7, r2
    subs  r3, r3, #1
    bne   1b
2:  stm   r0, {r4-r7}
    pop   {r4-r8, pc}
    .size tinyjambu_permute, . - tinyjambu_permute
