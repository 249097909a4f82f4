/* LEA-128/192/256 on the fly, ARMv7-M (Cortex-M3) small profile, Thumb-2: one block from the raw key,
 * each round's keys computed just before the round, one code path for every key size.
 *
 * void lea_otf_encrypt(uint8_t out[16], const uint8_t in[16], const uint8_t *key, unsigned key_bytes);
 * void lea_otf_decrypt(uint8_t out[16], const uint8_t in[16], const uint8_t *key, unsigned key_bytes);
 *   in: r0 = out, r1 = in, r2 = key (all may be unaligned: word LDR/STR; out may equal in),
 *   r3 = key_bytes (16, 24 or 32; any other size returns with out untouched). Same results as
 *   lwc_lea_set_key + lwc_lea_encrypt / lwc_lea_decrypt (src/lea/variants/lea_variants.h).
 *   Stack: r0, r1, r4-r11, lr saved and 36 bytes (T[0..7], the key words as the schedule updates
 *   them, and a return address), wiped before the return; r1-r3, r12 clobbered.
 *   lea_otf_decrypt uses the code of lea_otf_encrypt's section (a firmware that only encrypts links
 *   no decryption).
 *
 * Key schedule (KS X 3246; C in src/lea/ref/lea_key_schedule_ref.c), nk = key_bytes / 4 words T[],
 * rot = 1, 3, 6, 11, 13, 17: round i updates, for j = 0..nw-1 and k = (nw*i + j) mod nk,
 *     T[k] = ROL_rot[j](T[k] + ROL_{i+j}(delta[i mod nk])),   RK[j] = T[k]
 * with nw = 4 words for LEA-128 and 6 for LEA-192/256; LEA-128 then spreads RK[0..3] =
 * (T0, T1, T2, T3) to (T0, T1, T2, T1, T3, T1).
 * Here every round updates six words in straight-line code (for LEA-128 words 4 and 5 are scratch
 * that no round key reads), round i's words always at T[0..5]: LEA-192's k = j already, and for
 * LEA-256 the array is rotated after each round, T = (T6, T7, T0', ..., T5'), so that the next
 * round's words (nw*i + 6 .. nw*i + 11 mod 8) are again T[0..5]. i mod nk is a counter that wraps.
 * Encryption: rounds i = 0..Nr-1 (Nr = 16 + 2 nk), each the schedule's round i and then
 *   X0' = ROL9((X0 ^ RK0) + (X1 ^ RK1)), X1' = ROR5((X1 ^ RK2) + (X2 ^ RK3)),
 *   X2' = ROR3((X2 ^ RK4) + (X3 ^ RK5)), X3' = X0.
 * Decryption: the encryption rounds run once for the schedule's final T (their block thrown away),
 * then for i = Nr-1 down to 0: RK = round i's words, the round inverted
 *   P0 = X3, P1 = (ROR9(X0) - (P0 ^ RK0)) ^ RK1, P2 = (ROL5(X1) - (P1 ^ RK2)) ^ RK3,
 *   P3 = (ROL3(X2) - (P2 ^ RK4)) ^ RK5,
 * and the schedule round undone: T[k] = ROR_rot[j](T[k]) - ROL_{i+j}(delta[i mod nk]), the LEA-256
 * rotation of T undone.
 * Constant time: ARX only; branches and conditional moves only on public counts and the key size.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */

    .syntax unified
    .arch armv7-m
    .thumb

    .equ  OTF_T, 0                  @ T[0..7] at sp
    .equ  OTF_RET, 32               @ lea_otf_rounds' return address
    .equ  OTF_FRAME, 36
    .equ  OTF_OUT, OTF_FRAME        @ the saved r0 (out)
    .equ  OTF_IN, OTF_FRAME + 4     @ the saved r1 (in)

    .section .text.lea_otf_encrypt, "ax", %progbits  @ own section: a firmware links only what it calls
    .p2align 2
    .global lea_otf_encrypt
    .type   lea_otf_encrypt, %function
    .thumb_func
lea_otf_encrypt:
    push  {r0, r1, r4-r11, lr}
    sub   sp, #OTF_FRAME
    bl    lea_otf_start             @ X0..X3 = in, T = key, r9 = i = 0, r11 = nk
    bl    lea_otf_rounds
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
    str   r0, [sp, r1, lsl #2]      @ T = 0
    bne   1b
    add   sp, #(OTF_FRAME + 8)      @ the frame, out and in
    pop   {r4-r11, pc}

/* Called right after the frame is made: X0..X3 (r4..r7) = in (r1); T[0..nk-1] = key (r2), the
 * rest of T = 0; r9 = 0, r11 = nk. A key_bytes (r3) other than 16, 24, 32 goes to
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
    lsr   r11, r3, #2               @ nk
    movs  r0, #0
    movs  r1, #0
    strd  r0, r1, [sp, #16]
    strd  r0, r1, [sp, #24]         @ T[4..7] = 0
1:  ldr   r1, [r2, r0, lsl #2]
    str   r1, [sp, r0, lsl #2]      @ T[0..nk-1] = the key words
    adds  r0, #1
    cmp   r0, r11
    bne   1b
    mov   r9, #0
    bx    lr

/* The Nr encryption rounds, each with its schedule round: X0..X3 = r4..r7, T at the caller's sp,
 * r9 = i = 0, r11 = nk. Out: r9 = Nr, r0 = Nr mod nk, T after the last round; r1-r3, r8, r10, r12
 * clobbered. In the loop: lr = i mod nk, r8 = ROL_i(delta[i mod nk]), round keys in r0-r3, r10, r12. */
lea_otf_rounds:
    str   lr, [sp, #OTF_RET]
    mov   lr, #0                    @ i mod nk
.Lenc_round:
    adr   r8, .Lotf_delta
    ldr   r8, [r8, lr, lsl #2]      @ delta[i mod nk]
    rsb   r0, r9, #0
    ror   r8, r8, r0                @ d = ROL_i(delta[i mod nk]) (ROR by -i mod 32)
    ldm   sp, {r0, r1, r2, r3, r10, r12}  @ T[0..5]
    add   r0, r0, r8                @ T[j] + ROL_{i+j}(delta)
    add   r1, r1, r8, ror #31
    add   r2, r2, r8, ror #30
    add   r3, r3, r8, ror #29
    add   r10, r10, r8, ror #28
    add   r12, r12, r8, ror #27
    ror   r0, r0, #31               @ ROL1
    ror   r1, r1, #29               @ ROL3
    ror   r2, r2, #26               @ ROL6
    ror   r3, r3, #21               @ ROL11
    ror   r10, r10, #19             @ ROL13
    ror   r12, r12, #15             @ ROL17
    ldr   r8, [sp, #24]             @ T = (T6, T7, T0'..T5') for LEA-256, (T0'..T5', ...) otherwise
    str   r8, [sp]
    ldr   r8, [sp, #28]
    str   r8, [sp, #4]
    and   r8, r11, #8               @ 8 for LEA-256, else 0
    add   r8, sp
    stm   r8, {r0, r1, r2, r3, r10, r12}
    cmp   r11, #4
    ittt  eq                        @ LEA-128: RK = (T0, T1, T2, T1, T3, T1)
    moveq r10, r3
    moveq r3, r1
    moveq r12, r1
    eors  r0, r4                    @ X0 ^ RK0
    eors  r1, r5                    @ X1 ^ RK1
    adds  r0, r1                    @ (X0 ^ RK0) + (X1 ^ RK1)
    eors  r2, r5                    @ X1 ^ RK2
    eors  r3, r6                    @ X2 ^ RK3
    adds  r2, r3                    @ (X1 ^ RK2) + (X2 ^ RK3)
    eor   r10, r10, r6              @ X2 ^ RK4
    eor   r12, r12, r7              @ X3 ^ RK5
    add   r10, r10, r12             @ (X2 ^ RK4) + (X3 ^ RK5)
    movs  r7, r4                    @ X3' = X0
    ror   r4, r0, #23               @ X0' = ROL9(...)
    ror   r5, r2, #5                @ X1' = ROR5(...)
    ror   r6, r10, #3               @ X2' = ROR3(...)
    add   r9, r9, #1                @ i + 1
    add   lr, lr, #1
    cmp   lr, r11
    it    eq
    moveq lr, #0                    @ (i + 1) mod nk
    sub   r0, r9, r11, lsl #1
    cmp   r0, #16                   @ i = Nr = 16 + 2 nk: done
    bne   .Lenc_round
    mov   r0, lr
    ldr   pc, [sp, #OTF_RET]

    .p2align 2
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
    push  {r0, r1, r4-r11, lr}
    sub   sp, #OTF_FRAME
    bl    lea_otf_start
    bl    lea_otf_rounds            @ T after the last round (the block is thrown away)
    mov   lr, r0                    @ Nr mod nk
    ldr   r1, [sp, #OTF_IN]
    ldr   r4, [r1]                  @ X0..X3 = in again
    ldr   r5, [r1, #4]
    ldr   r6, [r1, #8]
    ldr   r7, [r1, #12]
.Ldec_round:
    sub   r9, r9, #1                @ i = Nr-1 down to 0
    subs  lr, lr, #1
    it    mi
    addmi lr, r11                   @ i mod nk
    and   r8, r11, #8
    add   r8, sp
    ldm   r8, {r0, r1, r2, r3, r10, r12}  @ round i's keys (T after round i)
    cmp   r11, #4
    ittt  eq                        @ LEA-128: RK = (T0, T1, T2, T1, T3, T1)
    moveq r10, r3
    moveq r3, r1
    moveq r12, r1
    ror   r4, r4, #9
    eors  r0, r7                    @ P0 ^ RK0 (P0 = X3)
    subs  r4, r0                    @ ROR9(X0) - (P0 ^ RK0)
    eors  r1, r4                    @ r1 = P1 = ... ^ RK1
    movs  r4, r7                    @ r4 = P0
    eors  r2, r1                    @ P1 ^ RK2
    ror   r5, r5, #27
    subs  r5, r2                    @ ROL5(X1) - (P1 ^ RK2)
    eors  r3, r5                    @ r3 = P2 = ... ^ RK3
    movs  r5, r1                    @ r5 = P1
    eor   r10, r10, r3              @ P2 ^ RK4
    ror   r6, r6, #29
    sub   r6, r6, r10               @ ROL3(X2) - (P2 ^ RK4)
    eor   r7, r12, r6               @ r7 = P3 = ... ^ RK5
    movs  r6, r3                    @ r6 = P2
    ldr   r8, .Ldec_delta
    ldr   r8, [r8, lr, lsl #2]      @ delta[i mod nk]
    rsb   r0, r9, #0
    ror   r8, r8, r0                @ d = ROL_i(delta[i mod nk])
    and   r0, r11, #8
    add   r0, sp
    ldm   r0, {r0, r1, r2, r3, r10, r12}  @ T[k] after round i
    ror   r0, r0, #1                @ ROR_rot[j]
    ror   r1, r1, #3
    ror   r2, r2, #6
    ror   r3, r3, #11
    ror   r10, r10, #13
    ror   r12, r12, #17
    sub   r0, r0, r8                @ - ROL_{i+j}(delta)
    sub   r1, r1, r8, ror #31
    sub   r2, r2, r8, ror #30
    sub   r3, r3, r8, ror #29
    sub   r10, r10, r8, ror #28
    sub   r12, r12, r8, ror #27
    ldr   r8, [sp]                  @ LEA-256: T6, T7 back to their places
    str   r8, [sp, #24]
    ldr   r8, [sp, #4]
    str   r8, [sp, #28]
    stm   sp, {r0, r1, r2, r3, r10, r12}  @ T before round i
    cmp   r9, #0
    bne   .Ldec_round
    b.w   lea_otf_finish
    .p2align 2
.Ldec_delta:
    .word   .Lotf_delta
    .size lea_otf_decrypt, . - lea_otf_decrypt
