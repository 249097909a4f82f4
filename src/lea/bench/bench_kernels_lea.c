/* LEA kernels (Seo 2018): the backend key schedule called directly, and on Cortex-M3 the paper's
 * on-the-fly encryption/decryption (src/lea/variants/armv7m/lea_otf_armv7m.S; in the small profile's build
 * src/lea/variants/armv7m_small/lea_otf_armv7m_small.S, whose rows tools/bench labels otf-small).
 * See bench/bench_kernels.c for how a kernel is timed. */
#include "bench_kernels.h"
#include "bench_measure.h"
#include "lea_block.h"
#ifndef BENCH_NO_VARIANTS /* bench_ref.elf: no paper variants (bench/bench_kernels.c) */
#include "lea_variants.h"
#endif

static uint8_t lea_key[32] = {0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78, 0x87, 0x96, 0xa5,
                              0xb4, 0xc3, 0xd2, 0xe1, 0xf0, 0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5,
                              0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b, 0x3c, 0x2d, 0x1e, 0x0f};
/* The backend's key schedule called directly (the library row "key-schedule" adds lwc_lea_set_key's
 * checks and the descriptor wrapper), into the benchmark's shared context area (no RAM of its own).
 * The contract (lea_block.h) takes the round keys ctx->ks: the key schedule stores the round count,
 * the block functions read it. */
#define LEA_KS_KERNEL(bytes)                                               \
    __attribute__((noinline)) static uint32_t lea_ks_direct_##bytes(void) \
    {                                                                      \
        lwc_lea_round_keys *ks = &bench_modes_area()->ctx.lea.ks;          \
        BENCH_TIMED_CALL(lea_key_schedule(ks, lea_key, bytes));            \
    }
LEA_KS_KERNEL(16)
LEA_KS_KERNEL(24)
LEA_KS_KERNEL(32)

/* The backend's LEA-128 block functions called directly on keys just scheduled (the library rows
 * add lwc_lea_encrypt's checks and the descriptor wrapper). */
static uint8_t lea_direct_block[16];
__attribute__((noinline)) static uint32_t lea_enc_direct_16(void)
{
    lwc_lea_round_keys *ks = &bench_modes_area()->ctx.lea.ks;
    lea_key_schedule(ks, lea_key, 16);
    BENCH_TIMED_CALL(lea_encrypt_block(ks, lea_direct_block, lea_direct_block));
}
__attribute__((noinline)) static uint32_t lea_dec_direct_16(void)
{
    lwc_lea_round_keys *ks = &bench_modes_area()->ctx.lea.ks;
    lea_key_schedule(ks, lea_key, 16);
    BENCH_TIMED_CALL(lea_decrypt_block(ks, lea_direct_block, lea_direct_block));
}

#if LWC_HAVE_LEA_OTF_ARMV7M
/* Seo 2018's on-the-fly encryption/decryption of one block from the raw key: the key schedule is
 * part of every call, no round keys in RAM (RAM = the key, the block and the stack). */
static uint8_t lea_block[16];
#define LEA_OTF_KERNELS(bytes)                                                      \
    __attribute__((noinline)) static uint32_t lea_otf_enc_##bytes(void)            \
    {                                                                               \
        BENCH_TIMED_CALL(lea_otf_encrypt(lea_block, lea_block, lea_key, bytes));    \
    }                                                                               \
    __attribute__((noinline)) static uint32_t lea_otf_dec_##bytes(void)            \
    {                                                                               \
        BENCH_TIMED_CALL(lea_otf_decrypt(lea_block, lea_block, lea_key, bytes));    \
    }
LEA_OTF_KERNELS(16)
LEA_OTF_KERNELS(24)
LEA_OTF_KERNELS(32)
#endif

void bench_kernels_lea(bench_kernel_sink measure)
{
    measure("lea-128", LWC_IMPL_LEA_LEA_KEY_SCHEDULE, "key-schedule-direct", 0, lea_ks_direct_16);
    measure("lea-192", LWC_IMPL_LEA_LEA_KEY_SCHEDULE, "key-schedule-direct", 0, lea_ks_direct_24);
    measure("lea-256", LWC_IMPL_LEA_LEA_KEY_SCHEDULE, "key-schedule-direct", 0, lea_ks_direct_32);
    measure("lea-128", LWC_IMPL_LEA_LEA_BLOCK, "encrypt-direct", 16, lea_enc_direct_16);
    measure("lea-128", LWC_IMPL_LEA_LEA_BLOCK, "decrypt-direct", 16, lea_dec_direct_16);
#if LWC_HAVE_LEA_OTF_ARMV7M
    measure("lea-128", "otf", "encrypt", 16, lea_otf_enc_16);
    measure("lea-128", "otf", "decrypt", 16, lea_otf_dec_16);
    measure("lea-192", "otf", "encrypt", 16, lea_otf_enc_24);
    measure("lea-192", "otf", "decrypt", 16, lea_otf_dec_24);
    measure("lea-256", "otf", "encrypt", 16, lea_otf_enc_32);
    measure("lea-256", "otf", "decrypt", 16, lea_otf_dec_32);
#endif
}
