/* tests/leakage/leakage_fw.c: the firmware of the leakage campaigns (tools/leakage/tvla.py), for the
 * Cortex-M targets under m3-run --leakage-trace (docs/leakage.md). One AEAD encryption per trace, its
 * inputs streamed in, the call alone inside the trigger window (targets/sim_leakage.h).
 *
 * Input: the AEAD's name and '\n' (a row of lwc_aeads), one byte: the message length (at most
 * MAX_MSG), then any number of records key || nonce || message of the row's sizes. For each record
 * the firmware opens the window, encrypts (no associated data), closes the window and writes
 * ciphertext || tag. Exit 0 at the end of the input; 1 on an unknown name, a bad length, a short
 * record or an encryption that does not return LWC_OK (a message "leakage_fw: ..." on the output).
 *
 * The masked TinyJAMBU (lwc/masked.h) is named "<row>-masked" (tinyjambu-128-masked, ...): per
 * record the key is masked into a key object (lwc_tinyjambu_masked_key_init) outside the window and
 * lwc_tinyjambu_masked_encrypt alone runs inside it. Its random source is the firmware's xorshift128
 * generator (seeded once, running through the campaign). "<row>-masked-reused" is the same with the
 * generator restarted from its seed before every record: every trace gets the same masks and random
 * words (the randomness reused, a broken masking the campaign must detect). */
#include <stdint.h>

#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "sim_leakage.h"
#include "target_io.h"
#include "target_print.h"

#define MAX_MSG 64

static volatile uint32_t *const trigger = (volatile uint32_t *)LWC_SIM_LEAKAGE_TRIGGER_ADDR;

/* xorshift128 (Marsaglia 2003): the masks' source in these campaigns */
static uint32_t rng[4];
static const uint32_t rng_seed[4] = {0x243F6A88u, 0x85A308D3u, 0x13198A2Eu, 0x03707344u};

static int campaign_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    for (size_t i = 0; i < len; i++) {
        uint32_t t = rng[3];
        t ^= t << 11;
        t ^= t >> 8;
        rng[3] = rng[2];
        rng[2] = rng[1];
        rng[1] = rng[0];
        rng[0] = t ^ rng[0] ^ (rng[0] >> 19);
        out[i] = (uint8_t)rng[0];
    }
    return 0;
}

static void rng_restart(void)
{
    for (unsigned i = 0; i < 4; i++)
        rng[i] = rng_seed[i];
}

static int ends_with(const char *s, unsigned n, const char *suffix, unsigned m)
{
    if (n < m)
        return 0;
    for (unsigned i = 0; i < m; i++)
        if (s[n - m + i] != suffix[i])
            return 0;
    return 1;
}

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
    /* "<row>-masked[-reused]": the masked code under the row's key size */
    const int reused = ends_with(name, n, "-masked-reused", 14);
    const int masked = reused || ends_with(name, n, "-masked", 7);
    if (masked)
        n -= reused ? 14 : 7;
    name[n] = '\0';
    const lwc_aead_t *a = lwc_aead_find(name);
    if (masked && (a == NULL || (a->encrypt != lwc_tinyjambu128_encrypt && a->encrypt != lwc_tinyjambu192_encrypt &&
                                     a->encrypt != lwc_tinyjambu256_encrypt)))
        stop("leakage_fw: no masked implementation of that AEAD\n");
    static lwc_tinyjambu_masked_key mk;
    rng_restart();
    lwc_set_random(campaign_random, NULL);
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
        int st;
        if (masked) {
            if (reused)
                rng_restart();
            if (lwc_tinyjambu_masked_key_init(&mk, key, a->key_bytes) != LWC_OK)
                stop("leakage_fw: masked key init failed\n");
            *trigger = 1;
            st = lwc_tinyjambu_masked_encrypt(&mk, out, out + len, nonce, NULL, 0, msg, (size_t)len);
            *trigger = 0;
        } else {
            *trigger = 1;
            st = a->encrypt(out, out + len, key, nonce, NULL, 0, msg, (size_t)len);
            *trigger = 0;
        }
        if (st != LWC_OK)
            stop("leakage_fw: encryption failed\n");
        for (unsigned k = 0; k < (unsigned)len + a->tag_bytes; k++)
            target_putc(out[k]);
    }
    target_flush();
    target_exit(0);
}
