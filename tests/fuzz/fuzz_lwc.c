/* libFuzzer target (clang -fsanitize=fuzzer,address,undefined), host: differential and property
 * fuzzing of every row of the descriptor tables and of the test-only variant rows.
 *
 * LWC_FUZZ_KIND (environment) picks the family: "aead", "hash", "cipher", a primitive's own family
 * (below), or "all" (default: the first input byte picks). Each input is read as: row selector, lengths, then the bytes of key,
 * nonce, associated data, message (past the end of a short input, pseudo-random bytes seeded by it).
 * Any violation aborts, which libFuzzer reports with the input that caused it.
 *
 *  aead    every row of lwc_aeads and runner_variant_aeads (the papers' TinyJAMBU permutations):
 *          - the row's encryption equals the reference row's (lwc_aead_find of the name before '/');
 *          - in place equals out of place; the NIST API (ciphertext || tag) equals the native API;
 *            for TinyJAMBU the cached-key and prepared APIs equal the one-shot one;
 *          - decryption gives the message back;
 *          - a ciphertext, tag, nonce or associated data with one bit flipped (position from the
 *            input) fails with LWC_ERR_AUTH and an output that is all zero (it was pre-filled).
 *  hash    every row of lwc_hashes equals its NIST API, is deterministic and gives the same digest
 *          through its incremental API in pieces the input chooses; the Romulus LFSR reference
 *          variant (Kwon et al. (Romulus LFSR), romulus_lfsr56_update_ref) equals the backend's.
 *  cipher  every row of lwc_ciphers and every variant row (runner_variant_cipher_at): blocks equal
 *          the reference row's, decryption inverts; every mode of lwc/modes.h over the row equals
 *          the mode over the reference row, round-trips, in place equals out of place; CCM/GCM with
 *          a flipped bit fail with the output wiped.
 *  <p>     a primitive's own family, from its test folder (tests/<p>/fuzz_<p>*.c: fuzz_family_<p>,
 *          fuzz_family_<p>_init; fuzz.h), e.g. Ascon against an independent model of SP 800-232;
 *          FUZZ_FAMILIES(X) (defined by tests/fuzz/tests.cmake) lists them.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "lwc/nist.h"
#include "nist_aead_rows.h"
#include "romulus_variants.h"
#include "skinny128_384p.h"
#include "variant_aeads.h"
#include "variant_ciphers.h"
#include "fuzz.h"

#if !defined(FUZZ_FAMILIES)
#define FUZZ_FAMILIES(X)
#endif
#define FUZZ_FAMILY_DECLARE(p) \
    void fuzz_family_##p(reader *r); \
    int fuzz_family_##p##_init(void);
FUZZ_FAMILIES(FUZZ_FAMILY_DECLARE)

/* The primitives' families in FUZZ_FAMILIES order, after the kinds 0 aead, 1 hash, 2 cipher. */
typedef struct {
    const char *name;
    void (*run)(reader *r);
    int (*init)(void);
} fuzz_family;
#define FUZZ_FAMILY_ROW(p) {#p, fuzz_family_##p, fuzz_family_##p##_init},
static const fuzz_family families[] = {FUZZ_FAMILIES(FUZZ_FAMILY_ROW){NULL, NULL, NULL}};
#define FUZZ_FAMILY_COUNT (sizeof families / sizeof families[0] - 1)

const char *row_name = "?";
static int kind_fixed = -1; /* 0 aead, 1 hash, 2 cipher, 3 + i families[i]; -1: from the input */

/* ---- input reader (fuzz.h) ------------------------------------------------------------------------ */

uint8_t get8(reader *r)
{
    if (r->n == 0) {
        r->h = r->h ? r->h : 0x9E3779B9u;
        r->h ^= r->h << 13;
        r->h ^= r->h >> 17;
        r->h ^= r->h << 5;
        return (uint8_t)r->h;
    }
    r->n--;
    r->h = (r->h ^ *r->p) * 16777619u;
    return *r->p++;
}

unsigned get16(reader *r)
{
    unsigned lo = get8(r);
    return lo | (unsigned)get8(r) << 8;
}

void get_bytes(reader *r, uint8_t *out, size_t n)
{
    for (size_t i = 0; i < n; i++)
        out[i] = get8(r);
}

int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/* The reference row of a variant "name/variant": the table row "name". */
static void base_name(const char *name, char *out, size_t cap)
{
    size_t i = 0;
    while (name[i] && name[i] != '/' && i + 1 < cap) {
        out[i] = name[i];
        i++;
    }
    out[i] = '\0';
}

/* ---- AEAD ------------------------------------------------------------------------------------------ */

static void fuzz_aead(reader *r)
{
    static uint8_t key[32], nonce[16], ad[MAX_AD], m[MAX_TEXT], c[MAX_TEXT], c2[MAX_TEXT + 16], back[MAX_TEXT + 1];
    uint8_t tag[16], tag2[16];
    const size_t rows = lwc_aead_count + runner_variant_aead_count;
    const size_t sel = get8(r) % rows;
    const lwc_aead_t *a = sel < lwc_aead_count ? &lwc_aeads[sel] : &runner_variant_aeads[sel - lwc_aead_count];
    char base[32];
    base_name(a->name, base, sizeof base);
    const lwc_aead_t *ref = lwc_aead_find(base);
    row_name = a->name;
    REQUIRE(ref != NULL && ref->key_bytes == a->key_bytes && ref->tag_bytes == a->tag_bytes, "no reference row");

    const size_t mlen = get16(r) % (MAX_TEXT + 1), adlen = get8(r) % (MAX_AD + 1);
    const unsigned flip = get16(r), what = get8(r);
    get_bytes(r, key, a->key_bytes);
    get_bytes(r, nonce, a->nonce_bytes);
    get_bytes(r, ad, adlen);
    get_bytes(r, m, mlen);

    /* Reference, out of place. */
    REQUIRE(ref->encrypt(c, tag, key, nonce, ad, adlen, m, mlen) == LWC_OK, "reference encrypt");
    /* The row, in place. */
    memcpy(c2, m, mlen);
    REQUIRE(a->encrypt(c2, tag2, key, nonce, ad, adlen, c2, mlen) == LWC_OK, "encrypt");
    REQUIRE(memcmp(c2, c, mlen) == 0 && memcmp(tag2, tag, a->tag_bytes) == 0, "ciphertext differs from reference");

    if (a == ref) {
        const nist_aead_row *nr = nist_aead_row_find(a->name);
        REQUIRE(nr != NULL, "no NIST entry point for the row");
        {
            unsigned long long clen = 0, plen = 0;
            REQUIRE(nr->enc(c2, &clen, m, mlen, ad, adlen, NULL, nonce, key) == 0, "NIST encrypt");
            REQUIRE(clen == mlen + a->tag_bytes && memcmp(c2, c, mlen) == 0 && memcmp(c2 + mlen, tag, a->tag_bytes) == 0,
                    "NIST encrypt differs");
            REQUIRE(nr->dec(back, &plen, NULL, c2, clen, ad, adlen, nonce, key) == 0 && plen == mlen &&
                        memcmp(back, m, mlen) == 0,
                    "NIST decrypt");
        }
        if (strncmp(a->name, "tinyjambu-", 10) == 0) {
            lwc_tinyjambu_key k;
            lwc_tinyjambu_prepared p;
            REQUIRE(lwc_tinyjambu_key_init(&k, key, a->key_bytes) == LWC_OK, "key_init");
            REQUIRE(lwc_tinyjambu_key_encrypt(&k, c2, tag2, nonce, ad, adlen, m, mlen) == LWC_OK &&
                        memcmp(c2, c, mlen) == 0 && memcmp(tag2, tag, 8) == 0,
                    "cached-key encrypt differs");
            REQUIRE(lwc_tinyjambu_key_decrypt(&k, back, tag, nonce, ad, adlen, c, mlen) == LWC_OK &&
                        memcmp(back, m, mlen) == 0,
                    "cached-key decrypt");
            REQUIRE(lwc_tinyjambu_prepare(&p, &k, nonce) == LWC_OK, "prepare");
            REQUIRE(lwc_tinyjambu_prepared_decrypt(&p, back, tag, ad, adlen, c, mlen) == LWC_OK &&
                        memcmp(back, m, mlen) == 0,
                    "prepared decrypt");
            REQUIRE(lwc_tinyjambu_prepared_encrypt(&p, c2, tag2, ad, adlen, m, mlen) == LWC_OK &&
                        memcmp(c2, c, mlen) == 0 && memcmp(tag2, tag, 8) == 0,
                    "prepared encrypt differs");
            REQUIRE(lwc_tinyjambu_prepared_encrypt(&p, c2, tag2, ad, adlen, m, mlen) == LWC_ERR_STATE,
                    "prepared object encrypted twice");
        }
    }

    /* Round trip through the row. */
    memset(back, 0xA5, sizeof back);
    REQUIRE(a->decrypt(back, tag, key, nonce, ad, adlen, c, mlen) == LWC_OK, "decrypt of a valid message");
    REQUIRE(memcmp(back, m, mlen) == 0, "decrypt gives another message");

    /* One bit flipped in the ciphertext || tag, the nonce or the associated data: rejected, wiped. */
    const unsigned bit = (unsigned)(flip & 7u);
    switch (what % 3) {
    case 0: {
        const size_t pos = (flip >> 3) % (mlen + a->tag_bytes);
        if (pos < mlen)
            c[pos] ^= (uint8_t)(1u << bit);
        else
            tag[pos - mlen] ^= (uint8_t)(1u << bit);
        break;
    }
    case 1:
        nonce[(flip >> 3) % a->nonce_bytes] ^= (uint8_t)(1u << bit);
        break;
    default:
        if (adlen == 0)
            tag[0] ^= 0x80; /* no associated data to change: the tag then */
        else
            ad[(flip >> 3) % adlen] ^= (uint8_t)(1u << bit);
        break;
    }
    memset(back, 0xA5, sizeof back);
    REQUIRE(a->decrypt(back, tag, key, nonce, ad, adlen, c, mlen) == LWC_ERR_AUTH, "forgery accepted");
    REQUIRE(all_zero(back, mlen), "forgery: output not wiped");
    REQUIRE(all_zero(back, mlen) && back[mlen] == 0xA5, "forgery: wrote past the output");
}

/* ---- hash and the Romulus LFSR ------------------------------------------------------------------- */
static void fuzz_hash(reader *r)
{
    static uint8_t m[MAX_TEXT];
    uint8_t d1[64], d2[64];
    const lwc_hash_t *h = &lwc_hashes[get8(r) % lwc_hash_count];
    row_name = h->name;
    const size_t mlen = get16(r) % (MAX_TEXT + 1);
    uint8_t cnt[7], cnt2[7];
    get_bytes(r, cnt, 7);
    const unsigned steps = get8(r);
    get_bytes(r, m, mlen);
    REQUIRE(h->hash(d1, m, mlen) == LWC_OK && h->hash(d2, m, mlen) == LWC_OK && memcmp(d1, d2, h->digest_bytes) == 0,
            "not deterministic");
    if (strcmp(h->name, "romulus-h") == 0) {
        REQUIRE(romulush_crypto_hash(d2, m, mlen) == 0 && memcmp(d1, d2, 32) == 0, "NIST hash differs");
    }
    uint8_t ctx[LWC_HASH_CTX_MAX_BYTES]; /* the incremental API in pieces the input chooses */
    REQUIRE(h->init(ctx) == LWC_OK, "incremental init");
    for (size_t pos = 0, k; pos < mlen; pos += k) {
        k = get8(r) % 70u;
        k = k > mlen - pos ? mlen - pos : k;
        REQUIRE(h->update(ctx, m + pos, k) == LWC_OK, "incremental update");
    }
    REQUIRE(h->final(ctx, d2) == LWC_OK && memcmp(d1, d2, h->digest_bytes) == 0, "incremental hash differs");
    row_name = "romulus-lfsr";
    memcpy(cnt2, cnt, 7);
    for (unsigned s = 0; s < steps; s++) {
        romulus_lfsr56_update_ref(cnt);
        romulus_lfsr56_update(cnt2);
        REQUIRE(memcmp(cnt, cnt2, 7) == 0, "backend LFSR differs from the reference LFSR");
    }
}

/* ---- block ciphers and modes ------------------------------------------------------------------------ */

static void fuzz_cipher(reader *r)
{
    static uint8_t key[32], iv[16], ad[MAX_AD], m[MAX_TEXT], c[MAX_TEXT], c2[MAX_TEXT], back[MAX_TEXT + 1];
    static lwc_cipher_ctx ctx, rctx;
    uint8_t tag[16], tag2[16];
    size_t rows = lwc_cipher_count;
    while (runner_variant_cipher_at(rows - lwc_cipher_count) != NULL)
        rows++;
    const size_t sel = get8(r) % rows;
    const lwc_cipher_t *b = sel < lwc_cipher_count ? &lwc_ciphers[sel] : runner_variant_cipher_at(sel - lwc_cipher_count);
    char base[32];
    base_name(b->name, base, sizeof base);
    const lwc_cipher_t *ref = lwc_cipher_find(base);
    row_name = b->name;
    REQUIRE(ref != NULL && ref->key_bytes == b->key_bytes && ref->block_bytes == b->block_bytes, "no reference row");
    REQUIRE(b->ctx_bytes <= sizeof ctx && ref->ctx_bytes <= sizeof rctx, "context too large");

    const size_t bl = b->block_bytes;
    const size_t len = get16(r) % (MAX_TEXT + 1), adlen = get8(r) % (MAX_AD + 1);
    const unsigned mode = get8(r), flip = get16(r), tag_len = 4u + 2u * (get8(r) % 7u);
    const size_t iv_len = 7u + get8(r) % 7u; /* CCM 7..13; GCM uses it too */
    get_bytes(r, key, b->key_bytes);
    get_bytes(r, iv, sizeof iv);
    get_bytes(r, ad, adlen);
    get_bytes(r, m, len);
    const size_t whole = len - len % bl;

    REQUIRE(b->set_key(&ctx, key) == LWC_OK && ref->set_key(&rctx, key) == LWC_OK, "set_key");
    for (size_t i = 0; i < whole; i += bl) {
        b->encrypt(&ctx, c + i, m + i);
        ref->encrypt(&rctx, c2 + i, m + i);
        REQUIRE(memcmp(c + i, c2 + i, bl) == 0, "block encryption differs from reference");
        b->decrypt(&ctx, back + i, c + i);
        ref->decrypt(&rctx, c2 + i, c + i);
        REQUIRE(memcmp(back + i, m + i, bl) == 0 && memcmp(c2 + i, m + i, bl) == 0, "decrypt(encrypt(x)) != x");
    }

    typedef int (*iv_fn)(const lwc_cipher_t *, const void *, const uint8_t *, uint8_t *, const uint8_t *, size_t);
    const struct {
        iv_fn enc, dec;
        int whole;
    } ivm[] = {{lwc_cbc_encrypt, lwc_cbc_decrypt, 1},
               {lwc_ctr_crypt, lwc_ctr_crypt, 0},
               {lwc_ofb_crypt, lwc_ofb_crypt, 0},
               {lwc_cfb_encrypt, lwc_cfb_decrypt, 0}};
    const unsigned nm = (unsigned)(sizeof ivm / sizeof ivm[0]);
    switch (mode % (nm + 4)) {
    case 0: /* ECB */
        REQUIRE(lwc_ecb_encrypt(b, &ctx, c, m, whole) == LWC_OK && lwc_ecb_encrypt(ref, &rctx, c2, m, whole) == LWC_OK &&
                    memcmp(c, c2, whole) == 0,
                "ECB differs from reference");
        memcpy(back, c, whole);
        REQUIRE(lwc_ecb_decrypt(b, &ctx, back, back, whole) == LWC_OK && memcmp(back, m, whole) == 0, "ECB round trip");
        break;
    case 1: /* CMAC */
        REQUIRE(lwc_cmac(b, &ctx, tag, m, len) == LWC_OK && lwc_cmac(ref, &rctx, tag2, m, len) == LWC_OK &&
                    memcmp(tag, tag2, bl) == 0,
                "CMAC differs from reference");
        break;
    case 2:
    case 3: { /* CCM, GCM (128-bit blocks only: 64-bit ones must say LWC_ERR_LENGTH) */
        const int gcm = mode % (nm + 4) == 3;
        int (*enc)(const lwc_cipher_t *, const void *, const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *,
                   uint8_t *, size_t, const uint8_t *, size_t) = gcm ? lwc_gcm_encrypt : lwc_ccm_encrypt;
        int (*dec)(const lwc_cipher_t *, const void *, const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *,
                   const uint8_t *, size_t, const uint8_t *, size_t) = gcm ? lwc_gcm_decrypt : lwc_ccm_decrypt;
        const size_t nl = gcm ? 1 + iv_len % 16 : iv_len;
        int rc = enc(b, &ctx, iv, nl, ad, adlen, c, tag, tag_len, m, len);
        if (bl != 16) {
            REQUIRE(rc == LWC_ERR_LENGTH, "CCM/GCM on a 64-bit block accepted");
            break;
        }
        REQUIRE(rc == LWC_OK, "CCM/GCM encrypt");
        REQUIRE(enc(ref, &rctx, iv, nl, ad, adlen, c2, tag2, tag_len, m, len) == LWC_OK && memcmp(c, c2, len) == 0 &&
                    memcmp(tag, tag2, tag_len) == 0,
                "CCM/GCM differs from reference");
        memcpy(back, c, len);
        REQUIRE(dec(b, &ctx, iv, nl, ad, adlen, back, tag, tag_len, back, len) == LWC_OK && memcmp(back, m, len) == 0,
                "CCM/GCM round trip (in place)");
        const size_t pos = (flip >> 3) % (len + tag_len);
        if (pos < len)
            c[pos] ^= (uint8_t)(1u << (flip & 7u));
        else
            tag[pos - len] ^= (uint8_t)(1u << (flip & 7u));
        memset(back, 0xA5, len + 1);
        REQUIRE(dec(b, &ctx, iv, nl, ad, adlen, back, tag, tag_len, c, len) == LWC_ERR_AUTH, "CCM/GCM forgery accepted");
        REQUIRE(all_zero(back, len) && back[len] == 0xA5, "CCM/GCM forgery: output not wiped exactly");
        break;
    }
    default: { /* CBC, CTR, OFB, CFB */
        const unsigned k = mode % (nm + 4) - 4;
        const size_t n = ivm[k].whole ? whole : len;
        REQUIRE(ivm[k].enc(b, &ctx, iv, c, m, n) == LWC_OK && ivm[k].enc(ref, &rctx, iv, c2, m, n) == LWC_OK &&
                    memcmp(c, c2, n) == 0,
                "mode encryption differs from reference");
        memcpy(c2, m, n);
        REQUIRE(ivm[k].enc(b, &ctx, iv, c2, c2, n) == LWC_OK && memcmp(c, c2, n) == 0, "in place differs");
        REQUIRE(ivm[k].dec(b, &ctx, iv, back, c, n) == LWC_OK && memcmp(back, m, n) == 0, "mode round trip");
        break;
    }
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    const char *k = getenv("LWC_FUZZ_KIND");
    if (k != NULL && strcmp(k, "aead") == 0)
        kind_fixed = 0;
    else if (k != NULL && strcmp(k, "hash") == 0)
        kind_fixed = 1;
    else if (k != NULL && strcmp(k, "cipher") == 0)
        kind_fixed = 2;
    for (size_t i = 0; i < FUZZ_FAMILY_COUNT; i++) {
        if (k != NULL && strcmp(k, families[i].name) == 0)
            kind_fixed = 3 + (int)i;
        if (!families[i].init()) {
            fprintf(stderr, "fuzz_lwc: family %s failed its self-test\n", families[i].name);
            abort();
        }
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    reader r = {data, size, 2166136261u};
    const int kind = kind_fixed >= 0 ? kind_fixed : (int)(get8(&r) % (3 + FUZZ_FAMILY_COUNT));
    if (kind == 0)
        fuzz_aead(&r);
    else if (kind == 1)
        fuzz_hash(&r);
    else if (kind == 2)
        fuzz_cipher(&r);
    else
        families[kind - 3].run(&r);
    return 0;
}
