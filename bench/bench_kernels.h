/* The primitive kernels the papers measure, and the variant label of each algorithm's backend. */
#ifndef LWC_BENCH_KERNELS_H
#define LWC_BENCH_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifndef BENCH_STACK_PAINT_BYTES
#define BENCH_STACK_PAINT_BYTES 1024 /* how deep below the measuring frame the stack is painted */
#endif
/* Bytes a call instruction itself pushes (the return address): the one architecture fact the
 * benchmark needs, kept here. */
#if defined(__AVR__)
#define BENCH_CALL_PUSH_BYTES 2
#else
#define BENCH_CALL_PUSH_BYTES 0
#endif

typedef struct {
    const char *alg;     /* e.g. "tinyjambu-128" */
    const char *variant; /* "ref", "normal", "opt", ... */
    const char *op;      /* "permute-640", "lfsr-update", "block" */
    uint16_t bytes;      /* bytes processed (0 for a permutation) */
    uint32_t (*timed)(void); /* cycles between two counter reads around one call (baseline not removed) */
} bench_kernel_t;

extern const bench_kernel_t bench_kernels[];
extern const bench_kernel_t bench_empty_kernel; /* calls an empty function: the stack baseline */
extern const size_t bench_kernel_count;

/* "ref" or "asm": what the library's backend for this algorithm is (cmake/backends.cmake). */
const char *bench_variant_of(const char *alg);

#endif /* LWC_BENCH_KERNELS_H */
