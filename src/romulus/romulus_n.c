/* Romulus-N, the nonce-based AE member of Romulus v1.3 (specification section 2.4.3, Figure 2.5),
 * on SKINNY-128-384+ through the backend contract skinny128_384p.h. */
#include "lwc/romulus.h"

#include "aead_args.h"
#include "romulus_common.h"

/* Lines 1-11 of Figure 2.5 (identical for Enc and Dec): S <- E~^(N, wA, a)(S) after the AD chain.
 * On return st->c.tk holds T = N, the key, and the counter is reset to lfsr56(0) for the message;
 * st->ks (with a backend that has the expanded-schedule contract) holds the schedule of (N, K) that
 * the closing call expanded, for the message blocks. */
#if SKINNY128_384P_BACKEND_KS
#define RN_START static inline __attribute__((always_inline)) /* kk a constant in each caller */
#else
#define RN_START static
#endif
RN_START void rn_start(romulus_mac_t *st, const uint8_t key[16], const romulus_key_sched_t *kk,
                     const uint8_t nonce[16], const uint8_t *ad, size_t ad_len)
{
    romulus_mac_use_key(st, kk);
    romulus_mac_init(&st->c, key);
    romulus_mac_chain_absorb(st, kk, ad, ad_len, ROMULUS_N_AD);
    /* wA = 26 when |A[a]| < n, else 24 */
    uint8_t wa = (uint8_t)(ROMULUS_N_AD_LAST | (romulus_last_padded(ad_len) << 1));
    romulus_mac_chain_close(st, kk, nonce, wa);
    romulus_cnt_reset(st->c.tk);
}

/* wM (or wC) = 21 when the last message block is short, else 20. len: the message length, or the
 * bytes left when they are the last block (1..16, or 0 for an empty message): the same answer. */
static uint8_t rn_w_msg(size_t len)
{
    return (uint8_t)(ROMULUS_N_MSG_LAST | romulus_last_padded(len));
}

/* Encryption and decryption after the argument checks; kk: the key's part of the schedule of a
 * prepared key, or NULL. Inlined into the one-shot functions (kk = NULL) and, with a backend that
 * has that part, into the prepared-key ones, so that each links only its own expansion; otherwise
 * the prepared key is only its key and its functions call the one-shot ones. */
#define RN_BODY static inline __attribute__((always_inline))

RN_BODY int rn_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16],
                                                const romulus_key_sched_t *kk, const uint8_t nonce[16],
                                                const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    romulus_mac_t st;
    rn_start(&st, key, kk, nonce, ad, ad_len);     /* st.ks: T = N and K for every message block */
    /* Lines 12-21: M[1..m-1] full blocks with B = 4, then the last (possibly empty) block padded. */
    for (;;) {
        const int last = (m_len <= ROMULUS_BLOCK);
        romulus_rho(st.c.s, c, m, m_len);      /* (S, C[i]) <- rho(S, M[i]) (padded if short; more
                                                * than 16 bytes left: a full block) */
        romulus_cnt_next(st.c.tk);             /* D = i */
        romulus_tbc_ks(&st.ks, st.c.s, st.c.tk, last ? rn_w_msg(m_len) : (uint8_t)ROMULUS_N_MSG); /* S <- E~^(N, 4|wM, i)(S) */
        if (last)
            break;
        m += ROMULUS_BLOCK;
        c += ROMULUS_BLOCK;
        m_len -= ROMULUS_BLOCK;
    }
    /* Line 22: (eta, T) <- rho(S, 0^n), T = G(S). */
    romulus_g(tag, st.c.s);
    romulus_tbc_ks_wipe(&st.ks);
    romulus_mac_wipe(&st.c);
    return LWC_OK;
}

/* Line 22 and the check: T* = G(S) into the tweak field (no longer needed; one 16-byte array less
 * on the stack), compared in constant time; m (len bytes) wiped on a mismatch; the state wiped. Out
 * of line: it keeps the decryption's frame (under the stack peak) as small as the encryption's. */
static __attribute__((noinline)) int rn_dec_finish(romulus_mac_t *st, const uint8_t tag[16], uint8_t *m, size_t len)
{
    uint8_t *const computed = st->c.tk + ROMULUS_TK_TWEAK;
    romulus_g(computed, st->c.s);
    int rc = lwc_aead_check_tag(computed, tag, 16, m, len);
    romulus_tbc_ks_wipe(&st->ks);
    romulus_mac_wipe(&st->c);
    return rc;
}

/* The tag is a function of the plaintext (S absorbs every M[i]), so the plaintext is computed into
 * m as in Figure 2.5, and m is wiped before returning when the tag does not match. */
RN_BODY int rn_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16],
                                                const romulus_key_sched_t *kk, const uint8_t nonce[16],
                                                const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    romulus_mac_t st;
    uint8_t *const m_start = m; /* the length is (m - m_start) + c_len at the end */
    rn_start(&st, key, kk, nonce, ad, ad_len);
    /* Lines 12-22. For a short last block, lines 18-21 (pad C[m], XOR the tail of G(S), rho^-1)
     * reduce to M[m] = C[m] ^ G(S) on |C[m]| bytes and S ^= pad_n(M[m]): romulus_rho_inv. */
    for (;;) {
        const int last = (c_len <= ROMULUS_BLOCK);
        romulus_rho_inv(st.c.s, m, c, c_len);  /* (S, M[i]) <- rho^-1(S, C[i]) */
        romulus_cnt_next(st.c.tk);             /* D = i */
        romulus_tbc_ks(&st.ks, st.c.s, st.c.tk, last ? rn_w_msg(c_len) : (uint8_t)ROMULUS_N_MSG);
        if (last)
            break;
        m += ROMULUS_BLOCK;
        c += ROMULUS_BLOCK;
        c_len -= ROMULUS_BLOCK;
    }
    return rn_dec_finish(&st, tag, m_start, (size_t)(m - m_start) + c_len);
}

int lwc_romulus_n_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, key, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    return rn_encrypt(c, tag, key, NULL, nonce, ad, ad_len, m, m_len);
}

int lwc_romulus_n_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, key, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    return rn_decrypt(m, tag, key, NULL, nonce, ad, ad_len, c, c_len);
}

#if !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (a protected build: romulus_protected.c) */
int lwc_romulus_n_key_encrypt(const lwc_romulus_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!romulus_key_ready(k))
        return LWC_ERR_STATE;
#if SKINNY128_384P_BACKEND_KS
    return rn_encrypt(c, tag, k->key, romulus_key_sched(k), nonce, ad, ad_len, m, m_len);
#else
    return lwc_romulus_n_encrypt(c, tag, k->key, nonce, ad, ad_len, m, m_len);
#endif
}

int lwc_romulus_n_key_decrypt(const lwc_romulus_key *k, uint8_t *m, const uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!romulus_key_ready(k))
        return LWC_ERR_STATE;
#if SKINNY128_384P_BACKEND_KS
    return rn_decrypt(m, tag, k->key, romulus_key_sched(k), nonce, ad, ad_len, c, c_len);
#else
    return lwc_romulus_n_decrypt(m, tag, k->key, nonce, ad, ad_len, c, c_len);
#endif
}
#endif /* !LWC_PROTECTED */
