/* Data larger than RAM: a 64 KB stream sealed with STREAM (lwc/stream.h) in 64- and 256-byte chunks
 * for every AEAD, and 64 KB hashed with the incremental Romulus-H in 64- and 256-byte updates, each
 * as one timed call (bench_measure.h) from init to end/final. The data arrives one chunk at a time
 * into one chunk buffer (bench_stream_buffer; sealed in place there, as a node would before sending
 * it). The stream or hash context is a local of the timed call, so the stack figure of these records
 * is the context plus the calls' frames: the RAM the streaming takes is that plus one chunk and its
 * tag, whatever the stream's length. Records: op
 * "stream-encrypt-<chunk>" (alg the AEAD) and "hash-update-<chunk>" (romulus-h), mlen = the stream's
 * bytes; the variant label is the algorithm's backend. */
#include <string.h>

#include "bench_kernels.h"
#include "bench_measure.h"
#include "lwc/stream.h"

#define STREAM_BYTES 65536ul
#define CHUNK_MAX (BENCH_STREAM_BUFFER - LWC_STREAM_TAG_MAX_BYTES)

static const lwc_aead_t *stream_aead;
static uint16_t chunk_bytes;

/* Seal STREAM_BYTES in chunks of chunk_bytes, each filled before it is sealed. */
__attribute__((noinline)) static void seal_stream(void)
{
    static uint8_t key[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
                                    17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32};
    static uint8_t prefix[11] = {0xa0, 0xa1, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa};
    lwc_stream_ctx s;
    uint8_t *chunk = bench_stream_buffer();
    lwc_stream_seal_init(&s, stream_aead, key, prefix);
    for (uint32_t done = 0; done < STREAM_BYTES; done += chunk_bytes) {
        memset(chunk, (uint8_t)done, chunk_bytes); /* the next chunk of data arrives */
        lwc_stream_seal(&s, chunk, chunk + chunk_bytes, NULL, 0, chunk, chunk_bytes,
                        done + chunk_bytes >= STREAM_BYTES);
    }
    lwc_stream_end(&s);
}

/* Hash STREAM_BYTES in updates of chunk_bytes. */
__attribute__((noinline)) static void hash_stream(void)
{
    lwc_romulus_h_ctx h;
    uint8_t *chunk = bench_stream_buffer(), digest[32];
    lwc_romulus_h_init(&h);
    for (uint32_t done = 0; done < STREAM_BYTES; done += chunk_bytes) {
        memset(chunk, (uint8_t)done, chunk_bytes);
        lwc_romulus_h_update(&h, chunk, chunk_bytes);
    }
    lwc_romulus_h_final(&h, digest);
}

__attribute__((noinline)) static uint32_t k_seal_stream(void)
{
    BENCH_TIMED_CALL(seal_stream());
}

__attribute__((noinline)) static uint32_t k_hash_stream(void)
{
    BENCH_TIMED_CALL(hash_stream());
}

void bench_kernels_stream(bench_kernel_sink measure)
{
    static const uint16_t chunks[] = {64, CHUNK_MAX};
    static const char *const seal_ops[] = {"stream-encrypt-64", "stream-encrypt-256"};
    static const char *const hash_ops[] = {"hash-update-64", "hash-update-256"};
    for (size_t c = 0; c < 2; c++) {
        chunk_bytes = chunks[c];
        for (size_t i = 0; i < lwc_aead_count; i++) {
            stream_aead = &lwc_aeads[i];
            measure(stream_aead->name, bench_variant_of(stream_aead->name), seal_ops[c], STREAM_BYTES, k_seal_stream);
        }
        measure("romulus-h", bench_variant_of("romulus-h"), hash_ops[c], STREAM_BYTES, k_hash_stream);
    }
}
