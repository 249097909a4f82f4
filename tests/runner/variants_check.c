/* Firmware (every target): each paper variant kept for the benchmark computes exactly what the
 * library's contract implementation computes: the TinyJAMBU permutations (normal, opt, and on AVR the
 * reverse-shift assembly) for every key size and round count the mode uses, from many random states.
 * Prints failures and a closing "N passed, M failed"; exit status 1 on any failure. */
#include <string.h>

#include "target_print.h"
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
    } variants[] = {
        {"normal", tinyjambu_permute_normal},
        {"opt", tinyjambu_permute_opt},
#if LWC_HAVE_TINYJAMBU_REVERSE_SHIFT
        {"reverse_shift", tinyjambu_permute_reverse_shift},
#endif
    };
    static const unsigned key_words[] = {4, 6, 8};
    static const unsigned steps[] = {20, 32, 36, 40, 4, 8, 0};
    unsigned passed = 0, failed = 0;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        for (size_t k = 0; k < 3; k++)
            for (size_t n = 0; n < sizeof steps / sizeof steps[0]; n++)
                for (int trial = 0; trial < 20; trial++) {
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
                        target_puts("FAIL tinyjambu_permute_");
                        target_puts(variants[v].name);
                        target_puts(": key words ");
                        target_put_u32(key_words[k]);
                        target_puts(", steps ");
                        target_put_u32(steps[n]);
                        target_puts("\n");
                    }
                }
    target_put_u32(passed);
    target_puts(" passed, ");
    target_put_u32(failed);
    target_puts(" failed\n");
    target_exit(failed != 0);
}
