/* LEA-128/192/256 key schedule, 8-bit AVR, small profile: one loop for every key size, constant time
 * (ARX only; the only branches depend on the public key size, loop counters and rotation amounts).
 *
 * int lea_key_schedule(lwc_lea_round_keys *ks, const uint8_t *key, size_t key_bytes);
 *   in:  r25:r24 = ks (rk at offset 0), r23:r22 = key, r21:r20 = key_bytes
 *   out: for key_bytes 16, 24 or 32: ks->rk, ks->rounds = 24, 28 or 32 (= key_bytes / 2 + 16),
 *        r25:r24 = LWC_OK (0); any other key_bytes: nothing written, r25:r24 = LEA_ERR_LENGTH.
 *   Contract: src/lea/lea_block.h. Writes the layout lea_block_avr_small.S reads (both files must
 *   agree), the portable one of src/lea/ref/: rk[6i + j] = RK_i[j] for every key size (LEA-128:
 *   RK_i = (T0, T1, T2, T1, T3, T1), T1 stored three times).
 *   ABI: r0 scratch, r1 = 0 on entry and exit, r18-r27 and r30-r31 clobbered, r12-r17 and r28-r29
 *   saved. Stack: a frame of 2 key_bytes, 8 saved registers, the return address and two nested
 *   calls (ks_word, then lea_rotl32). The key words in the frame and in the registers are wiped.
 *
 * The schedule (C meaning, lea_key_schedule_ref.c): T[0..Nk-1] = key words (Nk = 4, 6, 8); for round
 * i and word j (j = 0..3 for LEA-128, 0..5 otherwise), with k = (Nw i + j) mod Nk (Nw = words per
 * round: 4 for LEA-128, else 6; i.e. k = j for LEA-128/192, (6i + j) mod 8 for LEA-256):
 *     T[k] = ROL_rot[j](T[k] + ROL_{i+j}(delta[i mod Nk])),   rot = 1, 3, 6, 11, 13, 17
 *     RK_i[j] = T[k]   (LEA-128: RK_i = (T0, T1, T2, T1, T3, T1))
 *
 * How:
 *  - Frame (SP + 1 up): Nk delta slots, then T[0..Nk-1] (the key words), built by PUSH (no stack
 *    pointer arithmetic, so no interrupt lock), wiped and freed by ST / POP in one loop. Slot s holds
 *    ROL_i(delta[s]) for the next round i that uses it; it starts as ROL_s(delta[s]) (table
 *    lea_delta_rot_rev in flash, read with LPM).
 *  - T is a ring of Nk words walked by X, one word per update, back to T[0] after T[Nk-1]: that is
 *    k = (Nw i + j) mod Nk for all three key sizes. The delta slots are a ring of Nk words walked by
 *    Y, one per round. The rings span fewer than 256 bytes, so the wrap tests compare low bytes
 *    (CPSE) and a wrap subtracts key_bytes.
 *  - Per round D = the slot; per word (ks_word) T[k] += D, rotate (lea_rotl32, r16 =
 *    LEA_ROTL_ARG(rot[j])), store it back and at Z+ (rk), D = ROL1(D), which gives the ROL_{i+j} of
 *    the next word. After the round D has been rotated Nw times; LEA-256 rotates it twice more,
 *    so the slot gets ROL_{i+Nk}.
 *  - LEA-128 writes T0..T3 at rk words 0..3 of the round, then moves T3 to word 4 and copies T1 to
 *    words 3 and 5.
 *
 * Register map: r22..r25 A (the word being updated), r18..r21 D, X = T[k], Y = delta slot,
 *   Z = rk output, r12 = low byte of &T[0] (= end of the slots), r13 = low byte of the end of T,
 *   r14 = rounds left, r15 = key_bytes (= 4 Nk), r16 = rotation (LEA_ROTL_ARG), r17 = temporary.
 */

#include <avr/io.h>              /* SPL, SPH, SREG */
#include "lea_avr_small.h"        /* LEA_ROTL_ARG */
#include "lea_block.h"            /* LEA_KS_ROUNDS, LEA_ERR_LENGTH */

    .section .progmem.data, "a", @progbits
    .type   lea_delta_rot_rev, @object
lea_delta_rot_rev:               /* ROL_s(delta[s]) for s = 7 down to 0, big-endian: the bytes of the
                                  * slots in reverse, in the order PUSH builds the frame */
    .byte 0xe2, 0x04, 0xab, 0xf2 ; ROL7(0xe5c40957)
    .byte 0x13, 0xbc, 0x8a, 0xb8 ; ROL6(0xe04ef22a)
    .byte 0xf0, 0xbb, 0x41, 0x58 ; ROL5(0xc785da0a)
    .byte 0x15, 0xea, 0x49, 0xe7 ; ROL4(0x715ea49e)
    .byte 0xc6, 0xf9, 0x87, 0x63 ; ROL3(0x78df30ec)
    .byte 0xe7, 0x89, 0xf2, 0x29 ; ROL2(0x79e27c8a)
    .byte 0x88, 0xc4, 0xd6, 0x04 ; ROL1(0x44626b02)
    .byte 0xc3, 0xef, 0xe9, 0xdb ; ROL0(0xc3efe9db)
    .size lea_delta_rot_rev, . - lea_delta_rot_rev

    .section .text.lea_key_schedule, "ax", @progbits

/* One update, X = &T[k], Z = rk output, r16 = LEA_ROTL_ARG(rot[j]):
 *   T[k] = ROL_rot[j](T[k] + D); *Z++ = T[k]; X = &T[(k + 1) mod Nk]; then d_rol1: D = ROL1(D). */
    .type   ks_word, @function
ks_word:
    .irp r, 22, 23, 24, 25
    ld    r\r, X+               ; A = T[k]
    .endr
    add   r22, r18              ; A += D
    adc   r23, r19
    adc   r24, r20
    adc   r25, r21
    rcall lea_rotl32            ; A = ROL_rot[j](A)
    sbiw  r26, 4
    .irp r, 22, 23, 24, 25
    st    X+, r\r               ; T[k] = A
    st    Z+, r\r               ; rk word = A
    .endr
    cpse  r26, r13
    rjmp  d_rol1
    sub   r26, r15              ; after T[Nk-1]: back to T[0] (public)
    sbc   r27, r1
    .size ks_word, . - ks_word
/* D = ROL1(D) (ks_word ends here: D = ROL_{i+j+1}(delta)) */
    .type   d_rol1, @function
d_rol1:
    lsl   r18
    rol   r19
    rol   r20
    rol   r21
    adc   r18, r1
    ret
    .size d_rol1, . - d_rol1

    .global lea_key_schedule
    .type   lea_key_schedule, @function
lea_key_schedule:
    tst   r21
    brne  .Lks_bad_length       ; key_bytes >= 256
    cpi   r20, 16
    breq  1f
    cpi   r20, 24
    breq  1f
    cpi   r20, 32
    breq  1f
.Lks_bad_length:                ; key_bytes not 16, 24 or 32 (public)
    ldi   r24, lo8(LEA_ERR_LENGTH)
    ldi   r25, hi8(LEA_ERR_LENGTH)
    ret
1:  .irp r, 12, 13, 14, 15, 16, 17, 28, 29
    push  r\r
    .endr
    movw  r30, r24
    subi  r30, lo8(-LEA_KS_ROUNDS)
    sbci  r31, hi8(-LEA_KS_ROUNDS) ; Z = &ks->rounds
    mov   r16, r20
    lsr   r16
    subi  r16, -16              ; rounds = key_bytes / 2 + 16 (public)
    st    Z+, r16
    st    Z+, r1
    st    Z+, r1
    st    Z, r1                 ; ks->rounds, a 32-bit word
    mov   r14, r16
    mov   r15, r20              ; key_bytes
    /* the frame, built by PUSH (the stack grows down: last byte first) */
    movw  r30, r22
    add   r30, r20
    adc   r31, r1               ; Z = key + key_bytes
    mov   r17, r20
2:  ld    r0, -Z                ; T[Nk-1] .. T[0] = key words
    push  r0
    dec   r17
    brne  2b
    ldi   r30, lo8(lea_delta_rot_rev + 32)
    ldi   r31, hi8(lea_delta_rot_rev + 32)
    sub   r30, r20
    sbc   r31, r1               ; Z = slot Nk-1 in the reversed table
    mov   r17, r20
3:  lpm   r0, Z+                ; slots Nk-1 .. 0 = ROL_s(delta[s])
    push  r0
    dec   r17
    brne  3b
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)
    adiw  r28, 1                ; Y = slot 0 (SP + 1)
    movw  r26, r28
    add   r26, r20
    adc   r27, r1               ; X = T[0]
    mov   r12, r26              ; low byte of T[0]
    mov   r13, r26
    add   r13, r20              ; low byte of the end of T
    movw  r30, r24              ; Z = ks->rk = &RK_0
.Lks_round:
    .irp r, 18, 19, 20, 21
    ld    r\r, Y+               ; D = ROL_i(delta[i mod Nk])
    .endr
    ldi   r16, LEA_ROTL_ARG(1)
    rcall ks_word               ; j = 0
    ldi   r16, LEA_ROTL_ARG(3)
    rcall ks_word               ; j = 1
    ldi   r16, LEA_ROTL_ARG(6)
    rcall ks_word               ; j = 2
    ldi   r16, LEA_ROTL_ARG(11)
    rcall ks_word               ; j = 3
    mov   r16, r15
    cpi   r16, 16
    brne  5f
    /* LEA-128: rk words 0..3 of the round are T0, T1, T2, T3; make them T0, T1, T2, T1, T3, T1 */
    sbiw  r30, 16               ; Z = &RK_i
    ldi   r17, 4
4:  ldd   r0, Z + 12            ; T3 byte to word 4
    std   Z + 16, r0
    ldd   r0, Z + 4             ; T1 byte to words 3 and 5
    std   Z + 12, r0
    std   Z + 20, r0
    adiw  r30, 1
    dec   r17
    brne  4b
    adiw  r30, 20               ; Z = &RK_{i+1}
    rjmp  7f
5:  ldi   r16, LEA_ROTL_ARG(13)
    rcall ks_word               ; j = 4
    ldi   r16, LEA_ROTL_ARG(17)
    rcall ks_word               ; j = 5
    mov   r16, r15
    cpi   r16, 32
    brne  7f
    rcall d_rol1                ; LEA-256: D = ROL_{i+8}(delta)
    rcall d_rol1
7:  sbiw  r28, 4
    .irp r, 18, 19, 20, 21
    st    Y+, r\r               ; slot = ROL_{i+Nk}(delta[i mod Nk])
    .endr
    cpse  r28, r12
    rjmp  8f
    sub   r28, r15              ; after slot Nk-1: back to slot 0 (public)
    sbc   r29, r1
8:  dec   r14
    brne  .Lks_round
    /* wipe the frame (deltas and key words), free it, clear the registers holding key bits */
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)
    adiw  r28, 1                ; Y = the frame
    mov   r17, r15
    lsl   r17                   ; 2 key_bytes
9:  st    Y+, r1
    pop   r0
    dec   r17
    brne  9b
    clr   r0
    clr   r22
    clr   r23
    clr   r24
    clr   r25                   ; (and LWC_OK)
    .irp r, 29, 28, 17, 16, 15, 14, 13, 12
    pop   r\r
    .endr
    ret
    .size lea_key_schedule, . - lea_key_schedule
