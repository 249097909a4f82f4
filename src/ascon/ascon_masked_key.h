/* Internal: the leveled masked Ascon-AEAD128 (ascon_masked.c) with the options of a prepared key
 * (SP 800-232 section 4.2), for lwc_ascon_aead128_key in the protected profile (ascon_protected.c;
 * docs/protected.md):
 *   nm: the nonce mask K2 in shares (as the key's: LWC_ASCON_MASKED_SHARES shares of four
 *       bit-interleaved words), re-masked by every call after the key and XORed onto the nonce's words
 *       of the initialization's shares, so that N ^ K2 exists only in shares; NULL: no nonce masking;
 *   tag_len: 4..16 bytes of tag written or checked (the first bytes of the full tag); a decryption
 *       compares those bytes in shares.
 * lwc_ascon_aead128_masked_encrypt / _decrypt are these with nm NULL and tag_len 16. */
#ifndef LWC_SRC_ASCON_MASKED_KEY_H
#define LWC_SRC_ASCON_MASKED_KEY_H

#include <stddef.h>
#include <stdint.h>

#include "lwc/masked.h"

/* The 16-byte nonce mask into nm in shares (each word masked as it is loaded): LWC_OK, or
 * LWC_ERR_RANDOM (no random source or a failing one; nm wiped). */
int ascon_masked_nonce_mask_init(uint32_t (*nm)[4], const uint8_t mask[16]);

int ascon_masked_encrypt_opt(lwc_ascon_aead128_masked_key *k, uint32_t (*nm)[4], size_t tag_len, uint8_t *c,
                             uint8_t *tag, const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *m,
                             size_t m_len);
int ascon_masked_decrypt_opt(lwc_ascon_aead128_masked_key *k, uint32_t (*nm)[4], size_t tag_len, uint8_t *m,
                             const uint8_t *tag, const uint8_t nonce[16], const uint8_t *ad, size_t ad_len,
                             const uint8_t *c, size_t c_len);

#endif /* LWC_SRC_ASCON_MASKED_KEY_H */
