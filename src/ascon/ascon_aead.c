/* Ascon-AEAD128 (NIST SP 800-232 section 4: Algorithm 3 encrypts, Algorithm 4 decrypts) on the
 * permutation through the backend contract ascon_perm.h, with the options of section 4.2 through a
 * prepared key: truncated tags and nonce masking. The one-shot calls and the prepared-key calls share
 * one core (ascon_aead_crypt: the backend's, or the C loop below; or the backend's ascon_aead_crypt_tag,
 * which also runs the tag step, and whose checked entries are then the one-shot calls); the one-shot
 * calls link nothing of the options. Constants are immediates, never tables: on some targets a data read from flash is
 * slow (src/common/tables.h). */
#include "lwc/ascon.h"

#include "aead_args.h"
#include "ascon_mode.h"
#include "test_hooks.h"

/* A protected build (LWC_PROTECTED, docs/protected.md) has the leveled masked Ascon's one-shot calls
 * (src/common/protected.c, ascon_rows.h) and prepared key (ascon_protected.c) instead of these: only
 * the argument checks of the assembly's one-shot entries stay (their public names are left out there). */
#if !(defined(LWC_PROTECTED) && LWC_PROTECTED)

#if !ASCON_BACKEND_AEAD && !ASCON_BACKEND_AEAD_TAG
/* What a block of the core does: associated data, encryption or decryption. */
#define AEAD_ABSORB 0u
#define AEAD_ENCRYPT 1u
#define AEAD_DECRYPT 2u

/* One block of n <= 16 bytes x (in). Absorb: S[0..n-1] ^= x. Encrypt: the same, then out = S[0..n-1].
 * Decrypt: y = S[0..n-1] ^ x to out, S[0..n-1] = x, written as S ^= y so that the state takes the
 * bytes the plaintext was computed from (each byte of in read once, also when out == in). t: 16
 * bytes of scratch, the caller wipes it. */
static void aead_block(ascon_state *s, uint8_t *out, const uint8_t *in, size_t n, unsigned op, uint8_t t[16])
{
    if (op != AEAD_DECRYPT) {
        ascon_add_bytes(s, 0, in, n);
        if (op == AEAD_ENCRYPT)
            ascon_extract_bytes(s, 0, out, n);
        return;
    }
    ascon_extract_bytes(s, 0, t, n);
    for (size_t j = 0; j < n; j++)
        t[j] ^= in[j];
    ascon_add_bytes(s, 0, t, n);
    /* the copy through a volatile pointer: a plain loop is what gcc turns into a memcpy call */
    volatile uint8_t *o = out;
    for (size_t j = 0; j < n; j++)
        o[j] = t[j];
}

/* The len bytes of in padded to whole blocks (Algorithm 2): each full block, then p^8; the last
 * block of len mod 16 bytes (0 included), then the padding byte. The full blocks go through the
 * backend's stretches where it has them. */
static void aead_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t len, unsigned op, uint8_t t[16])
{
#if ASCON_BACKEND_AEAD_BLOCKS
    const size_t full = len / ASCON_AEAD_RATE;
    if (full > 0) {
        if (op == AEAD_ABSORB)
            ascon_aead_absorb_blocks(s, in, full);
        else if (op == AEAD_ENCRYPT)
            ascon_aead_encrypt_blocks(s, out, in, full);
        else
            ascon_aead_decrypt_blocks(s, out, in, full);
        if (op != AEAD_ENCRYPT) /* read inside the stretch: not observable by the test hooks */
            LWC_TEST_HOOK_INPUT_UNOBSERVED(in, ASCON_AEAD_RATE * full);
        in += ASCON_AEAD_RATE * full;
        if (op != AEAD_ABSORB)
            out += ASCON_AEAD_RATE * full;
        len -= ASCON_AEAD_RATE * full;
    }
#endif
    for (;;) {
        const size_t n = len < ASCON_AEAD_RATE ? len : ASCON_AEAD_RATE;
        if (n > 0) { /* (in and out may be NULL when there is nothing to read or write) */
            aead_block(s, out, in, n, op, t);
            if (op != AEAD_ENCRYPT) /* an authenticated input, read right here */
                LWC_TEST_HOOK_INPUT_READ(in, n);
        }
        if (n < ASCON_AEAD_RATE) {
            ascon_pad(s, (unsigned)n);
            return;
        }
        ascon_permute(s, 8);
        in += ASCON_AEAD_RATE;
        if (op != AEAD_ABSORB)
            out += ASCON_AEAD_RATE;
        len -= ASCON_AEAD_RATE;
    }
}

/* ascon_aead_crypt of ascon_perm.h in C, through the byte access and the stretches:
 *   S = IV || K || N; S = Ascon-p[12](S); S ^= 0^192 || K;
 *   if |A| > 0: A padded to whole 16-byte blocks, for each: S[0..15] ^= A_i; Ascon-p[8];
 *   S ^= 0^319 || 1;
 *   the text padded: its full blocks, then the last block (no permutation after it);
 *   S ^= 0^128 || K || 0^64; S = Ascon-p[12](S); T = S[24..39] ^ K to tag; the state wiped. */
#if ASCON_BACKEND_AEAD_FAST
/* (kept out of the dispatch below, whose frame is then what the kernel's call needs) */
__attribute__((noinline))
#endif
static void aead_crypt_c(uint8_t tag[16], uint8_t *out, const uint8_t key[16], const uint8_t nonce[16],
                         const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned decrypt)
{
    ascon_state state, *const s = &state;
    uint8_t t[16];
    lwc_store32_le(t, 0x808C0001u); /* IV = 0x00001000808C0001 (section 4.1), the 8 bytes of S0 */
    lwc_store32_le(t + 4, 0x00001000u);
    lwc_wipe(s, sizeof *s);
    ascon_add_bytes(s, 0, t, 8);
    ascon_add_bytes(s, 8, key, 16);
    ascon_add_bytes(s, 24, nonce, 16);
    LWC_TEST_HOOK_INPUT_READ(nonce, 16);
    ascon_permute(s, 12);
    ascon_add_bytes(s, 24, key, 16);
    if (ad_len > 0) {
        aead_blocks(s, NULL, ad, ad_len, AEAD_ABSORB, t);
        ascon_permute(s, 8);
    }
    ascon_add_byte(s, 39, 0x80); /* the bit 0^319 || 1: the top bit of state byte 39 */
    aead_blocks(s, out, in, len, decrypt ? AEAD_DECRYPT : AEAD_ENCRYPT, t);
    if (decrypt)
        lwc_wipe(t, sizeof t); /* plaintext bytes of the last block decrypted in C */
    ascon_add_bytes(s, 16, key, 16);
    ascon_permute(s, 12);
    ascon_add_bytes(s, 24, key, 16);
    ascon_extract_bytes(s, 24, tag, 16);
    lwc_wipe(s, sizeof *s);
}
#if ASCON_BACKEND_AEAD_FAST
/* Encryption: the host's kernel at its level (lwc/host.h), else the C core; the kernel reads the
 * inputs inside the call, where the test hooks cannot see how often (reported as unobserved).
 * (Decryption calls the kernel in aead_decrypt, which has it check the tag too: decrypt is 0 here.) */
static void aead_crypt_dispatched(uint8_t tag[16], uint8_t *out, const uint8_t key[16], const uint8_t nonce[16],
                                  const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned decrypt)
{
    (void)decrypt;
    if (!ascon_aead_crypt_fast(tag, out, key, nonce, ad, ad_len, in, len, 16u, NULL)) {
        aead_crypt_c(tag, out, key, nonce, ad, ad_len, in, len, 0);
        return;
    }
    LWC_TEST_HOOK_INPUT_UNOBSERVED(nonce, 16);
    if (ad_len > 0)
        LWC_TEST_HOOK_INPUT_UNOBSERVED(ad, ad_len);
}
#define ascon_aead_crypt aead_crypt_dispatched
#else
#define ascon_aead_crypt aead_crypt_c
#endif
#endif

#if ASCON_BACKEND_AEAD_TAG
#if defined(LWC_TEST_HOOKS)
/* A decryption's reads, which the backend's core made inside the call, where the test hooks cannot
 * see how often: reported as unobserved. */
static void report_reads(const uint8_t *nonce, const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len,
                         const uint8_t *tag, size_t tag_len)
{
    LWC_TEST_HOOK_INPUT_UNOBSERVED(nonce, 16);
    if (ad_len > 0)
        LWC_TEST_HOOK_INPUT_UNOBSERVED(ad, ad_len);
    if (len > 0)
        LWC_TEST_HOOK_INPUT_UNOBSERVED(in, len);
    LWC_TEST_HOOK_INPUT_UNOBSERVED(tag, tag_len);
}
#endif

/* The backend's core with the tag step (ascon_perm.h): how = tag_len | ASCON_AEAD_DECRYPT. */
static int aead_crypt_tag(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned how)
{
    const int rc = ascon_aead_crypt_tag(out, tag, key, nonce, ad, ad_len, in, len, how);
#if defined(LWC_TEST_HOOKS)
    if (how & ASCON_AEAD_DECRYPT) /* the core read the inputs inside the call */
        report_reads(nonce, ad, ad_len, in, len, tag, how & 0xFFu);
#endif
    return rc;
}
#else
/* Encryption after the argument checks with tag_len < 16: the tag through a local copy. */
static void aead_encrypt_truncated(uint8_t *c, uint8_t *tag, size_t tag_len, const uint8_t key[16],
                                   const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *m,
                                   size_t m_len)
{
    uint8_t t[16];
    ascon_aead_crypt(t, c, key, nonce, ad, ad_len, m, m_len, 0);
    /* the copy through a volatile pointer: a plain loop is what gcc turns into a memcpy call */
    volatile uint8_t *o = tag;
    for (size_t i = 0; i < tag_len; i++) /* truncation: the first tag_len bytes (section 4.2) */
        o[i] = t[i];
    lwc_wipe(t, sizeof t);
}

/* Decryption after the argument checks: the plaintext into m, then the tag check and release; the
 * computed tag wiped. With the host's kernel this is the fallback below its level, kept out of
 * aead_decrypt (whose frame is then what the kernel's call needs). */
#if ASCON_BACKEND_AEAD_FAST
#define AEAD_DECRYPT_C aead_decrypt_c
__attribute__((noinline))
#else
#define AEAD_DECRYPT_C aead_decrypt
#endif
static int AEAD_DECRYPT_C(uint8_t *m, const uint8_t *tag, size_t tag_len, const uint8_t key[16],
                          const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    uint8_t t[16];
#if ASCON_BACKEND_AEAD_FAST
    aead_crypt_c(t, m, key, nonce, ad, ad_len, c, c_len, 1);
#else
    ascon_aead_crypt(t, m, key, nonce, ad, ad_len, c, c_len, 1);
#endif
#if ASCON_BACKEND_AEAD
    /* the backend's core read the inputs inside the call, where the test hooks cannot see how often
     * (the C core reports each block where it reads it) */
    LWC_TEST_HOOK_INPUT_UNOBSERVED(nonce, 16);
    if (ad_len > 0)
        LWC_TEST_HOOK_INPUT_UNOBSERVED(ad, ad_len);
    if (c_len > 0)
        LWC_TEST_HOOK_INPUT_UNOBSERVED(c, c_len);
#endif
    const int verdict = lwc_aead_verify_tag(t, tag, tag_len); /* (t[0..tag_len-1] wiped there) */
    if (tag_len < sizeof t)
        lwc_wipe(t + tag_len, sizeof t - tag_len);
    return lwc_aead_release(verdict, m, c_len);
}

#if ASCON_BACKEND_AEAD_FAST
/* Decryption after the argument checks: the host's kernel with the tag check at its level, else the
 * C above. */
static int aead_decrypt(uint8_t *m, const uint8_t *tag, size_t tag_len, const uint8_t key[16],
                        const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int kernel_verdict;
    if (!ascon_aead_crypt_fast((uint8_t *)(uintptr_t)tag, m, key, nonce, ad, ad_len, c, c_len,
                               (unsigned)tag_len | ASCON_AEAD_DECRYPT, &kernel_verdict))
        return aead_decrypt_c(m, tag, tag_len, key, nonce, ad, ad_len, c, c_len);
    LWC_TEST_HOOK_INPUT_UNOBSERVED(nonce, 16); /* read inside the kernel, where the hooks cannot see */
    if (ad_len > 0)
        LWC_TEST_HOOK_INPUT_UNOBSERVED(ad, ad_len);
    LWC_TEST_HOOK_INPUT_UNOBSERVED(c, c_len);
    LWC_TEST_HOOK_INPUT_UNOBSERVED(tag, tag_len);
    return kernel_verdict;
}
#endif
#endif
#endif /* !LWC_PROTECTED */

#if ASCON_BACKEND_AEAD_TAG
/* The argument checks of the one-shot calls: the backend's one-shot entries call this first (and
 * the prepared-key calls). flatten: the checks compiled in here, one copy, no second call. */
__attribute__((flatten)) int ascon_aead_check(const uint8_t *out, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,
                     const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len)
{
    return lwc_aead_check_args(out, tag, key, nonce, ad, ad_len, in, len);
}
#endif

#if !(defined(LWC_PROTECTED) && LWC_PROTECTED)
#if ASCON_BACKEND_AEAD_TAG
/* The public one-shot calls are the backend's entries themselves (symbols it defines at the same
 * address: a C call passing the stack arguments on would cost more than the core's tag step saves),
 * except in the test builds with the input-read hook, which report the core's reads here. */
#if defined(LWC_TEST_HOOKS)
int lwc_ascon_aead128_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    return ascon_aead_encrypt_oneshot(c, tag, key, nonce, ad, ad_len, m, m_len);
}

int lwc_ascon_aead128_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    /* (decryption only reads the tag) */
    const int rc = ascon_aead_decrypt_oneshot(m, (uint8_t *)(uintptr_t)tag, key, nonce, ad, ad_len, c, c_len);
    if (rc == LWC_OK || rc == LWC_ERR_AUTH) /* the core read each input byte once: reported here */
        report_reads(nonce, ad, ad_len, c, c_len, tag, LWC_ASCON_TAG_BYTES);
    return rc;
}
#endif
#else
/* The one-shot calls (16-byte tag), encryption and decryption in one body: how is 16, or 16 |
 * ASCON_AEAD_DECRYPT. */
static int aead_oneshot(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16],
                        const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned how)
{
    int rc = lwc_aead_check_args(out, tag, key, nonce, ad, ad_len, in, len);
    if (rc != LWC_OK)
        return rc;
#if ASCON_BACKEND_AEAD_TAG
    return aead_crypt_tag(out, tag, key, nonce, ad, ad_len, in, len, how);
#else
    if (how & ASCON_AEAD_DECRYPT)
        return aead_decrypt(out, tag, LWC_ASCON_TAG_BYTES, key, nonce, ad, ad_len, in, len);
    ascon_aead_crypt(tag, out, key, nonce, ad, ad_len, in, len, 0);
    return LWC_OK;
#endif
}

int lwc_ascon_aead128_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    return aead_oneshot(c, tag, key, nonce, ad, ad_len, m, m_len, LWC_ASCON_TAG_BYTES);
}

int lwc_ascon_aead128_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    /* one body for both calls: decryption only reads the tag (its const restored in aead_decrypt) */
    return aead_oneshot(m, (uint8_t *)(uintptr_t)tag, key, nonce, ad, ad_len, c, c_len,
                        LWC_ASCON_TAG_BYTES | ASCON_AEAD_DECRYPT);
}
#endif

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

/* The nonce N of a prepared key's call (section 4.2): the caller's nonce XOR the mask (zero without
 * nonce masking), read once; the caller wipes n. */
static void masked_nonce(uint8_t n[16], const lwc_ascon_aead128_key *k, const uint8_t nonce[16])
{
    for (unsigned i = 0; i < 16; i++)
        n[i] = (uint8_t)(nonce[i] ^ k->nonce_mask[i]);
}

int lwc_ascon_aead128_key_encrypt(const lwc_ascon_aead128_key *k, uint8_t *c, uint8_t *tag, const uint8_t nonce[16],
                                  const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
#if ASCON_BACKEND_AEAD_TAG
    int rc = ascon_aead_check(c, tag, (const uint8_t *)k, nonce, ad, ad_len, m, m_len);
#else
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
#endif
    if (rc != LWC_OK)
        return rc;
    if (!key_ready(k))
        return LWC_ERR_STATE;
    uint8_t n[16];
    masked_nonce(n, k, nonce);
#if ASCON_BACKEND_AEAD_TAG
    aead_crypt_tag(c, tag, k->key, n, ad, ad_len, m, m_len, k->tag_len);
#else
    aead_encrypt_truncated(c, tag, k->tag_len, k->key, n, ad, ad_len, m, m_len);
#endif
    lwc_wipe(n, sizeof n);
    return LWC_OK;
}

int lwc_ascon_aead128_key_decrypt(const lwc_ascon_aead128_key *k, uint8_t *m, const uint8_t *tag,
                                  const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                  size_t c_len)
{
#if ASCON_BACKEND_AEAD_TAG
    int rc = ascon_aead_check(m, tag, (const uint8_t *)k, nonce, ad, ad_len, c, c_len);
#else
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
#endif
    if (rc != LWC_OK)
        return rc;
    if (!key_ready(k))
        return LWC_ERR_STATE;
    uint8_t n[16];
    masked_nonce(n, k, nonce);
#if ASCON_BACKEND_AEAD_TAG
    rc = aead_crypt_tag(m, (uint8_t *)(uintptr_t)tag, k->key, n, ad, ad_len, c, c_len, k->tag_len | ASCON_AEAD_DECRYPT);
#else
    rc = aead_decrypt(m, tag, k->tag_len, k->key, n, ad, ad_len, c, c_len);
#endif
    lwc_wipe(n, sizeof n);
    return rc;
}
#endif /* !LWC_PROTECTED */
