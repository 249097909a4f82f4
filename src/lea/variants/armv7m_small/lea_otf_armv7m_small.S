/* LEA-128/192/256 on the fly, ARMv7-M (Cortex-M3) small profile, Thumb-2: one block from the raw key,
 * each round's keys computed just before the round, one code path for every key size.
 *
 * void lea_otf_encrypt(uint8_t out[16], const uint8_t in[16], const uint8_t *key, unsigned key_bytes);
 * void lea_otf_decrypt(uint8_t out[16], const uint8_t in[16], const uint8_t *key, unsigned key_bytes);
 *   in: r0 = out, r1 = in, r2 = key (all may be unaligned: word LDR/STR; out may equal in),
 *   r3 = key_bytes (16, 24 or 32; any other size returns with out untouched). Same results as
 *   lwc_lea_set_key + lwc_lea_encrypt / lwc_lea_decrypt (src/lea/variants/lea_variants.h).
 *   Stack: r0, r2, r4-r11, lr saved and 56 bytes (T[0..7], the key words as the schedule updates
 *   them, and RK[0..5], one round's keys), wiped before the return; r1-r3, r12 clobbered.
 *   lea_otf_decrypt uses the code of lea_otf_encrypt's section (a firmware that only encrypts links
 *   no decryption).
 *
 * Key schedule (KS X 3246; C in src/lea/ref/lea_key_schedule_ref.c), nk = key_bytes / 4 words T[],
 * nw = 4 words a round for LEA-128 and 6 for LEA-192/256, rot = 1, 3, 6, 11, 13, 17: round i
 * updates, for j = 0..nw-1 and k = (nw*i + j) mod nk (a counter that wraps at nk),
 *     T[k] = ROL_rot[j](T[k] + ROL_{i+j}(delta[i mod nk])),   RK[j] = T[k]
 * and LEA-128 then spreads RK[0..3] = (T0, T1, T2, T3) to (T0, T1, T2, T1, T3, T1).
 * Encryption: rounds i = 0..Nr-1, each the schedule's round i and then
 *   X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)), X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)),
 *   X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), X3' = X0.
 * Decryption: the schedule run forward through all rounds, then for i = Nr-1 down to 0 the schedule
 * round undone (RK[j] = T[k], then T[k] = ROR_rot[j](T[k]) - ROL_{i+j}(delta[i mod nk]), with k from
 * (nw*i) mod nk) and the round inverted:
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5.
 * The six rotation amounts are packed 5 bits each in one register, shifted after each word (ROR by a
 * register uses its low byte mod 32); the word loop ends when they are all shifted out.
 * Constant time: ARX only; branches and UDIV only on public counts and the key size.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */

    .syntax unified
    .arch armv7-m
    .thumb

    .equ  OTF_T, 0                  @ T[0..7] at sp
    .equ  OTF_RK, 32                @ RK[0..5] at sp + 32
    .equ  OTF_FRAME, 56
    .equ  OTF_OUT, OTF_FRAME        @ the saved r0 (out)

    .section .text.lea_otf_encrypt, "ax", %progbits  @ own section: a firmware links only what it calls
    .p2align 2
    .global lea_otf_encrypt
    .type   lea_otf_encrypt, %function
    .thumb_func
lea_otf_encrypt:
    push  {r0, r2, r4-r11, lr}
    sub   sp, #OTF_FRAME
    bl    lea_otf_start             @ X0..X3 = in, T = key, r8 = i = 0, r9 = nk, r10 = k = 0, r11 = Nr
.Lenc_round:
    mov   r12, #0
    bl    lea_otf_schedule_round    @ round i's keys at r0 = sp + OTF_RK
    ldm   r0!, {r1, r2, r3}         @ RK0, RK1, RK2
    eors  r1, r4                    @ X0 ^ RK0
    eors  r2, r5                    @ X1 ^ RK1
    adds  r1, r2                    @ (X0 ^ RK0) + (X1 ^ RK1)
    eors  r5, r3                    @ X1 ^ RK2
    ldm   r0!, {r2, r3}             @ RK3, RK4
    eors  r2, r6                    @ X2 ^ RK3
    adds  r5, r2                    @ (X1 ^ RK2) + (X2 ^ RK3)
    eors  r6, r3                    @ X2 ^ RK4
    ldm   r0!, {r2}                 @ RK5
    eors  r2, r7                    @ X3 ^ RK5
    adds  r6, r2                    @ (X2 ^ RK4) + (X3 ^ RK5)
    movs  r7, r4                    @ X3' = X0
    ror   r4, r1, #23               @ X0' = ROL9(...)
    ror   r5, r5, #5                @ X1' = ROR5(...)
    ror   r6, r6, #3                @ X2' = ROR3(...)
    add   r8, r8, #1
    cmp   r8, r11
    bne   .Lenc_round
/* out = X0..X3; the frame wiped; return from the entry */
lea_otf_finish:
    ldr   r1, [sp, #OTF_OUT]
    str   r4, [r1]
    str   r5, [r1, #4]
    str   r6, [r1, #8]
    str   r7, [r1, #12]
lea_otf_wipe_return:
    movs  r0, #0
    movs  r1, #(OTF_FRAME / 4)
1:  subs  r1, #1
    str   r0, [sp, r1, lsl #2]      @ T and RK = 0
    bne   1b
    add   sp, #(OTF_FRAME + 8)      @ the frame, out and key
    pop   {r4-r11, pc}

/* Called right after the frame is made: X0..X3 (r4..r7) = in (r1); T[0..nk-1] = key (r2);
 * r8 = 0, r9 = nk, r10 = 0, r11 = Nr = 16 + 2 nk. A key_bytes (r3) other than 16, 24, 32 goes to
 * lea_otf_wipe_return (out untouched). */
lea_otf_start:
    subs  r0, r3, #16
    ror   r0, r0, #3                @ 16, 24, 32 -> 0, 1, 2; any other size -> more than 2
    cmp   r0, #2
    bhi   lea_otf_wipe_return
    ldr   r4, [r1]
    ldr   r5, [r1, #4]
    ldr   r6, [r1, #8]
    ldr   r7, [r1, #12]
    lsr   r9, r3, #2                @ nk
    add   r11, r9, r9
    add   r11, r11, #16             @ Nr
    movs  r0, #0
1:  ldr   r1, [r2, r0, lsl #2]
    str   r1, [sp, r0, lsl #2]      @ T[0..nk-1] = the key words
    adds  r0, #1
    cmp   r0, r9
    bne   1b
    mov   r8, #0
    mov   r10, #0
    bx    lr

/* One round of the key schedule, round i = r8, k = r10 at the round's start (advanced by nw on
 * return): r12 = 0 forward (T updated, RK = the new words), else backward (RK = the words, T
 * undone). Out: r0 = sp + OTF_RK (the caller's sp: no push here), RK[0..5] = RK_i; r1-r3, r12
 * clobbered. */
lea_otf_schedule_round:
    udiv  r0, r8, r9
    mls   r0, r0, r9, r8            @ i mod nk
    adr   r1, .Lotf_delta
    ldr   r3, [r1, r0, lsl #2]      @ delta[i mod nk]
    rsb   r0, r8, #0
    rors  r3, r0                    @ d = ROL_i(delta[i mod nk]) (ROR by -i mod 32)
    ldr   r1, .Lotf_rot             @ the six ROR amounts 32 - rot[j], 5 bits each, word 0 lowest
    cmp   r9, #4
    it    eq
    ubfxeq r1, r1, #0, #20          @ LEA-128: 4 words a round, the first four amounts
    add   r0, sp, #OTF_RK
    cmp   r12, #0
    bne   .Lks_back
.Lks_forward:
    ldr   r2, [sp, r10, lsl #2]     @ T[k]
    add   r2, r3                    @   + ROL_{i+j}(delta[i mod nk])
    rors  r2, r1                    @ ROL_rot[j]
    str   r2, [sp, r10, lsl #2]     @ T[k] updated
    stm   r0!, {r2}                 @ RK[j] = T[k]
    ror   r3, r3, #31               @ d = ROL_{i+j+1}(delta[i mod nk])
    add   r10, r10, #1
    cmp   r10, r9
    it    eq
    moveq r10, #0                   @ k = k + 1 mod nk
    lsrs  r1, r1, #5                @ next word's rotation; none left: the round is done
    bne   .Lks_forward
    b     .Lks_spread
.Lks_back:
    ldr   r2, [sp, r10, lsl #2]     @ T[k] after round i
    stm   r0!, {r2}                 @ RK[j] = T[k]
    rsb   r12, r1, #0
    ror   r2, r2, r12               @ ROR_rot[j] (ROR by -(32 - rot[j]) mod 32)
    subs  r2, r3                    @   - ROL_{i+j}(delta[i mod nk])
    str   r2, [sp, r10, lsl #2]     @ T[k] before round i
    ror   r3, r3, #31
    add   r10, r10, #1
    cmp   r10, r9
    it    eq
    moveq r10, #0
    lsrs  r1, r1, #5
    bne   .Lks_back
.Lks_spread:
    cmp   r9, #4
    bne   1f
    ldr   r2, [sp, #(OTF_RK + 12)]  @ LEA-128: RK = (T0, T1, T2, T3) -> (T0, T1, T2, T1, T3, T1)
    str   r2, [sp, #(OTF_RK + 16)]
    ldr   r2, [sp, #(OTF_RK + 4)]
    str   r2, [sp, #(OTF_RK + 12)]
    str   r2, [sp, #(OTF_RK + 20)]
1:  add   r0, sp, #OTF_RK
    bx    lr

    .p2align 2
.Lotf_rot:   @ ROR amounts for ROL 1, 3, 6, 11, 13, 17, 5 bits each from bit 0
    .word   31 | (29 << 5) | (26 << 10) | (21 << 15) | (19 << 20) | (15 << 25)
.Lotf_delta: @ delta[0..7]: the first 256 fractional bits of sqrt(766965) (public constants)
    .word   0xc3efe9db, 0x44626b02, 0x79e27c8a, 0x78df30ec
    .word   0x715ea49e, 0xc785da0a, 0xe04ef22a, 0xe5c40957
    .size lea_otf_encrypt, . - lea_otf_encrypt

    .section .text.lea_otf_decrypt, "ax", %progbits
    .p2align 2
    .global lea_otf_decrypt
    .type   lea_otf_decrypt, %function
    .thumb_func
lea_otf_decrypt:
    push  {r0, r2, r4-r11, lr}
    sub   sp, #OTF_FRAME
    bl    lea_otf_start
.Ldec_forward:                      @ T after the last round
    mov   r12, #0
    bl    lea_otf_schedule_round
    add   r8, r8, #1
    cmp   r8, r11
    bne   .Ldec_forward
.Ldec_round:
    sub   r8, r8, #1                @ i = Nr-1 down to 0
    movs  r0, #6
    cmp   r9, #4
    it    eq
    moveq r0, #4                    @ nw
    mul   r10, r8, r0
    udiv  r0, r10, r9
    mls   r10, r0, r9, r10          @ k = (nw * i) mod nk: round i's first word
    mov   r12, #1
    bl    lea_otf_schedule_round    @ RK = round i's keys, T as before round i
    ldm   r0!, {r1, r2, r3}         @ RK0, RK1, RK2
    ror   r4, r4, #9
    eors  r1, r7                    @ P0 ^ RK0 (P0 = X3)
    subs  r4, r1                    @ ROR9(X0) - (P0 ^ RK0)
    eors  r2, r4                    @ r2 = P1 = ... ^ RK1
    movs  r4, r7                    @ r4 = P0
    eors  r3, r2                    @ P1 ^ RK2
    ror   r5, r5, #27
    subs  r5, r3                    @ ROL5(X1) - (P1 ^ RK2)
    ldm   r0!, {r1, r3, r7}         @ RK3, RK4, RK5
    eors  r1, r5                    @ r1 = P2 = ... ^ RK3
    movs  r5, r2                    @ r5 = P1
    eors  r3, r1                    @ P2 ^ RK4
    ror   r6, r6, #29
    subs  r6, r3                    @ ROL3(X2) - (P2 ^ RK4)
    eors  r7, r6                    @ r7 = P3 = ... ^ RK5
    movs  r6, r1                    @ r6 = P2
    cmp   r8, #0
    bne   .Ldec_round
    b.w   lea_otf_finish
    .size lea_otf_decrypt, . - lea_otf_decrypt
