/* Firmware (every target): Ascon's portable C on the target's compiler and word size, standalone
 * like ascon_kat_check.c until Ascon is in the library and the vector runner. Records of the
 * designers' KAT files (tests/vectors/ascon-*, Count given below; their inputs are the files'
 * patterns: key 00.., nonce 10.., plaintext 20.., AD 30.., hash messages 00.., customization
 * strings 10..):
 *  - Ascon-AEAD128 at the rate boundaries: encryption, decryption, in place, word-aligned texts and
 *    texts one byte off, a forged tag (refused, output wiped), a prepared key with 4-, 8- and 16-byte tags and with nonce masking;
 *  - Ascon-Hash256, -XOF128, -CXOF128: one-shot (also with word-aligned message and output and
 *    with both one byte off), absorbed in two pieces split at every point, the
 *    1,024-byte messages in pieces of 37 bytes, the XOF output squeezed in pieces of 5 bytes; the
 *    256-byte customization string of ascon_kat_check.c;
 *  - on the ATmega128: the 1,024-byte message read from flash above 64 KB (far_pattern,
 *    tests/stream/far_pattern_avr.S) by lwc_ascon_hash_update_PF, whole and in pieces.
 * Prints "N passed, M failed" (target_print.h). */
#include <string.h>

#include "lwc/ascon.h"
#include "target_print.h"

#if defined(ASCON_CHECK_FLASH)
#include <avr/pgmspace.h>
extern const uint8_t far_pattern[2048]; /* far_pattern[i] = i mod 256, above 64 KB */
#endif

static uint8_t buf_a[48], buf_b[48], msg[64], out[64];
/* Word-aligned rows, used as given and one byte off: a backend may move aligned words and single
 * bytes otherwise (e.g. on ARMv6-M, where an unaligned word access faults), and both must be run. */
static _Alignas(4) uint8_t skewed_aead[3][36], skewed_hash[2][68];

static void pattern(uint8_t *p, uint8_t first, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)(first + i);
}

/* ---- Ascon-AEAD128: LWC_AEAD_KAT_128_128.txt ------------------------------------------------ */

static const struct {
    uint8_t pt_len, ad_len;
    uint8_t ct[48]; /* ciphertext || tag */
} aead_kat[] = {
    {0, 0, {0x4F, 0x9C, 0x27, 0x82, 0x11, 0xBE, 0xC9, 0x31, 0x6B, 0xF6, 0x8F, 0x46, 0xEE, 0x8B, 0x2E, 0xC6}}, /* Count 1 */
    {0, 16, {0xE4, 0x23, 0x0C, 0xDB, 0x83, 0x30, 0xEE, 0x9D, 0xC0, 0xCF, 0xD7, 0xC7, 0xB3, 0x46, 0xE6, 0xDC}}, /* 17 */
    {16, 0, {0xE8, 0xC3, 0xDE, 0xEE, 0x24, 0x6C, 0xC5, 0xEA, 0xE3, 0xE8, 0x72, 0x31, 0x38, 0x97, 0xA2, 0xBB, /* 529 */
             0x9E, 0xAA, 0x91, 0x5C, 0x9D, 0xD3, 0x24, 0x5D, 0x77, 0x04, 0x8F, 0x24, 0xD4, 0x6D, 0x27, 0xA7}},
    {15, 17, {0xBF, 0x77, 0xC7, 0x1B, 0x3D, 0xE9, 0xF1, 0xC5, 0xB3, 0x72, 0xEF, 0x27, 0x3A, 0x08, 0xE8, 0xC1, /* 513 */
              0xCF, 0xCF, 0xDC, 0x64, 0xBB, 0x8C, 0xAA, 0x44, 0x33, 0xE4, 0x8A, 0x1E, 0x50, 0x01, 0x4A}},
    {17, 15, {0x20, 0xFD, 0x19, 0xDA, 0xBC, 0x1A, 0x5C, 0xC4, 0x49, 0xA6, 0x21, 0xD3, 0x4D, 0xAC, 0x60, 0x13, /* 577 */
              0xEF, 0x18, 0x2D, 0x0B, 0x63, 0x84, 0x43, 0x65, 0xAA, 0x80, 0x4F, 0x51, 0x12, 0x4F, 0x8F, 0x8B, 0x8D}},
    {32, 32, {0xCB, 0x34, 0xD0, 0x46, 0x60, 0xA6, 0x6D, 0xBF, 0xBE, 0x9C, 0x85, 0x66, 0x01, 0xF5, 0xB8, 0xAA, /* 1089 */
              0x51, 0xA4, 0x99, 0xB5, 0x5A, 0xC8, 0xF7, 0xFB, 0xEF, 0xBC, 0x33, 0x1A, 0x61, 0x3E, 0xE9, 0xCD,
              0xFD, 0x19, 0x17, 0x50, 0xA4, 0x7F, 0x21, 0x1C, 0x0A, 0x15, 0xED, 0x28, 0x17, 0x3D, 0x7C, 0xAA}},
};

static void check_aead(void)
{
    uint8_t key[32], nonce[16], ad[32], tag[16];
    lwc_ascon_aead128_key k;
    pattern(key, 0x00, 16);
    pattern(nonce, 0x10, 16);
    for (uint8_t i = 0; i < sizeof aead_kat / sizeof aead_kat[0]; i++) {
        const size_t len = aead_kat[i].pt_len, ad_len = aead_kat[i].ad_len;
        const uint8_t *want = aead_kat[i].ct, *want_tag = aead_kat[i].ct + len;
        pattern(msg, 0x20, len);
        pattern(ad, 0x30, ad_len);
        target_check(lwc_ascon_aead128_encrypt(buf_a, tag, key, nonce, ad, ad_len, msg, len) == LWC_OK &&
                         memcmp(buf_a, want, len) == 0 && memcmp(tag, want_tag, 16) == 0,
                     "aead encrypt", i);
        target_check(lwc_ascon_aead128_decrypt(buf_b, want_tag, key, nonce, ad, ad_len, want, len) == LWC_OK &&
                         memcmp(buf_b, msg, len) == 0,
                     "aead decrypt", i);
        memcpy(buf_b, msg, len);
        target_check(lwc_ascon_aead128_encrypt(buf_b, tag, key, nonce, ad, ad_len, buf_b, len) == LWC_OK &&
                         memcmp(buf_b, want, len) == 0 && lwc_ascon_aead128_decrypt(buf_b, tag, key, nonce, ad, ad_len,
                                                                                     buf_b, len) == LWC_OK &&
                         memcmp(buf_b, msg, len) == 0,
                     "aead in place", i);
        for (uint8_t skew = 0; skew < 2; skew++) {
            uint8_t *a = skewed_aead[0] + skew, *p = skewed_aead[1] + skew, *c = skewed_aead[2] + skew;
            pattern(a, 0x30, ad_len);
            pattern(p, 0x20, len);
            target_check(lwc_ascon_aead128_encrypt(c, tag, key, nonce, a, ad_len, p, len) == LWC_OK &&
                             memcmp(c, want, len) == 0 && memcmp(tag, want_tag, 16) == 0 &&
                             lwc_ascon_aead128_decrypt(p, want_tag, key, nonce, a, ad_len, c, len) == LWC_OK &&
                             memcmp(p, msg, len) == 0,
                         "aead alignment", (uint32_t)i * 100 + skew);
        }
        memcpy(tag, want_tag, 16);
        tag[0] ^= 0x01;
        memset(buf_b, 0xAA, sizeof buf_b);
        int wiped = lwc_ascon_aead128_decrypt(buf_b, tag, key, nonce, ad, ad_len, want, len) == LWC_ERR_AUTH;
        for (size_t j = 0; j < len; j++)
            wiped &= buf_b[j] == 0;
        target_check(wiped, "aead forged tag", i);
        for (uint8_t t = 4; t <= 16; t += 4) {
            target_check(lwc_ascon_aead128_key_init(&k, key, 16, t) == LWC_OK &&
                             lwc_ascon_aead128_key_encrypt(&k, buf_a, tag, nonce, ad, ad_len, msg, len) == LWC_OK &&
                             memcmp(buf_a, want, len) == 0 && memcmp(tag, want_tag, t) == 0 &&
                             lwc_ascon_aead128_key_decrypt(&k, buf_b, want_tag, nonce, ad, ad_len, want, len) == LWC_OK &&
                             memcmp(buf_b, msg, len) == 0,
                         "aead prepared key", (uint32_t)i * 100 + t);
        }
        uint8_t masked_nonce[16];
        for (uint8_t j = 0; j < 16; j++) {
            key[16 + j] = (uint8_t)(0x5A + 29 * j);
            masked_nonce[j] = (uint8_t)(nonce[j] ^ key[16 + j]);
        }
        target_check(lwc_ascon_aead128_key_init(&k, key, 32, 16) == LWC_OK &&
                         lwc_ascon_aead128_key_encrypt(&k, buf_a, tag, masked_nonce, ad, ad_len, msg, len) == LWC_OK &&
                         memcmp(buf_a, want, len) == 0 && memcmp(tag, want_tag, 16) == 0,
                     "aead nonce masking", i);
    }
    lwc_wipe(&k, sizeof k);
}

/* ---- Hash256 (LWC_HASH_KAT_128_256.txt), XOF128 (LWC_XOF_KAT_128_512.txt), CXOF128 ------------ */

enum { HASH256, XOF128, CXOF128 };

static const struct {
    uint8_t fn;
    uint16_t msg_len; /* message 00 01 .. (i mod 256) */
    uint8_t z_len;    /* customization string 10 11 .. */
    uint8_t md_len;
    uint8_t md[64];
} hash_kat[] = {
    {HASH256, 0, 0, 32, {0x0B, 0x3B, 0xE5, 0x85, 0x0F, 0x2F, 0x6B, 0x98, 0xCA, 0xF2, 0x9F, 0x8F, 0xDE, 0xA8, 0x9B, 0x64, /* 1 */
                         0xA1, 0xFA, 0x70, 0xAA, 0x24, 0x9B, 0x8F, 0x83, 0x9B, 0xD5, 0x3B, 0xAA, 0x30, 0x4D, 0x92, 0xB2}},
    {HASH256, 7, 0, 32, {0x3E, 0x4D, 0x27, 0x3B, 0xA6, 0x9B, 0x3B, 0x9C, 0x53, 0x21, 0x61, 0x07, 0xE8, 0x8B, 0x75, 0xCD, /* 8 */
                         0xBE, 0xED, 0xBC, 0xBF, 0x8F, 0xAF, 0x02, 0x19, 0xC3, 0x92, 0x8A, 0xB6, 0x2B, 0x11, 0x65, 0x77}},
    {HASH256, 8, 0, 32, {0xB8, 0x8E, 0x49, 0x7A, 0xE8, 0xE6, 0xFB, 0x64, 0x1B, 0x87, 0xEF, 0x62, 0x2E, 0xB8, 0xF2, 0xFC, /* 9 */
                         0xA0, 0xED, 0x95, 0x38, 0x3F, 0x7F, 0xFE, 0xBE, 0x16, 0x7A, 0xCF, 0x10, 0x99, 0xBA, 0x76, 0x4F}},
    {HASH256, 9, 0, 32, {0x94, 0x26, 0x9C, 0x30, 0xE0, 0x29, 0x6E, 0x1E, 0xC8, 0x66, 0x55, 0x04, 0x18, 0x41, 0x82, 0x3E, /* 10 */
                         0xFA, 0x19, 0x27, 0xF5, 0x20, 0xFD, 0x58, 0xC8, 0xE9, 0xBC, 0xE6, 0x19, 0x78, 0x78, 0xC1, 0xA6}},
    {HASH256, 1024, 0, 32, {0x48, 0x14, 0x00, 0x32, 0xBB, 0x7D, 0xF2, 0xE2, 0xB5, 0xC9, 0x5D, 0x40, 0x3C, 0x9A, 0xB6, 0x9B, /* 1025 */
                            0x4B, 0xC0, 0x04, 0x53, 0x98, 0x0B, 0xF8, 0x5F, 0x15, 0xA8, 0x4C, 0xAE, 0x2B, 0x09, 0xA0, 0xE9}},
    {XOF128, 0, 0, 64, {0x47, 0x3D, 0x5E, 0x61, 0x64, 0xF5, 0x8B, 0x39, 0xDF, 0xD8, 0x4A, 0xAC, 0xDB, 0x8A, 0xE4, 0x2E, /* 1 */
                        0xC2, 0xD9, 0x1F, 0xED, 0x33, 0x38, 0x8E, 0xE0, 0xD9, 0x60, 0xD9, 0xB3, 0x99, 0x32, 0x95, 0xC6,
                        0xAD, 0x77, 0x85, 0x5A, 0x5D, 0x3B, 0x13, 0xFE, 0x6A, 0xD9, 0xE6, 0x09, 0x89, 0x88, 0x37, 0x3A,
                        0xF7, 0xD0, 0x95, 0x6D, 0x05, 0xA8, 0xF1, 0x66, 0x5D, 0x2C, 0x67, 0xD1, 0xA3, 0xAD, 0x10, 0xFF}},
    {XOF128, 8, 0, 64, {0x8D, 0x18, 0x86, 0xF5, 0xD3, 0xEC, 0x4A, 0xF8, 0xD1, 0x5B, 0x44, 0xBC, 0x62, 0xB7, 0x4D, 0xA6, /* 9 */
                        0xEA, 0x91, 0xBC, 0x28, 0xFB, 0x82, 0xF9, 0xC3, 0x40, 0x79, 0xB5, 0xED, 0x6E, 0x38, 0xB6, 0xC9,
                        0x51, 0x80, 0x3D, 0x7D, 0xFB, 0x3C, 0x5E, 0x51, 0x2A, 0x0E, 0xF5, 0xE4, 0x06, 0x00, 0x62, 0xA6,
                        0xFD, 0x06, 0x7F, 0x9C, 0x73, 0xEF, 0x9B, 0xEE, 0x52, 0x74, 0x11, 0xBD, 0xA6, 0x7F, 0xC8, 0x96}},
    {XOF128, 1024, 0, 64, {0x04, 0x19, 0xD6, 0x69, 0x2D, 0x41, 0x5C, 0xF4, 0xA9, 0xDF, 0xEE, 0xC6, 0x99, 0x10, 0xDD, 0x71, /* 1025 */
                           0x99, 0xD0, 0x18, 0xB0, 0x42, 0xCB, 0x23, 0xF4, 0x9F, 0x5E, 0xF1, 0xAC, 0xDE, 0x24, 0xE0, 0xFA,
                           0x56, 0xA6, 0x82, 0x4F, 0x90, 0x74, 0x43, 0x42, 0x6F, 0x0E, 0x40, 0xDC, 0x8F, 0x15, 0x5A, 0x39,
                           0x08, 0x3D, 0xE6, 0x04, 0x00, 0xCE, 0xF7, 0x50, 0xD7, 0x29, 0xB4, 0xDF, 0x2B, 0x68, 0x3D, 0x1F}},
    {CXOF128, 0, 0, 64, {0x4F, 0x50, 0x15, 0x9E, 0xF7, 0x0B, 0xB3, 0xDA, 0xD8, 0x80, 0x7E, 0x03, 0x4E, 0xAE, 0xBD, 0x44, /* 1 */
                         0xC4, 0xFA, 0x2C, 0xBB, 0xC8, 0xCF, 0x1F, 0x05, 0x51, 0x1A, 0xB6, 0x6C, 0xDC, 0xC5, 0x29, 0x90,
                         0x5C, 0xA1, 0x20, 0x83, 0xFC, 0x18, 0x6A, 0xD8, 0x99, 0xB2, 0x70, 0xB1, 0x47, 0x3D, 0xC5, 0xF7,
                         0xEC, 0x88, 0xD1, 0x05, 0x20, 0x82, 0xDC, 0xDF, 0xE6, 0x9F, 0xB7, 0x5D, 0x26, 0x9E, 0x7B, 0x74}},
    {CXOF128, 0, 32, 64, {0x51, 0x44, 0x59, 0x9B, 0xD5, 0xF7, 0xAC, 0x55, 0xD4, 0xFB, 0x51, 0xD3, 0xEF, 0x3C, 0xE5, 0x0C, /* 33 */
                          0xEF, 0x6E, 0x1A, 0x05, 0x35, 0x4C, 0x55, 0x46, 0x08, 0x8B, 0x76, 0x19, 0x36, 0xD0, 0xA7, 0x25,
                          0x3D, 0x2F, 0x06, 0x97, 0xAF, 0x65, 0x7F, 0xB7, 0x87, 0x5A, 0x89, 0x9B, 0x37, 0x52, 0x10, 0xFA,
                          0x8E, 0x88, 0xD2, 0x8E, 0xFD, 0x0E, 0xC8, 0x76, 0x2B, 0x9E, 0x9E, 0x7F, 0x18, 0x59, 0xC6, 0xAB}},
    {CXOF128, 8, 8, 64, {0x7C, 0x2F, 0xC5, 0x90, 0x4C, 0xC9, 0xAC, 0x51, 0x49, 0x02, 0xE5, 0x07, 0x47, 0xE3, 0x6F, 0x99, /* 273 */
                         0x3D, 0xBD, 0xE0, 0x34, 0xCB, 0x05, 0x58, 0x7A, 0xF1, 0x43, 0x2B, 0xF8, 0x1C, 0x74, 0xB1, 0xEC,
                         0x87, 0xEC, 0xF6, 0x17, 0x97, 0x01, 0x06, 0x44, 0x94, 0x48, 0x74, 0x76, 0xF6, 0x07, 0x71, 0x58,
                         0x53, 0xD7, 0x4C, 0x57, 0x27, 0x92, 0x5E, 0xBF, 0x49, 0x74, 0xE2, 0x5E, 0xB8, 0x87, 0x89, 0x19}},
    {CXOF128, 32, 32, 64, {0xF2, 0x2E, 0x68, 0xAF, 0xDB, 0xC5, 0xCE, 0xD4, 0x21, 0xB3, 0x67, 0x9E, 0x86, 0x06, 0x66, 0x6B, /* 1089 */
                           0x1E, 0x9F, 0x08, 0x0E, 0xF4, 0x2A, 0x70, 0xEF, 0x9B, 0xC3, 0x2D, 0x76, 0x4D, 0xDD, 0xF2, 0x7F,
                           0xCD, 0x87, 0x94, 0x90, 0x42, 0x89, 0x77, 0xC5, 0xAC, 0x7D, 0x7D, 0xB6, 0xCB, 0x16, 0xC9, 0xE2,
                           0x6A, 0x2C, 0xEA, 0x15, 0x86, 0xEC, 0x0A, 0xE2, 0xAA, 0x5C, 0x8B, 0x01, 0x35, 0xCF, 0xC3, 0x8C}},
};

static int start(uint8_t fn, lwc_ascon_hash_ctx *ctx, const uint8_t *z, size_t z_len)
{
    return fn == HASH256 ? lwc_ascon_hash256_init(ctx)
           : fn == XOF128 ? lwc_ascon_xof128_init(ctx)
                          : lwc_ascon_cxof128_init(ctx, z, z_len);
}

static int finish(uint8_t fn, lwc_ascon_hash_ctx *ctx, uint8_t *o, size_t o_len, size_t piece)
{
    if (fn == HASH256)
        return lwc_ascon_hash256_final(ctx, o);
    int rc = LWC_OK;
    for (size_t done = 0; done < o_len; done += piece)
        rc |= lwc_ascon_xof_squeeze(ctx, o + done, o_len - done < piece ? o_len - done : piece);
    return rc;
}

static void check_hashes(void)
{
    uint8_t z[32];
    lwc_ascon_hash_ctx ctx;
    for (uint8_t i = 0; i < sizeof hash_kat / sizeof hash_kat[0]; i++) {
        const uint8_t fn = hash_kat[i].fn, z_len = hash_kat[i].z_len, md_len = hash_kat[i].md_len;
        const uint16_t len = hash_kat[i].msg_len;
        const uint8_t *md = hash_kat[i].md;
        pattern(z, 0x10, z_len);
        if (len <= sizeof msg) {
            pattern(msg, 0x00, len);
            int rc = fn == HASH256  ? lwc_ascon_hash256(out, msg, len)
                     : fn == XOF128 ? lwc_ascon_xof128(out, md_len, msg, len)
                                    : lwc_ascon_cxof128(out, md_len, z, z_len, msg, len);
            target_check(rc == LWC_OK && memcmp(out, md, md_len) == 0, "hash one-shot", i);
            for (uint8_t skew = 0; skew < 2; skew++) {
                uint8_t *m = skewed_hash[0] + skew, *o = skewed_hash[1] + skew;
                pattern(m, 0x00, len);
                rc = fn == HASH256  ? lwc_ascon_hash256(o, m, len)
                     : fn == XOF128 ? lwc_ascon_xof128(o, md_len, m, len)
                                    : lwc_ascon_cxof128(o, md_len, z, z_len, m, len);
                target_check(rc == LWC_OK && memcmp(o, md, md_len) == 0, "hash alignment", (uint32_t)i * 100 + skew);
            }
            for (uint16_t cut = 0; cut <= len; cut++) {
                memset(out, 0, sizeof out);
                rc = start(fn, &ctx, z, z_len) | lwc_ascon_hash_update(&ctx, msg, cut) |
                     lwc_ascon_hash_update(&ctx, msg + cut, len - cut) | finish(fn, &ctx, out, md_len, md_len);
                target_check(rc == LWC_OK && memcmp(out, md, md_len) == 0, "hash split", (uint32_t)i * 100 + cut);
            }
        } else { /* 00 01 .. in pieces of 37 bytes from a 64-byte buffer */
            int rc = start(fn, &ctx, z, z_len);
            for (uint16_t done = 0; done < len; done += 37) {
                const uint16_t k = len - done < 37 ? len - done : 37;
                pattern(msg, (uint8_t)done, k);
                rc |= lwc_ascon_hash_update(&ctx, msg, k);
            }
            memset(out, 0, sizeof out);
            rc |= finish(fn, &ctx, out, md_len, 5);
            target_check(rc == LWC_OK && memcmp(out, md, md_len) == 0, "hash in pieces", i);
#if defined(ASCON_CHECK_FLASH)
            /* the same message from flash above 64 KB: whole, then in pieces of 1..9 bytes */
            const uint32_t far = pgm_get_far_address(far_pattern);
            rc = start(fn, &ctx, z, z_len) | lwc_ascon_hash_update_PF(&ctx, far, len);
            memset(out, 0, sizeof out);
            rc |= finish(fn, &ctx, out, md_len, md_len);
            target_check(rc == LWC_OK && memcmp(out, md, md_len) == 0, "hash from flash", i);
            rc = start(fn, &ctx, z, z_len);
            for (uint16_t done = 0, k = 1; done < len; done += k, k = (uint16_t)(k % 9 + 1))
                rc |= lwc_ascon_hash_update_PF(&ctx, far + done, len - done < k ? len - done : k);
            memset(out, 0, sizeof out);
            rc |= finish(fn, &ctx, out, md_len, md_len);
            target_check(rc == LWC_OK && memcmp(out, md, md_len) == 0, "hash from flash in pieces", i);
            target_check(lwc_ascon_hash_update_PF(&ctx, far, 1) == LWC_ERR_STATE, "hash from flash after output", i);
#endif
        }
    }
    lwc_wipe(&ctx, sizeof ctx);
}

/* The 256-byte customization string of ascon_kat_check.c (Z = 00 .. FF, message 00 .. 1F; value of
 * the designers' reference C), and 257 bytes refused. */
static void check_cxof_limit(void)
{
    static uint8_t z[257];
    static const uint8_t want[32] = {0xA6, 0xF3, 0x1D, 0x27, 0xEA, 0x85, 0x7F, 0x5C, 0x3C, 0x41, 0x0F,
                                     0xC8, 0x4D, 0x20, 0xC1, 0xFB, 0x8E, 0x5A, 0x97, 0x58, 0x86, 0xEC,
                                     0x35, 0x12, 0xD5, 0xF5, 0x45, 0x0A, 0x00, 0x4F, 0xCB, 0xB6};
    for (uint16_t i = 0; i < sizeof z; i++)
        z[i] = (uint8_t)i;
    pattern(msg, 0x00, 32);
    target_check(lwc_ascon_cxof128(out, 32, z, 256, msg, 32) == LWC_OK && memcmp(out, want, 32) == 0,
                 "cxof 256-byte customization", 256);
    target_check(lwc_ascon_cxof128(out, 32, z, 257, msg, 32) == LWC_ERR_LENGTH, "cxof 257-byte customization", 257);
}

int main(void)
{
    check_aead();
    check_hashes();
    check_cxof_limit();
    target_check_exit();
}
