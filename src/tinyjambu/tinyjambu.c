/* TinyJAMBU-128/192/256 AEAD mode (v2, ../shared/specs/tinyjambu-v2.md), written once for every
 * backend: all the backends differ in is tinyjambu_permute (tinyjambu_perm.h). The mode takes the
 * permutation as a parameter so that the benchmark can run it with the papers' variants
 * (tinyjambu_mode.h); the public functions pass the backend's tinyjambu_permute. */
#include "lwc/tinyjambu.h"

#include "aead_args.h"
#include "bytes.h"
#include "tinyjambu_mode.h"
#include "tinyjambu_perm.h"

#define TJ_STEPS_640 20u /* 640 rounds: nonce, AD and the second tag half */

/* Frame bits XORed into s1 before each permutation (the spec's domain separation). */
#define TJ_FRAME_NONCE 0x10u
#define TJ_FRAME_AD    0x30u
#define TJ_FRAME_TEXT  0x50u
#define TJ_FRAME_TAG   0x70u

typedef struct {
    uint32_t key[8];          /* key words, little-endian */
    unsigned key_words;       /* 4, 6 or 8 */
    unsigned big_steps;       /* R / 32: 32, 36 or 40 (key setup, message, first tag half) */
    tinyjambu_permute_fn perm; /* the permutation implementation */
} tj_key_t;

/* The first `len` (< 4) bytes of p as a zero-extended little-endian word. */
static uint32_t tj_load_partial(const uint8_t *p, size_t len)
{
    uint32_t w = 0;
    for (size_t i = 0; i < len; i++)
        w |= (uint32_t)p[i] << (8 * i);
    return w;
}

static void tj_store_partial(uint8_t *p, uint32_t w, size_t len)
{
    for (size_t i = 0; i < len; i++)
        p[i] = (uint8_t)(w >> (8 * i));
}

static void tj_load_key(tj_key_t *k, tinyjambu_permute_fn perm, const uint8_t *key, unsigned key_words)
{
    k->perm = perm;
    k->key_words = key_words;
    k->big_steps = 32u + (key_words - 4u) * 2u; /* 1024, 1152, 1280 rounds */
    for (unsigned i = 0; i < key_words; i++)
        k->key[i] = lwc_load32_le(key + 4 * i);
}

static void tj_permute(uint32_t s[4], const tj_key_t *k, unsigned steps)
{
    k->perm(s, k->key, k->key_words, steps);
}

/* Key setup, nonce setup and associated data: everything before the message. */
static void tj_start(uint32_t s[4], const tj_key_t *k, const uint8_t nonce[12], const uint8_t *ad, size_t ad_len)
{
    s[0] = s[1] = s[2] = s[3] = 0;
    tj_permute(s, k, k->big_steps);
    for (unsigned i = 0; i < 3; i++) {
        s[1] ^= TJ_FRAME_NONCE;
        tj_permute(s, k, TJ_STEPS_640);
        s[3] ^= lwc_load32_le(nonce + 4 * i);
    }
    for (; ad_len >= 4; ad += 4, ad_len -= 4) {
        s[1] ^= TJ_FRAME_AD;
        tj_permute(s, k, TJ_STEPS_640);
        s[3] ^= lwc_load32_le(ad);
    }
    if (ad_len > 0) {
        s[1] ^= TJ_FRAME_AD;
        tj_permute(s, k, TJ_STEPS_640);
        s[3] ^= tj_load_partial(ad, ad_len);
        s[1] ^= (uint32_t)ad_len;
    }
}

static void tj_finish(uint32_t s[4], const tj_key_t *k, uint8_t tag[8])
{
    s[1] ^= TJ_FRAME_TAG;
    tj_permute(s, k, k->big_steps);
    lwc_store32_le(tag, s[2]);
    s[1] ^= TJ_FRAME_TAG;
    tj_permute(s, k, TJ_STEPS_640);
    lwc_store32_le(tag + 4, s[2]);
}

int tinyjambu_encrypt_with(tinyjambu_permute_fn perm, unsigned key_words, uint8_t *c, uint8_t tag[8], const uint8_t *key, const uint8_t *nonce,
                      const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, key, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    tj_key_t k;
    uint32_t s[4];
    tj_load_key(&k, perm, key, key_words);
    tj_start(s, &k, nonce, ad, ad_len);
    for (; m_len >= 4; m += 4, c += 4, m_len -= 4) {
        s[1] ^= TJ_FRAME_TEXT;
        tj_permute(s, &k, k.big_steps);
        uint32_t w = lwc_load32_le(m);
        s[3] ^= w;
        lwc_store32_le(c, s[2] ^ w);
    }
    if (m_len > 0) {
        s[1] ^= TJ_FRAME_TEXT;
        tj_permute(s, &k, k.big_steps);
        uint32_t w = tj_load_partial(m, m_len);
        s[3] ^= w;
        tj_store_partial(c, s[2] ^ w, m_len);
        s[1] ^= (uint32_t)m_len;
    }
    tj_finish(s, &k, tag);
    lwc_wipe(&k, sizeof k);
    lwc_wipe(s, sizeof s);
    return LWC_OK;
}

int tinyjambu_decrypt_with(tinyjambu_permute_fn perm, unsigned key_words, uint8_t *m, const uint8_t tag[8], const uint8_t *key, const uint8_t *nonce,
                      const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, key, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    tj_key_t k;
    uint32_t s[4];
    uint8_t computed[8];
    uint8_t *const m_start = m;
    const size_t m_total = c_len;
    tj_load_key(&k, perm, key, key_words);
    tj_start(s, &k, nonce, ad, ad_len);
    /* The plaintext feeds the state, so it is computed into m; m is wiped if the tag fails. */
    for (; c_len >= 4; m += 4, c += 4, c_len -= 4) {
        s[1] ^= TJ_FRAME_TEXT;
        tj_permute(s, &k, k.big_steps);
        uint32_t w = s[2] ^ lwc_load32_le(c);
        s[3] ^= w;
        lwc_store32_le(m, w);
    }
    if (c_len > 0) {
        s[1] ^= TJ_FRAME_TEXT;
        tj_permute(s, &k, k.big_steps);
        uint32_t w = (s[2] ^ tj_load_partial(c, c_len)) & (0xFFFFFFFFu >> (8 * (4 - c_len)));
        s[3] ^= w;
        tj_store_partial(m, w, c_len);
        s[1] ^= (uint32_t)c_len;
    }
    tj_finish(s, &k, computed);
    lwc_wipe(&k, sizeof k);
    lwc_wipe(s, sizeof s);
    return lwc_aead_check_tag(computed, tag, sizeof computed, m_start, m_total);
}

#define TJ_DEFINE(bits, words)                                                                             \
    int lwc_tinyjambu##bits##_encrypt(uint8_t *c, uint8_t tag[8], const uint8_t key[(bits) / 8],            \
                                      const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,            \
                                      const uint8_t *m, size_t m_len)                                       \
    {                                                                                                       \
        return tinyjambu_encrypt_with(tinyjambu_permute, words, c, tag, key, nonce, ad, ad_len, m, m_len);                                 \
    }                                                                                                       \
    int lwc_tinyjambu##bits##_decrypt(uint8_t *m, const uint8_t tag[8], const uint8_t key[(bits) / 8],      \
                                      const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,            \
                                      const uint8_t *c, size_t c_len)                                       \
    {                                                                                                       \
        return tinyjambu_decrypt_with(tinyjambu_permute, words, m, tag, key, nonce, ad, ad_len, c, c_len);                                 \
    }

TJ_DEFINE(128, 4)
TJ_DEFINE(192, 6)
TJ_DEFINE(256, 8)
