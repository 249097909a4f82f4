/* TinyJAMBU-128/192/256 AEAD mode (v2, ../shared/specs/tinyjambu-v2.md), written once for every
 * backend: all the backends differ in is tinyjambu_permute (tinyjambu_perm.h).
 *
 * The mode is split where Kwon et al. 2023 (section 3.3) skip work: the key setup P_R(0) depends on
 * the key only (cached in lwc_tinyjambu_key, always safe), and the state after the nonce setup
 * depends on key and nonce (lwc_tinyjambu_prepared, one encryption only). Every function takes the
 * permutation as a parameter so that the benchmark can run the papers' variants through whole
 * encryptions (tinyjambu_mode.h); the public functions pass the backend's tinyjambu_permute. */
#include "lwc/tinyjambu.h"

#include "aead_args.h"
#include "bytes.h"
#include "tinyjambu_mode.h"
#include "tinyjambu_perm.h"

/* The mode's pieces stay out of line: at -O3 the compiler would otherwise copy them into each of the
 * public entry points (12.7 KB on the ATmega128), for a gain of a few cycles per call. */
#define TJ_OUT_OF_LINE __attribute__((noinline))

#define TJ_STEPS_640 20u /* 640 rounds: nonce, AD and the second tag half */

/* Frame bits XORed into s1 before each permutation (the spec's domain separation). */
#define TJ_FRAME_NONCE 0x10u
#define TJ_FRAME_AD    0x30u
#define TJ_FRAME_TEXT  0x50u
#define TJ_FRAME_TAG   0x70u

/* R / 32 for the key setup, the message and the first tag half: 32, 36, 40 (1024/1152/1280 rounds). */
static unsigned tj_big_steps(const lwc_tinyjambu_key *k)
{
    return 32u + (k->key_words - 4u) * 2u;
}

static void tj_permute(tinyjambu_permute_fn perm, uint32_t s[4], const lwc_tinyjambu_key *k, unsigned steps)
{
    perm(s, k->key, k->key_words, steps);
}

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

/* s = state after key and nonce setup (from the cached key setup). */
TJ_OUT_OF_LINE static void tj_nonce(tinyjambu_permute_fn perm, uint32_t s[4], const lwc_tinyjambu_key *k, const uint8_t nonce[12])
{
    for (unsigned i = 0; i < 4; i++)
        s[i] = k->setup[i];
    for (unsigned i = 0; i < 3; i++) {
        s[1] ^= TJ_FRAME_NONCE;
        tj_permute(perm, s, k, TJ_STEPS_640);
        s[3] ^= lwc_load32_le(nonce + 4 * i);
    }
}

TJ_OUT_OF_LINE static void tj_ad(tinyjambu_permute_fn perm, uint32_t s[4], const lwc_tinyjambu_key *k, const uint8_t *ad,
                  size_t ad_len)
{
    for (; ad_len >= 4; ad += 4, ad_len -= 4) {
        s[1] ^= TJ_FRAME_AD;
        tj_permute(perm, s, k, TJ_STEPS_640);
        s[3] ^= lwc_load32_le(ad);
    }
    if (ad_len > 0) {
        s[1] ^= TJ_FRAME_AD;
        tj_permute(perm, s, k, TJ_STEPS_640);
        s[3] ^= tj_load_partial(ad, ad_len);
        s[1] ^= (uint32_t)ad_len;
    }
}

/* The whole 4-byte message blocks: for each, s1 ^= frame, P_big, out = s2 ^ in, s3 ^= plaintext.
 * The library's own permutation takes the backend's message loop when it has one (the same
 * computation without a call per block); the papers' variants always run the loop here. */
static void tj_text_blocks(tinyjambu_permute_fn perm, uint32_t s[4], const lwc_tinyjambu_key *k, uint8_t *out,
                           const uint8_t *in, size_t nblocks, unsigned decrypt)
{
#if TINYJAMBU_BACKEND_CRYPT_BLOCKS
    if (perm == tinyjambu_permute && nblocks > 0) {
        tinyjambu_crypt_blocks(s, k->key, k->key_words, out, in, nblocks, decrypt);
        return;
    }
#endif
    const unsigned big = tj_big_steps(k);
    for (; nblocks > 0; nblocks--, in += 4, out += 4) {
        s[1] ^= TJ_FRAME_TEXT;
        tj_permute(perm, s, k, big);
        uint32_t x = lwc_load32_le(in);
        uint32_t y = s[2] ^ x;
        s[3] ^= decrypt ? y : x;
        lwc_store32_le(out, y);
    }
}

/* AD, message and tag from a state after nonce setup (c may equal m). */
TJ_OUT_OF_LINE static void tj_encrypt_from(tinyjambu_permute_fn perm, uint32_t s[4], const lwc_tinyjambu_key *k, uint8_t *c,
                            uint8_t tag[8], const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    const unsigned big = tj_big_steps(k);
    tj_ad(perm, s, k, ad, ad_len);
    tj_text_blocks(perm, s, k, c, m, m_len / 4, 0);
    c += m_len & ~(size_t)3;
    m += m_len & ~(size_t)3;
    m_len &= 3;
    if (m_len > 0) {
        s[1] ^= TJ_FRAME_TEXT;
        tj_permute(perm, s, k, big);
        uint32_t w = tj_load_partial(m, m_len);
        s[3] ^= w;
        tj_store_partial(c, s[2] ^ w, m_len);
        s[1] ^= (uint32_t)m_len;
    }
    s[1] ^= TJ_FRAME_TAG;
    tj_permute(perm, s, k, big);
    lwc_store32_le(tag, s[2]);
    s[1] ^= TJ_FRAME_TAG;
    tj_permute(perm, s, k, TJ_STEPS_640);
    lwc_store32_le(tag + 4, s[2]);
}

/* AD, ciphertext and tag check from a state after nonce setup. The plaintext feeds the state, so
 * it is computed into m and wiped if the tag does not match (m may equal c). */
TJ_OUT_OF_LINE static int tj_decrypt_from(tinyjambu_permute_fn perm, uint32_t s[4], const lwc_tinyjambu_key *k, uint8_t *m,
                           const uint8_t tag[8], const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    const unsigned big = tj_big_steps(k);
    uint8_t *const m_start = m;
    const size_t m_total = c_len;
    uint8_t computed[8];
    tj_ad(perm, s, k, ad, ad_len);
    tj_text_blocks(perm, s, k, m, c, c_len / 4, 1);
    m += c_len & ~(size_t)3;
    c += c_len & ~(size_t)3;
    c_len &= 3;
    if (c_len > 0) {
        s[1] ^= TJ_FRAME_TEXT;
        tj_permute(perm, s, k, big);
        uint32_t w = (s[2] ^ tj_load_partial(c, c_len)) & (0xFFFFFFFFu >> (8 * (4 - c_len)));
        s[3] ^= w;
        tj_store_partial(m, w, c_len);
        s[1] ^= (uint32_t)c_len;
    }
    s[1] ^= TJ_FRAME_TAG;
    tj_permute(perm, s, k, big);
    lwc_store32_le(computed, s[2]);
    s[1] ^= TJ_FRAME_TAG;
    tj_permute(perm, s, k, TJ_STEPS_640);
    lwc_store32_le(computed + 4, s[2]);
    return lwc_aead_check_tag(computed, tag, sizeof computed, m_start, m_total);
}

/* ---- cached key setup (always safe to reuse) ------------------------------------------------- */

TJ_OUT_OF_LINE int tinyjambu_key_init_with(tinyjambu_permute_fn perm, lwc_tinyjambu_key *k, const uint8_t *key, size_t key_len)
{
    if (k == NULL || key == NULL)
        return LWC_ERR_NULL;
    if (key_len != 16 && key_len != 24 && key_len != 32)
        return LWC_ERR_LENGTH;
    k->key_words = (uint8_t)(key_len / 4);
    for (unsigned i = 0; i < 8; i++)
        k->key[i] = i < k->key_words ? lwc_load32_le(key + 4 * i) : 0;
    for (unsigned i = 0; i < 4; i++)
        k->setup[i] = 0;
    tj_permute(perm, k->setup, k, tj_big_steps(k));
    return LWC_OK;
}

static int tj_key_ok(const lwc_tinyjambu_key *k)
{
    return k != NULL && (k->key_words == 4 || k->key_words == 6 || k->key_words == 8);
}

TJ_OUT_OF_LINE int tinyjambu_key_encrypt_with(tinyjambu_permute_fn perm, const lwc_tinyjambu_key *k, uint8_t *c, uint8_t tag[8],
                               const uint8_t nonce[12], const uint8_t *ad, size_t ad_len, const uint8_t *m,
                               size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!tj_key_ok(k))
        return LWC_ERR_STATE;
    uint32_t s[4];
    tj_nonce(perm, s, k, nonce);
    tj_encrypt_from(perm, s, k, c, tag, ad, ad_len, m, m_len);
    lwc_wipe(s, sizeof s);
    return LWC_OK;
}

TJ_OUT_OF_LINE int tinyjambu_key_decrypt_with(tinyjambu_permute_fn perm, const lwc_tinyjambu_key *k, uint8_t *m,
                               const uint8_t tag[8], const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,
                               const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!tj_key_ok(k))
        return LWC_ERR_STATE;
    uint32_t s[4];
    tj_nonce(perm, s, k, nonce);
    rc = tj_decrypt_from(perm, s, k, m, tag, ad, ad_len, c, c_len);
    lwc_wipe(s, sizeof s);
    return rc;
}

/* ---- one-shot prepared nonce ---------------------------------------------------------------- */

TJ_OUT_OF_LINE int tinyjambu_prepare_with(tinyjambu_permute_fn perm, lwc_tinyjambu_prepared *p, const lwc_tinyjambu_key *k,
                           const uint8_t nonce[12])
{
    if (p == NULL || k == NULL || nonce == NULL)
        return LWC_ERR_NULL;
    if (!tj_key_ok(k))
        return LWC_ERR_STATE;
    p->key = *k;
    tj_nonce(perm, p->state, k, nonce);
    p->encrypted = 0;
    return LWC_OK;
}

TJ_OUT_OF_LINE int tinyjambu_prepared_encrypt_with(tinyjambu_permute_fn perm, lwc_tinyjambu_prepared *p, uint8_t *c,
                                    uint8_t tag[8], const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, p, tag, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (p->encrypted != 0 || !tj_key_ok(&p->key))
        return LWC_ERR_STATE; /* a second encryption under one nonce would reuse the keystream */
    uint32_t s[4];
    for (unsigned i = 0; i < 4; i++)
        s[i] = p->state[i];
    /* Spend the nonce before anything else: the object can never encrypt again. */
    p->encrypted = 1;
    lwc_wipe(p->state, sizeof p->state);
    tj_encrypt_from(perm, s, &p->key, c, tag, ad, ad_len, m, m_len);
    lwc_wipe(s, sizeof s);
    return LWC_OK;
}

TJ_OUT_OF_LINE int tinyjambu_prepared_decrypt_with(tinyjambu_permute_fn perm, const lwc_tinyjambu_prepared *p, uint8_t *m,
                                    const uint8_t tag[8], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                    size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, p, tag, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (p->encrypted != 0 || !tj_key_ok(&p->key))
        return LWC_ERR_STATE; /* the nonce state is gone once the object has encrypted */
    uint32_t s[4];
    for (unsigned i = 0; i < 4; i++)
        s[i] = p->state[i];
    rc = tj_decrypt_from(perm, s, &p->key, m, tag, ad, ad_len, c, c_len);
    lwc_wipe(s, sizeof s);
    return rc;
}

/* ---- one-shot API: key setup, nonce setup and message in one call ---------------------------- */

TJ_OUT_OF_LINE int tinyjambu_encrypt_with(tinyjambu_permute_fn perm, unsigned key_words, uint8_t *c, uint8_t tag[8],
                           const uint8_t *key, const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                           const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, key, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    lwc_tinyjambu_key k;
    tinyjambu_key_init_with(perm, &k, key, 4u * key_words);
    rc = tinyjambu_key_encrypt_with(perm, &k, c, tag, nonce, ad, ad_len, m, m_len);
    lwc_wipe(&k, sizeof k);
    return rc;
}

TJ_OUT_OF_LINE int tinyjambu_decrypt_with(tinyjambu_permute_fn perm, unsigned key_words, uint8_t *m, const uint8_t tag[8],
                           const uint8_t *key, const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                           const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, key, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    lwc_tinyjambu_key k;
    tinyjambu_key_init_with(perm, &k, key, 4u * key_words);
    rc = tinyjambu_key_decrypt_with(perm, &k, m, tag, nonce, ad, ad_len, c, c_len);
    lwc_wipe(&k, sizeof k);
    return rc;
}

#define TJ_DEFINE(bits, words)                                                                             \
    int lwc_tinyjambu##bits##_encrypt(uint8_t *c, uint8_t tag[8], const uint8_t key[(bits) / 8],            \
                                      const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,            \
                                      const uint8_t *m, size_t m_len)                                       \
    {                                                                                                       \
        return tinyjambu_encrypt_with(tinyjambu_permute, words, c, tag, key, nonce, ad, ad_len, m, m_len);  \
    }                                                                                                       \
    int lwc_tinyjambu##bits##_decrypt(uint8_t *m, const uint8_t tag[8], const uint8_t key[(bits) / 8],      \
                                      const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,            \
                                      const uint8_t *c, size_t c_len)                                       \
    {                                                                                                       \
        return tinyjambu_decrypt_with(tinyjambu_permute, words, m, tag, key, nonce, ad, ad_len, c, c_len);  \
    }

TJ_DEFINE(128, 4)
TJ_DEFINE(192, 6)
TJ_DEFINE(256, 8)

int lwc_tinyjambu_key_init(lwc_tinyjambu_key *k, const uint8_t *key, size_t key_len)
{
    return tinyjambu_key_init_with(tinyjambu_permute, k, key, key_len);
}

int lwc_tinyjambu_key_encrypt(const lwc_tinyjambu_key *k, uint8_t *c, uint8_t tag[8], const uint8_t nonce[12],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    return tinyjambu_key_encrypt_with(tinyjambu_permute, k, c, tag, nonce, ad, ad_len, m, m_len);
}

int lwc_tinyjambu_key_decrypt(const lwc_tinyjambu_key *k, uint8_t *m, const uint8_t tag[8], const uint8_t nonce[12],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    return tinyjambu_key_decrypt_with(tinyjambu_permute, k, m, tag, nonce, ad, ad_len, c, c_len);
}

int lwc_tinyjambu_prepare(lwc_tinyjambu_prepared *p, const lwc_tinyjambu_key *k, const uint8_t nonce[12])
{
    return tinyjambu_prepare_with(tinyjambu_permute, p, k, nonce);
}

int lwc_tinyjambu_prepared_encrypt(lwc_tinyjambu_prepared *p, uint8_t *c, uint8_t tag[8], const uint8_t *ad,
                                   size_t ad_len, const uint8_t *m, size_t m_len)
{
    return tinyjambu_prepared_encrypt_with(tinyjambu_permute, p, c, tag, ad, ad_len, m, m_len);
}

int lwc_tinyjambu_prepared_decrypt(const lwc_tinyjambu_prepared *p, uint8_t *m, const uint8_t tag[8],
                                   const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    return tinyjambu_prepared_decrypt_with(tinyjambu_permute, p, m, tag, ad, ad_len, c, c_len);
}
