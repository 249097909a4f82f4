/* Romulus-M, the misuse-resistant AE member of Romulus v1.3 (specification section 2.4.4,
 * Figure 2.7): an authentication pass over A and M that yields the tag (SIV style), then an
 * encryption pass keyed by the tag. Built on SKINNY-128-384+ through skinny128_384p.h. */
#include "lwc/romulus.h"

#include "aead_args.h"
#include "romulus_common.h"
#include "test_hooks.h"

/* Lines 5-9: w = 48, ^2 if X[a] is short, ^1 if X[a+m] is short, ^8 if a is even, ^4 if m is even.
 * (An empty M is one empty block, m = 1.) */
static uint8_t rm_w(size_t ad_len, size_t m_len)
{
    unsigned w = ROMULUS_M_FINAL;
    w ^= romulus_last_padded(ad_len) << 1;
    w ^= romulus_last_padded(m_len);
    if (romulus_nblocks(ad_len) % 2u == 0)
        w ^= 8u;
    if (romulus_nblocks(m_len) % 2u == 0)
        w ^= 4u;
    return (uint8_t)w;
}

#if SKINNY128_384P_BACKEND_KS
/* ---- with the expanded-schedule contract of the backend ----------------------------------------
 * The chain's calls (a new tweak each) expand into the schedule of a romulus_mac_t, as Romulus-N's
 * AD chain does; the closing call E~^(N, w, a+m) and every call of the encryption pass are under
 * the same (N, K), so that schedule is expanded once (TK2/TK3) and each call only sets its TK1
 * (counter, domain byte). Encryption: one schedule, the chain's scratch, then (N, K) from the
 * closing call on. Decryption runs the encryption pass first, so it keeps (N, K) in a schedule of its
 * own across the authentication pass, whose chain expands into a second one (about 900 bytes of stack
 * in all on the Cortex-M3; docs/romulus.md). */

/* Encryption pass, Enc lines 24-30 / Dec lines 1-12 (len > 0 bytes from in to out, which may be
 * equal): S <- T, then per block S <- E~^(N, 36, i-1)(S) and (S, C[i]) <- rho(S, M[i]) (dec: rho^-1),
 * the last block padded and truncated. ks holds (N, K); tk's counter starts at lfsr56(0) and only
 * its TK1 is read. s may be t. */
static inline __attribute__((always_inline)) void rm_crypt_ks(uint8_t *out, const uint8_t *in, size_t len,
                                                             romulus_tbc_ks_t *ks, uint8_t tk[48], uint8_t s[16],
                                                             const uint8_t t[16], int dec)
{
    for (unsigned i = 0; i < 16; i++)
        s[i] = t[i]; /* S <- T */
    for (;;) {
        romulus_tbc_ks(ks, s, tk, ROMULUS_M_ENC);
        romulus_cnt_next(tk);
        if (dec)
            romulus_rho_inv(s, out, in, len); /* more than 16 bytes left: a full block */
        else
            romulus_rho(s, out, in, len);
        if (len <= ROMULUS_BLOCK)
            break;
        in += ROMULUS_BLOCK;
        out += ROMULUS_BLOCK;
        len -= ROMULUS_BLOCK;
    }
}

/* The bodies take kk, the key's part of the schedule of a prepared key or NULL; they are inlined into
 * the one-shot functions (kk = NULL) and the prepared-key ones, so that each links only its own
 * expansion. */
static inline __attribute__((always_inline)) int rm_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16],
                                                            const romulus_key_sched_t *kk, const uint8_t nonce[16],
                                                            const uint8_t *ad, size_t ad_len, const uint8_t *m,
                                                            size_t m_len)
{
    romulus_mac_t st;
    uint8_t t[16]; /* the tag is computed locally: tag may alias the input */
    romulus_mac_use_key(&st, kk);
    romulus_mac_init(&st.c, key);
    romulus_mac_chain_absorb(&st, kk, ad, ad_len, ROMULUS_M_AD);
    romulus_mac_chain_absorb(&st, kk, m, m_len, ROMULUS_M_MAC_MSG);
    romulus_mac_chain_close(&st, kk, nonce, rm_w(ad_len, m_len)); /* st.ks: (N, K) from here */
    romulus_g(t, st.c.s);                                     /* line 23 */
    /* Lines 24-30 (nothing for an empty M). c may equal m: the authentication pass above has
     * already read all of m. S lives in the chain's S. */
    if (m_len > 0) {
        romulus_cnt_reset(st.c.tk);
        rm_crypt_ks(c, m, m_len, &st.ks, st.c.tk, st.c.s, t, 0);
    }
    for (unsigned i = 0; i < 16; i++)
        tag[i] = t[i];
    lwc_wipe(t, sizeof t);
    romulus_tbc_ks_wipe(&st.ks);
    romulus_mac_wipe(&st.c);
    return LWC_OK;
}

/* What the decryption keeps across its two passes: the schedule of (N, K) and the received tag (read
 * once). */
typedef struct {
    romulus_tbc_ks_t ks;
    uint8_t t[16];
} rm_dec_state;

/* Dec lines 1-12: (N, K) expanded into d->ks (the nonce is read here, once), then the encryption
 * pass with the received tag, when there is a ciphertext. Its tweakey (TK1 for the calls, S in the key
 * slot) lives in this frame only, not under the authentication pass. */
static inline __attribute__((always_inline)) void rm_decrypt_pass_body(rm_dec_state *d, const uint8_t key[16],
                                                                      const romulus_key_sched_t *kk,
                                                                      const uint8_t nonce[16], uint8_t *m,
                                                                      const uint8_t *c, size_t c_len)
{
    uint8_t tk[48];
    romulus_tk_load(tk, key, nonce); /* D = lfsr56(0), T = N */
    LWC_TEST_HOOK_INPUT_READ(nonce, 16);
    romulus_tbc_ks_init(&d->ks, tk, kk);
    if (c_len > 0)
        rm_crypt_ks(m, c, c_len, &d->ks, tk, tk + ROMULUS_TK_KEY, d->t, 1);
    lwc_wipe(tk, sizeof tk);
}

/* Dec lines 13-35: the verdict of the received tag against G(S) after the chain over A and the
 * plaintext in m, closed under d->ks; 0 or LWC_ERR_AUTH. */
static inline __attribute__((always_inline)) int rm_verify_body(rm_dec_state *d, const uint8_t key[16],
                                                               const romulus_key_sched_t *kk, const uint8_t *ad,
                                                               size_t ad_len, const uint8_t *m, size_t m_len)
{
    romulus_mac_t st;
    romulus_mac_use_key(&st, kk);
    romulus_mac_init(&st.c, key);
    romulus_mac_chain_absorb(&st, kk, ad, ad_len, ROMULUS_M_AD);
    romulus_mac_chain_absorb(&st, kk, m, m_len, ROMULUS_M_MAC_MSG);
    romulus_tbc_ks(&d->ks, st.c.s, st.c.tk, rm_w(ad_len, m_len)); /* E~^(N, w, a+m), N in d->ks */
    uint8_t *const computed = st.c.tk + ROMULUS_TK_TWEAK;
    romulus_g(computed, st.c.s);
    int verdict = lwc_aead_verify_tag(computed, d->t, 16);
    romulus_tbc_ks_wipe(&st.ks);
    romulus_mac_wipe(&st.c);
    return verdict;
}

/* The two passes each in a frame of its own (not inlined: only d is under the authentication pass),
 * one instance per flavour. */
static __attribute__((noinline)) void rm_decrypt_pass(rm_dec_state *d, const uint8_t key[16], const uint8_t nonce[16],
                                                      uint8_t *m, const uint8_t *c, size_t c_len)
{
    rm_decrypt_pass_body(d, key, NULL, nonce, m, c, c_len);
}

static __attribute__((noinline)) void rm_decrypt_pass_kk(rm_dec_state *d, const uint8_t key[16],
                                                         const romulus_key_sched_t *kk, const uint8_t nonce[16],
                                                         uint8_t *m, const uint8_t *c, size_t c_len)
{
    rm_decrypt_pass_body(d, key, kk, nonce, m, c, c_len);
}

static __attribute__((noinline)) int rm_verify(rm_dec_state *d, const uint8_t key[16], const uint8_t *ad,
                                               size_t ad_len, const uint8_t *m, size_t m_len)
{
    return rm_verify_body(d, key, NULL, ad, ad_len, m, m_len);
}

static __attribute__((noinline)) int rm_verify_kk(rm_dec_state *d, const uint8_t key[16],
                                                  const romulus_key_sched_t *kk, const uint8_t *ad, size_t ad_len,
                                                  const uint8_t *m, size_t m_len)
{
    return rm_verify_body(d, key, kk, ad, ad_len, m, m_len);
}

static inline __attribute__((always_inline)) int rm_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16],
                                                            const romulus_key_sched_t *kk, const uint8_t nonce[16],
                                                            const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                                            size_t c_len)
{
    rm_dec_state d;
    for (unsigned i = 0; i < 16; i++)
        d.t[i] = tag[i];
    LWC_TEST_HOOK_INPUT_READ(tag, 16);
    if (kk != NULL)
        rm_decrypt_pass_kk(&d, key, kk, nonce, m, c, c_len);
    else
        rm_decrypt_pass(&d, key, nonce, m, c, c_len);
    int verdict = kk != NULL ? rm_verify_kk(&d, key, kk, ad, ad_len, m, c_len)
                             : rm_verify(&d, key, ad, ad_len, m, c_len);
    romulus_tbc_ks_wipe(&d.ks);
    lwc_wipe(&d, sizeof d);
    return lwc_aead_release(verdict, m, c_len);
}

#else /* !SKINNY128_384P_BACKEND_KS: plain TBC calls, in small frames */

/* Authentication pass, Enc lines 1-23 / Dec lines 13-34: S after the chain over the padded blocks
 * X[1..a] (from A) and X[a+1..a+m] (from M), closed by E~^(N, w, a+m); the tag is then G(S). Plain
 * TBC calls (the tweak changes at every call). Inlined into the two functions below (the chain
 * state lives in their frame). */
static inline __attribute__((always_inline)) void rm_mac(romulus_chain_t *st, const uint8_t key[16],
                                                         const uint8_t nonce[16], const uint8_t *ad,
                                                         size_t ad_len, const uint8_t *m, size_t m_len)
{
    romulus_mac_init(st, key);
    /* x = 40 while the tweak block comes from A, x = 44 once it comes from M (lines 12-17). */
    romulus_mac_absorb(st, ad, ad_len, ROMULUS_M_AD);
    romulus_mac_absorb(st, m, m_len, ROMULUS_M_MAC_MSG);
    /* Lines 18-22: rho(S, X[a+m]) when a+m is odd was done by the chain; S <- E~^(N, w, a+m)(S). */
    romulus_mac_close(st, nonce, rm_w(ad_len, m_len));
}

/* Encryption: T = G(S) into tag (line 23: (eta, T) <- rho(S, 0^n)). */
static __attribute__((noinline)) void rm_tag(uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                                             const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    romulus_chain_t st;
    rm_mac(&st, key, nonce, ad, ad_len, m, m_len);
    romulus_g(tag, st.s);
    romulus_mac_wipe(&st);
}

/* What the decryption reads once, the received tag and the nonce, for both of its passes (the
 * decryption pass loads its own tweakey from the copy n). */
typedef struct {
    uint8_t t[16];
    uint8_t n[16];
} rm_dec_inputs;

/* Decryption (Dec lines 33-35): the verdict of the received tag against G(S), 0 or LWC_ERR_AUTH.
 * G(S) goes to the tweak field of the chain's tweakey (no longer needed), so no computed tag sits
 * beside the state. */
static __attribute__((noinline)) int rm_verify(const rm_dec_inputs *d, const uint8_t key[16], const uint8_t *ad,
                                               size_t ad_len, const uint8_t *m, size_t m_len)
{
    romulus_chain_t st;
    rm_mac(&st, key, d->n, ad, ad_len, m, m_len);
    uint8_t *const computed = st.tk + ROMULUS_TK_TWEAK;
    romulus_g(computed, st.s);
    int verdict = lwc_aead_verify_tag(computed, d->t, 16);
    romulus_mac_wipe(&st);
    return verdict;
}

/* Encryption pass, Enc lines 24-30 / Dec lines 1-12 (len > 0 bytes from in to out, which may be
 * equal): S <- T, then per block S <- E~^(N, 36, i-1)(S) and (S, C[i]) <- rho(S, M[i]) (dec: rho^-1),
 * the last block padded and truncated. Every call is under (N, K), from the caller's tweakey tk
 * (romulus_tk_load: counter, B, N, K; the caller wipes it); S is a 16-byte buffer here. */
static inline __attribute__((always_inline)) void rm_crypt(uint8_t *out, const uint8_t *in, size_t len,
                                                          uint8_t tk[48], const uint8_t t[16], int dec)
{
    uint8_t s[16];
    for (unsigned i = 0; i < 16; i++)
        s[i] = t[i]; /* S <- T */
    for (;;) {
        romulus_tbc(s, tk, ROMULUS_M_ENC);
        romulus_cnt_next(tk);
        if (dec)
            romulus_rho_inv(s, out, in, len); /* more than 16 bytes left: a full block */
        else
            romulus_rho(s, out, in, len);
        if (len <= ROMULUS_BLOCK)
            break;
        in += ROMULUS_BLOCK;
        out += ROMULUS_BLOCK;
        len -= ROMULUS_BLOCK;
    }
    lwc_wipe(s, sizeof s);
}

/* One function each way (no direction flag kept in the frame under the stack peak). */
static __attribute__((noinline)) void rm_encrypt_pass(uint8_t *c, const uint8_t *m, size_t len, const uint8_t key[16],
                                                      const uint8_t nonce[16], const uint8_t t[16])
{
    uint8_t tk[48];
    romulus_tk_load(tk, key, nonce); /* D = lfsr56(0), T = N */
    rm_crypt(c, m, len, tk, t, 0);
    lwc_wipe(tk, sizeof tk);
}

static __attribute__((noinline)) void rm_decrypt_pass(uint8_t *m, const uint8_t *c, size_t len, const uint8_t key[16],
                                                      rm_dec_inputs *d)
{
    uint8_t tk[48];
    romulus_tk_load(tk, key, d->n);
    rm_crypt(m, c, len, tk, d->t, 1);
    lwc_wipe(tk, sizeof tk);
}

/* The two passes after the argument checks (a tail call of the public function: the checks' values
 * are not kept in a frame under the passes). */
static __attribute__((noinline)) int rm_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16],
                                                const romulus_key_sched_t *kk, const uint8_t nonce[16],
                                                const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    (void)kk; /* no key schedule part with this backend */
    uint8_t t[16]; /* the tag is computed locally: tag may alias the input */
    rm_tag(t, key, nonce, ad, ad_len, m, m_len);
    /* Lines 24-30 (nothing for an empty M). c may equal m: the authentication pass above has
     * already read all of m. */
    if (m_len > 0)
        rm_encrypt_pass(c, m, m_len, key, nonce, t);
    for (unsigned i = 0; i < 16; i++)
        tag[i] = t[i];
    lwc_wipe(t, sizeof t);
    return LWC_OK;
}

/* Dec lines 1-12 decrypt with the received tag, lines 13-35 recompute the tag over the plaintext.
 * The plaintext has to exist to be authenticated, so it is written to m and wiped on mismatch. The
 * authentication pass reads the plaintext from m, where the library wrote it, and the tag and the
 * nonce are read once, into local copies used by both passes: what is authenticated is what is
 * released, even if the caller's buffers change during the call. */
static __attribute__((noinline)) int rm_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16],
                                                const romulus_key_sched_t *kk, const uint8_t nonce[16],
                                                const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    (void)kk;
    rm_dec_inputs d;
    for (unsigned i = 0; i < 16; i++)
        d.t[i] = tag[i];
    LWC_TEST_HOOK_INPUT_READ(tag, 16);
    for (unsigned i = 0; i < 16; i++)
        d.n[i] = nonce[i];
    LWC_TEST_HOOK_INPUT_READ(nonce, 16);
    if (c_len > 0)
        rm_decrypt_pass(m, c, c_len, key, &d);
    int verdict = rm_verify(&d, key, ad, ad_len, m, c_len);
    lwc_wipe(&d, sizeof d);
    return lwc_aead_release(verdict, m, c_len);
}

#endif /* SKINNY128_384P_BACKEND_KS */

int lwc_romulus_m_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, key, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    return rm_encrypt(c, tag, key, NULL, nonce, ad, ad_len, m, m_len);
}

int lwc_romulus_m_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, key, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    return rm_decrypt(m, tag, key, NULL, nonce, ad, ad_len, c, c_len);
}

#if !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (a protected build: romulus_protected.c) */
int lwc_romulus_m_key_encrypt(const lwc_romulus_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!romulus_key_ready(k))
        return LWC_ERR_STATE;
    return rm_encrypt(c, tag, k->key, romulus_key_sched(k), nonce, ad, ad_len, m, m_len);
}

int lwc_romulus_m_key_decrypt(const lwc_romulus_key *k, uint8_t *m, const uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!romulus_key_ready(k))
        return LWC_ERR_STATE;
    return rm_decrypt(m, tag, k->key, romulus_key_sched(k), nonce, ad, ad_len, c, c_len);
}
#endif /* !LWC_PROTECTED */
