/* tests/leakage/masked_ascon_cost_fw.c: what the leveled masked Ascon-AEAD128 costs beside the
 * unmasked one, on the Cortex-M targets (tools/leakage/masked_ascon_cost.py runs it; docs/leakage.md
 * has the figures). For message lengths 0, 16, 1024 (no AD) it measures, with the benchmark's
 * wrapper (bench/bench_measure.h: cycles from the target's counter, peak stack by painting), one call
 *   fast:       the one-shot lwc_ascon_aead128_encrypt (decrypt: lwc_ascon_aead128_decrypt),
 *   masked:     lwc_ascon_aead128_masked_encrypt (decrypt: lwc_ascon_aead128_masked_decrypt), its
 *               random source a counter (the cost of the masked code, not of a generator),
 * and prints one line per measurement: "<len> <kind> <cycles> <stack bytes> <random bytes>". */
#include <stdint.h>

#include "bench_measure.h"
#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "target_io.h"
#include "target_print.h"

#include "masked_cost_fw.h"

static uint8_t key[16], nonce[16], msg[1024], out[1024], tag[16];
static lwc_ascon_aead128_masked_key masked;
static size_t len;

__attribute__((noinline)) static uint32_t time_fast(void)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_encrypt(out, tag, key, nonce, NULL, 0, msg, len));
}

__attribute__((noinline)) static uint32_t time_masked(void)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_masked_encrypt(&masked, out, tag, nonce, NULL, 0, msg, len));
}

__attribute__((noinline)) static uint32_t time_fast_dec(void)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_decrypt(msg, tag, key, nonce, NULL, 0, out, len));
}

__attribute__((noinline)) static uint32_t time_masked_dec(void)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_masked_decrypt(&masked, msg, tag, nonce, NULL, 0, out, len));
}

int main(void)
{
    static const size_t lengths[] = {0, 16, 1024};
    for (unsigned i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)i;
    lwc_set_random(counting_random, NULL);
    const uint32_t empty = time_empty();
    lwc_ascon_aead128_masked_key_init(&masked, key, sizeof key);
    for (unsigned l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
        len = lengths[l];
        cost_row(len, "fast", time_fast(), empty, 0);
        random_asked = 0;
        const uint32_t c = time_masked();
        cost_row(len, "masked", c, empty, random_asked);
        cost_row(len, "fast-decrypt", time_fast_dec(), empty, 0); /* (a valid tag: the encryption's) */
        random_asked = 0;
        const uint32_t d = time_masked_dec();
        cost_row(len, "masked-decrypt", d, empty, random_asked);
    }
    target_flush();
    target_exit(0);
}
