/**
 * @file
 * @brief Block-cipher modes over any cipher of the descriptor table (lwc_cipher_t in lwc.h): PRESENT-80/128
 * (64-bit block) and LEA-128/192/256 (128-bit block).
 *
 * Every function takes the cipher's descriptor and a context keyed with its set_key (lwc_cipher_ctx
 * holds any row's). Lengths are in bytes. Checks, in this order, before anything is written:
 *  - LWC_ERR_NULL: a NULL pointer with a non-zero length, or a missing cipher, context, IV, nonce,
 *    tag or output-length pointer;
 *  - LWC_ERR_STATE: the context was not keyed for this row (never keyed, zeroed, a failed set_key,
 *    or keyed for another cipher or key size: common.h, "Block-cipher contexts");
 *  - LWC_ERR_LENGTH: see each function;
 *  - LWC_ERR_OVERLAP, one rule for every mode: the outputs (the text and, for CCM/GCM encryption and
 *    CMAC, the tag) must not share a byte with each other or with any input (the input text, the
 *    IV/nonce, the associated data, a tag to verify, the context), except that the text may be
 *    processed in place (out == in exactly).
 * Decryption in CCM and GCM verifies the tag in constant time and wipes the output on a mismatch
 * (LWC_ERR_AUTH), with the same work on both outcomes. Each input block is read once, into local
 * memory: what CCM and GCM authenticate is what they decrypt, even if the caller's buffer changes
 * during the call (another thread, a DMA transfer). No branch and no memory index depends on the key,
 * the text, a counter value or a padding byte.
 *
 *  ECB, CBC   whole blocks only: len must be a multiple of the block size -> LWC_ERR_LENGTH otherwise.
 *  CBC-PKCS#7 lwc_cbc_encrypt_pkcs7 / lwc_cbc_decrypt_pkcs7: any length, PKCS#7 padding (RFC 5652,
 *             section 6.3: 1 to block-size bytes, each holding the pad length). Unpadding is constant
 *             time and every bad padding gives the one code LWC_ERR_PADDING with the output wiped.
 *             CBC is not authenticated: a party that learns whether a forged ciphertext has valid
 *             padding (an error message, a retry) can decrypt (Vaudenay, "Security Flaws Induced by
 *             CBC Padding", 2002). Authenticate the ciphertext (e.g. CMAC over IV || ciphertext
 *             with another key) and verify it before decrypting, or use CCM/GCM.
 *  CTR        NIST SP 800-38A counter mode: the whole block iv is the first counter block and is
 *             incremented as one big-endian integer (mod 2^(8 * block size)) per block, as in the
 *             KISA and Crypto++ LEA vectors. Any len; the last block is truncated.
 *  OFB, CFB   SP 800-38A, full-block feedback (CFB-128 for LEA, CFB-64 for PRESENT). Any len.
 *  CMAC       SP 800-38B with Rb = 0x87 (128-bit block) or 0x1B (64-bit block); tag = one block.
 *  CCM        SP 800-38C, 128-bit block ciphers only; nonce 7..13 bytes, tag 4, 6, ..., 16 bytes; the
 *             message length must fit the 15 - nonce_len bytes of its length field; associated data
 *             of any length (all three encodings of its length).
 *  GCM        SP 800-38D, 128-bit block ciphers only; any IV length >= 1 (12 is the fast one),
 *             tag 4..16 bytes. GHASH multiplies with integer multiplies on masked operands: no table.
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
/**
 * @brief CBC encryption with PKCS#7 padding of len bytes (any length, 0 included).
 * @param out      receives the padded ciphertext, (len / block + 1) * block bytes; out == in works
 *                 when that buffer has room for the padded length
 * @param out_size bytes available at out: LWC_ERR_LENGTH when less than the padded length
 * @param out_len  receives the ciphertext length (0 on any error)
 * @return LWC_OK or an error code of the list above
 */
int lwc_cbc_encrypt_pkcs7(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, uint8_t *out,
                          size_t out_size, size_t *out_len, const uint8_t *in, size_t len);
/**
 * @brief CBC decryption and PKCS#7 unpadding, in constant time.
 * @param out     receives len bytes: the plaintext, then zeros where the padding was
 * @param out_len receives the plaintext length (len minus the padding; 0 on any error)
 * @param len     a non-zero multiple of the block size, else LWC_ERR_LENGTH
 * @return LWC_OK; LWC_ERR_PADDING when the padding is wrong in any way (output wiped, *out_len 0),
 *         with the work of a valid padding; or an error code of the list above. See the warning on
 *         padding oracles above: authenticate CBC ciphertexts before decrypting them.
 */
int lwc_cbc_decrypt_pkcs7(const lwc_cipher_t *cipher, const void *ctx, const uint8_t *iv, uint8_t *out,
                          size_t *out_len, const uint8_t *in, size_t len);
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
