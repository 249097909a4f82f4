/* Firmware (every target): GCM and CCM decryption authenticate exactly the bytes they decrypt, even
 * when the ciphertext changes during the call (another thread, or a DMA transfer into a radio
 * buffer, writing it while the library works).
 *
 * Built with src/modes/modes.c compiled into the test with LWC_TEST_HOOKS (src/common/test_hooks.h):
 * the modes call lwc_test_hook_input_read each time they read ciphertext bytes, and the hook here
 * flips one chosen byte of the caller's ciphertext right after its first read. A decryption that
 * reads the ciphertext twice (a tag pass, then a decryption pass) then returns plaintext with that
 * byte changed, as authentic. Accepted outcomes: LWC_OK with the authentic plaintext (what was read
 * first is what was authenticated and decrypted), or LWC_ERR_AUTH with the output all zero.
 * Every 128-bit cipher row, in place and out of place, several lengths and byte positions; the hook
 * must have fired in every case (a build without the hook fails here). Prints "N passed, M failed". */
#include <stdint.h>
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "target_print.h"
#include "test_hooks.h"

void (*lwc_test_hook_input_read)(const void *ptr, size_t len) = NULL;

static uint8_t *flip_at; /* the ciphertext byte to change after its first read */
static int flipped;

static void flip_after_first_read(const void *ptr, size_t len)
{
    const uintptr_t p = (uintptr_t)ptr, f = (uintptr_t)flip_at;
    if (!flipped && f - p < len) {
        *flip_at ^= 0x01u;
        flipped = 1;
    }
}

#define MAX_LEN 40
static lwc_cipher_ctx ctx;
static uint8_t key[32], nonce[16], ad[7], m[MAX_LEN], c[MAX_LEN], out[MAX_LEN + 1], tag[16];

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

typedef int (*ae_enc)(const lwc_cipher_t *, const void *, const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *,
                      uint8_t *, size_t, const uint8_t *, size_t);
typedef int (*ae_dec)(const lwc_cipher_t *, const void *, const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *,
                      const uint8_t *, size_t, const uint8_t *, size_t);

static void one(const lwc_cipher_t *b, const char *what, ae_enc enc, ae_dec dec, size_t len, size_t pos, int in_place)
{
    for (size_t i = 0; i < len; i++)
        m[i] = (uint8_t)(7u * i + len);
    target_check(enc(b, &ctx, nonce, 12, ad, sizeof ad, c, tag, 16, m, len) == LWC_OK, what, (uint32_t)len);
    uint8_t *text = in_place ? out : c;
    if (in_place)
        memcpy(out, c, len);
    out[len] = 0xA5;
    flip_at = text + pos;
    flipped = 0;
    lwc_test_hook_input_read = flip_after_first_read;
    const int rc = dec(b, &ctx, nonce, 12, ad, sizeof ad, out, tag, 16, text, len);
    lwc_test_hook_input_read = NULL;
    const int authentic = rc == LWC_OK && memcmp(out, m, len) == 0;
    const int refused = rc == LWC_ERR_AUTH && all_zero(out, len);
    target_check(flipped, "the hook changed the ciphertext", (uint32_t)pos);
    if (!target_check((authentic || refused) && out[len] == 0xA5, what, (uint32_t)(1000u * len + pos))) {
        target_puts("  (");
        target_puts(b->name);
        target_puts(in_place ? ", in place: " : ", out of place: ");
        target_puts(rc == LWC_OK ? "accepted with altered plaintext)\n" : "refused, output not wiped)\n");
    }
}

int main(void)
{
    static const uint8_t lengths[] = {1, 16, 17, 40};
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(0x35u * i + 1u);
    for (size_t i = 0; i < sizeof nonce; i++)
        nonce[i] = (uint8_t)(0x11u * i + 3u);
    for (size_t r = 0; r < lwc_cipher_count; r++) {
        const lwc_cipher_t *b = &lwc_ciphers[r];
        if (b->block_bytes != 16)
            continue;
        target_check(b->set_key(&ctx, key) == LWC_OK, "set_key", (uint32_t)r);
        for (size_t l = 0; l < sizeof lengths; l++) {
            const size_t len = lengths[l];
            const size_t positions[3] = {0, len / 2, len - 1};
            for (size_t p = 0; p < 3; p++)
                for (int in_place = 0; in_place < 2; in_place++) {
                    one(b, "gcm decrypt: authentic or refused", lwc_gcm_encrypt, lwc_gcm_decrypt, len, positions[p],
                        in_place);
                    one(b, "ccm decrypt: authentic or refused", lwc_ccm_encrypt, lwc_ccm_decrypt, len, positions[p],
                        in_place);
                }
        }
    }
    target_puts("modes double fetch: ");
    target_check_exit();
}
