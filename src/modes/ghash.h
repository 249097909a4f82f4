/* Internal: the GHASH multiply of src/modes/modes.c, exposed for tests/modes/ghash_check.c. */
#ifndef LWC_MODES_GHASH_H
#define LWC_MODES_GHASH_H

#include <stdint.h>

/* x = x * h in GF(2^128), GCM's bit order (SP 800-38D), both as four big-endian words (word 0 = bytes
 * 0..3 of the block). Constant time: no table, no branch on data, only 16x16->32 integer multiplies. */
void lwc_ghash_mul(uint32_t x[4], const uint32_t h[4]);

#endif
