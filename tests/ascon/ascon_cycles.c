/* Firmware (the simulated targets): cycles and painted stack of Ascon calls on the configuration's
 * backend, for tuning a backend until Ascon has rows in the benchmark (make bench). Each line:
 *   <what> <bytes> <cycles> <stack bytes>
 * for Ascon-AEAD128 encryption and decryption without associated data (0, 16, 128, 1024 bytes),
 * Ascon-Hash256 (0, 128, 1024 bytes), and the permutation alone (p^12, p^8; bytes = rounds).
 * Long-message cost per byte = (cycles(1024) - cycles(128)) / 896. The cycle-counter read pair is
 * measured with an empty call and subtracted. Not a test: it prints figures and exits 0. */
#include <stdint.h>

#include "bench_measure.h"
#include "lwc/ascon.h"
#include "ascon_perm.h"
#include "target_print.h"

uint16_t bench_last_stack;

static uint8_t key[16], nonce[16], tag[16], digest[32];
static uint8_t text[1024], out[1024];
static ascon_state state;

static void empty(void)
{
    __asm__ volatile("");
}

static __attribute__((noinline)) uint32_t time_empty(void)
{
    BENCH_TIMED_CALL(empty());
}
static __attribute__((noinline)) uint32_t time_encrypt(size_t len)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_encrypt(out, tag, key, nonce, NULL, 0, text, len));
}
static __attribute__((noinline)) uint32_t time_decrypt(size_t len)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_decrypt(text, tag, key, nonce, NULL, 0, out, len));
}
static __attribute__((noinline)) uint32_t time_hash(size_t len)
{
    BENCH_TIMED_CALL(lwc_ascon_hash256(digest, text, len));
}
static __attribute__((noinline)) uint32_t time_permute(unsigned rounds)
{
    BENCH_TIMED_CALL(ascon_permute(&state, rounds));
}

static void line(const char *what, uint32_t bytes, uint32_t cycles)
{
    target_puts(what);
    target_puts(" ");
    target_put_u32(bytes);
    target_puts(" ");
    target_put_u32(cycles);
    target_puts(" ");
    target_put_u32(bench_last_stack);
    target_puts("\n");
}

int main(void)
{
    static const uint16_t aead_lengths[] = {0, 16, 128, 1024};
    static const uint16_t hash_lengths[] = {0, 128, 1024};
    for (uint16_t i = 0; i < sizeof text; i++)
        text[i] = (uint8_t)i;
    const uint32_t base = time_empty();
    for (unsigned i = 0; i < sizeof aead_lengths / sizeof aead_lengths[0]; i++) {
        const uint16_t n = aead_lengths[i];
        line("aead128-encrypt", n, time_encrypt(n) - base);
        line("aead128-decrypt", n, time_decrypt(n) - base);
    }
    for (unsigned i = 0; i < sizeof hash_lengths / sizeof hash_lengths[0]; i++)
        line("hash256", hash_lengths[i], time_hash(hash_lengths[i]) - base);
    line("permute", 12, time_permute(12) - base);
    line("permute", 8, time_permute(8) - base);
    target_exit(0);
}
