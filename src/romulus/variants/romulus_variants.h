/* The LFSR variants of Kwon et al. (Romulus LFSR) (same contract as romulus_lfsr56_update in
 * skinny128_384p.h), kept for the benchmark and the equality test; not part of liblwc. */
#ifndef LWC_SRC_ROMULUS_VARIANTS_H
#define LWC_SRC_ROMULUS_VARIANTS_H

#include <stdint.h>

void romulus_lfsr56_update_ref(uint8_t cnt[7]);           /* Table 4, C (every target) */
#if LWC_HAVE_ROMULUS_LFSR_SHIFT
void romulus_lfsr56_update_shift(uint8_t cnt[7]);         /* Table 5, AVR */
#endif
#if LWC_HAVE_ROMULUS_LFSR_BIT_STORE
void romulus_lfsr56_update_bit_store(uint8_t cnt[7]);     /* Table 6, AVR */
#endif

#endif
