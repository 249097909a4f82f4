/* Included first by every ARMv7-M (Thumb-2) assembly file: the armv7m backend runs on ARMv7-M
 * (Cortex-M3, M4, M7) and ARMv8-M Mainline (Cortex-M33, M35P, M55) only. Assembling it for an
 * ARMv6-M or ARMv8-M Baseline core (Cortex-M0, M0+, M1, M23) stops here with an error instead of
 * building an image that faults on its first Thumb-2 instruction. The files say `.arch armv7-m`
 * (not a .cpu), so they take no FPU or float-ABI setting of their own: hard-float projects on a
 * Cortex-M4/M7/M33 link them as they are. */
#ifndef LWC_SRC_COMMON_ARMV7M_ONLY_H
#define LWC_SRC_COMMON_ARMV7M_ONLY_H

#if !defined(__ARM_ARCH_7M__) && !defined(__ARM_ARCH_7EM__) && !defined(__ARM_ARCH_8M_MAIN__) && \
    !defined(__ARM_ARCH_8_1M_MAIN__)
#error "the armv7m backend needs an ARMv7-M or ARMv8-M Mainline core (Cortex-M3/M4/M7/M33); for Cortex-M0/M0+/M23 configure LWC_BACKEND=armv6m (the cm0plus preset does)"
#endif

#endif /* LWC_SRC_COMMON_ARMV7M_ONLY_H */
