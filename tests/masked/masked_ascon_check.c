/* tests/masked/masked_ascon_check.c: the leveled masked Ascon-AEAD128 (lwc/masked.h) on every target.
 *
 * Without input: against lwc_ascon_aead128_encrypt (which the vector files check) for AD lengths 0,
 * 1, 15, 16, 17 and message lengths 0, 1, 15, 16, 17, 33 the ciphertext and tag are the same and
 * decryption returns the message; a wrong tag (any of its bytes) gives LWC_ERR_AUTH with the output
 * wiped; the key object's shares change on every call and never hold the key; without a random
 * source (and with one that fails) every call returns LWC_ERR_RANDOM with its outputs wiped; the
 * random bytes asked for equal lwc_ascon_aead128_masked_random_bytes (a decryption's
 * LWC_ASCON_MASKED_VERIFY_RANDOM_BYTES more); on a target with a cycle counter, an encryption and a
 * decryption (good tag and bad) cost the same cycles whatever the key, the random words and the
 * data.
 * With input (tests/masked/ascon_masked_kat.py: the records of the designers' KAT file as key(16)
 * nonce(16) ad_len(1) ad pt_len(1) pt ct||tag): each record through the masked API, encryption
 * against CT and decryption back to PT. Closing "N passed, M failed". */
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "lwc_target_config.h"
#include "target_io.h"
#include "target_print.h"
#include "xorshift32.h"

static uint32_t rng_state = 0x2545F491u;
static size_t rng_bytes;
static int rng_fail;

/* The test's random source */
static int test_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    if (rng_fail)
        return -1;
    xorshift32_fill(&rng_state, out, len);
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

/* 1 when the shares of k XOR to the key's bit-interleaved form (computed here bit by bit) and no
 * share word equals a word of it. */
static int shares_hide_key(const lwc_ascon_aead128_masked_key *k, const uint8_t key[16])
{
    uint32_t w[4] = {0, 0, 0, 0};
    for (unsigned bit = 0; bit < 128; bit++) {
        const unsigned lane = bit / 64, b = bit % 64;
        if (key[lane * 8 + b / 8] >> (b % 8) & 1)
            w[2 * lane + (b & 1)] |= (uint32_t)1 << (b / 2);
    }
    int ok = 1;
    for (unsigned i = 0; i < 4; i++) {
        uint32_t x = 0;
        for (unsigned j = 0; j < LWC_ASCON_MASKED_SHARES; j++) {
            x ^= k->key[j][i];
            ok &= k->key[j][i] != w[i];
        }
        ok &= x == w[i];
    }
    return ok;
}

#if LWC_TARGET_HAS_CYCLE_COUNTER
__attribute__((noinline)) static uint32_t cycles_of(lwc_ascon_aead128_masked_key *k, int decrypt, uint8_t *out,
                                                    uint8_t *tag, const uint8_t *nonce, const uint8_t *ad,
                                                    const uint8_t *in, size_t len)
{
    const uint32_t t0 = target_cycles();
    if (decrypt)
        (void)lwc_ascon_aead128_masked_decrypt(k, out, tag, nonce, ad, 5, in, len);
    else
        (void)lwc_ascon_aead128_masked_encrypt(k, out, tag, nonce, ad, 5, in, len);
    return target_cycles() - t0;
}
#endif

static int read_bytes(uint8_t *p, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        const int c = target_getc();
        if (c < 0)
            return i == 0 ? 0 : -1;
        p[i] = (uint8_t)c;
    }
    return 1;
}

/* The KAT records on the input, if any. */
static void kat_records(void)
{
    static uint8_t key[16], nonce[16], ad[255], pt[255], ct[255 + 16], out[255], tag[16];
    lwc_ascon_aead128_masked_key k;
    for (uint32_t n = 1;; n++) {
        uint8_t len[1];
        int r = read_bytes(key, 16);
        if (r == 0)
            return;
        if (r < 0 || read_bytes(nonce, 16) != 1 || read_bytes(len, 1) != 1)
            break;
        const size_t ad_len = len[0];
        if ((ad_len && read_bytes(ad, (unsigned)ad_len) != 1) || read_bytes(len, 1) != 1)
            break;
        const size_t pt_len = len[0];
        if ((pt_len && read_bytes(pt, (unsigned)pt_len) != 1) || read_bytes(ct, (unsigned)pt_len + 16) != 1)
            break;
        target_check(lwc_ascon_aead128_masked_key_init(&k, key, 16) == LWC_OK, "KAT key init", n);
        target_check(lwc_ascon_aead128_masked_encrypt(&k, out, tag, nonce, ad, ad_len, pt, pt_len) == LWC_OK &&
                         memcmp(out, ct, pt_len) == 0 && memcmp(tag, ct + pt_len, 16) == 0,
                     "KAT record encrypts to CT", n);
        target_check(lwc_ascon_aead128_masked_decrypt(&k, out, ct + pt_len, nonce, ad, ad_len, ct, pt_len) == LWC_OK &&
                         memcmp(out, pt, pt_len) == 0,
                     "KAT record decrypts to PT", n);
    }
    target_check(0, "KAT input: short record", 0);
}

int main(void)
{
    uint8_t key[16], nonce[16], ad[17], m[33], c[33], c2[33], back[33], tag[16], tag2[16];
    for (unsigned i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(17 * i + 3);
    for (unsigned i = 0; i < sizeof nonce; i++)
        nonce[i] = (uint8_t)(5 * i + 1);
    for (unsigned i = 0; i < sizeof ad; i++)
        ad[i] = (uint8_t)(0xA0 + i);
    for (unsigned i = 0; i < sizeof m; i++)
        m[i] = (uint8_t)(0x30 + 7 * i);
    lwc_ascon_aead128_masked_key k;

    lwc_set_random(NULL, NULL);
    target_check(lwc_ascon_aead128_masked_key_init(&k, key, 16) == LWC_ERR_RANDOM && all_zero((uint8_t *)&k, sizeof k),
                 "no random source: key init refused, key object wiped", 0);
    lwc_set_random(test_random, NULL);
    target_check(lwc_ascon_aead128_masked_key_init(&k, key, 16) == LWC_OK, "key init", 0);
    lwc_set_random(NULL, NULL);
    memset(c, 0x55, sizeof c);
    memset(tag, 0x55, sizeof tag);
    target_check(lwc_ascon_aead128_masked_encrypt(&k, c, tag, nonce, ad, 3, m, 5) == LWC_ERR_RANDOM,
                 "no random source: encrypt refused", 0);
    memset(back, 0x55, sizeof back);
    target_check(lwc_ascon_aead128_masked_decrypt(&k, back, tag, nonce, ad, 3, c, 5) == LWC_ERR_RANDOM,
                 "no random source: decrypt refused", 0);
    lwc_set_random(test_random, NULL);
    rng_fail = 1;
    memset(c, 0x55, sizeof c);
    memset(tag, 0x55, sizeof tag);
    target_check(lwc_ascon_aead128_masked_encrypt(&k, c, tag, nonce, ad, 3, m, 5) == LWC_ERR_RANDOM && all_zero(c, 5) &&
                     all_zero(tag, 16),
                 "failing random source: encrypt refused, outputs wiped", 0);
    rng_fail = 1;
    memset(back, 0x55, sizeof back);
    target_check(lwc_ascon_aead128_masked_decrypt(&k, back, tag, nonce, ad, 3, c, 5) == LWC_ERR_RANDOM &&
                     all_zero(back, 5),
                 "failing random source: decrypt refused, output wiped", 0);
    rng_fail = 0;

    target_check(lwc_ascon_aead128_masked_key_init(&k, key, 16) == LWC_OK && shares_hide_key(&k, key),
                 "key init: the key in shares only", 0);
    static const uint8_t ad_lens[] = {0, 1, 15, 16, 17}, lens[] = {0, 1, 15, 16, 17, 33};
    for (unsigned ai = 0; ai < sizeof ad_lens; ai++)
        for (unsigned li = 0; li < sizeof lens; li++) {
            const size_t ad_len = ad_lens[ai], len = lens[li];
            const uint32_t n = (uint32_t)(100 * ad_len + len);
            const uint32_t before = k.key[1][0];
            rng_bytes = 0;
            target_check(lwc_ascon_aead128_masked_encrypt(&k, c, tag, nonce, ad, ad_len, m, len) == LWC_OK,
                         "masked encrypt", n);
            target_check(rng_bytes == lwc_ascon_aead128_masked_random_bytes(ad_len, len),
                         "random bytes as lwc_ascon_aead128_masked_random_bytes", n);
            target_check(k.key[1][0] != before && shares_hide_key(&k, key), "key re-masked by the call", n);
            lwc_ascon_aead128_encrypt(c2, tag2, key, nonce, ad, ad_len, m, len);
            target_check(memcmp(c, c2, len) == 0 && memcmp(tag, tag2, 16) == 0, "same as unmasked", n);
            rng_bytes = 0;
            target_check(lwc_ascon_aead128_masked_decrypt(&k, back, tag, nonce, ad, ad_len, c, len) == LWC_OK &&
                             memcmp(back, m, len) == 0,
                         "masked decrypt", n);
            target_check(rng_bytes == lwc_ascon_aead128_masked_random_bytes(ad_len, len) +
                                          LWC_ASCON_MASKED_VERIFY_RANDOM_BYTES,
                         "decryption's random bytes", n);
            tag[(ad_len + len) % 16] ^= (uint8_t)(1u << (len % 8));
            memset(back, 0x55, sizeof back);
            target_check(lwc_ascon_aead128_masked_decrypt(&k, back, tag, nonce, ad, ad_len, c, len) == LWC_ERR_AUTH &&
                             all_zero(back, len),
                         "wrong tag: refused, output wiped", n);
            tag[(ad_len + len) % 16] ^= (uint8_t)(1u << (len % 8));
            if (len > 0) {
                c[len - 1] ^= 0x80;
                target_check(lwc_ascon_aead128_masked_decrypt(&k, back, tag, nonce, ad, ad_len, c, len) ==
                                 LWC_ERR_AUTH,
                             "wrong ciphertext: refused", n);
            }
        }
#if LWC_TARGET_HAS_CYCLE_COUNTER
    {
        uint32_t first[3] = {0, 0, 0};
        for (unsigned trial = 0; trial < 4; trial++) {
            for (unsigned i = 0; i < sizeof key; i++)
                key[i] = (uint8_t)(trial * 0x5Bu + i * (trial + 1));
            for (unsigned i = 0; i < sizeof m; i++)
                m[i] = (uint8_t)(trial * 0x3Du ^ i);
            rng_state = 0x1234567u * (trial + 1);
            lwc_ascon_aead128_masked_key_init(&k, key, 16);
            for (unsigned w = LWC_TARGET_WARM_UP_CALLS; w > 0; w--)
                (void)cycles_of(&k, 0, c, tag, nonce, ad, m, 17);
            const uint32_t enc = cycles_of(&k, 0, c, tag, nonce, ad, m, 17);
            for (unsigned w = LWC_TARGET_WARM_UP_CALLS; w > 0; w--)
                (void)cycles_of(&k, 1, back, tag, nonce, ad, c, 17);
            const uint32_t dec = cycles_of(&k, 1, back, tag, nonce, ad, c, 17);
            tag[trial] ^= 1;
            for (unsigned w = LWC_TARGET_WARM_UP_CALLS; w > 0; w--)
                (void)cycles_of(&k, 1, back, tag, nonce, ad, c, 17);
            const uint32_t bad = cycles_of(&k, 1, back, tag, nonce, ad, c, 17);
            if (trial == 0) {
                first[0] = enc;
                first[1] = dec;
                first[2] = bad;
            }
            target_check(enc == first[0], "masked encryptions cost the same cycles", enc);
            target_check(dec == first[1] && bad == first[2] && bad == dec,
                         "masked decryptions (a right and a wrong tag) cost the same cycles", dec);
        }
    }
#endif
    target_check(lwc_ascon_aead128_masked_key_init(&k, key, 24) == LWC_ERR_LENGTH, "key length", 0);
    target_check(lwc_ascon_aead128_masked_encrypt(NULL, c, tag, nonce, ad, 0, m, 0) == LWC_ERR_NULL, "NULL key", 0);
    lwc_wipe(&k, sizeof k);
    target_check(lwc_ascon_aead128_masked_encrypt(&k, c, tag, nonce, ad, 0, m, 0) == LWC_ERR_STATE, "wiped key object", 0);
    kat_records();
    target_check_exit();
}
