/* LEA-128/192/256 encryption and decryption of one block, 8-bit AVR (ATmega128, avr5/avr51/avr6),
 * constant time (ARX only, no branch on data; the only branches are on the public round count).
 *
 * int lea_encrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 * int lea_decrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 *   in:  r25:r24 = ks (rk at offset 0), r23:r22 = out, r21:r20 = in (out may equal in)
 *   out: r25:r24 = LWC_OK (0), or LWC_ERR_STATE (LEA_ERR_STATE) with out zeroed when the 32-bit
 *   round count ks->rounds, read here (CHECK_ROUNDS), is not 24, 28 or 32 (public: no secret branch).
 *   Contract: src/lea/lea_block.h. Round keys in the AVR backend's own layout, written by
 *   lea_key_schedule_avr.S (both files must agree), little-endian words, each round's words in the
 *   order encryption uses them:
 *     LEA-128:     rk[4i .. 4i+3] = (T1, T3, T2, T0) = (RK_i[1] = RK_i[3] = RK_i[5], RK_i[4], RK_i[2], RK_i[0])
 *     LEA-192/256: rk[6i .. 6i+5] = (RK_i[5], RK_i[4], RK_i[3], RK_i[2], RK_i[1], RK_i[0])
 *   ABI: r0 scratch, r1 = 0 on entry and exit, r18-r27 and r30-r31 clobbered, r2-r14 saved.
 *   Stack: 13 saved registers + the return address (15 bytes on the ATmega128, 16 on the ATmega2560).
 * Cost: per round, 16 key loads, 24 EOR, 12 ADD/ADC and the rotations for LEA-128 encryption (24 key
 *   loads for LEA-192/256); decryption one cycle more per round (ROR1 is 6 cycles, ROL1 5). Cycle
 *   figures: docs/lea.md (from make bench).
 *
 * Encryption round (C meaning, lea_block_ref.c), RK = RK_i:
 *   X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)), X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)),
 *   X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), X3' = X0.
 * Decryption round (X = X_{i+1}, P = X_i):
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5.
 *
 * How:
 *  - The four state words live in four register groups of four bytes (A = r3..r6, B = r7..r10,
 *    C = r11..r14, D = r22..r25). A new word overwrites the word that has no further use (encrypt:
 *    X2' goes into X3's group, X1' into X2's, X0' into X1's; X3' = X0 stays where it is), so the
 *    words move through the groups with no MOV and four rounds form one unrolled loop body.
 *  - Rotations by multiples of 8 are never executed: each word carries a byte offset o, its byte b
 *    (b = 0 least significant) is in register group + ((b + o) mod 4). ROL9 = 1-bit rotate left
 *    (5 cycles) then o -= 1; ROR5 = 3-bit rotate left (15 cycles) then o += 1; ROR3 = 3-bit rotate
 *    right of the 40-bit value (copy of the low byte : word), 16 cycles. Every group takes each
 *    role once per four rounds, so the offsets are back to 0 after four rounds (they are
 *    assembly-time constants).
 *  - (X ^ RK) + Y is done byte by byte with one temporary: LD and EOR do not touch the carry, so
 *    "ld TT, Z+; eor TT, x_b; adc y_b, TT" chains the 32-bit addition (4 cycles per byte).
 *  - Encryption reads the round keys in order with LD Z+ (no pointer arithmetic). For LEA-128, T1
 *    is loaded once per round into K and XORed into three words. Decryption reads them backwards
 *    with LDD Z+q (2 cycles) and moves Z by 64 bytes per four rounds (LEA-128) or 48 per two.
 *
 * Register map:
 *   r3..r14, r22..r25  state (groups A, B, C, D)
 *   r18..r21 K (T1, or the round-key word being XORed in place)
 *   r2       TT (round-key byte ^ state byte, the addend; also the rotate-right helper)
 *   r26:r27  X = out (in while loading)    r30:r31 Z = round keys    r0 = loop counter (rounds / 4)
 *   r1 = 0
 */

#include "lea_block.h"            /* LEA_KS_ROUNDS, LEA_ERR_STATE */

#define K0 r18
#define K1 r19
#define K2 r20
#define K3 r21
#define TT r2                     /* round-key byte ^ state byte, added at once; rotate helper */

/* register groups (register numbers) */
#define GA 3
#define GB 7
#define GC 11
#define GD 22

    .text

/* Byte b of the word held in group g with byte offset o: register g + ((b + o) mod 4). */
#define RB(g, o, b) ((g) + (((b) + (o)) & 3))

/* Where word w of RK_i is in the round's slice of rk (AVR layout, see the header): sets KP to its
 * word index: LEA-128 (T1, T3, T2, T0) = RK1/3/5, RK4, RK2, RK0; LEA-192/256 RK5..RK0. */
.macro KPOS shared, w
    .if \shared
    .if (\w) & 1
    .set KP, 0
    .elseif (\w) == 4
    .set KP, 1
    .elseif (\w) == 2
    .set KP, 2
    .else
    .set KP, 3
    .endif
    .else
    .set KP, 5 - (\w)
    .endif
.endm

/* reg = byte b of RK_i[w]: D < 0: the next byte (LD Z+, encryption reads the keys in their order);
 * else LDD from Z + D + 4 * KPOS(w) + b. */
.macro LDKEY reg, shared, d, w, b
    .if (\d) < 0
    ld    \reg, Z+
    .else
    KPOS  \shared, \w
    ldd   \reg, Z + (\d) + 4 * KP + (\b)
    .endif
.endm

/* K = RK_i[w] */
.macro LOADK shared, d, w
    LDKEY K0, \shared, \d, \w, 0
    LDKEY K1, \shared, \d, \w, 1
    LDKEY K2, \shared, \d, \w, 2
    LDKEY K3, \shared, \d, \w, 3
.endm

/* word(g, o) ^= RK_i[w]; with SHARED (LEA-128, w odd) K already holds T1 = RK_i[w]. */
.macro XORK shared, d, w, g, o
    .if \shared == 0
    LOADK \shared, \d, \w
    .endif
    eor   RB(\g, \o, 0), K0
    eor   RB(\g, \o, 1), K1
    eor   RB(\g, \o, 2), K2
    eor   RB(\g, \o, 3), K3
.endm

/* word(gd, od) += RK_i[w] ^ word(gs, os), byte by byte: LD and EOR leave the carry alone, so one
 * temporary carries the addend (3 instructions, 4 cycles, per byte). */
.macro TADD shared, d, w, gs, os, gd, od
    .irp b, 0, 1, 2, 3
    LDKEY TT, \shared, \d, \w, \b
    eor   TT, RB(\gs, \os, \b)
    .if \b == 0
    add   RB(\gd, \od, \b), TT
    .else
    adc   RB(\gd, \od, \b), TT
    .endif
    .endr
.endm

/* word(gd, od) -= RK_i[w] ^ word(gs, os), byte by byte (as TADD) */
.macro TSUB shared, d, w, gs, os, gd, od
    .irp b, 0, 1, 2, 3
    LDKEY TT, \shared, \d, \w, \b
    eor   TT, RB(\gs, \os, \b)
    .if \b == 0
    sub   RB(\gd, \od, \b), TT
    .else
    sbc   RB(\gd, \od, \b), TT
    .endif
    .endr
.endm

/* word(g, o) = ROL_n(word), n bits, 5 cycles per bit (the carry out re-enters bit 0 by ADC r1 = 0) */
.macro ROLN g, o, n
    .rept \n
    lsl   RB(\g, \o, 0)
    rol   RB(\g, \o, 1)
    rol   RB(\g, \o, 2)
    rol   RB(\g, \o, 3)
    adc   RB(\g, \o, 0), r1
    .endr
.endm

/* word(g, o) = ROR_n(word), n bits: the 40-bit value (TT = copy of byte 0 : word) shifted right n
 * times, so the low bits of byte 0 enter byte 3 from the top. 1 + 5n cycles; clobbers TT. */
.macro RORN g, o, n
    mov   TT, RB(\g, \o, 0)
    .rept \n
    lsr   TT
    ror   RB(\g, \o, 3)
    ror   RB(\g, \o, 2)
    ror   RB(\g, \o, 1)
    ror   RB(\g, \o, 0)
    .endr
.endm

/* One encryption round with the keys RK_i (D: see LDKEY). Words: X0 = (g0, o0), X1 = (g1, o1),
 * X2 = (g2, o2), X3 = (g3, o3). Afterwards X0' = (g1, o1 - 1), X1' = (g2, o2 + 1), X2' = (g3, o3),
 * X3' = (g0, o0). SHARED = 1: LEA-128 (RK1 = RK3 = RK5 = T1, loaded once). */
.macro ENC_ROUND shared, d, g0, o0, g1, o1, g2, o2, g3, o3
    .if \shared
    LOADK \shared, \d, 1                ; K = T1
    .endif
    /* X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), in X3's group */
    XORK  \shared, \d, 5, \g3, \o3      ; X3 ^= RK5
    TADD  \shared, \d, 4, \g2, \o2, \g3, \o3 ; X3 += X2 ^ RK4
    RORN  \g3, \o3, 3                   ; X3 = ROR3(X3)
    /* X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)) = ROR8(ROL3(...)), in X2's group (offset + 1) */
    XORK  \shared, \d, 3, \g2, \o2      ; X2 ^= RK3
    TADD  \shared, \d, 2, \g1, \o1, \g2, \o2 ; X2 += X1 ^ RK2
    ROLN  \g2, \o2, 3                   ; X2 = ROL3(X2); the ROR8 is the renaming
    /* X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)) = ROL8(ROL1(...)), in X1's group (offset - 1) */
    XORK  \shared, \d, 1, \g1, \o1      ; X1 ^= RK1
    TADD  \shared, \d, 0, \g0, \o0, \g1, \o1 ; X1 += X0 ^ RK0
    ROLN  \g1, \o1, 1                   ; X1 = ROL1(X1); the ROL8 is the renaming
.endm

/* Four encryption rounds (keys read in order with LD Z+: Z advances by 4 rounds' keys); the state
 * is back in A, B, C, D with offsets 0. */
.macro ENC_4ROUNDS shared
    ENC_ROUND \shared, -1, GA, 0, GB, 0, GC, 0, GD, 0
    ENC_ROUND \shared, -1, GB, -1, GC, 1, GD, 0, GA, 0
    ENC_ROUND \shared, -1, GC, 0, GD, 1, GA, 0, GB, -1
    ENC_ROUND \shared, -1, GD, 0, GA, 1, GB, -1, GC, 0
.endm

/* One decryption round with the keys RK_i at Z + d, from X = X_{i+1}: X0 = (g0, o0), ...
 * Afterwards P0 = (g3, o3), P1 = (g0, o0 + 1), P2 = (g1, o1 - 1), P3 = (g2, o2). */
.macro DEC_ROUND shared, d, g0, o0, g1, o1, g2, o2, g3, o3
    .if \shared
    LOADK \shared, \d, 1                ; K = T1
    .endif
    /* P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P0 = X3; ROR9 = ROR8(ROR1): offset + 1 */
    RORN  \g0, \o0, 1                   ; X0 = ROR1(X0)
    TSUB  \shared, \d, 0, \g3, \o3, \g0, (\o0)+1 ; X0 -= X3 ^ RK0
    XORK  \shared, \d, 1, \g0, (\o0)+1 ; X0 ^= RK1: P1
    /* P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3; ROL5 = ROL8(ROR3): offset - 1 */
    RORN  \g1, \o1, 3                   ; X1 = ROR3(X1)
    TSUB  \shared, \d, 2, \g0, (\o0)+1, \g1, (\o1)-1 ; X1 -= P1 ^ RK2
    XORK  \shared, \d, 3, \g1, (\o1)-1 ; X1 ^= RK3: P2
    /* P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5 */
    ROLN  \g2, \o2, 3                   ; X2 = ROL3(X2)
    TSUB  \shared, \d, 4, \g1, (\o1)-1, \g2, \o2 ; X2 -= P2 ^ RK4
    XORK  \shared, \d, 5, \g2, \o2      ; X2 ^= RK5: P3
.endm

/* Four decryption rounds i, i-1, i-2, i-3 with Z = &RK_{i-3}: LEA-128 (16-byte rounds) at Z + 48,
 * 32, 16, 0, then Z -= 64; LEA-192/256 (24-byte rounds) at Z + 72 - 24 = Z + 48 ... as two pairs
 * (Z = &RK_{i-1} then &RK_{i-3}: Z + 24, Z, Z -= 48, twice). State back in A, B, C, D. */
.macro DEC_4ROUNDS shared
    .if \shared
    DEC_ROUND 1, 48, GA, 0, GB, 0, GC, 0, GD, 0
    DEC_ROUND 1, 32, GD, 0, GA, 1, GB, -1, GC, 0
    DEC_ROUND 1, 16, GC, 0, GD, 1, GA, 0, GB, -1
    DEC_ROUND 1, 0,  GB, -1, GC, 1, GD, 0, GA, 0
    subi  r30, 64
    sbci  r31, 0                        ; Z = &RK_{i-7}
    .else
    DEC_ROUND 0, 24, GA, 0, GB, 0, GC, 0, GD, 0
    DEC_ROUND 0, 0,  GD, 0, GA, 1, GB, -1, GC, 0
    sbiw  r30, 48
    DEC_ROUND 0, 24, GC, 0, GD, 1, GA, 0, GB, -1
    DEC_ROUND 0, 0,  GB, -1, GC, 1, GD, 0, GA, 0
    sbiw  r30, 48
    .endif
.endm

/* From the contract's registers (r25:r24 = ks, r23:r22 = out, r21:r20 = in) to the ones the body
 * uses (r25:r24 = rk = ks, r22 = rounds, r21:r20 = out, r19:r18 = in), with the round count
 * checked: the high bytes 0 and the low byte 24, 28 or 32, else out = 0 and return (BAD: a label
 * with no pushes to undo). LEA-128: 19 cycles (3 MOVW, 2 for the pointer, 4 LD, 2 OR, BRNE + CPI + BREQ). */
.macro CHECK_ROUNDS BAD
    movw  r18, r20                      ; r19:r18 = in
    movw  r20, r22                      ; r21:r20 = out
    movw  r30, r24
    subi  r30, lo8(-LEA_KS_ROUNDS)
    sbci  r31, hi8(-LEA_KS_ROUNDS)     ; Z = &ks->rounds
    ld    r22, Z                        ; r22 = rounds, low byte
    ldd   r23, Z + 1
    ldd   r26, Z + 2
    or    r23, r26
    ldd   r26, Z + 3
    or    r23, r26                      ; r23 = 0 iff rounds < 256
    brne  2f
    cpi   r22, 24
    breq  1f
    cpi   r22, 28
    breq  1f
    cpi   r22, 32
    breq  1f
2:  rjmp  \BAD                         ; (BRNE would not reach)
1:
.endm

/* Save r2..r14 (TT and groups A, B, C); X = in; A, B, C = in[0..11]. */
.macro PROLOGUE
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
    push  r\r
    .endr
    movw  r26, r18                      ; X = in
    .irp r, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
    ld    r\r, X+                       ; X0, X1, X2 = in[0..11] (little-endian words)
    .endr
.endm

/* D = in[12..15] (r22..r25: the arguments rk and rounds must be used up); X = out */
.macro LOAD_X3
    .irp r, 22, 23, 24, 25
    ld    r\r, X+                       ; X3 = in[12..15]
    .endr
    movw  r26, r20                      ; X = out
.endm

/* out = state; restore r2..r14; return LWC_OK. */
.macro EPILOGUE
    .irp r, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 22, 23, 24, 25
    st    X+, r\r
    .endr
    .irp r, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    pop   r\r
    .endr
    clr   r24                           ; LWC_OK
    clr   r25
    ret
.endm

/* ---- encryption ------------------------------------------------------------------------------ */
    .global lea_encrypt_block
    .type   lea_encrypt_block, @function
lea_encrypt_block:
    CHECK_ROUNDS .Lbad_rounds
    PROLOGUE
    movw  r30, r24                      ; Z = rk = &RK_0
    mov   r0, r22
    lsr   r0
    lsr   r0                            ; r0 = rounds / 4 (loop count)
    cpi   r22, 24                       ; (LD and MOVW keep the flags)
    LOAD_X3
    brne  .Lenc_loop
    rjmp  .Lenc128                      ; public: LEA-128 has the shared-T1 round
.Lenc_loop:                             ; LEA-192/256: six key words per round
    ENC_4ROUNDS 0
    dec   r0
    breq  1f
    rjmp  .Lenc_loop                    ; next four rounds
1:  rjmp  .Lenc_done
.Lenc128:
    ENC_4ROUNDS 1
    dec   r0
    breq  .Lenc_done
    rjmp  .Lenc128                      ; next four rounds
.Lenc_done:
    EPILOGUE
/* Round keys overwritten (the round count is none of the three): out = 0, LWC_ERR_STATE; nothing
 * pushed yet (shared with decryption). */
.Lbad_rounds:
    movw  r26, r20                      ; X = out
    .rept 16
    st    X+, r1
    .endr
    ldi   r24, lo8(LEA_ERR_STATE)
    ldi   r25, hi8(LEA_ERR_STATE)
    ret
    .size lea_encrypt_block, . - lea_encrypt_block

/* ---- decryption ------------------------------------------------------------------------------ */
    .global lea_decrypt_block
    .type   lea_decrypt_block, @function
lea_decrypt_block:
    CHECK_ROUNDS .Lbad_rounds
    PROLOGUE
    /* Z = first key byte of the last pair (LEA-192/256: &RK_{rounds-2}) or of the last four rounds
     * (LEA-128: &RK_20): rk + 24 * rounds - 48, or rk + 16 * 24 - 64 = rk + 320 */
    ldi   r23, 24
    cpi   r22, 24
    brne  1f
    ldi   r23, 16                       ; LEA-128: 16-byte rounds (public)
1:  mul   r22, r23                      ; r1:r0 = bytes of round keys
    movw  r30, r24
    add   r30, r0
    adc   r31, r1                       ; Z = end of the round keys
    clr   r1
    sbiw  r30, 48                       ; LEA-192/256: Z = &RK_{rounds-2}
    cpi   r22, 24
    brne  1f
    sbiw  r30, 16                       ; LEA-128: Z = &RK_20
1:  mov   r0, r22
    lsr   r0
    lsr   r0                            ; r0 = rounds / 4 (loop count)
    cpi   r22, 24                       ; (LD and MOVW keep the flags)
    LOAD_X3
    brne  .Ldec_loop
    rjmp  .Ldec128                      ; public: LEA-128 has the shared-T1 round
.Ldec_loop:
    DEC_4ROUNDS 0
    dec   r0
    breq  1f
    rjmp  .Ldec_loop                    ; next four rounds
1:  rjmp  .Ldec_done
.Ldec128:
    DEC_4ROUNDS 1
    dec   r0
    breq  .Ldec_done
    rjmp  .Ldec128                      ; next four rounds
.Ldec_done:
    EPILOGUE
    .size lea_decrypt_block, . - lea_decrypt_block
