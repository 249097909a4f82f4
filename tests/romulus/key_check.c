/* Firmware (every target): the prepared-key API of Romulus (lwc_romulus_key_init and the _key_
 * functions of Romulus-N, -M, -T) and the backend's optional key-schedule contract.
 *  - through a prepared key, random messages (0..70 bytes, AD 0..20, in place every third) give the
 *    one-shot functions' ciphertext and tag, decrypt back, and a forged tag gives LWC_ERR_AUTH with
 *    the output wiped (the vector files and the constant-time checks run the same functions through
 *    the vector runner's "romulus-x/cached-key" rows);
 *  - an object never initialized (all zero) or wiped with lwc_wipe is refused with LWC_ERR_STATE, a
 *    NULL one with LWC_ERR_NULL, and nothing is written;
 *  - with a backend that has the expanded-schedule contract: skinny128_384p_expand_k and
 *    skinny128_384p_expand_tk2_k on a skinny128_384p_expand_key schedule give the same round
 *    tweakeys as skinny128_384p_expand and skinny128_384p_expand_tk23 of the whole tweakey.
 * Prints failures and "N passed, M failed"; exit status 1 on any failure. */
#include <string.h>

#include "lwc/lwc.h"
#include "skinny128_384p.h"
#include "target_print.h"

static uint32_t rng = 0x243f6a88u;
static unsigned passed, failed;

static uint8_t rand8(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return (uint8_t)rng;
}

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = rand8();
}

static void check(int ok, const char *alg, const char *what, unsigned a)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    target_puts("FAIL ");
    target_puts(alg);
    target_puts(" ");
    target_puts(what);
    target_puts(" ");
    target_put_u32(a);
    target_puts("\n");
}

typedef int (*enc_fn)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, size_t,
                      const uint8_t *, size_t);
typedef int (*dec_fn)(uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *, size_t,
                      const uint8_t *, size_t);
typedef int (*key_enc_fn)(const lwc_romulus_key *, uint8_t *, uint8_t *, const uint8_t *, const uint8_t *, size_t,
                          const uint8_t *, size_t);
typedef int (*key_dec_fn)(const lwc_romulus_key *, uint8_t *, const uint8_t *, const uint8_t *, const uint8_t *,
                          size_t, const uint8_t *, size_t);

static const struct {
    const char *name;
    enc_fn enc;
    dec_fn dec;
    key_enc_fn key_enc;
    key_dec_fn key_dec;
} modes[] = {
    {"romulus-n", lwc_romulus_n_encrypt, lwc_romulus_n_decrypt, lwc_romulus_n_key_encrypt, lwc_romulus_n_key_decrypt},
    {"romulus-m", lwc_romulus_m_encrypt, lwc_romulus_m_decrypt, lwc_romulus_m_key_encrypt, lwc_romulus_m_key_decrypt},
    {"romulus-t", lwc_romulus_t_encrypt, lwc_romulus_t_decrypt, lwc_romulus_t_key_encrypt, lwc_romulus_t_key_decrypt},
};

#define MAX_LEN 70
static uint8_t key[16], nonce[16], ad[20], m[MAX_LEN], ref[MAX_LEN], ref_tag[16], buf[MAX_LEN], tag[16];
static lwc_romulus_key k;

static void check_against_one_shot(void)
{
    for (size_t a = 0; a < sizeof modes / sizeof modes[0]; a++)
        for (unsigned len = 0; len <= MAX_LEN; len += (len < 36 ? 1u : 17u)) {
            size_t ad_len = (len * 7u) % (sizeof ad + 1u);
            fill(key, sizeof key);
            fill(nonce, sizeof nonce);
            fill(ad, ad_len);
            fill(m, len);
            check(modes[a].enc(ref, ref_tag, key, nonce, ad, ad_len, m, len) == LWC_OK, modes[a].name, "one-shot", len);
            check(lwc_romulus_key_init(&k, key) == LWC_OK, modes[a].name, "key_init", len);
            const int in_place = len % 3 == 0;
            if (in_place)
                memcpy(buf, m, len);
            int rc = modes[a].key_enc(&k, buf, tag, nonce, ad, ad_len, in_place ? buf : m, len);
            check(rc == LWC_OK && memcmp(buf, ref, len) == 0 && memcmp(tag, ref_tag, 16) == 0, modes[a].name,
                  "key encrypt = one-shot", len);
            rc = modes[a].key_dec(&k, buf, tag, nonce, ad, ad_len, buf, len);
            check(rc == LWC_OK && memcmp(buf, m, len) == 0, modes[a].name, "key decrypt", len);
            memcpy(buf, ref, len);
            tag[len % 16] ^= 0x10u;
            rc = modes[a].key_dec(&k, buf, tag, nonce, ad, ad_len, buf, len);
            int wiped = 1;
            for (unsigned i = 0; i < len; i++)
                wiped &= buf[i] == 0;
            check(rc == LWC_ERR_AUTH && wiped, modes[a].name, "forgery rejected and wiped", len);
        }
}

static void check_states(void)
{
    static const uint8_t zero[16];
    fill(key, sizeof key);
    fill(nonce, sizeof nonce);
    fill(m, 16);
    check(lwc_romulus_key_init(NULL, key) == LWC_ERR_NULL, "key_init", "NULL object", 0);
    check(lwc_romulus_key_init(&k, NULL) == LWC_ERR_NULL, "key_init", "NULL key", 0);
    for (size_t a = 0; a < sizeof modes / sizeof modes[0]; a++)
        for (unsigned state = 0; state < 3; state++) {
            /* 0: never initialized (all zero); 1: wiped after use; 2: NULL */
            memset(&k, 0, sizeof k);
            if (state == 1) {
                lwc_romulus_key_init(&k, key);
                lwc_wipe(&k, sizeof k);
            }
            const lwc_romulus_key *kp = state == 2 ? NULL : &k;
            const int want = state == 2 ? LWC_ERR_NULL : LWC_ERR_STATE;
            memset(buf, 0, 16);
            memset(tag, 0, 16);
            check(modes[a].key_enc(kp, buf, tag, nonce, NULL, 0, m, 16) == want && memcmp(buf, zero, 16) == 0 &&
                      memcmp(tag, zero, 16) == 0,
                  modes[a].name, "encrypt refused, nothing written", state);
            check(modes[a].key_dec(kp, buf, tag, nonce, NULL, 0, m, 16) == want && memcmp(buf, zero, 16) == 0,
                  modes[a].name, "decrypt refused, nothing written", state);
        }
}

#if SKINNY128_384P_BACKEND_KS
static void check_contract(void)
{
    static uint8_t tk[48], tk_zero_tk1[48];
    static skinny128_384p_ks_t full, cached;
    static skinny128_384p_key_t kk;
    static uint8_t b1[16], b2[16];
    for (unsigned t = 0; t < 32; t++) {
        fill(tk, sizeof tk);
        skinny128_384p_expand_key(&kk, tk + 32);
        memset(tk_zero_tk1, 0xA5, sizeof tk_zero_tk1); /* TK3 not read by the _k functions */
        memcpy(tk_zero_tk1, tk, 32);
        skinny128_384p_expand(&full, tk);
        skinny128_384p_expand_k(&cached, tk_zero_tk1, &kk);
        check(memcmp(&full, &cached, sizeof full) == 0, "contract", "expand_k = expand", t);
        skinny128_384p_expand_tk23(&full, tk);
        skinny128_384p_expand_tk2_k(&cached, tk_zero_tk1, &kk);
        check(memcmp(&full, &cached, sizeof full) == 0, "contract", "expand_tk2_k = expand_tk23", t);
        fill(b1, 16);
        memcpy(b2, b1, 16);
        memset(tk + 8, 0, 8); /* TK1 bytes 8..15 are 0 in the _tk23 schedule; set_tk1 sets 0..7 */
        skinny128_384p_ks_set_tk1(&cached, tk);
        skinny128_384p_encrypt_ks(b1, &cached);
        skinny128_384p_encrypt(b2, tk);
        check(memcmp(b1, b2, 16) == 0, "contract", "encrypt through the cached key", t);
    }
}
#endif

int main(void)
{
    check_against_one_shot();
    check_states();
#if SKINNY128_384P_BACKEND_KS
    check_contract();
#endif
    lwc_wipe(&k, sizeof k);
    target_put_u32(passed);
    target_puts(" passed, ");
    target_put_u32(failed);
    target_puts(" failed\n");
    target_exit(failed != 0);
}
