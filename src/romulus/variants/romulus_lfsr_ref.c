/* The "Reference" LFSR of Kwon et al. (Romulus LFSR) (its Table 4, C at -O3) as a variant with its
 * own name, so that every target can measure and check it beside the backend's
 * romulus_lfsr56_update: the very same source as the portable backend (ref/romulus_lfsr56_ref.c),
 * compiled under another symbol. */
#define romulus_lfsr56_update romulus_lfsr56_update_ref
#include "../ref/romulus_lfsr56_ref.c"
