/* PRESENT kernels (paper 001): filled in by the PRESENT work.
 * See bench_kernels.c for how a kernel is timed. */
#include "bench_kernels.h"
#include "bench_measure.h"

void bench_kernels_present(bench_kernel_sink measure)
{
    (void)measure;
}
