/* LEA-128/192/256 key schedule, ARMv6-M (Cortex-M0, Cortex-M0+) small profile, Thumb-1: one loop for
 * every key size.
 *
 * int lea_key_schedule(lwc_lea_round_keys *ks, const uint8_t *key, size_t key_bytes);
 *   in: r0 = ks (rk at offset 0), r1 = key (any alignment), r2 = key_bytes. For 16, 24 or 32:
 *   writes ks->rk and ks->rounds (24, 28, 32, at LEA_KS_ROUNDS), out: r0 = LWC_OK (0); any other
 *   key_bytes: out r0 = LWC_ERR_LENGTH, nothing written. Contract: src/lea/lea_block.h.
 *   AAPCS: r4-r10 saved and nk (36 bytes of stack); r1-r3 clobbered. No copy of the key on the stack.
 *
 * The algorithm (KS X 3246; C in src/lea/ref/lea_key_schedule_ref.c), with nk = key_bytes / 4 key
 * words T[], nw = 4 words made per round for LEA-128 and 6 for LEA-192/256, rot = 1, 3, 6, 11, 13, 17:
 *     for i in 0..rounds-1, j in 0..nw-1, q = nw*i + j:
 *         T[q mod nk] = ROL_rot[j](T[q mod nk] + ROL_{i+j}(delta[i mod nk]))
 *         word q of the output = T[q mod nk]
 * (LEA-128/192: q mod nk = j; LEA-256: (6i + j) mod 8, as the standard says). The key is first
 * copied byte by byte into rk[0..nk-1]; the value T[q mod nk] had before step q is then rk[q] for
 * q < nk (read just before it is overwritten) and rk[q - nk] after: one input pointer that walks
 * rk and steps back nk words once, at q = nk.
 *
 * Round-key layout of the armv6m_small backend (read by lea_block_armv6m_small.S), as armv7m_small:
 *   rk[6*i + j] = RK_i[j], j = 0..5, every key size. LEA-128 makes 4 words a round, rk[4*i + j] =
 *   T[j]; a last pass, from the last round down (in place: round i's 6 words never reach below its
 *   own 4), spreads them to RK_i = (T0, T1, T2, T1, T3, T1).
 * Constant time: no branch or address depends on the key (branches: the key-size check, the loop
 * counters, i mod nk by subtraction of the public round number, the pointer step at a public q).
 */
#include "lea_block.h"              /* LEA_KS_ROUNDS */

    .syntax unified
    .arch armv6-m
    .thumb

    .section .text.lea_key_schedule, "ax", %progbits  @ own section: a firmware links only what it calls
    .p2align 2
    .global lea_key_schedule
    .type   lea_key_schedule, %function
    .thumb_func
lea_key_schedule:
    lsls  r3, r2, #29
    bne   .Lks_bad                  @ key_bytes not a multiple of 8
    movs  r3, r2
    subs  r3, #16
    cmp   r3, #16
    bhi   .Lks_bad                  @ key_bytes - 16 = 0, 8 or 16 only
    push  {r4-r7, lr}
    mov   r4, r8
    mov   r5, r9
    mov   r6, r10
    push  {r4-r6}
    lsrs  r4, r2, #2
    push  {r4}                      @ [sp] = nk
    lsrs  r3, r3, #1
    adds  r3, #24                   @ rounds = 24, 28, 32
    movs  r4, #(LEA_KS_ROUNDS / 4)
    lsls  r4, r4, #2
    str   r3, [r0, r4]              @ ks->rounds = rounds
    mov   r10, r3
    adds  r4, r0, r2
    mov   r9, r4                    @ r9 = rk + 4 nk: where the input pointer steps back, once
    ldr   r7, .Lks_rot              @ the six ROR amounts 32 - rot[j], 5 bits each, word 0 lowest
    cmp   r2, #16
    bne   1f
    lsls  r7, r7, #12
    lsrs  r7, r7, #12               @ LEA-128: 4 words a round, the first four amounts
1:  mov   r8, r7                    @ r8 = the amounts of one round; no field is 0, so the round
                                    @ ends when they are all shifted out
2:  subs  r2, #1                    @ rk[0..nk-1] = the key, byte by byte (any alignment)
    ldrb  r4, [r1, r2]
    strb  r4, [r0, r2]
    bne   2b
    movs  r1, r0                    @ r1 = input pointer
    movs  r6, r0                    @ r6 = output pointer
    movs  r5, #0                    @ r5 = i
.Lks_round:
    ldr   r4, [sp]                  @ nk
    movs  r2, r5
3:  subs  r2, r4
    bpl   3b
    adds  r2, r4                    @ i mod nk (public)
    lsls  r2, r2, #2
    adr   r3, .Lks_delta
    ldr   r3, [r3, r2]              @ delta[i mod nk]
    negs  r2, r5
    rors  r3, r2                    @ d = ROL_i(delta[i mod nk]) (ROR by -i mod 32)
    mov   r7, r8
.Lks_word:
    ldm   r1!, {r2}                 @ T[q mod nk] before this step
    adds  r2, r3                    @   + ROL_{i+j}(delta[i mod nk])
    rors  r2, r7                    @ ROL_rot[j] (ROR by r7's low byte mod 32 = 32 - rot[j])
    stm   r6!, {r2}                 @ output word q = T[q mod nk]
    movs  r2, #31
    rors  r3, r2                    @ d = ROL_{i+j+1}(delta[i mod nk])
    cmp   r1, r9
    bne   4f
    movs  r1, r0                    @ q = nk: read back the output, nk words behind
    mov   r9, r0                    @ (once: r1 never returns to rk)
4:  lsrs  r7, r7, #5                @ next word's rotation; none left: the round is done
    bne   .Lks_word
    adds  r5, #1
    cmp   r5, r10
    bne   .Lks_round

    cmp   r5, #24
    bne   .Lks_done
    /* LEA-128: rk[4i..4i+3] = (T0, T1, T2, T3) -> rk[6i..6i+5] = (T0, T1, T2, T1, T3, T1), i = 23..0;
     * r6 = rk + 24 * 16 (the end of the 4-word rounds) */
    movs  r7, #(24 * 8)
    adds  r7, r6                    @ the end of the 6-word rounds
.Lks_spread:
    subs  r6, #16
    subs  r7, #24
    ldr   r1, [r6]
    ldr   r2, [r6, #4]
    ldr   r3, [r6, #8]
    ldr   r4, [r6, #12]
    str   r1, [r7]
    str   r2, [r7, #4]
    str   r3, [r7, #8]
    str   r2, [r7, #12]
    str   r4, [r7, #16]
    str   r2, [r7, #20]
    cmp   r6, r0
    bne   .Lks_spread
.Lks_done:
    add   sp, #4
    pop   {r4-r6}
    mov   r8, r4
    mov   r9, r5
    mov   r10, r6
    movs  r0, #0                    @ LWC_OK
    pop   {r4-r7, pc}
.Lks_bad:
    movs  r0, #(-LEA_ERR_LENGTH - 1)
    mvns  r0, r0                    @ LWC_ERR_LENGTH
    bx    lr

    .p2align 2
.Lks_rot:   @ ROR amounts for ROL 1, 3, 6, 11, 13, 17, 5 bits each from bit 0
    .word   31 | (29 << 5) | (26 << 10) | (21 << 15) | (19 << 20) | (15 << 25)
.Lks_delta: @ delta[0..7]: the first 256 fractional bits of sqrt(766965) (public constants)
    .word   0xc3efe9db, 0x44626b02, 0x79e27c8a, 0x78df30ec
    .word   0x715ea49e, 0xc785da0a, 0xe04ef22a, 0xe5c40957
    .size   lea_key_schedule, . - lea_key_schedule
