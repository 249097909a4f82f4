/* The batch calls of include/lwc/batch.h: n independent messages of one AEAD row. Every row has the
 * portable loop (the row's one-message functions, in index order). What a row adds comes from its
 * rows file's LWC_BATCH_ROW (src/common/rows.h): a prepared key, set up once for a shared key and used
 * by every message under it; a lane kernel (src/common/batch_lanes.h): where the build has one, messages
 * of equal AD and text lengths within LWC_BATCH_WINDOW consecutive messages are grouped, one message
 * per lane, and a kernel below its level declines the group to the loop. The tag check and the release
 * of every group are the one-message code's (aead_args.h). */
#include "lwc/batch.h"

#include "aead_args.h"
#include "batch_lanes.h"
#include "lwc/host.h"
#include "rows.h" /* the rows' preamble: their prepared-key calls and lane kernels */

/* No lanes in a protected build (LWC_PROTECTED): every message through its row, masked where the row
 * is. */
#if defined(LWC_PROTECTED) && LWC_PROTECTED
#define BATCH_LANES_ALLOWED 0
#else
#define BATCH_LANES_ALLOWED 1
#endif

/* A message whose checks passed and that is not processed yet (never an LWC_* code, all <= 0). */
#define BATCH_PENDING 1

/* What the batch calls use of a row (its LWC_BATCH_ROW). */
typedef struct {
    lwc_aead_encrypt_fn encrypt; /* the row's, which names it */
    int (*prepare)(void *prepared, const uint8_t *key);
    int (*seal)(const void *prepared, uint8_t *c, uint8_t *tag, const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                const uint8_t *m, size_t m_len);
    int (*open)(const void *prepared, uint8_t *m, const uint8_t *tag, const uint8_t *nonce, const uint8_t *ad,
                size_t ad_len, const uint8_t *c, size_t c_len);
    unsigned lanes;              /* messages per kernel call; 1: no kernel */
    batch_lanes_fn kernel;       /* NULL: none in this build */
    int level;                   /* the lwc_level() the kernel needs */
} batch_row;

/* The passes over the rows files read only LWC_BATCH_ROW. */
#define LWC_AEAD_ROW LWC_ROWS_IGNORE
#define LWC_HASH_ROW LWC_ROWS_IGNORE
#define LWC_CIPHER_ROW LWC_ROWS_IGNORE
#define LWC_XOF_ROW LWC_ROWS_IGNORE
#define LWC_NIST_AEAD LWC_ROWS_IGNORE
#define LWC_NIST_HASH LWC_ROWS_IGNORE
#undef LWC_BATCH_ROW
#if BATCH_LANES_ALLOWED
#define LWC_BATCH_ROW(encrypt, type, prepare, seal, open, lanes, kernel, level) \
    {encrypt, prepare, seal, open, lanes, kernel, level},
#else /* (no kernel named: a protected build leaves TinyJAMBU's out, src/tinyjambu/x86_64) */
#define LWC_BATCH_ROW(encrypt, type, prepare, seal, open, lanes, kernel, level) {encrypt, prepare, seal, open, 1, NULL, 0},
#endif
static const batch_row batch_rows[] = {
#include "lwc/primitives.h" /* a rows pass */
    {NULL, NULL, NULL, NULL, 1, NULL, 0}};

/* Room for any row's prepared key. */
#undef LWC_BATCH_ROW
#define LWC_BATCH_ROW(encrypt, type, ...) type encrypt##_prepared;
typedef union {
    uint8_t none; /* (first: what {0} initializes) */
#include "lwc/primitives.h" /* a rows pass */
} batch_prepared;

typedef struct {
    const lwc_aead_t *a;
    const batch_row *row; /* NULL: the row has no LWC_BATCH_ROW */
    const uint8_t *shared_key;
    unsigned decrypt;
    int cached; /* 1: prepared holds the shared key */
    batch_prepared prepared;
} batch_ctx;

static const batch_row *find_batch_row(const lwc_aead_t *a)
{
    for (size_t i = 0; batch_rows[i].encrypt != NULL; i++)
        if (batch_rows[i].encrypt == a->encrypt)
            return &batch_rows[i];
    return NULL;
}

static const uint8_t *msg_key(const batch_ctx *b, const lwc_batch_msg *m)
{
    return m->key != NULL ? m->key : b->shared_key;
}

/* One message through the row's own code (its prepared-key calls under a cached shared key). */
static int run_one(const batch_ctx *b, const lwc_batch_msg *m)
{
    const lwc_aead_t *a = b->a;
    if (b->cached && m->key == NULL)
        return b->decrypt ? b->row->open(&b->prepared, m->out, m->tag, m->nonce, m->ad, m->ad_len, m->in, m->len)
                          : b->row->seal(&b->prepared, m->out, m->tag, m->nonce, m->ad, m->ad_len, m->in, m->len);
    const uint8_t *key = msg_key(b, m);
    return b->decrypt ? a->decrypt(m->out, m->tag, key, m->nonce, m->ad, m->ad_len, m->in, m->len)
                      : a->encrypt(m->out, m->tag, key, m->nonce, m->ad, m->ad_len, m->in, m->len);
}

/* The members of a group (m[0..k-1]) whose outputs touch a buffer of another member, as a bit mask:
 * outputs that overlap each other (both members), and an output that overlaps an input of another
 * member (key, nonce, AD, text; the tag when opening). Inputs that miss the span of all outputs are
 * settled by one test each (the usual layout). The outputs are sorted by address: when no two of them
 * overlap (the usual case), an input inside the span is compared only with the outputs from the first
 * one ending after its start (found by bisection) to the last one starting before its end; otherwise
 * every output is compared with every output and input. Addresses compared as integers, as
 * aead_args.h does. */
static unsigned group_conflicts(const batch_ctx *b, const lwc_batch_msg *const m[], unsigned k)
{
    const lwc_aead_t *a = b->a;
    uintptr_t os[2 * BATCH_LANES_MAX], oe[2 * BATCH_LANES_MAX], lo = UINTPTR_MAX, hi = 0;
    unsigned owner[2 * BATCH_LANES_MAX], order[2 * BATCH_LANES_MAX], no = 0, bad = 0;
    for (unsigned p = 0; p < k; p++) {
        if (m[p]->len > 0) {
            os[no] = (uintptr_t)m[p]->out;
            oe[no] = os[no] + m[p]->len;
            owner[no++] = p;
        }
        if (!b->decrypt) {
            os[no] = (uintptr_t)m[p]->tag;
            oe[no] = os[no] + a->tag_bytes;
            owner[no++] = p;
        }
    }
    for (unsigned i = 0; i < no; i++) { /* insertion sort by start (the outputs are usually in order) */
        unsigned j = i;
        for (; j > 0 && os[order[j - 1]] > os[i]; j--)
            order[j] = order[j - 1];
        order[j] = i;
        lo = os[i] < lo ? os[i] : lo;
        hi = oe[i] > hi ? oe[i] : hi;
    }
    unsigned disjoint = 1; /* sorted by start: disjoint when each ends by the next one's start */
    for (unsigned i = 1; i < no && disjoint; i++)
        disjoint = oe[order[i - 1]] <= os[order[i]];
    if (!disjoint)
        for (unsigned i = 0; i < no; i++)
            for (unsigned j = 0; j < i; j++)
                if (owner[i] != owner[j] && os[i] < oe[j] && os[j] < oe[i])
                    bad |= 1u << owner[i] | 1u << owner[j];
    for (unsigned q = 0; q < k; q++) {
        const uint8_t *const starts[5] = {msg_key(b, m[q]), m[q]->nonce, m[q]->ad, m[q]->in, m[q]->tag};
        const size_t lens[5] = {a->key_bytes, a->nonce_bytes, m[q]->ad_len, m[q]->len, b->decrypt ? a->tag_bytes : 0};
        for (unsigned r = 0; r < 5; r++) {
            const uintptr_t s = (uintptr_t)starts[r], e = s + lens[r];
            if (lens[r] == 0 || e <= lo || s >= hi)
                continue;
            unsigned first = 0;
            if (disjoint) { /* the ends are sorted too: the first output ending after s */
                unsigned last = no;
                while (first < last) {
                    const unsigned mid = (first + last) / 2;
                    if (oe[order[mid]] <= s)
                        first = mid + 1;
                    else
                        last = mid;
                }
            }
            for (unsigned j = first; j < no; j++) {
                const unsigned i = order[j];
                if (disjoint && os[i] >= e)
                    break;
                if (owner[i] != q && os[i] < e && s < oe[i])
                    bad |= 1u << owner[i];
            }
        }
    }
    return bad;
}

/* Group message i with the pending messages after it that share its lengths (and, with a cached
 * shared key, its use of the shared key), at most `lanes`, within the window; members whose
 * outputs touch another member's buffers get LWC_ERR_OVERLAP and leave the group. Returns the count. */
static unsigned gather(const batch_ctx *b, const lwc_batch_msg *msgs, size_t n, int *verdicts, size_t i,
                       unsigned lanes, size_t idx[BATCH_LANES_MAX])
{
    const lwc_batch_msg *first = &msgs[i];
    unsigned count = 0;
    idx[count++] = i;
    for (size_t j = i + 1; j < n && j - i < LWC_BATCH_WINDOW && count < lanes; j++) {
        const lwc_batch_msg *m = &msgs[j];
        if (verdicts[j] == BATCH_PENDING && m->len == first->len && m->ad_len == first->ad_len &&
            (!b->cached || (m->key == NULL) == (first->key == NULL)))
            idx[count++] = j;
    }
    if (count < 2)
        return count;
    const lwc_batch_msg *members[BATCH_LANES_MAX];
    for (unsigned p = 0; p < count; p++)
        members[p] = &msgs[idx[p]];
    const unsigned bad = group_conflicts(b, members, count);
    if (bad == 0)
        return count;
    unsigned kept = 0;
    for (unsigned p = 0; p < count; p++) {
        if (bad >> p & 1)
            verdicts[idx[p]] = LWC_ERR_OVERLAP;
        else
            idx[kept++] = idx[p];
    }
    return kept;
}

/* The group idx[0..count-1] through the row's lane kernel; 0 when the kernel declined (level). */
static int run_lanes(const batch_ctx *b, const lwc_batch_msg *msgs, int *verdicts, const size_t *idx, unsigned count)
{
    batch_lane_group g;
    uint8_t computed[BATCH_LANES_MAX][16]; /* decryption: the tags the kernel computed */
    g.n = count;
    g.decrypt = b->decrypt;
    g.ad_len = msgs[idx[0]].ad_len;
    g.len = msgs[idx[0]].len;
    g.key_bytes = b->a->key_bytes;
    for (unsigned l = 0; l < count; l++) {
        const lwc_batch_msg *m = &msgs[idx[l]];
        g.key[l] = msg_key(b, m);
        g.nonce[l] = m->nonce;
        g.ad[l] = m->ad;
        g.in[l] = m->in;
        g.out[l] = m->out;
        g.tag[l] = b->decrypt ? computed[l] : m->tag;
    }
    if (!b->row->kernel(&g, b->cached && msgs[idx[0]].key == NULL ? &b->prepared : NULL))
        return 0;
    for (unsigned l = 0; l < count; l++) {
        const lwc_batch_msg *m = &msgs[idx[l]];
        verdicts[idx[l]] =
            b->decrypt ? lwc_aead_check_tag(computed[l], m->tag, b->a->tag_bytes, m->out, m->len) : LWC_OK;
    }
    lwc_wipe(computed, sizeof computed);
    return 1;
}

static int batch_run(const lwc_aead_t *a, const uint8_t *shared_key, const lwc_batch_msg *msgs, size_t n,
                     int *verdicts, unsigned decrypt)
{
    if (a == NULL || msgs == NULL || verdicts == NULL)
        return LWC_ERR_NULL;
    if (n == 0 || n > (size_t)LWC_BATCH_MAX || n > SIZE_MAX / sizeof *msgs)
        return LWC_ERR_LENGTH;
    if (lwc_overlaps(verdicts, n * sizeof *verdicts, msgs, n * sizeof *msgs))
        return LWC_ERR_OVERLAP;
    batch_ctx b = {a, find_batch_row(a), shared_key, decrypt, 0, {0}};
    for (size_t i = 0; i < n; i++) {
        const lwc_batch_msg *m = &msgs[i];
        const uint8_t *key = msg_key(&b, m);
        /* the one-message rules; the tag is read (open) or written (seal) at the row's length */
        int rc = lwc_aead_check_args(m->out, m->tag, key, m->nonce, m->ad, m->ad_len, m->in, m->len);
        verdicts[i] = rc == LWC_OK ? BATCH_PENDING : rc;
    }
    if (b.row != NULL && shared_key != NULL)
        b.cached = b.row->prepare(&b.prepared, shared_key) == LWC_OK;
    const unsigned lanes = !BATCH_LANES_ALLOWED || b.row == NULL || b.row->kernel == NULL || lwc_level() < b.row->level ? 1
                           : b.row->lanes < BATCH_LANES_MAX       ? b.row->lanes
                                                                  : BATCH_LANES_MAX;
    for (size_t i = 0; i < n; i++) {
        if (verdicts[i] != BATCH_PENDING)
            continue;
        if (lanes >= 2) {
            size_t idx[BATCH_LANES_MAX];
            const unsigned count = gather(&b, msgs, n, verdicts, i, lanes, idx);
            if (count >= 2 && run_lanes(&b, msgs, verdicts, idx, count))
                continue;
            if (verdicts[i] != BATCH_PENDING)
                continue; /* refused by the group's overlap check */
        }
        verdicts[i] = run_one(&b, &msgs[i]);
    }
    lwc_wipe(&b.prepared, sizeof b.prepared);
    int failed = 0;
    for (size_t i = 0; i < n; i++)
        failed += verdicts[i] != LWC_OK;
    return failed;
}

int lwc_batch_seal(const lwc_aead_t *aead, const uint8_t *shared_key, const lwc_batch_msg *msgs, size_t n,
                   int *verdicts)
{
    return batch_run(aead, shared_key, msgs, n, verdicts, 0);
}

int lwc_batch_open(const lwc_aead_t *aead, const uint8_t *shared_key, const lwc_batch_msg *msgs, size_t n,
                   int *verdicts)
{
    return batch_run(aead, shared_key, msgs, n, verdicts, 1);
}
