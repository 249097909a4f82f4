/* Secret taint of the block-cipher modes under valgrind memcheck (ctgrind style), beside the
 * library-wide check of tests/security/taint_check.c: the cases where a mode could branch on a
 * counter or a padding byte.
 *
 * Secret inputs are marked undefined (VALGRIND_MAKE_MEM_UNDEFINED) before each call, and memcheck
 * reports every conditional jump and every address computed from them. Cases, over every cipher row
 * the mode takes:
 *  - GCM with ONLY THE KEY secret (IV, AD and text public), IV lengths 1..17, 28 and 39: for any IV
 *    but 12 bytes the first counter block J0 = GHASH_H(IV) depends on H = E_K(0), so a counter
 *    increment that stops at the first byte without a carry branches on the key;
 *  - GCM with key, IV, text and tag secret, every tag length 4..16, IV lengths 12 and 16;
 *  - CCM with key, nonce, text and tag secret, every nonce length 7..13 and tag length 4, 6, ..., 16;
 *  - CTR, OFB, CFB and CBC with the key, the IV and the text secret (CTR from counters that carry);
 *  - CTR over 129 blocks and 3 bytes and over 389 blocks, key, counter and text secret: the
 *    multi-block CTR cores' passes (PRESENT on x86-64: 128 and 256 blocks, whole and partial);
 *  - CBC with PKCS#7 with the key and the text secret, every padding length, and decryption of every
 *    kind of bad padding (the pad byte and the padding are secret: no branch and no index on them);
 * decryption with valid and forged tags. The verdict and the lengths a call returns are public by
 * design: the test declassifies them (VALGRIND_MAKE_MEM_DEFINED) before it looks at them.
 * Prints "N calls checked"; valgrind's --error-exitcode turns any report into a failure. */
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "lwc/lwc.h"
#include "lwc/modes.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#define MAX_TEXT 80

static unsigned calls, problems;
static uint32_t rng = 0x9e3779b9u;
static lwc_cipher_ctx ctx;
static uint8_t key[32], iv[48], ad[24], m[MAX_TEXT + 16], c[MAX_TEXT + 16], back[MAX_TEXT + 16], tag[16];

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        rng ^= rng << 13;
        rng ^= rng >> 17;
        rng ^= rng << 5;
        p[i] = (uint8_t)rng;
    }
}

static void expect(int ok, const char *alg, const char *what, size_t a, size_t b)
{
    calls++;
    if (!ok) {
        problems++;
        printf("FAIL %s %s (%zu, %zu)\n", alg, what, a, b);
    }
}

/* A fresh random key, marked secret before set_key expands it (the round keys are secret too). */
static void set_secret_key(const lwc_cipher_t *b)
{
    PUBLIC(&ctx, sizeof ctx);
    fill(key, sizeof key);
    SECRET(key, b->key_bytes);
    int rc = b->set_key(&ctx, key);
    expect(rc == LWC_OK, b->name, "set_key", b->key_bytes, 0);
}

static void all_public(void)
{
    PUBLIC(iv, sizeof iv);
    PUBLIC(ad, sizeof ad);
    PUBLIC(m, sizeof m);
    PUBLIC(c, sizeof c);
    PUBLIC(back, sizeof back);
    PUBLIC(tag, sizeof tag);
}

typedef int (*ae_enc)(const lwc_cipher_t *, const void *, const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *,
                      uint8_t *, size_t, const uint8_t *, size_t);
typedef int (*ae_dec)(const lwc_cipher_t *, const void *, const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *,
                      const uint8_t *, size_t, const uint8_t *, size_t);

/* One CCM/GCM round trip and one forgery; `text_secret`: the text, nonce and tag are secret as well. */
static void aead_case(const lwc_cipher_t *b, const char *name, ae_enc enc, ae_dec dec, size_t iv_len,
                      size_t tag_len, size_t len, int text_secret)
{
    fill(iv, iv_len);
    fill(ad, sizeof ad);
    fill(m, len);
    if (text_secret) {
        SECRET(iv, iv_len);
        SECRET(m, len);
    }
    int rc = enc(b, &ctx, iv, iv_len, ad, sizeof ad, c, tag, tag_len, m, len);
    PUBLIC(&rc, sizeof rc);
    expect(rc == LWC_OK, b->name, name, iv_len, tag_len);
    for (int forged = 0; forged < 2; forged++) {
        PUBLIC(tag, sizeof tag);
        PUBLIC(c, sizeof c);
        tag[0] ^= (uint8_t)forged;
        if (text_secret) {
            SECRET(iv, iv_len);
            SECRET(c, len);
            SECRET(tag, tag_len);
        }
        rc = dec(b, &ctx, iv, iv_len, ad, sizeof ad, back, tag, tag_len, c, len);
        PUBLIC(&rc, sizeof rc); /* the verdict is public */
        PUBLIC(back, sizeof back);
        PUBLIC(m, sizeof m);
        expect(rc == (forged ? LWC_ERR_AUTH : LWC_OK) && (forged || memcmp(back, m, len) == 0), b->name, name, iv_len,
               tag_len);
    }
    all_public();
}

static void gcm_ccm(const lwc_cipher_t *b)
{
    static const size_t gcm_ivs[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 39};
    set_secret_key(b);
    /* Only the key secret: every IV length, a text of several blocks (several counter increments). */
    for (size_t i = 0; i < sizeof gcm_ivs / sizeof gcm_ivs[0]; i++)
        aead_case(b, "gcm, key secret", lwc_gcm_encrypt, lwc_gcm_decrypt, gcm_ivs[i], 16, 67, 0);
    for (size_t t = 4; t <= 16; t++)
        for (size_t v = 12; v <= 16; v += 4)
            aead_case(b, "gcm, all secret", lwc_gcm_encrypt, lwc_gcm_decrypt, v, t, t == 4 ? 0 : 37, 1);
    for (size_t n = 7; n <= 13; n++)
        for (size_t t = 4; t <= 16; t += 2) {
            aead_case(b, "ccm, key secret", lwc_ccm_encrypt, lwc_ccm_decrypt, n, t, 50, 0);
            aead_case(b, "ccm, all secret", lwc_ccm_encrypt, lwc_ccm_decrypt, n, t, t == 4 ? 0 : 33, 1);
        }
}

/* The one-IV modes with key, IV and text secret; CTR's counter starts where it carries through every
 * byte of the block, or through some of them. */
static void iv_modes(const lwc_cipher_t *b)
{
    typedef int (*iv_fn)(const lwc_cipher_t *, const void *, const uint8_t *, uint8_t *, const uint8_t *, size_t);
    static const struct {
        const char *name;
        iv_fn fn;
        int whole;
    } modes[] = {{"ctr", lwc_ctr_crypt, 0},       {"ofb", lwc_ofb_crypt, 0},       {"cfb-enc", lwc_cfb_encrypt, 0},
                 {"cfb-dec", lwc_cfb_decrypt, 0}, {"cbc-enc", lwc_cbc_encrypt, 1}, {"cbc-dec", lwc_cbc_decrypt, 1}};
    const size_t bl = b->block_bytes;
    set_secret_key(b);
    for (size_t start = 0; start < 4; start++) {
        const size_t len = start == 3 ? 2 * bl + 3 : 4 * bl;
        fill(iv, bl);
        memset(iv + bl - (start == 0 ? bl : start), 0xff, start == 0 ? bl : start); /* the carries */
        iv[bl - 1] = (uint8_t)(iv[bl - 1] - start);
        for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
            const size_t n = modes[i].whole ? len - len % bl : len;
            fill(m, n);
            SECRET(iv, bl);
            SECRET(m, n);
            int rc = modes[i].fn(b, &ctx, iv, c, m, n);
            expect(rc == LWC_OK, b->name, modes[i].name, n, start);
            all_public();
        }
    }
}

/* CTR over texts long enough for every pass size of a multi-block core. */
#define LONG_BLOCKS 389 /* 256 + 128 + 5 */
static uint8_t long_m[LONG_BLOCKS * 16], long_c[LONG_BLOCKS * 16];
static void ctr_long(const lwc_cipher_t *b)
{
    const size_t bl = b->block_bytes;
    static const size_t lens[][2] = {{129, 3}, {LONG_BLOCKS, 0}}; /* blocks, bytes */
    set_secret_key(b);
    for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
        const size_t n = lens[l][0] * bl + lens[l][1];
        fill(iv, bl);
        memset(iv + bl - 3, 0xff, 2); /* a carry out of the low 16 bits on the way */
        fill(long_m, n);
        SECRET(iv, bl);
        SECRET(long_m, n);
        int rc = lwc_ctr_crypt(b, &ctx, iv, long_c, long_m, n);
        expect(rc == LWC_OK, b->name, "long ctr", n, 0);
        all_public();
        PUBLIC(long_m, sizeof long_m);
        PUBLIC(long_c, sizeof long_c);
    }
}

/* CBC with PKCS#7: every text length over two blocks and a bad padding of each kind. */
static void pkcs7(const lwc_cipher_t *b)
{
    const size_t bl = b->block_bytes == 8 ? 8 : 16; /* (the two block sizes, spelled out for gcc's bounds check) */
    set_secret_key(b);
    for (size_t len = 0; len <= 2 * bl; len++) {
        size_t n = 0;
        fill(iv, bl);
        fill(m, len);
        SECRET(m, len);
        int rc = lwc_cbc_encrypt_pkcs7(b, &ctx, iv, c, sizeof c, &n, m, len);
        PUBLIC(&n, sizeof n);
        expect(rc == LWC_OK && n == len - len % bl + bl, b->name, "pkcs7 encrypt", len, n);
        SECRET(c, n);
        rc = lwc_cbc_decrypt_pkcs7(b, &ctx, iv, back, &n, c, n);
        PUBLIC(&rc, sizeof rc);
        PUBLIC(&n, sizeof n);
        all_public();
        expect(rc == LWC_OK && n == len && memcmp(back, m, len) == 0, b->name, "pkcs7 decrypt", len, n);
    }
    /* Bad paddings: the last plaintext block chosen (CBC without padding encrypts it). */
    for (unsigned kind = 0; kind < bl + 2; kind++) {
        uint8_t last[16];
        fill(last, bl);
        if (kind == 0)
            last[bl - 1] = 0;
        else if (kind == 1)
            last[bl - 1] = (uint8_t)(bl + 1 + (last[0] & 0x3f));
        else { /* pad p = kind - 1 >= 1 with its first byte wrong (p = 1: nothing to be wrong, valid) */
            const size_t p = kind - 1;
            memset(last + bl - p, (int)p, p);
            if (p > 1)
                last[bl - p] ^= 0x20;
        }
        fill(m, bl);
        memcpy(m + bl, last, bl);
        fill(iv, bl);
        expect(lwc_cbc_encrypt(b, &ctx, iv, c, m, 2 * bl) == LWC_OK, b->name, "cbc", kind, 0);
        size_t n = 7;
        SECRET(c, 2 * bl);
        const int rc = lwc_cbc_decrypt_pkcs7(b, &ctx, iv, back, &n, c, 2 * bl);
        PUBLIC(&rc, sizeof rc);
        PUBLIC(&n, sizeof n);
        all_public();
        const int valid = kind == 2;
        expect(valid ? rc == LWC_OK && n == 2 * bl - 1 : rc == LWC_ERR_PADDING && n == 0, b->name, "bad pkcs7", kind, n);
    }
}

int main(void)
{
    for (size_t i = 0; i < lwc_cipher_count; i++) {
        const lwc_cipher_t *b = &lwc_ciphers[i];
        iv_modes(b);
        ctr_long(b);
        pkcs7(b);
        if (b->block_bytes == 16)
            gcm_ccm(b);
    }
    PUBLIC(&ctx, sizeof ctx);
    printf("modes taint check: %u calls checked, %u wrong results%s\n", calls, problems,
           RUNNING_ON_VALGRIND ? "" : " (not under valgrind: taint not checked)");
    return problems != 0;
}
