/* tests/protected/protected_check.c: the protected profile (LWC_PROFILE=protected, docs/protected.md) on
 * a target. The rows with a masked implementation say so (lwc_aead_protected: the TinyJAMBU rows,
 * Romulus-T and Ascon-AEAD128; a row without one, Romulus-N, says not and runs without a random source). Without a random source every
 * call of a protected row fails with LWC_ERR_RANDOM and its outputs wiped: the row's functions, its NIST
 * entry points, STREAM over it, the key cache and the prepared nonce (which stays unspent). With one,
 * the key cache and a STREAM context hold no key word (nor its complement) and their shares change on
 * every call, STREAM seals and opens, the key
 * cache and the prepared nonce give the one-shot output, a prepared nonce encrypts once, a wrong tag is
 * refused with the output wiped, and each call asks the random source for lwc_aead_random_bytes. The
 * prepared keys of Ascon-AEAD128 (with a truncated tag and nonce masking) and of Romulus (N, M, T) hold
 * no key word either, before and after their calls, Ascon's and Romulus-T's calls re-mask them, every
 * call gives the one-shot output, and without a random source their init and their masked calls are
 * refused with the outputs wiped (Romulus-N and -M through the object need none). The vector files of the protected rows run through tools/run-vectors beside this. Closing
 * "N passed, M failed". */
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "lwc/nist.h"
#include "lwc/stream.h"
#include "lwc_target_config.h"
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
    TARGET_CHECK(a->encrypt(c, tag, key, nonce, ad, 3, m, 9) == LWC_ERR_RANDOM && all_zero(c, 9) &&
                     all_zero(tag, a->tag_bytes),
                 "no random source: encrypt refused, outputs wiped", n);
    memset(back, 0xAA, sizeof back);
    TARGET_CHECK(a->decrypt(back, tag, key, nonce, ad, 3, m, 9) == LWC_ERR_RANDOM && all_zero(back, 9),
                 "no random source: decrypt refused, output wiped", n);
    TARGET_CHECK(a->encrypt(NULL, tag, key, nonce, ad, 3, m, 9) == LWC_ERR_NULL,
                 "no random source: the argument checks first", n);
    unsigned long long clen = 0, mlen = 0;
    uint8_t nist_c[40];
    int nist_rc = -1;
#define NIST_ROW_(row, alg)                                                                           \
    if (strcmp(a->name, row) == 0)                                                                    \
        nist_rc = alg##_crypto_aead_encrypt(nist_c, &clen, m, 9, ad, 3, NULL, nonce, key);
    LWC_NIST_AEAD_LIST(NIST_ROW_)
#undef NIST_ROW_
    TARGET_CHECK(nist_rc == LWC_ERR_RANDOM, "no random source: NIST entry point refused", n);
    (void)mlen;
    lwc_stream_ctx s;
    memset(c, 0xAA, sizeof c);
    TARGET_CHECK(lwc_stream_seal_init(&s, a, key, nonce) == LWC_ERR_RANDOM && all_zero((const uint8_t *)&s, sizeof s),
                 "no random source: STREAM refused at its start, context wiped", n);
    lwc_set_random(test_random, NULL);
    TARGET_CHECK(lwc_stream_seal_init(&s, a, key, nonce) == LWC_OK, "STREAM start", n);
    lwc_set_random(NULL, NULL);
    memset(c, 0xAA, sizeof c);
    TARGET_CHECK(lwc_stream_seal(&s, c, tag, NULL, 0, m, 9, LWC_STREAM_LAST) == LWC_ERR_RANDOM && all_zero(c, 9),
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
    TARGET_CHECK(lwc_stream_seal_init(&s, a, key, nonce) == LWC_OK &&
                     holds_no_key_word((const uint8_t *)&s, sizeof s, key, a->key_bytes),
                 "STREAM context: shares only", n);
    lwc_stream_ctx before = s;
    TARGET_CHECK(lwc_stream_seal(&s, c1, t1, ad, 3, m, 9, LWC_STREAM_MORE) == LWC_OK &&
                     memcmp(before.masked_key, s.masked_key, sizeof s.masked_key) != 0 &&
                     holds_no_key_word((const uint8_t *)&s, sizeof s, key, a->key_bytes),
                 "STREAM chunk: re-masked, shares only", n);
    TARGET_CHECK(lwc_stream_seal(&s, c2, t2, NULL, 0, m, 5, LWC_STREAM_LAST) == LWC_OK && lwc_stream_end(&s) == LWC_OK,
                 "STREAM final chunk", n);
    TARGET_CHECK(lwc_stream_open_init(&o, a, key, nonce) == LWC_OK &&
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
        TARGET_CHECK(lwc_tinyjambu_key_init(&k, key, key_len) == LWC_ERR_RANDOM, "no random source: key init refused", v);
        lwc_set_random(test_random, NULL);
        rng_bytes = 0;
        TARGET_CHECK(lwc_tinyjambu_key_init(&k, key, key_len) == LWC_OK &&
                         rng_bytes == lwc_tinyjambu_masked_key_init_random_bytes(key_len),
                     "key init, its random bytes as lwc_tinyjambu_masked_key_init_random_bytes", v);
        TARGET_CHECK(holds_no_key_word((const uint8_t *)&k, sizeof k, key, key_len), "key object: shares only", v);
        lwc_tinyjambu_key before = k;
        rows[v].encrypt(c2, tag2, key, nonce, ad, 3, m, 9);
        TARGET_CHECK(lwc_tinyjambu_key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_OK && memcmp(c, c2, 9) == 0 &&
                         memcmp(tag, tag2, 8) == 0,
                     "key cache: the one-shot output", v);
        TARGET_CHECK(memcmp(&before, &k, sizeof k) != 0, "key object re-masked by the call", v);
        TARGET_CHECK(holds_no_key_word((const uint8_t *)&k, sizeof k, key, key_len), "key object after a call", v);
        TARGET_CHECK(lwc_tinyjambu_key_decrypt(&k, back, tag, nonce, ad, 3, c, 9) == LWC_OK && memcmp(back, m, 9) == 0,
                     "key cache: decrypt", v);
        tag[0] ^= 1;
        memset(back, 0x55, sizeof back);
        TARGET_CHECK(lwc_tinyjambu_key_decrypt(&k, back, tag, nonce, ad, 3, c, 9) == LWC_ERR_AUTH && all_zero(back, 9),
                     "key cache: wrong tag refused, output wiped", v);
        lwc_set_random(NULL, NULL);
        TARGET_CHECK(lwc_tinyjambu_key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_ERR_RANDOM && all_zero(c, 9),
                     "no random source: key cache refused", v);
        lwc_set_random(test_random, NULL);
        TARGET_CHECK(lwc_tinyjambu_prepare(&p, &k, nonce) == LWC_OK, "prepare", v);
        TARGET_CHECK(holds_no_key_word((const uint8_t *)&p, sizeof p, key, key_len), "prepared object: shares only", v);
        lwc_set_random(NULL, NULL);
        TARGET_CHECK(lwc_tinyjambu_prepared_encrypt(&p, c, tag, ad, 3, m, 9) == LWC_ERR_RANDOM && all_zero(c, 9),
                     "no random source: prepared encrypt refused", v);
        lwc_set_random(test_random, NULL);
        TARGET_CHECK(lwc_tinyjambu_prepared_decrypt(&p, back, tag2, ad, 3, c2, 9) == LWC_OK && memcmp(back, m, 9) == 0,
                     "prepared decrypt", v);
        TARGET_CHECK(lwc_tinyjambu_prepared_encrypt(&p, c, tag, ad, 3, m, 9) == LWC_OK && memcmp(c, c2, 9) == 0 &&
                         memcmp(tag, tag2, 8) == 0,
                     "prepared encrypt (not spent by the refused call): the one-shot output", v);
        TARGET_CHECK(lwc_tinyjambu_prepared_encrypt(&p, c, tag, ad, 3, m, 9) == LWC_ERR_STATE,
                     "prepared object encrypts once", v);
        lwc_wipe(&k, sizeof k);
    }
}
#endif

#if !defined(LWC_NO_ASCON)
/* Ascon-AEAD128's prepared key: with each option (a truncated tag, nonce masking) its calls give the
 * one-shot output (under N ^ K2, truncated), its object holds neither K nor K2 and changes on every
 * call. */
static void ascon_objects(void)
{
    static const struct {
        size_t key_len, tag_len;
    } opts[] = {{16, 16}, {16, 4}, {32, 16}, {32, 5}};
    for (uint32_t v = 0; v < sizeof opts / sizeof opts[0]; v++) {
        const size_t key_len = opts[v].key_len, tag_len = opts[v].tag_len;
        lwc_ascon_aead128_key k;
        lwc_set_random(NULL, NULL);
        TARGET_CHECK(lwc_ascon_aead128_key_init(&k, key, key_len, tag_len) == LWC_ERR_RANDOM &&
                         all_zero((const uint8_t *)&k, sizeof k),
                     "ascon: no random source: key init refused, object wiped", v);
        lwc_set_random(test_random, NULL);
        rng_bytes = 0;
        TARGET_CHECK(lwc_ascon_aead128_key_init(&k, key, key_len, tag_len) == LWC_OK &&
                         rng_bytes == (key_len == 32 ? 32u : 16u),
                     "ascon: key init, 16 random bytes per 16 key bytes", v);
        TARGET_CHECK(holds_no_key_word((const uint8_t *)&k, sizeof k, key, key_len), "ascon: key object: shares only", v);
        uint8_t n2[16];
        for (unsigned i = 0; i < 16; i++)
            n2[i] = (uint8_t)(nonce[i] ^ (key_len == 32 ? key[16 + i] : 0));
        lwc_ascon_aead128_encrypt(c2, tag2, key, n2, ad, 3, m, 9);
        lwc_ascon_aead128_key before = k;
        memset(tag, 0xAA, sizeof tag);
        rng_bytes = 0;
        TARGET_CHECK(lwc_ascon_aead128_key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_OK && memcmp(c, c2, 9) == 0 &&
                         memcmp(tag, tag2, tag_len) == 0 && (tag_len == 16 || tag[tag_len] == 0xAA),
                     "ascon: key object: the one-shot output (N ^ K2, the tag truncated)", v);
        TARGET_CHECK(rng_bytes == lwc_ascon_aead128_masked_random_bytes(3, 9) + (key_len == 32 ? 16u : 0u),
                     "ascon: key object: the masked call's random bytes, 16 more with nonce masking", v);
        TARGET_CHECK(memcmp(&before, &k, sizeof k) != 0, "ascon: key object re-masked by the call", v);
        TARGET_CHECK(holds_no_key_word((const uint8_t *)&k, sizeof k, key, key_len), "ascon: key object after a call", v);
        TARGET_CHECK(lwc_ascon_aead128_key_decrypt(&k, back, tag, nonce, ad, 3, c, 9) == LWC_OK && memcmp(back, m, 9) == 0,
                     "ascon: key object: decrypt", v);
        for (size_t i = 0; i < tag_len; i += tag_len - 1) { /* the first and the last byte checked */
            tag[i] ^= 0x10;
            memset(back, 0x55, sizeof back);
            TARGET_CHECK(lwc_ascon_aead128_key_decrypt(&k, back, tag, nonce, ad, 3, c, 9) == LWC_ERR_AUTH &&
                             all_zero(back, 9),
                         "ascon: key object: wrong tag refused, output wiped", (uint32_t)(v * 100 + i));
            tag[i] ^= 0x10;
        }
        c[0] ^= 1;
        TARGET_CHECK(lwc_ascon_aead128_key_decrypt(&k, back, tag, nonce, ad, 3, c, 9) == LWC_ERR_AUTH && all_zero(back, 9),
                     "ascon: key object: wrong ciphertext refused", v);
        c[0] ^= 1;
        lwc_set_random(NULL, NULL);
        memset(c, 0xAA, sizeof c);
        memset(tag, 0xAA, sizeof tag);
        TARGET_CHECK(lwc_ascon_aead128_key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_ERR_RANDOM && all_zero(c, 9) &&
                         all_zero(tag, tag_len),
                     "ascon: no random source: key object encrypt refused, outputs wiped", v);
        memset(back, 0xAA, sizeof back);
        TARGET_CHECK(lwc_ascon_aead128_key_decrypt(&k, back, tag2, nonce, ad, 3, c2, 9) == LWC_ERR_RANDOM &&
                         all_zero(back, 9),
                     "ascon: no random source: key object decrypt refused, output wiped", v);
        lwc_set_random(test_random, NULL);
        lwc_wipe(&k, sizeof k);
        TARGET_CHECK(lwc_ascon_aead128_key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_ERR_STATE,
                     "ascon: a wiped key object refused", v);
    }
}

#if LWC_TARGET_HAS_CYCLE_COUNTER
__attribute__((noinline)) static uint32_t ascon_object_cycles(const lwc_ascon_aead128_key *k, int decrypt)
{
    const uint32_t t0 = target_cycles();
    if (decrypt)
        (void)lwc_ascon_aead128_key_decrypt(k, back, tag, nonce, ad, 3, c, 17);
    else
        (void)lwc_ascon_aead128_key_encrypt(k, c, tag, nonce, ad, 3, m, 17);
    return target_cycles() - t0;
}

/* The prepared key with nonce masking and a 5-byte tag: its encryptions cost the same cycles whatever
 * the key, the random words and the data, and so do its decryptions, with a right tag and a wrong one
 * (in its first or its last byte). */
static void ascon_object_constant_time(void)
{
    uint32_t first[2] = {0, 0};
    uint8_t saved_key[32];
    memcpy(saved_key, key, sizeof key);
    for (uint32_t trial = 0; trial < 4; trial++) {
        for (unsigned i = 0; i < sizeof key; i++)
            key[i] = (uint8_t)(trial * 0x5Bu + i * (trial + 1));
        for (unsigned i = 0; i < sizeof m; i++)
            m[i] = (uint8_t)(trial * 0x3Du ^ i);
        rng_state = 0x1234567u * (trial + 1);
        lwc_ascon_aead128_key k;
        (void)lwc_ascon_aead128_key_init(&k, key, 32, 5);
        for (unsigned w = LWC_TARGET_WARM_UP_CALLS; w > 0; w--)
            (void)ascon_object_cycles(&k, 0);
        const uint32_t enc = ascon_object_cycles(&k, 0);
        for (unsigned w = LWC_TARGET_WARM_UP_CALLS; w > 0; w--)
            (void)ascon_object_cycles(&k, 1);
        const uint32_t dec = ascon_object_cycles(&k, 1);
        tag[trial & 1 ? 4 : 0] ^= (uint8_t)(1u << trial);
        const uint32_t bad = ascon_object_cycles(&k, 1);
        if (trial == 0) {
            first[0] = enc;
            first[1] = dec;
        }
        TARGET_CHECK(enc == first[0], "ascon: key object (nonce masking, 5-byte tag): encryptions in constant time", enc);
        TARGET_CHECK(dec == first[1] && bad == dec,
                     "ascon: key object (nonce masking, 5-byte tag): decryptions (right and wrong tag) in constant time",
                     dec);
        lwc_wipe(&k, sizeof k);
    }
    memcpy(key, saved_key, sizeof key);
}
#endif
#endif

#if !defined(LWC_NO_ROMULUS)
/* Romulus's prepared key (N, M and T share it): shares only, before and after the calls; Romulus-T's
 * calls run masked and re-mask it; every call gives the one-shot output; N and M need no random
 * source, T does. */
static void romulus_objects(void)
{
    static const struct {
        lwc_aead_encrypt_fn encrypt;
        int (*key_encrypt)(const lwc_romulus_key *, uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, size_t,
                           const uint8_t *, size_t);
        int (*key_decrypt)(const lwc_romulus_key *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *,
                           size_t, const uint8_t *, size_t);
        int masked;
    } rows[] = {{lwc_romulus_n_encrypt, lwc_romulus_n_key_encrypt, lwc_romulus_n_key_decrypt, 0},
                {lwc_romulus_m_encrypt, lwc_romulus_m_key_encrypt, lwc_romulus_m_key_decrypt, 0},
                {lwc_romulus_t_encrypt, lwc_romulus_t_key_encrypt, lwc_romulus_t_key_decrypt, 1}};
    lwc_romulus_key k;
    lwc_set_random(NULL, NULL);
    TARGET_CHECK(lwc_romulus_key_init(&k, key) == LWC_ERR_RANDOM && all_zero((const uint8_t *)&k, sizeof k),
                 "romulus: no random source: key init refused, object wiped", 0);
    lwc_set_random(test_random, NULL);
    TARGET_CHECK(lwc_romulus_key_init(&k, key) == LWC_OK, "romulus: key init", 0);
    TARGET_CHECK(holds_no_key_word((const uint8_t *)&k, sizeof k, key, 16), "romulus: key object: shares only", 0);
    for (uint32_t v = 0; v < 3; v++) {
        lwc_romulus_key before = k;
        rows[v].encrypt(c2, tag2, key, nonce, ad, 3, m, 9);
        TARGET_CHECK(rows[v].key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_OK && memcmp(c, c2, 9) == 0 &&
                         memcmp(tag, tag2, 16) == 0,
                     "romulus: key object: the one-shot output", v);
        TARGET_CHECK((memcmp(&before, &k, sizeof k) != 0) == rows[v].masked,
                     "romulus: key object re-masked by Romulus-T's calls (only)", v);
        TARGET_CHECK(holds_no_key_word((const uint8_t *)&k, sizeof k, key, 16), "romulus: key object after a call", v);
        TARGET_CHECK(rows[v].key_decrypt(&k, back, tag, nonce, ad, 3, c, 9) == LWC_OK && memcmp(back, m, 9) == 0,
                     "romulus: key object: decrypt", v);
        tag[3] ^= 1;
        memset(back, 0x55, sizeof back);
        TARGET_CHECK(rows[v].key_decrypt(&k, back, tag, nonce, ad, 3, c, 9) == LWC_ERR_AUTH && all_zero(back, 9),
                     "romulus: key object: wrong tag refused, output wiped", v);
        lwc_set_random(NULL, NULL);
        memset(c, 0xAA, sizeof c);
        memset(tag, 0xAA, sizeof tag);
        const int rc = rows[v].key_encrypt(&k, c, tag, nonce, ad, 3, m, 9);
        if (rows[v].masked)
            TARGET_CHECK(rc == LWC_ERR_RANDOM && all_zero(c, 9) && all_zero(tag, 16),
                         "romulus: no random source: Romulus-T's key object refused, outputs wiped", v);
        else
            TARGET_CHECK(rc == LWC_OK && memcmp(c, c2, 9) == 0,
                         "romulus: no random source: Romulus-N's and -M's key object need none", v);
        lwc_set_random(test_random, NULL);
    }
    lwc_wipe(&k, sizeof k);
    TARGET_CHECK(lwc_romulus_t_key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_ERR_STATE &&
                     lwc_romulus_n_key_encrypt(&k, c, tag, nonce, ad, 3, m, 9) == LWC_ERR_STATE,
                 "romulus: a wiped key object refused", 0);
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
            TARGET_CHECK(lwc_aead_random_bytes(a->name, 3, 9) == 0, "unprotected row: no random bytes", (uint32_t)i);
            continue;
        }
        protected_rows++;
        no_random_source(a, (uint32_t)i);
        rng_bytes = 0;
        TARGET_CHECK(a->encrypt(c, tag, key, nonce, ad, 3, m, 9) == LWC_OK, "encrypt", (uint32_t)i);
        TARGET_CHECK(rng_bytes == lwc_aead_random_bytes(a->name, 3, 9) && rng_bytes > 0,
                     "random bytes as lwc_aead_random_bytes", (uint32_t)i);
        TARGET_CHECK(a->decrypt(back, tag, key, nonce, ad, 3, c, 9) == LWC_OK && memcmp(back, m, 9) == 0, "decrypt",
                     (uint32_t)i);
        stream_in_shares(a, (uint32_t)i);
    }
#if !defined(LWC_NO_TINYJAMBU)
    TARGET_CHECK(lwc_aead_protected("tinyjambu-128") && lwc_aead_protected("tinyjambu-192") &&
                     lwc_aead_protected("tinyjambu-256"),
                 "the TinyJAMBU rows are protected", 0);
    tinyjambu_objects();
#endif
#if !defined(LWC_NO_ASCON)
    TARGET_CHECK(lwc_aead_protected("ascon-aead128"), "Ascon-AEAD128 is protected", 0);
    ascon_objects();
#if LWC_TARGET_HAS_CYCLE_COUNTER
    ascon_object_constant_time();
#endif
#endif
#if !defined(LWC_NO_ROMULUS)
    TARGET_CHECK(lwc_aead_protected("romulus-t"), "Romulus-T is protected", 0);
    romulus_objects();
    lwc_set_random(NULL, NULL);
    TARGET_CHECK(!lwc_aead_protected("romulus-n") &&
                     lwc_romulus_n_encrypt(c, tag, key, nonce, ad, 3, m, 9) == LWC_OK,
                 "a row without a masked implementation: its fast code, no random source needed", 0);
#endif
    TARGET_CHECK(protected_rows >= 5, "protected rows", protected_rows);
    target_check_exit();
}
