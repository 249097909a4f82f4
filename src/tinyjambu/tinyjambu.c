/* TinyJAMBU-128/192/256 AEAD mode (v2: Wu and Huang 2021, docs/references.md), written once for every
 * backend: the backends differ in tinyjambu_permute and in the optional loops of tinyjambu_perm.h
 * (the message blocks, the nonce/AD words, the tag), which run the same computation as the C here
 * with the state and key in registers.
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
#include "test_hooks.h"

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
static unsigned tj_big_steps(const tinyjambu_plain_key *k)
{
    return 32u + (k->key_words - 4u) * 2u;
}

static void tj_permute(tinyjambu_permute_fn perm, uint32_t s[4], const tinyjambu_plain_key *k, unsigned steps)
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

/* A stretch of the mode (tinyjambu_seq, tinyjambu_perm.h): in one call of the backend's
 * tinyjambu_sequence when the permutation is the library's own and the backend has one, else here
 * in C (the message blocks through the backend's tinyjambu_crypt_blocks where it has that). The
 * papers' variants (any other perm) always run the C. */
static void tj_run(tinyjambu_permute_fn perm, uint32_t s[4], const tinyjambu_plain_key *k, const tinyjambu_seq *q)
{
#if TINYJAMBU_BACKEND_SEQUENCE
    if (perm == tinyjambu_permute) {
        tinyjambu_sequence(s, k->key, k->key_words, q);
        /* the inputs the stretch read (q is the caller's local: no output aliases it) */
        if (q->nonce != NULL)
            LWC_TEST_HOOK_INPUT_READ(q->nonce, 12);
        if (q->ad_words > 0)
            LWC_TEST_HOOK_INPUT_READ(q->ad, 4 * q->ad_words);
        if (q->text_words > 0)
            LWC_TEST_HOOK_INPUT_READ(q->in, 4 * q->text_words);
        return;
    }
#endif
    /* the fields in locals, read before any output is stored (a store could alias q) */
    const unsigned big = tj_big_steps(k);
    const uint8_t *nonce = q->nonce, *ad = q->ad, *in = q->in;
    uint8_t *out = q->out, *tag = q->tag;
    size_t ad_words = q->ad_words, text_words = q->text_words;
    const unsigned decrypt = q->decrypt;
    if (q->key_setup) {
        for (unsigned i = 0; i < 4; i++)
            s[i] = 0;
        tj_permute(perm, s, k, big);
    }
    for (unsigned i = 0; nonce != NULL && i < 3; i++) {
        s[1] ^= TJ_FRAME_NONCE;
        tj_permute(perm, s, k, TJ_STEPS_640);
        s[3] ^= lwc_load32_le(nonce + 4 * i);
        LWC_TEST_HOOK_INPUT_READ(nonce + 4 * i, 4);
    }
    for (; ad_words > 0; ad_words--, ad += 4) {
        s[1] ^= TJ_FRAME_AD;
        tj_permute(perm, s, k, TJ_STEPS_640);
        s[3] ^= lwc_load32_le(ad);
        LWC_TEST_HOOK_INPUT_READ(ad, 4);
    }
#if TINYJAMBU_BACKEND_CRYPT_BLOCKS
    if (perm == tinyjambu_permute && text_words > 0) {
        tinyjambu_crypt_blocks(s, k->key, k->key_words, out, in, text_words, decrypt);
        LWC_TEST_HOOK_INPUT_READ(in, 4 * text_words);
    } else
#endif
        for (; text_words > 0; text_words--, in += 4, out += 4) {
            s[1] ^= TJ_FRAME_TEXT;
            tj_permute(perm, s, k, big);
            uint32_t x = lwc_load32_le(in);
            LWC_TEST_HOOK_INPUT_READ(in, 4);
            uint32_t y = s[2] ^ x;
            s[3] ^= decrypt ? y : x;
            lwc_store32_le(out, y);
        }
    if (tag != NULL) {
        s[1] ^= TJ_FRAME_TAG;
        tj_permute(perm, s, k, big);
        lwc_store32_le(tag, s[2]);
        s[1] ^= TJ_FRAME_TAG;
        tj_permute(perm, s, k, TJ_STEPS_640);
        lwc_store32_le(tag + 4, s[2]);
    }
}

/* Everything after the key setup, or the key setup too (key_setup = 1, s ignored on entry), in both
 * directions (out may equal in): the nonce setup when nonce is not NULL (else s is the state after
 * it), AD, text and tag. decrypt = 0: out = E(in), tag = the tag; decrypt = 1: out = D(in) (the
 * plaintext feeds the state), tag = the tag computed, for the caller to check. A message of whole
 * words is one stretch; a partial AD or text word (done here) ends one and starts the next. */
TJ_OUT_OF_LINE static void tj_crypt(tinyjambu_permute_fn perm, uint32_t s[4], const tinyjambu_plain_key *k,
                                    unsigned key_setup, const uint8_t *nonce, uint8_t *out, uint8_t tag[8],
                                    const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len,
                                    unsigned decrypt)
{
    const size_t ad_rest = ad_len & 3, rest = len & 3, whole = len & ~(size_t)3;
    tinyjambu_seq q = {nonce, ad, ad_len / 4, in, out, len / 4, tag, (uint8_t)key_setup, (uint8_t)decrypt};
    if (ad_rest != 0) {
        q.text_words = 0;
        q.tag = NULL;
        if (q.key_setup || q.nonce != NULL || q.ad_words != 0)
            tj_run(perm, s, k, &q);
        s[1] ^= TJ_FRAME_AD;
        tj_permute(perm, s, k, TJ_STEPS_640);
        s[3] ^= tj_load_partial(ad + (ad_len - ad_rest), ad_rest);
        LWC_TEST_HOOK_INPUT_READ(ad + (ad_len - ad_rest), ad_rest);
        s[1] ^= (uint32_t)ad_rest;
        q = (tinyjambu_seq){NULL, NULL, 0, in, out, len / 4, tag, 0, (uint8_t)decrypt};
    }
    if (rest != 0) {
        q.tag = NULL;
        if (q.key_setup || q.nonce != NULL || q.ad_words != 0 || q.text_words != 0)
            tj_run(perm, s, k, &q);
        s[1] ^= TJ_FRAME_TEXT;
        tj_permute(perm, s, k, tj_big_steps(k));
        uint32_t x = tj_load_partial(in + whole, rest);
        LWC_TEST_HOOK_INPUT_READ(in + whole, rest);
        uint32_t y = (s[2] ^ x) & (0xFFFFFFFFu >> (8 * (4 - rest))); /* the rest bytes of output */
        s[3] ^= decrypt ? y : x;                                      /* the plaintext, padded with 0 */
        tj_store_partial(out + whole, y, rest);
        s[1] ^= (uint32_t)rest;
        q = (tinyjambu_seq){NULL, NULL, 0, NULL, NULL, 0, tag, 0, 0};
    }
    tj_run(perm, s, k, &q);
}

/* Wipe n words at p (a state, key words): volatile word stores, no call. */
static inline __attribute__((always_inline)) void tj_wipe_words(uint32_t *p, unsigned n)
{
    volatile uint32_t *v = p;
    for (unsigned i = 0; i < n; i++)
        v[i] = 0;
}

/* k's key words from the key bytes (key_words 4, 6 or 8), in pairs: no loop for the compiler to
 * turn into a memcpy call. */
static inline __attribute__((always_inline)) void tj_load_key(tinyjambu_plain_key *k, const uint8_t *key, unsigned key_words)
{
    k->key_words = (uint8_t)key_words;
    for (unsigned i = 0; i < 8; i += 2) {
        if (i < key_words) {
            k->key[i] = lwc_load32_le(key + 4 * i);
            k->key[i + 1] = lwc_load32_le(key + 4 * i + 4);
        }
    }
}

/* A stretch with nothing but the key setup (key_setup = 1) or the nonce setup. */
static void tj_setup(tinyjambu_permute_fn perm, uint32_t s[4], const tinyjambu_plain_key *k, const uint8_t *nonce)
{
    const tinyjambu_seq q = {nonce, NULL, 0, NULL, NULL, 0, NULL, nonce == NULL, 0};
    tj_run(perm, s, k, &q);
}

/* ---- cached key setup (always safe to reuse) ------------------------------------------------- */

TJ_OUT_OF_LINE int tinyjambu_key_init_with(tinyjambu_permute_fn perm, tinyjambu_plain_key *k, const uint8_t *key, size_t key_len)
{
    if (k == NULL || key == NULL)
        return LWC_ERR_NULL;
    if (key_len != 16 && key_len != 24 && key_len != 32)
        return LWC_ERR_LENGTH;
    for (unsigned i = 0; i < 8; i++)
        k->key[i] = 0;
    tj_load_key(k, key, (unsigned)(key_len / 4));
    tj_setup(perm, k->setup, k, NULL);
    return LWC_OK;
}

static int tj_key_ok(const tinyjambu_plain_key *k)
{
    return k != NULL && (k->key_words == 4 || k->key_words == 6 || k->key_words == 8);
}

TJ_OUT_OF_LINE int tinyjambu_key_encrypt_with(tinyjambu_permute_fn perm, const tinyjambu_plain_key *k, uint8_t *c, uint8_t tag[8],
                               const uint8_t nonce[12], const uint8_t *ad, size_t ad_len, const uint8_t *m,
                               size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!tj_key_ok(k))
        return LWC_ERR_STATE;
    uint32_t s[4];
    for (unsigned i = 0; i < 4; i++)
        s[i] = k->setup[i];
    tj_crypt(perm, s, k, 0, nonce, c, tag, ad, ad_len, m, m_len, 0);
    tj_wipe_words(s, 4);
    return LWC_OK;
}

TJ_OUT_OF_LINE int tinyjambu_key_decrypt_with(tinyjambu_permute_fn perm, const tinyjambu_plain_key *k, uint8_t *m,
                               const uint8_t tag[8], const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,
                               const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!tj_key_ok(k))
        return LWC_ERR_STATE;
    uint32_t s[4];
    uint8_t computed[8];
    for (unsigned i = 0; i < 4; i++)
        s[i] = k->setup[i];
    tj_crypt(perm, s, k, 0, nonce, m, computed, ad, ad_len, c, c_len, 1);
    tj_wipe_words(s, 4);
    return lwc_aead_check_tag(computed, tag, sizeof computed, m, c_len);
}

/* ---- one-shot prepared nonce ---------------------------------------------------------------- */

TJ_OUT_OF_LINE int tinyjambu_prepare_with(tinyjambu_permute_fn perm, tinyjambu_plain_prepared *p, const tinyjambu_plain_key *k,
                           const uint8_t nonce[12])
{
    if (p == NULL || k == NULL || nonce == NULL)
        return LWC_ERR_NULL;
    if (!tj_key_ok(k))
        return LWC_ERR_STATE;
    p->key = *k;
    for (unsigned i = 0; i < 4; i++)
        p->state[i] = k->setup[i];
    tj_setup(perm, p->state, k, nonce);
    p->encrypted = 0;
    return LWC_OK;
}

TJ_OUT_OF_LINE int tinyjambu_prepared_encrypt_with(tinyjambu_permute_fn perm, tinyjambu_plain_prepared *p, uint8_t *c,
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
    tj_wipe_words(p->state, 4);
    tj_crypt(perm, s, &p->key, 0, NULL, c, tag, ad, ad_len, m, m_len, 0);
    tj_wipe_words(s, 4);
    return LWC_OK;
}

TJ_OUT_OF_LINE int tinyjambu_prepared_decrypt_with(tinyjambu_permute_fn perm, const tinyjambu_plain_prepared *p, uint8_t *m,
                                    const uint8_t tag[8], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                    size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, p, tag, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (p->encrypted != 0 || !tj_key_ok(&p->key))
        return LWC_ERR_STATE; /* the nonce state is gone once the object has encrypted */
    uint32_t s[4];
    uint8_t computed[8];
    for (unsigned i = 0; i < 4; i++)
        s[i] = p->state[i];
    tj_crypt(perm, s, &p->key, 0, NULL, m, computed, ad, ad_len, c, c_len, 1);
    tj_wipe_words(s, 4);
    return lwc_aead_check_tag(computed, tag, sizeof computed, m, c_len);
}

/* ---- one-shot API: key setup, nonce setup and message in one call ----------------------------
 * The key setup runs in the call's own state as the first phase of its stretch (no cached copy of
 * it), and only the key words the key size has are wiped with the state at the end. A backend with
 * TINYJAMBU_BACKEND_AEAD (the small profile's) computes the whole message in one call instead, the
 * state in registers and the key read from the caller's buffer (nothing to wipe); the argument
 * checks, the tag check and the release stay here, the same for every backend. */

#if TINYJAMBU_BACKEND_AEAD || TINYJAMBU_BACKEND_AEAD_FAST
/* The authenticated inputs the backend's one-call AEAD has read, inside the call, where the test
 * hooks cannot see how often: reported as unobserved. */
static inline __attribute__((always_inline)) void tj_inputs_read(const uint8_t *nonce, const uint8_t *ad,
                                                                 size_t ad_len, const uint8_t *in, size_t len)
{
    LWC_TEST_HOOK_INPUT_UNOBSERVED(nonce, 12);
    if (ad_len > 0)
        LWC_TEST_HOOK_INPUT_UNOBSERVED(ad, ad_len);
    if (len > 0)
        LWC_TEST_HOOK_INPUT_UNOBSERVED(in, len);
    (void)nonce, (void)ad, (void)ad_len, (void)in, (void)len;
}
#endif

/* The one-shot calls, inlined into each public function (perm and key_words then constants: the key
 * load is straight-line code, and a firmware links the key sizes it calls) and into the
 * tinyjambu_*_with functions of the papers' variants. */
static inline __attribute__((always_inline)) int tj_encrypt_oneshot(tinyjambu_permute_fn perm, unsigned key_words,
                                                                    uint8_t *c, uint8_t tag[8], const uint8_t *key,
                                                                    const uint8_t *nonce, const uint8_t *ad,
                                                                    size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, key, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
#if TINYJAMBU_BACKEND_AEAD
    if (perm == tinyjambu_permute) {
#if TINYJAMBU_BACKEND_AEAD_ENTRIES && !defined(LWC_TEST_HOOKS)
        /* a tail call (key_words is a constant here; the entries return LWC_OK) */
        if (key_words == 4)
            return tinyjambu128_aead_encrypt(c, tag, key, nonce, ad, ad_len, m, m_len);
        if (key_words == 6)
            return tinyjambu192_aead_encrypt(c, tag, key, nonce, ad, ad_len, m, m_len);
        return tinyjambu256_aead_encrypt(c, tag, key, nonce, ad, ad_len, m, m_len);
#else
        tinyjambu_aead_encrypt(c, tag, key, key_words, nonce, ad, ad_len, m, m_len);
        tj_inputs_read(nonce, ad, ad_len, m, m_len);
        return LWC_OK;
#endif
    }
#endif
#if TINYJAMBU_BACKEND_AEAD_FAST /* the host's kernel, at its level */
    if (perm == tinyjambu_permute && tinyjambu_aead_encrypt_fast(c, tag, key, key_words, nonce, ad, ad_len, m, m_len)) {
        tj_inputs_read(nonce, ad, ad_len, m, m_len);
        return LWC_OK;
    }
#endif
    tinyjambu_plain_key k;
    uint32_t s[4];
    tj_load_key(&k, key, key_words);
    tj_crypt(perm, s, &k, 1, nonce, c, tag, ad, ad_len, m, m_len, 0);
    tj_wipe_words(k.key, key_words);
    tj_wipe_words(s, 4);
    return LWC_OK;
}

static inline __attribute__((always_inline)) int tj_decrypt_oneshot(tinyjambu_permute_fn perm, unsigned key_words,
                                                                    uint8_t *m, const uint8_t tag[8],
                                                                    const uint8_t *key, const uint8_t *nonce,
                                                                    const uint8_t *ad, size_t ad_len,
                                                                    const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, key, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    uint8_t computed[8];
#if TINYJAMBU_BACKEND_AEAD
    if (perm == tinyjambu_permute) {
        tinyjambu_aead_decrypt(m, computed, key, key_words, nonce, ad, ad_len, c, c_len);
        tj_inputs_read(nonce, ad, ad_len, c, c_len);
        return lwc_aead_check_tag(computed, tag, sizeof computed, m, c_len);
    }
#endif
#if TINYJAMBU_BACKEND_AEAD_FAST
    if (perm == tinyjambu_permute &&
        tinyjambu_aead_decrypt_fast(m, computed, key, key_words, nonce, ad, ad_len, c, c_len)) {
        tj_inputs_read(nonce, ad, ad_len, c, c_len);
        return lwc_aead_check_tag(computed, tag, sizeof computed, m, c_len);
    }
#endif
    tinyjambu_plain_key k;
    uint32_t s[4];
    tj_load_key(&k, key, key_words);
    tj_crypt(perm, s, &k, 1, nonce, m, computed, ad, ad_len, c, c_len, 1);
    tj_wipe_words(k.key, key_words);
    tj_wipe_words(s, 4);
    return lwc_aead_check_tag(computed, tag, sizeof computed, m, c_len);
}

TJ_OUT_OF_LINE int tinyjambu_encrypt_with(tinyjambu_permute_fn perm, unsigned key_words, uint8_t *c, uint8_t tag[8],
                           const uint8_t *key, const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                           const uint8_t *m, size_t m_len)
{
    return tj_encrypt_oneshot(perm, key_words, c, tag, key, nonce, ad, ad_len, m, m_len);
}

TJ_OUT_OF_LINE int tinyjambu_decrypt_with(tinyjambu_permute_fn perm, unsigned key_words, uint8_t *m, const uint8_t tag[8],
                           const uint8_t *key, const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                           const uint8_t *c, size_t c_len)
{
    return tj_decrypt_oneshot(perm, key_words, m, tag, key, nonce, ad, ad_len, c, c_len);
}

/* A backend may have its one-call AEAD's argument checks compiled into each public function
 * (TINYJAMBU_BACKEND_AEAD_INLINE_CHECKS): with no call before the backend's, the arguments stay in
 * their registers instead of a frame that keeps them across the checks' call. */
#if TINYJAMBU_BACKEND_AEAD && defined(TINYJAMBU_BACKEND_AEAD_INLINE_CHECKS) && TINYJAMBU_BACKEND_AEAD_INLINE_CHECKS
#define TJ_ONESHOT_ATTR __attribute__((flatten))
#else
#define TJ_ONESHOT_ATTR
#endif

/* The public functions: this mode on the backend's permutation. In a protected build
 * (LWC_PROTECTED, docs/protected.md) they are the masked TinyJAMBU's instead (src/common/protected.c,
 * tinyjambu_protected.c), and the mode above serves the papers' variants and the benchmark only. */
#if !(defined(LWC_PROTECTED) && LWC_PROTECTED)
#define TJ_DEFINE(bits, words)                                                                             \
    TJ_ONESHOT_ATTR int lwc_tinyjambu##bits##_encrypt(uint8_t *c, uint8_t tag[8], const uint8_t key[(bits) / 8],            \
                                      const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,            \
                                      const uint8_t *m, size_t m_len)                                       \
    {                                                                                                       \
        return tj_encrypt_oneshot(tinyjambu_permute, words, c, tag, key, nonce, ad, ad_len, m, m_len);      \
    }                                                                                                       \
    TJ_ONESHOT_ATTR int lwc_tinyjambu##bits##_decrypt(uint8_t *m, const uint8_t tag[8], const uint8_t key[(bits) / 8],      \
                                      const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,            \
                                      const uint8_t *c, size_t c_len)                                       \
    {                                                                                                       \
        return tj_decrypt_oneshot(tinyjambu_permute, words, m, tag, key, nonce, ad, ad_len, c, c_len);      \
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

#endif /* !LWC_PROTECTED */
