/* Secret-taint check on the host (ctgrind style), run under valgrind memcheck by ctest.
 *
 * Before every call the secret inputs (key, nonce, message; for decryption also the ciphertext and
 * the tag; for block ciphers the key and the blocks; for the modes also the IV, CTR's counter
 * included: no mode branches on a counter) are marked undefined
 * with VALGRIND_MAKE_MEM_UNDEFINED. Memcheck then reports every conditional jump and every memory
 * address computed from them ("Conditional jump or move depends on uninitialised value(s)", "Use of
 * uninitialised value of size N"): each is a branch or a table index on a secret. The one value that
 * is public by design, the verdict of the tag check, is declassified where the library returns it
 * (LWC_DECLASSIFY in src/common/aead_args.h, compiled in for this test only). Outputs are marked
 * defined again before the test looks at them.
 *
 * Parts (`taint_check --part NAME`, ctest runs each part as its own test, for every compiler and
 * optimisation level tests/security/tests.cmake builds; no argument: all parts):
 *  - aead: every row of lwc_aeads and lwc_hashes, the test-only variant rows of the vector runner
 *    (runner_variant_aeads), the NIST API of every AEAD row and the TinyJAMBU cached-key and prepared
 *    API, the masked TinyJAMBU of lwc/masked.h (its random words secret too), the Romulus
 *    prepared-key calls (one key object for several messages), each decryption
 *    with a valid and a forged tag; several lengths each (empty, partial, whole and several blocks);
 *    STREAM over every AEAD row (secret key, prefix and chunks; a forged chunk kills the stream);
 *  - cipher: every row of lwc_ciphers (CTR reaches the 2-block PRESENT core) with every mode of
 *    lwc/modes.h, and the variant cipher rows (runner_variant_cipher_at);
 *  - gcm-iv: GCM with IVs of 1..17, 28 and 39 bytes over every 128-bit cipher row with only the key
 *    secret (IV, AD and message public): for an IV other than 12 bytes J0 = GHASH_H(IV) depends on
 *    the key, so the counter derived from it must not be branched on;
 *  - mode-tags: GCM with every tag length (4..16), CCM with every tag length (4, 6, ..., 16) and
 *    every nonce length (7..13), valid and forged tags;
 *  - batch: the batch calls (lwc/batch.h) over every AEAD row, a shared key and a key per message,
 *    lengths that form lane groups (the x86-64 lane kernels at the level the process runs at) and
 *    lone messages, sealed, then opened with some forged.
 *
 * `taint_check --leaky` runs a deliberately secret-dependent compare instead: ctest checks that
 * memcheck reports it (the check has teeth). Prints "N calls checked"; exit 0 (valgrind's
 * --error-exitcode turns any report into a failure). Without valgrind the marks do nothing. */
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "lwc/batch.h"
#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "lwc/modes.h"
#include "lwc/nist.h"
#include "lwc/stream.h"
#include "nist_aead_rows.h"
#include "variant_aeads.h"
#include "variant_ciphers.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#define MAX_MSG 1024

static unsigned calls, problems;
static uint32_t rng = 0x243f6a88u;

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        rng ^= rng << 13;
        rng ^= rng >> 17;
        rng ^= rng << 5;
        p[i] = (uint8_t)rng;
    }
}

/* A result the test expects (checked after the outputs are declassified). */
static void expect(int ok, const char *alg, const char *what, size_t len)
{
    calls++;
    if (!ok) {
        problems++;
        printf("FAIL %s %s len %zu: wrong result\n", alg, what, len);
    }
}

static const size_t lengths[][2] = {{0, 0}, {1, 0}, {0, 7}, {15, 17}, {16, 16}, {33, 5}, {64, 64}, {200, 3}, {MAX_MSG, 80}};
#define N_LENGTHS (sizeof lengths / sizeof lengths[0])

static uint8_t key[32], nonce[48], ad[80], m[MAX_MSG], c[MAX_MSG], back[MAX_MSG], tag[16];

static void aead(const lwc_aead_t *a)
{
    for (size_t l = 0; l < N_LENGTHS; l++) {
        const size_t mlen = lengths[l][0], adlen = lengths[l][1];
        fill(key, sizeof key);
        fill(nonce, sizeof nonce);
        fill(ad, sizeof ad);
        fill(m, sizeof m);
        SECRET(key, a->key_bytes);
        SECRET(nonce, a->nonce_bytes);
        SECRET(m, mlen);
        int rc = a->encrypt(c, tag, key, nonce, ad, adlen, m, mlen);
        PUBLIC(c, mlen);
        PUBLIC(tag, a->tag_bytes);
        expect(rc == LWC_OK, a->name, "encrypt", mlen);
        for (int forged = 0; forged < 2; forged++) {
            if (forged)
                tag[0] ^= 0x10;
            SECRET(key, a->key_bytes);
            SECRET(nonce, a->nonce_bytes);
            SECRET(c, mlen);
            SECRET(tag, a->tag_bytes);
            rc = a->decrypt(back, tag, key, nonce, ad, adlen, c, mlen);
            PUBLIC(back, mlen);
            PUBLIC(m, mlen);
            PUBLIC(c, mlen);
            PUBLIC(tag, a->tag_bytes);
            int zero = 1;
            for (size_t i = 0; i < mlen; i++)
                zero &= back[i] == 0;
            expect(forged ? rc == LWC_ERR_AUTH && zero : rc == LWC_OK && memcmp(back, m, mlen) == 0, a->name,
                   forged ? "forged decrypt" : "decrypt", mlen);
        }
        PUBLIC(key, sizeof key);
        PUBLIC(nonce, sizeof nonce);
    }
}

/* The NIST API twins (lwc/nist.h): c = ciphertext || tag; clen/mlen are public. */

static void nist(void)
{
    static uint8_t ct[MAX_MSG + 16];
    for (size_t r = 0; r < NIST_AEAD_ROW_COUNT; r++) {
        const lwc_aead_t *a = lwc_aead_find(nist_aead_rows[r].name);
        expect(a != NULL, nist_aead_rows[r].name, "NIST row in the descriptor table", 0);
        if (a == NULL)
            continue;
        const size_t mlen = 33;
        unsigned long long clen = 0, plen = 0;
        fill(key, sizeof key);
        fill(m, sizeof m);
        SECRET(key, a->key_bytes);
        SECRET(nonce, a->nonce_bytes);
        SECRET(m, mlen);
        int rc = nist_aead_rows[r].enc(ct, &clen, m, mlen, ad, 5, NULL, nonce, key);
        PUBLIC(ct, sizeof ct);
        expect(rc == 0 && clen == mlen + a->tag_bytes, a->name, "NIST encrypt", mlen);
        for (int forged = 0; forged < 2; forged++) {
            if (forged)
                ct[clen - 1] ^= 0x01; /* the last tag byte */
            SECRET(key, a->key_bytes);
            SECRET(nonce, a->nonce_bytes);
            SECRET(ct, clen);
            rc = nist_aead_rows[r].dec(back, &plen, NULL, ct, clen, ad, 5, nonce, key);
            PUBLIC(back, mlen);
            PUBLIC(m, mlen);
            PUBLIC(&plen, sizeof plen);
            int zero = 1;
            for (size_t i = 0; i < mlen; i++)
                zero &= back[i] == 0;
            expect(forged ? rc == LWC_ERR_AUTH && plen == 0 && zero
                          : rc == 0 && plen == mlen && memcmp(back, m, mlen) == 0,
                   a->name, forged ? "NIST forged decrypt" : "NIST decrypt", mlen);
            PUBLIC(ct, sizeof ct);
        }
        PUBLIC(key, sizeof key);
        PUBLIC(nonce, sizeof nonce);
        PUBLIC(ct, sizeof ct);
    }
}

static void hash(const lwc_hash_t *h)
{
    uint8_t d[64];
    for (size_t l = 0; l < N_LENGTHS; l++) {
        const size_t mlen = lengths[l][0];
        fill(m, sizeof m);
        SECRET(m, mlen);
        int rc = h->hash(d, m, mlen);
        PUBLIC(d, h->digest_bytes);
        PUBLIC(m, mlen);
        expect(rc == LWC_OK, h->name, "hash", mlen);
    }
    unsigned char d2[64];
    SECRET(m, 40);
    int rc = romulush_crypto_hash(d2, m, 40);
    PUBLIC(d2, 32);
    PUBLIC(m, 40);
    expect(rc == 0, "romulush", "NIST hash", 40);
}

static lwc_cipher_ctx ctx;

static void modes(const lwc_cipher_t *b)
{
    const size_t bl = b->block_bytes;
    typedef int (*iv_fn)(const lwc_cipher_t *, const void *, const uint8_t *, uint8_t *, const uint8_t *, size_t);
    static const struct {
        const char *name;
        iv_fn fn;
        int whole;
    } ivs[] = {{"cbc-enc", lwc_cbc_encrypt, 1}, {"cbc-dec", lwc_cbc_decrypt, 1}, {"ctr", lwc_ctr_crypt, 0},
               {"ofb", lwc_ofb_crypt, 0},       {"cfb-enc", lwc_cfb_encrypt, 0}, {"cfb-dec", lwc_cfb_decrypt, 0}};
    for (size_t l = 0; l < N_LENGTHS; l++) {
        const size_t len = lengths[l][0];
        const size_t whole = len - len % bl;
        fill(m, sizeof m);
        fill(nonce, sizeof nonce);
        SECRET(m, len); /* the context holds the round keys of a secret key (set by cipher()) */
        expect(lwc_ecb_encrypt(b, &ctx, c, m, whole) == LWC_OK, b->name, "ecb-enc", whole);
        expect(lwc_ecb_decrypt(b, &ctx, back, c, whole) == LWC_OK, b->name, "ecb-dec", whole);
        for (size_t i = 0; i < sizeof ivs / sizeof ivs[0]; i++) {
            SECRET(nonce, bl);
            expect(ivs[i].fn(b, &ctx, nonce, c, m, ivs[i].whole ? whole : len) == LWC_OK, b->name, ivs[i].name, len);
        }
        SECRET(tag, sizeof tag);
        expect(lwc_cmac(b, &ctx, tag, m, len) == LWC_OK, b->name, "cmac", len);
        if (bl == 16) {
            const size_t adlen = lengths[l][1];
            for (int g = 0; g < 2; g++) {
                const char *name = g ? "gcm" : "ccm";
                SECRET(nonce, 12);
                int rc = (g ? lwc_gcm_encrypt : lwc_ccm_encrypt)(b, &ctx, nonce, 12, ad, adlen, c, tag, 16, m, len);
                expect(rc == LWC_OK, b->name, name, len);
                for (int forged = 0; forged < 2; forged++) {
                    PUBLIC(tag, 16);
                    tag[3] ^= (uint8_t)forged;
                    SECRET(tag, 16);
                    SECRET(nonce, 12);
                    rc = (g ? lwc_gcm_decrypt : lwc_ccm_decrypt)(b, &ctx, nonce, 12, ad, adlen, back, tag, 16, c, len);
                    expect(rc == (forged ? LWC_ERR_AUTH : LWC_OK), b->name, forged ? "forged decrypt" : "decrypt", len);
                }
            }
        }
        PUBLIC(m, sizeof m);
        PUBLIC(c, sizeof c);
        PUBLIC(back, sizeof back);
        PUBLIC(tag, sizeof tag);
        PUBLIC(nonce, sizeof nonce);
    }
}

static void cipher(const lwc_cipher_t *b, int with_modes)
{
    for (int t = 0; t < 4; t++) {
        fill(key, sizeof key);
        fill(m, sizeof m);
        SECRET(key, b->key_bytes);
        int rc = b->set_key(&ctx, key);
        expect(rc == LWC_OK, b->name, "set_key", b->key_bytes);
        SECRET(m, b->block_bytes);
        b->encrypt(&ctx, c, m);
        b->decrypt(&ctx, back, c);
        PUBLIC(back, b->block_bytes);
        PUBLIC(m, sizeof m);
        expect(memcmp(back, m, b->block_bytes) == 0, b->name, "decrypt(encrypt(x))", b->block_bytes);
    }
    if (with_modes)
        modes(b);
    PUBLIC(&ctx, sizeof ctx);
    PUBLIC(key, sizeof key);
    PUBLIC(c, sizeof c);
}

/* ---- CCM and GCM beyond the 12-byte nonce and the 16-byte tag of modes() ----------------------- */

/* A fresh secret key for row b: the context's round keys are then secret. */
static void set_secret_key(const lwc_cipher_t *b)
{
    fill(key, sizeof key);
    SECRET(key, b->key_bytes);
    expect(b->set_key(&ctx, key) == LWC_OK, b->name, "set_key", b->key_bytes);
    PUBLIC(key, sizeof key);
}

/* CCM or GCM over row b with a nonce / IV of nonce_len bytes and a tag of tag_len bytes: encryption,
 * then decryption with the valid tag and with a forged one (LWC_ERR_AUTH, output wiped). The key is
 * secret (set_secret_key); with secret_data also the nonce, the message, the ciphertext and the tag,
 * otherwise they are public. */
static void mode_aead(const lwc_cipher_t *b, int gcm, size_t nonce_len, size_t tag_len, size_t len, size_t adlen,
                      int secret_data)
{
    char what[64];
    int rc;
    fill(m, len);
    fill(nonce, nonce_len);
    fill(ad, adlen);
    if (secret_data) {
        SECRET(m, len);
        SECRET(nonce, nonce_len);
    }
    rc = (gcm ? lwc_gcm_encrypt : lwc_ccm_encrypt)(b, &ctx, nonce, nonce_len, ad, adlen, c, tag, tag_len, m, len);
    PUBLIC(c, len);
    PUBLIC(tag, tag_len);
    snprintf(what, sizeof what, "%s nonce %zu tag %zu encrypt", gcm ? "gcm" : "ccm", nonce_len, tag_len);
    expect(rc == LWC_OK, b->name, what, len);
    for (int forged = 0; forged < 2; forged++) {
        if (forged)
            tag[tag_len - 1] ^= 0x01;
        if (secret_data) {
            SECRET(c, len);
            SECRET(tag, tag_len);
            SECRET(nonce, nonce_len);
        }
        memset(back, 0x5A, len);
        rc = (gcm ? lwc_gcm_decrypt : lwc_ccm_decrypt)(b, &ctx, nonce, nonce_len, ad, adlen, back, tag, tag_len, c,
                                                      len);
        PUBLIC(back, len);
        PUBLIC(m, len);
        int zero = 1;
        for (size_t i = 0; i < len; i++)
            zero &= back[i] == 0;
        snprintf(what, sizeof what, "%s nonce %zu tag %zu %s", gcm ? "gcm" : "ccm", nonce_len, tag_len,
                 forged ? "forged decrypt" : "decrypt");
        expect(forged ? rc == LWC_ERR_AUTH && zero : rc == LWC_OK && memcmp(back, m, len) == 0, b->name, what, len);
        PUBLIC(c, len);
        PUBLIC(tag, tag_len);
    }
    PUBLIC(nonce, sizeof nonce);
}

/* GCM with IVs other than 12 bytes (up to 39: nonce[] holds 48) and only the key secret:
 * J0 = GHASH_H(IV) is then a function of the key, and so is every counter block. */
static void gcm_iv_lengths(const lwc_cipher_t *b)
{
    static const size_t iv_lengths[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 39};
    set_secret_key(b);
    for (size_t i = 0; i < sizeof iv_lengths / sizeof iv_lengths[0]; i++)
        mode_aead(b, 1, iv_lengths[i], 16, 40, 5, 0);
    PUBLIC(&ctx, sizeof ctx);
}

/* Every tag length of GCM (4..16) and CCM (4, 6, ..., 16), every CCM nonce length (7..13). */
static void mode_tag_lengths(const lwc_cipher_t *b)
{
    set_secret_key(b);
    for (size_t t = 4; t <= 16; t++)
        mode_aead(b, 1, 12, t, 33, 5, 1);
    for (size_t t = 4; t <= 16; t += 2)
        mode_aead(b, 0, 12, t, 33, 5, 1);
    for (size_t n = 7; n <= 13; n++)
        mode_aead(b, 0, n, 16, 33, 5, 1);
    PUBLIC(&ctx, sizeof ctx);
}

static void tinyjambu_cached(void)
{
    lwc_tinyjambu_key k;
    lwc_tinyjambu_prepared p;
    for (size_t kl = 16; kl <= 32; kl += 8) {
        fill(key, sizeof key);
        SECRET(key, kl);
        SECRET(nonce, 12);
        SECRET(m, 40);
        int rc = lwc_tinyjambu_key_init(&k, key, kl);
        expect(rc == LWC_OK, "tinyjambu", "key_init", kl);
        rc = lwc_tinyjambu_key_encrypt(&k, c, tag, nonce, ad, 3, m, 40);
        expect(rc == LWC_OK, "tinyjambu", "key_encrypt", 40);
        rc = lwc_tinyjambu_prepare(&p, &k, nonce);
        expect(rc == LWC_OK, "tinyjambu", "prepare", 12);
        /* Decryptions with a valid and a forged tag, by the cached key and by the prepared state
         * (which may decrypt any number of times until it has encrypted). */
        for (int forged = 0; forged < 2; forged++) {
            PUBLIC(tag, 8);
            tag[5] ^= (uint8_t)forged;
            SECRET(tag, 8);
            SECRET(c, 40);
            for (int prepared = 0; prepared < 2; prepared++) {
                rc = prepared ? lwc_tinyjambu_prepared_decrypt(&p, back, tag, ad, 3, c, 40)
                              : lwc_tinyjambu_key_decrypt(&k, back, tag, nonce, ad, 3, c, 40);
                PUBLIC(back, 40);
                int zero = 1;
                for (size_t i = 0; i < 40; i++)
                    zero &= back[i] == 0;
                const char *what = prepared ? (forged ? "prepared_decrypt forged" : "prepared_decrypt")
                                            : (forged ? "key_decrypt forged" : "key_decrypt");
                expect(forged ? rc == LWC_ERR_AUTH && zero : rc == LWC_OK, "tinyjambu", what, 40);
            }
        }
        rc = lwc_tinyjambu_prepared_encrypt(&p, c, tag, ad, 3, m, 40);
        expect(rc == LWC_OK, "tinyjambu", "prepared_encrypt", 40);
        PUBLIC(&k, sizeof k);
        PUBLIC(&p, sizeof p);
        PUBLIC(key, sizeof key);
        PUBLIC(nonce, sizeof nonce);
        PUBLIC(m, sizeof m);
        PUBLIC(c, sizeof c);
        PUBLIC(back, sizeof back);
        PUBLIC(tag, sizeof tag);
    }
}

/* The masked TinyJAMBU (lwc/masked.h): the key, the message, the ciphertext and tag of a decryption,
 * and every random word (the masks: secret as much as the key) marked secret; the key object (its
 * shares) stays secret between the calls. Encryption, decryptions with a valid and a forged tag. */
static int masked_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    fill(out, len);
    SECRET(out, len);
    return 0;
}

static void tinyjambu_masked(void)
{
    lwc_tinyjambu_masked_key k;
    lwc_set_random(masked_random, NULL);
    for (size_t kl = 16; kl <= 32; kl += 8) {
        fill(key, sizeof key);
        SECRET(key, kl);
        SECRET(m, 40);
        int rc = lwc_tinyjambu_masked_key_init(&k, key, kl);
        expect(rc == LWC_OK, "tinyjambu-masked", "key_init", kl);
        rc = lwc_tinyjambu_masked_encrypt(&k, c, tag, nonce, ad, 3, m, 40);
        expect(rc == LWC_OK, "tinyjambu-masked", "encrypt", 40);
        for (int forged = 0; forged < 2; forged++) {
            PUBLIC(tag, 8);
            tag[5] ^= (uint8_t)forged;
            SECRET(tag, 8);
            SECRET(c, 40);
            rc = lwc_tinyjambu_masked_decrypt(&k, back, tag, nonce, ad, 3, c, 40);
            PUBLIC(back, 40);
            int zero = 1;
            for (size_t i = 0; i < 40; i++)
                zero &= back[i] == 0;
            expect(forged ? rc == LWC_ERR_AUTH && zero : rc == LWC_OK, "tinyjambu-masked",
                   forged ? "decrypt forged" : "decrypt", 40);
        }
        PUBLIC(&k, sizeof k);
        PUBLIC(key, sizeof key);
        PUBLIC(m, sizeof m);
        PUBLIC(c, sizeof c);
        PUBLIC(back, sizeof back);
        PUBLIC(tag, sizeof tag);
    }
    lwc_set_random(NULL, NULL);
}

/* Romulus-N, -M, -T through a prepared key (lwc_romulus_key_init once, then lwc_romulus_*_key_*
 * calls for several messages, as a caller keeps the object): the key and every message secret,
 * decryptions with a valid and a forged tag. (The runner's romulus-x/cached-key rows above prepare
 * the key inside each call.) */
static void romulus_prepared(void)
{
    typedef int (*key_enc_fn)(const lwc_romulus_key *, uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, size_t,
                              const uint8_t *, size_t);
    typedef int (*key_dec_fn)(const lwc_romulus_key *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *,
                              size_t, const uint8_t *, size_t);
    static const struct {
        const char *name;
        key_enc_fn enc;
        key_dec_fn dec;
    } modes_[] = {{"romulus-n prepared key", lwc_romulus_n_key_encrypt, lwc_romulus_n_key_decrypt},
                  {"romulus-m prepared key", lwc_romulus_m_key_encrypt, lwc_romulus_m_key_decrypt},
                  {"romulus-t prepared key", lwc_romulus_t_key_encrypt, lwc_romulus_t_key_decrypt}};
    static lwc_romulus_key k;
    for (size_t r = 0; r < sizeof modes_ / sizeof modes_[0]; r++) {
        fill(key, sizeof key);
        SECRET(key, 16);
        expect(lwc_romulus_key_init(&k, key) == LWC_OK, modes_[r].name, "key_init", 16);
        for (size_t l = 0; l < N_LENGTHS; l++) {
            const size_t mlen = lengths[l][0], adlen = lengths[l][1];
            fill(nonce, 16);
            fill(m, mlen);
            SECRET(nonce, 16);
            SECRET(m, mlen);
            int rc = modes_[r].enc(&k, c, tag, nonce, ad, adlen, m, mlen);
            PUBLIC(c, mlen);
            PUBLIC(tag, 16);
            expect(rc == LWC_OK, modes_[r].name, "encrypt", mlen);
            for (int forged = 0; forged < 2; forged++) {
                if (forged)
                    tag[15] ^= 0x01;
                SECRET(nonce, 16);
                SECRET(c, mlen);
                SECRET(tag, 16);
                memset(back, 0x5A, mlen);
                rc = modes_[r].dec(&k, back, tag, nonce, ad, adlen, c, mlen);
                PUBLIC(back, mlen);
                PUBLIC(m, mlen);
                PUBLIC(c, mlen);
                PUBLIC(tag, 16);
                int zero = 1;
                for (size_t i = 0; i < mlen; i++)
                    zero &= back[i] == 0;
                expect(forged ? rc == LWC_ERR_AUTH && zero : rc == LWC_OK && memcmp(back, m, mlen) == 0,
                       modes_[r].name, forged ? "forged decrypt" : "decrypt", mlen);
            }
            PUBLIC(nonce, sizeof nonce);
        }
        lwc_wipe(&k, sizeof k);
        PUBLIC(&k, sizeof k);
        PUBLIC(key, sizeof key);
    }
}

/* STREAM (lwc/stream.h) over every AEAD row: the key, the prefix and every chunk secret; a stream of
 * three chunks (the last final) sealed, then opened, then opened again with the second chunk forged
 * (the stream dies there; LWC_ERR_AUTH with the output wiped). The chunk index, flag and phase are
 * public by design. */
static void stream(const lwc_aead_t *a)
{
    static const size_t chunk_len[3] = {16, 33, 0};
    static uint8_t sealed[3][64 + 16];
    lwc_stream_ctx s;
    fill(key, sizeof key);
    fill(nonce, sizeof nonce); /* the prefix */
    fill(m, sizeof m);
    SECRET(key, a->key_bytes);
    SECRET(nonce, LWC_STREAM_PREFIX_BYTES(a->nonce_bytes));
    expect(lwc_stream_seal_init(&s, a, key, nonce) == LWC_OK, a->name, "stream seal_init", 0);
    size_t off = 0;
    for (int i = 0; i < 3; i++) {
        const size_t n = chunk_len[i];
        SECRET(m + off, n);
        int rc = lwc_stream_seal(&s, sealed[i], sealed[i] + n, i == 0 ? ad : NULL, i == 0 ? 5 : 0, m + off, n, i == 2);
        PUBLIC(sealed[i], n + a->tag_bytes);
        expect(rc == LWC_OK, a->name, "stream seal", n);
        off += n;
    }
    expect(lwc_stream_end(&s) == LWC_OK, a->name, "stream seal end", 0);
    for (int forged = 0; forged < 2; forged++) {
        SECRET(key, a->key_bytes);
        SECRET(nonce, LWC_STREAM_PREFIX_BYTES(a->nonce_bytes));
        expect(lwc_stream_open_init(&s, a, key, nonce) == LWC_OK, a->name, "stream open_init", 0);
        off = 0;
        int ok = 1;
        for (int i = 0; i < 3 && ok; i++) {
            const size_t n = chunk_len[i];
            const int forge_here = forged && i == 1;
            if (forge_here)
                sealed[i][n] ^= 0x04; /* the first tag byte */
            SECRET(sealed[i], n + a->tag_bytes);
            memset(back, 0x5A, n);
            int rc = lwc_stream_open(&s, back, sealed[i] + n, i == 0 ? ad : NULL, i == 0 ? 5 : 0, sealed[i], n, i == 2);
            PUBLIC(back, n);
            PUBLIC(m + off, n);
            PUBLIC(sealed[i], n + a->tag_bytes);
            int zero = 1;
            for (size_t j = 0; j < n; j++)
                zero &= back[j] == 0;
            if (forge_here) {
                expect(rc == LWC_ERR_AUTH && zero, a->name, "stream forged chunk", n);
                sealed[i][n] ^= 0x04;
                ok = 0;
            } else {
                expect(rc == LWC_OK && memcmp(back, m + off, n) == 0, a->name, "stream open", n);
            }
            off += n;
        }
        expect(lwc_stream_end(&s) == (forged ? LWC_ERR_AUTH : LWC_OK), a->name, "stream open end", 0);
    }
    PUBLIC(key, sizeof key);
    PUBLIC(nonce, sizeof nonce);
    PUBLIC(m, sizeof m);
}

/* The deliberate leak for `--leaky`: an early-exit compare of a secret, as a careless tag check
 * would be written. */
__attribute__((noinline)) static int leaky_compare(const uint8_t *a, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return -1;
    return 0;
}

/* The batch calls: secret keys (shared and per message), nonces and texts (tags when opening). */
#define BATCH_N 21
static void batch(const lwc_aead_t *a)
{
    static uint8_t keys[BATCH_N][32], nonces[BATCH_N][16], texts[BATCH_N][40], outs[BATCH_N][40], tags[BATCH_N][16],
        back[BATCH_N][40];
    lwc_batch_msg msgs[BATCH_N];
    int verdicts[BATCH_N];
    for (int own = 0; own < 2; own++) {
        fill(key, sizeof key);
        fill(ad, sizeof ad);
        for (size_t i = 0; i < BATCH_N; i++) {
            fill(keys[i], sizeof keys[i]);
            fill(nonces[i], sizeof nonces[i]);
            fill(texts[i], sizeof texts[i]);
            const size_t len = i < 10 ? 16 : i < 16 ? 5 : i < 20 ? 33 : 40, adlen = i < 16 ? 9 : i % 3;
            msgs[i] = (lwc_batch_msg){own ? keys[i] : NULL, nonces[i], ad, adlen, texts[i], len, outs[i], tags[i]};
            SECRET(keys[i], a->key_bytes);
            SECRET(nonces[i], a->nonce_bytes);
            SECRET(texts[i], len);
        }
        SECRET(key, a->key_bytes);
        int failed = lwc_batch_seal(a, key, msgs, BATCH_N, verdicts);
        PUBLIC(outs, sizeof outs);
        PUBLIC(tags, sizeof tags);
        PUBLIC(verdicts, sizeof verdicts);
        int ok = failed == 0;
        for (size_t i = 0; i < BATCH_N; i++) {
            uint8_t c1[40], t1[16];
            PUBLIC(keys[i], sizeof keys[i]);
            PUBLIC(nonces[i], sizeof nonces[i]);
            PUBLIC(texts[i], sizeof texts[i]);
            PUBLIC(key, sizeof key);
            a->encrypt(c1, t1, own ? keys[i] : key, nonces[i], ad, msgs[i].ad_len, texts[i], msgs[i].len);
            ok &= verdicts[i] == LWC_OK && memcmp(c1, outs[i], msgs[i].len) == 0 && memcmp(t1, tags[i], a->tag_bytes) == 0;
        }
        expect(ok, a->name, own ? "batch seal, own keys" : "batch seal, shared key", BATCH_N);
        for (size_t i = 0; i < BATCH_N; i++) {
            if (i % 4 == 1)
                tags[i][0] ^= 0x20;
            msgs[i].in = outs[i];
            msgs[i].out = back[i];
            SECRET(keys[i], a->key_bytes);
            SECRET(nonces[i], a->nonce_bytes);
            SECRET(outs[i], msgs[i].len);
            SECRET(tags[i], a->tag_bytes);
        }
        SECRET(key, a->key_bytes);
        failed = lwc_batch_open(a, key, msgs, BATCH_N, verdicts);
        PUBLIC(back, sizeof back);
        PUBLIC(verdicts, sizeof verdicts);
        PUBLIC(keys, sizeof keys);
        PUBLIC(nonces, sizeof nonces);
        PUBLIC(outs, sizeof outs);
        PUBLIC(tags, sizeof tags);
        PUBLIC(key, sizeof key);
        ok = failed == (BATCH_N + 2) / 4;
        for (size_t i = 0; i < BATCH_N; i++) {
            int zero = 1;
            for (size_t j = 0; j < msgs[i].len; j++)
                zero &= back[i][j] == 0;
            ok &= i % 4 == 1 ? verdicts[i] == LWC_ERR_AUTH && zero
                             : verdicts[i] == LWC_OK && memcmp(back[i], texts[i], msgs[i].len) == 0;
        }
        expect(ok, a->name, own ? "batch open, own keys" : "batch open, shared key", BATCH_N);
    }
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--leaky") == 0) {
        fill(key, sizeof key);
        SECRET(key, 16);
        int rc = leaky_compare(key, nonce, 16);
        printf("leaky compare: %d (memcheck must report the branch)\n", rc);
        return 0;
    }
    const char *part = argc > 2 && strcmp(argv[1], "--part") == 0 ? argv[2] : NULL;
#define PART(name) (part == NULL || strcmp(part, name) == 0)
    unsigned rows = 0;
    if (PART("aead")) {
        for (size_t i = 0; i < lwc_aead_count; i++, rows++)
            aead(&lwc_aeads[i]);
        for (size_t i = 0; i < runner_variant_aead_count; i++, rows++)
            aead(&runner_variant_aeads[i]);
        for (size_t i = 0; i < lwc_hash_count; i++, rows++)
            hash(&lwc_hashes[i]);
        nist();
        tinyjambu_cached();
        tinyjambu_masked();
        romulus_prepared();
        for (size_t i = 0; i < lwc_aead_count; i++, rows++)
            stream(&lwc_aeads[i]);
    }
    if (PART("cipher")) {
        for (size_t i = 0; i < lwc_cipher_count; i++, rows++)
            cipher(&lwc_ciphers[i], 1);
        const lwc_cipher_t *v;
        for (size_t i = 0; (v = runner_variant_cipher_at(i)) != NULL; i++, rows++)
            cipher(v, 0);
    }
    if (PART("batch"))
        for (size_t i = 0; i < lwc_aead_count; i++, rows++)
            batch(&lwc_aeads[i]);
    for (size_t i = 0; i < lwc_cipher_count; i++) {
        if (lwc_ciphers[i].block_bytes != 16)
            continue; /* CCM and GCM need a 128-bit block */
        if (PART("gcm-iv")) {
            gcm_iv_lengths(&lwc_ciphers[i]);
            rows++;
        }
        if (PART("mode-tags")) {
            mode_tag_lengths(&lwc_ciphers[i]);
            rows++;
        }
    }
    if (rows == 0) {
        printf("taint check: unknown part '%s' (aead, cipher, gcm-iv, mode-tags, batch)\n", part);
        return 2;
    }
    printf("taint check%s%s: %u rows (descriptor tables and variant rows), %u calls with secret inputs, "
           "%u wrong results%s\n",
           part ? " " : "", part ? part : "", rows, calls, problems,
           RUNNING_ON_VALGRIND ? "" : " (not under valgrind: taint not checked)");
    return problems != 0;
}
