/* TinyJAMBU backend contract: the keyed permutation, implemented once per backend
 * (src/tinyjambu/<backend>/, found by cmake/backends.cmake; ref/ is the portable C); the mode in tinyjambu.c is written once. */
#ifndef LWC_SRC_TINYJAMBU_PERM_H
#define LWC_SRC_TINYJAMBU_PERM_H

#include <stddef.h>
#include <stdint.h>

/* Apply `steps` x 32 rounds of the keyed permutation (Kwon et al. 2023, Table 2) to `s`.
 * Step j uses key word key[j mod key_words]; key_words is 4, 6 or 8. */
void tinyjambu_permute(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);

/* Optional part, for backends whose tinyjambu_backend.h sets TINYJAMBU_BACKEND_CRYPT_BLOCKS to 1:
 * the mode's loop over whole 4-byte message blocks with the state kept in registers. For each
 * block i (nblocks >= 1; out may equal in):
 *     s[1] ^= 0x50; tinyjambu_permute(s, key, key_words, 32 + 2 * (key_words - 4));
 *     x = load32_le(in + 4i); y = s[2] ^ x; store32_le(out + 4i, y); s[3] ^= decrypt ? y : x;
 * decrypt is 0 (encryption) or 1. Without it the mode runs the same loop in C. */
#include "tinyjambu_backend.h"
#if TINYJAMBU_BACKEND_CRYPT_BLOCKS
void tinyjambu_crypt_blocks(uint32_t s[4], const uint32_t *key, unsigned key_words, uint8_t *out,
                            const uint8_t *in, size_t nblocks, unsigned decrypt);
#endif

/* A stretch of the mode, in this order, each phase skipped when the stretch has none of it:
 *   key setup:  if key_setup: s = 0; tinyjambu_permute(s, key, key_words, big)
 *   nonce:      if nonce != NULL, for its 3 words w: s[1] ^= 0x10; permute 20 steps; s[3] ^= w
 *   AD:         for each of the ad_words words w of ad: s[1] ^= 0x30; permute 20 steps; s[3] ^= w
 *   message:    for each of the text_words blocks (x from in, y to out; out may equal in):
 *               s[1] ^= 0x50; permute big; y = s[2] ^ x; s[3] ^= decrypt ? y : x
 *   tag:        if tag != NULL: s[1] ^= 0x70; permute big; store32_le(tag, s[2]);
 *               s[1] ^= 0x70; permute 20 steps; store32_le(tag + 4, s[2])
 * with big = 32 + 2 * (key_words - 4), words little-endian, buffers of any alignment. The mode
 * (tinyjambu.c) describes each message as one or more stretches (a partial AD or message word,
 * done in C, splits it); it runs them in C, or with the backend's tinyjambu_sequence. */
typedef struct {
    const uint8_t *nonce;  /* 12 bytes, or NULL: no nonce setup */
    const uint8_t *ad;     /* ad_words whole words of associated data */
    size_t ad_words;
    const uint8_t *in;     /* text_words whole words of message (or ciphertext) */
    uint8_t *out;          /* its output, text_words words */
    size_t text_words;
    uint8_t *tag;          /* 8 bytes, or NULL: no tag */
    uint8_t key_setup;     /* 1: start from s = 0 with the key setup */
    uint8_t decrypt;       /* 0: encryption, 1: decryption */
} tinyjambu_seq;

/* Optional part, for backends whose tinyjambu_backend.h sets TINYJAMBU_BACKEND_SEQUENCE to 1: a
 * whole stretch in one call, the state and key in registers from one permutation to the next (a
 * short message is then one call, not one per permutation). Its assembly reads the fields at the
 * offsets checked below. */
#if TINYJAMBU_BACKEND_SEQUENCE
void tinyjambu_sequence(uint32_t s[4], const uint32_t *key, unsigned key_words, const tinyjambu_seq *q);
_Static_assert(offsetof(tinyjambu_seq, ad) == 4 && offsetof(tinyjambu_seq, in) == 12 &&
                   offsetof(tinyjambu_seq, tag) == 24 && offsetof(tinyjambu_seq, key_setup) == 28 &&
                   offsetof(tinyjambu_seq, decrypt) == 29,
               "tinyjambu_sequence reads tinyjambu_seq at the offsets of its assembly (Q_* there)");
#endif

/* Optional part, for backends whose tinyjambu_backend.h sets TINYJAMBU_BACKEND_AEAD to 1: a whole
 * one-shot message in one call, the stretch above with key_setup = 1, the nonce, all ad_len bytes of
 * AD, all len bytes of message (in to out; out may equal in) and the tag, where a partial last AD or
 * message word (r = ad_len % 4 or len % 4 bytes, r > 0) is, after its permutation: x = its r bytes
 * zero-extended; AD: s[3] ^= x; message: y = (s[2] ^ x) masked to r bytes, its r bytes stored,
 * s[3] ^= decrypt ? y : x; then s[1] ^= r. The key is the caller's key bytes (key_words
 * little-endian words, any alignment), read in place. tinyjambu_aead_encrypt writes the ciphertext
 * and the tag; tinyjambu_aead_decrypt writes the plaintext and the tag it computes (to tag), which
 * the mode then checks and releases as every decryption does. Arguments are checked by the mode. */
#ifndef TINYJAMBU_BACKEND_AEAD
#define TINYJAMBU_BACKEND_AEAD 0
#endif
#if TINYJAMBU_BACKEND_AEAD
void tinyjambu_aead_encrypt(uint8_t *out, uint8_t tag[8], const uint8_t *key, unsigned key_words,
                            const uint8_t nonce[12], const uint8_t *ad, size_t ad_len, const uint8_t *in,
                            size_t len);
void tinyjambu_aead_decrypt(uint8_t *out, uint8_t tag[8], const uint8_t *key, unsigned key_words,
                            const uint8_t nonce[12], const uint8_t *ad, size_t ad_len, const uint8_t *in,
                            size_t len);
#endif
/* Optional with it, TINYJAMBU_BACKEND_AEAD_ENTRIES 1: tinyjambu_aead_encrypt with the key size in the
 * name and the public calls' eight arguments, returning 0, so that the public encryption reaches it
 * by a tail call (tinyjambu_aead_encrypt's ninth argument needs a frame of the caller's where it is
 * passed on the stack). */
#ifndef TINYJAMBU_BACKEND_AEAD_ENTRIES
#define TINYJAMBU_BACKEND_AEAD_ENTRIES 0
#endif
#if TINYJAMBU_BACKEND_AEAD_ENTRIES
int tinyjambu128_aead_encrypt(uint8_t *out, uint8_t tag[8], const uint8_t key[16], const uint8_t nonce[12],
                              const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len);
int tinyjambu192_aead_encrypt(uint8_t *out, uint8_t tag[8], const uint8_t key[24], const uint8_t nonce[12],
                              const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len);
int tinyjambu256_aead_encrypt(uint8_t *out, uint8_t tag[8], const uint8_t key[32], const uint8_t nonce[12],
                              const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len);
#endif

/* Optional run-time dispatched fast path, for an adding backend (x86_64) whose tinyjambu_backend.h
 * sets TINYJAMBU_BACKEND_AEAD_FAST to 1: tinyjambu_aead_encrypt_fast and tinyjambu_aead_decrypt_fast
 * do what tinyjambu_aead_encrypt and tinyjambu_aead_decrypt above do and return 1, or return 0
 * without touching anything (the host's level, lwc/host.h, below their own, or a key size they do
 * not cover); the one-shot calls try them first. */
#ifndef TINYJAMBU_BACKEND_AEAD_FAST
#define TINYJAMBU_BACKEND_AEAD_FAST 0
#endif
#if TINYJAMBU_BACKEND_AEAD_FAST
int tinyjambu_aead_encrypt_fast(uint8_t *out, uint8_t tag[8], const uint8_t *key, unsigned key_words,
                                const uint8_t nonce[12], const uint8_t *ad, size_t ad_len, const uint8_t *in,
                                size_t len);
int tinyjambu_aead_decrypt_fast(uint8_t *out, uint8_t tag[8], const uint8_t *key, unsigned key_words,
                                const uint8_t nonce[12], const uint8_t *ad, size_t ad_len, const uint8_t *in,
                                size_t len);
#endif

#endif /* LWC_SRC_TINYJAMBU_PERM_H */
