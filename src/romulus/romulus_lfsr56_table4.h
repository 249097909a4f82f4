/* One step of the Romulus 56-bit LFSR block counter (spec v1.3, section 2.4.1) in the shape of
 * Table 4 of Kwon et al. (Romulus LFSR), the reference C it measures: the portable backend's
 * romulus_lfsr56_update (ref/romulus_lfsr56_ref.c) and the paper variant that keeps the reference
 * under its own name on every target (variants/romulus_lfsr_ref.c) are this one function.
 *
 * State z55..z0 with F56(x) = x^56 + x^7 + x^4 + x^2 + 1; one step multiplies by x:
 *     z_i <- z_{i-1} (i not in {7,4,2,0}), z7 <- z6 ^ z55, z4 <- z3 ^ z55, z2 <- z1 ^ z55, z0 <- z55.
 * Little-endian bytes: cnt[0] = z7..z0, ..., cnt[6] = z55..z48. So the step is a 56-bit left shift
 * by one, and the bit shifted out (z55) is fed back as 0x95 (bits 7, 4, 2, 0) into cnt[0]. */
#ifndef LWC_SRC_ROMULUS_LFSR56_TABLE4_H
#define LWC_SRC_ROMULUS_LFSR56_TABLE4_H

#include <stdint.h>

static inline void romulus_lfsr56_table4(uint8_t cnt[7])
{
    /* The branch is on the block counter, which is public. */
    uint8_t fb = (uint8_t)(cnt[6] >> 7); /* z55 */
    cnt[6] = (uint8_t)((cnt[6] << 1) | (cnt[5] >> 7));
    cnt[5] = (uint8_t)((cnt[5] << 1) | (cnt[4] >> 7));
    cnt[4] = (uint8_t)((cnt[4] << 1) | (cnt[3] >> 7));
    cnt[3] = (uint8_t)((cnt[3] << 1) | (cnt[2] >> 7));
    cnt[2] = (uint8_t)((cnt[2] << 1) | (cnt[1] >> 7));
    cnt[1] = (uint8_t)((cnt[1] << 1) | (cnt[0] >> 7));
    if (fb == 1)
        cnt[0] = (uint8_t)((cnt[0] << 1) ^ 0x95);
    else
        cnt[0] = (uint8_t)(cnt[0] << 1);
}

#endif /* LWC_SRC_ROMULUS_LFSR56_TABLE4_H */
