/* The "Reference" LFSR of Kwon et al. (Romulus LFSR) (its Table 4, C at -O3) as a variant with its
 * own name, so that every target can measure and check it beside the backend's
 * romulus_lfsr56_update: the same function as the portable backend's (romulus_lfsr56_table4.h),
 * under another symbol. */
#include "romulus_variants.h"
#include "romulus_lfsr56_table4.h"

void romulus_lfsr56_update_ref(uint8_t cnt[7])
{
    romulus_lfsr56_table4(cnt);
}
