/* The kernels of the benchmark firmware: each primitive's (src/<primitive>/bench/bench_kernels_<primitive>.c,
 * the primitives of the build in the manifest's order, BENCH_PRIMITIVES of the generated
 * bench_primitives.h), then the block-cipher modes' and STREAM's (bench_kernels_modes.c,
 * bench_kernels_stream.c). A kernel is one noinline function that reads the cycle counter, makes one
 * call with constant arguments (so the figure includes their setup, the call and the return, as the
 * papers count) and reads the counter again; BENCH_NO_VARIANTS (bench_ref.elf, bench/CMakeLists.txt)
 * leaves out the paper variants' kernels (those live in lwc_variants, which is not linked there). */
#include <string.h>

#include "bench_kernels.h"

void bench_for_each_kernel(bench_kernel_sink measure)
{
#if defined(BENCH_LIBRARY_ROWS_ONLY) /* a protected tree: the library rows only (bench/CMakeLists.txt) */
    (void)measure;
#else
#define BENCH_CALL_KERNELS(prim, PRIM) bench_kernels_##prim(measure);
    BENCH_PRIMITIVES(BENCH_CALL_KERNELS)
    bench_kernels_modes(measure);
    bench_kernels_stream(measure);
#endif
}

/* The variant label of an algorithm's library functions: its primitive's LWC_IMPL_<PRIMITIVE>
 * (cmake/backends.cmake), the primitive being the prefix of the row's name. */
const char *bench_variant_of(const char *alg)
{
#define BENCH_VARIANT_OF(prim, PRIM)                 \
    if (strncmp(alg, #prim, sizeof #prim - 1) == 0) \
        return LWC_IMPL_##PRIM;
    BENCH_PRIMITIVES(BENCH_VARIANT_OF)
    return "unknown";
}
