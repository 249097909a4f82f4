/* Internal helpers shared by the Romulus modes; see romulus_common.h for what each one is in the
 * specification (Romulus v1.3). Written once for every backend: only skinny128_384p_encrypt and
 * romulus_lfsr56_update come from the backend.
 *
 * Pointers that may be NULL with a length of 0 (AD, message) are never offset unless bytes are
 * actually read. The single-block helpers take len <= 16; their loops also test i < 16 so that the
 * bound is visible to the compiler (gcc -O3 otherwise warns about s[16] overflows). */
#include "romulus_common.h"

#include <limits.h>
#include <stddef.h>
#include <string.h>

#include "lwc/common.h"

/* ---- tweakey encoding (section 2.4.1) ---------------------------------------------------------- */

void romulus_tk_load(uint8_t tk[48], const uint8_t key[16], const uint8_t *tweak)
{
    for (unsigned i = 0; i < 16; i++) {
        tk[i] = 0;                                                   /* TK1: D, B, 0^64 */
        tk[ROMULUS_TK_TWEAK + i] = tweak != NULL ? tweak[i] : 0u;    /* TK2: T */
        tk[ROMULUS_TK_KEY + i] = key[i];                             /* TK3: K */
    }
    tk[ROMULUS_TK_CNT] = 0x01; /* lfsr56(0) = 1 mod F56 */
}

void romulus_cnt_reset(uint8_t tk[48])
{
    romulus_cnt_zero(tk);
    tk[ROMULUS_TK_CNT] = 0x01;
}

void romulus_cnt_zero(uint8_t tk[48])
{
    for (unsigned i = 0; i < 7; i++)
        tk[ROMULUS_TK_CNT + i] = 0;
}

void romulus_tbc(uint8_t block[16], uint8_t tk[48], uint8_t domain)
{
    tk[ROMULUS_TK_B] = domain;
    skinny128_384p_encrypt(block, tk);
}

/* ---- padding (section 2.1) -------------------------------------------------------------------- */

void romulus_pad(uint8_t out[16], const uint8_t *in, size_t len)
{
    for (size_t i = 0; i < ROMULUS_BLOCK && i < len; i++)
        out[i] = in[i];
    if (len < ROMULUS_BLOCK) {
        for (size_t i = len; i < ROMULUS_BLOCK - 1u; i++)
            out[i] = 0;
        out[ROMULUS_BLOCK - 1u] = (uint8_t)len; /* len8(X), 0..15 */
    }
}

/* S ^= pad_n(X) for len <= 16: the S part of rho(S, X) (the output block is discarded). */
static void xor_padded(uint8_t s[16], const uint8_t *x, size_t len)
{
    for (size_t i = 0; i < ROMULUS_BLOCK && i < len; i++)
        s[i] ^= x[i];
    if (len < ROMULUS_BLOCK)
        s[ROMULUS_BLOCK - 1u] ^= (uint8_t)len;
}

/* ---- G, rho, rho^-1 (section 2.4.2) ----------------------------------------------------------- */

void romulus_g(uint8_t out[16], const uint8_t s[16])
{
    for (unsigned i = 0; i < 16; i++)
        out[i] = romulus_g8(s[i]);
}

#if UINT_MAX > 0xFFFFu
/* 32-bit targets: a full block four bytes at a time (G on four bytes at once). m and c may be
 * unaligned (memcpy) and may be equal. */
static inline uint32_t romulus_g32(uint32_t x)
{
    return ((x >> 1) & 0x7F7F7F7Fu) | ((x ^ (x << 7)) & 0x80808080u);
}

#define ROMULUS_RHO_WORDS 1
#else
#define ROMULUS_RHO_WORDS 0
#endif

void romulus_rho(uint8_t s[16], uint8_t *c, const uint8_t *m, size_t len)
{
#if ROMULUS_RHO_WORDS
    if (len >= ROMULUS_BLOCK) {
        for (unsigned i = 0; i < 16; i += 4) {
            uint32_t mi, si;
            memcpy(&mi, m + i, 4);
            memcpy(&si, s + i, 4);
            uint32_t ci = mi ^ romulus_g32(si);
            memcpy(c + i, &ci, 4);
            si ^= mi;
            memcpy(s + i, &si, 4);
        }
        return;
    }
#endif
    for (size_t i = 0; i < ROMULUS_BLOCK && i < len; i++) {
        uint8_t mi = m[i]; /* read before c[i] is written: c may equal m */
        c[i] = (uint8_t)(mi ^ romulus_g8(s[i]));
        s[i] ^= mi;
    }
    if (len < ROMULUS_BLOCK)
        s[ROMULUS_BLOCK - 1u] ^= (uint8_t)len; /* the rest of pad_n(M): zeros, then len8 */
}

void romulus_rho_inv(uint8_t s[16], uint8_t *m, const uint8_t *c, size_t len)
{
#if ROMULUS_RHO_WORDS
    if (len >= ROMULUS_BLOCK) {
        for (unsigned i = 0; i < 16; i += 4) {
            uint32_t ci, si;
            memcpy(&ci, c + i, 4);
            memcpy(&si, s + i, 4);
            uint32_t mi = ci ^ romulus_g32(si);
            memcpy(m + i, &mi, 4);
            si ^= mi;
            memcpy(s + i, &si, 4);
        }
        return;
    }
#endif
    for (size_t i = 0; i < ROMULUS_BLOCK && i < len; i++) {
        uint8_t mi = (uint8_t)(c[i] ^ romulus_g8(s[i]));
        m[i] = mi;
        s[i] ^= mi;
    }
    if (len < ROMULUS_BLOCK)
        s[ROMULUS_BLOCK - 1u] ^= (uint8_t)len;
}

/* ---- authentication chain of Romulus-N / Romulus-M -------------------------------------------- */

/* S <- E~^(T, domain, D)(S) with T and D as they are in c->tk; for the .c of a romulus_mac_t with a
 * backend that has an expanded schedule, the schedule goes to its ks. The stack peak of Romulus-N
 * runs through mac_tbc_ks: a small frame, only c kept across the calls. */
/* S <- E~^(T, B, D)(S) with T, B and D as they are in c->tk; for the .c of a romulus_mac_t with a
 * backend that has an expanded schedule, the schedule goes to its ks. Inlined: the stack peak of
 * Romulus-N with a long AD runs through romulus_mac_absorb into the expansion, with no frame
 * between them. */
static inline __attribute__((always_inline)) void mac_tbc(romulus_chain_t *c)
{
#if SKINNY128_384P_BACKEND_KS
    if (!c->plain) {
        romulus_mac_t *st = (romulus_mac_t *)(void *)((uint8_t *)c - offsetof(romulus_mac_t, c));
        skinny128_384p_expand(&st->ks.ks, c->tk);
        skinny128_384p_encrypt_ks(c->s, &st->ks.ks);
        return;
    }
#endif
    skinny128_384p_encrypt(c->s, c->tk);
}

void romulus_mac_init(romulus_chain_t *c, const uint8_t key[16], uint8_t plain)
{
    for (unsigned i = 0; i < 16; i++)
        c->s[i] = 0; /* S <- 0^n */
    romulus_tk_load(c->tk, key, NULL);
    c->tweak_slot = 0;
    c->plain = plain;
}

void romulus_mac_absorb(romulus_chain_t *c, const uint8_t *x, size_t len, uint8_t domain)
{
    /* Only c, x and len live across the calls (a small frame: the stack peak of Romulus-N with a
     * long AD runs through here); the domain byte waits in its place in the tweakey. */
    c->tk[ROMULUS_TK_B] = domain;
    for (;;) {
        size_t k = romulus_chunk(len);
        if (c->tweak_slot) {
            /* even index 2i: S <- E~^(X[2i], domain, 2i-1)(S); the counter is at 2i-1 */
            romulus_pad(c->tk + ROMULUS_TK_TWEAK, x, k);
            mac_tbc(c);
        } else {
            /* odd index 2i-1: (S, eta) <- rho(S, X[2i-1]) */
            xor_padded(c->s, x, k);
        }
        romulus_cnt_next(c->tk); /* counter = lfsr56(index of this block) */
        c->tweak_slot ^= 1u;
        if (len <= ROMULUS_BLOCK)
            break; /* that was the last block (the empty string is one empty block) */
        x += ROMULUS_BLOCK;
        len -= ROMULUS_BLOCK;
    }
}

void romulus_mac_close(romulus_chain_t *c, const uint8_t nonce[16], uint8_t w)
{
    for (unsigned i = 0; i < 16; i++)
        c->tk[ROMULUS_TK_TWEAK + i] = nonce[i];
    c->tk[ROMULUS_TK_B] = w;
    mac_tbc(c);
}

void romulus_mac_wipe(romulus_chain_t *c)
{
    lwc_wipe(c->s, sizeof c->s);
    lwc_wipe(c->tk, sizeof c->tk);
    c->tweak_slot = 0;
}

/* ---- Romulus-H (section 2.4.6) ---------------------------------------------------------------- */

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

/* Two plain TBC calls (every backend; Romulus-T with a backend that has an expanded schedule). */
static HASH_PLAIN_ATTR void hash_compress_plain(romulus_hash_t *h)
{
    uint8_t a[16], b[16];
    for (unsigned i = 0; i < 16; i++)
        a[i] = b[i] = h->l[i];
    b[0] ^= 0x01u;                      /* L ^ 1 */
    skinny128_384p_encrypt(a, h->tk);   /* E~_T(L) */
    skinny128_384p_encrypt(b, h->tk);   /* E~_T(L ^ 1) */
    for (unsigned i = 0; i < 16; i++) {
        uint8_t l1 = (uint8_t)(h->l[i] ^ (i == 0 ? 0x01u : 0u)); /* L ^ 1 */
        h->l[i] ^= a[i];                 /* L' */
        h->tk[i] = (uint8_t)(b[i] ^ l1); /* R' */
    }
    lwc_wipe(a, sizeof a);
    lwc_wipe(b, sizeof b);
}

static void hash_compress(romulus_hash_t *h)
{
#if SKINNY128_384P_BACKEND_KS
    if (!h->plain) {
        hash_compress_ks(h);
        return;
    }
#endif
    hash_compress_plain(h);
}

void romulus_hash_init(romulus_hash_t *h, uint8_t plain)
{
    h->plain = plain;
    for (unsigned i = 0; i < 16; i++)
        h->l[i] = 0; /* L <- 0^n */
    for (unsigned i = 0; i < 48; i++)
        h->tk[i] = 0; /* R <- 0^n, empty block */
    h->used = 0;
}

/* Append one byte to the current block. A complete 32-byte block is compressed at once: ipad_256
 * always appends at least one byte, so a block made only of input bytes is never the last block
 * M[m] (the one that needs L ^ 2). */
static void hash_put(romulus_hash_t *h, uint8_t b)
{
    h->tk[ROMULUS_BLOCK + h->used] = b;
    if (++h->used == 2u * ROMULUS_BLOCK) {
        hash_compress(h);
        h->used = 0;
    }
}

void romulus_hash_absorb(romulus_hash_t *h, const uint8_t *x, size_t len)
{
    /* hash_put a run at a time: as many bytes as the current block has room for (public lengths).
     * A plain copy loop, no memcpy call: only h, x and len live across hash_compress (this frame
     * is on the stack peak of Romulus-H). */
    while (len > 0) {
        uint8_t *dst = h->tk + ROMULUS_BLOCK + h->used;
        size_t k = 2u * ROMULUS_BLOCK - h->used;
        if (k > len)
            k = len;
        h->used = (uint8_t)(h->used + k);
        len -= k;
        do {
            *dst++ = *x++;
            __asm__ volatile("" : : : "memory"); /* keeps this a loop (not a memcpy call) */
        } while (--k > 0);
        if (h->used == 2u * ROMULUS_BLOCK) {
            hash_compress(h);
            h->used = 0;
        }
    }
}

void romulus_hash_absorb_ipad16(romulus_hash_t *h, const uint8_t *x, size_t len)
{
    if (len == 0)
        return; /* ipad*(empty) is empty */
    romulus_hash_absorb(h, x, len);
    size_t r = len % ROMULUS_BLOCK;  /* bytes in the last partial block (0: X ends on a boundary) */
    for (size_t i = r; i < ROMULUS_BLOCK - 1u; i++)
        hash_put(h, 0);              /* 0^(l - |X| mod l - 8) */
    hash_put(h, (uint8_t)r);         /* len8(Z) */
}

void romulus_hash_finish(romulus_hash_t *h)
{
    /* ipad_256: the collected bytes, zeros, and their count in the last byte (0 for an empty
     * block, which is the 0^256 appended after a whole number of blocks or for an empty message). */
    uint8_t *blk = h->tk + ROMULUS_BLOCK;
    for (unsigned i = h->used; i < 2u * ROMULUS_BLOCK; i++)
        blk[i] = 0;
    blk[2u * ROMULUS_BLOCK - 1u] = h->used;
    h->l[0] ^= 0x02u; /* L ^ 2, the constant 0^6 1 0 0^(n-8) */
    hash_compress(h);
}

void romulus_hash_final(romulus_hash_t *h, uint8_t digest[32])
{
    romulus_hash_finish(h);
    for (unsigned i = 0; i < 16; i++) {
        digest[i] = h->l[i];       /* Y = L || R */
        digest[16 + i] = h->tk[i];
    }
    lwc_wipe(h, sizeof *h);
}
