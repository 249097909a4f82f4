/* Host test (also run under ASan + UBSan in the host-asan build): hostile arguments to every public
 * function of include/lwc/ (check_hostile_coverage.py fails the build's tests when a declared
 * function is not named here).
 *
 * For every row of lwc_aeads (native API) and its NIST API twin, every block-cipher row and every
 * mode over it, the TinyJAMBU cached-key / prepared API, romulus-h (one-shot and incremental) and
 * STREAM (lwc/stream.h) over every AEAD row:
 *  - NULL with a non-zero length, NULL key/nonce/tag/context -> LWC_ERR_NULL, nothing written;
 *    NULL with length 0 -> accepted;
 *  - output overlapping its input without being it (shifted by 1, by -1, by a whole block), output
 *    overlapping the associated data, a key/nonce/tag/IV starting inside the output ->
 *    LWC_ERR_OVERLAP with the whole arena unchanged; in place (output == input) gives the same bytes
 *    as separate buffers;
 *  - NIST lengths whose clen = mlen + tag would overflow, clen shorter than the tag, huge lengths with
 *    NULL -> an error code, no access (ASan would report one);
 *  - invalid key / nonce / tag lengths (set_key, CCM, GCM) -> LWC_ERR_LENGTH.
 * Prints one line per failed check and "N passed, M failed"; exit 1 on a failure. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "lwc/host.h"
#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "lwc/nist.h"
#include "lwc/stream.h"
#include "nist_aead_rows.h"

static unsigned passed, failed;

#define CHECK(cond, ...)                                   \
    do {                                                   \
        if (cond) {                                        \
            passed++;                                      \
        } else {                                           \
            failed++;                                      \
            printf("FAIL line %d: ", __LINE__);            \
            printf(__VA_ARGS__);                           \
            printf("\n");                                  \
        }                                                  \
    } while (0)

/* Every buffer of a call lives in one arena, so that "nothing written" is one comparison. */
#define ARENA 1024
static uint8_t arena[ARENA], before[ARENA];

static void fill_arena(void)
{
    for (unsigned i = 0; i < ARENA; i++)
        arena[i] = (uint8_t)(i * 37u + 11u);
    memcpy(before, arena, ARENA);
}

static int arena_unchanged(void)
{
    return memcmp(arena, before, ARENA) == 0;
}

/* Offsets in the arena: key 0, nonce 64, tag 96, ad 128, text 256 (64 bytes), a spare area at 512. */
#define KEY (arena + 0)
#define NONCE (arena + 64)
#define TAG (arena + 96)
#define AD (arena + 128)
#define TEXT (arena + 256)
#define SPARE (arena + 512)
#define LEN 40u

/* ---- the NIST API twins of the AEAD rows (lwc/nist.h), matched to lwc_aeads by name ------------- */

/* One AEAD row: the detached-tag encrypt and decrypt under hostile arguments. */
static void aead_row(const lwc_aead_t *a)
{
    const char *n = a->name;
    int rc;
    uint8_t ref[LEN + 16];

    /* A valid reference: ciphertext of LEN bytes, out of place. */
    fill_arena();
    rc = a->encrypt(SPARE, SPARE + LEN, KEY, NONCE, AD, 20, TEXT, LEN);
    CHECK(rc == LWC_OK, "%s encrypt: %d", n, rc);
    memcpy(ref, SPARE, LEN + a->tag_bytes);
    /* In place gives the same bytes. */
    rc = a->encrypt(TEXT, TAG, KEY, NONCE, AD, 20, TEXT, LEN);
    CHECK(rc == LWC_OK && memcmp(TEXT, ref, LEN) == 0 && memcmp(TAG, ref + LEN, a->tag_bytes) == 0,
          "%s in-place encrypt differs (%d)", n, rc);
    rc = a->decrypt(TEXT, TAG, KEY, NONCE, AD, 20, TEXT, LEN);
    CHECK(rc == LWC_OK && memcmp(TEXT, before + 256, LEN) == 0, "%s in-place decrypt (%d)", n, rc);

    /* NULLs. */
    struct {
        const char *what;
        int enc;
        uint8_t *out, *tag;
        const uint8_t *key, *nonce, *ad;
        size_t ad_len;
        const uint8_t *in;
        size_t len;
        int want;
    } cases[] = {
        {"NULL key", 1, SPARE, TAG, NULL, NONCE, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL nonce", 1, SPARE, TAG, KEY, NULL, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL tag", 1, SPARE, NULL, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL ad, ad_len 4", 1, SPARE, TAG, KEY, NONCE, NULL, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL in, len 40", 1, SPARE, TAG, KEY, NONCE, AD, 4, NULL, LEN, LWC_ERR_NULL},
        {"NULL out, len 40", 1, NULL, TAG, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL ad, SIZE_MAX", 1, SPARE, TAG, KEY, NONCE, NULL, SIZE_MAX, TEXT, LEN, LWC_ERR_NULL},
        {"NULL in and out, SIZE_MAX", 1, NULL, TAG, KEY, NONCE, AD, 4, NULL, SIZE_MAX, LWC_ERR_NULL},
        {"out = in + 1", 1, TEXT + 1, SPARE, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"out = in - 1", 1, TEXT - 1, SPARE, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"out = in + 16", 1, TEXT + 16, SPARE, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"out overlaps ad", 1, AD + 8, SPARE, KEY, NONCE, AD, 16, TEXT, LEN, LWC_ERR_OVERLAP},
        {"tag inside out", 1, SPARE, SPARE + LEN - 1, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"key inside out", 1, SPARE, TAG, SPARE + 3, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"nonce inside out", 1, SPARE, TAG, KEY, SPARE + 30, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"NULL key", 0, SPARE, TAG, NULL, NONCE, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL nonce", 0, SPARE, TAG, KEY, NULL, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL tag", 0, SPARE, NULL, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL ad, ad_len 4", 0, SPARE, TAG, KEY, NONCE, NULL, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL in, len 40", 0, SPARE, TAG, KEY, NONCE, AD, 4, NULL, LEN, LWC_ERR_NULL},
        {"NULL out, len 40", 0, NULL, TAG, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL in and out, SIZE_MAX", 0, NULL, TAG, KEY, NONCE, AD, 4, NULL, SIZE_MAX, LWC_ERR_NULL},
        {"out = in + 1", 0, TEXT + 1, TAG, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"out = in - 1", 0, TEXT - 1, TAG, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"out = in + 16", 0, TEXT + 16, TAG, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"out overlaps ad", 0, AD + 8, TAG, KEY, NONCE, AD, 16, TEXT, LEN, LWC_ERR_OVERLAP},
        {"tag inside out", 0, SPARE, SPARE + 5, KEY, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"key inside out", 0, SPARE, TAG, SPARE, NONCE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"nonce inside out", 0, SPARE, TAG, KEY, SPARE + 39, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        fill_arena();
        rc = cases[i].enc ? a->encrypt(cases[i].out, cases[i].tag, cases[i].key, cases[i].nonce, cases[i].ad,
                                       cases[i].ad_len, cases[i].in, cases[i].len)
                          : a->decrypt(cases[i].out, cases[i].tag, cases[i].key, cases[i].nonce, cases[i].ad,
                                       cases[i].ad_len, cases[i].in, cases[i].len);
        CHECK(rc == cases[i].want && arena_unchanged(), "%s %s %s: %d (%s), want %d, arena %s", n,
              cases[i].enc ? "encrypt" : "decrypt", cases[i].what, rc, lwc_strerror(rc), cases[i].want,
              arena_unchanged() ? "unchanged" : "WRITTEN");
    }
    /* NULL with length 0 is fine (encrypt of nothing, then its decryption). */
    rc = a->encrypt(NULL, TAG, KEY, NONCE, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "%s encrypt of NULL/0: %d", n, rc);
    rc = a->decrypt(NULL, TAG, KEY, NONCE, NULL, 0, NULL, 0);
    CHECK(rc == LWC_OK, "%s decrypt of NULL/0: %d", n, rc);
}

static void nist_row(const lwc_aead_t *a, nist_enc_fn enc, nist_dec_fn dec)
{
    const char *n = a->name;
    unsigned long long clen = 7, mlen = 7;
    int rc;
    const unsigned long long t = a->tag_bytes;

    fill_arena();
    /* clen = mlen + tag would overflow (unsigned long long and size_t). */
    unsigned long long huge[] = {ULLONG_MAX, ULLONG_MAX - t + 1, (unsigned long long)SIZE_MAX,
                                 (unsigned long long)SIZE_MAX - t + 1};
    for (size_t i = 0; i < sizeof huge / sizeof huge[0]; i++) {
        rc = enc(SPARE, &clen, TEXT, huge[i], AD, 4, NULL, NONCE, KEY);
        CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s NIST encrypt mlen %llu: %d", n, huge[i], rc);
    }
    /* mlen just below the overflow with NULL m: refused for the NULL, nothing touched. */
    rc = enc(SPARE, &clen, NULL, (unsigned long long)SIZE_MAX - t, AD, 4, NULL, NONCE, KEY);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NIST encrypt NULL m, mlen SIZE_MAX - tag: %d", n, rc);
    /* A valid m with an mlen whose c + mlen + tag runs past the end of the address space (a buffer
     * that cannot exist): refused before any pointer is offset (clang's UBSan: no pointer overflow). */
    rc = enc(SPARE, &clen, TEXT, (unsigned long long)SIZE_MAX - t, AD, 4, NULL, NONCE, KEY);
    CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s NIST encrypt mlen SIZE_MAX - tag: %d", n, rc);
    rc = enc(NULL, &clen, NULL, 0, NULL, 0, NULL, NONCE, KEY);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NIST encrypt NULL c (needs the tag): %d", n, rc);
    rc = enc(TAG, &clen, NULL, 0, NULL, 0, NULL, NONCE, KEY);
    CHECK(rc == LWC_OK && clen == t, "%s NIST encrypt of NULL/0: %d", n, rc);
    fill_arena();
    rc = enc(SPARE, &clen, TEXT, LEN, NULL, ULLONG_MAX, NULL, NONCE, KEY);
    CHECK(rc != LWC_OK && arena_unchanged(), "%s NIST encrypt NULL ad, adlen max: %d", n, rc);
    rc = enc(NULL, &clen, TEXT, LEN, AD, 4, NULL, NONCE, KEY);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NIST encrypt NULL c: %d", n, rc);
    rc = enc(SPARE, NULL, TEXT, LEN, AD, 4, NULL, NONCE, KEY);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NIST encrypt NULL clen: %d", n, rc);
    rc = enc(TEXT + 3, &clen, TEXT, LEN, AD, 4, NULL, NONCE, KEY);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s NIST encrypt c = m + 3: %d", n, rc);
    /* A valid round trip, in place (c = m), through the NIST API. */
    rc = enc(TEXT, &clen, TEXT, LEN, AD, 4, NULL, NONCE, KEY);
    CHECK(rc == LWC_OK && clen == LEN + t, "%s NIST encrypt in place: %d, clen %llu", n, rc, clen);
    rc = dec(TEXT, &mlen, NULL, TEXT, clen, AD, 4, NONCE, KEY);
    CHECK(rc == LWC_OK && mlen == LEN && memcmp(TEXT, before + 256, LEN) == 0, "%s NIST decrypt in place: %d", n, rc);

    fill_arena();
    for (unsigned long long c = 0; c < t; c++) {
        mlen = 7;
        rc = dec(SPARE, &mlen, NULL, TEXT, c, AD, 4, NONCE, KEY);
        CHECK(rc == LWC_ERR_LENGTH && mlen == 0 && arena_unchanged(), "%s NIST decrypt clen %llu < tag: %d", n, c, rc);
    }
    mlen = 7;
    rc = dec(NULL, &mlen, NULL, TEXT, ULLONG_MAX, AD, 4, NONCE, KEY);
    CHECK(rc != LWC_OK && mlen == 0 && arena_unchanged(), "%s NIST decrypt NULL m, clen max: %d", n, rc);
    for (int i = 0; i < 2; i++) {
        mlen = 7;
        rc = dec(SPARE, &mlen, NULL, TEXT, i ? ULLONG_MAX : (unsigned long long)SIZE_MAX, AD, 4, NONCE, KEY);
        CHECK(rc == LWC_ERR_LENGTH && mlen == 0 && arena_unchanged(), "%s NIST decrypt clen %s: %d", n,
              i ? "ULLONG_MAX" : "SIZE_MAX", rc);
    }
    rc = dec(SPARE, &mlen, NULL, NULL, LEN + t, AD, 4, NONCE, KEY);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NIST decrypt NULL c: %d", n, rc);
    rc = dec(SPARE, NULL, NULL, TEXT, LEN + t, AD, 4, NONCE, KEY);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NIST decrypt NULL mlen: %d", n, rc);
    rc = dec(TEXT + 1, &mlen, NULL, TEXT, LEN + t, AD, 4, NONCE, KEY);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s NIST decrypt m = c + 1: %d", n, rc);
    rc = dec(SPARE, &mlen, NULL, TEXT, LEN + t, NULL, 4, NONCE, KEY);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NIST decrypt NULL ad: %d", n, rc);
}

static void hash_rows(void)
{
    for (size_t i = 0; i < lwc_hash_count; i++) {
        const lwc_hash_t *h = &lwc_hashes[i];
        fill_arena();
        int rc = h->hash(NULL, TEXT, LEN);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NULL digest: %d", h->name, rc);
        rc = h->hash(SPARE, NULL, LEN);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NULL message: %d", h->name, rc);
        rc = h->hash(SPARE, NULL, SIZE_MAX);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NULL message, SIZE_MAX: %d", h->name, rc);
        rc = h->hash(SPARE, NULL, 0);
        CHECK(rc == LWC_OK, "%s NULL/0: %d", h->name, rc);
        rc = h->hash(TEXT, TEXT, LEN); /* digest over its own message: allowed (read before written) */
        CHECK(rc == LWC_OK, "%s digest over message: %d", h->name, rc);
    }
    for (size_t i = 0; i < lwc_hash_count; i++) { /* the incremental API of each row */
        const lwc_hash_t *h = &lwc_hashes[i];
        uint8_t ctx[LWC_HASH_CTX_MAX_BYTES];
        CHECK(h->ctx_bytes <= sizeof ctx, "%s context larger than LWC_HASH_CTX_MAX_BYTES", h->name);
        fill_arena();
        int rc = h->init(NULL);
        CHECK(rc == LWC_ERR_NULL, "%s init NULL: %d", h->name, rc);
        h->init(ctx);
        rc = h->update(ctx, NULL, SIZE_MAX);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s update NULL, SIZE_MAX: %d", h->name, rc);
        rc = h->update(NULL, TEXT, LEN);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s update NULL context: %d", h->name, rc);
        rc = h->final(ctx, NULL);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s final NULL digest: %d", h->name, rc);
        rc = h->update(ctx, TEXT, LEN);
        CHECK(rc == LWC_OK && h->final(ctx, SPARE) == LWC_OK && h->hash(SPARE + 64, TEXT, LEN) == LWC_OK &&
                  memcmp(SPARE, SPARE + 64, h->digest_bytes) == 0,
              "%s incremental differs from one-shot after refusals", h->name);
        fill_arena();
        rc = h->update(ctx, TEXT, LEN);
        CHECK(rc == LWC_ERR_STATE, "%s update after final: %d", h->name, rc);
        rc = h->final(ctx, SPARE);
        CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "%s final after final: %d", h->name, rc);
    }
    /* lwc_romulus_h_update_PF (AVR flash) is exercised on the ATmega128 by tests/stream/stream_api_check.c. */
    fill_arena();
    int rc = romulush_crypto_hash(SPARE, NULL, ULLONG_MAX);
    CHECK(rc != LWC_OK && arena_unchanged(), "romulush_crypto_hash NULL, max: %d", rc);
    rc = romulush_crypto_hash(SPARE, TEXT, LEN);
    uint8_t d[32];
    CHECK(rc == LWC_OK && lwc_romulus_h(d, TEXT, LEN) == LWC_OK && memcmp(d, SPARE, 32) == 0,
          "romulush_crypto_hash differs from lwc_romulus_h");
}

/* Every XOF row (lwc_xofs): refused arguments write nothing, a customization string longer than the
 * row takes is LWC_ERR_LENGTH, the incremental API refuses a context in the wrong phase, and after
 * the refusals it still equals the one-shot function. */
static void xof_rows(void)
{
    static union {
        uint64_t align;
        uint8_t bytes[128];
    } ctx_mem;
    void *const ctx = &ctx_mem;
    for (size_t i = 0; i < lwc_xof_count; i++) {
        const lwc_xof_t *x = &lwc_xofs[i];
        const size_t z_len = x->customization_max > 0 ? 3 : 0;
        CHECK(lwc_xof_find(x->name) == x, "lwc_xof_find(%s)", x->name);
        CHECK(x->ctx_bytes <= sizeof ctx_mem, "%s context larger than the test's", x->name);
        fill_arena();
        int rc = x->xof(NULL, 32, AD, z_len, TEXT, LEN);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NULL out: %d", x->name, rc);
        rc = x->xof(SPARE, 32, AD, z_len, NULL, LEN);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s NULL message: %d", x->name, rc);
        rc = x->xof(SPARE, 32, NULL, 1, TEXT, LEN);
        CHECK(rc != LWC_OK && arena_unchanged(), "%s NULL customization: %d", x->name, rc);
        rc = x->xof(SPARE, 32, TEXT, (size_t)x->customization_max + 1, TEXT, LEN);
        CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s customization too long: %d", x->name, rc);
        rc = x->xof(SPARE, 32, TEXT, SIZE_MAX, TEXT, LEN);
        CHECK(rc != LWC_OK && arena_unchanged(), "%s customization SIZE_MAX: %d", x->name, rc);
        rc = x->xof(NULL, 0, AD, z_len, NULL, 0);
        CHECK(rc == LWC_OK && arena_unchanged(), "%s of NULL/0 into NULL/0: %d", x->name, rc);
        lwc_wipe(ctx, sizeof ctx_mem);
        rc = x->absorb(ctx, TEXT, LEN);
        CHECK(rc == LWC_ERR_STATE, "%s absorb into a zero context: %d", x->name, rc);
        rc = x->squeeze(ctx, SPARE, 8);
        CHECK(rc == LWC_ERR_STATE && arena_unchanged(), "%s squeeze from a zero context: %d", x->name, rc);
        rc = x->init(NULL, AD, z_len);
        CHECK(rc == LWC_ERR_NULL, "%s init NULL context: %d", x->name, rc);
        rc = x->init(ctx, TEXT, (size_t)x->customization_max + 1);
        CHECK(rc == LWC_ERR_LENGTH, "%s init customization too long: %d", x->name, rc);
        rc = x->init(ctx, AD, z_len);
        CHECK(rc == LWC_OK, "%s init: %d", x->name, rc);
        rc = x->absorb(ctx, NULL, LEN);
        CHECK(rc == LWC_ERR_NULL, "%s absorb NULL, %u: %d", x->name, LEN, rc);
        rc = x->absorb(NULL, TEXT, LEN);
        CHECK(rc == LWC_ERR_NULL, "%s absorb NULL context: %d", x->name, rc);
        rc = x->squeeze(ctx, NULL, 8);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s squeeze into NULL: %d", x->name, rc);
        rc = x->absorb(ctx, TEXT, LEN) | x->squeeze(ctx, SPARE, 20) | x->squeeze(ctx, SPARE + 20, 12) |
             x->xof(SPARE + 64, 32, AD, z_len, TEXT, LEN);
        CHECK(rc == LWC_OK && memcmp(SPARE, SPARE + 64, 32) == 0, "%s incremental differs from one-shot after refusals",
              x->name);
        fill_arena();
        rc = x->absorb(ctx, TEXT, LEN);
        CHECK(rc == LWC_ERR_STATE, "%s absorb after squeeze: %d", x->name, rc);
        lwc_wipe(ctx, sizeof ctx_mem);
    }
}

/* Every mode over one cipher row. */
static void mode_checks(const lwc_cipher_t *b, const void *ctx)
{
    const char *n = b->name;
    const size_t bl = b->block_bytes;
    int rc;
    typedef int (*whole_fn)(const lwc_cipher_t *, const void *, uint8_t *, const uint8_t *, size_t);
    typedef int (*iv_fn)(const lwc_cipher_t *, const void *, const uint8_t *, uint8_t *, const uint8_t *, size_t);
    const struct {
        const char *name;
        whole_fn whole;
        iv_fn iv;
        int any_len;
    } modes[] = {
        {"ecb-enc", lwc_ecb_encrypt, NULL, 0}, {"ecb-dec", lwc_ecb_decrypt, NULL, 0},
        {"cbc-enc", NULL, lwc_cbc_encrypt, 0}, {"cbc-dec", NULL, lwc_cbc_decrypt, 0},
        {"ctr", NULL, lwc_ctr_crypt, 1},       {"ofb", NULL, lwc_ofb_crypt, 1},
        {"cfb-enc", NULL, lwc_cfb_encrypt, 1}, {"cfb-dec", NULL, lwc_cfb_decrypt, 1},
    };
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
#define CALL(cipher, c_, out, in, len) \
    (modes[m].whole ? modes[m].whole(cipher, c_, out, in, len) : modes[m].iv(cipher, c_, NONCE, out, in, len))
        const char *mn = modes[m].name;
        fill_arena();
        rc = CALL(NULL, ctx, SPARE, TEXT, 2 * bl);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s %s NULL cipher: %d", n, mn, rc);
        rc = CALL(b, NULL, SPARE, TEXT, 2 * bl);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s %s NULL ctx: %d", n, mn, rc);
        rc = CALL(b, ctx, NULL, TEXT, 2 * bl);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s %s NULL out: %d", n, mn, rc);
        rc = CALL(b, ctx, SPARE, NULL, SIZE_MAX - SIZE_MAX % bl);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s %s NULL in, huge: %d", n, mn, rc);
        rc = CALL(b, ctx, TEXT + 1, TEXT, 2 * bl);
        CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s %s out = in + 1: %d", n, mn, rc);
        rc = CALL(b, ctx, TEXT - bl, TEXT, 2 * bl);
        CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s %s out = in - block: %d", n, mn, rc);
        if (!modes[m].any_len) {
            rc = CALL(b, ctx, SPARE, TEXT, bl + 1);
            CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s %s len block + 1: %d", n, mn, rc);
        } else {
            rc = modes[m].iv(b, ctx, NULL, SPARE, TEXT, 5);
            CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s %s NULL iv: %d", n, mn, rc);
            rc = modes[m].iv(b, ctx, SPARE + 4, SPARE, TEXT, 5);
            CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s %s iv inside out: %d", n, mn, rc);
        }
        if (modes[m].iv != NULL) { /* the IV starting one byte before the output runs into it */
            rc = modes[m].iv(b, ctx, SPARE - 1, SPARE, TEXT, 2 * bl);
            CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s %s iv one byte before out: %d", n, mn, rc);
        }
        /* In place equals out of place. */
        rc = CALL(b, ctx, SPARE, TEXT, 3 * bl);
        int rc2 = CALL(b, ctx, TEXT, TEXT, 3 * bl);
        CHECK(rc == LWC_OK && rc2 == LWC_OK && memcmp(SPARE, TEXT, 3 * bl) == 0, "%s %s in place differs", n, mn);
        rc = CALL(b, ctx, NULL, NULL, 0);
        CHECK(rc == LWC_OK, "%s %s NULL/0: %d", n, mn, rc);
#undef CALL
    }
    fill_arena();
    rc = lwc_cmac(b, ctx, NULL, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s cmac NULL tag: %d", n, rc);
    rc = lwc_cmac(b, ctx, SPARE, NULL, SIZE_MAX);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s cmac NULL msg: %d", n, rc);
    rc = lwc_cmac(NULL, ctx, SPARE, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s cmac NULL cipher: %d", n, rc);
    rc = lwc_cmac(b, ctx, SPARE, NULL, 0);
    CHECK(rc == LWC_OK, "%s cmac NULL/0: %d", n, rc);
    fill_arena();
    rc = lwc_cmac(b, ctx, TEXT + 8, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s cmac tag inside msg: %d", n, rc);

    /* CBC with PKCS#7 padding. */
    size_t olen = 7;
    fill_arena();
    rc = lwc_cbc_encrypt_pkcs7(b, ctx, NONCE, SPARE, 64, NULL, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s cbc-pkcs7 encrypt NULL out_len: %d", n, rc);
    rc = lwc_cbc_encrypt_pkcs7(b, ctx, NULL, SPARE, 64, &olen, TEXT, LEN);
    CHECK(rc == LWC_ERR_NULL && olen == 0 && arena_unchanged(), "%s cbc-pkcs7 encrypt NULL iv: %d", n, rc);
    rc = lwc_cbc_encrypt_pkcs7(b, ctx, NONCE, SPARE, 64, &olen, NULL, SIZE_MAX);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s cbc-pkcs7 encrypt NULL in, huge: %d", n, rc);
    rc = lwc_cbc_encrypt_pkcs7(b, ctx, NONCE, SPARE, SIZE_MAX, &olen, TEXT, SIZE_MAX);
    CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s cbc-pkcs7 encrypt SIZE_MAX: %d", n, rc);
    rc = lwc_cbc_encrypt_pkcs7(b, ctx, NONCE, SPARE, LEN, &olen, TEXT, LEN);
    CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s cbc-pkcs7 encrypt out_size = len: %d", n, rc);
    rc = lwc_cbc_encrypt_pkcs7(b, ctx, NONCE, TEXT + 1, 64, &olen, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s cbc-pkcs7 encrypt out = in + 1: %d", n, rc);
    rc = lwc_cbc_encrypt_pkcs7(b, ctx, SPARE + (LEN - LEN % bl + bl) - 1, SPARE, 64, &olen, TEXT, LEN);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s cbc-pkcs7 encrypt iv in the padding: %d", n, rc);
    rc = lwc_cbc_decrypt_pkcs7(b, ctx, NONCE, SPARE, NULL, TEXT, 2 * bl);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s cbc-pkcs7 decrypt NULL out_len: %d", n, rc);
    rc = lwc_cbc_decrypt_pkcs7(b, ctx, NONCE, SPARE, &olen, TEXT, 0);
    CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s cbc-pkcs7 decrypt len 0: %d", n, rc);
    rc = lwc_cbc_decrypt_pkcs7(b, ctx, NONCE, SPARE, &olen, TEXT, bl + 1);
    CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s cbc-pkcs7 decrypt partial block: %d", n, rc);
    rc = lwc_cbc_decrypt_pkcs7(b, ctx, NONCE, TEXT - 1, &olen, TEXT, 2 * bl);
    CHECK(rc == LWC_ERR_OVERLAP && arena_unchanged(), "%s cbc-pkcs7 decrypt out = in - 1: %d", n, rc);
    rc = lwc_cbc_encrypt_pkcs7(b, ctx, NONCE, SPARE, 64, &olen, TEXT, LEN);
    const size_t padded = olen;
    rc |= lwc_cbc_decrypt_pkcs7(b, ctx, NONCE, SPARE, &olen, SPARE, padded);
    CHECK(rc == LWC_OK && olen == LEN && memcmp(SPARE, TEXT, LEN) == 0, "%s cbc-pkcs7 round trip in place: %d", n, rc);
    rc = lwc_cbc_encrypt_pkcs7(b, ctx, NONCE, SPARE, bl, &olen, NULL, 0);
    CHECK(rc == LWC_OK && olen == bl, "%s cbc-pkcs7 encrypt NULL/0: %d", n, rc);

    /* CCM and GCM (128-bit blocks; on 64-bit ciphers every call is LWC_ERR_LENGTH). */
    typedef int (*ae_enc)(const lwc_cipher_t *, const void *, const uint8_t *, size_t, const uint8_t *, size_t,
                          uint8_t *, uint8_t *, size_t, const uint8_t *, size_t);
    typedef int (*ae_dec)(const lwc_cipher_t *, const void *, const uint8_t *, size_t, const uint8_t *, size_t,
                          uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t);
    const struct {
        const char *name;
        ae_enc enc;
        ae_dec dec;
        size_t bad_nonce[3], bad_tag[4];
    } aes[] = {
        {"ccm", lwc_ccm_encrypt, lwc_ccm_decrypt, {0, 6, 14}, {0, 3, 5, 18}},
        {"gcm", lwc_gcm_encrypt, lwc_gcm_decrypt, {0, 0, 0}, {0, 3, 17, 32}},
    };
    for (size_t m = 0; m < 2; m++) {
        const char *mn = aes[m].name;
        const int ok = bl == 16 ? LWC_OK : LWC_ERR_LENGTH;
        const int ovl = bl == 16 ? LWC_ERR_OVERLAP : LWC_ERR_LENGTH;
        fill_arena();
        for (int e = 0; e < 2; e++) {
            const char *dir = e ? "decrypt" : "encrypt";
#define AE(nonce, nl, ad, al, out, tag, tl, in, len)                                    \
    (e ? aes[m].dec(b, ctx, nonce, nl, ad, al, out, tag, tl, in, len) \
       : aes[m].enc(b, ctx, nonce, nl, ad, al, out, tag, tl, in, len))
            rc = AE(NULL, 12, AD, 4, SPARE, TAG, 16, TEXT, LEN);
            CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s %s %s NULL nonce: %d", n, mn, dir, rc);
            rc = AE(NONCE, 12, AD, 4, SPARE, NULL, 16, TEXT, LEN);
            CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s %s %s NULL tag: %d", n, mn, dir, rc);
            rc = AE(NONCE, 12, NULL, SIZE_MAX, SPARE, TAG, 16, TEXT, LEN);
            CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s %s %s NULL ad: %d", n, mn, dir, rc);
            rc = AE(NONCE, 12, AD, 4, NULL, TAG, 16, NULL, SIZE_MAX);
            CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s %s %s NULL text: %d", n, mn, dir, rc);
            for (int k = 0; k < 3; k++) {
                if (aes[m].bad_nonce[k] == 0 && k > 0)
                    continue;
                rc = AE(NONCE, aes[m].bad_nonce[k], AD, 4, SPARE, TAG, 16, TEXT, LEN);
                CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s %s %s nonce length %zu: %d", n, mn, dir,
                      aes[m].bad_nonce[k], rc);
            }
            for (int k = 0; k < 4; k++) {
                rc = AE(NONCE, 12, AD, 4, SPARE, TAG, aes[m].bad_tag[k], TEXT, LEN);
                CHECK(rc == LWC_ERR_LENGTH && arena_unchanged(), "%s %s %s tag length %zu: %d", n, mn, dir,
                      aes[m].bad_tag[k], rc);
            }
            rc = AE(NONCE, 12, AD, 4, TEXT + 1, TAG, 16, TEXT, LEN);
            CHECK(rc == ovl && arena_unchanged(), "%s %s %s out = in + 1: %d", n, mn, dir, rc);
            rc = AE(NONCE, 12, AD, 16, AD + 15, TAG, 16, TEXT, LEN);
            CHECK(rc == ovl && arena_unchanged(), "%s %s %s out overlaps ad: %d", n, mn, dir, rc);
            rc = AE(SPARE + 39, 12, AD, 4, SPARE, TAG, 16, TEXT, LEN);
            CHECK(rc == ovl && arena_unchanged(), "%s %s %s nonce overlaps out: %d", n, mn, dir, rc);
            rc = AE(NONCE, 12, AD, 4, SPARE, SPARE - 15, 16, TEXT, LEN);
            CHECK(rc == ovl && arena_unchanged(), "%s %s %s tag overlaps out: %d", n, mn, dir, rc);
#undef AE
        }
        /* Round trip in place, then a forged tag: LWC_ERR_AUTH, output wiped. */
        rc = aes[m].enc(b, ctx, NONCE, 12, AD, 4, TEXT, TAG, 16, TEXT, LEN);
        CHECK(rc == ok, "%s %s encrypt in place: %d", n, mn, rc);
        if (ok == LWC_OK) {
            rc = aes[m].dec(b, ctx, NONCE, 12, AD, 4, TEXT, TAG, 16, TEXT, LEN);
            CHECK(rc == LWC_OK && memcmp(TEXT, before + 256, LEN) == 0, "%s %s decrypt in place: %d", n, mn, rc);
            rc = aes[m].enc(b, ctx, NONCE, 12, AD, 4, TEXT, TAG, 16, TEXT, LEN);
            TAG[0] ^= 1;
            rc = aes[m].dec(b, ctx, NONCE, 12, AD, 4, SPARE, TAG, 16, TEXT, LEN);
            int zero = 1;
            for (unsigned i = 0; i < LEN; i++)
                zero &= SPARE[i] == 0;
            CHECK(rc == LWC_ERR_AUTH && zero, "%s %s forged tag: %d, output %s", n, mn, rc, zero ? "wiped" : "NOT wiped");
        }
    }
}

static void cipher_rows(void)
{
    static lwc_cipher_ctx ctx;
    for (size_t i = 0; i < lwc_cipher_count; i++) {
        const lwc_cipher_t *b = &lwc_ciphers[i];
        CHECK(b->ctx_bytes <= sizeof ctx, "%s context larger than the test's", b->name);
        fill_arena();
        int rc = b->set_key(&ctx, NULL);
        CHECK(rc == LWC_ERR_NULL, "%s set_key NULL key: %d", b->name, rc);
        rc = b->set_key(NULL, KEY);
        CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s set_key NULL ctx: %d", b->name, rc);
        rc = b->set_key(&ctx, KEY);
        CHECK(rc == LWC_OK, "%s set_key: %d", b->name, rc);
        /* Single blocks: in place equals out of place, decrypt inverts. */
        b->encrypt(&ctx, SPARE, TEXT);
        b->encrypt(&ctx, TEXT, TEXT);
        CHECK(memcmp(SPARE, TEXT, b->block_bytes) == 0, "%s in-place block encryption differs", b->name);
        b->decrypt(&ctx, TEXT, TEXT);
        CHECK(memcmp(TEXT, before + 256, b->block_bytes) == 0, "%s decrypt(encrypt(x)) != x", b->name);
        mode_checks(b, &ctx);
    }
    /* The typed set_key functions: every key length other than the cipher's is LWC_ERR_LENGTH. */
    for (size_t len = 0; len <= 40; len++) {
        int rc = lwc_present_set_key(&ctx.present, KEY, len);
        CHECK(rc == ((len == 10 || len == 16) ? LWC_OK : LWC_ERR_LENGTH), "lwc_present_set_key len %zu: %d", len, rc);
        rc = lwc_lea_set_key(&ctx.lea, KEY, len);
        CHECK(rc == ((len == 16 || len == 24 || len == 32) ? LWC_OK : LWC_ERR_LENGTH), "lwc_lea_set_key len %zu: %d",
              len, rc);
    }
    CHECK(lwc_present_set_key(NULL, KEY, 10) == LWC_ERR_NULL, "lwc_present_set_key NULL ctx");
    CHECK(lwc_lea_set_key(NULL, KEY, 16) == LWC_ERR_NULL, "lwc_lea_set_key NULL ctx");
    /* The typed block calls, for the record (void: no argument check, out == in allowed). */
    lwc_present_set_key(&ctx.present, KEY, 16);
    lwc_present_encrypt(&ctx.present, SPARE, TEXT);
    lwc_present_encrypt(&ctx.present, SPARE + 8, TEXT + 8);
    lwc_present_encrypt2(&ctx.present, SPARE + 16, TEXT);
    CHECK(memcmp(SPARE, SPARE + 16, 16) == 0, "lwc_present_encrypt2 differs from two lwc_present_encrypt");
    lwc_present_decrypt(&ctx.present, SPARE, SPARE);
    CHECK(memcmp(SPARE, TEXT, 8) == 0, "lwc_present_* round trip");
    lwc_lea_set_key(&ctx.lea, KEY, 16);
    lwc_lea_encrypt(&ctx.lea, SPARE, TEXT);
    lwc_lea_decrypt(&ctx.lea, SPARE, SPARE);
    CHECK(memcmp(SPARE, TEXT, 16) == 0, "lwc_lea_* round trip");
}

static void tinyjambu_cached(void)
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
}

/* Romulus prepared keys: NULL and overlapping arguments, an object never initialized or wiped
 * (LWC_ERR_STATE); nothing written on a refusal; NULL with length 0 accepted. */
static void romulus_cached(void)
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
}

/* Ascon-AEAD128 through a prepared key (lwc_ascon_aead128_key_init: tag length, nonce masking), and
 * the NIST hash entry point. lwc_ascon_hash_update_PF (AVR flash) is exercised on the ATmega128 by
 * tests/ascon/ascon_target_check.c, out-of-flash ranges included. */
static void ascon_cached(void)
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
    rc = asconhash256_crypto_hash(SPARE, NULL, ULLONG_MAX);
    CHECK(rc != LWC_OK && arena_unchanged(), "asconhash256_crypto_hash NULL, max: %d", rc);
    rc = asconhash256_crypto_hash(SPARE, TEXT, LEN);
    uint8_t d[32];
    CHECK(rc == LWC_OK && lwc_ascon_hash256(d, TEXT, LEN) == LWC_OK && memcmp(d, SPARE, 32) == 0,
          "asconhash256_crypto_hash differs from lwc_ascon_hash256");
}

/* STREAM over one AEAD row: argument errors change nothing and keep the stream usable; a forged chunk
 * wipes its output and kills the stream; wrong phases are LWC_ERR_STATE. */
static void stream_row(const lwc_aead_t *a)
{
    const char *n = a->name;
    const uint8_t t = a->tag_bytes;
    lwc_stream_ctx s, o;
    fill_arena();
    int rc = lwc_stream_seal_init(NULL, a, KEY, NONCE);
    CHECK(rc == LWC_ERR_NULL && arena_unchanged(), "%s stream_seal_init NULL: %d", n, rc);
    rc = lwc_stream_open_init(&o, a, NULL, NONCE);
    CHECK(rc == LWC_ERR_NULL, "%s stream_open_init NULL key: %d", n, rc);
    rc = lwc_stream_open_init(&o, a, KEY, NULL);
    CHECK(rc == LWC_ERR_NULL, "%s stream_open_init NULL prefix: %d", n, rc);
    lwc_stream_seal_init(&s, a, KEY, NONCE);
    lwc_stream_open_init(&o, a, KEY, NONCE);
    const struct {
        const char *what;
        uint8_t *out, *tag;
        const uint8_t *ad;
        size_t ad_len;
        const uint8_t *in;
        size_t len;
        int want;
    } cases[] = {
        {"NULL out", NULL, TAG, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL tag", SPARE, NULL, AD, 4, TEXT, LEN, LWC_ERR_NULL},
        {"NULL ad, SIZE_MAX", SPARE, TAG, NULL, SIZE_MAX, TEXT, LEN, LWC_ERR_NULL},
        {"NULL in and out, SIZE_MAX", NULL, TAG, AD, 4, NULL, SIZE_MAX, LWC_ERR_NULL},
        {"out = in + 1", TEXT + 1, SPARE, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
        {"out overlaps ad", AD + 2, SPARE, AD, 16, TEXT, LEN, LWC_ERR_OVERLAP},
        {"tag inside out", SPARE, SPARE + 5, AD, 4, TEXT, LEN, LWC_ERR_OVERLAP},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        fill_arena();
        rc = lwc_stream_seal(&s, cases[i].out, cases[i].tag, cases[i].ad, cases[i].ad_len, cases[i].in, cases[i].len, 0);
        CHECK(rc == cases[i].want && arena_unchanged(), "%s stream_seal %s: %d", n, cases[i].what, rc);
        rc = lwc_stream_open(&o, cases[i].out, cases[i].tag, cases[i].ad, cases[i].ad_len, cases[i].in, cases[i].len, 0);
        CHECK(rc == cases[i].want && arena_unchanged(), "%s stream_open %s: %d", n, cases[i].what, rc);
    }
    CHECK(lwc_stream_index(&s) == 0 && lwc_stream_index(&o) == 0, "%s stream index moved by a refused call", n);
    /* The stream still works: a chunk in place, then the same chunk forged. */
    fill_arena();
    rc = lwc_stream_seal(&s, TEXT, TAG, AD, 4, TEXT, LEN, 0);
    CHECK(rc == LWC_OK, "%s stream_seal after refusals: %d", n, rc);
    rc = lwc_stream_open(&o, SPARE, TAG, AD, 4, TEXT, LEN, 0);
    CHECK(rc == LWC_OK && memcmp(SPARE, before + 256, LEN) == 0, "%s stream_open after refusals: %d", n, rc);
    rc = lwc_stream_seal(&s, TEXT, TAG, AD, 4, TEXT, LEN, 1);
    TAG[t - 1] ^= 1;
    memset(SPARE, 0x77, LEN);
    rc = lwc_stream_open(&o, SPARE, TAG, AD, 4, TEXT, LEN, 1);
    uint8_t zero[LEN] = {0};
    CHECK(rc == LWC_ERR_AUTH && memcmp(SPARE, zero, LEN) == 0, "%s stream_open forged: %d, output not wiped", n, rc);
    rc = lwc_stream_open(&o, SPARE, TAG, AD, 4, TEXT, LEN, 1);
    CHECK(rc == LWC_ERR_STATE, "%s stream_open on a dead stream: %d", n, rc);
    CHECK(lwc_stream_end(&o) == LWC_ERR_AUTH && lwc_stream_end(&s) == LWC_OK, "%s stream_end", n);
    CHECK(lwc_stream_end(&o) == LWC_ERR_STATE && lwc_stream_end(NULL) == LWC_ERR_NULL, "%s stream_end twice / NULL", n);
    CHECK(lwc_stream_index(&o) == 0 && lwc_stream_index(NULL) == 0, "%s stream_index of a wiped context", n);
}

static void common_functions(void)
{
    const int codes[] = {LWC_OK, LWC_ERR_AUTH, LWC_ERR_NULL, LWC_ERR_LENGTH, LWC_ERR_STATE, LWC_ERR_OVERLAP};
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        CHECK(lwc_strerror(codes[i]) != NULL && strcmp(lwc_strerror(codes[i]), "unknown error") != 0,
              "lwc_strerror(%d) has no text", codes[i]);
    CHECK(lwc_strerror(INT_MIN) != NULL && lwc_strerror(12345) != NULL, "lwc_strerror of an unknown code");
    CHECK(lwc_verify(NULL, NULL, 0) == 0, "lwc_verify of nothing");
    CHECK(lwc_verify(KEY, KEY, 16) == 0 && lwc_verify(KEY, NONCE, 16) == -1, "lwc_verify");
    lwc_wipe(NULL, 0);
    lwc_wipe(SPARE, 16);
    CHECK(SPARE[0] == 0 && SPARE[15] == 0, "lwc_wipe");
    CHECK(lwc_aead_find(NULL) == NULL && lwc_hash_find(NULL) == NULL && lwc_cipher_find(NULL) == NULL,
          "lwc_*_find(NULL)");
    CHECK(lwc_aead_find("") == NULL && lwc_hash_find("nope") == NULL && lwc_cipher_find("lea-12") == NULL,
          "lwc_*_find of unknown names");
    const int level = lwc_level(), top = lwc_level_supported();
    CHECK(top >= LWC_LEVEL_PORTABLE && top < LWC_LEVEL_COUNT && level <= top, "lwc_level %d of %d", level, top);
    const int bad_levels[] = {INT_MIN, -1, LWC_LEVEL_COUNT, INT_MAX};
    for (size_t i = 0; i < sizeof bad_levels / sizeof bad_levels[0]; i++) {
        CHECK(lwc_set_level(bad_levels[i]) == LWC_ERR_LENGTH && lwc_level() == level, "lwc_set_level(%d)",
              bad_levels[i]);
        CHECK(lwc_level_name(bad_levels[i]) == NULL, "lwc_level_name(%d)", bad_levels[i]);
    }
    CHECK(lwc_level_from_name(NULL) == -1 && lwc_level_from_name("") == -1 && lwc_level_from_name("AVX2") == -1,
          "lwc_level_from_name of no level");
    CHECK(lwc_set_level(level) == LWC_OK && lwc_level() == level, "lwc_set_level of the level in use");
    CHECK(lwc_xof_find(NULL) == NULL && lwc_xof_find("romulus-h") == NULL, "lwc_xof_find(NULL), of a hash's name");
    CHECK(lwc_version() != NULL && strcmp(lwc_version(), LWC_VERSION) == 0, "lwc_version is LWC_VERSION");
    for (size_t i = 0; i < lwc_xof_count; i++)
        CHECK(lwc_xof_find(lwc_xofs[i].name) == &lwc_xofs[i], "lwc_xof_find(%s)", lwc_xofs[i].name);
}

int main(void)
{
    for (size_t i = 0; i < lwc_aead_count; i++) {
        const lwc_aead_t *a = &lwc_aeads[i];
        CHECK(lwc_aead_find(a->name) == a, "lwc_aead_find(%s)", a->name);
        aead_row(a);
        const nist_aead_row *nr = nist_aead_row_find(a->name);
        CHECK(nr != NULL, "%s has no NIST API row in tests/runner/nist_aead_rows.h", a->name);
        if (nr != NULL)
            nist_row(a, nr->enc, nr->dec);
        stream_row(a);
    }
    hash_rows();
    cipher_rows();
    tinyjambu_cached();
    romulus_cached();
    xof_rows();
    ascon_cached();
    common_functions();
    printf("hostile inputs: %zu AEADs (native and NIST API), %zu hashes, %zu ciphers with every mode, %zu XOFs: "
           "%u passed, %u failed\n",
           lwc_aead_count, lwc_hash_count, lwc_cipher_count, lwc_xof_count, passed, failed);
    return failed != 0;
}
