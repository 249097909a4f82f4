/* The primitive kernels the papers measure, and the variant label of each algorithm's backend. */
#ifndef LWC_BENCH_KERNELS_H
#define LWC_BENCH_KERNELS_H

#include <stddef.h>
#include <stdint.h>


/* A kernel measurement: cycles between two counter reads around one call (baseline not removed). */
typedef uint32_t (*bench_timed_fn)(void);

/* Receives one kernel: alg ("tinyjambu-128"), variant ("ref", "normal", ...), op ("permute-640",
 * "lfsr-update", ...), bytes processed (0 for a permutation) and its timed function. */
typedef void (*bench_kernel_sink)(const char *alg, const char *variant, const char *op, uint32_t bytes,
                                  bench_timed_fn timed);

/* Calls `measure` once per kernel, in order. The list is code, not a table: on the ATmega128 a table
 * of ~100 rows would sit in its 4 KB of RAM. */
void bench_for_each_kernel(bench_kernel_sink measure);

/* The same per primitive (src/<primitive>/bench/bench_kernels_<primitive>.c; BENCH_PRIMITIVES, generated
 * by bench/CMakeLists.txt, lists the primitives of the build), then the modes' and STREAM's, called by
 * bench_for_each_kernel in this order. */
#include "bench_primitives.h"
#define BENCH_DECLARE_KERNELS(prim, PRIM) void bench_kernels_##prim(bench_kernel_sink measure);
BENCH_PRIMITIVES(BENCH_DECLARE_KERNELS)
void bench_kernels_modes(bench_kernel_sink measure);
void bench_kernels_stream(bench_kernel_sink measure);


/* The mode kernels' share of the benchmark's work area (bench_main.c): a block-cipher context and a
 * data buffer, in the memory the AEAD buffer uses at other times (on a target with less than 16 KB
 * of RAM, its descriptor's memory.ram_bytes, such as the ATmega128's 4 KB, the modes are measured on
 * up to 128 bytes). */
#include "lwc_target_config.h"
#if LWC_TARGET_RAM_BYTES != 0 && LWC_TARGET_RAM_BYTES < 16384
#define BENCH_MODE_MAX 128
#else
#define BENCH_MODE_MAX 1024
#endif
#include "lwc/lwc.h"
struct bench_modes_area {
    lwc_cipher_ctx ctx;
    uint8_t data[BENCH_MODE_MAX + 16];
};
struct bench_modes_area *bench_modes_area(void);

/* The stream kernels' chunk buffer (bench_kernels_stream.c): BENCH_STREAM_BUFFER bytes of the same
 * work area (one chunk of up to 256 bytes and its tag). */
#define BENCH_STREAM_BUFFER (256 + 16)
uint8_t *bench_stream_buffer(void);

/* "ref" or "asm": what the library's backend for this algorithm is (cmake/backends.cmake). */
const char *bench_variant_of(const char *alg);

#endif /* LWC_BENCH_KERNELS_H */
