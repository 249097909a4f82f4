/* TinyJAMBU keyed permutation and whole stretches, RV32I instructions only (RV32IMC cores such as the
 * SiFive E31; not RV32E: registers above x15 are used), constant time (no branch or address depends
 * on the key, the state or the message).
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in: a0 = s, a1 = key, a2 = key_words (4, 6, 8), a3 = steps (a multiple of 4, <= 40; public).
 * void tinyjambu_sequence(uint32_t s[4], const uint32_t *key, unsigned key_words, const tinyjambu_seq *q);
 *   a whole stretch (key setup, nonce, AD, text, tag) in one call (at the end of this file).
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
 * Registers: s0..s3 of the state in t3..t6, temporaries t0..t2, ~k0..~k3 in a4..a7, ~k4..~k7 in
 * s0..s3 (saved). tinyjambu_permute runs 4-step BODYs in a loop whose counter is steps / 4; with 6 or
 * 8 key words the loop body is 3 or 2 BODYs (the key pattern repeats after 12 or 8 steps) with an
 * exit test between them. tinyjambu_sequence keeps state and key in those registers for a whole
 * stretch: a 128-bit key's permutations jump into an unrolled run of 8 BODYs, and its word-aligned
 * message words run the 32 steps of a block unrolled, one copy for encryption and one for
 * decryption, with 6 instructions per block besides the 32 x 17 of the steps (the frame constant is
 * folded into a key word); other key sizes and unaligned buffers take the BODY loops with byte
 * accesses (RV32 cores may trap on unaligned words; the branch is on public addresses).
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

/* ---- a whole stretch ------------------------------------------------------------------------- */
/* void tinyjambu_sequence(uint32_t s[4], const uint32_t *key, unsigned key_words, const tinyjambu_seq *q);
 *   in: a0 = s, a1 = key, a2 = key_words (4, 6, 8), a3 = q. Contract and C meaning: tinyjambu_perm.h
 *   (the stretch: key setup, nonce, AD words, text words, tag, as q says). The state and the key stay
 *   in registers from one permutation to the next: t3..t6 = s0..s3, a4..a7 and s0..s3 = ~k0..~k7,
 *   a1 = the big permutation's BODY count (2 key_words + 24 steps, / 4), s4 = nonce, s5 = ad,
 *   s6 = ad_words, s7 = in, s8 = out, s9 = text_words, s10 = tag, s11 = -decrypt (a mask). Nonce,
 *   AD, text and tag are read and written byte by byte (any alignment). Branches depend on q's
 *   lengths, pointers being NULL, and key_words only (public). */
#define Q_NONCE 0
#define Q_AD 4
#define Q_AD_WORDS 8
#define Q_IN 12
#define Q_OUT 16
#define Q_TEXT_WORDS 20
#define Q_TAG 24
#define Q_KEY_SETUP 28
#define Q_DECRYPT 29

/* LOAD32LE R, B: R = load32_le(B) (bytes). Clobbers t0, t1. */
.macro LOAD32LE R, B
    lbu   \R, 0(\B)
    lbu   t0, 1(\B)
    lbu   t1, 2(\B)
    slli  t0, t0, 8
    or    \R, \R, t0
    lbu   t0, 3(\B)
    slli  t1, t1, 16
    or    \R, \R, t1
    slli  t0, t0, 24
    or    \R, \R, t0
.endm

/* STORE32LE R, B: store32_le(B, R) (bytes). Clobbers t0. */
.macro STORE32LE R, B
    sb    \R, 0(\B)
    srli  t0, \R, 8
    sb    t0, 1(\B)
    srli  t0, \R, 16
    sb    t0, 2(\B)
    srli  t0, \R, 24
    sb    t0, 3(\B)
.endm

    .globl  tinyjambu_sequence
    .type   tinyjambu_sequence, @function
    .balign 4
tinyjambu_sequence:
    addi  sp, sp, -64
    sw    ra, 0(sp)
    sw    s0, 4(sp)
    sw    s1, 8(sp)
    sw    s2, 12(sp)
    sw    s3, 16(sp)
    sw    s4, 20(sp)
    sw    s5, 24(sp)
    sw    s6, 28(sp)
    sw    s7, 32(sp)
    sw    s8, 36(sp)
    sw    s9, 40(sp)
    sw    s10, 44(sp)
    sw    s11, 48(sp)
    lw    s4, Q_NONCE(a3)
    lw    s5, Q_AD(a3)
    lw    s6, Q_AD_WORDS(a3)
    lw    s7, Q_IN(a3)
    lw    s8, Q_OUT(a3)
    lw    s9, Q_TEXT_WORDS(a3)
    lw    s10, Q_TAG(a3)
    lbu   s11, Q_DECRYPT(a3)
    lbu   t2, Q_KEY_SETUP(a3)
    neg   s11, s11                  # mask = -decrypt
    LOADKEY a4, 0
    LOADKEY a5, 4
    LOADKEY a6, 8
    LOADKEY a7, 12
    li    t0, 4
    beq   a2, t0, 1f
    LOADKEY s0, 16
    LOADKEY s1, 20
    li    t0, 6
    beq   a2, t0, 1f
    LOADKEY s2, 24
    LOADKEY s3, 28
1:  srli  a1, a2, 1
    addi  a1, a1, 6                 # big / 4 = key_words / 2 + 6
    beqz  t2, 2f
    li    t3, 0                     # the key setup: s = 0, the big permutation
    li    t4, 0
    li    t5, 0
    li    t6, 0
    mv    a3, a1
    jal   tj_perm
    j     3f
2:  lw    t3, 0(a0)
    lw    t4, 4(a0)
    lw    t5, 8(a0)
    lw    t6, 12(a0)
3:  beqz  s4, .Lseq_ad              # the nonce: 3 words, frame 0x10
    addi  a3, s4, 12
    sw    a3, 52(sp)                # the nonce's end
    .balign 4
.Lseq_nonce:
    xori  t4, t4, 0x10
    li    a3, 5
    jal   tj_perm
    LOAD32LE t2, s4
    xor   t6, t6, t2                # s3 ^= load32_le(nonce + 4 i)
    addi  s4, s4, 4
    lw    t0, 52(sp)
    bne   s4, t0, .Lseq_nonce
    .balign 4
.Lseq_ad:
    beqz  s6, .Lseq_text            # the AD words: frame 0x30
    xori  t4, t4, 0x30
    li    a3, 5
    jal   tj_perm
    LOAD32LE t2, s5
    xor   t6, t6, t2                # s3 ^= load32_le(ad)
    addi  s5, s5, 4
    addi  s6, s6, -1
    j     .Lseq_ad
    .balign 4
.Lseq_text:
    beqz  s9, .Lseq_tag             # the text words: frame 0x50, the big permutation
    li    t0, 4
    bne   a2, t0, .Lseq_text_any
    or    t0, s7, s8
    andi  t0, t0, 3
    bnez  t0, .Lseq_text_any        # (in | out) & 3: word accesses only when both are aligned
.Lseq_text128:                      # 128-bit key, aligned words: the 32 steps unrolled
/* The frame constant (s1 ^= 0x50) is folded into the key of step 1 (a0 = ~k1 ^ 0x50): step 0 reads
 * s1 only as s1 >> 15, where bits 4 and 6 vanish, and step 1 updates s1 (s1 ^= ... ^ ~k1), so
 * XORing 0x50 there gives the same state. s9 becomes the end of in; encryption and decryption have
 * their own loop (the tail differs by which word feeds s3). */
    sw    a0, 56(sp)                # s (a0 is ~k1 ^ 0x50 in the loop)
    xori  a0, a5, 0x50
    slli  s9, s9, 2
    add   s9, s9, s7                # end = in + 4 text_words
    bnez  s11, .Lseq_dec128         # (a branch on the public direction)
    .balign 4
.Lseq_enc128:                       # C meaning per word: x = load32_le(in); s3 ^= x; store32_le(out, s2 ^ x)
    BODY  a4, a0, a6, a7
    .rept 7
    BODY  a4, a5, a6, a7
    .endr
    lw    t2, 0(s7)                 # x
    addi  s7, s7, 4
    xor   a3, t5, t2                # y = s2 ^ x
    xor   t6, t6, t2                # s3 ^= x
    sw    a3, 0(s8)
    addi  s8, s8, 4
    bne   s7, s9, .Lseq_enc128
    j     .Lseq_text128_done
    .balign 4
.Lseq_dec128:                       # C meaning per word: x = load32_le(in); y = s2 ^ x; s3 ^= y; store32_le(out, y)
    BODY  a4, a0, a6, a7
    .rept 7
    BODY  a4, a5, a6, a7
    .endr
    lw    t2, 0(s7)                 # x
    addi  s7, s7, 4
    xor   a3, t5, t2                # y = s2 ^ x
    xor   t6, t6, a3                # s3 ^= y
    sw    a3, 0(s8)
    addi  s8, s8, 4
    bne   s7, s9, .Lseq_dec128
.Lseq_text128_done:
    lw    a0, 56(sp)
    j     .Lseq_tag
    .balign 4
.Lseq_text_any:
    xori  t4, t4, 0x50
    mv    a3, a1
    jal   tj_perm
    LOAD32LE t2, s7                 # x
    xor   a3, t5, t2                # y = s2 ^ x
    STORE32LE a3, s8
    and   a3, t5, s11
    xor   t2, t2, a3                # x ^ (s2 & mask) = decrypt ? y : x
    xor   t6, t6, t2
    addi  s7, s7, 4
    addi  s8, s8, 4
    addi  s9, s9, -1
    j     .Lseq_text
    .balign 4
.Lseq_tag:
    beqz  s10, .Lseq_done           # the tag: frame 0x70, big then 20 steps
    xori  t4, t4, 0x70
    mv    a3, a1
    jal   tj_perm
    STORE32LE t5, s10
    xori  t4, t4, 0x70
    li    a3, 5
    jal   tj_perm
    addi  s10, s10, 4
    STORE32LE t5, s10
.Lseq_done:
    sw    t3, 0(a0)
    sw    t4, 4(a0)
    sw    t5, 8(a0)
    sw    t6, 12(a0)
    lw    ra, 0(sp)
    lw    s0, 4(sp)
    lw    s1, 8(sp)
    lw    s2, 12(sp)
    lw    s3, 16(sp)
    lw    s4, 20(sp)
    lw    s5, 24(sp)
    lw    s6, 28(sp)
    lw    s7, 32(sp)
    lw    s8, 36(sp)
    lw    s9, 40(sp)
    lw    s10, 44(sp)
    lw    s11, 48(sp)
    addi  sp, sp, 64
    ret
    .size tinyjambu_sequence, . - tinyjambu_sequence

/* tj_perm: a3 (>= 1) BODYs (4 steps each) on t3..t6 with ~k0..~k7 in a4..a7, s0..s3 and a2 =
 * key_words; step j of the call uses ~k[j mod key_words]. Link ra. Clobbers t0..t2, a3. */
    .type   tj_perm, @function
    .balign 4
tj_perm:
    li    t0, 4
    bne   a2, t0, 1f
    slli  t0, a3, 4                 # 128-bit key: jump to BODY 8 - a3 of an unrolled run of 8
    slli  t1, t0, 4
    add   t0, t0, t1                # a3 * 272, the bytes of a3 BODYs
    la    t1, .Lrun128_end
    sub   t1, t1, t0
    jr    t1
    .option push
    .option norvc                   # (every BODY is 68 four-byte instructions)
    .balign 4                       # (so every BODY, an entry point, is at 0 mod 4)
.Lrun128:
    .rept 8
    BODY  a4, a5, a6, a7
    .endr
.Lrun128_end:
    .option pop
    .if (.Lrun128_end - .Lrun128) != 8 * 272
    .error "a BODY is not 272 bytes"
    .endif
    ret
1:  li    t0, 6
    bne   a2, t0, .Lperm256
    .balign 4
.Lperm192:
    BODY  a4, a5, a6, a7
    addi  a3, a3, -1
    beqz  a3, 2f
    BODY  s0, s1, a4, a5
    addi  a3, a3, -1
    beqz  a3, 2f
    BODY  a6, a7, s0, s1
    addi  a3, a3, -1
    bnez  a3, .Lperm192
2:  ret
    .balign 4
.Lperm256:
    BODY  a4, a5, a6, a7
    addi  a3, a3, -1
    beqz  a3, 3f
    BODY  s0, s1, s2, s3
    addi  a3, a3, -1
    bnez  a3, .Lperm256
3:  ret
    .size tj_perm, . - tj_perm
