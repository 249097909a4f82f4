/* Firmware (the RV32 targets): cycles and painted stack of the Ascon calls on the target's backend,
 * for tuning a backend before Ascon is in the benchmark (make bench measures the library then):
 * Ascon-AEAD128 encryption without AD of 0, 16, 128 and 1,024 bytes, decryption of 1,024 bytes,
 * Ascon-Hash256 of 128 and 1,024 bytes, each after two warm-up calls (the target's
 * cycle_counter.warm_up_calls), printed as "name bytes cycles stack" lines; then the 128-byte
 * encryption, decryption and hash again with every key, nonce and message byte 0xFF ("...-ff"
 * lines: equal cycles to the zero-data lines above is what constant time in the data gives). */
#include <stdint.h>

#include "bench_measure.h"
#include "lwc/ascon.h"
#include "target_io.h"
#include "target_print.h"

uint16_t bench_last_stack;

static uint8_t key[16], nonce[16], msg[1024], out[1024], tag[16], digest[32];

static __attribute__((noinline)) uint32_t time_encrypt(size_t len)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_encrypt(out, tag, key, nonce, NULL, 0, msg, len));
}

static __attribute__((noinline)) uint32_t time_decrypt(size_t len)
{
    BENCH_TIMED_CALL(lwc_ascon_aead128_decrypt(msg, tag, key, nonce, NULL, 0, out, len));
}

static __attribute__((noinline)) uint32_t time_hash(size_t len)
{
    BENCH_TIMED_CALL(lwc_ascon_hash256(digest, msg, len));
}

static void report(const char *name, size_t len, uint32_t cycles)
{
    target_puts(name);
    target_puts(" ");
    target_put_u32((uint32_t)len);
    target_puts(" ");
    target_put_u32(cycles);
    target_puts(" ");
    target_put_u32(bench_last_stack);
    target_puts("\n");
}

int main(void)
{
    static const uint16_t lens[] = {0, 16, 128, 1024};
    for (unsigned i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        time_encrypt(lens[i]);
        time_encrypt(lens[i]);
        report("encrypt", lens[i], time_encrypt(lens[i]));
    }
    time_encrypt(1024);
    time_decrypt(1024);
    time_decrypt(1024);
    report("decrypt", 1024, time_decrypt(1024));
    time_encrypt(128);
    time_decrypt(128);
    report("decrypt", 128, time_decrypt(128));
    for (unsigned i = 2; i < 4; i++) {
        time_hash(lens[i]);
        time_hash(lens[i]);
        report("hash256", lens[i], time_hash(lens[i]));
    }
    for (unsigned i = 0; i < sizeof msg; i++)
        msg[i] = 0xFF;
    for (unsigned i = 0; i < 16; i++)
        key[i] = nonce[i] = 0xFF;
    time_encrypt(128);
    time_encrypt(128);
    report("encrypt-ff", 128, time_encrypt(128));
    time_decrypt(128);
    time_decrypt(128);
    report("decrypt-ff", 128, time_decrypt(128));
    time_hash(128);
    time_hash(128);
    report("hash256-ff", 128, time_hash(128));
    target_exit(0);
}
