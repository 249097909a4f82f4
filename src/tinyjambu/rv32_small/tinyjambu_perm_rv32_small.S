/* TinyJAMBU, RV32IMC (SiFive E31) small profile: the keyed permutation and the whole one-shot AEAD
 * computation (key setup to tag), one loop of one step for every key size, constant time (no branch
 * or address depends on the key, the state or the message: only on lengths, on which phase runs and
 * on the public position in the key).
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in: a0 = s, a1 = key, a2 = key_words (4, 6, 8), a3 = steps (0 or more).
 *   Contract: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words); the portable C
 *   of the same contract is src/tinyjambu/ref/tinyjambu_perm_ref.c.
 * void tinyjambu_aead_encrypt(uint8_t *out, uint8_t tag[8], const uint8_t *key, unsigned key_words,
 *                             const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,
 *                             const uint8_t *in, size_t len);        (and tinyjambu_aead_decrypt)
 *   in: a0 = out, a1 = tag, a2 = key (any alignment), a3 = key_words, a4 = nonce, a5 = ad,
 *   a6 = ad_len, a7 = in, len on the stack. Contract and C meaning: tinyjambu_perm.h (the
 *   computation of tinyjambu_seq with the key setup, the nonce, all of the AD and of the message and
 *   the tag, partial words included). ilp32: s0, s1 saved; the key copy on the stack is wiped and
 *   a0-a5 (state and step temporaries) are cleared before returning.
 * int tinyjambu128_aead_encrypt(uint8_t *out, uint8_t tag[8], const uint8_t key[16],
 *                               const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,
 *                               const uint8_t *in, size_t len);        (and 192, 256)
 *   tinyjambu_aead_encrypt with key_words 4 (6, 8), the public calls' eight arguments, returns 0
 *   (TINYJAMBU_BACKEND_AEAD_ENTRIES): the public encryption reaches it by a tail call.
 *
 * One step (32 rounds): s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k, with the 64-bit funnel shifts
 * t1 = s2:s1 >> 15, t2 = s3:s2 >> 6, t3 = s3:s2 >> 21, t4 = s3:s2 >> 27. RV32I has no funnel shift:
 * the halves of t1 and t4 (disjoint bit ranges) are XORed into s0 one shift at a time; t2 and t3 are
 * each two shifts and an OR. The key words are copied complemented (~k), so the step's complement
 * is one XOR with the key word. The loop body is one step and five register moves (s0 = s1, s1 = s2,
 * s2 = s3, s3 = the new word), the smallest form. The key pointer walks the stack copy and goes back
 * to its start at its end (a compare on public addresses after every step, so one code path serves
 * every key size).
 *
 * RV32IMC has compressed (16-bit) XOR, OR, AND, MV, LW and branches on zero for x8..x15, so the
 * state (x8..x11) and the step temporaries and key pointer (x12..x15) live there. The E31 traps on
 * unaligned word accesses: the key is read byte by byte once into a word-aligned copy at sp, and
 * the nonce, AD and message are read and written byte by byte (y = s2 byte ^ x, the byte of s2 and
 * of s3 at hand selected by a shift amount).
 *
 * The mode is a list of phases over a byte string (tj_phase), each word of up to 4 bytes being:
 * s1 ^= frame bits; permute (20 steps, or the big count 32 + 2 (key_words - 4)); for each byte x of
 * the word (0 when the phase has no input) y = s2 byte ^ x, y stored when the phase has an output,
 * s3 byte ^= (decrypting ? y : x); after a partial word s1 ^= its length (s1 is not used by the byte
 * loop, so it is XORed before).
 *   nonce: 12 bytes in, frame 0x10; AD: frame 0x30; message: in and out, frame 0x50, big;
 *   tag: out only, frame 0x70, one big word then one 20-step word.
 *
 * Registers: s0..s3 of the state in ST0..ST3 (x8..x11), step temporaries TA..TC (x12..x14), key
 * pointer KP (x15); t0 = steps left, t1 = key copy end, t4 = link of tj_core and the key helpers,
 * t6 = the big step count; in a phase a6 = input, a7 = output, t2 = bytes left, t3 = phase flags,
 * t5 = byte shift, KP = bytes left in the word, ra = link of tj_phase.
 */
    .option rvc

#define ST0 x8
#define ST1 x9
#define ST2 x10
#define ST3 x11
#define TA  x12
#define TB  x13
#define TC  x14
#define KP  x15

/* Phase flags: the frame bits (0x10..0x70, XORed into s1) and what the phase does. */
#define PH_SRC 1                /* an input string is read (else x = 0) */
#define PH_DST 2                /* y is written out */
#define PH_DIR 4                /* decryption: s3 absorbs y, not x */
#define PH_BIG 8                /* the big permutation (else 20 steps) */


/* The AEAD call's frame: the key copy at sp (4 key_words bytes, its end in t1 for the whole call),
 * then at t1 the arguments needed after the key setup, the saved registers and the caller's sp; the
 * frame is 4 key_words + AFIELDS bytes rounded up to 16 (64 for a 128-bit key, 80 otherwise). */
#define F_OUT    0
#define F_TAG    4
#define F_NONCE  8
#define F_AD     12
#define F_ADLEN  16
#define F_IN     20
#define F_LEN    24
#define F_TEXT   28             /* the message phase flags */
#define F_RA     32
#define F_S0     36
#define F_S1     40
#define F_SP     44             /* the caller's sp (its stack argument, len, at 0(F_SP)) */
#define AFIELDS  48

/* The permute call's frame: the key copy and s0, s1. */
#define P_S0     32
#define P_S1     36
#define PFRAME   48

    .section .text.tinyjambu_core, "ax", @progbits
    .p2align 1

/* tj_core: t0 (>= 1) steps on ST0..ST3 with the complemented key words from sp to t1 (end). Link t4.
 * Clobbers TA, TB, TC, KP, t0. */
    .type   tj_core, @function
tj_core:
    mv    KP, sp                    # j = 0: the first key word
1:  lw    TC, 0(KP)                 # ~k = ~key[j mod key_words]
    srli  TA, ST1, 15
    xor   ST0, ST0, TA              # s0 ^= s1 >> 15        (t1, low part)
    xor   ST0, ST0, TC              # s0 ^= ~k
    slli  TA, ST2, 17
    xor   ST0, ST0, TA              # s0 ^= s2 << 17        (t1, high part)
    srli  TA, ST2, 27
    xor   ST0, ST0, TA              # s0 ^= s2 >> 27        (t4, low part)
    slli  TA, ST3, 5
    xor   ST0, ST0, TA              # s0 ^= s3 << 5         (t4, high part)
    srli  TA, ST2, 6
    slli  TB, ST3, 26
    or    TA, TA, TB                # TA = t2 = (s2 >> 6) | (s3 << 26)
    srli  TB, ST2, 21
    slli  TC, ST3, 11
    or    TB, TB, TC                # TB = t3 = (s2 >> 21) | (s3 << 11)
    and   TA, TA, TB
    xor   ST0, ST0, TA              # s0 ^= t2 & t3: together s0 ^= ~(t2 & t3) ^ k
    addi  KP, KP, 4                 # j + 1, back to key[0] after the last word
    bne   KP, t1, 2f                # (public: depends on j and key_words only)
    mv    KP, sp
2:  mv    TA, ST0                   # the words move down: s0 = s1, s1 = s2, s2 = s3, s3 = new
    mv    ST0, ST1
    mv    ST1, ST2
    mv    ST2, ST3
    mv    ST3, TA
    addi  t0, t0, -1
    bnez  t0, 1b
    jr    t4
    .size tj_core, . - tj_core

/* tj_key_copy: the key_words (a3) words of key bytes at a2 (little-endian, any alignment) to sp,
 * complemented: ((uint32_t *)sp)[i] = ~load32_le(a2 + 4 i). Out: t1 = sp + 4 key_words (the end).
 * Link t4. Clobbers a2, a3 (TB), KP. */
    .type   tj_key_copy, @function
tj_key_copy:
    slli  t1, a3, 2
    add   t1, t1, sp                # the end of the copy
    mv    KP, sp
1:  lbu   TB, 0(a2)                 # (TB is a3: key_words is no longer needed)
    not   TB, TB                    # one byte of ~k (bytes in memory order: little-endian words)
    sb    TB, 0(KP)
    addi  a2, a2, 1
    addi  KP, KP, 1
    bne   KP, t1, 1b
    jr    t4
    .size tj_key_copy, . - tj_key_copy

/* tj_key_wipe: zeroes the key copy, sp .. t1 (key_words words). Link t4. Clobbers KP. */
    .type   tj_key_wipe, @function
tj_key_wipe:
    mv    KP, sp
1:  sw    zero, 0(KP)
    addi  KP, KP, 4
    bne   KP, t1, 1b
    jr    t4
    .size tj_key_wipe, . - tj_key_wipe

/* tinyjambu_permute: the state from and back to memory and the key copied around tj_core. */
    .section .text.tinyjambu_permute, "ax", @progbits
    .p2align 1
    .global tinyjambu_permute
    .type   tinyjambu_permute, @function
tinyjambu_permute:
    beqz  a3, 9f                    # steps == 0: nothing to do
    addi  sp, sp, -PFRAME
    sw    s0, P_S0(sp)
    sw    s1, P_S1(sp)
    mv    t0, a3                    # steps
    mv    a3, a2                    # key_words
    mv    a2, a1                    # the key (aligned words: read as their little-endian bytes)
    jal   t4, tj_key_copy
    mv    t6, a0                    # s
    lw    ST0, 0(a0)
    lw    ST1, 4(a0)
    lw    ST3, 12(a0)
    lw    ST2, 8(a0)                # (ST2 is a0: loaded last)
    jal   t4, tj_core
    sw    ST0, 0(t6)
    sw    ST1, 4(t6)
    sw    ST2, 8(t6)
    sw    ST3, 12(t6)
    jal   t4, tj_key_wipe
    li    a0, 0                     # no state word or temporary left in a0-a5
    li    a1, 0
    li    a2, 0
    li    a3, 0
    li    a4, 0
    li    a5, 0
    lw    s0, P_S0(sp)
    lw    s1, P_S1(sp)
    addi  sp, sp, PFRAME
9:  ret
    .size tinyjambu_permute, . - tinyjambu_permute

/* tinyjambu_aead_encrypt / tinyjambu_aead_decrypt */
    .section .text.tinyjambu_aead, "ax", @progbits
    .p2align 1
    .global tinyjambu_aead_encrypt
    .type   tinyjambu_aead_encrypt, @function
    .global tinyjambu_aead_decrypt
    .type   tinyjambu_aead_decrypt, @function
tinyjambu_aead_decrypt:
    li    t3, PH_DIR
    j     1f
tinyjambu_aead_encrypt:
    li    t3, 0
1:  lw    t0, 0(sp)                 # len, the ninth argument (caller's frame)
.Lentered:
    mv    t5, sp
    slli  t1, a3, 2                 # 4 key_words
    addi  t2, t1, AFIELDS + 15
    andi  t2, t2, -16
    sub   sp, sp, t2                # the frame (16-byte aligned)
    add   t1, t1, sp                # t1 = the key copy's end = the fields
    sw    t5, F_SP(t1)
    sw    ra, F_RA(t1)
    sw    s0, F_S0(t1)
    sw    s1, F_S1(t1)
    sw    a0, F_OUT(t1)
    sw    a1, F_TAG(t1)
    sw    a4, F_NONCE(t1)
    sw    a5, F_AD(t1)
    sw    a6, F_ADLEN(t1)
    sw    a7, F_IN(t1)
    sw    t0, F_LEN(t1)
    ori   t3, t3, (0x50 | PH_SRC | PH_DST | PH_BIG)
    sw    t3, F_TEXT(t1)
    slli  t6, a3, 1
    addi  t6, t6, 24                # big = 2 key_words + 24 steps
    jal   t4, tj_key_copy           # ~key at sp, t1 = its end
    li    ST0, 0                    # s = 0
    li    ST1, 0
    li    ST2, 0
    li    ST3, 0
    mv    t0, t6                    # the key setup: big steps
    jal   t4, tj_core
    lw    a6, F_NONCE(t1)           # the nonce: 12 bytes in
    li    t2, 12
    li    t3, (0x10 | PH_SRC)
    jal   tj_phase
    lw    a6, F_AD(t1)              # the associated data
    lw    t2, F_ADLEN(t1)
    li    t3, (0x30 | PH_SRC)
    jal   tj_phase
    lw    a6, F_IN(t1)              # the message: in to out
    lw    t2, F_LEN(t1)
    lw    a7, F_OUT(t1)
    lw    t3, F_TEXT(t1)
    jal   tj_phase
    lw    a7, F_TAG(t1)             # the tag: first word
    li    t2, 4
    li    t3, (0x70 | PH_DST | PH_BIG)
    jal   tj_phase
    li    t2, 4                     # second word, at a7 = tag + 4
    li    t3, (0x70 | PH_DST)
    jal   tj_phase
    jal   t4, tj_key_wipe
    li    a0, 0                     # no state word or temporary left in a0-a5 (s0, s1 get the
    li    a1, 0                     # caller's values back)
    li    a2, 0
    li    a3, 0
    li    a4, 0
    li    a5, 0
    lw    ra, F_RA(t1)
    lw    s0, F_S0(t1)
    lw    s1, F_S1(t1)
    lw    sp, F_SP(t1)
    ret
    .size tinyjambu_aead_encrypt, . - tinyjambu_aead_encrypt
    .size tinyjambu_aead_decrypt, . - tinyjambu_aead_decrypt

/* .Lentry8: the eight-argument encryption entries (t6 = key_words): the arguments moved to the
 * places of tinyjambu_aead_encrypt's (len in t0, a register instead of the stack). */
    .type   .Lentry8, @function
.Lentry8:
    mv    t0, a7                    # len
    mv    a7, a6                    # in
    mv    a6, a5                    # ad_len
    mv    a5, a4                    # ad
    mv    a4, a3                    # nonce
    mv    a3, t6                    # key_words
    li    t3, 0                     # encryption
    j     .Lentered
    .size .Lentry8, . - .Lentry8

    .section .text.tinyjambu128_aead_encrypt, "ax", @progbits
    .p2align 1
    .global tinyjambu128_aead_encrypt
    .type   tinyjambu128_aead_encrypt, @function
tinyjambu128_aead_encrypt:
    li    t6, 4                     # key_words
    j     .Lentry8
    .size tinyjambu128_aead_encrypt, . - tinyjambu128_aead_encrypt

    .section .text.tinyjambu192_aead_encrypt, "ax", @progbits
    .p2align 1
    .global tinyjambu192_aead_encrypt
    .type   tinyjambu192_aead_encrypt, @function
tinyjambu192_aead_encrypt:
    li    t6, 6                     # key_words
    j     .Lentry8
    .size tinyjambu192_aead_encrypt, . - tinyjambu192_aead_encrypt

    .section .text.tinyjambu256_aead_encrypt, "ax", @progbits
    .p2align 1
    .global tinyjambu256_aead_encrypt
    .type   tinyjambu256_aead_encrypt, @function
tinyjambu256_aead_encrypt:
    li    t6, 8                     # key_words
    j     .Lentry8
    .size tinyjambu256_aead_encrypt, . - tinyjambu256_aead_encrypt

/* tj_phase: one phase of the mode: a6 = input, a7 = output, t2 = its length, t3 = phase flags; the
 * state in ST0..ST3, the key copy at sp .. t1, t6 = big. a6, a7 advance; clobbers t0, t2, t4, t5,
 * TA..TC, KP. */
    .type   tj_phase, @function
tj_phase:
1:  beqz  t2, 9f
    andi  TA, t3, 0x70
    xor   ST1, ST1, TA              # s1 ^= frame bits
    mv    t0, t6                    # big steps,
    andi  TA, t3, PH_BIG
    bnez  TA, 2f
    li    t0, 20                    # or 20
2:  jal   t4, tj_core
    li    KP, 4                     # the bytes of this word: 4,
    bgeu  t2, KP, 3f
    mv    KP, t2                    # or the n < 4 bytes left of a partial last word: s1 ^= n
    xor   ST1, ST1, t2
3:  sub   t2, t2, KP
    li    t5, 0                     # the byte position in s2 and s3, in bits
4:  li    TA, 0                     # x
    andi  TB, t3, PH_SRC
    beqz  TB, 5f
    lbu   TA, 0(a6)
    addi  a6, a6, 1
5:  srl   TB, ST2, t5
    xor   TB, TB, TA
    andi  TB, TB, 0xff              # y = s2 byte ^ x
    andi  TC, t3, PH_DST
    beqz  TC, 6f
    sb    TB, 0(a7)
    addi  a7, a7, 1
6:  andi  TC, t3, PH_DIR
    bnez  TC, 7f
    mv    TB, TA                    # v = decrypting ? y : x
7:  sll   TB, TB, t5
    xor   ST3, ST3, TB              # s3 byte ^= v
    addi  t5, t5, 8
    addi  KP, KP, -1
    bnez  KP, 4b
    j     1b
9:  ret
    .size tj_phase, . - tj_phase
