/* Internal: what the Romulus modes (romulus_n.c, romulus_m.c, romulus_t.c, romulus_h.c) share.
 * Section numbers refer to the Romulus v1.3 specification (Guo et al. 2021, cited in docs/references.md).
 *
 *  - the tweakey encoding of the TBC calls of N, M and T (section 2.4.1);
 *  - the padding pad_n and the block parsing of section 2.1;
 *  - G and the state update rho / rho^-1 of N and M (section 2.4.2);
 *  - the authentication chain of N and M (the AD processing of Figure 2.5, which Romulus-M
 *    continues over the message, Figure 2.7);
 *  - Romulus-H (MDPH, section 2.4.6) as an incremental hash, so Romulus-T (section 2.4.5) can hash
 *    ipad*(A) || ipad*(C) || N || m without building that string in memory.
 * romulus_common.c has the helpers, romulus_mac.c the chain and romulus_hash.c the hash: a mode's
 * image links what it calls and nothing else.
 *
 * Everything is byte oriented and uses size_t lengths (16-bit on AVR). */
#ifndef LWC_SRC_ROMULUS_COMMON_H
#define LWC_SRC_ROMULUS_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "lwc/romulus.h"
#include "skinny128_384p.h"

#define ROMULUS_BLOCK 16u /* n = 128 bits */

/* ---- domain separation bytes B (section 2.4.1, Table A.1) ------------------------------------ */
/* Romulus-N (b7 b6 b5 = 000) */
#define ROMULUS_N_AD          8u  /* AD block used as tweak (A main) */
#define ROMULUS_N_AD_LAST    24u  /* wA, last AD block full; +2 (26) when padded */
#define ROMULUS_N_MSG         4u  /* message block (M main) */
#define ROMULUS_N_MSG_LAST   20u  /* wM, last message block full; +1 (21) when padded */
/* Romulus-M (b7 b6 b5 = 001) */
#define ROMULUS_M_AD         40u  /* AD block used as tweak */
#define ROMULUS_M_MAC_MSG    44u  /* message block used as tweak (authentication pass) */
#define ROMULUS_M_FINAL      48u  /* w before the flags: ^8 a even, ^4 m even, ^2 A padded, ^1 M padded */
#define ROMULUS_M_ENC        36u  /* encryption pass */
/* Romulus-T (b7 b6 b5 = 010) */
#define ROMULUS_T_ENC        64u  /* TBC output used as key stream for a message block */
#define ROMULUS_T_UPDATE     65u  /* TBC output becoming the next state S */
#define ROMULUS_T_KDF        66u  /* key-derivation function */
#define ROMULUS_T_TGF        68u  /* tag-generation function */

/* ---- tweakey encoding (section 2.4.1) ----------------------------------------------------------
 * encode(K, T, B, D) = lfsr56(D) || B || 0^64 || T || K, i.e. the 48-byte SKINNY tweakey
 *     TK1 = tk[0..6] counter lfsr56(D), tk[7] = B, tk[8..15] = 0;  TK2 = tk[16..31] = T;
 *     TK3 = tk[32..47] = K.
 * The modes keep one such buffer and change only the fields that move. */
#define ROMULUS_TK_CNT    0u
#define ROMULUS_TK_B      7u
#define ROMULUS_TK_TWEAK 16u
#define ROMULUS_TK_KEY   32u

/* TK1 = lfsr56(0) || 0 || 0^64 (counter at its initial value 1), TK2 = tweak (zero when NULL),
 * TK3 = key. */
void romulus_tk_load(uint8_t tk[48], const uint8_t key[16], const uint8_t *tweak);

/* Counter = lfsr56(0) = 1 mod F56, i.e. bytes 01 00 00 00 00 00 00. */
void romulus_cnt_reset(uint8_t tk[48]);

/* Counter = 0^56: the literal zero of the KDF and TGF calls of Romulus-T (Figure 2.9 caption). */
void romulus_cnt_zero(uint8_t tk[48]);

/* D <- D + 1 (one lfsr56 step). */
static inline void romulus_cnt_next(uint8_t tk[48])
{
    romulus_lfsr56_update(tk + ROMULUS_TK_CNT);
}

/* block <- E~_K^(T, B, D)(block) with K, T and D as they are in tk; sets B. */
void romulus_tbc(uint8_t block[16], uint8_t tk[48], uint8_t domain);

/* ---- TBC calls under one tweak T and key K --------------------------------------------------
 * Romulus-N and the encryption pass of Romulus-M encrypt every message block under the same (N, K),
 * Romulus-T makes two calls under each session key S: only TK1 (counter D, domain byte B) changes.
 * When the backend offers the expanded-schedule contract (skinny128_384p_backend.h), the schedule is
 * expanded once (romulus_tbc_scratch or romulus_tbc_ks_init) and each further call replaces TK1
 * alone (romulus_tbc_ks); otherwise these are plain romulus_tbc calls. */
typedef struct {
#if SKINNY128_384P_BACKEND_KS
    skinny128_384p_ks_t ks;
#else
    uint8_t unused;
#endif
} romulus_tbc_ks_t;

/* The key's part of the schedule (TK3 and the round constants), computed once per key by
 * lwc_romulus_key_init when the backend has it; nothing otherwise (the key object then only holds
 * the key). NULL where a mode is called with a plain key. */
#if SKINNY128_384P_BACKEND_KS
typedef skinny128_384p_key_t romulus_key_sched_t;
#else
typedef uint8_t romulus_key_sched_t;
#endif

/* Expand T and K as they are in tk (TK1 is ignored); K from kk instead when kk is not NULL (Romulus-M's
 * decryption, whose (N, K) schedule is expanded before its chain). */
static inline void romulus_tbc_ks_init(romulus_tbc_ks_t *k, const uint8_t tk[48], const romulus_key_sched_t *kk)
{
#if SKINNY128_384P_BACKEND_KS
    if (kk != NULL)
        skinny128_384p_expand_tk2_k(&k->ks, tk, kk);
    else
        skinny128_384p_expand_tk23(&k->ks, tk);
#else
    (void)k, (void)tk, (void)kk;
#endif
}

/* block <- E~_K^(T, B, D)(block) with T and K of romulus_tbc_ks_init and D as it is in tk; sets B. */
static inline void romulus_tbc_ks(romulus_tbc_ks_t *k, uint8_t block[16], uint8_t tk[48], uint8_t domain)
{
#if SKINNY128_384P_BACKEND_KS
    tk[ROMULUS_TK_B] = domain;
    skinny128_384p_ks_set_tk1(&k->ks, tk); /* TK1 = D || B || 0^64 */
    skinny128_384p_encrypt_ks(block, &k->ks);
#else
    (void)k;
    romulus_tbc(block, tk, domain);
#endif
}

/* block <- E~_K^(T, B, D)(block) for a one-off tweakey (T changes from call to call): the same as
 * romulus_tbc, with k as the scratch for the expanded schedule when the backend has one (so that no
 * second schedule sits on the stack under the caller's). Sets B. */
static inline void romulus_tbc_scratch(romulus_tbc_ks_t *k, uint8_t block[16], uint8_t tk[48], uint8_t domain)
{
#if SKINNY128_384P_BACKEND_KS
    tk[ROMULUS_TK_B] = domain;
    skinny128_384p_expand(&k->ks, tk);
    skinny128_384p_encrypt_ks(block, &k->ks);
#else
    (void)k;
    romulus_tbc(block, tk, domain);
#endif
}

static inline void romulus_tbc_ks_wipe(romulus_tbc_ks_t *k)
{
#if SKINNY128_384P_BACKEND_KS
    skinny128_384p_ks_wipe(&k->ks);
#else
    (void)k;
#endif
}

#if !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (a protected build: romulus_protected.c) */
/* A prepared key (lwc_romulus_key_init, romulus_key.c): 1 when k can be used. */
static inline int romulus_key_ready(const lwc_romulus_key *k)
{
    return k->ready == LWC_ROMULUS_KEY_READY;
}

/* The key's part of the schedule in a prepared key, or NULL where the backend has none. */
static inline const romulus_key_sched_t *romulus_key_sched(const lwc_romulus_key *k)
{
#if SKINNY128_384P_BACKEND_KS
    return (const romulus_key_sched_t *)(const void *)k->schedule;
#else
    (void)k;
    return NULL;
#endif
}
#endif /* !LWC_PROTECTED */

/* ---- block parsing and padding (section 2.1) ------------------------------------------------- */

/* |X|_n = max(1, ceil(len / 16)): the number of blocks X is parsed into (the empty string is one
 * empty block). */
static inline size_t romulus_nblocks(size_t len)
{
    return len == 0 ? 1u : (len - 1u) / ROMULUS_BLOCK + 1u;
}

/* 1 when the last block of X is shorter than n (it gets padded), else 0. */
static inline unsigned romulus_last_padded(size_t len)
{
    return (len % ROMULUS_BLOCK != 0 || len == 0) ? 1u : 0u;
}

/* Bytes in the next block when len bytes remain: min(len, 16). */
static inline size_t romulus_chunk(size_t len)
{
    return len < ROMULUS_BLOCK ? len : ROMULUS_BLOCK;
}


/* ---- G, rho and rho^-1 (section 2.4.2) --------------------------------------------------------
 * G applies Gs to each byte: (x0..x7) -> (x1, x2, ..., x7, x7 ^ x0), x0 the least significant bit,
 * i.e. a right shift by one with x7 ^ x0 entering at bit 7. */
static inline uint8_t romulus_g8(uint8_t x)
{
    return (uint8_t)((x >> 1) | ((x ^ (x << 7)) & 0x80u));
}

/* tag = G(S): the output T of (eta, T) <- rho(S, 0^n). */
void romulus_g(uint8_t out[16], const uint8_t s[16]);

/* (S, C) <- rho(S, pad_n(M)) for a block of len <= 16 bytes, keeping only the first len bytes of C:
 * C = M ^ G(S), S = S ^ pad_n(M). c may equal m. len > 16 means a full block (len = 16), so a
 * caller can pass the bytes left. */
void romulus_rho(uint8_t s[16], uint8_t *c, const uint8_t *m, size_t len);

/* (S, M) <- rho^-1(S, C) for a block of len <= 16 bytes: M = C ^ G(S), S = S ^ pad_n(M). For a short
 * last block this is lines 18-21 of Romulus-N.Dec (pad C, XOR the unused part of G(S), rho^-1): the
 * padded M' equals pad_n(M). m may equal c. len > 16: a full block, as for romulus_rho. */
void romulus_rho_inv(uint8_t s[16], uint8_t *m, const uint8_t *c, size_t len);

/* ---- the authentication chain of Romulus-N and Romulus-M ---------------------------------------
 * Romulus-N processes the padded AD blocks A[1..a] (Figure 2.5 lines 5-11) and Romulus-M the padded
 * blocks X[1..a+m] of A then M (Figure 2.7 lines 12-22) the same way: blocks with an odd index go
 * through rho into S, blocks with an even index become the tweak T of an E~ call on S, with the
 * counter D = index of the preceding odd block. Both finish with S <- E~^(N, w, a [+ m])(S), after
 * rho(S, last block) when the block count is odd (or rho(S, 0^n), a no-op on S, when it is even).
 *
 * Here the blocks are streamed one at a time: the counter steps once per block, so it equals
 * lfsr56(index) after each block, which is exactly the D of each E~ call and of the final call.
 *
 * Two flavours of the chain's TBC calls (the tweak changes at every call), each function referencing
 * only its own (romulus_mac.c):
 *  - romulus_mac_ks_* on the chain of a romulus_mac_t (Romulus-N, Romulus-M with a backend that has
 *    the expanded-schedule contract): the schedule is expanded into the romulus_mac_t's ks, and the
 *    closing call's schedule then serves the message blocks under (N, K);
 *  - romulus_mac_* on a romulus_chain_t alone (Romulus-M's authentication pass with a backend
 *    without that contract): romulus_tbc.
 * With a backend without that contract both are romulus_tbc. */
typedef struct {
    uint8_t s[16];       /* S */
    uint8_t tk[48];      /* counter, B, tweak, key (see the tweakey encoding above) */
    uint8_t tweak_slot;  /* 1 when the next block has an even index (goes into the tweak) */
} romulus_chain_t;

typedef struct {
    romulus_tbc_ks_t ks; /* expanded schedule: scratch of the chain's calls, then (N, K) of the
                          * message phase (left by romulus_mac_ks_close); first, so that its address
                          * is the state's (one register less in the TBC call's frame) */
    romulus_chain_t c;
#if SKINNY128_384P_BACKEND_KS
    const romulus_key_sched_t *kk; /* the key's part of the schedule, or NULL (romulus_mac_use_key) */
#endif
} romulus_mac_t;

/* The key's part of the schedule for st's TBC calls (NULL: none, the key is expanded with the rest). */
static inline void romulus_mac_use_key(romulus_mac_t *st, const romulus_key_sched_t *kk)
{
#if SKINNY128_384P_BACKEND_KS
    st->kk = kk;
#else
    (void)st, (void)kk;
#endif
}

/* S = 0^n, D = 0 (lfsr56(0)), key loaded. */
void romulus_mac_init(romulus_chain_t *c, const uint8_t key[16]);

/* Continue the chain with the romulus_nblocks(len) blocks of x (the last one padded with pad_n);
 * E~ calls whose tweak is one of these blocks use domain byte `domain`. Plain TBC calls. */
void romulus_mac_absorb(romulus_chain_t *c, const uint8_t *x, size_t len, uint8_t domain);

/* S <- E~^(N, w, D)(S) with the current counter D; leaves T = N in the tweakey. Plain TBC call. */
void romulus_mac_close(romulus_chain_t *c, const uint8_t nonce[16], uint8_t w);

/* romulus_mac_absorb and romulus_mac_close for c = &st->c of a romulus_mac_t st, with st->ks as the
 * expanded schedule and st->kk as the key's part when not NULL (c, not st, is the argument: the
 * chain's fields are then at small offsets from the one base register, which keeps the frame on
 * Romulus-N's stack peak small). The schedule the close expands (N, K and its TK1) stays in st->ks
 * and serves the message blocks under (N, K) (romulus_tbc_ks: TK1 replaced), with no second
 * expansion. */
void romulus_mac_ks_absorb(romulus_chain_t *c, const uint8_t *x, size_t len, uint8_t domain);
void romulus_mac_ks_close(romulus_chain_t *c, const uint8_t nonce[16], uint8_t w);
#if SKINNY128_384P_BACKEND_KS
/* The same with st->kk, the key's part of the schedule of a prepared key (not NULL): the expansions
 * add it instead of expanding TK3. Separate functions, so that an image without prepared keys does
 * not link that expansion. */
void romulus_mac_kk_absorb(romulus_chain_t *c, const uint8_t *x, size_t len, uint8_t domain);
void romulus_mac_kk_close(romulus_chain_t *c, const uint8_t nonce[16], uint8_t w);
#endif

/* The chain of st with the key part kk (NULL: none; kk is a constant where these are inlined, so each
 * caller keeps one of the two flavours). */
static inline void romulus_mac_chain_absorb(romulus_mac_t *st, const romulus_key_sched_t *kk, const uint8_t *x,
                                            size_t len, uint8_t domain)
{
#if SKINNY128_384P_BACKEND_KS
    if (kk != NULL) {
        romulus_mac_kk_absorb(&st->c, x, len, domain);
        return;
    }
#endif
    (void)kk;
    romulus_mac_ks_absorb(&st->c, x, len, domain);
}

static inline void romulus_mac_chain_close(romulus_mac_t *st, const romulus_key_sched_t *kk, const uint8_t nonce[16],
                                           uint8_t w)
{
#if SKINNY128_384P_BACKEND_KS
    if (kk != NULL) {
        romulus_mac_kk_close(&st->c, nonce, w);
        return;
    }
#endif
    (void)kk;
    romulus_mac_ks_close(&st->c, nonce, w);
}

/* Wipe the chain (S, the tweakey); a romulus_mac_t's ks is wiped with romulus_tbc_ks_wipe. */
void romulus_mac_wipe(romulus_chain_t *c);

/* ---- Romulus-H, incremental (section 2.4.6) ---------------------------------------------------
 * MDPH with Hirose's double-block compression function: chaining value (L, R), 32-byte blocks of
 * ipad_256(M), L ^= 2 before the last block. The CF tweakey is R || M[i], so tk holds R followed by
 * the block being collected: no copy is needed when a block is complete. Two flavours
 * (romulus_hash.c): romulus_hash_* (Romulus-T: ipad16, a finish that leaves the state for the TGF)
 * and romulus_hash_ks_* (Romulus-H); both compress with one expanded schedule for the two calls when
 * the backend has one, else with two plain TBC calls; one state may not mix them. The state is the public lwc_romulus_h_ctx (lwc/romulus.h):
 *   l      L
 *   tk     R || current message block (32 bytes)
 *   used   bytes of the current block collected so far, 0..31 */
typedef lwc_romulus_h_ctx romulus_hash_t;

void romulus_hash_init(romulus_hash_t *h);
void romulus_hash_absorb(romulus_hash_t *h, const uint8_t *x, size_t len);

/* For sources that are not in data memory (AVR flash): romulus_hash_room(h) bytes (1..32) can be
 * written at romulus_hash_dst(h), the free part of the block being collected; then
 * romulus_hash_absorb(h, romulus_hash_dst(h), k) counts k of them (its copy is onto the same bytes)
 * and compresses the block when it is full. No second absorb loop, so no second inlined compression. */
/* A context past lwc_romulus_h_final (or never valid: used outside 0..31) takes no more input. */
static inline int romulus_hash_live(const romulus_hash_t *h)
{
    return h->used < 2u * ROMULUS_BLOCK;
}

static inline uint8_t *romulus_hash_dst(romulus_hash_t *h)
{
    return h->tk + ROMULUS_BLOCK + h->used;
}
static inline size_t romulus_hash_room(const romulus_hash_t *h)
{
    return 2u * ROMULUS_BLOCK - h->used;
}

/* Absorb ipad*_128(x) (section 2.1): nothing for an empty x; otherwise x, zeros up to one byte
 * before the next 16-byte boundary, and a byte holding len mod 16 (a whole zero block when len is a
 * multiple of 16). Used by Romulus-T for A and C. */
void romulus_hash_absorb_ipad16(romulus_hash_t *h, const uint8_t *x, size_t len);

/* Pad the last block with ipad_256 and compress it with L ^ 2: then Y = L || R is h->l || h->tk[0..15]
 * (Romulus-T builds its TGF tweakey in h->tk from there). */
void romulus_hash_finish(romulus_hash_t *h);

/* The expanded-schedule flavour: romulus_hash_absorb; then the finish, Y = L || R written to digest
 * and h wiped. */
void romulus_hash_ks_absorb(romulus_hash_t *h, const uint8_t *x, size_t len);
void romulus_hash_ks_final(romulus_hash_t *h, uint8_t digest[32]);

#endif /* LWC_SRC_ROMULUS_COMMON_H */
