/* PRESENT kernels (Shin et al., Table 5): the backend's block functions and key schedule called
 * directly (the library rows "encrypt"/"decrypt" add lwc_present_encrypt's checks and the descriptor
 * wrapper), and on AVR the paper's P1 variants (src/present/variants/avr/present_p1_*.S) on the same
 * round keys. See bench/bench_kernels.c for how a kernel is timed. */
#include "bench_kernels.h"
#include "bench_measure.h"
#include "present_block.h"
#ifndef BENCH_NO_VARIANTS /* bench_ref.elf: no paper variants (bench/bench_kernels.c) */
#include "present_variants.h"
#endif

static uint8_t present_key[16] = {0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78,
                                  0x87, 0x96, 0xa5, 0xb4, 0xc3, 0xd2, 0xe1, 0xf0};
static uint8_t present_blk[8];

/* Round keys in the benchmark's shared context area (no RAM of their own). */
#define PRESENT_RK (bench_modes_area()->ctx.present.rk)

#define PRESENT_KS_KERNEL(bits)                                                     \
    __attribute__((noinline)) static uint32_t present_ks_direct_##bits(void)       \
    {                                                                               \
        BENCH_TIMED_CALL(present_key_schedule(PRESENT_RK, present_key, bits));     \
    }
PRESENT_KS_KERNEL(80)
PRESENT_KS_KERNEL(128)

#define PRESENT_BLOCK_KERNEL(name, fn)                                              \
    __attribute__((noinline)) static uint32_t name(void)                           \
    {                                                                               \
        present_key_schedule(PRESENT_RK, present_key, 80);                          \
        BENCH_TIMED_CALL(fn(PRESENT_RK, present_blk, present_blk));                 \
    }
PRESENT_BLOCK_KERNEL(present_enc_direct, present_encrypt_block)
PRESENT_BLOCK_KERNEL(present_dec_direct, present_decrypt_block)
#if LWC_HAVE_PRESENT_P1_16BIT
PRESENT_BLOCK_KERNEL(present_enc_p1_16bit, present_encrypt_block_p1_16bit)
PRESENT_BLOCK_KERNEL(present_dec_p1_16bit, present_decrypt_block_p1_16bit)
#endif
#if LWC_HAVE_PRESENT_P1_8BIT
PRESENT_BLOCK_KERNEL(present_enc_p1_8bit, present_encrypt_block_p1_8bit)
PRESENT_BLOCK_KERNEL(present_dec_p1_8bit, present_decrypt_block_p1_8bit)
#endif

#if LWC_HAVE_PRESENT_OTF
/* On the fly (variants/avr/present_otf.S): the raw key, no round keys (RAM = key + block + stack);
 * the key schedule runs inside each call (decryption: forward to K_32 first, then backwards). */
#define PRESENT_OTF_KERNEL(name, fn)                                                \
    __attribute__((noinline)) static uint32_t name(void)                           \
    {                                                                               \
        BENCH_TIMED_CALL(fn(present_blk, present_blk, present_key));                \
    }
PRESENT_OTF_KERNEL(present_enc_otf_80, present_otf_encrypt_80)
PRESENT_OTF_KERNEL(present_dec_otf_80, present_otf_decrypt_80)
PRESENT_OTF_KERNEL(present_enc_otf_128, present_otf_encrypt_128)
PRESENT_OTF_KERNEL(present_dec_otf_128, present_otf_decrypt_128)
#endif

void bench_kernels_present(bench_kernel_sink measure)
{
    measure("present-80", LWC_IMPL_PRESENT, "present-key-schedule", 0, present_ks_direct_80);
    measure("present-128", LWC_IMPL_PRESENT, "present-key-schedule", 0, present_ks_direct_128);
    measure("present-80", LWC_IMPL_PRESENT, "present-encrypt", 8, present_enc_direct);
    measure("present-80", LWC_IMPL_PRESENT, "present-decrypt", 8, present_dec_direct);
#if LWC_HAVE_PRESENT_P1_16BIT
    measure("present-80", "p1-16bit", "present-encrypt", 8, present_enc_p1_16bit);
    measure("present-80", "p1-16bit", "present-decrypt", 8, present_dec_p1_16bit);
#endif
#if LWC_HAVE_PRESENT_P1_8BIT
    measure("present-80", "p1-8bit", "present-encrypt", 8, present_enc_p1_8bit);
    measure("present-80", "p1-8bit", "present-decrypt", 8, present_dec_p1_8bit);
#endif
#if LWC_HAVE_PRESENT_OTF
    measure("present-80", "otf", "present-encrypt", 8, present_enc_otf_80);
    measure("present-80", "otf", "present-decrypt", 8, present_dec_otf_80);
    measure("present-128", "otf", "present-encrypt", 8, present_enc_otf_128);
    measure("present-128", "otf", "present-decrypt", 8, present_dec_otf_128);
#endif
}
