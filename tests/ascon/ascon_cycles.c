/* Firmware (tuning aid, not a test): cycles and painted stack of the library's Ascon on the target's
 * simulator, measured as the benchmark measures (bench/bench_measure.h), until Ascon has rows in the
 * benchmark. One line per call: "<what> <bytes> <cycles> <stack>", cycles net of the empty
 * counter-read pair. Run: m3-run ascon_cycles.elf. */
#include <stdint.h>

#include "ascon_perm.h"
#include "bench_measure.h"
#include "lwc/ascon.h"
#include "target_print.h"

uint16_t bench_last_stack;
static uint8_t key[16], nonce[16], msg[1024], out[1024], back[1024], tag[16], digest[32];
static ascon_state state;

static __attribute__((noinline)) uint32_t timed_empty(void) { BENCH_TIMED_CALL((void)0); }
static __attribute__((noinline)) uint32_t timed_encrypt(size_t len)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_encrypt(out, tag, key, nonce, NULL, 0, msg, len));
}
static __attribute__((noinline)) uint32_t timed_decrypt(size_t len)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_decrypt(back, tag, key, nonce, NULL, 0, out, len)); /* after encrypt: a valid tag */
}
static __attribute__((noinline)) uint32_t timed_hash(size_t len) { BENCH_TIMED_CALL(lwc_ascon_hash256(digest, msg, len)); }
static __attribute__((noinline)) uint32_t timed_permute(unsigned rounds) { BENCH_TIMED_CALL(ascon_permute(&state, rounds)); }

static void line(const char *what, uint32_t bytes, uint32_t cycles, uint32_t empty)
{
    target_puts(what);
    target_puts(" ");
    target_put_u32(bytes);
    target_puts(" ");
    target_put_u32(cycles - empty);
    target_puts(" ");
    target_put_u32(bench_last_stack);
    target_puts("\n");
}

int main(void)
{
    static const uint16_t lens[] = {0, 16, 128, 1024};
    for (unsigned i = 0; i < sizeof msg; i++)
        msg[i] = (uint8_t)(i * 7 + 1);
    const uint32_t empty = timed_empty();
    for (unsigned i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        line("encrypt", lens[i], timed_encrypt(lens[i]), empty);
        line("decrypt", lens[i], timed_decrypt(lens[i]), empty);
        line("hash256", lens[i], timed_hash(lens[i]), empty);
    }
    line("permute8", 0, timed_permute(8), empty);
    line("permute12", 0, timed_permute(12), empty);
    target_flush();
    target_exit(0);
}
