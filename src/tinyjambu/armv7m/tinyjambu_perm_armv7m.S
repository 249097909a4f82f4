/* TinyJAMBU keyed permutation, ARMv7-M (Cortex-M3), Thumb-2, constant time.
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in:  r0 = s, r1 = key, r2 = key_words (4, 6, 8), r3 = steps (a multiple of 4)
 *   AAPCS: r0-r3, r12 free; r4-r11 saved; lr pushed and used as a register, returned through pc.
 *   Contract: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words).
 *   steps <= 40 (1280 rounds, the mode's largest).
 * Cost: 11 cycles per 32-round step and no loop control: for each key size the steps are unrolled
 * (40 of them) and entered at step 40 - steps by one add to pc; a call costs a fixed amount besides
 * the steps (the bench's permute-0 kernel measures it). tinyjambu_sequence (end of file) runs a
 * whole stretch of the mode (key setup, nonce, AD words, message blocks, tag) through the same
 * unrolled steps with the state and key in registers, one call per message.
 * Stack: 24 bytes (128-bit key), 36 (192-bit), 40 (256-bit).
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
    movw  r1, #STEP_BYTES
    mul   r8, r8, r1                @ r8 = STEP_BYTES * skip (no flags: see tinyjambu_crypt_blocks)
    add   pc, r8                    @ pc = (this address + 4) + r8: into the unrolled steps
    nop                             @ (skipped: the steps start 4 bytes after the add)
    .rept 2
    BODY  r2, r3, r12, lr, r1, r8
    .endr
.Lrun128_at8:                       @ (tinyjambu_sequence enters here for 32 steps)
    .rept 3
    BODY  r2, r3, r12, lr, r1, r8
    .endr
.Lrun128_at20:                      @ (and here for 20 steps)
    .rept 5
    BODY  r2, r3, r12, lr, r1, r8
    .endr
    bmi.w .Lblock_tail128           @ N = 1 only in the message phase of tinyjambu_sequence (see there)
    it    vs
    bxvs  r9                        @ V = 1 only in its other phases: continue there
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
    BODY  r2, r3, r8, r9, r1, r12
.Lrun192_at4:                       @ (tinyjambu_sequence enters here: 36 steps, key rotation 4)
    BODY  r10, r11, r2, r3, r1, r12
    BODY  r8, r9, r10, r11, r1, r12
    BODY  r2, r3, r8, r9, r1, r12
    BODY  r10, r11, r2, r3, r1, r12
.Lrun192_at20:                      @ (and here: 20 steps, key rotation 2)
    BODY  r8, r9, r10, r11, r1, r12
    BODY  r2, r3, r8, r9, r1, r12
    BODY  r10, r11, r2, r3, r1, r12
    BODY  r8, r9, r10, r11, r1, r12
    BODY  r2, r3, r8, r9, r1, r12
    bmi.w .Lblock_tail192           @ N = 1 only in the message phase of tinyjambu_sequence
    it    vs
    bxvs  lr                        @ V = 1 only in its other phases: continue there
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
.Lrun256_at0:                       @ (tinyjambu_sequence enters here: 40 steps, key rotation 0)
    .rept 2
    BODY  r2, r3, r8, r9, r0, r1
    BODY  r10, r11, r12, lr, r0, r1
    .endr
    BODY  r2, r3, r8, r9, r0, r1
.Lrun256_at20:                      @ (and here: 20 steps, key rotation 4)
    BODY  r10, r11, r12, lr, r0, r1
    .rept 2
    BODY  r2, r3, r8, r9, r0, r1
    BODY  r10, r11, r12, lr, r0, r1
    .endr
    bmi.w .Lblock_tail256           @ N = 1 only in the message phase of tinyjambu_sequence
    it    vs
    ldrvs pc, [sp]                  @ V = 1 only in its other phases: continue at [sp]
    ldr   r0, [sp], #4              @ r0 = s
    stm   r0, {r4-r7}
    pop   {r4-r11, pc}
.Lrot256_4:
    ldm   r1!, {r10-r12, lr}        @ rotation 4: K4..K7 = k0..k3
    ldm   r1, {r2, r3, r8, r9}      @             K0..K3 = k4..k7
    b     .Lenter256

    .size tinyjambu_permute, . - tinyjambu_permute

/* ---- a stretch of the mode with the state and key in registers --------------------------------
 * void tinyjambu_sequence(uint32_t s[4], const uint32_t *key, unsigned key_words, const tinyjambu_seq *q);
 *   in:  r0 = s, r1 = key, r2 = key_words (4, 6, 8), r3 = q (fields at the Q_* offsets below).
 * C meaning (tinyjambu_perm.h), in this order, each phase skipped when q asks for none:
 *   key setup:  s = 0; P_big                               (q->key_setup)
 *   nonce:      3 words of q->nonce, frame 0x10, P_640     (q->nonce != NULL)
 *   AD:         q->ad_words words of q->ad, frame 0x30, P_640
 *   message:    q->text_words blocks, frame 0x50, P_big: y = s2 ^ x to q->out, s3 ^= decrypt ? y : x
 *   tag:        frame 0x70, P_big, s2 to q->tag; frame 0x70, P_640, s2 to q->tag + 4  (q->tag != NULL)
 * then s = the state. P_big = 32, 36 or 40 steps, P_640 = 20. Buffers may be unaligned; out may
 * equal in.
 * Every permutation is a run of tinyjambu_permute entered at its 20-, 32-, 36- or 40-step label.
 * The message phase keeps N = 1 with a negative block counter that counts up to 0: the run ends in
 * "bmi .Lblock_tail", a tail of 12 (128-bit key), 19 (192) or 27 (256) cycles per block, the words
 * in registers from block to block (decrypt ? y : x is s3 ^= x ^ (s2 & mask), mask = -decrypt: no
 * branch on data). The other phases enter runs with N = 0 and V = 1 (mov 0x80000000; cmp 1, again
 * after any flag-setting instruction), and a run then ends in "it vs; bx" to a continuation: r9
 * (128-bit key), lr (192) or the word at [sp] (256). tinyjambu_permute never takes either branch
 * (its flags: N = 0, V = 0; no instruction of a run sets flags). The key registers are loaded in
 * the rotation the entry label needs (192-bit: 4 at 36 steps, 2 at 20; 256-bit: 0 at 40, 4 at 20;
 * 128-bit: one load for all), so each phase loads them for its own step counts.
 * Frame: [sp] continuation (256) or mask (message phase, 192/256), [sp+4] words or blocks left
 * (counter), [sp+8] in (256), [sp+12] frame constant (absorb, 192/256) or out (message, 256), [sp+16]
 * the phase after the absorb loop, then the pushed s, key, q, r4-r11, lr. Stack: 68 bytes.
 * A nonce or AD word costs the 20-step run plus about 15 (128-bit key), 19 (192) or 26 (256) cycles.
 */
    .equ  F_CONT, 0
    .equ  F_CNT, 4
    .equ  F_IN, 8
    .equ  F_AUX, 12
    .equ  F_NEXT, 16
    .equ  F_S, 20
    .equ  F_KEY, 24
    .equ  F_Q, 28
    .equ  F_LOCALS, 20              @ bytes below the pushed registers
    .equ  Q_NONCE, 0                @ tinyjambu_seq (tinyjambu_perm.h checks these offsets)
    .equ  Q_AD, 4
    .equ  Q_AD_WORDS, 8
    .equ  Q_IN, 12
    .equ  Q_OUT, 16
    .equ  Q_TEXT_WORDS, 20
    .equ  Q_TAG, 24
    .equ  Q_KEY_SETUP, 28
    .equ  Q_DECRYPT, 29

/* SET_V T: N = 0, V = 1 (T a free register): the runs then end in the phase's continuation. */
.macro SET_V T
    mov   \T, #0x80000000
    cmp   \T, #1
.endm
/* CONT R, L: R = the address of local label L with the Thumb bit, for bx / ldr pc. */
.macro CONT R, L
    adr   \R, \L
    orr   \R, \R, #1
.endm
/* The key registers for 192- and 256-bit keys, in the rotation of a run's entry label (see the
 * runs): BIG for the 36/40-step entry, SMALL for the 20-step one. They use r1. */
.macro KEYS192_BIG
    ldr   r1, [sp, #F_KEY]
    ldm   r1!, {r10, r11}           @ rotation 4: K4, K5 = k0, k1
    ldm   r1, {r2, r3, r8, r9}      @             K0..K3 = k2..k5
.endm
.macro KEYS192_SMALL
    ldr   r1, [sp, #F_KEY]
    ldm   r1!, {r8-r11}             @ rotation 2: K2..K5 = k0..k3
    ldm   r1, {r2, r3}              @             K0, K1 = k4, k5
.endm
.macro KEYS256_BIG
    ldr   r1, [sp, #F_KEY]
    ldm   r1, {r2, r3, r8-r12, lr}  @ rotation 0: K0..K7 = k0..k7
.endm
.macro KEYS256_SMALL
    ldr   r1, [sp, #F_KEY]
    ldm   r1!, {r10-r12, lr}        @ rotation 4: K4..K7 = k0..k3
    ldm   r1, {r2, r3, r8, r9}      @             K0..K3 = k4..k7
.endm

    .global tinyjambu_sequence
    .type   tinyjambu_sequence, %function
    .thumb_func
tinyjambu_sequence:
    push  {r0, r1, r3, r4-r11, lr}  @ s, key, q at [sp+F_S], [sp+F_KEY], [sp+F_Q] after the sub
    sub   sp, #F_LOCALS
    ldm   r0, {r4-r7}               @ s0..s3
    cmp   r2, #6
    beq.w .Lseq192
    bhi.w .Lseq256

/* ---- 128-bit key: keys r2, r3, r12, lr for every run; r0 = in, r9 = continuation, r10 = words
 * left (absorb) or mask (message), r11 = frame (absorb) or counter (message). */
    ldm   r1, {r2, r3, r12, lr}     @ k0..k3
    ldr   r0, [sp, #F_Q]
    ldrb  r1, [r0, #Q_KEY_SETUP]
    cbz   r1, .Lseq128_nonce
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0                    @ s = 0
    CONT  r9, .Lseq128_nonce
    SET_V r8
    b.w   .Lrun128_at8              @ the key setup, 32 steps
.Lseq128_nonce:
    ldr   r8, [sp, #F_Q]
    ldr   r0, [r8, #Q_NONCE]
    cbz   r0, .Lseq128_ad
    mov   r10, #3
    mov   r11, #0x10
    CONT  r1, .Lseq128_ad
    str   r1, [sp, #F_NEXT]
    b     .Lseq128_absorb
.Lseq128_ad:
    ldr   r8, [sp, #F_Q]
    ldr   r10, [r8, #Q_AD_WORDS]
    cmp   r10, #0
    beq   .Lseq128_text
    ldr   r0, [r8, #Q_AD]
    mov   r11, #0x30
    CONT  r1, .Lseq128_text
    str   r1, [sp, #F_NEXT]
.Lseq128_absorb:                    @ r0 = in, r10 = words (>= 1), r11 = frame; then [sp+F_NEXT]
    CONT  r9, .Lseq128_word
.Lseq128_absorb_next:
    SET_V r8
    eor   r5, r5, r11               @ s1 ^= frame
    b.w   .Lrun128_at20
.Lseq128_word:
    ldr   r1, [r0], #4              @ x = load32_le(in); in += 4
    eor   r7, r7, r1                @ s3 ^= x
    subs  r10, r10, #1
    bne   .Lseq128_absorb_next
    ldr   pc, [sp, #F_NEXT]
.Lseq128_text:
    ldr   r8, [sp, #F_Q]
    ldr   r11, [r8, #Q_TEXT_WORDS]
    cmp   r11, #0
    beq   .Lseq128_tag
    ldr   r0, [r8, #Q_IN]
    ldr   r9, [r8, #Q_OUT]
    ldrb  r10, [r8, #Q_DECRYPT]
    sub   r9, r9, r0
    sub   r9, r9, #4                @ r9 = out - (in + 4): out address from the advanced in pointer
    rsb   r10, r10, #0              @ mask = -decrypt (0 or all ones)
    rsb   r11, r11, #0              @ counter = -blocks
    cmp   r11, #0                   @ N = 1: the run will branch to the tail
    eor   r5, r5, #0x50             @ s1 ^= frame of the first block
    b.w   .Lrun128_at8
.Lblock_tail128:
    ldr   r1, [r0], #4              @ x = load32_le(in); in += 4
    eor   r8, r6, r1                @ y = s2 ^ x
    str   r8, [r0, r9]              @ store32_le(out, y)
    eor   r7, r7, r1                @ s3 ^= x
    and   r1, r6, r10
    eor   r7, r7, r1                @ decrypt: s3 ^= s2 as well, i.e. s3 ^= y
    eor   r5, r5, #0x50             @ s1 ^= frame of the next block
    adds  r11, r11, #1              @ counter += 1: N = 1 while blocks remain
    bmi.w .Lrun128_at8
    eor   r5, r5, #0x50             @ undo the frame of the block that does not come
.Lseq128_tag:
    ldr   r8, [sp, #F_Q]
    ldr   r0, [r8, #Q_TAG]
    cmp   r0, #0
    beq.w .Lseq_done
    SET_V r8                        @ (for both runs)
    eor   r5, r5, #0x70
    CONT  r9, .Lseq128_tag_half
    b.w   .Lrun128_at8
.Lseq128_tag_half:
    str   r6, [r0]                  @ store32_le(tag, s2)
    eor   r5, r5, #0x70
    CONT  r9, .Lseq128_tag_end
    b.w   .Lrun128_at20
.Lseq128_tag_end:
    str   r6, [r0, #4]              @ store32_le(tag + 4, s2)
    b.w   .Lseq_done

/* ---- 192-bit key: keys r2, r3, r8-r11 (rotated per entry), temporaries r1, r12; r0 = in,
 * lr = continuation (absorb, tag) or out - in - 4 (message); words left, frame constant, mask and
 * counter in the frame. */
.Lseq192:
    ldr   r0, [sp, #F_Q]
    ldrb  r1, [r0, #Q_KEY_SETUP]
    cbz   r1, .Lseq192_nonce
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0                    @ s = 0
    KEYS192_BIG
    CONT  lr, .Lseq192_nonce
    SET_V r1
    b.w   .Lrun192_at4              @ the key setup, 36 steps
.Lseq192_nonce:
    ldr   r12, [sp, #F_Q]
    ldr   r0, [r12, #Q_NONCE]
    cbz   r0, .Lseq192_ad
    movs  r1, #3
    str   r1, [sp, #F_CNT]
    movs  r1, #0x10
    str   r1, [sp, #F_AUX]
    CONT  r1, .Lseq192_ad
    str   r1, [sp, #F_NEXT]
    b     .Lseq192_absorb
.Lseq192_ad:
    ldr   r12, [sp, #F_Q]
    ldr   r1, [r12, #Q_AD_WORDS]
    cmp   r1, #0
    beq   .Lseq192_text
    str   r1, [sp, #F_CNT]
    ldr   r0, [r12, #Q_AD]
    movs  r1, #0x30
    str   r1, [sp, #F_AUX]
    CONT  r1, .Lseq192_text
    str   r1, [sp, #F_NEXT]
.Lseq192_absorb:                    @ r0 = in, words and frame in the frame
    KEYS192_SMALL
    CONT  lr, .Lseq192_word
.Lseq192_absorb_next:
    SET_V r1
    ldr   r1, [sp, #F_AUX]
    eor   r5, r5, r1                @ s1 ^= frame
    b.w   .Lrun192_at20
.Lseq192_word:
    ldr   r1, [r0], #4              @ x = load32_le(in); in += 4
    eor   r7, r7, r1                @ s3 ^= x
    ldr   r1, [sp, #F_CNT]
    subs  r1, r1, #1
    str   r1, [sp, #F_CNT]
    bne   .Lseq192_absorb_next
    ldr   pc, [sp, #F_NEXT]
.Lseq192_text:
    ldr   r12, [sp, #F_Q]
    ldr   r1, [r12, #Q_TEXT_WORDS]
    cmp   r1, #0
    beq   .Lseq192_tag
    rsb   r1, r1, #0
    str   r1, [sp, #F_CNT]          @ counter = -blocks
    ldrb  r1, [r12, #Q_DECRYPT]
    rsb   r1, r1, #0
    str   r1, [sp, #F_CONT]         @ mask = -decrypt
    ldr   r0, [r12, #Q_IN]
    ldr   lr, [r12, #Q_OUT]
    sub   lr, lr, r0
    sub   lr, lr, #4                @ lr = out - (in + 4)
    KEYS192_BIG
    ldr   r1, [sp, #F_CNT]
    cmp   r1, #0                    @ N = 1
    eor   r5, r5, #0x50             @ s1 ^= frame of the first block
    b.w   .Lrun192_at4
.Lblock_tail192:
    ldr   r1, [r0], #4              @ x = load32_le(in); in += 4
    eor   r12, r6, r1               @ y = s2 ^ x
    str   r12, [r0, lr]             @ store32_le(out, y)
    eor   r7, r7, r1                @ s3 ^= x
    ldr   r12, [sp, #F_CONT]
    and   r12, r12, r6
    eor   r7, r7, r12               @ decrypt: s3 ^= s2 as well
    eor   r5, r5, #0x50             @ s1 ^= frame of the next block
    ldr   r1, [sp, #F_CNT]
    adds  r1, r1, #1                @ counter += 1: N = 1 while blocks remain
    str   r1, [sp, #F_CNT]
    bmi.w .Lrun192_at4
    eor   r5, r5, #0x50             @ undo the frame of the block that does not come
.Lseq192_tag:
    ldr   r12, [sp, #F_Q]
    ldr   r0, [r12, #Q_TAG]
    cmp   r0, #0
    beq.w .Lseq_done
    KEYS192_BIG
    SET_V r1                        @ (for both runs)
    eor   r5, r5, #0x70
    CONT  lr, .Lseq192_tag_half
    b.w   .Lrun192_at4
.Lseq192_tag_half:
    str   r6, [r0]                  @ store32_le(tag, s2)
    eor   r5, r5, #0x70
    KEYS192_SMALL
    CONT  lr, .Lseq192_tag_end
    b.w   .Lrun192_at20
.Lseq192_tag_end:
    str   r6, [r0, #4]              @ store32_le(tag + 4, s2)
    b.w   .Lseq_done

/* ---- 256-bit key: every register but r0, r1 holds a key word; continuation (absorb, tag) or mask
 * (message), counter, in, frame constant or out in the frame. */
.Lseq256:
    ldr   r0, [sp, #F_Q]
    ldrb  r1, [r0, #Q_KEY_SETUP]
    cbz   r1, .Lseq256_nonce
    movs  r4, #0
    movs  r5, #0
    movs  r6, #0
    movs  r7, #0                    @ s = 0
    KEYS256_BIG
    CONT  r0, .Lseq256_nonce
    str   r0, [sp, #F_CONT]
    SET_V r0
    b.w   .Lrun256_at0              @ the key setup, 40 steps
.Lseq256_nonce:
    ldr   r1, [sp, #F_Q]
    ldr   r0, [r1, #Q_NONCE]
    cbz   r0, .Lseq256_ad
    str   r0, [sp, #F_IN]
    movs  r0, #3
    str   r0, [sp, #F_CNT]
    movs  r0, #0x10
    str   r0, [sp, #F_AUX]
    CONT  r0, .Lseq256_ad
    str   r0, [sp, #F_NEXT]
    b     .Lseq256_absorb
.Lseq256_ad:
    ldr   r1, [sp, #F_Q]
    ldr   r0, [r1, #Q_AD_WORDS]
    cmp   r0, #0
    beq   .Lseq256_text
    str   r0, [sp, #F_CNT]
    ldr   r0, [r1, #Q_AD]
    str   r0, [sp, #F_IN]
    movs  r0, #0x30
    str   r0, [sp, #F_AUX]
    CONT  r0, .Lseq256_text
    str   r0, [sp, #F_NEXT]
.Lseq256_absorb:                    @ in, words, frame in the frame
    KEYS256_SMALL
    CONT  r0, .Lseq256_word
    str   r0, [sp, #F_CONT]
.Lseq256_absorb_next:
    SET_V r0
    ldr   r0, [sp, #F_AUX]
    eor   r5, r5, r0                @ s1 ^= frame
    b.w   .Lrun256_at20
.Lseq256_word:
    ldr   r0, [sp, #F_IN]
    ldr   r1, [r0], #4              @ x = load32_le(in); in += 4
    str   r0, [sp, #F_IN]
    eor   r7, r7, r1                @ s3 ^= x
    ldr   r0, [sp, #F_CNT]
    subs  r0, r0, #1
    str   r0, [sp, #F_CNT]
    bne   .Lseq256_absorb_next
    ldr   pc, [sp, #F_NEXT]
.Lseq256_text:
    ldr   r1, [sp, #F_Q]
    ldr   r0, [r1, #Q_TEXT_WORDS]
    cmp   r0, #0
    beq   .Lseq256_tag
    rsb   r0, r0, #0
    str   r0, [sp, #F_CNT]          @ counter = -blocks
    ldrb  r0, [r1, #Q_DECRYPT]
    rsb   r0, r0, #0
    str   r0, [sp, #F_CONT]         @ mask = -decrypt
    ldr   r0, [r1, #Q_IN]
    str   r0, [sp, #F_IN]
    ldr   r0, [r1, #Q_OUT]
    str   r0, [sp, #F_AUX]
    KEYS256_BIG
    ldr   r0, [sp, #F_CNT]
    cmp   r0, #0                    @ N = 1
    eor   r5, r5, #0x50             @ s1 ^= frame of the first block
    b.w   .Lrun256_at0
.Lblock_tail256:
    ldr   r0, [sp, #F_IN]
    ldr   r1, [r0], #4              @ x = load32_le(in); in += 4
    str   r0, [sp, #F_IN]
    eor   r7, r7, r1                @ s3 ^= x
    eor   r1, r1, r6                @ y = s2 ^ x
    ldr   r0, [sp, #F_AUX]
    str   r1, [r0], #4              @ store32_le(out, y); out += 4
    str   r0, [sp, #F_AUX]
    ldr   r0, [sp, #F_CONT]
    and   r0, r0, r6
    eor   r7, r7, r0                @ decrypt: s3 ^= s2 as well
    eor   r5, r5, #0x50             @ s1 ^= frame of the next block
    ldr   r0, [sp, #F_CNT]
    adds  r0, r0, #1                @ counter += 1: N = 1 while blocks remain
    str   r0, [sp, #F_CNT]
    bmi.w .Lrun256_at0
    eor   r5, r5, #0x50             @ undo the frame of the block that does not come
.Lseq256_tag:
    ldr   r1, [sp, #F_Q]
    ldr   r0, [r1, #Q_TAG]
    cmp   r0, #0
    beq.w .Lseq_done
    str   r0, [sp, #F_AUX]          @ tag
    KEYS256_BIG
    CONT  r0, .Lseq256_tag_half
    str   r0, [sp, #F_CONT]
    SET_V r0                        @ (for both runs)
    eor   r5, r5, #0x70
    b.w   .Lrun256_at0
.Lseq256_tag_half:
    ldr   r0, [sp, #F_AUX]
    str   r6, [r0]                  @ store32_le(tag, s2)
    eor   r5, r5, #0x70
    KEYS256_SMALL
    CONT  r0, .Lseq256_tag_end
    str   r0, [sp, #F_CONT]
    b.w   .Lrun256_at20
.Lseq256_tag_end:
    ldr   r0, [sp, #F_AUX]
    str   r6, [r0, #4]              @ store32_le(tag + 4, s2)

.Lseq_done:
    ldr   r0, [sp, #F_S]
    stm   r0, {r4-r7}
    add   sp, #F_LOCALS + 12        @ the locals and the pushed s, key, q
    pop   {r4-r11, pc}
    .size tinyjambu_sequence, . - tinyjambu_sequence
