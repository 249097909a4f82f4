/* Firmware (every target): lwc_ctr_crypt through each library cipher row (which takes the row's
 * fast paths where the backend has them: the LEA-128 CTR key-stream core and PRESENT's 2-block core
 * on the Cortex-M3) against lwc_ctr_crypt through a copy of the row without fast paths and whose
 * encrypt is a local adapter (the generic one-block path of src/modes/modes.c).
 * Long runs (up to 40 blocks and a partial one) from counters whose low 32 bits are a few blocks
 * short of the carry into the next word, of the 64-bit carry and of the 2^128 wrap, and random
 * ones; out of place and in place. On a target where a row has a core, also checks that the core is
 * the one running (the row's ctr_xor / encrypt2 not NULL), so the comparison is not of
 * the generic path with itself. Prints "N passed, M failed". */
#include <string.h>

#include "lwc/lea.h"
#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "lwc/present.h"
#include "target_print.h"

#define MAX_BYTES (40u * 16u + 15u)

static uint32_t rng_state = 0x2545f491u;

static uint8_t rnd8(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return (uint8_t)(rng_state >> 24);
}

static void check(int ok, const char *alg, const char *what, uint32_t n)
{
    if (!ok && target_check_failures() < 10) {
        target_puts(alg);
        target_puts(": ");
    }
    target_check(ok, what, n);
}

/* The row under test's own encrypt, behind a pointer the core lookups do not know. */
static lwc_cipher_block_fn row_encrypt;
static int generic_encrypt(const void *ctx, uint8_t *out, const uint8_t *in)
{
    return row_encrypt(ctx, out, in);
}

static lwc_cipher_ctx ctx;
/* + 4: room for a misaligned start (the cores must take any alignment) and a guard byte. */
static uint8_t msg_buf[MAX_BYTES + 4], fast_buf[MAX_BYTES + 4], slow_buf[MAX_BYTES + 4];
static uint8_t *msg = msg_buf, *fast = fast_buf, *slow = slow_buf;
static uint32_t core_blocks; /* blocks a CTR core (a row's ctr_xor) did itself, called directly */

/* The CTR core of the row called directly on the whole blocks: it must do all of them (out as the
 * generic path's, in slow; ctr advanced by that many) or decline (0: nothing written, ctr as it was). */
static void check_core(const lwc_cipher_t *row, const uint8_t *iv, size_t len)
{
    const lwc_cipher_ctr_fn core = row->ctr_xor;
    const size_t n = row->block_bytes, blocks = len / n;
    uint8_t ctr[16], want[16];
    if (core == NULL)
        return;
    memcpy(ctr, iv, n);
    memcpy(want, iv, n);
    for (size_t b = 0; b < blocks; b++) /* want = iv + blocks, big-endian over n bytes */
        for (size_t i = n; i-- > 0;)
            if (++want[i] != 0)
                break;
    memset(fast, 0xa5, MAX_BYTES + 1);
    const size_t done = core(&ctx, ctr, fast, msg, blocks);
    if (done == 0) {
        check(memcmp(ctr, iv, n) == 0 && fast[0] == 0xa5, row->name, "declining core left ctr and out", 0);
        return;
    }
    core_blocks += (uint32_t)done;
    check(done == blocks && memcmp(fast, slow, blocks * n) == 0 && fast[blocks * n] == 0xa5, row->name,
          "core called directly, blocks", (uint32_t)blocks);
    check(memcmp(ctr, want, n) == 0, row->name, "core's counter afterwards, blocks", (uint32_t)blocks);
}

/* One comparison: iv, len; out of place, then in place; the buffers start `skew` bytes (0..3) into
 * their arrays (in, out and in-place misaligned together, and out against in when skew is odd). */
static void compare(const lwc_cipher_t *row, const lwc_cipher_t *generic, const uint8_t *iv, size_t len, unsigned skew)
{
    msg = msg_buf + skew;
    fast = fast_buf + (skew & 2u);
    slow = slow_buf + skew;
    for (size_t i = 0; i < len; i++)
        msg[i] = rnd8();
    memset(fast, 0xa5, MAX_BYTES + 1);
    memset(slow, 0x5a, MAX_BYTES + 1);
    int rc1 = lwc_ctr_crypt(row, &ctx, iv, fast, msg, len);
    int rc2 = lwc_ctr_crypt(generic, &ctx, iv, slow, msg, len);
    check(rc1 == LWC_OK && rc2 == LWC_OK && memcmp(fast, slow, len) == 0, row->name, "out of place, bytes",
          (uint32_t)len);
    check(fast[len] == 0xa5, row->name, "no write past the end, bytes", (uint32_t)len);
    memcpy(fast, msg, len);
    rc1 = lwc_ctr_crypt(row, &ctx, iv, fast, fast, len);
    check(rc1 == LWC_OK && memcmp(fast, slow, len) == 0, row->name, "in place, bytes", (uint32_t)len);
    check_core(row, iv, len);
}

int main(void)
{
    uint8_t key[32], iv[16];
    for (size_t r = 0; r < lwc_cipher_count; r++) {
        const lwc_cipher_t *row = &lwc_ciphers[r];
        lwc_cipher_t generic = *row;
        const size_t n = row->block_bytes;
        row_encrypt = row->encrypt;
        generic.encrypt = generic_encrypt;
        generic.encrypt2 = NULL;
        generic.ctr_xor = NULL;
        if (row->ctr_xor != NULL || row->encrypt2 != NULL) {
            target_puts(row->name);
            target_puts(": has a multi-block core (a CTR core may decline the key size)\n");
        }
        for (size_t i = 0; i < row->key_bytes; i++)
            key[i] = rnd8();
        check(row->set_key(&ctx, key) == LWC_OK, row->name, "set_key", 0);
        /* The last 4 counter bytes k blocks short of 2^32 (the first carry into byte n-5), then the
         * last 8 bytes all ones (carry through two words), then every byte (the wrap at 2^(8n)). */
        for (unsigned kind = 0; kind < 3; kind++)
            for (unsigned k = 0; k < 6; k++) {
                for (size_t i = 0; i < n; i++)
                    iv[i] = rnd8();
                const size_t ones = kind == 0 ? 3 : kind == 1 ? 7 : n - 1;
                memset(iv + n - 1 - ones, 0xff, ones);
                iv[n - 1] = (uint8_t)(0xff - 3 * k);
                const size_t blocks = 1 + 7 * k + (rnd8() & 3);
                compare(row, &generic, iv, blocks * n + (k % 2 ? rnd8() % n : 0), k % 4);
            }
        for (unsigned c = 0; c < 8; c++) { /* random counters, lengths up to the buffer */
            for (size_t i = 0; i < n; i++)
                iv[i] = rnd8();
            compare(row, &generic, iv, (size_t)((rnd8() << 8 | rnd8()) % (MAX_BYTES + 1)), c % 4);
        }
    }
    target_puts("blocks done by CTR cores called directly: ");
    target_put_u32(core_blocks);
    target_puts("\nctr-long: ");
    target_check_exit();
}
