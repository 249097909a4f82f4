/* Romulus backend contract: the SKINNY-128-384+ tweakable block cipher (40 rounds) and the 56-bit
 * LFSR block counter, implemented once per backend folder (src/romulus/<backend>/, found by
 * cmake/backends.cmake; ref/ is the portable C).
 * The Romulus modes (romulus_n.c, romulus_m.c, romulus_t.c, romulus_h.c) are written once on top. */
#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_H
#define LWC_SRC_ROMULUS_SKINNY128_384P_H

#include <stdint.h>

/* Encrypt one 16-byte block in place with SKINNY-128-384+ (40 rounds).
 * tk = TK1 || TK2 || TK3 (48 bytes, each in the specification's byte order); tk is not modified. */
void skinny128_384p_encrypt(uint8_t block[16], const uint8_t tk[48]);

/* Optional part, for backends whose skinny128_384p_backend.h sets SKINNY128_384P_BACKEND_KS to 1 and
 * defines skinny128_384p_ks_t (the expanded round tweakeys, in the backend's own order) and
 * skinny128_384p_key_t (the part of them that depends on the key alone):
 *  - skinny128_384p_expand: all of TK1^TK2^TK3; then skinny128_384p_encrypt_ks(block, ks) equals
 *    skinny128_384p_encrypt(block, tk) (Romulus-H encrypts two blocks under one tweakey);
 *  - skinny128_384p_expand_tk23: TK2 and TK3 only (tk[0..15] is ignored, TK1 = 0);
 *  - skinny128_384p_ks_set_tk1(ks, tk1): replaces bytes 0..7 of the TK1 in ks by tk1[0..7] (TK1 bytes
 *    8..15 stay; only tk1[0..7] is read), at a fraction of the cost of an expansion. Romulus-N and
 *    the encryption pass of Romulus-M (TK1 = counter, domain byte, 0^64) keep the schedule of the
 *    chain's closing call under (N, K) and set TK1 per block; Romulus-T expands each session key
 *    once for its two calls (docs/romulus.md).
 *  - skinny128_384p_expand_key(kk, key): the TK3 = key part, once per key (lwc_romulus_key_init);
 *    skinny128_384p_expand_k(ks, tk, kk) and skinny128_384p_expand_tk2_k(ks, tk, kk) then equal
 *    skinny128_384p_expand and skinny128_384p_expand_tk23 of tk with TK3 = that key (tk[32..47] is
 *    not read), without the TK3 work.
 * The expanded schedule is key material: wipe it with skinny128_384p_ks_wipe (a skinny128_384p_key_t
 * with lwc_wipe). */
#include "skinny128_384p_backend.h"
#if SKINNY128_384P_BACKEND_KS
void skinny128_384p_expand(skinny128_384p_ks_t *ks, const uint8_t tk[48]);
void skinny128_384p_expand_tk23(skinny128_384p_ks_t *ks, const uint8_t tk[48]);
void skinny128_384p_ks_set_tk1(skinny128_384p_ks_t *ks, const uint8_t tk1[16]);
void skinny128_384p_encrypt_ks(uint8_t block[16], const skinny128_384p_ks_t *ks);
void skinny128_384p_ks_wipe(skinny128_384p_ks_t *ks);
void skinny128_384p_expand_key(skinny128_384p_key_t *kk, const uint8_t key[16]);
void skinny128_384p_expand_k(skinny128_384p_ks_t *ks, const uint8_t tk[48], const skinny128_384p_key_t *kk);
void skinny128_384p_expand_tk2_k(skinny128_384p_ks_t *ks, const uint8_t tk[48], const skinny128_384p_key_t *kk);
#endif

/* Optional run-time dispatched fast path, for an adding backend (x86_64) whose
 * skinny128_384p_backend.h sets SKINNY128_384P_BACKEND_FAST to 1: skinny128_384p_encrypt_fast does
 * what skinny128_384p_encrypt does and returns 1, or returns 0 without touching block when the
 * host's level (lwc/host.h) is below its own; the portable skinny128_384p_encrypt tries it first. */
#ifndef SKINNY128_384P_BACKEND_FAST
#define SKINNY128_384P_BACKEND_FAST 0
#endif
#if SKINNY128_384P_BACKEND_FAST
int skinny128_384p_encrypt_fast(uint8_t block[16], const uint8_t tk[48]);
#endif

/* Advance the 56-bit LFSR block counter of Romulus (spec v1.3, section 2.4.1) by one step.
 * cnt[0..6] in the byte order the tweakey encoding uses (cnt is TK1 bytes 0..6). Kwon et al.
 * (Romulus LFSR) optimize exactly this function. */
void romulus_lfsr56_update(uint8_t cnt[7]);

#endif /* LWC_SRC_ROMULUS_SKINNY128_384P_H */
