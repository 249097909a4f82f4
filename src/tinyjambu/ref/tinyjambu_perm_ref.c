/* TinyJAMBU keyed permutation, portable C: the readable specification (Kwon et al. 2023, Table 2;
 * Wu and Huang 2021, docs/references.md). Implements the contract of tinyjambu_perm.h.
 *
 * One step = 32 rounds computed at once on 32-bit words: the feedback of round i only depends on
 * state bits that rounds i-31..i-1 have not yet written, so 32 rounds fold into word operations.
 * This version moves the words after each step, exactly as the specification writes it.
 */
#include "tinyjambu_perm.h"

void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps)
{
    unsigned k = 0; /* key word index, j mod key_words */
    for (unsigned j = 0; j < steps; j++) {
        uint32_t t1 = (s[1] >> 15) | (s[2] << 17); /* state bits 47..78  */
        uint32_t t2 = (s[2] >> 6) | (s[3] << 26);  /* state bits 70..101 */
        uint32_t t3 = (s[2] >> 21) | (s[3] << 11); /* state bits 85..116 */
        uint32_t t4 = (s[2] >> 27) | (s[3] << 5);  /* state bits 91..122 */
        uint32_t feedback = s[0] ^ t1 ^ ~(t2 & t3) ^ t4 ^ key[k];
        s[0] = s[1];
        s[1] = s[2];
        s[2] = s[3];
        s[3] = feedback;
        if (++k == key_words)
            k = 0;
    }
}
