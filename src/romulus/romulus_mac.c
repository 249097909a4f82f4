/* The authentication chain of Romulus-N and Romulus-M (romulus_common.h; Romulus v1.3, Figures 2.5
 * and 2.7), in two flavours written once: with the expanded-schedule contract of the backend
 * (romulus_mac_ks_*: Romulus-N, whose message phase reuses the schedule) and with plain TBC calls
 * (romulus_mac_*: the authentication pass of Romulus-M). Each flavour references only its own TBC
 * code, so a Romulus-N image does not carry Romulus-M's and the reverse. */
#include "romulus_common.h"

#include <stddef.h>

#include "lwc/common.h"
#include "test_hooks.h"

/* out = pad_n(in[0..len)) for len <= 16 (section 2.1): in || 0* || len8(in), or in itself when
 * len = 16. Here, beside its one user, so that the chain keeps it inline. */
static void romulus_pad(uint8_t out[16], const uint8_t *in, size_t len)
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

/* S <- E~^(T, B, D)(S) with T, B and D as they are in c->tk: with ks = 1 (c is then the chain of a
 * romulus_mac_t) through the expanded schedule in that romulus_mac_t when the backend has one, with
 * ks = 2 the same with the key's part of the schedule from its kk, else a plain TBC call. ks is a
 * constant at each use below, so each flavour keeps one path (and links only its expansion).
 * Inlined, and with c as the one base address (the romulus_mac_t is found from it): the stack peak
 * of Romulus-N with a long AD runs through the absorb loop into the expansion, with no frame
 * between them and as few registers saved as the loop needs. */
static inline __attribute__((always_inline)) void chain_tbc(romulus_chain_t *c, int ks)
{
#if SKINNY128_384P_BACKEND_KS
    if (ks) {
        romulus_mac_t *st = (romulus_mac_t *)(void *)((uint8_t *)c - offsetof(romulus_mac_t, c));
        if (ks == 2)
            skinny128_384p_expand_k(&st->ks.ks, c->tk, st->kk);
        else
            skinny128_384p_expand(&st->ks.ks, c->tk);
        skinny128_384p_encrypt_ks(c->s, &st->ks.ks);
        return;
    }
#else
    (void)ks;
#endif
    skinny128_384p_encrypt(c->s, c->tk);
}

static inline __attribute__((always_inline)) void chain_absorb(romulus_chain_t *c, int ks, const uint8_t *x,
                                                               size_t len, uint8_t domain)
{
    /* Only c, x and len live across the calls (a small frame: the stack peak of Romulus-N with a
     * long AD runs through here); the domain byte waits in its place in the tweakey. */
    c->tk[ROMULUS_TK_B] = domain;
    for (;;) {
        /* With the expanded schedule (Romulus-N's stack peak), c is opaque here, so the compiler
         * derives the addresses of its fields at each use rather than holding them across the calls
         * in more saved registers (a larger frame). */
        if (ks)
            __asm__("" : "+r"(c));
        size_t k = romulus_chunk(len);
        if (c->tweak_slot) {
            /* even index 2i: S <- E~^(X[2i], domain, 2i-1)(S); the counter is at 2i-1 */
            romulus_pad(c->tk + ROMULUS_TK_TWEAK, x, k);
            chain_tbc(c, ks);
        } else {
            /* odd index 2i-1: (S, eta) <- rho(S, X[2i-1]) */
            xor_padded(c->s, x, k);
        }
        LWC_TEST_HOOK_INPUT_READ(x, k);
        romulus_cnt_next(c->tk); /* counter = lfsr56(index of this block) */
        c->tweak_slot ^= 1u;
        if (len <= ROMULUS_BLOCK)
            break; /* that was the last block (the empty string is one empty block) */
        x += ROMULUS_BLOCK;
        len -= ROMULUS_BLOCK;
    }
}

/* The closing call E~^(N, w, D)(S). With ks = 1 and a backend with the expanded-schedule contract,
 * its tweak and key (N, K) are those of every message block that follows (Romulus-N, the encryption
 * pass of Romulus-M): the schedule it expands (TK1 included) stays in the romulus_mac_t, and each
 * message block replaces only TK1 (skinny128_384p_ks_set_tk1 adds the difference to the closing
 * call's TK1): no second expansion. */
static inline __attribute__((always_inline)) void chain_close(romulus_chain_t *c, int ks, const uint8_t nonce[16],
                                                              uint8_t w)
{
    for (unsigned i = 0; i < 16; i++)
        c->tk[ROMULUS_TK_TWEAK + i] = nonce[i];
    LWC_TEST_HOOK_INPUT_READ(nonce, 16);
    c->tk[ROMULUS_TK_B] = w;
    chain_tbc(c, ks);
}

void romulus_mac_init(romulus_chain_t *c, const uint8_t key[16])
{
    for (unsigned i = 0; i < 16; i++)
        c->s[i] = 0; /* S <- 0^n */
    romulus_tk_load(c->tk, key, NULL);
    c->tweak_slot = 0;
}

void romulus_mac_absorb(romulus_chain_t *c, const uint8_t *x, size_t len, uint8_t domain)
{
    chain_absorb(c, 0, x, len, domain);
}

void romulus_mac_close(romulus_chain_t *c, const uint8_t nonce[16], uint8_t w)
{
    chain_close(c, 0, nonce, w);
}

void romulus_mac_ks_absorb(romulus_chain_t *c, const uint8_t *x, size_t len, uint8_t domain)
{
    chain_absorb(c, 1, x, len, domain);
}

void romulus_mac_ks_close(romulus_chain_t *c, const uint8_t nonce[16], uint8_t w)
{
    chain_close(c, 1, nonce, w);
}

#if SKINNY128_384P_BACKEND_KS
void romulus_mac_kk_absorb(romulus_chain_t *c, const uint8_t *x, size_t len, uint8_t domain)
{
    chain_absorb(c, 2, x, len, domain);
}

void romulus_mac_kk_close(romulus_chain_t *c, const uint8_t nonce[16], uint8_t w)
{
    chain_close(c, 2, nonce, w);
}
#endif

void romulus_mac_wipe(romulus_chain_t *c)
{
    lwc_wipe(c->s, sizeof c->s);
    lwc_wipe(c->tk, sizeof c->tk);
    c->tweak_slot = 0;
}
