/* Romulus-T, the leakage-resilient AE member of Romulus v1.3 (specification section 2.4.5,
 * Figure 2.9): a key-derivation call (KDF) makes a session key S from N, the message is encrypted
 * by a re-keyed stream (each S is used for two TBC calls and then replaced), and the tag is the
 * tag-generation call (TGF) on Romulus-H(ipad*(A) || ipad*(C) || N || m).
 *
 * The tag covers the ciphertext, not the plaintext. Decryption reads each input once: the nonce into
 * a local copy, the ciphertext into the output buffer, where the tag pass and then the key stream
 * work on that copy (a change to the caller's ciphertext during the call cannot make the bytes
 * authenticated differ from the bytes decrypted). As in the designers' reference, a forged
 * ciphertext is never decrypted: the verdict of the tag comparison (public: the caller learns it) is
 * branched on before the key derivation and the key stream, which run only on a valid ciphertext, so
 * the output holds the ciphertext while the tag is checked and plaintext only once it verified. The
 * leakage-resilient confidentiality of Romulus-T rests on that (specification section 2.4.5): the
 * KDF and the key stream never run on a ciphertext the attacker chose without the key. A forgery
 * therefore costs fewer cycles than a valid message; each verdict's cost depends on the lengths
 * only. On a mismatch the copy of the ciphertext is wiped. */
#include "lwc/romulus.h"

#include <string.h>

#include "aead_args.h"
#include "romulus_common.h"
#include "romulus_t.h"
#include "test_hooks.h"

/* The TGF call E~ on h->l under the tweakey built in h->tk: through an expanded schedule where the
 * backend has one (in this frame only, not under the hash's compressions). */
#if SKINNY128_384P_BACKEND_KS
#define RT_TGF_ATTR __attribute__((noinline))
#else
#define RT_TGF_ATTR inline __attribute__((always_inline))
#endif
static RT_TGF_ATTR void rt_tgf(romulus_hash_t *h)
{
    romulus_tbc_ks_t ks;
    romulus_tbc_scratch(&ks, h->l, h->tk, ROMULUS_T_TGF);
    romulus_tbc_ks_wipe(&ks);
}

/* T = E~_K^(R, 68, 0^56)(L) with (L, R) = Romulus-H(ipad*(A) || ipad*(C) || N || m)
 * (Enc lines 14-17, Dec lines 3-6), left in h->l. m is the number of message blocks as a 56-bit
 * LFSR counter value, lfsr56(m) (7 bytes, the same encoding as in the tweakey); for an empty message
 * m = 0. The TGF works inside the hash state: its tweakey is built in h->tk (R moved to the tweak
 * slot) and L is encrypted in h->l, so no digest or second tweakey sits on the stack. Inlined into
 * the two functions below (the state lives in their frame). */
static inline __attribute__((always_inline)) void rt_hash_state(romulus_hash_t *h, const uint8_t nonce[16],
                                                                const uint8_t *ad, size_t ad_len,
                                                                const uint8_t *c, size_t c_len)
{
    romulus_hash_init(h);                          /* plain TBC calls (small frames) */
    romulus_hash_absorb_ipad16(h, ad, ad_len);
    romulus_hash_absorb_ipad16(h, c, c_len);
    romulus_hash_absorb(h, nonce, 16);
    /* m as lfsr56(m), built where it is absorbed: ipad*(A), ipad*(C) and N are whole 16-byte blocks,
     * so the block being collected has room for its 7 bytes (no counter in this frame). */
    uint8_t *cnt = romulus_hash_dst(h);
    cnt[0] = 0x01;                                 /* lfsr56(0) */
    for (unsigned i = 1; i < 7; i++)
        cnt[i] = 0;
    if (c_len > 0) {
        for (size_t i = romulus_nblocks(c_len); i > 0; i--)
            romulus_lfsr56_update(cnt);            /* lfsr56(m), m = |C|_n */
    }
    romulus_hash_absorb(h, cnt, 7);
    romulus_hash_finish(h);                        /* H = L || R = h->l || h->tk[0..15] */
}

static inline __attribute__((always_inline)) void rt_tag_state(romulus_hash_t *h, const uint8_t key[16],
                                                               const uint8_t nonce[16], const uint8_t *ad,
                                                               size_t ad_len, const uint8_t *c, size_t c_len)
{
    rt_hash_state(h, nonce, ad, ad_len, c, c_len);
    /* TGF: tweakey encode(K, R, 68, 0^56) = 0^56 || 68 || 0^64 || R || K, plaintext L. */
    for (unsigned i = 0; i < 16; i++) {
        h->tk[ROMULUS_TK_TWEAK + i] = h->tk[i];
        h->tk[ROMULUS_TK_KEY + i] = key[i];
        h->tk[i] = 0;
    }
    rt_tgf(h);
}

#if !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (the unmasked one-shot functions' parts) */
/* Encryption: the tag of (A, C, N) into tag. (Not inlined, nor rt_verify: the hash state lives only
 * while they run, not under the key stream.) */
static __attribute__((noinline)) void rt_tag(uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                                             const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    romulus_hash_t h;
    rt_tag_state(&h, key, nonce, ad, ad_len, c, c_len);
    for (unsigned i = 0; i < 16; i++)
        tag[i] = h.l[i];
    lwc_wipe(&h, sizeof h);
}

/* Decryption: the verdict of the received tag against the tag of (A, C, N), 0 or LWC_ERR_AUTH
 * (compared in the hash state: no computed tag outside it). */
static __attribute__((noinline)) int rt_verify(const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                                               const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    romulus_hash_t h;
    rt_tag_state(&h, key, nonce, ad, ad_len, c, c_len);
    int verdict = lwc_aead_verify_tag(h.l, tag, 16);
    lwc_wipe(&h, sizeof h);
    return verdict;
}

#endif

/* Enc lines 5-13 / Dec lines 10-17 (out = in ^ key stream, so the same code both ways). Only called
 * with len > 0. in and out may be equal. With a backend that has the expanded-schedule contract, each
 * session key S is expanded once for its two calls (the key stream call, then the update call, which
 * only replaces TK1's domain byte); otherwise plain TBC calls. z is the one block buffer: key stream,
 * then the next S; ks, tk and z are the caller's (it wipes them). */
static inline __attribute__((always_inline)) void rt_stream(uint8_t *out, const uint8_t *in, size_t len,
                                                            romulus_tbc_ks_t *ks, uint8_t tk[48], uint8_t z[16],
                                                            const uint8_t nonce[16])
{
    /* From here the key slot holds S (in z), the tweak is 0^n and D = i-1 starts at lfsr56(0). */
    romulus_tk_load(tk, z, NULL);
    for (;;) {
        size_t k = romulus_chunk(len);
        /* C[i] <- M[i] ^ E~_S^(0^n, 64, i-1)(N) (the last block uses the first |M[m]| bytes) */
        for (unsigned i = 0; i < 16; i++)
            z[i] = nonce[i];
        romulus_tbc_scratch(ks, z, tk, ROMULUS_T_ENC);
        for (size_t i = 0; i < k; i++)
            out[i] = (uint8_t)(in[i] ^ z[i]);
        if (len <= ROMULUS_BLOCK)
            break;
        /* S <- E~_S^(0^n, 65, i-1)(N) (the same S and counter), then it becomes the key of the next
         * block. */
        for (unsigned i = 0; i < 16; i++)
            z[i] = nonce[i];
        romulus_tbc_ks(ks, z, tk, ROMULUS_T_UPDATE);
        for (unsigned i = 0; i < 16; i++)
            tk[ROMULUS_TK_KEY + i] = z[i];
        romulus_cnt_next(tk);
        in += k;
        out += k;
        len -= k;
    }
}

#if !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (the unmasked one-shot functions' parts) */
static void rt_crypt(uint8_t *out, const uint8_t *in, size_t len, const uint8_t key[16], const uint8_t nonce[16])
{
    romulus_tbc_ks_t ks;
    uint8_t tk[48];
    uint8_t z[16];
    /* KDF: S <- E~_K^(0^n, 66, 0^56)(N). */
    romulus_tk_load(tk, key, NULL);
    romulus_cnt_zero(tk);
    for (unsigned i = 0; i < 16; i++)
        z[i] = nonce[i];
    romulus_tbc_scratch(&ks, z, tk, ROMULUS_T_KDF);
    rt_stream(out, in, len, &ks, tk, z, nonce);
    romulus_tbc_ks_wipe(&ks);
    lwc_wipe(tk, sizeof tk);
    lwc_wipe(z, sizeof z);
}
#endif

/* The leveled masked Romulus-T (romulus_t_masked.c) on the unmasked code: the key stream from the
 * session key S its masked KDF made (romulus_t.h). */
void romulus_t_stream(uint8_t *out, const uint8_t *in, size_t len, const uint8_t s[16], const uint8_t nonce[16])
{
    romulus_tbc_ks_t ks;
    uint8_t tk[48];
    uint8_t z[16];
    for (unsigned i = 0; i < 16; i++)
        z[i] = s[i];
    rt_stream(out, in, len, &ks, tk, z, nonce);
    romulus_tbc_ks_wipe(&ks);
    lwc_wipe(tk, sizeof tk);
    lwc_wipe(z, sizeof z);
}

/* ... and (L, R) = Romulus-H(ipad*(A) || ipad*(C) || N || m) for its masked TGF (romulus_t.h). */
void romulus_t_hash(romulus_hash_t *h, const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                    size_t c_len)
{
    rt_hash_state(h, nonce, ad, ad_len, c, c_len);
}

/* The public one-shot functions; in a protected build (LWC_PROTECTED, docs/protected.md) they are the
 * leveled masked Romulus-T's instead (src/common/protected.c, romulus_rows.h). */
#if !(defined(LWC_PROTECTED) && LWC_PROTECTED)
int lwc_romulus_t_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, key, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (m_len > 0)
        rt_crypt(c, m, m_len, key, nonce); /* an empty M gives C = empty, no TBC call */
    rt_tag(tag, key, nonce, ad, ad_len, c, m_len);
    return LWC_OK;
}

int lwc_romulus_t_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, key, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    /* Each input read once: the nonce into n, the ciphertext into m (nothing to copy in place). The
     * tag pass and the key stream then read only these copies, which the library wrote. */
    uint8_t n[16];
    for (unsigned i = 0; i < 16; i++)
        n[i] = nonce[i];
    LWC_TEST_HOOK_INPUT_READ(nonce, 16);
    if (c_len > 0 && m != c)
        memcpy(m, c, c_len);
    LWC_TEST_HOOK_INPUT_READ(c, c_len);
    /* Lines 3-7: T* from A, C and N (the "normal" variant of lines 6-7; the side-channel variant
     * inverts the TGF instead), compared with the received tag (read once, there). */
    rc = lwc_aead_public_verdict(rt_verify(tag, key, n, ad, ad_len, m, c_len));
    /* Lines 8-18: only a verified ciphertext is decrypted (Dec returns at line 7 otherwise). On a
     * mismatch m holds the ciphertext copy and nothing else: it is wiped (no masked release needed,
     * there is no plaintext to hide). */
    if (rc == LWC_OK) {
        if (c_len > 0)
            rt_crypt(m, m, c_len, key, n);
    } else {
        lwc_wipe(m, c_len);
    }
    lwc_wipe(n, sizeof n);
    return rc;
}
#endif /* !LWC_PROTECTED */

#if !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (a protected build: romulus_protected.c) */
/* Romulus-T holds no expanded schedule (docs/romulus.md): a prepared key is its key. */
int lwc_romulus_t_key_encrypt(const lwc_romulus_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!romulus_key_ready(k))
        return LWC_ERR_STATE;
    return lwc_romulus_t_encrypt(c, tag, k->key, nonce, ad, ad_len, m, m_len);
}

int lwc_romulus_t_key_decrypt(const lwc_romulus_key *k, uint8_t *m, const uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!romulus_key_ready(k))
        return LWC_ERR_STATE;
    return lwc_romulus_t_decrypt(m, tag, k->key, nonce, ad, ad_len, c, c_len);
}
#endif /* !LWC_PROTECTED */
