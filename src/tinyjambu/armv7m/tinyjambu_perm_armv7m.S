/* TinyJAMBU keyed permutation, ARMv7-M (Cortex-M3), Thumb-2, constant time.
 *
 * void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
 *   in:  r0 = s, r1 = key, r2 = key_words (4, 6, 8), r3 = steps (a multiple of 4)
 *   AAPCS: r0-r3, r12 free; r4-r11 saved; lr pushed and used as a register, returned through pc.
 *   Contract: src/tinyjambu/tinyjambu_perm.h (step j uses key word j mod key_words).
 *   steps <= 40 (1280 rounds, the mode's largest).
 * Cost: 11 cycles per 32-round step and no loop control: for each key size the steps are unrolled
 * (40 of them) and entered at step 40 - steps by one add to pc; 49 (128-bit key), 77 (192) and
 * 67 (256) cycles per call besides the steps, call and argument setup included (bench permute-0).
 * The mode's message loop, tinyjambu_crypt_blocks (end of file), runs the same unrolled steps
 * without a call per block.
 * Stack: 24 bytes (128-bit key), 36 (192-bit), 40 (256-bit). Code: about 5.4 KB.
 *
 * One step, s0 ^= t1 ^ ~(t2 & t3) ^ t4 ^ k with t1 = s2:s1 >> 15, t2 = s3:s2 >> 6, t3 = s3:s2 >> 21,
 * t4 = s3:s2 >> 27 (64-bit funnel shifts): the two halves of each funnel occupy disjoint bits, so
 * t1 and t4 are XORed into s0 as two shifted operands each; ~t2 = ~(s2 >> 6) ^ (s3 << 26) comes from
 * MVN with a shifted operand, and ~(t2 & t3) = ~t2 | ~t3 = ORN(~t2, t3): 11 single-cycle instructions,
 * no complement of the key or the state. All key words live in registers; the words are renamed
 * across 4-step bodies (the updated word is the oldest), and with 192- and 256-bit keys the loop
 * unrolled run uses the key registers in turn, so no key index is computed at run time.
 *
 * Register map (all key sizes): r4..r7 = s0..s3, r0 = s (pushed when needed as a temporary).
 *   128-bit key: k0..k3 = r2, r3, r12, lr; temporaries r1, r8; no loop counter: 40 unrolled steps,
 *                entered at step 40 - steps (a computed branch), steps <= 40.
 *   192-bit key: k registers r2, r3, r8, r9, r10, r11 (loaded rotated); temporaries r1, r12.
 *   256-bit key: k registers r2, r3, r8, r9, r10, r11, r12, lr (loaded rotated); temporaries r0, r1;
 *                s on the stack.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .text

/* STEP A, B, C, D, K, T, U: word A ^= f(B, C, D) ^ K (A oldest, D newest); T, U temporaries.
 * Every instruction is a 32-bit encoding, so a step is exactly STEP_BYTES long (the 128-bit-key path
 * branches into the middle of an unrolled run of steps). */
#define STEP_BYTES 44
.macro STEP A, B, C, D, K, T, U
    eor.w \A, \A, \B, lsr #15       @ s0 ^= s1 >> 15          (t1, low part)
    eor.w \A, \A, \C, lsl #17       @ s0 ^= s2 << 17          (t1, high part)
    eor.w \A, \A, \C, lsr #27       @ s0 ^= s2 >> 27          (t4, low part)
    eor.w \A, \A, \D, lsl #5        @ s0 ^= s3 << 5           (t4, high part)
    mvn.w \T, \C, lsr #6            @ T = ~(s2 >> 6)
    eor.w \T, \T, \D, lsl #26       @ T = ~t2
    lsr.w \U, \C, #21               @ U = s2 >> 21
    orr.w \U, \U, \D, lsl #11       @ U = t3
    orn   \T, \T, \U                @ T = ~t2 | ~t3 = ~(t2 & t3)
    eor.w \A, \A, \T                @ s0 ^= ~(t2 & t3)
    eor.w \A, \A, \K                @ s0 ^= k
.endm

/* BODY K0, K1, K2, K3, T, U: four steps with renamed words, key registers K0..K3 in turn. */
.macro BODY K0, K1, K2, K3, T, U
    STEP  r4, r5, r6, r7, \K0, \T, \U
    STEP  r5, r6, r7, r4, \K1, \T, \U
    STEP  r6, r7, r4, r5, \K2, \T, \U
    STEP  r7, r4, r5, r6, \K3, \T, \U
.endm

    .global tinyjambu_permute
    .type   tinyjambu_permute, %function
    .thumb_func
tinyjambu_permute:
    cmp   r2, #4
    bne.w .Lkey192_256

/* ---- 128-bit key: 40 unrolled steps, entered at step 40 - steps -------------------------------- */
    push  {r4-r8, lr}
    rsb   r8, r3, #40               @ r8 = skip = 40 - steps (a multiple of 4: a BODY boundary)
    ldm   r0, {r4-r7}               @ s0..s3
    ldm   r1, {r2, r3, r12, lr}     @ k0..k3
    movw  r1, #STEP_BYTES
    mul   r8, r8, r1                @ r8 = STEP_BYTES * skip (no flags: see tinyjambu_crypt_blocks)
    add   pc, r8                    @ pc = (this address + 4) + r8: into the unrolled steps
    nop                             @ (skipped: the steps start 4 bytes after the add)
    .rept 2
    BODY  r2, r3, r12, lr, r1, r8
    .endr
.Lrun128_at8:                       @ (tinyjambu_crypt_blocks enters here: 32 steps)
    .rept 8
    BODY  r2, r3, r12, lr, r1, r8
    .endr
    bmi.w .Lblock_tail128           @ N = 1 only inside tinyjambu_crypt_blocks (see there)
    stm   r0, {r4-r7}
    pop   {r4-r8, pc}

/* ---- 192-bit key: 40 unrolled steps with keys k[i mod 6], entered at step 40 - steps --------- */
/* Step i of the run uses key register K[i mod 6] (K0..K5 = r2, r3, r8, r9, r10, r11). Entering at
 * step `skip`, key word j is needed at step skip + j, so it is loaded into K[(skip + j) mod 6]: the
 * key is loaded rotated by skip mod 6, which is 0, 4 or 2 since skip is a multiple of 4. */
.Lkey192_256:
    cmp   r2, #6
    bne.w .Lkey256
    push  {r4-r11, lr}
    ldm   r0, {r4-r7}               @ s0..s3
    rsb   r8, r3, #40               @ r8 = skip = 40 - steps
    add   r12, r8, r8, lsl #1       @ r12 = 3 * skip
    add   r12, r12, r8, lsl #3      @ r12 = 11 * skip
    lsl   r12, r12, #2              @ r12 = 44 * skip = STEP_BYTES * skip
    cmp   r3, #36                   @ the mode's two step counts first: 36 (skip 4, rotation 4)
    beq   .Lrot192_4
    cmp   r3, #20                   @ and 20 (skip 20, rotation 2)
    beq   .Lrot192_2
    lsr   r8, r8, #2                @ r8 = skip / 4 (0..10); rotation = 4 * (skip / 4) mod 6
    movw  r9, #0xAAAB               @ r9 = ceil(2^17 / 3): q / 3 = (q * r9) >> 17 for q < 2^15
    mul   r9, r8, r9
    lsr   r9, r9, #17               @ r9 = q / 3
    add   r9, r9, r9, lsl #1        @ r9 = 3 * (q / 3)
    subs  r8, r8, r9                @ r8 = q mod 3: rotation 0, 4, 2 for 0, 1, 2
    beq   .Lrot192_0
    cmp   r8, #1
    beq   .Lrot192_4
.Lrot192_2:
    ldm   r1!, {r8-r11}             @ rotation 2: K2..K5 = k0..k3
    ldm   r1, {r2, r3}              @             K0, K1 = k4, k5
    b     .Lenter192
.Lrot192_4:
    ldm   r1!, {r10, r11}           @ rotation 4: K4, K5 = k0, k1
    ldm   r1, {r2, r3, r8, r9}      @             K0..K3 = k2..k5
    b     .Lenter192
.Lrot192_0:
    ldm   r1, {r2, r3, r8-r11}      @ rotation 0: K0..K5 = k0..k5
.Lenter192:
    add   pc, r12                   @ into the unrolled steps (they start 4 bytes after the add)
    nop
    BODY  r2, r3, r8, r9, r1, r12
.Lrun192_at4:                       @ (tinyjambu_crypt_blocks enters here: 36 steps, key rotation 4)
    BODY  r10, r11, r2, r3, r1, r12
    BODY  r8, r9, r10, r11, r1, r12
    .rept 2
    BODY  r2, r3, r8, r9, r1, r12
    BODY  r10, r11, r2, r3, r1, r12
    BODY  r8, r9, r10, r11, r1, r12
    .endr
    BODY  r2, r3, r8, r9, r1, r12
    bmi.w .Lblock_tail192           @ N = 1 only inside tinyjambu_crypt_blocks
    stm   r0, {r4-r7}
    pop   {r4-r11, pc}

/* ---- 256-bit key: 40 unrolled steps with keys k[i mod 8]; s on the stack ---------------------- */
/* K0..K7 = r2, r3, r8, r9, r10, r11, r12, lr; skip mod 8 is 0 or 4: two load orders. */
.Lkey256:
    push  {r0, r4-r11, lr}          @ [sp] = s
    ldm   r0, {r4-r7}               @ s0..s3
    rsb   r0, r3, #40               @ r0 = skip = 40 - steps
    tst   r0, #4                    @ rotation 4 when skip mod 8 == 4
    add   r3, r0, r0, lsl #1        @ r3 = 3 * skip
    add   r0, r3, r0, lsl #3        @ r0 = 11 * skip
    lsl   r0, r0, #2                @ r0 = 44 * skip (flags from the tst are kept)
    bne   .Lrot256_4
    ldm   r1, {r2, r3, r8-r12, lr}  @ rotation 0: K0..K7 = k0..k7
.Lenter256:
    add   pc, r0                    @ into the unrolled steps (they start 4 bytes after the add)
    nop
.Lrun256_at0:                       @ (tinyjambu_crypt_blocks enters here: 40 steps)
    .rept 5
    BODY  r2, r3, r8, r9, r0, r1
    BODY  r10, r11, r12, lr, r0, r1
    .endr
    bmi.w .Lblock_tail256           @ N = 1 only inside tinyjambu_crypt_blocks
    ldr   r0, [sp], #4              @ r0 = s
    stm   r0, {r4-r7}
    pop   {r4-r11, pc}
.Lrot256_4:
    ldm   r1!, {r10-r12, lr}        @ rotation 4: K4..K7 = k0..k3
    ldm   r1, {r2, r3, r8, r9}      @             K0..K3 = k4..k7
    b     .Lenter256

    .size tinyjambu_permute, . - tinyjambu_permute

/* ---- the message loop with the state in registers ---------------------------------------------
 * void tinyjambu_crypt_blocks(uint32_t s[4], const uint32_t *key, unsigned key_words, uint8_t *out,
 *                             const uint8_t *in, size_t nblocks, unsigned decrypt);
 *   in:  r0 = s, r1 = key, r2 = key_words (4, 6, 8), r3 = out, [sp] = in, [sp+4] = nblocks (>= 1),
 *        [sp+8] = decrypt (0 or 1). out may equal in; both may be unaligned.
 * C meaning (tinyjambu_perm.h), for each 4-byte block i:
 *   s[1] ^= 0x50; tinyjambu_permute(s, key, key_words, 32 + 2 * (key_words - 4));
 *   x = load32_le(in + 4i); y = s[2] ^ x; store32_le(out + 4i, y); s[3] ^= decrypt ? y : x;
 * The permutation is the unrolled run of tinyjambu_permute above, entered at its 32-, 36- or 40-step
 * point; the run ends with "bmi .Lblock_tail": tinyjambu_permute always reaches it with N = 0 (its
 * compares are on small non-negative values and no instruction of the run sets flags), and this
 * loop keeps N = 1 with a negative block counter that counts up to 0. So the words stay in registers
 * from block to block and a block costs the run plus a 12 (128-bit key), 19 (192) or 27 (256)
 * cycle tail. decrypt ? y : x is s3 ^= x ^ (s2 & mask) with mask = -decrypt: no branch on data.
 * Frame: [sp] mask, [sp+4] block counter (-blocks left), [sp+8] in, [sp+12] out, [sp+16] s,
 * then r4-r11, lr; the caller's stack arguments at [sp+56], [sp+60], [sp+64]. Stack: 56 bytes.
 */
    .global tinyjambu_crypt_blocks
    .type   tinyjambu_crypt_blocks, %function
    .thumb_func
tinyjambu_crypt_blocks:
    push  {r0, r4-r11, lr}
    sub   sp, #16
    ldm   r0, {r4-r7}               @ s0..s3
    ldr   r12, [sp, #56]            @ r12 = in
    ldr   lr, [sp, #64]             @ lr = decrypt
    rsb   lr, lr, #0                @ mask = -decrypt (0 or all ones)
    str   lr, [sp, #0]
    strd  r12, r3, [sp, #8]         @ frame in, out (the 256-bit path steps them in memory)
    ldr   lr, [sp, #60]             @ nblocks
    rsb   lr, lr, #0
    str   lr, [sp, #4]              @ counter = -nblocks
    eor   r5, r5, #0x50             @ s1 ^= frame of the first block
    cmp   r2, #6
    beq   .Lblocks192
    bhi   .Lblocks256

/* 128-bit key: r0 = in, r9 = out - in - 4, r10 = mask, r11 = counter; keys as in tinyjambu_permute. */
    sub   r9, r3, r12
    sub   r9, r9, #4                @ r9 = out - (in + 4): out address from the advanced in pointer
    mov   r0, r12
    ldr   r10, [sp, #0]
    ldr   r11, [sp, #4]
    ldm   r1, {r2, r3, r12, lr}     @ k0..k3
    cmp   r11, #0                   @ N = 1: the run will branch to the tail
    b.w   .Lrun128_at8
.Lblock_tail128:
    ldr   r1, [r0], #4              @ x = load32_le(in); in += 4
    eor   r8, r6, r1                @ y = s2 ^ x
    str   r8, [r0, r9]              @ store32_le(out, y)
    eor   r7, r7, r1                @ s3 ^= x
    and   r1, r6, r10
    eor   r7, r7, r1                @ decrypt: s3 ^= s2 as well, i.e. s3 ^= y
    eor   r5, r5, #0x50             @ s1 ^= frame of the next block
    adds  r11, r11, #1              @ counter += 1: N = 1 while blocks remain
    bmi.w .Lrun128_at8
    b     .Lblocks_done

/* 192-bit key: r0 = in, lr = out - in - 4, mask and counter in the frame; key loaded with rotation 4
 * (the run is entered at step 4, see .Lrot192_4). */
.Lblocks192:
    sub   lr, r3, r12
    sub   lr, lr, #4
    mov   r0, r12
    ldm   r1!, {r10, r11}           @ K4, K5 = k0, k1
    ldm   r1, {r2, r3, r8, r9}      @ K0..K3 = k2..k5
    ldr   r1, [sp, #4]
    cmp   r1, #0                    @ N = 1
    b.w   .Lrun192_at4
.Lblock_tail192:
    ldr   r1, [r0], #4              @ x = load32_le(in); in += 4
    eor   r12, r6, r1               @ y = s2 ^ x
    str   r12, [r0, lr]             @ store32_le(out, y)
    eor   r7, r7, r1                @ s3 ^= x
    ldr   r12, [sp, #0]
    and   r12, r12, r6
    eor   r7, r7, r12               @ decrypt: s3 ^= s2 as well
    eor   r5, r5, #0x50             @ s1 ^= frame of the next block
    ldr   r1, [sp, #4]
    adds  r1, r1, #1                @ counter += 1: N = 1 while blocks remain
    str   r1, [sp, #4]
    bmi.w .Lrun192_at4
    b     .Lblocks_done

/* 256-bit key: every register but r0, r1 holds a word; in, out, mask and counter in the frame. */
.Lblocks256:
    ldm   r1, {r2, r3, r8-r12, lr}  @ K0..K7 = k0..k7
    ldr   r0, [sp, #4]
    cmp   r0, #0                    @ N = 1
    b.w   .Lrun256_at0
.Lblock_tail256:
    ldr   r0, [sp, #8]
    ldr   r1, [r0], #4              @ x = load32_le(in); in += 4
    str   r0, [sp, #8]
    eor   r7, r7, r1                @ s3 ^= x
    eor   r1, r1, r6                @ y = s2 ^ x
    ldr   r0, [sp, #12]
    str   r1, [r0], #4              @ store32_le(out, y); out += 4
    str   r0, [sp, #12]
    ldr   r0, [sp, #0]
    and   r0, r0, r6
    eor   r7, r7, r0                @ decrypt: s3 ^= s2 as well
    eor   r5, r5, #0x50             @ s1 ^= frame of the next block
    ldr   r0, [sp, #4]
    adds  r0, r0, #1                @ counter += 1: N = 1 while blocks remain
    str   r0, [sp, #4]
    bmi.w .Lrun256_at0

.Lblocks_done:
    eor   r5, r5, #0x50             @ undo the frame of the block that does not come
    ldr   r0, [sp, #16]             @ s
    stm   r0, {r4-r7}
    add   sp, #20
    pop   {r4-r11, pc}
    .size tinyjambu_crypt_blocks, . - tinyjambu_crypt_blocks
