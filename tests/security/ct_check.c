/* Firmware (every target): constant time measured where it matters, wipe on failure, stack budgets.
 *
 * For every row of the descriptor tables (lwc_aeads, lwc_hashes, lwc_ciphers, lwc_xofs) and every test-only
 * variant row of the vector runner (the papers' variants), each operation runs with 16 random
 * keys/nonces/inputs of the same lengths, and the cycle count of every run must equal the first one.
 * AEAD decryption alternates valid and forged tags, so a failure must cost exactly what a success
 * costs; every forged decryption must return LWC_ERR_AUTH with the output all zero, every valid one
 * LWC_OK with the plaintext back. Romulus-T is the exception: its tag covers the ciphertext, and it
 * rejects a forgery before the key derivation and the key stream (the verdict is public), so there
 * valid calls must cost what valid calls cost, forged calls what forged calls cost, and a forged call
 * of a non-empty message fewer cycles than a valid one (no key-stream work); the two counts are
 * printed. The TinyJAMBU cached-key and prepared calls run as rows of their own (tj_rows below), and so
 * does the masked TinyJAMBU of lwc/masked.h where the image has room for it (tj_masked_rows: random
 * masks too; not in the ATmega128's 128 KB, where masked-avr times it). The peak stack (painted, as the benchmark does) of every library
 * call must stay within the target's budgets (its descriptor's stack_budgets: one for AEAD/hash
 * calls, one for block-cipher calls, and per-algorithm ones that replace them, such as Romulus's).
 * The block-cipher modes over every library cipher row (check_modes): random key and message, the
 * public IV fixed; CCM/GCM decryption alternates valid and forged tags like the AEADs.
 * The modes use random IVs (every other IV ending in a random run of 0xFF bytes, so that counters
 * carry across different numbers of bytes); CBC with PKCS#7 decryption times valid padding and two
 * kinds of bad padding (a pad byte above the block size, a wrong byte inside the padding): every kind
 * must cost the same.
 * Built once per group of primitives (tests/security/firmware.cmake): with CT_CHECK_LIBRARY_ROWS_ONLY,
 * for a primitive without paper variants, its descriptor rows and its option rows (option_rows.h).
 * On the host the counter reads 0, so there the firmware checks results and wiping only.
 * Prints one line per failure with the inputs' seed, then "N passed, M failed"; exit 1 on failure. */
#include <string.h>

#include "lwc_target_config.h" /* the target's cycle counter and stack budgets (its descriptor) */
#if LWC_TARGET_HAS_CYCLE_COUNTER
/* Paint only as deep as the budgets need on small-RAM targets (the largest budget is 300 bytes on a
 * 4 KB ATmega128; a call deeper than the paint reads as the paint's depth, above every budget): a
 * deeper paint would reach this program's own .data and .bss there (512 bytes did, once the budget
 * table held Ascon's rows too). */
#if LWC_TARGET_RAM_BYTES != 0 && LWC_TARGET_RAM_BYTES <= 4096UL
#define BENCH_STACK_PAINT_BYTES 400
#endif
#include "bench_measure.h"
#else
#include "target_io.h"
#endif
#include "lwc/lwc.h"
#include "lwc/modes.h"
#include "target_print.h"
#include "option_rows.h"
#if !defined(CT_CHECK_LIBRARY_ROWS_ONLY)
#include "variant_aeads.h"
#endif
#if !defined(CT_CHECK_LIBRARY_ROWS_ONLY)
#include "variant_ciphers.h"
#endif

#define TRIALS 16
#define MAX_MSG 64
#define AEAD_STACK_BUDGET LWC_STACK_BUDGET_AEAD_HASH
#define CIPHER_STACK_BUDGET LWC_STACK_BUDGET_BLOCK_CIPHER

uint16_t bench_last_stack;

/* The benchmark's measurement on the targets; on the host (no counter, no stack painting) the call
 * alone. */
#if LWC_TARGET_HAS_CYCLE_COUNTER
#define TIMED(call) BENCH_TIMED_CALL(call)
#else
#define TIMED(call) \
    call;           \
    return 0
#endif

static uint32_t rng = 0x6a09e667u, seed;
static uint32_t passed, failed;

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

/* The printing helpers once, out of line (target_print.h's are inline: on the ATmega128 every
 * inlined copy costs flash this firmware does not have). */
__attribute__((noinline)) static void put_str(const char *s)
{
    target_puts(s);
}

__attribute__((noinline)) static void put_u32(uint32_t v)
{
    target_put_u32(v);
}

static void report(int ok, const char *alg, const char *what, uint16_t len, uint32_t a, uint32_t b)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    put_str("FAIL ");
    put_str(alg);
    put_str(" ");
    put_str(what);
    put_str(" len ");
    put_u32(len);
    put_str(": ");
    put_u32(a);
    put_str(" vs ");
    put_u32(b);
    put_str(" (seed ");
    put_u32(seed);
    put_str(")\n");
}

/* The inputs of the call being timed (the timed wrappers take no arguments, as in the benchmark). */
static const lwc_aead_t *g_aead;
static const lwc_hash_t *g_hash;
static const lwc_cipher_t *g_cipher;
static uint8_t g_key[32], g_nonce[16], g_ad[40], g_m[MAX_MSG], g_c[MAX_MSG], g_back[MAX_MSG], g_tag[32];
static size_t g_mlen, g_adlen;
static int g_rc;
static lwc_cipher_ctx g_ctx;

__attribute__((noinline)) static uint32_t timed_encrypt(void)
{
    TIMED(g_rc = g_aead->encrypt(g_c, g_tag, g_key, g_nonce, g_ad, g_adlen, g_m, g_mlen));
}

__attribute__((noinline)) static uint32_t timed_decrypt(void)
{
    TIMED(g_rc = g_aead->decrypt(g_back, g_tag, g_key, g_nonce, g_ad, g_adlen, g_c, g_mlen));
}

__attribute__((noinline)) static uint32_t timed_hash(void)
{
    TIMED(g_rc = g_hash->hash(g_tag, g_m, g_mlen));
}

static const lwc_xof_t *g_xof;
static size_t g_zlen;

__attribute__((noinline)) static uint32_t timed_xof(void)
{
    TIMED(g_rc = g_xof->xof(g_tag, 32, g_ad, g_zlen, g_m, g_mlen));
}

__attribute__((noinline)) static uint32_t timed_set_key(void)
{
    TIMED(g_rc = g_cipher->set_key(&g_ctx, g_key));
}

__attribute__((noinline)) static uint32_t timed_block_encrypt(void)
{
    TIMED(g_cipher->encrypt(&g_ctx, g_c, g_m));
}

__attribute__((noinline)) static uint32_t timed_block_decrypt(void)
{
    TIMED(g_cipher->decrypt(&g_ctx, g_back, g_c));
}

static lwc_cipher_block_fn g_encrypt2;
__attribute__((noinline)) static uint32_t timed_block_encrypt2(void)
{
    TIMED(g_encrypt2(&g_ctx, g_c, g_m));
}

/* Block-cipher modes (include/lwc/modes.h) over the library's cipher rows: the key, the message and
 * the IV / nonce are random (no mode may branch on a counter), so every run of one mode and length
 * must cost the same. */
enum mode_op { M_CBC_ENC, M_CBC_DEC, M_CBCP_ENC, M_CBCP_DEC, M_CTR, M_OFB, M_CFB_ENC, M_CFB_DEC, M_CMAC,
               M_CCM_ENC, M_CCM_DEC, M_GCM_ENC, M_GCM_DEC, M_COUNT };
static const char *const mode_names[M_COUNT] = {
    "cbc-encrypt cycles", "cbc-decrypt cycles", "cbc-pkcs7-encrypt cycles", "cbc-pkcs7-decrypt cycles",
    "ctr cycles", "ofb cycles", "cfb-encrypt cycles", "cfb-decrypt cycles", "cmac cycles", "ccm-encrypt cycles",
    "ccm-decrypt cycles", "gcm-encrypt cycles", "gcm-decrypt cycles"};
static uint8_t g_iv[16], g_iv_dec[16]; /* g_iv_dec: CBC with PKCS#7 decryption's (corrupted in some trials) */
static size_t g_padded_len, g_out_len;
static enum mode_op g_mode;

static int run_mode(void)
{
    const lwc_cipher_t *c = g_cipher;
    const void *k = &g_ctx;
    const size_t n = g_mlen;
    switch (g_mode) {
    case M_CBC_ENC: return lwc_cbc_encrypt(c, k, g_iv, g_c, g_m, n);
    case M_CBC_DEC: return lwc_cbc_decrypt(c, k, g_iv, g_back, g_c, n);
    case M_CBCP_ENC: return lwc_cbc_encrypt_pkcs7(c, k, g_iv, g_c, sizeof g_c, &g_padded_len, g_m, n);
    case M_CBCP_DEC: return lwc_cbc_decrypt_pkcs7(c, k, g_iv_dec, g_back, &g_out_len, g_c, g_padded_len);
    case M_CTR: return lwc_ctr_crypt(c, k, g_iv, g_c, g_m, n);
    case M_OFB: return lwc_ofb_crypt(c, k, g_iv, g_c, g_m, n);
    case M_CFB_ENC: return lwc_cfb_encrypt(c, k, g_iv, g_c, g_m, n);
    case M_CFB_DEC: return lwc_cfb_decrypt(c, k, g_iv, g_back, g_c, n);
    case M_CMAC: return lwc_cmac(c, k, g_tag, g_m, n);
    case M_CCM_ENC: return lwc_ccm_encrypt(c, k, g_iv, 13, g_ad, 16, g_c, g_tag, 16, g_m, n);
    case M_CCM_DEC: return lwc_ccm_decrypt(c, k, g_iv, 13, g_ad, 16, g_back, g_tag, 16, g_c, n);
    case M_GCM_ENC: return lwc_gcm_encrypt(c, k, g_iv, 12, g_ad, 16, g_c, g_tag, 16, g_m, n);
    case M_GCM_DEC: return lwc_gcm_decrypt(c, k, g_iv, 12, g_ad, 16, g_back, g_tag, 16, g_c, n);
    default: return LWC_ERR_LENGTH;
    }
}

__attribute__((noinline)) static uint32_t timed_mode(void)
{
    TIMED(g_rc = run_mode());
}

/* The cycles of one timed wrapper. On a core with a branch predictor (the descriptor's
 * cycle_counter.warm_up_calls) the whole measurement, counter reads and call sites included, runs
 * that many times untimed first, so that the predictor holds what the measurement itself left, not
 * what the checks in between did; every timed call here writes outside its inputs, so each run sees
 * the same data. */
static uint32_t measure(uint32_t (*timed)(void))
{
    for (unsigned w = LWC_TARGET_WARM_UP_CALLS; w > 0; w--)
        (void)timed();
    return timed();
}

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/* Per-algorithm stack budgets of this target (its descriptor), replacing the AEAD/hash or
 * block-cipher budget. Romulus is held to its measured peaks on every target that lists it, so that
 * any regression fails (the AD length 40 below reaches Romulus-N's peak, an AD-chain call under the
 * expanded schedule on the M3). */
static const struct {
    const char *alg;
    uint16_t bytes;
} algorithm_stack[] = {LWC_STACK_BUDGET_ALGORITHMS{NULL, 0}};

/* The budget of alg on this target (budget: its kind's), 0 for none. A library API row of the
 * runner's variant table ("romulus-t/cached-key": the same algorithm through a prepared key) has its
 * own budget where the descriptor gives one, else its algorithm's. */
__attribute__((unused)) static unsigned stack_budget(const char *alg, unsigned budget)
{
    for (size_t i = 0; algorithm_stack[i].alg != NULL; i++) {
        if (strcmp(alg, algorithm_stack[i].alg) == 0)
            return algorithm_stack[i].bytes;
    }
    const size_t n = strcspn(alg, "/");
    for (size_t i = 0; algorithm_stack[i].alg != NULL; i++) {
        if (strlen(algorithm_stack[i].alg) == n && strncmp(alg, algorithm_stack[i].alg, n) == 0)
            return algorithm_stack[i].bytes;
    }
    return budget;
}

static void check_stack(const char *alg, const char *op, unsigned budget, int library_row)
{
#if LWC_TARGET_HAS_CYCLE_COUNTER
    const unsigned b = stack_budget(alg, budget);
    if (library_row && b != 0)
        report(bench_last_stack <= b, alg, op, 0, bench_last_stack, b);
#else
    (void)alg, (void)op, (void)budget, (void)library_row;
#endif
}

static const uint16_t aead_lengths[][2] = {{0, 0}, {5, 3}, {16, 16}, {64, 0}, {5, 40}};

/* 1 for the rows of Romulus-T ("romulus-t", "romulus-t/cached-key"): decryption stops at a forged tag,
 * so its forged and valid calls are compared each with their own kind. */
static int rejects_before_decrypting(const char *alg)
{
    return strncmp(alg, "romulus-t", 9) == 0 && (alg[9] == '\0' || alg[9] == '/');
}

static void check_aead(const lwc_aead_t *a, int library_row)
{
    g_aead = a;
    const int early_reject = rejects_before_decrypting(a->name);
    for (size_t l = 0; l < sizeof aead_lengths / sizeof aead_lengths[0]; l++) {
        g_mlen = aead_lengths[l][0];
        g_adlen = aead_lengths[l][1];
        uint32_t enc0 = 0, dec0 = 0, forged0 = 0;
        for (int t = 0; t < TRIALS; t++) {
            seed = rng;
            fill(g_key, a->key_bytes);
            fill(g_nonce, a->nonce_bytes);
            fill(g_ad, g_adlen);
            fill(g_m, g_mlen);
            uint32_t enc = measure(timed_encrypt);
            check_stack(a->name, "encrypt stack", AEAD_STACK_BUDGET, library_row);
            report(g_rc == LWC_OK, a->name, "encrypt rc", (uint16_t)g_mlen, (uint32_t)-g_rc, 0);
            int forged = t & 1;
            if (forged)
                g_tag[rand8() % a->tag_bytes] ^= (uint8_t)(1u << (rand8() & 7));
            memset(g_back, 0x5A, sizeof g_back);
            uint32_t dec = measure(timed_decrypt);
            check_stack(a->name, "decrypt stack", AEAD_STACK_BUDGET, library_row);
            if (forged)
                report(g_rc == LWC_ERR_AUTH && all_zero(g_back, g_mlen), a->name, "forgery rejected and wiped",
                       (uint16_t)g_mlen, (uint32_t)-g_rc, 1);
            else
                report(g_rc == LWC_OK && memcmp(g_back, g_m, g_mlen) == 0, a->name, "decrypt", (uint16_t)g_mlen,
                       (uint32_t)-g_rc, 0);
            if (t == 0) {
                enc0 = enc;
                dec0 = dec;
            }
            if (t == 1)
                forged0 = dec;
            report(enc == enc0, a->name, "encrypt cycles", (uint16_t)g_mlen, enc, enc0);
            /* the count this call must equal: the first valid call's, or for a row that rejects
             * before decrypting and a forged tag, the first forged call's */
            const uint32_t base = early_reject && forged ? forged0 : dec0;
            report(dec == base, a->name, forged ? "decrypt cycles (forged tag)" : "decrypt cycles",
                   (uint16_t)g_mlen, dec, base);
        }
#if LWC_TARGET_HAS_CYCLE_COUNTER
        if (early_reject) {
            /* A forgery must stop before the key derivation and the key stream: fewer cycles than a
             * valid call of the same lengths wherever there is a message to decrypt. */
            if (g_mlen > 0)
                report(forged0 < dec0, a->name, "forged decrypt cycles below valid", (uint16_t)g_mlen, forged0,
                       dec0);
            put_str(a->name);
            put_str(" decrypt len ");
            put_u32((uint32_t)g_mlen);
            put_str(" ad ");
            put_u32((uint32_t)g_adlen);
            put_str(": valid ");
            put_u32(dec0);
            put_str(", forged ");
            put_u32(forged0);
            put_str(" cycles\n");
        }
#endif
    }
}

#if !defined(CT_CHECK_LIBRARY_ROWS_ONLY) /* (the firmware of the primitives with paper variants) */
/* TinyJAMBU through a cached key (lwc_tinyjambu_key_*) and through a prepared nonce
 * (lwc_tinyjambu_prepare, lwc_tinyjambu_prepared_*), as AEAD rows: the key setup, and for the
 * prepared rows the nonce setup, run inside each call (so they are timed over random keys and nonces
 * too; a prepared object encrypts once, and the measurement may call a row more than once). The
 * objects are static, as a caller keeps them, so that the peak stack measured is the calls' own (one
 * pair shared by the rows: the ATmega128's RAM). */
static lwc_tinyjambu_key tj_key;
static lwc_tinyjambu_prepared tj_prepared;

__attribute__((noinline)) static int tj_encrypt(size_t key_len, int prepared, uint8_t *c, uint8_t *tag,
                                                const uint8_t *key, const uint8_t *nonce, const uint8_t *ad,
                                                size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_tinyjambu_key_init(&tj_key, key, key_len);
    if (rc == LWC_OK && prepared)
        rc = lwc_tinyjambu_prepare(&tj_prepared, &tj_key, nonce);
    if (rc == LWC_OK)
        rc = prepared ? lwc_tinyjambu_prepared_encrypt(&tj_prepared, c, tag, ad, ad_len, m, m_len)
                      : lwc_tinyjambu_key_encrypt(&tj_key, c, tag, nonce, ad, ad_len, m, m_len);
    lwc_wipe(&tj_key, sizeof tj_key);
    lwc_wipe(&tj_prepared, sizeof tj_prepared);
    return rc;
}

__attribute__((noinline)) static int tj_decrypt(size_t key_len, int prepared, uint8_t *m, const uint8_t *tag,
                                                const uint8_t *key, const uint8_t *nonce, const uint8_t *ad,
                                                size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_tinyjambu_key_init(&tj_key, key, key_len);
    if (rc == LWC_OK && prepared)
        rc = lwc_tinyjambu_prepare(&tj_prepared, &tj_key, nonce);
    if (rc == LWC_OK)
        rc = prepared ? lwc_tinyjambu_prepared_decrypt(&tj_prepared, m, tag, ad, ad_len, c, c_len)
                      : lwc_tinyjambu_key_decrypt(&tj_key, m, tag, nonce, ad, ad_len, c, c_len);
    lwc_wipe(&tj_key, sizeof tj_key);
    lwc_wipe(&tj_prepared, sizeof tj_prepared);
    return rc;
}

#define TJ_API_FNS(label, key_len, prepared)                                                                    \
    static int tj_enc_##label(uint8_t *c, uint8_t *tag, const uint8_t *key, const uint8_t *nonce,               \
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)                 \
    {                                                                                                           \
        return tj_encrypt(key_len, prepared, c, tag, key, nonce, ad, ad_len, m, m_len);                         \
    }                                                                                                           \
    static int tj_dec_##label(uint8_t *m, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,         \
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)                 \
    {                                                                                                           \
        return tj_decrypt(key_len, prepared, m, tag, key, nonce, ad, ad_len, c, c_len);                         \
    }
TJ_API_FNS(key_128, 16, 0)
TJ_API_FNS(key_192, 24, 0)
TJ_API_FNS(key_256, 32, 0)
TJ_API_FNS(prepared_128, 16, 1)
TJ_API_FNS(prepared_192, 24, 1)
TJ_API_FNS(prepared_256, 32, 1)

#if LWC_TARGET_FLASH_BYTES == 0 || LWC_TARGET_FLASH_BYTES > 131072UL
#define CT_MASKED_ROWS 1 /* (not in the ATmega128's 128 KB with the rest: masked-avr times it there) */
#endif
#if defined(CT_MASKED_ROWS)
/* The masked TinyJAMBU (lwc/masked.h) as an AEAD row "tinyjambu-128/masked": key masking and setup
 * and the call on the shares, with random keys, messages and random words (the random source below,
 * registered by main): the cycles must not depend on any of them. Its stack is measured by the
 * benchmark (no budget here: the rows pass library_row 0). The key object is static, as tj_key. */
#include "lwc/masked.h"
static lwc_tinyjambu_masked_key tj_masked;
static uint32_t tj_masked_rng = 0x3c6ef372u;

/* The random source of the masked rows: xorshift32 (test only; the same instructions for every output) */
static int tj_masked_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    for (size_t i = 0; i < len; i++) {
        tj_masked_rng ^= tj_masked_rng << 13;
        tj_masked_rng ^= tj_masked_rng >> 17;
        tj_masked_rng ^= tj_masked_rng << 5;
        out[i] = (uint8_t)tj_masked_rng;
    }
    return 0;
}

#define TJ_MASKED_FNS(bits)                                                                                     \
    static int tj_enc_masked_##bits(uint8_t *c, uint8_t *tag, const uint8_t *key, const uint8_t *nonce,         \
                                    const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)           \
    {                                                                                                           \
        int rc = lwc_tinyjambu_masked_key_init(&tj_masked, key, (bits) / 8);                                    \
        if (rc == LWC_OK)                                                                                       \
            rc = lwc_tinyjambu_masked_encrypt(&tj_masked, c, tag, nonce, ad, ad_len, m, m_len);                 \
        lwc_wipe(&tj_masked, sizeof tj_masked);                                                                 \
        return rc;                                                                                              \
    }                                                                                                           \
    static int tj_dec_masked_##bits(uint8_t *m, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,   \
                                    const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)           \
    {                                                                                                           \
        int rc = lwc_tinyjambu_masked_key_init(&tj_masked, key, (bits) / 8);                                    \
        if (rc == LWC_OK)                                                                                       \
            rc = lwc_tinyjambu_masked_decrypt(&tj_masked, m, tag, nonce, ad, ad_len, c, c_len);                 \
        lwc_wipe(&tj_masked, sizeof tj_masked);                                                                 \
        return rc;                                                                                              \
    }
TJ_MASKED_FNS(128)
/* One key size: the masked code is one routine for all three (the key length a parameter), and
 * masked-<target> times all three (tests/masked/masked_check.c); this keeps the AVR's run short. */
static const lwc_aead_t tj_masked_rows[] = {
    {"tinyjambu-128/masked", 16, 12, 8, tj_enc_masked_128, tj_dec_masked_128, NULL},
};
#endif

#define TJ_API_ROW(name, key_len, label) {name, key_len, 12, 8, tj_enc_##label, tj_dec_##label, NULL}
static const lwc_aead_t tj_rows[] = {
    TJ_API_ROW("tinyjambu-128/cached-key", 16, key_128),  TJ_API_ROW("tinyjambu-192/cached-key", 24, key_192),
    TJ_API_ROW("tinyjambu-256/cached-key", 32, key_256),  TJ_API_ROW("tinyjambu-128/prepared", 16, prepared_128),
    TJ_API_ROW("tinyjambu-192/prepared", 24, prepared_192), TJ_API_ROW("tinyjambu-256/prepared", 32, prepared_256),
};
#endif

/* GCC would otherwise clone check_digest per timed function (constant propagation): one copy is the
 * point of sharing it. clang has no such attribute (nor such cloning). */
#if defined(__clang__)
#define CT_NOCLONE
#else
#define CT_NOCLONE __attribute__((noclone))
#endif

/* A hash or XOF row (timed: its call; g_zlen bytes of customization string, 0 for a hash): random
 * messages of each length cost the same. One function for both kinds (the ATmega128's flash). */
__attribute__((noinline)) CT_NOCLONE static void check_digest(const char *name, uint32_t (*timed)(void), const char *stack_what,
                                                   const char *cycles_what)
{
    static const uint16_t lengths[] = {0, 5, 32, 64};
    for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
        g_mlen = lengths[l];
        uint32_t c0 = 0;
        for (int t = 0; t < TRIALS; t++) {
            seed = rng;
            fill(g_m, g_mlen);
            fill(g_ad, g_zlen);
            uint32_t c = measure(timed);
            check_stack(name, stack_what, AEAD_STACK_BUDGET, 1);
            if (t == 0)
                c0 = c;
            report(c == c0 && g_rc == LWC_OK, name, cycles_what, (uint16_t)g_mlen, c, c0);
        }
    }
}

static void check_hash(const lwc_hash_t *h)
{
    g_hash = h;
    g_zlen = 0;
    check_digest(h->name, timed_hash, "hash stack", "hash cycles");
}

/* An XOF row: 32 bytes of output, with a random customization string of 20 bytes where the row takes one. */
static void check_xof(const lwc_xof_t *x)
{
    g_xof = x;
    g_zlen = x->customization_max > 0 ? 20 : 0;
    check_digest(x->name, timed_xof, "xof stack", "xof cycles");
}

static void check_cipher(const lwc_cipher_t *b, int library_row)
{
    uint32_t k0 = 0, e0 = 0, d0 = 0, p0 = 0;
    g_cipher = b;
    g_encrypt2 = b->encrypt2;
    for (int t = 0; t < TRIALS; t++) {
        seed = rng;
        fill(g_key, b->key_bytes);
        fill(g_m, b->block_bytes);
        uint32_t k = measure(timed_set_key);
        check_stack(b->name, "set_key stack", CIPHER_STACK_BUDGET, library_row);
        uint32_t e = measure(timed_block_encrypt);
        check_stack(b->name, "encrypt stack", CIPHER_STACK_BUDGET, library_row);
        uint32_t d = measure(timed_block_decrypt);
        check_stack(b->name, "decrypt stack", CIPHER_STACK_BUDGET, library_row);
        report(memcmp(g_back, g_m, b->block_bytes) == 0, b->name, "decrypt(encrypt(x)) == x", 0, 0, 0);
        if (t == 0) {
            k0 = k;
            e0 = e;
            d0 = d;
        }
        report(k == k0, b->name, "set_key cycles", 0, k, k0);
        report(e == e0, b->name, "encrypt cycles", b->block_bytes, e, e0);
        report(d == d0, b->name, "decrypt cycles", b->block_bytes, d, d0);
        if (g_encrypt2 != NULL) { /* two blocks at once (CTR's key stream), fresh random inputs */
            fill(g_m, 2u * b->block_bytes);
            uint32_t p = measure(timed_block_encrypt2);
            check_stack(b->name, "encrypt2 stack", CIPHER_STACK_BUDGET, library_row);
            if (t == 0)
                p0 = p;
            report(p == p0, b->name, "encrypt2 cycles", 2u * b->block_bytes, p, p0);
        }
    }
}

static void check_modes(const lwc_cipher_t *b)
{
    static const uint16_t lengths[] = {48, 13};
    g_cipher = b;
    for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
        g_mlen = lengths[l];
        uint32_t base[M_COUNT] = {0};
        for (int t = 0; t < TRIALS; t++) {
            seed = rng;
            fill(g_key, b->key_bytes);
            fill(g_m, g_mlen);
            fill(g_ad, 16);
            fill(g_iv, sizeof g_iv);
            if (t & 1) { /* a run of 0xFF at the end of the block: the counters carry through it */
                const size_t run = 1u + rand8() % b->block_bytes;
                memset(g_iv + b->block_bytes - run, 0xff, run);
            }
            g_rc = b->set_key(&g_ctx, g_key);
            for (int op = 0; op < M_COUNT; op++) {
                g_mode = (enum mode_op)op;
                const int whole_blocks = g_mlen % b->block_bytes == 0;
                if ((op == M_CBC_ENC || op == M_CBC_DEC) && !whole_blocks)
                    continue;
                if (op >= M_CCM_ENC && b->block_bytes != 16)
                    continue; /* CCM and GCM need a 128-bit block */
                const int forged = (op == M_CCM_DEC || op == M_GCM_DEC) && (t & 1);
                if (forged)
                    g_tag[rand8() % 16] ^= (uint8_t)(1u << (rand8() & 7));
                /* CBC with PKCS#7: trials 1 and 3 mod 4 get a bad padding, by flipping a bit of the
                 * block before the last (the IV for a one-block ciphertext): the pad byte above the
                 * block size, or a wrong byte inside the padding (every length here pads >= 3 bytes). */
                const int bad_pad = op == M_CBCP_DEC && (t & 1);
                if (op == M_CBCP_DEC) {
                    const size_t n = b->block_bytes;
                    uint8_t *prev = g_padded_len > n ? g_c + g_padded_len - 2 * n : g_iv_dec;
                    memcpy(g_iv_dec, g_iv, sizeof g_iv);
                    if (bad_pad)
                        prev[(t & 2) ? n - 2 : n - 1] ^= (t & 2) ? 0x01u : 0x80u;
                }
                if (op == M_CBC_DEC || op == M_CBCP_DEC || op == M_CFB_DEC || op == M_CCM_DEC || op == M_GCM_DEC)
                    memset(g_back, 0x5A, sizeof g_back);
                const uint32_t cyc = measure(timed_mode);
                if (forged)
                    report(g_rc == LWC_ERR_AUTH && all_zero(g_back, g_mlen), b->name,
                           op == M_CCM_DEC ? "ccm forgery rejected and wiped" : "gcm forgery rejected and wiped",
                           (uint16_t)g_mlen, (uint32_t)-g_rc, 1);
                else if (bad_pad)
                    report(g_rc == LWC_ERR_PADDING && g_out_len == 0 && all_zero(g_back, g_padded_len), b->name,
                           "bad padding rejected and wiped", (uint16_t)g_mlen, (uint32_t)-g_rc, 6);
                else if (op == M_CBCP_DEC)
                    report(g_rc == LWC_OK && g_out_len == g_mlen && memcmp(g_back, g_m, g_mlen) == 0, b->name,
                           mode_names[op], (uint16_t)g_mlen, (uint32_t)-g_rc, 0);
                else if (op == M_CBC_DEC || op == M_CFB_DEC || op == M_CCM_DEC || op == M_GCM_DEC)
                    report(g_rc == LWC_OK && memcmp(g_back, g_m, g_mlen) == 0, b->name, mode_names[op],
                           (uint16_t)g_mlen, (uint32_t)-g_rc, 0);
                else
                    report(g_rc == LWC_OK, b->name, mode_names[op], (uint16_t)g_mlen, (uint32_t)-g_rc, 0);
                /* On a core with a branch predictor the first trial of a series (length, mode) only
                 * trains it for the series: its count may differ from the rest whatever the data (the
                 * state the previous series left in the model's BTB; seen on rv32 at -Os), so the
                 * counts compared are those of trials 1.. (both parities of the IV shape and of the
                 * forgeries and paddings). Elsewhere every trial is compared with the first. */
                const int first = LWC_TARGET_WARM_UP_CALLS > 0 ? 1 : 0;
                if (t == first)
                    base[op] = cyc;
                if (t >= first)
                    report(cyc == base[op], b->name, mode_names[op], (uint16_t)g_mlen, cyc, base[op]);
            }
        }
    }
}

int main(void)
{
    for (size_t i = 0; i < lwc_aead_count; i++)
        check_aead(&lwc_aeads[i], 1);
#if defined(CT_CHECK_LIBRARY_ROWS_ONLY)
    /* the option rows of this firmware's primitive (option_rows.h; e.g. Ascon-AEAD128 through a
     * prepared key with a 4-byte tag): library calls, held to their own budgets. Only in the firmware
     * of a primitive without paper variants: the other firmware has no flash to spare on the
     * ATmega128 for another inlined copy of check_aead. */
    for (const runner_option_table *t = runner_option_tables; t->rows != NULL; t++)
        for (size_t i = 0; i < *t->count; i++)
            check_aead(&t->rows[i], 1);
#endif
#if !defined(CT_CHECK_LIBRARY_ROWS_ONLY)
    /* the variant rows: the paper variants (no budget: not library code) and the library's prepared-key
     * calls, whose stack is held to their algorithm's budget */
    for (size_t i = 0; i < runner_variant_aead_count; i++)
        check_aead(&runner_variant_aeads[i], strstr(runner_variant_aeads[i].name, "/cached-key") != NULL);
    for (size_t i = 0; i < sizeof tj_rows / sizeof tj_rows[0]; i++)
        check_aead(&tj_rows[i], 1);
#if defined(CT_MASKED_ROWS)
    lwc_set_random(tj_masked_random, NULL);
    for (size_t i = 0; i < sizeof tj_masked_rows / sizeof tj_masked_rows[0]; i++)
        check_aead(&tj_masked_rows[i], 0);
    lwc_set_random(NULL, NULL);
#endif
#endif
    for (size_t i = 0; i < lwc_hash_count; i++)
        check_hash(&lwc_hashes[i]);
    for (size_t i = 0; i < lwc_xof_count; i++)
        check_xof(&lwc_xofs[i]);
    for (size_t i = 0; i < lwc_cipher_count; i++)
        check_cipher(&lwc_ciphers[i], 1);
    for (size_t i = 0; i < lwc_cipher_count; i++)
        check_modes(&lwc_ciphers[i]);
#if !defined(CT_CHECK_LIBRARY_ROWS_ONLY)
    const runner_cipher_table *tables[] = {&runner_present_variants, &runner_lea_variants};
    for (size_t t = 0; t < sizeof tables / sizeof tables[0]; t++)
        for (size_t i = 0; i < tables[t]->count; i++)
            check_cipher(&tables[t]->rows[i], 0);
#endif
    put_u32(passed);
    put_str(" passed, ");
    put_u32(failed);
    put_str(" failed\n");
    target_exit(failed != 0);
}
