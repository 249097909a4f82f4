/* Leveled masked Ascon-AEAD128 (lwc/masked.h; docs/leakage.md, "The leveled masked Ascon"): the
 * initialization's and the finalization's Ascon-p[12] with the key additions around them on shares
 * (the backend's masked round, ascon_masked_perm.h), the data processing between them unmasked on the
 * backend's ordinary Ascon code (ascon_perm.h). The same output as lwc_ascon_aead128_encrypt.
 *
 *   initialization: S = IV || K || N in shares (IV, N public in share 0, K the key object's shares),
 *     every word refreshed, p^12 masked, S ^= 0^192 || K in shares, then S unmasked: from here it is
 *     a pseudo-random function of K and N that the data processing needs in the clear;
 *   data processing: the associated data and the text on the unmasked state, as ascon_aead.c;
 *   finalization: the state into share 0, every word refreshed, S ^= 0^128 || K || 0^64 in shares,
 *     p^12 masked, T = S[24..39] ^ K in shares. Encryption unmasks T (the tag it outputs).
 *     Decryption never unmasks T: with the received tag T' XORed into share 0 the shares d_0, d_1 of
 *     T ^ T' are each placed beside 192 fresh random bits R and put through the unmasked Ascon-p[12],
 *     one share at a time; the two results are equal exactly when d_0 = d_1, i.e. T = T', and reveal
 *     nothing else (a permutation of 320 bits whose input is a lone share and fresh randomness). So a
 *     failed decryption leaks neither T nor T ^ T' (from which repeated queries would learn the valid
 *     tag of a forged message).
 * The C here moves shares only through ascon_masked_xor (the backend's, which clears the registers
 * it used), never in its own registers. */
#include "lwc/masked.h"

#include "aead_args.h"
#include "ascon_masked_key.h"
#include "ascon_masked_perm.h"
#include "ascon_mode.h"
#include "bytes.h"
#include "masked_random.h"
#include "test_hooks.h"

#define NS ASCON_MASKED_SHARES
#define AM_READY 0xA5u
#define AM_INIT_WORDS (10u)               /* the refresh of the state before a masked permutation */
#define AM_VERIFY_WORDS (LWC_ASCON_MASKED_VERIFY_RANDOM_BYTES / 4)
#define AM_RANDOM_WORDS_PER_CALL (4u * (NS - 1u) + 2u * (AM_INIT_WORDS * (NS - 1u) + 12u * ASCON_MASKED_ROUND_WORDS))

/* the rounds whose randomness one request brings (as many as the largest request holds) */
#define AM_ROUNDS_PER_DRAW (LWC_MASKED_RANDOM_MAX_REQUEST / (4u * ASCON_MASKED_ROUND_WORDS))
#define AM_RND_WORDS (AM_ROUNDS_PER_DRAW * ASCON_MASKED_ROUND_WORDS)

_Static_assert(AM_ROUNDS_PER_DRAW >= 1, "one round's randomness in one request");
_Static_assert(AM_INIT_WORDS <= AM_RND_WORDS && AM_VERIFY_WORDS <= AM_RND_WORDS, "a refresh in one request");

typedef struct {
    ascon_masked_work w;
    uint32_t rnd[AM_RND_WORDS];
    int rc; /* LWC_ERR_RANDOM once the random source failed: the rest of the call computes nothing */
} am_ctx;

static void am_wipe_words(volatile uint32_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = 0;
}

static int am_draw(am_ctx *c, unsigned n)
{
    if (c->rc == LWC_OK)
        c->rc = lwc_masked_random(c->rnd, n);
    c->w.rnd = c->rnd;
    return c->rc;
}

/* Bit-interleave a 64-bit word (lo, hi: its low and high 32 bits) into its even and odd bits. */
static uint32_t am_unzip(uint32_t x)
{
    uint32_t t;
    t = (x ^ (x >> 1)) & 0x22222222u, x ^= t ^ (t << 1);
    t = (x ^ (x >> 2)) & 0x0C0C0C0Cu, x ^= t ^ (t << 2);
    t = (x ^ (x >> 4)) & 0x00F000F0u, x ^= t ^ (t << 4);
    t = (x ^ (x >> 8)) & 0x0000FF00u, x ^= t ^ (t << 8);
    return x; /* even bits in the low half, odd bits in the high half */
}

static uint32_t am_zip(uint32_t x)
{
    uint32_t t;
    t = (x ^ (x >> 8)) & 0x0000FF00u, x ^= t ^ (t << 8);
    t = (x ^ (x >> 4)) & 0x00F000F0u, x ^= t ^ (t << 4);
    t = (x ^ (x >> 2)) & 0x0C0C0C0Cu, x ^= t ^ (t << 2);
    t = (x ^ (x >> 1)) & 0x22222222u, x ^= t ^ (t << 1);
    return x;
}

/* The 8 bytes at p (a state word, little endian) as its interleaved halves w[0], w[1]. */
static void am_interleave(uint32_t w[2], const uint8_t *p)
{
    const uint32_t lo = am_unzip(lwc_load32_le(p)), hi = am_unzip(lwc_load32_le(p + 4));
    w[0] = (lo & 0xFFFFu) | (hi << 16);
    w[1] = (lo >> 16) | (hi & 0xFFFF0000u);
}

static void am_deinterleave(uint8_t *p, const uint32_t w[2])
{
    lwc_store32_le(p, am_zip((w[0] & 0xFFFFu) | (w[1] << 16)));
    lwc_store32_le(p + 4, am_zip((w[0] >> 16) | (w[1] & 0xFFFF0000u)));
}

/* Re-mask four words in shares (the key, or a prepared key's nonce mask): share j ^= r_j for j >= 1,
 * share 0 ^= all of them (one share at a time). */
static void am_remask(am_ctx *c, uint32_t (*sh)[4])
{
    if (am_draw(c, 4u * (NS - 1u)) != LWC_OK)
        return;
    for (unsigned j = 1; j < NS; j++) {
        ascon_masked_xor(sh[0], c->rnd + 4 * (j - 1), 4, &c->w.zero);
        ascon_masked_xor(sh[j], c->rnd + 4 * (j - 1), 4, &c->w.zero);
    }
}

/* The state's shares (s[0] holding a public value, the other shares 0) refreshed, then the key
 * shares XORed into words at..at+3. */
static void am_refresh_add_key(am_ctx *c, const lwc_ascon_aead128_masked_key *k, unsigned at)
{
    for (unsigned j = 1; j < NS; j++) {
        if (am_draw(c, AM_INIT_WORDS) != LWC_OK)
            return;
        ascon_masked_xor(c->w.s[0], c->rnd, 10, &c->w.zero);
        ascon_masked_xor(c->w.s[j], c->rnd, 10, &c->w.zero);
    }
    for (unsigned j = 0; j < NS; j++)
        ascon_masked_xor(c->w.s[j] + at, k->key[j], 4, &c->w.zero);
}

/* Ascon-p[12] on the shares: round i adds ((15 - i) << 4) | i (0xf0, 0xe1, ..., 0x4b: c_4 .. c_15 of
 * section 3.2), passed as its even bits | its odd bits << 4, a byte per round, as many rounds per
 * call as one request of randomness serves. */
#define AM_ROUNDS_PER_CALL (AM_ROUNDS_PER_DRAW < 4u ? AM_ROUNDS_PER_DRAW : 4u)
static void am_permute12(am_ctx *c)
{
    for (unsigned i = 0; i < 12; i += AM_ROUNDS_PER_CALL) {
        const unsigned n = 12u - i < AM_ROUNDS_PER_CALL ? 12u - i : AM_ROUNDS_PER_CALL;
        uint32_t constants = 0;
        for (unsigned k = 0; k < n; k++) {
            const uint32_t u = am_unzip(((15u - (i + k)) << 4) | (i + k));
            constants |= ((u & 0xFu) | ((u >> 12) & 0xF0u)) << (8 * k);
        }
        if (am_draw(c, n * ASCON_MASKED_ROUND_WORDS) != LWC_OK)
            return;
        ascon_masked_rounds(&c->w, constants); /* (advances c->w.rnd) */
    }
}

/* Share 0 (the work's state words) unmasked by XORing every other share into it. */
static void am_unmask(am_ctx *c, unsigned at, unsigned n)
{
    for (unsigned j = 1; j < NS; j++)
        ascon_masked_xor(c->w.s[0] + at, c->w.s[j] + at, n, &c->w.zero);
}

static void am_clear_shares(am_ctx *c)
{
    am_wipe_words((volatile uint32_t *)&c->w.s[0][0], sizeof c->w.s / 4);
}

/* The initialization: *s = the state after S ^= 0^192 || K, unmasked (the backend's representation).
 * nm: a prepared key's nonce mask in shares, XORed onto the nonce's words (N ^ K2, section 4.2), or NULL. */
static void am_initialize(am_ctx *c, const lwc_ascon_aead128_masked_key *k, const uint32_t (*nm)[4],
                          const uint8_t nonce[16], ascon_state *s)
{
    uint32_t pub[10];
    pub[0] = 0;
    pub[1] = 0;
    {
        uint8_t iv[8];
        lwc_store32_le(iv, 0x808C0001u); /* IV = 0x00001000808C0001 (section 4.1) */
        lwc_store32_le(iv + 4, 0x00001000u);
        am_interleave(pub, iv);
    }
    pub[2] = pub[3] = pub[4] = pub[5] = 0;
    am_interleave(pub + 6, nonce);
    am_interleave(pub + 8, nonce + 8);
    LWC_TEST_HOOK_INPUT_READ(nonce, 16);
    am_clear_shares(c);
    ascon_masked_xor(c->w.s[0], pub, 10, &c->w.zero);
    am_refresh_add_key(c, k, 2);
    if (nm != NULL)
        for (unsigned j = 0; j < NS; j++)
            ascon_masked_xor(c->w.s[j] + 6, nm[j], 4, &c->w.zero);
    am_permute12(c);
    for (unsigned j = 0; j < NS; j++)
        ascon_masked_xor(c->w.s[j] + 6, k->key[j], 4, &c->w.zero);
    am_unmask(c, 0, 10);
    lwc_wipe(s, sizeof *s);
#if ASCON_BACKEND_STATE == ASCON_STATE_INTERLEAVED32
    for (unsigned i = 0; i < 10; i++)
        s->w[i] = c->w.s[0][i];
#else
    uint8_t b[40];
    for (unsigned i = 0; i < 5; i++)
        am_deinterleave(b + 8 * i, c->w.s[0] + 2 * i);
    ascon_add_bytes(s, 0, b, sizeof b);
    lwc_wipe(b, sizeof b);
#endif
    am_clear_shares(c);
}

/* The finalization up to T in shares (words 6..9 of the work's state): from the unmasked *s, wiped. */
static void am_finalize(am_ctx *c, const lwc_ascon_aead128_masked_key *k, ascon_state *s)
{
    uint32_t pub[10];
#if ASCON_BACKEND_STATE == ASCON_STATE_INTERLEAVED32
    for (unsigned i = 0; i < 10; i++)
        pub[i] = s->w[i];
#else
    uint8_t b[40];
    ascon_extract_bytes(s, 0, b, sizeof b);
    for (unsigned i = 0; i < 5; i++)
        am_interleave(pub + 2 * i, b + 8 * i);
    lwc_wipe(b, sizeof b);
#endif
    lwc_wipe(s, sizeof *s);
    am_clear_shares(c);
    ascon_masked_xor(c->w.s[0], pub, 10, &c->w.zero);
    lwc_wipe(pub, sizeof pub);
    am_refresh_add_key(c, k, 4);
    am_permute12(c);
    for (unsigned j = 0; j < NS; j++)
        ascon_masked_xor(c->w.s[j] + 6, k->key[j], 4, &c->w.zero);
}

/* The rate's bytes of n <= 16 bytes x: absorb S ^= x; encrypt the same and S's bytes to out; decrypt
 * S ^ x to out and S = x (as ascon_aead.c: S ^= y), t 16 bytes of scratch. */
static void am_block(ascon_state *s, uint8_t *out, const uint8_t *in, size_t n, unsigned op, uint8_t t[16])
{
    if (op != 2) {
        ascon_add_bytes(s, 0, in, n);
        if (op == 1)
            ascon_extract_bytes(s, 0, out, n);
        return;
    }
    ascon_extract_bytes(s, 0, t, n);
    for (size_t j = 0; j < n; j++)
        t[j] ^= in[j];
    ascon_add_bytes(s, 0, t, n);
    volatile uint8_t *o = out;
    for (size_t j = 0; j < n; j++)
        o[j] = t[j];
}

/* len bytes of in padded to whole blocks (op 0: AD, 1: encrypt, 2: decrypt), as ascon_aead.c. */
static void am_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t len, unsigned op, uint8_t t[16])
{
#if ASCON_BACKEND_AEAD_BLOCKS
    const size_t full = len / ASCON_AEAD_RATE;
    if (full > 0) {
        if (op == 0)
            ascon_aead_absorb_blocks(s, in, full);
        else if (op == 1)
            ascon_aead_encrypt_blocks(s, out, in, full);
        else
            ascon_aead_decrypt_blocks(s, out, in, full);
        if (op != 1)
            LWC_TEST_HOOK_INPUT_UNOBSERVED(in, ASCON_AEAD_RATE * full);
        in += ASCON_AEAD_RATE * full;
        if (op != 0)
            out += ASCON_AEAD_RATE * full;
        len -= ASCON_AEAD_RATE * full;
    }
#endif
    for (;;) {
        const size_t n = len < ASCON_AEAD_RATE ? len : ASCON_AEAD_RATE;
        if (n > 0) {
            am_block(s, out, in, n, op, t);
            if (op != 1)
                LWC_TEST_HOOK_INPUT_READ(in, n);
        }
        if (n < ASCON_AEAD_RATE) {
            ascon_pad(s, (unsigned)n);
            return;
        }
        ascon_permute(s, 8);
        in += ASCON_AEAD_RATE;
        if (op != 0)
            out += ASCON_AEAD_RATE;
        len -= ASCON_AEAD_RATE;
    }
}

/* The whole call up to T in shares (the work's words 6..9), c->rc the outcome (nm: as am_initialize;
 * re-masked after the key). */
static void am_crypt(am_ctx *c, lwc_ascon_aead128_masked_key *k, uint32_t (*nm)[4], const uint8_t nonce[16],
                     uint8_t *out, const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned decrypt)
{
    ascon_state state;
    uint8_t t[16];
    c->rc = LWC_OK;
    c->w.zero = 0;
    am_remask(c, k->key);
    if (nm != NULL)
        am_remask(c, nm);
    if (c->rc == LWC_OK)
        am_initialize(c, k, (const uint32_t (*)[4])nm, nonce, &state);
    if (c->rc == LWC_OK) {
        if (ad_len > 0) {
            am_blocks(&state, NULL, ad, ad_len, 0, t);
            ascon_permute(&state, 8);
        }
        ascon_add_byte(&state, 39, 0x80); /* the bit 0^319 || 1 */
        am_blocks(&state, out, in, len, decrypt ? 2u : 1u, t);
        lwc_wipe(t, sizeof t);
        am_finalize(c, k, &state);
    }
    lwc_wipe(&state, sizeof state);
}

static int am_key_ok(const lwc_ascon_aead128_masked_key *k)
{
    return k->ready == AM_READY;
}

/* 16 key bytes into sh in shares: share 0 = the bytes ^ r_1 ^ ... (masked as loaded), share j = r_j;
 * each share interleaved alone. LWC_OK or LWC_ERR_RANDOM (sh untouched). */
static int am_share(uint32_t (*sh)[4], const uint8_t bytes[16])
{
    am_ctx c;
    c.rc = LWC_OK;
    if (am_draw(&c, 4u * (NS - 1u)) == LWC_OK) {
        uint32_t raw[4];
        for (unsigned i = 0; i < 4; i++) {
            uint32_t x = lwc_load32_le(bytes + 4 * i);
            for (unsigned j = 1; j < NS; j++)
                x ^= c.rnd[4 * (j - 1) + i];
            raw[i] = x;
        }
        for (unsigned j = 0; j < NS; j++) {
            const uint32_t *src = j == 0 ? raw : c.rnd + 4 * (j - 1);
            for (unsigned l = 0; l < 2; l++) {
                const uint32_t lo = am_unzip(src[2 * l]), hi = am_unzip(src[2 * l + 1]);
                sh[j][2 * l] = (lo & 0xFFFFu) | (hi << 16);
                sh[j][2 * l + 1] = (lo >> 16) | (hi & 0xFFFF0000u);
            }
        }
        lwc_wipe(raw, sizeof raw);
    }
    const int rc = c.rc;
    am_wipe_words((volatile uint32_t *)&c, sizeof c / 4);
    return rc;
}

int lwc_ascon_aead128_masked_key_init(lwc_ascon_aead128_masked_key *k, const uint8_t *key, size_t key_len)
{
    if (k == NULL || key == NULL)
        return LWC_ERR_NULL;
    lwc_wipe(k, sizeof *k);
    if (key_len != 16)
        return LWC_ERR_LENGTH;
    const int rc = am_share(k->key, key);
    if (rc == LWC_OK)
        k->ready = AM_READY;
    else
        lwc_wipe(k, sizeof *k);
    return rc;
}

int ascon_masked_nonce_mask_init(uint32_t (*nm)[4], const uint8_t mask[16])
{
    const int rc = am_share(nm, mask);
    if (rc != LWC_OK)
        lwc_wipe(nm, sizeof(uint32_t) * 4 * NS);
    return rc;
}

/* Encryption with the options of ascon_masked_key.h; inlined into the public function (nm NULL, a full
 * tag: the code it had before the options) and into ascon_masked_encrypt_opt. */
static inline __attribute__((always_inline)) int am_encrypt(lwc_ascon_aead128_masked_key *k, uint32_t (*nm)[4],
                                                            size_t tag_len, uint8_t *c, uint8_t *tag,
                                                            const uint8_t nonce[16], const uint8_t *ad, size_t ad_len,
                                                            const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!am_key_ok(k))
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready())
        return LWC_ERR_RANDOM;
    am_ctx x;
    am_crypt(&x, k, nm, nonce, c, ad, ad_len, m, m_len, 0);
    if (x.rc == LWC_OK) {
        am_unmask(&x, 6, 4); /* T: public */
        if (tag_len >= 16) {
            am_deinterleave(tag, x.w.s[0] + 6);
            am_deinterleave(tag + 8, x.w.s[0] + 8);
        } else { /* truncated (section 4.2): its first tag_len bytes */
            uint8_t t[16];
            am_deinterleave(t, x.w.s[0] + 6);
            am_deinterleave(t + 8, x.w.s[0] + 8);
            volatile uint8_t *o = tag;
            for (size_t i = 0; i < tag_len; i++)
                o[i] = t[i];
            lwc_wipe(t, sizeof t);
        }
    }
    rc = x.rc;
    am_wipe_words((volatile uint32_t *)&x, sizeof x / 4);
    if (rc != LWC_OK) {
        lwc_wipe(c, m_len);
        lwc_wipe(tag, tag_len);
    }
    return rc;
}

int lwc_ascon_aead128_masked_encrypt(lwc_ascon_aead128_masked_key *k, uint8_t *c, uint8_t tag[16],
                                     const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *m,
                                     size_t m_len)
{
    return am_encrypt(k, NULL, 16, c, tag, nonce, ad, ad_len, m, m_len);
}

int ascon_masked_encrypt_opt(lwc_ascon_aead128_masked_key *k, uint32_t (*nm)[4], size_t tag_len, uint8_t *c,
                             uint8_t *tag, const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *m,
                             size_t m_len)
{
    return am_encrypt(k, nm, tag_len, c, tag, nonce, ad, ad_len, m, m_len);
}

/* w[0..3] &= mask[0..3]: one share's words of a truncated tag comparison (a public mask), in memory. */
static __attribute__((noinline)) void am_keep(volatile uint32_t *w, const uint32_t *mask)
{
    for (unsigned i = 0; i < 4; i++)
        w[i] = w[i] & mask[i];
}

/* The tag check in shares (the header's comment): 0 when T = T', LWC_ERR_AUTH (-1) otherwise, without a
 * branch on the outcome; LWC_ERR_AUTH with c->rc set when the random source fails. A truncated tag
 * (tag_len < 16 bytes): T' padded with zeros, and both shares of T ^ T' kept on its first tag_len bytes
 * only (an AND with a public mask, share by share: am_keep, in C, outside the round's and
 * ascon_masked_xor's register discipline). */
static int am_verify(am_ctx *c, const uint8_t *tag, size_t tag_len)
{
    uint32_t t[4];
    if (tag_len >= 16) {
        am_interleave(t, tag);
        am_interleave(t + 2, tag + 8);
        LWC_TEST_HOOK_INPUT_READ(tag, 16);
        ascon_masked_xor(c->w.s[0] + 6, t, 4, &c->w.zero); /* d_0 = T_0 ^ T' */
    } else {
        uint8_t b[16];
        uint32_t keep[4];
        for (size_t i = 0; i < 16; i++)
            b[i] = i < tag_len ? tag[i] : 0;
        LWC_TEST_HOOK_INPUT_READ(tag, tag_len);
        am_interleave(t, b);
        am_interleave(t + 2, b + 8);
        for (size_t i = 0; i < 16; i++)
            b[i] = i < tag_len ? 0xFFu : 0u;
        am_interleave(keep, b);
        am_interleave(keep + 2, b + 8);
        ascon_masked_xor(c->w.s[0] + 6, t, 4, &c->w.zero); /* d_0 = T_0 ^ T' */
        uint32_t sink = 0;
        for (unsigned j = 0; j < NS; j++) {
            am_keep(c->w.s[j] + 6, keep);
            ascon_masked_xor(&sink, &c->w.zero, 1, &c->w.zero); /* (its registers cleared between the shares) */
        }
        lwc_wipe(b, sizeof b);
    }
    if (am_draw(c, AM_VERIFY_WORDS) != LWC_OK)
        return LWC_ERR_AUTH;
    /* two shares of T ^ T': share 0 with every share but the last folded into it (for more than two
     * shares this gives up the higher orders there), and the last share */
    for (unsigned j = 1; j + 1 < NS; j++)
        ascon_masked_xor(c->w.s[0] + 6, c->w.s[j] + 6, 4, &c->w.zero);
    ascon_state h[2];
    lwc_wipe(h, sizeof h);
    for (unsigned j = 0; j < 2; j++) { /* h_j = Ascon-p[12](d_j || R), one share at a time */
        ascon_masked_xor(h[j].w, c->w.s[j == 0 ? 0 : NS - 1] + 6, 4, &c->w.zero);
        ascon_masked_xor(h[j].w + 4, c->rnd, AM_VERIFY_WORDS, &c->w.zero);
        ascon_permute(&h[j], 12);
    }
    const int verdict = lwc_verify(h[0].b, h[1].b, sizeof h[0].b); /* 0 or -1 */
    lwc_wipe(h, sizeof h);
    return verdict;
}

/* Decryption with the options, inlined as am_encrypt. */
static inline __attribute__((always_inline)) int am_decrypt(lwc_ascon_aead128_masked_key *k, uint32_t (*nm)[4],
                                                            size_t tag_len, uint8_t *m, const uint8_t *tag,
                                                            const uint8_t nonce[16], const uint8_t *ad, size_t ad_len,
                                                            const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!am_key_ok(k))
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready())
        return LWC_ERR_RANDOM;
    am_ctx x;
    am_crypt(&x, k, nm, nonce, m, ad, ad_len, c, c_len, 1);
    int verdict = LWC_ERR_AUTH;
    if (x.rc == LWC_OK)
        verdict = am_verify(&x, tag, tag_len);
    rc = x.rc;
    am_wipe_words((volatile uint32_t *)&x, sizeof x / 4);
    if (rc != LWC_OK) {
        lwc_wipe(m, c_len);
        return rc;
    }
    return lwc_aead_release(verdict, m, c_len);
}

int lwc_ascon_aead128_masked_decrypt(lwc_ascon_aead128_masked_key *k, uint8_t *m, const uint8_t tag[16],
                                     const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                     size_t c_len)
{
    return am_decrypt(k, NULL, 16, m, tag, nonce, ad, ad_len, c, c_len);
}

int ascon_masked_decrypt_opt(lwc_ascon_aead128_masked_key *k, uint32_t (*nm)[4], size_t tag_len, uint8_t *m,
                             const uint8_t *tag, const uint8_t nonce[16], const uint8_t *ad, size_t ad_len,
                             const uint8_t *c, size_t c_len)
{
    return am_decrypt(k, nm, tag_len, m, tag, nonce, ad, ad_len, c, c_len);
}

size_t lwc_ascon_aead128_masked_random_bytes(size_t ad_len, size_t m_len)
{
    (void)ad_len;
    (void)m_len;
    return 4u * AM_RANDOM_WORDS_PER_CALL;
}
