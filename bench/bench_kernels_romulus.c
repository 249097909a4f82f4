/* Romulus kernels: paper 002's LFSR update and one SKINNY-128-384+ block (see bench_kernels.c for how a
 * kernel is timed). */
#include "bench_kernels.h"
#include "bench_measure.h"
#include "skinny128_384p.h"
#include "target_io.h"

static uint8_t lfsr_counter[7] = {1, 0, 0, 0, 0, 0, 0};
static uint8_t skinny_block[16];
static uint8_t skinny_tweakey[48] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

__attribute__((noinline)) static uint32_t romulus_lfsr(void)
{
    BENCH_TIMED_CALL(romulus_lfsr56_update(lfsr_counter));
}

__attribute__((noinline)) static uint32_t skinny_block_encrypt(void)
{
    BENCH_TIMED_CALL(skinny128_384p_encrypt(skinny_block, skinny_tweakey));
}

void bench_kernels_romulus(bench_kernel_sink measure)
{
    measure("romulus-n", LWC_IMPL_ROMULUS, "lfsr-update", 0, romulus_lfsr);
    measure("romulus-n", LWC_IMPL_ROMULUS, "skinny-block", 16, skinny_block_encrypt);
}
