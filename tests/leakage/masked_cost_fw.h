/* tests/leakage/masked_cost_fw.h: what the masked-cost firmwares (masked_cost_fw.c,
 * romulus_t_masked_cost_fw.c, masked_ascon_cost_fw.c) share: the benchmark wrapper's stack figure, a
 * counting random source (the cost of the masked code, not of a generator), the empty timed call and
 * the output line. Each firmware includes it once, after bench_measure.h and target_print.h. */
#ifndef MASKED_COST_FW_H
#define MASKED_COST_FW_H

#include <stddef.h>
#include <stdint.h>

uint16_t bench_last_stack;
static size_t random_asked; /* bytes asked of the random source since the caller zeroed it */
static uint32_t random_counter;

/* The masked calls ask for whole words into word-aligned buffers: one word store per word (a tail of
 * bytes, if any, a byte at a time) */
static int counting_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    uint32_t *w = (uint32_t *)(void *)out;
    for (size_t i = 0; i < len / 4; i++)
        w[i] = random_counter++;
    for (size_t i = len & ~(size_t)3; i < len; i++)
        out[i] = (uint8_t)random_counter++;
    random_asked += len;
    return 0;
}

/* The wrapper's own cycles, subtracted from every figure */
__attribute__((noinline)) static uint32_t time_empty(void)
{
    BENCH_TIMED_CALL((void)0);
}

/* One line: "<len> <kind> <cycles> <stack bytes> <random bytes>" */
static void cost_row(size_t len, const char *kind, uint32_t cycles, uint32_t empty, size_t random_bytes)
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

#endif
