/* TinyJAMBU keyed permutation and message loop, RV32I instructions only (RV32IMC cores such as the
 * SiFive E31; not RV32E: registers above x15 are used), constant time (no branch or address depends
 * on the key, the state or the message).
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in: a0 = s, a1 = key, a2 = key_words (4, 6, 8), a3 = steps (a multiple of 4, <= 40; public).
 * void tinyjambu_crypt_blocks(uint32_t s[4], const uint32_t *key, unsigned key_words, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks, unsigned decrypt);
 *   in: a0..a6 as named, nblocks >= 1, decrypt 0 or 1.
 * Contract and C meaning: src/tinyjambu/tinyjambu_perm.h. ilp32: s0-s11 saved, ra returns.
 *
 * One step (32 rounds): s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k, with the 64-bit funnel shifts
 * t1 = s2:s1 >> 15, t2 = s3:s2 >> 6, t3 = s3:s2 >> 21, t4 = s3:s2 >> 27. RV32I has neither a funnel
 * shift nor a rotate, so every shifted half is one SRLI/SLLI (8); t1 and t4 go straight into s0 (their
 * halves are disjoint bit ranges, so XOR is OR): 4 XOR; t2 and t3 need 2 OR, then AND and XOR; the
 * complement is folded into the key (the key words are kept complemented: s0 ^= (t2 & t3) ^ ~k): one
 * XOR. 17 single-cycle instructions per step, the floor of this form on RV32I: 8 shifts, 2 OR, 1 AND
 * and 6 XOR combining 8 shifted halves, one AND term and the key, none of which is shared between
 * steps. The four state words are renamed across the 4 steps of a BODY (the updated word is the
 * oldest), so no word is moved.
 *
 * Registers: s0..s3 of the state in t3..t6, temporaries t0..t2, ~k0..~k3 in a4..a7 (the message
 * loop: a5, a6, a7, s0), ~k4..~k7 in s0..s3 (saved). tinyjambu_permute runs 4-step BODYs in a loop
 * whose counter is steps / 4; with 6 or 8 key words the loop body is 3 or 2 BODYs (the key pattern
 * repeats after 12 or 8 steps) with an exit test between them. The message loop (128-bit key,
 * word-aligned in and out) runs the 32 steps of a block unrolled, one copy for encryption and one for
 * decryption, with 6 instructions per block besides the 32 x 17 of the steps (the frame constant is
 * folded into a key word); other key sizes and unaligned buffers go through a loop of
 * tinyjambu_permute calls with byte accesses (RV32 cores may trap on unaligned words; the branch is
 * on public addresses).
 */
    .text

/* STEP A, B, C, D, K: A ^= t1 ^ (t2 & t3) ^ t4 ^ K for A, B, C, D = s0..s3 (A oldest) and K = ~k. */
.macro STEP A, B, C, D, K
    srli  t0, \B, 15
    xor   \A, \A, t0                # s0 ^= s1 >> 15        (t1, low part)
    slli  t0, \C, 17
    xor   \A, \A, t0                # s0 ^= s2 << 17        (t1, high part)
    srli  t0, \C, 27
    xor   \A, \A, t0                # s0 ^= s2 >> 27        (t4, low part)
    slli  t0, \D, 5
    xor   \A, \A, t0                # s0 ^= s3 << 5         (t4, high part)
    srli  t0, \C, 6
    slli  t1, \D, 26
    or    t0, t0, t1                # t0 = t2 = (s2 >> 6) | (s3 << 26)
    srli  t1, \C, 21
    slli  t2, \D, 11
    or    t1, t1, t2                # t1 = t3 = (s2 >> 21) | (s3 << 11)
    and   t0, t0, t1
    xor   \A, \A, t0                # s0 ^= t2 & t3
    xor   \A, \A, \K                # s0 ^= ~k: together s0 ^= ~(t2 & t3) ^ k
.endm

/* BODY K0, K1, K2, K3: four steps with key registers K0..K3; the state words end in t3..t6 again. */
.macro BODY K0, K1, K2, K3
    STEP  t3, t4, t5, t6, \K0
    STEP  t4, t5, t6, t3, \K1
    STEP  t5, t6, t3, t4, \K2
    STEP  t6, t3, t4, t5, \K3
.endm

/* LOADKEY R, OFF: R = ~key[OFF / 4] from a1. */
.macro LOADKEY R, OFF
    lw    \R, \OFF(a1)
    not   \R, \R
.endm

    .globl  tinyjambu_permute
    .type   tinyjambu_permute, @function
    .balign 4                       # at 0 mod 4: a branch or call to a 32-bit instruction at 2 mod 4 costs a fetch cycle on the E31
tinyjambu_permute:
    beqz  a3, .Lpermute_ret         # no step: s unchanged
    srli  a3, a3, 2                 # a3 = number of 4-step BODYs
    lw    t3, 0(a0)                 # s0..s3
    lw    t4, 4(a0)
    lw    t5, 8(a0)
    lw    t6, 12(a0)
    LOADKEY a4, 0
    LOADKEY a5, 4
    LOADKEY a6, 8
    LOADKEY a7, 12
    li    t0, 4
    bne   a2, t0, .Lpermute_long_key
    .balign 4
.Lloop128:                          # for each BODY: steps with ~k0..~k3
    BODY  a4, a5, a6, a7
    addi  a3, a3, -1
    bnez  a3, .Lloop128
.Lstore_state:
    sw    t3, 0(a0)
    sw    t4, 4(a0)
    sw    t5, 8(a0)
    sw    t6, 12(a0)
.Lpermute_ret:
    ret

/* 192- and 256-bit keys: ~k4..~k7 in s0..s3, saved in a 16-byte frame. */
.Lpermute_long_key:
    addi  sp, sp, -16
    sw    s0, 0(sp)
    sw    s1, 4(sp)
    sw    s2, 8(sp)
    sw    s3, 12(sp)
    LOADKEY s0, 16
    LOADKEY s1, 20
    li    t0, 6
    bne   a2, t0, .Lpermute256
    .balign 4
.Lloop192:                          # step p uses ~k[p mod 6]: 12 steps per pass
    BODY  a4, a5, a6, a7
    addi  a3, a3, -1
    beqz  a3, .Lpermute_long_done
    BODY  s0, s1, a4, a5
    addi  a3, a3, -1
    beqz  a3, .Lpermute_long_done
    BODY  a6, a7, s0, s1
    addi  a3, a3, -1
    bnez  a3, .Lloop192
    j     .Lpermute_long_done
.Lpermute256:
    LOADKEY s2, 24
    LOADKEY s3, 28
    .balign 4
.Lloop256:                          # step p uses ~k[p mod 8]: 8 steps per pass
    BODY  a4, a5, a6, a7
    addi  a3, a3, -1
    beqz  a3, .Lpermute_long_done
    BODY  s0, s1, s2, s3
    addi  a3, a3, -1
    bnez  a3, .Lloop256
.Lpermute_long_done:
    lw    s0, 0(sp)
    lw    s1, 4(sp)
    lw    s2, 8(sp)
    lw    s3, 12(sp)
    addi  sp, sp, 16
    j     .Lstore_state
    .size tinyjambu_permute, . - tinyjambu_permute

/* ---- the message loop ------------------------------------------------------------------------ */
    .globl  tinyjambu_crypt_blocks
    .type   tinyjambu_crypt_blocks, @function
    .balign 4
tinyjambu_crypt_blocks:
    li    t0, 4
    bne   a2, t0, .Lblocks_generic
    or    t0, a3, a4
    andi  t0, t0, 3
    bnez  t0, .Lblocks_generic      # (in | out) & 3: word accesses only when both are aligned
/* 128-bit key, aligned: a1 = in, a2 = end of in, a3 = out, ~k0..~k3 in a5, a6, a7, s0 and
 * ~k1 ^ 0x50 in a0; the state pointer and s0 in the frame.
 * The frame constant of each block (s1 ^= 0x50) is folded into the key of the block's step 1: step 0
 * reads s1 only as s1 >> 15, where bits 4 and 6 vanish, and step 1 updates s1 (s1 ^= ... ^ ~k1), so
 * XORing 0x50 there gives the same state. Encryption and decryption have their own run of the 32
 * steps (the block tail differs by which word feeds s3), so neither pays for a select. */
    mv    t0, a6                    # decrypt (a6 becomes ~k1)
    addi  sp, sp, -16
    sw    a0, 0(sp)
    sw    s0, 4(sp)
    lw    t3, 0(a0)                 # s0..s3
    lw    t4, 4(a0)
    lw    t5, 8(a0)
    lw    t6, 12(a0)
    slli  a5, a5, 2
    add   a2, a4, a5                # end = in + 4 * nblocks
    lw    a5, 0(a1)
    lw    a0, 4(a1)
    lw    a7, 8(a1)
    lw    s0, 12(a1)
    mv    a1, a4                    # in
    not   a5, a5
    not   a6, a0
    not   a7, a7
    not   s0, s0
    xori  a0, a6, 0x50              # ~k1 ^ frame
    bnez  t0, .Lblocks128_dec       # (a branch on the public direction)
/* Encryption. C meaning per block: x = load32_le(in); s3 ^= x; store32_le(out, s2 ^ x). */
    .balign 4
.Lblocks128_enc:
    BODY  a5, a0, a7, s0            # steps 0..3, the frame in step 1
    .rept 7
    BODY  a5, a6, a7, s0            # steps 4..31
    .endr
    lw    t0, 0(a1)                 # x
    addi  a1, a1, 4
    xor   t1, t5, t0                # y = s2 ^ x
    xor   t6, t6, t0                # s3 ^= x
    sw    t1, 0(a3)
    addi  a3, a3, 4
    bne   a1, a2, .Lblocks128_enc
    j     .Lblocks128_done
/* Decryption. C meaning per block: x = load32_le(in); y = s2 ^ x; s3 ^= y; store32_le(out, y). */
    .balign 4
.Lblocks128_dec:
    BODY  a5, a0, a7, s0
    .rept 7
    BODY  a5, a6, a7, s0
    .endr
    lw    t0, 0(a1)                 # x
    addi  a1, a1, 4
    xor   t1, t5, t0                # y = s2 ^ x
    xor   t6, t6, t1                # s3 ^= y
    sw    t1, 0(a3)
    addi  a3, a3, 4
    bne   a1, a2, .Lblocks128_dec
.Lblocks128_done:
    lw    a0, 0(sp)
    lw    s0, 4(sp)
    addi  sp, sp, 16
    j     .Lstore_state

/* Any key size, any alignment: the loop of tinyjambu_perm.h around tinyjambu_permute, byte accesses.
 * s0 = s, s1 = key, s2 = key_words, s3 = out, s4 = in, s5 = nblocks, s6 = mask = -decrypt. */
.Lblocks_generic:
    addi  sp, sp, -32
    sw    ra, 28(sp)
    sw    s0, 0(sp)
    sw    s1, 4(sp)
    sw    s2, 8(sp)
    sw    s3, 12(sp)
    sw    s4, 16(sp)
    sw    s5, 20(sp)
    sw    s6, 24(sp)
    mv    s0, a0
    mv    s1, a1
    mv    s2, a2
    mv    s3, a3
    mv    s4, a4
    mv    s5, a5
    neg   s6, a6
    .balign 4
.Lblocks_generic_loop:
    lw    t0, 4(s0)
    xori  t0, t0, 0x50
    sw    t0, 4(s0)                 # s1 ^= frame
    mv    a0, s0
    mv    a1, s1
    mv    a2, s2
    slli  a3, s2, 1
    addi  a3, a3, 24                # steps = 32 + 2 * (key_words - 4)
    call  tinyjambu_permute
    lbu   a0, 0(s4)
    lbu   a1, 1(s4)
    lbu   a2, 2(s4)
    lbu   a3, 3(s4)
    slli  a1, a1, 8
    slli  a2, a2, 16
    slli  a3, a3, 24
    or    a0, a0, a1
    or    a2, a2, a3
    or    a0, a0, a2                # x = load32_le(in)
    lw    a1, 8(s0)                 # s2
    xor   a2, a1, a0                # y = s2 ^ x
    sb    a2, 0(s3)
    srli  a3, a2, 8
    sb    a3, 1(s3)
    srli  a3, a2, 16
    sb    a3, 2(s3)
    srli  a3, a2, 24
    sb    a3, 3(s3)                 # store32_le(out, y)
    and   a1, a1, s6
    xor   a0, a0, a1                # x ^ (s2 & mask) = decrypt ? y : x
    lw    a1, 12(s0)
    xor   a1, a1, a0
    sw    a1, 12(s0)                # s3 ^= that
    addi  s4, s4, 4
    addi  s3, s3, 4
    addi  s5, s5, -1
    bnez  s5, .Lblocks_generic_loop
    lw    ra, 28(sp)
    lw    s0, 0(sp)
    lw    s1, 4(sp)
    lw    s2, 8(sp)
    lw    s3, 12(sp)
    lw    s4, 16(sp)
    lw    s5, 20(sp)
    lw    s6, 24(sp)
    addi  sp, sp, 32
    ret
    .size tinyjambu_crypt_blocks, . - tinyjambu_crypt_blocks
