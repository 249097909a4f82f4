/* Firmware (every target): the contracts of lwc/stream.h and of the incremental Romulus-H that the
 * vectors do not reach. Prints "N passed, M failed" (target_print.h).
 *
 *  - per AEAD: the chunk nonce is prefix || index (big-endian) || flag, checked against direct AEAD
 *    calls; in-place chunks; lwc_stream_index (before each chunk, after the final one, after a
 *    failed one);
 *  - phases: a zeroed context, sealing on an opener and the reverse, a chunk after the final one,
 *    ending a sealer without a final chunk (LWC_ERR_STATE), ending an opener early (LWC_ERR_AUTH);
 *  - a failed chunk: output wiped, key copy wiped, every later call LWC_ERR_STATE;
 *  - argument errors of the AEAD (NULL, overlap) leave the stream where it was;
 *  - the last index: 2^32 - 1 only for a final chunk, on both sides (the context's index is set
 *    directly: 2^32 chunks are not run);
 *  - Romulus-H: a zeroed context is a fresh one, a copied context forks the computation, update and
 *    final after final are LWC_ERR_STATE, NULL arguments LWC_ERR_NULL; on the AVR the flash reads
 *    refuse a range outside the flash.
 */
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/stream.h"
#include "target_print.h"

#if defined(__AVR__)
#include <avr/io.h>
#include <avr/pgmspace.h>
#endif

static uint8_t key[32], prefix[16], nonce[16], ad[5] = {1, 2, 3, 4, 5};
static uint8_t msg[40], buf[40 + 16], tag[16], ref[40 + 16];

static void fill(uint8_t *p, size_t n, uint8_t seed)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)(seed + 29u * i);
}

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/* The nonce of chunk i as the specification writes it. */
static void spec_nonce(const lwc_aead_t *a, uint32_t index, int last)
{
    size_t p = LWC_STREAM_PREFIX_BYTES(a->nonce_bytes);
    memcpy(nonce, prefix, p);
    nonce[p] = (uint8_t)(index >> 24);
    nonce[p + 1] = (uint8_t)(index >> 16);
    nonce[p + 2] = (uint8_t)(index >> 8);
    nonce[p + 3] = (uint8_t)index;
    nonce[p + 4] = last ? 1 : 0;
}

/* Set the index of the next chunk directly (the field after the prefix). */
static void set_index(lwc_stream_ctx *s, uint32_t index)
{
    uint8_t *idx = s->nonce + LWC_STREAM_PREFIX_BYTES(s->aead->nonce_bytes);
    idx[0] = (uint8_t)(index >> 24);
    idx[1] = (uint8_t)(index >> 16);
    idx[2] = (uint8_t)(index >> 8);
    idx[3] = (uint8_t)index;
}

static void check_aead(const lwc_aead_t *a, uint32_t row)
{
    lwc_stream_ctx s, o;
    const uint8_t t = a->tag_bytes;
    fill(key, sizeof key, (uint8_t)(row + 1));
    fill(prefix, sizeof prefix, (uint8_t)(row + 50));
    fill(msg, sizeof msg, (uint8_t)(row + 99));

    /* Three chunks, in place, each equal to the direct AEAD call with the spec's nonce. */
    target_check(lwc_stream_seal_init(&s, a, key, prefix) == LWC_OK, "seal_init", row);
    target_check(lwc_stream_open_init(&o, a, key, prefix) == LWC_OK, "open_init", row);
    for (uint32_t i = 0; i < 3; i++) {
        int last = i == 2;
        size_t n = 13u * i;
        target_check(lwc_stream_index(&s) == i && lwc_stream_index(&o) == i, "index", row);
        memcpy(buf, msg, n);
        target_check(lwc_stream_seal(&s, buf, buf + n, i == 0 ? ad : NULL, i == 0 ? sizeof ad : 0, buf, n, last) ==
                         LWC_OK, "seal", row);
        spec_nonce(a, i, last);
        a->encrypt(ref, ref + n, key, nonce, i == 0 ? ad : NULL, i == 0 ? sizeof ad : 0, msg, n);
        target_check(memcmp(buf, ref, n + t) == 0, "chunk = AEAD(prefix || index || flag)", row * 10 + i);
        target_check(lwc_stream_open(&o, buf, buf + n, i == 0 ? ad : NULL, i == 0 ? sizeof ad : 0, buf, n, last) ==
                         LWC_OK && memcmp(buf, msg, n) == 0, "open", row * 10 + i);
    }
    /* Past the final chunk. The index stays the final chunk's (stream.h): the chunk count is index + 1. */
    target_check(lwc_stream_index(&s) == 2 && lwc_stream_index(&o) == 2, "index after the final chunk", row);
    target_check(lwc_stream_seal(&s, buf, tag, NULL, 0, msg, 4, LWC_STREAM_LAST) == LWC_ERR_STATE, "seal after final", row);
    target_check(lwc_stream_open(&o, buf, tag, NULL, 0, buf, 4, LWC_STREAM_LAST) == LWC_ERR_STATE, "open after final", row);
    target_check(all_zero(s.key, sizeof s.key) && all_zero(o.key, sizeof o.key), "key wiped after final", row);
    target_check(lwc_stream_end(&s) == LWC_OK && lwc_stream_end(&o) == LWC_OK, "end after final", row);
    target_check(all_zero((const uint8_t *)&s, sizeof s), "end wipes", row);
    target_check(lwc_stream_end(&s) == LWC_ERR_STATE, "end twice", row);

    /* Wrong directions and an uninitialized (zeroed) context. */
    lwc_stream_seal_init(&s, a, key, prefix);
    lwc_stream_open_init(&o, a, key, prefix);
    target_check(lwc_stream_open(&s, buf, tag, NULL, 0, buf, 0, 1) == LWC_ERR_STATE, "open on a sealer", row);
    target_check(lwc_stream_seal(&o, buf, tag, NULL, 0, msg, 0, 1) == LWC_ERR_STATE, "seal on an opener", row);
    target_check(lwc_stream_end(&s) == LWC_ERR_STATE, "sealer ended without a final chunk", row);
    target_check(lwc_stream_end(&o) == LWC_ERR_AUTH, "opener ended before the final chunk", row);
    memset(&s, 0, sizeof s);
    target_check(lwc_stream_seal(&s, buf, tag, NULL, 0, msg, 1, 0) == LWC_ERR_STATE &&
                     lwc_stream_open(&s, buf, tag, NULL, 0, buf, 1, 0) == LWC_ERR_STATE && lwc_stream_index(&s) == 0,
                 "zeroed context", row);

    /* AEAD argument errors: nothing moves; the stream goes on. */
    lwc_stream_seal_init(&s, a, key, prefix);
    target_check(lwc_stream_seal(&s, NULL, tag, NULL, 0, msg, 8, 0) == LWC_ERR_NULL, "seal NULL c", row);
    target_check(lwc_stream_seal(&s, msg + 1, tag, NULL, 0, msg, 8, 0) == LWC_ERR_OVERLAP, "seal overlap", row);
    target_check(lwc_stream_index(&s) == 0, "index kept after an argument error", row);
    memcpy(buf, msg, 8);
    target_check(lwc_stream_seal(&s, buf, buf + 8, NULL, 0, buf, 8, 0) == LWC_OK, "seal after an argument error", row);
    lwc_stream_open_init(&o, a, key, prefix);
    target_check(lwc_stream_open(&o, NULL, buf + 8, NULL, 0, buf, 8, 0) == LWC_ERR_NULL, "open NULL m", row);
    target_check(lwc_stream_open(&o, buf, buf + 8, NULL, 0, buf, 8, 0) == LWC_OK && memcmp(buf, msg, 8) == 0,
                 "open after an argument error", row);

    /* A failed chunk: wiped output, dead stream. */
    memcpy(buf, msg, 8);
    lwc_stream_seal(&s, buf, buf + 8, NULL, 0, buf, 8, 0);
    buf[8] ^= 1;
    uint8_t out[8];
    memset(out, 0x55, sizeof out);
    target_check(lwc_stream_open(&o, out, buf + 8, NULL, 0, buf, 8, 0) == LWC_ERR_AUTH, "forged chunk", row);
    target_check(all_zero(out, sizeof out) && all_zero(o.key, sizeof o.key), "output and key wiped", row);
    buf[8] ^= 1;
    target_check(lwc_stream_open(&o, out, buf + 8, NULL, 0, buf, 8, 0) == LWC_ERR_STATE, "dead stream", row);
    target_check(lwc_stream_index(&o) == 1, "index of the failed chunk", row);
    target_check(lwc_stream_end(&o) == LWC_ERR_AUTH, "end of a dead stream", row);
    lwc_stream_end(&s);

    /* The last index. */
    lwc_stream_seal_init(&s, a, key, prefix);
    set_index(&s, 0xFFFFFFFEu);
    target_check(lwc_stream_seal(&s, buf, tag, NULL, 0, msg, 3, 0) == LWC_OK, "chunk 2^32 - 2", row);
    target_check(lwc_stream_index(&s) == 0xFFFFFFFFu, "index 2^32 - 1", row);
    target_check(lwc_stream_seal(&s, buf, tag, NULL, 0, msg, 3, 0) == LWC_ERR_LENGTH, "non-final at 2^32 - 1", row);
    target_check(lwc_stream_seal(&s, buf, buf + 3, NULL, 0, msg, 3, 1) == LWC_OK, "final at 2^32 - 1", row);
    spec_nonce(a, 0xFFFFFFFFu, 1);
    a->encrypt(ref, ref + 3, key, nonce, NULL, 0, msg, 3);
    target_check(memcmp(buf, ref, 3u + t) == 0, "nonce of chunk 2^32 - 1", row);
    target_check(lwc_stream_index(&s) == 0xFFFFFFFFu, "index after the final chunk 2^32 - 1", row);
    lwc_stream_open_init(&o, a, key, prefix);
    set_index(&o, 0xFFFFFFFFu);
    target_check(lwc_stream_open(&o, out, buf + 3, NULL, 0, buf, 3, 0) == LWC_ERR_LENGTH &&
                     lwc_stream_open(&o, out, buf + 3, NULL, 0, buf, 3, 1) == LWC_ERR_STATE,
                 "opener: non-final at 2^32 - 1 kills the stream", row);
    lwc_stream_open_init(&o, a, key, prefix);
    set_index(&o, 0xFFFFFFFFu);
    target_check(lwc_stream_open(&o, out, buf + 3, NULL, 0, buf, 3, 1) == LWC_OK && memcmp(out, msg, 3) == 0,
                 "opener: final at 2^32 - 1", row);
    lwc_stream_end(&s);
    lwc_stream_end(&o);
}

static void check_stream_arguments(void)
{
    lwc_stream_ctx s;
    const lwc_aead_t *a = &lwc_aeads[0];
    target_check(lwc_stream_seal_init(NULL, a, key, prefix) == LWC_ERR_NULL &&
                     lwc_stream_seal_init(&s, NULL, key, prefix) == LWC_ERR_NULL &&
                     lwc_stream_open_init(&s, a, NULL, prefix) == LWC_ERR_NULL &&
                     lwc_stream_open_init(&s, a, key, NULL) == LWC_ERR_NULL,
                 "init NULL arguments", 0);
    lwc_aead_t odd = *a;
    odd.nonce_bytes = 5; /* no room for index and flag */
    target_check(lwc_stream_seal_init(&s, &odd, key, prefix) == LWC_ERR_LENGTH, "nonce too short", 0);
    odd.nonce_bytes = 17;
    target_check(lwc_stream_open_init(&s, &odd, key, prefix) == LWC_ERR_LENGTH, "nonce too long", 0);
    odd = *a;
    odd.key_bytes = 33;
    target_check(lwc_stream_open_init(&s, &odd, key, prefix) == LWC_ERR_LENGTH, "key too long", 0);
    target_check(lwc_stream_seal(NULL, buf, tag, NULL, 0, msg, 1, 1) == LWC_ERR_NULL &&
                     lwc_stream_open(NULL, buf, tag, NULL, 0, buf, 1, 1) == LWC_ERR_NULL &&
                     lwc_stream_end(NULL) == LWC_ERR_NULL && lwc_stream_index(NULL) == 0,
                 "NULL context", 0);
}

static void check_hash(void)
{
    lwc_romulus_h_ctx h, fork;
    uint8_t d1[32], d2[32];
    fill(buf, sizeof buf, 7);
    memset(&h, 0, sizeof h); /* a zeroed context is a fresh one */
    lwc_romulus_h_update(&h, buf, 40);
    target_check(lwc_romulus_h_final(&h, d1) == LWC_OK, "final", 0);
    lwc_romulus_h(d2, buf, 40);
    target_check(memcmp(d1, d2, 32) == 0, "zeroed context = init", 0);
    target_check(lwc_romulus_h_update(&h, buf, 1) == LWC_ERR_STATE && lwc_romulus_h_final(&h, d1) == LWC_ERR_STATE,
                 "update / final after final", 0);
    target_check(lwc_romulus_h_init(&h) == LWC_OK && lwc_romulus_h_update(&h, buf, 40) == LWC_OK &&
                     lwc_romulus_h_final(&h, d1) == LWC_OK && memcmp(d1, d2, 32) == 0,
                 "init after final", 0);
    lwc_romulus_h_init(&h);
    lwc_romulus_h_update(&h, buf, 20);
    fork = h; /* the common prefix once, two different continuations */
    lwc_romulus_h_update(&h, buf + 20, 20);
    lwc_romulus_h_final(&h, d1);
    target_check(memcmp(d1, d2, 32) == 0, "original after a copy", 0);
    lwc_romulus_h_update(&fork, buf + 20, 5);
    lwc_romulus_h_final(&fork, d1);
    lwc_romulus_h(d2, buf, 25);
    target_check(memcmp(d1, d2, 32) == 0, "copy continues on its own", 0);
    target_check(lwc_romulus_h_init(NULL) == LWC_ERR_NULL && lwc_romulus_h_update(NULL, buf, 1) == LWC_ERR_NULL &&
                     lwc_romulus_h_final(NULL, d1) == LWC_ERR_NULL,
                 "NULL context", 0);
    lwc_romulus_h_init(&h);
    target_check(lwc_romulus_h_update(&h, NULL, 1) == LWC_ERR_NULL && lwc_romulus_h_update(&h, NULL, 0) == LWC_OK &&
                     lwc_romulus_h_final(&h, NULL) == LWC_ERR_NULL,
                 "NULL data / digest", 0);
    lwc_romulus_h_final(&h, d1);
    lwc_romulus_h(d2, NULL, 0);
    target_check(memcmp(d1, d2, 32) == 0, "empty message", 0);
#if defined(__AVR__)
    lwc_romulus_h_init(&h);
    target_check(lwc_romulus_h_update_PF(&h, (uint32_t)FLASHEND, 2) == LWC_ERR_LENGTH &&
                     lwc_romulus_h_update_PF(&h, (uint32_t)FLASHEND + 2u, 0) == LWC_ERR_LENGTH &&
                     lwc_romulus_h_update_PF(&h, 0, 0xFFFFFFFFu) == LWC_ERR_LENGTH &&
                     lwc_romulus_h_update_PF(NULL, 0, 1) == LWC_ERR_NULL,
                 "flash range outside the flash", 0);
    target_check(lwc_romulus_h_update_PF(&h, (uint32_t)FLASHEND, 1) == LWC_OK &&
                     lwc_romulus_h_update_PF(&h, (uint32_t)FLASHEND + 1u, 0) == LWC_OK,
                 "last flash byte", 0);
    lwc_romulus_h_final(&h, d1);
    target_check(lwc_romulus_h_update_P(&h, (const uint8_t *)0, 1) == LWC_ERR_STATE, "flash update after final", 0);
#endif
}

int main(void)
{
    for (size_t i = 0; i < lwc_aead_count; i++)
        check_aead(&lwc_aeads[i], (uint32_t)i);
    check_stream_arguments();
    check_hash();
    target_check_exit();
}
