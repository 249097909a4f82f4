/* Firmware (every target): the checks of the LEA API as each backend does them (src/lea/lea.c
 * leaves the key size and the round count to the backend's dispatch, lea_block.h):
 *  - lwc_lea_set_key: 16, 24, 32 bytes give LWC_OK and 24, 28, 32 rounds; every other length
 *    (0..40, and lengths whose low byte is 16, 24 or 32) gives LWC_ERR_LENGTH and leaves the context
 *    as it was; a NULL context or key gives LWC_ERR_NULL;
 *  - a context whose round count is not 24, 28 or 32 (never keyed, or overwritten): lwc_lea_encrypt
 *    and lwc_lea_decrypt write a zero block, and CTR through the lea rows (whose CTR core, where
 *    there is one, must decline it) gives out = in;
 *  - a keyed context: decryption inverts encryption, in place and out of place; NULL arguments
 *    write nothing.
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
        memset(&ctx, 0x5c, sizeof ctx);
        const int rc = lwc_lea_set_key(&ctx, key, l);
        if (good) {
            target_check(rc == LWC_OK && ctx.rounds == 16u + (uint32_t)l / 2u, "set_key length -> LWC_OK, rounds", (uint32_t)l);
        } else {
            target_check(rc == LWC_ERR_LENGTH, "set_key length -> LWC_ERR_LENGTH", (uint32_t)l);
            target_check(all((const uint8_t *)&ctx, sizeof ctx, 0x5c), "set_key bad length left ctx", (uint32_t)l);
        }
    }
    target_check(lwc_lea_set_key(NULL, key, 16) == LWC_ERR_NULL, "set_key NULL ctx", 0);
    target_check(lwc_lea_set_key(&ctx, NULL, 16) == LWC_ERR_NULL, "set_key NULL key", 0);
    target_check(lwc_lea_set_key(NULL, key, 17) == LWC_ERR_NULL, "set_key NULL ctx before the length", 0);
}

static void bad_rounds(void)
{
    static const uint32_t bad[] = {0u, 1u, 4u, 20u, 23u, 25u, 26u, 27u, 29u, 30u, 31u, 33u, 36u, 24u + 256u, 28u + 65536u,
                                   32u | 0x80000000u, 0x01000018u, 0xffffffffu};
    const lwc_cipher_t *row = lwc_cipher_find("lea-128");
    uint8_t iv[16];
    memset(iv, 0xff, sizeof iv);
    for (size_t k = 0; k < 3; k++) {
        target_check(lwc_lea_set_key(&ctx, key, 16u + 8u * k) == LWC_OK, "set_key", (uint32_t)k);
        memcpy(&copy, &ctx, sizeof ctx);
        for (size_t b = 0; b < sizeof bad / sizeof bad[0]; b++) {
            memcpy(&ctx, &copy, sizeof ctx);
            ctx.rounds = bad[b];
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
        lwc_lea_encrypt(&ctx, out, in);
        target_check(!all(out, 16, 0) && out[16] == 0xa5, "encrypt wrote a block", (uint32_t)k);
        lwc_lea_decrypt(&ctx, back, out);
        target_check(memcmp(back, in, 16) == 0, "decrypt(encrypt(x)) = x", (uint32_t)k);
        memcpy(back, in, 16);
        lwc_lea_encrypt(&ctx, back, back);
        target_check(memcmp(back, out, 16) == 0, "in-place encryption", (uint32_t)k);
        lwc_lea_decrypt(&ctx, back, back);
        target_check(memcmp(back, in, 16) == 0, "in-place decryption", (uint32_t)k);
        memset(out, 0xa5, sizeof out);
        lwc_lea_encrypt(NULL, out, in);
        lwc_lea_encrypt(&ctx, out, NULL);
        lwc_lea_decrypt(NULL, out, in);
        lwc_lea_decrypt(&ctx, out, NULL);
        lwc_lea_encrypt(&ctx, NULL, in);
        lwc_lea_decrypt(&ctx, NULL, in);
        target_check(all(out, sizeof out, 0xa5), "NULL arguments write nothing", (uint32_t)k);
    }
}

int main(void)
{
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(0x3d * i + 7);
    for (size_t i = 0; i < sizeof in; i++)
        in[i] = (uint8_t)(0x95 * i + 1);
    set_key_lengths();
    bad_rounds();
    round_trips();
    target_puts("lea-api: ");
    target_check_exit();
}
