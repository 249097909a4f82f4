/* What the x86_64 Romulus kernel adds to the portable C: the per-call SKINNY-128-384+ of the contract
 * (../skinny128_384p.h) gets a fast path, skinny128_384p_encrypt_fast (skinny128_384p_fast_x86_64.c, SSSE3,
 * nibble-split with PSHUFB), which ref/skinny128_384p_ref.c tries first and which declines (returns
 * 0) below the ssse3 level. No expanded-schedule contract (the tweakey schedule runs in each call). */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_BACKEND_H

#define SKINNY128_384P_BACKEND_KS 0
#define SKINNY128_384P_BACKEND_FAST 1

/* The batch calls' lane kernel (src/common/batch_lanes.h, romulus_n_lanes_avx2.c): Romulus-N on up to
 * ROMULUS_N_BACKEND_BATCH_LANES messages, their SKINNY-128-384+ calls in AVX2 lanes, each with its own
 * key (shared is not used). */
#define ROMULUS_N_BACKEND_BATCH_LANES 8
struct batch_lane_group;
int romulus_n_lanes_avx2(const struct batch_lane_group *g, const void *shared);
#define ROMULUS_N_BACKEND_BATCH_KERNEL romulus_n_lanes_avx2
#define ROMULUS_N_BACKEND_BATCH_LEVEL LWC_LEVEL_AVX2

#endif
