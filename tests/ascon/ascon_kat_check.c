/* Ascon (NIST SP 800-232) on the host, standalone until the primitive is wired into the registry and
 * the vector runner: the designers' four KAT files, then the edge cases of docs/ascon.md.
 *
 *   ascon_kat_check AEAD_KAT HASH_KAT XOF_KAT CXOF_KAT
 *
 * (the files kat/LWC_*.txt of tests/vectors/ascon-aead128, -hash256, -xof128 and -cxof128; their
 * provenance in tests/vectors/PROVENANCE.md). Prints one line per failure and a closing count;
 * exits 1 on any failure, or when a file is missing or holds fewer records than the designers'
 * files do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lwc/ascon.h"

static unsigned failures, checks;

#define CHECK(cond, ...)                                        \
    do {                                                        \
        checks++;                                               \
        if (!(cond)) {                                          \
            failures++;                                         \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);         \
            printf(__VA_ARGS__);                                \
            printf("\n");                                       \
        }                                                       \
    } while (0)

/* ---- KAT files: records of "Name = hex" lines, a blank line between records ------------------- */

#define FIELD_MAX 1100 /* the longest field of the four files: a 1,024-byte message */

typedef struct {
    char name[8];
    uint8_t data[FIELD_MAX];
    size_t len;
} kat_field;

typedef struct {
    kat_field f[6];
    int n;
    unsigned count;
} kat_rec;

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* The next record of fp into r; 0 at the end of the file. */
static int kat_next(FILE *fp, kat_rec *r)
{
    static char line[2 * FIELD_MAX + 64];
    r->n = 0;
    r->count = 0;
    while (fgets(line, sizeof line, fp) != NULL) {
        char *eq = strstr(line, " = ");
        if (eq == NULL) {
            if (r->n > 0)
                return 1;
            continue;
        }
        *eq = '\0';
        const char *hex = eq + 3;
        if (strcmp(line, "Count") == 0) {
            r->count = (unsigned)strtoul(hex, NULL, 10);
            continue;
        }
        if (r->n == 6) {
            CHECK(0, "record with more than 6 fields");
            continue;
        }
        kat_field *f = &r->f[r->n++];
        size_t nl = strlen(line) < sizeof f->name - 1 ? strlen(line) : sizeof f->name - 1;
        memcpy(f->name, line, nl);
        f->name[nl] = '\0';
        f->len = 0;
        while (hexval(hex[0]) >= 0 && hexval(hex[1]) >= 0 && f->len < FIELD_MAX) {
            f->data[f->len++] = (uint8_t)(hexval(hex[0]) << 4 | hexval(hex[1]));
            hex += 2;
        }
    }
    return r->n > 0;
}

static const kat_field *field(const kat_rec *r, const char *name)
{
    static kat_field empty;
    for (int i = 0; i < r->n; i++)
        if (strcmp(r->f[i].name, name) == 0)
            return &r->f[i];
    CHECK(0, "Count = %u: no field %s", r->count, name);
    return &empty;
}

static FILE *open_kat(const char *path)
{
    FILE *fp = fopen(path, "r");
    CHECK(fp != NULL, "cannot open %s", path);
    return fp;
}

/* ---- Ascon-AEAD128 -------------------------------------------------------------------------- */

/* Lengths of AD and plaintext the file must cover: empty, one byte, one block (16), and each side
 * of the rate boundary. */
static const size_t aead_lengths[] = {0, 1, 15, 16, 17, 31, 32};
#define N_LENGTHS (sizeof aead_lengths / sizeof aead_lengths[0])

static void aead_record(const kat_rec *r, unsigned seen_ad[N_LENGTHS], unsigned seen_pt[N_LENGTHS])
{
    const kat_field *key = field(r, "Key"), *nonce = field(r, "Nonce"), *pt = field(r, "PT"), *ad = field(r, "AD"),
                    *ct = field(r, "CT");
    const size_t len = pt->len;
    uint8_t c[64], m[64], tag[16], bad[16];
    const uint8_t *want_tag = ct->data + len;
    if (key->len != 16 || nonce->len != 16 || ct->len != len + 16 || len > 32) {
        CHECK(0, "Count = %u: malformed record", r->count);
        return;
    }
    for (size_t i = 0; i < N_LENGTHS; i++) {
        seen_ad[i] += ad->len == aead_lengths[i];
        seen_pt[i] += len == aead_lengths[i];
    }

    /* one-shot: encryption, decryption, a flipped tag bit (m wiped) */
    CHECK(lwc_ascon_aead128_encrypt(c, tag, key->data, nonce->data, ad->data, ad->len, pt->data, len) == LWC_OK &&
              memcmp(c, ct->data, len) == 0 && memcmp(tag, want_tag, 16) == 0,
          "Count = %u: encryption", r->count);
    memset(m, 0xAA, sizeof m);
    CHECK(lwc_ascon_aead128_decrypt(m, want_tag, key->data, nonce->data, ad->data, ad->len, ct->data, len) == LWC_OK &&
              memcmp(m, pt->data, len) == 0,
          "Count = %u: decryption", r->count);
    memcpy(bad, want_tag, 16);
    bad[15] ^= 0x80;
    memset(m, 0xAA, sizeof m);
    int rc = lwc_ascon_aead128_decrypt(m, bad, key->data, nonce->data, ad->data, ad->len, ct->data, len);
    int wiped = 1;
    for (size_t i = 0; i < len; i++)
        wiped &= m[i] == 0;
    CHECK(rc == LWC_ERR_AUTH && wiped, "Count = %u: forged tag: rc %d, output wiped %d", r->count, rc, wiped);

    /* in place */
    memcpy(c, pt->data, len);
    CHECK(lwc_ascon_aead128_encrypt(c, tag, key->data, nonce->data, ad->data, ad->len, c, len) == LWC_OK &&
              memcmp(c, ct->data, len) == 0 && memcmp(tag, want_tag, 16) == 0,
          "Count = %u: in-place encryption", r->count);
    CHECK(lwc_ascon_aead128_decrypt(c, want_tag, key->data, nonce->data, ad->data, ad->len, c, len) == LWC_OK &&
              memcmp(c, pt->data, len) == 0,
          "Count = %u: in-place decryption", r->count);

    /* prepared key, every tag length: the first t bytes of the full tag; a flipped bit in the last
     * checked byte is refused */
    lwc_ascon_aead128_key k;
    for (size_t t = LWC_ASCON_TAG_MIN_BYTES; t <= 16; t++) {
        CHECK(lwc_ascon_aead128_key_init(&k, key->data, 16, t) == LWC_OK, "key_init tag %zu", t);
        uint8_t tt[17];
        memset(tt, 0x55, sizeof tt);
        CHECK(lwc_ascon_aead128_key_encrypt(&k, c, tt, nonce->data, ad->data, ad->len, pt->data, len) == LWC_OK &&
                  memcmp(c, ct->data, len) == 0 && memcmp(tt, want_tag, t) == 0 && tt[t] == 0x55,
              "Count = %u: prepared key, %zu-byte tag: encryption", r->count, t);
        CHECK(lwc_ascon_aead128_key_decrypt(&k, m, want_tag, nonce->data, ad->data, ad->len, ct->data, len) == LWC_OK &&
                  memcmp(m, pt->data, len) == 0,
              "Count = %u: prepared key, %zu-byte tag: decryption", r->count, t);
        memcpy(bad, want_tag, 16);
        bad[t - 1] ^= 0x01;
        CHECK(lwc_ascon_aead128_key_decrypt(&k, m, bad, nonce->data, ad->data, ad->len, ct->data, len) == LWC_ERR_AUTH,
              "Count = %u: prepared key, %zu-byte tag: forged tag accepted", r->count, t);
    }

    /* nonce masking: with K || K2 the nonce N ^ K2 gives the file's result for N */
    uint8_t masked_key[32], masked_nonce[16];
    memcpy(masked_key, key->data, 16);
    for (unsigned i = 0; i < 16; i++) {
        masked_key[16 + i] = (uint8_t)(0xC3 ^ (37 * i + r->count));
        masked_nonce[i] = (uint8_t)(nonce->data[i] ^ masked_key[16 + i]);
    }
    CHECK(lwc_ascon_aead128_key_init(&k, masked_key, 32, 16) == LWC_OK, "key_init with nonce masking");
    CHECK(lwc_ascon_aead128_key_encrypt(&k, c, tag, masked_nonce, ad->data, ad->len, pt->data, len) == LWC_OK &&
              memcmp(c, ct->data, len) == 0 && memcmp(tag, want_tag, 16) == 0,
          "Count = %u: nonce masking: encryption", r->count);
    CHECK(lwc_ascon_aead128_key_decrypt(&k, m, want_tag, masked_nonce, ad->data, ad->len, ct->data, len) == LWC_OK &&
              memcmp(m, pt->data, len) == 0,
          "Count = %u: nonce masking: decryption", r->count);
    CHECK(lwc_ascon_aead128_key_encrypt(&k, c, tag, nonce->data, ad->data, ad->len, pt->data, len) == LWC_OK &&
              memcmp(tag, want_tag, 16) != 0,
          "Count = %u: nonce masking: the unmasked nonce gives the same tag", r->count);
}

static unsigned check_aead_file(const char *path)
{
    FILE *fp = open_kat(path);
    if (fp == NULL)
        return 0;
    static kat_rec r;
    unsigned n = 0, seen_ad[N_LENGTHS] = {0}, seen_pt[N_LENGTHS] = {0};
    while (kat_next(fp, &r)) {
        aead_record(&r, seen_ad, seen_pt);
        n++;
    }
    fclose(fp);
    for (size_t i = 0; i < N_LENGTHS; i++)
        CHECK(seen_ad[i] > 0 && seen_pt[i] > 0, "the AEAD file has no record with %zu bytes of AD and of PT",
              aead_lengths[i]);
    return n;
}

/* ---- Hash256, XOF128, CXOF128 ---------------------------------------------------------------- */

enum { HASH256, XOF128, CXOF128 };
static const char *const fn_name[] = {"Ascon-Hash256", "Ascon-XOF128", "Ascon-CXOF128"};

static int ctx_init(int fn, lwc_ascon_hash_ctx *ctx, const uint8_t *z, size_t z_len)
{
    return fn == HASH256 ? lwc_ascon_hash256_init(ctx)
           : fn == XOF128 ? lwc_ascon_xof128_init(ctx)
                          : lwc_ascon_cxof128_init(ctx, z, z_len);
}

static int one_shot(int fn, uint8_t *out, size_t out_len, const uint8_t *z, size_t z_len, const uint8_t *m,
                    size_t m_len)
{
    if (fn == HASH256)
        return out_len == 32 ? lwc_ascon_hash256(out, m, m_len) : LWC_ERR_LENGTH;
    if (fn == XOF128)
        return lwc_ascon_xof128(out, out_len, m, m_len);
    return lwc_ascon_cxof128(out, out_len, z, z_len, m, m_len);
}

/* The incremental functions: m absorbed in pieces ending at cut1 <= cut2 <= m_len, then out_len
 * bytes squeezed in pieces of sq bytes (any piece size for the XOFs; Hash256: the final call). */
static int pieced(int fn, uint8_t *out, size_t out_len, const uint8_t *z, size_t z_len, const uint8_t *m,
                  size_t m_len, size_t cut1, size_t cut2, size_t sq)
{
    lwc_ascon_hash_ctx ctx;
    int rc = ctx_init(fn, &ctx, z, z_len);
    rc |= lwc_ascon_hash_update(&ctx, m, cut1);
    rc |= lwc_ascon_hash_update(&ctx, m + cut1, cut2 - cut1);
    rc |= lwc_ascon_hash_update(&ctx, m + cut2, m_len - cut2);
    if (fn == HASH256)
        return rc | lwc_ascon_hash256_final(&ctx, out);
    for (size_t done = 0; done < out_len; done += sq)
        rc |= lwc_ascon_xof_squeeze(&ctx, out + done, out_len - done < sq ? out_len - done : sq);
    return rc;
}

static void hash_record(int fn, const kat_rec *r)
{
    const kat_field *msg = field(r, "Msg"), *md = field(r, "MD");
    const kat_field *z = fn == CXOF128 ? field(r, "Z") : NULL;
    const uint8_t *zd = z ? z->data : NULL;
    const size_t zl = z ? z->len : 0, len = msg->len, out_len = md->len;
    uint8_t out[64];
    if (out_len != (fn == HASH256 ? 32u : 64u)) {
        CHECK(0, "%s Count = %u: MD of %zu bytes", fn_name[fn], r->count, out_len);
        return;
    }
    CHECK(one_shot(fn, out, out_len, zd, zl, msg->data, len) == LWC_OK && memcmp(out, md->data, out_len) == 0,
          "%s Count = %u: one-shot", fn_name[fn], r->count);
    /* every single split of a short message, the halves of a long one */
    const size_t step = len <= 40 ? 1 : len / 2;
    for (size_t cut = 0; cut <= len; cut += step) {
        memset(out, 0, sizeof out);
        CHECK(pieced(fn, out, out_len, zd, zl, msg->data, len, cut, cut, out_len) == LWC_OK &&
                  memcmp(out, md->data, out_len) == 0,
              "%s Count = %u: absorbed in two pieces split at %zu", fn_name[fn], r->count, cut);
    }
    /* every two-cut split of messages up to 3 blocks and a byte */
    if (len <= 25)
        for (size_t c1 = 0; c1 <= len; c1++)
            for (size_t c2 = c1; c2 <= len; c2++) {
                memset(out, 0, sizeof out);
                CHECK(pieced(fn, out, out_len, zd, zl, msg->data, len, c1, c2, out_len) == LWC_OK &&
                          memcmp(out, md->data, out_len) == 0,
                      "%s Count = %u: absorbed in three pieces split at %zu, %zu", fn_name[fn], r->count, c1, c2);
            }
    /* XOFs: squeezed in pieces of every size; every shorter output is a prefix */
    if (fn != HASH256 && (len <= 8 || len % 97 == 0)) {
        for (size_t sq = 1; sq <= out_len; sq++) {
            memset(out, 0, sizeof out);
            CHECK(pieced(fn, out, out_len, zd, zl, msg->data, len, 0, len, sq) == LWC_OK &&
                      memcmp(out, md->data, out_len) == 0,
                  "%s Count = %u: squeezed in pieces of %zu bytes", fn_name[fn], r->count, sq);
        }
        for (size_t n = 0; n < out_len; n++) {
            memset(out, 0xEE, sizeof out);
            CHECK(one_shot(fn, n ? out : NULL, n, zd, zl, msg->data, len) == LWC_OK &&
                      memcmp(out, md->data, n) == 0 && out[n] == 0xEE,
                  "%s Count = %u: %zu bytes of output", fn_name[fn], r->count, n);
        }
    }
}

/* The file's records with each message length up to 2 blocks and a byte must be there (the rate
 * boundary 7 / 8 / 9 and the empty message). */
static unsigned check_hash_file(int fn, const char *path, unsigned want_records)
{
    FILE *fp = open_kat(path);
    if (fp == NULL)
        return 0;
    static kat_rec r;
    unsigned n = 0, short_msgs = 0;
    while (kat_next(fp, &r)) {
        hash_record(fn, &r);
        short_msgs += field(&r, "Msg")->len <= 17;
        n++;
    }
    fclose(fp);
    CHECK(n == want_records, "%s: %u records in %s, the designers' file has %u", fn_name[fn], n, path, want_records);
    CHECK(short_msgs >= 18, "%s: the file lacks messages of 0..17 bytes", fn_name[fn]);
    return n;
}

/* ---- Edge cases without a KAT record -------------------------------------------------------- */

static int bytes_eq_hex(const uint8_t *b, size_t n, const char *hex)
{
    for (size_t i = 0; i < n; i++)
        if (b[i] != (uint8_t)(hexval(hex[2 * i]) << 4 | hexval(hex[2 * i + 1])))
            return 0;
    return hex[2 * n] == '\0';
}

/* Ascon v1.2 (the competition's last version) gives other results: an integrator who mixes the two
 * sees it at once. The v1.2 values are the designers' v1.2 KAT files (ascon-c before the switch to
 * the standard: ascon128av12/LWC_AEAD_KAT_128_128.txt Count 1 and 545, asconhashv12 and asconxofv12
 * LWC_HASH_KAT_256.txt Count 1; tests/vectors/PROVENANCE.md), which the designers' Python v1.2
 * reference (PyPI ascon 0.0.9) reproduces. */
static void check_not_v12(void)
{
    uint8_t key[16], nonce[16], data[16], c[16], tag[16], m[16], h[32];
    for (unsigned i = 0; i < 16; i++)
        key[i] = nonce[i] = data[i] = (uint8_t)i;
    static const char v12_128a_empty[] = "7A834E6F09210957067B10FD831F0078";
    static const char v12_128a_545[] = "52499AC9C84323A4AE24EAECCF45C137316D7AB17724BA67A85ECD3C0457C459";
    static const char v12_hash_empty[] = "7346BC14F036E87AE03D0997913088F5F68411434B3CF8B54FA796A80D251F91";
    static const char v12_xof_empty[] = "5D4CBDE6350EA4C174BD65B5B332F8408F99740B81AA02735EAEFBCF0BA0339E";

    CHECK(lwc_ascon_aead128_encrypt(c, tag, key, nonce, NULL, 0, NULL, 0) == LWC_OK && !bytes_eq_hex(tag, 16, v12_128a_empty),
          "Ascon-AEAD128 gives Ascon-128a v1.2's tag");
    uint8_t v12_tag[16];
    for (unsigned i = 0; i < 16; i++)
        v12_tag[i] = (uint8_t)(hexval(v12_128a_empty[2 * i]) << 4 | hexval(v12_128a_empty[2 * i + 1]));
    CHECK(lwc_ascon_aead128_decrypt(m, v12_tag, key, nonce, NULL, 0, NULL, 0) == LWC_ERR_AUTH,
          "Ascon-AEAD128 accepts Ascon-128a v1.2's tag");
    uint8_t ct_tag[32];
    CHECK(lwc_ascon_aead128_encrypt(ct_tag, ct_tag + 16, key, nonce, data, 16, data, 16) == LWC_OK &&
              !bytes_eq_hex(ct_tag, 32, v12_128a_545),
          "Ascon-AEAD128 gives Ascon-128a v1.2's ciphertext and tag");
    for (unsigned i = 0; i < 16; i++)
        c[i] = (uint8_t)(hexval(v12_128a_545[2 * i]) << 4 | hexval(v12_128a_545[2 * i + 1]));
    for (unsigned i = 0; i < 16; i++)
        v12_tag[i] = (uint8_t)(hexval(v12_128a_545[32 + 2 * i]) << 4 | hexval(v12_128a_545[32 + 2 * i + 1]));
    memset(m, 0xAA, sizeof m);
    int rc = lwc_ascon_aead128_decrypt(m, v12_tag, key, nonce, data, 16, c, 16);
    CHECK(rc == LWC_ERR_AUTH && m[0] == 0 && m[15] == 0, "Ascon-AEAD128 releases a v1.2 ciphertext (rc %d)", rc);
    CHECK(lwc_ascon_hash256(h, NULL, 0) == LWC_OK && !bytes_eq_hex(h, 32, v12_hash_empty),
          "Ascon-Hash256 gives Ascon-Hash v1.2's digest");
    CHECK(lwc_ascon_xof128(h, 32, NULL, 0) == LWC_OK && !bytes_eq_hex(h, 32, v12_xof_empty),
          "Ascon-XOF128 gives Ascon-Xof v1.2's output");
}

/* The longest customization string, 256 bytes (2048 bits, SP 800-232 section 5.3), and one byte
 * more. Z = 00 01 .. FF and the message 00 01 .. 1F; the expected 32 bytes were computed with the
 * designers' reference C (ascon-c @ 446347f, crypto_cxof/asconcxof128/ref) in a one-off check:
 * the KAT file's strings stop at 32 bytes. */
static void check_cxof_limits(void)
{
    static const char want256[] = "A6F31D27EA857F5C3C410FC84D20C1FB8E5A975886EC3512D5F5450A004FCBB6";
    uint8_t z[257], msg[32], out[32], piece[32];
    for (unsigned i = 0; i < sizeof z; i++)
        z[i] = (uint8_t)i;
    for (unsigned i = 0; i < sizeof msg; i++)
        msg[i] = (uint8_t)i;
    CHECK(lwc_ascon_cxof128(out, 32, z, 256, msg, 32) == LWC_OK && bytes_eq_hex(out, 32, want256),
          "Ascon-CXOF128 with a 256-byte customization string");
    for (size_t cut = 0; cut <= 32; cut++) {
        CHECK(pieced(CXOF128, piece, 32, z, 256, msg, 32, cut, cut, 5) == LWC_OK && memcmp(piece, out, 32) == 0,
              "Ascon-CXOF128, 256-byte customization, incremental split at %zu", cut);
    }
    memset(out, 0xEE, sizeof out);
    CHECK(lwc_ascon_cxof128(out, 32, z, 257, msg, 32) == LWC_ERR_LENGTH && out[0] == 0xEE && out[31] == 0xEE,
          "Ascon-CXOF128 accepts a 257-byte customization string");
    lwc_ascon_hash_ctx ctx;
    CHECK(lwc_ascon_cxof128_init(&ctx, z, 257) == LWC_ERR_LENGTH &&
              lwc_ascon_hash_update(&ctx, msg, 1) == LWC_ERR_STATE,
          "lwc_ascon_cxof128_init accepts a 257-byte customization string");
    /* a string of each length up to the maximum gives its own output */
    uint8_t prev[8] = {0};
    for (size_t zl = 0; zl <= 256; zl++) {
        uint8_t o[8];
        CHECK(lwc_ascon_cxof128(o, 8, z, zl, NULL, 0) == LWC_OK && (zl == 0 || memcmp(o, prev, 8) != 0),
              "Ascon-CXOF128: customization strings of %zu and %zu bytes collide", zl, zl - 1);
        memcpy(prev, o, 8);
    }
}

static void check_arguments(void)
{
    uint8_t key[32] = {1}, nonce[16] = {2}, buf[40] = {3}, tag[16] = {4}, out[32];
    lwc_ascon_aead128_key k;
    /* key and tag lengths */
    /* the floor written out (SP 800-232's 32 bits; NIST's ACVP server takes tags of 32 to 128 bits), so
     * that lowering LWC_ASCON_TAG_MIN_BYTES fails here */
    for (size_t t = 0; t <= 20; t++)
        CHECK(lwc_ascon_aead128_key_init(&k, key, 16, t) == (t >= 4 && t <= 16 ? LWC_OK : LWC_ERR_LENGTH),
              "key_init with a %zu-byte tag", t);
    CHECK(lwc_ascon_aead128_key_init(&k, key, 16, 3) == LWC_ERR_LENGTH &&
              lwc_ascon_aead128_key_encrypt(&k, buf, tag, nonce, NULL, 0, buf, 8) == LWC_ERR_STATE,
          "a refused key_init leaves a usable key");
    for (size_t kl = 0; kl <= 40; kl++)
        CHECK(lwc_ascon_aead128_key_init(&k, key, kl, 16) == (kl == 16 || kl == 32 ? LWC_OK : LWC_ERR_LENGTH),
              "key_init with a %zu-byte key", kl);
    CHECK(lwc_ascon_aead128_key_init(NULL, key, 16, 16) == LWC_ERR_NULL &&
              lwc_ascon_aead128_key_init(&k, NULL, 16, 16) == LWC_ERR_NULL,
          "key_init with NULL");
    memset(&k, 0, sizeof k);
    CHECK(lwc_ascon_aead128_key_encrypt(&k, buf, tag, nonce, NULL, 0, buf, 8) == LWC_ERR_STATE &&
              lwc_ascon_aead128_key_decrypt(&k, buf, tag, nonce, NULL, 0, buf, 8) == LWC_ERR_STATE,
          "a zeroed key object is used");
    /* NULL and overlap rules of lwc/common.h */
    CHECK(lwc_ascon_aead128_encrypt(buf, NULL, key, nonce, NULL, 0, buf, 8) == LWC_ERR_NULL &&
              lwc_ascon_aead128_encrypt(buf, tag, NULL, nonce, NULL, 0, buf, 8) == LWC_ERR_NULL &&
              lwc_ascon_aead128_encrypt(buf, tag, key, NULL, NULL, 0, buf, 8) == LWC_ERR_NULL &&
              lwc_ascon_aead128_encrypt(buf, tag, key, nonce, NULL, 1, buf, 8) == LWC_ERR_NULL &&
              lwc_ascon_aead128_decrypt(NULL, tag, key, nonce, NULL, 0, buf, 8) == LWC_ERR_NULL,
          "NULL arguments");
    CHECK(lwc_ascon_aead128_encrypt(buf + 1, tag, key, nonce, NULL, 0, buf, 8) == LWC_ERR_OVERLAP &&
              lwc_ascon_aead128_encrypt(buf, tag, key, nonce, buf + 4, 4, buf + 16, 8) == LWC_ERR_OVERLAP &&
              lwc_ascon_aead128_decrypt(buf, buf + 2, key, nonce, NULL, 0, buf + 16, 8) == LWC_ERR_OVERLAP,
          "overlapping buffers");
    /* hash contexts: the phases */
    lwc_ascon_hash_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    CHECK(lwc_ascon_hash_update(&ctx, buf, 1) == LWC_ERR_STATE && lwc_ascon_hash256_final(&ctx, out) == LWC_ERR_STATE &&
              lwc_ascon_xof_squeeze(&ctx, out, 1) == LWC_ERR_STATE,
          "a zeroed hash context is used");
    lwc_ascon_hash256_init(&ctx);
    CHECK(lwc_ascon_xof_squeeze(&ctx, out, 1) == LWC_ERR_STATE, "Ascon-Hash256 context squeezed as an XOF");
    CHECK(lwc_ascon_hash256_final(&ctx, out) == LWC_OK && lwc_ascon_hash256_final(&ctx, out) == LWC_ERR_STATE &&
              lwc_ascon_hash_update(&ctx, buf, 1) == LWC_ERR_STATE,
          "Ascon-Hash256 context used after its final");
    lwc_ascon_xof128_init(&ctx);
    CHECK(lwc_ascon_hash256_final(&ctx, out) == LWC_ERR_STATE, "Ascon-XOF128 context finished as Hash256");
    CHECK(lwc_ascon_xof_squeeze(&ctx, out, 3) == LWC_OK && lwc_ascon_hash_update(&ctx, buf, 1) == LWC_ERR_STATE,
          "Ascon-XOF128 context absorbs after squeezing");
    CHECK(lwc_ascon_hash_update(NULL, buf, 1) == LWC_ERR_NULL && lwc_ascon_hash256_init(NULL) == LWC_ERR_NULL &&
              lwc_ascon_xof128_init(NULL) == LWC_ERR_NULL && lwc_ascon_cxof128_init(NULL, NULL, 0) == LWC_ERR_NULL &&
              lwc_ascon_hash256(NULL, buf, 1) == LWC_ERR_NULL && lwc_ascon_hash256(out, NULL, 1) == LWC_ERR_NULL &&
              lwc_ascon_xof128(NULL, 1, buf, 1) == LWC_ERR_NULL && lwc_ascon_xof128(out, 1, NULL, 1) == LWC_ERR_NULL &&
              lwc_ascon_cxof128(out, 1, NULL, 1, buf, 1) == LWC_ERR_NULL,
          "hash functions with NULL");
    lwc_ascon_xof128_init(&ctx);
    CHECK(lwc_ascon_hash_update(&ctx, NULL, 0) == LWC_OK && lwc_ascon_xof_squeeze(&ctx, NULL, 0) == LWC_OK,
          "empty pieces with NULL");
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: %s AEAD_KAT HASH_KAT XOF_KAT CXOF_KAT\n", argv[0]);
        return 2;
    }
    unsigned n_aead = check_aead_file(argv[1]);
    CHECK(n_aead == 1089, "Ascon-AEAD128: %u records, the designers' file has 1089", n_aead);
    unsigned n_hash = check_hash_file(HASH256, argv[2], 1025);
    unsigned n_xof = check_hash_file(XOF128, argv[3], 1025);
    unsigned n_cxof = check_hash_file(CXOF128, argv[4], 1089);
    check_not_v12();
    check_cxof_limits();
    check_arguments();
    printf("Ascon KAT records: AEAD128 %u, Hash256 %u, XOF128 %u, CXOF128 %u; %u checks, %u failed\n", n_aead, n_hash,
           n_xof, n_cxof, checks, failures);
    return failures ? 1 : 0;
}
