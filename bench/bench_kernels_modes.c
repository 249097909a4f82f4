/* Block-cipher mode kernels (CTR, CBC, CMAC, CCM, GCM over PRESENT and LEA).
 * See bench_kernels.c for how a kernel is timed. */
#include "bench_kernels.h"
#include "bench_measure.h"

void bench_kernels_modes(bench_kernel_sink measure)
{
    (void)measure;
}
