/* Ascon kernels: the permutation the modes are built on, p^12 (initialisation and finalisation; every
 * hash block) and p^8 (an Ascon-AEAD128 data block), one call each including its argument setup. The
 * AEAD, hash and XOF calls are measured by bench/bench_main.c from the tables. */
#include "bench_kernels.h"
#include "bench_measure.h"
#include "ascon_perm.h"

static ascon_state ascon_bench_state = {{0}};

__attribute__((noinline)) static uint32_t ascon_p12(void)
{
    BENCH_TIMED_CALL(ascon_permute(&ascon_bench_state, 12));
}

__attribute__((noinline)) static uint32_t ascon_p8(void)
{
    BENCH_TIMED_CALL(ascon_permute(&ascon_bench_state, 8));
}

void bench_kernels_ascon(bench_kernel_sink measure)
{
    measure("ascon-aead128", LWC_IMPL_ASCON_ASCON_PERM, "permute-12", 0, ascon_p12);
    measure("ascon-aead128", LWC_IMPL_ASCON_ASCON_PERM, "permute-8", 0, ascon_p8);
}
