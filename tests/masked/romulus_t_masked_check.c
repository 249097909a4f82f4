/* tests/masked/romulus_t_masked_check.c: the leveled masked Romulus-T (lwc/masked.h) on every target,
 * against the unmasked lwc_romulus_t_encrypt (which the vector files check; the vector runner's row
 * "romulus-t/masked" runs the masked API on the vector file itself): for AD lengths 0, 5, 16, 33 and
 * message lengths 0, 1, 15, 16, 17, 40 the ciphertext and tag equal the unmasked ones and decryption
 * returns the message; a wrong tag gives LWC_ERR_AUTH with the output wiped; the key object's shares
 * change on every call and never hold the key words; without a random source (and with one that
 * fails, at its first request or in the middle of the call) every call returns LWC_ERR_RANDOM with
 * its outputs wiped; the random bytes asked for equal lwc_romulus_t_masked_random_bytes; on a target
 * with a cycle counter, an encryption and a decryption cost the same cycles whatever the key, the
 * random words and the message bytes (of one length, after the target's warm-up calls). Closing
 * "N passed, M failed". */
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "lwc_target_config.h"
#include "target_io.h"
#include "target_print.h"
#include "xorshift32.h"

static uint32_t rng_state = 0x9E3779B9u;
static size_t rng_bytes;     /* bytes handed out since the last reset */
static size_t rng_fail_after; /* fail the request that would pass this many bytes (0: never) */

/* The test's random source */
static int test_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    if (rng_fail_after != 0 && rng_bytes + len > rng_fail_after)
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

#if LWC_TARGET_HAS_CYCLE_COUNTER
/* The cycles of one masked encryption (decryption when decrypt is 1). noinline: the same code around
 * the call every time. */
__attribute__((noinline)) static uint32_t cycles_of(lwc_romulus_t_masked_key *k, int decrypt, uint8_t *out,
                                                    uint8_t *tag, const uint8_t *nonce, const uint8_t *in, size_t len)
{
    const uint32_t t0 = target_cycles();
    if (decrypt)
        (void)lwc_romulus_t_masked_decrypt(k, out, tag, nonce, NULL, 0, in, len);
    else
        (void)lwc_romulus_t_masked_encrypt(k, out, tag, nonce, NULL, 0, in, len);
    return target_cycles() - t0;
}
#endif

int main(void)
{
    uint8_t key[16], nonce[16], ad[40], m[40], c[40], c2[40], back[40], tag[16], tag2[16];
    for (unsigned i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(17 * i + 3);
    for (unsigned i = 0; i < sizeof nonce; i++)
        nonce[i] = (uint8_t)(5 * i + 1);
    for (unsigned i = 0; i < sizeof ad; i++)
        ad[i] = (uint8_t)(0xA0 + i);
    for (unsigned i = 0; i < sizeof m; i++)
        m[i] = (uint8_t)(0x30 + 7 * i);
    lwc_romulus_t_masked_key k;

    /* no random source: nothing runs */
    lwc_set_random(NULL, NULL);
    target_check(lwc_romulus_t_masked_key_init(&k, key) == LWC_ERR_RANDOM && k.ready == 0,
                 "no random source: key init refused", 0);
    lwc_set_random(test_random, NULL);
    target_check(lwc_romulus_t_masked_key_init(&k, key) == LWC_OK && k.ready == 1, "key init", 0);
    lwc_set_random(NULL, NULL);
    memset(c, 0x55, sizeof c);
    memset(tag, 0x55, sizeof tag);
    target_check(lwc_romulus_t_masked_encrypt(&k, c, tag, nonce, ad, 3, m, 5) == LWC_ERR_RANDOM,
                 "no random source: encrypt refused", 0);
    memset(back, 0x55, sizeof back);
    target_check(lwc_romulus_t_masked_decrypt(&k, back, tag, nonce, ad, 3, c, 5) == LWC_ERR_RANDOM,
                 "no random source: decrypt refused", 0);
    lwc_set_random(test_random, NULL);
    /* a source failing at the first request, in the KDF's rounds, in the tag's rounds */
    static const uint16_t fail_at[3] = {1, 300, 1000};
    for (unsigned f = 0; f < 3; f++) {
        rng_bytes = 0;
        rng_fail_after = fail_at[f];
        memset(c, 0x55, sizeof c);
        memset(tag, 0x55, sizeof tag);
        target_check(lwc_romulus_t_masked_encrypt(&k, c, tag, nonce, ad, 3, m, 20) == LWC_ERR_RANDOM &&
                         all_zero(c, 20) && all_zero(tag, 16),
                     "failing random source: encrypt refused, outputs wiped", f);
    }
    rng_fail_after = 0;
    lwc_romulus_t_encrypt(c, tag, key, nonce, ad, 3, m, 20);
    for (unsigned f = 0; f < 3; f++) {
        rng_bytes = 0;
        rng_fail_after = fail_at[f] == 1000 ? 700 : fail_at[f]; /* the tag's rounds come first here */
        memset(back, 0x55, sizeof back);
        target_check(lwc_romulus_t_masked_decrypt(&k, back, tag, nonce, ad, 3, c, 20) == LWC_ERR_RANDOM &&
                         all_zero(back, 20),
                     "failing random source: decrypt refused, output wiped", f);
    }
    rng_fail_after = 0;

    uint32_t w[4];
    for (unsigned i = 0; i < 4; i++)
        w[i] = (uint32_t)key[4 * i] | (uint32_t)key[4 * i + 1] << 8 | (uint32_t)key[4 * i + 2] << 16 |
               (uint32_t)key[4 * i + 3] << 24;
    static const uint8_t ad_lens[] = {0, 5, 16, 33}, lens[] = {0, 1, 15, 16, 17, 40};
    for (unsigned ai = 0; ai < sizeof ad_lens; ai++)
        for (unsigned li = 0; li < sizeof lens; li++) {
            const size_t ad_len = ad_lens[ai], len = lens[li];
            const uint32_t n = (uint32_t)(100 * ad_len + len);
            const uint32_t before = k.key[1][0];
            rng_bytes = 0;
            target_check(lwc_romulus_t_masked_encrypt(&k, c, tag, nonce, ad, ad_len, m, len) == LWC_OK,
                         "masked encrypt", n);
            target_check(rng_bytes == lwc_romulus_t_masked_random_bytes(ad_len, len),
                         "random bytes as lwc_romulus_t_masked_random_bytes", n);
            target_check(k.key[1][0] != before, "key re-masked by the call", n);
            for (unsigned i = 0; i < 4; i++)
                target_check(k.key[0][i] != w[i] && k.key[1][i] != w[i] && (k.key[0][i] ^ k.key[1][i]) == w[i],
                             "key words held in shares only", 10 * n + i);
            lwc_romulus_t_encrypt(c2, tag2, key, nonce, ad, ad_len, m, len);
            target_check(memcmp(c, c2, len) == 0 && memcmp(tag, tag2, 16) == 0, "same as unmasked", n);
            rng_bytes = 0;
            target_check(lwc_romulus_t_masked_decrypt(&k, back, tag, nonce, ad, ad_len, c, len) == LWC_OK &&
                             memcmp(back, m, len) == 0,
                         "masked decrypt", n);
            target_check(rng_bytes == lwc_romulus_t_masked_random_bytes(ad_len, len),
                         "decrypt: random bytes as lwc_romulus_t_masked_random_bytes", n);
            tag[len % 16] ^= 1;
            memset(back, 0x55, sizeof back);
            target_check(lwc_romulus_t_masked_decrypt(&k, back, tag, nonce, ad, ad_len, c, len) == LWC_ERR_AUTH &&
                             all_zero(back, len),
                         "wrong tag: refused, output wiped", n);
        }
#if LWC_TARGET_HAS_CYCLE_COUNTER
    /* constant time: other keys, random words and message bytes, the same cycles */
    uint32_t first[2] = {0, 0};
    for (unsigned trial = 0; trial < 3; trial++) {
        for (unsigned i = 0; i < sizeof key; i++)
            key[i] = (uint8_t)(trial * 0x5Bu + i * (trial + 1));
        for (unsigned i = 0; i < sizeof m; i++)
            m[i] = (uint8_t)(trial * 0x3Du ^ i);
        rng_state = 0x1234567u * (trial + 1);
        lwc_romulus_t_masked_key_init(&k, key);
        for (unsigned wu = LWC_TARGET_WARM_UP_CALLS; wu > 0; wu--)
            (void)cycles_of(&k, 0, c, tag, nonce, m, 20);
        const uint32_t enc = cycles_of(&k, 0, c, tag, nonce, m, 20);
        for (unsigned wu = LWC_TARGET_WARM_UP_CALLS; wu > 0; wu--)
            (void)cycles_of(&k, 1, back, tag, nonce, c, 20);
        const uint32_t dec = cycles_of(&k, 1, back, tag, nonce, c, 20);
        if (trial == 0) {
            first[0] = enc;
            first[1] = dec;
        }
        target_check(enc == first[0] && dec == first[1], "masked calls cost the same cycles", trial);
    }
#endif
    target_check(lwc_romulus_t_masked_key_init(NULL, key) == LWC_ERR_NULL, "NULL key object", 0);
    target_check(lwc_romulus_t_masked_encrypt(NULL, c, tag, nonce, ad, 0, m, 0) == LWC_ERR_NULL, "NULL key", 0);
    lwc_wipe(&k, sizeof k);
    target_check(lwc_romulus_t_masked_encrypt(&k, c, tag, nonce, ad, 0, m, 0) == LWC_ERR_STATE, "wiped key object", 0);
    target_check_exit();
}
