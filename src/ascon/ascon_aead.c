/* Ascon-AEAD128 (NIST SP 800-232 section 4: Algorithm 3 encrypts, Algorithm 4 decrypts) on the
 * permutation through the backend contract ascon_perm.h, with the options of section 4.2 through a
 * prepared key: truncated tags and nonce masking. */
#include "lwc/ascon.h"

#include "aead_args.h"
#include "ascon_mode.h"
#include "test_hooks.h"

/* IV = 0x00001000808C0001 (section 4.1), the 8 bytes of S0, little-endian. */
static const uint8_t ascon_iv_aead128[8] = {0x01, 0x00, 0x8c, 0x80, 0x00, 0x10, 0x00, 0x00};
/* The nonce mask without nonce masking. */
static const uint8_t ascon_no_mask[16] = {0};

/* Ascon-AEAD128's full 16-byte blocks (ascon_perm.h): the backend's stretch, or the same loop in C. */
static void aead_absorb_full(ascon_state *s, const uint8_t *in, size_t nblocks)
{
#if ASCON_BACKEND_AEAD_BLOCKS
    ascon_aead_absorb_blocks(s, in, nblocks);
#else
    for (size_t i = 0; i < nblocks; i++) {
        ascon_add_bytes(s, 0, in + ASCON_AEAD_RATE * i, ASCON_AEAD_RATE);
        ascon_permute(s, 8);
    }
#endif
}

static void aead_encrypt_full(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks)
{
#if ASCON_BACKEND_AEAD_BLOCKS
    ascon_aead_encrypt_blocks(s, out, in, nblocks);
#else
    for (size_t i = 0; i < nblocks; i++) {
        ascon_add_bytes(s, 0, in + ASCON_AEAD_RATE * i, ASCON_AEAD_RATE);      /* S[0..15] ^= P_i */
        ascon_extract_bytes(s, 0, out + ASCON_AEAD_RATE * i, ASCON_AEAD_RATE); /* C_i = S[0..15] */
        ascon_permute(s, 8);
    }
#endif
}

/* One block of r <= 16 bytes of ciphertext: P = S[0..r-1] ^ C; S[0..r-1] = C, written as S ^= P so
 * that the state takes the ciphertext bytes the plaintext was computed from (each byte of in read
 * once, also when out == in). x: 16 bytes of scratch, the caller wipes it. */
static void aead_decrypt_block(ascon_state *s, uint8_t *out, const uint8_t *in, size_t r, uint8_t x[16])
{
    ascon_extract_bytes(s, 0, x, r);
    for (size_t j = 0; j < r; j++)
        x[j] ^= in[j];
    ascon_add_bytes(s, 0, x, r);
    for (size_t j = 0; j < r; j++)
        out[j] = x[j];
}

static void aead_decrypt_full(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks, uint8_t x[16])
{
#if ASCON_BACKEND_AEAD_BLOCKS
    (void)x;
    ascon_aead_decrypt_blocks(s, out, in, nblocks);
#else
    for (size_t i = 0; i < nblocks; i++) {
        aead_decrypt_block(s, out + ASCON_AEAD_RATE * i, in + ASCON_AEAD_RATE * i, ASCON_AEAD_RATE, x);
        ascon_permute(s, 8);
    }
#endif
}

/* Initialization, associated data and domain separation (Algorithm 3, identical in Algorithm 4):
 *   S = IV || K || N; S = Ascon-p[12](S); S ^= 0^192 || K;
 *   if |A| > 0: A padded to whole 16-byte blocks (Algorithm 2), for each: S[0..15] ^= A_i; Ascon-p[8];
 *   S ^= 0^319 || 1.
 * With nonce masking N is the caller's nonce XOR the mask (section 4.2); the nonce is read once. */
static void aead_start(ascon_state *s, const uint8_t key[16], const uint8_t nonce[16], const uint8_t mask[16],
                       const uint8_t *ad, size_t ad_len)
{
    static const uint8_t domain = 0x80; /* the bit 0^319 || 1: the top bit of state byte 39 */
    uint8_t n[16];
    for (unsigned i = 0; i < 16; i++)
        n[i] = (uint8_t)(nonce[i] ^ mask[i]);
    LWC_TEST_HOOK_INPUT_READ(nonce, 16);
    lwc_wipe(s, sizeof *s);
    ascon_add_bytes(s, 0, ascon_iv_aead128, 8);
    ascon_add_bytes(s, 8, key, 16);
    ascon_add_bytes(s, 24, n, 16);
    lwc_wipe(n, sizeof n);
    ascon_permute(s, 12);
    ascon_add_bytes(s, 24, key, 16);
    if (ad_len > 0) {
        const size_t full = ad_len / ASCON_AEAD_RATE;
        const unsigned r = (unsigned)(ad_len % ASCON_AEAD_RATE);
        if (full > 0)
            aead_absorb_full(s, ad, full);
        ascon_add_bytes(s, 0, ad + ASCON_AEAD_RATE * full, r); /* ad is not NULL: ad_len > 0 */
        LWC_TEST_HOOK_INPUT_READ(ad, ad_len);
        ascon_pad(s, r);
        ascon_permute(s, 8);
    }
    ascon_add_bytes(s, 39, &domain, 1);
}

/* Finalization: S ^= 0^128 || K || 0^64; S = Ascon-p[12](S); T = S[24..39] ^ K (the full tag). */
static void aead_finish(ascon_state *s, const uint8_t key[16], uint8_t tag[16])
{
    ascon_add_bytes(s, 16, key, 16);
    ascon_permute(s, 12);
    ascon_extract_bytes(s, 24, tag, 16);
    for (unsigned i = 0; i < 16; i++)
        tag[i] ^= key[i];
    lwc_wipe(s, sizeof *s);
}

/* Encryption after the argument checks; key: a stable copy (the caller's object or a local one). */
static void aead_encrypt(uint8_t *c, uint8_t *tag, size_t tag_len, const uint8_t key[16], const uint8_t mask[16],
                         const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    ascon_state s;
    uint8_t full_tag[16];
    aead_start(&s, key, nonce, mask, ad, ad_len);
    /* P padded: the full blocks, then the last block of r = m_len mod 16 bytes (0 included) */
    const size_t full = m_len / ASCON_AEAD_RATE;
    const unsigned r = (unsigned)(m_len % ASCON_AEAD_RATE);
    if (full > 0) {
        aead_encrypt_full(&s, c, m, full);
        m += ASCON_AEAD_RATE * full;
        c += ASCON_AEAD_RATE * full;
    }
    ascon_add_bytes(&s, 0, m, r); /* (m and c may be NULL when r is 0: nothing read or written) */
    ascon_extract_bytes(&s, 0, c, r);
    ascon_pad(&s, r);
    aead_finish(&s, key, full_tag);
    for (size_t i = 0; i < tag_len; i++) /* truncation: the first tag_len bytes (section 4.2) */
        tag[i] = full_tag[i];
    lwc_wipe(full_tag, sizeof full_tag);
}

/* Decryption after the argument checks: the plaintext into m, then the tag check and release. */
static int aead_decrypt(uint8_t *m, const uint8_t *tag, size_t tag_len, const uint8_t key[16], const uint8_t mask[16],
                        const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    ascon_state s;
    uint8_t x[16];
    aead_start(&s, key, nonce, mask, ad, ad_len);
    const size_t full = c_len / ASCON_AEAD_RATE;
    const unsigned r = (unsigned)(c_len % ASCON_AEAD_RATE);
    uint8_t *const m_start = m;
    if (full > 0) {
        aead_decrypt_full(&s, m, c, full, x);
        LWC_TEST_HOOK_INPUT_READ(c, ASCON_AEAD_RATE * full);
        m += ASCON_AEAD_RATE * full;
        c += ASCON_AEAD_RATE * full;
    }
    aead_decrypt_block(&s, m, c, r, x);
    LWC_TEST_HOOK_INPUT_READ(c, r);
    ascon_pad(&s, r);
    aead_finish(&s, key, x); /* x: the computed tag */
    int verdict = lwc_aead_verify_tag(x, tag, tag_len);
    lwc_wipe(x, sizeof x);
    return lwc_aead_release(verdict, m_start, c_len);
}

int lwc_ascon_aead128_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, key, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    uint8_t k[16];
    for (unsigned i = 0; i < 16; i++)
        k[i] = key[i];
    aead_encrypt(c, tag, 16, k, ascon_no_mask, nonce, ad, ad_len, m, m_len);
    lwc_wipe(k, sizeof k);
    return LWC_OK;
}

int lwc_ascon_aead128_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, key, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    uint8_t k[16];
    for (unsigned i = 0; i < 16; i++)
        k[i] = key[i];
    rc = aead_decrypt(m, tag, 16, k, ascon_no_mask, nonce, ad, ad_len, c, c_len);
    lwc_wipe(k, sizeof k);
    return rc;
}

int lwc_ascon_aead128_key_init(lwc_ascon_aead128_key *k, const uint8_t *key, size_t key_len, size_t tag_len)
{
    if (k == NULL || key == NULL)
        return LWC_ERR_NULL;
    lwc_wipe(k, sizeof *k);
    if ((key_len != LWC_ASCON_KEY_BYTES && key_len != LWC_ASCON_MASKED_KEY_BYTES) ||
        tag_len < LWC_ASCON_TAG_MIN_BYTES || tag_len > LWC_ASCON_TAG_BYTES)
        return LWC_ERR_LENGTH;
    for (unsigned i = 0; i < 16; i++)
        k->key[i] = key[i];
    if (key_len == LWC_ASCON_MASKED_KEY_BYTES)
        for (unsigned i = 0; i < 16; i++)
            k->nonce_mask[i] = key[16 + i];
    k->tag_len = (uint8_t)tag_len;
    k->ready = LWC_ASCON_KEY_READY;
    return LWC_OK;
}

/* A prepared key is usable when init filled it: ready set and a tag length init accepts. */
static int key_ready(const lwc_ascon_aead128_key *k)
{
    return k->ready == LWC_ASCON_KEY_READY && k->tag_len >= LWC_ASCON_TAG_MIN_BYTES &&
           k->tag_len <= LWC_ASCON_TAG_BYTES;
}

int lwc_ascon_aead128_key_encrypt(const lwc_ascon_aead128_key *k, uint8_t *c, uint8_t *tag, const uint8_t nonce[16],
                                  const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!key_ready(k))
        return LWC_ERR_STATE;
    aead_encrypt(c, tag, k->tag_len, k->key, k->nonce_mask, nonce, ad, ad_len, m, m_len);
    return LWC_OK;
}

int lwc_ascon_aead128_key_decrypt(const lwc_ascon_aead128_key *k, uint8_t *m, const uint8_t *tag,
                                  const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                  size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!key_ready(k))
        return LWC_ERR_STATE;
    return aead_decrypt(m, tag, k->tag_len, k->key, k->nonce_mask, nonce, ad, ad_len, c, c_len);
}
