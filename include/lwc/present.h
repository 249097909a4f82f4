/**
 * @file
 * @brief PRESENT-80 and PRESENT-128 block cipher (CHES 2007): 64-bit block, 31 rounds.
 *
 * Byte order: blocks and keys are big-endian integers as printed in the CHES 2007 paper
 * (key[0] holds key bits 79..72 of PRESENT-80, in[0] holds block bits 63..56).
 * The context records the key size it was keyed for (keyed_as, common.h: "Block-cipher contexts")
 * and holds the expanded round keys in a backend-specific layout: treat them as opaque.
 */
#ifndef LWC_PRESENT_H
#define LWC_PRESENT_H

#include "lwc/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LWC_PRESENT_BLOCK_BYTES 8 /**< block size in bytes */

/** @brief A PRESENT context. Zero-initialised, wiped or after a failed set_key it is not keyed, and
 *  the block functions and modes refuse it (LWC_ERR_STATE). Wipe with lwc_wipe when done. */
typedef struct {
    uint32_t keyed_as; /**< LWC_KEYED_AS(LWC_CIPHER_ID_PRESENT, key bytes) once keyed (common.h) */
    uint32_t rk[64];   /**< 32 round keys of 64 bits, layout chosen by the backend */
} lwc_present_ctx;

/**
 * @brief Expand a key into ctx.
 * @param ctx     the context to fill; on any error other than a NULL ctx it is wiped (not keyed)
 * @param key     key_len bytes, big-endian as in the paper
 * @param key_len 10 (PRESENT-80) or 16 (PRESENT-128); anything else returns LWC_ERR_LENGTH
 * @return LWC_OK, LWC_ERR_LENGTH or LWC_ERR_NULL
 */
int lwc_present_set_key(lwc_present_ctx *ctx, const uint8_t *key, size_t key_len);
/**
 * @brief Encrypt one 8-byte block with the round keys in ctx (out may equal in).
 * @return LWC_OK; LWC_ERR_NULL (a NULL argument: nothing written); LWC_ERR_STATE (ctx not keyed by
 *         lwc_present_set_key: out is zeroed, so that a caller who ignores the code sends no plaintext)
 */
int lwc_present_encrypt(const lwc_present_ctx *ctx, uint8_t out[8], const uint8_t in[8]);
/** @brief Decrypt one 8-byte block with the round keys in ctx (out may equal in); return codes as
 *  lwc_present_encrypt. */
int lwc_present_decrypt(const lwc_present_ctx *ctx, uint8_t out[8], const uint8_t in[8]);
/** @brief Encrypt two independent 8-byte blocks (in[0..7], in[8..15]; ECB of 16 bytes; out may
 *  equal in). On Cortex-M3 a bitsliced core processes both at once (the CTR mode uses it). Return
 *  codes as lwc_present_encrypt (LWC_ERR_STATE zeroes all 16 bytes). */
int lwc_present_encrypt2(const lwc_present_ctx *ctx, uint8_t out[16], const uint8_t in[16]);

#ifdef __cplusplus
}
#endif
#endif /* LWC_PRESENT_H */
#include "lwc/subset.h" /* LWC_ALGORITHMS: the primitives this build holds */
