/* Romulus 56-bit LFSR block counter, portable C (the contract: src/romulus/skinny128_384p.h): the
 * reference C of Kwon et al. (Romulus LFSR), Table 4 (79 cycles with the call on the ATmega128 in
 * the paper), in romulus_lfsr56_table4.h. */
#include "skinny128_384p.h"
#include "romulus_lfsr56_table4.h"

void romulus_lfsr56_update(uint8_t cnt[7])
{
    romulus_lfsr56_table4(cnt);
}
