/* Firmware (every target): the assembly backends against themselves at every buffer alignment.
 * Cortex-M0/M0+ fault on an unaligned word access, so the armv6m files choose word or byte accesses
 * from the buffer addresses: each alignment of input and output (0..3 bytes past a word) must give
 * the result of the word-aligned call.
 *  - LEA-128/192/256: lwc_lea_encrypt / lwc_lea_decrypt of one block, out of place, and round keys
 *    overwritten (the backend's zero block and LWC_ERR_STATE at any alignment);
 *  - TinyJAMBU-128/192/256: encryption and decryption of 37 bytes (whole blocks through the message
 *    loop, then a partial one), ciphertext and tag equal to the aligned ones, plaintext back.
 * Prints "N passed, M failed"; exit status 1 on any failure. */
#include <stdint.h>
#include <string.h>

#include "lwc/lea.h"
#include "lwc/tinyjambu.h"
#include "lwc/lwc.h"
#include "target_print.h"

#define MSG 37

static _Alignas(4) uint8_t key[32], nonce[12], src[MSG + 8], dst[MSG + 8], ref[MSG + 8], back[MSG + 8];
static _Alignas(4) uint8_t tag[8], ref_tag[8];
static lwc_lea_ctx ctx;

typedef int (*tj_encrypt_fn)(uint8_t *, uint8_t[8], const uint8_t *, const uint8_t[12], const uint8_t *, size_t,
                             const uint8_t *, size_t);
typedef int (*tj_decrypt_fn)(uint8_t *, const uint8_t[8], const uint8_t *, const uint8_t[12], const uint8_t *, size_t,
                             const uint8_t *, size_t);

static void lea(void)
{
    for (uint32_t k = 0; k < 3; k++) {
        target_check(lwc_lea_set_key(&ctx, key, 16u + 8u * k) == LWC_OK, "lea set_key", k);
        lwc_lea_encrypt(&ctx, ref, src);
        for (uint32_t a = 0; a < 16; a++) {
            const uint32_t ai = a & 3u, ao = a >> 2;
            memcpy(back + ai, src, 16);
            memset(dst, 0xa5, sizeof dst);
            const int rc = lwc_lea_encrypt(&ctx, dst + ao, back + ai);
            target_check(rc == LWC_OK && memcmp(dst + ao, ref, 16) == 0 && dst[ao + 16] == 0xa5,
                         "lea encrypt alignment", k * 16u + a);
            const int rd = lwc_lea_decrypt(&ctx, back + ai, dst + ao);
            target_check(rd == LWC_OK && memcmp(back + ai, src, 16) == 0, "lea decrypt alignment", k * 16u + a);
        }
    }
    target_check(lwc_lea_set_key(&ctx, key, 16) == LWC_OK, "lea set_key", 0);
    ctx.ks.rounds = 7; /* round keys overwritten: the backend's own check */
    for (uint32_t ao = 0; ao < 4; ao++) {
        memset(dst, 0xa5, sizeof dst);
        const int rc = lwc_lea_encrypt(&ctx, dst + ao, src);
        const int rd = lwc_lea_decrypt(&ctx, dst + ao + 16, src);
        int zero = 1;
        for (uint32_t i = 0; i < 32; i++)
            zero &= dst[ao + i] == 0;
        target_check(rc == LWC_ERR_STATE && rd == LWC_ERR_STATE && zero && dst[ao + 32] == 0xa5,
                     "lea bad rounds: zero block and LWC_ERR_STATE at any alignment", ao);
    }
}

static void tinyjambu(uint32_t bits, tj_encrypt_fn enc, tj_decrypt_fn dec)
{
    target_check(enc(ref, ref_tag, key, nonce, src, 5, src, MSG) == LWC_OK, "tinyjambu encrypt", bits);
    for (uint32_t a = 0; a < 16; a++) {
        const uint32_t ai = a & 3u, ao = a >> 2;
        memcpy(back + ai, src, MSG);
        memset(dst, 0xa5, sizeof dst);
        target_check(enc(dst + ao, tag, key, nonce, src, 5, back + ai, MSG) == LWC_OK, "tinyjambu encrypt", bits + a);
        target_check(memcmp(dst + ao, ref, MSG) == 0 && memcmp(tag, ref_tag, 8) == 0 && dst[ao + MSG] == 0xa5,
                     "tinyjambu encrypt alignment", bits + a);
        memset(back, 0x5a, sizeof back);
        target_check(dec(back + ai, tag, key, nonce, src, 5, dst + ao, MSG) == LWC_OK, "tinyjambu decrypt", bits + a);
        target_check(memcmp(back + ai, src, MSG) == 0, "tinyjambu decrypt alignment", bits + a);
    }
}

int main(void)
{
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(0x3d * i + 7);
    for (size_t i = 0; i < sizeof nonce; i++)
        nonce[i] = (uint8_t)(0x11 * i + 3);
    for (size_t i = 0; i < sizeof src; i++)
        src[i] = (uint8_t)(0x95 * i + 1);
    lea();
    tinyjambu(128, lwc_tinyjambu128_encrypt, lwc_tinyjambu128_decrypt);
    tinyjambu(192, lwc_tinyjambu192_encrypt, lwc_tinyjambu192_decrypt);
    tinyjambu(256, lwc_tinyjambu256_encrypt, lwc_tinyjambu256_decrypt);
    target_puts("alignment: ");
    target_check_exit();
}
