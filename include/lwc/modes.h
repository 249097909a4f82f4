/**
 * @file
 * @brief Block-cipher modes over any cipher of the descriptor table (lwc_cipher_t in lwc.h): PRESENT-80/128
 * (64-bit block) and LEA-128/192/256 (128-bit block).
 *
 * Every function takes the cipher's descriptor and a context keyed with its set_key. Lengths are in
 * bytes; out may equal in (in place) but must not otherwise overlap it. Return codes: LWC_OK, or
 * LWC_ERR_NULL (NULL pointer with a non-zero length, or a missing cipher/context/IV/tag),
 * LWC_ERR_LENGTH (see each function), LWC_ERR_AUTH (tag mismatch; the output is wiped),
 * LWC_ERR_OVERLAP (out overlaps in without being it; CTR/OFB/CFB: out overlaps the IV block;
 * CCM/GCM: out overlaps the associated data, the nonce/IV or the tag), nothing written.
 *
 *  ECB, CBC   whole blocks only: len must be a multiple of the block size (no padding is applied;
 *             pad before, e.g. PKCS#7, if the data is not block aligned) -> LWC_ERR_LENGTH otherwise.
 *  CTR        NIST SP 800-38A counter mode: the whole block iv is the first counter block and is
 *             incremented as one big-endian integer (mod 2^(8 * block size)) per block, as in the
 *             KISA and Crypto++ LEA vectors. Any len; the last block is truncated.
 *  OFB, CFB   SP 800-38A, full-block feedback (CFB-128 for LEA, CFB-64 for PRESENT). Any len.
 *  CMAC       SP 800-38B with Rb = 0x87 (128-bit block) or 0x1B (64-bit block); tag = one block.
 *  CCM        SP 800-38C, 128-bit block ciphers only; nonce 7..13 bytes, tag 4, 6, ..., 16 bytes.
 *  GCM        SP 800-38D, 128-bit block ciphers only; any IV length >= 1 (12 is the fast one),
 *             tag 4..16 bytes. GHASH multiplies bit by bit with masks: no table, no branch on data.
 * Decryption in CCM and GCM verifies the tag in constant time before returning and wipes the output
 * on a mismatch (it is computed first; the same work is done on both outcomes).
 */
#ifndef LWC_MODES_H
#define LWC_MODES_H

#include "lwc/lwc.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @brief ECB encryption of len bytes (a multiple of the block size). */
int lwc_ecb_encrypt(const lwc_cipher_t *cipher, const void *ctx, uint8_t *out, const uint8_t *in, size_t len);
/** @brief ECB decryption of len bytes (a multiple of the block size). */
int lwc_ecb_decrypt(const lwc_cipher_t *cipher, const void *ctx, uint8_t *out, const uint8_t *in, size_t len);
/** @brief CBC encryption (iv: one block; len a multiple of the block size, no padding). */
int lwc_cbc_encrypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, uint8_t *out,
                    const uint8_t *in, size_t len);
/** @brief CBC decryption (iv: one block; len a multiple of the block size). */
int lwc_cbc_decrypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, uint8_t *out,
                    const uint8_t *in, size_t len);
/* CTR and OFB are their own inverses. */
/** @brief CTR (SP 800-38A): iv is the first counter block, incremented big-endian; any len. */
int lwc_ctr_crypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, uint8_t *out,
                  const uint8_t *in, size_t len);
/** @brief OFB (SP 800-38A), any len; its own inverse. */
int lwc_ofb_crypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, uint8_t *out,
                  const uint8_t *in, size_t len);
/** @brief CFB encryption with full-block feedback, any len. */
int lwc_cfb_encrypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, uint8_t *out,
                    const uint8_t *in, size_t len);
/** @brief CFB decryption with full-block feedback, any len. */
int lwc_cfb_decrypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, uint8_t *out,
                    const uint8_t *in, size_t len);
/* tag: cipher->block_bytes bytes. */
/** @brief CMAC (SP 800-38B): tag = cipher->block_bytes bytes over msg. */
int lwc_cmac(const lwc_cipher_t *cipher, const void *ctx, uint8_t *tag, const uint8_t *msg, size_t len);

/** @brief CCM encryption (SP 800-38C; 128-bit block; nonce 7..13 bytes, tag 4, 6, ..., 16 bytes). */
int lwc_ccm_encrypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len);
/** @brief CCM decryption: LWC_ERR_AUTH (output wiped) on a tag mismatch. */
int lwc_ccm_decrypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *nonce, size_t nonce_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, const uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len);
/** @brief GCM encryption (SP 800-38D; 128-bit block; IV >= 1 byte, 12 is the fast size; tag 4..16 bytes). */
int lwc_gcm_encrypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, size_t iv_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len);
/** @brief GCM decryption: LWC_ERR_AUTH (output wiped) on a tag mismatch. */
int lwc_gcm_decrypt(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, size_t iv_len,
                    const uint8_t *ad, size_t ad_len, uint8_t *out, const uint8_t *tag, size_t tag_len,
                    const uint8_t *in, size_t len);

#ifdef __cplusplus
}
#endif
#endif /* LWC_MODES_H */
