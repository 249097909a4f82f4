/* TinyJAMBU permutation variants kept side by side for the benchmark (Kwon et al. 2023's N and O
 * columns). Each has the contract of tinyjambu_permute (tinyjambu_perm.h) under its own name. */
#ifndef LWC_SRC_TINYJAMBU_VARIANTS_H
#define LWC_SRC_TINYJAMBU_VARIANTS_H

#include <stdint.h>

void tinyjambu_permute_normal(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
void tinyjambu_permute_opt(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);
/* Kwon et al. 2023's "R", AVR assembly (variants/avr/); built where
 * LWC_HAVE_TINYJAMBU_REVERSE_SHIFT is 1. */
void tinyjambu_permute_reverse_shift(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);

#endif /* LWC_SRC_TINYJAMBU_VARIANTS_H */
