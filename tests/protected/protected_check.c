/* tests/protected/protected_check.c: the protected profile (LWC_PROFILE=protected, docs/protected.md) on
 * a target. The rows with a masked implementation say so (lwc_aead_protected: the TinyJAMBU rows; a row
 * without one, Romulus-N, says not and runs without a random source). Without a random source every
 * call of a protected row fails with LWC_ERR_RANDOM and its outputs wiped: the row's functions, its NIST
 * entry points, STREAM over it, the key cache and the prepared nonce (which stays unspent). With one,
 * the key cache and a STREAM context hold no key word (nor its complement) and their shares change on
 * every call, STREAM seals and opens, the key
 * cache and the prepared nonce give the one-shot output, a prepared nonce encrypts once, a wrong tag is
 * refused with the output wiped, and each call asks the random source for lwc_aead_random_bytes. The
 * vector files of the protected rows run through tools/run-vectors beside this. Closing
 * "N passed, M failed". */
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "lwc/nist.h"
#include "lwc/stream.h"
#include "target_io.h"
#include "target_print.h"

static uint32_t rng_state = 0x6C078965u;
static size_t rng_bytes;

/* The test's random source: xorshift32 (a test generator, not for use) */
static int test_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    for (size_t i = 0; i < len; i++) {
        rng_state ^= rng_state << 13;
        rng_state ^= rng_state >> 17;
        rng_state ^= rng_state << 5;
        out[i] = (uint8_t)rng_state;
    }
    rng_bytes += len;
    return 0;
}

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/* 1 when none of the key's 4-byte words (nor their complement) is in the n bytes at p, at any offset. */
static int holds_no_key_word(const uint8_t *p, size_t n, const uint8_t *key, size_t key_len)
{
    for (size_t w = 0; w + 4 <= key_len; w += 4)
        for (size_t i = 0; i + 4 <= n; i++) {
            int same = 1, complement = 1;
            for (unsigned j = 0; j < 4; j++) {
                same &= p[i + j] == key[w + j];
                complement &= (p[i + j] ^ key[w + j]) == 0xFFu;
            }
            if (same || complement)
                return 0;
        }
    return 1;
}

static uint8_t key[32], nonce[16], ad[8], m[24], c[24], c2[24], back[24], tag[16], tag2[16];

static void no_random_source(const lwc_aead_t *a, uint32_t n)
{
    lwc_set_random(NULL, NULL);
    memset(c, 0xAA, sizeof c);
    memset(tag, 0xAA, sizeof tag);
    target_check(a->encrypt(c, tag, key, nonce, ad, 3, m, 9) == LWC_ERR_RANDOM && all_zero(c, 9) &&
                     all_zero(tag, a->tag_bytes),
                 "no random source: encrypt refused, outputs wiped", n);
    memset(back, 0xAA, sizeof back);
    target_check(a->decrypt(back, tag, key, nonce, ad, 3, m, 9) == LWC_ERR_RANDOM && all_zero(back, 9),
                 "no random source: decrypt refused, output wiped", n);
    target_check(a->encrypt(NULL, tag, key, nonce, ad, 3, m, 9) == LWC_ERR_NULL,
                 "no random source: the argument checks first", n);
    unsigned long long clen = 0, mlen = 0;
    uint8_t nist_c[40];
    int nist_rc = -1;
#define NIST_ROW_(row, alg)                                                                           \
    if (strcmp(a->name, row) == 0)                                                                    \
        nist_rc = alg##_crypto_aead_encrypt(nist_c, &clen, m, 9, ad, 3, NULL, nonce, key);
    LWC_NIST_AEAD_LIST(NIST_ROW_)
#undef NIST_ROW_
    target_check(nist_rc == LWC_ERR_RANDOM, "no random source: NIST entry point refused", n);
    (void)mlen;
    lwc_stream_ctx s;
    memset(c, 0xAA, sizeof c);
    target_check(lwc_stream_seal_init(&s, a, key, nonce) == LWC_ERR_RANDOM && all_zero((const uint8_t *)&s, sizeof s),
                 "no random source: STREAM refused at its start, context wiped", n);
    lwc_set_random(test_random, NULL);
    target_check(lwc_stream_seal_init(&s, a, key, nonce) == LWC_OK, "STREAM start", n);
    lwc_set_random(NULL, NULL);
    memset(c, 0xAA, sizeof c);
    target_check(lwc_stream_seal(&s, c, tag, NULL, 0, m, 9, LWC_STREAM_LAST) == LWC_ERR_RANDOM && all_zero(c, 9),
                 "no random source: STREAM chunk refused, output wiped", n);
    (void)lwc_stream_end(&s);
    lwc_set_random(test_random, NULL);
}

/* STREAM over a protected row keeps the row's masked key object, re-masked by every chunk: no key word
 * in the context at any time; two chunks seal and open. */
static void stream_in_shares(const lwc_aead_t *a, uint32_t n)
{
    lwc_stream_ctx s, o;
    uint8_t c1[24], t1[16], c2[24], t2[16];
    target_check(lwc_stream_seal_init(&s, a, key, nonce) == LWC_OK &&
                     holds_no_key_word((const uint8_t *)&s, sizeof s, key, a->key_bytes),
                 "STREAM context: shares only", n);
    lwc_stream_ctx before = s;
    target_check(lwc_stream_seal(&s, c1, t1, ad, 3, m, 9, LWC_STREAM_MORE) == LWC_OK &&
                     memcmp(before.masked_key, s.masked_key, sizeof s.masked_key) != 0 &&
                     holds_no_key_word((const uint8_t *)&s, sizeof s, key, a->key_bytes),
                 "STREAM chunk: re-masked, shares only", n);
    target_check(lwc_stream_seal(&s, c2, t2, NULL, 0, m, 5, LWC_STREAM_LAST) == LWC_OK && lwc_stream_end(&s) == LWC_OK,
                 "STREAM final chunk", n);
    target_check(lwc_stream_open_init(&o, a, key, nonce) == LWC_OK &&
                     lwc_stream_open(&o, back, t1, ad, 3, c1, 9, LWC_STREAM_MORE) == LWC_OK && memcmp(back, m, 9) == 0 &&
                     lwc_stream_open(&o, back, t2, NULL, 0, c2, 5, LWC_STREAM_LAST) == LWC_OK &&
                     memcmp(back, m, 5) == 0 && lwc_stream_end(&o) == LWC_OK,
                 "STREAM opened", n);
}

#if !defined(LWC_NO_TINYJAMBU)
static void tinyjambu_objects(void)
{
    static const struct {
        lwc_aead_encrypt_fn encrypt;
        size_t key_len;
    } rows[] = {{lwc_tinyjambu128_encrypt, 16}, {lwc_tinyjambu192_encrypt, 24}, {lwc_tinyjambu256_encrypt, 32}};
    for (uint32_t v = 0; v < 3; v++) {
        const size_t key_len = rows[v].key_len;
        lwc_tinyjambu_key k;
        lwc_tinyjambu_prepared p;
        lwc_set_random(NULL, NULL);
        target_check(lwc_tinyjambu_key_init(&k, key, key_len) == LWC_ERR_RANDOM, "no random source: key init refused", v);
        lwc_set_random(test_random, NULL);
        rng_bytes = 0;
        target_check(lwc_tinyjambu_key_init(&k, key, key_len) == LWC_OK &&
                         rng_bytes == lwc_tinyjambu_masked_key_init_random_bytes(key_len),
                     "key init, its random bytes as lwc_tinyjambu_masked_key_init_random_bytes", v);
        target_check(holds_no_key_word((const uint8_t *)&k, sizeof k, key, key_len), "key object: shares only", v);
        lwc_tinyjambu_key before = k;
        rows[v].encrypt(c2, tag2, key, nonce, ad, 3, m, 9);
        target_check(lwc_tinyjambu_key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_OK && memcmp(c, c2, 9) == 0 &&
                         memcmp(tag, tag2, 8) == 0,
                     "key cache: the one-shot output", v);
        target_check(memcmp(&before, &k, sizeof k) != 0, "key object re-masked by the call", v);
        target_check(holds_no_key_word((const uint8_t *)&k, sizeof k, key, key_len), "key object after a call", v);
        target_check(lwc_tinyjambu_key_decrypt(&k, back, tag, nonce, ad, 3, c, 9) == LWC_OK && memcmp(back, m, 9) == 0,
                     "key cache: decrypt", v);
        tag[0] ^= 1;
        memset(back, 0x55, sizeof back);
        target_check(lwc_tinyjambu_key_decrypt(&k, back, tag, nonce, ad, 3, c, 9) == LWC_ERR_AUTH && all_zero(back, 9),
                     "key cache: wrong tag refused, output wiped", v);
        lwc_set_random(NULL, NULL);
        target_check(lwc_tinyjambu_key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_ERR_RANDOM && all_zero(c, 9),
                     "no random source: key cache refused", v);
        lwc_set_random(test_random, NULL);
        target_check(lwc_tinyjambu_prepare(&p, &k, nonce) == LWC_OK, "prepare", v);
        target_check(holds_no_key_word((const uint8_t *)&p, sizeof p, key, key_len), "prepared object: shares only", v);
        lwc_set_random(NULL, NULL);
        target_check(lwc_tinyjambu_prepared_encrypt(&p, c, tag, ad, 3, m, 9) == LWC_ERR_RANDOM && all_zero(c, 9),
                     "no random source: prepared encrypt refused", v);
        lwc_set_random(test_random, NULL);
        target_check(lwc_tinyjambu_prepared_decrypt(&p, back, tag2, ad, 3, c2, 9) == LWC_OK && memcmp(back, m, 9) == 0,
                     "prepared decrypt", v);
        target_check(lwc_tinyjambu_prepared_encrypt(&p, c, tag, ad, 3, m, 9) == LWC_OK && memcmp(c, c2, 9) == 0 &&
                         memcmp(tag, tag2, 8) == 0,
                     "prepared encrypt (not spent by the refused call): the one-shot output", v);
        target_check(lwc_tinyjambu_prepared_encrypt(&p, c, tag, ad, 3, m, 9) == LWC_ERR_STATE,
                     "prepared object encrypts once", v);
        lwc_wipe(&k, sizeof k);
    }
}
#endif

int main(void)
{
    for (unsigned i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(0x31 * i + 7);
    for (unsigned i = 0; i < sizeof nonce; i++)
        nonce[i] = (uint8_t)(0x0B * i + 1);
    for (unsigned i = 0; i < sizeof m; i++)
        m[i] = (uint8_t)(0x45 * i + 3);
    memcpy(ad, "protect", 8);
    lwc_set_random(test_random, NULL);
    unsigned protected_rows = 0;
    for (size_t i = 0; i < lwc_aead_count; i++) {
        const lwc_aead_t *a = &lwc_aeads[i];
        if (!lwc_aead_protected(a->name)) {
            target_check(lwc_aead_random_bytes(a->name, 3, 9) == 0, "unprotected row: no random bytes", (uint32_t)i);
            continue;
        }
        protected_rows++;
        no_random_source(a, (uint32_t)i);
        rng_bytes = 0;
        target_check(a->encrypt(c, tag, key, nonce, ad, 3, m, 9) == LWC_OK, "encrypt", (uint32_t)i);
        target_check(rng_bytes == lwc_aead_random_bytes(a->name, 3, 9) && rng_bytes > 0,
                     "random bytes as lwc_aead_random_bytes", (uint32_t)i);
        target_check(a->decrypt(back, tag, key, nonce, ad, 3, c, 9) == LWC_OK && memcmp(back, m, 9) == 0, "decrypt",
                     (uint32_t)i);
        stream_in_shares(a, (uint32_t)i);
    }
#if !defined(LWC_NO_TINYJAMBU)
    target_check(lwc_aead_protected("tinyjambu-128") && lwc_aead_protected("tinyjambu-192") &&
                     lwc_aead_protected("tinyjambu-256"),
                 "the TinyJAMBU rows are protected", 0);
    tinyjambu_objects();
#endif
#if !defined(LWC_NO_ROMULUS)
    lwc_set_random(NULL, NULL);
    target_check(!lwc_aead_protected("romulus-n") &&
                     lwc_romulus_n_encrypt(c, tag, key, nonce, ad, 3, m, 9) == LWC_OK,
                 "a row without a masked implementation: its fast code, no random source needed", 0);
#endif
    target_check(protected_rows >= 3, "protected rows", protected_rows);
    target_check_exit();
}
