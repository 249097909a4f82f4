/* TinyJAMBU-128/192/256 AEAD (NIST LWC finalist, v2), 12-byte nonce, 8-byte tag.
 *
 * encrypt: c = E(m) (m_len bytes, c may equal m), tag = 8 bytes written separately.
 * decrypt: m = D(c) after the tag has been checked; returns LWC_ERR_AUTH and wipes m on mismatch.
 */
#ifndef LWC_TINYJAMBU_H
#define LWC_TINYJAMBU_H

#include "lwc/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LWC_TINYJAMBU_NONCE_BYTES 12
#define LWC_TINYJAMBU_TAG_BYTES    8

int lwc_tinyjambu128_encrypt(uint8_t *c, uint8_t tag[8], const uint8_t key[16], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
int lwc_tinyjambu128_decrypt(uint8_t *m, const uint8_t tag[8], const uint8_t key[16], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);
int lwc_tinyjambu192_encrypt(uint8_t *c, uint8_t tag[8], const uint8_t key[24], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
int lwc_tinyjambu192_decrypt(uint8_t *m, const uint8_t tag[8], const uint8_t key[24], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);
int lwc_tinyjambu256_encrypt(uint8_t *c, uint8_t tag[8], const uint8_t key[32], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
int lwc_tinyjambu256_decrypt(uint8_t *m, const uint8_t tag[8], const uint8_t key[32], const uint8_t nonce[12],
                             const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

#ifdef __cplusplus
}
#endif
#endif /* LWC_TINYJAMBU_H */
