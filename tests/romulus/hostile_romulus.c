/* Romulus's part of the hostile-input test (tests/security/hostile_check.c): the prepared key
 * (lwc_romulus_key_init, lwc_romulus_<n|m|t>_key_encrypt/_decrypt) and the masked Romulus-T
 * (lwc/masked.h), which no descriptor row reaches.
 * lwc_romulus_h_update_PF (AVR flash) is exercised on the ATmega128 by tests/stream/stream_api_check.c. */
#include <stddef.h>

#include "hostile.h"
#include "hostile_primitives.h"
#include "lwc/lwc.h"
#include "lwc/masked.h"

/* A counter as the masked calls' random source: these checks are about arguments, not masking. */
static int counter_random(void *ctx, uint8_t *out, size_t len)
{
    uint8_t *next = ctx;
    for (size_t i = 0; i < len; i++)
        out[i] = (*next)++;
    return 0;
}

/* The masked Romulus-T: no random source, NULL and overlapping arguments, a wiped key object;
 * nothing written on a refusal; NULL with length 0 accepted. */
static void hostile_romulus_t_masked(void)
{
    static lwc_romulus_t_masked_key k;
    static uint8_t counter;
    int rc;
    fill_arena();
    lwc_set_random(NULL, NULL);
    rc = lwc_romulus_t_masked_key_init(&k, KEY);
    CHECK(rc == LWC_ERR_RANDOM, "romulus_t_masked_key_init without a random source: %d", rc);
    lwc_set_random(counter_random, &counter);
    CHECK(lwc_romulus_t_masked_key_init(NULL, KEY) == LWC_ERR_NULL, "romulus_t_masked_key_init NULL k");
    CHECK(lwc_romulus_t_masked_key_init(&k, NULL) == LWC_ERR_NULL, "romulus_t_masked_key_init NULL key");
    rc = lwc_romulus_t_masked_key_init(&k, KEY);
    CHECK(rc == LWC_OK, "romulus_t_masked_key_init: %d", rc);
    rc = lwc_romulus_t_masked_encrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "romulus_t_masked_encrypt NULL k: %d", rc);
    rc = lwc_romulus_t_masked_encrypt(&k, TEXT + 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "romulus_t_masked_encrypt overlap: %d", rc);
    rc = lwc_romulus_t_masked_encrypt(&k, SPARE, TAG, NONCE, NULL, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "romulus_t_masked_encrypt NULL ad: %d", rc);
    rc = lwc_romulus_t_masked_decrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "romulus_t_masked_decrypt NULL k: %d", rc);
    rc = lwc_romulus_t_masked_decrypt(&k, TEXT - 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "romulus_t_masked_decrypt overlap: %d", rc);
    rc = lwc_romulus_t_masked_decrypt(&k, SPARE, NULL, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "romulus_t_masked_decrypt NULL tag: %d", rc);
    rc = lwc_romulus_t_masked_encrypt(&k, NULL, TAG, NONCE, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "romulus_t_masked_encrypt of NULL/0: %d", rc);
    CHECK(lwc_romulus_t_masked_random_bytes(0, 16) > 0, "romulus_t_masked_random_bytes");
    lwc_wipe(&k, sizeof k);
    fill_arena(); /* the encryption above wrote its tag */
    rc = lwc_romulus_t_masked_encrypt(&k, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "romulus_t_masked_encrypt wiped k: %d", rc);
    lwc_set_random(NULL, NULL);
}

/* Romulus prepared keys: NULL and overlapping arguments, an object never initialized or wiped
 * (LWC_ERR_STATE); nothing written on a refusal; NULL with length 0 accepted. */
void hostile_romulus(void)
{
    typedef int (*enc_fn)(const lwc_romulus_key *, uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, size_t,
                          const uint8_t *, size_t);
    typedef int (*dec_fn)(const lwc_romulus_key *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *,
                          size_t, const uint8_t *, size_t);
    static const struct {
        const char *name;
        enc_fn enc;
        dec_fn dec;
    } modes[] = {{"romulus-n", lwc_romulus_n_key_encrypt, lwc_romulus_n_key_decrypt},
                 {"romulus-m", lwc_romulus_m_key_encrypt, lwc_romulus_m_key_decrypt},
                 {"romulus-t", lwc_romulus_t_key_encrypt, lwc_romulus_t_key_decrypt}};
    static lwc_romulus_key k, blank;
    int rc;
    fill_arena();
    CHECK(lwc_romulus_key_init(NULL, KEY) == LWC_ERR_NULL, "romulus_key_init NULL k");
    CHECK(lwc_romulus_key_init(&k, NULL) == LWC_ERR_NULL, "romulus_key_init NULL key");
    CHECK(lwc_romulus_key_init(&k, KEY) == LWC_OK, "romulus_key_init");
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        rc = modes[i].enc(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s key_encrypt NULL k: %d", modes[i].name, rc);
        rc = modes[i].enc(&blank, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
        CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "%s key_encrypt blank k: %d", modes[i].name, rc);
        rc = modes[i].enc(&k, TEXT + 1, TAG, NONCE, AD, 4, TEXT, LEN);
        CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s key_encrypt overlap: %d", modes[i].name, rc);
        rc = modes[i].enc(&k, SPARE, TAG, NONCE, NULL, 4, TEXT, LEN);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s key_encrypt NULL ad: %d", modes[i].name, rc);
        rc = modes[i].dec(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s key_decrypt NULL k: %d", modes[i].name, rc);
        rc = modes[i].dec(&blank, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
        CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "%s key_decrypt blank k: %d", modes[i].name, rc);
        rc = modes[i].dec(&k, TEXT - 1, TAG, NONCE, AD, 4, TEXT, LEN);
        CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s key_decrypt overlap: %d", modes[i].name, rc);
        rc = modes[i].dec(&k, SPARE, NULL, NONCE, AD, 4, TEXT, LEN);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s key_decrypt NULL tag: %d", modes[i].name, rc);
        rc = modes[i].enc(&k, NULL, TAG, NONCE, NULL, 0, NULL, 0);
        CHECK(rc == LWC_OK, "%s key_encrypt of NULL/0: %d", modes[i].name, rc);
        rc = modes[i].dec(&k, NULL, TAG, NONCE, NULL, 0, NULL, 0);
        CHECK(rc == LWC_OK, "%s key_decrypt of NULL/0: %d", modes[i].name, rc);
        fill_arena();
    }
    lwc_wipe(&k, sizeof k);
    rc = lwc_romulus_n_key_encrypt(&k, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "romulus_n_key_encrypt wiped k: %d", rc);
    hostile_romulus_t_masked();
}
