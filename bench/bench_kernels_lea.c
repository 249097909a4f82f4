/* LEA kernels (paper 004): filled in by the LEA work.
 * See bench_kernels.c for how a kernel is timed. */
#include "bench_kernels.h"
#include "bench_measure.h"

void bench_kernels_lea(bench_kernel_sink measure)
{
    (void)measure;
}
