/**
 * @file
 * @brief Ascon as standardised in NIST SP 800-232 (August 2025): Ascon-AEAD128 (16-byte key, nonce
 * and tag; truncated tags and nonce masking through a prepared key), Ascon-Hash256 (32-byte digest),
 * Ascon-XOF128 and Ascon-CXOF128 (any output length; CXOF with a customization string of at most
 * 256 bytes), one-shot and incremental.
 *
 * This is the standard's Ascon, not the competition's Ascon v1.2: the byte order (little-endian),
 * the initial values and the padding differ, so v1.2 test vectors do not match (docs/ascon.md).
 *
 * AEAD encrypt: c = E(m) (m_len bytes, c may equal m), tag written separately.
 * AEAD decrypt: the plaintext is computed into m, the tag compared in constant time, and m wiped
 * before returning LWC_ERR_AUTH when it does not match. Each input is read once: the ciphertext
 * bytes absorbed into the state are the ones the plaintext was computed from.
 *
 * Arguments (the same order for every AEAD of lwcrypt): c / m output (may be the input itself; any
 * other overlap with an input: LWC_ERR_OVERLAP, nothing written), tag, key 16 bytes, nonce 16 bytes
 * (never reused under one key), ad / ad_len associated data (NULL only with length 0).
 */
#include "lwc/subset.h" /* first as well: LWC_PROTECTED (lwc/lwc_built.h) decides the key object's layout */
#ifndef LWC_ASCON_H
#define LWC_ASCON_H

#include "lwc/common.h"
#if defined(LWC_PROTECTED) && LWC_PROTECTED
#include "lwc/masked.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define LWC_ASCON_KEY_BYTES 16         /**< Ascon-AEAD128 key size */
#define LWC_ASCON_MASKED_KEY_BYTES 32  /**< key size with nonce masking: key || nonce mask */
#define LWC_ASCON_NONCE_BYTES 16       /**< Ascon-AEAD128 nonce size */
#define LWC_ASCON_TAG_BYTES 16         /**< Ascon-AEAD128 full tag size */
#define LWC_ASCON_TAG_MIN_BYTES 4      /**< shortest truncated tag accepted (32 bits) */
#define LWC_ASCON_HASH256_BYTES 32     /**< Ascon-Hash256 digest size */
#define LWC_ASCON_CXOF_CUSTOM_MAX_BYTES 256 /**< longest Ascon-CXOF128 customization string (2048 bits) */

/** @brief Ascon-AEAD128 encryption (SP 800-232 Algorithm 3): c = E(m), 16-byte tag. */
int lwc_ascon_aead128_encrypt(uint8_t *c, uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief Ascon-AEAD128 decryption (Algorithm 4); LWC_ERR_AUTH (m wiped) on a tag mismatch. */
int lwc_ascon_aead128_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

/**
 * @brief An Ascon-AEAD128 key prepared once by lwc_ascon_aead128_key_init with its options, reused by
 * any number of encryptions and decryptions, each with its own nonce:
 *  - tag length: 16 bytes, or truncated to 4..15 bytes (the first bytes of the full tag);
 *  - nonce masking: a 32-byte key K = K1 || K2, where K1 is the Ascon-AEAD128 key and every nonce N
 *    is used as N xor K2.
 * Fields are the library's; treat them as opaque. The object holds key material: lwc_wipe it when
 * done (a wiped or never initialized object is refused with LWC_ERR_STATE).
 */
#if defined(LWC_PROTECTED) && LWC_PROTECTED
/* The protected profile (docs/protected.md): K and K2 in shares, re-masked by every call, which runs the
 * leveled masked Ascon (lwc/masked.h); init and every call need the random source (LWC_ERR_RANDOM). The
 * calls write the shares although they take the object const: keep it in RAM, one caller at a time. */
typedef struct {
    lwc_ascon_aead128_masked_key key;                 /**< K (K1 with nonce masking), in shares */
    uint32_t nonce_mask[LWC_ASCON_MASKED_SHARES][4];  /**< K2 in shares with nonce masking, zero without */
    uint8_t nonce_masking;  /**< 1 with nonce masking */
    uint8_t tag_len;        /**< bytes of tag written and checked, 4..16 */
    uint8_t ready;          /**< LWC_ASCON_KEY_READY after init */
} lwc_ascon_aead128_key;
#else
typedef struct {
    uint8_t key[16];        /**< K (K1 with nonce masking) */
    uint8_t nonce_mask[16]; /**< K2 with nonce masking, zero without */
    uint8_t tag_len;        /**< bytes of tag written and checked, 4..16 */
    uint8_t ready;          /**< LWC_ASCON_KEY_READY after init */
} lwc_ascon_aead128_key;
#endif
#define LWC_ASCON_KEY_READY 0xA5u /**< lwc_ascon_aead128_key.ready after lwc_ascon_aead128_key_init */

/**
 * @brief Prepare k from a key and its options.
 * @param key_len 16 (plain) or 32 (nonce masking: key || nonce mask)
 * @param tag_len 4..16 bytes of tag
 * @return LWC_OK; LWC_ERR_NULL (k or key NULL); LWC_ERR_LENGTH (another key or tag length: k wiped);
 *         LWC_ERR_RANDOM in a protected build without a random source (k wiped)
 */
int lwc_ascon_aead128_key_init(lwc_ascon_aead128_key *k, const uint8_t *key, size_t key_len, size_t tag_len);
/** @brief Encrypt with a prepared key: writes k's tag length of tag bytes; LWC_ERR_STATE when k was not initialized. */
int lwc_ascon_aead128_key_encrypt(const lwc_ascon_aead128_key *k, uint8_t *c, uint8_t *tag, const uint8_t nonce[16],
                                  const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief Decrypt with a prepared key: checks k's tag length of tag bytes; LWC_ERR_AUTH (m wiped) on a mismatch. */
int lwc_ascon_aead128_key_decrypt(const lwc_ascon_aead128_key *k, uint8_t *m, const uint8_t *tag,
                                  const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                  size_t c_len);

/** @brief Ascon-Hash256 (SP 800-232 section 5.1): digest = H(m), 32 bytes. @return LWC_OK or LWC_ERR_NULL */
int lwc_ascon_hash256(uint8_t digest[32], const uint8_t *m, size_t m_len);
/** @brief Ascon-XOF128 (section 5.2): out_len bytes of output (any length, 0 included). */
int lwc_ascon_xof128(uint8_t *out, size_t out_len, const uint8_t *m, size_t m_len);
/**
 * @brief Ascon-CXOF128 (section 5.3): out_len bytes of output of m under the customization string z.
 * @return LWC_OK; LWC_ERR_NULL; LWC_ERR_LENGTH when z_len > 256 (nothing written)
 */
int lwc_ascon_cxof128(uint8_t *out, size_t out_len, const uint8_t *z, size_t z_len, const uint8_t *m, size_t m_len);

/** @brief The permutation state, in the representation of the library's backend (opaque). */
typedef union {
    uint64_t x[5];
    uint32_t w[10];
    uint8_t b[40];
} lwc_ascon_state;

/**
 * @brief Ascon-Hash256, -XOF128 or -CXOF128 computed incrementally, in memory the caller provides.
 * Fields are the library's; treat them as opaque.
 *
 * init (lwc_ascon_hash256_init, lwc_ascon_xof128_init, lwc_ascon_cxof128_init), then any number of
 * lwc_ascon_hash_update of any lengths (0 included), then lwc_ascon_hash256_final for Ascon-Hash256
 * or any number of lwc_ascon_xof_squeeze of any lengths for the XOFs: the result equals the one-shot
 * function over the concatenation, and the squeezed pieces concatenate to its output. Copying a
 * context (plain assignment) forks the computation. An all-zero context is not initialized
 * (LWC_ERR_STATE); wipe a context when done with it (the hash final wipes it itself).
 */
typedef struct {
    lwc_ascon_state state; /**< the sponge state */
    uint8_t pos;           /**< bytes of the current 8-byte block absorbed or squeezed, 0..8 */
    uint8_t phase;         /**< what the context may do next (library values; 0: nothing) */
} lwc_ascon_hash_ctx;

/** @brief Start an Ascon-Hash256 computation. @return LWC_OK or LWC_ERR_NULL */
int lwc_ascon_hash256_init(lwc_ascon_hash_ctx *ctx);
/** @brief Start an Ascon-XOF128 computation. @return LWC_OK or LWC_ERR_NULL */
int lwc_ascon_xof128_init(lwc_ascon_hash_ctx *ctx);
/**
 * @brief Start an Ascon-CXOF128 computation under the customization string z (z_len <= 256).
 * @return LWC_OK; LWC_ERR_NULL; LWC_ERR_LENGTH when z_len > 256 (ctx not initialized)
 */
int lwc_ascon_cxof128_init(lwc_ascon_hash_ctx *ctx, const uint8_t *z, size_t z_len);
/**
 * @brief Absorb m_len more bytes of the message.
 * @return LWC_OK; LWC_ERR_NULL (ctx NULL, or m NULL with m_len > 0); LWC_ERR_STATE when ctx is not
 *         absorbing (not initialized, finished, or already squeezing): nothing absorbed
 */
int lwc_ascon_hash_update(lwc_ascon_hash_ctx *ctx, const uint8_t *m, size_t m_len);
/**
 * @brief Finish an Ascon-Hash256 computation: digest, 32 bytes; ctx is then wiped.
 * @return LWC_OK; LWC_ERR_NULL; LWC_ERR_STATE when ctx is not an absorbing Ascon-Hash256 context
 */
int lwc_ascon_hash256_final(lwc_ascon_hash_ctx *ctx, uint8_t digest[32]);
/**
 * @brief The next out_len bytes of an Ascon-XOF128 / -CXOF128 output (the first call ends the absorb).
 * @return LWC_OK; LWC_ERR_NULL (ctx NULL, or out NULL with out_len > 0); LWC_ERR_STATE when ctx is
 *         not an XOF context (nothing written)
 */
int lwc_ascon_xof_squeeze(lwc_ascon_hash_ctx *ctx, uint8_t *out, size_t out_len);

#if defined(__AVR__) || defined(LWC_DOXYGEN)
/**
 * @brief AVR only: absorb len bytes read from program memory (flash) at byte address flash_addr,
 *        anywhere in the device's flash (ELPM where it is larger than 64 KB), 8 bytes at a time into
 *        the state: a firmware image larger than RAM hashes in one call. Use
 *        pgm_get_far_address(object) for the address of a PROGMEM object.
 * @return LWC_OK; LWC_ERR_NULL (ctx NULL); LWC_ERR_LENGTH when [flash_addr, flash_addr + len) is
 *         not inside the flash (nothing absorbed); LWC_ERR_STATE as lwc_ascon_hash_update
 */
int lwc_ascon_hash_update_PF(lwc_ascon_hash_ctx *ctx, uint32_t flash_addr, uint32_t len);
/** @brief AVR only: lwc_ascon_hash_update_PF for a PROGMEM object in the first 64 KB of flash. */
static inline int lwc_ascon_hash_update_P(lwc_ascon_hash_ctx *ctx, const uint8_t *progmem, size_t len)
{
    return lwc_ascon_hash_update_PF(ctx, (uint16_t)(uintptr_t)progmem, len);
}
#endif

#ifdef __cplusplus
}
#endif

#endif /* LWC_ASCON_H */
#include "lwc/subset.h" /* LWC_ALGORITHMS: the primitives this build holds */
