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
 * Rows: every row of lwc_aeads, lwc_hashes, lwc_ciphers (CTR reaches the 2-block PRESENT core), the test-only
 * variant rows of the vector runner (runner_variant_aeads, runner_variant_cipher_at), every mode of
 * lwc/modes.h over every cipher row, the NIST API of every AEAD row, the TinyJAMBU cached-key and
 * prepared API. Several lengths each (empty, partial, whole and several blocks).
 *
 * `taint_check --leaky` runs a deliberately secret-dependent compare instead: ctest checks that
 * memcheck reports it (the check has teeth). Prints "N calls checked"; exit 0 (valgrind's
 * --error-exitcode turns any report into a failure). Without valgrind the marks do nothing. */
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "lwc/nist.h"
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

static uint8_t key[32], nonce[16], ad[80], m[MAX_MSG], c[MAX_MSG], back[MAX_MSG], tag[16];

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
        SECRET(ct, clen);
        rc = nist_aead_rows[r].dec(back, &plen, NULL, ct, clen, ad, 5, nonce, key);
        PUBLIC(back, mlen);
        PUBLIC(m, mlen);
        expect(rc == 0 && plen == mlen && memcmp(back, m, mlen) == 0, a->name, "NIST decrypt", mlen);
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
        rc = lwc_tinyjambu_key_decrypt(&k, back, tag, nonce, ad, 3, c, 40);
        expect(rc == LWC_OK, "tinyjambu", "key_decrypt", 40);
        rc = lwc_tinyjambu_prepare(&p, &k, nonce);
        expect(rc == LWC_OK, "tinyjambu", "prepare", 12);
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

/* The deliberate leak for `--leaky`: an early-exit compare of a secret, as a careless tag check
 * would be written. */
__attribute__((noinline)) static int leaky_compare(const uint8_t *a, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return -1;
    return 0;
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
    unsigned rows = 0;
    for (size_t i = 0; i < lwc_aead_count; i++, rows++)
        aead(&lwc_aeads[i]);
    for (size_t i = 0; i < runner_variant_aead_count; i++, rows++)
        aead(&runner_variant_aeads[i]);
    for (size_t i = 0; i < lwc_hash_count; i++, rows++)
        hash(&lwc_hashes[i]);
    for (size_t i = 0; i < lwc_cipher_count; i++, rows++)
        cipher(&lwc_ciphers[i], 1);
    const lwc_cipher_t *v;
    for (size_t i = 0; (v = runner_variant_cipher_at(i)) != NULL; i++, rows++)
        cipher(v, 0);
    nist();
    tinyjambu_cached();
    printf("taint check: %u rows (descriptor tables and variant rows), %u calls with secret inputs, "
           "%u wrong results%s\n",
           rows, calls, problems, RUNNING_ON_VALGRIND ? "" : " (not under valgrind: taint not checked)");
    return problems != 0;
}
