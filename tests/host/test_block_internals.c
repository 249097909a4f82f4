/* Internal unit tests for the PRESENT and LEA block ciphers, built with the ref backend only.
 *
 *  - LEA-128 round keys RK_0, RK_1 and RK_23 of the specification key, checked through the backend
 *    contract lea_key_schedule() against tests/vectors/lea/lea_spec_kat.rsp ([SPEC] section).
 *    Layout assumption (ref backend, documented in src/lea/ref/lea_key_schedule_ref.c): rk[6*i + j] = RK_i[j]
 *    for every key size; LEA-128 stores its repeated word T[1] at j = 1, 3 and 5.
 *  - set_key argument checks: bad key lengths -> LWC_ERR_LENGTH, NULL ctx or key -> LWC_ERR_NULL.
 *  - One known answer per cipher through the public API, in place (out == in) and out of place.
 *
 * Prints one line per failure and "N passed, M failed" last; exits non-zero on any failure. */
#include <stdio.h>
#include <string.h>

#include "lwc/lea.h"
#include "lwc/present.h"

#include "lea_block.h"

typedef struct {
    unsigned passed, failed;
} tally_t;

static void check(tally_t *t, int ok, const char *what)
{
    if (ok) {
        t->passed++;
    } else {
        t->failed++;
        printf("FAIL: %s\n", what);
    }
}

/* [SPEC] key of lea_spec_kat.rsp (COUNT = 2 is the 256-bit one; its first 16/24 bytes are the
 * 128/192-bit keys). */
static const uint8_t spec_key[32] = {
    0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78, 0x87, 0x96, 0xa5, 0xb4, 0xc3, 0xd2, 0xe1, 0xf0,
    0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b, 0x3c, 0x2d, 0x1e, 0x0f,
};

static void test_lea128_round_keys(tally_t *t)
{
    /* RK0, RK1, RK23 lines of lea_spec_kat.rsp. */
    static const struct {
        unsigned round;
        uint32_t w[6];
    } expect[] = {
        {0, {0x003a0fd4u, 0x02497010u, 0x194f7db1u, 0x02497010u, 0x090d0883u, 0x02497010u}},
        {1, {0x11fdcbb1u, 0x9e98e0c8u, 0x18b570cfu, 0x9e98e0c8u, 0x9dc53a79u, 0x9e98e0c8u}},
        {23, {0x0bf6adbau, 0xdf69029du, 0x5b72305au, 0xdf69029du, 0xcb47c19fu, 0xdf69029du}},
    };
    lwc_lea_round_keys ks;
    const uint32_t *rk = ks.rk;
    char what[64];

    memset(&ks, 0, sizeof ks);
    check(t, lea_key_schedule(&ks, spec_key, 16) == LWC_OK && ks.rounds == 24u,
          "lea_key_schedule(128) sets 24 rounds");
    for (size_t e = 0; e < sizeof expect / sizeof expect[0]; e++) {
        for (unsigned j = 0; j < 6u; j++) {
            snprintf(what, sizeof what, "LEA-128 SPEC RK%u[%u]", expect[e].round, j);
            check(t, rk[6u * expect[e].round + j] == expect[e].w[j], what);
        }
    }
    check(t, lea_key_schedule(&ks, spec_key, 24) == LWC_OK && ks.rounds == 28u,
          "lea_key_schedule(192) sets 28 rounds");
    check(t, lea_key_schedule(&ks, spec_key, 32) == LWC_OK && ks.rounds == 32u,
          "lea_key_schedule(256) sets 32 rounds");
}

static void test_present_set_key_args(tally_t *t)
{
    static const size_t bad[] = {0, 1, 8, 9, 11, 12, 15, 17, 20, 24, 32};
    uint8_t key[32] = {0};
    lwc_present_ctx ctx;
    char what[64];

    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(what, sizeof what, "present set_key length %u -> LWC_ERR_LENGTH", (unsigned)bad[i]);
        check(t, lwc_present_set_key(&ctx, key, bad[i]) == LWC_ERR_LENGTH, what);
    }
    check(t, lwc_present_set_key(&ctx, key, 10) == LWC_OK, "present set_key length 10 -> LWC_OK");
    check(t, lwc_present_set_key(&ctx, key, 16) == LWC_OK, "present set_key length 16 -> LWC_OK");
    check(t, lwc_present_set_key(NULL, key, 10) == LWC_ERR_NULL, "present set_key NULL ctx -> LWC_ERR_NULL");
    check(t, lwc_present_set_key(&ctx, NULL, 10) == LWC_ERR_NULL, "present set_key NULL key -> LWC_ERR_NULL");
    check(t, lwc_present_set_key(&ctx, NULL, 0) == LWC_ERR_NULL, "present set_key NULL key, length 0 -> LWC_ERR_NULL");
}

static void test_lea_set_key_args(tally_t *t)
{
    static const size_t bad[] = {0, 1, 8, 10, 15, 17, 20, 23, 25, 31, 33, 64};
    uint8_t key[64] = {0};
    lwc_lea_ctx ctx;
    char what[64];

    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(what, sizeof what, "lea set_key length %u -> LWC_ERR_LENGTH", (unsigned)bad[i]);
        check(t, lwc_lea_set_key(&ctx, key, bad[i]) == LWC_ERR_LENGTH, what);
    }
    check(t, lwc_lea_set_key(&ctx, key, 16) == LWC_OK && ctx.ks.rounds == 24u, "lea set_key 16 -> OK, 24 rounds");
    check(t, lwc_lea_set_key(&ctx, key, 24) == LWC_OK && ctx.ks.rounds == 28u, "lea set_key 24 -> OK, 28 rounds");
    check(t, lwc_lea_set_key(&ctx, key, 32) == LWC_OK && ctx.ks.rounds == 32u, "lea set_key 32 -> OK, 32 rounds");
    check(t, lwc_lea_set_key(NULL, key, 16) == LWC_ERR_NULL, "lea set_key NULL ctx -> LWC_ERR_NULL");
    check(t, lwc_lea_set_key(&ctx, NULL, 16) == LWC_ERR_NULL, "lea set_key NULL key -> LWC_ERR_NULL");
    check(t, lwc_lea_set_key(&ctx, NULL, 0) == LWC_ERR_NULL, "lea set_key NULL key, length 0 -> LWC_ERR_NULL");
}

/* LEA-128 SPEC vector and PRESENT-80 CHES 2007 vector (key and plaintext all ones), each encrypted
 * and decrypted out of place and in place. */
static void test_known_answers(tally_t *t)
{
    static const uint8_t lea_pt[16] = {0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17,
                                       0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f};
    static const uint8_t lea_ct[16] = {0x9f, 0xc8, 0x4e, 0x35, 0x28, 0xc6, 0xc6, 0x18,
                                       0x55, 0x32, 0xc7, 0xa7, 0x04, 0x64, 0x8b, 0xfd};
    static const uint8_t pr_key[10] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
    static const uint8_t pr_pt[8] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
    static const uint8_t pr_ct[8] = {0x33, 0x33, 0xdc, 0xd3, 0x21, 0x32, 0x10, 0xd2};
    lwc_lea_ctx lea;
    lwc_present_ctx present;
    uint8_t buf[16], out[16];

    check(t, lwc_lea_set_key(&lea, spec_key, 16) == LWC_OK, "lea set_key SPEC");
    lwc_lea_encrypt(&lea, out, lea_pt);
    check(t, memcmp(out, lea_ct, 16) == 0, "LEA-128 SPEC encrypt");
    lwc_lea_decrypt(&lea, out, lea_ct);
    check(t, memcmp(out, lea_pt, 16) == 0, "LEA-128 SPEC decrypt");
    memcpy(buf, lea_pt, 16);
    lwc_lea_encrypt(&lea, buf, buf);
    check(t, memcmp(buf, lea_ct, 16) == 0, "LEA-128 SPEC encrypt in place");
    lwc_lea_decrypt(&lea, buf, buf);
    check(t, memcmp(buf, lea_pt, 16) == 0, "LEA-128 SPEC decrypt in place");

    check(t, lwc_present_set_key(&present, pr_key, 10) == LWC_OK, "present set_key CHES");
    lwc_present_encrypt(&present, out, pr_pt);
    check(t, memcmp(out, pr_ct, 8) == 0, "PRESENT-80 CHES encrypt");
    lwc_present_decrypt(&present, out, pr_ct);
    check(t, memcmp(out, pr_pt, 8) == 0, "PRESENT-80 CHES decrypt");
    memcpy(buf, pr_pt, 8);
    lwc_present_encrypt(&present, buf, buf);
    check(t, memcmp(buf, pr_ct, 8) == 0, "PRESENT-80 CHES encrypt in place");
    lwc_present_decrypt(&present, buf, buf);
    check(t, memcmp(buf, pr_pt, 8) == 0, "PRESENT-80 CHES decrypt in place");
}

int main(void)
{
    tally_t t = {0, 0};

    test_lea128_round_keys(&t);
    test_present_set_key_args(&t);
    test_lea_set_key_args(&t);
    test_known_answers(&t);
    printf("%u passed, %u failed\n", t.passed, t.failed);
    return t.failed == 0 ? 0 : 1;
}
