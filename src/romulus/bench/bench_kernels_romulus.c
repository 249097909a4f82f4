/* Romulus kernels: the LFSR update of Kwon et al. (Romulus LFSR) and one SKINNY-128-384+ block
 * (see bench/bench_kernels.c for how a kernel is timed). */
#include <string.h>

#include "bench_kernels.h"
#include "bench_measure.h"
#ifndef BENCH_NO_VARIANTS /* bench_ref.elf: no paper variants (bench/bench_kernels.c) */
#include "romulus_variants.h"
#endif
#include "lwc/romulus.h"
#include "skinny128_384p.h"
#include "target_io.h"

static uint8_t lfsr_counter[7] = {1, 0, 0, 0, 0, 0, 0};
static uint8_t skinny_block[16];
static uint8_t skinny_tweakey[48] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

__attribute__((noinline)) static uint32_t romulus_lfsr(void)
{
    BENCH_TIMED_CALL(romulus_lfsr56_update(lfsr_counter));
}

#ifndef BENCH_NO_VARIANTS
__attribute__((noinline)) static uint32_t romulus_lfsr_ref(void)
{
    BENCH_TIMED_CALL(romulus_lfsr56_update_ref(lfsr_counter));
}
#endif

#if LWC_HAVE_ROMULUS_LFSR_SHIFT
__attribute__((noinline)) static uint32_t romulus_lfsr_shift(void)
{
    BENCH_TIMED_CALL(romulus_lfsr56_update_shift(lfsr_counter));
}
#endif

#if LWC_HAVE_ROMULUS_LFSR_BIT_STORE
__attribute__((noinline)) static uint32_t romulus_lfsr_bit_store(void)
{
    BENCH_TIMED_CALL(romulus_lfsr56_update_bit_store(lfsr_counter));
}
#endif

__attribute__((noinline)) static uint32_t skinny_block_encrypt(void)
{
    BENCH_TIMED_CALL(skinny128_384p_encrypt(skinny_block, skinny_tweakey));
}

#if SKINNY128_384P_BACKEND_KS
/* The expanded-schedule contract (Cortex-M3): the three parts of a block of Romulus-N/M/T
 * and of Romulus-H. */
static skinny128_384p_ks_t skinny_ks;

__attribute__((noinline)) static uint32_t skinny_expand(void)
{
    BENCH_TIMED_CALL(skinny128_384p_expand(&skinny_ks, skinny_tweakey));
}

__attribute__((noinline)) static uint32_t skinny_ks_set_tk1(void)
{
    skinny_tweakey[0]++; /* a new counter value: the delta is not zero */
    BENCH_TIMED_CALL(skinny128_384p_ks_set_tk1(&skinny_ks, skinny_tweakey));
}

__attribute__((noinline)) static uint32_t skinny_block_encrypt_ks(void)
{
    BENCH_TIMED_CALL(skinny128_384p_encrypt_ks(skinny_block, &skinny_ks));
}
#endif

/* Romulus-N and -M through a prepared key (lwc_romulus_key_init before the first counter read): the
 * per-message cost once the key's part of the schedule is cached. No AD; the message and tag in the
 * stream kernels' share of the work area. */
static lwc_romulus_key romulus_key_obj;
static uint16_t romulus_key_len;
static uint8_t romulus_key_nonce[16] = {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0};

#define ROMULUS_KEY_KERNEL(x, op)                                                                             \
    __attribute__((noinline)) static uint32_t romulus_##x##_key_##op(void)                                   \
    {                                                                                                         \
        uint8_t *const text = bench_stream_buffer();                                                          \
        lwc_romulus_key_init(&romulus_key_obj, skinny_tweakey + 32);                                          \
        BENCH_TIMED_CALL(lwc_romulus_##x##_key_##op(&romulus_key_obj, text, text + 128, romulus_key_nonce,   \
                                                    NULL, 0, text, romulus_key_len));                         \
    }
ROMULUS_KEY_KERNEL(n, encrypt)
ROMULUS_KEY_KERNEL(n, decrypt)
ROMULUS_KEY_KERNEL(m, encrypt)
ROMULUS_KEY_KERNEL(m, decrypt)
#undef ROMULUS_KEY_KERNEL

void bench_kernels_romulus(bench_kernel_sink measure)
{
    /* Table 7 of Kwon et al. (Romulus LFSR): the backend's LFSR (its own label: the Romulus
     * backend may provide it in assembly before SKINNY), and the paper's variants. The counter
     * walks on from call to call; the code is branch-free or branches on the top bit only, so its
     * value does not change the count except for the paper's branchy variants (one cycle, as in the
     * paper). */
    measure("romulus-n", LWC_IMPL_ROMULUS_ROMULUS_LFSR56, "lfsr-update", 0, romulus_lfsr);
#ifndef BENCH_NO_VARIANTS
    if (strcmp(LWC_IMPL_ROMULUS_ROMULUS_LFSR56, "ref") != 0)
        measure("romulus-n", "ref", "lfsr-update", 0, romulus_lfsr_ref);
#endif
#if LWC_HAVE_ROMULUS_LFSR_SHIFT
    measure("romulus-n", "shift", "lfsr-update", 0, romulus_lfsr_shift);
#endif
#if LWC_HAVE_ROMULUS_LFSR_BIT_STORE
    measure("romulus-n", "bit-store", "lfsr-update", 0, romulus_lfsr_bit_store);
#endif
    measure("romulus-n", LWC_IMPL_ROMULUS_SKINNY128_384P, "skinny-block", 16, skinny_block_encrypt);
#if SKINNY128_384P_BACKEND_KS
    measure("romulus-n", LWC_IMPL_ROMULUS_SKINNY128_384P, "skinny-expand", 0, skinny_expand);
    measure("romulus-n", LWC_IMPL_ROMULUS_SKINNY128_384P, "skinny-ks-set-tk1", 0, skinny_ks_set_tk1);
    measure("romulus-n", LWC_IMPL_ROMULUS_SKINNY128_384P, "skinny-block-ks", 16, skinny_block_encrypt_ks);
#endif
    /* The decryptions see a forged tag (the work area holds no valid one): the same time (ct_check). */
    static const uint16_t key_lengths[] = {8, 16, 32, 64, 128};
    for (size_t i = 0; i < sizeof key_lengths / sizeof key_lengths[0]; i++) {
        romulus_key_len = key_lengths[i];
        measure("romulus-n", "lib+cached-key", "encrypt", romulus_key_len, romulus_n_key_encrypt);
        measure("romulus-n", "lib+cached-key", "decrypt", romulus_key_len, romulus_n_key_decrypt);
        measure("romulus-m", "lib+cached-key", "encrypt", romulus_key_len, romulus_m_key_encrypt);
        measure("romulus-m", "lib+cached-key", "decrypt", romulus_key_len, romulus_m_key_decrypt);
    }
    lwc_wipe(&romulus_key_obj, sizeof romulus_key_obj);
}
