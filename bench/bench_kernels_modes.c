/* Block-cipher mode kernels: CTR at 128 and 1024 bytes, CBC encryption and CMAC at 1024, for every
 * cipher; GCM and CCM encryption at 16, 128 and 1024 bytes for the 128-bit ciphers (1024 only where
 * the target has the RAM: BENCH_MODE_MAX). See bench_kernels.c for how a kernel is timed; the key
 * schedule runs before the counter is read. The variant label is the cipher backend's. */
#include <string.h>

#include "bench_kernels.h"
#include "bench_measure.h"
#include "lwc/modes.h"

static const lwc_cipher_t *cipher;
static uint16_t length;
static uint8_t iv[16] = {0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87,
                               0x78, 0x69, 0x5a, 0x4b, 0x3c, 0x2d, 0x1e, 0x0f};
static uint8_t tag[16];

static void prepare(void)
{
    static uint8_t key[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
                                    17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32};
    struct bench_modes_area *w = bench_modes_area();
    memset(w->data, 0x3c, sizeof w->data);
    (void)cipher->set_key(&w->ctx, key);
}

#define MODE_KERNEL(name, call)                               \
    __attribute__((noinline)) static uint32_t name(void)      \
    {                                                         \
        struct bench_modes_area *w = bench_modes_area();      \
        prepare();                                            \
        BENCH_TIMED_CALL(call);                               \
    }

MODE_KERNEL(k_ctr, (void)lwc_ctr_crypt(cipher, &w->ctx, iv, w->data, w->data, length))
MODE_KERNEL(k_cbc, (void)lwc_cbc_encrypt(cipher, &w->ctx, iv, w->data, w->data, length))
MODE_KERNEL(k_cmac, (void)lwc_cmac(cipher, &w->ctx, tag, w->data, length))
MODE_KERNEL(k_gcm, (void)lwc_gcm_encrypt(cipher, &w->ctx, iv, 12, iv, 16, w->data, tag, 16, w->data, length))
MODE_KERNEL(k_ccm, (void)lwc_ccm_encrypt(cipher, &w->ctx, iv, 13, iv, 16, w->data, tag, 16, w->data, length))

void bench_kernels_modes(bench_kernel_sink measure)
{
    static const uint16_t ctr_lengths[] = {128, 1024};
    static const uint16_t aead_lengths[] = {16, 128, 1024};
    for (size_t i = 0; i < lwc_cipher_count; i++) {
        cipher = &lwc_ciphers[i];
        const char *v = bench_variant_of(cipher->name);
        for (size_t l = 0; l < 2; l++) {
            length = ctr_lengths[l];
            if (length <= BENCH_MODE_MAX)
                measure(cipher->name, v, "ctr", length, k_ctr);
        }
        length = BENCH_MODE_MAX;
        measure(cipher->name, v, "cbc-encrypt", length, k_cbc);
        measure(cipher->name, v, "cmac", length, k_cmac);
        if (cipher->block_bytes != 16)
            continue;
        for (size_t l = 0; l < 3; l++) {
            length = aead_lengths[l];
            if (length > BENCH_MODE_MAX)
                continue;
            measure(cipher->name, v, "gcm-encrypt", length, k_gcm);
            measure(cipher->name, v, "ccm-encrypt", length, k_ccm);
        }
    }
}
