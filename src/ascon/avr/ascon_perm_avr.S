/* Ascon permutation Ascon-p[rounds] (NIST SP 800-232 section 3), 8-bit AVR (ATmega128, avr5/avr51),
 * constant time, and the optional whole-block stretches of the contract (src/ascon/ascon_perm.h).
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);
 *   in:  r25:r24 = s (the plain little-endian 64-bit words S0..S4), r22 = rounds (12 or 8)
 *   ABI: r0 scratch, r1 = 0 on exit, r18-r27 and r30-r31 free, r2-r17 and r28-r29 saved.
 * The stretches (ascon_perm.h; ASCON_BACKEND_AEAD_BLOCKS and _HASH_BLOCKS in ascon_backend.h):
 *   ascon_aead_absorb_blocks(s, in, n)   r25:r24 = s, r23:r22 = in, r21:r20 = n
 *   ascon_aead_encrypt_blocks(s, out, in, n) / ascon_aead_decrypt_blocks(...)
 *                                        r25:r24 = s, r23:r22 = out, r21:r20 = in, r19:r18 = n
 *   ascon_hash_absorb_blocks(s, in, n)   r25:r24 = s, r23:r22 = in, r21:r20 = n
 *   ascon_hash_squeeze_blocks(s, out, n) r25:r24 = s, r23:r22 = out, r21:r20 = n
 * They keep S3 and S4 in registers from one block to the next; the encryption and decryption
 * stretches, from ON_STACK_MIN blocks on, also move S0..S2 to the stack for the whole loop.
 *
 * How a round is computed. The state is 40 bytes, the register file 32: S3 and S4 stay in
 * registers (r0..r7, r8..r15) for the whole permutation, S0, S1, S2 live in the caller's state.
 *  - p_C and p_S, column by column: byte j of S0..S4 holds 8 of the 64 five-bit columns, so the
 *    bitsliced S-box of section 3.3 runs on one byte of each word at a time. S0 enters each
 *    round in r16..r23 (loaded at the end of the previous one; the stretches add the rate's
 *    first 8 bytes there) and leaves the S-box layer there, bytes j of S1 and S2 are loaded into
 *    r24, r25 and stored back, bytes j of S3, S4 are r0+j, r8+j.
 *    The round constant is added to S2's byte 0 before the first round and, for each further
 *    round, as the previous round stores S2.
 *  - p_L, word by word: x ^= (x >>> a) ^ (x >>> b). A rotation by a multiple of 8 is a choice of
 *    bytes (byte k of x >>> 8q is byte k+q mod 8 of x); the rest is one-bit rotations of a copy
 *    T = r24..r31 of the word, XORed into it at the byte offsets of the two rotations (LIN0..LIN4).
 *    The copy overwrites Z (r30:r31): s is kept on the stack for the whole permutation and read
 *    back after each linear layer (or, with S0..S2 on the stack, Z is set to SP). S0 is in
 *    r16..r23 after the S-box layer; S1 and S2 are loaded into r16..r23 in turn, each word is
 *    stored back, and S0 loaded again for the next round.
 *  - the round constant c_i (section 3.2) is 0x3c + 0x0f * (number of rounds left): it starts at
 *    0x3c + 0x0f * rounds and drops by 0x0f per round; the loop ends at 0x3c.
 * No branch and no address depends on the state or the data.
 *
 * Register map in the rounds:
 *   r0..r7   S3 bytes 0..7      r8..r15   S4 bytes 0..7
 *   r16..r23 S0 after the S-box layer, then S1, then S2 during their linear layers
 *   r24..r29 S-box scratch   r24..r31 T, the rotated copy in p_L
 *   Z = r30:r31 = s (or SP); s and the round constant also on the stack (Y = SP to read them)
 * Stack: 18 saved registers + return address (2) + the stretches' count, s, X, Y (8) and the
 * state copy (24) + the inner call (2) + the rounds' frame (3): at most 57 bytes.
 */

#include <avr/io.h>

/* ---- p_S on column j: byte j of S0..S4 ----------------------------------------------------------
 * a0 = S0[j] (r16+j: S0 enters the round in r16..r23 and leaves the S-box layer there),
 * a1 = S1[j] (r24), a2 = S2[j] (r25), a3 = S3[j] (r0+j), a4 = S4[j] (r8+j);
 * scratch t1 = r26, t2 = r27, u = r28, v = r29.
 * The chi step b_i = a_i ^ (~a_(i+1) & a_(i+2)) and the output layer (S1 = b1 ^ b0, S0 = b0 ^ b4,
 * S3 = b3 ^ b2, S2 = ~b2, S4 = b4) are computed with two of the b_i complemented, which saves the
 * complement of S2: ~b2 = a2 ^ (a3 | ~a4), ~b3 = a3 ^ (a4 | ~a0), and S3 = ~b3 ^ ~b2. In the order
 * b1, ~b2, ~b3, b4, b0 each a_i is overwritten after its last use but a1 and a2 (b4 and b0 read
 * them), which are copied first with one MOVW. */
.macro SBOX_COLUMN j, off=0
    ldd   r24, Z+\off+8+\j          ; a1 = S1[j]
    ldd   r25, Z+\off+16+\j         ; a2 = S2[j]
    /* affine input layer: a0 ^= a4; a4 ^= a3; a2 ^= a1 */
    eor   16+\j, 8+\j
    eor   8+\j, 0+\j
    eor   r25, r24
    movw  r26, r24              ; t1 = a1, t2 = a2
    mov   r28, r25
    com   r28
    and   r28, 0+\j
    eor   r24, r28              ; b1 = a1 ^ (~a2 & a3)
    mov   r28, 8+\j
    com   r28
    or    r28, 0+\j
    eor   r25, r28              ; ~b2 = a2 ^ (a3 | ~a4) = S2
    mov   r29, 16+\j
    com   r29                   ; v = ~a0
    mov   r28, 8+\j
    or    r28, r29
    eor   0+\j, r28            ; ~b3 = a3 ^ (a4 | ~a0)
    and   r29, r26
    eor   8+\j, r29            ; b4 = a4 ^ (~a0 & a1) = S4
    com   r26
    and   r26, r27
    eor   16+\j, r26           ; b0 = a0 ^ (~a1 & a2)
    /* output layer */
    eor   r24, 16+\j           ; S1 = b1 ^ b0
    eor   16+\j, 8+\j           ; S0 = b0 ^ b4
    eor   0+\j, r25            ; S3 = ~b3 ^ ~b2 = b3 ^ b2
    std   Z+\off+8+\j, r24
    std   Z+\off+16+\j, r25
.endm

/* ---- p_L helpers on T = r24..r31 (T byte k = r24+k) ------------------------------------------- */
.macro COPY_T w                 /* T = the word in r(w)..r(w+7) (w even) */
    movw  r24, \w
    movw  r26, \w+2
    movw  r28, \w+4
    movw  r30, \w+6
.endm
.macro ROR_T                    /* T = T >>> 1 */
    bst   r24, 0
    lsr   r31
    ror   r30
    ror   r29
    ror   r28
    ror   r27
    ror   r26
    ror   r25
    ror   r24
    bld   r31, 7
.endm
.macro ROL_T                    /* T = T <<< 1 */
    bst   r31, 7
    lsl   r24
    rol   r25
    rol   r26
    rol   r27
    rol   r28
    rol   r29
    rol   r30
    rol   r31
    bld   r24, 0
.endm
.macro XOR_T w, q               /* x ^= T >>> 8q: byte k of x ^= T byte (k + q) mod 8 */
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7
    eor   \w+\k, 24 + ((\k + \q) & 7)
    .endr
.endm

/* The five linear layers (section 3.4), x = the word in r(w)..r(w+7):
 *   S0 ^= (S0 >>> 19) ^ (S0 >>> 28)   19 = 16 + 3, 28 = 24 + 4
 *   S1 ^= (S1 >>> 61) ^ (S1 >>> 39)   61 = 64 - 3, 39 = 40 - 1
 *   S2 ^= (S2 >>> 1)  ^ (S2 >>> 6)    6 = 8 - 2
 *   S3 ^= (S3 >>> 10) ^ (S3 >>> 17)   10 = 8 + 2, 17 = 16 + 1
 *   S4 ^= (S4 >>> 7)  ^ (S4 >>> 41)   7 = 8 - 1, 41 = 40 + 1 */
.macro LIN0 w
    COPY_T \w
    ROR_T
    ROR_T
    ROR_T
    XOR_T \w, 2                 ; ^= x >>> 19
    ROR_T
    XOR_T \w, 3                 ; ^= x >>> 28
.endm
.macro LIN1 w
    COPY_T \w
    ROL_T
    XOR_T \w, 5                 ; ^= x >>> 39 = (x <<< 1) >>> 40
    ROL_T
    ROL_T
    XOR_T \w, 0                 ; ^= x >>> 61 = x <<< 3
.endm
.macro LIN2 w
    COPY_T \w
    ROR_T
    XOR_T \w, 0                 ; ^= x >>> 1
    ROL_T
    ROL_T
    ROL_T
    XOR_T \w, 1                 ; ^= x >>> 6 = (x <<< 2) >>> 8
.endm
.macro LIN3 w
    COPY_T \w
    ROR_T
    XOR_T \w, 2                 ; ^= x >>> 17
    ROR_T
    XOR_T \w, 1                 ; ^= x >>> 10
.endm
.macro LIN4 w
    COPY_T \w
    ROL_T
    XOR_T \w, 1                 ; ^= x >>> 7 = (x <<< 1) >>> 8
    ROR_T
    ROR_T
    XOR_T \w, 5                 ; ^= x >>> 41
.endm

.macro RELOAD_Z on_stack         /* Z = the state again: SP, or s from the frame (Y = SP) */
    .if \on_stack
    in    r30, _SFR_IO_ADDR(SPL)
    in    r31, _SFR_IO_ADDR(SPH)
    .else
    in    r28, _SFR_IO_ADDR(SPL)
    in    r29, _SFR_IO_ADDR(SPH)
    ldd   r30, Y+2
    ldd   r31, Y+1
    .endif
.endm
.macro LOAD_W offset            /* r16..r23 = the state word at Z + offset */
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7
    ldd   16+\k, Z+\offset+\k
    .endr
.endm
.macro STORE_W offset           /* the state word at Z + offset = r16..r23 */
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7
    std   Z+\offset+\k, 16+\k
    .endr
.endm
.macro LOAD_S34                 /* r0..r15 = S3, S4 from Z */
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
    ldd   \k, Z+24+\k
    .endr
.endm
.macro STORE_S34                /* S3, S4 at Z = r0..r15 */
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
    std   Z+24+\k, \k
    .endr
.endm

/* ---- the rounds: the core every entry point reaches by CALL ------------------------------------
 * .Lrounds, the state at s:
 *   in:  Z = s, r16..r23 = S0 (the copy at Z is not read), S1, S2 at Z, r0..r15 = S3, S4,
 *        r29 = 0x3c + 0x0f * rounds (rounds >= 1)
 *   out: S0..S2 at Z, S3, S4 in r0..r15 after the rounds; r16..r29 and the flags clobbered, Z kept.
 *   s and the round constant are kept on the stack (Y = SP reads them back: 6 cycles).
 * .Lrounds_on_stack, the same with S0..S2 in a copy on the caller's stack, pushed right before
 *   the 4 bytes of X and Y and the call (ON_STACK below), so that Z = SP reaches them (2 cycles).
 * Every function has a section of its own (a firmware linked with --gc-sections keeps what it
 * calls), so the entry points reach the core by CALL, not RCALL. */
#if defined(__AVR_3_BYTE_PC__)
#define ON_STACK 9              /* S0 byte 0 at SP + 9: constant, 3-byte return address, X, Y */
#else
#define ON_STACK 8              /* S0 byte 0 at SP + 8: constant, 2-byte return address, X, Y */
#endif
.macro ROUNDS_CORE on_stack, off
    .if \on_stack
    push  r29                   ; SP+1 = the round constant
    in    r30, _SFR_IO_ADDR(SPL)
    in    r31, _SFR_IO_ADDR(SPH) ; Z = SP
    .endif
    ldd   r24, Z+\off+16
    eor   r24, r29
    std   Z+\off+16, r24        ; p_C of the first round: S2 ^= c (byte 0)
    .if \on_stack == 0
    push  r29                   ; frame: SP+3 = the round constant, SP+2:SP+1 = s (Z), which the
    push  r30                   ; copy T overwrites in every linear layer
    push  r31
    .endif
1:
    .irp j, 0, 1, 2, 3, 4, 5, 6, 7
    SBOX_COLUMN \j, \off
    .endr
    LIN0  16                    ; S0 (in r16..r23 from the S-box layer)
    LIN3  0
    LIN4  8
    RELOAD_Z \on_stack
    STORE_W \off+0
    LOAD_W \off+8
    LIN1  16
    RELOAD_Z \on_stack
    STORE_W \off+8
    LOAD_W \off+16
    LIN2  16
    RELOAD_Z \on_stack
    .if \on_stack
    ldd   r25, Z+1
    subi  r25, 0x0f             ; the next round's constant
    std   Z+1, r25
    .else
    ldd   r25, Y+3
    subi  r25, 0x0f             ; the next round's constant
    std   Y+3, r25
    .endif
    cpi   r25, 0x3c
    breq  2f
    eor   r16, r25              ; p_C of the next round: S2 ^= c (byte 0)
    STORE_W \off+16
    LOAD_W \off+0              ; the next round's S0
    rjmp  1b                    ; (the body is too long for a conditional branch)
2:
    STORE_W \off+16
    .if \on_stack == 0
    pop   r31
    pop   r30
    .endif
    pop   r29
    ret
.endm

    .section .text.ascon_avr_rounds, "ax", @progbits
.Lrounds:
    ROUNDS_CORE 0, 0

    .section .text.ascon_avr_rounds_on_stack, "ax", @progbits
.Lrounds_on_stack:
    ROUNDS_CORE 1, ON_STACK

.macro SAVE_REGS
    .irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29
    push  \r
    .endr
.endm
.macro RESTORE_REGS_RET
    clr   r1                    ; ABI: r1 = 0
    .irp r, 29, 28, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    pop   \r
    .endr
    ret
.endm

/* ---- void ascon_permute(ascon_state *s, unsigned rounds) -------------------------------------- */
    .section .text.ascon_permute, "ax", @progbits
    .global ascon_permute
    .type   ascon_permute, @function
ascon_permute:
    SAVE_REGS
    movw  r30, r24              ; Z = s
    mov   r29, r22
    swap  r29                   ; 16 * rounds (rounds < 16)
    sub   r29, r22
    subi  r29, -0x3c            ; c = 0x3c + 0x0f * rounds: c_4 = 0xf0 for 12, c_8 = 0xb4 for 8
    LOAD_S34
    LOAD_W 0
    call  .Lrounds
    STORE_S34
    RESTORE_REGS_RET
    .size ascon_permute, . - ascon_permute

/* ---- the stretches --------------------------------------------------------------------------
 * Between the blocks: Z = s, X = in (r26:r27), Y = out (r28:r29), S3, S4 in r0..r15, the blocks
 * left on the stack. Each block starts with S0 loaded into r16..r23, where the rate's first 8 bytes
 * are added and the rounds take it; S1's bytes are added in memory. X and Y are pushed around the
 * rounds (which clobber them). */
.macro BLOCK_ROUNDS c           /* the rounds from constant c, S0 in r16..r23; X, Y kept */
    push  r26
    push  r27
    push  r28
    push  r29
    ldi   r29, \c
    call  .Lrounds
    pop   r29
    pop   r28
    pop   r27
    pop   r26
.endm
/* the loop end: if (--blocks != 0) goto label; the count is on the stack (low byte on top) */
.macro NEXT_BLOCK label
    pop   r24
    pop   r25
    sbiw  r24, 1
    push  r25
    push  r24
    breq  1f
    rjmp  \label
1:  pop   r24
    pop   r25
.endm
.macro STRETCH_START            /* save, Z = s, S3 and S4 into registers */
    SAVE_REGS
    movw  r30, r24
    LOAD_S34
.endm
.macro STRETCH_END              /* S3 and S4 back (S0..S2 are at Z after the rounds), restore */
    STORE_S34
    RESTORE_REGS_RET
.endm

/* AEAD_BLOCK kind, s1: one block, x from X, y to Y; S0 in r16..r23, S1 at Z + s1.
 * kind 0 absorb: S[0..15] ^= x; 1 encrypt: S[0..15] ^= x, y = S[0..15]; 2 decrypt:
 * y = S[0..15] ^ x, S[0..15] = x (x read once); 3 hash absorb: S[0..7] ^= x. */
.macro AEAD_BLOCK kind, s1
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7
    ld    r24, X+
    eor   16+\k, r24
    .if \kind == 1 || \kind == 2
    st    Y+, 16+\k
    .endif
    .if \kind == 2
    mov   16+\k, r24
    .endif
    .endr
    .if \kind < 3
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7
    ld    r24, X+
    ldd   r25, Z+\s1+\k
    eor   r25, r24
    .if \kind == 2
    std   Z+\s1+\k, r24
    .else
    std   Z+\s1+\k, r25
    .endif
    .if \kind
    st    Y+, r25
    .endif
    .endr
    .endif
.endm

/* AEAD_STRETCH kind, name, on_stack, c: the loop of one stretch that adds a block (AEAD_BLOCK kind)
 * and runs the rounds from constant c, after STRETCH_START, with X = in, Y = out and the block
 * count pushed. With on_stack, from ON_STACK_MIN blocks on, S0..S2 are copied to the stack for the
 * whole loop (.Lrounds_on_stack: Z = SP, no pointer to read back), copied back and the copy wiped
 * at the end (24 loads and pushes in; 24 loads, stores and clears and 24 pops out), which the
 * shorter pointer reloads (IN, IN instead of IN, IN, LDD, LDD, three times a round) repay from the
 * fourth block. The message and hash-absorbing stretches have it; associated data is absorbed
 * without. */
#define ON_STACK_MIN 4
.macro AEAD_STRETCH kind, name, on_stack, c
    .if \on_stack
    cpi   r18, ON_STACK_MIN
    ldi   r25, 0
    cpc   r19, r25
    brlo  .L\name\()_loop
    rjmp  .L\name\()_on_stack
    .endif
.L\name\()_loop:
    LOAD_W 0
    AEAD_BLOCK \kind, 8
    BLOCK_ROUNDS \c
    NEXT_BLOCK .L\name\()_loop
    STRETCH_END
    .if \on_stack
.L\name\()_on_stack:
    push  r30                   ; s (SP+26 low, SP+25 high below the copy)
    push  r31
    .irp k, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
    ldd   r24, Z+\k
    push  r24                   ; the copy: S byte k at SP+1+k
    .endr
.L\name\()_on_stack_loop:
    in    r30, _SFR_IO_ADDR(SPL)
    in    r31, _SFR_IO_ADDR(SPH) ; Z = SP
    LOAD_W 1
    AEAD_BLOCK \kind, 9
    push  r26
    push  r27
    push  r28
    push  r29
    ldi   r29, \c
    call  .Lrounds_on_stack
    pop   r29
    pop   r28
    pop   r27
    pop   r26
    in    r30, _SFR_IO_ADDR(SPL)
    in    r31, _SFR_IO_ADDR(SPH)
    ldd   r24, Z+27
    ldd   r25, Z+28
    sbiw  r24, 1                ; blocks left (SP+27 low, SP+28 high)
    std   Z+27, r24
    std   Z+28, r25
    breq  1f
    rjmp  .L\name\()_on_stack_loop
1:  ldd   r26, Z+26
    ldd   r27, Z+25             ; X = s
    ldi   r25, 0
    .irp k, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24
    ldd   r24, Z+\k
    st    X+, r24               ; S0..S2 back to s
    std   Z+\k, r25             ; the copy wiped
    .endr
    .rept 24
    pop   r24
    .endr
    pop   r31
    pop   r30                   ; Z = s
    pop   r24                   ; the block count
    pop   r25
    STRETCH_END
    .endif
.endm

/* void ascon_aead_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks)
 * for each block x: S[0..15] ^= x; p^8 */
    .section .text.ascon_aead_absorb_blocks, "ax", @progbits
    .global ascon_aead_absorb_blocks
    .type   ascon_aead_absorb_blocks, @function
ascon_aead_absorb_blocks:
    STRETCH_START
    movw  r26, r22              ; X = in
    movw  r18, r20              ; blocks
    push  r19
    push  r18
    AEAD_STRETCH 0, aead_absorb, 0, 0xb4
    .size ascon_aead_absorb_blocks, . - ascon_aead_absorb_blocks

/* void ascon_aead_encrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks)
 * for each block x: S[0..15] ^= x; y = S[0..15] to out; p^8 */
    .section .text.ascon_aead_encrypt_blocks, "ax", @progbits
    .global ascon_aead_encrypt_blocks
    .type   ascon_aead_encrypt_blocks, @function
ascon_aead_encrypt_blocks:
    STRETCH_START
    movw  r28, r22              ; Y = out
    movw  r26, r20              ; X = in
    push  r19                   ; blocks
    push  r18
    AEAD_STRETCH 1, aead_encrypt, 1, 0xb4
    .size ascon_aead_encrypt_blocks, . - ascon_aead_encrypt_blocks

/* void ascon_aead_decrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks)
 * for each block x: y = S[0..15] ^ x to out; S[0..15] = x; p^8 (x read once) */
    .section .text.ascon_aead_decrypt_blocks, "ax", @progbits
    .global ascon_aead_decrypt_blocks
    .type   ascon_aead_decrypt_blocks, @function
ascon_aead_decrypt_blocks:
    STRETCH_START
    movw  r28, r22              ; Y = out
    movw  r26, r20              ; X = in
    push  r19                   ; blocks
    push  r18
    AEAD_STRETCH 2, aead_decrypt, 1, 0xb4
    .size ascon_aead_decrypt_blocks, . - ascon_aead_decrypt_blocks

/* void ascon_hash_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks)
 * for each block x: S[0..7] ^= x; p^12 */
    .section .text.ascon_hash_absorb_blocks, "ax", @progbits
    .global ascon_hash_absorb_blocks
    .type   ascon_hash_absorb_blocks, @function
ascon_hash_absorb_blocks:
    STRETCH_START
    movw  r26, r22              ; X = in
    movw  r18, r20              ; blocks
    push  r19
    push  r18
    AEAD_STRETCH 3, hash_absorb, 1, 0xf0
    .size ascon_hash_absorb_blocks, . - ascon_hash_absorb_blocks

/* void ascon_hash_squeeze_blocks(ascon_state *s, uint8_t *out, size_t nblocks)
 * for each block: p^12; S[0..7] to out */
    .section .text.ascon_hash_squeeze_blocks, "ax", @progbits
    .global ascon_hash_squeeze_blocks
    .type   ascon_hash_squeeze_blocks, @function
ascon_hash_squeeze_blocks:
    STRETCH_START
    movw  r28, r22              ; Y = out
    push  r21                   ; blocks
    push  r20
.Lhash_squeeze_loop:
    LOAD_W 0
    BLOCK_ROUNDS 0xf0
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7
    ldd   r24, Z+\k
    st    Y+, r24               ; out[k] = S[k]
    .endr
    NEXT_BLOCK .Lhash_squeeze_loop
    STRETCH_END
    .size ascon_hash_squeeze_blocks, . - ascon_hash_squeeze_blocks
