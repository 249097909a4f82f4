/* Romulus-M, the misuse-resistant AE member of Romulus v1.3 (specification section 2.4.4,
 * Figure 2.7): an authentication pass over A and M that yields the tag (SIV style), then an
 * encryption pass keyed by the tag. Built on SKINNY-128-384+ through skinny128_384p.h. */
#include "lwc/romulus.h"

#include "aead_args.h"
#include "romulus_common.h"

/* Authentication pass, Enc lines 1-23 / Dec lines 13-34: T = G(S) after the chain over the padded
 * blocks X[1..a] (from A) and X[a+1..a+m] (from M), closed by E~^(N, w, a+m). */
static void rm_tag(romulus_mac_t *st, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                   const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    romulus_mac_init(st, key);
    /* x = 40 while the tweak block comes from A, x = 44 once it comes from M (lines 12-17). */
    romulus_mac_absorb(st, ad, ad_len, ROMULUS_M_AD);
    romulus_mac_absorb(st, m, m_len, ROMULUS_M_MAC_MSG);
    /* Lines 5-9: w = 48, ^2 if X[a] is short, ^1 if X[a+m] is short, ^8 if a is even, ^4 if m is
     * even. (An empty M is one empty block, m = 1.) */
    unsigned w = ROMULUS_M_FINAL;
    w ^= romulus_last_padded(ad_len) << 1;
    w ^= romulus_last_padded(m_len);
    if (romulus_nblocks(ad_len) % 2u == 0)
        w ^= 8u;
    if (romulus_nblocks(m_len) % 2u == 0)
        w ^= 4u;
    /* Lines 18-22: rho(S, X[a+m]) when a+m is odd was done by the chain; S <- E~^(N, w, a+m)(S). */
    romulus_mac_close(st, nonce, (uint8_t)w);
    romulus_g(tag, st->s); /* line 23: (eta, T) <- rho(S, 0^n) */
}

/* Encryption pass state: S <- T, tweak N, D = 0 (lfsr56(0)). The key stays in st->tk. */
static void rm_enc_start(romulus_mac_t *st, const uint8_t key[16], const uint8_t nonce[16], const uint8_t tag[16])
{
    for (unsigned i = 0; i < 16; i++)
        st->s[i] = tag[i];
    romulus_tk_load(st->tk, key, nonce);
}

int lwc_romulus_m_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, key, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    romulus_mac_t st;
    uint8_t t[16]; /* the tag is computed locally: tag may alias the input */
    rm_tag(&st, t, key, nonce, ad, ad_len, m, m_len);
    /* Lines 24-30 (nothing for an empty M): S <- E~^(N, 36, i-1)(S); (S, C[i]) <- rho(S, M[i]);
     * the last block is padded and C[m] truncated to |M[m]| bytes. c may equal m: the
     * authentication pass above has already read all of m. */
    if (m_len > 0) {
        rm_enc_start(&st, key, nonce, t);
        romulus_tbc_ks_init(&st.ks, st.tk);  /* T = N and K for every block */
        while (m_len > 0) {
            size_t k = romulus_chunk(m_len);
            romulus_tbc_ks(&st.ks, st.s, st.tk, ROMULUS_M_ENC);
            romulus_cnt_next(st.tk);
            romulus_rho(st.s, c, m, k);
            m += k;
            c += k;
            m_len -= k;
        }
    }
    for (unsigned i = 0; i < 16; i++)
        tag[i] = t[i];
    romulus_mac_wipe(&st);
    lwc_wipe(t, sizeof t);
    return LWC_OK;
}

/* Dec lines 1-12 decrypt with the received tag, lines 13-35 recompute the tag over the plaintext.
 * The plaintext has to exist to be authenticated, so it is written to m and wiped on mismatch. */
int lwc_romulus_m_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, key, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    romulus_mac_t st;
    uint8_t computed[16];
    uint8_t *const m_start = m;
    const size_t m_total = c_len;
    if (c_len > 0) {
        rm_enc_start(&st, key, nonce, tag);
        romulus_tbc_ks_init(&st.ks, st.tk);
        while (c_len > 0) {
            size_t k = romulus_chunk(c_len);
            romulus_tbc_ks(&st.ks, st.s, st.tk, ROMULUS_M_ENC); /* S <- E~^(N, 36, i-1)(S) */
            romulus_cnt_next(st.tk);
            romulus_rho_inv(st.s, m, c, k);          /* (S, M[i]) <- rho^-1(S, C[i]) */
            m += k;
            c += k;
            c_len -= k;
        }
    }
    rm_tag(&st, computed, key, nonce, ad, ad_len, m_start, m_total);
    romulus_mac_wipe(&st);
    return lwc_aead_check_tag(computed, tag, sizeof computed, m_start, m_total);
}
