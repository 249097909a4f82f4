/* LEA-128/192/256 key schedule, ARMv7-M (Cortex-M3) small profile, Thumb-2: one loop for every key
 * size.
 *
 * int lea_key_schedule(lwc_lea_round_keys *ks, const uint8_t *key, size_t key_bytes);
 *   in: r0 = ks (rk at offset 0), r1 = key (may be unaligned; not inside ks->rk, which is written
 *   while the key is still read), r2 = key_bytes. For 16, 24 or 32:
 *   writes ks->rk and ks->rounds (24, 28, 32, at LEA_KS_ROUNDS), out: r0 = LWC_OK (0); any other
 *   key_bytes: out r0 = LWC_ERR_LENGTH, nothing written. Contract: src/lea/lea_block.h.
 *   AAPCS: r4-r7 saved (20 bytes of stack); r1-r3, r12 clobbered. No copy of the key on the stack.
 *
 * The algorithm (KS X 3246; C in src/lea/ref/lea_key_schedule_ref.c), with nk = key_bytes / 4 key
 * words T[], nw = 4 words made per round for LEA-128 and 6 for LEA-192/256, rot = 1, 3, 6, 11, 13, 17:
 *     for i in 0..rounds-1, j in 0..nw-1, q = nw*i + j:
 *         T[q mod nk] = ROL_rot[j](T[q mod nk] + ROL_{i+j}(delta[i mod nk]))
 *         word q of the output = T[q mod nk]
 * (LEA-128/192: q mod nk = j; LEA-256: (6i + j) mod 8, as the standard says). The value T[q mod nk]
 * had before step q is the key word q for q < nk and output word q - nk after: the loop reads its
 * input through one pointer that walks the key and then the words it wrote, so T needs no storage.
 *
 * Round-key layout of the armv7m_small backend (read by lea_block_armv7m_small.S): every key size
 *   rk[6*i + j] = RK_i[j], j = 0..5 (the ref layout). LEA-128 makes 4 words a round, rk[4*i + j] =
 *   T[j]; a last pass, from the last round down (in place: round i's 6 words never reach below
 *   its own 4), spreads them to RK_i = (T0, T1, T2, T1, T3, T1).
 * Constant time: no branch or address depends on the key (branches: the key-size check, the loop
 * counters, the pointer switch at a public step; UDIV only on the public round number).
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
#include "lea_block.h"              /* LEA_KS_ROUNDS */

    .syntax unified
    .arch armv7-m
    .thumb

    .section .text.lea_key_schedule, "ax", %progbits  @ own section: a firmware links only what it calls
    .p2align 2
    .global lea_key_schedule
    .type   lea_key_schedule, %function
    .thumb_func
lea_key_schedule:
    subs  r3, r2, #16
    ror   r3, r3, #3                @ key_bytes 16, 24, 32 -> 0, 1, 2; any other size -> more than 2
    cmp   r3, #2
    bhi   .Lks_bad
    push  {r4-r7, lr}
    lsls  r4, r3, #2
    adds  r4, #24                   @ r4 = rounds = 24, 28, 32
    str   r4, [r0, #LEA_KS_ROUNDS]  @ ks->rounds = rounds
    add   lr, r1, r2                @ lr = key + key_bytes: where the input pointer switches to rk
    lsr   r12, r2, #2               @ r12 = nk
    mov   r6, r0                    @ r6 = output pointer (rk)
    movs  r5, #0                    @ r5 = i
.Lks_round:
    udiv  r3, r5, r12
    mls   r3, r3, r12, r5           @ i mod nk
    adr   r2, .Lks_delta
    ldr   r3, [r2, r3, lsl #2]      @ delta[i mod nk]
    negs  r2, r5
    rors  r3, r2                    @ d = ROL_i(delta[i mod nk]) (ROR by -i mod 32)
    ldr   r7, .Lks_rot              @ the six ROR amounts 32 - rot[j], 5 bits each, word 0 lowest; no
    cmp   r4, #24                   @ field is 0, so the round ends when they are all shifted out
    it    eq
    ubfxeq r7, r7, #0, #20          @ LEA-128: 4 words a round, the first four amounts
.Lks_word:
    ldr   r2, [r1], #4              @ T[q mod nk] before this step
    add   r2, r3                    @   + ROL_{i+j}(delta[i mod nk])
    rors  r2, r7                    @ ROL_rot[j] (ROR by r7's low byte mod 32 = 32 - rot[j])
    stm   r6!, {r2}                 @ output word q = T[q mod nk]
    ror   r3, r3, #31               @ d = ROL_{i+j+1}(delta[i mod nk])
    cmp   r1, lr
    it    eq
    moveq r1, r0                    @ after the nk key words: read back the output, nk words behind
    lsrs  r7, r7, #5                @ next word's rotation; none left: the round is done
    bne   .Lks_word
    adds  r5, #1
    cmp   r5, r4
    bne   .Lks_round

    cmp   r4, #24
    bne   .Lks_done
    /* LEA-128: rk[4i..4i+3] = (T0, T1, T2, T3) -> rk[6i..6i+5] = (T0, T1, T2, T1, T3, T1), i = 23..0;
     * r6 = rk + 24 * 16 (the end of the 4-word rounds) */
    add   r12, r0, #(24 * 24)       @ the end of the 6-word rounds
.Lks_spread:
    ldmdb r6!, {r1, r2, r3, r5}     @ T0, T1, T2, T3 of round i
    mov   r4, r2
    mov   r7, r2
    stmdb r12!, {r1-r5, r7}         @ T0, T1, T2, T1, T3, T1
    cmp   r6, r0
    bne   .Lks_spread
.Lks_done:
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r7, pc}
.Lks_bad:
    mvn   r0, #(-LEA_ERR_LENGTH - 1)  @ LWC_ERR_LENGTH
    bx    lr

    .p2align 2
.Lks_rot:   @ ROR amounts for ROL 1, 3, 6, 11, 13, 17, 5 bits each from bit 0
    .word   31 | (29 << 5) | (26 << 10) | (21 << 15) | (19 << 20) | (15 << 25)
.Lks_delta: @ delta[0..7]: the first 256 fractional bits of sqrt(766965) (public constants)
    .word   0xc3efe9db, 0x44626b02, 0x79e27c8a, 0x78df30ec
    .word   0x715ea49e, 0xc785da0a, 0xe04ef22a, 0xe5c40957
    .size   lea_key_schedule, . - lea_key_schedule
