/* TinyJAMBU keyed permutation, 8-bit AVR (ATmega128, avr5/avr51), constant time.
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in:  r25:r24 = s, r23:r22 = key, r20 = key_words (4, 6, 8), r18 = steps (a multiple of 4, <= 252)
 *   ABI: r0 scratch, r1 = 0 on entry and exit, r18-r27 and r30-r31 free, r2-r17 and r28-r29 saved.
 *   Contract: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words).
 * Cost: 71 cycles per 32-round step (74 with a 192-bit key), plus about 200 per call.
 * Also here: tinyjambu_crypt_blocks, the mode's message loop, which keeps the state in registers
 * across blocks (end of file).
 * Stack: 22 bytes (18 saved registers, the s pointer, the return address).
 *
 * How one step is computed (s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k, t_i = 32 state bits from bit 47/70/85/91):
 *  - Copy state bytes 6..15 into W6..W15 (r18..r27) and shift that copy left one bit at a time:
 *    after k shifts, byte j of the copy holds state bits 8j-k .. 8j-k+7. So t1 = W6..W9 after 1
 *    shift, t2 = W9..W12 after 2, t3 = W11..W14 after 3, t4 = W12..W15 after 5. Each pass only
 *    shifts the bytes later taps still need (11, 8, 6, 5 and 5 bytes).
 *  - The state is kept complemented in registers (~s, on load and store): with every word inverted
 *    the feedback becomes ~s0' = ~s0 ^ t1' ^ t4' ^ (t2' | t3') ^ k (primes: taps of the inverted
 *    state), so the NAND costs an OR and no complement per step.
 *  - Four steps per loop iteration with the words renamed instead of moved (the word updated by a
 *    step is the oldest one), so the loop body is 4 x STEP with rotated register bases.
 *  - The key pointer Z walks the key words; it wraps to the key start when its low byte reaches the
 *    end (r1 = low byte of key + 4 * key_words; the key is shorter than 256 bytes). With 128- and
 *    256-bit keys the wrap can only happen after the 4th step, so it is checked once per iteration;
 *    a 192-bit key wraps mid-iteration, so its loop checks after every step.
 *
 * Register map:
 *   r2..r5   state word 0 (bytes 0..3)     r6..r9   word 1     r10..r13 word 2     r14..r17 word 3
 *   r18..r27 W6..W15: the shifted copy of state bytes 6..15 (t2 bytes 1..3 parked in r18..r20)
 *   r30:r31  Z = key pointer   r28:r29 Y = key start   r1 = key end (low byte)   r0 = loop counter
 */

#include <avr/io.h>              /* SPL, SPH */

/* W6..W15: the working copy of state bytes 6..15 */
#define W6  r18
#define W7  r19
#define W8  r20
#define W9  r21
#define W10 r22
#define W11 r23
#define W12 r24
#define W13 r25
#define W14 r26
#define W15 r27

    .text

/* STEP A, B, C, D, WRAP: one 32-round step updating the word at register base A (the oldest word,
 * "s0"), reading words B ("s1"), C ("s2") and D ("s3", the newest). All bases are multiples of 4
 * plus 2, so base+0 and base+2 start register pairs for MOVW. WRAP=1: check the key wrap. */
.macro STEP A, B, C, D, WRAP
    /* W6..W15 = state bytes 6..15 (s1 bytes 2,3; s2; s3) */
    movw  W6, \B+2
    movw  W8, \C
    movw  W10, \C+2
    movw  W12, \D
    movw  W14, \D+2
    /* shift 1: W <<= 1 with bit 47 (s1 byte 1, bit 7) entering W6 bit 0 */
    bst   \B+1, 7               ; T = state bit 47
    lsl   W6
    bld   W6, 0                 ; W6 = state bits 47..54
    rol   W7
    rol   W8
    rol   W9
    rol   W10
    rol   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    /* s0 ^= t1 = state bits 47..78 = W6..W9 */
    eor   \A+0, W6
    eor   \A+1, W7
    eor   \A+2, W8
    eor   \A+3, W9
    /* shift 2: W8..W15 <<= 1 (W8 only feeds its top bit, state bit 70, into W9) */
    lsl   W8
    rol   W9
    rol   W10
    rol   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    /* t2 = state bits 70..101 = W9..W12: keep W9 in place, park W10..W12 in r18..r20 */
    movw  r18, W10              ; r18:r19 = t2 bytes 1, 2
    mov   r20, W12              ; r20 = t2 byte 3
    /* shift 3: W10..W15 <<= 1 (W10 feeds state bit 85 into W11) */
    lsl   W10
    rol   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    /* s0 ^= t2 | t3 (= ~(t2 & t3) of the true state), t3 = state bits 85..116 = W11..W14 */
    or    W9, W11
    or    r18, W12
    or    r19, W13
    or    r20, W14
    eor   \A+0, W9
    eor   \A+1, r18
    eor   \A+2, r19
    eor   \A+3, r20
    /* shifts 4 and 5: W11..W15 <<= 2 (W11 feeds state bits 92, then 91, into W12) */
    lsl   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    lsl   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    /* s0 ^= t4 = state bits 91..122 = W12..W15 */
    eor   \A+0, W12
    eor   \A+1, W13
    eor   \A+2, W14
    eor   \A+3, W15
    /* s0 ^= key[j mod key_words] */
    ld    r18, Z+
    eor   \A+0, r18
    ld    r18, Z+
    eor   \A+1, r18
    ld    r18, Z+
    eor   \A+2, r18
    ld    r18, Z+
    eor   \A+3, r18
    .if \WRAP
    KEY_WRAP
    .endif
.endm

/* if (Z == key end) Z = key start; 3 cycles on both paths */
.macro KEY_WRAP
    cp    r30, r1
    brne  1f
    movw  r30, r28
1:
.endm

/* Load (store) the 16 state bytes from (to) X, complemented: r2..r17 = ~s (s = ~r2..r17). */
.macro LOAD_STATE_COMPLEMENTED
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17
    ld    \r, X+
    com   \r
    .endr
.endm
.macro STORE_STATE_COMPLEMENTED
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17
    com   \r
    st    X+, \r
    .endr
.endm

/* The steps: the core shared by tinyjambu_permute and tinyjambu_crypt_blocks (reached by RCALL).
 * in:  r2..r17 = ~s, Z = Y = key start, r1 = key end (low byte), r0 = steps / 4 (>= 1)
 * out: r2..r17 = ~s after the steps (the words are back in their registers after each 4 steps);
 *      r0, r18..r27, Z and the flags clobbered. */
.Lsteps_wrap4:                  ; 128- and 256-bit keys: wrap checked per 4 steps
    STEP  2, 6, 10, 14, 0
    STEP  6, 10, 14, 2, 0
    STEP  10, 14, 2, 6, 0
    STEP  14, 2, 6, 10, 0
    KEY_WRAP
    dec   r0                    ; 4 cycles of loop control per 4 steps
    breq  .Lsteps_wrap4_end
    rjmp  .Lsteps_wrap4         ; (the bodies are too long for conditional branches)
.Lsteps_wrap4_end:
    ret
.Lsteps_wrap1:                  ; 192-bit key: the key can wrap after any step
    STEP  2, 6, 10, 14, 1
    STEP  6, 10, 14, 2, 1
    STEP  10, 14, 2, 6, 1
    STEP  14, 2, 6, 10, 1
    dec   r0
    breq  .Lsteps_wrap1_end
    rjmp  .Lsteps_wrap1
.Lsteps_wrap1_end:
    ret

/* RUN_STEPS: rcall the core for key_words in r18 (6: wrap after every step). */
.macro RUN_STEPS
    cpi   r18, 6
    breq  1f
    rcall .Lsteps_wrap4
    rjmp  2f
1:  rcall .Lsteps_wrap1
2:
.endm

    .global tinyjambu_permute
    .type   tinyjambu_permute, @function
tinyjambu_permute:
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29
    push  \r                    ; save the callee-saved registers we use
    .endr
    push  r24                   ; keep s for the store at the end
    push  r25
    movw  r26, r24              ; X = s
    LOAD_STATE_COMPLEMENTED     ; r2..r17 = ~s
    movw  r28, r22              ; Y = key start
    movw  r30, r22              ; Z = key pointer
    mov   r1, r20
    lsl   r1
    lsl   r1
    add   r1, r22               ; r1 = low byte of key + 4 * key_words
    mov   r0, r18
    lsr   r0
    lsr   r0                    ; r0 = steps / 4 = loop iterations
    tst   r0
    breq  .Ldone                ; steps == 0: nothing to do
    mov   r18, r20              ; key_words
    RUN_STEPS
.Ldone:
    pop   r27                   ; X = s
    pop   r26
    STORE_STATE_COMPLEMENTED    ; s = ~r2..r17
    clr   r1                    ; ABI: r1 = 0
    .irp r, 29, 28, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    pop   \r
    .endr
    ret
    .size tinyjambu_permute, . - tinyjambu_permute

/* ---- the message loop with the state in registers ---------------------------------------------
 * void tinyjambu_crypt_blocks(uint32_t s[4], const uint32_t *key, unsigned key_words, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks, unsigned decrypt);
 *   in: r25:r24 = s, r23:r22 = key, r20 = key_words, r19:r18 = out, r17:r16 = in,
 *       r15:r14 = nblocks (>= 1), r12 = decrypt (0 or 1): all in registers, nothing on the stack.
 * C meaning (tinyjambu_perm.h), for each 4-byte block i:
 *   s[1] ^= 0x50; tinyjambu_permute(s, key, key_words, 32 + 2 * (key_words - 4));
 *   x = in[4i..]; y = s[2] ^ x; out[4i..] = y; s[3] ^= decrypt ? y : x;
 * The state stays complemented in r2..r17 from block to block; per block the core above runs once
 * and the tail costs about 100 cycles (the call of tinyjambu_permute alone costs about 200).
 * decrypt ? y : x is s3 ^= x ^ (s2 & mask) with mask = -decrypt: no branch on data. With the
 * state complemented: y = x ^ ~r(s2), and ~s3 ^= x ^ (mask & s2) keeps ~s3 complemented.
 * Frame (Y = SP after the pushes): Y+1 key_words, Y+2 steps/4, Y+3 mask, Y+4:5 key start (hi:lo),
 * Y+6:7 blocks left, Y+8:9 in, Y+10:11 out, Y+12:13 s. Stack: 13 + 18 saved + return address.
 */
    .global tinyjambu_crypt_blocks
    .type   tinyjambu_crypt_blocks, @function
tinyjambu_crypt_blocks:
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29
    push  \r
    .endr
    push  r24                   ; Y+12:13 = s
    push  r25
    push  r18                   ; Y+10:11 = out
    push  r19
    push  r16                   ; Y+8:9 = in
    push  r17
    push  r14                   ; Y+6:7 = blocks left
    push  r15
    push  r22                   ; Y+4:5 = key start
    push  r23
    mov   r0, r12
    neg   r0
    push  r0                    ; Y+3 = mask = -decrypt
    mov   r18, r20
    lsr   r18
    subi  r18, -6
    push  r18                   ; Y+2 = steps / 4 = 6 + key_words / 2 (8, 9, 10: 32, 36, 40 steps)
    push  r20                   ; Y+1 = key_words
    movw  r26, r24              ; X = s
    LOAD_STATE_COMPLEMENTED     ; r2..r17 = ~s
    mov   r1, r20
    lsl   r1
    lsl   r1
    add   r1, r22               ; r1 = low byte of key + 4 * key_words
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)         ; Y = frame
.Lblock:
    ldi   r18, 0x50
    eor   r6, r18               ; s1 ^= 0x50 (frame bits; same XOR on the complement)
    ldd   r0, Y+2               ; steps / 4
    ldd   r18, Y+1              ; key_words
    ldd   r30, Y+5
    ldd   r31, Y+4              ; Z = key start
    movw  r28, r30              ; Y = key start (the core's wrap target)
    RUN_STEPS
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)         ; Y = frame again
    ldd   r26, Y+9
    ldd   r27, Y+8              ; X = in
    ldd   r30, Y+11
    ldd   r31, Y+10             ; Z = out
    ldd   r25, Y+3              ; mask
    .irp i, 0, 1, 2, 3
    ld    r18, X+               ; x = in byte
    mov   r19, 10+\i
    com   r19                   ; s2 byte
    mov   r20, r19
    eor   r19, r18              ; y = s2 ^ x
    st    Z+, r19               ; out byte
    eor   14+\i, r18            ; s3 ^= x
    and   r20, r25
    eor   14+\i, r20            ; decrypt: s3 ^= s2 as well (s3 ^= y)
    .endr
    std   Y+9, r26
    std   Y+8, r27
    std   Y+11, r30
    std   Y+10, r31
    ldd   r24, Y+7
    ldd   r25, Y+6
    sbiw  r24, 1                ; one block less
    std   Y+7, r24
    std   Y+6, r25
    breq  .Lblocks_done
    rjmp  .Lblock
.Lblocks_done:
    .rept 11
    pop   r18                   ; drop the frame up to s
    .endr
    pop   r27                   ; X = s
    pop   r26
    STORE_STATE_COMPLEMENTED    ; s = ~r2..r17
    clr   r1                    ; ABI: r1 = 0
    .irp r, 29, 28, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    pop   \r
    .endr
    ret
    .size tinyjambu_crypt_blocks, . - tinyjambu_crypt_blocks
