/* The host's kernel level (include/lwc/host.h): which of the run-time dispatched kernels run.
 * On x86-64 the CPU's features are read once with CPUID (and XGETBV for the operating system's
 * saving of the YMM registers); on little-endian AArch64 Linux from the kernel's hardware capabilities
 * (getauxval(AT_HWCAP): ASIMD, PMULL); elsewhere the only level is the portable C. */
#include <string.h>

#include "lwc/common.h"
#include "lwc/host.h"

/* the levels' names on this instruction set (LWC_LEVEL_* of include/lwc/host.h) */
#if defined(__aarch64__)
static const char *const level_names[LWC_LEVEL_COUNT] = {"portable", "neon", "pmull"};
#else
static const char *const level_names[LWC_LEVEL_COUNT] = {"portable", "ssse3", "avx2"};
#endif

const char *lwc_level_name(int level)
{
    return level >= 0 && level < LWC_LEVEL_COUNT ? level_names[level] : NULL;
}

int lwc_level_from_name(const char *name)
{
    for (int i = 0; name != NULL && i < LWC_LEVEL_COUNT; i++)
        if (strcmp(name, level_names[i]) == 0)
            return i;
    return -1;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define LWC_HOST_DETECTS 1
#include <cpuid.h>

static int detect(void)
{
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return LWC_LEVEL_PORTABLE;
    const int ssse3 = (c >> 9) & 1, sse41 = (c >> 19) & 1, pclmul = (c >> 1) & 1;
    const int osxsave = (c >> 27) & 1, avx = (c >> 28) & 1;
    if (!(ssse3 && sse41 && pclmul))
        return LWC_LEVEL_PORTABLE;
    int level = LWC_LEVEL_SSSE3;
    if (osxsave && avx && __get_cpuid_max(0, NULL) >= 7) {
        unsigned xcr0_lo, xcr0_hi;
        __asm__ volatile("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
        __cpuid_count(7, 0, a, b, c, d);
        const int avx2 = (b >> 5) & 1;
        const int bmi = ((b >> 3) & 1) && ((b >> 8) & 1); /* BMI1 and BMI2 (the Ascon kernel's ANDN, RORX) */
        if (avx2 && bmi && (xcr0_lo & 6u) == 6u) /* XMM and YMM state saved by the OS */
            level = LWC_LEVEL_AVX2;
    }
    return level;
}

#elif defined(__aarch64__) && defined(__linux__) && !defined(__AARCH64EB__) /* the kernels: little-endian lanes */
#define LWC_HOST_DETECTS 1
#include <sys/auxv.h>

/* the bits of AT_HWCAP (Linux, arch/arm64/include/uapi/asm/hwcap.h) */
#define HWCAP_BIT_ASIMD (1ul << 1)
#define HWCAP_BIT_PMULL (1ul << 4)

static int detect(void)
{
    const unsigned long hwcap = getauxval(AT_HWCAP);
    if (!(hwcap & HWCAP_BIT_ASIMD))
        return LWC_LEVEL_PORTABLE;
    return hwcap & HWCAP_BIT_PMULL ? LWC_LEVEL_PMULL : LWC_LEVEL_NEON;
}
#endif

#if defined(LWC_HOST_DETECTS)
#include <stdlib.h>

/* -1 until first use; a race between two first uses writes the same values. */
static _Atomic int supported = -1, current = -1;

int lwc_level_supported(void)
{
    int s = supported;
    if (s < 0)
        supported = s = detect();
    return s;
}

int lwc_level(void)
{
    int l = current;
    if (l < 0) {
        const int s = lwc_level_supported();
        const int asked = lwc_level_from_name(getenv("LWC_LEVEL"));
        l = asked >= 0 && asked < s ? asked : s;
        current = l;
    }
    return l;
}

int lwc_set_level(int level)
{
    if (level < 0 || level >= LWC_LEVEL_COUNT || level > lwc_level_supported())
        return LWC_ERR_LENGTH;
    current = level;
    return LWC_OK;
}

#else

int lwc_level_supported(void)
{
    return LWC_LEVEL_PORTABLE;
}

int lwc_level(void)
{
    return LWC_LEVEL_PORTABLE;
}

int lwc_set_level(int level)
{
    return level == LWC_LEVEL_PORTABLE ? LWC_OK : LWC_ERR_LENGTH;
}

#endif
