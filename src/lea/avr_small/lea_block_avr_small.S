/* LEA-128/192/256 encryption and decryption of one block, 8-bit AVR, small profile: one loop of one
 * round for every key size, constant time (ARX only; the only branches are on the public round count,
 * the loop counters and the rotation amounts, which are constants of the code).
 *
 * int lea_encrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 * int lea_decrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
 *   in:  r25:r24 = ks (rk at offset 0), r23:r22 = out, r21:r20 = in (out may equal in)
 *   out: r25:r24 = LWC_OK (0), or LEA_ERR_STATE with out zeroed when the 32-bit round count
 *        ks->rounds (read here, lea_block_setup) is not 24, 28 or 32.
 *   Contract: src/lea/lea_block.h. Round keys as written by lea_key_schedule_avr_small.S (both files
 *   must agree), the portable layout of src/lea/ref/: rk[6i + j] = RK_i[j], little-endian words, for
 *   every key size (LEA-128: RK_i[1] = RK_i[3] = RK_i[5] = T1 stored three times).
 *   ABI: r0 scratch, r1 = 0 on entry and exit, r18-r27 and r30-r31 clobbered, r15-r17 saved.
 *   Stack: 3 saved registers, the return address and two nested calls (enc_word / dec_word, then
 *   lea_rotl32).
 *
 * Encryption round (C meaning, lea_block_ref.c), RK = RK_i:
 *   X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)), X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)),
 *   X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), X3' = X0.
 * Decryption round (X = X_{i+1}, P = X_i):
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5.
 *
 * How:
 *  - The state lives in out[] (in is copied there first), X points at it. One word step is a
 *    subroutine (enc_word, dec_word) called three times per round with the rotation amount (encoded
 *    as lea_rotl32 takes it, LEA_ROTL_ARG) in r16;
 *    the rotation itself is lea_rotl32 (lea_rotl32_avr_small.S: byte moves for the multiples of 8,
 *    at most four single-bit steps).
 *  - Encryption: B = X0 is kept in registers; word j overwrites X_j (X_j is not read after it) and B
 *    goes into X3 at the end of the round. The round keys are read in order with LD Z+.
 *  - Decryption: B = the previous new word (P0 = X3 first); word k reads X_{k-1}, writes B (P_{k-1})
 *    over it and keeps P_k in B; P3 goes into X3. Z reads RK_i forwards (the words in the order
 *    used) and goes back 48 bytes after each round, starting at RK_{Nr-1} = rk + 24 (Nr - 1).
 *  - (X ^ RK) + Y and Y - (P ^ RK) byte by byte: LD and EOR leave the carry alone, so the ADC/SBC
 *    chain runs through one temporary.
 *
 * Register map: r22..r25 A (the word being computed), r18..r21 B, X = state (out), Z = round keys,
 *   r15 = rounds left, r16 = rotation (LEA_ROTL_ARG), r17 = temporary, r0 = round-key byte.
 */

#include "lea_avr_small.h"        /* LEA_ROTL_ARG */
#include "lea_block.h"            /* LEA_KS_ROUNDS, LEA_ERR_STATE */

/* Common start of both functions: out = in, X = out, Z = ks->rk, r18 = ks->rounds, T clear; when
 * ks->rounds is not 24, 28 or 32 (public): out zeroed, r25:r24 = LEA_ERR_STATE, T set. */
    .section .text.lea_block_setup, "ax", @progbits
    .type   lea_block_setup, @function
lea_block_setup:
    movw  r26, r22              ; X = out
    movw  r30, r20              ; Z = in
    ldi   r18, 16
1:  ld    r0, Z+                ; out[0..15] = in[0..15]
    st    X+, r0
    dec   r18
    brne  1b
    sbiw  r26, 16               ; X = out
    movw  r30, r24
    subi  r30, lo8(-LEA_KS_ROUNDS)
    sbci  r31, hi8(-LEA_KS_ROUNDS) ; Z = &ks->rounds
    ld    r18, Z+
    ld    r19, Z+
    ld    r20, Z+
    ld    r21, Z
    movw  r30, r24              ; Z = ks->rk
    clt
    or    r19, r20
    or    r19, r21
    brne  2f                    ; rounds >= 256
    cpi   r18, 24
    breq  9f
    cpi   r18, 28
    breq  9f
    cpi   r18, 32
    breq  9f
2:  ldi   r18, 16               ; bad round count: out = 0
3:  st    X+, r1
    dec   r18
    brne  3b
    ldi   r24, lo8(LEA_ERR_STATE)
    ldi   r25, hi8(LEA_ERR_STATE)
    set
9:  ret
    .size lea_block_setup, . - lea_block_setup

/* Common end of both functions: the registers they saved back, return r25:r24. */
    .type   lea_block_exit, @function
lea_block_exit:
    pop   r17
    pop   r16
    pop   r15
    ret
    .size lea_block_exit, . - lea_block_exit

/* ---- encryption ---- */

/* One word of the encryption round, X = &X_j, Z = &RK_i[2j], r16 = LEA_ROTL_ARG(r):
 *   X_j = ROL_r((X_j ^ RK_i[2j]) + (X_{j+1} ^ RK_i[2j+1]));  X = &X_{j+1}, Z = &RK_i[2j+2]. */
    .section .text.lea_encrypt_block, "ax", @progbits
    .type   enc_word, @function
enc_word:
    .irp r, 22, 23, 24, 25
    ld    r\r, X+               ; A = X_j ^ RK_i[2j]
    ld    r0, Z+
    eor   r\r, r0
    .endr
    ld    r17, X+               ; A += X_{j+1} ^ RK_i[2j+1]
    ld    r0, Z+
    eor   r17, r0
    add   r22, r17
    .irp r, 23, 24, 25
    ld    r17, X+
    ld    r0, Z+
    eor   r17, r0
    adc   r\r, r17
    .endr
    sbiw  r26, 8
    rcall lea_rotl32            ; A = ROL_r(A)
    .irp r, 22, 23, 24, 25
    st    X+, r\r               ; X_j = A
    .endr
    ret
    .size enc_word, . - enc_word

    .global lea_encrypt_block
    .type   lea_encrypt_block, @function
lea_encrypt_block:
    push  r15
    push  r16
    push  r17
    rcall lea_block_setup
    brts  .Lenc_exit            ; bad round count: out zeroed, r25:r24 = LEA_ERR_STATE
    mov   r15, r18              ; rounds
.Lenc_round:
    .irp r, 18, 19, 20, 21
    ld    r\r, X+               ; B = X0
    .endr
    sbiw  r26, 4
    ldi   r16, LEA_ROTL_ARG(9)
    rcall enc_word              ; X0 = ROL9((X0 ^ RK0) + (X1 ^ RK1))
    ldi   r16, LEA_ROTL_ARG(27)
    rcall enc_word              ; X1 = ROR5((X1 ^ RK2) + (X2 ^ RK3))
    ldi   r16, LEA_ROTL_ARG(29)
    rcall enc_word              ; X2 = ROR3((X2 ^ RK4) + (X3 ^ RK5))
    .irp r, 18, 19, 20, 21
    st    X+, r\r               ; X3 = old X0
    .endr
    sbiw  r26, 16
    dec   r15
    brne  .Lenc_round
    clr   r24
    clr   r25                   ; LWC_OK
.Lenc_exit:
    rjmp  lea_block_exit
    .size lea_encrypt_block, . - lea_encrypt_block

/* ---- decryption ---- */

/* One word of the decryption round, X = &X_{k-1}, Z = &RK_i[2k-2], B = P_{k-1},
 * r16 = LEA_ROTL_ARG(r):
 *   A = (ROL_r(X_{k-1}) - (B ^ RK_i[2k-2])) ^ RK_i[2k-1];  X_{k-1} = B (P_{k-1} in place);
 *   B = A (P_k);  X = &X_k, Z = &RK_i[2k]. */
    .section .text.lea_decrypt_block, "ax", @progbits
    .type   dec_word, @function
dec_word:
    .irp r, 22, 23, 24, 25
    ld    r\r, X+               ; A = X_{k-1}
    .endr
    rcall lea_rotl32            ; A = ROL_r(A)
    ld    r0, Z+                ; A -= B ^ RK_i[2k-2]
    eor   r0, r18
    sub   r22, r0
    ld    r0, Z+
    eor   r0, r19
    sbc   r23, r0
    ld    r0, Z+
    eor   r0, r20
    sbc   r24, r0
    ld    r0, Z+
    eor   r0, r21
    sbc   r25, r0
    .irp r, 22, 23, 24, 25
    ld    r0, Z+                ; A ^= RK_i[2k-1]
    eor   r\r, r0
    .endr
    sbiw  r26, 4
    .irp r, 18, 19, 20, 21
    st    X+, r\r               ; X_{k-1} = B
    .endr
    movw  r18, r22              ; B = A
    movw  r20, r24
    ret
    .size dec_word, . - dec_word

    .global lea_decrypt_block
    .type   lea_decrypt_block, @function
lea_decrypt_block:
    push  r15
    push  r16
    push  r17
    rcall lea_block_setup
    brts  .Ldec_exit            ; bad round count: out zeroed, r25:r24 = LEA_ERR_STATE
    mov   r15, r18              ; rounds
    dec   r18
    ldi   r16, 24
    mul   r18, r16              ; r1:r0 = 24 (Nr - 1) (public)
    add   r30, r0
    adc   r31, r1               ; Z = &RK_{Nr-1}
    clr   r1
.Ldec_round:
    adiw  r26, 12
    .irp r, 18, 19, 20, 21
    ld    r\r, X+               ; B = X3 = P0
    .endr
    sbiw  r26, 16
    ldi   r16, LEA_ROTL_ARG(23)
    rcall dec_word              ; P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, X0 = P0
    ldi   r16, LEA_ROTL_ARG(5)
    rcall dec_word              ; P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3, X1 = P1
    ldi   r16, LEA_ROTL_ARG(3)
    rcall dec_word              ; P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5, X2 = P2
    .irp r, 18, 19, 20, 21
    st    X+, r\r               ; X3 = P3
    .endr
    sbiw  r26, 16
    sbiw  r30, 48               ; Z = &RK_{i-1}
    dec   r15
    brne  .Ldec_round
    clr   r24
    clr   r25                   ; LWC_OK
.Ldec_exit:
    rjmp  lea_block_exit
    .size lea_decrypt_block, . - lea_decrypt_block
