/* TinyJAMBU initialization skip (lwc/tinyjambu.h): the cached key and the one-shot prepared nonce
 * give exactly the bytes of the one-shot API for every key size and many lengths; a prepared object
 * encrypts once and then refuses (LWC_ERR_STATE) without writing anything; decryption from a
 * prepared object works any number of times before that; bad arguments are refused.
 * Closing line: "N passed, M failed". */
#include <stdio.h>
#include <string.h>

#include "lwc/lwc.h"

static unsigned long checks, failures;
#define CHECK(cond, ...)                       \
    do {                                       \
        checks++;                              \
        if (!(cond)) {                         \
            failures++;                        \
            printf("FAIL line %d: ", __LINE__); \
            printf(__VA_ARGS__);               \
            printf("\n");                      \
        }                                      \
    } while (0)

typedef int (*oneshot_enc)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, size_t,
                           const uint8_t *, size_t);

int main(void)
{
    static const struct {
        size_t key_len;
        oneshot_enc enc;
    } sizes[] = {{16, lwc_tinyjambu128_encrypt}, {24, lwc_tinyjambu192_encrypt}, {32, lwc_tinyjambu256_encrypt}};
    uint8_t key[32], nonce[12], ad[20], m[40];
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(3 * i + 1);
    for (size_t i = 0; i < sizeof nonce; i++)
        nonce[i] = (uint8_t)(7 * i + 2);
    for (size_t i = 0; i < sizeof ad; i++)
        ad[i] = (uint8_t)(11 * i + 3);
    for (size_t i = 0; i < sizeof m; i++)
        m[i] = (uint8_t)(13 * i + 4);

    for (size_t v = 0; v < 3; v++) {
        lwc_tinyjambu_key k;
        CHECK(lwc_tinyjambu_key_init(&k, key, sizes[v].key_len) == LWC_OK, "key_init %zu", sizes[v].key_len);
        for (size_t ad_len = 0; ad_len <= sizeof ad; ad_len += 5) {
            for (size_t m_len = 0; m_len <= sizeof m; m_len += 3) {
                uint8_t c1[40], t1[8], c2[40], t2[8], c3[40], t3[8], back[40];
                sizes[v].enc(c1, t1, key, nonce, ad, ad_len, m, m_len);
                CHECK(lwc_tinyjambu_key_encrypt(&k, c2, t2, nonce, ad, ad_len, m, m_len) == LWC_OK &&
                          memcmp(c1, c2, m_len) == 0 && memcmp(t1, t2, 8) == 0,
                      "cached key differs (key %zu, ad %zu, m %zu)", sizes[v].key_len, ad_len, m_len);
                CHECK(lwc_tinyjambu_key_decrypt(&k, back, t1, nonce, ad, ad_len, c1, m_len) == LWC_OK &&
                          memcmp(back, m, m_len) == 0,
                      "cached key decrypt");

                lwc_tinyjambu_prepared p;
                CHECK(lwc_tinyjambu_prepare(&p, &k, nonce) == LWC_OK, "prepare");
                for (int again = 0; again < 3; again++)
                    CHECK(lwc_tinyjambu_prepared_decrypt(&p, back, t1, ad, ad_len, c1, m_len) == LWC_OK &&
                              memcmp(back, m, m_len) == 0,
                          "prepared decrypt #%d", again);
                CHECK(lwc_tinyjambu_prepared_encrypt(&p, c3, t3, ad, ad_len, m, m_len) == LWC_OK &&
                          memcmp(c1, c3, m_len) == 0 && memcmp(t1, t3, 8) == 0,
                      "prepared encrypt differs (key %zu, ad %zu, m %zu)", sizes[v].key_len, ad_len, m_len);
                memset(c3, 0x5A, sizeof c3);
                memset(t3, 0x5A, sizeof t3);
                CHECK(lwc_tinyjambu_prepared_encrypt(&p, c3, t3, ad, ad_len, m, m_len) == LWC_ERR_STATE,
                      "second encryption from a prepared nonce not refused");
                uint8_t untouched[40];
                memset(untouched, 0x5A, sizeof untouched);
                CHECK(memcmp(c3, untouched, sizeof c3) == 0 && memcmp(t3, untouched, 8) == 0,
                      "refused encryption wrote output");
                CHECK(lwc_tinyjambu_prepared_decrypt(&p, back, t1, ad, ad_len, c1, m_len) == LWC_ERR_STATE,
                      "decryption from a spent prepared nonce not refused");
            }
        }
        /* forgeries through the cached key are rejected and wiped */
        uint8_t c[8], t[8], out[8];
        lwc_tinyjambu_key_encrypt(&k, c, t, nonce, NULL, 0, m, 8);
        t[0] ^= 1;
        memset(out, 0xEE, sizeof out);
        CHECK(lwc_tinyjambu_key_decrypt(&k, out, t, nonce, NULL, 0, c, 8) == LWC_ERR_AUTH, "forgery accepted");
        CHECK(out[0] == 0 && out[7] == 0, "forgery output not wiped");
        lwc_wipe(&k, sizeof k);
    }

    lwc_tinyjambu_key k;
    lwc_tinyjambu_prepared p;
    uint8_t c[4], t[8];
    CHECK(lwc_tinyjambu_key_init(&k, key, 20) == LWC_ERR_LENGTH, "bad key length accepted");
    CHECK(lwc_tinyjambu_key_init(NULL, key, 16) == LWC_ERR_NULL, "NULL key object accepted");
    CHECK(lwc_tinyjambu_key_init(&k, NULL, 16) == LWC_ERR_NULL, "NULL key accepted");
    memset(&k, 0, sizeof k);
    CHECK(lwc_tinyjambu_key_encrypt(&k, c, t, nonce, NULL, 0, m, 4) == LWC_ERR_STATE, "uninitialised key used");
    lwc_tinyjambu_key_init(&k, key, 16);
    CHECK(lwc_tinyjambu_prepare(&p, &k, NULL) == LWC_ERR_NULL, "NULL nonce accepted");
    CHECK(lwc_tinyjambu_prepare(NULL, &k, nonce) == LWC_ERR_NULL, "NULL prepared object accepted");
    lwc_tinyjambu_prepare(&p, &k, nonce);
    CHECK(lwc_tinyjambu_prepared_encrypt(&p, NULL, t, NULL, 0, m, 4) == LWC_ERR_NULL, "NULL c accepted");
    CHECK(lwc_tinyjambu_prepared_encrypt(&p, c, t, NULL, 0, m, 4) == LWC_OK, "prepared still usable after a refused call");
    printf("%lu passed, %lu failed\n", checks - failures, failures);
    return failures != 0;
}
