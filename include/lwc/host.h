/**
 * @file
 * @brief lwcrypt: the host's kernel level (run-time CPU dispatch).
 *
 * On an x86-64 or AArch64 (Linux) host the library carries, beside its portable C, kernels for
 * instruction-set levels of the CPU and picks the highest level the CPU has when it is first used.
 * Every level computes the same results (the tests run the vector files and differential checks at
 * each level); a level only changes speed. The portable C is always built and can be forced.
 *
 * The level in use is the one piece of process-wide state in the library: it is read from the
 * environment variable LWC_LEVEL (a level name below) on first use, capped at what the CPU has, and
 * changed by lwc_set_level. On other processors (the microcontroller targets) the only level is
 * LWC_LEVEL_PORTABLE. The numbers are shared; each instruction set names its own levels.
 */
#ifndef LWC_HOST_H
#define LWC_HOST_H

#ifdef __cplusplus
extern "C" {
#endif

/** Kernel levels, each including the ones below it. */
#define LWC_LEVEL_PORTABLE 0 /**< the portable C */
#define LWC_LEVEL_SSSE3    1 /**< x86-64: SSSE3, SSE4.1 and PCLMULQDQ */
#define LWC_LEVEL_AVX2     2 /**< x86-64: the above, AVX2, BMI1, BMI2 and the OS saving the YMM registers */
#define LWC_LEVEL_NEON     1 /**< AArch64: Advanced SIMD (NEON) */
#define LWC_LEVEL_PMULL    2 /**< AArch64: the above and PMULL (64-bit polynomial multiply) */
#define LWC_LEVEL_COUNT    3 /**< the number of levels */

/** The highest level this CPU supports. */
int lwc_level_supported(void);

/** The level in use: LWC_LEVEL on first use (capped at lwc_level_supported()), else the supported one. */
int lwc_level(void);

/** Use `level` from now on (for every thread). Returns LWC_OK, or LWC_ERR_LENGTH (level unchanged)
 *  for a level that is not one of LWC_LEVEL_* or above lwc_level_supported(). */
int lwc_set_level(int level);

/** The name of a level on this instruction set ("portable", "ssse3", "avx2"; on AArch64 "portable",
 *  "neon", "pmull"), NULL for any other number. */
const char *lwc_level_name(int level);

/** The level of that name, or -1. */
int lwc_level_from_name(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* LWC_HOST_H */
