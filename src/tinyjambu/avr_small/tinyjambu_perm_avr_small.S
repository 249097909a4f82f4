/* TinyJAMBU keyed permutation, 8-bit AVR (avr5/avr51), small profile: one loop of one step for
 * every key size, constant time (no branch or address depends on the key or the state).
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in:  r25:r24 = s, r23:r22 = key, r20 = key_words (4, 6, 8), r18 = steps (0..255)
 *   ABI: r0 scratch, r1 = 0 on entry and exit, r18-r27 and r30-r31 free, r2-r17 and r28-r29 saved.
 *   Contract: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words); the portable C
 *   of the same contract is src/tinyjambu/ref/tinyjambu_perm_ref.c.
 *
 * One step (32 rounds): s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k, t_i = 32 state bits from bit 47/70/85/91.
 *  - A copy of state bytes 6..15 (W6..W15) is shifted left one bit at a time: after k shifts,
 *    byte j of the copy holds state bits 8j-k .. 8j-k+7, so t1 = W6..W9 after 1 shift,
 *    t2 = W9..W12 after 2, t3 = W11..W14 after 3, t4 = W12..W15 after 5.
 *  - The state is kept complemented in registers (~s, on load and store): then the feedback is
 *    ~s0' = ~s0 ^ t1' ^ t4' ^ (t2' | t3') ^ k (primes: taps of the inverted state), an OR for the NAND.
 *  - After the step the words move down (s0 = s1, s1 = s2, s2 = s3, s3 = the new word): ten MOVW.
 *  - The key pointer Z walks the key words and goes back to the key start (Y) when its low byte
 *    reaches the key end (r1; the key is shorter than 256 bytes): public, it depends on j only.
 *
 * Register map: r2..r5 word 0, r6..r9 word 1, r10..r13 word 2, r14..r17 word 3 (complemented);
 *   r18..r27 W6..W15; Z key pointer, Y key start, r1 key end (low byte), r0 steps left.
 * Stack: 18 saved registers, the s pointer and the return address.
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

    .section .text.tinyjambu_permute, "ax", @progbits
    .global tinyjambu_permute
    .type   tinyjambu_permute, @function
tinyjambu_permute:
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29
    push  \r
    .endr
    push  r24                   ; keep s for the store at the end
    push  r25
    movw  r26, r24              ; X = s
    ldi   r30, 2                ; Z = r2: the registers are memory-mapped at data addresses 0..31
    clr   r31
    ldi   r19, 16
1:  ld    r0, X+                ; r2..r17 = ~s
    com   r0
    st    Z+, r0
    dec   r19
    brne  1b
    movw  r28, r22              ; Y = key start
    movw  r30, r22              ; Z = key pointer
    mov   r1, r20
    lsl   r1
    lsl   r1
    add   r1, r22               ; r1 = low byte of key + 4 * key_words
    mov   r0, r18               ; steps
    tst   r0
    brne  .Lstep
    rjmp  5f                    ; steps == 0: nothing to do
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
    ldi   r20, 2                ; shifts 4 and 5: W11..W15
2:  lsl   W11
    rol   W12
    rol   W13
    rol   W14
    rol   W15
    dec   r20
    brne  2b
    eor   r2, W12               ; s0 ^= t4 = W12..W15
    eor   r3, W13
    eor   r4, W14
    eor   r5, W15
    ldi   r20, 4                ; s0 ^= key[j mod key_words]
    ldi   r26, 2                ; X = r2 (the registers are memory-mapped at 0..31)
    clr   r27
3:  ld    r18, Z+
    ld    r19, X
    eor   r19, r18
    st    X+, r19
    dec   r20
    brne  3b
    cp    r30, r1               ; wrap the key pointer at the key end
    brne  4f
    movw  r30, r28
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
5:  pop   r27                   ; X = s
    pop   r26
    ldi   r30, 2                ; s = ~r2..r17
    clr   r31
    ldi   r19, 16
6:  ld    r0, Z+
    com   r0
    st    X+, r0
    dec   r19
    brne  6b
    clr   r1                    ; ABI: r1 = 0
    .irp r, 29, 28, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    pop   \r
    .endr
    ret
    .size tinyjambu_permute, . - tinyjambu_permute
