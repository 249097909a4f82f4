/* Firmware (every target): every AEAD decryption authenticates and releases the same bytes, even when
 * its inputs change while it runs (another thread, or a DMA writing into the caller's buffer).
 *
 * Built against a test build of the library (LWC_TEST_HOOKS, src/common/test_hooks.h): the library
 * reports each read of an authenticated input (ciphertext, tag, nonce, associated data). For every
 * AEAD row (native API), its NIST API twin, and the TinyJAMBU cached-key and prepared decryption,
 * over several message / AD lengths:
 *  - read once: in a run with nothing changed, every byte of every input is reported read exactly
 *    once (a second read is a double fetch, a byte never reported a read the hooks do not see); a
 *    byte that only a backend core read (LWC_TEST_HOOK_INPUT_UNOBSERVED: an assembly core reports
 *    nothing of its own, so its reads can be neither counted nor interrupted) is neither a pass nor
 *    a failure: each case with such bytes prints a "not observed" line with their number;
 *  - changed after a read: for every report k and for the first, middle and last byte of each input
 *    (ciphertext, tag, nonce, AD), the byte is flipped right after report k. The decryption must then
 *    return LWC_ERR_AUTH with the output all zero, or LWC_OK with exactly the authentic plaintext
 *    (a byte flipped after its only read was never seen). Success with any other output is the
 *    double fetch this test exists for.
 * Buffers are separate (out of place): in place, the output is the input, and a byte changed after
 * the library wrote it is the caller changing its own plaintext.
 * Prints the first failures and "N passed, M failed"; exit 1 on a failure. */
#include <stdint.h>
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/nist.h"
#include "nist_aead_rows.h"
#include "target_print.h"

/* The hooks the test build of the library calls (src/common/test_hooks.h): defined here. */
void (*lwc_test_hook_input_read)(const void *ptr, size_t len) = NULL;
void (*lwc_test_hook_input_unobserved)(const void *ptr, size_t len) = NULL;

#define MAX_MSG 40
#define MAX_AD 20
#define MAX_TAG 16

static uint8_t g_key[32], g_nonce[16], g_ad[MAX_AD], g_m[MAX_MSG], g_ct[MAX_MSG + MAX_TAG], g_out[MAX_MSG];
/* The authentic inputs, restored before every run. */
static uint8_t g_nonce0[16], g_ad0[MAX_AD], g_ct0[MAX_MSG + MAX_TAG];

/* ---- the hook: count reports, count reads per input byte, flip one byte after report k ---------- */

enum { IN_CT, IN_NONCE, IN_AD, IN_COUNT };
static struct {
    const uint8_t *start;
    size_t len;
    uint8_t reads[MAX_MSG + MAX_TAG];
    uint8_t unobserved[MAX_MSG + MAX_TAG]; /* reads inside a backend core, which the hooks cannot see */
} g_in[IN_COUNT];
static unsigned g_reports, g_flip_at; /* flip after report g_flip_at (0: never) */
static uint8_t *g_flip;
static int g_counting;

/* Count a report over every input byte it covers, in reads or in unobserved. */
static void count_bytes(const void *p, size_t n, int unobserved)
{
    const uintptr_t a = (uintptr_t)p;
    for (int r = 0; r < IN_COUNT; r++) {
        const uintptr_t s = (uintptr_t)g_in[r].start;
        uint8_t *count = unobserved ? g_in[r].unobserved : g_in[r].reads;
        for (size_t i = 0; i < g_in[r].len; i++)
            if (s + i >= a && s + i - a < n && count[i] < 255)
                count[i]++;
    }
}

static void on_input_read(const void *p, size_t n)
{
    if (n == 0)
        return;
    g_reports++;
    if (g_counting)
        count_bytes(p, n, 0);
    if (g_reports == g_flip_at)
        *g_flip ^= 0x80u;
}

/* Bytes a backend core read where no report can be made (src/common/test_hooks.h): counted apart,
 * and no flip is made there (the core has finished with them). */
static void on_input_unobserved(const void *p, size_t n)
{
    if (n > 0 && g_counting)
        count_bytes(p, n, 1);
}

/* ---- the decryption paths ------------------------------------------------------------------------ */

enum path { NATIVE, NIST, TJ_CACHED_KEY, TJ_PREPARED };
static const char *const path_names[] = {"native", "NIST", "cached-key", "prepared"};

static lwc_tinyjambu_key g_tj_key;

/* One decryption of g_ct (ciphertext || tag) into g_out; returns its result (NIST: also checks the
 * returned length). The prepared state is made from g_nonce before the hook is armed: the nonce is
 * an input of lwc_tinyjambu_prepare, not of the decryption. */
static int decrypt(enum path p, const lwc_aead_t *a, const nist_aead_row *nr, size_t mlen, size_t adlen)
{
    lwc_tinyjambu_prepared prep;
    if (p == TJ_PREPARED)
        lwc_tinyjambu_prepare(&prep, &g_tj_key, g_nonce);
    int rc;
    lwc_test_hook_input_read = on_input_read;
    lwc_test_hook_input_unobserved = on_input_unobserved;
    switch (p) {
    case NATIVE:
        rc = a->decrypt(g_out, g_ct + mlen, g_key, g_nonce, g_ad, adlen, g_ct, mlen);
        break;
    case NIST: {
        unsigned long long out_len = 99;
        rc = nr->dec(g_out, &out_len, NULL, g_ct, mlen + a->tag_bytes, g_ad, adlen, g_nonce, g_key);
        if (out_len != (rc == LWC_OK ? mlen : 0))
            rc = 99; /* a wrong output length fails the check below */
        break;
    }
    case TJ_CACHED_KEY:
        rc = lwc_tinyjambu_key_decrypt(&g_tj_key, g_out, g_ct + mlen, g_nonce, g_ad, adlen, g_ct, mlen);
        break;
    default:
        rc = lwc_tinyjambu_prepared_decrypt(&prep, g_out, g_ct + mlen, g_ad, adlen, g_ct, mlen);
        break;
    }
    lwc_test_hook_input_read = NULL;
    lwc_test_hook_input_unobserved = NULL;
    lwc_wipe(&prep, sizeof prep);
    return rc;
}

static void restore_inputs(void)
{
    memcpy(g_nonce, g_nonce0, sizeof g_nonce);
    memcpy(g_ad, g_ad0, sizeof g_ad);
    memcpy(g_ct, g_ct0, sizeof g_ct);
    memset(g_out, 0xA5, sizeof g_out);
}

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/* One line for a failed case: what, which path and lengths, the first offending input byte. */
static void report_case(int ok, const char *what, uint32_t count, const lwc_aead_t *a, enum path p, size_t mlen,
                        size_t adlen, const char *first)
{
    if (target_check(ok, what, count) || target_check_failures() > 10)
        return;
    target_puts("  in ");
    target_puts(a->name);
    target_puts(" ");
    target_puts(path_names[p]);
    target_puts(" mlen ");
    target_put_u32((uint32_t)mlen);
    target_puts(" adlen ");
    target_put_u32((uint32_t)adlen);
    target_puts(", first: ");
    target_puts(first);
    target_puts("\n");
}

/* A line for the bytes a backend core read out of the hooks' sight: what the check could not see. */
static void note_unobserved(const lwc_aead_t *a, enum path p, size_t mlen, size_t adlen, uint32_t bytes)
{
    target_puts("not observed: ");
    target_puts(a->name);
    target_puts(" ");
    target_puts(path_names[p]);
    target_puts(" mlen ");
    target_put_u32((uint32_t)mlen);
    target_puts(" adlen ");
    target_put_u32((uint32_t)adlen);
    target_puts(": ");
    target_put_u32(bytes);
    target_puts(" input bytes read inside a backend core (when and how often: not seen by the hooks)\n");
}

static const char *const in_names[IN_COUNT] = {"ciphertext||tag", "nonce", "AD"};

/* "<input> byte <i>" (+ " after report <k>") into buf, for the report line. */
static const char *describe(char *buf, int r, size_t i, unsigned k)
{
    char *o = buf;
    for (const char *n = in_names[r]; *n; n++)
        *o++ = *n;
    const char *mid = " byte ";
    while (*mid)
        *o++ = *mid++;
    char digits[24];
    int nd = 0;
    uint32_t v = (uint32_t)i;
    do {
        digits[nd++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (nd > 0)
        *o++ = digits[--nd];
    if (k > 0) {
        const char *after = " flipped after report ";
        while (*after)
            *o++ = *after++;
        v = k;
        do {
            digits[nd++] = (char)('0' + v % 10);
            v /= 10;
        } while (v != 0);
        while (nd > 0)
            *o++ = digits[--nd];
    }
    *o = 0;
    return buf;
}

static void check_path(enum path p, const lwc_aead_t *a, const nist_aead_row *nr, size_t mlen, size_t adlen)
{
    const size_t tag = a->tag_bytes;
    char first[80] = "";
    /* The inputs: the ciphertext and tag as one buffer (NIST layout), the nonce unless the prepared
     * state already holds it, the AD. */
    g_in[IN_CT].start = g_ct;
    g_in[IN_CT].len = mlen + tag;
    g_in[IN_NONCE].start = g_nonce;
    g_in[IN_NONCE].len = p == TJ_PREPARED ? 0 : a->nonce_bytes;
    g_in[IN_AD].start = g_ad;
    g_in[IN_AD].len = adlen;

    /* Read once: every input byte reported exactly once in an undisturbed run. */
    restore_inputs();
    for (int r = 0; r < IN_COUNT; r++) {
        memset(g_in[r].reads, 0, sizeof g_in[r].reads);
        memset(g_in[r].unobserved, 0, sizeof g_in[r].unobserved);
    }
    g_reports = 0;
    g_flip_at = 0;
    g_counting = 1;
    int rc = decrypt(p, a, nr, mlen, adlen);
    g_counting = 0;
    const unsigned reports = g_reports;
    report_case(rc == LWC_OK && memcmp(g_out, g_m, mlen) == 0, "authentic decryption failed, rc", (uint32_t)-rc, a, p,
                mlen, adlen, "-");
    /* A byte is read once when one report covers it; a byte only a backend core read (one unobserved
     * report, no other) is not a failure, but not a pass either: counted and printed. */
    uint32_t bad_reads = 0, unobserved = 0;
    for (int r = 0; r < IN_COUNT; r++) {
        for (size_t i = 0; i < g_in[r].len; i++) {
            const unsigned seen = g_in[r].reads[i], unseen = g_in[r].unobserved[i];
            if (seen == 0 && unseen == 1)
                unobserved++;
            else if ((seen != 1 || unseen != 0) && bad_reads++ == 0)
                describe(first, r, i, 0);
        }
    }
    report_case(bad_reads == 0, "input bytes not read exactly once:", bad_reads, a, p, mlen, adlen, first);
    if (unobserved > 0)
        note_unobserved(a, p, mlen, adlen, unobserved);

    /* Changed after a read: flip a byte after each report. */
    uint32_t bad_flips = 0;
    for (unsigned k = 1; k <= reports; k++) {
        for (int r = 0; r < IN_COUNT; r++) {
            const size_t len = g_in[r].len;
            if (len == 0)
                continue;
            /* the first, middle and last byte; for the ciphertext||tag buffer also the last
             * ciphertext byte and the first tag byte */
            const size_t pos[5] = {0, len / 2, len - 1, mlen > 0 ? mlen - 1 : 0, mlen};
            const unsigned npos = r == IN_CT ? 5u : 3u;
            for (unsigned j = 0; j < npos; j++) {
                restore_inputs();
                g_reports = 0;
                g_flip_at = k;
                g_flip = (uint8_t *)g_in[r].start + pos[j];
                rc = decrypt(p, a, nr, mlen, adlen);
                const int ok = (rc == LWC_ERR_AUTH && all_zero(g_out, mlen)) ||
                               (rc == LWC_OK && memcmp(g_out, g_m, mlen) == 0);
                if (!ok && bad_flips++ == 0)
                    describe(first, r, pos[j], k);
            }
        }
    }
    report_case(bad_flips == 0, "flips neither rejected (output wiped) nor without effect:", bad_flips, a, p, mlen,
                adlen, first);
}

static const uint16_t lengths[][2] = {{0, 0}, {1, 0}, {16, 3}, {MAX_MSG, MAX_AD}};

static uint32_t rng = 0x9e3779b9u;
static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        rng ^= rng << 13;
        rng ^= rng >> 17;
        rng ^= rng << 5;
        p[i] = (uint8_t)rng;
    }
}

int main(void)
{
    for (size_t i = 0; i < lwc_aead_count; i++) {
        const lwc_aead_t *a = &lwc_aeads[i];
        const nist_aead_row *nr = nist_aead_row_find(a->name);
        target_check(nr != NULL, "AEAD row without a NIST twin", (uint32_t)i);
        const int tinyjambu = strncmp(a->name, "tinyjambu", 9) == 0;
        for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
            const size_t mlen = lengths[l][0], adlen = lengths[l][1];
            fill(g_key, sizeof g_key);
            fill(g_nonce0, sizeof g_nonce0);
            fill(g_ad0, sizeof g_ad0);
            fill(g_m, sizeof g_m);
            memset(g_ct0, 0, sizeof g_ct0);
            int rc = a->encrypt(g_ct0, g_ct0 + mlen, g_key, g_nonce0, g_ad0, adlen, g_m, mlen);
            target_check(rc == LWC_OK, "encrypt", (uint32_t)mlen);
            if (tinyjambu)
                lwc_tinyjambu_key_init(&g_tj_key, g_key, a->key_bytes);
            for (int p = NATIVE; p <= TJ_PREPARED; p++) {
                if ((p == NIST && nr == NULL) || (p >= TJ_CACHED_KEY && !tinyjambu))
                    continue;
                /* The NIST twin and the TinyJAMBU paths at the longest length only. */
                if (p != NATIVE && l + 1 != sizeof lengths / sizeof lengths[0])
                    continue;
                check_path((enum path)p, a, nr, mlen, adlen);
            }
        }
    }
    target_check_exit();
}
