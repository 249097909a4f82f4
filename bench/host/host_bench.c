/* Host benchmark (tools/bench, host section): cycles per byte of the library's calls at every kernel
 * level this CPU has (include/lwc/host.h), in one run beside OpenSSL's AES-128-GCM and
 * ChaCha20-Poly1305 (libcrypto's EVP interface) as yardsticks.
 *
 * Cycles are the x86 time-stamp counter (RDTSC after LFENCE): reference cycles at the TSC's fixed
 * rate, which equal core cycles only when the core runs at that rate (the JSON says so). Each figure
 * is the fastest of 11 timed batches of the time of one call (each batch enough calls for about
 * 256 KiB), after an untimed batch: the least disturbed batch, on a machine whose cores other work
 * shares; c/B = cycles of one call / message bytes. Messages per second (16-byte messages) from
 * clock_gettime, the fastest of 11 batches of 100,000 calls. Gateway figures ("batch"): messages per
 * second opening 16-byte messages (no AD, each its own nonce), one at a time through the row's
 * decrypt (TinyJAMBU also through its cached key, lwc_tinyjambu_key_decrypt) and BATCH_N at a time
 * through lwc_batch_open (one shared key, or a key per message), beside OpenSSL's AES-128-GCM
 * opening the same messages one at a time with its key schedule kept (only the IV set per message);
 * the fastest of 301 rounds of 1,024 messages.
 * `host_bench [NAME...]`: only the algorithms whose names contain one of the NAMEs.
 * Prints one JSON document on stdout: {"meta": {...}, "records": [{alg, op, level, mlen, cycles,
 * cpb}, ...], "messages": [{alg, op, level, mlen, per_second}], "batch": [{alg, how, keys, level, mlen,
 * per_second}]}. */
#define _POSIX_C_SOURCE 200809L
#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <x86intrin.h>

#include "lwc/batch.h"
#include "lwc/host.h"
#include "lwc/lwc.h"
#include "lwc/modes.h"

/* Whether the compiler may use AVX-512 in this build (it may in the library too: the same flags), so
 * whether the figures are those of an AVX2 core without it (the host-bench tree: no). */
#ifdef __AVX512F__
#define AVX512_CODE "true"
#else
#define AVX512_CODE "false"
#endif

#define MAX_LEN 16384
static uint8_t key[32], nonce[16], in[MAX_LEN], out[MAX_LEN + 16], tag[16];
static const size_t sizes[] = {16, 64, 256, 1024, 4096, 16384};
#define N_SIZES (sizeof sizes / sizeof sizes[0])

typedef void (*call_fn)(const void *arg, size_t len);

static const lwc_aead_t *aead_row(const char *name)
{
    for (size_t i = 0; i < lwc_aead_count; i++)
        if (strcmp(lwc_aeads[i].name, name) == 0)
            return &lwc_aeads[i];
    return NULL;
}

static const lwc_cipher_t *cipher_row(const char *name)
{
    for (size_t i = 0; i < lwc_cipher_count; i++)
        if (strcmp(lwc_ciphers[i].name, name) == 0)
            return &lwc_ciphers[i];
    return NULL;
}

static lwc_cipher_ctx cipher_ctx;

static void aead_encrypt(const void *arg, size_t len)
{
    const lwc_aead_t *a = arg;
    a->encrypt(out, tag, key, nonce, NULL, 0, in, len);
}

static void aead_decrypt(const void *arg, size_t len)
{
    const lwc_aead_t *a = arg;
    a->decrypt(in, tag, key, nonce, NULL, 0, out, len); /* out/tag from a preceding encrypt */
}

static void ctr_call(const void *arg, size_t len)
{
    lwc_ctr_crypt(arg, &cipher_ctx, nonce, out, in, len);
}

static void gcm_call(const void *arg, size_t len)
{
    lwc_gcm_encrypt(arg, &cipher_ctx, nonce, 12, NULL, 0, out, tag, 16, in, len);
}

static EVP_CIPHER_CTX *evp;

static void evp_aead(const void *arg, size_t len)
{
    int n = 0;
    EVP_EncryptInit_ex(evp, (const EVP_CIPHER *)arg, NULL, key, nonce);
    EVP_EncryptUpdate(evp, out, &n, in, (int)len);
    EVP_EncryptFinal_ex(evp, out + n, &n);
    EVP_CIPHER_CTX_ctrl(evp, EVP_CTRL_AEAD_GET_TAG, 16, tag);
}

static uint64_t tsc(void)
{
    _mm_lfence();
    const uint64_t t = __rdtsc();
    _mm_lfence();
    return t;
}

static int cmp_u64(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* median cycles of one call of len bytes */
static double cycles_per_call(call_fn f, const void *arg, size_t len)
{
    const size_t calls = 262144 / len < 16 ? 16 : 262144 / len;
    uint64_t t[11];
    for (size_t i = 0; i < calls; i++)
        f(arg, len);
    for (unsigned r = 0; r < 11; r++) {
        const uint64_t t0 = tsc();
        for (size_t i = 0; i < calls; i++)
            f(arg, len);
        t[r] = tsc() - t0;
    }
    qsort(t, 11, sizeof t[0], cmp_u64);
    return (double)t[0] / (double)calls;
}

static double calls_per_second(call_fn f, const void *arg, size_t len)
{
    const size_t calls = 100000;
    double rate[11];
    for (unsigned r = 0; r < 11; r++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        for (size_t i = 0; i < calls; i++)
            f(arg, len);
        clock_gettime(CLOCK_MONOTONIC, &b);
        rate[r] = (double)calls / ((double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec));
    }
    qsort(rate, 11, sizeof rate[0], cmp_double);
    return rate[10];
}

static int first_record = 1, first_message = 1;
static char messages[65536];
static size_t messages_len;

static int n_filters;
static char **filters;

static void measure(const char *alg, const char *op, const char *level, call_fn f, const void *arg)
{
    int wanted = n_filters == 0;
    for (int i = 0; i < n_filters; i++)
        wanted |= strstr(alg, filters[i]) != NULL;
    if (!wanted)
        return;
    for (size_t s = 0; s < N_SIZES; s++) {
        const double c = cycles_per_call(f, arg, sizes[s]);
        printf("%s\n  {\"alg\": \"%s\", \"op\": \"%s\", \"level\": \"%s\", \"mlen\": %zu, \"cycles\": %.1f, \"cpb\": %.3f}",
               first_record ? "" : ",", alg, op, level, sizes[s], c, c / (double)sizes[s]);
        first_record = 0;
    }
    const double rate = calls_per_second(f, arg, 16);
    messages_len += (size_t)snprintf(messages + messages_len, sizeof messages - messages_len,
                                     "%s\n  {\"alg\": \"%s\", \"op\": \"%s\", \"level\": \"%s\", \"mlen\": 16, \"per_second\": %.0f}",
                                     first_message ? "" : ",", alg, op, level, rate);
    first_message = 0;
    fflush(stdout);
}

/* ---- gateway: many 16-byte messages ------------------------------------------------------------ */

#define BATCH_N 64
#define BATCH_LEN 16
static lwc_batch_msg bmsgs[BATCH_N];
static int bverdicts[BATCH_N];
static uint8_t bkeys[BATCH_N][32], bnonces[BATCH_N][16], bct[BATCH_N][BATCH_LEN], btags[BATCH_N][16],
    bpt[BATCH_N][BATCH_LEN];
static char batch_json[65536];
static size_t batch_json_len;
static int first_batch = 1;

/* BATCH_N messages sealed under the shared key (own = 0) or each under its own key. */
static void batch_messages(const lwc_aead_t *a, int own)
{
    for (size_t i = 0; i < BATCH_N; i++) {
        for (size_t j = 0; j < 32; j++)
            bkeys[i][j] = (uint8_t)(i * 31 + j * 7 + 3);
        for (size_t j = 0; j < 16; j++)
            bnonces[i][j] = (uint8_t)(i + j * 13);
        const uint8_t *k = own ? bkeys[i] : key;
        a->encrypt(bct[i], btags[i], k, bnonces[i], NULL, 0, in + i, BATCH_LEN);
        bmsgs[i] = (lwc_batch_msg){own ? bkeys[i] : NULL, bnonces[i], NULL, 0, bct[i], BATCH_LEN, bpt[i], btags[i]};
    }
}

typedef void (*batch_fn)(const void *arg);

/* The fastest of BATCH_ROUNDS short rounds (16 calls of BATCH_N messages, well under a scheduler's
 * time slice): on a machine whose cores other work shares, the least disturbed round. */
#define BATCH_ROUNDS 301
static double messages_per_second(batch_fn f, const void *arg)
{
    const size_t rounds_of_n = 16;
    static double rate[BATCH_ROUNDS];
    f(arg);
    for (unsigned r = 0; r < BATCH_ROUNDS; r++) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        for (size_t i = 0; i < rounds_of_n; i++)
            f(arg);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        rate[r] = (double)(rounds_of_n * BATCH_N) /
                  ((double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
    }
    qsort(rate, BATCH_ROUNDS, sizeof rate[0], cmp_double);
    return rate[BATCH_ROUNDS - 1];
}

static void open_one_at_a_time(const void *arg)
{
    const lwc_aead_t *a = arg;
    for (size_t i = 0; i < BATCH_N; i++) {
        const lwc_batch_msg *m = &bmsgs[i];
        a->decrypt(m->out, m->tag, m->key ? m->key : key, m->nonce, NULL, 0, m->in, m->len);
    }
}

static lwc_tinyjambu_key tj_cached;

static void open_one_at_a_time_cached(const void *arg)
{
    (void)arg;
    for (size_t i = 0; i < BATCH_N; i++) {
        const lwc_batch_msg *m = &bmsgs[i];
        lwc_tinyjambu_key_decrypt(&tj_cached, m->out, m->tag, m->nonce, NULL, 0, m->in, m->len);
    }
}

static void open_batch(const void *arg)
{
    lwc_batch_open(arg, key, bmsgs, BATCH_N, bverdicts);
}

static void evp_open_one_at_a_time(const void *arg)
{
    (void)arg;
    for (size_t i = 0; i < BATCH_N; i++) {
        int n = 0;
        EVP_DecryptInit_ex(evp, NULL, NULL, NULL, bnonces[i]);
        EVP_DecryptUpdate(evp, bpt[i], &n, bct[i], BATCH_LEN);
        EVP_CIPHER_CTX_ctrl(evp, EVP_CTRL_AEAD_SET_TAG, 16, btags[i]);
        if (EVP_DecryptFinal_ex(evp, bpt[i] + n, &n) <= 0)
            abort(); /* the messages were sealed for it: a failure is a bench error */
    }
}

static void batch_record(const char *alg, const char *how, const char *keys, const char *level, double rate)
{
    batch_json_len += (size_t)snprintf(batch_json + batch_json_len, sizeof batch_json - batch_json_len,
                                       "%s\n  {\"alg\": \"%s\", \"how\": \"%s\", \"keys\": \"%s\", \"level\": \"%s\", "
                                       "\"mlen\": %d, \"batch\": %d, \"per_second\": %.0f}",
                                       first_batch ? "" : ",", alg, how, keys, level, BATCH_LEN, BATCH_N, rate);
    first_batch = 0;
}

/* Checks that every message opened (a bench of refusals would measure the wrong thing). */
static void batch_expect_all_open(const lwc_aead_t *a, const uint8_t *shared)
{
    if (lwc_batch_open(a, shared, bmsgs, BATCH_N, bverdicts) != 0) {
        fprintf(stderr, "host_bench: %s: a batch message did not open\n", a->name);
        exit(1);
    }
}

static void batch_section(const lwc_aead_t *a, const char *level)
{
    int wanted = n_filters == 0;
    for (int i = 0; i < n_filters; i++)
        wanted |= strstr(a->name, filters[i]) != NULL;
    if (!wanted)
        return;
    batch_messages(a, 0);
    batch_expect_all_open(a, key);
    batch_record(a->name, "one at a time", "shared", level, messages_per_second(open_one_at_a_time, a));
    if (strncmp(a->name, "tinyjambu", 9) == 0) {
        lwc_tinyjambu_key_init(&tj_cached, key, a->key_bytes);
        batch_record(a->name, "one at a time, cached key", "shared", level,
                     messages_per_second(open_one_at_a_time_cached, a));
    }
    batch_record(a->name, "batch", "shared", level, messages_per_second(open_batch, a));
    batch_messages(a, 1);
    batch_expect_all_open(a, NULL);
    batch_record(a->name, "one at a time", "own", level, messages_per_second(open_one_at_a_time, a));
    batch_record(a->name, "batch", "own", level, messages_per_second(open_batch, a));
    fflush(stdout);
}

static void cpu_facts(char *model, size_t model_size, char *flags, size_t flags_size)
{
    static const char *const wanted[] = {"sse4_1", "ssse3", "pclmulqdq", "aes", "avx", "avx2", "bmi2",
                                         "avx512f", "avx512vl", "avx512bw", "vaes", "vpclmulqdq", "sha_ni"};
    snprintf(model, model_size, "unknown");
    flags[0] = 0;
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f == NULL)
        return;
    char line[8192];
    int have_model = 0, have_flags = 0;
    while (fgets(line, sizeof line, f) && !(have_model && have_flags)) {
        char *v = strchr(line, ':');
        if (v == NULL)
            continue;
        v += 2;
        v[strcspn(v, "\n")] = 0;
        if (!have_model && strncmp(line, "model name", 10) == 0) {
            snprintf(model, model_size, "%s", v);
            have_model = 1;
        } else if (!have_flags && strncmp(line, "flags", 5) == 0) {
            size_t n = 0;
            for (size_t i = 0; i < sizeof wanted / sizeof wanted[0]; i++) {
                char pat[32];
                snprintf(pat, sizeof pat, " %s ", wanted[i]);
                char padded[8200];
                snprintf(padded, sizeof padded, " %s ", v);
                if (strstr(padded, pat))
                    n += (size_t)snprintf(flags + n, flags_size - n, "%s\"%s\"", n ? ", " : "", wanted[i]);
            }
            have_flags = 1;
        }
    }
    fclose(f);
}

int main(int argc, char **argv)
{
    n_filters = argc - 1;
    filters = argv + 1;
    for (size_t i = 0; i < sizeof in; i++)
        in[i] = (uint8_t)(i * 7 + 1);
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(i + 0x40);
    char model[256], flags[1024];
    cpu_facts(model, sizeof model, flags, sizeof flags);
    printf("{\"meta\": {\"cpu\": \"%s\", \"cpu_flags\": [%s], \"counter\": \"TSC (reference cycles at the TSC rate)\", "
           "\"compiler\": \"%s\", \"c_flags\": \"%s\", \"avx512_code\": %s, \"levels\": [",
           model, flags, __VERSION__, HOST_BENCH_C_FLAGS, AVX512_CODE);
    const int top = lwc_level_supported();
    for (int l = 0; l <= top; l++)
        printf("%s\"%s\"", l ? ", " : "", lwc_level_name(l));
    printf("], \"openssl\": \"%s\"},\n\"records\": [", OpenSSL_version(OPENSSL_VERSION));

    static const char *const aeads[] = {"tinyjambu-128", "romulus-n", "ascon-aead128"};
    static const char *const ciphers_ctr[] = {"lea-128", "present-80"};
    for (int l = 0; l <= top; l++) {
        lwc_set_level(l);
        const char *level = lwc_level_name(l);
        for (size_t i = 0; i < sizeof aeads / sizeof aeads[0]; i++) {
            const lwc_aead_t *a = aead_row(aeads[i]);
            if (a == NULL)
                continue;
            measure(a->name, "encrypt", level, aead_encrypt, a);
            aead_encrypt(a, 16);
            measure(a->name, "decrypt", level, aead_decrypt, a); /* a forgery past 16 bytes: same work */
            batch_section(a, level);
        }
        for (size_t i = 0; i < sizeof ciphers_ctr / sizeof ciphers_ctr[0]; i++) {
            const lwc_cipher_t *c = cipher_row(ciphers_ctr[i]);
            if (c == NULL)
                continue;
            c->set_key(&cipher_ctx, key);
            measure(c->name, "ctr", level, ctr_call, c);
            if (c->block_bytes == 16)
                measure(c->name, "gcm-encrypt", level, gcm_call, c);
        }
    }
    evp = EVP_CIPHER_CTX_new();
    measure("openssl-aes-128-gcm", "encrypt", "openssl", evp_aead, EVP_aes_128_gcm());
    measure("openssl-chacha20-poly1305", "encrypt", "openssl", evp_aead, EVP_chacha20_poly1305());
    int wanted = n_filters == 0;
    for (int i = 0; i < n_filters; i++)
        wanted |= strstr("openssl-aes-128-gcm", filters[i]) != NULL;
    if (wanted) {
        EVP_EncryptInit_ex(evp, EVP_aes_128_gcm(), NULL, key, NULL);
        for (size_t i = 0; i < BATCH_N; i++) {
            int n = 0;
            for (size_t j = 0; j < 12; j++)
                bnonces[i][j] = (uint8_t)(i + j * 13);
            EVP_EncryptInit_ex(evp, NULL, NULL, NULL, bnonces[i]);
            EVP_EncryptUpdate(evp, bct[i], &n, in + i, BATCH_LEN);
            EVP_EncryptFinal_ex(evp, bct[i] + n, &n);
            EVP_CIPHER_CTX_ctrl(evp, EVP_CTRL_AEAD_GET_TAG, 16, btags[i]);
        }
        EVP_DecryptInit_ex(evp, EVP_aes_128_gcm(), NULL, key, NULL);
        batch_record("openssl-aes-128-gcm", "one at a time, key schedule kept", "shared", "openssl",
                     messages_per_second(evp_open_one_at_a_time, NULL));
    }
    EVP_CIPHER_CTX_free(evp);
    printf("\n],\n\"messages\": [%s\n],\n\"batch\": [%s\n]}\n", messages, batch_json);
    return 0;
}
