/* What the x86_64 TinyJAMBU kernel adds to the portable C: a one-call TinyJAMBU-128 AEAD,
 * tinyjambu_aead_encrypt_fast / tinyjambu_aead_decrypt_fast (tinyjambu_aead_fast_x86_64.c), which the
 * one-shot calls try first and which decline (return 0) below the ssse3 level or for the 192- and
 * 256-bit keys; the mode's C runs then. */
#ifndef LWC_SRC_TINYJAMBU_BACKEND_H
#define LWC_SRC_TINYJAMBU_BACKEND_H

#define TINYJAMBU_BACKEND_CRYPT_BLOCKS 0
#define TINYJAMBU_BACKEND_SEQUENCE 0
#define TINYJAMBU_BACKEND_AEAD_FAST 1

/* The batch calls' lane kernel (src/common/batch_lanes.h, tinyjambu_lanes_avx2.c): TinyJAMBU-128, -192
 * and -256 (the group's key_bytes) on up to TINYJAMBU_BACKEND_BATCH_LANES messages in AVX2 lanes;
 * shared: a prepared lwc_tinyjambu_key every lane uses, or NULL. */
#define TINYJAMBU_BACKEND_BATCH_LANES 16
struct batch_lane_group;
int tinyjambu_lanes_avx2(const struct batch_lane_group *g, const void *shared);
#define TINYJAMBU_BACKEND_BATCH_KERNEL tinyjambu_lanes_avx2
#define TINYJAMBU_BACKEND_BATCH_LEVEL LWC_LEVEL_AVX2

#endif
