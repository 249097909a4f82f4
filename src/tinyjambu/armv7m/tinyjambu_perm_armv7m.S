/* TinyJAMBU keyed permutation, ARMv7-M (Cortex-M3), Thumb-2, constant time.
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in:  r0 = s, r1 = key, r2 = key_words (4, 6, 8), r3 = steps (a multiple of 4)
 *   AAPCS: r0-r3, r12 free; r4-r11 saved; lr pushed and used as a register, returned through pc.
 *   Contract: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words).
 *   steps <= 40 (1280 rounds, the mode's largest).
 * Cost: 11 cycles per 32-round step and no loop control: for each key size the steps are unrolled
 * (40 of them) and entered at step 40 - steps by one add to pc; about 50 cycles per call.
 * Stack: 24 bytes (128-bit key), 36 (192-bit), 40 (256-bit). Code: about 5.4 KB.
 *
 * One step, s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k with t1 = s2:s1 >> 15, t2 = s3:s2 >> 6, t3 = s3:s2 >> 21,
 * t4 = s3:s2 >> 27 (64-bit funnel shifts): the two halves of each funnel occupy disjoint bits, so
 * t1 and t4 are XORed into s0 as two shifted operands each; ~t2 = ~(s2 >> 6) ^ (s3 << 26) comes from
 * MVN with a shifted operand, and ~(t2 & t3) = ~t2 | ~t3 = ORN(~t2, t3): 11 single-cycle instructions,
 * no complement of the key or the state. All key words live in registers; the words are renamed
 * across 4-step bodies (the updated word is the oldest), and with 192- and 256-bit keys the loop
 * unrolled run uses the key registers in turn, so no key index is computed at run time.
 *
 * Register map (all key sizes): r4..r7 = s0..s3, r0 = s (pushed when needed as a temporary).
 *   128-bit key: k0..k3 = r2, r3, r12, lr; temporaries r1, r8; no loop counter: 40 unrolled steps,
 *                entered at step 40 - steps (a computed branch), steps <= 40.
 *   192-bit key: k registers r2, r3, r8, r9, r10, r11 (loaded rotated); temporaries r1, r12.
 *   256-bit key: k registers r2, r3, r8, r9, r10, r11, r12, lr (loaded rotated); temporaries r0, r1;
 *                s on the stack.
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

/* ---- 192-bit key: 40 unrolled steps with keys k[i mod 6], entered at step 40 - steps --------- */
/* Step i of the run uses key register K[i mod 6] (K0..K5 = r2, r3, r8, r9, r10, r11). Entering at
 * step `skip`, key word j is needed at step skip + j, so it is loaded into K[(skip + j) mod 6]: the
 * key is loaded rotated by skip mod 6, which is 0, 4 or 2 since skip is a multiple of 4. */
.Lkey192_256:
    cmp   r2, #6
    bne.w .Lkey256
    push  {r4-r11, lr}
    ldm   r0, {r4-r7}               @ s0..s3
    rsb   r8, r3, #40               @ r8 = skip = 40 - steps
    add   r12, r8, r8, lsl #1       @ r12 = 3 * skip
    add   r12, r12, r8, lsl #3      @ r12 = 11 * skip
    lsl   r12, r12, #2              @ r12 = 44 * skip = STEP_BYTES * skip
    cmp   r3, #36                   @ the mode's two step counts first: 36 (skip 4, rotation 4)
    beq   .Lrot192_4
    cmp   r3, #20                   @ and 20 (skip 20, rotation 2)
    beq   .Lrot192_2
    lsr   r8, r8, #2                @ r8 = skip / 4 (0..10); rotation = 4 * (skip / 4) mod 6
    movw  r9, #0xAAAB               @ r9 = ceil(2^17 / 3): q / 3 = (q * r9) >> 17 for q < 2^15
    mul   r9, r8, r9
    lsr   r9, r9, #17               @ r9 = q / 3
    add   r9, r9, r9, lsl #1        @ r9 = 3 * (q / 3)
    subs  r8, r8, r9                @ r8 = q mod 3: rotation 0, 4, 2 for 0, 1, 2
    beq   .Lrot192_0
    cmp   r8, #1
    beq   .Lrot192_4
.Lrot192_2:
    ldm   r1!, {r8-r11}             @ rotation 2: K2..K5 = k0..k3
    ldm   r1, {r2, r3}              @             K0, K1 = k4, k5
    b     .Lenter192
.Lrot192_4:
    ldm   r1!, {r10, r11}           @ rotation 4: K4, K5 = k0, k1
    ldm   r1, {r2, r3, r8, r9}      @             K0..K3 = k2..k5
    b     .Lenter192
.Lrot192_0:
    ldm   r1, {r2, r3, r8-r11}      @ rotation 0: K0..K5 = k0..k5
.Lenter192:
    add   pc, r12                   @ into the unrolled steps (they start 4 bytes after the add)
    nop
    .rept 3
    BODY  r2, r3, r8, r9, r1, r12
    BODY  r10, r11, r2, r3, r1, r12
    BODY  r8, r9, r10, r11, r1, r12
    .endr
    BODY  r2, r3, r8, r9, r1, r12
    stm   r0, {r4-r7}
    pop   {r4-r11, pc}

/* ---- 256-bit key: 40 unrolled steps with keys k[i mod 8]; s on the stack ---------------------- */
/* K0..K7 = r2, r3, r8, r9, r10, r11, r12, lr; skip mod 8 is 0 or 4: two load orders. */
.Lkey256:
    push  {r0, r4-r11, lr}          @ [sp] = s
    ldm   r0, {r4-r7}               @ s0..s3
    rsb   r0, r3, #40               @ r0 = skip = 40 - steps
    tst   r0, #4                    @ rotation 4 when skip mod 8 == 4
    add   r3, r0, r0, lsl #1        @ r3 = 3 * skip
    add   r0, r3, r0, lsl #3        @ r0 = 11 * skip
    lsl   r0, r0, #2                @ r0 = 44 * skip (flags from the tst are kept)
    bne   .Lrot256_4
    ldm   r1, {r2, r3, r8-r12, lr}  @ rotation 0: K0..K7 = k0..k7
.Lenter256:
    add   pc, r0                    @ into the unrolled steps (they start 4 bytes after the add)
    nop
    .rept 5
    BODY  r2, r3, r8, r9, r0, r1
    BODY  r10, r11, r12, lr, r0, r1
    .endr
    ldr   r0, [sp], #4              @ r0 = s
    stm   r0, {r4-r7}
    pop   {r4-r11, pc}
.Lrot256_4:
    ldm   r1!, {r10-r12, lr}        @ rotation 4: K4..K7 = k0..k3
    ldm   r1, {r2, r3, r8, r9}      @             K0..K3 = k4..k7
    b     .Lenter256

    .size tinyjambu_permute, . - tinyjambu_permute
