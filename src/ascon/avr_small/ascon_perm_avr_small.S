/* Ascon permutation Ascon-p[rounds] (NIST SP 800-232 section 3), 8-bit AVR (ATmega128), the small
 * profile: compact code, constant time.
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);
 *   in:  r25:r24 = s (the plain little-endian 64-bit words S0..S4), r22 = rounds (12 or 8)
 *   ABI: r0 scratch, r1 = 0 on exit, r18-r27 and r30-r31 free, r2-r17 and r28-r29 saved.
 * The AEAD stretches of the contract (ascon_perm.h, ASCON_BACKEND_AEAD_BLOCKS in ascon_backend.h),
 * one loop for the three (smaller than the C loops they replace):
 *   ascon_aead_absorb_blocks(s, in, n)        r25:r24 = s, r23:r22 = in, r21:r20 = n
 *   ascon_aead_encrypt_blocks(s, out, in, n)  r25:r24 = s, r23:r22 = out, r21:r20 = in, r19:r18 = n
 *   ascon_aead_decrypt_blocks(s, out, in, n)  (as encrypt)
 *
 * The same round as the fast profile's (src/ascon/avr/ascon_perm_avr.S explains the method), with
 * the state in memory throughout, so that loops replace the unrolled code:
 *  - p_C: S2 byte 0 ^= the round constant c_i = 0x3c + 0x0f * (rounds left) (section 3.2);
 *  - p_S: a loop over the 8 byte columns: byte j of S0..S4 loaded into r16, r18..r21, the
 *    bitsliced S-box of section 3.3, the five bytes stored back;
 *  - p_L: per word, the word loaded into W = r16..r23 and copied into T = r0..r7; T is rotated by
 *    one bit at a time (ROR_T, ROL_T) and XORed into W at the byte offset of each rotation; W
 *    stored back.
 * No branch and no address depends on the state.
 * Stack: ascon_permute 9 saved registers, the stretches 14; + return addresses (2 + 2).
 */

#include <avr/io.h>

/* XOR_T q: W ^= T >>> 8q (byte k of W ^= T byte (k + q) mod 8; W = r16.., T = r0..) */
.macro XOR_T q
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7
    eor   16+\k, ((\k + \q) & 7)
    .endr
.endm

/* LOAD_COPY offset: W = the state word at Z + offset, T = W; STORE_W offset: the word = W */
.macro LOAD_COPY offset
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7
    ldd   16+\k, Z+\offset+\k
    .endr
    movw  r0, r16
    movw  r2, r18
    movw  r4, r20
    movw  r6, r22
.endm
.macro STORE_W offset
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7
    std   Z+\offset+\k, 16+\k
    .endr
.endm

    .section .text.ascon_avr_small_rounds, "ax", @progbits

/* T = T >>> 1 and T = T <<< 1 on r0..r7 (T byte k = r(k)) */
.macro ROR_T
    bst   r0, 0
    lsr   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r1
    ror   r0
    bld   r7, 7
.endm
.macro ROL_T
    bst   r7, 7
    lsl   r0
    rol   r1
    rol   r2
    rol   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    bld   r0, 0
.endm

/* The rounds: in Z = s, r24 = 0x3c + 0x0f * rounds; out: Z = s, the state permuted; r0..r7,
 * r15..r25 and the flags clobbered (r1 too: the caller clears it); X and Y kept. */
.Lpermute_core:
.Lround:
    /* p_C: S2 ^= c_i (byte 0) */
    ldd   r16, Z+16
    eor   r16, r24
    std   Z+16, r16
    /* p_S, column j = 0..7 (Z walks S0 byte j): a0 = r16, a1 = r18, a2 = r19, a3 = r20, a4 = r21;
     * scratch t1 = r22, t2 = r23, u = r17, v = r15 (the fast profile's sequence: ~b2 and ~b3
     * computed directly, so S2 needs no complement) */
    ldi   r25, 8
.Lcolumn:
    ld    r16, Z
    ldd   r18, Z+8
    ldd   r19, Z+16
    ldd   r20, Z+24
    ldd   r21, Z+32
    eor   r16, r21              ; a0 ^= a4
    eor   r21, r20              ; a4 ^= a3
    eor   r19, r18              ; a2 ^= a1
    movw  r22, r18              ; t1 = a1, t2 = a2
    mov   r17, r19
    com   r17
    and   r17, r20
    eor   r18, r17              ; b1 = a1 ^ (~a2 & a3)
    mov   r17, r21
    com   r17
    or    r17, r20
    eor   r19, r17              ; ~b2 = a2 ^ (a3 | ~a4) = S2
    mov   r15, r16
    com   r15                   ; v = ~a0
    mov   r17, r21
    or    r17, r15
    eor   r20, r17              ; ~b3 = a3 ^ (a4 | ~a0)
    and   r15, r22
    eor   r21, r15              ; b4 = a4 ^ (~a0 & a1) = S4
    com   r22
    and   r22, r23
    eor   r16, r22              ; b0 = a0 ^ (~a1 & a2)
    eor   r18, r16              ; S1 = b1 ^ b0
    eor   r16, r21              ; S0 = b0 ^ b4
    eor   r20, r19              ; S3 = ~b3 ^ ~b2 = b3 ^ b2
    std   Z+8, r18
    std   Z+16, r19
    std   Z+24, r20
    std   Z+32, r21
    st    Z+, r16
    dec   r25
    brne  .Lcolumn
    sbiw  r30, 8                ; Z = s
    /* p_L (section 3.4), right rotations:
     *   S0: 19 = 16 + 3, 28 = 24 + 4       S1: 61 = 64 - 3, 39 = 40 - 1      S2: 1, 6 = 8 - 2
     *   S3: 10 = 8 + 2, 17 = 16 + 1        S4: 7 = 8 - 1, 41 = 40 + 1 */
    LOAD_COPY 0
    ROR_T
    ROR_T
    ROR_T
    XOR_T 2                     ; S0 ^= S0 >>> 19
    ROR_T
    XOR_T 3                     ; S0 ^= S0 >>> 28
    STORE_W 0
    LOAD_COPY 8
    ROL_T
    XOR_T 5                     ; S1 ^= S1 >>> 39 = (S1 <<< 1) >>> 40
    ROL_T
    ROL_T
    XOR_T 0                     ; S1 ^= S1 >>> 61 = S1 <<< 3
    STORE_W 8
    LOAD_COPY 16
    ROR_T
    XOR_T 0                     ; S2 ^= S2 >>> 1
    ROL_T
    ROL_T
    ROL_T
    XOR_T 1                     ; S2 ^= S2 >>> 6 = (S2 <<< 2) >>> 8
    STORE_W 16
    LOAD_COPY 24
    ROR_T
    XOR_T 2                     ; S3 ^= S3 >>> 17
    ROR_T
    XOR_T 1                     ; S3 ^= S3 >>> 10
    STORE_W 24
    LOAD_COPY 32
    ROL_T
    XOR_T 1                     ; S4 ^= S4 >>> 7 = (S4 <<< 1) >>> 8
    ROR_T
    ROR_T
    XOR_T 5                     ; S4 ^= S4 >>> 41
    STORE_W 32
    subi  r24, 0x0f             ; the next round's constant
    cpi   r24, 0x3c
    breq  .Ldone
    rjmp  .Lround               ; (the body is too long for a conditional branch)
.Ldone:
    ret

    .section .text.ascon_permute, "ax", @progbits
    .global ascon_permute
    .type   ascon_permute, @function
ascon_permute:
    .irp r, 2, 3, 4, 5, 6, 7, 15, 16, 17
    push  \r
    .endr
    movw  r30, r24              ; Z = s
    mov   r24, r22
    swap  r24                   ; 16 * rounds (rounds < 16)
    sub   r24, r22
    subi  r24, -0x3c            ; c = 0x3c + 0x0f * rounds: c_4 = 0xf0 for 12, c_8 = 0xb4 for 8
    call  .Lpermute_core
    clr   r1                    ; ABI: r1 = 0
    .irp r, 17, 16, 15, 7, 6, 5, 4, 3, 2
    pop   \r
    .endr
    ret
    .size ascon_permute, . - ascon_permute

/* ---- the AEAD stretches: one loop, its mode in r14 ----------------------------------------------
 * bit 1 of the mode: S[k] = y (absorb, encrypt), else S[k] = x (decrypt); bit 0: out[k] = y
 * (encrypt, decrypt); y = S[k] ^ x[k]. The mode is public: its skips do not depend on data.
 * For each block: the 16 bytes, then p^8. Between blocks: X = in, Y = out (the rounds keep them),
 * blocks left r12:r13. Each entry sets s (r25:r24), in (r21:r20), out (r23:r22), blocks
 * (r19:r18), mode (r26). */
    .section .text.ascon_aead_absorb_blocks, "ax", @progbits
    .global ascon_aead_absorb_blocks
    .type   ascon_aead_absorb_blocks, @function
ascon_aead_absorb_blocks:
    movw  r18, r20              ; blocks
    movw  r20, r22              ; in
    ldi   r26, 2                ; S = y, no output
    jmp   .Laead_blocks
    .size ascon_aead_absorb_blocks, . - ascon_aead_absorb_blocks

    .section .text.ascon_aead_encrypt_blocks, "ax", @progbits
    .global ascon_aead_encrypt_blocks
    .type   ascon_aead_encrypt_blocks, @function
ascon_aead_encrypt_blocks:
    ldi   r26, 3                ; S = y, out = y
    jmp   .Laead_blocks
    .size ascon_aead_encrypt_blocks, . - ascon_aead_encrypt_blocks

    .section .text.ascon_aead_decrypt_blocks, "ax", @progbits
    .global ascon_aead_decrypt_blocks
    .type   ascon_aead_decrypt_blocks, @function
ascon_aead_decrypt_blocks:
    ldi   r26, 1                ; S = x, out = y
    .size ascon_aead_decrypt_blocks, . - ascon_aead_decrypt_blocks
    jmp   .Laead_blocks
    .size ascon_aead_decrypt_blocks, . - ascon_aead_decrypt_blocks

    .section .text.ascon_avr_small_aead_blocks, "ax", @progbits
.Laead_blocks:
    .irp r, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 16, 17, 28, 29
    push  \r
    .endr
    mov   r14, r26              ; mode
    movw  r30, r24              ; Z = s
    movw  r26, r20              ; X = in (kept by the rounds)
    movw  r28, r22              ; Y = out (kept by the rounds)
    movw  r12, r18              ; blocks
.Lblock:
    ldi   r25, 16
.Lbyte:
    ld    r18, X+               ; x = in[k]
    ld    r19, Z
    eor   r19, r18              ; y = S[k] ^ x
    sbrc  r14, 1
    mov   r18, r19              ; absorb, encrypt: S[k] = y (decrypt: S[k] = x)
    st    Z+, r18
    sbrc  r14, 0
    st    Y+, r19               ; encrypt, decrypt: out[k] = y
    dec   r25
    brne  .Lbyte
    sbiw  r30, 16               ; Z = s
    ldi   r24, 0xb4             ; p^8: c_8
    call  .Lpermute_core
    clr   r1
    ldi   r24, 1
    sub   r12, r24
    sbc   r13, r1               ; blocks left - 1 (Z set only when both bytes are 0)
    brne  .Lblock
    .irp r, 29, 28, 17, 16, 15, 14, 13, 12, 7, 6, 5, 4, 3, 2
    pop   \r
    .endr
    ret
