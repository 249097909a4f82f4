/* One round of the Ascon permutation (NIST SP 800-232 section 3) for ARMv6-M (Thumb-1) as assembler
 * macros, shared by the fast (armv6m/ascon_perm_armv6m.S) and the small
 * (armv6m_small/ascon_perm_armv6m_small.S) profiles, so it lives beside the primitive's other shared
 * headers rather than in either backend's folder; included by those .S files only.
 *
 * State in the plain representation (ASCON_STATE_WORDS64): S_i = H_i:L_i, two 32-bit halves.
 * Between rounds the halves live in registers: L0..L4 in r0..r4, H0 in r7, H1..H4 in r9..r12. A
 * round uses r0..r12 and nothing else (no stack, no lr), so a caller keeps its own values in lr and
 * memory.
 *
 * Per round (all single-cycle instructions on the Cortex-M0+):
 *   p_C  x2 ^= c on L2                                         2
 *   p_S  on L0..L4 in r0..r4 (temporaries r5, r6)               21
 *        L0..L3 out to r8..r11 while H1..H4 come to r0..r3       8
 *   p_S  on H0..H4 in r7,r0,r1,r2,r3 (temporaries r5, r6)      21
 *   p_L  rows 4, 3, 2, 1, 0: 16 each; the L half of row i comes
 *        from r8+i into r6, the new H half goes to r8+i (row 0:
 *        stays in r7)                                            80 + 8
 * 140 instructions, 140 cycles. Every operand is a low register except in the 16 MOVs, the least
 * for this split: a p_S of a half needs 7 of the 8 low registers (its 5 words, 2 temporaries), and
 * EORS writes only low registers, so of each half at most one word stays low through the other
 * half's p_S: 4 words of each half go out to high registers and come back once a round.
 *
 * p_S (section 3.3) as 21 two-operand instructions with two temporaries: the final complement of
 * S2 is folded into the chi step (x2 ^= x3 | ~x4 is x2 ^ ~(~x3 & x4)), and the updates that read a
 * word already changed are the ones where that change cannot show (x1 & ~x0' = x1 & ~x0 since x0
 * changed only where x1 is 0; likewise x3 & ~x2 read from the complemented new x2).
 *
 * p_L (section 3.4) per row, x ^= (x >>> a) ^ (x >>> b) on the halves lo, hi: each half's new value
 * is the half XOR two terms of the form (p ^ (q << k)) << m or with >> (two shifts of one word in
 * one direction merge: (v >> a) ^ (v >> b) = (v ^ (v >> (b - a))) >> a), 3 instructions a term,
 * so 16 a row with two temporaries; the new hi is built first into T, then hi is free to hold a
 * term of the new lo. */

/* S = (p ^ (q SH1 k1)) SH2 k2; S != p (S may be q when q is dead afterwards). */
.macro TERM S, p, q, sh1, k1, sh2, k2
    \sh1  \S, \q, #\k1
    eors  \S, \p
    \sh2  \S, \S, #\k2
.endm

/* p_S on one half: x0..x4 the five words of the half (updated in place), t0, t1 temporaries.
 * C: x0 ^= x4; x4 ^= x3; x2 ^= x1; t_i = ~x_i & x_(i+1); x_i ^= t_(i+1); x1 ^= x0; x0 ^= x4;
 *    x3 ^= x2; x2 = ~x2. */
.macro SBOX x0, x1, x2, x3, x4, t0, t1
    eors  \x0, \x4                  @ x0 ^= x4
    eors  \x4, \x3                  @ x4 ^= x3
    eors  \x2, \x1                  @ x2 ^= x1
    mvns  \t0, \x0
    orrs  \t0, \x4                  @ t0 = ~x0 | x4 = ~(x0 & ~x4)
    mov   \t1, \x2
    bics  \t1, \x1
    eors  \x0, \t1                  @ x0 ^= x2 & ~x1
    mvns  \t1, \x4
    orrs  \t1, \x3
    eors  \x2, \t1                  @ x2 ^= x3 | ~x4: ~(x2 ^ (x4 & ~x3)), the complemented output
    mov   \t1, \x1
    bics  \t1, \x0
    eors  \x4, \t1                  @ x4 ^= x1 & ~x0
    mov   \t1, \x3
    ands  \t1, \x2
    eors  \x1, \t1                  @ x1 ^= x3 & ~x2
    eors  \x3, \t0                  @ x3 ^= ~(x0 & ~x4) (complemented; the complement of x2 cancels it)
    eors  \x1, \x0                  @ x1 ^= x0
    eors  \x3, \x2                  @ x3 ^= x2
    eors  \x0, \x4                  @ x0 ^= x4
.endm

/* p_L on one row: lo, hi the halves; the new hi goes to T, the new lo to D (lo, hi or U); U a
 * temporary. The terms: hi' = hi ^ A ^ B, lo' = lo ^ C ^ E, each given as p, q, sh1, k1, sh2, k2 of
 * TERM; C is built in U, E in hi (E's p is lo). */
.macro LIN lo, hi, T, U, D, ap, aq, a1, ak1, a2, ak2, bp, bq, b1, bk1, b2, bk2, cp, cq, c1, ck1, c2, ck2, ep, eq, e1, ek1, e2, ek2
    TERM  \T, \ap, \aq, \a1, \ak1, \a2, \ak2
    TERM  \U, \bp, \bq, \b1, \bk1, \b2, \bk2
    eors  \T, \hi
    eors  \T, \U                    @ T = hi'
    TERM  \U, \cp, \cq, \c1, \ck1, \c2, \ck2
    TERM  \hi, \ep, \eq, \e1, \ek1, \e2, \ek2
    .ifc \D, \lo
    eors  \lo, \U
    eors  \lo, \hi                  @ lo' = lo ^ C ^ E
    .else
    .ifc \D, \hi
    eors  \hi, \lo
    eors  \hi, \U                   @ lo' = lo ^ C ^ E
    .else
    eors  \U, \lo
    eors  \U, \hi                   @ lo' = lo ^ C ^ E
    .endif
    .endif
.endm

/* The five rows. Rotations right by a < b < 32: lo' = lo ^ (lo ^ lo >> (b-a)) >> a
 * ^ (hi ^ hi << (b-a)) << (32-b), and the same with lo and hi exchanged for hi'. */
.macro LIN_SHORT lo, hi, T, U, D, a, b
    LIN \lo, \hi, \T, \U, \D, \hi, \hi, lsrs, (\b-\a), lsrs, \a,  \lo, \lo, lsls, (\b-\a), lsls, (32-\b), \hi, \hi, lsls, (\b-\a), lsls, (32-\b),  \lo, \lo, lsrs, (\b-\a), lsrs, \a
.endm
/* S0: x ^= (x >>> 19) ^ (x >>> 28) */
.macro LIN0 lo, hi, T, U, D
    LIN_SHORT \lo, \hi, \T, \U, \D, 19, 28
.endm
/* S1: x ^= (x >>> 61) ^ (x >>> 39); 61 = 32 + 29, 39 = 32 + 7:
 * lo' = lo ^ (hi ^ hi >> 22) >> 7 ^ (lo ^ lo << 22) << 3, hi' likewise with lo and hi exchanged. */
.macro LIN1 lo, hi, T, U, D
    LIN \lo, \hi, \T, \U, \D, \lo, \lo, lsrs, 22, lsrs, 7,  \hi, \hi, lsls, 22, lsls, 3,  \hi, \hi, lsrs, 22, lsrs, 7,  \lo, \lo, lsls, 22, lsls, 3
.endm
/* S2: x ^= (x >>> 1) ^ (x >>> 6) */
.macro LIN2 lo, hi, T, U, D
    LIN_SHORT \lo, \hi, \T, \U, \D, 1, 6
.endm
/* S3: x ^= (x >>> 10) ^ (x >>> 17) */
.macro LIN3 lo, hi, T, U, D
    LIN_SHORT \lo, \hi, \T, \U, \D, 10, 17
.endm
/* S4: x ^= (x >>> 7) ^ (x >>> 41); 41 = 32 + 9:
 * lo' = lo ^ (lo ^ hi >> 2) >> 7 ^ (lo ^ hi << 2) << 23, hi' likewise with lo and hi exchanged. */
.macro LIN4 lo, hi, T, U, D
    LIN \lo, \hi, \T, \U, \D, \hi, \lo, lsrs, 2, lsrs, 7,  \hi, \lo, lsls, 2, lsls, 23,  \lo, \hi, lsrs, 2, lsrs, 7,  \lo, \hi, lsls, 2, lsls, 23
.endm

/* The round after p_C: L0..L4 in r0..r4, H0 in r7, H1..H4 in r9..r12 in and out. */
.macro ROUND_SL
    SBOX  r0, r1, r2, r3, r4, r5, r6
    mov   r8, r0                    @ L0 out
    mov   r0, r9                    @ H1
    mov   r9, r1                    @ L1 out
    mov   r1, r10                   @ H2
    mov   r10, r2                   @ L2 out
    mov   r2, r11                   @ H3
    mov   r11, r3                   @ L3 out
    mov   r3, r12                   @ H4
    SBOX  r7, r0, r1, r2, r3, r5, r6
    LIN4  r4, r3, r5, r6, r4        @ L4 stays in r4
    mov   r12, r5                   @ H4 home
    mov   r6, r11                   @ L3
    LIN3  r6, r2, r5, r3, r3        @ L3 to r3
    mov   r11, r5
    mov   r6, r10                   @ L2
    LIN2  r6, r1, r5, r2, r2        @ L2 to r2
    mov   r10, r5
    mov   r6, r9                    @ L1
    LIN1  r6, r0, r5, r1, r1        @ L1 to r1
    mov   r9, r5
    mov   r6, r8                    @ L0
    LIN0  r7, r6, r0, r5, r7        @ (row 0 is symmetric in its halves: H0 as "lo" stays in r7, L0 to r0)
.endm

/* One whole round with the constant c as an immediate. */
.macro ROUND c
    movs  r5, #\c
    eors  r2, r5                    @ p_C: S2 ^= c
    ROUND_SL
.endm

/* The state from memory at [r0] into L0..L4 = r0..r4, H0..H4 = r8..r12 (the registers of the
 * stretches; the rounds take H0 in r7: ascon_armv6m_p12 and p8 move it). */
.macro STATE_LOAD
    ldr   r1, [r0, #4]
    mov   r8, r1
    ldr   r1, [r0, #12]
    mov   r9, r1
    ldr   r1, [r0, #20]
    mov   r10, r1
    ldr   r1, [r0, #28]
    mov   r11, r1
    ldr   r1, [r0, #36]
    mov   r12, r1
    ldr   r4, [r0, #32]
    ldr   r3, [r0, #24]
    ldr   r2, [r0, #16]
    ldr   r1, [r0, #8]
    ldr   r0, [r0, #0]
.endm

/* The state from the registers to memory at [rp] (rp a low register other than r0..r5, advanced
 * by 40; r5 used). */
.macro STATE_STORE rp
    mov   r5, r8
    stm   \rp!, {r0, r5}            @ S0 = H0:L0
    mov   r5, r9
    stm   \rp!, {r1, r5}
    mov   r5, r10
    stm   \rp!, {r2, r5}
    mov   r5, r11
    stm   \rp!, {r3, r5}
    mov   r5, r12
    stm   \rp!, {r4, r5}            @ S1..S4
.endm
