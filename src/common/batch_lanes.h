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

#define BATCH_LANES_MAX 16 /* the widest kernel */

/* A group of n messages (1 <= n <= the kernel's lanes) of one AEAD row (key_bytes: the row's key
 * size): lane i reads key[i] (unless the kernel was given a shared prepared key), nonce[i], ad[i]
 * (ad_len bytes), in[i] (len bytes) and writes out[i] (len bytes) and tag[i]. decrypt = 0: out =
 * ciphertext, tag = the tag; decrypt = 1: out = the plaintext (not yet verified), tag = the tag
 * computed from it, for the caller to compare. */
typedef struct batch_lane_group {
    const uint8_t *key[BATCH_LANES_MAX];
    const uint8_t *nonce[BATCH_LANES_MAX];
    const uint8_t *ad[BATCH_LANES_MAX];
    const uint8_t *in[BATCH_LANES_MAX];
    uint8_t *out[BATCH_LANES_MAX];
    uint8_t *tag[BATCH_LANES_MAX];
    size_t ad_len, len;
    unsigned n;
    unsigned decrypt;
    unsigned key_bytes;
} batch_lane_group;

/* A lane kernel: the group through the row's mode, one message per lane. shared: the row's prepared
 * key (its LWC_BATCH_ROW's prepared_type) when every lane uses the call's shared key and the kernel
 * can start from it, else NULL (each lane's key[i]); a kernel may ignore it and read key[i], which the
 * caller always sets. Returns 1, or 0 (nothing written) below the kernel's level. Each kernel is
 * declared by its primitive's backend header and named in its rows file's LWC_BATCH_ROW. */
typedef int (*batch_lanes_fn)(const batch_lane_group *g, const void *shared);

#endif /* LWC_SRC_COMMON_BATCH_LANES_H */
