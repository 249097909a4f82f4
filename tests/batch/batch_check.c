/* The batch calls (include/lwc/batch.h) against the one-message calls of every AEAD row, at the
 * level the process runs at (ctest runs this once per level of the CPU, LWC_LEVEL forced):
 *  - random batches of 1 to 150 messages with lengths drawn from a small set (so that equal lengths
 *    meet and the lane kernels take groups, partial and whole words and blocks), a shared key or a
 *    key per message or a mix, in place or not; sealed, then opened with some messages forged (a bit
 *    of the tag, text, nonce or AD changed): each verdict, each ciphertext, tag and plaintext is the
 *    one-message call's, a forged message's output is wiped;
 *  - the errors: NULL arguments, n = 0, verdicts over msgs, a message without key or nonce (its
 *    verdict LWC_ERR_NULL, the rest processed), two messages of one group writing to one buffer
 *    (LWC_ERR_OVERLAP for the one whose output overlaps, the rest processed);
 *  - where the row takes groups at this level: groups of messages whose buffers lie at random places in
 *    one small arena, so that outputs and other members' buffers often overlap: the messages refused
 *    with LWC_ERR_OVERLAP must be exactly those the rule of lwc/batch.h names (an output overlapping
 *    another member's output or input), found here by comparing every pair.
 * Exit 0 when everything matches. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lwc/batch.h"
#include "lwc/host.h"
#include "lwc/lwc.h"
#include "lwc/masked.h"

#define MAX_N 150
#define MAX_LEN 80
#define MAX_AD 48

static unsigned failures, checks;
static uint64_t rng = 0x9E3779B97F4A7C15ull;

static uint32_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

static void fill(uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)rnd();
}

static void check(int ok, const char *alg, const char *what, size_t i)
{
    checks++;
    if (!ok && failures++ < 20)
        printf("FAIL %s: %s (message %zu)\n", alg, what, i);
}

static const size_t text_lengths[] = {0, 1, 3, 4, 5, 8, 15, 16, 17, 31, 32, 33, 64, 80};
static const size_t ad_lengths[] = {0, 1, 4, 7, 9, 16, 20, 32, 40, 48};

typedef struct {
    uint8_t key[32], nonce[16], ad[MAX_AD], m[MAX_LEN], c[MAX_LEN], tag[16], back[MAX_LEN + 1];
    uint8_t want_c[MAX_LEN], want_tag[16];
    int forged;
} message;

static message box[MAX_N];
static lwc_batch_msg msgs[MAX_N];
static int verdicts[MAX_N];

static void random_batch(const lwc_aead_t *a, uint32_t round)
{
    uint8_t shared[32];
    fill(shared, sizeof shared);
    const size_t n = 1 + rnd() % MAX_N;
    const unsigned key_mode = round % 3; /* 0: all shared, 1: all own, 2: mixed */
    const size_t len_choices = 1 + rnd() % (sizeof text_lengths / sizeof text_lengths[0]);
    const size_t ad_choices = 1 + rnd() % (sizeof ad_lengths / sizeof ad_lengths[0]);
    const int in_place = (round / 3) % 2;
    for (size_t i = 0; i < n; i++) {
        message *x = &box[i];
        fill(x->key, sizeof x->key);
        fill(x->nonce, sizeof x->nonce);
        fill(x->ad, sizeof x->ad);
        fill(x->m, sizeof x->m);
        const int own = key_mode == 1 || (key_mode == 2 && rnd() % 2);
        lwc_batch_msg *m = &msgs[i];
        m->key = own ? x->key : NULL;
        m->nonce = x->nonce;
        m->ad_len = ad_lengths[rnd() % ad_choices];
        m->ad = m->ad_len ? x->ad : NULL;
        m->len = text_lengths[rnd() % len_choices];
        if (in_place)
            memcpy(x->c, x->m, m->len);
        m->in = in_place ? x->c : x->m;
        m->out = x->c;
        m->tag = x->tag;
        int rc = a->encrypt(x->want_c, x->want_tag, own ? x->key : shared, x->nonce, m->ad, m->ad_len, x->m, m->len);
        check(rc == LWC_OK, a->name, "one-message encrypt", i);
    }
    int failed = lwc_batch_seal(a, shared, msgs, n, verdicts);
    check(failed == 0, a->name, "seal: failures", 0);
    for (size_t i = 0; i < n; i++) {
        message *x = &box[i];
        check(verdicts[i] == LWC_OK, a->name, "seal verdict", i);
        check(memcmp(x->c, x->want_c, msgs[i].len) == 0, a->name, "ciphertext", i);
        check(memcmp(x->tag, x->want_tag, a->tag_bytes) == 0, a->name, "tag", i);
    }
    /* open: some forged */
    size_t n_forged = 0;
    for (size_t i = 0; i < n; i++) {
        message *x = &box[i];
        lwc_batch_msg *m = &msgs[i];
        x->forged = rnd() % 4 == 0;
        if (x->forged) {
            const unsigned what = rnd() % 4;
            if (what == 0 || (what == 1 && m->len == 0) || (what == 3 && m->ad_len == 0))
                x->tag[rnd() % a->tag_bytes] ^= (uint8_t)(1u << (rnd() % 8));
            else if (what == 1)
                x->c[rnd() % m->len] ^= (uint8_t)(1u << (rnd() % 8));
            else if (what == 2)
                x->nonce[rnd() % a->nonce_bytes] ^= 1;
            else
                x->ad[rnd() % m->ad_len] ^= 0x80;
            n_forged++;
        }
        memset(x->back, 0xA5, sizeof x->back);
        m->in = x->c;
        m->out = in_place ? x->c : x->back;
    }
    failed = lwc_batch_open(a, shared, msgs, n, verdicts);
    check((size_t)failed == n_forged, a->name, "open: count of failures", n_forged);
    for (size_t i = 0; i < n; i++) {
        message *x = &box[i];
        const lwc_batch_msg *m = &msgs[i];
        uint8_t *got = in_place ? x->c : x->back;
        if (x->forged) {
            int zero = 1;
            for (size_t j = 0; j < m->len; j++)
                zero &= got[j] == 0;
            check(verdicts[i] == LWC_ERR_AUTH, a->name, "forged message accepted", i);
            check(zero, a->name, "forged message's output not wiped", i);
        } else {
            check(verdicts[i] == LWC_OK, a->name, "authentic message refused", i);
            check(memcmp(got, x->m, m->len) == 0, a->name, "plaintext", i);
        }
        if (!in_place)
            check(got[m->len] == 0xA5, a->name, "wrote past the output", i);
    }
}

static void errors(const lwc_aead_t *a)
{
    uint8_t key[32] = {1}, nonce[16] = {2}, data[4][32], tags[4][16];
    lwc_batch_msg m[4];
    int v[4];
    for (unsigned i = 0; i < 4; i++)
        m[i] = (lwc_batch_msg){NULL, nonce, NULL, 0, data[i], 16, data[i], tags[i]};
    check(lwc_batch_seal(NULL, key, m, 4, v) == LWC_ERR_NULL, a->name, "NULL row", 0);
    check(lwc_batch_seal(a, key, NULL, 4, v) == LWC_ERR_NULL, a->name, "NULL msgs", 0);
    check(lwc_batch_open(a, key, m, 4, NULL) == LWC_ERR_NULL, a->name, "NULL verdicts", 0);
    check(lwc_batch_open(a, key, m, 0, v) == LWC_ERR_LENGTH, a->name, "n = 0", 0);
    check(lwc_batch_seal(a, key, m, 4, (int *)(void *)m) == LWC_ERR_OVERLAP, a->name, "verdicts over msgs", 0);
    /* one message without nonce, one without key (no shared key): refused, the others sealed */
    m[1].nonce = NULL;
    m[2].key = NULL;
    m[0].key = m[3].key = key;
    v[0] = v[1] = v[2] = v[3] = 99;
    check(lwc_batch_seal(a, NULL, m, 4, v) == 2, a->name, "count of refused messages", 0);
    check(v[0] == LWC_OK && v[1] == LWC_ERR_NULL && v[2] == LWC_ERR_NULL && v[3] == LWC_OK, a->name,
          "verdicts of messages without nonce or key", 0);
    /* message 1 writes into message 0's input (same lengths: one group where the row has lanes) */
    for (unsigned i = 0; i < 4; i++)
        m[i] = (lwc_batch_msg){NULL, nonce, NULL, 0, data[i], 16, data[i], tags[i]};
    uint8_t other[16];
    m[0].out = other;
    m[1].out = data[0] + 8;
    const int failed = lwc_batch_seal(a, key, m, 4, v);
    /* where the messages run one by one (no lanes for the row or level) the overlap is the caller's
     * error that nothing detects; in a group it is refused */
    check(failed == 0 || (failed == 1 && v[1] == LWC_ERR_OVERLAP), a->name, "overlap across messages", 1);
    check(v[2] == LWC_OK && v[3] == LWC_OK, a->name, "the others sealed despite the overlap", 2);
}

static int spans_overlap(size_t s1, size_t n1, size_t s2, size_t n2)
{
    return n1 > 0 && n2 > 0 && s1 < s2 + n2 && s2 < s1 + n1;
}

/* Whether the row takes equal-length messages as a group at this level: message 1 writing into
 * message 0's input is refused only then. */
static int row_groups(const lwc_aead_t *a)
{
    uint8_t key[32] = {3}, nonce[16] = {4}, data[2][32], tags[2][16], other[16];
    lwc_batch_msg m[2] = {{NULL, nonce, NULL, 0, data[0], 16, other, tags[0]},
                          {NULL, nonce, NULL, 0, data[1], 16, data[0] + 8, tags[1]}};
    int v[2];
    memset(data, 0, sizeof data);
    lwc_batch_seal(a, key, m, 2, v);
    return v[1] == LWC_ERR_OVERLAP;
}

/* The rows include/lwc/batch.h says take groups: at avx2 on x86-64, outside a protected build. */
static int documented_lanes(const lwc_aead_t *a)
{
#if defined(__x86_64__)
    for (size_t r = 0; r < lwc_aead_count; r++)
        if (lwc_aead_protected(lwc_aeads[r].name))
            return 0; /* a protected build: no lanes */
    static const char *const names[] = {"tinyjambu-128", "tinyjambu-192", "tinyjambu-256", "ascon-aead128", "romulus-n"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(a->name, names[i]) == 0)
            return lwc_level() >= LWC_LEVEL_AVX2;
#else
    (void)a;
#endif
    return 0;
}

/* One group (n messages of equal lengths, n no more than any row's lanes) in an arena of ARENA bytes,
 * each buffer at a random offset, but never over its own message's outputs (each message keeps the
 * one-message rules): the members refused with LWC_ERR_OVERLAP must be those of the overlapping pairs. */
#define ARENA 600
static void random_conflicts(const lwc_aead_t *a, unsigned n, unsigned decrypt)
{
    static uint8_t arena[ARENA];
    enum { KEY, NONCE, AD, IN, TAG, OUT, N_BUF };
    size_t at[MAX_N][N_BUF], len[N_BUF];
    const size_t mlen = 16, ad_len = 4;
    len[KEY] = a->key_bytes, len[NONCE] = a->nonce_bytes, len[AD] = ad_len, len[IN] = mlen, len[TAG] = a->tag_bytes;
    len[OUT] = mlen;
    const int own_keys = rnd() % 2;
    uint8_t shared[32];
    fill(shared, sizeof shared);
    fill(arena, sizeof arena);
    for (unsigned i = 0; i < n; i++) {
        at[i][OUT] = rnd() % (ARENA - mlen);
        do /* sealing writes the tag too: apart from out */
            at[i][TAG] = rnd() % (ARENA - len[TAG]);
        while (spans_overlap(at[i][TAG], len[TAG], at[i][OUT], mlen));
        for (unsigned r = KEY; r <= IN; r++)
            do
                at[i][r] = rnd() % (ARENA - len[r]);
            while (spans_overlap(at[i][r], len[r], at[i][OUT], mlen) ||
                   (!decrypt && spans_overlap(at[i][r], len[r], at[i][TAG], len[TAG])));
        msgs[i] = (lwc_batch_msg){own_keys ? arena + at[i][KEY] : NULL, arena + at[i][NONCE], arena + at[i][AD], ad_len,
                                  arena + at[i][IN], mlen, arena + at[i][OUT], arena + at[i][TAG]};
    }
    unsigned want[MAX_N] = {0};
    for (unsigned p = 0; p < n; p++)
        for (unsigned q = 0; q < n; q++) {
            if (p == q)
                continue;
            for (unsigned w = decrypt ? OUT : TAG; w <= OUT; w++) { /* p's outputs */
                for (unsigned r = KEY; r <= OUT; r++) {          /* q's buffers */
                    if (r == KEY && !own_keys)
                        continue; /* the shared key, outside the arena */
                    const unsigned hit = (unsigned)spans_overlap(at[p][w], len[w], at[q][r], len[r]);
                    want[p] |= hit;
                    if (r == OUT || (r == TAG && !decrypt)) /* two outputs: both refused */
                        want[q] |= hit;
                }
            }
        }
    if (decrypt)
        lwc_batch_open(a, shared, msgs, n, verdicts);
    else
        lwc_batch_seal(a, shared, msgs, n, verdicts);
    for (unsigned i = 0; i < n; i++)
        check((verdicts[i] == LWC_ERR_OVERLAP) == (want[i] != 0), a->name,
              decrypt ? "refused for an overlap in its group (open)" : "refused for an overlap in its group (seal)", i);
}

int main(int argc, char **argv)
{
    unsigned rounds = argc > 1 ? (unsigned)atoi(argv[1]) : 24;
    for (size_t r = 0; r < lwc_aead_count; r++) {
        const lwc_aead_t *a = &lwc_aeads[r];
        for (uint32_t round = 0; round < rounds; round++)
            random_batch(a, round);
        errors(a);
        const int groups = row_groups(a);
        check(groups || !documented_lanes(a), a->name, "equal-length messages taken as a group", 0);
        if (groups) /* the lane rows take 8 or 16 messages per group */
            for (uint32_t round = 0; round < 40 * rounds; round++)
                random_conflicts(a, 2 + rnd() % 7, round % 2);
    }
    printf("batch check at level %s: %u rows, %u checks, %u failures\n", lwc_level_name(lwc_level()),
           (unsigned)lwc_aead_count, checks, failures);
    return failures != 0;
}
