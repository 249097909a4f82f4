/* TinyJAMBU keyed permutation and message loop, ARMv6-M (Cortex-M0, Cortex-M0+), Thumb-1,
 * constant time (no branch or address depends on the key, the state or the message).
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in: r0 = s, r1 = key, r2 = key_words (4, 6, 8), r3 = steps (a multiple of 4, <= 40).
 * void tinyjambu_crypt_blocks(uint32_t s[4], const uint32_t *key, unsigned key_words, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks, unsigned decrypt);
 *   in: r0..r3 as named, [sp] = in, [sp+4] = nblocks (>= 1), [sp+8] = decrypt (0 or 1).
 * Contract and C meaning: src/tinyjambu/tinyjambu_perm.h. AAPCS: r4-r11 saved.
 *
 * One step (32 rounds), s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k with the 64-bit funnel shifts
 * t1 = s2:s1 >> 15, t2 = s3:s2 >> 6, t3 = s3:s2 >> 21, t4 = s3:s2 >> 27. Thumb-1 has no shifted
 * operand, so every shifted half is one LSLS/LSRS (8), combined by 4 EORS (t1, t4 go straight into
 * s0: their halves are disjoint), 2 ORRS (t2, t3), ANDS and EORS: 16 single-cycle instructions. The
 * complement is folded into the key: the key words are kept complemented, s0 ^= (t2 & t3) ^ ~k.
 * The key XOR is 1 cycle for a key word in a low register and 2 (MOV from a high register, EORS)
 * otherwise. Low registers: s0..s3, three temporaries (t2 and t3 are needed at once, and each is built
 * from two shifted halves), and one key word. So with a 128-bit key the floor of this form is
 * 3 x 18 + 17 = 71 cycles per 4 steps (17.75 per step); the run below has no loop control at all.
 *
 * 128-bit key (the fast path): s0..s3 in r0..r3 (the words are renamed across the 4 steps of a BODY:
 * the updated word is the oldest), temporaries r4-r6, ~k0 in r7, ~k1..~k3 in r8-r10. 40 steps are
 * unrolled and entered at step 40 - steps by one ADD to pc (every BODY is BODY128_BYTES long).
 * The run falls through into the message loop's block tail; r11 = 0 there means "a plain permute".
 * 192- and 256-bit keys: a loop of 4-step bodies reading ~k[j mod key_words] from a copy of the key
 * on the stack, expanded to one word per step (wiped before return).
 *
 * Unaligned word accesses fault on ARMv6-M: the message loop uses word loads and stores only when in
 * and out are both word aligned (a branch on public addresses), else byte accesses.
 */
    .syntax unified
    .arch armv6-m
    .thumb
    .text

/* STEP_F A, B, C, D: word A ^= (s1:s2:s3 terms of) t1 ^ (t2 & t3) ^ t4 for B, C, D = the three
 * newer words (A oldest, D newest); the key XOR follows. Temporaries r4, r5, r6. */
.macro STEP_F A, B, C, D
    lsrs  r4, \B, #15
    eors  \A, r4                    @ s0 ^= s1 >> 15        (t1, low half)
    lsls  r4, \C, #17
    eors  \A, r4                    @ s0 ^= s2 << 17        (t1, high half)
    lsrs  r4, \C, #27
    eors  \A, r4                    @ s0 ^= s2 >> 27        (t4, low half)
    lsls  r4, \D, #5
    eors  \A, r4                    @ s0 ^= s3 << 5         (t4, high half)
    lsrs  r4, \C, #6
    lsls  r5, \D, #26
    orrs  r4, r5                    @ r4 = t2 = (s2 >> 6) | (s3 << 26)
    lsrs  r5, \C, #21
    lsls  r6, \D, #11
    orrs  r5, r6                    @ r5 = t3 = (s2 >> 21) | (s3 << 11)
    ands  r4, r5
    eors  \A, r4                    @ s0 ^= t2 & t3
.endm

/* STEP A, B, C, D, K: the whole step with K = ~k in r7 or in a high register. */
.macro STEP A, B, C, D, K
    STEP_F \A, \B, \C, \D
    .ifc \K, r7
    eors  \A, r7                    @ s0 ^= ~k: together s0 ^= ~(t2 & t3) ^ k
    .else
    mov   r4, \K
    eors  \A, r4                    @ s0 ^= ~k
    .endif
.endm

/* STEPM A, B, C, D, OFF: the whole step with ~k at [r7 + OFF] (the expanded key copy). */
.macro STEPM A, B, C, D, OFF
    STEP_F \A, \B, \C, \D
    ldr   r4, [r7, #\OFF]
    eors  \A, r4                    @ s0 ^= ~k
.endm

/* Four steps, 128-bit key: ~k0 in r7, ~k1..~k3 in r8..r10. */
#define BODY128_BYTES 142
.macro BODY128
    STEP  r0, r1, r2, r3, r7
    STEP  r1, r2, r3, r0, r8
    STEP  r2, r3, r0, r1, r9
    STEP  r3, r0, r1, r2, r10
.endm

/* Prologue shared by the 128-bit paths: save r4-r11 and lr (36 bytes), load ~k0..~k3 from r1 into
 * r7, r8, r9, r10. Clobbers r1, r4-r7. */
.macro SAVE_LOAD_KEY128
    push  {r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    push  {r4-r7}
    ldm   r1!, {r4-r7}              @ k0..k3
    mvns  r5, r5
    mov   r8, r5                    @ r8 = ~k1
    mvns  r6, r6
    mov   r9, r6                    @ r9 = ~k2
    mvns  r7, r7
    mov   r10, r7                   @ r10 = ~k3
    mvns  r7, r4                    @ r7 = ~k0
.endm

    .global tinyjambu_permute
    .type   tinyjambu_permute, %function
    .thumb_func
tinyjambu_permute:
    cmp   r2, #4
    beq   .Lpermute128
    b     .Lpermute_other
.Lpermute128:
    SAVE_LOAD_KEY128
    movs  r4, #40
    subs  r4, r4, r3                @ skip = 40 - steps (a multiple of 4)
    movs  r5, #(BODY128_BYTES / 2)
    muls  r4, r5                    @ skip * 71 = (skip / 4) * BODY128_BYTES * 2
    lsrs  r4, r4, #1                @ r4 = (skip / 4) * BODY128_BYTES
    mov   r12, r4
    movs  r4, #0
    mov   r11, r4                   @ r11 = 0: the tail after the run returns
    push  {r0, r4}                  @ [sp] = s (frame shared with tinyjambu_crypt_blocks)
    ldm   r0, {r0-r3}               @ s0..s3
.Ljump128:
    add   pc, r12                   @ pc = (address of this add + 4) + offset: into the run
    nop                             @ (skipped: the run starts 4 bytes after the add)
.Lrun128:
    .if (.Lrun128 - .Ljump128) - 4
    .error "the run must start 4 bytes after the add to pc"
    .endif
    .rept 2
    BODY128
    .endr
.Lrun128_at8:                       @ 32 steps from here (the message loop enters here)
    .if (.Lrun128_at8 - .Lrun128) - 2 * BODY128_BYTES
    .error "BODY128_BYTES is not the size of BODY128"
    .endif
    .rept 8
    BODY128
    .endr
/* After the run: a plain permute (r11 = 0) stores the state and returns; the message loop
 * (r11 = in) handles one block and runs the 32 steps again. */
    mov   r4, r11
    cmp   r4, #0
    beq   .Lreturn128
/* The block tail, in and out word aligned. r11 = in, r12 = out - in - 4, lr = in + 4 * nblocks,
 * [sp+4] = mask = -decrypt. C meaning: x = load32_le(in); y = s2 ^ x; store32_le(out, y);
 * s3 ^= x ^ (s2 & mask) (= decrypt ? y : x); in += 4, out += 4; then s1 ^= frame for the next. */
    ldm   r4!, {r5}                 @ x; in += 4
    mov   r11, r4
    add   r4, r12                   @ r4 = out
    mov   r6, r2
    eors  r6, r5                    @ y = s2 ^ x
    str   r6, [r4]
    eors  r3, r5                    @ s3 ^= x
    ldr   r4, [sp, #4]
    ands  r4, r2
    eors  r3, r4                    @ decrypt: s3 ^= s2 as well (s3 ^= y)
    movs  r6, #0x50
    eors  r1, r6                    @ s1 ^= frame of the next block
    cmp   r11, lr
    beq   .Lblocks128_done
    b     .Lrun128_at8
.Lblocks128_done:
    eors  r1, r6                    @ undo the frame of the block that does not come
.Lreturn128:
    pop   {r4, r5}                  @ r4 = s
    stm   r4!, {r0-r3}
    pop   {r4-r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r4-r7, pc}

/* ---- 192- and 256-bit keys -------------------------------------------------------------------
 * Frame: [sp] = s, [sp+4 .. sp+163] = ~k[j mod key_words] for steps j = 0..39, then r8, r4-r7, lr.
 * Registers in the loop: r0..r3 = s0..s3, r4-r6 temporaries, r7 = key copy of the step, r8 = end. */
.Lpermute_other:
    cmp   r3, #0
    bne   1f
    bx    lr                        @ no step: s unchanged (the loops below run at least once)
1:  push  {r4-r7, lr}
    mov   r4, r8
    push  {r4}
    sub   sp, #164
    str   r0, [sp]
    lsls  r2, r2, #2                @ r2 = key bytes (24 or 32)
    add   r5, sp, #4                @ r5 = the copy
    movs  r4, #0                    @ r4 = byte offset of the key word
    mov   r6, r3                    @ r6 = steps left to fill
.Lfill:
    ldr   r7, [r1, r4]
    mvns  r7, r7
    stm   r5!, {r7}                 @ copy[j] = ~k[j mod key_words]
    adds  r4, r4, #4
    cmp   r4, r2
    bne   .Lfill_next
    movs  r4, #0                    @ (key_words is public)
.Lfill_next:
    subs  r6, r6, #1
    bne   .Lfill
    mov   r8, r5                    @ r8 = end of the copy
    add   r7, sp, #4
    ldm   r0, {r0-r3}
.Lloop_other:
    STEPM r0, r1, r2, r3, 0
    STEPM r1, r2, r3, r0, 4
    STEPM r2, r3, r0, r1, 8
    STEPM r3, r0, r1, r2, 12
    adds  r7, r7, #16
    cmp   r7, r8
    bne   .Lloop_other
    ldr   r4, [sp]
    stm   r4!, {r0-r3}
    movs  r0, #0                    @ wipe the key copy (r8 = its end)
    add   r7, sp, #4
.Lwipe:
    stm   r7!, {r0}
    cmp   r7, r8
    bne   .Lwipe
    add   sp, #164
    pop   {r4}
    mov   r8, r4
    pop   {r4-r7, pc}
    .size tinyjambu_permute, . - tinyjambu_permute

/* ---- the message loop ------------------------------------------------------------------------ */
    .global tinyjambu_crypt_blocks
    .type   tinyjambu_crypt_blocks, %function
    .thumb_func
tinyjambu_crypt_blocks:
    cmp   r2, #4
    bne   .Lblocks_generic
    push  {r4}
    ldr   r4, [sp, #4]              @ in
    orrs  r4, r3
    lsls  r4, r4, #30               @ (in | out) & 3: word accesses only when both are aligned
    pop   {r4}
    bne   .Lblocks_generic
    SAVE_LOAD_KEY128                @ caller's in, nblocks, decrypt now at [sp+36], [sp+40], [sp+44]
    ldr   r4, [sp, #36]             @ in
    mov   r11, r4
    subs  r5, r3, r4
    subs  r5, r5, #4
    mov   r12, r5                   @ r12 = out - in - 4
    ldr   r5, [sp, #40]             @ nblocks
    lsls  r5, r5, #2
    adds  r5, r4, r5
    mov   lr, r5                    @ lr = in + 4 * nblocks
    ldr   r5, [sp, #44]
    negs  r5, r5                    @ mask = -decrypt
    push  {r0, r5}                  @ [sp] = s, [sp+4] = mask
    ldm   r0, {r0-r3}
    movs  r6, #0x50
    eors  r1, r6                    @ s1 ^= frame of the first block
    b     .Lrun128_at8

/* Any key size, any alignment: the loop of tinyjambu_perm.h around tinyjambu_permute, byte accesses.
 * Frame: r4 = s, r5 = key, r6 = key_words, r7 = out; in, nblocks, decrypt at [sp+20], [sp+24], [sp+28]. */
.Lblocks_generic:
    push  {r4-r7, lr}
    mov   r4, r0
    mov   r5, r1
    mov   r6, r2
    mov   r7, r3
.Lblocks_generic_loop:
    ldr   r0, [r4, #4]
    movs  r1, #0x50
    eors  r0, r1
    str   r0, [r4, #4]              @ s1 ^= frame
    mov   r0, r4
    mov   r1, r5
    mov   r2, r6
    lsls  r3, r6, #1
    adds  r3, r3, #24               @ steps = 32 + 2 * (key_words - 4)
    bl    tinyjambu_permute
    ldr   r2, [sp, #20]             @ in
    ldrb  r0, [r2, #0]
    ldrb  r1, [r2, #1]
    lsls  r1, r1, #8
    orrs  r0, r1
    ldrb  r1, [r2, #2]
    lsls  r1, r1, #16
    orrs  r0, r1
    ldrb  r1, [r2, #3]
    lsls  r1, r1, #24
    orrs  r0, r1                    @ x = load32_le(in)
    adds  r2, r2, #4
    str   r2, [sp, #20]
    ldr   r1, [r4, #8]
    eors  r1, r0                    @ y = s2 ^ x
    strb  r1, [r7, #0]
    lsrs  r2, r1, #8
    strb  r2, [r7, #1]
    lsrs  r2, r1, #16
    strb  r2, [r7, #2]
    lsrs  r2, r1, #24
    strb  r2, [r7, #3]              @ store32_le(out, y)
    adds  r7, r7, #4
    ldr   r2, [sp, #28]
    negs  r2, r2                    @ mask = -decrypt
    ldr   r3, [r4, #8]
    ands  r3, r2
    eors  r0, r3                    @ x ^ (s2 & mask) = decrypt ? y : x
    ldr   r3, [r4, #12]
    eors  r3, r0
    str   r3, [r4, #12]             @ s3 ^= that
    ldr   r2, [sp, #24]
    subs  r2, r2, #1
    str   r2, [sp, #24]             @ nblocks -= 1
    bne   .Lblocks_generic_loop
    pop   {r4-r7, pc}
    .size tinyjambu_crypt_blocks, . - tinyjambu_crypt_blocks
