/* PRESENT-80/128, 8-bit AVR (avr5/avr51), small profile: the contract of src/present/present_block.h
 * (replaces src/present/ref/present_ref.c) as three short loops, one code path for both key sizes.
 *
 * void present_key_schedule(uint32_t rk[64], const uint8_t *key, unsigned key_bits);
 *   in: r25:r24 = rk, r23:r22 = key (big-endian), r21:r20 = key_bits (80 or 128)
 * void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 * void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 *   in: r25:r24 = rk, r23:r22 = out, r21:r20 = in (out may equal in)
 *   ABI: r0 scratch, r1 = 0 on entry and exit, r18-r27 and r30-r31 free, r2-r17 and r28-r29 saved.
 *
 * Notation: the state s is 64 bits, s_i = bits 8i..8i+7 (s_0 = in[7]: blocks are big-endian), bit 0
 * the rightmost bit of Bogdanov et al., "PRESENT: An Ultra-Lightweight Block Cipher", CHES 2007.
 *
 * One round, s = pLayer(sBoxLayer(s ^ K)), is computed as s = S_BS(pLayer(s ^ K)):
 *  - pLayer P(4m + k) = 16k + m gathers bit k of every nibble, in nibble order, into 16-bit word k
 *    (bytes s_2k, s_2k+1) of its result. Those words are the bit planes of the nibbles, so the S-box
 *    layer after P is S_BS, the S-box evaluated bitwise on the four words (x_k = word k), and the
 *    state after it is the round output in the normal bit order: no conversion at either end.
 *  - The gather is one loop over the 8 bytes of s ^ K: each bit leaves the byte (LSR) into the carry
 *    and enters its word from the top (ROR), bit b of byte i into word b mod 4. Bytes 0..3 fill the
 *    low bytes of the words, bytes 4..7 the high bytes: the loop shifts into the high bytes and moves
 *    them to the low bytes after byte 3 (a byte counter shifted right: its carry says when, its
 *    zero ends the loop, and the move sits at the top of the next pass, so the last carry is idle).
 *  - S_BS: 9 steps in place, on x0 and x2 complemented (the key schedule stores K_1..K_31 ^ 0x55..55,
 *    which P maps to the complement of words 0 and 2):
 *        x1 ^= ~x2; x3 ^= x1 | ~x2; ~x2 ^= x1 | x3; ~x2 ^= ~x0; x1 ^= ~x0 & ~x2; ~x0 ^= x3;
 *        x1 ^= ~x0; ~x2 ^= x1; x3 ^= x1 & ~x2
 *    leaves y0, y1, y2, y3 in the registers of x0, x1, x3, x2 (the stores put them back in order).
 *  - Decryption: s ^ K = P^-1(S_BS^-1(s)): the inverse S-box is the steps backwards (it leaves x0 and
 *    x2 complemented, which the same masked round keys undo), and the scatter loop runs the gather
 *    backwards (LSL out of the word, ROL into the byte).
 *
 * Round keys (rk as 256 bytes, 8 per round key, least significant byte first): row i-1 holds
 * K_i ^ 0x5555555555555555 for i = 1..31, row 31 holds K_32. The key schedule keeps the 80- or
 * 128-bit key register (n = 10 or 16 bytes, least significant first) twice in a row in a 32-byte
 * stack frame D, so that the rotation left by 61 bits (= left by 64, right by 3) reads linearly:
 *     D[j] = (D[j + n - 8] >> 3) | (D[j + n - 7] << 5),  j = 0..n-1
 * (in place going up: every read is at or above the write), then the S-box on the top nibble (both
 * top nibbles for n = 16), the round counter XORed at bit 15 (n = 10) / bit 62 (n = 16), and the copy
 * D[n..2n-1] = D[0..n-1] again. K_i is D[n-8..n-1]. The frame is zeroed before returning.
 *
 * Constant time: the block functions are boolean instructions, loads and stores at public
 * addresses; every branch depends on the round or byte counter or the key size (public). The key
 * schedule's S-box is a 16-byte table in flash read with LPM, as the fast AVR backend's key
 * schedule does: LPM takes 3 cycles whatever the address on these cores (no cache), see
 * docs/present.md.
 *
 * Stack: block functions 4 saved registers + the return address; key schedule 4 saved registers,
 * the 32-byte frame and the return address.
 */

#include <avr/io.h>

/* the four S-box words (bit planes): x_k = low byte : high byte (register numbers: r18..r25) */
#define X0L 18
#define X0H 19
#define X1L 20
#define X1H 21
#define X2L 22
#define X2H 23
#define X3L 24
#define X3H 25

/* ---- S_BS on the words in r18..r25 (a ^= b op c steps on register pairs, r0:r1 the copy) ---- */
.macro NL a, b, c, op                  /* a ^= b op c */
    movw  r0, \b
    \op   r0, \c
    \op   r1, (\c+1)
    eor   \a, r0
    eor   (\a+1), r1
.endm
.macro XR a, b                         /* a ^= b */
    eor   \a, \b
    eor   (\a+1), (\b+1)
.endm

    .section .progmem.present_small, "a", @progbits
    .type   present_small_sbox, @object
present_small_sbox:                   ; S[x], x = 0..15 (CHES 2007)
    .byte 0xC, 0x5, 0x6, 0xB, 0x9, 0x0, 0xA, 0xD, 0x3, 0xE, 0xF, 0x8, 0x4, 0x7, 0x1, 0x2
    .size   present_small_sbox, . - present_small_sbox

/* =================================================================================================
 * present_encrypt_block: for i = 1..31 { s = S_BS(P(s ^ K_i)) }; s ^= K_32
 * Registers: r18..r25 the words, r0:r1 key byte / temporary, X state read pointer (in, then out),
 * Y = out, Z round keys, r16 rounds left, r17 bytes left in the gather. */
    .section .text.present_encrypt_block, "ax", @progbits
    .global present_encrypt_block
    .type   present_encrypt_block, @function
present_encrypt_block:
    push  r16
    push  r17
    push  r28
    push  r29
    movw  r30, r24                     ; Z = rk
    movw  r28, r22                     ; Y = out
    movw  r26, r20                     ; X = in + 8: s_0 = in[7] first (LD -X)
    adiw  r26, 8
    ldi   r16, 31
.Lenc_round:
    ldi   r17, 0x88                    ; 8 bytes: LSR gives C = 1 after byte 3 and 7, Z after 7
    rjmp  2f
.Lenc_gather:
    brcc  2f                           ; after byte 3: its bits go to the low bytes
    mov   X0L, X0H
    mov   X1L, X1H
    mov   X2L, X2H
    mov   X3L, X3H
2:  ld    r0, -X                       ; for i = 0..7: t = s_i ^ K_i (byte); bit b -> word b mod 4
    ld    r1, Z+
    eor   r0, r1
    .rept 2
    lsr   r0
    ror   X0H
    lsr   r0
    ror   X1H
    lsr   r0
    ror   X2H
    lsr   r0
    ror   X3H
    .endr
    lsr   r17
    brne  .Lenc_gather
    ; S_BS: registers x0 (~x0), x1, x2 (~x2), x3
    XR    X1L, X2L                     ; x1 ^= ~x2
    NL    X3L, X1L, X2L, or            ; x3 ^= x1 | ~x2
    NL    X2L, X1L, X3L, or            ; ~x2 ^= x1 | x3
    XR    X2L, X0L                     ; ~x2 ^= ~x0
    NL    X1L, X0L, X2L, and           ; x1 ^= ~x0 & ~x2
    XR    X0L, X3L                     ; ~x0 ^= x3
    XR    X1L, X0L                     ; x1 ^= ~x0
    XR    X2L, X1L                     ; ~x2 ^= x1
    NL    X3L, X1L, X2L, and           ; x3 ^= x1 & ~x2: y0, y1, y2, y3 in x0, x1, x3, x2
    std   Y+7, X0L                     ; s_0, s_1 = y0
    std   Y+6, X0H
    std   Y+5, X1L                     ; s_2, s_3 = y1
    std   Y+4, X1H
    std   Y+3, X3L                     ; s_4, s_5 = y2
    std   Y+2, X3H
    std   Y+1, X2L                     ; s_6, s_7 = y3
    st    Y, X2H
    movw  r26, r28                     ; X = out + 8
    adiw  r26, 8
    dec   r16
    breq  .Lenc_last
    rjmp  .Lenc_round                  ; (the body is beyond BRNE's reach)
.Lenc_last:
    ldi   r17, 8
1:  ld    r0, -X                       ; s ^= K_32
    ld    r1, Z+
    eor   r0, r1
    st    X, r0
    dec   r17
    brne  1b
    rjmp  present_small_return
    .size   present_encrypt_block, . - present_encrypt_block

/* =================================================================================================
 * present_decrypt_block: s ^= K_32; for i = 31..1 { s = P^-1(S_BS^-1(s)) ^ K_i }
 * Registers as in the encryption; Z walks the round keys down (LD -Z), X writes out upwards
 * (out[0] = s_7 first). */
    .section .text.present_decrypt_block, "ax", @progbits
    .global present_decrypt_block
    .type   present_decrypt_block, @function
present_decrypt_block:
    push  r16
    push  r17
    push  r28
    push  r29
    movw  r30, r24                     ; Z = rk + 256
    inc   r31
    movw  r28, r22                     ; Y = out
    movw  r26, r20                     ; X = in
    ldi   r17, 8
1:  ld    r0, X+                       ; out = in ^ K_32 (bytes s_7 .. s_0)
    ld    r1, -Z
    eor   r0, r1
    st    Y+, r0
    dec   r17
    brne  1b
    sbiw  r28, 8
    ldi   r16, 31
.Ldec_round:
    ldd   X0L, Y+7                     ; the registers the encryption's S_BS left y0..y3 in
    ldd   X0H, Y+6
    ldd   X1L, Y+5
    ldd   X1H, Y+4
    ldd   X3L, Y+3
    ldd   X3H, Y+2
    ldd   X2L, Y+1
    ld    X2H, Y
    ; S_BS^-1: y0 = x0 regs, y1 = x1, y2 = x3, y3 = x2 (the forward steps backwards)
    NL    X3L, X1L, X2L, and           ; y2 ^= y1 & y3
    XR    X2L, X1L                     ; y3 ^= y1
    XR    X1L, X0L                     ; y1 ^= y0
    XR    X0L, X3L                     ; y0 ^= y2
    NL    X1L, X0L, X2L, and           ; y1 ^= y0 & y3
    XR    X2L, X0L                     ; y3 ^= y0
    NL    X2L, X1L, X3L, or            ; y3 ^= y1 | y2
    NL    X3L, X2L, X1L, or            ; y2 ^= y3 | y1
    XR    X1L, X2L                     ; y1 ^= y3: ~x0, x1, ~x2, x3 in words 0..3
    movw  r26, r28                     ; X = out: s_7 first
    ldi   r17, 0x88                    ; as in the encryption
    rjmp  2f
.Ldec_scatter:
    brcc  2f                           ; after byte 4: bytes 3..0 come from the low bytes
    mov   X0H, X0L
    mov   X1H, X1L
    mov   X2H, X2L
    mov   X3H, X3L
2:  .rept 2                            ; for i = 7..0: byte i of P^-1(words), ^ K_i byte, stored
    lsl   X3H
    rol   r0
    lsl   X2H
    rol   r0
    lsl   X1H
    rol   r0
    lsl   X0H
    rol   r0
    .endr
    ld    r1, -Z
    eor   r0, r1
    st    X+, r0
    lsr   r17
    brne  .Ldec_scatter
    dec   r16
    breq  .Ldec_done
    rjmp  .Ldec_round
.Ldec_done:
    rjmp  present_small_return
    .size   present_decrypt_block, . - present_decrypt_block

/* =================================================================================================
 * present_key_schedule: D = key register twice (see the header); for r = 1..32 { store K_r;
 * if r < 32, update with round counter r }.
 * Registers: Y frame (D = Y+1), r18 = n (bytes of the key register), r19 = r, r20 = mask 0x55 (0 for
 * K_32), r22:r23 = r << 7 (n = 10) or r << 6 (n = 16): the counter where it goes in D[n-9], D[n-8],
 * r21 = its step, r24:r25 = round-key write pointer, r16, r17 temporaries, r1 = 0. */
    .section .text.present_key_schedule, "ax", @progbits
    .global present_key_schedule
    .type   present_key_schedule, @function
present_key_schedule:
    push  r16
    push  r17
    push  r28
    push  r29
    ldi   r16, 32                      ; 32-byte frame, pushed: D = Y+1 .. Y+32
1:  push  r1
    dec   r16
    brne  1b
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)
    mov   r18, r20                     ; n = key_bits / 8
    lsr   r18
    lsr   r18
    lsr   r18
    movw  r26, r22                     ; X = key
    movw  r30, r28                     ; Z = D + n
    adiw  r30, 1
    add   r30, r18
    adc   r31, r1
    mov   r16, r18
1:  ld    r0, X+                       ; D[n-1-j] = key[j]
    st    -Z, r0
    dec   r16
    brne  1b
    ldi   r19, 1                       ; r
    ldi   r20, 0x55                    ; mask
    ldi   r21, 0x80                    ; counter step: 1 << 7, or 1 << 6 when n = 16
    sbrc  r18, 4
    lsr   r21
    mov   r22, r21                     ; counter for r = 1
    clr   r23
    movw  r26, r28                     ; X = D + n - 8 (at the top of every round)
    add   r26, r18
    adc   r27, r1
    sbiw  r26, 7
.Lks_round:
    cpi   r19, 32                      ; K_32 is stored without the mask
    brne  1f
    clr   r20
1:  movw  r30, r24                     ; Z = round-key row r - 1
    ldi   r16, 8
1:  ld    r0, X+                       ; row = K_r ^ mask, least significant byte first
    eor   r0, r20
    st    Z+, r0
    dec   r16
    brne  1b
    movw  r24, r30
    cpi   r19, 32
    breq  .Lks_done
    movw  r30, r28                     ; copy D[0..n-1] to D[n..2n-1] (X = D + n already)
    adiw  r30, 1
    mov   r16, r18
1:  ld    r0, Z+
    st    X+, r0
    dec   r16
    brne  1b
    movw  r26, r28                     ; X = D + n - 8 (reads), Z = D (writes)
    add   r26, r18
    adc   r27, r1
    sbiw  r26, 7
    movw  r30, r28
    adiw  r30, 1
    mov   r16, r18
1:  ld    r0, X+                       ; D[j] = (D[j+n-8] >> 3) | (D[j+n-7] << 5)
    ld    r17, X
    lsr   r17
    ror   r0
    lsr   r17
    ror   r0
    lsr   r17
    ror   r0
    st    Z+, r0
    dec   r16
    brne  1b
    movw  r26, r30                     ; X = D + n
    ld    r17, -X                      ; top byte D[n-1]
    sbrs  r18, 4                       ; n = 10: only the high nibble (swapped down first)
    swap  r17
    mov   r16, r18                     ; one nibble (n = 10) or two (n = 16): n >> 3 passes
    lsr   r16
    lsr   r16
    lsr   r16
1:  mov   r0, r17                      ; low nibble = S[low nibble], then swap nibbles
    andi  r17, 0xF0
    ldi   r30, lo8(present_small_sbox)
    ldi   r31, hi8(present_small_sbox)
    eor   r0, r17                      ; (r0 = low nibble)
    add   r30, r0
    adc   r31, r1
    lpm   r0, Z
    or    r17, r0
    swap  r17
    dec   r16
    brne  1b
    st    X, r17
    sbiw  r26, 8                       ; D[n-9], D[n-8] ^= counter
    ld    r0, X
    eor   r0, r22
    st    X+, r0
    ld    r0, X
    eor   r0, r23
    st    X, r0                        ; (X = D + n - 8 again)
    add   r22, r21                     ; next r
    adc   r23, r1
    inc   r19
    rjmp  .Lks_round
.Lks_done:
    movw  r30, r28                     ; zero D, then pop it
    adiw  r30, 1
    ldi   r16, 32
1:  st    Z+, r1
    dec   r16
    brne  1b
    ldi   r16, 32
1:  pop   r0
    dec   r16
    brne  1b
    rjmp  present_small_return
    .size   present_key_schedule, . - present_key_schedule

/* the common return of the three functions: r1 = 0 again, the saved registers back */
    .section .text.present_small_return, "ax", @progbits
    .type   present_small_return, @function
present_small_return:
    clr   r1
    pop   r29
    pop   r28
    pop   r17
    pop   r16
    ret
    .size   present_small_return, . - present_small_return
