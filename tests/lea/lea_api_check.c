/* Firmware (every target): the checks of the LEA API as each backend does them (src/lea/lea.c
 * checks the context's keyed_as word and leaves the key size and the round count to the backend's
 * dispatch, lea_block.h):
 *  - lwc_lea_set_key: 16, 24, 32 bytes give LWC_OK, 24, 28, 32 rounds and keyed_as for that key
 *    size; every other length (0..40, and lengths whose low byte is 16, 24 or 32) gives
 *    LWC_ERR_LENGTH and a NULL key LWC_ERR_NULL, both with the context wiped (not keyed, even if it
 *    was keyed before); a NULL context gives LWC_ERR_NULL;
 *  - a context not keyed (zeroed, garbage, a failed set_key): lwc_lea_encrypt and lwc_lea_decrypt
 *    return LWC_ERR_STATE and write a zero block;
 *  - a keyed context whose round count is not 24, 28 or 32 (overwritten round keys): the backend
 *    writes a zero block, and CTR through the lea rows (whose CTR core, where there is one, must
 *    decline it) gives out = in;
 *  - a keyed context: decryption inverts encryption, in place and out of place; NULL arguments
 *    give LWC_ERR_NULL and write nothing;
 *  - the rows lea-128/192/256: the same block from any buffer alignment, NULL arguments refused.
 * Prints "N passed, M failed"; exit status 1 on any failure. */
#include <stdint.h>
#include <string.h>

#include "lwc/lea.h"
#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "target_print.h"


static lwc_lea_ctx ctx, copy;
static uint8_t key[32], in[48], out[48], back[48];

static int all(const uint8_t *p, size_t n, uint8_t v)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != v)
            return 0;
    return 1;
}

static void set_key_lengths(void)
{
    static const size_t wide[] = {16u + 256u, 24u + 256u, 32u + 256u, 16u + 4096u, (size_t)-1, (size_t)0 - 16u,
                                  (size_t)1 << (sizeof(size_t) * 8u - 1u) | 16u};
    for (size_t len = 0; len <= 40u + sizeof wide / sizeof wide[0]; len++) {
        const size_t l = len <= 40u ? len : wide[len - 41u];
        const int good = l == 16u || l == 24u || l == 32u;
        target_check(lwc_lea_set_key(&ctx, key, 16) == LWC_OK, "set_key", 16); /* keyed before */
        const int rc = lwc_lea_set_key(&ctx, key, l);
        if (good) {
            target_check(rc == LWC_OK && ctx.ks.rounds == 16u + (uint32_t)l / 2u &&
                             ctx.keyed_as == LWC_KEYED_AS(LWC_CIPHER_ID_LEA, l),
                         "set_key length -> LWC_OK, rounds, keyed_as", (uint32_t)l);
        } else {
            target_check(rc == LWC_ERR_LENGTH, "set_key length -> LWC_ERR_LENGTH", (uint32_t)l);
            target_check(all((const uint8_t *)&ctx, sizeof ctx, 0), "set_key bad length wiped ctx (not keyed)", (uint32_t)l);
        }
    }
    target_check(lwc_lea_set_key(NULL, key, 16) == LWC_ERR_NULL, "set_key NULL ctx", 0);
    target_check(lwc_lea_set_key(&ctx, key, 16) == LWC_OK, "set_key", 16);
    target_check(lwc_lea_set_key(&ctx, NULL, 16) == LWC_ERR_NULL && all((const uint8_t *)&ctx, sizeof ctx, 0),
                 "set_key NULL key -> LWC_ERR_NULL, ctx wiped", 0);
    target_check(lwc_lea_set_key(NULL, key, 17) == LWC_ERR_NULL, "set_key NULL ctx before the length", 0);
}

/* Not keyed: zeroed, garbage, a failed set_key, a word that is LEA's with another key size byte, or
 * LEA's with a key size and a bit flipped above the low 16 (a test done on a 16-bit size_t, as on
 * the AVR, would take these for keyed). */
static void not_keyed(void)
{
    static const uint8_t fills[] = {0x00, 0x5c, 0xff};
    static const uint32_t words[] = {LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 20), LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 16) + 0x10000u,
                                     LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 24) ^ 0x00400000u,
                                     LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 32) ^ 0x80000000u};
    for (size_t f = 0; f < sizeof fills + 1 + sizeof words / sizeof words[0]; f++) {
        if (f < sizeof fills) {
            memset(&ctx, fills[f], sizeof ctx);
        } else if (f == sizeof fills) {
            target_check(lwc_lea_set_key(&ctx, key, 32) == LWC_OK, "set_key", 32);
            target_check(lwc_lea_set_key(&ctx, key, 20) == LWC_ERR_LENGTH, "set_key 20 bytes", 20); /* ignored */
        } else {
            target_check(lwc_lea_set_key(&ctx, key, 24) == LWC_OK, "set_key", 24);
            ctx.keyed_as = words[f - sizeof fills - 1];
        }
        memset(out, 0xa5, sizeof out);
        target_check(lwc_lea_encrypt(&ctx, out, in) == LWC_ERR_STATE && all(out, 16, 0) && out[16] == 0xa5,
                     "encrypt with a context not keyed -> LWC_ERR_STATE, zero block", (uint32_t)f);
        memset(out, 0xa5, sizeof out);
        target_check(lwc_lea_decrypt(&ctx, out, in) == LWC_ERR_STATE && all(out, 16, 0) && out[16] == 0xa5,
                     "decrypt with a context not keyed -> LWC_ERR_STATE, zero block", (uint32_t)f);
    }
}

static void bad_rounds(void)
{
    static const uint32_t bad[] = {0u, 1u, 4u, 20u, 23u, 25u, 26u, 27u, 29u, 30u, 31u, 33u, 36u, 24u + 256u, 28u + 65536u,
                                   32u | 0x80000000u, 0x01000018u, 0xffffffffu};
    static const char *const rows[3] = {"lea-128", "lea-192", "lea-256"};
    uint8_t iv[16];
    memset(iv, 0xff, sizeof iv);
    for (size_t k = 0; k < 3; k++) {
        const lwc_cipher_t *row = lwc_cipher_find(rows[k]);
        target_check(lwc_lea_set_key(&ctx, key, 16u + 8u * k) == LWC_OK, "set_key", (uint32_t)k);
        memcpy(&copy, &ctx, sizeof ctx);
        for (size_t b = 0; b < sizeof bad / sizeof bad[0]; b++) {
            memcpy(&ctx, &copy, sizeof ctx);
            ctx.ks.rounds = bad[b];
            memset(out, 0xa5, sizeof out);
            lwc_lea_encrypt(&ctx, out, in);
            target_check(all(out, 16, 0) && out[16] == 0xa5, "encrypt with bad rounds writes a zero block", bad[b]);
            memset(out, 0xa5, sizeof out);
            lwc_lea_decrypt(&ctx, out, in);
            target_check(all(out, 16, 0) && out[16] == 0xa5, "decrypt with bad rounds writes a zero block", bad[b]);
            memset(out, 0xa5, sizeof out);
            target_check(row != NULL && lwc_ctr_crypt(row, &ctx, iv, out, in, 40) == LWC_OK && memcmp(out, in, 40) == 0,
                  "ctr with bad rounds: out = in", bad[b]);
        }
    }
}

static void round_trips(void)
{
    for (size_t k = 0; k < 3; k++) {
        target_check(lwc_lea_set_key(&ctx, key, 16u + 8u * k) == LWC_OK, "set_key", (uint32_t)k);
        memset(out, 0xa5, sizeof out);
        target_check(lwc_lea_encrypt(&ctx, out, in) == LWC_OK && !all(out, 16, 0) && out[16] == 0xa5, "encrypt wrote a block",
                     (uint32_t)k);
        lwc_lea_decrypt(&ctx, back, out);
        target_check(memcmp(back, in, 16) == 0, "decrypt(encrypt(x)) = x", (uint32_t)k);
        memcpy(back, in, 16);
        lwc_lea_encrypt(&ctx, back, back);
        target_check(memcmp(back, out, 16) == 0, "in-place encryption", (uint32_t)k);
        lwc_lea_decrypt(&ctx, back, back);
        target_check(memcmp(back, in, 16) == 0, "in-place decryption", (uint32_t)k);
        memset(out, 0xa5, sizeof out);
        const int rc = lwc_lea_encrypt(NULL, out, in) | lwc_lea_encrypt(&ctx, out, NULL) | lwc_lea_decrypt(NULL, out, in) |
                       lwc_lea_decrypt(&ctx, out, NULL) | lwc_lea_encrypt(&ctx, NULL, in) | lwc_lea_decrypt(&ctx, NULL, in);
        target_check(rc == LWC_ERR_NULL && all(out, sizeof out, 0xa5), "NULL arguments: LWC_ERR_NULL, nothing written",
                     (uint32_t)k);
    }
}

/* The rows lea-128/192/256 (lwc_ciphers; a backend may have a row's block function in assembly:
 * lea_backend.h): the block of lwc_lea_encrypt from word-aligned and unaligned buffers (nothing
 * written around it), decryption back, and NULL arguments give LWC_ERR_NULL with nothing written. */
static void rows(void)
{
    static const char *const names[3] = {"lea-128", "lea-192", "lea-256"};
    static const uint8_t offsets[4][2] = {{0, 0}, {1, 0}, {0, 2}, {3, 1}}; /* (in, out) bytes past a word */
    static uint32_t src_words[6], dst_words[6];
    for (size_t k = 0; k < 3; k++) {
        const lwc_cipher_t *row = lwc_cipher_find(names[k]);
        target_check(row != NULL && lwc_lea_set_key(&ctx, key, 16u + 8u * k) == LWC_OK, "row and set_key", (uint32_t)k);
        if (row == NULL)
            continue;
        lwc_lea_encrypt(&ctx, out, in);
        for (size_t a = 0; a < 4; a++) {
            uint8_t *src = (uint8_t *)src_words + 4 + offsets[a][0], *dst = (uint8_t *)dst_words + 4 + offsets[a][1];
            memcpy(src, in, 16);
            memset(dst_words, 0xa5, sizeof dst_words);
            target_check(row->encrypt(&ctx, dst, src) == LWC_OK && memcmp(dst, out, 16) == 0 && dst[-1] == 0xa5 &&
                             dst[16] == 0xa5,
                         "row encrypt = lwc_lea_encrypt, any alignment", (uint32_t)(4 * k + a));
            target_check(row->decrypt(&ctx, src, dst) == LWC_OK && memcmp(src, in, 16) == 0, "row decrypt inverts",
                         (uint32_t)(4 * k + a));
        }
        memset(back, 0xa5, sizeof back);
        const int rc = row->encrypt(NULL, back, in) | row->encrypt(&ctx, NULL, in) | row->encrypt(&ctx, back, NULL) |
                       row->decrypt(NULL, back, in) | row->decrypt(&ctx, NULL, in) | row->decrypt(&ctx, back, NULL);
        target_check(rc == LWC_ERR_NULL && all(back, sizeof back, 0xa5), "row NULL arguments: LWC_ERR_NULL, nothing written",
                     (uint32_t)k);
    }
}

int main(void)
{
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(0x3d * i + 7);
    for (size_t i = 0; i < sizeof in; i++)
        in[i] = (uint8_t)(0x95 * i + 1);
    set_key_lengths();
    not_keyed();
    bad_rounds();
    round_trips();
    rows();
    target_puts("lea-api: ");
    target_check_exit();
}
