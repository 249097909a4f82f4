/* Byte access to the Ascon state in the plain representation, ARMv6-M (Cortex-M0, Cortex-M0+),
 * Thumb-1; used by both profiles. Constant time: the branches depend on offset, len and the
 * alignment of the pointers only, which are public.
 *
 * void ascon_add_bytes(ascon_state *s, unsigned offset, const uint8_t *in, size_t len);
 *   S[offset + j] ^= in[j] for j < len
 * void ascon_extract_bytes(const ascon_state *s, unsigned offset, uint8_t *out, size_t len);
 *   out[j] = S[offset + j] for j < len
 * Contract: src/ascon/ascon_perm.h. AAPCS: r4, r5 saved.
 *
 * On a little-endian core state byte i is byte i of the memory of ascon_state (S_i's bytes are its
 * 64-bit word's, least significant first), so these are a memory XOR and a copy. From a word-aligned
 * state position whole words move: the text by LDM/STM when it is word aligned too, else a byte at a
 * time (unaligned word accesses fault on ARMv6-M); the last len mod 4 bytes (and everything from an
 * unaligned state position) one by one from the end.
 */
#if defined(__ARMEB__)
#error "the byte access below is written for a little-endian core"
#endif
    .syntax unified
    .arch armv6-m
    .thumb

    .section .text.ascon_add_bytes, "ax", %progbits
    .balign 2
    .global ascon_add_bytes
    .type   ascon_add_bytes, %function
    .thumb_func
ascon_add_bytes:
    push  {r4, r5}
    adds  r0, r0, r1                @ p = &S[offset]
    lsls  r4, r0, #30
    bne   4f                        @ p not word aligned: bytes only
    lsls  r4, r2, #30
    bne   2f                        @ in not word aligned
1:  subs  r3, #4                    @ words, in aligned
    bcc   3f
    ldm   r2!, {r4}                 @ in word
    ldr   r5, [r0]
    eors  r5, r4
    stm   r0!, {r5}                 @ *p++ ^= *in++
    b     1b
2:  subs  r3, #4                    @ words, in unaligned
    bcc   3f
    ldrb  r4, [r2, #0]
    ldrb  r5, [r2, #1]
    lsls  r5, r5, #8
    orrs  r4, r5
    ldrb  r5, [r2, #2]
    lsls  r5, r5, #16
    orrs  r4, r5
    ldrb  r5, [r2, #3]
    lsls  r5, r5, #24
    orrs  r4, r5                    @ the little-endian word in[0..3]
    adds  r2, #4
    ldr   r5, [r0]
    eors  r5, r4
    stm   r0!, {r5}                 @ *p++ ^= that word
    b     2b
3:  adds  r3, #4                    @ the len mod 4 bytes left
4:  subs  r3, #1                    @ bytes, from the last
    bcc   5f
    ldrb  r4, [r2, r3]
    ldrb  r5, [r0, r3]
    eors  r4, r5
    strb  r4, [r0, r3]              @ p[j] ^= in[j]
    b     4b
5:  pop   {r4, r5}
    bx    lr
    .size ascon_add_bytes, . - ascon_add_bytes

    .section .text.ascon_extract_bytes, "ax", %progbits
    .balign 2
    .global ascon_extract_bytes
    .type   ascon_extract_bytes, %function
    .thumb_func
ascon_extract_bytes:
    adds  r0, r0, r1                @ p = &S[offset]
    lsls  r1, r0, #30
    bne   4f                        @ p not word aligned: bytes only
    lsls  r1, r2, #30
    bne   2f                        @ out not word aligned
1:  subs  r3, #4                    @ words, out aligned
    bcc   3f
    ldm   r0!, {r1}
    stm   r2!, {r1}                 @ *out++ = *p++
    b     1b
2:  subs  r3, #4                    @ words, out unaligned
    bcc   3f
    ldm   r0!, {r1}
    strb  r1, [r2, #0]
    lsrs  r1, r1, #8
    strb  r1, [r2, #1]
    lsrs  r1, r1, #8
    strb  r1, [r2, #2]
    lsrs  r1, r1, #8
    strb  r1, [r2, #3]              @ out[0..3] = the little-endian word *p++
    adds  r2, #4
    b     2b
3:  adds  r3, #4                    @ the len mod 4 bytes left
4:  subs  r3, #1                    @ bytes, from the last
    bcc   5f
    ldrb  r1, [r0, r3]
    strb  r1, [r2, r3]              @ out[j] = p[j]
    b     4b
5:  bx    lr
    .size ascon_extract_bytes, . - ascon_extract_bytes
