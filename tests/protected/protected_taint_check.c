/* tests/protected/protected_taint_check.c: the protected profile's calls under valgrind memcheck, as
 * tests/security/taint_check.c does for the other profiles (ctgrind style): the library compiled once
 * more into this program with LWC_PROTECTED (and LWC_CT_ANNOTATE: the tag verdict declassified where
 * the library returns it, src/common/aead_args.h). Before every call the key, the message, for a
 * decryption the ciphertext and the tag, and every random word the source gives (the masks: as secret
 * as the key) are marked undefined; memcheck reports any branch or address computed from them.
 * Checked: every protected row's one-shot encryption and decryption (valid and forged tag), Ascon's
 * prepared key with each option (nonce masking, a truncated tag), Romulus's prepared key (N, M, T) and
 * TinyJAMBU's key cache, several lengths. Prints "N calls checked"; exit 0 (valgrind's
 * --error-exitcode turns a report into a failure). Without valgrind the marks do nothing. */
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "lwc/lwc.h"
#include "lwc/masked.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

static unsigned calls, problems;
static uint32_t rng = 0x243f6a88u;
static uint8_t key[32], nonce[16], ad[8], m[48], c[48], back[48], tag[16];

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        rng ^= rng << 13;
        rng ^= rng >> 17;
        rng ^= rng << 5;
        p[i] = (uint8_t)rng;
    }
}

/* The random source: xorshift32 (test only), every byte it gives marked secret. */
static int secret_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    fill(out, len);
    SECRET(out, len);
    return 0;
}

static void expect(int ok, const char *row, const char *what, size_t len)
{
    PUBLIC(&ok, sizeof ok);
    calls++;
    if (!ok) {
        problems++;
        printf("FAIL %s %s (%zu bytes)\n", row, what, len);
    }
}

static void all_public(void)
{
    PUBLIC(key, sizeof key);
    PUBLIC(m, sizeof m);
    PUBLIC(c, sizeof c);
    PUBLIC(back, sizeof back);
    PUBLIC(tag, sizeof tag);
}

/* Encryption with fresh secrets, then decryption of the result with a valid and a forged tag. enc and
 * dec wrap the call (one-shot or through a key object). */
typedef int (*enc_fn)(const void *obj, size_t len);
typedef int (*dec_fn)(const void *obj, size_t len);

static void round_trip(const char *row, const void *obj, enc_fn enc, dec_fn dec, size_t key_len, size_t tag_len)
{
    static const size_t lengths[] = {0, 17, 48};
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
        const size_t len = lengths[i];
        fill(m, sizeof m);
        SECRET(key, key_len);
        SECRET(m, len);
        expect(enc(obj, len) == LWC_OK, row, "encrypt", len);
        for (int forged = 0; forged < 2; forged++) {
            PUBLIC(tag, sizeof tag);
            tag[tag_len - 1] ^= (uint8_t)forged;
            SECRET(tag, tag_len);
            SECRET(c, len);
            const int rc = dec(obj, len);
            PUBLIC(back, len);
            int zero = 1;
            for (size_t j = 0; j < len; j++)
                zero &= back[j] == 0;
            expect(forged ? rc == LWC_ERR_AUTH && zero : rc == LWC_OK, row, forged ? "decrypt forged" : "decrypt", len);
        }
        all_public();
    }
}

static const lwc_aead_t *row_now;
static int row_enc(const void *obj, size_t len)
{
    (void)obj;
    return row_now->encrypt(c, tag, key, nonce, ad, 3, m, len);
}
static int row_dec(const void *obj, size_t len)
{
    (void)obj;
    return row_now->decrypt(back, tag, key, nonce, ad, 3, c, len);
}

#if !defined(LWC_NO_ASCON)
static int ascon_enc(const void *obj, size_t len)
{
    return lwc_ascon_aead128_key_encrypt(obj, c, tag, nonce, ad, 3, m, len);
}
static int ascon_dec(const void *obj, size_t len)
{
    return lwc_ascon_aead128_key_decrypt(obj, back, tag, nonce, ad, 3, c, len);
}
#endif

#if !defined(LWC_NO_ROMULUS)
#define ROMULUS_OBJECT_CALLS(v)                                                                 \
    static int romulus_##v##_enc(const void *obj, size_t len)                                   \
    {                                                                                           \
        return lwc_romulus_##v##_key_encrypt(obj, c, tag, nonce, ad, 3, m, len);                \
    }                                                                                           \
    static int romulus_##v##_dec(const void *obj, size_t len)                                   \
    {                                                                                           \
        return lwc_romulus_##v##_key_decrypt(obj, back, tag, nonce, ad, 3, c, len);             \
    }
ROMULUS_OBJECT_CALLS(n)
ROMULUS_OBJECT_CALLS(m)
ROMULUS_OBJECT_CALLS(t)
#endif

#if !defined(LWC_NO_TINYJAMBU)
static int tinyjambu_enc(const void *obj, size_t len)
{
    return lwc_tinyjambu_key_encrypt(obj, c, tag, nonce, ad, 3, m, len);
}
static int tinyjambu_dec(const void *obj, size_t len)
{
    return lwc_tinyjambu_key_decrypt(obj, back, tag, nonce, ad, 3, c, len);
}
#endif

int main(void)
{
    lwc_set_random(secret_random, NULL);
    fill(key, sizeof key);
    fill(nonce, sizeof nonce);
    fill(ad, sizeof ad);
    unsigned rows = 0;
    for (size_t i = 0; i < lwc_aead_count; i++) {
        row_now = &lwc_aeads[i];
        if (!lwc_aead_protected(row_now->name))
            continue;
        rows++;
        round_trip(row_now->name, NULL, row_enc, row_dec, row_now->key_bytes, row_now->tag_bytes);
    }
    expect(rows >= 5, "the protected rows", "found", rows);
#if !defined(LWC_NO_ASCON)
    static const size_t opts[][2] = {{16, 16}, {16, 4}, {32, 16}, {32, 5}};
    for (size_t o = 0; o < sizeof opts / sizeof opts[0]; o++) {
        lwc_ascon_aead128_key k;
        SECRET(key, opts[o][0]);
        expect(lwc_ascon_aead128_key_init(&k, key, opts[o][0], opts[o][1]) == LWC_OK, "ascon key object", "init",
               opts[o][0]);
        round_trip("ascon key object", &k, ascon_enc, ascon_dec, opts[o][0], opts[o][1]);
        lwc_wipe(&k, sizeof k);
    }
#endif
#if !defined(LWC_NO_ROMULUS)
    {
        lwc_romulus_key k;
        SECRET(key, 16);
        expect(lwc_romulus_key_init(&k, key) == LWC_OK, "romulus key object", "init", 16);
        round_trip("romulus-n key object", &k, romulus_n_enc, romulus_n_dec, 16, 16);
        round_trip("romulus-m key object", &k, romulus_m_enc, romulus_m_dec, 16, 16);
        round_trip("romulus-t key object", &k, romulus_t_enc, romulus_t_dec, 16, 16);
        lwc_wipe(&k, sizeof k);
    }
#endif
#if !defined(LWC_NO_TINYJAMBU)
    for (size_t kl = 16; kl <= 32; kl += 8) {
        lwc_tinyjambu_key k;
        SECRET(key, kl);
        expect(lwc_tinyjambu_key_init(&k, key, kl) == LWC_OK, "tinyjambu key cache", "init", kl);
        round_trip("tinyjambu key cache", &k, tinyjambu_enc, tinyjambu_dec, kl, 8);
        lwc_wipe(&k, sizeof k);
    }
#endif
    all_public();
    printf("%u calls checked, %u problems\n", calls, problems);
    return problems != 0;
}
