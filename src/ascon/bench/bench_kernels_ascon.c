/* Ascon kernels: the permutation the modes are built on, p^12 (initialisation, finalisation, every
 * hash block's neighbours) and p^8 (an Ascon-AEAD128 data block), one call each including its
 * argument setup, and Ascon-XOF128 / -CXOF128 (the XOF rows, which the generic AEAD and hash rows of
 * bench/bench_main.c do not cover) over a 16-byte message with a 32-byte output. The AEAD and
 * Ascon-Hash256 calls are measured by bench/bench_main.c from the tables. */
#include "bench_kernels.h"
#include "bench_measure.h"
#include "ascon_perm.h"
#include "lwc/ascon.h"

static ascon_state ascon_bench_state = {{0}};
static uint8_t ascon_bench_msg[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
static uint8_t ascon_bench_z[16] = {16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};
static uint8_t ascon_bench_out[32];

__attribute__((noinline)) static uint32_t ascon_p12(void)
{
    BENCH_TIMED_CALL(ascon_permute(&ascon_bench_state, 12));
}

__attribute__((noinline)) static uint32_t ascon_p8(void)
{
    BENCH_TIMED_CALL(ascon_permute(&ascon_bench_state, 8));
}

__attribute__((noinline)) static uint32_t ascon_xof(void)
{
    BENCH_TIMED_CALL(lwc_ascon_xof128(ascon_bench_out, sizeof ascon_bench_out, ascon_bench_msg, sizeof ascon_bench_msg));
}

__attribute__((noinline)) static uint32_t ascon_cxof(void)
{
    BENCH_TIMED_CALL(lwc_ascon_cxof128(ascon_bench_out, sizeof ascon_bench_out, ascon_bench_z, sizeof ascon_bench_z,
                                       ascon_bench_msg, sizeof ascon_bench_msg));
}

void bench_kernels_ascon(bench_kernel_sink measure)
{
    measure("ascon-aead128", LWC_IMPL_ASCON_ASCON_PERM, "permute-12", 0, ascon_p12);
    measure("ascon-aead128", LWC_IMPL_ASCON_ASCON_PERM, "permute-8", 0, ascon_p8);
    measure("ascon-xof128", bench_variant_of("ascon-aead128"), "xof-32", 16, ascon_xof);
    measure("ascon-cxof128", bench_variant_of("ascon-aead128"), "xof-32", 16, ascon_cxof);
}
