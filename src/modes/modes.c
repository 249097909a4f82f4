/* Block-cipher modes (lwc/modes.h), written once over the cipher descriptor: every mode calls only
 * cipher->encrypt / cipher->decrypt on whole blocks. References: NIST SP 800-38A (ECB, CBC, CFB,
 * OFB, CTR), SP 800-38B (CMAC), SP 800-38C (CCM), SP 800-38D (GCM).
 * Constant time: branches and indices depend on lengths and the public flags only; GHASH multiplies
 * bit by bit with masks; tags are compared with lwc_verify. */
#include "lwc/modes.h"

#include <string.h>

#include "aead_args.h"
#include "cipher_multi.h"

#define MAX_BLOCK 16u

static int bad_cipher(const lwc_cipher_t *c, const void *ctx)
{
    return c == NULL || ctx == NULL || (c->block_bytes != 8u && c->block_bytes != 16u);
}

/* out = a ^ b over n bytes, four at a time (memcpy: any alignment; one LDR/STR each on the M3). */
static void xor_bytes(uint8_t *out, const uint8_t *a, const uint8_t *b, size_t n)
{
    size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        uint32_t x, y;
        memcpy(&x, a + i, 4);
        memcpy(&y, b + i, 4);
        x ^= y;
        memcpy(out + i, &x, 4);
    }
    for (; i < n; i++)
        out[i] = (uint8_t)(a[i] ^ b[i]);
}

/* Big-endian increment of the last `width` bytes of a block (CTR: the whole block; GCM: 4 bytes).
 * The counter is public (an IV and a block index), so the loop stops at the first byte that does
 * not carry. */
static void increment_be(uint8_t *block, size_t bytes, size_t width)
{
    for (size_t i = bytes; i-- > bytes - width;)
        if (++block[i] != 0)
            break;
}

/* ---- ECB, CBC ----------------------------------------------------------------------------------- */

static int check_whole(const lwc_cipher_t *c, const void *ctx, const void *out, const void *in, size_t len)
{
    if (bad_cipher(c, ctx))
        return LWC_ERR_NULL;
    if (LWC_BAD_BUF(out, len) || LWC_BAD_BUF(in, len))
        return LWC_ERR_NULL;
    if (lwc_bad_inplace(out, in, len))
        return LWC_ERR_OVERLAP;
    return len % c->block_bytes == 0 ? LWC_OK : LWC_ERR_LENGTH;
}

int lwc_ecb_encrypt(const lwc_cipher_t *c, const void *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    int rc = check_whole(c, ctx, out, in, len);
    for (size_t i = 0; rc == LWC_OK && i < len; i += c->block_bytes)
        c->encrypt(ctx, out + i, in + i);
    return rc;
}

int lwc_ecb_decrypt(const lwc_cipher_t *c, const void *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    int rc = check_whole(c, ctx, out, in, len);
    for (size_t i = 0; rc == LWC_OK && i < len; i += c->block_bytes)
        c->decrypt(ctx, out + i, in + i);
    return rc;
}

int lwc_cbc_encrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
                    size_t len)
{
    int rc = check_whole(c, ctx, out, in, len);
    if (rc != LWC_OK)
        return rc;
    if (iv == NULL)
        return LWC_ERR_NULL;
    const size_t n = c->block_bytes;
    const uint8_t *prev = iv;
    for (size_t i = 0; i < len; i += n) {
        xor_bytes(out + i, in + i, prev, n); /* C_i = E(P_i ^ C_{i-1}) */
        c->encrypt(ctx, out + i, out + i);
        prev = out + i;
    }
    return LWC_OK;
}

int lwc_cbc_decrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
                    size_t len)
{
    int rc = check_whole(c, ctx, out, in, len);
    if (rc != LWC_OK)
        return rc;
    if (iv == NULL)
        return LWC_ERR_NULL;
    const size_t n = c->block_bytes;
    uint8_t prev[MAX_BLOCK], cur[MAX_BLOCK];
    memcpy(prev, iv, n);
    for (size_t i = 0; i < len; i += n) {
        memcpy(cur, in + i, n); /* kept: out may be in */
        c->decrypt(ctx, out + i, in + i);
        xor_bytes(out + i, out + i, prev, n); /* P_i = D(C_i) ^ C_{i-1} */
        memcpy(prev, cur, n);
    }
    lwc_wipe(prev, sizeof prev);
    lwc_wipe(cur, sizeof cur);
    return LWC_OK;
}

/* ---- CTR, OFB, CFB: stream modes, any length ------------------------------------------------------ */

static int check_stream(const lwc_cipher_t *c, const void *ctx, const void *iv, const void *out, const void *in,
                        size_t len)
{
    if (bad_cipher(c, ctx) || iv == NULL || LWC_BAD_BUF(out, len) || LWC_BAD_BUF(in, len))
        return LWC_ERR_NULL;
    if (lwc_bad_inplace(out, in, len) || lwc_overlaps(out, len, iv, c->block_bytes))
        return LWC_ERR_OVERLAP;
    return LWC_OK;
}

int lwc_ctr_crypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
                  size_t len)
{
    int rc = check_stream(c, ctx, iv, out, in, len);
    if (rc != LWC_OK)
        return rc;
    const size_t n = c->block_bytes;
    uint8_t ctr[MAX_BLOCK], ks[MAX_BLOCK];
    memcpy(ctr, iv, n);
    size_t i = 0;
    const lwc_cipher_ctr_fn ctr_xor = lwc_cipher_ctr_xor(c);
    const lwc_cipher_block_fn encrypt2 = lwc_cipher_encrypt2(c);
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
    int rc = check_stream(c, ctx, iv, out, in, len);
    if (rc != LWC_OK)
        return rc;
    const size_t n = c->block_bytes;
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

static int cfb(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, uint8_t *out, const uint8_t *in,
               size_t len, int decrypt)
{
    int rc = check_stream(c, ctx, iv, out, in, len);
    if (rc != LWC_OK)
        return rc;
    const size_t n = c->block_bytes;
    uint8_t reg[MAX_BLOCK], ks[MAX_BLOCK];
    memcpy(reg, iv, n);
    for (size_t i = 0; i < len; i += n) {
        const size_t k = len - i < n ? len - i : n;
        c->encrypt(ctx, ks, reg);
        if (decrypt)
            memcpy(reg, in + i, k); /* the feedback is the ciphertext (read before out may overwrite it) */
        xor_bytes(out + i, in + i, ks, k);
        if (!decrypt)
            memcpy(reg, out + i, k);
    }
    lwc_wipe(ks, sizeof ks);
    lwc_wipe(reg, sizeof reg);
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
    if (bad_cipher(c, ctx) || tag == NULL || LWC_BAD_BUF(msg, len))
        return LWC_ERR_NULL;
    const size_t n = c->block_bytes;
    uint8_t k[MAX_BLOCK], x[MAX_BLOCK];
    memset(k, 0, n);
    c->encrypt(ctx, k, k); /* L = E(0) */
    gf_double(k, n);       /* K1 */
    const int complete = len > 0 && len % n == 0;
    if (!complete)
        gf_double(k, n); /* K2: the last block is padded */
    memset(x, 0, n);
    size_t i = 0;
    for (; len - i > n; i += n) { /* every block but the last */
        xor_bytes(x, x, msg + i, n);
        c->encrypt(ctx, x, x);
    }
    const size_t last = len - i; /* 0..n */
    xor_bytes(x, x, msg + i, last);
    if (!complete)
        x[last] ^= 0x80u; /* 10* padding */
    xor_bytes(x, x, k, n);
    c->encrypt(ctx, tag, x);
    lwc_wipe(k, sizeof k);
    lwc_wipe(x, sizeof x);
    return LWC_OK;
}

/* ---- CCM (SP 800-38C) ------------------------------------------------------------------------------ */

static int ccm_args(const lwc_cipher_t *c, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                    const uint8_t *ad, size_t ad_len, const void *out, const void *tag, size_t tag_len,
                    const void *in, size_t len)
{
    if (bad_cipher(c, ctx) || nonce == NULL || tag == NULL || LWC_BAD_BUF(ad, ad_len) || LWC_BAD_BUF(out, len) ||
        LWC_BAD_BUF(in, len))
        return LWC_ERR_NULL;
    if (c->block_bytes != 16u || nonce_len < 7u || nonce_len > 13u || tag_len < 4u || tag_len > 16u ||
        (tag_len & 1u) != 0)
        return LWC_ERR_LENGTH;
    if (lwc_bad_inplace(out, in, len) || lwc_overlaps(out, len, ad, ad_len) || lwc_overlaps(out, len, nonce, nonce_len) ||
        lwc_overlaps(out, len, tag, tag_len))
        return LWC_ERR_OVERLAP;
    /* The message length must fit the q = 15 - nonce_len bytes of the length field. */
    const size_t q = 15u - nonce_len;
    if (q < sizeof(size_t) && (uint64_t)len >= ((uint64_t)1 << (8u * q)))
        return LWC_ERR_LENGTH;
    return LWC_OK;
}

/* CBC-MAC of B0 || encode(ad) || pad(pt) into mac; ctr gets A0 (the counter block, i = 0). */
static void ccm_mac(const lwc_cipher_t *c, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                    const uint8_t *ad, size_t ad_len, size_t tag_len, const uint8_t *pt, size_t len,
                    uint8_t mac[16], uint8_t ctr[16])
{
    const size_t q = 15u - nonce_len;
    /* B0 = flags || N || Q: flags = 64 * [ad present] + 8 * (t - 2) / 2 + (q - 1) */
    mac[0] = (uint8_t)((ad_len > 0 ? 0x40u : 0u) | (((tag_len - 2u) / 2u) << 3) | (q - 1u));
    memcpy(mac + 1, nonce, nonce_len);
    size_t l = len;
    for (size_t i = 15; i > nonce_len; i--, l >>= 8)
        mac[i] = (uint8_t)l;
    c->encrypt(ctx, mac, mac);
    if (ad_len > 0) {
        /* encode(a): 2 bytes of length when a < 2^16 - 2^8, else 0xFFFE and 4 bytes, then a, zero pad */
        uint8_t hdr[6];
        size_t h;
        if ((uint32_t)ad_len < 0xFF00u) {
            hdr[0] = (uint8_t)(ad_len >> 8);
            hdr[1] = (uint8_t)ad_len;
            h = 2;
        } else {
            hdr[0] = 0xFF;
            hdr[1] = 0xFE;
            for (unsigned i = 0; i < 4; i++)
                hdr[2 + i] = (uint8_t)((uint32_t)ad_len >> (24 - 8 * i));
            h = 6;
        }
        size_t pos = 0; /* position in the current block */
        for (size_t i = 0; i < h; i++)
            mac[pos++] ^= hdr[i];
        for (size_t i = 0; i < ad_len; i++) {
            if (pos == 16) {
                c->encrypt(ctx, mac, mac);
                pos = 0;
            }
            mac[pos++] ^= ad[i];
        }
        c->encrypt(ctx, mac, mac);
    }
    for (size_t i = 0; i < len; i += 16) {
        xor_bytes(mac, mac, pt + i, len - i < 16 ? len - i : 16);
        c->encrypt(ctx, mac, mac);
    }
    /* A_i = flags' || N || i with flags' = q - 1 */
    memset(ctr, 0, 16);
    ctr[0] = (uint8_t)(q - 1u);
    memcpy(ctr + 1, nonce, nonce_len);
}

/* out = in ^ key stream of A_1, A_2, ...; ctr holds A_0 on entry. */
static void ccm_ctr(const lwc_cipher_t *c, const void *ctx, uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                    size_t len)
{
    uint8_t a[16], ks[16];
    memcpy(a, ctr, 16);
    for (size_t i = 0; i < len; i += 16) {
        increment_be(a, 16, 16);
        c->encrypt(ctx, ks, a);
        xor_bytes(out + i, in + i, ks, len - i < 16 ? len - i : 16);
    }
    lwc_wipe(ks, sizeof ks);
}

int lwc_ccm_encrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len)
{
    int rc = ccm_args(c, ctx, nonce, nonce_len, ad, ad_len, out, tag, tag_len, in, len);
    if (rc != LWC_OK)
        return rc;
    uint8_t mac[16], ctr[16], s0[16];
    ccm_mac(c, ctx, nonce, nonce_len, ad, ad_len, tag_len, in, len, mac, ctr);
    c->encrypt(ctx, s0, ctr); /* S_0 */
    ccm_ctr(c, ctx, ctr, out, in, len);
    xor_bytes(tag, mac, s0, tag_len);
    lwc_wipe(mac, sizeof mac);
    lwc_wipe(s0, sizeof s0);
    return LWC_OK;
}

int lwc_ccm_decrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, const uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len)
{
    int rc = ccm_args(c, ctx, nonce, nonce_len, ad, ad_len, out, tag, tag_len, in, len);
    if (rc != LWC_OK)
        return rc;
    uint8_t mac[16], ctr[16], s0[16];
    /* The MAC covers the plaintext: decrypt first (A_0 does not depend on the MAC), then MAC it. */
    memset(ctr, 0, 16);
    ctr[0] = (uint8_t)(14u - nonce_len);
    memcpy(ctr + 1, nonce, nonce_len);
    ccm_ctr(c, ctx, ctr, out, in, len);
    ccm_mac(c, ctx, nonce, nonce_len, ad, ad_len, tag_len, out, len, mac, ctr);
    c->encrypt(ctx, s0, ctr);
    xor_bytes(mac, mac, s0, tag_len);
    lwc_wipe(s0, sizeof s0);
    return lwc_aead_check_tag(mac, tag, tag_len, out, len);
}

/* ---- GCM (SP 800-38D) ------------------------------------------------------------------------------ */

/* x = x * h in GF(2^128) with GCM's bit order (bit 0 = the most significant bit of byte 0), one bit
 * of x at a time: z ^= v & mask(bit), v = v * x (a right shift, R = 0xE1 || 0^120 when a bit falls
 * out). Words are big-endian. No table, no branch on data. */
static void gf128_mul(uint32_t x[4], const uint32_t h[4])
{
    uint32_t z[4] = {0, 0, 0, 0}, v[4] = {h[0], h[1], h[2], h[3]};
    for (unsigned i = 0; i < 128; i++) {
        const uint32_t bit = 0u - ((x[i >> 5] >> (31u - (i & 31u))) & 1u);
        for (unsigned j = 0; j < 4; j++)
            z[j] ^= v[j] & bit;
        const uint32_t lsb = 0u - (v[3] & 1u);
        v[3] = (v[3] >> 1) | (v[2] << 31);
        v[2] = (v[2] >> 1) | (v[1] << 31);
        v[1] = (v[1] >> 1) | (v[0] << 31);
        v[0] = (v[0] >> 1) ^ (0xE1000000u & lsb);
    }
    for (unsigned j = 0; j < 4; j++)
        x[j] = z[j];
}

/* y = (y ^ each 16-byte block of data, zero padded) * h, block by block. */
static void ghash_update(uint32_t y[4], const uint32_t h[4], const uint8_t *data, size_t len)
{
    for (size_t i = 0; i < len; i += 16) {
        uint8_t b[16] = {0};
        memcpy(b, data + i, len - i < 16 ? len - i : 16);
        for (unsigned j = 0; j < 4; j++)
            y[j] ^= lwc_load32_be(b + 4 * j);
        gf128_mul(y, h);
    }
}

static void ghash_lengths(uint32_t y[4], const uint32_t h[4], uint64_t a_bytes, uint64_t c_bytes)
{
    uint8_t b[16];
    lwc_store32_be(b, (uint32_t)((a_bytes * 8) >> 32));
    lwc_store32_be(b + 4, (uint32_t)(a_bytes * 8));
    lwc_store32_be(b + 8, (uint32_t)((c_bytes * 8) >> 32));
    lwc_store32_be(b + 12, (uint32_t)(c_bytes * 8));
    ghash_update(y, h, b, 16);
}

static int gcm_args(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, size_t iv_len,
                    const uint8_t *ad, size_t ad_len, const void *out, const void *tag, size_t tag_len,
                    const void *in, size_t len)
{
    if (bad_cipher(c, ctx) || iv == NULL || tag == NULL || LWC_BAD_BUF(ad, ad_len) || LWC_BAD_BUF(out, len) ||
        LWC_BAD_BUF(in, len))
        return LWC_ERR_NULL;
    if (c->block_bytes != 16u || iv_len == 0 || tag_len < 4u || tag_len > 16u)
        return LWC_ERR_LENGTH;
    if (lwc_bad_inplace(out, in, len) || lwc_overlaps(out, len, ad, ad_len) || lwc_overlaps(out, len, iv, iv_len) ||
        lwc_overlaps(out, len, tag, tag_len))
        return LWC_ERR_OVERLAP;
    return LWC_OK;
}

/* H = E(0) and J0 (12-byte IV: IV || 0^31 || 1; otherwise GHASH(IV || pad || [len(IV)]_64)). */
static void gcm_start(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, size_t iv_len, uint32_t h[4],
                      uint8_t j0[16])
{
    uint8_t b[16] = {0};
    c->encrypt(ctx, b, b);
    for (unsigned j = 0; j < 4; j++)
        h[j] = lwc_load32_be(b + 4 * j);
    if (iv_len == 12) {
        memcpy(j0, iv, 12);
        j0[12] = j0[13] = j0[14] = 0;
        j0[15] = 1;
    } else {
        uint32_t y[4] = {0, 0, 0, 0};
        ghash_update(y, h, iv, iv_len);
        ghash_lengths(y, h, 0, iv_len);
        for (unsigned j = 0; j < 4; j++)
            lwc_store32_be(j0 + 4 * j, y[j]);
    }
    lwc_wipe(b, sizeof b);
}

/* out = in ^ GCTR(inc32(J0)); the full tag T = E(J0) ^ GHASH(A, C) into full_tag. */
static void gcm_tag(const lwc_cipher_t *c, const void *ctx, const uint32_t h[4], const uint8_t j0[16],
                    const uint8_t *ad, size_t ad_len, const uint8_t *ct, size_t len, uint8_t full_tag[16])
{
    uint32_t y[4] = {0, 0, 0, 0};
    ghash_update(y, h, ad, ad_len);
    ghash_update(y, h, ct, len);
    ghash_lengths(y, h, ad_len, len);
    c->encrypt(ctx, full_tag, j0);
    for (unsigned j = 0; j < 4; j++)
        lwc_store32_be(full_tag + 4 * j, lwc_load32_be(full_tag + 4 * j) ^ y[j]);
}

static void gcm_ctr(const lwc_cipher_t *c, const void *ctx, const uint8_t j0[16], uint8_t *out, const uint8_t *in,
                    size_t len)
{
    uint8_t cb[16], ks[16];
    memcpy(cb, j0, 16);
    for (size_t i = 0; i < len; i += 16) {
        increment_be(cb, 16, 4); /* inc32 */
        c->encrypt(ctx, ks, cb);
        xor_bytes(out + i, in + i, ks, len - i < 16 ? len - i : 16);
    }
    lwc_wipe(ks, sizeof ks);
}

int lwc_gcm_encrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, size_t iv_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len)
{
    int rc = gcm_args(c, ctx, iv, iv_len, ad, ad_len, out, tag, tag_len, in, len);
    if (rc != LWC_OK)
        return rc;
    uint32_t h[4];
    uint8_t j0[16], t[16];
    gcm_start(c, ctx, iv, iv_len, h, j0);
    gcm_ctr(c, ctx, j0, out, in, len);
    gcm_tag(c, ctx, h, j0, ad, ad_len, out, len, t);
    memcpy(tag, t, tag_len);
    lwc_wipe(h, sizeof h);
    lwc_wipe(t, sizeof t);
    return LWC_OK;
}

int lwc_gcm_decrypt(const lwc_cipher_t *c, const void *ctx, const uint8_t *iv, size_t iv_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, const uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len)
{
    int rc = gcm_args(c, ctx, iv, iv_len, ad, ad_len, out, tag, tag_len, in, len);
    if (rc != LWC_OK)
        return rc;
    uint32_t h[4];
    uint8_t j0[16], t[16];
    gcm_start(c, ctx, iv, iv_len, h, j0);
    gcm_tag(c, ctx, h, j0, ad, ad_len, in, len, t); /* over the ciphertext, before out overwrites it */
    gcm_ctr(c, ctx, j0, out, in, len);
    lwc_wipe(h, sizeof h);
    return lwc_aead_check_tag(t, tag, tag_len, out, len);
}
