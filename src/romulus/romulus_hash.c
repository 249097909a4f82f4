/* Romulus-H as an incremental hash (romulus_common.h; Romulus v1.3, section 2.4.6), shared by
 * Romulus-H and Romulus-T, in two flavours written once: romulus_hash_ks_* (Romulus-H) and
 * romulus_hash_* (Romulus-T, with ipad16 and a finish that leaves the state for the TGF). With a
 * backend that has the expanded-schedule contract both compress with one schedule for the two calls;
 * otherwise with plain TBC calls. */
#include "romulus_common.h"

#include "lwc/common.h"
#include "test_hooks.h"

/* CF(L, R, M): T = R || M (h->tk); L' = E~_T(L) ^ L; R' = E~_T(L ^ 1) ^ L ^ 1, where 1 is the
 * constant 0^7 1 0^(n-8): with the little-endian convention of section 2.1 that is byte 0 = 0x01. */
#if SKINNY128_384P_BACKEND_KS
/* One tweakey schedule for both calls (Romulus-H). Once it is expanded, R and M[i] in h->tk are no
 * longer needed: the two blocks are computed there (tk[0..15] becomes R', tk[16..31] holds E~_T(L)).
 * Not inlined: its frame (the schedule) exists only while it runs. */
static __attribute__((noinline)) void hash_compress_ks(romulus_hash_t *h)
{
    skinny128_384p_ks_t ks;
    skinny128_384p_expand(&ks, h->tk);
    uint8_t *a = h->tk + ROMULUS_BLOCK, *b = h->tk;
    for (unsigned i = 0; i < 16; i++)
        a[i] = b[i] = h->l[i];
    b[0] ^= 0x01u;                      /* L ^ 1 */
    skinny128_384p_encrypt_ks(a, &ks);  /* E~_T(L) */
    skinny128_384p_encrypt_ks(b, &ks);  /* E~_T(L ^ 1) */
    skinny128_384p_ks_wipe(&ks);
    for (unsigned i = 0; i < 16; i++) {
        uint8_t l1 = (uint8_t)(h->l[i] ^ (i == 0 ? 0x01u : 0u)); /* L ^ 1 */
        h->l[i] ^= a[i];                 /* L' */
        b[i] ^= l1;                      /* R' */
    }
    lwc_wipe(a, 16);
}
#define HASH_PLAIN_ATTR __attribute__((noinline))
#else
#define HASH_PLAIN_ATTR
#endif

/* Two plain TBC calls (the backends without an expanded schedule), written once: inlined into
 * Romulus-T's absorb (below) and out of line for the other callers. One 32-byte buffer for the two
 * blocks. */
static inline __attribute__((always_inline)) void hash_compress_plain_body(romulus_hash_t *h)
{
    uint8_t ab[2 * ROMULUS_BLOCK]; /* E~_T(L) || E~_T(L ^ 1) */
    for (unsigned i = 0; i < 16; i++)
        ab[i] = ab[16 + i] = h->l[i];
    ab[16] ^= 0x01u;                         /* L ^ 1 */
    skinny128_384p_encrypt(ab, h->tk);       /* E~_T(L) */
    skinny128_384p_encrypt(ab + 16, h->tk);  /* E~_T(L ^ 1) */
    for (unsigned i = 0; i < 16; i++) {
        uint8_t l = h->l[i];
        h->l[i] = (uint8_t)(l ^ ab[i]);                                /* L' */
        h->tk[i] = (uint8_t)(ab[16 + i] ^ l ^ (i == 0 ? 0x01u : 0u)); /* R' */
    }
    lwc_wipe(ab, sizeof ab);
}

static HASH_PLAIN_ATTR __attribute__((unused)) void hash_compress_plain(romulus_hash_t *h)
{
    hash_compress_plain_body(h);
}

/* The compression of a flavour: ks is a constant at every use below (1: expanded schedule). */
static inline __attribute__((always_inline)) void hash_compress(romulus_hash_t *h, int ks)
{
#if SKINNY128_384P_BACKEND_KS
    if (ks) {
        hash_compress_ks(h);
        return;
    }
#else
    (void)ks;
#endif
    hash_compress_plain(h);
}

void romulus_hash_init(romulus_hash_t *h)
{
    for (unsigned i = 0; i < 16; i++)
        h->l[i] = 0; /* L <- 0^n */
    for (unsigned i = 0; i < 48; i++)
        h->tk[i] = 0; /* R <- 0^n, empty block */
    h->used = 0;
}

static inline __attribute__((always_inline)) void hash_absorb(romulus_hash_t *h, const uint8_t *x, size_t len,
                                                              int ks)
{
    /* Put a run at a time: as many bytes as the current block has room for (public lengths).
     * A plain copy loop, no memcpy call: only h, x and len live across hash_compress (this frame
     * is on the stack peak of Romulus-H). */
    while (len > 0) {
        uint8_t *dst = h->tk + ROMULUS_BLOCK + h->used;
        size_t k = 2u * ROMULUS_BLOCK - h->used;
        if (k > len)
            k = len;
        h->used = (uint8_t)(h->used + k);
        len -= k;
        const uint8_t *src = x;
        do {
            *dst++ = *src++;
            __asm__ volatile("" : : : "memory"); /* keeps this a loop (not a memcpy call) */
        } while (--k > 0);
        LWC_TEST_HOOK_INPUT_READ(x, (size_t)(src - x));
        x = src;
        if (h->used == 2u * ROMULUS_BLOCK) {
            hash_compress(h, ks);
            h->used = 0;
        }
    }
}

static inline __attribute__((always_inline)) void hash_finish(romulus_hash_t *h, int ks)
{
    /* ipad_256: the collected bytes, zeros, and their count in the last byte (0 for an empty
     * block, which is the 0^256 appended after a whole number of blocks or for an empty message). */
    uint8_t *blk = h->tk + ROMULUS_BLOCK;
    for (unsigned i = h->used; i < 2u * ROMULUS_BLOCK; i++)
        blk[i] = 0;
    blk[2u * ROMULUS_BLOCK - 1u] = h->used;
    h->l[0] ^= 0x02u; /* L ^ 2, the constant 0^6 1 0 0^(n-8) */
    hash_compress(h, ks);
}

/* ---- Romulus-T's flavour ------------------------------------------------------------------------
 * The compression of the expanded-schedule flavour where the backend has it (the fast profile's
 * stack budget holds its schedule under Romulus-T's frames), else the plain calls. */
#define HASH_T_KS SKINNY128_384P_BACKEND_KS

/* Romulus-T's absorb, one function for three uses, which the entry points below reach by a tail
 * call: HASH_T_DATA absorbs x; HASH_T_IPAD16 absorbs ipad*_128(x) (x, zeros up to one byte before
 * the next 16-byte boundary, a byte holding len mod 16: X always starts on such a boundary here);
 * HASH_T_FINAL pads the block being collected with ipad_256 (zeros, the count of collected bytes in
 * the last byte; 0 for an empty block, the 0^256 appended after a whole number of blocks or for an
 * empty message) and compresses it with L ^ 2 (then Y = L || R is h->l || h->tk[0..15]). The
 * compression is inlined into this one loop: its frame and this one are a single level under
 * Romulus-T's hash state (the stack peak of Romulus-T in the small profile). */
enum { HASH_T_DATA, HASH_T_IPAD16, HASH_T_FINAL };

static __attribute__((noinline)) void hash_absorb_t(romulus_hash_t *h, const uint8_t *x, size_t len, int mode)
{
    size_t n = len;   /* bytes still to put: x, then the padding */
    int closing = -1; /* the padding's closing byte (none: -1) */
    if (mode == HASH_T_IPAD16) {
        closing = (int)(len % ROMULUS_BLOCK);
        n += ROMULUS_BLOCK - (size_t)closing;
    } else if (mode == HASH_T_FINAL) {
        closing = h->used;
        n = 2u * ROMULUS_BLOCK - h->used;
        h->l[0] ^= 0x02u; /* L ^ 2 (the constant 0^6 1 0 0^(n-8)): the one compression below */
    }
    while (n > 0) {
        uint8_t *dst = h->tk + ROMULUS_BLOCK + h->used;
        size_t k = 2u * ROMULUS_BLOCK - h->used; /* a run: as much as the block has room for */
        if (k > n)
            k = n;
        h->used = (uint8_t)(h->used + k);
        n -= k;
        const size_t c = k < len ? k : len; /* of the run, bytes of x; the rest are padding zeros */
        len -= c;
        const uint8_t *src = x;
        for (size_t i = 0; i < c; i++) {
            *dst++ = *src++;
            __asm__ volatile("" : : : "memory"); /* keeps these loops (not memcpy/memset calls) */
        }
        for (size_t i = c; i < k; i++) {
            *dst++ = 0;
            __asm__ volatile("" : : : "memory");
        }
        if (n == 0 && closing >= 0)
            dst[-1] = (uint8_t)closing;
        if (src != x)
            LWC_TEST_HOOK_INPUT_READ(x, (size_t)(src - x));
        x = src;
        if (h->used == 2u * ROMULUS_BLOCK) {
#if HASH_T_KS
            hash_compress_ks(h);
#else
            hash_compress_plain_body(h);
#endif
            h->used = 0;
        }
    }
}

void romulus_hash_absorb(romulus_hash_t *h, const uint8_t *x, size_t len)
{
    hash_absorb_t(h, x, len, HASH_T_DATA);
}

void romulus_hash_absorb_ipad16(romulus_hash_t *h, const uint8_t *x, size_t len)
{
    if (len > 0)
        hash_absorb_t(h, x, len, HASH_T_IPAD16); /* ipad*(empty) is empty */
}

void romulus_hash_finish(romulus_hash_t *h)
{
    hash_absorb_t(h, NULL, 0, HASH_T_FINAL);
}

/* ---- expanded-schedule flavour (Romulus-H) ---------------------------------------------------- */

void romulus_hash_ks_absorb(romulus_hash_t *h, const uint8_t *x, size_t len)
{
    hash_absorb(h, x, len, 1);
}

void romulus_hash_ks_final(romulus_hash_t *h, uint8_t digest[32])
{
    hash_finish(h, 1);
    for (unsigned i = 0; i < 16; i++) {
        digest[i] = h->l[i];       /* Y = L || R */
        digest[16 + i] = h->tk[i];
    }
    lwc_wipe(h, sizeof *h);
}
