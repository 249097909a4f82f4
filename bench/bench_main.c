/* Benchmark firmware: measures every algorithm of the descriptor tables and the primitive kernels
 * the papers measure, on the target it is built for, and prints one text record per measurement:
 *
 *   R <alg> <variant> <op> <mlen> <adlen> <cycles> <stack_bytes>
 *
 * followed by "END". tools/bench turns the records into bench/results/<target>.json and REPORT.md.
 *
 * cycles: one call including argument setup, call and return: the cycles between two reads of the
 * target's counter around the call, minus the same two reads with nothing between them (the
 * "empty" baseline, measured once at start-up). Each measured call sits in its own noinline helper
 * so that the code around the call is the same shape for every measurement.
 * stack_bytes: peak stack of the call found by painting: the free stack below the caller is filled
 * with a pattern before the call and scanned afterwards (the figure includes the return address).
 */
#include <string.h>

#include "bench_kernels.h"
#include "lwc/lwc.h"
#include "target_io.h"

#define BENCH_MAX_MSG 1024
#define BENCH_PAINT 0xA5u

static const uint16_t msg_lengths[] = {0, 8, 16, 64, 128, 1024};
static const uint16_t ad_lengths[] = {0, 16};

/* The AEAD/hash buffer and the block-cipher context are never used at the same time: one union keeps
 * the ATmega128 image inside its 4 KB of RAM. */
static union {
    uint8_t buf[BENCH_MAX_MSG + 16]; /* message, then ciphertext in place; tag space after it */
    struct {
        union {
            lwc_lea_ctx lea;
            lwc_present_ctx present;
        } ctx;
        uint8_t block[16];
    } cipher;
} work;
#define buf (work.buf)
#define cipher_ctx (work.cipher.ctx)
static uint8_t ad[16], key[32], nonce[16], digest[64];
static uint32_t empty_cycles;  /* two counter reads with nothing between them */
static uint16_t empty_stack;    /* stack of a call to an empty function through the same path */
static uint16_t empty_kernel_stack;

/* ---- output ---------------------------------------------------------------------------------- */
static void put_str(const char *s)
{
    while (*s)
        target_putc((uint8_t)*s++);
}

static void put_u32(uint32_t v)
{
    char digits[11];
    int n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0)
        target_putc((uint8_t)digits[--n]);
}

static void record(const char *alg, const char *variant, const char *op, uint16_t mlen, uint16_t adlen,
                   uint32_t cycles, uint16_t stack)
{
    put_str("R ");
    put_str(alg);
    target_putc(' ');
    put_str(variant);
    target_putc(' ');
    put_str(op);
    target_putc(' ');
    put_u32(mlen);
    target_putc(' ');
    put_u32(adlen);
    target_putc(' ');
    put_u32(cycles);
    target_putc(' ');
    put_u32(stack);
    target_putc('\n');
    target_flush();
}

/* ---- stack painting --------------------------------------------------------------------------- */
/* An address just below the caller's frame (a local of a function the caller just called); it
 * leaves through a volatile global so the compiler treats it as the plain address it is. */
static uint8_t *volatile stack_probe;

__attribute__((noinline)) static uint8_t *stack_top(void)
{
    volatile uint8_t here = 0;
    stack_probe = (uint8_t *)&here;
    return stack_probe;
}

/* Paint [top - BENCH_STACK_PAINT_BYTES, top - 64): the 64 bytes nearest top hold this function's
 * own frame while it runs. */
__attribute__((noinline)) static void stack_paint(uint8_t *top)
{
    volatile uint8_t *p = (volatile uint8_t *)((uintptr_t)top - BENCH_STACK_PAINT_BYTES);
    for (uint16_t i = 0; i < BENCH_STACK_PAINT_BYTES - 64; i++)
        p[i] = BENCH_PAINT;
}

/* Bytes below top that something wrote since stack_paint (the painted bytes still intact are free). */
static uint16_t stack_used(uint8_t *top)
{
    const volatile uint8_t *p = (const volatile uint8_t *)((uintptr_t)top - BENCH_STACK_PAINT_BYTES);
    uint16_t i = 0;
    while (i < BENCH_STACK_PAINT_BYTES - 64 && p[i] == BENCH_PAINT)
        i++;
    return (uint16_t)(BENCH_STACK_PAINT_BYTES - i);
}

/* ---- the measured calls ----------------------------------------------------------------------- */
typedef enum { OP_ENCRYPT, OP_DECRYPT, OP_HASH, OP_KEY_SCHEDULE, OP_BLOCK_ENCRYPT, OP_BLOCK_DECRYPT } op_t;

typedef struct {
    op_t op;
    const void *desc; /* lwc_aead_t, lwc_hash_t or lwc_cipher_t */
    uint16_t mlen, adlen;
} job_t;

__attribute__((noinline)) static uint32_t timed_empty(void)
{
    uint32_t t0 = target_cycles();
    uint32_t t1 = target_cycles();
    return t1 - t0;
}

__attribute__((noinline)) static uint32_t timed(const job_t *j)
{
    uint32_t t0, t1;
    switch (j->op) {
    case OP_ENCRYPT: {
        const lwc_aead_t *a = j->desc;
        t0 = target_cycles();
        a->encrypt(buf, buf + j->mlen, key, nonce, ad, j->adlen, buf, j->mlen);
        t1 = target_cycles();
        break;
    }
    case OP_DECRYPT: {
        const lwc_aead_t *a = j->desc;
        t0 = target_cycles();
        a->decrypt(buf, buf + j->mlen, key, nonce, ad, j->adlen, buf, j->mlen);
        t1 = target_cycles();
        break;
    }
    case OP_HASH: {
        const lwc_hash_t *h = j->desc;
        t0 = target_cycles();
        h->hash(digest, buf, j->mlen);
        t1 = target_cycles();
        break;
    }
    case OP_KEY_SCHEDULE: {
        const lwc_cipher_t *b = j->desc;
        t0 = target_cycles();
        b->set_key(&cipher_ctx, key);
        t1 = target_cycles();
        break;
    }
    case OP_BLOCK_ENCRYPT: {
        const lwc_cipher_t *b = j->desc;
        t0 = target_cycles();
        b->encrypt(&cipher_ctx, work.cipher.block, work.cipher.block);
        t1 = target_cycles();
        break;
    }
    default: {
        const lwc_cipher_t *b = j->desc;
        t0 = target_cycles();
        b->decrypt(&cipher_ctx, work.cipher.block, work.cipher.block);
        t1 = target_cycles();
        break;
    }
    }
    return t1 - t0 - empty_cycles;
}

/* Run a job with the stack painted; returns its cycles, *stack gets the painted bytes it used. */
static uint32_t run_painted(const job_t *j, uint16_t *stack)
{
    uint8_t *top = stack_top();
    stack_paint(top);
    uint32_t cycles = timed(j);
    *stack = stack_used(top);
    return cycles;
}

static uint32_t run_kernel_painted(bench_timed_fn timed, uint16_t *stack)
{
    uint8_t *top = stack_top();
    stack_paint(top);
    uint32_t cycles = timed() - empty_cycles;
    *stack = stack_used(top);
    return cycles;
}

/* stack_bytes = what the measured function uses beyond an empty function called the same way, plus
 * the return address the call itself pushes (BENCH_CALL_PUSH_BYTES: 2 on the ATmega128, 0 on
 * Cortex-M where the return address goes to LR). */
static void measure(const char *alg, const char *variant, const char *op_name, const job_t *j)
{
    uint16_t stack;
    uint32_t cycles = run_painted(j, &stack);
    record(alg, variant, op_name, j->mlen, j->adlen, cycles, (uint16_t)(stack - empty_stack + BENCH_CALL_PUSH_BYTES));
}

static void measure_kernel(const char *alg, const char *variant, const char *op, uint16_t bytes,
                           bench_timed_fn timed)
{
    uint16_t stack;
    uint32_t cycles = run_kernel_painted(timed, &stack);
    record(alg, variant, op, bytes, 0, cycles, (uint16_t)(stack - empty_kernel_stack + BENCH_CALL_PUSH_BYTES));
}

__attribute__((noinline)) static int empty_hash(uint8_t *d, const uint8_t *m, size_t len)
{
    (void)d, (void)m, (void)len;
    __asm__ volatile("");
    return 0;
}

static void fill(uint8_t *p, size_t n, uint8_t seed)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)(seed + 17u * i);
}

int main(void)
{
    fill(key, sizeof key, 1);
    fill(nonce, sizeof nonce, 2);
    fill(ad, sizeof ad, 3);
    empty_cycles = timed_empty();
    const lwc_hash_t empty = {"empty", 0, empty_hash};
    const job_t empty_job = {OP_HASH, &empty, 0, 0};
    (void)run_painted(&empty_job, &empty_stack);
    (void)run_kernel_painted(bench_empty_kernel, &empty_kernel_stack);

    for (size_t i = 0; i < lwc_aead_count; i++) {
        const lwc_aead_t *a = &lwc_aeads[i];
        for (size_t m = 0; m < sizeof msg_lengths / sizeof msg_lengths[0]; m++)
            for (size_t d = 0; d < sizeof ad_lengths / sizeof ad_lengths[0]; d++) {
                job_t j = {OP_ENCRYPT, a, msg_lengths[m], ad_lengths[d]};
                fill(buf, j.mlen, 4);
                measure(a->name, bench_variant_of(a->name), "encrypt", &j);
                j.op = OP_DECRYPT; /* decrypts the ciphertext just made: the full, accepting path */
                measure(a->name, bench_variant_of(a->name), "decrypt", &j);
            }
    }
    for (size_t i = 0; i < lwc_hash_count; i++) {
        const lwc_hash_t *h = &lwc_hashes[i];
        for (size_t m = 0; m < sizeof msg_lengths / sizeof msg_lengths[0]; m++) {
            job_t j = {OP_HASH, h, msg_lengths[m], 0};
            fill(buf, j.mlen, 5);
            measure(h->name, bench_variant_of(h->name), "hash", &j);
        }
    }
    for (size_t i = 0; i < lwc_cipher_count; i++) {
        const lwc_cipher_t *b = &lwc_ciphers[i];
        job_t j = {OP_KEY_SCHEDULE, b, 0, 0};
        measure(b->name, bench_variant_of(b->name), "key-schedule", &j);
        fill(work.cipher.block, b->block_bytes, 6);
        j.op = OP_BLOCK_ENCRYPT;
        j.mlen = b->block_bytes;
        measure(b->name, bench_variant_of(b->name), "encrypt", &j);
        j.op = OP_BLOCK_DECRYPT;
        measure(b->name, bench_variant_of(b->name), "decrypt", &j);
    }
    bench_for_each_kernel(measure_kernel);
    put_str("END\n");
    target_exit(0);
}
