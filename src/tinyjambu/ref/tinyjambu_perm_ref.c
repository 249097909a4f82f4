/* TinyJAMBU keyed permutation, portable C: the readable specification (Kwon et al. 2023, Table 2;
 * ../shared/specs/tinyjambu-v2.md). Implements the contract of tinyjambu_perm.h.
 *
 * One step = 32 rounds computed at once on 32-bit words: the feedback of round i only depends on
 * state bits that rounds i-31..i-1 have not yet written, so 32 rounds fold into word operations.
 * This version moves the words after each step, exactly as the specification writes it. The state
 * is worked on in local variables: s may alias the key as far as the compiler knows, so updating
 * s[] in place would make it store and reload the state at every step.
 */
#include "tinyjambu_perm.h"

void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps)
{
    uint32_t s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];
    unsigned k = 0; /* key word index, j mod key_words */
    for (unsigned j = 0; j < steps; j++) {
        const uint32_t t1 = (s1 >> 15) | (s2 << 17); /* state bits 47..78  */
        const uint32_t t2 = (s2 >> 6) | (s3 << 26);  /* state bits 70..101 */
        const uint32_t t3 = (s2 >> 21) | (s3 << 11); /* state bits 85..116 */
        const uint32_t t4 = (s2 >> 27) | (s3 << 5);  /* state bits 91..122 */
        const uint32_t feedback = s0 ^ t1 ^ ~(t2 & t3) ^ t4 ^ key[k];
        s0 = s1;
        s1 = s2;
        s2 = s3;
        s3 = feedback;
        if (++k == key_words)
            k = 0;
    }
    s[0] = s0;
    s[1] = s1;
    s[2] = s2;
    s[3] = s3;
}
