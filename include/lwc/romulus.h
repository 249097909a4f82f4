/**
 * @file
 * @brief Romulus v1.3 (NIST LWC finalist): Romulus-N, Romulus-M, Romulus-T AEAD (16-byte key, nonce, tag)
 * and the Romulus-H hash (32-byte digest), all on SKINNY-128-384+ (40 rounds).
 *
 * encrypt: c = E(m) (m_len bytes, c may equal m), tag = 16 bytes written separately.
 * decrypt: returns 0 and the plaintext, or LWC_ERR_AUTH with m wiped. Romulus-N and Romulus-M need
 * the plaintext to compute the tag, so they decrypt into m first: while the call runs, m holds
 * plaintext that is not yet verified, and it is wiped before LWC_ERR_AUTH returns (a forgery takes
 * the time of a success). m must therefore not be memory that another agent reads during the call
 * (a DMA channel, a radio FIFO, memory shared with another core or process): decrypt into private
 * RAM and hand the result over after LWC_OK. Romulus-T, whose tag covers the ciphertext, never
 * writes unverified plaintext: it copies the ciphertext into m, checks the tag over that copy, and
 * only on a match derives the session key and runs the key stream over it; on a mismatch it wipes
 * the copy and returns without decrypting (a forgery is faster than a valid message, and its time
 * depends only on the lengths).
 * Each input (ciphertext, tag, nonce, associated data) is read once, so the bytes authenticated are
 * the bytes decrypted even if the caller's buffers change during the call (another thread, a DMA):
 * Romulus-M authenticates the plaintext it wrote to m, Romulus-T copies the ciphertext to m and works
 * there. In place (m == c) the buffer is the output too: changing it during the call changes the
 * caller's own result.
 *
 * Arguments (the same order for every AEAD of lwcrypt): c / m output (may be the input itself;
 * any other overlap with an input: LWC_ERR_OVERLAP, nothing written),
 * tag 16 bytes, key 16 bytes, nonce 16 bytes (never reused under one key, except that Romulus-M
 * only reveals equal messages), ad / ad_len associated data (NULL only with length 0).
 */
#include "lwc/subset.h" /* first as well: LWC_PROTECTED (lwc/lwc_built.h) decides the key object's layout */
#ifndef LWC_ROMULUS_H
#define LWC_ROMULUS_H

#include "lwc/common.h"
#if defined(LWC_PROTECTED) && LWC_PROTECTED
#include "lwc/masked.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define LWC_ROMULUS_KEY_BYTES    16 /**< key size of Romulus-N/M/T */
#define LWC_ROMULUS_NONCE_BYTES  16 /**< nonce size of Romulus-N/M/T */
#define LWC_ROMULUS_TAG_BYTES    16 /**< tag size of Romulus-N/M/T */
#define LWC_ROMULUS_H_DIGEST_BYTES 32 /**< Romulus-H digest size */

/** @brief Romulus-N encryption (nonce-based, 128-bit security): c = E(m), 16-byte tag. */
int lwc_romulus_n_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief Romulus-N decryption; LWC_ERR_AUTH (m wiped) on a tag mismatch. */
int lwc_romulus_n_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);
/** @brief Romulus-M encryption (misuse-resistant: a repeated nonce reveals only equal messages). */
int lwc_romulus_m_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief Romulus-M decryption; LWC_ERR_AUTH (m wiped) on a tag mismatch. */
int lwc_romulus_m_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);
/** @brief Romulus-T encryption (leakage-resilient). */
int lwc_romulus_t_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief Romulus-T decryption: the tag is checked over a copy of c in m first; only a verified
 *  ciphertext is decrypted (key derivation and key stream), and on a mismatch m (then holding the
 *  ciphertext only) is wiped before LWC_ERR_AUTH returns, with no key derivation or key stream run. */
int lwc_romulus_t_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

/** Words of the key object's room for the cipher's key-dependent schedule part: used by the
 *  32-bit backends that expand the tweakey schedule (the Cortex-M3 fast profile); none on the AVR. */
#if defined(__AVR__)
#define LWC_ROMULUS_KEY_SCHEDULE_WORDS 1
#else
#define LWC_ROMULUS_KEY_SCHEDULE_WORDS 80
#endif

/**
 * @brief A Romulus key prepared once by lwc_romulus_key_init and reused by any number of
 * Romulus-N, -M and -T encryptions and decryptions, each with its own nonce (the same rules as the
 * one-shot functions). Where the backend expands the tweakey schedule (the Cortex-M3 fast profile),
 * the object caches the key's part of it (TK3 with the round constants), so that a message expands
 * only its nonce/tweak part; elsewhere it holds the key and the calls are the one-shot ones.
 * Fields are the library's; treat them as opaque. The object holds key material: lwc_wipe it when
 * done (a wiped or never initialized object is refused with LWC_ERR_STATE).
 */
#if defined(LWC_PROTECTED) && LWC_PROTECTED
/* The protected profile (docs/protected.md): the key in two shares (the masked Romulus-T's key object,
 * lwc/masked.h); init needs the random source (LWC_ERR_RANDOM). Romulus-T's calls run the leveled
 * masked Romulus-T and re-mask the shares (they write them although they take the object const: keep
 * it in RAM, one caller at a time; each needs the random source). Romulus-N's and -M's calls, which
 * have no masked implementation, combine the shares into a key on their stack for the call (wiped at
 * its end) and need no random source. */
typedef struct {
    lwc_romulus_t_masked_key masked; /**< the key in shares */
    uint8_t ready;                   /**< LWC_ROMULUS_KEY_READY after init */
} lwc_romulus_key;
#else
typedef struct {
    uint32_t schedule[LWC_ROMULUS_KEY_SCHEDULE_WORDS]; /**< the key's part of the schedule */
    uint8_t key[16];                                   /**< the key */
    uint8_t ready;                                     /**< LWC_ROMULUS_KEY_READY after init */
} lwc_romulus_key;
#endif

#define LWC_ROMULUS_KEY_READY 0x5Au /**< lwc_romulus_key.ready after lwc_romulus_key_init */

/**
 * @brief Prepare k from a 16-byte key (Romulus-N, -M and -T share it).
 * @return LWC_OK, or LWC_ERR_NULL (k or key NULL); LWC_ERR_RANDOM in a protected build without a
 *         random source (k wiped)
 */
int lwc_romulus_key_init(lwc_romulus_key *k, const uint8_t key[16]);
/** @brief lwc_romulus_n_encrypt with a prepared key; LWC_ERR_STATE when k was not initialized. */
int lwc_romulus_n_key_encrypt(const lwc_romulus_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief lwc_romulus_n_decrypt with a prepared key; LWC_ERR_STATE when k was not initialized. */
int lwc_romulus_n_key_decrypt(const lwc_romulus_key *k, uint8_t *m, const uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);
/** @brief lwc_romulus_m_encrypt with a prepared key; LWC_ERR_STATE when k was not initialized. */
int lwc_romulus_m_key_encrypt(const lwc_romulus_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief lwc_romulus_m_decrypt with a prepared key; LWC_ERR_STATE when k was not initialized. */
int lwc_romulus_m_key_decrypt(const lwc_romulus_key *k, uint8_t *m, const uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);
/** @brief lwc_romulus_t_encrypt with a prepared key; LWC_ERR_STATE when k was not initialized. */
int lwc_romulus_t_key_encrypt(const lwc_romulus_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief lwc_romulus_t_decrypt with a prepared key; LWC_ERR_STATE when k was not initialized. */
int lwc_romulus_t_key_decrypt(const lwc_romulus_key *k, uint8_t *m, const uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

/**
 * @brief Romulus-H: digest = H(m), 32 bytes.
 * @return LWC_OK, or LWC_ERR_NULL (digest NULL, or m NULL with m_len > 0)
 */
int lwc_romulus_h(uint8_t digest[32], const uint8_t *m, size_t m_len);

/**
 * @brief Romulus-H computed incrementally: the state of lwc_romulus_h_init / _update / _final, in
 * memory the caller provides (no allocation). Fields are the library's; treat them as opaque.
 *
 * Feeding a message in any number of updates of any lengths (including 0) gives the digest of
 * lwc_romulus_h over the concatenation. The context holds no key: copying it (plain assignment)
 * forks the computation, e.g. to hash a common prefix once. A context that is all zero bytes is a
 * valid fresh state (the same as after lwc_romulus_h_init).
 */
typedef struct {
    uint8_t l[16];  /**< chaining value L */
    uint8_t tk[48]; /**< tweakey of the next compression: chaining value R, then the 32-byte block
                     *   being collected */
    uint8_t used;   /**< bytes of that block collected so far (0..31); LWC_ROMULUS_H_FINISHED after
                     *   lwc_romulus_h_final */
} lwc_romulus_h_ctx;

#define LWC_ROMULUS_H_FINISHED 0xFFu /**< lwc_romulus_h_ctx.used after lwc_romulus_h_final */

/**
 * @brief Start a Romulus-H computation.
 * @return LWC_OK, or LWC_ERR_NULL (ctx NULL)
 */
int lwc_romulus_h_init(lwc_romulus_h_ctx *ctx);

/**
 * @brief Absorb m_len more bytes of the message.
 * @return LWC_OK; LWC_ERR_NULL (ctx NULL, or m NULL with m_len > 0); LWC_ERR_STATE when ctx was
 *         finished by lwc_romulus_h_final and not initialized again (nothing absorbed)
 */
int lwc_romulus_h_update(lwc_romulus_h_ctx *ctx, const uint8_t *m, size_t m_len);

/**
 * @brief Finish: digest = H(everything absorbed since init), 32 bytes; then ctx is wiped and marked
 *        finished (lwc_romulus_h_init starts a new computation).
 * @return LWC_OK; LWC_ERR_NULL (ctx or digest NULL); LWC_ERR_STATE when ctx is already finished
 *         (digest untouched)
 */
int lwc_romulus_h_final(lwc_romulus_h_ctx *ctx, uint8_t digest[32]);

#if defined(__AVR__) || defined(LWC_DOXYGEN)
/**
 * @brief AVR only: absorb len bytes read from program memory (flash) at byte address flash_addr,
 *        anywhere in the device's flash (ELPM where it is larger than 64 KB). The bytes go straight from
 *        flash into the context: no RAM buffer, so a firmware image larger than RAM hashes in one
 *        call. Use pgm_get_far_address(object) for the address of a PROGMEM object.
 * @return LWC_OK; LWC_ERR_NULL (ctx NULL); LWC_ERR_LENGTH when [flash_addr, flash_addr + len) is
 *         not inside the flash (nothing absorbed); LWC_ERR_STATE as lwc_romulus_h_update
 */
int lwc_romulus_h_update_PF(lwc_romulus_h_ctx *ctx, uint32_t flash_addr, uint32_t len);

/**
 * @brief AVR only: lwc_romulus_h_update_PF for a PROGMEM object in the first 64 KB of flash (where
 *        avr-gcc puts PROGMEM data), addressed by its near pointer, as the avr-libc _P functions.
 */
static inline int lwc_romulus_h_update_P(lwc_romulus_h_ctx *ctx, const uint8_t *progmem, size_t len)
{
    return lwc_romulus_h_update_PF(ctx, (uint16_t)(uintptr_t)progmem, len);
}
#endif

#ifdef __cplusplus
}
#endif
#endif /* LWC_ROMULUS_H */
#include "lwc/subset.h" /* LWC_ALGORITHMS: the primitives this build holds */
