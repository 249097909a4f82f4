/* Secret taint of Ascon under valgrind memcheck (ctgrind style), standalone like ascon_kat_check.c
 * until Ascon is in the library that tests/security/taint_check.c walks.
 *
 * Secret inputs are marked undefined (VALGRIND_MAKE_MEM_UNDEFINED) before each call, and memcheck
 * reports every conditional jump and every address computed from them:
 *  - Ascon-AEAD128 one-shot and through a prepared key (every tag length 4..16, with and without
 *    nonce masking): key, nonce, AD and plaintext secret for encryption; key, nonce, AD, ciphertext
 *    and tag secret for decryption, with a valid and a forged tag; text and AD lengths 0..40;
 *  - Ascon-Hash256, -XOF128, -CXOF128 one-shot and incremental (pieces of 1..9 bytes): message and
 *    customization string secret, lengths 0..40, outputs of 0..40 bytes.
 * Lengths and the verdict of a decryption are public by design: the test declassifies the return
 * value (VALGRIND_MAKE_MEM_DEFINED) before it looks at it.
 * Prints "N calls checked"; valgrind's --error-exitcode turns any report into a failure. */
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "lwc/ascon.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#define MAX_LEN 40

static unsigned calls, problems;
static uint32_t rng = 0x9e3779b9u;
static uint8_t key[32], nonce[16], ad[MAX_LEN], m[MAX_LEN], c[MAX_LEN], back[MAX_LEN], tag[16], z[MAX_LEN];
static uint8_t out[MAX_LEN];

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        rng ^= rng << 13;
        rng ^= rng >> 17;
        rng ^= rng << 5;
        p[i] = (uint8_t)rng;
    }
}

static void expect(int rc, int want, const char *what, size_t a, size_t b)
{
    PUBLIC(&rc, sizeof rc);
    calls++;
    if (rc != want) {
        problems++;
        printf("FAIL %s (%zu, %zu): rc %d, expected %d\n", what, a, b, rc, want);
    }
}

static void aead(size_t len, size_t ad_len)
{
    lwc_ascon_aead128_key k;
    fill(key, sizeof key);
    fill(nonce, sizeof nonce);
    fill(ad, ad_len);
    fill(m, len);
    SECRET(key, sizeof key);
    SECRET(nonce, sizeof nonce);
    SECRET(ad, sizeof ad);
    SECRET(m, sizeof m);
    expect(lwc_ascon_aead128_encrypt(c, tag, key, nonce, ad, ad_len, m, len), LWC_OK, "encrypt", len, ad_len);
    SECRET(c, sizeof c);
    SECRET(tag, sizeof tag);
    expect(lwc_ascon_aead128_decrypt(back, tag, key, nonce, ad, ad_len, c, len), LWC_OK, "decrypt", len, ad_len);
    tag[len % 16] ^= 0x04;
    expect(lwc_ascon_aead128_decrypt(back, tag, key, nonce, ad, ad_len, c, len), LWC_ERR_AUTH, "forged", len, ad_len);
    for (size_t key_len = 16; key_len <= 32; key_len += 16)
        for (size_t t = LWC_ASCON_TAG_MIN_BYTES; t <= 16; t++) {
            expect(lwc_ascon_aead128_key_init(&k, key, key_len, t), LWC_OK, "key_init", key_len, t);
            expect(lwc_ascon_aead128_key_encrypt(&k, c, tag, nonce, ad, ad_len, m, len), LWC_OK, "key_encrypt", len, t);
            SECRET(c, sizeof c);
            SECRET(tag, sizeof tag);
            expect(lwc_ascon_aead128_key_decrypt(&k, back, tag, nonce, ad, ad_len, c, len), LWC_OK, "key_decrypt", len, t);
            tag[t - 1] ^= 0x10;
            expect(lwc_ascon_aead128_key_decrypt(&k, back, tag, nonce, ad, ad_len, c, len), LWC_ERR_AUTH, "key_forged",
                   len, t);
        }
}

static void hashes(size_t len)
{
    lwc_ascon_hash_ctx ctx;
    fill(m, len);
    fill(z, len);
    SECRET(m, sizeof m);
    SECRET(z, sizeof z);
    expect(lwc_ascon_hash256(out, m, len), LWC_OK, "hash256", len, 0);
    expect(lwc_ascon_xof128(out, len, m, len), LWC_OK, "xof128", len, 0);
    expect(lwc_ascon_cxof128(out, len, z, len, m, len), LWC_OK, "cxof128", len, 0);
    const size_t piece = 1 + len % 9;
    for (int fn = 0; fn < 3; fn++) {
        int rc = fn == 0 ? lwc_ascon_hash256_init(&ctx) : fn == 1 ? lwc_ascon_xof128_init(&ctx)
                                                                  : lwc_ascon_cxof128_init(&ctx, z, len);
        for (size_t done = 0; done < len; done += piece)
            rc |= lwc_ascon_hash_update(&ctx, m + done, len - done < piece ? len - done : piece);
        if (fn == 0)
            rc |= lwc_ascon_hash256_final(&ctx, out);
        else
            for (size_t done = 0; done < len; done += piece)
                rc |= lwc_ascon_xof_squeeze(&ctx, out + done, len - done < piece ? len - done : piece);
        expect(rc, LWC_OK, "incremental", len, (size_t)fn);
    }
}

int main(void)
{
    for (size_t len = 0; len <= MAX_LEN; len++) {
        aead(len, len);
        aead(len, (len * 7) % (MAX_LEN + 1));
        hashes(len);
    }
    printf("%u calls checked, %u failed\n", calls, problems);
    return problems ? 1 : 0;
}
