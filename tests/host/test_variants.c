/* Every paper variant kept for the benchmark computes exactly what the library's contract
 * implementation computes: TinyJAMBU permutations (normal, opt) for every key size and round count
 * the mode uses, from many random states. Closing line: "N passed, M failed". */
#include <stdio.h>
#include <string.h>

#include "tinyjambu_perm.h"
#include "tinyjambu_variants.h"

typedef void (*permute_fn)(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);

static uint32_t rng = 0x9e3779b9u;

static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

int main(void)
{
    static const struct {
        const char *name;
        permute_fn fn;
    } variants[] = {{"normal", tinyjambu_permute_normal}, {"opt", tinyjambu_permute_opt}};
    static const unsigned key_words[] = {4, 6, 8};
    static const unsigned steps[] = {20, 32, 36, 40, 4, 8};
    unsigned passed = 0, failed = 0;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        for (size_t k = 0; k < 3; k++)
            for (size_t n = 0; n < sizeof steps / sizeof steps[0]; n++)
                for (int trial = 0; trial < 50; trial++) {
                    uint32_t key[8], a[4], b[4];
                    for (int i = 0; i < 8; i++)
                        key[i] = next();
                    for (int i = 0; i < 4; i++)
                        a[i] = b[i] = next();
                    tinyjambu_permute(a, key, key_words[k], steps[n]);
                    variants[v].fn(b, key, key_words[k], steps[n]);
                    if (memcmp(a, b, sizeof a) == 0) {
                        passed++;
                    } else {
                        failed++;
                        printf("FAIL tinyjambu_permute_%s: key words %u, %u steps\n", variants[v].name,
                               key_words[k], steps[n]);
                    }
                }
    printf("%u passed, %u failed\n", passed, failed);
    return failed != 0;
}
