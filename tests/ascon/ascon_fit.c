/* Firmware-cost probe for Ascon-AEAD128 until Ascon has rows in bench/fit (whose fit_main.c it
 * follows): with ASCON_FIT_CALLS=1 the program calls encryption and decryption, without it makes no
 * call; the flash of the first minus that of the second (both linked with --gc-sections) is what
 * the two calls cost. Never run: only linked and measured. */
#include "lwc/ascon.h"

static struct {
    uint8_t key[16], nonce[16], ad[16], msg[64], tag[16];
} work;
static volatile int result;

int main(void)
{
    int rc = 0;
    __asm__ volatile("" : : "r"(&work) : "memory"); /* the buffers exist and hold unknown bytes */
#if ASCON_FIT_CALLS
    rc |= lwc_ascon_aead128_encrypt(work.msg, work.tag, work.key, work.nonce, work.ad, 8, work.msg, 16);
    rc |= lwc_ascon_aead128_decrypt(work.msg, work.tag, work.key, work.nonce, work.ad, 8, work.msg, 16);
#endif
    result = rc;
    return 0;
}
