/* tests/leakage/masked_cost_fw.c: what the masked TinyJAMBU costs beside the unmasked one, on the
 * Cortex-M targets (tools/leakage/masked_cost.py runs it; docs/leakage.md has the figures). For each
 * key size and message length (no AD) it measures, with the benchmark's wrapper (bench/bench_measure.h:
 * cycles from the target's counter, peak stack by painting), one encryption by
 *   fast:   the one-shot lwc_tinyjambu<bits>_encrypt,
 *   cached: lwc_tinyjambu_key_encrypt (the key setup cached, as the masked key object caches it),
 *   masked: lwc_tinyjambu_masked_encrypt (its random source a counter: the cost of the masked code,
 *           not of a generator),
 * and prints one line per measurement: "<bits> <len> <kind> <cycles> <stack bytes> <random bytes>". */
#include <stdint.h>

#include "bench_measure.h"
#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "target_io.h"
#include "target_print.h"

#include "masked_cost_fw.h"

static uint8_t key[32], nonce[12], msg[256], out[256], tag[8];
static lwc_tinyjambu_key cached;
static lwc_tinyjambu_masked_key masked;
static size_t len;
static int (*oneshot)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, size_t, const uint8_t *,
                      size_t);

__attribute__((noinline)) static uint32_t time_fast(void)
{
    BENCH_TIMED_CALL(oneshot(out, tag, key, nonce, NULL, 0, msg, len));
}

__attribute__((noinline)) static uint32_t time_cached(void)
{
    BENCH_TIMED_CALL(lwc_tinyjambu_key_encrypt(&cached, out, tag, nonce, NULL, 0, msg, len));
}

__attribute__((noinline)) static uint32_t time_masked(void)
{
    BENCH_TIMED_CALL(lwc_tinyjambu_masked_encrypt(&masked, out, tag, nonce, NULL, 0, msg, len));
}

static void row(unsigned bits, const char *kind, uint32_t cycles, uint32_t empty, size_t random_bytes)
{
    target_put_u32(bits);
    target_puts(" ");
    cost_row(len, kind, cycles, empty, random_bytes);
}

int main(void)
{
    static const size_t lengths[] = {0, 16, 64, 256};
    static int (*const fns[3])(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, size_t,
                               const uint8_t *, size_t) = {lwc_tinyjambu128_encrypt, lwc_tinyjambu192_encrypt,
                                                           lwc_tinyjambu256_encrypt};
    for (unsigned i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)i;
    lwc_set_random(counting_random, NULL);
    const uint32_t empty = time_empty();
    for (unsigned v = 0; v < 3; v++) {
        const unsigned bits = 128 + 64 * v;
        oneshot = fns[v];
        lwc_tinyjambu_key_init(&cached, key, bits / 8);
        lwc_tinyjambu_masked_key_init(&masked, key, bits / 8);
        for (unsigned l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
            len = lengths[l];
            row(bits, "fast", time_fast(), empty, 0);
            row(bits, "cached", time_cached(), empty, 0);
            random_asked = 0;
            const uint32_t c = time_masked();
            row(bits, "masked", c, empty, random_asked);
        }
    }
    target_flush();
    target_exit(0);
}
