/* Internal: the lane kernels of the batch calls (include/lwc/batch.h), one message per lane of a
 * vector register. A kernel takes a group of messages of one AD length and one text length (public),
 * runs the row's mode on all of them at once and writes each message's output and tag; the tag check
 * and the release stay in src/common/batch.c, once for every kernel. A kernel returns 0 (nothing
 * written) when lwc_level() is below its level: the caller then runs the one-message code.
 * The kernels live in the primitives' run-time dispatched folders (src/<primitive>/x86_64/). */
#ifndef LWC_SRC_COMMON_BATCH_LANES_H
#define LWC_SRC_COMMON_BATCH_LANES_H

#include <stddef.h>
#include <stdint.h>

#include "lwc/tinyjambu.h"

#define BATCH_LANES_MAX 16 /* the widest kernel */

/* A group of n messages (1 <= n <= the kernel's lanes): lane i reads key[i] (when the kernel takes
 * per-lane keys), nonce[i], ad[i] (ad_len bytes), in[i] (len bytes) and writes out[i] (len bytes) and
 * tag[i]. decrypt = 0: out = ciphertext, tag = the tag; decrypt = 1: out = the plaintext (not yet
 * verified), tag = the tag computed from it, for the caller to compare. */
typedef struct {
    const uint8_t *key[BATCH_LANES_MAX];
    const uint8_t *nonce[BATCH_LANES_MAX];
    const uint8_t *ad[BATCH_LANES_MAX];
    const uint8_t *in[BATCH_LANES_MAX];
    uint8_t *out[BATCH_LANES_MAX];
    uint8_t *tag[BATCH_LANES_MAX];
    size_t ad_len, len;
    unsigned n;
    unsigned decrypt;
} batch_lane_group;

#if defined(LWC_DISPATCH_X86_64)
/* TinyJAMBU (key_words 4, 6 or 8) in the 32-bit lanes of two interleaved sets of AVX2 registers.
 * shared: the cached key setup of a key every lane uses (key[] ignored), or NULL: each lane's key[i],
 * its key setup run in the lanes. */
#define TINYJAMBU_LANES 16
int tinyjambu_lanes_avx2(const batch_lane_group *g, unsigned key_words, const lwc_tinyjambu_key *shared);

/* Ascon-AEAD128 in the 64-bit lanes of two interleaved sets of AVX2 registers (four lanes each), each
 * lane with its own key[i]. */
#define ASCON_LANES 8
int ascon_aead128_lanes_avx2(const batch_lane_group *g);

/* Romulus-N with its SKINNY-128-384+ calls on eight blocks at once (one per 128-bit half of four
 * interleaved AVX2 registers), each lane with its own key[i]. */
#define ROMULUS_LANES 8
int romulus_n_lanes_avx2(const batch_lane_group *g);
#endif

#endif /* LWC_SRC_COMMON_BATCH_LANES_H */
