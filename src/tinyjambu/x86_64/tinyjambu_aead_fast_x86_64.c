/* TinyJAMBU-128 AEAD in one call on x86-64 (the fast path of tinyjambu_perm.h's
 * tinyjambu_aead_encrypt_fast and tinyjambu_aead_decrypt_fast): the state and the key stay in
 * registers for the whole message and every permutation is a loop of four 32-round steps, written
 * so that the chain from one step to the next is as short as the feedback allows.
 *
 * Step j updates the word a (state bits 0..31) from b, c, d (bits 32..127), where d is the word the
 * previous step wrote and a, b, c are older:
 *     a ^= t1 ^ ~(t2 & t3) ^ t4 ^ k,  t1 = b >> 15 | c << 17,  t2 = c >> 6 | d << 26,
 *     t3 = c >> 21 | d << 11,  t4 = c >> 27 | d << 5.
 * Everything but d's shifts, the AND and the last XORs is computed from the older words first
 * (a ^ t1 ^ ~k ^ c >> 27), so only d << 26, its OR, the AND and two XORs wait for the previous step
 * (the mode's permutation in ref/tinyjambu_perm_ref.c computes the same words).
 *
 * Constant time: no table and no branch on the key, the nonce, the state or the text; the branches
 * are on the lengths. */
#include <string.h>

#include "lwc/host.h"
#include "tinyjambu_perm.h"

static inline uint32_t load32(const uint8_t *p)
{
    uint32_t x;
    memcpy(&x, p, 4);
    return x;
}

static inline void store32(uint8_t *p, uint32_t x)
{
    memcpy(p, &x, 4);
}

/* the first r (1..3) bytes of p, zero-extended */
static inline uint32_t load_partial(const uint8_t *p, size_t r)
{
    uint32_t x = p[0];
    if (r > 1)
        x |= (uint32_t)p[1] << 8;
    if (r > 2)
        x |= (uint32_t)p[2] << 16;
    return x;
}

static inline void store_partial(uint8_t *p, uint32_t x, size_t r)
{
    p[0] = (uint8_t)x;
    if (r > 1)
        p[1] = (uint8_t)(x >> 8);
    if (r > 2)
        p[2] = (uint8_t)(x >> 16);
}

/* one step on the renamed words (a, b, c, d), nk = ~k */
#define STEP(a, b, c, d, nk)                                                                              \
    do {                                                                                                  \
        const uint32_t early = a ^ ((b >> 15) | (c << 17)) ^ (nk) ^ (c >> 27);                             \
        a = (early ^ (d << 5)) ^ (((c >> 6) | (d << 26)) & ((c >> 21) | (d << 11)));                       \
    } while (0)

/* four steps: the words back in their places */
#define STEPS4()                                                                                          \
    do {                                                                                                  \
        STEP(s0, s1, s2, s3, k0);                                                                         \
        STEP(s1, s2, s3, s0, k1);                                                                         \
        STEP(s2, s3, s0, s1, k2);                                                                         \
        STEP(s3, s0, s1, s2, k3);                                                                         \
    } while (0)

/* P_640 and P_1024: 5 and 8 times four steps (a loop on a constant count: no data in its branch) */
#define PERMUTE(fours)                                                                                    \
    do {                                                                                                  \
        for (unsigned n_ = 0; n_ < (fours); n_++)                                                         \
            STEPS4();                                                                                     \
    } while (0)
#define P640() PERMUTE(5)
#define P1024() PERMUTE(8)

/* the whole message (tinyjambu_perm.h's TINYJAMBU_BACKEND_AEAD contract) with a 128-bit key */
static void aead128(uint8_t *out, uint8_t tag[8], const uint8_t *key, const uint8_t nonce[12], const uint8_t *ad,
                    size_t ad_len, const uint8_t *in, size_t len, unsigned decrypt)
{
    const uint32_t k0 = ~load32(key), k1 = ~load32(key + 4), k2 = ~load32(key + 8), k3 = ~load32(key + 12);
    uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    P1024(); /* key setup */
    for (unsigned i = 0; i < 3; i++) {
        s1 ^= 0x10;
        P640();
        s3 ^= load32(nonce + 4 * i);
    }
    for (; ad_len >= 4; ad_len -= 4, ad += 4) {
        s1 ^= 0x30;
        P640();
        s3 ^= load32(ad);
    }
    if (ad_len > 0) {
        s1 ^= 0x30;
        P640();
        s3 ^= load_partial(ad, ad_len);
        s1 ^= (uint32_t)ad_len;
    }
    for (; len >= 4; len -= 4, in += 4, out += 4) {
        s1 ^= 0x50;
        P1024();
        const uint32_t x = load32(in), y = s2 ^ x;
        store32(out, y);
        s3 ^= decrypt ? y : x; /* (decrypt: public) */
    }
    if (len > 0) {
        s1 ^= 0x50;
        P1024();
        const uint32_t x = load_partial(in, len);
        const uint32_t y = (s2 ^ x) & (((uint32_t)1 << (8 * len)) - 1);
        store_partial(out, y, len);
        s3 ^= decrypt ? y : x;
        s1 ^= (uint32_t)len;
    }
    s1 ^= 0x70;
    P1024();
    store32(tag, s2);
    s1 ^= 0x70;
    P640();
    store32(tag + 4, s2);
}

int tinyjambu_aead_encrypt_fast(uint8_t *out, uint8_t tag[8], const uint8_t *key, unsigned key_words,
                                const uint8_t nonce[12], const uint8_t *ad, size_t ad_len, const uint8_t *in,
                                size_t len)
{
    if (key_words != 4 || lwc_level() < LWC_LEVEL_SSSE3)
        return 0;
    aead128(out, tag, key, nonce, ad, ad_len, in, len, 0);
    return 1;
}

int tinyjambu_aead_decrypt_fast(uint8_t *out, uint8_t tag[8], const uint8_t *key, unsigned key_words,
                                const uint8_t nonce[12], const uint8_t *ad, size_t ad_len, const uint8_t *in,
                                size_t len)
{
    if (key_words != 4 || lwc_level() < LWC_LEVEL_SSSE3)
        return 0;
    aead128(out, tag, key, nonce, ad, ad_len, in, len, 1);
    return 1;
}
