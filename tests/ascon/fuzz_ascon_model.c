/* An independent model of NIST SP 800-232 (Ascon-AEAD128, Ascon-Hash256, Ascon-XOF128,
 * Ascon-CXOF128) for the fuzzer (fuzz_lwc.c, family "ascon"), written from the standard's text and
 * not from the library: the S-box is the standard's 5-bit table applied column by column, the state
 * is 320 bits kept as bytes in the standard's order (byte i of word S_j is state byte 8j + i,
 * little-endian, Appendix A), every function is one pass over whole inputs, nothing is incremental
 * and nothing is optimised. Slow by design; checked against the designers' KAT at start-up
 * (ascon_model_self_test). Not part of liblwc. */
#include "fuzz_ascon_model.h"

#include <string.h>

typedef struct {
    uint8_t b[40];
} model_state;

/* The S-box as the standard's table gives it, input x0 as the most significant bit. */
static const uint8_t sbox[32] = {0x04, 0x0b, 0x1f, 0x14, 0x1a, 0x15, 0x09, 0x02, 0x1b, 0x05, 0x08,
                                 0x12, 0x1d, 0x03, 0x06, 0x1c, 0x1e, 0x13, 0x07, 0x0e, 0x00, 0x0d,
                                 0x11, 0x18, 0x10, 0x0c, 0x01, 0x19, 0x16, 0x0a, 0x0f, 0x17};

static uint64_t word(const model_state *s, unsigned j)
{
    uint64_t w = 0;
    for (unsigned i = 0; i < 8; i++)
        w |= (uint64_t)s->b[8 * j + i] << (8 * i);
    return w;
}

static void set_word(model_state *s, unsigned j, uint64_t w)
{
    for (unsigned i = 0; i < 8; i++)
        s->b[8 * j + i] = (uint8_t)(w >> (8 * i));
}

static uint64_t rotr(uint64_t x, unsigned n)
{
    return (x >> n) | (x << (64 - n));
}

/* Ascon-p[rounds]: the last `rounds` of the standard's 16 rounds, with its round constants c_0..c_15. */
static void permute(model_state *s, unsigned rounds)
{
    static const uint8_t constants[16] = {0x3c, 0x2d, 0x1e, 0x0f, 0xf0, 0xe1, 0xd2, 0xc3,
                                          0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b};
    for (unsigned r = 16 - rounds; r < 16; r++) {
        uint64_t x[5];
        for (unsigned j = 0; j < 5; j++)
            x[j] = word(s, j);
        x[2] ^= constants[r]; /* p_C */
        uint64_t y[5] = {0, 0, 0, 0, 0};
        for (unsigned bit = 0; bit < 64; bit++) { /* p_S: the table on each column */
            unsigned in = 0;
            for (unsigned j = 0; j < 5; j++)
                in |= (unsigned)((x[j] >> bit) & 1u) << (4 - j);
            const unsigned out = sbox[in];
            for (unsigned j = 0; j < 5; j++)
                y[j] |= (uint64_t)((out >> (4 - j)) & 1u) << bit;
        }
        static const unsigned shifts[5][2] = {{19, 28}, {61, 39}, {1, 6}, {10, 17}, {7, 41}};
        for (unsigned j = 0; j < 5; j++) /* p_L */
            set_word(s, j, y[j] ^ rotr(y[j], shifts[j][0]) ^ rotr(y[j], shifts[j][1]));
    }
}

static void init_state(model_state *s, uint64_t iv)
{
    memset(s, 0, sizeof *s);
    set_word(s, 0, iv);
}

/* Absorb a whole message at `rate` bytes per block with the padding 1 || 0* (one byte 0x01 after the
 * message, in a block of its own when the message fills its last block), the permutation after
 * every block. */
static void absorb_padded(model_state *s, const uint8_t *m, size_t len, unsigned rounds)
{
    size_t i = 0;
    for (;;) {
        uint8_t block[8] = {0};
        const size_t n = len - i < 8 ? len - i : 8;
        if (n > 0)
            memcpy(block, m + i, n);
        if (n < 8)
            block[n] = 0x01;
        for (unsigned k = 0; k < 8; k++)
            s->b[k] ^= block[k];
        permute(s, rounds);
        i += n;
        if (n < 8)
            return;
    }
}

static void squeeze(model_state *s, uint8_t *out, size_t len)
{
    for (size_t i = 0; i < len; i += 8) {
        for (size_t k = 0; k < 8 && i + k < len; k++)
            out[i + k] = s->b[k];
        if (i + 8 < len)
            permute(s, 12);
    }
}

void ascon_model_hash(int function, uint8_t *out, size_t out_len, const uint8_t *z, size_t z_len,
                      const uint8_t *m, size_t m_len)
{
    static const uint64_t ivs[3] = {0x0000080100CC0002ull, 0x0000080000CC0003ull, 0x0000080000CC0004ull};
    model_state s;
    init_state(&s, ivs[function]);
    permute(&s, 12);
    if (function == ASCON_MODEL_CXOF128) {
        /* Z_0: the bit length of Z as a 64-bit integer, then Z padded */
        uint8_t z_bits[8];
        const uint64_t bits = (uint64_t)z_len * 8u;
        for (unsigned k = 0; k < 8; k++)
            z_bits[k] = (uint8_t)(bits >> (8 * k));
        for (unsigned k = 0; k < 8; k++)
            s.b[k] ^= z_bits[k];
        permute(&s, 12);
        absorb_padded(&s, z, z_len, 12);
    }
    absorb_padded(&s, m, m_len, 12);
    squeeze(&s, out, out_len);
}

void ascon_model_aead(int decrypt, uint8_t tag[16], uint8_t *out, const uint8_t key[16], const uint8_t nonce[16],
                      const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len)
{
    model_state s;
    init_state(&s, 0x00001000808C0001ull);
    memcpy(s.b + 8, key, 16);
    memcpy(s.b + 24, nonce, 16);
    permute(&s, 12);
    for (unsigned k = 0; k < 16; k++)
        s.b[24 + k] ^= key[k];
    if (ad_len > 0) { /* 16-byte blocks, padded, p^8 after each */
        size_t i = 0;
        for (;;) {
            const size_t n = ad_len - i < 16 ? ad_len - i : 16;
            for (size_t k = 0; k < n; k++)
                s.b[k] ^= ad[i + k];
            if (n < 16)
                s.b[n] ^= 0x01;
            permute(&s, 8);
            i += n;
            if (n < 16)
                break;
        }
    }
    s.b[39] ^= 0x80; /* the domain separation bit, the last of the 320 */
    size_t i = 0;
    for (;;) {
        const size_t n = len - i < 16 ? len - i : 16;
        for (size_t k = 0; k < n; k++) {
            const uint8_t x = in[i + k];
            out[i + k] = (uint8_t)(s.b[k] ^ x);
            s.b[k] = decrypt ? x : (uint8_t)(s.b[k] ^ x); /* the rate takes the ciphertext byte */
        }
        i += n;
        if (n < 16) {
            s.b[n] ^= 0x01;
            break;
        }
        permute(&s, 8);
    }
    for (unsigned k = 0; k < 16; k++)
        s.b[16 + k] ^= key[k];
    permute(&s, 12);
    for (unsigned k = 0; k < 16; k++)
        tag[k] = (uint8_t)(s.b[24 + k] ^ key[k]);
}

/* The first records of the designers' KAT files (tests/vectors/ascon-*): empty inputs. */
int ascon_model_self_test(void)
{
    static const uint8_t hash_empty[4] = {0x0B, 0x3B, 0xE5, 0x85};
    static const uint8_t xof_empty[4] = {0x47, 0x3D, 0x5E, 0x61};
    static const uint8_t cxof_z10[4] = {0x0C, 0x93, 0xA4, 0x83};
    static const uint8_t aead_tag[4] = {0x4F, 0x9C, 0x27, 0x82};
    uint8_t out[32], tag[16], key[16], nonce[16], z = 0x10;
    for (unsigned k = 0; k < 16; k++) {
        key[k] = (uint8_t)k;
        nonce[k] = (uint8_t)(16 + k);
    }
    int ok = 1;
    ascon_model_hash(ASCON_MODEL_HASH256, out, 32, NULL, 0, NULL, 0);
    ok &= memcmp(out, hash_empty, 4) == 0;
    ascon_model_hash(ASCON_MODEL_XOF128, out, 32, NULL, 0, NULL, 0);
    ok &= memcmp(out, xof_empty, 4) == 0;
    ascon_model_hash(ASCON_MODEL_CXOF128, out, 32, &z, 1, NULL, 0);
    ok &= memcmp(out, cxof_z10, 4) == 0;
    ascon_model_aead(0, tag, out, key, nonce, NULL, 0, NULL, 0);
    ok &= memcmp(tag, aead_tag, 4) == 0;
    return ok;
}
