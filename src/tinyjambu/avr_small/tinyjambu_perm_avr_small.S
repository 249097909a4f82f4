/* TinyJAMBU, 8-bit AVR (avr5/avr51), small profile: the keyed permutation and the whole one-shot
 * AEAD computation (key setup to tag), one loop of one step for every key size, constant time (no
 * branch or address depends on the key, the state or the message: only on lengths and on which
 * phase runs).
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in: r25:r24 = s, r23:r22 = key, r20 = key_words (4, 6, 8), r18 = steps (0..255).
 *   Contract: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words); the portable C
 *   of the same contract is src/tinyjambu/ref/tinyjambu_perm_ref.c.
 * void tinyjambu_aead_encrypt(uint8_t *out, uint8_t tag[8], const uint8_t *key, unsigned key_words,
 *                             const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,
 *                             const uint8_t *in, size_t len);        (and tinyjambu_aead_decrypt)
 *   in: r25:r24 = out, r23:r22 = tag, r21:r20 = key, r18 = key_words, r17:r16 = nonce,
 *   r15:r14 = ad, r13:r12 = ad_len, r11:r10 = in, r9:r8 = len.
 *   Contract and C meaning: tinyjambu_perm.h (the computation of tinyjambu_seq with the key setup,
 *   the nonce, all of the AD and of the message and the tag, partial last words included).
 *   ABI: r0 scratch, r1 = 0 on entry and exit, r18-r27 and r30-r31 free, r2-r17 and r28-r29 saved.
 *
 * One step (32 rounds): s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k, t_i = 32 state bits from bit 47/70/85/91.
 *  - A copy of state bytes 6..15 (W6..W15) is shifted left one bit at a time: after k shifts,
 *    byte j of the copy holds state bits 8j-k .. 8j-k+7, so t1 = W6..W9 after 1 shift,
 *    t2 = W9..W12 after 2, t3 = W11..W14 after 3, t4 = W12..W15 after 5.
 *  - The state is kept complemented in registers (~s): then the feedback is
 *    ~s0' = ~s0 ^ t1' ^ t4' ^ (t2' | t3') ^ k (primes: taps of the inverted state), an OR for the
 *    NAND; the mode's XORs into the state are the same on ~s, its reads of s2 complement.
 *  - After the step the words move down (s0 = s1, s1 = s2, s2 = s3, s3 = the new word): ten MOVW.
 *  - The key pointer Z walks the caller's key words and goes back to the key start when its low
 *    byte reaches the key end (the key is shorter than 256 bytes): public, it depends on j only.
 *
 * Register map: r2..r5 word 0, r6..r9 word 1, r10..r13 word 2, r14..r17 word 3 (complemented),
 *   during the whole AEAD call; r18..r27 W6..W15 in a step; Z key pointer, r1 key end (low byte),
 *   r0 steps left. Y points at a frame on the stack (below) holding the key start and, in the AEAD
 *   call, the mode's pointers and lengths: everything else is the state, so no copy of the state or
 *   of the key is ever stored.
 * AEAD phases (tj_phase): the mode is a list of phases over a byte string, each word of up to 4
 *   bytes being: s1 ^= frame bits; permute (20 steps, or the big count 32 + 2 (key_words - 4));
 *   for each byte x of the word (0 when the phase has no input) y = s2 byte ^ x, y stored when the
 *   phase has an output, s3 byte ^= (decrypting ? y : x); after a partial word s1 ^= its length.
 *   The bytes of s2 and s3 are reached by rotating those words one byte per position (4 times).
 *   nonce: 12 bytes in, frame 0x10; AD: frame 0x30; message: in and out, frame 0x50, big;
 *   tag: out only, frame 0x70, one big word then one 20-step word.
 */

#include <avr/io.h>

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

/* Frame, at Y + offset (Y = SP after the pushes); both entry points put the key there. */
#define F_KEY    1              /* key start, 2 bytes */
#define F_KEYEND 3              /* low byte of key start + 4 * key_words */
/* AEAD frame only */
#define F_BIG    4              /* steps of the big permutation */
#define F_TEXT   5              /* the message phase's flags (PH_DIR when decrypting) */
#define F_FLAGS  6              /* the running phase's flags */
#define F_SRC    7              /* its input pointer */
#define F_N      9              /* its bytes left */
#define F_DST    11             /* its output pointer */
#define F_TAG    13
#define F_OUT    15
#define F_SIZE   16
/* the saved argument registers r8..r17 (pushed r17 first, after r29, r28): rK at Y + 15 + K */
#define F_LEN    (15 + 8)
#define F_IN     (15 + 10)
#define F_ADLEN  (15 + 12)
#define F_AD     (15 + 14)
#define F_NONCE  (15 + 16)

/* Phase flags: the frame bits (0x10..0x70, XORed into s1) and what the phase does. */
#define PH_SRC_BIT 0            /* an input string is read (else x = 0) */
#define PH_DST_BIT 1            /* y is written out */
#define PH_DIR_BIT 2            /* decryption: s3 absorbs y, not x */
#define PH_BIG_BIT 3            /* the big permutation (else 20 steps) */
#define PH_SRC (1 << PH_SRC_BIT)
#define PH_DST (1 << PH_DST_BIT)
#define PH_BIG (1 << PH_BIG_BIT)

/* ---- tj_core: r0 (>= 1) steps on the state r2..r17; key from the frame at Y. Clobbers r0, r1
 * (the key end), r18..r27, r30, r31 and T; keeps r2..r17 (the state), Y. ---- */
    .section .text.tinyjambu_core, "ax", @progbits
    .type   tj_core, @function
tj_core:
    ldd   r30, Y+F_KEY          ; Z = key start
    ldd   r31, Y+F_KEY+1
    ldd   r1, Y+F_KEYEND
.Lstep:
    movw  W6, r8                ; W6..W15 = state bytes 6..15
    movw  W8, r10
    movw  W10, r12
    movw  W12, r14
    movw  W14, r16
    bst   r7, 7                 ; shift 1, state bit 47 entering W6 bit 0
    lsl   W6
    bld   W6, 0
    rol   W7
    rol   W8
    rol   W9
    rol   W10
    rol   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    eor   r2, W6                ; s0 ^= t1 = W6..W9
    eor   r3, W7
    eor   r4, W8
    eor   r5, W9
    lsl   W8                    ; shift 2: W8..W15
    rol   W9
    rol   W10
    rol   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    movw  r18, W10              ; t2 = W9..W12: bytes 1..3 parked in r18..r20
    mov   r20, W12
    lsl   W10                   ; shift 3: W10..W15
    rol   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    or    W9, W11               ; s0 ^= t2 | t3, t3 = W11..W14
    or    r18, W12
    or    r19, W13
    or    r20, W14
    eor   r2, W9
    eor   r3, r18
    eor   r4, r19
    eor   r5, r20
    .rept 2                     ; shifts 4 and 5: W11..W15
    lsl   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    .endr
    eor   r2, W12               ; s0 ^= t4 = W12..W15
    eor   r3, W13
    eor   r4, W14
    eor   r5, W15
    .irp r, 2, 3, 4, 5          ; s0 ^= key[j mod key_words]
    ld    r18, Z+
    eor   \r, r18
    .endr
    cp    r30, r1               ; wrap the key pointer at the key end
    brne  4f
    ldd   r30, Y+F_KEY
    ldd   r31, Y+F_KEY+1
4:  movw  r18, r2               ; the words move down: s0 = s1, s1 = s2, s2 = s3, s3 = new
    movw  r20, r4
    movw  r2, r6
    movw  r4, r8
    movw  r6, r10
    movw  r8, r12
    movw  r10, r14
    movw  r12, r16
    movw  r14, r18
    movw  r16, r20
    dec   r0
    breq  5f
    rjmp  .Lstep
5:  ret
    .size tj_core, . - tj_core

/* ---- tinyjambu_permute: the state from and back to memory around tj_core. ---- */
    .section .text.tinyjambu_permute, "ax", @progbits
    .global tinyjambu_permute
    .type   tinyjambu_permute, @function
tinyjambu_permute:
    .irp r, 29, 28, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    push  \r
    .endr
    push  r25                   ; keep s for the store at the end
    push  r24
    lsl   r20
    lsl   r20
    add   r20, r22
    push  r20                   ; F_KEYEND
    push  r23                   ; F_KEY
    push  r22
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)
    movw  r26, r24              ; X = s
    ldi   r30, 2                ; Z = r2: the registers are memory-mapped at data addresses 0..31
    clr   r31
1:  ld    r0, X+                ; r2..r17 = ~s
    com   r0
    st    Z+, r0
    cpi   r30, 18
    brne  1b
    mov   r0, r18               ; steps
    tst   r0
    breq  2f                    ; steps == 0: nothing to do
    rcall tj_core
2:  pop   r0                    ; the frame
    pop   r0
    pop   r0
    pop   r26                   ; X = s
    pop   r27
    ldi   r30, 2                ; s = ~r2..r17
    clr   r31
3:  ld    r0, Z+
    com   r0
    st    X+, r0
    cpi   r30, 18
    brne  3b
    clr   r1                    ; ABI: r1 = 0
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29
    pop   \r
    .endr
    ret
    .size tinyjambu_permute, . - tinyjambu_permute

/* ---- tinyjambu_aead_encrypt / tinyjambu_aead_decrypt ---- */
    .section .text.tinyjambu_aead, "ax", @progbits
    .global tinyjambu_aead_encrypt
    .type   tinyjambu_aead_encrypt, @function
    .global tinyjambu_aead_decrypt
    .type   tinyjambu_aead_decrypt, @function
tinyjambu_aead_decrypt:
    set                         ; T = decrypting
    rjmp  1f
tinyjambu_aead_encrypt:
    clt
1:  .irp r, 29, 28, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    push  \r
    .endr
    push  r25                   ; F_OUT
    push  r24
    push  r23                   ; F_TAG
    push  r22
    ldi   r19, 7                ; F_DST, F_N, F_SRC, F_FLAGS: set by tj_phase
2:  push  r19
    dec   r19
    brne  2b
    ldi   r19, 0x50 | PH_SRC | PH_DST | PH_BIG
    bld   r19, PH_DIR_BIT
    push  r19                   ; F_TEXT
    mov   r19, r18
    lsl   r19
    subi  r19, -24
    push  r19                   ; F_BIG = 2 key_words + 24
    lsl   r18
    lsl   r18
    add   r18, r20
    push  r18                   ; F_KEYEND
    push  r21                   ; F_KEY
    push  r20
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)
    ldi   r30, 2                ; the state s = 0: r2..r17 = ~0
    clr   r31
    ldi   r24, 0xFF
3:  st    Z+, r24
    cpi   r30, 18
    brne  3b
    ldd   r0, Y+F_BIG           ; the key setup
    rcall tj_core
    ldd   r24, Y+F_NONCE        ; the nonce: 12 bytes in
    ldd   r25, Y+F_NONCE+1
    ldi   r22, 12
    ldi   r23, 0
    ldi   r19, 0x10 | PH_SRC
    rcall tj_phase
    ldd   r24, Y+F_AD           ; the associated data
    ldd   r25, Y+F_AD+1
    ldd   r22, Y+F_ADLEN
    ldd   r23, Y+F_ADLEN+1
    ldi   r19, 0x30 | PH_SRC
    rcall tj_phase
    ldd   r24, Y+F_IN           ; the message: in to out
    ldd   r25, Y+F_IN+1
    ldd   r22, Y+F_LEN
    ldd   r23, Y+F_LEN+1
    ldd   r20, Y+F_OUT
    ldd   r21, Y+F_OUT+1
    ldd   r19, Y+F_TEXT
    rcall tj_phase
    ldd   r20, Y+F_TAG          ; the tag: first word
    ldd   r21, Y+F_TAG+1
    ldi   r22, 4
    ldi   r23, 0
    ldi   r19, 0x70 | PH_DST | PH_BIG
    rcall tj_phase
    ldi   r22, 4                ; second word, at the tag + 4 left in F_DST
    ldi   r23, 0
    ldi   r19, 0x70 | PH_DST
    rcall tj_phase_cont
    clr   r1                    ; ABI: r1 = 0; clear the step's copies of the state (r18..r27)
    ldi   r30, 18
    clr   r31
4:  st    Z+, r1
    cpi   r30, 28
    brne  4b
    ldi   r24, F_SIZE           ; drop the frame
5:  pop   r0
    dec   r24
    brne  5b
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29
    pop   \r                    ; the state registers get the caller's values back
    .endr
    ret
    .size tinyjambu_aead_encrypt, . - tinyjambu_aead_encrypt
    .size tinyjambu_aead_decrypt, . - tinyjambu_aead_decrypt

/* tj_phase: one phase of the mode. in: r25:r24 = input, r23:r22 = its length n, r21:r20 = output,
 * r19 = phase flags; the state in r2..r17, Y = the AEAD frame. tj_phase_cont keeps F_DST (the output
 * runs on from the previous phase). Clobbers everything but the state and Y. */
tj_phase:
    std   Y+F_DST, r20
    std   Y+F_DST+1, r21
tj_phase_cont:
    std   Y+F_SRC, r24
    std   Y+F_SRC+1, r25
    std   Y+F_FLAGS, r19
.Lword:                         ; r23:r22 = bytes left
    mov   r24, r22
    or    r24, r23
    breq  .Lphase_end
    std   Y+F_N, r22
    std   Y+F_N+1, r23
    ldd   r19, Y+F_FLAGS
    mov   r18, r19
    andi  r18, 0x70
    eor   r6, r18               ; s1 ^= frame bits
    ldi   r18, 20
    mov   r0, r18
    sbrc  r19, PH_BIG_BIT
    ldd   r0, Y+F_BIG
    rcall tj_core
    ldd   r26, Y+F_SRC          ; X = input
    ldd   r27, Y+F_SRC+1
    ldd   r30, Y+F_DST          ; Z = output
    ldd   r31, Y+F_DST+1
    ldd   r24, Y+F_N            ; r25:r24 = bytes left
    ldd   r25, Y+F_N+1
    ldd   r19, Y+F_FLAGS
    tst   r25                   ; a partial last word (n < 4): s1 ^= n
    brne  1f
    cpi   r24, 4
    brsh  1f
    eor   r6, r24
1:  ldi   r23, 4                ; the four byte positions of s2 and s3
2:  sbiw  r24, 0
    breq  3f                    ; no byte left at this position
    clr   r18                   ; x
    sbrc  r19, PH_SRC_BIT
    ld    r18, X+
    mov   r20, r10              ; y = s2 byte ^ x (r10 = ~s2 byte)
    com   r20
    eor   r20, r18
    sbrc  r19, PH_DST_BIT
    st    Z+, r20
    sbrs  r19, PH_DIR_BIT
    mov   r20, r18              ; v = decrypting ? y : x
    eor   r14, r20              ; s3 byte ^= v (on ~s3 alike)
    sbiw  r24, 1
3:  mov   r0, r10               ; next byte of s2 and s3 to r10 and r14
    mov   r10, r11
    mov   r11, r12
    mov   r12, r13
    mov   r13, r0
    mov   r0, r14
    mov   r14, r15
    mov   r15, r16
    mov   r16, r17
    mov   r17, r0
    dec   r23
    brne  2b
    std   Y+F_SRC, r26
    std   Y+F_SRC+1, r27
    std   Y+F_DST, r30
    std   Y+F_DST+1, r31
    movw  r22, r24
    rjmp  .Lword
.Lphase_end:
    ret
