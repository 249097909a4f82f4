/* Block-cipher modes (lwc/modes.h), written once over the cipher descriptor: every mode calls only
 * cipher->encrypt / cipher->decrypt on whole blocks. References: NIST SP 800-38A (ECB, CBC, CFB,
 * OFB, CTR), SP 800-38B (CMAC), SP 800-38C (CCM), SP 800-38D (GCM).
 * Constant time: branches and indices depend on lengths and the public flags only; GHASH multiplies
 * with integer multiplies on operands with holes (no table); tags are compared with lwc_verify. */
#include "lwc/modes.h"

#include <string.h>

#include "aead_args.h"
#include "cipher_multi.h"
#include "ghash.h"

#define MAX_BLOCK 16u

static int bad_cipher(const lwc_cipher_t *c, const void *ctx)
{
    return c == NULL || ctx == NULL || (c->block_bytes != 8u && c->block_bytes != 16u);
}

/* out = a ^ b over n bytes, four at a time (memcpy: any alignment; one LDR/STR each on the M3).
 * gcc 12 at -O3 -march=native vectorizes the loop wherever it is inlined and warns about vector
 * stores into 16-byte buffers for lengths no caller passes (-Wstringop-overflow): silenced here. */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 7
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#endif
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
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 7
#pragma GCC diagnostic pop
#endif

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

/* The mask of clmul16. On 32-bit targets it is read at run time (volatile), once per multiply: as a
 * compile-time constant gcc rebuilds it on the M3 with four BICs at each of its 81 uses (it is no
 * Thumb-2 immediate) rather than keep it in a register, 10% slower (1,790 against 1,612 cycles). On
 * the AVR the constant is better (ANDI immediates; a mask in registers costs 17% there). */
#if defined(__AVR__)
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

/* y = (y ^ each 16-byte block of data, zero padded) * h, block by block. */
static void ghash_update(uint32_t y[4], const uint32_t h[4], const uint8_t *data, size_t len)
{
    for (size_t i = 0; i < len; i += 16) {
        const uint8_t *block = data + i;
        uint8_t b[16] = {0};
        if (len - i < 16) { /* the last, partial block (the length is public) */
            memcpy(b, block, len - i);
            block = b;
        }
        for (unsigned j = 0; j < 4; j++)
            y[j] ^= lwc_load32_be(block + 4 * j);
        lwc_ghash_mul(y, h);
    }
}

/* The last GHASH block: [len(A)]_64 || [len(C)]_64 in bits (shifts: no 64-bit multiply, which the
 * M3 would do with UMULL). */
static void ghash_lengths(uint32_t y[4], const uint32_t h[4], uint64_t a_bytes, uint64_t c_bytes)
{
    const uint64_t a_bits = a_bytes << 3, c_bits = c_bytes << 3;
    uint8_t b[16];
    lwc_store32_be(b, (uint32_t)(a_bits >> 32));
    lwc_store32_be(b + 4, (uint32_t)a_bits);
    lwc_store32_be(b + 8, (uint32_t)(c_bits >> 32));
    lwc_store32_be(b + 12, (uint32_t)c_bits);
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
