/* Firmware (every target): the LFSR variants of Kwon et al. (Romulus LFSR) and the backend's
 * romulus_lfsr56_update give the same counter as the reference C for 20,000 steps from the initial
 * value 1 (Romulus counts at most 2^56 - 1 blocks; this covers every carry pattern of the low bytes
 * and many feedbacks), and for 2,000 steps from each of 8 random values. The reference itself is
 * checked against the definition over 56-bit integers (multiplication by x modulo F56). Prints "N
 * passed, M failed". */
#include <string.h>

#include "romulus_variants.h"
#include "skinny128_384p.h"
#include "target_print.h"

typedef void (*lfsr_fn)(uint8_t cnt[7]);

static const struct {
    const char *name;
    lfsr_fn fn;
} variants[] = {
    {"backend", romulus_lfsr56_update},
#if LWC_HAVE_ROMULUS_LFSR_SHIFT
    {"shift", romulus_lfsr56_update_shift},
#endif
#if LWC_HAVE_ROMULUS_LFSR_BIT_STORE
    {"bit-store", romulus_lfsr56_update_bit_store},
#endif
};


/* The definition: z <- z * x mod F56(x) = x^56 + x^7 + x^4 + x^2 + 1, on a 64-bit integer. */
static uint64_t definition_step(uint64_t z)
{
    uint64_t top = (z >> 55) & 1u;
    z = (z << 1) & 0x00FFFFFFFFFFFFFFull;
    return z ^ (top ? 0x95u : 0u);
}

static uint64_t as_int(const uint8_t c[7])
{
    uint64_t z = 0;
    for (int i = 6; i >= 0; i--)
        z = (z << 8) | c[i];
    return z;
}

static void run(const uint8_t start[7], uint32_t steps)
{
    uint8_t ref[7], v[sizeof variants / sizeof variants[0]][7];
    uint64_t z = as_int(start);
    memcpy(ref, start, 7);
    for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++)
        memcpy(v[i], start, 7);
    for (uint32_t s = 1; s <= steps; s++) {
        romulus_lfsr56_update_ref(ref);
        z = definition_step(z);
        target_check(as_int(ref) == z, "ref vs definition", s);
        for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++) {
            variants[i].fn(v[i]);
            target_check(memcmp(v[i], ref, 7) == 0, variants[i].name, s);
        }
    }
}

int main(void)
{
    static const uint8_t one[7] = {1, 0, 0, 0, 0, 0, 0};
    uint32_t rng = 0x2545F491u;
    run(one, 20000);
    for (int r = 0; r < 8; r++) {
        uint8_t start[7];
        for (int i = 0; i < 7; i++) {
            rng ^= rng << 13;
            rng ^= rng >> 17;
            rng ^= rng << 5;
            start[i] = (uint8_t)rng;
        }
        run(start, 2000);
    }
    target_check_exit();
}
