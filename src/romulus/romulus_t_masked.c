/* The leveled masked Romulus-T (lwc/masked.h): the design's leveled implementation (Romulus v1.3,
 * section 2.4.5): the two TBC calls that take the long-term key K, the key derivation S = KDF(N) and
 * the tag-generation call, are masked SKINNY-128-384+ (skinny128_384p_masked.h: K and its tweakey
 * schedule in two shares, the S-box's NOR gates through a first-order AND gadget); the key stream
 * under the session keys S and the hash Romulus-H of the public (A, C, N) run on the library's
 * unprotected TBC (romulus_t.h). The same output as lwc_romulus_t_encrypt / _decrypt.
 *
 * Only public or ephemeral values are ever combined from the two shares: the session key S (the
 * unprotected key stream then works under it, which leaks it by design: each S serves two TBC calls)
 * and the tag. Public inputs (the block N or L, TK1 and TK2, the round constants) go into share 0.
 * Shares are read and written through volatile pointers, so that the compiler keeps the order written
 * here: a combination loads share 0, then the zero word (clearing the data bus), then share 1. Every
 * masked TBC call first re-masks the key with fresh words.
 *
 * Decryption computes the tag of (A, C, N) first and branches on the public verdict: only a verified
 * ciphertext is decrypted (the masked KDF and the key stream run only then), as in romulus_t.c. */
#include "lwc/masked.h"

#include <string.h>

#include "aead_args.h"
#include "bytes.h"
#include "masked_random.h"
#include "romulus_common.h"
#include "romulus_t.h"
#include "skinny128_384p_masked.h"
#include "test_hooks.h"

#define RTM_ROUNDS 40u
#define RTM_SLICE_ROUNDS 10u /* rounds per request to the random source */
#define RTM_SLICE_WORDS (RTM_SLICE_ROUNDS * SKINNY128_384P_MASKED_RANDOM_WORDS_PER_ROUND)
#define RTM_TBC_RANDOM_BYTES (4u * (4u + RTM_ROUNDS * SKINNY128_384P_MASKED_RANDOM_WORDS_PER_ROUND))

_Static_assert(4 * RTM_SLICE_WORDS <= LWC_MASKED_RANDOM_MAX_REQUEST, "one slice's randomness in one request");
_Static_assert(RTM_ROUNDS % RTM_SLICE_ROUNDS == 0, "whole slices");

typedef struct {
    skinny128_384p_masked_work w;
    uint32_t rnd[RTM_SLICE_WORDS];
    uint32_t rk[2 * RTM_SLICE_ROUNDS]; /* the public round tweakey words of one slice */
    uint32_t tk1[4], tk2[4];           /* TK1, TK2 at the next round (public) */
    uint32_t rcon;                     /* the round-constant LFSR's state */
    int status; /* LWC_ERR_RANDOM once the random source failed: the rest of the call computes nothing */
} rtm_ctx;

static void rtm_wipe_words(volatile uint32_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = 0;
}

/* n random words into c->rnd, w.rnd pointing at them; 0 on success. */
static int rtm_draw(rtm_ctx *c, unsigned n)
{
    if (c->status == LWC_OK)
        c->status = lwc_masked_random(c->rnd, n);
    c->w.rnd = c->rnd;
    return c->status;
}

static void rtm_start(rtm_ctx *c)
{
    c->status = LWC_OK;
    c->w.zero = 0;
}

static void rtm_end(rtm_ctx *c)
{
    rtm_wipe_words((volatile uint32_t *)c, sizeof *c / 4);
}

/* The public round tweakey words of the next slice's rounds (rows 0, 1 of TK1 ^ TK2 with c0, c1), and
 * the TK1, TK2 schedule and the constant advanced past them. */
static void rtm_public_slice(rtm_ctx *c)
{
    for (unsigned r = 0; r < RTM_SLICE_ROUNDS; r++) {
        uint32_t rc = c->rcon;
        rc = ((rc << 1) & 0x3Eu) | (((rc >> 5) ^ (rc >> 4) ^ 1u) & 0x01u);
        c->rcon = rc;
        c->rk[2 * r] = c->tk1[0] ^ c->tk2[0] ^ (rc & 0x0Fu);
        c->rk[2 * r + 1] = c->tk1[1] ^ c->tk2[1] ^ (rc >> 4);
        skinny128_384p_masked_tk_permute(c->tk1);
        skinny128_384p_masked_tk_permute(c->tk2);
        c->tk2[0] = skinny128_384p_masked_lfsr2(c->tk2[0]);
        c->tk2[1] = skinny128_384p_masked_lfsr2(c->tk2[1]);
    }
}

/* out = E~_K^(T, B, 0^56)(in), K the key object's, T = tweak (NULL: 0^n), B = domain; in and out
 * public (out: S or the tag). The key is re-masked first. Nothing is written on a random failure. */
static void rtm_tbc(rtm_ctx *c, lwc_romulus_t_masked_key *k, uint8_t out[16], const uint8_t in[16], uint8_t domain,
                    const uint8_t *tweak)
{
    if (rtm_draw(c, 4) != LWC_OK)
        return;
    skinny128_384p_masked_work *w = &c->w;
    skinny128_384p_masked_load_key(k->key[0], k->key[1], w); /* re-masked, into w->tk3 */
    for (unsigned i = 0; i < 4; i++) {
        w->s[0][i] = lwc_load32_le(in + 4 * i);
        w->s[1][i] = 0;
        c->tk1[i] = 0;
        c->tk2[i] = tweak != NULL ? lwc_load32_le(tweak + 4 * i) : 0;
    }
    c->tk1[1] = (uint32_t)domain << 24; /* TK1 = 0^56 || B || 0^64: B is cell 7 */
    c->rcon = 0;
    for (unsigned done = 0; done < RTM_ROUNDS; done += RTM_SLICE_ROUNDS) {
        rtm_public_slice(c);
        if (rtm_draw(c, RTM_SLICE_WORDS) != LWC_OK)
            return;
        w->rk = c->rk;
        skinny128_384p_masked_rounds(w, RTM_SLICE_ROUNDS);
    }
    volatile uint32_t *s0 = w->s[0], *s1 = w->s[1], *zero = &w->zero;
    for (unsigned i = 0; i < 4; i++) {
        uint32_t y = s0[i];
        (void)*zero;
        y ^= s1[i];
        lwc_store32_le(out + 4 * i, y);
    }
}

/* S = KDF(N) (masked), then out = in ^ the key stream under S (unprotected). */
static void rtm_crypt(rtm_ctx *c, lwc_romulus_t_masked_key *k, uint8_t *out, const uint8_t *in, size_t len,
                      const uint8_t nonce[16])
{
    uint8_t s[16];
    rtm_tbc(c, k, s, nonce, ROMULUS_T_KDF, NULL);
    if (c->status == LWC_OK)
        romulus_t_stream(out, in, len, s, nonce);
    lwc_wipe(s, sizeof s);
}

/* tag = TGF of Romulus-H(ipad*(A) || ipad*(C) || N || m): the hash unprotected, the TGF masked. */
static void rtm_tag(rtm_ctx *c, lwc_romulus_t_masked_key *k, uint8_t tag[16], const uint8_t nonce[16],
                    const uint8_t *ad, size_t ad_len, const uint8_t *ct, size_t c_len)
{
    romulus_hash_t h;
    romulus_t_hash(&h, nonce, ad, ad_len, ct, c_len);
    rtm_tbc(c, k, tag, h.l, ROMULUS_T_TGF, h.tk); /* L under the tweak R (h->tk[0..15]) */
    lwc_wipe(&h, sizeof h);
}

int lwc_romulus_t_masked_key_init(lwc_romulus_t_masked_key *k, const uint8_t key[16])
{
    if (k == NULL || key == NULL)
        return LWC_ERR_NULL;
    rtm_wipe_words((volatile uint32_t *)k->key, 8);
    k->ready = 0;
    rtm_ctx c;
    rtm_start(&c);
    if (rtm_draw(&c, 4) == LWC_OK) {
        volatile uint32_t *k0 = k->key[0], *k1 = k->key[1];
        for (unsigned i = 0; i < 4; i++) { /* share 1 = r, share 0 = key ^ r */
            const uint32_t r = c.rnd[i];
            k1[i] = r;
            k0[i] = lwc_load32_le(key + 4 * i) ^ r;
        }
        k->ready = 1;
    }
    const int rc = c.status;
    rtm_end(&c);
    return rc;
}

int lwc_romulus_t_masked_encrypt(lwc_romulus_t_masked_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                                 const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (k->ready != 1)
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready())
        return LWC_ERR_RANDOM;
    rtm_ctx x;
    rtm_start(&x);
    if (m_len > 0)
        rtm_crypt(&x, k, c, m, m_len, nonce); /* an empty M: no KDF, no key stream */
    if (x.status == LWC_OK)
        rtm_tag(&x, k, tag, nonce, ad, ad_len, c, m_len);
    rc = x.status;
    rtm_end(&x);
    if (rc != LWC_OK) {
        lwc_wipe(c, m_len);
        lwc_wipe(tag, 16);
    }
    return rc;
}

int lwc_romulus_t_masked_decrypt(lwc_romulus_t_masked_key *k, uint8_t *m, const uint8_t tag[16],
                                 const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                 size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (k->ready != 1)
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready())
        return LWC_ERR_RANDOM;
    /* Each input read once, as romulus_t.c: the nonce into n, the ciphertext into m. */
    uint8_t n[16], computed[16];
    for (unsigned i = 0; i < 16; i++)
        n[i] = nonce[i];
    LWC_TEST_HOOK_INPUT_READ(nonce, 16);
    if (c_len > 0 && m != c)
        memcpy(m, c, c_len);
    LWC_TEST_HOOK_INPUT_READ(c, c_len);
    rtm_ctx x;
    rtm_start(&x);
    rtm_tag(&x, k, computed, n, ad, ad_len, m, c_len);
    if (x.status == LWC_OK) {
        rc = lwc_aead_public_verdict(lwc_aead_verify_tag(computed, tag, 16));
        if (rc == LWC_OK && c_len > 0) {
            rtm_crypt(&x, k, m, m, c_len, n);
            rc = x.status;
        }
    } else {
        rc = x.status;
    }
    rtm_end(&x);
    if (rc != LWC_OK)
        lwc_wipe(m, c_len);
    lwc_wipe(computed, sizeof computed);
    lwc_wipe(n, sizeof n);
    return rc;
}

size_t lwc_romulus_t_masked_random_bytes(size_t ad_len, size_t m_len)
{
    (void)ad_len; /* the AD goes through the unprotected hash */
    return (m_len > 0 ? 2u : 1u) * RTM_TBC_RANDOM_BYTES;
}
