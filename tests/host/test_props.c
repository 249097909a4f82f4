/* Property tests over the descriptor tables (every AEAD, hash and block cipher of lwc.h):
 *  - AEAD round trips for every message and AD length 0..80;
 *  - in-place operation gives the same bytes as out-of-place;
 *  - every single-bit flip of tag, ciphertext, AD and nonce is rejected with LWC_ERR_AUTH, and the
 *    output buffer is wiped (and nothing is written past it);
 *  - the argument rules of common.h (NULL with length 0 accepted, NULL with a length refused) and the
 *    NIST entry points (ciphertext shorter than the tag refused, same bytes as the native API);
 *  - hash determinism and argument rules; block-cipher round trips, in place, bad key sizes;
 *  - the tables hold every row of the rows files (src/<primitive>/<primitive>_rows.h).
 * Closing line: "N passed, M failed".
 */
#include <stdio.h>
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/nist.h"
#include "nist_aead_rows.h"

#define MAX_LEN 80
#define CANARY 0xA5

static unsigned long checks, failures;

#define CHECK(cond, ...)                                  \
    do {                                                  \
        checks++;                                         \
        if (!(cond)) {                                    \
            failures++;                                   \
            if (failures <= 50) {                         \
                printf("FAIL %s:%d: ", __FILE__, __LINE__); \
                printf(__VA_ARGS__);                      \
                printf("\n");                             \
            }                                             \
        }                                                 \
    } while (0)

static uint32_t rng_state = 0x12345678u;

static uint8_t rnd(void)
{
    rng_state ^= rng_state << 13; /* xorshift32: reproducible test data */
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return (uint8_t)rng_state;
}

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = rnd();
}

static int all_equal(const uint8_t *p, size_t n, uint8_t v)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != v)
            return 0;
    return 1;
}

typedef struct {
    uint8_t key[32], nonce[16], ad[MAX_LEN], m[MAX_LEN], c[MAX_LEN], tag[16];
} aead_case_t;

/* Decrypting a corrupted input must fail with LWC_ERR_AUTH, zero the output and not write past it. */
static void expect_rejected(const lwc_aead_t *a, const aead_case_t *t, size_t ad_len, size_t m_len, const char *what,
                            size_t bit)
{
    uint8_t out[MAX_LEN + 1];
    memset(out, CANARY, sizeof out);
    int rc = a->decrypt(out, t->tag, t->key, t->nonce, t->ad, ad_len, t->c, m_len);
    CHECK(rc == LWC_ERR_AUTH, "%s: flipped %s bit %zu (ad %zu, m %zu) accepted: %d", a->name, what, bit, ad_len,
          m_len, rc);
    CHECK(all_equal(out, m_len, 0) && out[m_len] == CANARY, "%s: output not wiped after rejected %s flip", a->name,
          what);
}

static void flip_everything(const lwc_aead_t *a, aead_case_t *t, size_t ad_len, size_t m_len)
{
    for (size_t bit = 0; bit < 8u * a->tag_bytes; bit++) {
        t->tag[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        expect_rejected(a, t, ad_len, m_len, "tag", bit);
        t->tag[bit / 8] ^= (uint8_t)(1u << (bit % 8));
    }
    for (size_t bit = 0; bit < 8u * m_len; bit++) {
        t->c[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        expect_rejected(a, t, ad_len, m_len, "ciphertext", bit);
        t->c[bit / 8] ^= (uint8_t)(1u << (bit % 8));
    }
    for (size_t bit = 0; bit < 8u * ad_len; bit++) {
        t->ad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        expect_rejected(a, t, ad_len, m_len, "AD", bit);
        t->ad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
    }
    for (size_t bit = 0; bit < 8u * a->nonce_bytes; bit++) {
        t->nonce[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        expect_rejected(a, t, ad_len, m_len, "nonce", bit);
        t->nonce[bit / 8] ^= (uint8_t)(1u << (bit % 8));
    }
}

static void test_aead_lengths(const lwc_aead_t *a)
{
    aead_case_t t;
    fill(t.key, sizeof t.key);
    fill(t.nonce, sizeof t.nonce);
    for (size_t ad_len = 0; ad_len <= MAX_LEN; ad_len++) {
        for (size_t m_len = 0; m_len <= MAX_LEN; m_len++) {
            uint8_t buf[MAX_LEN + 1], tag2[16], back[MAX_LEN + 1];
            fill(t.ad, ad_len);
            fill(t.m, m_len);
            memset(t.c, CANARY, sizeof t.c);
            int rc = a->encrypt(t.c, t.tag, t.key, t.nonce, t.ad, ad_len, t.m, m_len);
            CHECK(rc == LWC_OK, "%s: encrypt (ad %zu, m %zu) returned %d", a->name, ad_len, m_len, rc);
            CHECK(m_len == MAX_LEN || t.c[m_len] == CANARY, "%s: encrypt wrote past the ciphertext", a->name);

            /* in place: encrypt over the plaintext gives the same ciphertext and tag */
            memcpy(buf, t.m, m_len);
            rc = a->encrypt(buf, tag2, t.key, t.nonce, t.ad, ad_len, buf, m_len);
            CHECK(rc == LWC_OK && memcmp(buf, t.c, m_len) == 0 && memcmp(tag2, t.tag, a->tag_bytes) == 0,
                  "%s: in-place encrypt differs (ad %zu, m %zu)", a->name, ad_len, m_len);

            /* round trip, out of place and in place */
            memset(back, CANARY, sizeof back);
            rc = a->decrypt(back, t.tag, t.key, t.nonce, t.ad, ad_len, t.c, m_len);
            CHECK(rc == LWC_OK && memcmp(back, t.m, m_len) == 0 && back[m_len] == CANARY,
                  "%s: round trip failed (ad %zu, m %zu): %d", a->name, ad_len, m_len, rc);
            rc = a->decrypt(buf, t.tag, t.key, t.nonce, t.ad, ad_len, buf, m_len);
            CHECK(rc == LWC_OK && memcmp(buf, t.m, m_len) == 0, "%s: in-place decrypt differs (ad %zu, m %zu)",
                  a->name, ad_len, m_len);

            /* the diagonal and a spread of lengths get every single-bit flip */
            if (ad_len == m_len || ad_len + m_len == MAX_LEN || (ad_len % 17 == 1 && m_len % 13 == 3))
                flip_everything(a, &t, ad_len, m_len);
        }
    }
}

static void test_aead_args(const lwc_aead_t *a)
{
    uint8_t key[32] = {0}, nonce[16] = {0}, tag[16], buf[4] = {1, 2, 3, 4};
    CHECK(a->encrypt(NULL, tag, key, nonce, NULL, 0, NULL, 0) == LWC_OK, "%s: empty NULL encrypt refused", a->name);
    CHECK(a->decrypt(NULL, tag, key, nonce, NULL, 0, NULL, 0) == LWC_OK, "%s: empty NULL decrypt refused", a->name);
    CHECK(a->encrypt(buf, tag, key, nonce, NULL, 1, buf, 4) == LWC_ERR_NULL, "%s: NULL ad with length", a->name);
    CHECK(a->encrypt(buf, tag, key, nonce, NULL, 0, NULL, 4) == LWC_ERR_NULL, "%s: NULL m with length", a->name);
    CHECK(a->encrypt(NULL, tag, key, nonce, NULL, 0, buf, 4) == LWC_ERR_NULL, "%s: NULL c with length", a->name);
    CHECK(a->encrypt(buf, NULL, key, nonce, NULL, 0, buf, 4) == LWC_ERR_NULL, "%s: NULL tag", a->name);
    CHECK(a->encrypt(buf, tag, NULL, nonce, NULL, 0, buf, 4) == LWC_ERR_NULL, "%s: NULL key", a->name);
    CHECK(a->encrypt(buf, tag, key, NULL, NULL, 0, buf, 4) == LWC_ERR_NULL, "%s: NULL nonce", a->name);
    CHECK(a->decrypt(buf, NULL, key, nonce, NULL, 0, buf, 4) == LWC_ERR_NULL, "%s: NULL tag (decrypt)", a->name);
    CHECK(a->decrypt(NULL, tag, key, nonce, NULL, 0, buf, 4) == LWC_ERR_NULL, "%s: NULL m (decrypt)", a->name);
    CHECK(a->decrypt(buf, tag, key, nonce, NULL, 3, buf, 4) == LWC_ERR_NULL, "%s: NULL ad (decrypt)", a->name);
}

static void test_nist(const lwc_aead_t *a)
{
    const nist_aead_row *n = nist_aead_row_find(a->name);
    CHECK(n != NULL, "%s: no NIST entry point", a->name);
    if (n == NULL)
        return;
    uint8_t key[32], nonce[16], ad[7], m[21], c[21 + 16], native_c[21], tag[16], back[21];
    unsigned long long clen = 0, mlen = 99;
    fill(key, sizeof key);
    fill(nonce, sizeof nonce);
    fill(ad, sizeof ad);
    fill(m, sizeof m);
    CHECK(n->enc(c, &clen, m, sizeof m, ad, sizeof ad, NULL, nonce, key) == 0 && clen == sizeof m + a->tag_bytes,
          "%s: NIST encrypt", a->name);
    a->encrypt(native_c, tag, key, nonce, ad, sizeof ad, m, sizeof m);
    CHECK(memcmp(c, native_c, sizeof m) == 0 && memcmp(c + sizeof m, tag, a->tag_bytes) == 0,
          "%s: NIST and native outputs differ", a->name);
    CHECK(n->dec(back, &mlen, NULL, c, clen, ad, sizeof ad, nonce, key) == 0 && mlen == sizeof m &&
              memcmp(back, m, sizeof m) == 0,
          "%s: NIST decrypt", a->name);
    mlen = 99;
    CHECK(n->dec(back, &mlen, NULL, c, a->tag_bytes - 1, ad, sizeof ad, nonce, key) == LWC_ERR_LENGTH && mlen == 0,
          "%s: NIST decrypt of a ciphertext shorter than the tag not refused", a->name);
    c[0] ^= 1;
    CHECK(n->dec(back, &mlen, NULL, c, clen, ad, sizeof ad, nonce, key) == LWC_ERR_AUTH && mlen == 0 &&
              all_equal(back, sizeof m, 0),
          "%s: NIST decrypt of a forgery", a->name);
    CHECK(n->enc(NULL, &clen, m, sizeof m, ad, sizeof ad, NULL, nonce, key) == LWC_ERR_NULL, "%s: NIST NULL c",
          a->name);
}

static void test_hash(const lwc_hash_t *h)
{
    uint8_t m[MAX_LEN], d1[64], d2[64];
    fill(m, sizeof m);
    for (size_t len = 0; len <= MAX_LEN; len++) {
        CHECK(h->hash(d1, m, len) == LWC_OK && h->hash(d2, m, len) == LWC_OK &&
                  memcmp(d1, d2, h->digest_bytes) == 0,
              "%s: not deterministic at length %zu", h->name, len);
        if (len > 0) {
            m[len - 1] ^= 0x80;
            CHECK(h->hash(d2, m, len) == LWC_OK && memcmp(d1, d2, h->digest_bytes) != 0,
                  "%s: a flipped last bit does not change the digest (len %zu)", h->name, len);
            m[len - 1] ^= 0x80;
        }
    }
    CHECK(h->hash(d1, NULL, 0) == LWC_OK, "%s: NULL empty message refused", h->name);
    CHECK(h->hash(d1, NULL, 1) == LWC_ERR_NULL, "%s: NULL message with a length accepted", h->name);
    CHECK(h->hash(NULL, m, 1) == LWC_ERR_NULL, "%s: NULL digest accepted", h->name);
}

static void test_cipher(const lwc_cipher_t *b)
{
    static lwc_cipher_ctx ctx;
    CHECK(b->ctx_bytes <= sizeof ctx, "%s: context larger than LWC_CIPHER_CTX_MAX_BYTES", b->name);
    for (int trial = 0; trial < 200; trial++) {
        uint8_t key[32], pt[16], ct[16], back[16];
        fill(key, sizeof key);
        fill(pt, sizeof pt);
        CHECK(b->set_key(&ctx, key) == LWC_OK, "%s: set_key", b->name);
        b->encrypt(&ctx, ct, pt);
        CHECK(memcmp(ct, pt, b->block_bytes) != 0, "%s: encryption is the identity", b->name);
        b->decrypt(&ctx, back, ct);
        CHECK(memcmp(back, pt, b->block_bytes) == 0, "%s: round trip", b->name);
        memcpy(back, pt, b->block_bytes);
        b->encrypt(&ctx, back, back);
        CHECK(memcmp(back, ct, b->block_bytes) == 0, "%s: in-place encrypt differs", b->name);
        b->decrypt(&ctx, back, back);
        CHECK(memcmp(back, pt, b->block_bytes) == 0, "%s: in-place decrypt differs", b->name);
    }
}

/* The typed set_key of every block cipher (LWC_CIPHER_CONTEXT_LIST, lwc/primitives.h): a key length
 * that none of its rows has (rows "<prefix>-...") is refused, and so are NULL arguments. */
static int cipher_has_key_length(const char *prefix, size_t len)
{
    const size_t n = strlen(prefix);
    for (size_t i = 0; i < lwc_cipher_count; i++)
        if (strncmp(lwc_ciphers[i].name, prefix, n) == 0 && lwc_ciphers[i].name[n] == '-' &&
            lwc_ciphers[i].key_bytes == len)
            return 1;
    return 0;
}

#define TEST_CIPHER_ARGS_(prefix, type)                                                                     \
    {                                                                                                       \
        type c;                                                                                             \
        uint8_t key[64] = {0};                                                                              \
        size_t good = 0;                                                                                    \
        for (size_t len = 0; len <= sizeof key; len++) {                                                    \
            const int rc = lwc_##prefix##_set_key(&c, key, len);                                            \
            if (cipher_has_key_length(#prefix, len))                                                        \
                CHECK(rc == LWC_OK && (good = len) > 0, #prefix " key length %zu refused", len);            \
            else                                                                                            \
                CHECK(rc == LWC_ERR_LENGTH, #prefix " key length %zu accepted", len);                      \
        }                                                                                                   \
        CHECK(good > 0, #prefix ": no row has its name");                                                   \
        CHECK(lwc_##prefix##_set_key(NULL, key, good) == LWC_ERR_NULL, #prefix " NULL ctx accepted");       \
        CHECK(lwc_##prefix##_set_key(&c, NULL, good) == LWC_ERR_NULL, #prefix " NULL key accepted");        \
    }

static void test_cipher_args(void)
{
    LWC_CIPHER_CONTEXT_LIST(TEST_CIPHER_ARGS_)
}

/* The number of rows of each kind in the rows files of the primitives built (src/<p>/<p>_rows.h,
 * through the rows pass of include/lwc/primitives.h): the tables must hold each of them. */
#define LWC_ROWS_PASS 1
#define LWC_ROWS_IGNORE(...)
#define LWC_AEAD_ROW(...) +1
#define LWC_HASH_ROW LWC_ROWS_IGNORE
#define LWC_CIPHER_ROW LWC_ROWS_IGNORE
#define LWC_XOF_ROW LWC_ROWS_IGNORE
#define LWC_NIST_AEAD LWC_ROWS_IGNORE
#define LWC_NIST_HASH LWC_ROWS_IGNORE
static const size_t aead_rows = 0
#include "lwc/primitives.h" /* a rows pass */
    ;
#undef LWC_AEAD_ROW
#undef LWC_HASH_ROW
#define LWC_AEAD_ROW LWC_ROWS_IGNORE
#define LWC_HASH_ROW(...) +1
static const size_t hash_rows = 0
#include "lwc/primitives.h" /* a rows pass */
    ;
#undef LWC_HASH_ROW
#undef LWC_CIPHER_ROW
#define LWC_HASH_ROW LWC_ROWS_IGNORE
#define LWC_CIPHER_ROW(...) +1
static const size_t cipher_rows = 0
#include "lwc/primitives.h" /* a rows pass */
    ;
#undef LWC_CIPHER_ROW
#undef LWC_XOF_ROW
#define LWC_CIPHER_ROW LWC_ROWS_IGNORE
#define LWC_XOF_ROW(...) +1
static const size_t xof_rows = 0
#include "lwc/primitives.h" /* a rows pass */
    ;

static void test_registry(void)
{
    CHECK(lwc_aead_count == aead_rows && lwc_hash_count == hash_rows && lwc_cipher_count == cipher_rows &&
              lwc_xof_count == xof_rows && aead_rows + hash_rows + cipher_rows + xof_rows > 0,
          "descriptor table sizes %zu %zu %zu %zu, the rows files have %zu %zu %zu %zu", lwc_aead_count,
          lwc_hash_count, lwc_cipher_count, lwc_xof_count, aead_rows, hash_rows, cipher_rows, xof_rows);
    for (size_t i = 0; i < lwc_hash_count; i++)
        CHECK(lwc_hash_find(lwc_hashes[i].name) == &lwc_hashes[i], "find %s", lwc_hashes[i].name);
    for (size_t i = 0; i < lwc_xof_count; i++)
        CHECK(lwc_xof_find(lwc_xofs[i].name) == &lwc_xofs[i], "find %s", lwc_xofs[i].name);
    for (size_t i = 0; i < lwc_aead_count; i++)
        CHECK(lwc_aead_find(lwc_aeads[i].name) == &lwc_aeads[i], "find %s", lwc_aeads[i].name);
    for (size_t i = 0; i < lwc_cipher_count; i++)
        CHECK(lwc_cipher_find(lwc_ciphers[i].name) == &lwc_ciphers[i], "find %s", lwc_ciphers[i].name);
    CHECK(lwc_aead_find("no-such") == NULL && lwc_hash_find(NULL) == NULL, "find of unknown names");
    uint8_t x[3] = {1, 2, 3}, y[3] = {1, 2, 3};
    CHECK(lwc_verify(x, y, 3) == 0, "lwc_verify equal");
    y[2] ^= 0x80;
    CHECK(lwc_verify(x, y, 3) == -1, "lwc_verify different");
    CHECK(strcmp(lwc_strerror(LWC_ERR_AUTH), "authentication failed (tag mismatch)") == 0, "lwc_strerror");
}

/* "--shard K/N": only the rows whose index in the list AEADs, hashes, block ciphers is K-1 modulo N
 * (the registry and argument checks in shard 1), so ctest runs the shards side by side. */
static int parse_shard(int argc, char **argv, unsigned *k, unsigned *n)
{
    *k = 1;
    *n = 1;
    if (argc == 1)
        return 0;
    if (argc == 3 && strcmp(argv[1], "--shard") == 0 && sscanf(argv[2], "%u/%u", k, n) == 2 && *n >= 1 &&
        *k >= 1 && *k <= *n)
        return 0;
    fprintf(stderr, "usage: %s [--shard K/N]\n", argv[0]);
    return -1;
}

int main(int argc, char **argv)
{
    unsigned shard, shards;
    if (parse_shard(argc, argv, &shard, &shards) != 0)
        return 2;
    size_t row = 0;
#define MINE() (row++ % shards == shard - 1)
    if (shard == 1) {
        test_registry();
        test_cipher_args();
    }
    for (size_t i = 0; i < lwc_aead_count; i++) {
        if (!MINE())
            continue;
        unsigned long before = failures;
        test_aead_args(&lwc_aeads[i]);
        test_aead_lengths(&lwc_aeads[i]);
        test_nist(&lwc_aeads[i]);
        printf("%-14s %s\n", lwc_aeads[i].name, failures == before ? "ok" : "FAILED");
    }
    for (size_t i = 0; i < lwc_hash_count; i++)
        if (MINE())
            test_hash(&lwc_hashes[i]);
    for (size_t i = 0; i < lwc_cipher_count; i++)
        if (MINE())
            test_cipher(&lwc_ciphers[i]);
#undef MINE
    printf("%lu passed, %lu failed\n", checks - failures, failures);
    return failures != 0 || checks == 0;
}
