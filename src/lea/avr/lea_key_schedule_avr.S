/* LEA-128/192/256 key schedule, 8-bit AVR (ATmega128, avr5/avr51/avr6), constant time (ARX only;
 * the only branches depend on the public key size and loop counters).
 *
 * int lea_key_schedule(lwc_lea_round_keys *ks, const uint8_t *key, size_t key_bytes);
 *   in:  r25:r24 = ks (rk at offset 0), r23:r22 = key, r21:r20 = key_bytes
 *   out: for key_bytes 16, 24 or 32: ks->rk, ks->rounds = 24, 28 or 32 (= key_bytes / 2 + 16,
 *        stored first, at LEA_KS_ROUNDS), r25:r24 = LWC_OK (0); any other key_bytes: nothing
 *        written, r25:r24 = LWC_ERR_LENGTH (checked first, 6 cycles for 16). lwc_lea_set_key
 *        tail-calls this
 *   Contract: src/lea/lea_block.h. Writes the AVR backend's own layout, which lea_block_avr.S reads
 *   (both files must agree): each round's words in the order encryption uses them,
 *     LEA-128:     rk[4i .. 4i+3] = (T1, T3, T2, T0)              (RK_i = (T0, T1, T2, T1, T3, T1))
 *     LEA-192/256: rk[6i .. 6i+5] = (RK_i[5], RK_i[4], ..., RK_i[0])
 *   ABI: r0 scratch, r1 = 0 on entry and exit, r18-r27 and r30-r31 clobbered, r2-r17 and r28-r29
 *   saved. Stack: 64-byte frame + 18 saved registers + the return address (84 bytes on the
 *   ATmega128, 85 on the ATmega2560). The key words left in the frame and in r18..r21 are wiped.
 * Cycles, directly and through lwc_lea_set_key: make bench (docs/lea.md).
 *
 * The schedule (C meaning, lea_key_schedule_ref.c): T[0..Nk-1] = key words; for round i and word
 * j (j = 0..3 for LEA-128, 0..5 otherwise), with k = j (LEA-128/192) or k = (6i + j) mod 8 (LEA-256):
 *     T[k] = ROL_rot[j](T[k] + ROL_{i+j}(delta[i mod Nk])),   rot = 1, 3, 6, 11, 13, 17
 *     RK_i[j] = T[k]   (LEA-128: RK_i = (T0, T1, T2, T1, T3, T1))
 *
 * How:
 *  - Frame (Y = SP after allocation): Y+1..Y+32 = the delta buffer: slot s holds ROL_i(delta[s])
 *    for the next round i that uses it (initially ROL_s(delta[s]), constants below); Y+33..Y+64 =
 *    key words (LEA-256: T[0..7]; LEA-192: the key as a pseudo round -1 in the rk word order).
 *  - Per round D = the slot; after each word D = ROL1(D) (5 cycles), which gives the ROL_{i+j} of the
 *    next word. LEA-128/192 write back D after Nk rotations (= ROL_{i+Nk}); LEA-256 writes back ROL8
 *    of the loaded value (= ROL_{i+8}, a byte renaming) right after loading it.
 *  - Rotations: multiples of 8 are a renaming of bytes; the rest are 1..3-bit shifts: rot 1 = ROL1,
 *    3 = ROL3, 6 = ROL8 + ROR2, 11 = ROL8 + ROL3, 13 = ROL16 + ROR3, 17 = ROL16 + ROL1.
 *  - LEA-128: T0..T3 stay in four register groups; T2 and T3 (rot 6 and 11) carry a byte offset
 *    that changes by one per round, so four rounds form the loop body (the delta slot of each is
 *    then fixed: LDD/STD Y+q). Per word: ADD D, rotate, four STD to rk, ROL1 of D.
 *  - LEA-192: T_j is read back from the previous round's rk words (Y = &RK_{i-1}, the frame for
 *    round 0), one round per loop pass; X walks the delta slots, wrapping after 6.
 *  - LEA-256: T[k] in the frame (LDD/STD Y+q); k has period 4 rounds, so four rounds per loop pass.
 *
 * Register map:
 *   LEA-128:  T0 = r2..r5, T1 = r6..r9, T2 = r10..r13, T3 = r18..r21 (groups with byte offsets)
 *   LEA-192/256: r18..r21 A = the word being updated
 *   r22..r25 D = ROL_{i+j}(delta[i mod Nk])    r26:r27 X = delta slot (LEA-192/256)
 *   r28:r29  Y = frame (LEA-192: previous round)    r30:r31 Z = &RK_i (rk output; the key at first)
 *   r14:r15  first delta slot    r12 = low byte of the end of the delta slots    r16 = loop counter
 *   r17:r16  rk while setting up    r0 = rotate-right helper    r1 = 0
 */

#include <avr/io.h>              /* SPL, SPH, SREG */
#include "lea_block.h"            /* LEA_KS_ROUNDS */

#define FRAME 64                 /* the eight delta slots, then the key words */

    .text

/* Byte b of A, with A renamed by ROL_{8m}: A[(b - m) mod 4] */
#define AB(m, b) (18 + (((b) - (m)) & 3))

/* A = ROL_n(A) (5 cycles per bit; ADC r1 = 0 puts the carry out back into bit 0) */
.macro A_ROL n
    .rept \n
    lsl   r18
    rol   r19
    rol   r20
    rol   r21
    adc   r18, r1
    .endr
.endm

/* A = ROR_n(A): the 40-bit value (r0 = copy of byte 0 : A) shifted right n times (1 + 5n cycles) */
.macro A_ROR n
    mov   r0, r18
    .rept \n
    lsr   r0
    ror   r21
    ror   r20
    ror   r19
    ror   r18
    .endr
.endm

/* D = ROL1(D) */
.macro D_ROL1
    lsl   r22
    rol   r23
    rol   r24
    rol   r25
    adc   r22, r1
.endm

/* One word: A = ROL_rot(source + D), source = the word at Y + YOFF + 4 * SRC; with TSAVE the result
 * goes back there (LEA-256's T buffer); RK_i word p = A for every p in POS (Z + 4p); then
 * D = ROL1(D) if ROTD. */
.macro KS_WORD src, yoff, rot, rotd, tsave, pos:vararg
    ldd   r18, Y + (\yoff) + 4 * (\src) + 0 ; A = T[k]
    ldd   r19, Y + (\yoff) + 4 * (\src) + 1
    ldd   r20, Y + (\yoff) + 4 * (\src) + 2
    ldd   r21, Y + (\yoff) + 4 * (\src) + 3
    add   r18, r22                     ; A += D
    adc   r19, r23
    adc   r20, r24
    adc   r21, r25
    /* A = ROL_rot(A): the bit part here, the byte part (m bytes) in the stores */
    .if \rot == 1
    A_ROL 1
    .set m, 0
    .elseif \rot == 3
    A_ROL 3
    .set m, 0
    .elseif \rot == 6
    A_ROR 2
    .set m, 1
    .elseif \rot == 11
    A_ROL 3
    .set m, 1
    .elseif \rot == 13
    A_ROR 3
    .set m, 2
    .elseif \rot == 17
    A_ROL 1
    .set m, 2
    .else
    .error "unsupported rotation"
    .endif
    .if \tsave
    .irp b, 0, 1, 2, 3
    std   Y + (\yoff) + 4 * (\src) + \b, AB(m, \b) ; T[k] = A
    .endr
    .endif
    .irp p, \pos
    .irp b, 0, 1, 2, 3
    std   Z + 4 * (\p) + \b, AB(m, \b)      ; RK_i word p = A
    .endr
    .endr
    .if \rotd
    D_ROL1                             ; D = ROL_{i+j+1}(delta)
    .endif
.endm

/* D = the current delta slot (X += 4) */
.macro LOAD_D
    ld    r22, X+
    ld    r23, X+
    ld    r24, X+
    ld    r25, X+
.endm

/* Next slot, wrapping after Nk slots (public). */
.macro NEXT_SLOT
    cp    r26, r12
    brne  1f
    movw  r26, r14                     ; back to slot 0
1:
.endm

/* LEA-128/192: slot = D (rotated Nk times since LOAD_D: ROL_{i+Nk}); X stays at the next slot. */
.macro STORE_D
    st    -X, r25
    st    -X, r24
    st    -X, r23
    st    -X, r22
    adiw  r26, 4
.endm

/* ---- LEA-128 with the T words in registers ---- */
/* Byte b of the word in group g with byte offset o (byte b in register g + ((b + o) mod 4)) */
#define RB(g, o, b) ((g) + (((b) + (o)) & 3))

/* word(g, o) = ROL_n / ROR_n (as A_ROL / A_ROR) */
.macro ROLN g, o, n
    .rept \n
    lsl   RB(\g, \o, 0)
    rol   RB(\g, \o, 1)
    rol   RB(\g, \o, 2)
    rol   RB(\g, \o, 3)
    adc   RB(\g, \o, 0), r1
    .endr
.endm
.macro RORN g, o, n
    mov   r0, RB(\g, \o, 0)
    .rept \n
    lsr   r0
    ror   RB(\g, \o, 3)
    ror   RB(\g, \o, 2)
    ror   RB(\g, \o, 1)
    ror   RB(\g, \o, 0)
    .endr
.endm

/* T_j (group g, offset o) = ROL_rot(T_j + D); rk word p of the round at Z + disp = T_j; D = ROL1(D).
 * rot 6 and 11 rotate by 8 through the offset: afterwards T_j has offset o - 1. */
.macro KS128_WORD g, o, rot, p, disp
    add   RB(\g, \o, 0), r22             ; T_j += D
    adc   RB(\g, \o, 1), r23
    adc   RB(\g, \o, 2), r24
    adc   RB(\g, \o, 3), r25
    .if \rot == 1
    ROLN  \g, \o, 1
    .set m, 0
    .elseif \rot == 3
    ROLN  \g, \o, 3
    .set m, 0
    .elseif \rot == 6
    RORN  \g, \o, 2
    .set m, 1
    .else
    ROLN  \g, \o, 3
    .set m, 1
    .endif
    .irp b, 0, 1, 2, 3
    std   Z + (\disp) + 4 * (\p) + \b, RB(\g, (\o) - m, \b) ; rk word p = T_j
    .endr
    D_ROL1                             ; D = ROL_{i+j+1}(delta)
.endm

/* Round i = 4n + r: delta slot r (frame Y + 1 + 4r), keys at Z + 16r; T2 and T3 have offset -r. */
.macro KS128_ROUND r
    .irp b, 0, 1, 2, 3
    ldd   22 + \b, Y + 1 + 4 * (\r) + \b ; D = ROL_i(delta[r])
    .endr
    KS128_WORD 2,  0,      1,  3, 16 * (\r) ; T0: word 3
    KS128_WORD 6,  0,      3,  0, 16 * (\r) ; T1: word 0
    KS128_WORD 10, -(\r), 6,  2, 16 * (\r) ; T2: word 2
    KS128_WORD 18, -(\r), 11, 1, 16 * (\r) ; T3: word 1
    .irp b, 0, 1, 2, 3
    std   Y + 1 + 4 * (\r) + \b, 22 + \b ; slot = ROL_{i+4}(delta[r])
    .endr
.endm

/* LEA-256 word j of round r (0..3) of the four-round body: k = (6r + j) mod 8 */
.macro KS256_ROUND r
    LOAD_D
    st    -X, r24                      ; slot = ROL8(D) = ROL_{i+8}(delta[i mod 8])
    st    -X, r23
    st    -X, r22
    st    -X, r25
    adiw  r26, 4
    NEXT_SLOT
    KS_WORD (6*(\r)+0)%8, 1, 1,  1, 1, 5    ; rk[6i + 5] = RK_i[0]
    KS_WORD (6*(\r)+1)%8, 1, 3,  1, 1, 4    ; rk[6i + 4] = RK_i[1]
    KS_WORD (6*(\r)+2)%8, 1, 6,  1, 1, 3    ; rk[6i + 3] = RK_i[2]
    KS_WORD (6*(\r)+3)%8, 1, 11, 1, 1, 2    ; rk[6i + 2] = RK_i[3]
    KS_WORD (6*(\r)+4)%8, 1, 13, 1, 1, 1    ; rk[6i + 1] = RK_i[4]
    KS_WORD (6*(\r)+5)%8, 1, 17, 0, 1, 0    ; rk[6i + 0] = RK_i[5]
    adiw  r30, 24                      ; Z = &RK_{i+1}
.endm

/* key word p of the frame (Y + YOFF + 4p) = key word q (Z + 4q) */
.macro COPYW q, p, yoff
    .irp b, 0, 1, 2, 3
    ldd   r0, Z + 4 * (\q) + \b
    std   Y + (\yoff) + 4 * (\p) + \b, r0
    .endr
.endm

/* st X+ of one delta constant, little-endian */
.macro DELTA_ST b0, b1, b2, b3
    .irp v, \b0, \b1, \b2, \b3
    ldi   r24, \v
    st    X+, r24
    .endr
.endm

    .global lea_key_schedule
    .type   lea_key_schedule, @function
lea_key_schedule:
    tst   r21
    brne  .Lks_bad_length              ; key_bytes >= 256
    cpi   r20, 16
    breq  1f
    cpi   r20, 24
    breq  1f
    cpi   r20, 32
    breq  1f
.Lks_bad_length:                       ; key_bytes not 16, 24 or 32 (public)
    ldi   r24, lo8(LEA_ERR_LENGTH)
    ldi   r25, hi8(LEA_ERR_LENGTH)     ; return LWC_ERR_LENGTH
    ret
1:  movw  r30, r24
    subi  r30, lo8(-LEA_KS_ROUNDS)
    sbci  r31, hi8(-LEA_KS_ROUNDS)    ; Z = &ks->rounds
    mov   r26, r20
    lsr   r26
    subi  r26, -16                     ; rounds = key_bytes / 2 + 16 (public)
    st    Z, r26
    std   Z + 1, r1
    std   Z + 2, r1
    std   Z + 3, r1                    ; ks->rounds, a 32-bit word
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29
    push  r\r
    .endr
    /* allocate the frame: Y = SP - FRAME (interrupts off while SP is half-written) */
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)
    subi  r28, FRAME
    sbc   r29, r1
    in    r0, _SFR_IO_ADDR(SREG)
    cli
    out   _SFR_IO_ADDR(SPH), r29
    out   _SFR_IO_ADDR(SREG), r0
    out   _SFR_IO_ADDR(SPL), r28
    movw  r16, r24                     ; r17:r16 = rk
    movw  r30, r22                     ; Z = key (for COPYW)
    /* delta slots: slot s = ROL_s(delta[s]) */
    movw  r26, r28
    adiw  r26, 1                       ; X = slot 0
    movw  r14, r26                     ; r15:r14 = slot 0
    DELTA_ST 0xdb, 0xe9, 0xef, 0xc3    ; ROL0(0xc3efe9db) = 0xc3efe9db
    DELTA_ST 0x04, 0xd6, 0xc4, 0x88    ; ROL1(0x44626b02) = 0x88c4d604
    DELTA_ST 0x29, 0xf2, 0x89, 0xe7    ; ROL2(0x79e27c8a) = 0xe789f229
    DELTA_ST 0x63, 0x87, 0xf9, 0xc6    ; ROL3(0x78df30ec) = 0xc6f98763
    cpi   r20, 17
    brcc  1f
    rjmp  .Lks128_start                ; LEA-128 (key size: public) uses slots 0..3 only
1:
    DELTA_ST 0xe7, 0x49, 0xea, 0x15    ; ROL4(0x715ea49e) = 0x15ea49e7
    DELTA_ST 0x58, 0x41, 0xbb, 0xf0    ; ROL5(0xc785da0a) = 0xf0bb4158
    DELTA_ST 0xb8, 0x8a, 0xbc, 0x13    ; ROL6(0xe04ef22a) = 0x13bc8ab8
    DELTA_ST 0xf2, 0xab, 0x04, 0xe2    ; ROL7(0xe5c40957) = 0xe204abf2
    mov   r12, r14
    add   r12, r20                     ; r12 = low byte of slot Nk (4 * Nk = key_bytes)
    movw  r26, r14                     ; X = slot 0
    cpi   r20, 24
    brne  1f
    rjmp  .Lks192                      ; key size: public
1:  rjmp  .Lks256

    /* ---- LEA-128: 24 rounds, T0..T3 in registers (groups r2, r6, r10, r18), four rounds per
     *      loop pass; rk[4i..4i+3] = (T1, T3, T2, T0) ---- */
.Lks128_start:
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18, 19, 20, 21
    ld    r\r, Z+                      ; T0..T3 = key words
    .endr
    movw  r30, r16                     ; Z = rk = &RK_0
    ldi   r16, 6
.Lks128:
    KS128_ROUND 0
    KS128_ROUND 1
    KS128_ROUND 2
    KS128_ROUND 3
    subi  r30, lo8(-64)
    sbci  r31, hi8(-64)                ; Z = &RK_{i+4}
    dec   r16
    breq  1f
    rjmp  .Lks128
1:  .irp r, 18, 19, 20, 21
    clr   r\r                          ; wipe T3 (the other T words are overwritten by the POPs)
    .endr
    clr   r24
    clr   r25                          ; return LWC_OK
    adiw  r28, 32                      ; (no key words in the frame)
    rjmp  .Lks_free

    /* ---- LEA-192: 28 rounds; rk[6i..6i+5] = (T5, T4, ..., T0) ---- */
.Lks192:
    .irp q, 0, 1, 2, 3, 4, 5
    COPYW \q, 5-\q, 33                 ; round -1 = the key words, reversed (frame)
    .endr
    adiw  r28, 33                      ; Y = that pseudo round
    movw  r30, r16                     ; Z = rk = &RK_0
    ldi   r16, 28
.Lks192_loop:
    LOAD_D
    KS_WORD 5, 0, 1,  1, 0, 5          ; T0: word 5
    KS_WORD 4, 0, 3,  1, 0, 4          ; T1: word 4
    KS_WORD 3, 0, 6,  1, 0, 3          ; T2: word 3
    KS_WORD 2, 0, 11, 1, 0, 2          ; T3: word 2
    KS_WORD 1, 0, 13, 1, 0, 1          ; T4: word 1
    KS_WORD 0, 0, 17, 1, 0, 0          ; T5: word 0
    STORE_D                            ; slot = ROL_{i+6}(delta[i mod 6])
    NEXT_SLOT
    movw  r28, r30                     ; Y = &RK_i: the T words of round i+1
    adiw  r30, 24                      ; Z = &RK_{i+1}
    dec   r16
    breq  1f
    rjmp  .Lks192_loop
1:  rjmp  .Lks_done

    /* ---- LEA-256: 32 rounds, T[(6i + j) mod 8] in the frame, four rounds per loop pass;
     *      rk[6i..6i+5] = (RK_i[5], ..., RK_i[0]) ---- */
.Lks256:
    adiw  r28, 32                      ; Y + 1 + 4k = T[k] (frame + 33 + 4k)
    .irp q, 0, 1, 2, 3, 4, 5, 6, 7
    COPYW \q, \q, 1                     ; T[0..7] = the key words
    .endr
    movw  r30, r16                     ; Z = rk = &RK_0
    ldi   r16, 8
.Lks256_loop:
    KS256_ROUND 0
    KS256_ROUND 1
    KS256_ROUND 2
    KS256_ROUND 3
    dec   r16
    breq  1f
    rjmp  .Lks256_loop
1:
.Lks_done:
    clr   r24
    clr   r25                          ; return LWC_OK
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)        ; Y = frame again
    adiw  r28, 32
    /* wipe the frame's key words (key material, Y + 1 .. Y + 32) */
    .irp q, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32
    std   Y + \q, r1
    .endr
    /* free the frame */
.Lks_free:
    subi  r28, lo8(-(FRAME - 32))
    sbci  r29, hi8(-(FRAME - 32))      ; Y = SP + FRAME (Y was frame + 32)
    in    r0, _SFR_IO_ADDR(SREG)
    cli
    out   _SFR_IO_ADDR(SPH), r29
    out   _SFR_IO_ADDR(SREG), r0
    out   _SFR_IO_ADDR(SPL), r28
    .irp r, 29, 28, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    pop   r\r
    .endr
    ret
    .size lea_key_schedule, . - lea_key_schedule
