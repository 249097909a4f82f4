/* Block-cipher modes (lwc/modes.h), written once over the cipher descriptor: every mode calls only
 * cipher->encrypt / cipher->decrypt on whole blocks (and the optional multi-block cores of
 * the rows, src/common/rows.h). References: NIST SP 800-38A (ECB, CBC, CFB, OFB, CTR), SP 800-38B (CMAC),
 * SP 800-38C (CCM), SP 800-38D (GCM); PKCS#7 padding as in RFC 5652, section 6.3.
 * Constant time: branches and indices depend on lengths and the public flags only, never on a key,
 * a text, a counter or a padding byte; GHASH multiplies with integer multiplies on operands with
 * holes (no table); tags are compared with lwc_verify.
 * Single fetch: each input block is read once, into local memory, and CCM and GCM authenticate and
 * en/decrypt that copy, so what they authenticate is what they decrypt even when the caller's buffer
 * changes during the call; no mode reads back what it wrote to the output. */
#include "lwc/modes.h"

#include <limits.h>
#include <string.h>

#include "aead_args.h"
#include "modes_internal.h"
#if defined(LWC_DISPATCH)
#include "modes_dispatch.h" /* the run-time dispatched kernels of this host (ghash_fast_*) */
#endif
#include "test_hooks.h"

#define MAX_BLOCK 16u

/* ---- the checks every mode starts with (lwc/modes.h: NULL, then state, length, overlap) ---------- */

/* LWC_ERR_NULL for a missing row or context (or a row whose block is neither 64 nor 128 bits),
 * LWC_ERR_STATE when the context was not keyed for this row: its first word (common.h, "Block-cipher
 * contexts"), the only one read, is not the row's keyed_as. LWC_OK otherwise. */
static int cipher_state(const lwc_cipher_t *c, const void *ctx)
{
    uint32_t keyed_as;
    if (c == NULL || ctx == NULL || (c->block_bytes != 8u && c->block_bytes != 16u))
        return LWC_ERR_NULL;
    memcpy(&keyed_as, ctx, sizeof keyed_as);
    return keyed_as == c->keyed_as && keyed_as != 0 ? LWC_OK : LWC_ERR_STATE;
}

/* A byte range for the overlap rule. */
typedef struct {
    const void *p;
    size_t n;
} range;

/* The overlap rule of lwc/modes.h, the one place every mode checks it: the outputs (the text, out,
 * out_len bytes, and a tag the call writes, tag_out) share no byte with each other or with any
 * input (the text in, in_len bytes, and the others: IV/nonce, associated data, a tag to verify, the
 * cipher context), except that the text may be en/decrypted in place (out == in). Returns 1 when a
 * call breaks it. */
static int breaks_overlap_rule(const void *out, size_t out_len, const void *in, size_t in_len, range tag_out,
                               const range *inputs, size_t n_inputs)
{
    if (out != in && lwc_overlaps(out, out_len, in, in_len))
        return 1;
    if (lwc_overlaps(tag_out.p, tag_out.n, out, out_len) || lwc_overlaps(tag_out.p, tag_out.n, in, in_len))
        return 1;
    for (size_t i = 0; i < n_inputs; i++)
        if (lwc_overlaps(out, out_len, inputs[i].p, inputs[i].n) ||
            lwc_overlaps(tag_out.p, tag_out.n, inputs[i].p, inputs[i].n))
            return 1;
    return 0;
}

static const range no_range = {NULL, 0};

/* The row's block size once cipher_state accepted it: 8 or 16, spelled out so that the compiler
 * knows the bound of every local block (gcc -O3 otherwise warns of writes past them). */
static size_t block_size(const lwc_cipher_t *c)
{
    return c->block_bytes == 8u ? 8u : 16u;
}

/* ECB, CBC (whole_blocks) and CTR, OFB, CFB: out and in of len bytes, a one-block IV when has_iv. */
static int text_args(const lwc_cipher_t *c, const void *ctx, int has_iv, const void *iv, const void *out,
                     const void *in, size_t len, int whole_blocks)
{
    if (LWC_BAD_BUF(out, len) || LWC_BAD_BUF(in, len) || (has_iv && iv == NULL))
        return LWC_ERR_NULL;
    const int rc = cipher_state(c, ctx);
    if (rc != LWC_OK)
        return rc;
    if (whole_blocks && len % c->block_bytes != 0)
        return LWC_ERR_LENGTH;
    const range inputs[2] = {{iv, has_iv ? c->block_bytes : 0u}, {ctx, c->ctx_bytes}};
    return breaks_overlap_rule(out, len, in, len, no_range, inputs, 2) ? LWC_ERR_OVERLAP : LWC_OK;
}

/* ---- small helpers ----------------------------------------------------------------------------------- */

/* out = a ^ b over n <= MAX_BLOCK bytes (one 16-byte block or two 8-byte ones), four at a time
 * (memcpy: any alignment; one LDR/STR each on the M3). The word loop also stops at MAX_BLOCK, so that
 * the compiler sees the bound (gcc -O3 otherwise vectorizes for longer n and warns of writes past
 * the local blocks). */
static void xor_bytes(uint8_t *out, const uint8_t *a, const uint8_t *b, size_t n)
{
    size_t i = 0;
    for (; n - i >= 4 && i < MAX_BLOCK; i += 4) {
        uint32_t x, y;
        memcpy(&x, a + i, 4);
        memcpy(&y, b + i, 4);
        x ^= y;
        memcpy(out + i, &x, 4);
    }
    for (; i < n; i++)
        out[i] = (uint8_t)(a[i] ^ b[i]);
}

/* Big-endian increment (mod 2^(8 * width)) of the last `width` bytes of a block of `bytes` bytes
 * (CTR: the whole block; GCM: inc32, 4 bytes; CCM: the whole block, whose low bytes are the counter),
 * width a multiple of 4. Branch-free: every word is visited and the carry is computed, not tested,
 * so the time depends on width only, never on the counter (GCM's J0 is derived from the key for an IV
 * other than 12 bytes, and a counter is no business of the timing anyway). */
static void increment_be(uint8_t *block, size_t bytes, size_t width)
{
    uint32_t carry = 1;
    for (size_t i = bytes; i > bytes - width; i -= 4) {
        const uint32_t w = lwc_load32_be(block + i - 4), sum = w + carry;
        lwc_store32_be(block + i - 4, sum);
        carry = (w & ~sum) >> 31; /* adding 0 or 1 wraps exactly when the top bit goes from 1 to 0 */
    }
}

/* Masks for the constant-time padding check: all ones or all zeros, computed without a branch. */
#define UNSIGNED_TOP_BIT (sizeof(unsigned) * CHAR_BIT - 1u)
/* All ones when a < b, else 0; a and b below 2^UNSIGNED_TOP_BIT (here: at most 255). */
static unsigned ct_lt_mask(unsigned a, unsigned b)
{
    return 0u - ((a - b) >> UNSIGNED_TOP_BIT);
}

/* ---- ECB, CBC ----------------------------------------------------------------------------------- */

int lwc_ecb_encrypt(const lwc_cipher_t *c, const void *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    int rc = text_args(c, ctx, 0, NULL, out, in, len, 1);
    for (size_t i = 0; rc == LWC_OK && i < len; i += c->block_bytes)
        c->encrypt(ctx, out + i, in + i);
    return rc;
}

int lwc_ecb_decrypt(const lwc_cipher_t *c, const void *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    int rc = text_args(c, ctx, 0, NULL, out, in, len, 1);
    for (size_t i = 0; rc == LWC_OK && i < len; i += c->block_bytes)
        c->decrypt(ctx, out + i, in + i);
    return rc;
}

/* CBC encryption of len bytes (whole blocks) chained from x, the previous ciphertext block (the IV
 * first), left holding the last one: C_i = E(P_i ^ C_{i-1}), computed in x. */
static void cbc_encrypt_chain(const lwc_cipher_t *c, const void *ctx, uint8_t x[MAX_BLOCK], uint8_t *out,
                              const uint8_t *in, size_t len)
{
    const size_t n = block_size(c);
    for (size_t i = 0; i < len; i += n) {
        xor_bytes(x, x, in + i, n);
        c->encrypt(ctx, x, x);
        memcpy(out + i, x, n);
    }
}

/* CBC decryption of len bytes (whole blocks) chained from prev, the previous ciphertext block (the IV
 * first), left holding the last one: P_i = D(C_i) ^ C_{i-1}. Each C_i is copied first (out may be in). */
static void cbc_decrypt_chain(const lwc_cipher_t *c, const void *ctx, uint8_t prev[MAX_BLOCK], uint8_t *out,
                              const uint8_t *in, size_t len)
{
    const size_t n = block_size(c);
    uint8_t cur[MAX_BLOCK], p[MAX_BLOCK];
    for (size_t i = 0; i < len; i += n) {
        memcpy(cur, in + i, n);
        c->decrypt(ctx, p, cur);
        xor_bytes(out + i, p, prev, n);
        memcpy(prev, cur, n);
    }
    lwc_wipe(p, sizeof p);
}

int lwc_cbc_encrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
                    size_t len)
{
    int rc = text_args(c, ctx, 1, iv, out, in, len, 1);
    if (rc != LWC_OK)
        return rc;
    uint8_t x[MAX_BLOCK];
    memcpy(x, iv, c->block_bytes);
    cbc_encrypt_chain(c, ctx, x, out, in, len);
    lwc_wipe(x, sizeof x);
    return LWC_OK;
}

int lwc_cbc_decrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
                    size_t len)
{
    int rc = text_args(c, ctx, 1, iv, out, in, len, 1);
    if (rc != LWC_OK)
        return rc;
    uint8_t prev[MAX_BLOCK];
    memcpy(prev, iv, c->block_bytes);
    cbc_decrypt_chain(c, ctx, prev, out, in, len);
    lwc_wipe(prev, sizeof prev);
    return LWC_OK;
}

/* PKCS#7: pad = n - len % n bytes (1..n) of value pad appended; the last block is built locally. */
int lwc_cbc_encrypt_pkcs7(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, size_t out_size,
                          size_t *out_len, const uint8_t *in, size_t len)
{
    if (out_len == NULL)
        return LWC_ERR_NULL;
    *out_len = 0;
    if (out == NULL || iv == NULL || LWC_BAD_BUF(in, len))
        return LWC_ERR_NULL;
    const int rc = cipher_state(c, ctx);
    if (rc != LWC_OK)
        return rc;
    const size_t n = block_size(c), whole = len - len % n, tail = len - whole;
    if (whole > SIZE_MAX - n || out_size < whole + n)
        return LWC_ERR_LENGTH;
    const range inputs[2] = {{iv, n}, {ctx, c->ctx_bytes}};
    if (breaks_overlap_rule(out, whole + n, in, len, no_range, inputs, 2)) /* out == in: in place */
        return LWC_ERR_OVERLAP;
    uint8_t x[MAX_BLOCK], last[MAX_BLOCK];
    memcpy(x, iv, n);
    cbc_encrypt_chain(c, ctx, x, out, in, whole);
    if (tail > 0)
        memcpy(last, in + whole, tail); /* read before out may overwrite it (in place) */
    memset(last + tail, (int)(n - tail), n - tail);
    cbc_encrypt_chain(c, ctx, x, out + whole, last, n);
    lwc_wipe(x, sizeof x);
    lwc_wipe(last, sizeof last);
    *out_len = whole + n;
    return LWC_OK;
}

/* The padding check runs on the last block, decrypted into local memory, and touches every byte of it
 * and of the output whatever the padding: no branch and no index depend on the pad byte. */
int lwc_cbc_decrypt_pkcs7(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, size_t *out_len,
                          const uint8_t *in, size_t len)
{
    if (out_len == NULL)
        return LWC_ERR_NULL;
    *out_len = 0;
    int rc = text_args(c, ctx, 1, iv, out, in, len, 1);
    if (rc != LWC_OK)
        return rc;
    if (len == 0)
        return LWC_ERR_LENGTH;
    const size_t n = block_size(c), head = len - n;
    uint8_t prev[MAX_BLOCK], last[MAX_BLOCK];
    memcpy(prev, iv, n);
    cbc_decrypt_chain(c, ctx, prev, out, in, head);
    cbc_decrypt_chain(c, ctx, prev, last, in + head, n);
    /* Valid: 1 <= pad <= n and the last pad bytes all equal pad. */
    const unsigned pad = last[n - 1];
    unsigned bad = ct_lt_mask(pad, 1u) | ct_lt_mask((unsigned)n, pad);
    for (size_t j = 0; j < n; j++) {
        const unsigned in_pad = ct_lt_mask((unsigned)(n - 1u - j), pad); /* j >= n - pad */
        bad |= in_pad & ct_lt_mask(0u, (unsigned)(last[j] ^ pad));        /* ... and last[j] != pad */
        last[j] = (uint8_t)(last[j] & ~in_pad);                           /* padding is not data */
    }
    const unsigned ok = ~bad;
    /* Bad padding: the whole output wiped, with the work of a good one. */
    volatile uint8_t *v = out;
    for (size_t i = 0; i < head; i++)
        v[i] = (uint8_t)(v[i] & ok);
    for (size_t j = 0; j < n; j++)
        v[head + j] = (uint8_t)(last[j] & ok);
    *out_len = (len - pad) & ((size_t)0 - (size_t)(ok & 1u));
    rc = ((int)(ok & 1u) - 1) & LWC_ERR_PADDING; /* 0, or LWC_ERR_PADDING */
    lwc_wipe(prev, sizeof prev);
    lwc_wipe(last, sizeof last);
    /* The verdict and the length are the caller's to learn (declassified for the taint check). */
    LWC_DECLASSIFY(&rc, sizeof rc);
    return rc;
}

/* ---- CTR, OFB, CFB: stream modes, any length ------------------------------------------------------ */

int lwc_ctr_crypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
                  size_t len)
{
    int rc = text_args(c, ctx, 1, iv, out, in, len, 0);
    if (rc != LWC_OK)
        return rc;
    const size_t n = block_size(c);
    uint8_t ctr[MAX_BLOCK], ks[MAX_BLOCK];
    memcpy(ctr, iv, n);
    size_t i = 0;
    const lwc_cipher_ctr_fn ctr_xor = c->ctr_xor;
    const lwc_cipher_block_fn encrypt2 = c->encrypt2;
    if (ctr_xor != NULL) {
        /* A whole-key-stream core (LEA-128 on the M3): every whole block, ctr advanced past them, or
         * none (it declines other key sizes); the loop below does the rest. */
        i = n * ctr_xor(ctx, ctr, out, in, len / n);
    } else if (encrypt2 != NULL && 2 * n <= MAX_BLOCK) {
        /* A 64-bit block cipher with a 2-block core (bitsliced PRESENT on the M3): counter blocks
         * i and i + 1 side by side in ctr[0..2n), the key stream for both in one call. */
        for (; len - i >= 2 * n; i += 2 * n) {
            memcpy(ctr + n, ctr, n);
            increment_be(ctr + n, n, n);
            encrypt2(ctx, ks, ctr);
            xor_bytes(out + i, in + i, ks, 2 * n);
            memcpy(ctr, ctr + n, n);
            increment_be(ctr, n, n);
        }
    }
    for (; i < len; i += n) {
        const size_t k = len - i < n ? len - i : n;
        c->encrypt(ctx, ks, ctr);
        xor_bytes(out + i, in + i, ks, k);
        increment_be(ctr, n, n);
    }
    lwc_wipe(ks, sizeof ks);
    lwc_wipe(ctr, sizeof ctr);
    return LWC_OK;
}

int lwc_ofb_crypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
                  size_t len)
{
    int rc = text_args(c, ctx, 1, iv, out, in, len, 0);
    if (rc != LWC_OK)
        return rc;
    const size_t n = block_size(c);
    uint8_t ks[MAX_BLOCK];
    memcpy(ks, iv, n);
    for (size_t i = 0; i < len; i += n) {
        const size_t k = len - i < n ? len - i : n;
        c->encrypt(ctx, ks, ks); /* O_i = E(O_{i-1}) */
        xor_bytes(out + i, in + i, ks, k);
    }
    lwc_wipe(ks, sizeof ks);
    return LWC_OK;
}

/* The feedback is the ciphertext: the output block when encrypting, the input block (read once, before
 * out may overwrite it) when decrypting. */
static int cfb(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
               size_t len, int decrypt)
{
    int rc = text_args(c, ctx, 1, iv, out, in, len, 0);
    if (rc != LWC_OK)
        return rc;
    const size_t n = block_size(c);
    uint8_t reg[MAX_BLOCK], ks[MAX_BLOCK], blk[MAX_BLOCK];
    memcpy(reg, iv, n);
    for (size_t i = 0; i < len; i += n) {
        const size_t k = len - i < n ? len - i : n;
        c->encrypt(ctx, ks, reg);
        memcpy(blk, in + i, k);
        xor_bytes(ks, ks, blk, k);
        memcpy(out + i, ks, k);
        memcpy(reg, decrypt ? blk : ks, k);
    }
    lwc_wipe(ks, sizeof ks);
    lwc_wipe(reg, sizeof reg);
    lwc_wipe(blk, sizeof blk);
    return LWC_OK;
}

int lwc_cfb_encrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
                    size_t len)
{
    return cfb(c, ctx, iv, out, in, len, 0);
}

int lwc_cfb_decrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
                    size_t len)
{
    return cfb(c, ctx, iv, out, in, len, 1);
}

/* ---- CMAC ------------------------------------------------------------------------------------------ */

/* Doubling in GF(2^n): shift left by one, XOR Rb into the last byte when the top bit fell out
 * (masked, no branch). */
static void gf_double(uint8_t *b, size_t n)
{
    const uint8_t rb = n == 16u ? 0x87u : 0x1Bu;
    const uint8_t top = (uint8_t)(b[0] >> 7);
    for (size_t i = 0; i + 1 < n; i++)
        b[i] = (uint8_t)((b[i] << 1) | (b[i + 1] >> 7));
    b[n - 1] = (uint8_t)((b[n - 1] << 1) ^ (rb & (uint8_t)(0u - top)));
}

int lwc_cmac(const lwc_cipher_t *c, const void *ctx, uint8_t *tag, const uint8_t *msg, size_t len)
{
    if (tag == NULL || LWC_BAD_BUF(msg, len))
        return LWC_ERR_NULL;
    int rc = cipher_state(c, ctx);
    if (rc != LWC_OK)
        return rc;
    const size_t n = block_size(c);
    const range tag_out = {tag, n}, inputs[1] = {{ctx, c->ctx_bytes}};
    if (breaks_overlap_rule(NULL, 0, msg, len, tag_out, inputs, 1))
        return LWC_ERR_OVERLAP;
    uint8_t k[MAX_BLOCK], x[MAX_BLOCK];
    memset(k, 0, n);
    c->encrypt(ctx, k, k); /* L = E(0) */
    gf_double(k, n);       /* K1 */
    const int complete = len > 0 && len % n == 0;
    if (!complete)
        gf_double(k, n); /* K2: the last block is padded */
    memset(x, 0, n);
    size_t last = 0; /* bytes in the last block, 0..n */
    if (len > 0) {   /* (msg may be NULL when len is 0: no pointer arithmetic on it then) */
        size_t i = 0;
        for (; len - i > n; i += n) { /* every block but the last */
            xor_bytes(x, x, msg + i, n);
            c->encrypt(ctx, x, x);
        }
        last = len - i;
        xor_bytes(x, x, msg + i, last);
    }
    if (!complete)
        x[last] ^= 0x80u; /* 10* padding */
    xor_bytes(x, x, k, n);
    c->encrypt(ctx, tag, x);
    lwc_wipe(k, sizeof k);
    lwc_wipe(x, sizeof x);
    return LWC_OK;
}

/* ---- CCM and GCM: argument checks ----------------------------------------------------------------- */

/* The overlap rule for CCM and GCM: the tag is an output when encrypting and an input when decrypting. */
static int aead_overlap(const lwc_cipher_t *c, const void *ctx, const void *nonce, size_t nonce_len,
                        const void *ad, size_t ad_len, const void *out, const void *tag, size_t tag_len,
                        int tag_written, const void *in, size_t len)
{
    const range tag_out = {tag_written ? tag : NULL, tag_written ? tag_len : 0u};
    const range inputs[4] = {{nonce, nonce_len},
                             {ad, ad_len},
                             {tag_written ? NULL : tag, tag_written ? 0u : tag_len},
                             {ctx, c->ctx_bytes}};
    return breaks_overlap_rule(out, len, in, len, tag_out, inputs, 4) ? LWC_ERR_OVERLAP : LWC_OK;
}

/* ---- CCM (SP 800-38C) ------------------------------------------------------------------------------ */

static int ccm_args(const lwc_cipher_t *c, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                    const uint8_t *ad, size_t ad_len, const void *out, const void *tag, size_t tag_len, int tag_written,
                    const void *in, size_t len)
{
    if (nonce == NULL || tag == NULL || LWC_BAD_BUF(ad, ad_len) || LWC_BAD_BUF(out, len) || LWC_BAD_BUF(in, len))
        return LWC_ERR_NULL;
    const int rc = cipher_state(c, ctx);
    if (rc != LWC_OK)
        return rc;
    if (c->block_bytes != 16u || nonce_len < 7u || nonce_len > 13u || tag_len < 4u || tag_len > 16u ||
        (tag_len & 1u) != 0)
        return LWC_ERR_LENGTH;
    /* The message length must fit the q = 15 - nonce_len bytes of the length field. */
    const size_t q = 15u - nonce_len;
    if (q < sizeof(size_t) && (uint64_t)len >= ((uint64_t)1 << (8u * q)))
        return LWC_ERR_LENGTH;
    return aead_overlap(c, ctx, nonce, nonce_len, ad, ad_len, out, tag, tag_len, tag_written, in, len);
}

size_t lwc_ccm_encode_ad_length(uint8_t hdr[10], uint64_t a)
{
    if (a < 0xFF00u) {
        hdr[0] = (uint8_t)(a >> 8);
        hdr[1] = (uint8_t)a;
        return 2;
    }
    hdr[0] = 0xFF;
    if ((a >> 32) == 0) {
        hdr[1] = 0xFE;
        lwc_store32_be(hdr + 2, (uint32_t)a);
        return 6;
    }
    hdr[1] = 0xFF;
    lwc_store64_be(hdr + 2, a);
    return 10;
}

/* The CBC-MAC over B0 || encode(ad) || ad, zero padded, into mac; ctr gets A_0 (the counter block with
 * i = 0). B0 = flags || N || Q with flags = 64 * [ad present] + 8 * (t - 2) / 2 + (q - 1). */
static void ccm_start(const lwc_cipher_t *c, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                      const uint8_t *ad, size_t ad_len, size_t tag_len, size_t len, uint8_t mac[16], uint8_t ctr[16])
{
    const size_t q = 15u - nonce_len;
    mac[0] = (uint8_t)((ad_len > 0 ? 0x40u : 0u) | (((tag_len - 2u) / 2u) << 3) | (q - 1u));
    memcpy(mac + 1, nonce, nonce_len);
    size_t l = len;
    for (size_t i = 15; i > nonce_len; i--, l >>= 8)
        mac[i] = (uint8_t)l;
    c->encrypt(ctx, mac, mac);
    if (ad_len > 0) {
        /* The first block: the length encoding, then the first AD bytes; then the AD block by block. */
        uint8_t b[16] = {0};
        const size_t h = lwc_ccm_encode_ad_length(b, (uint64_t)ad_len);
        const size_t first = ad_len < 16u - h ? ad_len : 16u - h;
        memcpy(b + h, ad, first);
        xor_bytes(mac, mac, b, 16);
        c->encrypt(ctx, mac, mac);
        for (size_t i = first; i < ad_len; i += 16) {
            xor_bytes(mac, mac, ad + i, ad_len - i < 16 ? ad_len - i : 16);
            c->encrypt(ctx, mac, mac);
        }
    }
    /* A_i = flags' || N || i with flags' = q - 1 */
    memset(ctr, 0, 16);
    ctr[0] = (uint8_t)(q - 1u);
    memcpy(ctr + 1, nonce, nonce_len);
}

#if defined(LWC_DISPATCH)
/* The dispatched GCM path's unit of work: blocks encrypted by one call of the CTR core, then hashed. */
#define GCM_CHUNK_BLOCKS 64
#endif

/* One pass over the text: each input block read once into local memory, its plaintext (the input
 * when encrypting, the input ^ key stream of A_1, A_2, ... when decrypting) MACed from that copy, the
 * output written once. ctr holds A_0 on entry. */
static void ccm_crypt(const lwc_cipher_t *c, const void *ctx, uint8_t mac[16], const uint8_t ctr[16], uint8_t *out,
                      const uint8_t *in, size_t len, int decrypt)
{
    uint8_t a[16], ks[16], b[16];
    memcpy(a, ctr, 16);
    for (size_t i = 0; i < len; i += 16) {
        const size_t k = len - i < 16 ? len - i : 16;
        memcpy(b, in + i, k);
        LWC_TEST_HOOK_INPUT_READ(in + i, k);
        increment_be(a, 16, 16);
        c->encrypt(ctx, ks, a);
        if (decrypt)
            xor_bytes(b, b, ks, k); /* the plaintext */
        xor_bytes(mac, mac, b, k);  /* MAC of the plaintext, zero padded */
        c->encrypt(ctx, mac, mac);
        if (!decrypt)
            xor_bytes(b, b, ks, k); /* the ciphertext */
        memcpy(out + i, b, k);
    }
    lwc_wipe(ks, sizeof ks);
    lwc_wipe(b, sizeof b);
}

int lwc_ccm_encrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len)
{
    int rc = ccm_args(c, ctx, nonce, nonce_len, ad, ad_len, out, tag, tag_len, 1, in, len);
    if (rc != LWC_OK)
        return rc;
    uint8_t mac[16], ctr[16], s0[16];
    ccm_start(c, ctx, nonce, nonce_len, ad, ad_len, tag_len, len, mac, ctr);
    ccm_crypt(c, ctx, mac, ctr, out, in, len, 0);
    c->encrypt(ctx, s0, ctr); /* S_0 */
    xor_bytes(tag, mac, s0, tag_len);
    lwc_wipe(mac, sizeof mac);
    lwc_wipe(s0, sizeof s0);
    return LWC_OK;
}

int lwc_ccm_decrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, const uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len)
{
    int rc = ccm_args(c, ctx, nonce, nonce_len, ad, ad_len, out, tag, tag_len, 0, in, len);
    if (rc != LWC_OK)
        return rc;
    uint8_t mac[16], ctr[16], s0[16];
    ccm_start(c, ctx, nonce, nonce_len, ad, ad_len, tag_len, len, mac, ctr);
    ccm_crypt(c, ctx, mac, ctr, out, in, len, 1);
    c->encrypt(ctx, s0, ctr);
    xor_bytes(mac, mac, s0, tag_len);
    lwc_wipe(s0, sizeof s0);
    return lwc_aead_check_tag(mac, tag, tag_len, out, len);
}

/* ---- GCM (SP 800-38D) ------------------------------------------------------------------------------ */

/* GHASH multiplies in GF(2^128) by carry-less products computed with ordinary integer multiplies
 * ("multiplication with holes"): no table, no branch on data, and only multiplies whose timing does
 * not depend on the operands: a 16x16->32 multiply is MUL (32x32->32, one cycle) on the Cortex-M3 and
 * __umulhisi3 (straight-line hardware MULs) on the AVR; no UMULL/SMULL, whose cycle count on the M3
 * depends on the operands. The operands of a product are split into parts holding every third bit,
 * so the carries of the integer product stay in the gaps ("holes") between the bits that matter. */

/* Carry-less product a * b of two 16-bit polynomials (31 bits) from nine 16x16->32 integer multiplies
 * (MUL on the M3, __umulhisi3 on the AVR). Split each operand into three parts holding every third
 * bit: a0 the bits at positions = 0 mod 3 (at most 6 of them), a1 those = 1 mod 3, a2 those = 2 mod 3.
 * The integer product ai * bj has its pairs of set bits meeting only at positions = i + j mod 3, and
 * holds at each such position their count, at most 6 < 8: the count fits in that position and the
 * two "holes" above it, no carry reaches the next position of the class, and the count's lowest bit
 * is the carry-less sum. Class k of the result is the XOR of the three products ai * bj with
 * i + j = k mod 3, masked to the positions = k mod 3: holes = 0x49249249 (positions 0, 3, ..., 30),
 * shifted left by k. */
static uint32_t clmul16(uint16_t a, uint16_t b, uint32_t holes)
{
    /* 0x9249: bits 0, 3, ..., 15; 0x2492: bits 1, 4, ..., 13; 0x4924: bits 2, 5, ..., 14. */
    const uint16_t a0 = a & 0x9249u, a1 = a & 0x2492u, a2 = a & 0x4924u;
    const uint16_t b0 = b & 0x9249u, b1 = b & 0x2492u, b2 = b & 0x4924u;
    const uint32_t z0 = ((uint32_t)a0 * b0) ^ ((uint32_t)a1 * b2) ^ ((uint32_t)a2 * b1); /* class 0 */
    const uint32_t z1 = ((uint32_t)a0 * b1) ^ ((uint32_t)a1 * b0) ^ ((uint32_t)a2 * b2); /* class 1 */
    const uint32_t z2 = ((uint32_t)a0 * b2) ^ ((uint32_t)a1 * b1) ^ ((uint32_t)a2 * b0); /* class 2 */
    return (z0 & holes) | (z1 & (holes << 1)) | (z2 & (holes << 2));
}

/* r = a * b carry-less, 32x32 -> 64 bits (r[0] the low word), Karatsuba over the 16-bit halves:
 * (a1 X + a0)(b1 X + b0) = a1 b1 X^2 + ((a0 + a1)(b0 + b1) + a0 b0 + a1 b1) X + a0 b0, X = x^16.
 * Kept out of line: nine calls; inlined, gcc -O3 interleaves them and spills (slower, more stack). */
static __attribute__((noinline)) void clmul32(uint32_t r[2], uint32_t a, uint32_t b, uint32_t holes)
{
    const uint32_t lo = clmul16((uint16_t)a, (uint16_t)b, holes);
    const uint32_t hi = clmul16((uint16_t)(a >> 16), (uint16_t)(b >> 16), holes);
    const uint32_t mid = clmul16((uint16_t)(a ^ (a >> 16)), (uint16_t)(b ^ (b >> 16)), holes) ^ lo ^ hi;
    r[0] = lo ^ (mid << 16);
    r[1] = hi ^ (mid >> 16);
}

/* r = a * b carry-less, 64x64 -> 128 bits, a = a1:a0 and b = b1:b0 (32-bit halves), r least
 * significant word first; Karatsuba over the halves as above with X = x^32. */
static void clmul64(uint32_t r[4], uint32_t a0, uint32_t a1, uint32_t b0, uint32_t b1, uint32_t holes)
{
    uint32_t mid[2];
    clmul32(r, a0, b0, holes);     /* r[0..1] = a0 b0 */
    clmul32(r + 2, a1, b1, holes); /* r[2..3] = a1 b1 */
    clmul32(mid, a0 ^ a1, b0 ^ b1, holes);
    mid[0] ^= r[0] ^ r[2]; /* mid = (a0 + a1)(b0 + b1) + a0 b0 + a1 b1 */
    mid[1] ^= r[1] ^ r[3];
    r[1] ^= mid[0];
    r[2] ^= mid[1];
}

/* The mask of clmul16. On 32-bit CPUs it is read at run time (volatile), once per multiply: as a
 * compile-time constant gcc rebuilds it on the M3 with four BICs at each of its 81 uses (it is no
 * Thumb-2 immediate) rather than keep it in a register, 10% slower. On 8-bit CPUs (16-bit int, the
 * AVR) the constant is better (byte immediates; a mask in registers costs 17% there). */
#if UINT_MAX <= 0xFFFFu
static const uint32_t ghash_holes = 0x49249249u;
#else
static volatile const uint32_t ghash_holes = 0x49249249u;
#endif

/* x = x * h in GF(2^128) with GCM's bit order: bit 0 (the coefficient of x^0) is the most significant
 * bit of byte 0; x and h are big-endian words, so as 128-bit integers they hold their polynomials
 * bit-reversed. The carry-less product of two bit-reversed 128-bit values is the bit-reversed 255-bit
 * product: with p = x * h as integers (Karatsuba over the 64-bit halves), the coefficient c_i of the
 * true product is bit 254 - i of p, and after one left shift bit 255 - i: the upper 128 bits of p << 1
 * are then c_0..c_127 and the lower 128 bits c_128..c_255, both in GCM's order. Reduction modulo
 * x^128 + x^7 + x^2 + x + 1 adds each c_(128+j) to x^j, x^(j+1), x^(j+2) and x^(j+7); in GCM's order a
 * factor x is a right shift, so each word v of the lower half adds v ^ v>>1 ^ v>>2 ^ v>>7 to the word
 * 128 bits above it and the bits those shifts push out (v<<31 ^ v<<30 ^ v<<25) to the word below that
 * one. The least significant word (degrees 224..255) goes first: what it pushes out lands in the top
 * word of the lower half (degrees 128..134), which is folded last. */
void lwc_ghash_mul(uint32_t x[4], const uint32_t h[4])
{
    const uint32_t holes = ghash_holes;
    uint32_t p[8], mid[4]; /* least significant word first */
    clmul64(p, x[3], x[2], h[3], h[2], holes);     /* p[0..3] = x_lo h_lo (x_lo = x[2]:x[3]) */
    clmul64(p + 4, x[1], x[0], h[1], h[0], holes); /* p[4..7] = x_hi h_hi */
    clmul64(mid, x[3] ^ x[1], x[2] ^ x[0], h[3] ^ h[1], h[2] ^ h[0], holes);
    for (unsigned i = 0; i < 4; i++)
        mid[i] ^= p[i] ^ p[i + 4]; /* (x_lo + x_hi)(h_lo + h_hi) + x_lo h_lo + x_hi h_hi */
    for (unsigned i = 0; i < 4; i++)
        p[i + 2] ^= mid[i]; /* p = x * h, 256 bits (bit 255 clear) */
    for (unsigned i = 7; i > 0; i--)
        p[i] = (p[i] << 1) | (p[i - 1] >> 31); /* p <<= 1 */
    p[0] <<= 1;
    /* Fold p[0], p[1], p[2], p[3] (degrees 224..255, ..., 128..159) into the words 128 bits above. */
    for (unsigned i = 0; i < 4; i++) {
        const uint32_t v = p[i];
        p[i + 4] ^= v ^ (v >> 1) ^ (v >> 2) ^ (v >> 7);
        p[i + 3] ^= (v << 31) ^ (v << 30) ^ (v << 25);
    }
    for (unsigned i = 0; i < 4; i++)
        x[i] = p[7 - i];
}

/* The hash key H as the portable multiply takes it and, where a run-time dispatched GHASH kernel runs
 * at the current level (LWC_DISPATCH: modes_dispatch.h), in that kernel's form. */
typedef struct {
    uint32_t h[4];
#if defined(LWC_DISPATCH)
    int fast;
    ghash_fast_key fk;
#endif
} ghash_key;

/* blocks: about how many blocks the key will hash (public lengths) */
static void ghash_key_init(ghash_key *gk, size_t blocks)
{
#if defined(LWC_DISPATCH)
    gk->fast = ghash_fast_init(&gk->fk, gk->h, blocks);
#else
    (void)gk;
    (void)blocks;
#endif
}

/* y = (y ^ block) * H for one 16-byte block (by the dispatched kernel where it runs). Not inlined: one
 * copy of the multiply serves every caller (inlined into each, it outgrew the ATmega128's flash). */
static __attribute__((noinline)) void ghash_block(uint32_t y[4], const ghash_key *gk, const uint8_t block[16])
{
#if defined(LWC_DISPATCH)
    if (gk->fast) {
        ghash_fast_blocks(&gk->fk, y, block, 1);
        return;
    }
#endif
    for (unsigned j = 0; j < 4; j++)
        y[j] ^= lwc_load32_be(block + 4 * j);
    lwc_ghash_mul(y, gk->h);
}

/* y = (y ^ each 16-byte block of data, zero padded) * h, block by block (the whole blocks by the
 * dispatched kernel where it runs). */
static void ghash_update(uint32_t y[4], const ghash_key *gk, const uint8_t *data, size_t len)
{
    size_t i = 0;
#if defined(LWC_DISPATCH)
    if (gk->fast) {
        i = len - len % 16;
        ghash_fast_blocks(&gk->fk, y, data, len / 16);
    }
#endif
    for (; i < len; i += 16) {
        if (len - i < 16) { /* the last, partial block (the length is public) */
            uint8_t b[16] = {0};
            memcpy(b, data + i, len - i);
            ghash_block(y, gk, b);
        } else {
            ghash_block(y, gk, data + i);
        }
    }
}

/* The last GHASH block: [len(A)]_64 || [len(C)]_64 in bits (shifts: no 64-bit multiply, which the
 * M3 would do with UMULL). */
static void ghash_lengths(uint32_t y[4], const ghash_key *gk, uint64_t a_bytes, uint64_t c_bytes)
{
    uint8_t b[16];
    lwc_store64_be(b, a_bytes << 3);
    lwc_store64_be(b + 8, c_bytes << 3);
    ghash_block(y, gk, b);
}

static int gcm_args(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, size_t iv_len,
                    const uint8_t *ad, size_t ad_len, const void *out, const void *tag, size_t tag_len, int tag_written,
                    const void *in, size_t len)
{
    if (iv == NULL || tag == NULL || LWC_BAD_BUF(ad, ad_len) || LWC_BAD_BUF(out, len) || LWC_BAD_BUF(in, len))
        return LWC_ERR_NULL;
    const int rc = cipher_state(c, ctx);
    if (rc != LWC_OK)
        return rc;
    if (c->block_bytes != 16u || iv_len == 0 || tag_len < 4u || tag_len > 16u)
        return LWC_ERR_LENGTH;
    return aead_overlap(c, ctx, iv, iv_len, ad, ad_len, out, tag, tag_len, tag_written, in, len);
}

/* H = E(0), J0 (12-byte IV: IV || 0^31 || 1; otherwise GHASH(IV || pad || [len(IV)]_64)), E(J0) into
 * ej0 (the tag's mask) and the GHASH state after the associated data. With a 12-byte IV the two block
 * encryptions are made one after the other: independent, the CPU overlaps them. */
static void gcm_start(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, size_t iv_len, const uint8_t *ad,
                      size_t ad_len, size_t len, ghash_key *gk, uint8_t j0[16], uint8_t ej0[16], uint32_t y[4])
{
    uint8_t b[16] = {0};
    uint32_t *h = gk->h;
    if (iv_len == 12) {
        memcpy(j0, iv, 12);
        j0[12] = j0[13] = j0[14] = 0;
        j0[15] = 1;
    }
    c->encrypt(ctx, b, b);
    if (iv_len == 12)
        c->encrypt(ctx, ej0, j0);
    for (unsigned j = 0; j < 4; j++)
        h[j] = lwc_load32_be(b + 4 * j);
    ghash_key_init(gk, iv_len / 16 + ad_len / 16 + len / 16);
    if (iv_len != 12) {
        uint32_t z[4] = {0, 0, 0, 0};
        ghash_update(z, gk, iv, iv_len);
        ghash_lengths(z, gk, 0, iv_len);
        for (unsigned j = 0; j < 4; j++)
            lwc_store32_be(j0 + 4 * j, z[j]);
        c->encrypt(ctx, ej0, j0);
    }
    y[0] = y[1] = y[2] = y[3] = 0;
    ghash_update(y, gk, ad, ad_len);
    lwc_wipe(b, sizeof b);
}

#if defined(LWC_DISPATCH)
/* The dispatched GCM path's unit of work: blocks encrypted by one call of the CTR core, then hashed. */
#define GCM_CHUNK_BLOCKS 64
#endif

/* One pass over the text: each input block read once into local memory, out = in ^ GCTR(inc32(J0)),
 * and the ciphertext block (the copy when decrypting, the result when encrypting) into GHASH. */
static void gcm_crypt(const lwc_cipher_t *c, const void *ctx, const ghash_key *gk, const uint8_t j0[16], int iv12,
                      uint32_t y[4], uint8_t *out, const uint8_t *in, size_t len, int decrypt)
{
    uint8_t cb[16], ks[16], b[16];
    memcpy(cb, j0, 16);
    size_t i = 0;
    (void)iv12; /* (used by the dispatched path only) */
#if defined(LWC_DISPATCH)
    if (gk->fast) {
        /* whole blocks GCM_CHUNK_BLOCKS at a time, their GHASH by the kernel. Decryption reads each
         * input chunk once into local memory, hashes it and decrypts it from there into out;
         * encryption encrypts from in into local memory, hashes that and copies it out. The key
         * stream by the row's CTR core where inc32 and its 128-bit increment agree: a 12-byte IV
         * starts the counter's low word at 2, which a text within GCM's limit (2^32 - 2 blocks;
         * both facts public) never carries out of. */
        uint8_t chunk[16 * GCM_CHUNK_BLOCKS], ctr[16]; /* chunk: ciphertext only, never wiped */
        const lwc_cipher_ctr_fn ctr_xor = iv12 && len / 16 <= 0xFFFFFFFDu ? c->ctr_xor : NULL;
        while (len - i >= 16) {
            const size_t n = (len - i) / 16 < GCM_CHUNK_BLOCKS ? (len - i) / 16 : GCM_CHUNK_BLOCKS;
            uint8_t *dst = decrypt ? out + i : chunk;
            const uint8_t *src = decrypt ? chunk : in + i;
            if (decrypt) {
                memcpy(chunk, in + i, 16 * n);
                LWC_TEST_HOOK_INPUT_READ(in + i, 16 * n);
                ghash_fast_blocks(&gk->fk, y, chunk, n);
            }
            size_t done = 0;
            if (ctr_xor != NULL) {
                memcpy(ctr, cb, 16);
                increment_be(ctr, 16, 4);
                done = ctr_xor(ctx, ctr, dst, src, n);
                /* inc32 done times: the low word plus done, modulo 2^32 */
                lwc_store32_be(cb + 12, lwc_load32_be(cb + 12) + (uint32_t)done);
            }
            for (size_t j = done; j < n; j++) {
                increment_be(cb, 16, 4); /* inc32 */
                c->encrypt(ctx, ks, cb);
                xor_bytes(dst + 16 * j, src + 16 * j, ks, 16);
            }
            if (!decrypt) {
                LWC_TEST_HOOK_INPUT_READ(in + i, 16 * n);
                ghash_fast_blocks(&gk->fk, y, chunk, n);
                memcpy(out + i, chunk, 16 * n);
            }
            i += 16 * n;
        }
        lwc_wipe(ctr, sizeof ctr);
    }
#endif
    for (; i < len; i += 16) {
        const size_t k = len - i < 16 ? len - i : 16;
        if (k < 16)
            memset(b, 0, sizeof b); /* the last, partial block is zero padded for GHASH */
        memcpy(b, in + i, k);
        LWC_TEST_HOOK_INPUT_READ(in + i, k);
        increment_be(cb, 16, 4); /* inc32 */
        c->encrypt(ctx, ks, cb);
        if (decrypt)
            ghash_block(y, gk, b);
        xor_bytes(b, b, ks, k);
        if (!decrypt)
            ghash_block(y, gk, b);
        memcpy(out + i, b, k);
    }
    lwc_wipe(ks, sizeof ks);
    lwc_wipe(b, sizeof b);
}

/* The full tag T = E(J0) ^ GHASH(A, C) into full_tag, which holds E(J0) (gcm_start). */
static void gcm_finish(const ghash_key *gk, uint32_t y[4], size_t ad_len, size_t len, uint8_t full_tag[16])
{
    ghash_lengths(y, gk, ad_len, len);
    for (unsigned j = 0; j < 4; j++)
        lwc_store32_be(full_tag + 4 * j, lwc_load32_be(full_tag + 4 * j) ^ y[j]);
}

int lwc_gcm_encrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, size_t iv_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len)
{
    int rc = gcm_args(c, ctx, iv, iv_len, ad, ad_len, out, tag, tag_len, 1, in, len);
    if (rc != LWC_OK)
        return rc;
    ghash_key gk;
    uint32_t y[4];
    uint8_t j0[16], t[16];
    gcm_start(c, ctx, iv, iv_len, ad, ad_len, len, &gk, j0, t, y);
    gcm_crypt(c, ctx, &gk, j0, iv_len == 12, y, out, in, len, 0);
    gcm_finish(&gk, y, ad_len, len, t);
    memcpy(tag, t, tag_len);
    lwc_wipe(&gk, sizeof gk);
    lwc_wipe(y, sizeof y);
    lwc_wipe(t, sizeof t);
    return LWC_OK;
}

int lwc_gcm_decrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, size_t iv_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, const uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len)
{
    int rc = gcm_args(c, ctx, iv, iv_len, ad, ad_len, out, tag, tag_len, 0, in, len);
    if (rc != LWC_OK)
        return rc;
    ghash_key gk;
    uint32_t y[4];
    uint8_t j0[16], t[16];
    gcm_start(c, ctx, iv, iv_len, ad, ad_len, len, &gk, j0, t, y);
    gcm_crypt(c, ctx, &gk, j0, iv_len == 12, y, out, in, len, 1);
    gcm_finish(&gk, y, ad_len, len, t);
    lwc_wipe(&gk, sizeof gk);
    lwc_wipe(y, sizeof y);
    return lwc_aead_check_tag(t, tag, tag_len, out, len);
}
