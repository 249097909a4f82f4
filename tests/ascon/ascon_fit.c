/* Firmware-cost probe for Ascon until it is in the library and bench/fit (same form as
 * bench/fit/fit_main.c): with ASCON_FIT_AEAD=1 the Ascon-AEAD128 encryption and decryption calls a
 * user's firmware makes, without it none; the flash of the one minus the other (both linked with
 * --gc-sections) is what those calls cost. Never run: only linked and measured. */
#include "lwc/ascon.h"

static struct {
    uint8_t key[32], nonce[16], ad[16], msg[64], tag[16], digest[32];
} work;
static volatile int result;

int main(void)
{
    int rc = 0;
    __asm__ volatile("" : : "r"(&work) : "memory"); /* the buffers exist and hold unknown bytes */
#if ASCON_FIT_AEAD
    rc |= lwc_ascon_aead128_encrypt(work.msg, work.tag, work.key, work.nonce, work.ad, 8, work.msg, 16);
    rc |= lwc_ascon_aead128_decrypt(work.msg, work.tag, work.key, work.nonce, work.ad, 8, work.msg, 16);
#endif
    result = rc;
    return 0;
}
