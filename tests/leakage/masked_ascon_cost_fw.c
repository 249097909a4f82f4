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

uint16_t bench_last_stack;
static size_t random_asked;
static uint32_t counter;

/* The masked call asks for whole words into word-aligned buffers: one word store per word */
static int counting_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    uint32_t *w = (uint32_t *)(void *)out;
    for (size_t i = 0; i < len / 4; i++)
        w[i] = counter++;
    random_asked += len;
    return 0;
}

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

__attribute__((noinline)) static uint32_t time_empty(void)
{
    BENCH_TIMED_CALL((void)0);
}

static void row(const char *kind, uint32_t cycles, uint32_t empty, size_t random_bytes)
{
    target_put_u32((uint32_t)len);
    target_puts(" ");
    target_puts(kind);
    target_puts(" ");
    target_put_u32(cycles - empty);
    target_puts(" ");
    target_put_u32(bench_last_stack);
    target_puts(" ");
    target_put_u32((uint32_t)random_bytes);
    target_puts("\n");
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
        row("fast", time_fast(), empty, 0);
        random_asked = 0;
        const uint32_t c = time_masked();
        row("masked", c, empty, random_asked);
        row("fast-decrypt", time_fast_dec(), empty, 0); /* (a valid tag: the encryption's) */
        random_asked = 0;
        const uint32_t d = time_masked_dec();
        row("masked-decrypt", d, empty, random_asked);
    }
    target_flush();
    target_exit(0);
}
