/**
 * @file
 * @brief Romulus v1.3 (NIST LWC finalist): Romulus-N, Romulus-M, Romulus-T AEAD (16-byte key, nonce, tag)
 * and the Romulus-H hash (32-byte digest), all on SKINNY-128-384+ (40 rounds).
 *
 * encrypt: c = E(m) (m_len bytes, c may equal m), tag = 16 bytes written separately.
 * decrypt: returns 0 and the plaintext, or LWC_ERR_AUTH with m wiped. Romulus-N and Romulus-M need
 * the plaintext to compute the tag, so they decrypt into m first and wipe m when the tag does not
 * match; Romulus-T, whose tag covers the ciphertext, compares the tag first, then decrypts in any
 * case and wipes m on a mismatch too, so that every failure takes the time of a success.
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
#ifndef LWC_ROMULUS_H
#define LWC_ROMULUS_H

#include "lwc/common.h"

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
/** @brief Romulus-T decryption: the tag comparison comes first, the decryption follows whatever its
 *  verdict (same time for a forgery), and m is wiped before returning LWC_ERR_AUTH on a mismatch. */
int lwc_romulus_t_decrypt(uint8_t *m, const uint8_t tag[16], const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

/**
 * @brief Romulus-H: digest = H(m), 32 bytes.
 * @return LWC_OK, or LWC_ERR_NULL (digest NULL, or m NULL with m_len > 0)
 */
int lwc_romulus_h(uint8_t digest[32], const uint8_t *m, size_t m_len);

#ifdef __cplusplus
}
#endif
#endif /* LWC_ROMULUS_H */
