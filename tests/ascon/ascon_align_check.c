/* Firmware (every target): Ascon with its buffers at every byte alignment. A backend may take
 * word accesses where buffers are aligned and byte accesses elsewhere (the E31 traps on unaligned
 * words), so every (input, output) offset pair 0..3 must give the results of the aligned buffers:
 * Ascon-AEAD128 encryption and decryption of 53 bytes (three full blocks and a partial one) with
 * 21 bytes of AD, in place too, and Ascon-Hash256 / Ascon-XOF128 of 45 bytes (five full blocks and
 * a partial one) with 40 bytes of XOF output. The aligned results themselves are the KAT-checked
 * ones of ascon_target_check.c. Prints "N passed, M failed" (target_print.h). */
#include <string.h>

#include "lwc/ascon.h"
#include "target_print.h"

#define MSG_LEN 53
#define AD_LEN 21
#define HASH_LEN 45
#define XOF_LEN 40

static uint32_t words_in[20], words_out[20], words_ad[8]; /* 4-byte aligned backing stores */
static uint8_t want_ct[MSG_LEN], want_tag[16], want_digest[32], want_xof[XOF_LEN], msg[MSG_LEN], ad[AD_LEN];

static void pattern(uint8_t *p, uint8_t first, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)(first + 7 * i);
}

int main(void)
{
    uint8_t key[16], nonce[16], tag[16];
    pattern(key, 0x00, 16);
    pattern(nonce, 0x10, 16);
    pattern(msg, 0x20, MSG_LEN);
    pattern(ad, 0x30, AD_LEN);
    uint8_t *const in0 = (uint8_t *)words_in, *const out0 = (uint8_t *)words_out, *const ad0 = (uint8_t *)words_ad;
    memcpy(in0, msg, MSG_LEN);
    memcpy(ad0, ad, AD_LEN);
    target_check(lwc_ascon_aead128_encrypt(want_ct, want_tag, key, nonce, ad0, AD_LEN, in0, MSG_LEN) == LWC_OK,
                 "aligned encrypt", 0);
    target_check(lwc_ascon_hash256(want_digest, in0, HASH_LEN) == LWC_OK, "aligned hash", 0);
    target_check(lwc_ascon_xof128(want_xof, XOF_LEN, in0, HASH_LEN) == LWC_OK, "aligned xof", 0);
    for (unsigned i = 0; i < 4; i++) {
        for (unsigned o = 0; o < 4; o++) {
            const uint32_t n = 10 * i + o;
            uint8_t *const in = in0 + i, *const out = out0 + o, *const a = ad0 + (i ^ o);
            memcpy(in, msg, MSG_LEN);
            memcpy(a, ad, AD_LEN);
            memset(out0, 0, sizeof words_out);
            int rc = lwc_ascon_aead128_encrypt(out, tag, key, nonce, a, AD_LEN, in, MSG_LEN);
            target_check(rc == LWC_OK && memcmp(out, want_ct, MSG_LEN) == 0 && memcmp(tag, want_tag, 16) == 0,
                         "encrypt at offsets", n);
            memset(in0, 0, sizeof words_in);
            rc = lwc_ascon_aead128_decrypt(in, want_tag, key, nonce, a, AD_LEN, out, MSG_LEN);
            target_check(rc == LWC_OK && memcmp(in, msg, MSG_LEN) == 0, "decrypt at offsets", n);
            rc = lwc_ascon_aead128_decrypt(out, want_tag, key, nonce, a, AD_LEN, out, MSG_LEN);
            target_check(rc == LWC_OK && memcmp(out, msg, MSG_LEN) == 0, "decrypt in place at offset", n);
            rc = lwc_ascon_aead128_encrypt(out, tag, key, nonce, a, AD_LEN, out, MSG_LEN);
            target_check(rc == LWC_OK && memcmp(out, want_ct, MSG_LEN) == 0 && memcmp(tag, want_tag, 16) == 0,
                         "encrypt in place at offset", n);
            memcpy(in, msg, HASH_LEN);
            rc = lwc_ascon_hash256(out, in, HASH_LEN);
            target_check(rc == LWC_OK && memcmp(out, want_digest, 32) == 0, "hash at offsets", n);
            rc = lwc_ascon_xof128(out, XOF_LEN, in, HASH_LEN);
            target_check(rc == LWC_OK && memcmp(out, want_xof, XOF_LEN) == 0, "xof at offsets", n);
        }
    }
    target_check_exit();
}
