/**
 * @file
 * @brief TinyJAMBU-128/192/256 AEAD (NIST LWC finalist, v2), 12-byte nonce, 8-byte tag.
 *
 * encrypt: c = E(m) (m_len bytes, c may equal m), tag = 8 bytes written separately.
 * decrypt: m = D(c), LWC_OK when the tag matches; LWC_ERR_AUTH with m wiped on a mismatch. TinyJAMBU
 * needs the plaintext to compute the tag, so m holds plaintext that is not yet verified while the call
 * runs (wiped before LWC_ERR_AUTH returns): m must not be memory that another agent reads during the
 * call (a DMA channel, a radio FIFO, memory shared with another core or process).
 *
 * Arguments of the six functions (the same order for every AEAD of lwcrypt):
 *  - c / m: output of m_len / c_len bytes; may be the input buffer itself (in place); any other
 *    overlap with an input gives LWC_ERR_OVERLAP, nothing written (see lwc/common.h).
 *  - tag: 8 bytes, written by encrypt, checked (constant time) by decrypt.
 *  - key: 16, 24 or 32 bytes (TinyJAMBU-128, -192, -256); nonce: 12 bytes, never reused under one key.
 *  - ad, ad_len: associated data (authenticated, not encrypted); NULL only with ad_len 0.
 *  - Return: LWC_OK; decrypt: LWC_ERR_AUTH on a tag mismatch (output wiped); LWC_ERR_NULL for a
 *    missing pointer (see lwc/common.h).
 */
#include "lwc/subset.h" /* first as well: LWC_PROTECTED (lwc/lwc_built.h) decides the key objects' layout */
#ifndef LWC_TINYJAMBU_H
#define LWC_TINYJAMBU_H

#include "lwc/common.h"
#if defined(LWC_PROTECTED) && LWC_PROTECTED
#include "lwc/masked.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define LWC_TINYJAMBU_NONCE_BYTES 12 /**< nonce size of every TinyJAMBU variant */
#define LWC_TINYJAMBU_TAG_BYTES    8 /**< tag size of every TinyJAMBU variant */

/** @brief TinyJAMBU-128 encryption (16-byte key): c = E(m), 8-byte tag. See the file description. */
int lwc_tinyjambu128_encrypt(uint8_t *c, uint8_t tag[8], const uint8_t key[16], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief TinyJAMBU-128 decryption: m = D(c), then the tag check; LWC_ERR_AUTH (m wiped) on mismatch. */
int lwc_tinyjambu128_decrypt(uint8_t *m, const uint8_t tag[8], const uint8_t key[16], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);
/** @brief TinyJAMBU-192 encryption (24-byte key). */
int lwc_tinyjambu192_encrypt(uint8_t *c, uint8_t tag[8], const uint8_t key[24], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief TinyJAMBU-192 decryption; LWC_ERR_AUTH (m wiped) on a tag mismatch. */
int lwc_tinyjambu192_decrypt(uint8_t *m, const uint8_t tag[8], const uint8_t key[24], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);
/** @brief TinyJAMBU-256 encryption (32-byte key). */
int lwc_tinyjambu256_encrypt(uint8_t *c, uint8_t tag[8], const uint8_t key[32], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief TinyJAMBU-256 decryption; LWC_ERR_AUTH (m wiped) on a tag mismatch. */
int lwc_tinyjambu256_decrypt(uint8_t *m, const uint8_t tag[8], const uint8_t key[32], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

/* ---- Initialization skip (Kwon et al. 2023, section 3.3) ---------------------------------------- */

/**
 * @brief A cached key setup.
 *
 * Cached key: the key setup (1024/1152/1280 rounds) depends on the key alone, so it is done once by
 * lwc_tinyjambu_key_init and reused by any number of encryptions and decryptions, each with its own
 * nonce. Always safe. The object holds the key: lwc_wipe it when done.
 */
#if defined(LWC_PROTECTED) && LWC_PROTECTED
/* The protected profile (docs/protected.md): the key and its setup in two shares, re-masked by every
 * call (the key object is written by lwc_tinyjambu_key_encrypt/decrypt although they take it const:
 * keep it in RAM, one caller at a time). */
typedef struct {
    lwc_tinyjambu_masked_key masked; /**< the masked key (lwc/masked.h) */
} lwc_tinyjambu_key;
#else
typedef struct {
    uint32_t key[8];   /**< key words (little-endian) */
    uint32_t setup[4]; /**< state after the key setup */
    uint8_t key_words; /**< 4, 6 or 8: TinyJAMBU-128, -192, -256 */
} lwc_tinyjambu_key;
#endif

/**
 * @brief Run the key setup once and cache it in k (TinyJAMBU-128/192/256 chosen by key_len).
 * @param k       the object to fill (holds the key: lwc_wipe it when done)
 * @param key     the key, key_len bytes
 * @param key_len 16, 24 or 32 bytes (anything else: LWC_ERR_LENGTH)
 * @return LWC_OK, LWC_ERR_LENGTH or LWC_ERR_NULL
 */
int lwc_tinyjambu_key_init(lwc_tinyjambu_key *k, const uint8_t *key, size_t key_len);
/** @brief Encrypt with a cached key: as lwc_tinyjambu128_encrypt without the key setup. */
int lwc_tinyjambu_key_encrypt(const lwc_tinyjambu_key *k, uint8_t *c, uint8_t tag[8], const uint8_t nonce[12],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief Decrypt with a cached key: as lwc_tinyjambu128_decrypt without the key setup. */
int lwc_tinyjambu_key_decrypt(const lwc_tinyjambu_key *k, uint8_t *m, const uint8_t tag[8], const uint8_t nonce[12],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

/**
 * @brief A prepared nonce, ONE ENCRYPTION ONLY.
 *
 * lwc_tinyjambu_prepare runs the key and nonce setup ahead of
 * time (e.g. while the radio is idle), so that encryption only processes AD and message. Encrypting
 * two messages from the same prepared state would reuse the nonce: the keystream repeats and the XOR
 * of the plaintexts leaks. Therefore lwc_tinyjambu_prepared_encrypt works exactly once: it wipes the
 * prepared state as it starts, and every later encryption (or decryption) from the object returns
 * LWC_ERR_STATE. Before that, lwc_tinyjambu_prepared_decrypt may be called any number of times (a
 * receiver that knows the next nonce can prepare for it). Prepare a new object for every nonce.
 */
#if defined(LWC_PROTECTED) && LWC_PROTECTED
/* The protected profile: the masked key and the nonce; the nonce setup runs on the shares in the
 * encryption (no unmasked state is kept), which spends the object as above. */
typedef struct {
    lwc_tinyjambu_key key; /**< the cached key, in shares; wiped by the one encryption */
    uint8_t nonce[12];     /**< the nonce given to lwc_tinyjambu_prepare */
    uint8_t encrypted;     /**< 1 once the object has encrypted: everything further is refused */
} lwc_tinyjambu_prepared;
#else
typedef struct {
    lwc_tinyjambu_key key; /**< the cached key */
    uint32_t state[4];  /**< state after key and nonce setup; wiped by the one encryption */
    uint8_t encrypted;  /**< 1 once the object has encrypted: everything further is refused */
} lwc_tinyjambu_prepared;
#endif

/** @brief Run the nonce setup for k and nonce ahead of time into p (for one encryption). */
int lwc_tinyjambu_prepare(lwc_tinyjambu_prepared *p, const lwc_tinyjambu_key *k, const uint8_t nonce[12]);
/**
 * @brief Encrypt once from a prepared state (the nonce given to lwc_tinyjambu_prepare).
 * @return LWC_OK; LWC_ERR_STATE (nothing written) when p has already encrypted
 */
int lwc_tinyjambu_prepared_encrypt(lwc_tinyjambu_prepared *p, uint8_t *c, uint8_t tag[8], const uint8_t *ad,
                                   size_t ad_len, const uint8_t *m, size_t m_len);
/**
 * @brief Decrypt from a prepared state (any number of times, until p encrypts).
 * @return LWC_OK; LWC_ERR_AUTH (m wiped) on a tag mismatch; LWC_ERR_STATE after the encryption
 */
int lwc_tinyjambu_prepared_decrypt(const lwc_tinyjambu_prepared *p, uint8_t *m, const uint8_t tag[8],
                                   const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

#ifdef __cplusplus
}
#endif
#endif /* LWC_TINYJAMBU_H */
#include "lwc/subset.h" /* LWC_ALGORITHMS: the primitives this build holds */
