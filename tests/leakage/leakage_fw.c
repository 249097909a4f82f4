/* tests/leakage/leakage_fw.c: the firmware of the leakage campaigns (tools/leakage/tvla.py), for the
 * Cortex-M targets under m3-run --leakage-trace (docs/leakage.md). One AEAD encryption per trace, its
 * inputs streamed in, the call alone inside the trigger window (targets/sim_leakage.h).
 *
 * Input: the AEAD's name and '\n' (a row of lwc_aeads), one byte: the message length (at most
 * MAX_MSG), then any number of records key || nonce || message of the row's sizes. For each record
 * the firmware opens the window, encrypts (no associated data), closes the window and writes
 * ciphertext || tag (the masked names below differ). Exit 0 at the end of the input; 1 on an unknown name, a bad length, a short
 * record or an encryption that does not return LWC_OK (a message "leakage_fw: ..." on the output).
 *
 * The masked TinyJAMBU (lwc/masked.h) is named "<row>-masked" (tinyjambu-128-masked, ...): per
 * record the key is masked into a key object (lwc_tinyjambu_masked_key_init) outside the window and
 * lwc_tinyjambu_masked_encrypt alone runs inside it. Its random source is the firmware's xoshiro128**
 * generator, seeded by 16 bytes of input right after the length byte (masked names only; the
 * campaign gives each batch its own seed) and running through the batch. "<row>-masked-reused" is the same with the
 * generator restarted from its seed before every record: every trace gets the same masks and random
 * words (the randomness reused, a broken masking the campaign must detect). "<row>-masked-decrypt" runs
 * lwc_tinyjambu_masked_decrypt alone in the window, on the ciphertext and tag the unmasked encryption
 * made of the record's message outside it (before the key is masked), and writes plaintext || tag;
 * "<row>-masked-keyinit" runs lwc_tinyjambu_masked_key_init alone in the window (it reads the unmasked
 * key bytes) and then, outside it, the masked encryption whose output it writes.
 * "romulus-t-masked[-reused]" is the leveled masked Romulus-T's encryption the same way
 * (lwc_romulus_t_masked_key_init, _encrypt).
 *
 * The leveled masked Ascon-AEAD128 is "ascon-aead128-masked" (and -masked-reused), the same way with
 * lwc_ascon_aead128_masked_key_init and lwc_ascon_aead128_masked_encrypt; "ascon-aead128-masked-dec"
 * runs lwc_ascon_aead128_masked_decrypt in the window on the record's message as the ciphertext with
 * an all-zero tag (a failed decryption: LWC_ERR_AUTH expected), and writes the wiped output and 16
 * zero bytes.
 *
 * A masked encryption's name with "-ad" appended (ascon-aead128-masked-ad, romulus-t-masked-ad, ...)
 * takes associated data as long as the message: records key || nonce || AD || message. */
#include <stdint.h>

#include "lwc/lwc.h"
#include "lwc/masked.h"
#include "sim_leakage.h"
#include "target_io.h"
#include "target_print.h"

#define MAX_MSG 64

static volatile uint32_t *const trigger = (volatile uint32_t *)LWC_SIM_LEAKAGE_TRIGGER_ADDR;

/* xoshiro128** (Blackman and Vigna 2018): the masks' source in these campaigns. Its output scrambler
 * is nonlinear: a generator whose outputs are linear in a small state (xorshift) makes each random
 * word a fixed XOR of earlier ones, which the masking's XORs can cancel. */
static uint32_t rng[4];
static uint32_t rng_seed[4];

static uint32_t rotl(uint32_t x, unsigned k)
{
    return (x << k) | (x >> (32 - k));
}

static int campaign_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    for (size_t i = 0; i < len; i += 4) {
        const uint32_t r = rotl(rng[1] * 5u, 7) * 9u, t = rng[1] << 9;
        rng[2] ^= rng[0];
        rng[3] ^= rng[1];
        rng[1] ^= rng[2];
        rng[0] ^= rng[3];
        rng[2] ^= t;
        rng[3] = rotl(rng[3], 11);
        for (size_t b = 0; b < 4 && i + b < len; b++)
            out[i + b] = (uint8_t)(r >> (8 * b));
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
    /* "<row>-masked[-reused|-decrypt|-keyinit|-dec][-ad]": the masked code under the row's key size */
    const int with_ad = ends_with(name, n, "-ad", 3);
    if (with_ad)
        n -= 3;
    const int reused = ends_with(name, n, "-masked-reused", 14);
    const int decrypt = ends_with(name, n, "-masked-decrypt", 15);
    const int keyinit = ends_with(name, n, "-masked-keyinit", 15);
    const int dec = ends_with(name, n, "-masked-dec", 11);
    const int masked = reused || decrypt || keyinit || dec || ends_with(name, n, "-masked", 7);
    if (masked)
        n -= reused ? 14 : decrypt || keyinit ? 15 : dec ? 11 : 7;
    name[n] = '\0';
    const lwc_aead_t *a = lwc_aead_find(name);
    const int romulus_t = a != NULL && a->encrypt == lwc_romulus_t_encrypt; /* lwc_romulus_t_masked_* */
    const int ascon = a != NULL && a->encrypt == lwc_ascon_aead128_encrypt; /* lwc_ascon_aead128_masked_* */
    const int tinyjambu = a != NULL && (a->encrypt == lwc_tinyjambu128_encrypt || a->encrypt == lwc_tinyjambu192_encrypt ||
                                        a->encrypt == lwc_tinyjambu256_encrypt);
    if (masked && !tinyjambu && !romulus_t && !ascon)
        stop("leakage_fw: no masked implementation of that AEAD\n");
    if ((romulus_t && (decrypt || keyinit || dec)) || (ascon && (decrypt || keyinit)) || (tinyjambu && dec) ||
        (with_ad && (!masked || decrypt || keyinit || dec)))
        stop("leakage_fw: no such campaign of that AEAD's masked implementation\n");
    static lwc_tinyjambu_masked_key mk;
    static lwc_romulus_t_masked_key mrt;
    static lwc_ascon_aead128_masked_key ak;
    if (a == NULL)
        stop("leakage_fw: unknown AEAD\n");
    int len = target_getc();
    if (len < 0 || len > MAX_MSG)
        stop("leakage_fw: bad message length\n");
    if (masked) {
        uint8_t seed[16];
        if (read_bytes(seed, sizeof seed) != 1)
            stop("leakage_fw: no seed for the random source\n");
        for (unsigned i = 0; i < 4; i++)
            rng_seed[i] = (uint32_t)seed[4 * i] | (uint32_t)seed[4 * i + 1] << 8 | (uint32_t)seed[4 * i + 2] << 16 |
                          (uint32_t)seed[4 * i + 3] << 24;
        rng_restart();
        lwc_set_random(campaign_random, NULL);
    }
    static uint8_t key[32], nonce[16], msg[MAX_MSG], out[MAX_MSG + 16], ct[MAX_MSG + 16];
    static uint8_t ad[MAX_MSG];
    const size_t ad_len = with_ad ? (size_t)len : 0;
    for (;;) {
        int r = read_bytes(key, a->key_bytes);
        if (r == 0)
            break;
        if (r < 0 || read_bytes(nonce, a->nonce_bytes) != 1 || (ad_len && read_bytes(ad, (unsigned)ad_len) != 1) ||
            (len && read_bytes(msg, (unsigned)len) != 1))
            stop("leakage_fw: short record\n");
        int st;
        if (masked && ascon) {
            static const uint8_t zero_tag[16];
            if (reused)
                rng_restart();
            if (lwc_ascon_aead128_masked_key_init(&ak, key, a->key_bytes) != LWC_OK)
                stop("leakage_fw: masked key init failed\n");
            *trigger = 1;
            if (dec)
                st = lwc_ascon_aead128_masked_decrypt(&ak, out, zero_tag, nonce, NULL, 0, msg, (size_t)len);
            else
                st = lwc_ascon_aead128_masked_encrypt(&ak, out, out + len, nonce, ad, ad_len, msg, (size_t)len);
            *trigger = 0;
            if (dec && st == LWC_ERR_AUTH) {
                for (unsigned k = 0; k < 16; k++)
                    out[len + k] = 0;
                st = LWC_OK;
            }
        } else if (masked && romulus_t) {
            if (reused)
                rng_restart();
            if (lwc_romulus_t_masked_key_init(&mrt, key) != LWC_OK)
                stop("leakage_fw: masked key init failed\n");
            *trigger = 1;
            st = lwc_romulus_t_masked_encrypt(&mrt, out, out + len, nonce, ad, ad_len, msg, (size_t)len);
            *trigger = 0;
        } else if (decrypt) {
            if (a->encrypt(ct, ct + len, key, nonce, NULL, 0, msg, (size_t)len) != LWC_OK ||
                lwc_tinyjambu_masked_key_init(&mk, key, a->key_bytes) != LWC_OK)
                stop("leakage_fw: encryption or masked key init failed\n");
            for (unsigned k = 0; k < a->tag_bytes; k++)
                out[len + k] = ct[len + k];
            *trigger = 1;
            st = lwc_tinyjambu_masked_decrypt(&mk, out, ct + len, nonce, NULL, 0, ct, (size_t)len);
            *trigger = 0;
        } else if (keyinit) {
            *trigger = 1;
            st = lwc_tinyjambu_masked_key_init(&mk, key, a->key_bytes);
            *trigger = 0;
            if (st == LWC_OK)
                st = lwc_tinyjambu_masked_encrypt(&mk, out, out + len, nonce, ad, ad_len, msg, (size_t)len);
        } else if (masked) {
            if (reused)
                rng_restart();
            if (lwc_tinyjambu_masked_key_init(&mk, key, a->key_bytes) != LWC_OK)
                stop("leakage_fw: masked key init failed\n");
            *trigger = 1;
            st = lwc_tinyjambu_masked_encrypt(&mk, out, out + len, nonce, ad, ad_len, msg, (size_t)len);
            *trigger = 0;
        } else {
            *trigger = 1;
            st = a->encrypt(out, out + len, key, nonce, NULL, 0, msg, (size_t)len);
            *trigger = 0;
        }
        if (st != LWC_OK)
            stop("leakage_fw: encryption or decryption failed\n");
        for (unsigned k = 0; k < (unsigned)len + a->tag_bytes; k++)
            target_putc(out[k]);
    }
    target_flush();
    target_exit(0);
}
