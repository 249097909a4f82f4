/* Ascon's part of the hostile-input test (tests/security/hostile_check.c): the prepared key and the
 * leveled masked API (lwc/masked.h), which no descriptor row reaches. */
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

static void hostile_ascon_masked(void)
{
    lwc_ascon_aead128_masked_key k;
    static uint8_t counter;
    int rc;
    fill_arena();
    lwc_set_random(NULL, NULL);
    rc = lwc_ascon_aead128_masked_key_init(&k, KEY, 16);
    CHECK(rc == LWC_ERR_RANDOM, "ascon_masked_key_init without a random source: %d", rc);
    lwc_set_random(counter_random, &counter);
    CHECK(lwc_ascon_aead128_masked_key_init(NULL, KEY, 16) == LWC_ERR_NULL, "ascon_masked_key_init NULL k");
    CHECK(lwc_ascon_aead128_masked_key_init(&k, NULL, 16) == LWC_ERR_NULL, "ascon_masked_key_init NULL key");
    for (size_t len = 0; len <= 32; len += 8)
        if (len != 16) {
            rc = lwc_ascon_aead128_masked_key_init(&k, KEY, len);
            CHECK(rc == LWC_ERR_LENGTH, "ascon_masked_key_init %zu: %d", len, rc);
        }
    rc = lwc_ascon_aead128_masked_encrypt(&k, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "ascon_masked_encrypt with a refused key: %d", rc);
    rc = lwc_ascon_aead128_masked_key_init(&k, KEY, 16);
    CHECK(rc == LWC_OK, "ascon_masked_key_init: %d", rc);
    rc = lwc_ascon_aead128_masked_encrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "ascon_masked_encrypt NULL k: %d", rc);
    rc = lwc_ascon_aead128_masked_encrypt(&k, TEXT + 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "ascon_masked_encrypt overlap: %d", rc);
    rc = lwc_ascon_aead128_masked_encrypt(&k, SPARE, TAG, NONCE, NULL, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "ascon_masked_encrypt NULL ad: %d", rc);
    rc = lwc_ascon_aead128_masked_decrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "ascon_masked_decrypt NULL k: %d", rc);
    rc = lwc_ascon_aead128_masked_decrypt(&k, TEXT - 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "ascon_masked_decrypt overlap: %d", rc);
    rc = lwc_ascon_aead128_masked_decrypt(&k, SPARE, NULL, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "ascon_masked_decrypt NULL tag: %d", rc);
    rc = lwc_ascon_aead128_masked_decrypt(&k, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_AUTH, "ascon_masked_decrypt forged: %d", rc);
    for (unsigned i = 0; i < LEN; i++)
        CHECK(SPARE[i] == 0, "ascon_masked_decrypt forged: output byte %u not wiped", i);
    fill_arena();
    rc = lwc_ascon_aead128_masked_encrypt(&k, NULL, TAG, NONCE, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "ascon_masked_encrypt of NULL/0: %d", rc);
    CHECK(lwc_ascon_aead128_masked_random_bytes(0, 16) > 0, "ascon_aead128_masked_random_bytes");
    lwc_wipe(&k, sizeof k);
    fill_arena();
    rc = lwc_ascon_aead128_masked_encrypt(&k, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "ascon_masked_encrypt wiped k: %d", rc);
    lwc_set_random(NULL, NULL);
}

/* Ascon-AEAD128 through a prepared key (lwc_ascon_aead128_key_init: tag length, nonce masking).
 * lwc_ascon_hash_update_PF (AVR flash) is exercised on the ATmega128 by
 * tests/ascon/ascon_target_check.c, out-of-flash ranges included. */
void hostile_ascon(void)
{
    static lwc_ascon_aead128_key k, blank;
    int rc;
    fill_arena();
    CHECK(lwc_ascon_aead128_key_init(NULL, KEY, 16, 16) == LWC_ERR_NULL, "ascon key_init NULL k");
    CHECK(lwc_ascon_aead128_key_init(&k, NULL, 16, 16) == LWC_ERR_NULL, "ascon key_init NULL key");
    CHECK(lwc_ascon_aead128_key_init(&k, KEY, 24, 16) == LWC_ERR_LENGTH, "ascon key_init key length 24");
    CHECK(lwc_ascon_aead128_key_init(&k, KEY, 16, 3) == LWC_ERR_LENGTH, "ascon key_init tag length 3");
    CHECK(lwc_ascon_aead128_key_init(&k, KEY, 16, 17) == LWC_ERR_LENGTH, "ascon key_init tag length 17");
    rc = lwc_ascon_aead128_key_encrypt(&k, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "ascon key_encrypt with a refused key: %d", rc);
    CHECK(lwc_ascon_aead128_key_init(&k, KEY, 32, 8) == LWC_OK, "ascon key_init masked, 8-byte tag");
    rc = lwc_ascon_aead128_key_encrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "ascon key_encrypt NULL k: %d", rc);
    rc = lwc_ascon_aead128_key_encrypt(&blank, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "ascon key_encrypt blank k: %d", rc);
    rc = lwc_ascon_aead128_key_encrypt(&k, TEXT + 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "ascon key_encrypt overlap: %d", rc);
    rc = lwc_ascon_aead128_key_encrypt(&k, SPARE, TAG, NONCE, NULL, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "ascon key_encrypt NULL ad: %d", rc);
    rc = lwc_ascon_aead128_key_decrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "ascon key_decrypt NULL k: %d", rc);
    rc = lwc_ascon_aead128_key_decrypt(&blank, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "ascon key_decrypt blank k: %d", rc);
    rc = lwc_ascon_aead128_key_decrypt(&k, TEXT - 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "ascon key_decrypt overlap: %d", rc);
    rc = lwc_ascon_aead128_key_decrypt(&k, SPARE, NULL, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "ascon key_decrypt NULL tag: %d", rc);
    rc = lwc_ascon_aead128_key_decrypt(&k, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_AUTH && !memcmp(before, arena, 512),
          "ascon key_decrypt forged: %d", rc);
    for (unsigned i = 0; i < LEN; i++)
        CHECK(SPARE[i] == 0, "ascon key_decrypt forged: output byte %u not wiped", i);
    fill_arena();
    rc = lwc_ascon_aead128_key_encrypt(&k, NULL, TAG, NONCE, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "ascon key_encrypt of NULL/0: %d", rc);
    rc = lwc_ascon_aead128_key_decrypt(&k, NULL, TAG, NONCE, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "ascon key_decrypt of NULL/0: %d", rc);
    lwc_wipe(&k, sizeof k);
    fill_arena();
    rc = lwc_ascon_aead128_key_encrypt(&k, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "ascon key_encrypt wiped k: %d", rc);
    hostile_ascon_masked();
}
