/* Host test (64-bit): CCM with 2^32 + 5 bytes of associated data, end to end.
 *
 * The AD is a sparse mapping of 2^32 + 5 bytes (MAP_NORESERVE: untouched pages read as zeros and
 * cost no memory) with three bytes set: at 0, at 2^31 and the last one. The cipher is a test-only
 * row whose block function is the identity, so that the CBC-MAC of SP 800-38C is the XOR of the
 * formatted blocks B0, B1, ... and the expected tag is computed here directly from the formatting
 * rules: B0 = flags || N || Q; the AD length as 0xFF 0xFF and 8 bytes (2^32 <= a < 2^64), then the
 * AD, zero padded; the payload, zero padded; tag = MAC ^ E(A_0) = MAC ^ A_0; C = P ^ A_1. A mode
 * that encoded the length modulo 2^32 (0x00 0x05) or dropped AD bytes gives another tag.
 * Exit 0 on success, 1 on a mismatch, 77 (skipped) where the mapping is refused. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MAP_NORESERVE, madvise (-std=c11 hides them) */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#include "lwc/lwc.h"
#include "lwc/modes.h"

#define KEYED 0x7e570001u /* this test row's keyed_as */

static int identity_set_key(void *ctx, const uint8_t *key)
{
    const uint32_t k = KEYED;
    (void)key;
    memcpy(ctx, &k, sizeof k);
    return LWC_OK;
}

static int identity_block(const void *ctx, uint8_t *out, const uint8_t *in)
{
    (void)ctx;
    memmove(out, in, 16);
    return LWC_OK;
}

int main(void)
{
    if (sizeof(size_t) < 8) {
        printf("ccm long AD: skipped (size_t of %u bytes)\n", (unsigned)sizeof(size_t));
        return 77;
    }
    const lwc_cipher_t row = {"identity-test", 16, 16, 4, KEYED, identity_set_key, identity_block, identity_block,
                              NULL, NULL, NULL};
    uint32_t ctx;
    row.set_key(&ctx, NULL);
    const uint64_t a = ((uint64_t)1 << 32) + 5;
    uint8_t *ad = mmap(NULL, (size_t)a, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (ad == MAP_FAILED) {
        perror("ccm long AD: mmap");
        return 77;
    }
    (void)madvise(ad, (size_t)a, MADV_HUGEPAGE); /* fewer page faults where huge zero pages exist */
    const size_t marks[3] = {0, (size_t)1 << 31, (size_t)a - 1};
    const uint8_t mark_values[3] = {0x11, 0x77, 0x5a};
    for (int i = 0; i < 3; i++)
        ad[marks[i]] = mark_values[i];

    static const uint8_t nonce[13] = {0xa0, 0xa1, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xab, 0xac};
    static const uint8_t msg[5] = {'h', 'e', 'l', 'l', 'o'};
    uint8_t ct[5], tag[16];
    const int rc = lwc_ccm_encrypt(&row, &ctx, nonce, sizeof nonce, ad, (size_t)a, ct, tag, 16, msg, sizeof msg);

    /* The expected tag: XOR of the formatted blocks (q = 2: t = 16, flags 0x40 | 7 << 3 | 1), and A_0. */
    uint8_t mac[16] = {0x40 | (7 << 3) | 1};
    memcpy(mac + 1, nonce, 13);
    mac[14] = 0;
    mac[15] = sizeof msg;
    static const uint8_t length_field[10] = {0xff, 0xff, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x05};
    for (int i = 0; i < 10; i++)
        mac[i] ^= length_field[i];
    for (int i = 0; i < 3; i++)
        mac[(10 + marks[i]) % 16] ^= mark_values[i]; /* AD byte j sits at stream offset 10 + j */
    for (size_t i = 0; i < sizeof msg; i++)
        mac[i] ^= msg[i];
    uint8_t a0[16] = {1}, want_tag[16], want_ct[5];
    memcpy(a0 + 1, nonce, 13);
    for (int i = 0; i < 16; i++)
        want_tag[i] = (uint8_t)(mac[i] ^ a0[i]);
    a0[15] = 1; /* A_1 */
    for (size_t i = 0; i < sizeof msg; i++)
        want_ct[i] = (uint8_t)(msg[i] ^ a0[i]);

    /* (Decryption formats the AD with the same code, ccm_start: one 2^32-byte pass is enough.) */
    const int ok = rc == LWC_OK && memcmp(tag, want_tag, 16) == 0 && memcmp(ct, want_ct, sizeof ct) == 0;
    munmap(ad, (size_t)a);
    printf("ccm long AD (2^32 + 5 bytes, 0xFF 0xFF encoding): encrypt %d: %s\n", rc,
           ok ? "tag and ciphertext as formatted by SP 800-38C" : "MISMATCH");
    return ok ? 0 : 1;
}
