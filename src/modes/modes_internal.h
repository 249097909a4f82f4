/* Internal: functions of src/modes/modes.c exposed for the tests (tests/modes/). */
#ifndef LWC_MODES_INTERNAL_H
#define LWC_MODES_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

/* x = x * h in GF(2^128), GCM's bit order (SP 800-38D), both as four big-endian words (word 0 = bytes
 * 0..3 of the block). Constant time: no table, no branch on data, only 16x16->32 integer multiplies. */
void lwc_ghash_mul(uint32_t x[4], const uint32_t h[4]);

/* CCM's encoding of the associated-data length a > 0 (SP 800-38C, A.2.2) into hdr; returns its
 * length: 2 bytes (a) for a < 2^16 - 2^8, 6 (0xFF 0xFE, a as 4 bytes) for a < 2^32, else 10
 * (0xFF 0xFF, a as 8 bytes); big-endian. */
size_t lwc_ccm_encode_ad_length(uint8_t hdr[10], uint64_t a);

#endif
