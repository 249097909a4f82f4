/* TinyJAMBU backend contract: the keyed permutation, implemented once per backend
 * (src/tinyjambu/ref/, later avr/ and armv7m/); the mode in tinyjambu.c is written once. */
#ifndef LWC_SRC_TINYJAMBU_PERM_H
#define LWC_SRC_TINYJAMBU_PERM_H

#include <stdint.h>

/* Apply `steps` x 32 rounds of the keyed permutation (paper 000, Table 2) to `s`.
 * Step j uses key word key[j mod key_words]; key_words is 4, 6 or 8. */
void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);

#endif /* LWC_SRC_TINYJAMBU_PERM_H */
