/* Firmware (every target; also under ASan + UBSan in the host-asan build): the contracts of the
 * block-cipher rows and modes that are not about the values they compute.
 *
 *  - Contexts (common.h, "Block-cipher contexts"): for every library row, a context that is zeroed,
 *    filled with garbage, wiped by a failed set_key, or keyed by any other row (another cipher, or
 *    the same cipher with another key size) is refused by the row's block functions (LWC_ERR_STATE,
 *    block zeroed), by the typed block calls of its cipher when it is not that cipher's, and by every
 *    mode (LWC_ERR_STATE, nothing written). Each context lives in an object of its own type, so a
 *    row that read a smaller context as its own type (a PRESENT context as LEA's) would read out of
 *    bounds (ASan reports it in the host-asan build). The context keyed by the row itself works.
 *  - The overlap rule of lwc/modes.h, as a table over every mode: outputs against inputs (IV,
 *    nonce, AD, tag, context) and against each other, one byte in and adjacent: LWC_ERR_OVERLAP with
 *    nothing written, or LWC_OK; among them CBC with its IV one byte before the output.
 *  - CBC with PKCS#7 padding: every length 0..3 blocks against CBC of the text padded here, in
 *    place and out of place; decryption back; every kind of bad padding (pad byte 0, above the
 *    block size, one wrong byte at each padding position) -> LWC_ERR_PADDING, output wiped, length
 *    0; the output-size check.
 *  - CCM's encoding of the associated-data length (SP 800-38C, A.2.2) at the boundaries of its three
 *    forms, including lengths of 2^32 bytes and more (also on 32-bit targets: the encoder takes a
 *    64-bit length).
 * Prints "N passed, M failed"; exit status 1 on any failure. */
#include <stdint.h>
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "modes_internal.h" /* lwc_ccm_encode_ad_length */
#include "target_print.h"

static int all(const uint8_t *p, size_t n, uint8_t v)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != v)
            return 0;
    return 1;
}

/* ---- the arena: every buffer of a call, so that "nothing written" is one comparison -------------- */
/* Filled with a pattern that arena_unchanged recomputes (no copy: the ATmega128 has 4 KB of RAM). */
#define ARENA 336
static uint8_t arena[ARENA];
#define TEXT (arena + 32)
#define OUT (arena + 96)
#define IV (arena + 160)
#define AD (arena + 184)
#define TAG (arena + 200)

static uint8_t pattern(size_t i)
{
    return (uint8_t)(i * 37u + 11u);
}

static void fill_arena(void)
{
    for (size_t i = 0; i < ARENA; i++)
        arena[i] = pattern(i);
}

static int unchanged(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != pattern((size_t)(p - arena) + i))
            return 0;
    return 1;
}

static int arena_unchanged(void)
{
    return unchanged(arena, ARENA);
}

/* The key of every row (its first key_bytes bytes). */
static const uint8_t key[32] = {0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78, 0x87, 0x96, 0xa5,
                                0xb4, 0xc3, 0xd2, 0xe1, 0xf0, 0x01, 0x12, 0x23, 0x34, 0x45, 0x56,
                                0x67, 0x78, 0x89, 0x9a, 0xab, 0xbc, 0xcd, 0xde, 0xef, 0xf0};

/* ---- every mode behind one call ------------------------------------------------------------------- */
enum mode {
    M_ECB_E, M_ECB_D, M_CBC_E, M_CBC_D, M_CBCP_E, M_CBCP_D, M_CTR, M_OFB, M_CFB_E, M_CFB_D, M_CMAC,
    M_CCM_E, M_CCM_D, M_GCM_E, M_GCM_D, M_COUNT
};
static const char *const mode_names[M_COUNT] = {"ecb-e", "ecb-d", "cbc-e", "cbc-d", "cbc-pkcs7-e",
                                                 "cbc-pkcs7-d", "ctr", "ofb", "cfb-e", "cfb-d", "cmac",
                                                 "ccm-e", "ccm-d", "gcm-e", "gcm-d"};
#define AD_LEN 8u
#define NONCE_LEN 12u
#define TAG_LEN 16u

/* One call of mode m: text out/in of len bytes (CMAC: in is the message, its tag, the output, goes
 * to out), IV or nonce at iv, AD at ad, CCM/GCM tag at tag. */
static int run_mode(enum mode m, const lwc_cipher_t *b, const void *ctx, uint8_t *out, const uint8_t *in, size_t len,
                    const uint8_t *iv, const uint8_t *ad, uint8_t *tag)
{
    size_t out_len;
    switch (m) {
    case M_ECB_E: return lwc_ecb_encrypt(b, ctx, out, in, len);
    case M_ECB_D: return lwc_ecb_decrypt(b, ctx, out, in, len);
    case M_CBC_E: return lwc_cbc_encrypt(b, ctx, iv, out, in, len);
    case M_CBC_D: return lwc_cbc_decrypt(b, ctx, iv, out, in, len);
    case M_CBCP_E: return lwc_cbc_encrypt_pkcs7(b, ctx, iv, out, len + b->block_bytes, &out_len, in, len);
    case M_CBCP_D: return lwc_cbc_decrypt_pkcs7(b, ctx, iv, out, &out_len, in, len);
    case M_CTR: return lwc_ctr_crypt(b, ctx, iv, out, in, len);
    case M_OFB: return lwc_ofb_crypt(b, ctx, iv, out, in, len);
    case M_CFB_E: return lwc_cfb_encrypt(b, ctx, iv, out, in, len);
    case M_CFB_D: return lwc_cfb_decrypt(b, ctx, iv, out, in, len);
    case M_CMAC: return lwc_cmac(b, ctx, out, in, len);
    case M_CCM_E: return lwc_ccm_encrypt(b, ctx, iv, NONCE_LEN, ad, AD_LEN, out, tag, TAG_LEN, in, len);
    case M_CCM_D: return lwc_ccm_decrypt(b, ctx, iv, NONCE_LEN, ad, AD_LEN, out, tag, TAG_LEN, in, len);
    case M_GCM_E: return lwc_gcm_encrypt(b, ctx, iv, NONCE_LEN, ad, AD_LEN, out, tag, TAG_LEN, in, len);
    case M_GCM_D: return lwc_gcm_decrypt(b, ctx, iv, NONCE_LEN, ad, AD_LEN, out, tag, TAG_LEN, in, len);
    default: return 1;
    }
}

static int mode_applies(enum mode m, const lwc_cipher_t *b)
{
    return m < M_CCM_E || b->block_bytes == 16;
}

/* Context for the failure line target_check prints next (the first 10 failures only, as it does). */
static void failure_note(const lwc_cipher_t *b, const char *what, const char *detail)
{
    if (target_check_failures() < 10) {
        target_puts(b->name);
        target_puts(" ");
        target_puts(what);
        target_puts(detail != NULL ? ": " : "\n");
        if (detail != NULL) {
            target_puts(detail);
            target_puts("\n");
        }
    }
}

/* ---- contexts ------------------------------------------------------------------------------------- */

/* Two contexts that hold any row's (lwc_cipher_ctx): the row under test's own, and the other rows',
 * keyed into the second one at a time. Which context a row gets depends on nothing but its role. */
static lwc_cipher_ctx own_ctx, other_ctx;

/* FNV-1a of n bytes: "unchanged" for an object too large to copy on the ATmega128's stack. */
static uint32_t fnv1a(const void *p, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ ((const uint8_t *)p)[i]) * 16777619u;
    return h;
}

/* Row b must refuse ctx (not keyed for it): its block functions and every mode. */
static void refused_everywhere(const lwc_cipher_t *b, const void *ctx, const char *what, uint32_t n)
{
    const size_t bl = b->block_bytes;
    fill_arena();
    int rc = b->encrypt(ctx, OUT, TEXT);
    const int enc_ok = rc == LWC_ERR_STATE && all(OUT, bl, 0) && unchanged(OUT + bl, 16);
    rc = b->decrypt(ctx, OUT + 32, TEXT);
    const int dec_ok = rc == LWC_ERR_STATE && all(OUT + 32, bl, 0);
    if (!(enc_ok && dec_ok))
        failure_note(b, what, NULL);
    target_check(enc_ok && dec_ok, "row block fns: STATE, zeroed", n);
    for (int m = 0; m < M_COUNT; m++) {
        if (!mode_applies((enum mode)m, b))
            continue;
        fill_arena();
        rc = run_mode((enum mode)m, b, ctx, OUT, TEXT, 2 * bl, IV, AD, TAG);
        if (!(rc == LWC_ERR_STATE && arena_unchanged()))
            failure_note(b, what, mode_names[m]);
        target_check(rc == LWC_ERR_STATE && arena_unchanged(), "mode: STATE, nothing written", n);
    }
}

static void contexts(void)
{
    static const uint8_t fills[2] = {0x00, 0xa5};
    for (size_t r = 0; r < lwc_cipher_count; r++) {
        const lwc_cipher_t *b = &lwc_ciphers[r];
        target_check(b->ctx_bytes <= sizeof(lwc_cipher_ctx) && b->keyed_as != 0, "ctx fits lwc_cipher_ctx",
                     (uint32_t)r);
        void *own = &own_ctx;
        /* Never keyed: zeroed, garbage. */
        for (size_t f = 0; f < sizeof fills; f++) {
            memset(own, fills[f], b->ctx_bytes);
            refused_everywhere(b, own, "context not keyed", (uint32_t)f);
        }
        /* A failed set_key (NULL key) after a good one: wiped, not keyed. */
        target_check(b->set_key(own, key) == LWC_OK, "set_key", (uint32_t)r);
        target_check(b->set_key(own, NULL) == LWC_ERR_NULL && all(own, b->ctx_bytes, 0), "set_key NULL key wipes",
                     (uint32_t)r);
        refused_everywhere(b, own, "after failed set_key", (uint32_t)r);
        /* Keyed by every other row: another cipher, or another key size of the same cipher. */
        for (size_t s = 0; s < lwc_cipher_count; s++) {
            if (s == r)
                continue;
            target_check(lwc_ciphers[s].set_key(&other_ctx, key) == LWC_OK, "set_key", (uint32_t)s);
            refused_everywhere(b, &other_ctx, lwc_ciphers[s].name, (uint32_t)s);
        }
        /* Its own context works. */
        target_check(b->set_key(own, key) == LWC_OK, "set_key", (uint32_t)r);
        fill_arena();
        target_check(b->encrypt(own, OUT, TEXT) == LWC_OK && b->decrypt(own, OUT, OUT) == LWC_OK &&
                         memcmp(OUT, TEXT, b->block_bytes) == 0,
                     "own context works", (uint32_t)r);
        for (int m = 0; m < M_COUNT; m++)
            if (mode_applies((enum mode)m, b) && m != M_CCM_D && m != M_GCM_D && m != M_CBCP_D)
                target_check(run_mode((enum mode)m, b, own, OUT, TEXT, 2 * b->block_bytes, IV, AD, TAG) == LWC_OK,
                             mode_names[m], (uint32_t)r);
    }
    /* The typed block calls refuse the other cipher's context and a context not keyed. */
    lwc_present_ctx *const present_ctx = &other_ctx.present;
    lwc_lea_ctx *const lea_ctx = &own_ctx.lea;
    target_check(lwc_present_set_key(present_ctx, key, 10) == LWC_OK && lwc_lea_set_key(lea_ctx, key, 16) == LWC_OK,
                 "typed set_key", 0);
    uint8_t out[17];
    memset(out, 0x5a, sizeof out);
    target_check(lwc_lea_encrypt((const lwc_lea_ctx *)(const void *)present_ctx, out, TEXT) == LWC_ERR_STATE &&
                     all(out, 16, 0) && out[16] == 0x5a,
                 "lea_encrypt: PRESENT ctx", 0);
    memset(out, 0x5a, sizeof out);
    target_check(lwc_lea_decrypt((const lwc_lea_ctx *)(const void *)present_ctx, out, TEXT) == LWC_ERR_STATE &&
                     all(out, 16, 0),
                 "lea_decrypt: PRESENT ctx", 0);
    memset(out, 0x5a, sizeof out);
    target_check(lwc_present_encrypt((const lwc_present_ctx *)(const void *)lea_ctx, out, TEXT) == LWC_ERR_STATE &&
                     all(out, 8, 0) && out[8] == 0x5a,
                 "present_encrypt: LEA ctx", 0);
    target_check(lwc_present_decrypt((const lwc_present_ctx *)(const void *)lea_ctx, out, TEXT) == LWC_ERR_STATE,
                 "present_decrypt: LEA ctx", 0);
    memset(out, 0x5a, sizeof out);
    target_check(lwc_present_encrypt2((const lwc_present_ctx *)(const void *)lea_ctx, out, TEXT) == LWC_ERR_STATE &&
                     all(out, 16, 0) && out[16] == 0x5a,
                 "present_encrypt2: LEA ctx", 0);
    memset(present_ctx, 0, sizeof *present_ctx);
    target_check(lwc_present_encrypt(present_ctx, out, TEXT) == LWC_ERR_STATE, "present_encrypt: zeros", 0);
    target_check(lwc_present_set_key(present_ctx, key, 16) == LWC_OK &&
                     lwc_present_set_key(present_ctx, key, 11) == LWC_ERR_LENGTH &&
                     all((const uint8_t *)present_ctx, sizeof *present_ctx, 0),
                 "present_set_key bad len wipes", 0);
}

/* ---- the overlap rule --------------------------------------------------------------------------- */

/* Where the one checked input (or the output) sits, relative to the text output OUT (len bytes). */
enum what { W_IN, W_IV, W_AD, W_TAG };
#define AFTER_OUT 1000
#define BEFORE_OUT (-1000)
static const struct {
    const char *name;
    enum what what;
    int offset; /* from OUT; AFTER_OUT + k: from the end of the output; BEFORE_OUT: ends where it starts */
    int overlaps;
} cases[] = {
    {"in = out (in place)", W_IN, 0, 0},
    {"in = out + 1", W_IN, 1, 1},
    {"in = out - 1", W_IN, -1, 1},
    {"in just before out", W_IN, BEFORE_OUT, 0},
    {"in just after out", W_IN, AFTER_OUT, 0},
    {"iv at out - 1", W_IV, -1, 1},
    {"iv at out end - 1", W_IV, AFTER_OUT - 1, 1},
    {"iv at out + 3", W_IV, 3, 1},
    {"iv just before out", W_IV, BEFORE_OUT, 0},
    {"iv just after out", W_IV, AFTER_OUT, 0},
    {"ad at out - 1", W_AD, -1, 1},
    {"ad at out end - 1", W_AD, AFTER_OUT - 1, 1},
    {"ad just after out", W_AD, AFTER_OUT, 0},
    {"tag at out - 1", W_TAG, -1, 1},
    {"tag at out end - 1", W_TAG, AFTER_OUT - 1, 1},
    {"tag just after out", W_TAG, AFTER_OUT, 0},
    {"tag just before out", W_TAG, BEFORE_OUT, 0},
};

static int uses(enum mode m, enum what w)
{
    switch (w) {
    case W_IN: return 1;
    case W_IV: return m != M_ECB_E && m != M_ECB_D && m != M_CMAC;
    case W_AD: return m >= M_CCM_E;
    case W_TAG: return m >= M_CCM_E;
    default: return 0;
    }
}

/* Whether row r is the first row of its cipher (the cipher id of its keyed_as word, common.h). */
static int first_of_its_cipher(size_t r)
{
    for (size_t q = 0; q < r; q++)
        if ((lwc_ciphers[q].keyed_as >> 8) == (lwc_ciphers[r].keyed_as >> 8))
            return 0;
    return 1;
}

static void overlap_table(void)
{
    for (size_t r = 0; r < lwc_cipher_count; r++) {
        const lwc_cipher_t *b = &lwc_ciphers[r];
        if (!first_of_its_cipher(r))
            continue; /* one row per cipher: the rule does not depend on the key size */
        const size_t bl = b->block_bytes, len = 2 * bl;
        void *ctx = &own_ctx;
        target_check(b->set_key(ctx, key) == LWC_OK, "set_key", (uint32_t)r);
        for (int m = 0; m < M_COUNT; m++) {
            if (!mode_applies((enum mode)m, b))
                continue;
            for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
                if (!uses((enum mode)m, cases[c].what))
                    continue;
                const enum what w = cases[c].what;
                const size_t span = w == W_IV ? (m >= M_CCM_E ? NONCE_LEN : bl)
                                              : w == W_AD ? AD_LEN : w == W_TAG ? TAG_LEN : len;
                /* The output: the padded text (PKCS#7), the tag (CMAC: one block), the text. */
                const size_t out_len = m == M_CBCP_E ? len + bl : m == M_CMAC ? bl : len;
                /* CMAC's tag is an output and its message an input: no "in place" there. */
                const int overlaps = cases[c].overlaps || (m == M_CMAC && w == W_IN && cases[c].offset == 0);
                int off = cases[c].offset;
                if (off == BEFORE_OUT)
                    off = -(int)span;
                else if (off >= AFTER_OUT - 100)
                    off = (int)out_len + off - AFTER_OUT;
                uint8_t *p = OUT + off, *out = OUT, *in = TEXT, *iv = IV, *ad = AD, *tag = TAG;
                switch (w) {
                case W_IN: in = p; break;
                case W_IV: iv = p; break;
                case W_AD: ad = p; break;
                case W_TAG: tag = p; break;
                }
                fill_arena();
                const int rc = run_mode((enum mode)m, b, ctx, out, in, len, iv, ad, tag);
                /* Accepted: LWC_OK, or the verdict on text that is not a valid ciphertext here. */
                const int ok = overlaps ? rc == LWC_ERR_OVERLAP && arena_unchanged()
                                        : rc == LWC_OK || (m == M_CBCP_D && rc == LWC_ERR_PADDING) ||
                                              ((m == M_CCM_D || m == M_GCM_D) && rc == LWC_ERR_AUTH);
                if (!ok)
                    failure_note(b, mode_names[m], cases[c].name);
                target_check(ok, "overlap rule", (uint32_t)c);
            }
        }
        /* The output over the context itself (the key). */
        const uint32_t saved = fnv1a(ctx, b->ctx_bytes);
        fill_arena();
        const int rc = lwc_ctr_crypt(b, ctx, IV, (uint8_t *)ctx + 8, TEXT, len);
        target_check(rc == LWC_ERR_OVERLAP && fnv1a(ctx, b->ctx_bytes) == saved && arena_unchanged(),
                     "out over the context", (uint32_t)r);
    }
}

/* ---- CBC with PKCS#7 ------------------------------------------------------------------------------ */

static void pkcs7(void)
{
    /* The buffers in the arena: text 48, padded 64, ref 64, out 80, back 80. */
    uint8_t *const text = arena, *const padded = arena + 48, *const ref = arena + 112, *const out = arena + 176,
                   *const back = arena + 256;
    static const uint8_t iv[16] = {0xa0, 0xb1, 0xc2, 0xd3, 0xe4, 0xf5, 0x06, 0x17,
                                   0x28, 0x39, 0x4a, 0x5b, 0x6c, 0x7d, 0x8e, 0x9f};
    for (size_t i = 0; i < 48; i++)
        text[i] = (uint8_t)(0x6bu * i + 0x21u);
    for (size_t r = 0; r < lwc_cipher_count; r++) {
        const lwc_cipher_t *b = &lwc_ciphers[r];
        const size_t n = b->block_bytes;
        void *ctx = &own_ctx;
        target_check(b->set_key(ctx, key) == LWC_OK, "set_key", (uint32_t)r);
        for (size_t len = 0; len <= 3 * n; len++) {
            /* The reference: PKCS#7 padding written here, then CBC without padding. */
            const size_t pad = n - len % n, total = len + pad;
            memcpy(padded, text, len);
            memset(padded + len, (int)pad, pad);
            target_check(lwc_cbc_encrypt(b, ctx, iv, ref, padded, total) == LWC_OK, "cbc reference", (uint32_t)len);
            size_t out_len = 99;
            memset(out, 0xee, 80);
            int rc = lwc_cbc_encrypt_pkcs7(b, ctx, iv, out, total, &out_len, text, len);
            target_check(rc == LWC_OK && out_len == total && memcmp(out, ref, total) == 0 && out[total] == 0xee,
                         "pkcs7 enc = cbc(padded)", (uint32_t)(100 * r + len));
            memcpy(back, text, len); /* in place, in a buffer with room for the padding */
            rc = lwc_cbc_encrypt_pkcs7(b, ctx, iv, back, total, &out_len, back, len);
            target_check(rc == LWC_OK && out_len == total && memcmp(back, ref, total) == 0, "pkcs7 enc in place",
                         (uint32_t)(100 * r + len));
            out_len = 99;
            rc = lwc_cbc_encrypt_pkcs7(b, ctx, iv, out, total - 1, &out_len, text, len);
            target_check(rc == LWC_ERR_LENGTH && out_len == 0, "pkcs7 enc out_size short", (uint32_t)len);
            memset(back, 0xee, 80);
            rc = lwc_cbc_decrypt_pkcs7(b, ctx, iv, back, &out_len, ref, total);
            target_check(rc == LWC_OK && out_len == len && memcmp(back, text, len) == 0 && all(back + len, pad, 0) &&
                             back[total] == 0xee,
                         "pkcs7 dec: text, 0 pad", (uint32_t)(100 * r + len));
            memcpy(back, ref, total);
            rc = lwc_cbc_decrypt_pkcs7(b, ctx, iv, back, &out_len, back, total);
            target_check(rc == LWC_OK && out_len == len && memcmp(back, text, len) == 0, "pkcs7 dec in place",
                         (uint32_t)(100 * r + len));
        }
        /* Bad paddings: the last block decrypts to a chosen block (CBC of the chosen plaintext). */
        for (unsigned kind = 0; kind < 2 * n + 4; kind++) {
            uint8_t last[16];
            memset(last, 0x33, n);
            if (kind == 0)
                last[n - 1] = 0; /* pad 0 */
            else if (kind == 1)
                last[n - 1] = (uint8_t)(n + 1); /* above the block size */
            else if (kind == 2)
                last[n - 1] = 0xff;
            else if (kind == 3)
                last[n - 1] = 0x80;
            else { /* pad p with one wrong byte among the p */
                const unsigned p = (kind - 4) / 2 + 1 < n ? (kind - 4) / 2 + 2 : n;
                memset(last + n - p, (int)p, p);
                last[n - p + (kind & 1u ? 0u : p - 2u)] ^= 0x40u;
            }
            memcpy(padded, text, n);
            memcpy(padded + n, last, n);
            target_check(lwc_cbc_encrypt(b, ctx, iv, ref, padded, 2 * n) == LWC_OK, "cbc", kind);
            size_t out_len = 99;
            memset(back, 0xee, 80);
            const int rc = lwc_cbc_decrypt_pkcs7(b, ctx, iv, back, &out_len, ref, 2 * n);
            target_check(rc == LWC_ERR_PADDING && out_len == 0 && all(back, 2 * n, 0) && back[2 * n] == 0xee,
                         "bad pad: PADDING, wiped", (uint32_t)(100 * r + kind));
        }
        size_t out_len = 99;
        target_check(lwc_cbc_decrypt_pkcs7(b, ctx, iv, back, &out_len, ref, 0) == LWC_ERR_LENGTH && out_len == 0,
                     "pkcs7 dec 0 bytes", (uint32_t)r);
        target_check(lwc_cbc_decrypt_pkcs7(b, ctx, iv, back, &out_len, ref, n + 1) == LWC_ERR_LENGTH,
                     "pkcs7 dec partial block", (uint32_t)r);
        target_check(lwc_cbc_decrypt_pkcs7(b, ctx, iv, back, NULL, ref, n) == LWC_ERR_NULL &&
                         lwc_cbc_encrypt_pkcs7(b, ctx, iv, out, 80, NULL, text, 3) == LWC_ERR_NULL,
                     "pkcs7 NULL out_len", (uint32_t)r);
    }
}

/* ---- CCM's associated-data length ---------------------------------------------------------------- */

static void ccm_ad_length(void)
{
    static const struct {
        uint32_t hi, lo; /* the length, 64 bits */
        uint8_t len;
        uint8_t hdr[10];
    } v[] = {
        {0, 1, 2, {0x00, 0x01}},
        {0, 0xfeff, 2, {0xfe, 0xff}},
        {0, 0xff00, 6, {0xff, 0xfe, 0x00, 0x00, 0xff, 0x00}},
        {0, 0x10000, 6, {0xff, 0xfe, 0x00, 0x01, 0x00, 0x00}},
        {0, 0xffffffffu, 6, {0xff, 0xfe, 0xff, 0xff, 0xff, 0xff}},
        {1, 0, 10, {0xff, 0xff, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00}},
        {1, 5, 10, {0xff, 0xff, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x05}},
        {0x01234567u, 0x89abcdefu, 10, {0xff, 0xff, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef}},
        {0xffffffffu, 0xffffffffu, 10, {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}},
    };
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
        uint8_t hdr[11];
        memset(hdr, 0xee, sizeof hdr);
        const size_t n = lwc_ccm_encode_ad_length(hdr, ((uint64_t)v[i].hi << 32) | v[i].lo);
        target_check(n == v[i].len && memcmp(hdr, v[i].hdr, n) == 0 && all(hdr + n, sizeof hdr - n, 0xee),
                     "ccm ad length", (uint32_t)i);
    }
}

int main(void)
{
    contexts();
    overlap_table();
    pkcs7();
    ccm_ad_length();
    target_puts("modes api: ");
    target_check_exit();
}
