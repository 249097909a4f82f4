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
 * 192- and 256-bit keys (tinyjambu_permute_192_256, after the message loop): the same unrolled runs
 * with the key words in r8-r12, lr (and r7 and one stack slot for 256 bits), see there. The message
 * loop runs these key sizes, and unaligned buffers, as a loop of tinyjambu_permute calls.
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

    .type   tinyjambu_permute_192_256, %function
    .thumb_func
tinyjambu_permute_192_256:
/* ---- 192- and 256-bit keys: 40 unrolled steps each, entered at step skip = 40 - steps ---------
 * Step p of a run uses key register K[p mod key_words]; key word i is needed at step skip + i, so it
 * is loaded into K[(skip + i) mod key_words] (a rotation chosen by a branch on the public skip).
 * 192-bit: K0..K5 = r8, r9, r10, r11, r12, lr: every step 18 cycles, every BODY BODY192_BYTES long;
 *          rotation skip mod 6 = 0, 4, 2 for skip / 4 mod 3 = 0, 1, 2.
 * 256-bit: K0..K7 = r7, r8, r9, r10, r11, r12, lr and a stack slot (LDR + EORS, 3 cycles): even
 *          BODYs (K0..K3) are 142 bytes, odd ones (K4..K7) 144; rotation 0 or 4. The slot is wiped.
 * Frame: [sp] = s, [sp+4] = K7 (256-bit) or unused, [sp+8] = entry offset; then r8-r11, r4-r7, lr. */
#define BODY192_BYTES 144
.macro BODY192 K0, K1, K2, K3
    STEP  r0, r1, r2, r3, \K0
    STEP  r1, r2, r3, r0, \K1
    STEP  r2, r3, r0, r1, \K2
    STEP  r3, r0, r1, r2, \K3
.endm
/* The step whose key word is the stack slot [sp+4]. */
.macro STEP_SLOT A, B, C, D
    STEP_F \A, \B, \C, \D
    ldr   r4, [sp, #4]
    eors  \A, r4                    @ s0 ^= ~k
.endm

.Lpermute_other:                    @ (tinyjambu_permute with key_words 6 or 8)
    cmp   r3, #0
    bne   1f
    bx    lr                        @ no step: s unchanged
1:  push  {r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    mov   r7, r11
    push  {r4-r7}
    movs  r4, #40
    subs  r4, r4, r3
    lsrs  r3, r4, #2                @ r3 = q = skip / 4 (0..10)
    cmp   r2, #6
    beq   .Lpermute192
    b     .Lpermute256

.Lpermute192:
    movs  r4, #BODY192_BYTES
    muls  r4, r3                    @ r4 = entry offset = q * BODY192_BYTES
    push  {r0, r2, r4}              @ [sp] = s, [sp+8] = offset
    mov   r5, r3
2:  subs  r5, r5, #3                @ r5 = q mod 3 (q is public)
    bpl   2b
    adds  r5, r5, #3
    mov   r0, r1
    ldm   r0!, {r1-r4, r6, r7}      @ k0..k5 in r1, r2, r3, r4, r6, r7
    .irp  R, r1, r2, r3, r4, r6, r7
    mvns  \R, \R
    .endr
    cmp   r5, #1
    beq   .Lrot192_4
    bhi   .Lrot192_2
    mov   r8, r1                    @ rotation 0: K0..K5 = ~k0..~k5
    mov   r9, r2
    mov   r10, r3
    mov   r11, r4
    mov   r12, r6
    mov   lr, r7
    b     .Lenter192
.Lrot192_4:                         @ rotation 4: K4, K5, K0..K3 = ~k0..~k5
    mov   r12, r1
    mov   lr, r2
    mov   r8, r3
    mov   r9, r4
    mov   r10, r6
    mov   r11, r7
    b     .Lenter192
.Lrot192_2:                         @ rotation 2: K2..K5, K0, K1 = ~k0..~k5
    mov   r10, r1
    mov   r11, r2
    mov   r12, r3
    mov   lr, r4
    mov   r8, r6
    mov   r9, r7
.Lenter192:
    ldr   r4, [sp, #8]
    ldr   r0, [sp]
    ldm   r0, {r0-r3}               @ s0..s3
.Ljump192:
    add   pc, r4                    @ into the run (it starts 4 bytes after the add)
    nop
.Lrun192:
    .if (.Lrun192 - .Ljump192) - 4
    .error "the run must start 4 bytes after the add to pc"
    .endif
    BODY192 r8, r9, r10, r11
.Lrun192_1:
    .if (.Lrun192_1 - .Lrun192) - BODY192_BYTES
    .error "BODY192_BYTES is not the size of BODY192"
    .endif
    BODY192 r12, lr, r8, r9
    BODY192 r10, r11, r12, lr
    .rept 2
    BODY192 r8, r9, r10, r11
    BODY192 r12, lr, r8, r9
    BODY192 r10, r11, r12, lr
    .endr
    BODY192 r8, r9, r10, r11
.Lreturn_other:
    movs  r4, #0
    str   r4, [sp, #4]              @ wipe the key slot (256-bit key)
    pop   {r4-r6}                   @ r4 = s
    stm   r4!, {r0-r3}
    pop   {r4-r7}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    mov   r11, r7
    pop   {r4-r7, pc}

.Lpermute256:
    movs  r4, #143
    muls  r4, r3
    movs  r5, #1
    ands  r5, r3                    @ r5 = q & 1: rotation 4 when q is odd (skip mod 8 = 4)
    subs  r4, r4, r5                @ r4 = entry offset = 143 q - (q & 1)
    push  {r0, r2, r4}              @ [sp] = s, [sp+4] = K7 slot, [sp+8] = offset
    mov   r0, r1
    ldm   r0!, {r1-r4, r6, r7}      @ k0..k5 in r1, r2, r3, r4, r6, r7
    mvns  r1, r1
    mvns  r2, r2
    mvns  r3, r3
    mvns  r4, r4
    mvns  r6, r6
    mvns  r7, r7
    cmp   r5, #0
    bne   .Lrot256_4
    ldm   r0, {r0, r5}              @ k6, k7
    mvns  r0, r0
    mvns  r5, r5
    mov   lr, r0                    @ rotation 0: K0..K7 = ~k0..~k7
    str   r5, [sp, #4]
    mov   r8, r2
    mov   r9, r3
    mov   r10, r4
    mov   r11, r6
    mov   r12, r7
    mov   r7, r1
    b     .Lenter256
.Lrot256_4:                         @ rotation 4: K4..K7, K0..K3 = ~k0..~k7
    ldm   r0, {r0, r5}              @ k6, k7
    mvns  r0, r0
    mvns  r5, r5
    mov   r11, r1
    mov   r12, r2
    mov   lr, r3
    str   r4, [sp, #4]
    mov   r8, r7                    @ K1 = ~k5
    mov   r7, r6                    @ K0 = ~k4
    mov   r9, r0                    @ K2 = ~k6
    mov   r10, r5                   @ K3 = ~k7
.Lenter256:
    ldr   r4, [sp, #8]
    ldr   r0, [sp]
    ldm   r0, {r0-r3}
.Ljump256:
    add   pc, r4
    nop
.Lrun256:
    .if (.Lrun256 - .Ljump256) - 4
    .error "the run must start 4 bytes after the add to pc"
    .endif
    .rept 5
    BODY128                         @ K0..K3 = r7, r8, r9, r10 (as the 128-bit body)
    STEP  r0, r1, r2, r3, r11
    STEP  r1, r2, r3, r0, r12
    STEP  r2, r3, r0, r1, lr
    STEP_SLOT r3, r0, r1, r2
    .endr
.Lrun256_end:
    .if (.Lrun256_end - .Lrun256) - 5 * (BODY128_BYTES + BODY192_BYTES)
    .error "the 256-bit bodies are not 142 + 144 bytes"
    .endif
    b     .Lreturn_other
    .size tinyjambu_permute_192_256, . - tinyjambu_permute_192_256
