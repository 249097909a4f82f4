/* The batch calls of include/lwc/batch.h: n independent messages of one AEAD row. Every row has the
 * portable loop (the row's one-message functions, in index order; a TinyJAMBU row with a shared key
 * runs the key setup once for the call, lwc_tinyjambu_key_*). Where a lane kernel exists for the row
 * and lwc_level() has it (src/common/batch_lanes.h), messages of equal AD and text lengths within
 * LWC_BATCH_WINDOW consecutive messages are grouped, one message per lane; the tag check and the
 * release of every group are the one-message code's (aead_args.h). */
#include "lwc/batch.h"

#include "aead_args.h"
#include "batch_lanes.h"
#include "lwc/host.h"

/* Lane kernels in this build: x86-64 dispatch and a primitive that has one (LWC_NO_<PRIMITIVE>); none
 * in a protected build (LWC_PROTECTED: every message through its row, masked where the row is). */
#if defined(LWC_DISPATCH_X86_64) && !(defined(LWC_PROTECTED) && LWC_PROTECTED) && \
    (!defined(LWC_NO_TINYJAMBU) || !defined(LWC_NO_ASCON) || !defined(LWC_NO_ROMULUS))
#define BATCH_HAVE_LANES 1
#endif

/* A message whose checks passed and that is not processed yet (never an LWC_* code, all <= 0). */
#define BATCH_PENDING 1

/* The lane kernel a row has: none, TinyJAMBU (its key words), Ascon-AEAD128 or Romulus-N. */
typedef enum { LANES_NONE, LANES_TINYJAMBU, LANES_ASCON, LANES_ROMULUS_N } lanes_kind;

typedef struct {
    const lwc_aead_t *a;
    const uint8_t *shared_key;
    unsigned decrypt;
    unsigned tj_words;          /* TinyJAMBU: 4, 6 or 8; 0 for other rows */
    int tj_cached;              /* 1: tj holds the shared key's setup */
    lwc_tinyjambu_key tj;
} batch_ctx;

static unsigned tinyjambu_words(const lwc_aead_t *a)
{
#if !defined(LWC_NO_TINYJAMBU)
    if (a->encrypt == lwc_tinyjambu128_encrypt)
        return 4;
    if (a->encrypt == lwc_tinyjambu192_encrypt)
        return 6;
    if (a->encrypt == lwc_tinyjambu256_encrypt)
        return 8;
#else
    (void)a;
#endif
    return 0;
}

static const uint8_t *msg_key(const batch_ctx *b, const lwc_batch_msg *m)
{
    return m->key != NULL ? m->key : b->shared_key;
}

/* One message through the row's own code. */
static int run_one(batch_ctx *b, const lwc_batch_msg *m)
{
    const lwc_aead_t *a = b->a;
#if !defined(LWC_NO_TINYJAMBU)
    if (b->tj_cached && m->key == NULL)
        return b->decrypt ? lwc_tinyjambu_key_decrypt(&b->tj, m->out, m->tag, m->nonce, m->ad, m->ad_len, m->in, m->len)
                          : lwc_tinyjambu_key_encrypt(&b->tj, m->out, m->tag, m->nonce, m->ad, m->ad_len, m->in, m->len);
#endif
    const uint8_t *key = msg_key(b, m);
    return b->decrypt ? a->decrypt(m->out, m->tag, key, m->nonce, m->ad, m->ad_len, m->in, m->len)
                      : a->encrypt(m->out, m->tag, key, m->nonce, m->ad, m->ad_len, m->in, m->len);
}

#if defined(BATCH_HAVE_LANES)

/* The members of a group (m[0..k-1]) whose outputs touch a buffer of another member, as a bit mask:
 * outputs that overlap each other (both members), and an output that overlaps an input of another
 * member (key, nonce, AD, text; the tag when opening). Inputs that miss the span of all outputs are
 * settled by one test each (the usual layout); the others against each output. Addresses compared as
 * integers, as aead_args.h does. */
static unsigned group_conflicts(const batch_ctx *b, const lwc_batch_msg *const m[], unsigned k)
{
    const lwc_aead_t *a = b->a;
    uintptr_t os[2 * BATCH_LANES_MAX], oe[2 * BATCH_LANES_MAX], lo = UINTPTR_MAX, hi = 0;
    unsigned owner[2 * BATCH_LANES_MAX], no = 0, bad = 0;
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
    for (unsigned i = 0; i < no; i++) {
        lo = os[i] < lo ? os[i] : lo;
        hi = oe[i] > hi ? oe[i] : hi;
        for (unsigned j = 0; j < i; j++)
            if (owner[i] != owner[j] && os[i] < oe[j] && os[j] < oe[i])
                bad |= 1u << owner[i] | 1u << owner[j];
    }
    for (unsigned q = 0; q < k; q++) {
        const uint8_t *const starts[5] = {msg_key(b, m[q]), m[q]->nonce, m[q]->ad, m[q]->in, m[q]->tag};
        const size_t lens[5] = {a->key_bytes, a->nonce_bytes, m[q]->ad_len, m[q]->len, b->decrypt ? a->tag_bytes : 0};
        for (unsigned r = 0; r < 5; r++) {
            const uintptr_t s = (uintptr_t)starts[r], e = s + lens[r];
            if (lens[r] == 0 || e <= lo || s >= hi)
                continue;
            for (unsigned i = 0; i < no; i++)
                if (owner[i] != q && os[i] < e && s < oe[i])
                    bad |= 1u << owner[i];
        }
    }
    return bad;
}

/* Group message i with the pending messages after it that share its lengths (and, for TinyJAMBU with
 * a cached shared key, its use of the shared key), at most `lanes`, within the window; members whose
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
            (!b->tj_cached || (m->key == NULL) == (first->key == NULL)))
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
static int run_lanes(batch_ctx *b, lanes_kind kind, const lwc_batch_msg *msgs, int *verdicts,
                     const size_t *idx, unsigned count)
{
    batch_lane_group g;
    uint8_t computed[BATCH_LANES_MAX][16]; /* decryption: the tags the kernel computed */
    g.n = count;
    g.decrypt = b->decrypt;
    g.ad_len = msgs[idx[0]].ad_len;
    g.len = msgs[idx[0]].len;
    for (unsigned l = 0; l < count; l++) {
        const lwc_batch_msg *m = &msgs[idx[l]];
        g.key[l] = msg_key(b, m);
        g.nonce[l] = m->nonce;
        g.ad[l] = m->ad;
        g.in[l] = m->in;
        g.out[l] = m->out;
        g.tag[l] = b->decrypt ? computed[l] : m->tag;
    }
    int done = 0; /* (a kernel exists only where its primitive is built: LWC_NO_<PRIMITIVE>) */
#if !defined(LWC_NO_TINYJAMBU)
    if (kind == LANES_TINYJAMBU)
        done = tinyjambu_lanes_avx2(&g, b->tj_words, b->tj_cached && msgs[idx[0]].key == NULL ? &b->tj : NULL);
#endif
#if !defined(LWC_NO_ASCON)
    if (kind == LANES_ASCON)
        done = ascon_aead128_lanes_avx2(&g);
#endif
#if !defined(LWC_NO_ROMULUS)
    if (kind == LANES_ROMULUS_N)
        done = romulus_n_lanes_avx2(&g);
#endif
    if (!done)
        return 0;
    for (unsigned l = 0; l < count; l++) {
        const lwc_batch_msg *m = &msgs[idx[l]];
        verdicts[idx[l]] =
            b->decrypt ? lwc_aead_check_tag(computed[l], m->tag, b->a->tag_bytes, m->out, m->len) : LWC_OK;
    }
    return 1;
}

static lanes_kind row_lanes(const batch_ctx *b, unsigned *lanes)
{
    if (lwc_level() < LWC_LEVEL_AVX2)
        return LANES_NONE;
    if (b->tj_words != 0) {
        *lanes = TINYJAMBU_LANES;
        return LANES_TINYJAMBU;
    }
#if !defined(LWC_NO_ASCON)
    if (b->a->encrypt == lwc_ascon_aead128_encrypt) {
        *lanes = ASCON_LANES;
        return LANES_ASCON;
    }
#endif
#if !defined(LWC_NO_ROMULUS)
    if (b->a->encrypt == lwc_romulus_n_encrypt) {
        *lanes = ROMULUS_LANES;
        return LANES_ROMULUS_N;
    }
#endif
    return LANES_NONE;
}
#endif /* BATCH_HAVE_LANES */

static int batch_run(const lwc_aead_t *a, const uint8_t *shared_key, const lwc_batch_msg *msgs, size_t n,
                     int *verdicts, unsigned decrypt)
{
    if (a == NULL || msgs == NULL || verdicts == NULL)
        return LWC_ERR_NULL;
    if (n == 0 || n > (size_t)LWC_BATCH_MAX || n > SIZE_MAX / sizeof *msgs)
        return LWC_ERR_LENGTH;
    if (lwc_overlaps(verdicts, n * sizeof *verdicts, msgs, n * sizeof *msgs))
        return LWC_ERR_OVERLAP;
    batch_ctx b = {.a = a, .shared_key = shared_key, .decrypt = decrypt, .tj_words = tinyjambu_words(a)};
    for (size_t i = 0; i < n; i++) {
        const lwc_batch_msg *m = &msgs[i];
        const uint8_t *key = msg_key(&b, m);
        /* the one-message rules; the tag is read (open) or written (seal) at the row's length */
        int rc = lwc_aead_check_args(m->out, m->tag, key, m->nonce, m->ad, m->ad_len, m->in, m->len);
        verdicts[i] = rc == LWC_OK ? BATCH_PENDING : rc;
    }
#if !defined(LWC_NO_TINYJAMBU)
    if (b.tj_words != 0 && shared_key != NULL)
        b.tj_cached = lwc_tinyjambu_key_init(&b.tj, shared_key, 4u * b.tj_words) == LWC_OK;
#endif
#if defined(BATCH_HAVE_LANES)
    unsigned lanes = 1;
    const lanes_kind kind = row_lanes(&b, &lanes);
#endif
    for (size_t i = 0; i < n; i++) {
        if (verdicts[i] != BATCH_PENDING)
            continue;
#if defined(BATCH_HAVE_LANES)
        if (kind != LANES_NONE) {
            size_t idx[BATCH_LANES_MAX];
            const unsigned count = gather(&b, msgs, n, verdicts, i, lanes, idx);
            if (count >= 2 && run_lanes(&b, kind, msgs, verdicts, idx, count))
                continue;
            if (verdicts[i] != BATCH_PENDING)
                continue; /* refused by the group's overlap check */
        }
#endif
        verdicts[i] = run_one(&b, &msgs[i]);
    }
    lwc_wipe(&b.tj, sizeof b.tj);
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
