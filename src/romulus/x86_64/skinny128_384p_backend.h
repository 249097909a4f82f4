/* What the x86_64 Romulus kernel adds to the portable C: the per-call SKINNY-128-384+ of the contract
 * (../skinny128_384p.h) gets a fast path, skinny128_384p_encrypt_fast (skinny128_384p_fast_x86_64.c, SSSE3,
 * nibble-split with PSHUFB), which ref/skinny128_384p_ref.c tries first and which declines (returns
 * 0) below the ssse3 level. No expanded-schedule contract (the tweakey schedule runs in each call). */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H

#define SKINNY128_384P_BACKEND_KS 0
#define SKINNY128_384P_BACKEND_FAST 1

#endif
