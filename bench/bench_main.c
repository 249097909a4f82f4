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
#include "bench_measure.h"
#include "lwc/lwc.h"
#include "target_print.h"

#define BENCH_MAX_MSG 1024

/* Message lengths; every one with 0 and 16 bytes of AD, and the short ones (the readings a sensor
 * node sends, up to SHORT_MAX bytes) also with 8 bytes of AD. */
static const uint16_t msg_lengths[] = {0, 8, 16, 32, 48, 64, 128, 1024};
static const uint16_t ad_lengths[] = {0, 8, 16};
#define SHORT_MAX 64

/* The AEAD/hash buffer and the block-cipher context are never used at the same time: one union keeps
 * the ATmega128 image inside its 4 KB of RAM. */
static union {
    uint8_t buf[BENCH_MAX_MSG + 16]; /* message, then ciphertext in place; tag space after it */
    struct {
        lwc_cipher_ctx ctx;
        uint8_t block[16];
    } cipher;
    struct bench_modes_area modes; /* bench_kernels_modes.c: a keyed context and the data */
} work;

struct bench_modes_area *bench_modes_area(void)
{
    return &work.modes;
}

uint8_t *bench_stream_buffer(void)
{
    _Static_assert(sizeof work.buf >= BENCH_STREAM_BUFFER, "the work area holds one stream chunk");
    return work.buf;
}
#define buf (work.buf)
#define cipher_ctx (work.cipher.ctx)
static uint8_t ad[16], key[32], nonce[16], digest[64];
static uint32_t empty_cycles; /* two counter reads with nothing between them */

/* ---- output ---------------------------------------------------------------------------------- */
/* One field: a space, then the value or the word (out of line: on the ATmega128 each inlined copy of the decimal
 * printer costs flash the benchmark image does not have). */
__attribute__((noinline)) static void put_field(uint32_t v)
{
    target_putc(' ');
    target_put_u32(v);
}

__attribute__((noinline)) static void put_word(const char *s)
{
    target_putc(' ');
    target_puts(s);
}

__attribute__((noinline)) static void record(const char *alg, const char *variant, const char *op, uint32_t mlen, uint16_t adlen,
                   uint32_t cycles, uint16_t stack)
{
    target_putc('R');
    put_word(alg);
    put_word(variant);
    put_word(op);
    put_field(mlen);
    put_field(adlen);
    put_field(cycles);
    put_field(stack);
    target_putc('\n');
    target_flush();
}

uint16_t bench_last_stack; /* set by BENCH_TIMED_CALL (bench_measure.h) */

#if defined(LWC_PROTECTED) && LWC_PROTECTED
/* The protected profile (docs/protected.md): its masked rows need a random source. xorshift32 (a
 * test generator, its cycles inside the measured calls: a real source's cost is the application's),
 * counting the bytes it gives; after each encryption of a protected row, a record "random-bytes"
 * whose cycles field is that count (tools/bench: the bytes asked per message, no time). Only the
 * protected rows are measured there: every other row is the fast profile's code. */
#include "lwc/masked.h"
static uint32_t bench_rng = 0x9E3779B9u;
static uint32_t bench_random_count;
static int bench_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    for (size_t i = 0; i < len; i++) {
        bench_rng ^= bench_rng << 13;
        bench_rng ^= bench_rng >> 17;
        bench_rng ^= bench_rng << 5;
        out[i] = (uint8_t)bench_rng;
    }
    bench_random_count += (uint32_t)len;
    return 0;
}
#endif

/* ---- the measured calls ----------------------------------------------------------------------- */
typedef enum { OP_ENCRYPT, OP_DECRYPT, OP_HASH, OP_XOF, OP_KEY_SCHEDULE, OP_BLOCK_ENCRYPT, OP_BLOCK_DECRYPT } op_t;

typedef struct {
    op_t op;
    const void *desc; /* lwc_aead_t, lwc_hash_t, lwc_xof_t or lwc_cipher_t */
    uint16_t mlen, adlen;
} job_t;

__attribute__((noinline)) static uint32_t timed_empty(void)
{
    uint32_t t0 = target_cycles();
    uint32_t t1 = target_cycles();
    return t1 - t0;
}

/* One noinline wrapper per call shape, so the code around every measured call is alike. */
__attribute__((noinline)) static uint32_t timed_encrypt(const lwc_aead_t *a, uint16_t mlen, uint16_t adlen)
{
    BENCH_TIMED_CALL(a->encrypt(buf, buf + mlen, key, nonce, ad, adlen, buf, mlen));
}

__attribute__((noinline)) static uint32_t timed_decrypt(const lwc_aead_t *a, uint16_t mlen, uint16_t adlen)
{
    BENCH_TIMED_CALL(a->decrypt(buf, buf + mlen, key, nonce, ad, adlen, buf, mlen));
}

__attribute__((noinline)) static uint32_t timed_hash(const lwc_hash_t *h, uint16_t mlen)
{
    BENCH_TIMED_CALL(h->hash(digest, buf, mlen));
}

/* An XOF row: XOF_OUT bytes of output, no customization string (the same call for a plain and a
 * customizable row). */
#define XOF_OUT 32
__attribute__((noinline)) static uint32_t timed_xof(const lwc_xof_t *x, uint16_t mlen)
{
    BENCH_TIMED_CALL(x->xof(digest, XOF_OUT, NULL, 0, buf, mlen));
}

__attribute__((noinline)) static uint32_t timed_set_key(const lwc_cipher_t *b)
{
    BENCH_TIMED_CALL(b->set_key(&cipher_ctx, key));
}

__attribute__((noinline)) static uint32_t timed_block(lwc_cipher_block_fn fn)
{
    BENCH_TIMED_CALL(fn(&cipher_ctx, work.cipher.block, work.cipher.block));
}

static uint32_t timed(const job_t *j)
{
    switch (j->op) {
    case OP_ENCRYPT: return timed_encrypt(j->desc, j->mlen, j->adlen);
    case OP_DECRYPT: return timed_decrypt(j->desc, j->mlen, j->adlen);
    case OP_HASH: return timed_hash(j->desc, j->mlen);
    case OP_XOF: return timed_xof(j->desc, j->mlen);
    case OP_KEY_SCHEDULE: return timed_set_key(j->desc);
    case OP_BLOCK_ENCRYPT: return timed_block(((const lwc_cipher_t *)j->desc)->encrypt);
    default: return timed_block(((const lwc_cipher_t *)j->desc)->decrypt);
    }
}

/* stack_bytes = the bytes the call wrote below the caller's stack pointer (bench_measure.h): its
 * peak stack, with the return address on the ATmega128 (on Cortex-M it goes to LR). */
static void measure(const char *alg, const char *variant, const char *op_name, const job_t *j)
{
    uint32_t cycles = timed(j) - empty_cycles;
    record(alg, variant, op_name, j->mlen, j->adlen, cycles, bench_last_stack);
}

static void measure_kernel(const char *alg, const char *variant, const char *op, uint32_t bytes,
                           bench_timed_fn timed_kernel)
{
    uint32_t cycles = timed_kernel() - empty_cycles;
    record(alg, variant, op, bytes, 0, cycles, bench_last_stack);
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
#if defined(LWC_PROTECTED) && LWC_PROTECTED
    lwc_set_random(bench_random, NULL);
#endif

    for (size_t i = 0; i < lwc_aead_count; i++) {
        const lwc_aead_t *a = &lwc_aeads[i];
#if defined(LWC_PROTECTED) && LWC_PROTECTED
        if (!lwc_aead_protected(a->name))
            continue; /* its fast code: the fast tree measures it */
#endif
        for (size_t m = 0; m < sizeof msg_lengths / sizeof msg_lengths[0]; m++)
            for (size_t d = 0; d < sizeof ad_lengths / sizeof ad_lengths[0]; d++) {
                if (ad_lengths[d] == 8 && msg_lengths[m] > SHORT_MAX)
                    continue;
                job_t j = {OP_ENCRYPT, a, msg_lengths[m], ad_lengths[d]};
                fill(buf, j.mlen, 4);
#if defined(LWC_PROTECTED) && LWC_PROTECTED
                bench_random_count = 0;
#endif
                measure(a->name, bench_variant_of(a->name), "encrypt", &j);
#if defined(LWC_PROTECTED) && LWC_PROTECTED
                if (lwc_aead_protected(a->name))
                    record(a->name, bench_variant_of(a->name), "random-bytes", j.mlen, j.adlen, bench_random_count, 0);
#endif
                j.op = OP_DECRYPT; /* decrypts the ciphertext just made: the full, accepting path */
                measure(a->name, bench_variant_of(a->name), "decrypt", &j);
            }
    }
#if !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (a protected tree: its masked AEAD rows only) */
    for (size_t i = 0; i < lwc_hash_count; i++) {
        const lwc_hash_t *h = &lwc_hashes[i];
        for (size_t m = 0; m < sizeof msg_lengths / sizeof msg_lengths[0]; m++) {
            job_t j = {OP_HASH, h, msg_lengths[m], 0};
            fill(buf, j.mlen, 5);
            measure(h->name, bench_variant_of(h->name), "hash", &j);
        }
    }
    for (size_t i = 0; i < lwc_xof_count; i++) {
        const lwc_xof_t *x = &lwc_xofs[i];
        for (size_t m = 0; m < sizeof msg_lengths / sizeof msg_lengths[0]; m++) {
            job_t j = {OP_XOF, x, msg_lengths[m], 0};
            fill(buf, j.mlen, 5);
            measure(x->name, bench_variant_of(x->name), "xof", &j);
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
#endif
    bench_for_each_kernel(measure_kernel);
    target_puts("END\n");
    target_exit(0);
}
