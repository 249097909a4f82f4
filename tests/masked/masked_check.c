/* tests/masked/masked_check.c: the masked TinyJAMBU (lwc/masked.h) on every target, against the
 * unmasked functions (which the vector files check): for each key size, AD lengths 0, 3, 4, 5 and message
 * lengths 0, 1, 4, 7, 8, 9 (none, partial and whole words, a whole word and a partial one) the ciphertext and tag equal lwc_tinyjambu{128,192,256}_encrypt's and decryption
 * returns the message; a wrong tag gives LWC_ERR_AUTH with the output wiped; the key object's shares
 * change on every call (re-masked) and never hold the key words; without a random source (and with
 * one that fails) every call returns LWC_ERR_RANDOM with its outputs wiped; the random bytes asked
 * for equal lwc_tinyjambu_masked_random_bytes; on a target with a cycle counter, an encryption and a
 * decryption cost the same cycles whatever the key, the random words and the message bytes (of one
 * length; after the target's warm-up calls, LWC_TARGET_WARM_UP_CALLS, on a core with a branch
 * predictor). Closing "N passed, M failed". */
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "lwc_target_config.h"
#include "target_io.h"
#include "target_print.h"
#include "xorshift32.h"

static uint32_t rng_state = 0x9E3779B9u;
static size_t rng_bytes; /* bytes handed out since the last reset */
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

typedef int (*aead_fn)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, size_t,
                       const uint8_t *, size_t);

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

#if LWC_TARGET_HAS_CYCLE_COUNTER
/* The cycles of one masked encryption (with the decryption's when decrypt is 1), or 0 without a
 * counter. noinline: the same code around the call every time. */
__attribute__((noinline)) static uint32_t cycles_of(lwc_tinyjambu_masked_key *k, int decrypt, uint8_t *out,
                                                    uint8_t *tag, const uint8_t *nonce, const uint8_t *in, size_t len)
{
    const uint32_t t0 = target_cycles();
    if (decrypt)
        (void)lwc_tinyjambu_masked_decrypt(k, out, tag, nonce, NULL, 0, in, len);
    else
        (void)lwc_tinyjambu_masked_encrypt(k, out, tag, nonce, NULL, 0, in, len);
    return target_cycles() - t0;
}
#endif

int main(void)
{
    static const aead_fn plain[3] = {lwc_tinyjambu128_encrypt, lwc_tinyjambu192_encrypt, lwc_tinyjambu256_encrypt};
    uint8_t key[32], nonce[12], ad[8], m[12], c[12], c2[12], back[12], tag[8], tag2[8];
    for (unsigned i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(17 * i + 3);
    for (unsigned i = 0; i < sizeof nonce; i++)
        nonce[i] = (uint8_t)(5 * i + 1);
    for (unsigned i = 0; i < sizeof ad; i++)
        ad[i] = (uint8_t)(0xA0 + i);
    for (unsigned i = 0; i < sizeof m; i++)
        m[i] = (uint8_t)(0x30 + 7 * i);
    lwc_tinyjambu_masked_key k;

    /* no random source: nothing runs */
    lwc_set_random(NULL, NULL);
    target_check(lwc_tinyjambu_masked_key_init(&k, key, 16) == LWC_ERR_RANDOM && k.key_words == 0,
                 "no random source: key init refused", 0);
    lwc_set_random(test_random, NULL);
    target_check(lwc_tinyjambu_masked_key_init(&k, key, 16) == LWC_OK, "key init", 0);
    lwc_set_random(NULL, NULL);
    memset(c, 0x55, sizeof c);
    memset(tag, 0x55, sizeof tag);
    target_check(lwc_tinyjambu_masked_encrypt(&k, c, tag, nonce, ad, 3, m, 5) == LWC_ERR_RANDOM,
                 "no random source: encrypt refused", 0);
    lwc_set_random(test_random, NULL);
    rng_fail = 1;
    memset(c, 0x55, sizeof c);
    target_check(lwc_tinyjambu_masked_encrypt(&k, c, tag, nonce, ad, 3, m, 5) == LWC_ERR_RANDOM &&
                     all_zero(c, 5) && all_zero(tag, 8),
                 "failing random source: encrypt refused, outputs wiped", 0);
    memset(back, 0x55, sizeof back);
    target_check(lwc_tinyjambu_masked_decrypt(&k, back, tag, nonce, ad, 3, c, 5) == LWC_ERR_RANDOM && all_zero(back, 5),
                 "failing random source: decrypt refused, output wiped", 0);
    rng_fail = 0;

    for (unsigned v = 0; v < 3; v++) {
        const size_t key_len = 16 + 8 * v;
        target_check(lwc_tinyjambu_masked_key_init(&k, key, key_len) == LWC_OK && k.key_words == key_len / 4,
                     "key init", (uint32_t)v);
        for (unsigned i = 0; i < key_len / 4; i++) {
            const uint32_t w = (uint32_t)key[4 * i] | (uint32_t)key[4 * i + 1] << 8 | (uint32_t)key[4 * i + 2] << 16 |
                               (uint32_t)key[4 * i + 3] << 24;
            target_check(k.key[0][i] != w && k.key[1][i] != w && k.key[0][i] != ~w && (k.key[0][i] ^ k.key[1][i]) == ~w,
                         "key words held in shares only", 100 * v + i);
        }
        static const uint8_t ad_lens[] = {0, 3, 4, 5}, lens[] = {0, 1, 4, 7, 8, 9};
        for (unsigned ai = 0; ai < sizeof ad_lens; ai++)
            for (unsigned li = 0; li < sizeof lens; li++) {
                const size_t ad_len = ad_lens[ai], len = lens[li];
                const uint32_t n = (uint32_t)(10000 * v + 100 * ad_len + len);
                const uint32_t before = k.key[1][0];
                rng_bytes = 0;
                target_check(lwc_tinyjambu_masked_encrypt(&k, c, tag, nonce, ad, ad_len, m, len) == LWC_OK,
                             "masked encrypt", n);
                target_check(rng_bytes == lwc_tinyjambu_masked_random_bytes(key_len, ad_len, len),
                             "random bytes as lwc_tinyjambu_masked_random_bytes", n);
                target_check(k.key[1][0] != before, "key re-masked by the call", n);
                plain[v](c2, tag2, key, nonce, ad, ad_len, m, len);
                target_check(memcmp(c, c2, len) == 0 && memcmp(tag, tag2, 8) == 0, "same as unmasked", n);
                target_check(lwc_tinyjambu_masked_decrypt(&k, back, tag, nonce, ad, ad_len, c, len) == LWC_OK &&
                                 memcmp(back, m, len) == 0,
                             "masked decrypt", n);
                tag[len % 8] ^= 1;
                memset(back, 0x55, sizeof back);
                target_check(lwc_tinyjambu_masked_decrypt(&k, back, tag, nonce, ad, ad_len, c, len) == LWC_ERR_AUTH &&
                                 all_zero(back, len),
                             "wrong tag: refused, output wiped", n);
            }
    }
#if LWC_TARGET_HAS_CYCLE_COUNTER
    /* constant time: other keys, random words and message bytes, the same cycles */
    for (unsigned v = 0; v < 3; v++) {
        uint32_t first[2] = {0, 0};
        for (unsigned trial = 0; trial < 4; trial++) {
            for (unsigned i = 0; i < sizeof key; i++)
                key[i] = (uint8_t)(trial * 0x5Bu + i * (trial + 1));
            for (unsigned i = 0; i < sizeof m; i++)
                m[i] = (uint8_t)(trial * 0x3Du ^ i);
            rng_state = 0x1234567u * (trial + 1);
            lwc_tinyjambu_masked_key_init(&k, key, 16 + 8 * v);
            for (unsigned w = LWC_TARGET_WARM_UP_CALLS; w > 0; w--)
                (void)cycles_of(&k, 0, c, tag, nonce, m, 7);
            const uint32_t enc = cycles_of(&k, 0, c, tag, nonce, m, 7);
            for (unsigned w = LWC_TARGET_WARM_UP_CALLS; w > 0; w--)
                (void)cycles_of(&k, 1, back, tag, nonce, c, 7);
            const uint32_t dec = cycles_of(&k, 1, back, tag, nonce, c, 7);
            if (trial == 0) {
                first[0] = enc;
                first[1] = dec;
            }
            target_check(enc == first[0] && dec == first[1], "masked calls cost the same cycles",
                         100 * v + trial);
        }
    }
#endif
    target_check(lwc_tinyjambu_masked_key_init(&k, key, 20) == LWC_ERR_LENGTH, "key length", 0);
    target_check(lwc_tinyjambu_masked_encrypt(NULL, c, tag, nonce, ad, 0, m, 0) == LWC_ERR_NULL, "NULL key", 0);
    lwc_wipe(&k, sizeof k);
    target_check(lwc_tinyjambu_masked_encrypt(&k, c, tag, nonce, ad, 0, m, 0) == LWC_ERR_STATE, "wiped key object", 0);
    target_check_exit();
}
