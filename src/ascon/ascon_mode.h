/* Internal: what the Ascon modes (ascon_aead.c, ascon_hash.c, ascon_hash_flash.c) share: the
 * initial values, the rates and the C loops of the contract's optional stretches. */
#ifndef LWC_SRC_ASCON_MODE_H
#define LWC_SRC_ASCON_MODE_H

#include "ascon_perm.h"

#define ASCON_AEAD_RATE 16 /* Ascon-AEAD128: 128-bit rate, S0 and S1 (SP 800-232 section 4) */
#define ASCON_HASH_RATE 8  /* the hash functions: 64-bit rate, S0 (section 5) */

/* S[offset] ^= v: a constant byte, from an automatic variable (an immediate, never a table read). */
static inline void ascon_add_byte(ascon_state *s, unsigned offset, uint8_t v)
{
    ascon_add_bytes(s, offset, &v, 1);
}

/* The padding of a last block of r < rate bytes (Algorithm 2, pad): the byte 0x01 right after it
 * (the bit 1 follows the data in the little-endian bit order), zeros to the end of the rate. */
static inline void ascon_pad(ascon_state *s, unsigned r)
{
    ascon_add_byte(s, r, 0x01);
}

/* The hash functions' full 8-byte blocks: S[0..7] ^= x; p^12, for each (ascon_perm.h). */
static inline void ascon_hash_absorb_full(ascon_state *s, const uint8_t *in, size_t nblocks)
{
#if ASCON_BACKEND_HASH_BLOCKS
    ascon_hash_absorb_blocks(s, in, nblocks);
#else
    for (size_t i = 0; i < nblocks; i++) {
        ascon_add_bytes(s, 0, in + ASCON_HASH_RATE * i, ASCON_HASH_RATE);
        ascon_permute(s, 12);
    }
#endif
}

/* Squeeze: p^12; S[0..7] to out, for each full block (ascon_perm.h). */
static inline void ascon_hash_squeeze_full(ascon_state *s, uint8_t *out, size_t nblocks)
{
#if ASCON_BACKEND_HASH_BLOCKS
    ascon_hash_squeeze_blocks(s, out, nblocks);
#else
    for (size_t i = 0; i < nblocks; i++) {
        ascon_permute(s, 12);
        ascon_extract_bytes(s, 0, out + ASCON_HASH_RATE * i, ASCON_HASH_RATE);
    }
#endif
}

/* The incremental hash context's phases (lwc_ascon_hash_ctx.phase); 0: not usable. Each value is a
 * byte unlikely in stack garbage, none is 0. */
#define ASCON_PHASE_HASH_ABSORB 0x5Au
#define ASCON_PHASE_XOF_ABSORB 0x6Bu
#define ASCON_PHASE_XOF_SQUEEZE 0x7Cu

/* Start a context: S = IV || 0^256, S = Ascon-p[12](S) (sections 5.1-5.3); the IV as its low and high
 * 32 bits (immediates, not a table). */
void ascon_hash_start(lwc_ascon_hash_ctx *ctx, uint32_t iv_low, uint32_t iv_high, uint8_t phase);
/* Absorb len bytes into an absorbing context (the absorbing loop of sections 5.1-5.3, in pieces). */
void ascon_hash_absorb(lwc_ascon_hash_ctx *ctx, const uint8_t *m, size_t len);

#endif /* LWC_SRC_ASCON_MODE_H */
