/* Host: every level of the run-time dispatch (include/lwc/host.h) against the portable C.
 *
 * For each level the CPU has, above the portable one, the same calls run at that level and at
 * LWC_LEVEL_PORTABLE and their outputs must be equal: every AEAD row (encrypt, and decrypt of the
 * result; lengths 0..70 and 1,000, AD 0..20), every 128-bit cipher row through CTR (counters a few
 * blocks short of the 32-bit, 64-bit and 128-bit carries, lengths 0..300, 467, 1,000, 1,023..1,032,
 * 2,048..2,064, 4,099 and 5,123) and GCM (IVs of 12 and 1..40 bytes, AD 0..140, texts 0..300 and 4,099;
 * decrypt checked, and a forged tag refused with the output wiped; texts of 0..17 blocks, runs of
 * 8k - 1..8k + 1 and 63..65 blocks whole and with a partial block, AD of 0..133 bytes, at the GHASH
 * kernel's aggregation boundaries) and every 64-bit cipher row through CTR (the same lengths: for
 * PRESENT's x86-64 core, 3 blocks and up, whole and partial passes of 128 and 256 blocks and their
 * sums). Also the level API itself: the
 * names, lwc_set_level refusing a level above the CPU's, and LWC_LEVEL honoured (when set, the level
 * in use on entry must be the one named: a test of a level is never run at another).
 * `dispatch_check --require LEVEL` exits 77 (ctest: skipped) when the CPU lacks LEVEL, 0 when it has
 * it. Prints "N comparisons at levels ..."; exit 1 on any difference. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lwc/host.h"
#include "lwc/lwc.h"
#include "lwc/modes.h"

static unsigned comparisons, failures;
static uint32_t rng = 0x9e3779b9u;

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        rng ^= rng << 13;
        rng ^= rng >> 17;
        rng ^= rng << 5;
        p[i] = (uint8_t)(rng >> 11);
    }
}

static void fail(const char *what, const char *alg, int level, size_t len)
{
    if (failures++ < 20)
        printf("FAIL %s %s at level %s, length %zu\n", alg, what, lwc_level_name(level), len);
}

static void same(const void *a, const void *b, size_t n, const char *what, const char *alg, int level, size_t len)
{
    comparisons++;
    if (memcmp(a, b, n) != 0)
        fail(what, alg, level, len);
}

#define MAX_TEXT 5123
static uint8_t key[32], nonce[64], ad[160], msg[MAX_TEXT], out_ref[MAX_TEXT], out_lvl[MAX_TEXT], back[MAX_TEXT];

static void check_aeads(int level)
{
    static const size_t lens[] = {0, 1, 3, 4, 5, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 70, 1000};
    for (size_t r = 0; r < lwc_aead_count; r++) {
        const lwc_aead_t *a = &lwc_aeads[r];
        for (size_t li = 0; li < sizeof lens / sizeof lens[0]; li++) {
            const size_t len = lens[li], ad_len = li % 21;
            uint8_t tag_ref[32], tag_lvl[32];
            fill(key, sizeof key);
            fill(nonce, sizeof nonce);
            fill(ad, ad_len);
            fill(msg, len);
            lwc_set_level(LWC_LEVEL_PORTABLE);
            a->encrypt(out_ref, tag_ref, key, nonce, ad, ad_len, msg, len);
            lwc_set_level(level);
            a->encrypt(out_lvl, tag_lvl, key, nonce, ad, ad_len, msg, len);
            same(out_ref, out_lvl, len, "encrypt", a->name, level, len);
            same(tag_ref, tag_lvl, a->tag_bytes, "tag", a->name, level, len);
            comparisons++;
            if (a->decrypt(back, tag_ref, key, nonce, ad, ad_len, out_ref, len) != LWC_OK || memcmp(back, msg, len) != 0)
                fail("decrypt", a->name, level, len);
        }
    }
}

/* counter blocks a few short of a carry out of their low 32 bits, 64 bits, and of the 2^128 wrap */
static void counter(uint8_t *iv, size_t n, unsigned kind)
{
    fill(iv, n);
    if (kind == 1)
        memset(iv + n - 4, 0xFF, 3);
    else if (kind == 2 && n == 16)
        memset(iv + 8, 0xFF, 7);
    else if (kind == 3)
        memset(iv, 0xFF, n - 1);
}

static void check_ctr(const lwc_cipher_t *c, int level)
{
    lwc_cipher_ctx ctx;
    /* 467 and 1,000: LEA's last pass of four groups of eight, the last one partial; 23..2,064: PRESENT's
     * passes of 128 and 256 blocks, whole, partial and summed */
    static const size_t lens[] = {0,    1,    15,   16,   17,   23,   24,   100,  127,  128,  129,  255,  256,  257,
                                  300,  467,  1000, 1023, 1024, 1025, 1032, 2048, 2056, 2064, 4099, MAX_TEXT};
    for (unsigned kind = 0; kind < 4; kind++)
        for (size_t li = 0; li < sizeof lens / sizeof lens[0]; li++) {
            const size_t len = lens[li];
            uint8_t iv[16];
            fill(key, sizeof key);
            c->set_key(&ctx, key);
            counter(iv, c->block_bytes, kind);
            fill(msg, len);
            lwc_set_level(LWC_LEVEL_PORTABLE);
            lwc_ctr_crypt(c, &ctx, iv, out_ref, msg, len);
            lwc_set_level(level);
            lwc_ctr_crypt(c, &ctx, iv, out_lvl, msg, len);
            same(out_ref, out_lvl, len, "ctr", c->name, level, len);
            memcpy(out_lvl, msg, len); /* in place */
            lwc_ctr_crypt(c, &ctx, iv, out_lvl, out_lvl, len);
            same(out_ref, out_lvl, len, "ctr in place", c->name, level, len);
        }
    lwc_wipe(&ctx, sizeof ctx);
}

static void check_gcm(const lwc_cipher_t *c, int level)
{
    lwc_cipher_ctx ctx;
    static const size_t lens[] = {0, 1, 16, 17, 100, 127, 128, 129, 143, 144, 255, 256, 300, 4099};
    for (size_t iv_len = 1; iv_len <= 40; iv_len += (iv_len == 12 ? 1 : 3))
        for (size_t li = 0; li < sizeof lens / sizeof lens[0]; li++) {
            const size_t len = lens[li], ad_len = (li * 37 + iv_len) % 141;
            uint8_t tag_ref[16], tag_lvl[16];
            fill(key, sizeof key);
            c->set_key(&ctx, key);
            fill(nonce, iv_len);
            if (li % 4 == 3 && iv_len == 12)
                memset(nonce + 8, 0xFF, 4); /* IV bytes a 128-bit counter increment would carry into */
            fill(ad, ad_len);
            fill(msg, len);
            lwc_set_level(LWC_LEVEL_PORTABLE);
            lwc_gcm_encrypt(c, &ctx, nonce, iv_len, ad, ad_len, out_ref, tag_ref, 16, msg, len);
            lwc_set_level(level);
            lwc_gcm_encrypt(c, &ctx, nonce, iv_len, ad, ad_len, out_lvl, tag_lvl, 16, msg, len);
            same(out_ref, out_lvl, len, "gcm encrypt", c->name, level, len);
            same(tag_ref, tag_lvl, 16, "gcm tag", c->name, level, len);
            comparisons++;
            if (lwc_gcm_decrypt(c, &ctx, nonce, iv_len, ad, ad_len, back, tag_ref, 16, out_ref, len) != LWC_OK ||
                memcmp(back, msg, len) != 0)
                fail("gcm decrypt", c->name, level, len);
            tag_ref[li % 16] ^= 1;
            memset(back, 0xA5, len);
            comparisons++;
            if (lwc_gcm_decrypt(c, &ctx, nonce, iv_len, ad, ad_len, back, tag_ref, 16, out_ref, len) != LWC_ERR_AUTH)
                fail("gcm forged tag accepted", c->name, level, len);
            for (size_t i = 0; i < len; i++)
                if (back[i] != 0) {
                    fail("gcm forged tag: output not wiped", c->name, level, len);
                    break;
                }
        }
    lwc_wipe(&ctx, sizeof ctx);
}

/* GCM with a 12-byte IV at the dispatched kernels' boundaries: texts of 0..17 whole blocks, runs of
 * eight blocks and one either side (8k - 1, 8k, 8k + 1), the chunk of 64 blocks and one either side,
 * each whole and with a partial last block of 5 bytes; AD of 0, 1, 16, 17 and 133 bytes (and 128, a
 * run of eight) in turn. Encrypt against the portable C, decrypt (in place too) back to the text. */
static void check_gcm_runs(const lwc_cipher_t *c, int level)
{
    static const size_t blocks[] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13,  14,  15,
                                    16, 17, 23, 24, 25, 31, 32, 33, 63, 64, 65, 127, 128, 129, 200};
    static const size_t ad_lens[] = {0, 1, 16, 17, 133, 128};
    lwc_cipher_ctx ctx;
    unsigned n = 0;
    for (size_t bi = 0; bi < sizeof blocks / sizeof blocks[0]; bi++)
        for (size_t partial = 0; partial <= 5; partial += 5) {
            const size_t len = 16 * blocks[bi] + partial, ad_len = ad_lens[n++ % (sizeof ad_lens / sizeof ad_lens[0])];
            uint8_t tag_ref[16], tag_lvl[16];
            if (len > MAX_TEXT)
                continue;
            fill(key, sizeof key);
            c->set_key(&ctx, key);
            fill(nonce, 12);
            fill(ad, ad_len);
            fill(msg, len);
            lwc_set_level(LWC_LEVEL_PORTABLE);
            lwc_gcm_encrypt(c, &ctx, nonce, 12, ad, ad_len, out_ref, tag_ref, 16, msg, len);
            lwc_set_level(level);
            lwc_gcm_encrypt(c, &ctx, nonce, 12, ad, ad_len, out_lvl, tag_lvl, 16, msg, len);
            same(out_ref, out_lvl, len, "gcm run encrypt", c->name, level, len);
            same(tag_ref, tag_lvl, 16, "gcm run tag", c->name, level, len);
            comparisons++;
            memcpy(back, out_ref, len);
            if (lwc_gcm_decrypt(c, &ctx, nonce, 12, ad, ad_len, back, tag_ref, 16, back, len) != LWC_OK ||
                memcmp(back, msg, len) != 0)
                fail("gcm run decrypt in place", c->name, level, len);
        }
    lwc_wipe(&ctx, sizeof ctx);
}

static int check_api(void)
{
    int ok = 1;
    const int top = lwc_level_supported();
    for (int l = 0; l < LWC_LEVEL_COUNT; l++)
        ok &= lwc_level_from_name(lwc_level_name(l)) == l;
    ok &= lwc_level_name(LWC_LEVEL_COUNT) == NULL && lwc_level_from_name("none") == -1;
    ok &= lwc_set_level(-1) == LWC_ERR_LENGTH && lwc_set_level(LWC_LEVEL_COUNT) == LWC_ERR_LENGTH;
    if (top + 1 < LWC_LEVEL_COUNT)
        ok &= lwc_set_level(top + 1) == LWC_ERR_LENGTH && lwc_level() != top + 1;
    ok &= lwc_set_level(top) == LWC_OK && lwc_level() == top;
    if (!ok)
        printf("FAIL the level API\n");
    return ok;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--require") == 0) {
        const int want = lwc_level_from_name(argv[2]);
        if (want < 0) {
            printf("unknown level %s\n", argv[2]);
            return 1;
        }
        printf("CPU level %s; %s %s\n", lwc_level_name(lwc_level_supported()), argv[2],
               want <= lwc_level_supported() ? "available" : "not available here: skipped");
        return want <= lwc_level_supported() ? 0 : 77;
    }
    const char *asked = getenv("LWC_LEVEL");
    if (asked != NULL && lwc_level_from_name(asked) >= 0 && lwc_level_from_name(asked) <= lwc_level_supported() &&
        lwc_level() != lwc_level_from_name(asked)) {
        printf("FAIL LWC_LEVEL=%s not honoured: level %s in use\n", asked, lwc_level_name(lwc_level()));
        return 1;
    }
    int ok = check_api();
    const int top = lwc_level_supported();
    printf("levels:");
    for (int level = LWC_LEVEL_PORTABLE + 1; level <= top; level++) {
        printf(" %s", lwc_level_name(level));
        check_aeads(level);
        for (size_t r = 0; r < lwc_cipher_count; r++) {
            const lwc_cipher_t *c = &lwc_ciphers[r];
            check_ctr(c, level);
            if (c->block_bytes == 16) {
                check_gcm(c, level);
                check_gcm_runs(c, level);
            }
        }
    }
    printf("\n%u comparisons against the portable C, %u failed\n", comparisons, failures);
    return ok && failures == 0 && (top == LWC_LEVEL_PORTABLE || comparisons > 0) ? 0 : 1;
}
