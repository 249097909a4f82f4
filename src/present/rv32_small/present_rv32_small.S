/* PRESENT-80/128, RV32I instructions (RV32IMC cores such as the SiFive E31; the assembler compresses
 * what it can), ilp32, small profile: the contract of src/present/present_block.h (replaces
 * src/present/ref/present_ref.c) as short loops, one code path for both key sizes.
 *
 * void present_key_schedule(uint32_t rk[64], const uint8_t *key, unsigned key_bits);
 *   in: a0 = rk, a1 = key (big-endian, any alignment), a2 = key_bits (80 or 128)
 * void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 * void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 *   in: a0 = rk, a1 = out, a2 = in (any alignment: byte loads and stores; out may equal in)
 *   Only caller-saved registers; the subroutines return through t5 or t6 (JAL t5/t6), so ra is kept.
 *
 * Notation: the state is the 64-bit value hi:lo (hi = bits 63..32; in[0] is its top byte), bit 0
 * the rightmost bit of Bogdanov et al., "PRESENT: An Ultra-Lightweight Block Cipher", CHES 2007.
 *
 * One round, s = pLayer(sBoxLayer(s ^ K)), is computed as s = S_BS(pLayer(s ^ K)):
 *  - pLayer P(4m + k) = 16k + m gathers bit k of every nibble, in nibble order, into the 16-bit
 *    word k of its result: the bit planes x0..x3 of the nibbles (x0 = lo, x1 = lo >> 16, x2 = hi,
 *    x3 = hi >> 16; the bits above 15 are don't-care). The S-box layer after P is thus S_BS, the
 *    S-box evaluated with AND/OR/XOR on the planes, and its result packed back as hi = y3:y2,
 *    lo = y1:y0 is the round output in the normal bit order.
 *  - P itself (present_small_player), for k = 0..3 and each half: bit k of the half's nibbles,
 *    (half >> k) & 0x11111111, is packed into 8 bits by three shift-OR-mask steps (bit 4m -> m:
 *    masks 0x03030303, 0x000F000F, then the top byte), and the bytes enter hi:lo from the top
 *    (64-bit shift right by 8): word k = hi's byte : lo's byte, word 0 first.
 *  - S_BS: 9 steps in place on x0 and x2 complemented (the key schedule stores K_1..K_31 ^ 0x55..55,
 *    which P maps to the complement of planes 0 and 2):
 *        x1 ^= ~x2; x3 ^= x1 | ~x2; ~x2 ^= x1 | x3; ~x2 ^= ~x0; x1 ^= ~x0 & ~x2; ~x0 ^= x3;
 *        x1 ^= ~x0; ~x2 ^= x1; x3 ^= x1 & ~x2
 *    leaves y0, y1, y2, y3 in the registers of x0, x1, x3, x2 (a subroutine: the key schedule uses
 *    it for the key register's top nibbles).
 *  - Decryption: s ^ K = P^-1(S_BS^-1(s)) with P^-1 = P o P (P^3 is the identity: 16^3 = 1 mod 63):
 *    the inverse S-box is the steps backwards (it leaves x0 and x2 complemented, which the same
 *    masked keys undo), then P twice.
 *
 * Round keys: rk[2i-2] = bits 31..0, rk[2i-1] = bits 63..32 of K_i ^ 0x5555555555555555 for
 * i = 1..31, of K_32 itself for i = 32. The key schedule keeps the 80- or 128-bit key register
 * (n = 10 or 16 bytes, least significant first) twice in a row in a 32-byte stack frame D, so that
 * the rotation left by 61 bits (= left by 64, right by 3) reads linearly:
 *     D[j] = (D[j + n - 8] >> 3) | (D[j + n - 7] << 5),  j = 0..n-1
 * (in place going up: every read is at or above the write), then the S-box on the top nibble (both
 * top nibbles for n = 16), the round counter XORed at bit 15 (n = 10) / bit 62 (n = 16) and the copy
 * D[n..2n-1] = D[0..n-1] again. K_i is D[n-8..n-1]. The frame is zeroed before returning.
 *
 * Constant time: no table; every branch and address depends on the round or byte counters or the
 * key size (public); no multiplication or division.
 * Stack: none for the block functions, 32 bytes (the frame) for the key schedule.
 */

/* =================================================================================================
 * present_small_sbox: S_BS on a3 = ~x0, a4 = x1, a5 = ~x2, a1 = x3; y0, y1, y2, y3 in a3, a4, a1,
 * a5. a0 temporary (all in x8..x15: compressed instructions). Returns through t6. */
    .section .text.present_small_sbox, "ax", @progbits
    .type   present_small_sbox, @function
present_small_sbox:
    xor   a4, a4, a5                   # x1 ^= ~x2
    mv    a0, a4                       # x3 ^= x1 | ~x2
    or    a0, a0, a5
    xor   a1, a1, a0
    mv    a0, a4                       # ~x2 ^= x1 | x3
    or    a0, a0, a1
    xor   a5, a5, a0
    xor   a5, a5, a3                   # ~x2 ^= ~x0
    mv    a0, a3                       # x1 ^= ~x0 & ~x2
    and   a0, a0, a5
    xor   a4, a4, a0
    xor   a3, a3, a1                   # ~x0 ^= x3
    xor   a4, a4, a3                   # x1 ^= ~x0
    xor   a5, a5, a4                   # ~x2 ^= x1
    mv    a0, a4                       # x3 ^= x1 & ~x2
    and   a0, a0, a5
    xor   a1, a1, a0
    jr    t6
    .size   present_small_sbox, . - present_small_sbox

/* =================================================================================================
 * present_small_player: hi:lo = a2:a3 -> P(hi:lo) in a2:a3. a0, a1, a4, a5, t0..t3 clobbered.
 * Returns through t5 (the block functions call present_small_sbox through t6).
 * Eight passes, alternately on lo and hi (a4 = the half of this pass, a5 = the other; each is
 * shifted right by one bit after its pass), so pass 2k + h packs bit k of the nibbles of half h
 * into 8 bits; those enter a2:a3 from the top (64-bit shift right by 8): word k = hi's : lo's. */
    .section .text.present_small_player, "ax", @progbits
    .type   present_small_player, @function
present_small_player:
    mv    a4, a3                       # lo first
    mv    a5, a2
    li    t0, 0x11111111
    li    t1, 0x03030303
    li    t2, 0x000F000F
    li    t3, 8
1:  and   a0, a4, t0                   # bit k of the nibbles, at bits 4m
    srli  a1, a0, 3                    # bits 4m -> m
    or    a0, a0, a1
    and   a0, a0, t1
    srli  a1, a0, 6
    or    a0, a0, a1
    and   a0, a0, t2
    srli  a1, a0, 12
    or    a0, a0, a1
    slli  a0, a0, 24                   # (the 8 bits at the top, the rest gone)
    srli  a3, a3, 8                    # a2:a3 = a2:a3 >> 8 | the 8 bits << 56
    slli  a1, a2, 24
    or    a3, a3, a1
    srli  a2, a2, 8
    or    a2, a2, a0
    srli  a4, a4, 1                    # this half's next k; the other half next
    mv    a1, a4
    mv    a4, a5
    mv    a5, a1
    addi  t3, t3, -1
    bnez  t3, 1b
    jr    t5
    .size   present_small_player, . - present_small_player

/* =================================================================================================
 * present_small_load: a2:a3 = hi:lo = the 8 big-endian bytes at a2 (a2 is the pointer first).
 * present_small_store: the 8 big-endian bytes of a2:a3 to t4, and return from the block function.
 * a4, t0, t1 clobbered; load returns through t6. */
    .section .text.present_small_load, "ax", @progbits
    .type   present_small_load, @function
present_small_load:
    li    t0, 8
    mv    t1, a2
1:  slli  a2, a2, 8                    # hi:lo <<= 8, next byte at the bottom
    srli  a4, a3, 24
    or    a2, a2, a4
    slli  a3, a3, 8
    lbu   a4, 0(t1)
    or    a3, a3, a4
    addi  t1, t1, 1
    addi  t0, t0, -1
    bnez  t0, 1b
    jr    t6
    .size   present_small_load, . - present_small_load

    .section .text.present_small_store, "ax", @progbits
    .type   present_small_store, @function
present_small_store:
    li    t0, 8
1:  srli  a4, a2, 24                   # top byte out, hi:lo <<= 8
    sb    a4, 0(t4)
    addi  t4, t4, 1
    slli  a2, a2, 8
    srli  a4, a3, 24
    or    a2, a2, a4
    slli  a3, a3, 8
    addi  t0, t0, -1
    bnez  t0, 1b
    ret
    .size   present_small_store, . - present_small_store

/* =================================================================================================
 * present_encrypt_block: for i = 1..31 { s = S_BS(P(s ^ K_i)) }; s ^= K_32
 * Registers: a6 = rk pointer, t4 = out, a2:a3 = hi:lo, a7 = rk + 248 (where the rounds stop). */
    .section .text.present_encrypt_block, "ax", @progbits
    .globl  present_encrypt_block
    .type   present_encrypt_block, @function
present_encrypt_block:
    mv    a6, a0
    mv    t4, a1
    jal   t6, present_small_load
    addi  a7, a6, 248
.Lenc_round:
    lw    t0, 0(a6)                    # s ^= K_i
    lw    t1, 4(a6)
    addi  a6, a6, 8
    xor   a3, a3, t0
    xor   a2, a2, t1
    jal   t5, present_small_player
    srli  a4, a3, 16                   # planes: a3 = x0, a4 = x1, a5 = x2, a1 = x3
    mv    a5, a2
    srli  a1, a2, 16
    jal   t6, present_small_sbox
    slli  a3, a3, 16                   # lo = y1:y0, hi = y3:y2
    srli  a3, a3, 16
    slli  a4, a4, 16
    or    a3, a3, a4
    slli  a1, a1, 16
    srli  a1, a1, 16
    slli  a5, a5, 16
    or    a5, a5, a1
    mv    a2, a5
    bne   a6, a7, .Lenc_round
    lw    t0, 0(a6)                    # s ^= K_32
    lw    t1, 4(a6)
    xor   a3, a3, t0
    xor   a2, a2, t1
    j     present_small_store
    .size   present_encrypt_block, . - present_encrypt_block

/* =================================================================================================
 * present_decrypt_block: s ^= K_32; for i = 31..1 { s = P(P(S_BS^-1(s))) ^ K_i }
 * Registers as in the encryption; a6 walks rk down from K_32, a7 = rk (where the rounds stop). */
    .section .text.present_decrypt_block, "ax", @progbits
    .globl  present_decrypt_block
    .type   present_decrypt_block, @function
present_decrypt_block:
    mv    a7, a0
    mv    t4, a1
    jal   t6, present_small_load
    addi  a6, a7, 248
.Ldec_key:
    lw    t0, 0(a6)                    # s ^= K_i
    lw    t1, 4(a6)
    xor   a3, a3, t0
    xor   a2, a2, t1
    beq   a6, a7, present_small_store
    addi  a6, a6, -8
    srli  a4, a3, 16                   # y0 = lo, y1 = lo >> 16, y2 = hi, y3 = hi >> 16, in the
    srli  a5, a2, 16                   # registers the S-box leaves them in (a3, a4, a1, a5)
    mv    a1, a2
    mv    a0, a4                       # y2 ^= y1 & y3       (S_BS^-1: the steps backwards)
    and   a0, a0, a5
    xor   a1, a1, a0
    xor   a5, a5, a4                   # y3 ^= y1
    xor   a4, a4, a3                   # y1 ^= y0
    xor   a3, a3, a1                   # y0 ^= y2
    mv    a0, a3                       # y1 ^= y0 & y3
    and   a0, a0, a5
    xor   a4, a4, a0
    xor   a5, a5, a3                   # y3 ^= y0
    mv    a0, a4                       # y3 ^= y1 | y2
    or    a0, a0, a1
    xor   a5, a5, a0
    mv    a0, a5                       # y2 ^= y3 | y1
    or    a0, a0, a4
    xor   a1, a1, a0
    xor   a4, a4, a5                   # y1 ^= y3: ~x0, x1, ~x2, x3 in a3, a4, a5, a1
    slli  a3, a3, 16                   # lo = x1:x0, hi = x3:x2
    srli  a3, a3, 16
    slli  a4, a4, 16
    or    a3, a3, a4
    slli  a5, a5, 16
    srli  a5, a5, 16
    slli  a1, a1, 16
    or    a5, a5, a1
    mv    a2, a5
    jal   t5, present_small_player     # P^-1 = P o P
    jal   t5, present_small_player
    j     .Ldec_key
    .size   present_decrypt_block, . - present_decrypt_block

/* =================================================================================================
 * present_key_schedule: D = key register twice (see the header); for r = 1..32 { store K_r;
 * if r < 32, update with round counter r }.
 * Registers: a6 = rk write pointer, a2 = n, t5 = r, a7 = mask 0x55 (0 for K_32), t3 = 32, sp = D,
 * t4 = D + n; t0..t2 pointers and bytes; a0, a1, a3..a5 the S-box, t6 its link. */
    .section .text.present_key_schedule, "ax", @progbits
    .globl  present_key_schedule
    .type   present_key_schedule, @function
present_key_schedule:
    addi  sp, sp, -32
    mv    a6, a0
    srli  a2, a2, 3                    # n = key_bits / 8
    add   t4, sp, a2
    mv    t2, t4                       # D[n-1-j] = key[j]
1:  lbu   t0, 0(a1)
    addi  a1, a1, 1
    addi  t2, t2, -1
    sb    t0, 0(t2)
    bne   t2, sp, 1b
    li    t5, 1                        # r
    li    a7, 0x55                     # mask
    li    t3, 32
.Lks_round:
    bne   t5, t3, 1f                   # K_32 is stored without the mask
    li    a7, 0
1:  addi  t2, t4, -8                   # rk row = D[n-8..n-1] ^ mask
    addi  t1, a6, 8
1:  lbu   t0, 0(t2)
    xor   t0, t0, a7
    sb    t0, 0(a6)
    addi  t2, t2, 1
    addi  a6, a6, 1
    bne   a6, t1, 1b
    beq   t5, t3, .Lks_done
    mv    t2, sp                       # D[n..2n-1] = D[0..n-1]
    mv    t1, t4
1:  lbu   t0, 0(t2)
    sb    t0, 0(t1)
    addi  t2, t2, 1
    addi  t1, t1, 1
    bne   t2, t4, 1b
    addi  t1, t4, -8                   # D[j] = (D[j+n-8] >> 3) | (D[j+n-7] << 5), j = 0..n-1
    mv    t2, sp                       # t1 = read pointer, t2 = write pointer (D)
1:  lbu   t0, 1(t1)
    slli  t0, t0, 8
    lbu   a0, 0(t1)
    or    t0, t0, a0
    srli  t0, t0, 3
    sb    t0, 0(t2)
    addi  t1, t1, 1
    addi  t2, t2, 1
    bne   t2, t4, 1b
    lbu   t2, -1(t4)                   # top byte D[n-1]: planes x_k = bits k and k+4,
    xori  a0, t2, 0x55                 # x0 and x2 complemented as the S-box takes them
    mv    a3, a0
    andi  a3, a3, 0x11
    srli  a0, a0, 1
    mv    a4, a0
    andi  a4, a4, 0x11
    srli  a0, a0, 1
    mv    a5, a0
    andi  a5, a5, 0x11
    srli  a0, a0, 1
    andi  a0, a0, 0x11
    mv    a1, a0
    jal   t6, present_small_sbox
    slli  a4, a4, 1                    # S of both nibbles = y0 | y1 << 1 | y2 << 2 | y3 << 3
    or    a3, a3, a4
    slli  a1, a1, 2
    or    a3, a3, a1
    slli  a5, a5, 3
    or    a3, a3, a5
    srli  a4, a2, 4                    # byte = old ^ ((S ^ old) & m), m = 0xF0 (n = 10), 0xFF (n = 16)
    slli  a5, a4, 4
    sub   a5, a5, a4
    addi  a5, a5, 0xF0
    xor   a3, a3, t2
    and   a3, a3, a5
    xor   a3, a3, t2
    sb    a3, -1(t4)
    li    a5, 7                        # D[n-9], D[n-8] ^= r << (7 - n / 16) (bit 15 or bit 62)
    sub   a5, a5, a4
    sll   a5, t5, a5
    lbu   t0, -9(t4)
    xor   t0, t0, a5
    sb    t0, -9(t4)
    srli  a5, a5, 8
    lbu   t0, -8(t4)
    xor   t0, t0, a5
    sb    t0, -8(t4)
    addi  t5, t5, 1
    j     .Lks_round
.Lks_done:
    sw    zero, 0(sp)                  # zero D
    sw    zero, 4(sp)
    sw    zero, 8(sp)
    sw    zero, 12(sp)
    sw    zero, 16(sp)
    sw    zero, 20(sp)
    sw    zero, 24(sp)
    sw    zero, 28(sp)
    addi  sp, sp, 32
    ret
    .size   present_key_schedule, . - present_key_schedule
