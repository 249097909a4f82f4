/* Ascon backend contract (NIST SP 800-232, August 2025): the permutation Ascon-p[rnd] and the byte
 * access to its state, implemented once per backend (src/ascon/ref/ is the portable C, readable as
 * the specification); the modes (Ascon-AEAD128, Ascon-Hash256, Ascon-XOF128, Ascon-CXOF128 in
 * src/ascon/, one file each) are written once and touch the state only through this header.
 *
 * Who owns what:
 *  - the mode: argument checks (NULL, lengths, overlap), the initial values, the padding, the domain
 *    separation, the key additions, tag truncation, the constant-time tag compare, the release of
 *    plaintext only after that compare, the wipe of the output and of every state and key copy;
 *  - the backend: the representation of the state in ascon_state and everything that depends on
 *    it: the permutation, the byte access and the optional stretches below. It checks nothing.
 *
 * The state S (SP 800-232 section 3) is five 64-bit words S0..S4. Its byte i (0 <= i < 40) is byte
 * i mod 8 of S_(i/8), bytes of a word in little-endian order (the byte conversion of Appendix A).
 * The rate is bytes 0..15 for Ascon-AEAD128 (section 4), bytes 0..7 for the hash functions
 * (section 5).
 *
 * Components (the manifest rule of cmake/backends.cmake: src/ascon/<backend>/<component>_<backend>.(S|c)
 * replaces src/ascon/ref/<component>_ref.c):
 *  - ascon_perm:  ascon_permute and the stretches the backend announces in its ascon_backend.h;
 *  - ascon_bytes: ascon_add_bytes and ascon_extract_bytes. The portable one reads and writes the
 *    words of the plain representation (ASCON_STATE_WORDS64); a backend that keeps the state in
 *    another one (e.g. bit-interleaved 32-bit halves on a 32-bit core) provides its own and says so
 *    in ascon_backend.h, which the portable file checks.
 * A representation is a fixed arrangement of S's 320 bits in the 40 bytes of ascon_state, so the
 * all-zero bytes are the zero state (the mode starts from it with lwc_wipe) and a copy is a copy. */
#ifndef LWC_SRC_ASCON_PERM_H
#define LWC_SRC_ASCON_PERM_H

#include <stddef.h>
#include <stdint.h>

/* The representations a backend may choose (ASCON_BACKEND_STATE in its ascon_backend.h). */
#define ASCON_STATE_WORDS64 1       /* x[i] = S_i as a native 64-bit integer */
#define ASCON_STATE_INTERLEAVED32 2 /* bit 2k of S_i is bit k of w[2i], bit 2k+1 is bit k of w[2i+1] */

/* The state: lwc_ascon_state of the public header (the incremental hash contexts hold one), the
 * union of the representations' views (x for ASCON_STATE_WORDS64, w for 32-bit ones, b for bytes). */
#include "lwc/ascon.h"
typedef lwc_ascon_state ascon_state;

#include "ascon_backend.h"
#ifndef ASCON_BACKEND_STATE
#define ASCON_BACKEND_STATE ASCON_STATE_WORDS64
#endif

/* Ascon-p[rounds] (SP 800-232 section 3): `rounds` rounds, round i = 0 .. rounds-1 adding the
 * constant c_(16-rounds+i) of section 3.2 (p^12 starts at c_4 = 0xf0, p^8 at c_8 = 0xb4). rounds
 * is 12 or 8, the only counts the four functions use. */
void ascon_permute(ascon_state *s, unsigned rounds);

/* S[offset + j] ^= in[j] for j < len (offset + len <= 40; len may be 0; in of any alignment). */
void ascon_add_bytes(ascon_state *s, unsigned offset, const uint8_t *in, size_t len);
/* out[j] = S[offset + j] for j < len (offset + len <= 40; len may be 0; out of any alignment). */
void ascon_extract_bytes(const ascon_state *s, unsigned offset, uint8_t *out, size_t len);

/* Optional stretches: whole blocks with the state kept in registers from one permutation to the
 * next. Each is a loop the mode otherwise runs in C with the functions above, exactly as written
 * here; nblocks >= 1; out may equal in (any other overlap does not occur); any alignment. Each
 * byte of in is read once: decryption sets S[0..15] to the x it computed y from.
 *
 * ASCON_BACKEND_AEAD_BLOCKS 1: Ascon-AEAD128's full 16-byte blocks (SP 800-232 section 4.1).
 *   ascon_aead_absorb_blocks:  for each block x: S[0..15] ^= x; p^8
 *   ascon_aead_encrypt_blocks: for each block x: S[0..15] ^= x; y = S[0..15] to out; p^8
 *   ascon_aead_decrypt_blocks: for each block x: y = S[0..15] ^ x to out; S[0..15] = x; p^8
 * ASCON_BACKEND_HASH_BLOCKS 1: the hash functions' full 8-byte blocks (section 5).
 *   ascon_hash_absorb_blocks:  for each block x: S[0..7] ^= x; p^12
 *   ascon_hash_squeeze_blocks: for each block: p^12; S[0..7] to out */
#ifndef ASCON_BACKEND_AEAD_BLOCKS
#define ASCON_BACKEND_AEAD_BLOCKS 0
#endif
#ifndef ASCON_BACKEND_HASH_BLOCKS
#define ASCON_BACKEND_HASH_BLOCKS 0
#endif
#if ASCON_BACKEND_AEAD_BLOCKS
void ascon_aead_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
void ascon_aead_encrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
void ascon_aead_decrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
#endif
#if ASCON_BACKEND_HASH_BLOCKS
void ascon_hash_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
void ascon_hash_squeeze_blocks(ascon_state *s, uint8_t *out, size_t nblocks);
#endif

/* Optional one-shot core, ASCON_BACKEND_AEAD 1: a whole Ascon-AEAD128 message in one call (Algorithm 3
 * or 4 up to the tag), so that a short message pays one entry, one representation change in and out
 * and no per-block calls:
 *   S = IV || K || N; S = Ascon-p[12](S); S ^= 0^192 || K;
 *   if ad_len > 0: A padded to whole 16-byte blocks (Algorithm 2), for each: S[0..15] ^= A_i; p^8;
 *   S ^= 0^319 || 1;
 *   the text padded to whole blocks, each as the stretches above (decrypt 0: encryption, 1:
 *   decryption; the last block of len mod 16 bytes, 0 included, x padded: encryption S ^= x, its
 *   bytes of S to out; decryption: its bytes of S ^ x to out, S[0..r-1] = x, S[r] ^= 0x01), no p^8
 *   after it;
 *   S ^= 0^128 || K || 0^64; S = Ascon-p[12](S); T = S[24..39] ^ K, all 16 bytes, to tag.
 * key and nonce (16 bytes each, any alignment) are read in place, each byte of ad and in once; out
 * may equal in; tag (any alignment) is written last. Whatever holds the state or the key in memory
 * is the backend's to wipe before it returns. The mode keeps the argument checks, the nonce mask (it
 * passes the masked nonce), the truncation, the tag compare, the release and the other wipes (the
 * tag of a decryption is the computed one, in the mode's buffer). Without it the mode runs the same
 * steps in C with the functions above (ascon_aead.c). */
#ifndef ASCON_BACKEND_AEAD
#define ASCON_BACKEND_AEAD 0
#endif
#if ASCON_BACKEND_AEAD
void ascon_aead_crypt(uint8_t tag[16], uint8_t *out, const uint8_t key[16], const uint8_t nonce[16], const uint8_t *ad,
                      size_t ad_len, const uint8_t *in, size_t len, unsigned decrypt);
#endif

/* Optional one-shot core with the tag step, ASCON_BACKEND_AEAD_TAG 1 (instead of ASCON_BACKEND_AEAD;
 * for the small profiles, where the mode's C around the core costs more flash than the core): the
 * message as ascon_aead_crypt above (the arguments in the order of the public calls), then the tag
 * step the mode otherwise runs. how = tag_len (4..16) | ASCON_AEAD_DECRYPT for decryption.
 *   encryption: T[0..tag_len-1] to tag (the truncation of section 4.2); returns 0;
 *   decryption: out holds the computed plaintext; d = OR of T[i] ^ tag[i] over i < tag_len (each
 *   byte of tag read once); every byte of out ANDed with 0xFF when d = 0, with 0x00 otherwise (the
 *   same work on both outcomes); returns 0 when d = 0, LWC_ERR_AUTH otherwise, without a branch on d.
 * T, the state and any key copy the core keeps in memory are wiped. The
 * mode keeps the argument checks and the nonce mask. */
#define ASCON_AEAD_DECRYPT 0x100u
#ifndef ASCON_BACKEND_AEAD_TAG
#define ASCON_BACKEND_AEAD_TAG 0
#endif
#if ASCON_BACKEND_AEAD_TAG
/* The one-shot calls' entries (the public calls' arguments, 16-byte tag): each first returns
 * ascon_aead_check(its arguments) when that is not LWC_OK (the mode's argument checks, nothing read
 * or written), then is ascon_aead_crypt_tag with how = 16, or 16 | ASCON_AEAD_DECRYPT. So the public
 * calls are a jump, and the arguments passed on the stack are passed on once. */
int ascon_aead_encrypt_oneshot(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16],
                               const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len);
int ascon_aead_decrypt_oneshot(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16],
                               const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len);
int ascon_aead_check(const uint8_t *out, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,
                     const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len);
int ascon_aead_crypt_tag(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16], const uint8_t *ad,
                         size_t ad_len, const uint8_t *in, size_t len, unsigned how);
#endif

/* Optional run-time dispatched fast path, for an adding backend (x86_64) whose ascon_backend.h sets
 * ASCON_BACKEND_AEAD_FAST to 1: ascon_aead_crypt_fast runs the message as ascon_aead_crypt above
 * (same reads and writes), then a tag step as ascon_aead_crypt_tag's, with how = 16 for encryption
 * (all 16 bytes of T to tag) or tag_len (4..16) | ASCON_AEAD_DECRYPT for decryption (tag: the
 * received tag, each byte read once; out ANDed with the verdict's mask; *verdict = LWC_OK or
 * LWC_ERR_AUTH, without a branch on the tag), and returns 1. It returns 0 without touching anything
 * when the host's level (lwc/host.h) is below its own; the mode then runs its C core. (The verdict
 * apart from the return value: the mode's branch on the latter is not one on the tag.) */
#ifndef ASCON_BACKEND_AEAD_FAST
#define ASCON_BACKEND_AEAD_FAST 0
#endif
#if ASCON_BACKEND_AEAD_FAST
int ascon_aead_crypt_fast(uint8_t *tag, uint8_t *out, const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned how,
                          int *verdict);
#endif

#endif /* LWC_SRC_ASCON_PERM_H */
