/* TinyJAMBU's part of the hostile-input test (tests/security/hostile_check.c): the cached-key and
 * prepared API (lwc_tinyjambu_key_init, _key_encrypt/_decrypt, _prepare, _prepared_encrypt/_decrypt)
 * and the masked API (lwc/masked.h), which no descriptor row reaches. */
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

static void hostile_tinyjambu_masked(void)
{
    lwc_tinyjambu_masked_key k;
    static uint8_t counter;
    int rc;
    fill_arena();
    lwc_set_random(NULL, NULL);
    rc = lwc_tinyjambu_masked_key_init(&k, KEY, 16);
    CHECK(rc == LWC_ERR_RANDOM, "tinyjambu_masked_key_init without a random source: %d", rc);
    lwc_set_random(counter_random, &counter);
    CHECK(lwc_tinyjambu_masked_key_init(NULL, KEY, 16) == LWC_ERR_NULL, "tinyjambu_masked_key_init NULL k");
    CHECK(lwc_tinyjambu_masked_key_init(&k, NULL, 16) == LWC_ERR_NULL, "tinyjambu_masked_key_init NULL key");
    for (size_t len = 0; len <= 40; len++) {
        rc = lwc_tinyjambu_masked_key_init(&k, KEY, len);
        CHECK(rc == ((len == 16 || len == 24 || len == 32) ? LWC_OK : LWC_ERR_LENGTH),
              "tinyjambu_masked_key_init %zu: %d", len, rc);
    }
    rc = lwc_tinyjambu_masked_key_init(&k, KEY, 16);
    CHECK(rc == LWC_OK, "tinyjambu_masked_key_init: %d", rc);
    rc = lwc_tinyjambu_masked_encrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_masked_encrypt NULL k: %d", rc);
    rc = lwc_tinyjambu_masked_encrypt(&k, TEXT + 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "tinyjambu_masked_encrypt overlap: %d", rc);
    rc = lwc_tinyjambu_masked_encrypt(&k, SPARE, TAG, NONCE, NULL, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_masked_encrypt NULL ad: %d", rc);
    rc = lwc_tinyjambu_masked_decrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_masked_decrypt NULL k: %d", rc);
    rc = lwc_tinyjambu_masked_decrypt(&k, TEXT - 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "tinyjambu_masked_decrypt overlap: %d", rc);
    rc = lwc_tinyjambu_masked_decrypt(&k, SPARE, NULL, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_masked_decrypt NULL tag: %d", rc);
    rc = lwc_tinyjambu_masked_encrypt(&k, NULL, TAG, NONCE, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "tinyjambu_masked_encrypt of NULL/0: %d", rc);
    CHECK(lwc_tinyjambu_masked_random_bytes(16, 0, 16) > 0, "tinyjambu_masked_random_bytes");
    lwc_wipe(&k, sizeof k);
    lwc_set_random(NULL, NULL);
    /* the protected profile's facts (docs/protected.md): any key length, name or length is answered */
    CHECK(lwc_tinyjambu_masked_key_init_random_bytes(16) == 32, "tinyjambu_masked_key_init_random_bytes 16");
    static const size_t bad_lens[] = {0, 1, 15, 17, 33, (size_t)-1};
    for (size_t i = 0; i < sizeof bad_lens / sizeof bad_lens[0]; i++)
        CHECK(lwc_tinyjambu_masked_key_init_random_bytes(bad_lens[i]) == 0,
              "tinyjambu_masked_key_init_random_bytes %zu: not a key length, 0", bad_lens[i]);
    CHECK(lwc_aead_protected(NULL) == 0 && lwc_aead_protected("") == 0 && lwc_aead_protected("tinyjambu-12") == 0 &&
              lwc_aead_protected("tinyjambu-1280") == 0,
          "aead_protected of NULL, empty, unknown names");
    CHECK(lwc_aead_random_bytes(NULL, 0, 0) == 0 && lwc_aead_random_bytes("nope", 1, 1) == 0,
          "aead_random_bytes of NULL, unknown names");
    CHECK(lwc_aead_random_bytes("tinyjambu-128", 3, 9) == (lwc_aead_protected("tinyjambu-128") ? 32 + 32 : 0),
          "aead_random_bytes of tinyjambu-128 as docs/protected.md counts it");
    (void)lwc_aead_random_bytes("tinyjambu-128", (size_t)-1, (size_t)-1); /* answered, whatever it wraps to */
}

void hostile_tinyjambu(void)
{
    lwc_tinyjambu_key k;
    lwc_tinyjambu_prepared p;
    int rc;
    fill_arena();
    CHECK(lwc_tinyjambu_key_init(NULL, KEY, 16) == LWC_ERR_NULL, "tinyjambu_key_init NULL k");
    CHECK(lwc_tinyjambu_key_init(&k, NULL, 16) == LWC_ERR_NULL, "tinyjambu_key_init NULL key");
    for (size_t len = 0; len <= 40; len++) {
        rc = lwc_tinyjambu_key_init(&k, KEY, len);
        CHECK(rc == ((len == 16 || len == 24 || len == 32) ? LWC_OK : LWC_ERR_LENGTH), "tinyjambu_key_init %zu: %d",
              len, rc);
    }
    rc = lwc_tinyjambu_key_init(&k, KEY, 16);
    rc = lwc_tinyjambu_key_encrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_key_encrypt NULL k: %d", rc);
    rc = lwc_tinyjambu_key_encrypt(&k, TEXT + 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "tinyjambu_key_encrypt overlap: %d", rc);
    rc = lwc_tinyjambu_key_encrypt(&k, SPARE, TAG, NONCE, NULL, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_key_encrypt NULL ad: %d", rc);
    rc = lwc_tinyjambu_key_decrypt(NULL, SPARE, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_key_decrypt NULL k: %d", rc);
    rc = lwc_tinyjambu_key_decrypt(&k, TEXT - 1, TAG, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "tinyjambu_key_decrypt overlap: %d", rc);
    rc = lwc_tinyjambu_key_decrypt(&k, SPARE, NULL, NONCE, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_key_decrypt NULL tag: %d", rc);

    CHECK(lwc_tinyjambu_prepare(NULL, &k, NONCE) == LWC_ERR_NULL, "tinyjambu_prepare NULL p");
    CHECK(lwc_tinyjambu_prepare(&p, NULL, NONCE) == LWC_ERR_NULL, "tinyjambu_prepare NULL k");
    CHECK(lwc_tinyjambu_prepare(&p, &k, NULL) == LWC_ERR_NULL, "tinyjambu_prepare NULL nonce");
    rc = lwc_tinyjambu_prepare(&p, &k, NONCE);
    CHECK(rc == LWC_OK, "tinyjambu_prepare: %d", rc);
    rc = lwc_tinyjambu_prepared_decrypt(&p, TEXT + 2, TAG, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "tinyjambu_prepared_decrypt overlap: %d", rc);
    rc = lwc_tinyjambu_prepared_encrypt(&p, TEXT + 2, TAG, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "tinyjambu_prepared_encrypt overlap: %d", rc);
    rc = lwc_tinyjambu_prepared_encrypt(NULL, SPARE, TAG, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_prepared_encrypt NULL p: %d", rc);
    rc = lwc_tinyjambu_prepared_encrypt(&p, SPARE, TAG, NULL, SIZE_MAX, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_prepared_encrypt NULL ad: %d", rc);
    rc = lwc_tinyjambu_prepared_decrypt(NULL, SPARE, TAG, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "tinyjambu_prepared_decrypt NULL p: %d", rc);
    /* NULL with length 0 is fine here too (clang's UBSan: no NULL + 0 inside). */
    rc = lwc_tinyjambu_key_encrypt(&k, NULL, TAG, NONCE, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "tinyjambu_key_encrypt of NULL/0: %d", rc);
    rc = lwc_tinyjambu_key_decrypt(&k, NULL, TAG, NONCE, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "tinyjambu_key_decrypt of NULL/0: %d", rc);
    rc = lwc_tinyjambu_prepared_decrypt(&p, NULL, TAG, NULL, 0, NULL, 0); /* the tag made just above */
    CHECK(rc == LWC_OK, "tinyjambu_prepared_decrypt of NULL/0: %d", rc);
    /* A refused call does not spend the object: it still encrypts once. */
    rc = lwc_tinyjambu_prepared_encrypt(&p, SPARE, TAG, AD, 4, TEXT, LEN);
    CHECK(rc == LWC_OK, "tinyjambu_prepared_encrypt after refusals: %d", rc);
    rc = lwc_tinyjambu_prepare(&p, &k, NONCE);
    rc |= lwc_tinyjambu_prepared_encrypt(&p, NULL, TAG, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "tinyjambu_prepared_encrypt of NULL/0: %d", rc);
    hostile_tinyjambu_masked();
}
