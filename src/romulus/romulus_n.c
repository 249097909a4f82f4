/* Romulus-N, the nonce-based AE member of Romulus v1.3 (specification section 2.4.3, Figure 2.5),
 * on SKINNY-128-384+ through the backend contract skinny128_384p.h. */
#include "lwc/romulus.h"

#include "aead_args.h"
#include "romulus_common.h"

/* Lines 1-11 of Figure 2.5 (identical for Enc and Dec): S <- E~^(N, wA, a)(S) after the AD chain.
 * On return st->tk holds T = N, the key, and the counter is reset to lfsr56(0) for the message. */
static void rn_start(romulus_mac_t *st, const uint8_t key[16], const uint8_t nonce[16], const uint8_t *ad,
                     size_t ad_len)
{
    romulus_mac_init(st, key);
    romulus_mac_absorb(st, ad, ad_len, ROMULUS_N_AD);
    /* wA = 26 when |A[a]| < n, else 24 */
    uint8_t wa = (uint8_t)(ROMULUS_N_AD_LAST | (romulus_last_padded(ad_len) << 1));
    romulus_mac_close(st, nonce, wa);
    romulus_cnt_reset(st->tk);
}

/* wM (or wC) = 21 when the last message block is short, else 20. */
static uint8_t rn_w_msg(size_t len)
{
    return (uint8_t)(ROMULUS_N_MSG_LAST | romulus_last_padded(len));
}

int lwc_romulus_n_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, key, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    romulus_mac_t st;
    rn_start(&st, key, nonce, ad, ad_len);
    romulus_tbc_ks_init(&st.ks, st.tk);      /* T = N and K for every message block */
    const uint8_t w_last = rn_w_msg(m_len);
    /* Lines 12-21: M[1..m-1] full blocks with B = 4, then the last (possibly empty) block padded. */
    for (;;) {
        size_t k = romulus_chunk(m_len);
        const int last = (m_len <= ROMULUS_BLOCK);
        romulus_rho(st.s, c, m, k);          /* (S, C[i]) <- rho(S, M[i]) (padded if short) */
        romulus_cnt_next(st.tk);             /* D = i */
        romulus_tbc_ks(&st.ks, st.s, st.tk, last ? w_last : (uint8_t)ROMULUS_N_MSG); /* S <- E~^(N, 4|wM, i)(S) */
        if (last)
            break;
        m += k;
        c += k;
        m_len -= k;
    }
    /* Line 22: (eta, T) <- rho(S, 0^n), T = G(S). */
    romulus_g(tag, st.s);
    romulus_mac_wipe(&st);
    return LWC_OK;
}

/* The tag is a function of the plaintext (S absorbs every M[i]), so the plaintext is computed into
 * m as in Figure 2.5, and m is wiped before returning when the tag does not match. */
int lwc_romulus_n_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, key, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    romulus_mac_t st;
    uint8_t *const m_start = m;
    const size_t m_total = c_len;
    rn_start(&st, key, nonce, ad, ad_len);
    romulus_tbc_ks_init(&st.ks, st.tk);
    const uint8_t w_last = rn_w_msg(c_len);
    /* Lines 12-22. For a short last block, lines 18-21 (pad C[m], XOR the tail of G(S), rho^-1)
     * reduce to M[m] = C[m] ^ G(S) on |C[m]| bytes and S ^= pad_n(M[m]): romulus_rho_inv. */
    for (;;) {
        size_t k = romulus_chunk(c_len);
        const int last = (c_len <= ROMULUS_BLOCK);
        romulus_rho_inv(st.s, m, c, k);      /* (S, M[i]) <- rho^-1(S, C[i]) */
        romulus_cnt_next(st.tk);             /* D = i */
        romulus_tbc_ks(&st.ks, st.s, st.tk, last ? w_last : (uint8_t)ROMULUS_N_MSG);
        if (last)
            break;
        m += k;
        c += k;
        c_len -= k;
    }
    /* T* into the tweak field (no longer needed; one 16-byte array less on the stack) */
    uint8_t *const computed = st.tk + ROMULUS_TK_TWEAK;
    romulus_g(computed, st.s);
    rc = lwc_aead_check_tag(computed, tag, 16, m_start, m_total);
    romulus_mac_wipe(&st);
    return rc;
}
