/* Firmware (every target): the GHASH multiply of src/modes/modes.c (lwc_ghash_mul: carry-less
 * products by integer multiplies with holes, Karatsuba, reduction by shifts) against the bitwise
 * GF(2^128) multiply it replaced, kept here as the reference (SP 800-38D, Algorithm 1: one bit of x
 * at a time, V shifted right with R = 0xE1 || 0^120 folded in). Inputs: zero, one (x^0), all-ones and
 * single bits on either side and against each other (every pair x^i * x^j on the host, every i with a
 * set of j that covers each word edge and the reduction's spill bits on the targets), sparse and
 * dense words, and random pairs; also x * 1 = x for random x and x * h = h * x.
 * Constant time, on the targets (the host's counter reads 0): every lwc_ghash_mul above must take the
 * cycles of the first one, and lwc_gcm_encrypt / lwc_gcm_decrypt over LEA-128 (random keys, IVs, AD
 * and messages of fixed lengths; decryption alternating valid and forged tags) the cycles of their
 * first call (each measurement after LWC_TARGET_WARM_UP_CALLS untimed runs of it: the branch
 * predictor of a core that has one then holds what the measurement itself left). Prints
 * "ghash: N passed, M failed" and exits non-zero on a failure. */
#include <limits.h>
#include <stdint.h>
#include <string.h>

#include "lwc_target_config.h" /* LWC_TARGET_WARM_UP_CALLS: untimed calls first on a core with a branch predictor */
#include "modes_internal.h"
#include "lwc/lea.h"
#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "target_io.h"
#include "target_print.h"

#if UINT_MAX <= 0xFFFFu /* 8- and 16-bit CPUs (int of 16 bits) */
#define RANDOM_PAIRS 150u /* the reference costs ~50,000 cycles a multiply on the ATmega128 */
#define ALL_PAIRS 0
#else
#define RANDOM_PAIRS 3000u
#define ALL_PAIRS 1
#endif

static uint32_t rng_state = 0x9e3779b9u;

static uint32_t rnd32(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

/* The former lwc gf128_mul: x = x * h bit by bit, big-endian words, GCM's bit order. */
static void ref_mul(uint32_t x[4], const uint32_t h[4])
{
    uint32_t z[4] = {0, 0, 0, 0}, v[4] = {h[0], h[1], h[2], h[3]};
    for (unsigned i = 0; i < 128; i++) {
        const uint32_t bit = 0u - ((x[i >> 5] >> (31u - (i & 31u))) & 1u);
        for (unsigned j = 0; j < 4; j++)
            z[j] ^= v[j] & bit;
        const uint32_t lsb = 0u - (v[3] & 1u);
        v[3] = (v[3] >> 1) | (v[2] << 31);
        v[2] = (v[2] >> 1) | (v[1] << 31);
        v[1] = (v[1] >> 1) | (v[0] << 31);
        v[0] = (v[0] >> 1) ^ (0xE1000000u & lsb);
    }
    for (unsigned j = 0; j < 4; j++)
        x[j] = z[j];
}


/* Cycles of the first timed call of each kind; a later one must match (0 = not yet measured). */
static uint32_t mul_cycles;

static void check_cycles(uint32_t *first, uint32_t cycles, const char *what, uint32_t n)
{
    if (*first == 0)
        *first = cycles;
    if (cycles != *first && target_check_failures() < 10) {
        target_put_u32(cycles);
        target_puts(" cycles, not ");
        target_put_u32(*first);
        target_puts(": ");
    }
    target_check(cycles == *first, what, n);
}

/* x = x * h by lwc_ghash_mul, returning its cycles: one call site for every measurement, so that
 * the timing compared is the multiply's alone. */
static __attribute__((noinline)) uint32_t timed_mul(uint32_t x[4], const uint32_t h[4])
{
    /* On a core with a branch predictor the whole measurement runs LWC_TARGET_WARM_UP_CALLS times
     * untimed first (from the same x: the multiply is in place), so that the predictor holds what
     * the measurement itself left, not what the reference multiply in between did. */
    const uint32_t x0[4] = {x[0], x[1], x[2], x[3]};
    uint32_t cycles = 0;
    for (unsigned w = LWC_TARGET_WARM_UP_CALLS + 1; w > 0; w--) {
        memcpy(x, x0, 16);
        const uint32_t t0 = target_cycles();
        lwc_ghash_mul(x, h);
        cycles = target_cycles() - t0;
    }
    return cycles;
}

/* lwc_ghash_mul(x, h) against ref_mul(x, h); h must not change; the multiply is timed. */
static void check_pair(const uint32_t x[4], const uint32_t h[4], const char *what, uint32_t n)
{
    uint32_t got[4], want[4], h_copy[4];
    memcpy(got, x, 16);
    memcpy(want, x, 16);
    memcpy(h_copy, h, 16);
    const uint32_t cycles = timed_mul(got, h_copy);
    ref_mul(want, h);
    target_check(memcmp(got, want, 16) == 0 && memcmp(h_copy, h, 16) == 0, what, n);
    check_cycles(&mul_cycles, cycles, "cycles of lwc_ghash_mul", n);
}

/* GCM over LEA-128 in constant time: 16 random keys, IVs, AD (16 bytes) and messages (40 bytes: two
 * whole blocks and a partial one); every encryption the cycles of the first, every decryption (valid
 * and forged tags alternating, the output wiped on a forgery) the cycles of the first. */
static void check_gcm_timing(void)
{
    const lwc_cipher_t *lea = lwc_cipher_find("lea-128");
    target_check(lea != NULL, "lea-128 row", 0);
    if (lea == NULL)
        return;
    uint32_t enc_cycles = 0, dec_cycles = 0;
    for (uint32_t n = 0; n < 16; n++) {
        lwc_lea_ctx ctx;
        uint8_t key[16], iv[12], ad[16], msg[40], ct[40], back[40], tag[16];
        uint8_t *const fill[] = {key, iv, ad, msg};
        const size_t sizes[] = {16, 12, 16, 40};
        for (unsigned f = 0; f < 4; f++)
            for (size_t i = 0; i < sizes[f]; i++)
                fill[f][i] = (uint8_t)rnd32();
        target_check(lea->set_key(&ctx, key) == LWC_OK, "set_key", n);
        uint32_t t0 = 0, t1 = 0;
        int rc = 0;
        for (unsigned w = LWC_TARGET_WARM_UP_CALLS + 1; w > 0; w--) { /* untimed runs first: timed_mul */
            t0 = target_cycles();
            rc = lwc_gcm_encrypt(lea, &ctx, iv, 12, ad, 16, ct, tag, 16, msg, 40);
            t1 = target_cycles();
        }
        target_check(rc == LWC_OK, "gcm encrypt", n);
        check_cycles(&enc_cycles, t1 - t0, "cycles of gcm encrypt", n);
        const int forged = (int)(n & 1u);
        tag[n % 16] ^= (uint8_t)forged;
        for (unsigned w = LWC_TARGET_WARM_UP_CALLS + 1; w > 0; w--) {
            t0 = target_cycles();
            rc = lwc_gcm_decrypt(lea, &ctx, iv, 12, ad, 16, back, tag, 16, ct, 40);
            t1 = target_cycles();
        }
        if (forged) {
            uint8_t zero[40] = {0};
            target_check(rc == LWC_ERR_AUTH && memcmp(back, zero, 40) == 0, "gcm forged tag", n);
        } else {
            target_check(rc == LWC_OK && memcmp(back, msg, 40) == 0, "gcm decrypt", n);
        }
        check_cycles(&dec_cycles, t1 - t0, "cycles of gcm decrypt", n);
    }
}

static void single_bit(uint32_t v[4], unsigned i)
{
    v[0] = v[1] = v[2] = v[3] = 0;
    v[i >> 5] = 0x80000000u >> (i & 31u); /* x^i in GCM's order */
}

static void random_block(uint32_t v[4])
{
    for (unsigned j = 0; j < 4; j++)
        v[j] = rnd32();
}

int main(void)
{
    static const uint32_t fixed[][4] = {
        {0, 0, 0, 0},
        {0x80000000u, 0, 0, 0}, /* 1 */
        {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu},
        {0, 0, 0, 1u},          /* x^127 */
        {0xffffffffu, 0, 0, 0},
        {0, 0, 0, 0xffffffffu},
        {0x55555555u, 0xaaaaaaaau, 0x55555555u, 0xaaaaaaaau},
        {0x92492492u, 0x49249249u, 0x24924924u, 0x92492492u}, /* every third bit: one hole class */
        {0x0000ffffu, 0xffff0000u, 0x0000ffffu, 0xffff0000u},
        {0x66e94bd4u, 0xef8a2c3bu, 0x884cfa59u, 0xca342b2eu}, /* AES-128 H of the SP 800-38D test 2 */
    };
    const unsigned n_fixed = sizeof fixed / sizeof fixed[0];
    uint32_t x[4], h[4], t[4];

    /* Fixed values against each other (both orders). */
    for (unsigned i = 0; i < n_fixed; i++)
        for (unsigned j = 0; j < n_fixed; j++)
            check_pair(fixed[i], fixed[j], "fixed", i * n_fixed + j);

    /* Single bits against the fixed values, a random value, and single bits. */
#if !ALL_PAIRS
    static const uint8_t some_j[] = {0, 1, 2, 6, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 95, 96, 97,
                                     120, 121, 122, 125, 126, 127};
#endif
    random_block(t);
    for (unsigned i = 0; i < 128; i++) {
        single_bit(x, i);
        for (unsigned k = 0; k < n_fixed; k++) {
            check_pair(x, fixed[k], "bit*fixed", i);
            check_pair(fixed[k], x, "fixed*bit", i);
        }
        check_pair(x, t, "bit*random", i);
        check_pair(t, x, "random*bit", i);
#if ALL_PAIRS
        for (unsigned j = 0; j < 128; j++) {
#else
        for (unsigned jj = 0; jj < sizeof some_j; jj++) {
            const unsigned j = some_j[jj];
#endif
            single_bit(h, j);
            check_pair(x, h, "bit*bit", i * 128u + j);
        }
    }

    /* Random pairs, random sparse pairs (one word set), and the algebra: x * 1 = x, x * h = h * x. */
    for (uint32_t n = 0; n < RANDOM_PAIRS; n++) {
        random_block(x);
        random_block(h);
        check_pair(x, h, "random", n);
        if ((n & 7u) == 0) {
            const uint32_t w = rnd32();
            memset(x, 0, 16);
            x[n >> 3 & 3u] = w;
            check_pair(x, h, "sparse", n);
            check_pair(h, x, "sparse", n);
        }
        memcpy(t, h, 16);
        lwc_ghash_mul(t, x); /* h * x */
        uint32_t u[4];
        memcpy(u, x, 16);
        lwc_ghash_mul(u, h); /* x * h */
        target_check(memcmp(t, u, 16) == 0, "commutes", n);
        const uint32_t one[4] = {0x80000000u, 0, 0, 0};
        memcpy(u, x, 16);
        lwc_ghash_mul(u, one);
        target_check(memcmp(u, x, 16) == 0, "times-one", n);
    }

    check_gcm_timing();
    if (mul_cycles != 0) { /* the figures of docs/modes.md */
        random_block(x);
        random_block(h);
        const uint32_t t0 = target_cycles();
        ref_mul(x, h);
        const uint32_t t1 = target_cycles();
        target_puts("cycles of one lwc_ghash_mul: ");
        target_put_u32(mul_cycles);
        target_puts(", of the bitwise reference: ");
        target_put_u32(t1 - t0);
        target_puts("\n");
    }
    target_puts("ghash: ");
    target_check_exit();
}
