/* LEA-128 CTR key stream, ARMv7-M (Cortex-M3), Thumb-2: counter blocks encrypted, XORed into the
 * data and incremented in one loop, with no call, push or pop per block.
 *
 * size_t lea_ctr_xor(const lwc_lea_round_keys *ks, uint8_t ctr[16], uint8_t *out, const uint8_t *in,
 *                    size_t nblocks);
 *   in: r0 = ks, r1 = ctr (the 16-byte counter block, a 128-bit big-endian integer), r2 = out,
 *   r3 = in, [sp] = nblocks. out may equal in; out, in and ctr may be unaligned.
 *   For each of the nblocks blocks: out = in ^ LEA-128(ctr); ctr = ctr + 1 mod 2^128. ctr is left
 *   advanced by nblocks. Returns nblocks; returns 0 without touching anything when ks->rounds is
 *   not 24 (LEA-192/256, or overwritten round keys: the caller, lwc_ctr_crypt, then goes block by
 *   block through the row's encrypt) or nblocks is 0. The caller has checked the context's
 *   keyed_as (lea.h). Contract: src/lea/lea_block.h (optional part,
 *   announced by lea_backend.h); C meaning: the generic loop of lwc_ctr_crypt (src/modes/modes.c).
 *   AAPCS: r4-r11 and lr saved; stack 36 + a 28-byte frame = 64 bytes.
 *
 * Per block: the 24 rounds are ENC128_24 of lea_enc128_armv7m.inc (shared with lea_block_armv7m.S),
 * keys in r1, r3, r8-r12, lr; r2 = in stays. The key stream comes out in the macro's lazy form and
 * its rotations ride on the EORs with the input words (no ROR executed). The counter lives in the
 * frame as four native integers, c0 = ctr[12..15] (least significant) up to c3 = ctr[0..3]; per
 * block X3..X0 = REV(c0..c3) and the counter advances with one ADDS and three ADCs: no branch on
 * the counter (the increment takes the same instructions whatever carries), like the C modes.
 * Figures: docs/lea.md (from make bench).
 *
 * Frame (sp after the push and the SUB):
 *   [sp, #0] c0   [sp, #4] c1   [sp, #8] c2   [sp, #12] c3   (LDM/STM sp: c0 in the lowest word)
 *   [sp, #16] out (advanced per block)   [sp, #20] in + 16 * nblocks (the end)   [sp, #24] ctr
 */
#include "lea_block.h"              /* LEA_KS_ROUNDS */
#include "lea_enc128_armv7m.inc"    /* ENC128_24 */

    .syntax unified
    .cpu cortex-m3
    .thumb
    .text

#define FRAME 28
#define F_OUT 16
#define F_END 20
#define F_CTR 24
#define ARG_NBLOCKS (FRAME + 36)    /* the fifth argument, above the frame and the 9 saved words */

    .p2align 2                      @ entry word-aligned (a branch to it pays no refill penalty)
    .global lea_ctr_xor
    .type   lea_ctr_xor, %function
    .thumb_func
lea_ctr_xor:
    ldr   r12, [r0, #LEA_KS_ROUNDS]
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
    rev   r11, r4                   @ c3 = ctr[0..3], big-endian
    rev   r10, r5                   @ c2 = ctr[4..7]
    rev   r9, r6                    @ c1 = ctr[8..11]
    rev   r8, r7                    @ c0 = ctr[12..15]
    stm   sp, {r8-r11}
    mov   r2, r3                    @ r2 = in (stays through the rounds)
    .p2align 2                      @ branch target word-aligned (no refill penalty)
.Lctr_block:
    ldm   sp, {r8-r11}              @ r8..r11 = c0..c3
    rev   r7, r8                    @ X3 = ctr[12..15] as an LE word
    rev   r6, r9                    @ X2
    rev   r5, r10                   @ X1
    rev   r4, r11                   @ X0
    adds  r8, r8, #1                @ ctr + 1 mod 2^128 for the next block: the carry runs through
    adcs  r9, r9, #0                @ every word, taken or not (no branch on the counter)
    adcs  r10, r10, #0
    adc   r11, r11, #0
    stm   sp, {r8-r11}
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
    ldm   sp, {r4-r7}               @ c0..c3
    rev   r4, r4
    rev   r5, r5
    rev   r6, r6
    rev   r7, r7
    str   r7, [r1]                  @ ctr[0..3] = c3, big-endian
    str   r6, [r1, #4]
    str   r5, [r1, #8]
    str   r4, [r1, #12]
    ldr   r0, [sp, #ARG_NBLOCKS]    @ return nblocks
    add   sp, sp, #FRAME
    pop   {r4-r11, pc}

.Lctr_decline:
    movs  r0, #0                    @ no block done
    bx    lr
    .size lea_ctr_xor, . - lea_ctr_xor
