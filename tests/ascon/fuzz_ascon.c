/* Ascon's fuzz family (tests/fuzz/fuzz.h; LWC_FUZZ_KIND=ascon, ctest fuzz-ascon): Ascon against an
 * independent model of SP 800-232 (fuzz_ascon_model.c, written from the standard, not from the
 * library): Ascon-AEAD128 one-shot and through a prepared key with every tag length 0..17 (outside
 * 4..16 refused; a truncated tag is the model's first bytes, nothing written after it) and nonce
 * masking (the model run on N xor K2), in place and out of place, decryption back, a flipped bit
 * refused and wiped; Ascon-Hash256, -XOF128 and -CXOF128 (customization strings of 0..257 bytes, 257
 * refused) one-shot and absorbed and squeezed in pieces of 0..40 bytes the input chooses. */
#include <string.h>

#include "../fuzz/fuzz.h"
#include "fuzz_ascon_model.h"
#include "lwc/lwc.h"

/* The model gives the first bytes of the designers' KAT values for empty inputs. */
int fuzz_family_ascon_init(void)
{
    return ascon_model_self_test();
}

/* Absorb m into ctx in pieces whose sizes the input chooses (0 included). */
static int absorb_in_pieces(reader *r, lwc_ascon_hash_ctx *ctx, const uint8_t *m, size_t len)
{
    int rc = LWC_OK;
    for (size_t done = 0; rc == LWC_OK && done < len;) {
        size_t piece = get8(r) % 41u;
        if (piece > len - done)
            piece = len - done;
        rc = lwc_ascon_hash_update(ctx, m + done, piece);
        done += piece;
    }
    return rc;
}

void fuzz_family_ascon(reader *r)
{
    static uint8_t key[32], nonce[16], masked[16], ad[MAX_AD], m[MAX_TEXT], c[MAX_TEXT], want[MAX_TEXT],
        back[MAX_TEXT + 1], z[LWC_ASCON_CXOF_CUSTOM_MAX_BYTES + 1], out[320], model_out[320];
    uint8_t tag[16], model_tag[16];
    const unsigned op = get8(r) % 4u;
    if (op == 0) {
        row_name = "ascon-aead128 (model)";
        const size_t mlen = get16(r) % (MAX_TEXT + 1), adlen = get8(r) % (MAX_AD + 1);
        /* tag length: 16 (the one-shot call) or any of 0..17 through a prepared key; nonce masking */
        const unsigned opts = get8(r), flip = get16(r), what = get8(r);
        const size_t tag_len = (opts & 1u) ? 16 : (opts >> 1) % 18u;
        const int masking = (opts & 0x80u) != 0, in_place = (what & 0x80u) != 0;
        const int prepared = masking || tag_len != 16 || (opts & 0x40u);
        get_bytes(r, key, masking ? 32 : 16);
        get_bytes(r, nonce, 16);
        get_bytes(r, ad, adlen);
        get_bytes(r, m, mlen);
        for (unsigned k = 0; k < 16; k++) /* SP 800-232 section 4.2: the nonce used is N xor K2 */
            masked[k] = (uint8_t)(nonce[k] ^ (masking ? key[16 + k] : 0));
        ascon_model_aead(0, model_tag, want, key, masked, ad, adlen, m, mlen);

        lwc_ascon_aead128_key k;
        if (prepared) {
            const int rc = lwc_ascon_aead128_key_init(&k, key, masking ? 32 : 16, tag_len);
            if (tag_len < 4 || tag_len > 16) { /* the 32-bit floor (and 16 bytes at most): refused */
                REQUIRE(rc == LWC_ERR_LENGTH, "key_init accepts a tag length outside 4..16");
                return;
            }
            REQUIRE(rc == LWC_OK, "key_init");
        }
        memcpy(c, m, mlen);
        memset(tag, 0xA5, sizeof tag);
        const int rc = prepared ? lwc_ascon_aead128_key_encrypt(&k, c, tag, nonce, ad, adlen, in_place ? c : m, mlen)
                                : lwc_ascon_aead128_encrypt(c, tag, key, nonce, ad, adlen, in_place ? c : m, mlen);
        REQUIRE(rc == LWC_OK, "encrypt");
        REQUIRE(memcmp(c, want, mlen) == 0, "ciphertext differs from the model");
        REQUIRE(memcmp(tag, model_tag, tag_len) == 0, "tag differs from the model's first bytes");
        for (size_t i = tag_len; i < 16; i++)
            REQUIRE(tag[i] == 0xA5, "wrote past the truncated tag");

        /* decryption: the model's plaintext back, then one flipped bit refused with the output wiped */
        uint8_t *dst = in_place ? c : back;
        memset(back, 0xA5, sizeof back);
        int drc = prepared ? lwc_ascon_aead128_key_decrypt(&k, dst, tag, nonce, ad, adlen, c, mlen)
                           : lwc_ascon_aead128_decrypt(dst, tag, key, nonce, ad, adlen, c, mlen);
        REQUIRE(drc == LWC_OK && memcmp(dst, m, mlen) == 0, "decryption does not give the message back");
        memcpy(c, want, mlen);
        const unsigned bit = flip & 7u;
        switch (what % 3u) {
        case 0: {
            const size_t pos = (flip >> 3) % (mlen + tag_len);
            if (pos < mlen)
                c[pos] ^= (uint8_t)(1u << bit);
            else
                tag[pos - mlen] ^= (uint8_t)(1u << bit);
            break;
        }
        case 1:
            nonce[(flip >> 3) % 16u] ^= (uint8_t)(1u << bit);
            break;
        default:
            if (adlen == 0)
                tag[0] ^= 0x01;
            else
                ad[(flip >> 3) % adlen] ^= (uint8_t)(1u << bit);
            break;
        }
        memset(back, 0xA5, sizeof back);
        dst = in_place ? c : back;
        drc = prepared ? lwc_ascon_aead128_key_decrypt(&k, dst, tag, nonce, ad, adlen, c, mlen)
                       : lwc_ascon_aead128_decrypt(dst, tag, key, nonce, ad, adlen, c, mlen);
        REQUIRE(drc == LWC_ERR_AUTH, "forgery accepted");
        REQUIRE(all_zero(dst, mlen), "forgery: output not wiped");
        REQUIRE(in_place || back[mlen] == 0xA5, "forgery: wrote past the output");
        lwc_wipe(&k, sizeof k);
        return;
    }

    /* Hash256, XOF128, CXOF128: one-shot and in pieces (absorbed and squeezed) against the model */
    static const char *const names[3] = {"ascon-hash256 (model)", "ascon-xof128 (model)", "ascon-cxof128 (model)"};
    const int fn = (int)op - 1;
    row_name = names[fn];
    const size_t mlen = get16(r) % (MAX_TEXT + 1);
    const size_t out_len = fn == ASCON_MODEL_HASH256 ? 32 : get16(r) % (sizeof out + 1);
    const size_t zlen = fn == ASCON_MODEL_CXOF128 ? get16(r) % (sizeof z + 1) : 0;
    get_bytes(r, z, zlen);
    get_bytes(r, m, mlen);
    lwc_ascon_hash_ctx ctx;
    if (zlen > LWC_ASCON_CXOF_CUSTOM_MAX_BYTES) { /* 2048 bits at most: refused, nothing written */
        memset(out, 0xA5, sizeof out);
        REQUIRE(lwc_ascon_cxof128(out, out_len, z, zlen, m, mlen) == LWC_ERR_LENGTH && out[0] == 0xA5,
                "a customization string over 256 bytes accepted");
        REQUIRE(lwc_ascon_cxof128_init(&ctx, z, zlen) == LWC_ERR_LENGTH, "cxof128_init over 256 bytes accepted");
        return;
    }
    ascon_model_hash(fn, model_out, out_len, z, zlen, m, mlen);
    memset(out, 0xA5, sizeof out);
    const int rc = fn == ASCON_MODEL_HASH256 ? lwc_ascon_hash256(out, m, mlen)
                   : fn == ASCON_MODEL_XOF128 ? lwc_ascon_xof128(out, out_len, m, mlen)
                                              : lwc_ascon_cxof128(out, out_len, z, zlen, m, mlen);
    REQUIRE(rc == LWC_OK && memcmp(out, model_out, out_len) == 0, "one-shot output differs from the model");
    REQUIRE(out_len == sizeof out || out[out_len] == 0xA5, "one-shot wrote past the output");

    int irc = fn == ASCON_MODEL_HASH256 ? lwc_ascon_hash256_init(&ctx)
              : fn == ASCON_MODEL_XOF128 ? lwc_ascon_xof128_init(&ctx)
                                         : lwc_ascon_cxof128_init(&ctx, z, zlen);
    REQUIRE(irc == LWC_OK, "init");
    REQUIRE(absorb_in_pieces(r, &ctx, m, mlen) == LWC_OK, "absorb in pieces");
    memset(out, 0xA5, sizeof out);
    if (fn == ASCON_MODEL_HASH256) {
        REQUIRE(lwc_ascon_hash256_final(&ctx, out) == LWC_OK, "final");
    } else {
        for (size_t done = 0; done < out_len;) {
            size_t piece = get8(r) % 41u;
            if (piece > out_len - done)
                piece = out_len - done;
            REQUIRE(lwc_ascon_xof_squeeze(&ctx, out + done, piece) == LWC_OK, "squeeze");
            done += piece;
        }
        REQUIRE(out_len == 0 || lwc_ascon_hash_update(&ctx, m, 1) == LWC_ERR_STATE, "absorbed after squeezing");
    }
    REQUIRE(memcmp(out, model_out, out_len) == 0, "output in pieces differs from the model");
}
