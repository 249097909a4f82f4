/* tests/leakage/leakage_fw.c: the firmware of the leakage campaigns (tools/leakage/tvla.py), for the
 * Cortex-M targets under m3-run --leakage-trace (docs/leakage.md). One AEAD encryption per trace, its
 * inputs streamed in, the call alone inside the trigger window (targets/sim_leakage.h).
 *
 * Input: the AEAD's name and '\n' (a row of lwc_aeads), one byte: the message length (at most
 * MAX_MSG), then any number of records key || nonce || message of the row's sizes. For each record
 * the firmware opens the window, encrypts (no associated data), closes the window and writes
 * ciphertext || tag. Exit 0 at the end of the input; 1 on an unknown name, a bad length, a short
 * record or an encryption that does not return LWC_OK (a message "leakage_fw: ..." on the output). */
#include <stdint.h>

#include "lwc/lwc.h"
#include "sim_leakage.h"
#include "target_io.h"
#include "target_print.h"

#define MAX_MSG 64

static volatile uint32_t *const trigger = (volatile uint32_t *)LWC_SIM_LEAKAGE_TRIGGER_ADDR;

static int read_bytes(uint8_t *p, unsigned n)
{
    for (unsigned k = 0; k < n; k++) {
        int c = target_getc();
        if (c < 0)
            return k == 0 ? 0 : -1;
        p[k] = (uint8_t)c;
    }
    return 1;
}

static void stop(const char *why)
{
    target_puts(why);
    target_exit(1);
}

int main(void)
{
    char name[32];
    unsigned n = 0;
    for (int c; (c = target_getc()) != '\n';) {
        if (c < 0 || n + 1 >= sizeof name)
            stop("leakage_fw: no algorithm name\n");
        name[n++] = (char)c;
    }
    name[n] = '\0';
    const lwc_aead_t *a = lwc_aead_find(name);
    if (a == NULL)
        stop("leakage_fw: unknown AEAD\n");
    int len = target_getc();
    if (len < 0 || len > MAX_MSG)
        stop("leakage_fw: bad message length\n");
    static uint8_t key[32], nonce[16], msg[MAX_MSG], out[MAX_MSG + 16];
    for (;;) {
        int r = read_bytes(key, a->key_bytes);
        if (r == 0)
            break;
        if (r < 0 || read_bytes(nonce, a->nonce_bytes) != 1 || (len && read_bytes(msg, (unsigned)len) != 1))
            stop("leakage_fw: short record\n");
        *trigger = 1;
        int st = a->encrypt(out, out + len, key, nonce, NULL, 0, msg, (size_t)len);
        *trigger = 0;
        if (st != LWC_OK)
            stop("leakage_fw: encryption failed\n");
        for (unsigned k = 0; k < (unsigned)len + a->tag_bytes; k++)
            target_putc(out[k]);
    }
    target_flush();
    target_exit(0);
}
