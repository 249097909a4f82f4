/* What the x86_64 Ascon kernel adds to the portable C (the state keeps ref/'s plain 64-bit words): a
 * one-shot Ascon-AEAD128 core, ascon_aead_crypt_fast (ascon_aead_fast_x86_64.c), which the mode tries
 * first and which declines (returns 0) below the ssse3 level; the mode's C core runs then. */
#ifndef LWC_SRC_ASCON_BACKEND_H
#define LWC_SRC_ASCON_BACKEND_H

#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#define ASCON_BACKEND_AEAD_BLOCKS 0
#define ASCON_BACKEND_HASH_BLOCKS 0
#define ASCON_BACKEND_AEAD_FAST 1

/* The batch calls' lane kernel (src/common/batch_lanes.h, ascon_lanes_avx2.c): Ascon-AEAD128 on up to
 * ASCON_BACKEND_BATCH_LANES messages in AVX2 lanes, each with its own key (shared is not used). */
#define ASCON_BACKEND_BATCH_LANES 8
struct batch_lane_group;
int ascon_aead128_lanes_avx2(const struct batch_lane_group *g, const void *shared);
#define ASCON_BACKEND_BATCH_KERNEL ascon_aead128_lanes_avx2
#define ASCON_BACKEND_BATCH_LEVEL LWC_LEVEL_AVX2

#endif
