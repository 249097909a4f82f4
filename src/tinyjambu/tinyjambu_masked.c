/* Masked TinyJAMBU-128/192/256 (lwc/masked.h): the mode of tinyjambu.c on two shares, the key setup
 * cached in the key object in shares, the backend's masked permutation and refresh
 * (tinyjambu_masked_perm.h). The same output as the unmasked functions.
 *
 * Only public values are ever combined from the two shares: the keystream word that makes a
 * ciphertext word, and the tag words. Public inputs (frame bits, nonce, AD, message) go into share 0.
 * Shares are read and written through volatile pointers, so that the compiler keeps the order written
 * here: each combination loads share 0, XORs the public word, then loads the zero word (clearing the
 * data bus) before share 1. Every call first re-masks the key and the cached key setup. */
#include "lwc/masked.h"

#include "aead_args.h"
#include "bytes.h"
#include "masked_random.h"
#include "test_hooks.h"
#include "tinyjambu_masked_perm.h"

#define TJM_STEPS_640 20u
#define TJM_FRAME_NONCE 0x10u
#define TJM_FRAME_AD    0x30u
#define TJM_FRAME_TEXT  0x50u
#define TJM_FRAME_TAG   0x70u

_Static_assert(4 * TINYJAMBU_MASKED_REFRESH_WORDS <= LWC_MASKED_RANDOM_MAX_REQUEST, "a call's randomness in one request");

typedef struct {
    tinyjambu_masked_work w;
    const lwc_tinyjambu_masked_key *k;
    int rc; /* LWC_ERR_RANDOM once the random source failed: the rest of the call computes nothing */
} tjm_ctx;

static unsigned tjm_big_steps(unsigned key_words)
{
    return 32u + (key_words - 4u) * 2u;
}

static void tjm_wipe_words(volatile uint32_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = 0;
}

/* n random words into c->w.rbuf (n <= TINYJAMBU_MASKED_REFRESH_WORDS), w.rnd pointing at them; 0 on
 * success. */
static int tjm_draw(tjm_ctx *c, unsigned n)
{
    if (c->rc == LWC_OK)
        c->rc = lwc_masked_random(c->w.rbuf, n);
    c->w.rnd = c->w.rbuf;
    return c->rc;
}

static void tjm_permute(tjm_ctx *c, unsigned steps)
{
    if (c->rc == LWC_OK)
        tinyjambu_masked_permute(&c->w, steps);
}

/* The key schedule of the permutations (tinyjambu_masked_perm.h) from the key object's shares, steps 0
 * to the longest permutation's count: each key word of share 0 loaded once and stored at every step
 * that uses it, the zero word on the data bus, then share 1 the same way. The last share-0 word (key
 * word key_words - 1) is never the first of share 1 (key word 0). */
static void tjm_schedule(tjm_ctx *c)
{
    const unsigned kw = c->k->key_words, big = tjm_big_steps(kw);
    for (unsigned i = 0; i < 2; i++) {
        const volatile uint32_t *k = c->k->key[i];
        volatile uint32_t *ks = c->w.ks[i];
        for (unsigned j = 0; j < kw; j++) {
            const uint32_t v = k[j];
            for (unsigned m = j; m <= big; m += kw)
                ks[m] = v;
        }
        (void)*(volatile uint32_t *)&c->w.zero;
    }
}

/* share 0 of state word i ^= v (v public) */
static void tjm_xor_public(tjm_ctx *c, unsigned i, uint32_t v)
{
    volatile uint32_t *s0 = &c->w.s[0][i];
    *s0 ^= v;
}

/* The state word 2 with v XORed in, unmasked (a ciphertext word, the tag: public): share 0 ^ v
 * first, the zero word on the data bus, then share 1. */
static uint32_t tjm_open_word2(tjm_ctx *c, uint32_t v)
{
    volatile uint32_t *s0 = &c->w.s[0][2], *s1 = &c->w.s[1][2], *zero = &c->w.zero;
    uint32_t y = *s0 ^ v;
    (void)*zero;
    return y ^ *s1;
}

/* One message word x (len bytes, 4 for a whole word) after its permutation: the output word (len
 * bytes of it) and the state update, as tinyjambu.c. */
static uint32_t tjm_text_word(tjm_ctx *c, uint32_t x, size_t len, unsigned decrypt)
{
    const uint32_t keep = 0xFFFFFFFFu >> (8 * (4 - len));
    uint32_t y = tjm_open_word2(c, x) & keep;
    tjm_xor_public(c, 3, decrypt ? y : x);
    return y;
}

static uint32_t tjm_load_partial(const uint8_t *p, size_t len)
{
    if (len == 4)
        return lwc_load32_le(p);
    uint32_t w = 0;
    for (size_t i = 0; i < len; i++)
        w |= (uint32_t)p[i] << (8 * i);
    return w;
}

static void tjm_store_partial(uint8_t *p, uint32_t w, size_t len)
{
    if (len == 4) {
        lwc_store32_le(p, w);
        return;
    }
    for (size_t i = 0; i < len; i++)
        p[i] = (uint8_t)(w >> (8 * i));
}

/* The nonce, AD, text and tag phases from the state in c->w (the key setup's). */
static void tjm_crypt(tjm_ctx *c, const uint8_t *nonce, uint8_t *out, uint8_t tag[8], const uint8_t *ad,
                      size_t ad_len, const uint8_t *in, size_t len, unsigned decrypt)
{
    const unsigned big = tjm_big_steps(c->k->key_words);
    for (unsigned i = 0; i < 3; i++) {
        tjm_xor_public(c, 1, TJM_FRAME_NONCE);
        tjm_permute(c, TJM_STEPS_640);
        tjm_xor_public(c, 3, lwc_load32_le(nonce + 4 * i));
        LWC_TEST_HOOK_INPUT_READ(nonce + 4 * i, 4);
    }
    for (size_t done = 0; done < ad_len; done += 4) {
        const size_t n = ad_len - done < 4 ? ad_len - done : 4;
        tjm_xor_public(c, 1, TJM_FRAME_AD);
        tjm_permute(c, TJM_STEPS_640);
        tjm_xor_public(c, 3, tjm_load_partial(ad + done, n));
        LWC_TEST_HOOK_INPUT_READ(ad + done, n);
        if (n < 4)
            tjm_xor_public(c, 1, (uint32_t)n);
    }
    for (size_t done = 0; done < len; done += 4) {
        const size_t n = len - done < 4 ? len - done : 4;
        tjm_xor_public(c, 1, TJM_FRAME_TEXT);
        tjm_permute(c, big);
        const uint32_t x = tjm_load_partial(in + done, n);
        LWC_TEST_HOOK_INPUT_READ(in + done, n);
        tjm_store_partial(out + done, tjm_text_word(c, x, n, decrypt), n);
        if (n < 4)
            tjm_xor_public(c, 1, (uint32_t)n);
    }
    tjm_xor_public(c, 1, TJM_FRAME_TAG);
    tjm_permute(c, big);
    lwc_store32_le(tag, tjm_open_word2(c, 0));
    tjm_xor_public(c, 1, TJM_FRAME_TAG);
    tjm_permute(c, TJM_STEPS_640);
    lwc_store32_le(tag + 4, tjm_open_word2(c, 0));
}

static int tjm_key_ok(const lwc_tinyjambu_masked_key *k)
{
    return k != NULL && (k->key_words == 4 || k->key_words == 6 || k->key_words == 8);
}

/* Re-mask the key and the cached key setup, then start the state from the key setup's shares. */
static void tjm_start(tjm_ctx *c, lwc_tinyjambu_masked_key *k)
{
    c->k = k;
    c->rc = LWC_OK;
    c->w.zero = 0;
    if (tjm_draw(c, k->key_words + 4u) != LWC_OK)
        return;
    tinyjambu_masked_refresh(k->key[0], k->key[1], k->key_words, &c->w);
    tinyjambu_masked_refresh(k->setup[0], k->setup[1], 4, &c->w);
    tjm_schedule(c);
    volatile uint32_t *s = &c->w.s[0][0];
    const volatile uint32_t *from = &k->setup[0][0];
    for (unsigned i = 0; i < 8; i++) /* share 0 words, then share 1 words: no word's two shares in a row */
        s[i] = from[i];
}

static void tjm_end(tjm_ctx *c)
{
    tjm_wipe_words((volatile uint32_t *)c, sizeof *c / 4);
}

int lwc_tinyjambu_masked_key_init(lwc_tinyjambu_masked_key *k, const uint8_t *key, size_t key_len)
{
    if (k == NULL || key == NULL)
        return LWC_ERR_NULL;
    if (key_len != 16 && key_len != 24 && key_len != 32)
        return LWC_ERR_LENGTH;
    tjm_wipe_words((volatile uint32_t *)k->key, 16);
    tjm_wipe_words((volatile uint32_t *)k->setup, 8);
    k->key_words = 0;
    tjm_ctx c;
    c.k = k;
    c.rc = LWC_OK;
    c.w.zero = 0;
    const unsigned words = (unsigned)(key_len / 4);
    if (tjm_draw(&c, words + 4u) == LWC_OK) {
        volatile uint32_t *k0 = k->key[0], *k1 = k->key[1];
        for (unsigned i = 0; i < words; i++) { /* share 1 = r, share 0 = ~key ^ r */
            const uint32_t r = c.w.rbuf[i];
            k1[i] = r;
            k0[i] = ~lwc_load32_le(key + 4 * i) ^ r;
        }
        volatile uint32_t *s = &c.w.s[0][0];
        for (unsigned i = 0; i < 4; i++) { /* the state 0 as two equal random words */
            s[i] = c.w.rbuf[words + i];
            s[4 + i] = c.w.rbuf[words + i];
        }
        k->key_words = (uint8_t)words;
        tjm_schedule(&c);
        tjm_permute(&c, tjm_big_steps(words));
        volatile uint32_t *to = &k->setup[0][0];
        for (unsigned i = 0; i < 8; i++)
            to[i] = s[i];
    }
    const int rc = c.rc;
    tjm_end(&c);
    if (rc != LWC_OK) {
        tjm_wipe_words((volatile uint32_t *)k->key, 16);
        tjm_wipe_words((volatile uint32_t *)k->setup, 8);
        k->key_words = 0;
    }
    return rc;
}

int lwc_tinyjambu_masked_encrypt(lwc_tinyjambu_masked_key *k, uint8_t *c, uint8_t tag[8], const uint8_t nonce[12],
                                 const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!tjm_key_ok(k))
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready())
        return LWC_ERR_RANDOM;
    tjm_ctx x;
    tjm_start(&x, k);
    if (x.rc == LWC_OK)
        tjm_crypt(&x, nonce, c, tag, ad, ad_len, m, m_len, 0);
    rc = x.rc;
    tjm_end(&x);
    if (rc != LWC_OK) {
        lwc_wipe(c, m_len);
        lwc_wipe(tag, 8);
    }
    return rc;
}

int lwc_tinyjambu_masked_decrypt(lwc_tinyjambu_masked_key *k, uint8_t *m, const uint8_t tag[8], const uint8_t nonce[12],
                                 const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!tjm_key_ok(k))
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready())
        return LWC_ERR_RANDOM;
    uint8_t computed[8];
    tjm_ctx x;
    tjm_start(&x, k);
    if (x.rc == LWC_OK)
        tjm_crypt(&x, nonce, m, computed, ad, ad_len, c, c_len, 1);
    rc = x.rc;
    tjm_end(&x);
    if (rc != LWC_OK) {
        lwc_wipe(m, c_len);
        lwc_wipe(computed, sizeof computed);
        return rc;
    }
    return lwc_aead_check_tag(computed, tag, sizeof computed, m, c_len);
}

size_t lwc_tinyjambu_masked_random_bytes(size_t key_len, size_t ad_len, size_t m_len)
{
    (void)ad_len; /* the per-call refresh only: the permutation takes no randomness */
    (void)m_len;
    return 4 * (key_len / 4 + 4);
}
