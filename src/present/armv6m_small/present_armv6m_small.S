/* PRESENT-80/128, Thumb-1 (ARMv6-M: Cortex-M0/M0+; the same code serves the Cortex-M3), small
 * profile: the contract of src/present/present_block.h (replaces src/present/ref/present_ref.c) as
 * short loops, one code path for both key sizes.
 *
 * void present_key_schedule(uint32_t rk[64], const uint8_t *key, unsigned key_bits);
 *   in: r0 = rk, r1 = key (big-endian, any alignment), r2 = key_bits (80 or 128)
 * void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 * void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 *   in: r0 = rk, r1 = out, r2 = in (any alignment: byte loads and stores; out may equal in)
 *   AAPCS: r4-r11 saved; r0-r3, r12, lr and the flags clobbered.
 *
 * Notation: the state is the 64-bit value hi:lo (hi = bits 63..32; in[0] is its top byte), bit 0
 * the rightmost bit of Bogdanov et al., "PRESENT: An Ultra-Lightweight Block Cipher", CHES 2007.
 *
 * One round, s = pLayer(sBoxLayer(s ^ K)), is computed as s = S_BS(pLayer(s ^ K)):
 *  - pLayer P(4m + k) = 16k + m gathers bit k of every nibble, in nibble order, into the 16-bit
 *    word k of its result: the bit planes x0..x3 of the nibbles. The S-box layer after P is thus
 *    S_BS, the S-box evaluated with AND/OR/XOR on the planes, and its result, packed back as
 *    hi = x3:x2, lo = x1:x0, is the round output in the normal bit order.
 *  - The gather: the state is shifted left one bit at a time (LSLS, the bit to the carry) and each
 *    bit enters its plane register from the bottom (ADCS x, x): bit 63 (nibble 15, bit 3) first, so
 *    that after 16 nibbles plane k holds bit k of nibble m at bit m. hi is shifted out first, then
 *    lo (copied into the emptied register after 8 nibbles). Four passes of four nibbles; the pass
 *    counter is shifted right (LSRS): its carry says when to switch to lo, its zero when to stop.
 *  - S_BS: 9 steps in place on x0 and x2 complemented (the key schedule stores K_1..K_31 ^ 0x55..55,
 *    which P maps to the complement of planes 0 and 2):
 *        x1 ^= ~x2; x3 ^= x1 | ~x2; ~x2 ^= x1 | x3; ~x2 ^= ~x0; x1 ^= ~x0 & ~x2; ~x0 ^= x3;
 *        x1 ^= ~x0; ~x2 ^= x1; x3 ^= x1 & ~x2
 *    leaves y0, y1, y2, y3 in the registers of x0, x1, x3, x2 (a subroutine: the key schedule uses
 *    it for the key register's top nibbles). The high halves of the plane registers are don't-care.
 *  - Decryption: s ^ K = P^-1(S_BS^-1(s)): the inverse S-box is the steps backwards (it leaves x0
 *    and x2 complemented, which the same masked keys undo), and P^-1 builds the state from the top:
 *    bit 15 of each plane (shifted to bit 31 first) leaves by LSLS and enters the state by ADCS.
 *
 * Round keys: rk[2i-2] = bits 31..0, rk[2i-1] = bits 63..32 of K_i ^ 0x5555555555555555 for
 * i = 1..31, of K_32 itself for i = 32 (LDM order). The key schedule keeps the 80- or 128-bit key
 * register (n = 10 or 16 bytes, least significant first) twice in a row in a 32-byte stack frame D,
 * so that the rotation left by 61 bits (= left by 64, right by 3) reads linearly:
 *     D[j] = (D[j + n - 8] >> 3) | (D[j + n - 7] << 5),  j = 0..n-1
 * (in place going up: every read is at or above the write), then the S-box on the top nibble (both
 * top nibbles for n = 16), the round counter XORed at bit 15 (n = 10) / bit 62 (n = 16) and the copy
 * D[n..2n-1] = D[0..n-1] again. K_i is D[n-8..n-1]. The frame is zeroed before returning.
 *
 * Constant time: no table; every branch and address depends on the round or byte counters or the
 * key size (public). MULS is not used (its time varies on some Cortex-M0 configurations).
 * Stack: 20 bytes (block functions: r4-r7, lr), 52 (key schedule: and the 32-byte frame).
 */
    .syntax unified
    .cpu cortex-m0plus
    .thumb

/* =================================================================================================
 * present_small_sbox: S_BS on r1 = ~x0, r2 = x1, r3 = ~x2, r4 = x3; y0, y1, y2, y3 in r1, r2, r4, r3.
 * r5 temporary. */
    .section .text.present_small_sbox, "ax", %progbits
    .type   present_small_sbox, %function
    .thumb_func
present_small_sbox:
    eors  r2, r3                       @ x1 ^= ~x2
    movs  r5, r2                       @ x3 ^= x1 | ~x2
    orrs  r5, r3
    eors  r4, r5
    movs  r5, r2                       @ ~x2 ^= x1 | x3
    orrs  r5, r4
    eors  r3, r5
    eors  r3, r1                       @ ~x2 ^= ~x0
    movs  r5, r1                       @ x1 ^= ~x0 & ~x2
    ands  r5, r3
    eors  r2, r5
    eors  r1, r4                       @ ~x0 ^= x3
    eors  r2, r1                       @ x1 ^= ~x0
    eors  r3, r2                       @ ~x2 ^= x1
    movs  r5, r2                       @ x3 ^= x1 & ~x2
    ands  r5, r3
    eors  r4, r5
    bx    lr
    .size   present_small_sbox, . - present_small_sbox

/* =================================================================================================
 * present_small_load: r5:r6 = hi:lo = the 8 big-endian bytes at r2. r3, r7 clobbered. */
    .section .text.present_small_load, "ax", %progbits
    .type   present_small_load, %function
    .thumb_func
present_small_load:
    movs  r7, #8
1:  lsls  r5, r5, #8                   @ hi:lo <<= 8 (hi's top byte out), next byte at the bottom
    lsrs  r3, r6, #24
    orrs  r5, r3
    lsls  r6, r6, #8
    ldrb  r3, [r2]
    orrs  r6, r3
    adds  r2, #1
    subs  r7, #1
    bne   1b
    bx    lr
    .size   present_small_load, . - present_small_load

/* =================================================================================================
 * present_small_store_return: the 8 big-endian bytes of r5:r6 = hi:lo to r12, and return from
 * the block function (pops r4-r7, pc). */
    .section .text.present_small_store_return, "ax", %progbits
    .type   present_small_store_return, %function
    .thumb_func
present_small_store_return:
    mov   r1, r12
    movs  r7, #8
1:  lsrs  r3, r5, #24                  @ top byte out, hi:lo <<= 8
    strb  r3, [r1]
    adds  r1, #1
    lsls  r5, r5, #8
    lsrs  r3, r6, #24
    orrs  r5, r3
    lsls  r6, r6, #8
    subs  r7, #1
    bne   1b
    pop   {r4-r7, pc}
    .size   present_small_store_return, . - present_small_store_return

/* =================================================================================================
 * present_encrypt_block: for i = 1..31 { s = S_BS(P(s ^ K_i)) }; s ^= K_32
 * Registers: r0 = rk pointer, r1..r4 planes, r5:r6 = hi:lo, r7 nibbles left, r12 = out,
 * lr = rk + 248 (where the rounds stop). */
    .section .text.present_encrypt_block, "ax", %progbits
    .global present_encrypt_block
    .type   present_encrypt_block, %function
    .thumb_func
present_encrypt_block:
    push  {r4-r7, lr}
    mov   r12, r1
    bl    present_small_load
    movs  r1, r0
    adds  r1, #248
    mov   lr, r1
.Lenc_round:
    ldm   r0!, {r1, r2}                @ s ^= K_i
    eors  r6, r1
    eors  r5, r2
    movs  r7, #0x0A                    @ 4 passes of 4 nibbles: LSRS gives C = 0, 1, 0, 1 and Z at the end
    b     2f
.Lenc_gather:
    bcc   2f
    mov   r5, r6                       @ (after pass 2) hi done: lo next
2:  .rept 4                            @ one nibble of hi (its top) into the planes, bit 3 first
    lsls  r5, r5, #1
    adcs  r4, r4
    lsls  r5, r5, #1
    adcs  r3, r3
    lsls  r5, r5, #1
    adcs  r2, r2
    lsls  r5, r5, #1
    adcs  r1, r1
    .endr
    lsrs  r7, r7, #1
    bne   .Lenc_gather
    mov   r6, lr                       @ keep lr (the subroutine call)
    bl    present_small_sbox
    mov   lr, r6
    uxth  r6, r1                       @ lo = y1:y0
    lsls  r2, r2, #16
    orrs  r6, r2
    uxth  r5, r4                       @ hi = y3:y2
    lsls  r3, r3, #16
    orrs  r5, r3
    cmp   r0, lr
    bne   .Lenc_round
    ldm   r0!, {r1, r2}                @ s ^= K_32
    eors  r6, r1
    eors  r5, r2
    b     present_small_store_return
    .size   present_encrypt_block, . - present_encrypt_block

/* =================================================================================================
 * present_decrypt_block: s ^= K_32; for i = 31..1 { s = P^-1(S_BS^-1(s)) ^ K_i }
 * Registers as in the encryption; r0 walks rk down, lr = rk (where the rounds stop). */
    .section .text.present_decrypt_block, "ax", %progbits
    .global present_decrypt_block
    .type   present_decrypt_block, %function
    .thumb_func
present_decrypt_block:
    push  {r4-r7, lr}
    mov   r12, r1
    bl    present_small_load
    mov   lr, r0
    adds  r0, #248                     @ K_32
.Ldec_key:
    ldr   r1, [r0]                     @ s ^= K_i
    ldr   r2, [r0, #4]
    eors  r6, r1
    eors  r5, r2
    cmp   r0, lr
    beq   .Ldec_done
    subs  r0, #8
    movs  r1, r6                       @ y0 = lo, y1 = lo >> 16, y2 = hi, y3 = hi >> 16, in the
    lsrs  r2, r6, #16                  @ registers the S-box leaves them in (r1, r2, r4, r3)
    movs  r4, r5
    lsrs  r3, r5, #16
    @ S_BS^-1: the forward steps backwards
    movs  r7, r2                       @ y2 ^= y1 & y3
    ands  r7, r3
    eors  r4, r7
    eors  r3, r2                       @ y3 ^= y1
    eors  r2, r1                       @ y1 ^= y0
    eors  r1, r4                       @ y0 ^= y2
    movs  r7, r1                       @ y1 ^= y0 & y3
    ands  r7, r3
    eors  r2, r7
    eors  r3, r1                       @ y3 ^= y0
    movs  r7, r2                       @ y3 ^= y1 | y2
    orrs  r7, r4
    eors  r3, r7
    movs  r7, r3                       @ y2 ^= y3 | y1
    orrs  r7, r2
    eors  r4, r7
    eors  r2, r3                       @ y1 ^= y3: ~x0, x1, ~x2, x3 in r1..r4
    lsls  r1, r1, #16                  @ each plane's bit 15 at bit 31
    lsls  r2, r2, #16
    lsls  r3, r3, #16
    lsls  r4, r4, #16
    movs  r7, #0x0A                    @ 4 passes of 4 nibbles, as in the encryption
    b     2f
.Ldec_scatter:
    bcc   2f
    mov   r5, r6                       @ (after pass 2) hi done; lo is shifted in behind it
2:  .rept 4                            @ nibble 15 first: bits 63..60 = x3, x2, x1, x0
    lsls  r4, r4, #1
    adcs  r6, r6
    lsls  r3, r3, #1
    adcs  r6, r6
    lsls  r2, r2, #1
    adcs  r6, r6
    lsls  r1, r1, #1
    adcs  r6, r6
    .endr
    lsrs  r7, r7, #1
    bne   .Ldec_scatter
    b     .Ldec_key
.Ldec_done:
    b     present_small_store_return
    .size   present_decrypt_block, . - present_decrypt_block

/* =================================================================================================
 * present_key_schedule: D = key register twice (see the header); for r = 1..32 { store K_r;
 * if r < 32, update with round counter r }.
 * Registers: r0 = rk write pointer, r2 = n, r6 = r, r7 = mask 0x55 (0 for K_32), sp = D;
 * r1, r3, r4, r5 temporaries, r12 = end pointer of the update loop. */
    .section .text.present_key_schedule, "ax", %progbits
    .global present_key_schedule
    .type   present_key_schedule, %function
    .thumb_func
present_key_schedule:
    push  {r4-r7, lr}
    sub   sp, #32
    lsrs  r2, r2, #3                   @ n = key_bits / 8
    mov   r4, sp                       @ D[n-1-j] = key[j]
    adds  r4, r4, r2
    movs  r3, r2
1:  ldrb  r5, [r1]
    adds  r1, #1
    subs  r4, #1
    strb  r5, [r4]
    subs  r3, #1
    bne   1b
    movs  r6, #1                       @ r
    movs  r7, #0x55                    @ mask
.Lks_round:
    cmp   r6, #32                      @ K_32 is stored without the mask
    bne   1f
    movs  r7, #0
1:  mov   r3, sp                       @ rk row = D[n-8..n-1] ^ mask
    adds  r3, r3, r2
    subs  r3, #8
    movs  r4, #0
1:  ldrb  r5, [r3, r4]
    eors  r5, r7
    strb  r5, [r0, r4]
    adds  r4, #1
    cmp   r4, #8
    bne   1b
    adds  r0, #8
    cmp   r6, #32
    beq   .Lks_done
    mov   r3, sp                       @ D[n..2n-1] = D[0..n-1]
    adds  r1, r3, r2
    movs  r4, #0
1:  ldrb  r5, [r3, r4]
    strb  r5, [r1, r4]
    adds  r4, #1
    cmp   r4, r2
    bne   1b
    mov   r12, r1                      @ D[j] = (D[j+n-8] >> 3) | (D[j+n-7] << 5), j = 0..n-1
    subs  r1, #8                       @ r1 = read pointer, r3 = write pointer (D)
1:  ldrb  r5, [r1, #1]
    lsls  r5, r5, #8
    ldrb  r4, [r1]
    orrs  r5, r4
    lsrs  r5, r5, #3
    strb  r5, [r3]
    adds  r1, #1
    adds  r3, #1
    cmp   r3, r12
    bne   1b
    subs  r3, #1                       @ top byte D[n-1]: planes x_k = bits k and k+4
    ldrb  r1, [r3]
    movs  r5, #0x11
    lsrs  r2, r1, #1
    ands  r2, r5
    lsrs  r4, r1, #3
    ands  r4, r5
    mov   r12, r3                      @ (the pointer, kept across the call)
    lsrs  r3, r1, #2
    ands  r3, r5
    ands  r1, r5
    eors  r1, r5                       @ the complemented x0, x2 the S-box takes
    eors  r3, r5
    bl    present_small_sbox
    lsls  r2, r2, #1                   @ S of both nibbles = y0 | y1 << 1 | y2 << 2 | y3 << 3
    orrs  r1, r2
    lsls  r4, r4, #2
    orrs  r1, r4
    lsls  r3, r3, #3
    orrs  r1, r3
    mov   r3, r12
    mov   r2, sp                       @ n again: D[n-1] = D + n - 1
    subs  r2, r3, r2
    adds  r2, #1
    ldrb  r5, [r3]                     @ byte = old ^ ((S ^ old) & m), m = 0xF0 (n = 10), 0xFF (n = 16)
    eors  r1, r5
    lsrs  r4, r2, #4                   @ 0 (n = 10) or 1 (n = 16)
    lsls  r5, r4, #4
    subs  r5, r5, r4                   @ 0 or 0x0F
    adds  r5, #0xF0
    ands  r1, r5
    ldrb  r5, [r3]
    eors  r1, r5
    strb  r1, [r3]
    subs  r3, #8                       @ D[n-9], D[n-8] ^= r << (7 - n / 16) (bit 15 or bit 62)
    movs  r5, #7
    subs  r5, r5, r4
    movs  r1, r6
    lsls  r1, r5
    ldrb  r5, [r3]
    eors  r5, r1
    strb  r5, [r3]
    lsrs  r1, r1, #8
    ldrb  r5, [r3, #1]
    eors  r5, r1
    strb  r5, [r3, #1]
    adds  r6, #1
    b     .Lks_round
.Lks_done:
    movs  r1, #0                       @ zero D
    movs  r2, #0
    movs  r4, #0
    movs  r5, #0
    mov   r3, sp
    stm   r3!, {r1, r2, r4, r5}
    stm   r3!, {r1, r2, r4, r5}
    add   sp, #32
    pop   {r4-r7, pc}
    .size   present_key_schedule, . - present_key_schedule
