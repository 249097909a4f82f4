/* PRESENT-80 and PRESENT-128 on AVR on the fly (Shin et al.'s future work, FELICS-style
 * "with the key schedule included"): one block encrypted or decrypted from the raw key, the round keys
 * computed in registers during the rounds, no round-key table in RAM. Variant kept beside the library
 * for the tests and the benchmark (announced by the build as LWC_HAVE_PRESENT_OTF).
 *
 * void present_otf_encrypt_80(uint8_t out[8], const uint8_t in[8], const uint8_t key[10]);
 * void present_otf_decrypt_80(uint8_t out[8], const uint8_t in[8], const uint8_t key[10]);
 * void present_otf_encrypt_128(uint8_t out[8], const uint8_t in[8], const uint8_t key[16]);
 * void present_otf_decrypt_128(uint8_t out[8], const uint8_t in[8], const uint8_t key[16]);
 *   in: r25:r24 = out, r23:r22 = in, r21:r20 = key (big-endian, as lwc_present_set_key takes it);
 *   out may equal in. Same result as lwc_present_set_key + lwc_present_encrypt / _decrypt.
 *
 * Rounds: as src/present/avr/present_avr.S (see its header for the representation: state in r18..r25,
 * P0 / bitsliced S-box / P1 per double round, the last round with the exchanges E1..E3), with the
 * round keys taken from the key register instead of a table.
 * Key register (CHES 2007) little-endian in registers (byte K_i = bits 8i..8i+7; PRESENT-80 K0..K9 in
 * r7..r16 (encryption) / r8..r17 (decryption), PRESENT-128 K0..K15 in r2..r17); the round key is its 8
 * top bytes. A key step rotates by 19 / 67 bits: the bytes move by renaming (the generator tracks
 * which register holds which byte), and the register is never rotated by 3 bits per step. Between
 * rounds 2 and 31 it is kept so that K_{2t+2} is byte-aligned and K_{2t+1} 3 bits off (K_{2t+1} bit
 * i = P bit i + 3, P = the register after renaming):
 *   round 2t+1: round-key byte i = (P_{j+i} >> 3) | (P_{j+1+i} << 5) (j = 2 / 8), XORed into the state
 *     from the two halves of MUL by 32: 9 MUL + 16 EOR = 34 cycles;
 *   round 2t+2: the key addition moved before P1 (linear): state ^= Q = P1^-1(pLayer(K) ^ mask), mask
 *     = the complemented planes; Q bit (i5 i4 i1 i0 i3 i2) = K bit (i5 i4 i3 i2 i1 i0), i.e. one
 *     SWAPMOVE of index bits i1 <-> i3 between key bytes 2m, 2m+1 (computed from the key register,
 *     no copy), then every byte through a 256-byte LPM table (wpermm): the bit permutation W (index
 *     bits b0 <-> b2) and the complement (bits 0..3); 19 cycles per byte pair (the direct pLayer, 2
 *     cycles per key bit, would cost 148). PRESENT-80 takes K >> 2 of the SWAPMOVEs with shift 2 (Q,
 *     P0, E2) from MUL by 64 and the mask 0x33 from a register (18 cycles per pair, P0 2 cycles less).
 *     In the encryption the sum goes into a free register ("lpm D; eor D, S"), which does the byte
 *     exchange B3<->B5 of P1 with 2 MOVs instead of 6;
 *   key step K_{2t+1} -> K_{2t+2}: rename 3 / 9 bytes (right by 24 / 72) and rotate left by 2 bits
 *     (MUL by 4 saves the 2 wrapping bits, two LSL/ROL passes: 23 / 36 cycles), S of the top nibble /
 *     byte by one LPM (r31 = the table page, r30 = the byte), counter into k19..k15 / k66..k62;
 *   key step K_{2t+2} -> K_{2t+3}: rename 2 / 8 bytes only. PRESENT-80: the top nibble is then P9 bit
 *     7 : P0 bits 2..0 (LSL/ROL brings it into P0 bits 3..0 for the LPM, ROR/ROR puts it back, 9
 *     cycles); PRESENT-128: the top byte is P0 bits 2..0 : P15 bits 7..3 (gathered by MUL by 32, S by
 *     LPM, the difference put back by MUL by 8, 16 cycles); counter at the 3-bit offset (P2 / P8);
 *   mask: the register holds K ^ 0xAA..AA (every move of the register is by an even number of bits,
 *     so the mask stays); then the even bits of K_{2t+1} come out complemented: P0^-1 of the planes
 *     x0, x2 that the S-box wants complemented (and that the inverse S-box leaves complemented), so
 *     there is no COM; the LPM tables absorb it (the SWAPMOVE of Q does not see it); K_32 is added
 *     with the mask undone (8 EOR). The key register starts as K_1 ^ 0x55..55; the one 3-bit rotation
 *     (K_1 -> K_2) turns the mask into 0xAA..AA;
 *   the loops run two double rounds (PRESENT-80: 5 + 5 renamed bytes, the register is back in place;
 *     PRESENT-128: 17 + 17, then 8 MOVW), 7 times; encryption: rounds 1, 2 before it (K_1 as
 *     loaded), decryption: rounds 2, 1 after it.
 * Decryption: the key register is first run forward 31 steps to K_32 in registers the same way (a
 * loop of four steps, 87 / 148 cycles, about 712 / 1203 in all with the first 3 steps and
 * the MOVs that put the register back), then stepped backwards during the rounds (counter, S^-1 by
 * LPM, rotate right by 2 bits with MUL by 64 saving the wrapping bits, bytes back by renaming).
 *
 * Registers: state r18..r25; r1:r0 = MUL product; temporaries r26, r27; Z = r31:r30 = table page :
 * index; round counter r28. PRESENT-80 encryption: t in r28, 0x80 in r29, (t+1) << 3 in r17 (the loop
 * ends when r17 = 0x80), MUL constants r2 = 32, r3 = 64, r4 = 4, mask r5 = 0x33. PRESENT-80
 * decryption: t + 1 in r28, r3 = 64, r5 = 0x33, r4 = 0x80, r6 = (t+1) << 3, r7 = 8, r29 = 32; its
 * forward run keeps its constants in r18..r20 (the state is loaded after it). PRESENT-128: r = the
 * round counter in r28, r29 = 32, the other MUL constants loaded into r27 where used (the forward
 * run: 8 and 4 in r18, r19).
 * ABI: r2-r5 and r7-r17 (PRESENT-80 encryption), r3-r17 (PRESENT-80 decryption), r2-r17 (PRESENT-128),
 * and r28-r29 saved; r0, r18-r27, r30-r31 clobbered; r1 = 0 on exit; r0, r26, r27 cleared (no key
 * material left in the clobbered registers).
 * Stack: saved registers (PRESENT-80 encrypt 17 bytes, decrypt 17, PRESENT-128 18) + 2 (out
 * pointer) + the return address.
 * Constant time: boolean instructions, MUL (2 cycles for every operand), and LPM from flash tables
 * (no cache on AVR); the only branches are on the public round counter.
 * Cycles (generator count, without call and prologue): PRESENT-80 encrypt rounds 1, 2 290,
 * two double rounds 590 + 3 (loop: CPSE + RJMP), last round + K_32 199; decrypt
 * first 201, two double rounds 598 + 4 (loop); PRESENT-128 encrypt rounds 1, 2 335, two double
 * rounds 667 + 4 (loop), last 223; decrypt first 223, two double rounds 675 + 4 (loop).
 * Measured figures (simavr, tools/bench): docs/present.md, OTF section.
 *
 * Generated by present_otf_gen.py (same folder), which runs every sequence against a Python model
 * of PRESENT before writing; edit the generator, not this file.
 */

    .section .progmem.data, "a", @progbits
    .balign 256
    .type   present_otf_wpermm, @object
present_otf_wpermm:          ; T[b] = wperm[b ^ 0xAA] (the key register mask undone) (256-byte aligned: Z = page : b)
    .byte 0xFF, 0xFE, 0xEF, 0xEE, 0xFB, 0xFA, 0xEB, 0xEA, 0xBF, 0xBE, 0xAF, 0xAE, 0xBB, 0xBA, 0xAB, 0xAA
    .byte 0xFD, 0xFC, 0xED, 0xEC, 0xF9, 0xF8, 0xE9, 0xE8, 0xBD, 0xBC, 0xAD, 0xAC, 0xB9, 0xB8, 0xA9, 0xA8
    .byte 0xDF, 0xDE, 0xCF, 0xCE, 0xDB, 0xDA, 0xCB, 0xCA, 0x9F, 0x9E, 0x8F, 0x8E, 0x9B, 0x9A, 0x8B, 0x8A
    .byte 0xDD, 0xDC, 0xCD, 0xCC, 0xD9, 0xD8, 0xC9, 0xC8, 0x9D, 0x9C, 0x8D, 0x8C, 0x99, 0x98, 0x89, 0x88
    .byte 0xF7, 0xF6, 0xE7, 0xE6, 0xF3, 0xF2, 0xE3, 0xE2, 0xB7, 0xB6, 0xA7, 0xA6, 0xB3, 0xB2, 0xA3, 0xA2
    .byte 0xF5, 0xF4, 0xE5, 0xE4, 0xF1, 0xF0, 0xE1, 0xE0, 0xB5, 0xB4, 0xA5, 0xA4, 0xB1, 0xB0, 0xA1, 0xA0
    .byte 0xD7, 0xD6, 0xC7, 0xC6, 0xD3, 0xD2, 0xC3, 0xC2, 0x97, 0x96, 0x87, 0x86, 0x93, 0x92, 0x83, 0x82
    .byte 0xD5, 0xD4, 0xC5, 0xC4, 0xD1, 0xD0, 0xC1, 0xC0, 0x95, 0x94, 0x85, 0x84, 0x91, 0x90, 0x81, 0x80
    .byte 0x7F, 0x7E, 0x6F, 0x6E, 0x7B, 0x7A, 0x6B, 0x6A, 0x3F, 0x3E, 0x2F, 0x2E, 0x3B, 0x3A, 0x2B, 0x2A
    .byte 0x7D, 0x7C, 0x6D, 0x6C, 0x79, 0x78, 0x69, 0x68, 0x3D, 0x3C, 0x2D, 0x2C, 0x39, 0x38, 0x29, 0x28
    .byte 0x5F, 0x5E, 0x4F, 0x4E, 0x5B, 0x5A, 0x4B, 0x4A, 0x1F, 0x1E, 0x0F, 0x0E, 0x1B, 0x1A, 0x0B, 0x0A
    .byte 0x5D, 0x5C, 0x4D, 0x4C, 0x59, 0x58, 0x49, 0x48, 0x1D, 0x1C, 0x0D, 0x0C, 0x19, 0x18, 0x09, 0x08
    .byte 0x77, 0x76, 0x67, 0x66, 0x73, 0x72, 0x63, 0x62, 0x37, 0x36, 0x27, 0x26, 0x33, 0x32, 0x23, 0x22
    .byte 0x75, 0x74, 0x65, 0x64, 0x71, 0x70, 0x61, 0x60, 0x35, 0x34, 0x25, 0x24, 0x31, 0x30, 0x21, 0x20
    .byte 0x57, 0x56, 0x47, 0x46, 0x53, 0x52, 0x43, 0x42, 0x17, 0x16, 0x07, 0x06, 0x13, 0x12, 0x03, 0x02
    .byte 0x55, 0x54, 0x45, 0x44, 0x51, 0x50, 0x41, 0x40, 0x15, 0x14, 0x05, 0x04, 0x11, 0x10, 0x01, 0x00
    .size   present_otf_wpermm, 256
    .type   present_otf_sboxm80, @object
present_otf_sboxm80:          ; T[b] = S'(high nibble), low nibble kept; S'(x) = S(x ^ 0xA) ^ 0xA (mask) (256-byte aligned: Z = page : b)
    .byte 0x50, 0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x5B, 0x5C, 0x5D, 0x5E, 0x5F
    .byte 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F
    .byte 0x90, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0x9B, 0x9C, 0x9D, 0x9E, 0x9F
    .byte 0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x4B, 0x4C, 0x4D, 0x4E, 0x4F
    .byte 0xB0, 0xB1, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xBB, 0xBC, 0xBD, 0xBE, 0xBF
    .byte 0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x8B, 0x8C, 0x8D, 0x8E, 0x8F
    .byte 0xE0, 0xE1, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xEB, 0xEC, 0xED, 0xEE, 0xEF
    .byte 0xD0, 0xD1, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xDB, 0xDC, 0xDD, 0xDE, 0xDF
    .byte 0xC0, 0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xCB, 0xCC, 0xCD, 0xCE, 0xCF
    .byte 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x1B, 0x1C, 0x1D, 0x1E, 0x1F
    .byte 0x60, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F
    .byte 0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA, 0xFB, 0xFC, 0xFD, 0xFE, 0xFF
    .byte 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F
    .byte 0x70, 0x71, 0x72, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x7B, 0x7C, 0x7D, 0x7E, 0x7F
    .byte 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F
    .byte 0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE, 0xAF
    .size   present_otf_sboxm80, 256
    .type   present_otf_sboxu80, @object
present_otf_sboxu80:          ; T[b] = S'(low nibble), high nibble kept; S'(x) = S(x ^ 0x5) ^ 0x5 (mask) (256-byte aligned: Z = page : b)
    .byte 0x05, 0x0C, 0x08, 0x0F, 0x00, 0x09, 0x0E, 0x03, 0x02, 0x01, 0x07, 0x04, 0x0B, 0x06, 0x0D, 0x0A
    .byte 0x15, 0x1C, 0x18, 0x1F, 0x10, 0x19, 0x1E, 0x13, 0x12, 0x11, 0x17, 0x14, 0x1B, 0x16, 0x1D, 0x1A
    .byte 0x25, 0x2C, 0x28, 0x2F, 0x20, 0x29, 0x2E, 0x23, 0x22, 0x21, 0x27, 0x24, 0x2B, 0x26, 0x2D, 0x2A
    .byte 0x35, 0x3C, 0x38, 0x3F, 0x30, 0x39, 0x3E, 0x33, 0x32, 0x31, 0x37, 0x34, 0x3B, 0x36, 0x3D, 0x3A
    .byte 0x45, 0x4C, 0x48, 0x4F, 0x40, 0x49, 0x4E, 0x43, 0x42, 0x41, 0x47, 0x44, 0x4B, 0x46, 0x4D, 0x4A
    .byte 0x55, 0x5C, 0x58, 0x5F, 0x50, 0x59, 0x5E, 0x53, 0x52, 0x51, 0x57, 0x54, 0x5B, 0x56, 0x5D, 0x5A
    .byte 0x65, 0x6C, 0x68, 0x6F, 0x60, 0x69, 0x6E, 0x63, 0x62, 0x61, 0x67, 0x64, 0x6B, 0x66, 0x6D, 0x6A
    .byte 0x75, 0x7C, 0x78, 0x7F, 0x70, 0x79, 0x7E, 0x73, 0x72, 0x71, 0x77, 0x74, 0x7B, 0x76, 0x7D, 0x7A
    .byte 0x85, 0x8C, 0x88, 0x8F, 0x80, 0x89, 0x8E, 0x83, 0x82, 0x81, 0x87, 0x84, 0x8B, 0x86, 0x8D, 0x8A
    .byte 0x95, 0x9C, 0x98, 0x9F, 0x90, 0x99, 0x9E, 0x93, 0x92, 0x91, 0x97, 0x94, 0x9B, 0x96, 0x9D, 0x9A
    .byte 0xA5, 0xAC, 0xA8, 0xAF, 0xA0, 0xA9, 0xAE, 0xA3, 0xA2, 0xA1, 0xA7, 0xA4, 0xAB, 0xA6, 0xAD, 0xAA
    .byte 0xB5, 0xBC, 0xB8, 0xBF, 0xB0, 0xB9, 0xBE, 0xB3, 0xB2, 0xB1, 0xB7, 0xB4, 0xBB, 0xB6, 0xBD, 0xBA
    .byte 0xC5, 0xCC, 0xC8, 0xCF, 0xC0, 0xC9, 0xCE, 0xC3, 0xC2, 0xC1, 0xC7, 0xC4, 0xCB, 0xC6, 0xCD, 0xCA
    .byte 0xD5, 0xDC, 0xD8, 0xDF, 0xD0, 0xD9, 0xDE, 0xD3, 0xD2, 0xD1, 0xD7, 0xD4, 0xDB, 0xD6, 0xDD, 0xDA
    .byte 0xE5, 0xEC, 0xE8, 0xEF, 0xE0, 0xE9, 0xEE, 0xE3, 0xE2, 0xE1, 0xE7, 0xE4, 0xEB, 0xE6, 0xED, 0xEA
    .byte 0xF5, 0xFC, 0xF8, 0xFF, 0xF0, 0xF9, 0xFE, 0xF3, 0xF2, 0xF1, 0xF7, 0xF4, 0xFB, 0xF6, 0xFD, 0xFA
    .size   present_otf_sboxu80, 256
    .type   present_otf_sinvm80, @object
present_otf_sinvm80:          ; T[b] = S'^-1(high nibble), low nibble kept (mask 0xA) (256-byte aligned: Z = page : b)
    .byte 0xC0, 0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xCB, 0xCC, 0xCD, 0xCE, 0xCF
    .byte 0x90, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0x9B, 0x9C, 0x9D, 0x9E, 0x9F
    .byte 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x1B, 0x1C, 0x1D, 0x1E, 0x1F
    .byte 0xE0, 0xE1, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xEB, 0xEC, 0xED, 0xEE, 0xEF
    .byte 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F
    .byte 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F
    .byte 0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE, 0xAF
    .byte 0xD0, 0xD1, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xDB, 0xDC, 0xDD, 0xDE, 0xDF
    .byte 0x50, 0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x5B, 0x5C, 0x5D, 0x5E, 0x5F
    .byte 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F
    .byte 0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA, 0xFB, 0xFC, 0xFD, 0xFE, 0xFF
    .byte 0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x4B, 0x4C, 0x4D, 0x4E, 0x4F
    .byte 0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x8B, 0x8C, 0x8D, 0x8E, 0x8F
    .byte 0x70, 0x71, 0x72, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x7B, 0x7C, 0x7D, 0x7E, 0x7F
    .byte 0x60, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E, 0x6F
    .byte 0xB0, 0xB1, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xBB, 0xBC, 0xBD, 0xBE, 0xBF
    .size   present_otf_sinvm80, 256
    .type   present_otf_sinvu80, @object
present_otf_sinvu80:          ; T[b] = S'^-1(low nibble), high nibble kept (mask 0x5) (256-byte aligned: Z = page : b)
    .byte 0x04, 0x09, 0x08, 0x07, 0x0B, 0x00, 0x0D, 0x0A, 0x02, 0x05, 0x0F, 0x0C, 0x01, 0x0E, 0x06, 0x03
    .byte 0x14, 0x19, 0x18, 0x17, 0x1B, 0x10, 0x1D, 0x1A, 0x12, 0x15, 0x1F, 0x1C, 0x11, 0x1E, 0x16, 0x13
    .byte 0x24, 0x29, 0x28, 0x27, 0x2B, 0x20, 0x2D, 0x2A, 0x22, 0x25, 0x2F, 0x2C, 0x21, 0x2E, 0x26, 0x23
    .byte 0x34, 0x39, 0x38, 0x37, 0x3B, 0x30, 0x3D, 0x3A, 0x32, 0x35, 0x3F, 0x3C, 0x31, 0x3E, 0x36, 0x33
    .byte 0x44, 0x49, 0x48, 0x47, 0x4B, 0x40, 0x4D, 0x4A, 0x42, 0x45, 0x4F, 0x4C, 0x41, 0x4E, 0x46, 0x43
    .byte 0x54, 0x59, 0x58, 0x57, 0x5B, 0x50, 0x5D, 0x5A, 0x52, 0x55, 0x5F, 0x5C, 0x51, 0x5E, 0x56, 0x53
    .byte 0x64, 0x69, 0x68, 0x67, 0x6B, 0x60, 0x6D, 0x6A, 0x62, 0x65, 0x6F, 0x6C, 0x61, 0x6E, 0x66, 0x63
    .byte 0x74, 0x79, 0x78, 0x77, 0x7B, 0x70, 0x7D, 0x7A, 0x72, 0x75, 0x7F, 0x7C, 0x71, 0x7E, 0x76, 0x73
    .byte 0x84, 0x89, 0x88, 0x87, 0x8B, 0x80, 0x8D, 0x8A, 0x82, 0x85, 0x8F, 0x8C, 0x81, 0x8E, 0x86, 0x83
    .byte 0x94, 0x99, 0x98, 0x97, 0x9B, 0x90, 0x9D, 0x9A, 0x92, 0x95, 0x9F, 0x9C, 0x91, 0x9E, 0x96, 0x93
    .byte 0xA4, 0xA9, 0xA8, 0xA7, 0xAB, 0xA0, 0xAD, 0xAA, 0xA2, 0xA5, 0xAF, 0xAC, 0xA1, 0xAE, 0xA6, 0xA3
    .byte 0xB4, 0xB9, 0xB8, 0xB7, 0xBB, 0xB0, 0xBD, 0xBA, 0xB2, 0xB5, 0xBF, 0xBC, 0xB1, 0xBE, 0xB6, 0xB3
    .byte 0xC4, 0xC9, 0xC8, 0xC7, 0xCB, 0xC0, 0xCD, 0xCA, 0xC2, 0xC5, 0xCF, 0xCC, 0xC1, 0xCE, 0xC6, 0xC3
    .byte 0xD4, 0xD9, 0xD8, 0xD7, 0xDB, 0xD0, 0xDD, 0xDA, 0xD2, 0xD5, 0xDF, 0xDC, 0xD1, 0xDE, 0xD6, 0xD3
    .byte 0xE4, 0xE9, 0xE8, 0xE7, 0xEB, 0xE0, 0xED, 0xEA, 0xE2, 0xE5, 0xEF, 0xEC, 0xE1, 0xEE, 0xE6, 0xE3
    .byte 0xF4, 0xF9, 0xF8, 0xF7, 0xFB, 0xF0, 0xFD, 0xFA, 0xF2, 0xF5, 0xFF, 0xFC, 0xF1, 0xFE, 0xF6, 0xF3
    .size   present_otf_sinvu80, 256
    .type   present_otf_sboxm128, @object
present_otf_sboxm128:          ; T[b] = S2(b ^ 0xAA) ^ 0xAA, S2 = S of both nibbles (mask) (256-byte aligned: Z = page : b)
    .byte 0x55, 0x52, 0x59, 0x54, 0x5B, 0x58, 0x5E, 0x5D, 0x5C, 0x51, 0x56, 0x5F, 0x50, 0x57, 0x53, 0x5A
    .byte 0x25, 0x22, 0x29, 0x24, 0x2B, 0x28, 0x2E, 0x2D, 0x2C, 0x21, 0x26, 0x2F, 0x20, 0x27, 0x23, 0x2A
    .byte 0x95, 0x92, 0x99, 0x94, 0x9B, 0x98, 0x9E, 0x9D, 0x9C, 0x91, 0x96, 0x9F, 0x90, 0x97, 0x93, 0x9A
    .byte 0x45, 0x42, 0x49, 0x44, 0x4B, 0x48, 0x4E, 0x4D, 0x4C, 0x41, 0x46, 0x4F, 0x40, 0x47, 0x43, 0x4A
    .byte 0xB5, 0xB2, 0xB9, 0xB4, 0xBB, 0xB8, 0xBE, 0xBD, 0xBC, 0xB1, 0xB6, 0xBF, 0xB0, 0xB7, 0xB3, 0xBA
    .byte 0x85, 0x82, 0x89, 0x84, 0x8B, 0x88, 0x8E, 0x8D, 0x8C, 0x81, 0x86, 0x8F, 0x80, 0x87, 0x83, 0x8A
    .byte 0xE5, 0xE2, 0xE9, 0xE4, 0xEB, 0xE8, 0xEE, 0xED, 0xEC, 0xE1, 0xE6, 0xEF, 0xE0, 0xE7, 0xE3, 0xEA
    .byte 0xD5, 0xD2, 0xD9, 0xD4, 0xDB, 0xD8, 0xDE, 0xDD, 0xDC, 0xD1, 0xD6, 0xDF, 0xD0, 0xD7, 0xD3, 0xDA
    .byte 0xC5, 0xC2, 0xC9, 0xC4, 0xCB, 0xC8, 0xCE, 0xCD, 0xCC, 0xC1, 0xC6, 0xCF, 0xC0, 0xC7, 0xC3, 0xCA
    .byte 0x15, 0x12, 0x19, 0x14, 0x1B, 0x18, 0x1E, 0x1D, 0x1C, 0x11, 0x16, 0x1F, 0x10, 0x17, 0x13, 0x1A
    .byte 0x65, 0x62, 0x69, 0x64, 0x6B, 0x68, 0x6E, 0x6D, 0x6C, 0x61, 0x66, 0x6F, 0x60, 0x67, 0x63, 0x6A
    .byte 0xF5, 0xF2, 0xF9, 0xF4, 0xFB, 0xF8, 0xFE, 0xFD, 0xFC, 0xF1, 0xF6, 0xFF, 0xF0, 0xF7, 0xF3, 0xFA
    .byte 0x05, 0x02, 0x09, 0x04, 0x0B, 0x08, 0x0E, 0x0D, 0x0C, 0x01, 0x06, 0x0F, 0x00, 0x07, 0x03, 0x0A
    .byte 0x75, 0x72, 0x79, 0x74, 0x7B, 0x78, 0x7E, 0x7D, 0x7C, 0x71, 0x76, 0x7F, 0x70, 0x77, 0x73, 0x7A
    .byte 0x35, 0x32, 0x39, 0x34, 0x3B, 0x38, 0x3E, 0x3D, 0x3C, 0x31, 0x36, 0x3F, 0x30, 0x37, 0x33, 0x3A
    .byte 0xA5, 0xA2, 0xA9, 0xA4, 0xAB, 0xA8, 0xAE, 0xAD, 0xAC, 0xA1, 0xA6, 0xAF, 0xA0, 0xA7, 0xA3, 0xAA
    .size   present_otf_sboxm128, 256
    .type   present_otf_sboxu128, @object
present_otf_sboxu128:          ; T[b] = S2(b ^ 0x55) ^ 0x55, S2 = S of both nibbles (mask) (256-byte aligned: Z = page : b)
    .byte 0x55, 0x5C, 0x58, 0x5F, 0x50, 0x59, 0x5E, 0x53, 0x52, 0x51, 0x57, 0x54, 0x5B, 0x56, 0x5D, 0x5A
    .byte 0xC5, 0xCC, 0xC8, 0xCF, 0xC0, 0xC9, 0xCE, 0xC3, 0xC2, 0xC1, 0xC7, 0xC4, 0xCB, 0xC6, 0xCD, 0xCA
    .byte 0x85, 0x8C, 0x88, 0x8F, 0x80, 0x89, 0x8E, 0x83, 0x82, 0x81, 0x87, 0x84, 0x8B, 0x86, 0x8D, 0x8A
    .byte 0xF5, 0xFC, 0xF8, 0xFF, 0xF0, 0xF9, 0xFE, 0xF3, 0xF2, 0xF1, 0xF7, 0xF4, 0xFB, 0xF6, 0xFD, 0xFA
    .byte 0x05, 0x0C, 0x08, 0x0F, 0x00, 0x09, 0x0E, 0x03, 0x02, 0x01, 0x07, 0x04, 0x0B, 0x06, 0x0D, 0x0A
    .byte 0x95, 0x9C, 0x98, 0x9F, 0x90, 0x99, 0x9E, 0x93, 0x92, 0x91, 0x97, 0x94, 0x9B, 0x96, 0x9D, 0x9A
    .byte 0xE5, 0xEC, 0xE8, 0xEF, 0xE0, 0xE9, 0xEE, 0xE3, 0xE2, 0xE1, 0xE7, 0xE4, 0xEB, 0xE6, 0xED, 0xEA
    .byte 0x35, 0x3C, 0x38, 0x3F, 0x30, 0x39, 0x3E, 0x33, 0x32, 0x31, 0x37, 0x34, 0x3B, 0x36, 0x3D, 0x3A
    .byte 0x25, 0x2C, 0x28, 0x2F, 0x20, 0x29, 0x2E, 0x23, 0x22, 0x21, 0x27, 0x24, 0x2B, 0x26, 0x2D, 0x2A
    .byte 0x15, 0x1C, 0x18, 0x1F, 0x10, 0x19, 0x1E, 0x13, 0x12, 0x11, 0x17, 0x14, 0x1B, 0x16, 0x1D, 0x1A
    .byte 0x75, 0x7C, 0x78, 0x7F, 0x70, 0x79, 0x7E, 0x73, 0x72, 0x71, 0x77, 0x74, 0x7B, 0x76, 0x7D, 0x7A
    .byte 0x45, 0x4C, 0x48, 0x4F, 0x40, 0x49, 0x4E, 0x43, 0x42, 0x41, 0x47, 0x44, 0x4B, 0x46, 0x4D, 0x4A
    .byte 0xB5, 0xBC, 0xB8, 0xBF, 0xB0, 0xB9, 0xBE, 0xB3, 0xB2, 0xB1, 0xB7, 0xB4, 0xBB, 0xB6, 0xBD, 0xBA
    .byte 0x65, 0x6C, 0x68, 0x6F, 0x60, 0x69, 0x6E, 0x63, 0x62, 0x61, 0x67, 0x64, 0x6B, 0x66, 0x6D, 0x6A
    .byte 0xD5, 0xDC, 0xD8, 0xDF, 0xD0, 0xD9, 0xDE, 0xD3, 0xD2, 0xD1, 0xD7, 0xD4, 0xDB, 0xD6, 0xDD, 0xDA
    .byte 0xA5, 0xAC, 0xA8, 0xAF, 0xA0, 0xA9, 0xAE, 0xA3, 0xA2, 0xA1, 0xA7, 0xA4, 0xAB, 0xA6, 0xAD, 0xAA
    .size   present_otf_sboxu128, 256
    .type   present_otf_sinvm128, @object
present_otf_sinvm128:          ; T[b] = S2^-1(b ^ 0xAA) ^ 0xAA (mask) (256-byte aligned: Z = page : b)
    .byte 0xCC, 0xC9, 0xC1, 0xCE, 0xC3, 0xC0, 0xCA, 0xCD, 0xC5, 0xC2, 0xCF, 0xC4, 0xC8, 0xC7, 0xC6, 0xCB
    .byte 0x9C, 0x99, 0x91, 0x9E, 0x93, 0x90, 0x9A, 0x9D, 0x95, 0x92, 0x9F, 0x94, 0x98, 0x97, 0x96, 0x9B
    .byte 0x1C, 0x19, 0x11, 0x1E, 0x13, 0x10, 0x1A, 0x1D, 0x15, 0x12, 0x1F, 0x14, 0x18, 0x17, 0x16, 0x1B
    .byte 0xEC, 0xE9, 0xE1, 0xEE, 0xE3, 0xE0, 0xEA, 0xED, 0xE5, 0xE2, 0xEF, 0xE4, 0xE8, 0xE7, 0xE6, 0xEB
    .byte 0x3C, 0x39, 0x31, 0x3E, 0x33, 0x30, 0x3A, 0x3D, 0x35, 0x32, 0x3F, 0x34, 0x38, 0x37, 0x36, 0x3B
    .byte 0x0C, 0x09, 0x01, 0x0E, 0x03, 0x00, 0x0A, 0x0D, 0x05, 0x02, 0x0F, 0x04, 0x08, 0x07, 0x06, 0x0B
    .byte 0xAC, 0xA9, 0xA1, 0xAE, 0xA3, 0xA0, 0xAA, 0xAD, 0xA5, 0xA2, 0xAF, 0xA4, 0xA8, 0xA7, 0xA6, 0xAB
    .byte 0xDC, 0xD9, 0xD1, 0xDE, 0xD3, 0xD0, 0xDA, 0xDD, 0xD5, 0xD2, 0xDF, 0xD4, 0xD8, 0xD7, 0xD6, 0xDB
    .byte 0x5C, 0x59, 0x51, 0x5E, 0x53, 0x50, 0x5A, 0x5D, 0x55, 0x52, 0x5F, 0x54, 0x58, 0x57, 0x56, 0x5B
    .byte 0x2C, 0x29, 0x21, 0x2E, 0x23, 0x20, 0x2A, 0x2D, 0x25, 0x22, 0x2F, 0x24, 0x28, 0x27, 0x26, 0x2B
    .byte 0xFC, 0xF9, 0xF1, 0xFE, 0xF3, 0xF0, 0xFA, 0xFD, 0xF5, 0xF2, 0xFF, 0xF4, 0xF8, 0xF7, 0xF6, 0xFB
    .byte 0x4C, 0x49, 0x41, 0x4E, 0x43, 0x40, 0x4A, 0x4D, 0x45, 0x42, 0x4F, 0x44, 0x48, 0x47, 0x46, 0x4B
    .byte 0x8C, 0x89, 0x81, 0x8E, 0x83, 0x80, 0x8A, 0x8D, 0x85, 0x82, 0x8F, 0x84, 0x88, 0x87, 0x86, 0x8B
    .byte 0x7C, 0x79, 0x71, 0x7E, 0x73, 0x70, 0x7A, 0x7D, 0x75, 0x72, 0x7F, 0x74, 0x78, 0x77, 0x76, 0x7B
    .byte 0x6C, 0x69, 0x61, 0x6E, 0x63, 0x60, 0x6A, 0x6D, 0x65, 0x62, 0x6F, 0x64, 0x68, 0x67, 0x66, 0x6B
    .byte 0xBC, 0xB9, 0xB1, 0xBE, 0xB3, 0xB0, 0xBA, 0xBD, 0xB5, 0xB2, 0xBF, 0xB4, 0xB8, 0xB7, 0xB6, 0xBB
    .size   present_otf_sinvm128, 256
    .type   present_otf_sinvu128, @object
present_otf_sinvu128:          ; T[b] = S2^-1(b ^ 0x55) ^ 0x55 (mask) (256-byte aligned: Z = page : b)
    .byte 0x44, 0x49, 0x48, 0x47, 0x4B, 0x40, 0x4D, 0x4A, 0x42, 0x45, 0x4F, 0x4C, 0x41, 0x4E, 0x46, 0x43
    .byte 0x94, 0x99, 0x98, 0x97, 0x9B, 0x90, 0x9D, 0x9A, 0x92, 0x95, 0x9F, 0x9C, 0x91, 0x9E, 0x96, 0x93
    .byte 0x84, 0x89, 0x88, 0x87, 0x8B, 0x80, 0x8D, 0x8A, 0x82, 0x85, 0x8F, 0x8C, 0x81, 0x8E, 0x86, 0x83
    .byte 0x74, 0x79, 0x78, 0x77, 0x7B, 0x70, 0x7D, 0x7A, 0x72, 0x75, 0x7F, 0x7C, 0x71, 0x7E, 0x76, 0x73
    .byte 0xB4, 0xB9, 0xB8, 0xB7, 0xBB, 0xB0, 0xBD, 0xBA, 0xB2, 0xB5, 0xBF, 0xBC, 0xB1, 0xBE, 0xB6, 0xB3
    .byte 0x04, 0x09, 0x08, 0x07, 0x0B, 0x00, 0x0D, 0x0A, 0x02, 0x05, 0x0F, 0x0C, 0x01, 0x0E, 0x06, 0x03
    .byte 0xD4, 0xD9, 0xD8, 0xD7, 0xDB, 0xD0, 0xDD, 0xDA, 0xD2, 0xD5, 0xDF, 0xDC, 0xD1, 0xDE, 0xD6, 0xD3
    .byte 0xA4, 0xA9, 0xA8, 0xA7, 0xAB, 0xA0, 0xAD, 0xAA, 0xA2, 0xA5, 0xAF, 0xAC, 0xA1, 0xAE, 0xA6, 0xA3
    .byte 0x24, 0x29, 0x28, 0x27, 0x2B, 0x20, 0x2D, 0x2A, 0x22, 0x25, 0x2F, 0x2C, 0x21, 0x2E, 0x26, 0x23
    .byte 0x54, 0x59, 0x58, 0x57, 0x5B, 0x50, 0x5D, 0x5A, 0x52, 0x55, 0x5F, 0x5C, 0x51, 0x5E, 0x56, 0x53
    .byte 0xF4, 0xF9, 0xF8, 0xF7, 0xFB, 0xF0, 0xFD, 0xFA, 0xF2, 0xF5, 0xFF, 0xFC, 0xF1, 0xFE, 0xF6, 0xF3
    .byte 0xC4, 0xC9, 0xC8, 0xC7, 0xCB, 0xC0, 0xCD, 0xCA, 0xC2, 0xC5, 0xCF, 0xCC, 0xC1, 0xCE, 0xC6, 0xC3
    .byte 0x14, 0x19, 0x18, 0x17, 0x1B, 0x10, 0x1D, 0x1A, 0x12, 0x15, 0x1F, 0x1C, 0x11, 0x1E, 0x16, 0x13
    .byte 0xE4, 0xE9, 0xE8, 0xE7, 0xEB, 0xE0, 0xED, 0xEA, 0xE2, 0xE5, 0xEF, 0xEC, 0xE1, 0xEE, 0xE6, 0xE3
    .byte 0x64, 0x69, 0x68, 0x67, 0x6B, 0x60, 0x6D, 0x6A, 0x62, 0x65, 0x6F, 0x6C, 0x61, 0x6E, 0x66, 0x63
    .byte 0x34, 0x39, 0x38, 0x37, 0x3B, 0x30, 0x3D, 0x3A, 0x32, 0x35, 0x3F, 0x3C, 0x31, 0x3E, 0x36, 0x33
    .size   present_otf_sinvu128, 256
    .text

    .global present_otf_encrypt_80
    .type   present_otf_encrypt_80, @function
present_otf_encrypt_80:
    push  r2
    push  r3
    push  r4
    push  r5
    push  r7
    push  r8
    push  r9
    push  r10
    push  r11
    push  r12
    push  r13
    push  r14
    push  r15
    push  r16
    push  r17
    push  r28
    push  r29
    push  r24                      ; out pointer, popped into Z at the end
    push  r25
    movw  r26, r20                 ; X = key: K9..K0 = r16..r7 (key[] is big-endian)
    ld    r16, X+
    ld    r15, X+
    ld    r14, X+
    ld    r13, X+
    ld    r12, X+
    ld    r11, X+
    ld    r10, X+
    ld    r9, X+
    ld    r8, X+
    ld    r7, X+
    ldi   r28, 0                   ; t = 0 (round counter r = 2t+1)
    ldi   r29, 0x80                ; r29 = 0x80: k15 of the odd round counters
    ldi   r26, 32
    mov   r2, r26                  ; r2 = 32: MUL constant (3-bit rotation, offset-3 round keys)
    ldi   r26, 4
    mov   r4, r26                  ; r4 = 4: MUL constant of the 2-bit rotation
    ldi   r26, 64
    mov   r3, r26                  ; r3 = 64: MUL constant of the shift-2 SWAPMOVEs
    ldi   r26, 0x33
    mov   r5, r26                  ; r5 = 0x33: their mask
    ldi   r17, 8                   ; r17 = (t+1) << 3: counter r = 2t+2 at bit offset 3
    movw  r26, r22                 ; X = in: s7..s0 = r25..r18 (in[] is big-endian)
    ld    r25, X+
    ld    r24, X+
    ld    r23, X+
    ld    r22, X+
    ld    r21, X+
    ld    r20, X+
    ld    r19, X+
    ld    r18, X+
    /* ---- rounds 1, 2 (K_1 as loaded) ---- */
    /* mask the key register: P = K_1 ^ 0x55..55 (even bits complemented: the complement of planes x0, x2 after P0) */
    ldi   r26, 0x55
    eor   r7, r26
    eor   r8, r26
    eor   r9, r26
    eor   r10, r26
    eor   r11, r26
    eor   r12, r26
    eor   r13, r26
    eor   r14, r26
    eor   r15, r26
    eor   r16, r26
    /* addRoundKey K_1: state ^= round key (key register bytes K2..K9, no load) */
    eor   r18, r9
    eor   r19, r10
    eor   r20, r11
    eor   r21, r12
    eor   r22, r13
    eor   r23, r14
    eor   r24, r15
    eor   r25, r16
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    /* (t = s_a >> 2 in r1 by MUL by 64 (r3), & 0x33 by AND with r5: no copy) */
    mul   r18, r3
    eor   r1, r22
    and   r1, r5
    eor   r22, r1
    lsl   r1
    lsl   r1
    eor   r18, r1
    mul   r19, r3
    eor   r1, r23
    and   r1, r5
    eor   r23, r1
    lsl   r1
    lsl   r1
    eor   r19, r1
    mul   r20, r3
    eor   r1, r24
    and   r1, r5
    eor   r24, r1
    lsl   r1
    lsl   r1
    eor   r20, r1
    mul   r21, r3
    eor   r1, r25
    and   r1, r5
    eor   r25, r1
    lsl   r1
    lsl   r1
    eor   r21, r1
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r22
    eor   r21, r23
    /* x3 ^= x1 | ~x2 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= ~x0 */
    eor   r22, r18
    eor   r23, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r24
    eor   r19, r25
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r22, r20
    eor   r23, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* key step K_1 -> K_2: rotate right by 19 = 2 bytes (renaming) + 3 bits (the mask 0x55..55 of K_1 becomes 0xAA..AA: P = K_2 ^ 0xAA..AA) */
    /* rotate right by 3: r0 = K0 << 5 (MUL by 32: the 3 bits that wrap), K >>= 3, K9 |= r0 */
    mul   r9, r2
    lsr   r8
    ror   r7
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    lsr   r8
    ror   r7
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    lsr   r8
    ror   r7
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    or    r8, r0
    /* key bytes K0..K9 now in r9, r10, r11, r12, r13, r14, r15, r16, r7, r8 */
    /* K9 = S of the top nibble (masked table present_otf_sboxm80) */
    ldi   r31, hi8(present_otf_sboxm80)
    mov   r30, r8
    lpm   r8, Z
    /* k19..k15 ^= r = 2t+1: k15 (bit 7 of K1) ^= 1 (r29 = 0x80), k19..k16 (bits 3..0 of K2) ^= t */
    eor   r10, r29
    eor   r11, r28
    /* addRoundKey K_{2t+2} (masked: table present_otf_wpermm), before P1: state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM; bytes s1 <-> s4, s3 <-> s6 change registers on the way (the byte exchange of P1) */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K2 >> 2) ^ K3) & 0x33; s1 ^= T[K3 ^ t]; s0 ^= T[K2 ^ (t << 2)] */
    mul   r11, r3
    eor   r1, r12
    and   r1, r5
    mov   r30, r12
    eor   r30, r1
    lpm   r27, Z
    eor   r27, r19
    lsl   r1
    lsl   r1
    mov   r30, r11
    eor   r30, r1
    lpm   r19, Z
    eor   r18, r19
    /* t = ((K6 >> 2) ^ K7) & 0x33; s5 ^= T[K7 ^ t]; s4 ^= T[K6 ^ (t << 2)] */
    mul   r15, r3
    eor   r1, r16
    and   r1, r5
    mov   r30, r16
    eor   r30, r1
    lpm   r19, Z
    eor   r25, r19
    lsl   r1
    lsl   r1
    mov   r30, r15
    eor   r30, r1
    lpm   r19, Z
    eor   r19, r24
    /* s1 (in r27) into the register s4 left */
    mov   r24, r27
    /* t = ((K4 >> 2) ^ K5) & 0x33; s3 ^= T[K5 ^ t]; s2 ^= T[K4 ^ (t << 2)] */
    mul   r13, r3
    eor   r1, r14
    and   r1, r5
    mov   r30, r14
    eor   r30, r1
    lpm   r27, Z
    eor   r27, r21
    lsl   r1
    lsl   r1
    mov   r30, r13
    eor   r30, r1
    lpm   r21, Z
    eor   r20, r21
    /* t = ((K8 >> 2) ^ K9) & 0x33; s7 ^= T[K9 ^ t]; s6 ^= T[K8 ^ (t << 2)] */
    mul   r7, r3
    eor   r1, r8
    and   r1, r5
    mov   r30, r8
    eor   r30, r1
    lpm   r21, Z
    eor   r23, r21
    lsl   r1
    lsl   r1
    mov   r30, r7
    eor   r30, r1
    lpm   r21, Z
    eor   r21, r22
    /* s3 (in r27) into the register s6 left */
    mov   r22, r27
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (by renaming: done by the key addition) */
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r24
    eor   r21, r25
    /* x3 ^= x1 | ~x2 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= ~x0 */
    eor   r24, r18
    eor   r25, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r22
    eor   r19, r23
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r24, r20
    eor   r25, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* key step K_{2t+2} -> K_{2t+3}: rotate right by 16 (renaming); K_{2t+3} stays at bit offset 3 */
    /* key bytes P0..P9 now in r11, r12, r13, r14, r15, r16, r7, r8, r9, r10 */
    /* top nibble k79..k76 = P2..P0 bits 2..0 : P9 bit 7: shift it into P0 bits 3..0, S by LPM (present_otf_sboxu80), shift back */
    lsl   r10
    rol   r11
    ldi   r31, hi8(present_otf_sboxu80)
    mov   r30, r11
    lpm   r11, Z
    ror   r11
    ror   r10
    /* k19..k15 (P2 bits 6..2) ^= r = 2t+2: P2 ^= (t+1) << 3 (r17); t += 1; r17 += 8 */
    eor   r13, r17
    inc   r28
    subi  r17, -8
1:  /* ---- rounds 2t+1 .. 2t+4 (t = 1, 3, .., 13): two double rounds, key register at bit offset 3 at the top ---- */
    /* addRoundKey K_{2t+1} (even bits complemented by the mask): state ^= round key at bit offset 3: s_i ^= (P2+i >> 3) ^ (P3+i << 5), MUL by 32 (r2) */
    mul   r13, r2
    eor   r18, r1
    mul   r14, r2
    eor   r18, r0
    eor   r19, r1
    mul   r15, r2
    eor   r19, r0
    eor   r20, r1
    mul   r16, r2
    eor   r20, r0
    eor   r21, r1
    mul   r7, r2
    eor   r21, r0
    eor   r22, r1
    mul   r8, r2
    eor   r22, r0
    eor   r23, r1
    mul   r9, r2
    eor   r23, r0
    eor   r24, r1
    mul   r10, r2
    eor   r24, r0
    eor   r25, r1
    mul   r11, r2
    eor   r25, r0
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    /* (t = s_a >> 2 in r1 by MUL by 64 (r3), & 0x33 by AND with r5: no copy) */
    mul   r18, r3
    eor   r1, r22
    and   r1, r5
    eor   r22, r1
    lsl   r1
    lsl   r1
    eor   r18, r1
    mul   r19, r3
    eor   r1, r23
    and   r1, r5
    eor   r23, r1
    lsl   r1
    lsl   r1
    eor   r19, r1
    mul   r20, r3
    eor   r1, r24
    and   r1, r5
    eor   r24, r1
    lsl   r1
    lsl   r1
    eor   r20, r1
    mul   r21, r3
    eor   r1, r25
    and   r1, r5
    eor   r25, r1
    lsl   r1
    lsl   r1
    eor   r21, r1
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r22
    eor   r21, r23
    /* x3 ^= x1 | ~x2 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= ~x0 */
    eor   r22, r18
    eor   r23, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r24
    eor   r19, r25
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r22, r20
    eor   r23, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* key step K_{2t+1} -> K_{2t+2}: rotate right by 19 = 3 bytes (renaming) - 2 bits (K_{2t+1} was at offset 3) */
    /* rotate left by 2: r1 = P9 >> 6 (MUL by 4: the 2 bits that wrap), P <<= 2, P0 |= r1 */
    mul   r13, r4
    lsl   r14
    rol   r15
    rol   r16
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    lsl   r14
    rol   r15
    rol   r16
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    or    r14, r1
    /* key bytes K0..K9 now in r14, r15, r16, r7, r8, r9, r10, r11, r12, r13 */
    /* K9 = S of the top nibble (masked table present_otf_sboxm80) */
    ldi   r31, hi8(present_otf_sboxm80)
    mov   r30, r13
    lpm   r13, Z
    /* k19..k15 ^= r = 2t+1: k15 (bit 7 of K1) ^= 1 (r29 = 0x80), k19..k16 (bits 3..0 of K2) ^= t */
    eor   r15, r29
    eor   r16, r28
    /* addRoundKey K_{2t+2} (masked: table present_otf_wpermm), before P1: state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM; bytes s1 <-> s4, s3 <-> s6 change registers on the way (the byte exchange of P1) */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K2 >> 2) ^ K3) & 0x33; s1 ^= T[K3 ^ t]; s0 ^= T[K2 ^ (t << 2)] */
    mul   r16, r3
    eor   r1, r7
    and   r1, r5
    mov   r30, r7
    eor   r30, r1
    lpm   r27, Z
    eor   r27, r19
    lsl   r1
    lsl   r1
    mov   r30, r16
    eor   r30, r1
    lpm   r19, Z
    eor   r18, r19
    /* t = ((K6 >> 2) ^ K7) & 0x33; s5 ^= T[K7 ^ t]; s4 ^= T[K6 ^ (t << 2)] */
    mul   r10, r3
    eor   r1, r11
    and   r1, r5
    mov   r30, r11
    eor   r30, r1
    lpm   r19, Z
    eor   r25, r19
    lsl   r1
    lsl   r1
    mov   r30, r10
    eor   r30, r1
    lpm   r19, Z
    eor   r19, r24
    /* s1 (in r27) into the register s4 left */
    mov   r24, r27
    /* t = ((K4 >> 2) ^ K5) & 0x33; s3 ^= T[K5 ^ t]; s2 ^= T[K4 ^ (t << 2)] */
    mul   r8, r3
    eor   r1, r9
    and   r1, r5
    mov   r30, r9
    eor   r30, r1
    lpm   r27, Z
    eor   r27, r21
    lsl   r1
    lsl   r1
    mov   r30, r8
    eor   r30, r1
    lpm   r21, Z
    eor   r20, r21
    /* t = ((K8 >> 2) ^ K9) & 0x33; s7 ^= T[K9 ^ t]; s6 ^= T[K8 ^ (t << 2)] */
    mul   r12, r3
    eor   r1, r13
    and   r1, r5
    mov   r30, r13
    eor   r30, r1
    lpm   r21, Z
    eor   r23, r21
    lsl   r1
    lsl   r1
    mov   r30, r12
    eor   r30, r1
    lpm   r21, Z
    eor   r21, r22
    /* s3 (in r27) into the register s6 left */
    mov   r22, r27
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (by renaming: done by the key addition) */
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r24
    eor   r21, r25
    /* x3 ^= x1 | ~x2 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= ~x0 */
    eor   r24, r18
    eor   r25, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r22
    eor   r19, r23
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r24, r20
    eor   r25, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* key step K_{2t+2} -> K_{2t+3}: rotate right by 16 (renaming); K_{2t+3} stays at bit offset 3 */
    /* key bytes P0..P9 now in r16, r7, r8, r9, r10, r11, r12, r13, r14, r15 */
    /* top nibble k79..k76 = P2..P0 bits 2..0 : P9 bit 7: shift it into P0 bits 3..0, S by LPM (present_otf_sboxu80), shift back */
    lsl   r15
    rol   r16
    ldi   r31, hi8(present_otf_sboxu80)
    mov   r30, r16
    lpm   r16, Z
    ror   r16
    ror   r15
    /* k19..k15 (P2 bits 6..2) ^= r = 2t+2: P2 ^= (t+1) << 3 (r17); t += 1; r17 += 8 */
    eor   r8, r17
    inc   r28
    subi  r17, -8
    /* addRoundKey K_{2t+1} (even bits complemented by the mask): state ^= round key at bit offset 3: s_i ^= (P2+i >> 3) ^ (P3+i << 5), MUL by 32 (r2) */
    mul   r8, r2
    eor   r18, r1
    mul   r9, r2
    eor   r18, r0
    eor   r19, r1
    mul   r10, r2
    eor   r19, r0
    eor   r20, r1
    mul   r11, r2
    eor   r20, r0
    eor   r21, r1
    mul   r12, r2
    eor   r21, r0
    eor   r22, r1
    mul   r13, r2
    eor   r22, r0
    eor   r23, r1
    mul   r14, r2
    eor   r23, r0
    eor   r24, r1
    mul   r15, r2
    eor   r24, r0
    eor   r25, r1
    mul   r16, r2
    eor   r25, r0
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    /* (t = s_a >> 2 in r1 by MUL by 64 (r3), & 0x33 by AND with r5: no copy) */
    mul   r18, r3
    eor   r1, r22
    and   r1, r5
    eor   r22, r1
    lsl   r1
    lsl   r1
    eor   r18, r1
    mul   r19, r3
    eor   r1, r23
    and   r1, r5
    eor   r23, r1
    lsl   r1
    lsl   r1
    eor   r19, r1
    mul   r20, r3
    eor   r1, r24
    and   r1, r5
    eor   r24, r1
    lsl   r1
    lsl   r1
    eor   r20, r1
    mul   r21, r3
    eor   r1, r25
    and   r1, r5
    eor   r25, r1
    lsl   r1
    lsl   r1
    eor   r21, r1
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r22
    eor   r21, r23
    /* x3 ^= x1 | ~x2 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= ~x0 */
    eor   r22, r18
    eor   r23, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r24
    eor   r19, r25
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r22, r20
    eor   r23, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* key step K_{2t+1} -> K_{2t+2}: rotate right by 19 = 3 bytes (renaming) - 2 bits (K_{2t+1} was at offset 3) */
    /* rotate left by 2: r1 = P9 >> 6 (MUL by 4: the 2 bits that wrap), P <<= 2, P0 |= r1 */
    mul   r8, r4
    lsl   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r7
    rol   r8
    lsl   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r7
    rol   r8
    or    r9, r1
    /* key bytes K0..K9 now in r9, r10, r11, r12, r13, r14, r15, r16, r7, r8 */
    /* K9 = S of the top nibble (masked table present_otf_sboxm80) */
    ldi   r31, hi8(present_otf_sboxm80)
    mov   r30, r8
    lpm   r8, Z
    /* k19..k15 ^= r = 2t+1: k15 (bit 7 of K1) ^= 1 (r29 = 0x80), k19..k16 (bits 3..0 of K2) ^= t */
    eor   r10, r29
    eor   r11, r28
    /* addRoundKey K_{2t+2} (masked: table present_otf_wpermm), before P1: state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM; bytes s1 <-> s4, s3 <-> s6 change registers on the way (the byte exchange of P1) */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K2 >> 2) ^ K3) & 0x33; s1 ^= T[K3 ^ t]; s0 ^= T[K2 ^ (t << 2)] */
    mul   r11, r3
    eor   r1, r12
    and   r1, r5
    mov   r30, r12
    eor   r30, r1
    lpm   r27, Z
    eor   r27, r19
    lsl   r1
    lsl   r1
    mov   r30, r11
    eor   r30, r1
    lpm   r19, Z
    eor   r18, r19
    /* t = ((K6 >> 2) ^ K7) & 0x33; s5 ^= T[K7 ^ t]; s4 ^= T[K6 ^ (t << 2)] */
    mul   r15, r3
    eor   r1, r16
    and   r1, r5
    mov   r30, r16
    eor   r30, r1
    lpm   r19, Z
    eor   r25, r19
    lsl   r1
    lsl   r1
    mov   r30, r15
    eor   r30, r1
    lpm   r19, Z
    eor   r19, r24
    /* s1 (in r27) into the register s4 left */
    mov   r24, r27
    /* t = ((K4 >> 2) ^ K5) & 0x33; s3 ^= T[K5 ^ t]; s2 ^= T[K4 ^ (t << 2)] */
    mul   r13, r3
    eor   r1, r14
    and   r1, r5
    mov   r30, r14
    eor   r30, r1
    lpm   r27, Z
    eor   r27, r21
    lsl   r1
    lsl   r1
    mov   r30, r13
    eor   r30, r1
    lpm   r21, Z
    eor   r20, r21
    /* t = ((K8 >> 2) ^ K9) & 0x33; s7 ^= T[K9 ^ t]; s6 ^= T[K8 ^ (t << 2)] */
    mul   r7, r3
    eor   r1, r8
    and   r1, r5
    mov   r30, r8
    eor   r30, r1
    lpm   r21, Z
    eor   r23, r21
    lsl   r1
    lsl   r1
    mov   r30, r7
    eor   r30, r1
    lpm   r21, Z
    eor   r21, r22
    /* s3 (in r27) into the register s6 left */
    mov   r22, r27
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (by renaming: done by the key addition) */
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r24
    eor   r21, r25
    /* x3 ^= x1 | ~x2 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= ~x0 */
    eor   r24, r18
    eor   r25, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r22
    eor   r19, r23
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r24, r20
    eor   r25, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* key step K_{2t+2} -> K_{2t+3}: rotate right by 16 (renaming); K_{2t+3} stays at bit offset 3 */
    /* key bytes P0..P9 now in r11, r12, r13, r14, r15, r16, r7, r8, r9, r10 */
    /* top nibble k79..k76 = P2..P0 bits 2..0 : P9 bit 7: shift it into P0 bits 3..0, S by LPM (present_otf_sboxu80), shift back */
    lsl   r10
    rol   r11
    ldi   r31, hi8(present_otf_sboxu80)
    mov   r30, r11
    lpm   r11, Z
    ror   r11
    ror   r10
    /* k19..k15 (P2 bits 6..2) ^= r = 2t+2: P2 ^= (t+1) << 3 (r17); t += 1; r17 += 8 */
    eor   r13, r17
    inc   r28
    subi  r17, -8
    cpse  r17, r29                 ; (t+1) << 3 == 0x80, i.e. t == 15: leave the loop (public round counter only)
    rjmp  1b
    /* ---- round 31 and K_32 ---- */
    /* addRoundKey K_31 (even bits complemented: in the last layout bytes 0, 1, 4, 5 = planes x0, x2): state ^= round key at bit offset 3: s_i ^= (P2+i >> 3) ^ (P3+i << 5), MUL by 32 (r2) */
    mul   r13, r2
    eor   r18, r1
    mul   r14, r2
    eor   r18, r0
    eor   r19, r1
    mul   r15, r2
    eor   r19, r0
    eor   r20, r1
    mul   r16, r2
    eor   r20, r0
    eor   r21, r1
    mul   r7, r2
    eor   r21, r0
    eor   r22, r1
    mul   r8, r2
    eor   r22, r0
    eor   r23, r1
    mul   r9, r2
    eor   r23, r0
    eor   r24, r1
    mul   r10, r2
    eor   r24, r0
    eor   r25, r1
    mul   r11, r2
    eor   r25, r0
    /* last round: E1 = b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r22
    swap  r26
    eor   r26, r24
    andi  r26, 0x0F
    eor   r24, r26
    swap  r26
    eor   r22, r26
    swap  r27
    eor   r27, r25
    andi  r27, 0x0F
    eor   r25, r27
    swap  r27
    eor   r23, r27
    /* last round: E2 = b1<->B3: for (a, b) in (s0, s1), (s2, s3), (s4, s5), (s6, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    /* (t = s_a >> 2 in r1 by MUL by 64 (r3), & 0x33 by AND with r5: no copy) */
    mul   r18, r3
    eor   r1, r19
    and   r1, r5
    eor   r19, r1
    lsl   r1
    lsl   r1
    eor   r18, r1
    mul   r20, r3
    eor   r1, r21
    and   r1, r5
    eor   r21, r1
    lsl   r1
    lsl   r1
    eor   r20, r1
    mul   r22, r3
    eor   r1, r23
    and   r1, r5
    eor   r23, r1
    lsl   r1
    lsl   r1
    eor   r22, r1
    mul   r24, r3
    eor   r1, r25
    and   r1, r5
    eor   r25, r1
    lsl   r1
    lsl   r1
    eor   r24, r1
    /* last round: E3 = b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r19
    eor   r24, r23
    /* x3 ^= x1 | ~x2 */
    mov   r26, r19
    mov   r27, r23
    or    r26, r20
    or    r27, r24
    eor   r21, r26
    eor   r25, r27
    /* ~x2 ^= x1 | x3 */
    mov   r26, r20
    mov   r27, r24
    or    r26, r21
    or    r27, r25
    eor   r19, r26
    eor   r23, r27
    /* ~x2 ^= ~x0 */
    eor   r19, r18
    eor   r23, r22
    /* x1 ^= ~x0 & ~x2 */
    mov   r26, r18
    mov   r27, r22
    and   r26, r19
    and   r27, r23
    eor   r20, r26
    eor   r24, r27
    /* ~x0 ^= x3 */
    eor   r18, r21
    eor   r22, r25
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r24, r22
    /* ~x2 ^= x1 */
    eor   r19, r20
    eor   r23, r24
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    mov   r26, r20
    mov   r27, r24
    and   r26, r19
    and   r27, r23
    eor   r21, r26
    eor   r25, r27
    /* key step K_{2t+1} -> K_{2t+2}: rotate right by 19 = 3 bytes (renaming) - 2 bits (K_{2t+1} was at offset 3) */
    /* rotate left by 2: r1 = P9 >> 6 (MUL by 4: the 2 bits that wrap), P <<= 2, P0 |= r1 */
    mul   r13, r4
    lsl   r14
    rol   r15
    rol   r16
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    lsl   r14
    rol   r15
    rol   r16
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    or    r14, r1
    /* key bytes K0..K9 now in r14, r15, r16, r7, r8, r9, r10, r11, r12, r13 */
    /* K9 = S of the top nibble (masked table present_otf_sboxm80) */
    ldi   r31, hi8(present_otf_sboxm80)
    mov   r30, r13
    lpm   r13, Z
    /* k19..k15 ^= r = 2t+1: k15 (bit 7 of K1) ^= 1 (r29 = 0x80), k19..k16 (bits 3..0 of K2) ^= t */
    eor   r15, r29
    eor   r16, r28
    /* addRoundKey K_32 ^ 0xAA (the mask undone), bytes (0, 4, 2, 6, 1, 5, 3, 7) of the round key for the last layout */
    ldi   r26, 0xAA
    eor   r18, r16
    eor   r18, r26
    eor   r21, r10
    eor   r21, r26
    eor   r20, r8
    eor   r20, r26
    eor   r19, r12
    eor   r19, r26
    eor   r22, r7
    eor   r22, r26
    eor   r25, r11
    eor   r25, r26
    eor   r24, r9
    eor   r24, r26
    eor   r23, r13
    eor   r23, r26
    pop   r31
    pop   r30                      ; Z = out
    /* the last layout is a byte permutation of the output */
    std   Z+7, r18
    std   Z+3, r21
    std   Z+5, r20
    std   Z+1, r19
    std   Z+6, r22
    std   Z+2, r25
    std   Z+4, r24
    std   Z+0, r23
    clr   r1                       ; (MUL) r1 = 0 for the C ABI
    clr   r0                       ; no key material left in the clobbered registers
    clr   r26
    clr   r27
    pop   r29
    pop   r28
    pop   r17
    pop   r16
    pop   r15
    pop   r14
    pop   r13
    pop   r12
    pop   r11
    pop   r10
    pop   r9
    pop   r8
    pop   r7
    pop   r5
    pop   r4
    pop   r3
    pop   r2
    ret
    .size   present_otf_encrypt_80, .-present_otf_encrypt_80

    .global present_otf_decrypt_80
    .type   present_otf_decrypt_80, @function
present_otf_decrypt_80:
    push  r3
    push  r4
    push  r5
    push  r6
    push  r7
    push  r8
    push  r9
    push  r10
    push  r11
    push  r12
    push  r13
    push  r14
    push  r15
    push  r16
    push  r17
    push  r28
    push  r29
    push  r24                      ; out pointer, popped into Z at the end
    push  r25
    movw  r26, r20                 ; X = key: K9..K0 = r17..r8 (key[] is big-endian)
    ld    r17, X+
    ld    r16, X+
    ld    r15, X+
    ld    r14, X+
    ld    r13, X+
    ld    r12, X+
    ld    r11, X+
    ld    r10, X+
    ld    r9, X+
    ld    r8, X+
    ldi   r28, 1                   ; round counter r = 1
    ldi   r29, 32                  ; r29 = 32: MUL constant of the 3-bit rotation
    ldi   r26, 64
    mov   r3, r26                  ; r3 = 64: MUL constant of the shift-2 SWAPMOVEs
    ldi   r26, 0x33
    mov   r5, r26                  ; r5 = 0x33: their mask
    /* ---- key register run forward: K_1 -> K_32 (r = 1..31), two steps at a time, K_{2t+3} at bit offset 3 ---- */
    ldi   r28, 0                   ; t = 0
    ldi   r18, 8                   ; r18 = (t+1) << 3: counter r = 2t+2 at bit offset 3
    ldi   r19, 0x80                ; r19 = 0x80: k15 of the odd counters
    ldi   r20, 4                   ; r20 = 4: MUL constant of the 2-bit rotation
    /* mask the key register: P = K_1 ^ 0x55..55 (after the 3-bit rotation P = K_2 ^ 0xAA..AA, as in the encryption) */
    ldi   r26, 0x55
    eor   r8, r26
    eor   r9, r26
    eor   r10, r26
    eor   r11, r26
    eor   r12, r26
    eor   r13, r26
    eor   r14, r26
    eor   r15, r26
    eor   r16, r26
    eor   r17, r26
    /* K_1 -> K_2 (r = 1): rotate right by 19 = 2 bytes (renaming) + 3 bits, S of the top nibble, k15 ^= 1 */
    /* rotate right by 3: r0 = K0 << 5 (MUL by 32: the 3 bits that wrap), K >>= 3, K9 |= r0 */
    mul   r10, r29
    lsr   r9
    ror   r8
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    lsr   r9
    ror   r8
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    lsr   r9
    ror   r8
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    or    r9, r0
    ldi   r31, hi8(present_otf_sboxm80)
    mov   r30, r9
    lpm   r9, Z
    eor   r11, r19
    /* K_{2t+2} -> K_{2t+3} (r = 2t+2): rotate right by 16 (renaming); K_{2t+3} at bit offset 3 */
    /* top nibble = P9 bit 7 : P0 bits 2..0: into P0 bits 3..0, S by LPM (present_otf_sboxu80, masked), back */
    lsl   r11
    rol   r12
    ldi   r31, hi8(present_otf_sboxu80)
    mov   r30, r12
    lpm   r12, Z
    ror   r12
    ror   r11
    /* k19..k15 (P2 bits 6..2) ^= 2t+2: P2 ^= (t+1) << 3 (r18); r18 += 8; t += 1 */
    eor   r14, r18
    subi  r18, -8
    inc   r28
    /* K_{2t+3} -> K_{2t+4} (r = 2t+3): rotate right by 24 (renaming) - 2 bits: aligned again */
    mul   r14, r20
    lsl   r15
    rol   r16
    rol   r17
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    lsl   r15
    rol   r16
    rol   r17
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    or    r15, r1
    /* S of the top nibble (present_otf_sboxm80, masked); k15 ^= 1 (r19 = 0x80), k19..k16 ^= t + 1 */
    ldi   r31, hi8(present_otf_sboxm80)
    mov   r30, r14
    lpm   r14, Z
    eor   r16, r19
    eor   r17, r28
3:
    /* K_{2t+2} -> K_{2t+3} (r = 2t+2): rotate right by 16 (renaming); K_{2t+3} at bit offset 3 */
    /* top nibble = P9 bit 7 : P0 bits 2..0: into P0 bits 3..0, S by LPM (present_otf_sboxu80, masked), back */
    lsl   r16
    rol   r17
    ldi   r31, hi8(present_otf_sboxu80)
    mov   r30, r17
    lpm   r17, Z
    ror   r17
    ror   r16
    /* k19..k15 (P2 bits 6..2) ^= 2t+2: P2 ^= (t+1) << 3 (r18); r18 += 8; t += 1 */
    eor   r9, r18
    subi  r18, -8
    inc   r28
    /* K_{2t+3} -> K_{2t+4} (r = 2t+3): rotate right by 24 (renaming) - 2 bits: aligned again */
    mul   r9, r20
    lsl   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r8
    rol   r9
    lsl   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r8
    rol   r9
    or    r10, r1
    /* S of the top nibble (present_otf_sboxm80, masked); k15 ^= 1 (r19 = 0x80), k19..k16 ^= t + 1 */
    ldi   r31, hi8(present_otf_sboxm80)
    mov   r30, r9
    lpm   r9, Z
    eor   r11, r19
    eor   r12, r28
    /* K_{2t+2} -> K_{2t+3} (r = 2t+2): rotate right by 16 (renaming); K_{2t+3} at bit offset 3 */
    /* top nibble = P9 bit 7 : P0 bits 2..0: into P0 bits 3..0, S by LPM (present_otf_sboxu80, masked), back */
    lsl   r11
    rol   r12
    ldi   r31, hi8(present_otf_sboxu80)
    mov   r30, r12
    lpm   r12, Z
    ror   r12
    ror   r11
    /* k19..k15 (P2 bits 6..2) ^= 2t+2: P2 ^= (t+1) << 3 (r18); r18 += 8; t += 1 */
    eor   r14, r18
    subi  r18, -8
    inc   r28
    /* K_{2t+3} -> K_{2t+4} (r = 2t+3): rotate right by 24 (renaming) - 2 bits: aligned again */
    mul   r14, r20
    lsl   r15
    rol   r16
    rol   r17
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    lsl   r15
    rol   r16
    rol   r17
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    or    r15, r1
    /* S of the top nibble (present_otf_sboxm80, masked); k15 ^= 1 (r19 = 0x80), k19..k16 ^= t + 1 */
    ldi   r31, hi8(present_otf_sboxm80)
    mov   r30, r14
    lpm   r14, Z
    eor   r16, r19
    eor   r17, r28
    cpse  r18, r19                 ; (t+1) << 3 == 0x80: K_32 reached (public counter only)
    rjmp  3b
    /* key register bytes back in place (MOV cycles through r26) */
    mov   r26, r8
    mov   r8, r15
    mov   r15, r12
    mov   r12, r9
    mov   r9, r16
    mov   r16, r13
    mov   r13, r10
    mov   r10, r17
    mov   r17, r14
    mov   r14, r11
    mov   r11, r26
    ldi   r28, 16                  ; RC = t + 1 = 16 (round 31 = 2t+1 with t = 15)
    ldi   r26, 0x80
    mov   r4, r26                  ; r4 = 0x80: k15 of the odd counters
    mov   r6, r26                  ; r6 = (t+1) << 3 = 128
    ldi   r26, 8
    mov   r7, r26                  ; r7 = 8: its decrement
    movw  r26, r22                 ; X = in: the ciphertext into the last layout
    ld    r23, X+
    ld    r19, X+
    ld    r25, X+
    ld    r21, X+
    ld    r24, X+
    ld    r20, X+
    ld    r22, X+
    ld    r18, X+
    /* ---- K_32 and round 31 undone (r29 = 32: MUL constant of the offset-3 round keys) ---- */
    /* addRoundKey K_32 ^ 0xAA (the mask undone, last layout) */
    ldi   r26, 0xAA
    eor   r18, r10
    eor   r18, r26
    eor   r21, r14
    eor   r21, r26
    eor   r20, r12
    eor   r20, r26
    eor   r19, r16
    eor   r19, r26
    eor   r22, r11
    eor   r22, r26
    eor   r25, r15
    eor   r25, r26
    eor   r24, r13
    eor   r24, r26
    eor   r23, r17
    eor   r23, r26
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    mov   r26, r20
    mov   r27, r24
    and   r26, r19
    and   r27, r23
    eor   r21, r26
    eor   r25, r27
    /* y3 ^= y1 */
    eor   r19, r20
    eor   r23, r24
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r24, r22
    /* y0 ^= y2 */
    eor   r18, r21
    eor   r22, r25
    /* y1 ^= y0 & y3 */
    mov   r26, r18
    mov   r27, r22
    and   r26, r19
    and   r27, r23
    eor   r20, r26
    eor   r24, r27
    /* y3 ^= y0 */
    eor   r19, r18
    eor   r23, r22
    /* y3 ^= y1 | y2 */
    mov   r26, r20
    mov   r27, r24
    or    r26, r21
    or    r27, r25
    eor   r19, r26
    eor   r23, r27
    /* y2 ^= y3 | y1 */
    mov   r26, r19
    mov   r27, r23
    or    r26, r20
    or    r27, r24
    eor   r21, r26
    eor   r25, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r19
    eor   r24, r23
    /* last round undone: E3 = b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* last round undone: E2 = b1<->B3: for (a, b) in (s0, s1), (s2, s3), (s4, s5), (s6, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    /* (t = s_a >> 2 in r1 by MUL by 64 (r3), & 0x33 by AND with r5: no copy) */
    mul   r18, r3
    eor   r1, r19
    and   r1, r5
    eor   r19, r1
    lsl   r1
    lsl   r1
    eor   r18, r1
    mul   r20, r3
    eor   r1, r21
    and   r1, r5
    eor   r21, r1
    lsl   r1
    lsl   r1
    eor   r20, r1
    mul   r22, r3
    eor   r1, r23
    and   r1, r5
    eor   r23, r1
    lsl   r1
    lsl   r1
    eor   r22, r1
    mul   r24, r3
    eor   r1, r25
    and   r1, r5
    eor   r25, r1
    lsl   r1
    lsl   r1
    eor   r24, r1
    /* last round undone: E1 = b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r22
    swap  r26
    eor   r26, r24
    andi  r26, 0x0F
    eor   r24, r26
    swap  r26
    eor   r22, r26
    swap  r27
    eor   r27, r25
    andi  r27, 0x0F
    eor   r25, r27
    swap  r27
    eor   r23, r27
    /* key step undone K_{2t+2} -> K_{2t+1}: t = RC - 1; k15 ^= 1 (r4 = 0x80), k19..k16 ^= t; r6 -= 8 (r7) */
    dec   r28
    eor   r9, r4
    eor   r10, r28
    sub   r6, r7
    /* K9 = S^-1 of the top nibble (masked table present_otf_sinvm80) */
    ldi   r31, hi8(present_otf_sinvm80)
    mov   r30, r17
    lpm   r17, Z
    /* rotate right by 2: r0 = P0 << 6 (MUL by 64, r3: the 2 bits that wrap), P >>= 2, P9 |= r0; then 3 bytes back (renaming) */
    mul   r8, r3
    lsr   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    lsr   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    or    r17, r0
    /* key bytes P0..P9 now in r15, r16, r17, r8, r9, r10, r11, r12, r13, r14 */
    /* addRoundKey K_31 (even bits complemented: the complement of planes x0, x2 undone): state ^= round key at bit offset 3: s_i ^= (P2+i >> 3) ^ (P3+i << 5), MUL by 32 (r29) */
    mul   r17, r29
    eor   r18, r1
    mul   r8, r29
    eor   r18, r0
    eor   r19, r1
    mul   r9, r29
    eor   r19, r0
    eor   r20, r1
    mul   r10, r29
    eor   r20, r0
    eor   r21, r1
    mul   r11, r29
    eor   r21, r0
    eor   r22, r1
    mul   r12, r29
    eor   r22, r0
    eor   r23, r1
    mul   r13, r29
    eor   r23, r0
    eor   r24, r1
    mul   r14, r29
    eor   r24, r0
    eor   r25, r1
    mul   r15, r29
    eor   r25, r0
1:  /* ---- rounds 2t+2, 2t+1 undone for t = 14, 13, .., 1: two double rounds, key register at bit offset 3 at the top ---- */
    /* key step undone K_{2t+3} -> K_{2t+2}: P2 bits 6..2 ^= 2t+2 (r6 = (t+1) << 3), S^-1 of the top nibble (P9 bit 7 : P0 bits 2..0, table present_otf_sinvu80), 2 bytes back (renaming) */
    eor   r17, r6
    lsl   r14
    rol   r15
    ldi   r31, hi8(present_otf_sinvu80)
    mov   r30, r15
    lpm   r15, Z
    ror   r15
    ror   r14
    /* key bytes P0..P9 now in r13, r14, r15, r16, r17, r8, r9, r10, r11, r12 */
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y3 ^= y1 */
    eor   r24, r20
    eor   r25, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r22
    eor   r19, r23
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r24, r18
    eor   r25, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r24
    eor   r21, r25
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (register exchanges) */
    mov   r26, r21
    mov   r21, r22
    mov   r22, r26
    mov   r26, r19
    mov   r19, r24
    mov   r24, r26
    /* addRoundKey K_{2t+2}, after P1 (masked table): state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K2 >> 2) ^ K3) & 0x33; s1 ^= T[K3 ^ t]; s0 ^= T[K2 ^ (t << 2)] */
    mul   r15, r3
    eor   r1, r16
    and   r1, r5
    mov   r30, r16
    eor   r30, r1
    lpm   r27, Z
    eor   r19, r27
    lsl   r1
    lsl   r1
    mov   r30, r15
    eor   r30, r1
    lpm   r27, Z
    eor   r18, r27
    /* t = ((K4 >> 2) ^ K5) & 0x33; s3 ^= T[K5 ^ t]; s2 ^= T[K4 ^ (t << 2)] */
    mul   r17, r3
    eor   r1, r8
    and   r1, r5
    mov   r30, r8
    eor   r30, r1
    lpm   r27, Z
    eor   r21, r27
    lsl   r1
    lsl   r1
    mov   r30, r17
    eor   r30, r1
    lpm   r27, Z
    eor   r20, r27
    /* t = ((K6 >> 2) ^ K7) & 0x33; s5 ^= T[K7 ^ t]; s4 ^= T[K6 ^ (t << 2)] */
    mul   r9, r3
    eor   r1, r10
    and   r1, r5
    mov   r30, r10
    eor   r30, r1
    lpm   r27, Z
    eor   r25, r27
    lsl   r1
    lsl   r1
    mov   r30, r9
    eor   r30, r1
    lpm   r27, Z
    eor   r24, r27
    /* t = ((K8 >> 2) ^ K9) & 0x33; s7 ^= T[K9 ^ t]; s6 ^= T[K8 ^ (t << 2)] */
    mul   r11, r3
    eor   r1, r12
    and   r1, r5
    mov   r30, r12
    eor   r30, r1
    lpm   r27, Z
    eor   r23, r27
    lsl   r1
    lsl   r1
    mov   r30, r11
    eor   r30, r1
    lpm   r27, Z
    eor   r22, r27
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y3 ^= y1 */
    eor   r22, r20
    eor   r23, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r24
    eor   r19, r25
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r22, r18
    eor   r23, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r22
    eor   r21, r23
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    /* (t = s_a >> 2 in r1 by MUL by 64 (r3), & 0x33 by AND with r5: no copy) */
    mul   r18, r3
    eor   r1, r22
    and   r1, r5
    eor   r22, r1
    lsl   r1
    lsl   r1
    eor   r18, r1
    mul   r19, r3
    eor   r1, r23
    and   r1, r5
    eor   r23, r1
    lsl   r1
    lsl   r1
    eor   r19, r1
    mul   r20, r3
    eor   r1, r24
    and   r1, r5
    eor   r24, r1
    lsl   r1
    lsl   r1
    eor   r20, r1
    mul   r21, r3
    eor   r1, r25
    and   r1, r5
    eor   r25, r1
    lsl   r1
    lsl   r1
    eor   r21, r1
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* key step undone K_{2t+2} -> K_{2t+1}: t = RC - 1; k15 ^= 1 (r4 = 0x80), k19..k16 ^= t; r6 -= 8 (r7) */
    dec   r28
    eor   r14, r4
    eor   r15, r28
    sub   r6, r7
    /* K9 = S^-1 of the top nibble (masked table present_otf_sinvm80) */
    ldi   r31, hi8(present_otf_sinvm80)
    mov   r30, r12
    lpm   r12, Z
    /* rotate right by 2: r0 = P0 << 6 (MUL by 64, r3: the 2 bits that wrap), P >>= 2, P9 |= r0; then 3 bytes back (renaming) */
    mul   r13, r3
    lsr   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    lsr   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    or    r12, r0
    /* key bytes P0..P9 now in r10, r11, r12, r13, r14, r15, r16, r17, r8, r9 */
    /* addRoundKey K_{2t+1} (even bits complemented: the complement of planes x0, x2 undone): state ^= round key at bit offset 3: s_i ^= (P2+i >> 3) ^ (P3+i << 5), MUL by 32 (r29) */
    mul   r12, r29
    eor   r18, r1
    mul   r13, r29
    eor   r18, r0
    eor   r19, r1
    mul   r14, r29
    eor   r19, r0
    eor   r20, r1
    mul   r15, r29
    eor   r20, r0
    eor   r21, r1
    mul   r16, r29
    eor   r21, r0
    eor   r22, r1
    mul   r17, r29
    eor   r22, r0
    eor   r23, r1
    mul   r8, r29
    eor   r23, r0
    eor   r24, r1
    mul   r9, r29
    eor   r24, r0
    eor   r25, r1
    mul   r10, r29
    eor   r25, r0
    /* register moves: the state back where the loop expects it */
    /* key step undone K_{2t+3} -> K_{2t+2}: P2 bits 6..2 ^= 2t+2 (r6 = (t+1) << 3), S^-1 of the top nibble (P9 bit 7 : P0 bits 2..0, table present_otf_sinvu80), 2 bytes back (renaming) */
    eor   r12, r6
    lsl   r9
    rol   r10
    ldi   r31, hi8(present_otf_sinvu80)
    mov   r30, r10
    lpm   r10, Z
    ror   r10
    ror   r9
    /* key bytes P0..P9 now in r8, r9, r10, r11, r12, r13, r14, r15, r16, r17 */
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y3 ^= y1 */
    eor   r24, r20
    eor   r25, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r22
    eor   r19, r23
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r24, r18
    eor   r25, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r24
    eor   r21, r25
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (register exchanges) */
    mov   r26, r21
    mov   r21, r22
    mov   r22, r26
    mov   r26, r19
    mov   r19, r24
    mov   r24, r26
    /* addRoundKey K_{2t+2}, after P1 (masked table): state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K2 >> 2) ^ K3) & 0x33; s1 ^= T[K3 ^ t]; s0 ^= T[K2 ^ (t << 2)] */
    mul   r10, r3
    eor   r1, r11
    and   r1, r5
    mov   r30, r11
    eor   r30, r1
    lpm   r27, Z
    eor   r19, r27
    lsl   r1
    lsl   r1
    mov   r30, r10
    eor   r30, r1
    lpm   r27, Z
    eor   r18, r27
    /* t = ((K4 >> 2) ^ K5) & 0x33; s3 ^= T[K5 ^ t]; s2 ^= T[K4 ^ (t << 2)] */
    mul   r12, r3
    eor   r1, r13
    and   r1, r5
    mov   r30, r13
    eor   r30, r1
    lpm   r27, Z
    eor   r21, r27
    lsl   r1
    lsl   r1
    mov   r30, r12
    eor   r30, r1
    lpm   r27, Z
    eor   r20, r27
    /* t = ((K6 >> 2) ^ K7) & 0x33; s5 ^= T[K7 ^ t]; s4 ^= T[K6 ^ (t << 2)] */
    mul   r14, r3
    eor   r1, r15
    and   r1, r5
    mov   r30, r15
    eor   r30, r1
    lpm   r27, Z
    eor   r25, r27
    lsl   r1
    lsl   r1
    mov   r30, r14
    eor   r30, r1
    lpm   r27, Z
    eor   r24, r27
    /* t = ((K8 >> 2) ^ K9) & 0x33; s7 ^= T[K9 ^ t]; s6 ^= T[K8 ^ (t << 2)] */
    mul   r16, r3
    eor   r1, r17
    and   r1, r5
    mov   r30, r17
    eor   r30, r1
    lpm   r27, Z
    eor   r23, r27
    lsl   r1
    lsl   r1
    mov   r30, r16
    eor   r30, r1
    lpm   r27, Z
    eor   r22, r27
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y3 ^= y1 */
    eor   r22, r20
    eor   r23, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r24
    eor   r19, r25
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r22, r18
    eor   r23, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r22
    eor   r21, r23
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    /* (t = s_a >> 2 in r1 by MUL by 64 (r3), & 0x33 by AND with r5: no copy) */
    mul   r18, r3
    eor   r1, r22
    and   r1, r5
    eor   r22, r1
    lsl   r1
    lsl   r1
    eor   r18, r1
    mul   r19, r3
    eor   r1, r23
    and   r1, r5
    eor   r23, r1
    lsl   r1
    lsl   r1
    eor   r19, r1
    mul   r20, r3
    eor   r1, r24
    and   r1, r5
    eor   r24, r1
    lsl   r1
    lsl   r1
    eor   r20, r1
    mul   r21, r3
    eor   r1, r25
    and   r1, r5
    eor   r25, r1
    lsl   r1
    lsl   r1
    eor   r21, r1
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* key step undone K_{2t+2} -> K_{2t+1}: t = RC - 1; k15 ^= 1 (r4 = 0x80), k19..k16 ^= t; r6 -= 8 (r7) */
    dec   r28
    eor   r9, r4
    eor   r10, r28
    sub   r6, r7
    /* K9 = S^-1 of the top nibble (masked table present_otf_sinvm80) */
    ldi   r31, hi8(present_otf_sinvm80)
    mov   r30, r17
    lpm   r17, Z
    /* rotate right by 2: r0 = P0 << 6 (MUL by 64, r3: the 2 bits that wrap), P >>= 2, P9 |= r0; then 3 bytes back (renaming) */
    mul   r8, r3
    lsr   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    lsr   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    or    r17, r0
    /* key bytes P0..P9 now in r15, r16, r17, r8, r9, r10, r11, r12, r13, r14 */
    /* addRoundKey K_{2t+1} (even bits complemented: the complement of planes x0, x2 undone): state ^= round key at bit offset 3: s_i ^= (P2+i >> 3) ^ (P3+i << 5), MUL by 32 (r29) */
    mul   r17, r29
    eor   r18, r1
    mul   r8, r29
    eor   r18, r0
    eor   r19, r1
    mul   r9, r29
    eor   r19, r0
    eor   r20, r1
    mul   r10, r29
    eor   r20, r0
    eor   r21, r1
    mul   r11, r29
    eor   r21, r0
    eor   r22, r1
    mul   r12, r29
    eor   r22, r0
    eor   r23, r1
    mul   r13, r29
    eor   r23, r0
    eor   r24, r1
    mul   r14, r29
    eor   r24, r0
    eor   r25, r1
    mul   r15, r29
    eor   r25, r0
    /* register moves: the state back where the loop expects it */
    cpi   r28, 1
    breq  2f
    rjmp  1b                       ; (public round counter only)
2:  /* ---- rounds 2, 1 undone ---- */
    /* key step undone K_{2t+3} -> K_{2t+2}: P2 bits 6..2 ^= 2t+2 (r6 = (t+1) << 3), S^-1 of the top nibble (P9 bit 7 : P0 bits 2..0, table present_otf_sinvu80), 2 bytes back (renaming) */
    eor   r17, r6
    lsl   r14
    rol   r15
    ldi   r31, hi8(present_otf_sinvu80)
    mov   r30, r15
    lpm   r15, Z
    ror   r15
    ror   r14
    /* key bytes P0..P9 now in r13, r14, r15, r16, r17, r8, r9, r10, r11, r12 */
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y3 ^= y1 */
    eor   r24, r20
    eor   r25, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r22
    eor   r19, r23
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r24, r18
    eor   r25, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r24
    eor   r21, r25
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (register exchanges) */
    mov   r26, r21
    mov   r21, r22
    mov   r22, r26
    mov   r26, r19
    mov   r19, r24
    mov   r24, r26
    /* addRoundKey K_{2t+2}, after P1 (masked table): state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K2 >> 2) ^ K3) & 0x33; s1 ^= T[K3 ^ t]; s0 ^= T[K2 ^ (t << 2)] */
    mul   r15, r3
    eor   r1, r16
    and   r1, r5
    mov   r30, r16
    eor   r30, r1
    lpm   r27, Z
    eor   r19, r27
    lsl   r1
    lsl   r1
    mov   r30, r15
    eor   r30, r1
    lpm   r27, Z
    eor   r18, r27
    /* t = ((K4 >> 2) ^ K5) & 0x33; s3 ^= T[K5 ^ t]; s2 ^= T[K4 ^ (t << 2)] */
    mul   r17, r3
    eor   r1, r8
    and   r1, r5
    mov   r30, r8
    eor   r30, r1
    lpm   r27, Z
    eor   r21, r27
    lsl   r1
    lsl   r1
    mov   r30, r17
    eor   r30, r1
    lpm   r27, Z
    eor   r20, r27
    /* t = ((K6 >> 2) ^ K7) & 0x33; s5 ^= T[K7 ^ t]; s4 ^= T[K6 ^ (t << 2)] */
    mul   r9, r3
    eor   r1, r10
    and   r1, r5
    mov   r30, r10
    eor   r30, r1
    lpm   r27, Z
    eor   r25, r27
    lsl   r1
    lsl   r1
    mov   r30, r9
    eor   r30, r1
    lpm   r27, Z
    eor   r24, r27
    /* t = ((K8 >> 2) ^ K9) & 0x33; s7 ^= T[K9 ^ t]; s6 ^= T[K8 ^ (t << 2)] */
    mul   r11, r3
    eor   r1, r12
    and   r1, r5
    mov   r30, r12
    eor   r30, r1
    lpm   r27, Z
    eor   r23, r27
    lsl   r1
    lsl   r1
    mov   r30, r11
    eor   r30, r1
    lpm   r27, Z
    eor   r22, r27
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y3 ^= y1 */
    eor   r22, r20
    eor   r23, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r24
    eor   r19, r25
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r22, r18
    eor   r23, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r22
    eor   r21, r23
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    /* (t = s_a >> 2 in r1 by MUL by 64 (r3), & 0x33 by AND with r5: no copy) */
    mul   r18, r3
    eor   r1, r22
    and   r1, r5
    eor   r22, r1
    lsl   r1
    lsl   r1
    eor   r18, r1
    mul   r19, r3
    eor   r1, r23
    and   r1, r5
    eor   r23, r1
    lsl   r1
    lsl   r1
    eor   r19, r1
    mul   r20, r3
    eor   r1, r24
    and   r1, r5
    eor   r24, r1
    lsl   r1
    lsl   r1
    eor   r20, r1
    mul   r21, r3
    eor   r1, r25
    and   r1, r5
    eor   r25, r1
    lsl   r1
    lsl   r1
    eor   r21, r1
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* key step undone K_{2t+2} -> K_{2t+1}: t = RC - 1; k15 ^= 1 (r4 = 0x80), k19..k16 ^= t; r6 -= 8 (r7) */
    dec   r28
    eor   r14, r4
    eor   r15, r28
    sub   r6, r7
    /* K9 = S^-1 of the top nibble (masked table present_otf_sinvm80) */
    ldi   r31, hi8(present_otf_sinvm80)
    mov   r30, r12
    lpm   r12, Z
    /* rotate right by 2: r0 = P0 << 6 (MUL by 64, r3: the 2 bits that wrap), P >>= 2, P9 |= r0; then 3 bytes back (renaming) */
    mul   r13, r3
    lsr   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    lsr   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    or    r12, r0
    /* key bytes P0..P9 now in r10, r11, r12, r13, r14, r15, r16, r17, r8, r9 */
    /* addRoundKey K_{2t+1} (even bits complemented: the complement of planes x0, x2 undone): state ^= round key at bit offset 3: s_i ^= (P2+i >> 3) ^ (P3+i << 5), MUL by 32 (r29) */
    mul   r12, r29
    eor   r18, r1
    mul   r13, r29
    eor   r18, r0
    eor   r19, r1
    mul   r14, r29
    eor   r19, r0
    eor   r20, r1
    mul   r15, r29
    eor   r20, r0
    eor   r21, r1
    mul   r16, r29
    eor   r21, r0
    eor   r22, r1
    mul   r17, r29
    eor   r22, r0
    eor   r23, r1
    mul   r8, r29
    eor   r23, r0
    eor   r24, r1
    mul   r9, r29
    eor   r24, r0
    eor   r25, r1
    mul   r10, r29
    eor   r25, r0
    /* register moves: the state back where the loop expects it */
    pop   r31
    pop   r30                      ; Z = out
    std   Z+7, r18
    std   Z+6, r19
    std   Z+5, r20
    std   Z+4, r21
    std   Z+3, r22
    std   Z+2, r23
    std   Z+1, r24
    std   Z+0, r25
    clr   r1                       ; (MUL) r1 = 0 for the C ABI
    clr   r0                       ; no key material left in the clobbered registers
    clr   r26
    clr   r27
    pop   r29
    pop   r28
    pop   r17
    pop   r16
    pop   r15
    pop   r14
    pop   r13
    pop   r12
    pop   r11
    pop   r10
    pop   r9
    pop   r8
    pop   r7
    pop   r6
    pop   r5
    pop   r4
    pop   r3
    ret
    .size   present_otf_decrypt_80, .-present_otf_decrypt_80

    .global present_otf_encrypt_128
    .type   present_otf_encrypt_128, @function
present_otf_encrypt_128:
    push  r2
    push  r3
    push  r4
    push  r5
    push  r6
    push  r7
    push  r8
    push  r9
    push  r10
    push  r11
    push  r12
    push  r13
    push  r14
    push  r15
    push  r16
    push  r17
    push  r28
    push  r29
    push  r24                      ; out pointer, popped into Z at the end
    push  r25
    movw  r26, r20                 ; X = key: K15..K0 = r17..r2 (key[] is big-endian)
    ld    r17, X+
    ld    r16, X+
    ld    r15, X+
    ld    r14, X+
    ld    r13, X+
    ld    r12, X+
    ld    r11, X+
    ld    r10, X+
    ld    r9, X+
    ld    r8, X+
    ld    r7, X+
    ld    r6, X+
    ld    r5, X+
    ld    r4, X+
    ld    r3, X+
    ld    r2, X+
    ldi   r28, 1                   ; round counter r = 1
    ldi   r29, 32                  ; r29 = 32: MUL constant of the 3-bit rotation
    movw  r26, r22                 ; X = in: s7..s0 = r25..r18 (in[] is big-endian)
    ld    r25, X+
    ld    r24, X+
    ld    r23, X+
    ld    r22, X+
    ld    r21, X+
    ld    r20, X+
    ld    r19, X+
    ld    r18, X+
    /* ---- rounds 1, 2 (K_1 as loaded) ---- */
    /* mask the key register: P = K_1 ^ 0x55..55 (even bits complemented: the complement of planes x0, x2 after P0) */
    ldi   r26, 0x55
    eor   r2, r26
    eor   r3, r26
    eor   r4, r26
    eor   r5, r26
    eor   r6, r26
    eor   r7, r26
    eor   r8, r26
    eor   r9, r26
    eor   r10, r26
    eor   r11, r26
    eor   r12, r26
    eor   r13, r26
    eor   r14, r26
    eor   r15, r26
    eor   r16, r26
    eor   r17, r26
    /* addRoundKey K_1: state ^= round key (key register bytes K8..K15, no load) */
    eor   r18, r10
    eor   r19, r11
    eor   r20, r12
    eor   r21, r13
    eor   r22, r14
    eor   r23, r15
    eor   r24, r16
    eor   r25, r17
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    movw  r26, r18
    lsr   r26
    lsr   r26
    eor   r26, r22
    andi  r26, 0x33
    eor   r22, r26
    lsl   r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    lsr   r27
    eor   r27, r23
    andi  r27, 0x33
    eor   r23, r27
    lsl   r27
    lsl   r27
    eor   r19, r27
    movw  r26, r20
    lsr   r26
    lsr   r26
    eor   r26, r24
    andi  r26, 0x33
    eor   r24, r26
    lsl   r26
    lsl   r26
    eor   r20, r26
    lsr   r27
    lsr   r27
    eor   r27, r25
    andi  r27, 0x33
    eor   r25, r27
    lsl   r27
    lsl   r27
    eor   r21, r27
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r22
    eor   r21, r23
    /* x3 ^= x1 | ~x2 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= ~x0 */
    eor   r22, r18
    eor   r23, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r24
    eor   r19, r25
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r22, r20
    eor   r23, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* key step K_1 -> K_2: rotate right by 67 = 8 bytes (renaming) + 3 bits (the mask 0x55..55 of K_1 becomes 0xAA..AA) */
    /* rotate right by 3: r0 = K0 << 5 (MUL by 32: the 3 bits that wrap), K >>= 3, K15 |= r0 */
    mul   r10, r29
    lsr   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    lsr   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    lsr   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    or    r9, r0
    /* key bytes K0..K15 now in r10, r11, r12, r13, r14, r15, r16, r17, r2, r3, r4, r5, r6, r7, r8, r9 */
    /* K15 = S of both nibbles (masked table present_otf_sboxm128) */
    ldi   r31, hi8(present_otf_sboxm128)
    mov   r30, r9
    lpm   r9, Z
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r2, r26
    eor   r17, r27
    inc   r28
    /* addRoundKey K_{2t+2} (masked: table present_otf_wpermm), before P1: state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM; bytes s1 <-> s4, s3 <-> s6 change registers on the way (the byte exchange of P1) */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K8 >> 2) ^ K9) & 0x33; s1 ^= T[K9 ^ t]; s0 ^= T[K8 ^ (t << 2)] */
    mov   r26, r2
    lsr   r26
    lsr   r26
    eor   r26, r3
    andi  r26, 0x33
    mov   r30, r3
    eor   r30, r26
    lpm   r27, Z
    eor   r27, r19
    lsl   r26
    lsl   r26
    mov   r30, r2
    eor   r30, r26
    lpm   r19, Z
    eor   r18, r19
    /* t = ((K12 >> 2) ^ K13) & 0x33; s5 ^= T[K13 ^ t]; s4 ^= T[K12 ^ (t << 2)] */
    mov   r26, r6
    lsr   r26
    lsr   r26
    eor   r26, r7
    andi  r26, 0x33
    mov   r30, r7
    eor   r30, r26
    lpm   r19, Z
    eor   r25, r19
    lsl   r26
    lsl   r26
    mov   r30, r6
    eor   r30, r26
    lpm   r19, Z
    eor   r19, r24
    /* s1 (in r27) into the register s4 left */
    mov   r24, r27
    /* t = ((K10 >> 2) ^ K11) & 0x33; s3 ^= T[K11 ^ t]; s2 ^= T[K10 ^ (t << 2)] */
    mov   r26, r4
    lsr   r26
    lsr   r26
    eor   r26, r5
    andi  r26, 0x33
    mov   r30, r5
    eor   r30, r26
    lpm   r27, Z
    eor   r27, r21
    lsl   r26
    lsl   r26
    mov   r30, r4
    eor   r30, r26
    lpm   r21, Z
    eor   r20, r21
    /* t = ((K14 >> 2) ^ K15) & 0x33; s7 ^= T[K15 ^ t]; s6 ^= T[K14 ^ (t << 2)] */
    mov   r26, r8
    lsr   r26
    lsr   r26
    eor   r26, r9
    andi  r26, 0x33
    mov   r30, r9
    eor   r30, r26
    lpm   r21, Z
    eor   r23, r21
    lsl   r26
    lsl   r26
    mov   r30, r8
    eor   r30, r26
    lpm   r21, Z
    eor   r21, r22
    /* s3 (in r27) into the register s6 left */
    mov   r22, r27
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (by renaming: done by the key addition) */
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r24
    eor   r21, r25
    /* x3 ^= x1 | ~x2 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= ~x0 */
    eor   r24, r18
    eor   r25, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r22
    eor   r19, r23
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r24, r20
    eor   r25, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* key step K_{2t+2} -> K_{2t+3}: rotate right by 64 (renaming); K_{2t+3} stays at bit offset 3 */
    /* top byte = P0 bits 2..0 : P15 bits 7..3: index = (P15 >> 3) | (P0 << 5) (MUL by 32), d = S'(index) ^ index (LPM, present_otf_sboxu128), P15 ^= d << 3, P0 ^= d >> 5 (MUL by 8) */
    mul   r17, r29
    mov   r30, r1
    mul   r2, r29
    or    r30, r0
    ldi   r31, hi8(present_otf_sboxu128)
    lpm   r26, Z
    eor   r26, r30
    ldi   r27, 8
    mul   r26, r27
    eor   r17, r0
    eor   r2, r1
    /* k66..k62 (P8 bits 5..1) ^= r: P8 ^= r << 1; r += 1 */
    mov   r27, r28
    lsl   r27
    eor   r10, r27
    inc   r28
1:  /* ---- rounds 2t+1 .. 2t+4 (r = 2t+1 = 3, 7, .., 27): two double rounds, key register at bit offset 3 at the top ---- */
    /* addRoundKey K_{2t+1} (even bits complemented by the mask): state ^= round key at bit offset 3: s_i ^= (P8+i >> 3) ^ (P9+i << 5), MUL by 32 (r29) */
    mul   r10, r29
    eor   r18, r1
    mul   r11, r29
    eor   r18, r0
    eor   r19, r1
    mul   r12, r29
    eor   r19, r0
    eor   r20, r1
    mul   r13, r29
    eor   r20, r0
    eor   r21, r1
    mul   r14, r29
    eor   r21, r0
    eor   r22, r1
    mul   r15, r29
    eor   r22, r0
    eor   r23, r1
    mul   r16, r29
    eor   r23, r0
    eor   r24, r1
    mul   r17, r29
    eor   r24, r0
    eor   r25, r1
    mul   r2, r29
    eor   r25, r0
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    movw  r26, r18
    lsr   r26
    lsr   r26
    eor   r26, r22
    andi  r26, 0x33
    eor   r22, r26
    lsl   r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    lsr   r27
    eor   r27, r23
    andi  r27, 0x33
    eor   r23, r27
    lsl   r27
    lsl   r27
    eor   r19, r27
    movw  r26, r20
    lsr   r26
    lsr   r26
    eor   r26, r24
    andi  r26, 0x33
    eor   r24, r26
    lsl   r26
    lsl   r26
    eor   r20, r26
    lsr   r27
    lsr   r27
    eor   r27, r25
    andi  r27, 0x33
    eor   r25, r27
    lsl   r27
    lsl   r27
    eor   r21, r27
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r22
    eor   r21, r23
    /* x3 ^= x1 | ~x2 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= ~x0 */
    eor   r22, r18
    eor   r23, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r24
    eor   r19, r25
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r22, r20
    eor   r23, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* key step K_{2t+1} -> K_{2t+2}: rotate right by 67 = 9 bytes (renaming) - 2 bits (K_{2t+1} was at offset 3) */
    /* rotate left by 2: r1 = P15 >> 6 (MUL by 4), P <<= 2, P0 |= r1 */
    ldi   r27, 4
    mul   r10, r27
    lsl   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    lsl   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    or    r11, r1
    /* key bytes K0..K15 now in r11, r12, r13, r14, r15, r16, r17, r2, r3, r4, r5, r6, r7, r8, r9, r10 */
    /* K15 = S of both nibbles (masked table present_otf_sboxm128) */
    ldi   r31, hi8(present_otf_sboxm128)
    mov   r30, r10
    lpm   r10, Z
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r3, r26
    eor   r2, r27
    inc   r28
    /* addRoundKey K_{2t+2} (masked: table present_otf_wpermm), before P1: state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM; bytes s1 <-> s4, s3 <-> s6 change registers on the way (the byte exchange of P1) */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K8 >> 2) ^ K9) & 0x33; s1 ^= T[K9 ^ t]; s0 ^= T[K8 ^ (t << 2)] */
    mov   r26, r3
    lsr   r26
    lsr   r26
    eor   r26, r4
    andi  r26, 0x33
    mov   r30, r4
    eor   r30, r26
    lpm   r27, Z
    eor   r27, r19
    lsl   r26
    lsl   r26
    mov   r30, r3
    eor   r30, r26
    lpm   r19, Z
    eor   r18, r19
    /* t = ((K12 >> 2) ^ K13) & 0x33; s5 ^= T[K13 ^ t]; s4 ^= T[K12 ^ (t << 2)] */
    mov   r26, r7
    lsr   r26
    lsr   r26
    eor   r26, r8
    andi  r26, 0x33
    mov   r30, r8
    eor   r30, r26
    lpm   r19, Z
    eor   r25, r19
    lsl   r26
    lsl   r26
    mov   r30, r7
    eor   r30, r26
    lpm   r19, Z
    eor   r19, r24
    /* s1 (in r27) into the register s4 left */
    mov   r24, r27
    /* t = ((K10 >> 2) ^ K11) & 0x33; s3 ^= T[K11 ^ t]; s2 ^= T[K10 ^ (t << 2)] */
    mov   r26, r5
    lsr   r26
    lsr   r26
    eor   r26, r6
    andi  r26, 0x33
    mov   r30, r6
    eor   r30, r26
    lpm   r27, Z
    eor   r27, r21
    lsl   r26
    lsl   r26
    mov   r30, r5
    eor   r30, r26
    lpm   r21, Z
    eor   r20, r21
    /* t = ((K14 >> 2) ^ K15) & 0x33; s7 ^= T[K15 ^ t]; s6 ^= T[K14 ^ (t << 2)] */
    mov   r26, r9
    lsr   r26
    lsr   r26
    eor   r26, r10
    andi  r26, 0x33
    mov   r30, r10
    eor   r30, r26
    lpm   r21, Z
    eor   r23, r21
    lsl   r26
    lsl   r26
    mov   r30, r9
    eor   r30, r26
    lpm   r21, Z
    eor   r21, r22
    /* s3 (in r27) into the register s6 left */
    mov   r22, r27
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (by renaming: done by the key addition) */
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r24
    eor   r21, r25
    /* x3 ^= x1 | ~x2 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= ~x0 */
    eor   r24, r18
    eor   r25, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r22
    eor   r19, r23
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r24, r20
    eor   r25, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* key step K_{2t+2} -> K_{2t+3}: rotate right by 64 (renaming); K_{2t+3} stays at bit offset 3 */
    /* top byte = P0 bits 2..0 : P15 bits 7..3: index = (P15 >> 3) | (P0 << 5) (MUL by 32), d = S'(index) ^ index (LPM, present_otf_sboxu128), P15 ^= d << 3, P0 ^= d >> 5 (MUL by 8) */
    mul   r2, r29
    mov   r30, r1
    mul   r3, r29
    or    r30, r0
    ldi   r31, hi8(present_otf_sboxu128)
    lpm   r26, Z
    eor   r26, r30
    ldi   r27, 8
    mul   r26, r27
    eor   r2, r0
    eor   r3, r1
    /* k66..k62 (P8 bits 5..1) ^= r: P8 ^= r << 1; r += 1 */
    mov   r27, r28
    lsl   r27
    eor   r11, r27
    inc   r28
    /* addRoundKey K_{2t+1} (even bits complemented by the mask): state ^= round key at bit offset 3: s_i ^= (P8+i >> 3) ^ (P9+i << 5), MUL by 32 (r29) */
    mul   r11, r29
    eor   r18, r1
    mul   r12, r29
    eor   r18, r0
    eor   r19, r1
    mul   r13, r29
    eor   r19, r0
    eor   r20, r1
    mul   r14, r29
    eor   r20, r0
    eor   r21, r1
    mul   r15, r29
    eor   r21, r0
    eor   r22, r1
    mul   r16, r29
    eor   r22, r0
    eor   r23, r1
    mul   r17, r29
    eor   r23, r0
    eor   r24, r1
    mul   r2, r29
    eor   r24, r0
    eor   r25, r1
    mul   r3, r29
    eor   r25, r0
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    movw  r26, r18
    lsr   r26
    lsr   r26
    eor   r26, r22
    andi  r26, 0x33
    eor   r22, r26
    lsl   r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    lsr   r27
    eor   r27, r23
    andi  r27, 0x33
    eor   r23, r27
    lsl   r27
    lsl   r27
    eor   r19, r27
    movw  r26, r20
    lsr   r26
    lsr   r26
    eor   r26, r24
    andi  r26, 0x33
    eor   r24, r26
    lsl   r26
    lsl   r26
    eor   r20, r26
    lsr   r27
    lsr   r27
    eor   r27, r25
    andi  r27, 0x33
    eor   r25, r27
    lsl   r27
    lsl   r27
    eor   r21, r27
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r22
    eor   r21, r23
    /* x3 ^= x1 | ~x2 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= ~x0 */
    eor   r22, r18
    eor   r23, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r24
    eor   r19, r25
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r22, r20
    eor   r23, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* key step K_{2t+1} -> K_{2t+2}: rotate right by 67 = 9 bytes (renaming) - 2 bits (K_{2t+1} was at offset 3) */
    /* rotate left by 2: r1 = P15 >> 6 (MUL by 4), P <<= 2, P0 |= r1 */
    ldi   r27, 4
    mul   r11, r27
    lsl   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    lsl   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    or    r12, r1
    /* key bytes K0..K15 now in r12, r13, r14, r15, r16, r17, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11 */
    /* K15 = S of both nibbles (masked table present_otf_sboxm128) */
    ldi   r31, hi8(present_otf_sboxm128)
    mov   r30, r11
    lpm   r11, Z
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r4, r26
    eor   r3, r27
    inc   r28
    /* addRoundKey K_{2t+2} (masked: table present_otf_wpermm), before P1: state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM; bytes s1 <-> s4, s3 <-> s6 change registers on the way (the byte exchange of P1) */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K8 >> 2) ^ K9) & 0x33; s1 ^= T[K9 ^ t]; s0 ^= T[K8 ^ (t << 2)] */
    mov   r26, r4
    lsr   r26
    lsr   r26
    eor   r26, r5
    andi  r26, 0x33
    mov   r30, r5
    eor   r30, r26
    lpm   r27, Z
    eor   r27, r19
    lsl   r26
    lsl   r26
    mov   r30, r4
    eor   r30, r26
    lpm   r19, Z
    eor   r18, r19
    /* t = ((K12 >> 2) ^ K13) & 0x33; s5 ^= T[K13 ^ t]; s4 ^= T[K12 ^ (t << 2)] */
    mov   r26, r8
    lsr   r26
    lsr   r26
    eor   r26, r9
    andi  r26, 0x33
    mov   r30, r9
    eor   r30, r26
    lpm   r19, Z
    eor   r25, r19
    lsl   r26
    lsl   r26
    mov   r30, r8
    eor   r30, r26
    lpm   r19, Z
    eor   r19, r24
    /* s1 (in r27) into the register s4 left */
    mov   r24, r27
    /* t = ((K10 >> 2) ^ K11) & 0x33; s3 ^= T[K11 ^ t]; s2 ^= T[K10 ^ (t << 2)] */
    mov   r26, r6
    lsr   r26
    lsr   r26
    eor   r26, r7
    andi  r26, 0x33
    mov   r30, r7
    eor   r30, r26
    lpm   r27, Z
    eor   r27, r21
    lsl   r26
    lsl   r26
    mov   r30, r6
    eor   r30, r26
    lpm   r21, Z
    eor   r20, r21
    /* t = ((K14 >> 2) ^ K15) & 0x33; s7 ^= T[K15 ^ t]; s6 ^= T[K14 ^ (t << 2)] */
    mov   r26, r10
    lsr   r26
    lsr   r26
    eor   r26, r11
    andi  r26, 0x33
    mov   r30, r11
    eor   r30, r26
    lpm   r21, Z
    eor   r23, r21
    lsl   r26
    lsl   r26
    mov   r30, r10
    eor   r30, r26
    lpm   r21, Z
    eor   r21, r22
    /* s3 (in r27) into the register s6 left */
    mov   r22, r27
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (by renaming: done by the key addition) */
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r24
    eor   r21, r25
    /* x3 ^= x1 | ~x2 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* ~x2 ^= x1 | x3 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* ~x2 ^= ~x0 */
    eor   r24, r18
    eor   r25, r19
    /* x1 ^= ~x0 & ~x2 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* ~x0 ^= x3 */
    eor   r18, r22
    eor   r19, r23
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r21, r19
    /* ~x2 ^= x1 */
    eor   r24, r20
    eor   r25, r21
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* key step K_{2t+2} -> K_{2t+3}: rotate right by 64 (renaming); K_{2t+3} stays at bit offset 3 */
    /* top byte = P0 bits 2..0 : P15 bits 7..3: index = (P15 >> 3) | (P0 << 5) (MUL by 32), d = S'(index) ^ index (LPM, present_otf_sboxu128), P15 ^= d << 3, P0 ^= d >> 5 (MUL by 8) */
    mul   r3, r29
    mov   r30, r1
    mul   r4, r29
    or    r30, r0
    ldi   r31, hi8(present_otf_sboxu128)
    lpm   r26, Z
    eor   r26, r30
    ldi   r27, 8
    mul   r26, r27
    eor   r3, r0
    eor   r4, r1
    /* k66..k62 (P8 bits 5..1) ^= r: P8 ^= r << 1; r += 1 */
    mov   r27, r28
    lsl   r27
    eor   r12, r27
    inc   r28
    /* key register bytes back in place (MOVW) */
    movw  r26, r2
    movw  r2, r4
    movw  r4, r6
    movw  r6, r8
    movw  r8, r10
    movw  r10, r12
    movw  r12, r14
    movw  r14, r16
    movw  r16, r26
    cpi   r28, 31
    breq  2f
    rjmp  1b                       ; (public round counter only)
2:  /* ---- round 31 and K_32 ---- */
    /* addRoundKey K_31 (even bits complemented: in the last layout bytes 0, 1, 4, 5 = planes x0, x2): state ^= round key at bit offset 3: s_i ^= (P8+i >> 3) ^ (P9+i << 5), MUL by 32 (r29) */
    mul   r10, r29
    eor   r18, r1
    mul   r11, r29
    eor   r18, r0
    eor   r19, r1
    mul   r12, r29
    eor   r19, r0
    eor   r20, r1
    mul   r13, r29
    eor   r20, r0
    eor   r21, r1
    mul   r14, r29
    eor   r21, r0
    eor   r22, r1
    mul   r15, r29
    eor   r22, r0
    eor   r23, r1
    mul   r16, r29
    eor   r23, r0
    eor   r24, r1
    mul   r17, r29
    eor   r24, r0
    eor   r25, r1
    mul   r2, r29
    eor   r25, r0
    /* last round: E1 = b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r22
    swap  r26
    eor   r26, r24
    andi  r26, 0x0F
    eor   r24, r26
    swap  r26
    eor   r22, r26
    swap  r27
    eor   r27, r25
    andi  r27, 0x0F
    eor   r25, r27
    swap  r27
    eor   r23, r27
    /* last round: E2 = b1<->B3: for (a, b) in (s0, s1), (s2, s3), (s4, s5), (s6, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    mov   r26, r18
    lsr   r26
    lsr   r26
    eor   r26, r19
    andi  r26, 0x33
    eor   r19, r26
    lsl   r26
    lsl   r26
    eor   r18, r26
    mov   r26, r20
    lsr   r26
    lsr   r26
    eor   r26, r21
    andi  r26, 0x33
    eor   r21, r26
    lsl   r26
    lsl   r26
    eor   r20, r26
    mov   r26, r22
    lsr   r26
    lsr   r26
    eor   r26, r23
    andi  r26, 0x33
    eor   r23, r26
    lsl   r26
    lsl   r26
    eor   r22, r26
    mov   r26, r24
    lsr   r26
    lsr   r26
    eor   r26, r25
    andi  r26, 0x33
    eor   r25, r26
    lsl   r26
    lsl   r26
    eor   r24, r26
    /* last round: E3 = b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* S-box layer, bitsliced (x0 and x2 complemented) */
    /* x1 ^= ~x2 */
    eor   r20, r19
    eor   r24, r23
    /* x3 ^= x1 | ~x2 */
    mov   r26, r19
    mov   r27, r23
    or    r26, r20
    or    r27, r24
    eor   r21, r26
    eor   r25, r27
    /* ~x2 ^= x1 | x3 */
    mov   r26, r20
    mov   r27, r24
    or    r26, r21
    or    r27, r25
    eor   r19, r26
    eor   r23, r27
    /* ~x2 ^= ~x0 */
    eor   r19, r18
    eor   r23, r22
    /* x1 ^= ~x0 & ~x2 */
    mov   r26, r18
    mov   r27, r22
    and   r26, r19
    and   r27, r23
    eor   r20, r26
    eor   r24, r27
    /* ~x0 ^= x3 */
    eor   r18, r21
    eor   r22, r25
    /* x1 ^= ~x0 */
    eor   r20, r18
    eor   r24, r22
    /* ~x2 ^= x1 */
    eor   r19, r20
    eor   r23, r24
    /* x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2 */
    mov   r26, r20
    mov   r27, r24
    and   r26, r19
    and   r27, r23
    eor   r21, r26
    eor   r25, r27
    /* key step K_{2t+1} -> K_{2t+2}: rotate right by 67 = 9 bytes (renaming) - 2 bits (K_{2t+1} was at offset 3) */
    /* rotate left by 2: r1 = P15 >> 6 (MUL by 4), P <<= 2, P0 |= r1 */
    ldi   r27, 4
    mul   r10, r27
    lsl   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    lsl   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    or    r11, r1
    /* key bytes K0..K15 now in r11, r12, r13, r14, r15, r16, r17, r2, r3, r4, r5, r6, r7, r8, r9, r10 */
    /* K15 = S of both nibbles (masked table present_otf_sboxm128) */
    ldi   r31, hi8(present_otf_sboxm128)
    mov   r30, r10
    lpm   r10, Z
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r3, r26
    eor   r2, r27
    inc   r28
    /* addRoundKey K_32 ^ 0xAA (the mask undone), bytes (0, 4, 2, 6, 1, 5, 3, 7) of the round key for the last layout */
    ldi   r26, 0xAA
    eor   r18, r3
    eor   r18, r26
    eor   r21, r7
    eor   r21, r26
    eor   r20, r5
    eor   r20, r26
    eor   r19, r9
    eor   r19, r26
    eor   r22, r4
    eor   r22, r26
    eor   r25, r8
    eor   r25, r26
    eor   r24, r6
    eor   r24, r26
    eor   r23, r10
    eor   r23, r26
    pop   r31
    pop   r30                      ; Z = out
    /* the last layout is a byte permutation of the output */
    std   Z+7, r18
    std   Z+3, r21
    std   Z+5, r20
    std   Z+1, r19
    std   Z+6, r22
    std   Z+2, r25
    std   Z+4, r24
    std   Z+0, r23
    clr   r1                       ; (MUL) r1 = 0 for the C ABI
    clr   r0                       ; no key material left in the clobbered registers
    clr   r26
    clr   r27
    pop   r29
    pop   r28
    pop   r17
    pop   r16
    pop   r15
    pop   r14
    pop   r13
    pop   r12
    pop   r11
    pop   r10
    pop   r9
    pop   r8
    pop   r7
    pop   r6
    pop   r5
    pop   r4
    pop   r3
    pop   r2
    ret
    .size   present_otf_encrypt_128, .-present_otf_encrypt_128

    .global present_otf_decrypt_128
    .type   present_otf_decrypt_128, @function
present_otf_decrypt_128:
    push  r2
    push  r3
    push  r4
    push  r5
    push  r6
    push  r7
    push  r8
    push  r9
    push  r10
    push  r11
    push  r12
    push  r13
    push  r14
    push  r15
    push  r16
    push  r17
    push  r28
    push  r29
    push  r24                      ; out pointer, popped into Z at the end
    push  r25
    movw  r26, r20                 ; X = key: K15..K0 = r17..r2 (key[] is big-endian)
    ld    r17, X+
    ld    r16, X+
    ld    r15, X+
    ld    r14, X+
    ld    r13, X+
    ld    r12, X+
    ld    r11, X+
    ld    r10, X+
    ld    r9, X+
    ld    r8, X+
    ld    r7, X+
    ld    r6, X+
    ld    r5, X+
    ld    r4, X+
    ld    r3, X+
    ld    r2, X+
    ldi   r28, 1                   ; round counter r = 1
    ldi   r29, 32                  ; r29 = 32: MUL constant of the 3-bit rotation
    /* ---- key register run forward: K_1 -> K_32 (r = 1..31), K_{2t+3} at bit offset 3 ---- */
    ldi   r18, 8                   ; r18 = 8, r19 = 4: MUL constants
    ldi   r19, 4
    /* mask the key register: P = K_1 ^ 0x55..55 (after the 3-bit rotation P = K_2 ^ 0xAA..AA, as in the encryption) */
    ldi   r26, 0x55
    eor   r2, r26
    eor   r3, r26
    eor   r4, r26
    eor   r5, r26
    eor   r6, r26
    eor   r7, r26
    eor   r8, r26
    eor   r9, r26
    eor   r10, r26
    eor   r11, r26
    eor   r12, r26
    eor   r13, r26
    eor   r14, r26
    eor   r15, r26
    eor   r16, r26
    eor   r17, r26
    ldi   r31, hi8(present_otf_sboxm128)
    /* key schedule step (CHES 2007): rotate left by 61 = right by 67 (bytes by renaming, 3 bits), S-box, counter */
    /* key bytes K0..K15 now in r10, r11, r12, r13, r14, r15, r16, r17, r2, r3, r4, r5, r6, r7, r8, r9 */
    /* rotate right by 3: r0 = K0 << 5 (MUL by 32: the 3 bits that wrap), K >>= 3, K15 |= r0 */
    mul   r10, r29
    lsr   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    lsr   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    lsr   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    or    r9, r0
    /* K15 = S of both nibbles (LPM from the 256-byte masked table present_otf_sboxm128, r31 = its page) */
    mov   r30, r9
    lpm   r9, Z
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r2, r26
    eor   r17, r27
    inc   r28
    /* K_r -> K_{r+1} (r = RC even): rotate right by 64 (renaming); K_{r+1} at bit offset 3 */
    /* top byte k127..k120 = P0 bits 2..0 : P15 bits 7..3: index = (P15 >> 3) | (P0 << 5) (MUL by 32), d = S(index) ^ index by LPM, P15 ^= d << 3, P0 ^= d >> 5 (MUL by 8) */
    mul   r17, r29
    mov   r30, r1
    mul   r2, r29
    or    r30, r0
    ldi   r31, hi8(present_otf_sboxu128)
    lpm   r26, Z
    eor   r26, r30
    mul   r26, r18
    eor   r17, r0
    eor   r2, r1
    /* k66..k62 (P8 bits 5..1) ^= r: P8 ^= r << 1; r += 1 */
    mov   r27, r28
    lsl   r27
    eor   r10, r27
    inc   r28
    /* K_{r+1} -> K_{r+2}: rotate right by 72 (renaming) - 2 bits: aligned again */
    mul   r10, r19
    lsl   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    lsl   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    or    r11, r1
    /* S of the top byte (LPM, masked table present_otf_sboxm128), counter r + 1 */
    ldi   r31, hi8(present_otf_sboxm128)
    mov   r30, r10
    lpm   r10, Z
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r3, r26
    eor   r2, r27
    inc   r28
    /* key register bytes back in place (MOV cycles through r26) */
    mov   r26, r2
    mov   r2, r11
    mov   r11, r4
    mov   r4, r13
    mov   r13, r6
    mov   r6, r15
    mov   r15, r8
    mov   r8, r17
    mov   r17, r10
    mov   r10, r3
    mov   r3, r12
    mov   r12, r5
    mov   r5, r14
    mov   r14, r7
    mov   r7, r16
    mov   r16, r9
    mov   r9, r26
3:
    /* K_r -> K_{r+1} (r = RC even): rotate right by 64 (renaming); K_{r+1} at bit offset 3 */
    /* top byte k127..k120 = P0 bits 2..0 : P15 bits 7..3: index = (P15 >> 3) | (P0 << 5) (MUL by 32), d = S(index) ^ index by LPM, P15 ^= d << 3, P0 ^= d >> 5 (MUL by 8) */
    mul   r9, r29
    mov   r30, r1
    mul   r10, r29
    or    r30, r0
    ldi   r31, hi8(present_otf_sboxu128)
    lpm   r26, Z
    eor   r26, r30
    mul   r26, r18
    eor   r9, r0
    eor   r10, r1
    /* k66..k62 (P8 bits 5..1) ^= r: P8 ^= r << 1; r += 1 */
    mov   r27, r28
    lsl   r27
    eor   r2, r27
    inc   r28
    /* K_{r+1} -> K_{r+2}: rotate right by 72 (renaming) - 2 bits: aligned again */
    mul   r2, r19
    lsl   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    lsl   r3
    rol   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    or    r3, r1
    /* S of the top byte (LPM, masked table present_otf_sboxm128), counter r + 1 */
    ldi   r31, hi8(present_otf_sboxm128)
    mov   r30, r2
    lpm   r2, Z
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r11, r26
    eor   r10, r27
    inc   r28
    /* K_r -> K_{r+1} (r = RC even): rotate right by 64 (renaming); K_{r+1} at bit offset 3 */
    /* top byte k127..k120 = P0 bits 2..0 : P15 bits 7..3: index = (P15 >> 3) | (P0 << 5) (MUL by 32), d = S(index) ^ index by LPM, P15 ^= d << 3, P0 ^= d >> 5 (MUL by 8) */
    mul   r10, r29
    mov   r30, r1
    mul   r11, r29
    or    r30, r0
    ldi   r31, hi8(present_otf_sboxu128)
    lpm   r26, Z
    eor   r26, r30
    mul   r26, r18
    eor   r10, r0
    eor   r11, r1
    /* k66..k62 (P8 bits 5..1) ^= r: P8 ^= r << 1; r += 1 */
    mov   r27, r28
    lsl   r27
    eor   r3, r27
    inc   r28
    /* K_{r+1} -> K_{r+2}: rotate right by 72 (renaming) - 2 bits: aligned again */
    mul   r3, r19
    lsl   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    lsl   r4
    rol   r5
    rol   r6
    rol   r7
    rol   r8
    rol   r9
    rol   r10
    rol   r11
    rol   r12
    rol   r13
    rol   r14
    rol   r15
    rol   r16
    rol   r17
    rol   r2
    rol   r3
    or    r4, r1
    /* S of the top byte (LPM, masked table present_otf_sboxm128), counter r + 1 */
    ldi   r31, hi8(present_otf_sboxm128)
    mov   r30, r3
    lpm   r3, Z
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r12, r26
    eor   r11, r27
    inc   r28
    /* key register bytes back in place (MOVW) */
    movw  r26, r2
    movw  r2, r4
    movw  r4, r6
    movw  r6, r8
    movw  r8, r10
    movw  r10, r12
    movw  r12, r14
    movw  r14, r16
    movw  r16, r26
    cpse  r28, r29                 ; r == 32 (r29 = 32): K_32 reached (public counter only)
    rjmp  3b
    ldi   r28, 31                  ; r = 31: the step to undo first
    movw  r26, r22                 ; X = in: the ciphertext into the last layout
    ld    r23, X+
    ld    r19, X+
    ld    r25, X+
    ld    r21, X+
    ld    r24, X+
    ld    r20, X+
    ld    r22, X+
    ld    r18, X+
    /* ---- K_32 and round 31 undone (r29 = 32: MUL constant of the offset-3 round keys) ---- */
    /* addRoundKey K_32 ^ 0xAA (the mask undone, last layout) */
    ldi   r26, 0xAA
    eor   r18, r10
    eor   r18, r26
    eor   r21, r14
    eor   r21, r26
    eor   r20, r12
    eor   r20, r26
    eor   r19, r16
    eor   r19, r26
    eor   r22, r11
    eor   r22, r26
    eor   r25, r15
    eor   r25, r26
    eor   r24, r13
    eor   r24, r26
    eor   r23, r17
    eor   r23, r26
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    mov   r26, r20
    mov   r27, r24
    and   r26, r19
    and   r27, r23
    eor   r21, r26
    eor   r25, r27
    /* y3 ^= y1 */
    eor   r19, r20
    eor   r23, r24
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r24, r22
    /* y0 ^= y2 */
    eor   r18, r21
    eor   r22, r25
    /* y1 ^= y0 & y3 */
    mov   r26, r18
    mov   r27, r22
    and   r26, r19
    and   r27, r23
    eor   r20, r26
    eor   r24, r27
    /* y3 ^= y0 */
    eor   r19, r18
    eor   r23, r22
    /* y3 ^= y1 | y2 */
    mov   r26, r20
    mov   r27, r24
    or    r26, r21
    or    r27, r25
    eor   r19, r26
    eor   r23, r27
    /* y2 ^= y3 | y1 */
    mov   r26, r19
    mov   r27, r23
    or    r26, r20
    or    r27, r24
    eor   r21, r26
    eor   r25, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r19
    eor   r24, r23
    /* last round undone: E3 = b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* last round undone: E2 = b1<->B3: for (a, b) in (s0, s1), (s2, s3), (s4, s5), (s6, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    mov   r26, r18
    lsr   r26
    lsr   r26
    eor   r26, r19
    andi  r26, 0x33
    eor   r19, r26
    lsl   r26
    lsl   r26
    eor   r18, r26
    mov   r26, r20
    lsr   r26
    lsr   r26
    eor   r26, r21
    andi  r26, 0x33
    eor   r21, r26
    lsl   r26
    lsl   r26
    eor   r20, r26
    mov   r26, r22
    lsr   r26
    lsr   r26
    eor   r26, r23
    andi  r26, 0x33
    eor   r23, r26
    lsl   r26
    lsl   r26
    eor   r22, r26
    mov   r26, r24
    lsr   r26
    lsr   r26
    eor   r26, r25
    andi  r26, 0x33
    eor   r25, r26
    lsl   r26
    lsl   r26
    eor   r24, r26
    /* last round undone: E1 = b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r22
    swap  r26
    eor   r26, r24
    andi  r26, 0x0F
    eor   r24, r26
    swap  r26
    eor   r22, r26
    swap  r27
    eor   r27, r25
    andi  r27, 0x0F
    eor   r25, r27
    swap  r27
    eor   r23, r27
    /* key step undone K_{2t+2} -> K_{2t+1}: counter r = RC (odd), S^-1 of the top byte (masked table present_otf_sinvm128), rotate right by 2, 9 bytes back (renaming) */
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r10, r26
    eor   r9, r27
    dec   r28
    ldi   r31, hi8(present_otf_sinvm128)
    mov   r30, r17
    lpm   r17, Z
    ldi   r27, 64
    mul   r2, r27
    lsr   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    lsr   r17
    ror   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    or    r17, r0
    /* key bytes P0..P15 now in r9, r10, r11, r12, r13, r14, r15, r16, r17, r2, r3, r4, r5, r6, r7, r8 */
    /* addRoundKey K_31 (even bits complemented: the complement of planes x0, x2 undone): state ^= round key at bit offset 3: s_i ^= (P8+i >> 3) ^ (P9+i << 5), MUL by 32 (r29) */
    mul   r17, r29
    eor   r18, r1
    mul   r2, r29
    eor   r18, r0
    eor   r19, r1
    mul   r3, r29
    eor   r19, r0
    eor   r20, r1
    mul   r4, r29
    eor   r20, r0
    eor   r21, r1
    mul   r5, r29
    eor   r21, r0
    eor   r22, r1
    mul   r6, r29
    eor   r22, r0
    eor   r23, r1
    mul   r7, r29
    eor   r23, r0
    eor   r24, r1
    mul   r8, r29
    eor   r24, r0
    eor   r25, r1
    mul   r9, r29
    eor   r25, r0
1:  /* ---- rounds 2t+2, 2t+1 undone for t = 14, 13, .., 1: two double rounds, key register at bit offset 3 at the top ---- */
    /* key step undone K_{2t+3} -> K_{2t+2}: P8 ^= r << 1; S^-1 of the top byte P0 bits 2..0 : P15 bits 7..3 (MUL by 32 gathers it, LPM present_otf_sinvu128, MUL by 8 puts the difference back); 8 bytes back (renaming) */
    mov   r27, r28
    lsl   r27
    eor   r17, r27
    dec   r28
    mul   r8, r29
    mov   r30, r1
    mul   r9, r29
    or    r30, r0
    ldi   r31, hi8(present_otf_sinvu128)
    lpm   r26, Z
    eor   r26, r30
    ldi   r27, 8
    mul   r26, r27
    eor   r8, r0
    eor   r9, r1
    /* key bytes P0..P15 now in r17, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15, r16 */
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y3 ^= y1 */
    eor   r24, r20
    eor   r25, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r22
    eor   r19, r23
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r24, r18
    eor   r25, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r24
    eor   r21, r25
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (register exchanges) */
    mov   r26, r21
    mov   r21, r22
    mov   r22, r26
    mov   r26, r19
    mov   r19, r24
    mov   r24, r26
    /* addRoundKey K_{2t+2}, after P1 (masked table): state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K8 >> 2) ^ K9) & 0x33; s1 ^= T[K9 ^ t]; s0 ^= T[K8 ^ (t << 2)] */
    mov   r26, r9
    lsr   r26
    lsr   r26
    eor   r26, r10
    andi  r26, 0x33
    mov   r30, r10
    eor   r30, r26
    lpm   r27, Z
    eor   r19, r27
    lsl   r26
    lsl   r26
    mov   r30, r9
    eor   r30, r26
    lpm   r27, Z
    eor   r18, r27
    /* t = ((K10 >> 2) ^ K11) & 0x33; s3 ^= T[K11 ^ t]; s2 ^= T[K10 ^ (t << 2)] */
    mov   r26, r11
    lsr   r26
    lsr   r26
    eor   r26, r12
    andi  r26, 0x33
    mov   r30, r12
    eor   r30, r26
    lpm   r27, Z
    eor   r21, r27
    lsl   r26
    lsl   r26
    mov   r30, r11
    eor   r30, r26
    lpm   r27, Z
    eor   r20, r27
    /* t = ((K12 >> 2) ^ K13) & 0x33; s5 ^= T[K13 ^ t]; s4 ^= T[K12 ^ (t << 2)] */
    mov   r26, r13
    lsr   r26
    lsr   r26
    eor   r26, r14
    andi  r26, 0x33
    mov   r30, r14
    eor   r30, r26
    lpm   r27, Z
    eor   r25, r27
    lsl   r26
    lsl   r26
    mov   r30, r13
    eor   r30, r26
    lpm   r27, Z
    eor   r24, r27
    /* t = ((K14 >> 2) ^ K15) & 0x33; s7 ^= T[K15 ^ t]; s6 ^= T[K14 ^ (t << 2)] */
    mov   r26, r15
    lsr   r26
    lsr   r26
    eor   r26, r16
    andi  r26, 0x33
    mov   r30, r16
    eor   r30, r26
    lpm   r27, Z
    eor   r23, r27
    lsl   r26
    lsl   r26
    mov   r30, r15
    eor   r30, r26
    lpm   r27, Z
    eor   r22, r27
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y3 ^= y1 */
    eor   r22, r20
    eor   r23, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r24
    eor   r19, r25
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r22, r18
    eor   r23, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r22
    eor   r21, r23
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    movw  r26, r18
    lsr   r26
    lsr   r26
    eor   r26, r22
    andi  r26, 0x33
    eor   r22, r26
    lsl   r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    lsr   r27
    eor   r27, r23
    andi  r27, 0x33
    eor   r23, r27
    lsl   r27
    lsl   r27
    eor   r19, r27
    movw  r26, r20
    lsr   r26
    lsr   r26
    eor   r26, r24
    andi  r26, 0x33
    eor   r24, r26
    lsl   r26
    lsl   r26
    eor   r20, r26
    lsr   r27
    lsr   r27
    eor   r27, r25
    andi  r27, 0x33
    eor   r25, r27
    lsl   r27
    lsl   r27
    eor   r21, r27
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* key step undone K_{2t+2} -> K_{2t+1}: counter r = RC (odd), S^-1 of the top byte (masked table present_otf_sinvm128), rotate right by 2, 9 bytes back (renaming) */
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r9, r26
    eor   r8, r27
    dec   r28
    ldi   r31, hi8(present_otf_sinvm128)
    mov   r30, r16
    lpm   r16, Z
    ldi   r27, 64
    mul   r17, r27
    lsr   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    lsr   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    or    r16, r0
    /* key bytes P0..P15 now in r8, r9, r10, r11, r12, r13, r14, r15, r16, r17, r2, r3, r4, r5, r6, r7 */
    /* addRoundKey K_{2t+1} (even bits complemented: the complement of planes x0, x2 undone): state ^= round key at bit offset 3: s_i ^= (P8+i >> 3) ^ (P9+i << 5), MUL by 32 (r29) */
    mul   r16, r29
    eor   r18, r1
    mul   r17, r29
    eor   r18, r0
    eor   r19, r1
    mul   r2, r29
    eor   r19, r0
    eor   r20, r1
    mul   r3, r29
    eor   r20, r0
    eor   r21, r1
    mul   r4, r29
    eor   r21, r0
    eor   r22, r1
    mul   r5, r29
    eor   r22, r0
    eor   r23, r1
    mul   r6, r29
    eor   r23, r0
    eor   r24, r1
    mul   r7, r29
    eor   r24, r0
    eor   r25, r1
    mul   r8, r29
    eor   r25, r0
    /* register moves: the state back where the loop expects it */
    /* key step undone K_{2t+3} -> K_{2t+2}: P8 ^= r << 1; S^-1 of the top byte P0 bits 2..0 : P15 bits 7..3 (MUL by 32 gathers it, LPM present_otf_sinvu128, MUL by 8 puts the difference back); 8 bytes back (renaming) */
    mov   r27, r28
    lsl   r27
    eor   r16, r27
    dec   r28
    mul   r7, r29
    mov   r30, r1
    mul   r8, r29
    or    r30, r0
    ldi   r31, hi8(present_otf_sinvu128)
    lpm   r26, Z
    eor   r26, r30
    ldi   r27, 8
    mul   r26, r27
    eor   r7, r0
    eor   r8, r1
    /* key bytes P0..P15 now in r16, r17, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15 */
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y3 ^= y1 */
    eor   r24, r20
    eor   r25, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r22
    eor   r19, r23
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r24, r18
    eor   r25, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r24
    eor   r21, r25
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (register exchanges) */
    mov   r26, r21
    mov   r21, r22
    mov   r22, r26
    mov   r26, r19
    mov   r19, r24
    mov   r24, r26
    /* addRoundKey K_{2t+2}, after P1 (masked table): state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K8 >> 2) ^ K9) & 0x33; s1 ^= T[K9 ^ t]; s0 ^= T[K8 ^ (t << 2)] */
    mov   r26, r8
    lsr   r26
    lsr   r26
    eor   r26, r9
    andi  r26, 0x33
    mov   r30, r9
    eor   r30, r26
    lpm   r27, Z
    eor   r19, r27
    lsl   r26
    lsl   r26
    mov   r30, r8
    eor   r30, r26
    lpm   r27, Z
    eor   r18, r27
    /* t = ((K10 >> 2) ^ K11) & 0x33; s3 ^= T[K11 ^ t]; s2 ^= T[K10 ^ (t << 2)] */
    mov   r26, r10
    lsr   r26
    lsr   r26
    eor   r26, r11
    andi  r26, 0x33
    mov   r30, r11
    eor   r30, r26
    lpm   r27, Z
    eor   r21, r27
    lsl   r26
    lsl   r26
    mov   r30, r10
    eor   r30, r26
    lpm   r27, Z
    eor   r20, r27
    /* t = ((K12 >> 2) ^ K13) & 0x33; s5 ^= T[K13 ^ t]; s4 ^= T[K12 ^ (t << 2)] */
    mov   r26, r12
    lsr   r26
    lsr   r26
    eor   r26, r13
    andi  r26, 0x33
    mov   r30, r13
    eor   r30, r26
    lpm   r27, Z
    eor   r25, r27
    lsl   r26
    lsl   r26
    mov   r30, r12
    eor   r30, r26
    lpm   r27, Z
    eor   r24, r27
    /* t = ((K14 >> 2) ^ K15) & 0x33; s7 ^= T[K15 ^ t]; s6 ^= T[K14 ^ (t << 2)] */
    mov   r26, r14
    lsr   r26
    lsr   r26
    eor   r26, r15
    andi  r26, 0x33
    mov   r30, r15
    eor   r30, r26
    lpm   r27, Z
    eor   r23, r27
    lsl   r26
    lsl   r26
    mov   r30, r14
    eor   r30, r26
    lpm   r27, Z
    eor   r22, r27
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y3 ^= y1 */
    eor   r22, r20
    eor   r23, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r24
    eor   r19, r25
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r22, r18
    eor   r23, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r22
    eor   r21, r23
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    movw  r26, r18
    lsr   r26
    lsr   r26
    eor   r26, r22
    andi  r26, 0x33
    eor   r22, r26
    lsl   r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    lsr   r27
    eor   r27, r23
    andi  r27, 0x33
    eor   r23, r27
    lsl   r27
    lsl   r27
    eor   r19, r27
    movw  r26, r20
    lsr   r26
    lsr   r26
    eor   r26, r24
    andi  r26, 0x33
    eor   r24, r26
    lsl   r26
    lsl   r26
    eor   r20, r26
    lsr   r27
    lsr   r27
    eor   r27, r25
    andi  r27, 0x33
    eor   r25, r27
    lsl   r27
    lsl   r27
    eor   r21, r27
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* key step undone K_{2t+2} -> K_{2t+1}: counter r = RC (odd), S^-1 of the top byte (masked table present_otf_sinvm128), rotate right by 2, 9 bytes back (renaming) */
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r8, r26
    eor   r7, r27
    dec   r28
    ldi   r31, hi8(present_otf_sinvm128)
    mov   r30, r15
    lpm   r15, Z
    ldi   r27, 64
    mul   r16, r27
    lsr   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    ror   r16
    lsr   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    ror   r16
    or    r15, r0
    /* key bytes P0..P15 now in r7, r8, r9, r10, r11, r12, r13, r14, r15, r16, r17, r2, r3, r4, r5, r6 */
    /* addRoundKey K_{2t+1} (even bits complemented: the complement of planes x0, x2 undone): state ^= round key at bit offset 3: s_i ^= (P8+i >> 3) ^ (P9+i << 5), MUL by 32 (r29) */
    mul   r15, r29
    eor   r18, r1
    mul   r16, r29
    eor   r18, r0
    eor   r19, r1
    mul   r17, r29
    eor   r19, r0
    eor   r20, r1
    mul   r2, r29
    eor   r20, r0
    eor   r21, r1
    mul   r3, r29
    eor   r21, r0
    eor   r22, r1
    mul   r4, r29
    eor   r22, r0
    eor   r23, r1
    mul   r5, r29
    eor   r23, r0
    eor   r24, r1
    mul   r6, r29
    eor   r24, r0
    eor   r25, r1
    mul   r7, r29
    eor   r25, r0
    /* register moves: the state back where the loop expects it */
    /* key register bytes back where the loop expects them (MOVW) */
    movw  r26, r2
    movw  r2, r16
    movw  r16, r14
    movw  r14, r12
    movw  r12, r10
    movw  r10, r8
    movw  r8, r6
    movw  r6, r4
    movw  r4, r26
    cpi   r28, 2
    breq  2f
    rjmp  1b                       ; (public round counter only)
2:  /* ---- rounds 2, 1 undone ---- */
    /* key step undone K_{2t+3} -> K_{2t+2}: P8 ^= r << 1; S^-1 of the top byte P0 bits 2..0 : P15 bits 7..3 (MUL by 32 gathers it, LPM present_otf_sinvu128, MUL by 8 puts the difference back); 8 bytes back (renaming) */
    mov   r27, r28
    lsl   r27
    eor   r17, r27
    dec   r28
    mul   r8, r29
    mov   r30, r1
    mul   r9, r29
    or    r30, r0
    ldi   r31, hi8(present_otf_sinvu128)
    lpm   r26, Z
    eor   r26, r30
    ldi   r27, 8
    mul   r26, r27
    eor   r8, r0
    eor   r9, r1
    /* key bytes P0..P15 now in r17, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15, r16 */
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r24
    and   r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y3 ^= y1 */
    eor   r24, r20
    eor   r25, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r22
    eor   r19, r23
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r24
    and   r27, r25
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r24, r18
    eor   r25, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r22
    or    r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r24
    or    r26, r20
    or    r27, r21
    eor   r22, r26
    eor   r23, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r24
    eor   r21, r25
    /* P1 (Shin et al., Table 4): b2<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a ROR4) ^ s_b) & 0x0F; s_b ^= t; s_a ^= t ROL4 */
    movw  r26, r18
    swap  r26
    eor   r26, r20
    andi  r26, 0x0F
    eor   r20, r26
    swap  r26
    eor   r18, r26
    swap  r27
    eor   r27, r21
    andi  r27, 0x0F
    eor   r21, r27
    swap  r27
    eor   r19, r27
    movw  r26, r24
    swap  r26
    eor   r26, r22
    andi  r26, 0x0F
    eor   r22, r26
    swap  r26
    eor   r24, r26
    swap  r27
    eor   r27, r23
    andi  r27, 0x0F
    eor   r23, r27
    swap  r27
    eor   r25, r27
    /* P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (register exchanges) */
    mov   r26, r21
    mov   r21, r22
    mov   r22, r26
    mov   r26, r19
    mov   r19, r24
    mov   r24, r26
    /* addRoundKey K_{2t+2}, after P1 (masked table): state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM */
    ldi   r31, hi8(present_otf_wpermm)
    /* t = ((K8 >> 2) ^ K9) & 0x33; s1 ^= T[K9 ^ t]; s0 ^= T[K8 ^ (t << 2)] */
    mov   r26, r9
    lsr   r26
    lsr   r26
    eor   r26, r10
    andi  r26, 0x33
    mov   r30, r10
    eor   r30, r26
    lpm   r27, Z
    eor   r19, r27
    lsl   r26
    lsl   r26
    mov   r30, r9
    eor   r30, r26
    lpm   r27, Z
    eor   r18, r27
    /* t = ((K10 >> 2) ^ K11) & 0x33; s3 ^= T[K11 ^ t]; s2 ^= T[K10 ^ (t << 2)] */
    mov   r26, r11
    lsr   r26
    lsr   r26
    eor   r26, r12
    andi  r26, 0x33
    mov   r30, r12
    eor   r30, r26
    lpm   r27, Z
    eor   r21, r27
    lsl   r26
    lsl   r26
    mov   r30, r11
    eor   r30, r26
    lpm   r27, Z
    eor   r20, r27
    /* t = ((K12 >> 2) ^ K13) & 0x33; s5 ^= T[K13 ^ t]; s4 ^= T[K12 ^ (t << 2)] */
    mov   r26, r13
    lsr   r26
    lsr   r26
    eor   r26, r14
    andi  r26, 0x33
    mov   r30, r14
    eor   r30, r26
    lpm   r27, Z
    eor   r25, r27
    lsl   r26
    lsl   r26
    mov   r30, r13
    eor   r30, r26
    lpm   r27, Z
    eor   r24, r27
    /* t = ((K14 >> 2) ^ K15) & 0x33; s7 ^= T[K15 ^ t]; s6 ^= T[K14 ^ (t << 2)] */
    mov   r26, r15
    lsr   r26
    lsr   r26
    eor   r26, r16
    andi  r26, 0x33
    mov   r30, r16
    eor   r30, r26
    lpm   r27, Z
    eor   r23, r27
    lsl   r26
    lsl   r26
    mov   r30, r15
    eor   r30, r26
    lpm   r27, Z
    eor   r22, r27
    /* inverse S-box layer, bitsliced (x0 and x2 come out complemented) */
    /* y2 ^= y1 & y3 */
    movw  r26, r20
    and   r26, r22
    and   r27, r23
    eor   r24, r26
    eor   r25, r27
    /* y3 ^= y1 */
    eor   r22, r20
    eor   r23, r21
    /* y1 ^= y0 */
    eor   r20, r18
    eor   r21, r19
    /* y0 ^= y2 */
    eor   r18, r24
    eor   r19, r25
    /* y1 ^= y0 & y3 */
    movw  r26, r18
    and   r26, r22
    and   r27, r23
    eor   r20, r26
    eor   r21, r27
    /* y3 ^= y0 */
    eor   r22, r18
    eor   r23, r19
    /* y3 ^= y1 | y2 */
    movw  r26, r20
    or    r26, r24
    or    r27, r25
    eor   r22, r26
    eor   r23, r27
    /* y2 ^= y3 | y1 */
    movw  r26, r22
    or    r26, r20
    or    r27, r21
    eor   r24, r26
    eor   r25, r27
    /* y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3 */
    eor   r20, r22
    eor   r21, r23
    /* P0: b1<->B5: for (a, b) in (s0, s4), (s1, s5), (s2, s6), (s3, s7): t = ((s_a >> 2) ^ s_b) & 0x33; s_b ^= t; s_a ^= t << 2 */
    movw  r26, r18
    lsr   r26
    lsr   r26
    eor   r26, r22
    andi  r26, 0x33
    eor   r22, r26
    lsl   r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    lsr   r27
    eor   r27, r23
    andi  r27, 0x33
    eor   r23, r27
    lsl   r27
    lsl   r27
    eor   r19, r27
    movw  r26, r20
    lsr   r26
    lsr   r26
    eor   r26, r24
    andi  r26, 0x33
    eor   r24, r26
    lsl   r26
    lsl   r26
    eor   r20, r26
    lsr   r27
    lsr   r27
    eor   r27, r25
    andi  r27, 0x33
    eor   r25, r27
    lsl   r27
    lsl   r27
    eor   r21, r27
    /* P0: b0<->B4: for (a, b) in (s0, s2), (s1, s3), (s4, s6), (s5, s7): t = ((s_a >> 1) ^ s_b) & 0x55; s_b ^= t; s_a ^= t << 1 */
    movw  r26, r18
    lsr   r26
    eor   r26, r20
    andi  r26, 0x55
    eor   r20, r26
    lsl   r26
    eor   r18, r26
    lsr   r27
    eor   r27, r21
    andi  r27, 0x55
    eor   r21, r27
    lsl   r27
    eor   r19, r27
    movw  r26, r22
    lsr   r26
    eor   r26, r24
    andi  r26, 0x55
    eor   r24, r26
    lsl   r26
    eor   r22, r26
    lsr   r27
    eor   r27, r25
    andi  r27, 0x55
    eor   r25, r27
    lsl   r27
    eor   r23, r27
    /* key step undone K_{2t+2} -> K_{2t+1}: counter r = RC (odd), S^-1 of the top byte (masked table present_otf_sinvm128), rotate right by 2, 9 bytes back (renaming) */
    /* k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8 */
    mov   r26, r28
    clr   r27
    lsr   r26
    ror   r27
    lsr   r26
    ror   r27
    eor   r9, r26
    eor   r8, r27
    dec   r28
    ldi   r31, hi8(present_otf_sinvm128)
    mov   r30, r16
    lpm   r16, Z
    ldi   r27, 64
    mul   r17, r27
    lsr   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    lsr   r16
    ror   r15
    ror   r14
    ror   r13
    ror   r12
    ror   r11
    ror   r10
    ror   r9
    ror   r8
    ror   r7
    ror   r6
    ror   r5
    ror   r4
    ror   r3
    ror   r2
    ror   r17
    or    r16, r0
    /* key bytes P0..P15 now in r8, r9, r10, r11, r12, r13, r14, r15, r16, r17, r2, r3, r4, r5, r6, r7 */
    /* addRoundKey K_{2t+1} (even bits complemented: the complement of planes x0, x2 undone): state ^= round key at bit offset 3: s_i ^= (P8+i >> 3) ^ (P9+i << 5), MUL by 32 (r29) */
    mul   r16, r29
    eor   r18, r1
    mul   r17, r29
    eor   r18, r0
    eor   r19, r1
    mul   r2, r29
    eor   r19, r0
    eor   r20, r1
    mul   r3, r29
    eor   r20, r0
    eor   r21, r1
    mul   r4, r29
    eor   r21, r0
    eor   r22, r1
    mul   r5, r29
    eor   r22, r0
    eor   r23, r1
    mul   r6, r29
    eor   r23, r0
    eor   r24, r1
    mul   r7, r29
    eor   r24, r0
    eor   r25, r1
    mul   r8, r29
    eor   r25, r0
    /* register moves: the state back where the loop expects it */
    pop   r31
    pop   r30                      ; Z = out
    std   Z+7, r18
    std   Z+6, r19
    std   Z+5, r20
    std   Z+4, r21
    std   Z+3, r22
    std   Z+2, r23
    std   Z+1, r24
    std   Z+0, r25
    clr   r1                       ; (MUL) r1 = 0 for the C ABI
    clr   r0                       ; no key material left in the clobbered registers
    clr   r26
    clr   r27
    pop   r29
    pop   r28
    pop   r17
    pop   r16
    pop   r15
    pop   r14
    pop   r13
    pop   r12
    pop   r11
    pop   r10
    pop   r9
    pop   r8
    pop   r7
    pop   r6
    pop   r5
    pop   r4
    pop   r3
    pop   r2
    ret
    .size   present_otf_decrypt_128, .-present_otf_decrypt_128
