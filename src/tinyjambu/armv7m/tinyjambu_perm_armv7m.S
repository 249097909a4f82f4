/* TinyJAMBU keyed permutation, ARMv7-M (Cortex-M3), Thumb-2, constant time.
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in:  r0 = s, r1 = key, r2 = key_words (4, 6, 8), r3 = steps (a multiple of 4)
 *   AAPCS: r0-r3, r12 free; r4-r11 saved; lr pushed and used as a register, returned through pc.
 *   Contract: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words).
 * Cost: 11 cycles per 32-round step; with a 128-bit key no loop control (the steps are unrolled and
 * entered at the right depth), otherwise 3 per 4 steps (6 with a 256-bit key); about 40 per call.
 * Stack: 28 bytes (128-bit key), 40 (192, 256-bit keys).
 *
 * One step, s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k with t1 = s2:s1 >> 15, t2 = s3:s2 >> 6, t3 = s3:s2 >> 21,
 * t4 = s3:s2 >> 27 (64-bit funnel shifts): the two halves of each funnel occupy disjoint bits, so
 * t1 and t4 are XORed into s0 as two shifted operands each; ~t2 = ~(s2 >> 6) ^ (s3 << 26) comes from
 * MVN with a shifted operand, and ~(t2 & t3) = ~t2 | ~t3 = ORN(~t2, t3): 11 single-cycle instructions,
 * no complement of the key or the state. All key words live in registers; the words are renamed
 * across 4-step bodies (the updated word is the oldest), and with 192- and 256-bit keys the loop
 * cycles through 3 or 2 bodies that use successive key registers, so no key index is computed.
 *
 * Register map (all key sizes): r4..r7 = s0..s3, r0 = s (pushed when needed as a temporary).
 *   128-bit key: k0..k3 = r2, r3, r12, lr; temporaries r1, r8; no loop counter: 40 unrolled steps,
 *                entered at step 40 - steps (a computed branch), steps <= 40.
 *   192-bit key: k0..k5 = r2, r3, r8, r9, r10, r11; temporaries r1, r12; loop counter lr.
 *   256-bit key: k0..k7 = r2, r3, r8, r9, r10, r11, r12, lr; temporaries r0, r1; counter on stack.
 */
    .syntax unified
    .cpu cortex-m3
    .thumb
    .text

/* STEP A, B, C, D, K, T, U: word A ^= f(B, C, D) ^ K (A oldest, D newest); T, U temporaries.
 * Every instruction is a 32-bit encoding, so a step is exactly STEP_BYTES long (the 128-bit-key path
 * branches into the middle of an unrolled run of steps). */
#define STEP_BYTES 44
.macro STEP A, B, C, D, K, T, U
    eor.w \A, \A, \B, lsr #15       @ s0 ^= s1 >> 15          (t1, low part)
    eor.w \A, \A, \C, lsl #17       @ s0 ^= s2 << 17          (t1, high part)
    eor.w \A, \A, \C, lsr #27       @ s0 ^= s2 >> 27          (t4, low part)
    eor.w \A, \A, \D, lsl #5        @ s0 ^= s3 << 5           (t4, high part)
    mvn.w \T, \C, lsr #6            @ T = ~(s2 >> 6)
    eor.w \T, \T, \D, lsl #26       @ T = ~t2
    lsr.w \U, \C, #21               @ U = s2 >> 21
    orr.w \U, \U, \D, lsl #11       @ U = t3
    orn   \T, \T, \U                @ T = ~t2 | ~t3 = ~(t2 & t3)
    eor.w \A, \A, \T                @ s0 ^= ~(t2 & t3)
    eor.w \A, \A, \K                @ s0 ^= k
.endm

/* BODY K0, K1, K2, K3, T, U: four steps with renamed words, key registers K0..K3 in turn. */
.macro BODY K0, K1, K2, K3, T, U
    STEP  r4, r5, r6, r7, \K0, \T, \U
    STEP  r5, r6, r7, r4, \K1, \T, \U
    STEP  r6, r7, r4, r5, \K2, \T, \U
    STEP  r7, r4, r5, r6, \K3, \T, \U
.endm

    .global tinyjambu_permute
    .type   tinyjambu_permute, %function
    .thumb_func
tinyjambu_permute:
    cmp   r2, #4
    bne.w .Lkey192_256

/* ---- 128-bit key: 40 unrolled steps, entered at step 40 - steps -------------------------------- */
    push  {r4-r8, lr}
    rsb   r8, r3, #40               @ r8 = skip = 40 - steps (a multiple of 4: a BODY boundary)
    ldm   r0, {r4-r7}               @ s0..s3
    ldm   r1, {r2, r3, r12, lr}     @ k0..k3
    add   r1, r8, r8, lsl #1        @ r1 = 3 * skip
    add   r8, r1, r8, lsl #3        @ r8 = 11 * skip
    lsl   r8, r8, #2                @ r8 = 44 * skip = STEP_BYTES * skip
    add   pc, r8                    @ pc = (this address + 4) + r8: into the unrolled steps
    nop                             @ (skipped: the steps start 4 bytes after the add)
    .rept 10
    BODY  r2, r3, r12, lr, r1, r8
    .endr
    stm   r0, {r4-r7}
    pop   {r4-r8, pc}

/* ---- 192- and 256-bit keys ------------------------------------------------------------------- */
.Lkey192_256:
    cmp   r3, #0
    beq.w .Lnothing                 @ steps == 0: the state is unchanged
    cmp   r2, #6
    bne.w .Lkey256

/* 192-bit key: bodies with keys (0,1,2,3), (4,5,0,1), (2,3,4,5) */
    push  {r4-r11, lr}
    lsr   lr, r3, #2                @ lr = loop iterations (4 steps each)
    ldm   r0, {r4-r7}
    ldm   r1, {r2, r3, r8-r11}      @ k0..k5
2:  BODY  r2, r3, r8, r9, r1, r12
    subs  lr, lr, #1
    beq   3f
    BODY  r10, r11, r2, r3, r1, r12
    subs  lr, lr, #1
    beq   3f
    BODY  r8, r9, r10, r11, r1, r12
    subs  lr, lr, #1
    bne.w 2b
3:  stm   r0, {r4-r7}
    pop   {r4-r11, pc}

/* 256-bit key: bodies with keys (0..3), (4..7); counter and s on the stack */
.Lkey256:
    push  {r0, r4-r11, lr}          @ [sp + 4] = s after the next push
    lsr   r3, r3, #2
    push  {r3}                      @ [sp] = loop iterations
    ldm   r0, {r4-r7}
    ldm   r1, {r2, r3, r8-r12, lr}  @ k0..k7
4:  BODY  r2, r3, r8, r9, r0, r1
    ldr   r1, [sp]
    subs  r1, r1, #1
    str   r1, [sp]
    beq   5f
    BODY  r10, r11, r12, lr, r0, r1
    ldr   r1, [sp]
    subs  r1, r1, #1
    str   r1, [sp]
    bne.w 4b
5:  add   sp, sp, #4
    pop   {r0}
    stm   r0, {r4-r7}
    pop   {r4-r11, pc}

.Lnothing:
    bx    lr
    .size tinyjambu_permute, . - tinyjambu_permute
