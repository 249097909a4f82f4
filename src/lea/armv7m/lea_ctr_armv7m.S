/* LEA-128 CTR key stream, ARMv7-M (Cortex-M3), Thumb-2: counter blocks encrypted, XORed into the
 * data and incremented in one loop, with no call, push or pop per block.
 *
 * size_t lea_ctr_xor(const lwc_lea_ctx *ctx, uint8_t ctr[16], uint8_t *out, const uint8_t *in,
 *                    size_t nblocks);
 *   in: r0 = ctx, r1 = ctr (the 16-byte counter block, a 128-bit big-endian integer), r2 = out,
 *   r3 = in, [sp] = nblocks. out may equal in; out, in and ctr may be unaligned.
 *   For each of the nblocks blocks: out = in ^ LEA-128(ctr); ctr = ctr + 1 mod 2^128. ctr is left
 *   advanced by nblocks. Returns nblocks; returns 0 without touching anything when ctx->rounds is
 *   not 24 (LEA-192/256, or a context never keyed: the caller, lwc_ctr_crypt, then goes block by
 *   block through lwc_lea_encrypt) or nblocks is 0. Contract: src/lea/lea_block.h (optional part,
 *   announced by lea_backend.h); C meaning: the generic loop of lwc_ctr_crypt (src/modes/modes.c).
 *   AAPCS: r4-r11 and lr saved; stack 36 + a 28-byte frame = 64 bytes.
 *
 * Per block: the 24 rounds are ENC128_24 of lea_enc128_armv7m.inc (shared with lea_block_armv7m.S,
 * 324 cycles), keys in r1, r3, r8-r12, lr; r2 = in stays. The key stream comes out in the macro's
 * lazy form and its rotations ride on the EORs with the input words (no ROR executed). The counter
 * lives in the frame as the LE words of ctr[0..11] (the first three input words, reloaded per block)
 * and the native value c0 of its last four bytes (X3 = REV(c0); c0 + 1 per block); the carry into
 * ctr[0..11] (once in 2^32 blocks) takes an out-of-line branch. The counter is public (an IV and a
 * block index): its branch is not secret-dependent.
 * Cycles (sim/cm3 model, bench): 324 + 29 per block = 353 (22.06 c/B between the 128- and the
 * 1,024-byte runs); lwc_ctr_crypt over 1,024 bytes 23,067 cycles = 22.5 c/B (64 x 353 + 475 for the
 * mode's checks, copies and wipes and this function's entry and exit). Code 1,030 bytes.
 *
 * Frame (sp after the push and the SUB):
 *   [sp, #0] out (advanced per block)   [sp, #4] in + 16 * nblocks (the end)
 *   [sp, #8] c0 = ctr[12..15] as a big-endian integer    [sp, #12] ctr
 *   [sp, #16], [sp, #20], [sp, #24] = ctr[0..11] as little-endian words (LEA's X0..X2)
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
#include "lea_block.h"              /* LEA_CTX_ROUNDS */
#include "lea_enc128_armv7m.inc"    /* ENC128_24 */

    .syntax unified
    .arch armv7-m
    .thumb
    .text

#define FRAME 28
#define F_OUT 0
#define F_END 4
#define F_C0 8
#define F_CTR 12
#define F_X0 16
#define ARG_NBLOCKS (FRAME + 36)    /* the fifth argument, above the frame and the 9 saved words */

    .p2align 2                      @ entry word-aligned (a branch to it pays no refill penalty)
    .global lea_ctr_xor
    .type   lea_ctr_xor, %function
    .thumb_func
lea_ctr_xor:
    ldr   r12, [r0, #LEA_CTX_ROUNDS]
    cmp   r12, #24                  @ LEA-128 only (public)
    bne   .Lctr_decline
    ldr   r12, [sp]                 @ r12 = nblocks
    cmp   r12, #0
    beq   .Lctr_decline
    push  {r4-r11, lr}
    sub   sp, sp, #FRAME
    add   r12, r3, r12, lsl #4      @ end = in + 16 * nblocks
    str   r2, [sp, #F_OUT]
    str   r12, [sp, #F_END]
    str   r1, [sp, #F_CTR]
    ldr   r4, [r1]                  @ ctr as LE words
    ldr   r5, [r1, #4]
    ldr   r6, [r1, #8]
    ldr   r7, [r1, #12]
    rev   r7, r7                    @ c0 = ctr[12..15], big-endian
    str   r4, [sp, #F_X0]
    str   r5, [sp, #F_X0 + 4]
    str   r6, [sp, #F_X0 + 8]
    str   r7, [sp, #F_C0]
    mov   r2, r3                    @ r2 = in (stays through the rounds)
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lctr_block:
    ldr   r4, [sp, #F_X0]           @ X0..X2 = ctr[0..11]
    ldr   r5, [sp, #F_X0 + 4]
    ldr   r6, [sp, #F_X0 + 8]
    ldr   r8, [sp, #F_C0]
    rev   r7, r8                    @ X3 = ctr[12..15] as an LE word
    adds  r8, r8, #1                @ c0 + 1 for the next block
    str   r8, [sp, #F_C0]
    bcs   .Lctr_carry               @ c0 wrapped: carry into ctr[0..11] (public, rare)
.Lctr_rounds:
    ENC128_24 r1                    @ r4..r7 = lazy key stream, r0 = rk + 384
    ldr   r1, [r2], #16             @ in words; in += 16 (the first load of the chain: pipelines)
    ldr   r3, [r2, #-12]
    ldr   r8, [r2, #-8]
    ldr   r9, [r2, #-4]
    ldr   r10, [sp, #F_OUT]
    ldr   r11, [sp, #F_END]
    eor   r1, r1, r4, ror #23       @ out = in ^ E(ctr): the lazy words' rotations in the EOR
    eor   r3, r3, r5, ror #5
    eor   r8, r8, r6, ror #3
    eor   r9, r9, r7, ror #23
    str   r1, [r10], #16            @ out += 16
    str   r3, [r10, #-12]
    str   r8, [r10, #-8]
    str   r9, [r10, #-4]
    str   r10, [sp, #F_OUT]
    sub   r0, r0, #(24 * 16)        @ r0 = rk again
    cmp   r2, r11
    bne   .Lctr_block
/* ctr = the counter after the last block */
    ldr   r1, [sp, #F_CTR]
    ldr   r4, [sp, #F_X0]
    ldr   r5, [sp, #F_X0 + 4]
    ldr   r6, [sp, #F_X0 + 8]
    ldr   r7, [sp, #F_C0]
    rev   r7, r7
    str   r4, [r1]
    str   r5, [r1, #4]
    str   r6, [r1, #8]
    str   r7, [r1, #12]
    ldr   r0, [sp, #ARG_NBLOCKS]    @ return nblocks
    add   sp, sp, #FRAME
    pop   {r4-r11, pc}

/* c0 wrapped to 0: ctr[0..11] + 1 as a big-endian integer, word by word from ctr[8..11] while the
 * carry runs (the top carry out of ctr[0..3] is dropped: mod 2^128). The current block keeps the
 * words already in r4..r6. */
.Lctr_carry:
    ldr   r8, [sp, #F_X0 + 8]
    rev   r8, r8                    @ ctr[8..11] as an integer
    adds  r8, r8, #1
    rev   r8, r8                    @ (REV keeps the flags)
    str   r8, [sp, #F_X0 + 8]
    bcc   .Lctr_rounds
    ldr   r8, [sp, #F_X0 + 4]
    rev   r8, r8                    @ ctr[4..7]
    adds  r8, r8, #1
    rev   r8, r8
    str   r8, [sp, #F_X0 + 4]
    bcc   .Lctr_rounds
    ldr   r8, [sp, #F_X0]
    rev   r8, r8                    @ ctr[0..3]
    adds  r8, r8, #1
    rev   r8, r8
    str   r8, [sp, #F_X0]
    b     .Lctr_rounds

.Lctr_decline:
    movs  r0, #0                    @ no block done
    bx    lr
    .size lea_ctr_xor, . - lea_ctr_xor
