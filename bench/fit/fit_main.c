/* Firmware-cost probe: the smallest program that makes the calls a user's firmware makes, so that
 * its size minus the size of the same program making no call (the "empty" firmware, same start-up
 * and buffers) is what those calls cost in flash and RAM. bench/fit/CMakeLists.txt builds one per
 * algorithm and set of calls (linked with --gc-sections), tools/lwcbench/firmware.py measures them.
 *
 * The calls are chosen by compile definitions (none: the empty firmware):
 *   FIT_AEAD=<prefix>, FIT_ENCRYPT=1 and/or FIT_DECRYPT=1: <prefix>_encrypt / <prefix>_decrypt;
 *   FIT_HASH=<function>: the hash;
 *   FIT_CIPHER=<prefix>, FIT_KEY_BYTES=<n>: <prefix>_set_key, then <prefix>_encrypt (FIT_ENCRYPT=1)
 *   and/or <prefix>_decrypt (FIT_DECRYPT=1);
 *   FIT_OTF_ENCRYPT=<function>, FIT_KEY_BYTES=<n>: an on-the-fly block encryption (key in, no
 *   schedule), e.g. the Cortex-M3 LEA of src/lea/variants/armv7m;
 *   FIT_STRERROR=1: lwc_strerror (the error messages).
 * Never run: only linked and measured. */
#include "lwc/lwc.h"
#if defined(FIT_OTF_ENCRYPT)
#include "lea_variants.h"
#endif

/* Every buffer any probe passes, in every probe (the empty one too), so that RAM differences are
 * the library's own static data. */
static struct {
    uint8_t key[32], nonce[16], ad[16], msg[64], tag[16], digest[32];
    union {
        lwc_present_ctx present;
        lwc_lea_ctx lea;
    } ctx;
} work;
static volatile int result;

#define FIT_CAT2(a, b) a##b
#define FIT_CAT(a, b) FIT_CAT2(a, b)

int main(void)
{
    int rc = 0;
    __asm__ volatile("" : : "r"(&work) : "memory"); /* the buffers exist and hold unknown bytes */
#if defined(FIT_AEAD)
#if FIT_ENCRYPT
    rc |= FIT_CAT(FIT_AEAD, _encrypt)(work.msg, work.tag, work.key, work.nonce, work.ad, 8, work.msg, 16);
#endif
#if FIT_DECRYPT
    rc |= FIT_CAT(FIT_AEAD, _decrypt)(work.msg, work.tag, work.key, work.nonce, work.ad, 8, work.msg, 16);
#endif
#elif defined(FIT_HASH)
    rc |= FIT_HASH(work.digest, work.msg, 16);
#elif defined(FIT_CIPHER)
    rc |= FIT_CAT(FIT_CIPHER, _set_key)((void *)&work.ctx, work.key, FIT_KEY_BYTES);
#if FIT_ENCRYPT
    FIT_CAT(FIT_CIPHER, _encrypt)((const void *)&work.ctx, work.msg, work.msg);
#endif
#if FIT_DECRYPT
    FIT_CAT(FIT_CIPHER, _decrypt)((const void *)&work.ctx, work.msg, work.msg);
#endif
#elif defined(FIT_OTF_ENCRYPT)
    FIT_OTF_ENCRYPT(work.msg, work.msg, work.key, FIT_KEY_BYTES);
#elif defined(FIT_STRERROR)
    rc = lwc_strerror(work.msg[0] - 6)[0];
#endif
    result = rc;
    return 0;
}
