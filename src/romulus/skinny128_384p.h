/* Romulus backend contract: the SKINNY-128-384+ tweakable block cipher (40 rounds) and the 56-bit
 * LFSR block counter, implemented once per backend (src/romulus/ref/, later avr/ and armv7m/).
 * The Romulus modes (romulus_n.c, romulus_m.c, romulus_t.c, romulus_h.c) are written once on top. */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_H

#include <stdint.h>

/* Encrypt one 16-byte block in place with SKINNY-128-384+ (40 rounds).
 * tk = TK1 || TK2 || TK3 (48 bytes, each in the specification's byte order); tk is not modified. */
void skinny128_384p_encrypt(uint8_t block[16], const uint8_t tk[48]);

/* Advance the 56-bit LFSR block counter of Romulus (spec v1.3, section 2.4.1) by one step.
 * cnt[0..6] in the byte order the tweakey encoding uses (cnt is TK1 bytes 0..6). Paper 002 optimizes
 * exactly this function. */
void romulus_lfsr56_update(uint8_t cnt[7]);

#endif /* LWC_SRC_ROMULUS_SKINNY128_384P_H */
