/* The block-cipher modes' run-time dispatched kernels on x86-64 (ghash_x86_64.c), announced to
 * src/modes/modes.c by LWC_DISPATCH: GHASH over whole blocks with PCLMULQDQ. */
#ifndef LWC_SRC_MODES_DISPATCH_H
#define LWC_SRC_MODES_DISPATCH_H

#include <stddef.h>
#include <stdint.h>

/* The powers H, H^2, ..., H^count of the hash key in the kernel's form (byte-reflected 128-bit
 * values premultiplied by y: ghash_x86_64.c) and, for count 8, the XOR of each power's two 64-bit
 * halves (in the low half of folded[i]); count is 8, or 1 for a message too short for a run of eight
 * blocks. */
typedef struct {
    uint8_t powers[8][16];
    uint8_t folded[8][16];
    unsigned count;
} ghash_fast_key;

/* Fills k from h (big-endian words, as lwc_ghash_mul takes them) for hashing about `blocks` blocks
 * (a public count: the powers of H beyond the first are computed only for 8 blocks or more), and
 * returns 1 when lwc_level() has the kernel; returns 0 (k untouched) otherwise: the caller keeps its
 * portable GHASH. */
int ghash_fast_init(ghash_fast_key *k, const uint32_t h[4], size_t blocks);

/* y = (...((y ^ X_1) * H ^ X_2) * H ... ^ X_n) * H over the n whole 16-byte blocks of data, the
 * same value as n calls of the portable block step. */
void ghash_fast_blocks(const ghash_fast_key *k, uint32_t y[4], const uint8_t *data, size_t nblocks);

#endif /* LWC_SRC_MODES_DISPATCH_H */
