/**
 * @file
 * @brief LEA-128/192/256 block cipher (KS X 3246, ISO/IEC 29192-2): 128-bit block, 24/28/32 rounds.
 *
 * Byte order: KISA order, 32-bit words loaded little-endian from keys and blocks.
 * The context records the key size it was keyed for (keyed_as, common.h: "Block-cipher contexts")
 * and holds the expanded round keys in a backend-specific layout: treat them as opaque.
 */
#ifndef LWC_LEA_H
#define LWC_LEA_H

#include "lwc/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LWC_LEA_BLOCK_BYTES 16 /**< block size in bytes */

/** @brief Expanded round keys (opaque; the layout is the backend's, which reads rounds itself). */
typedef struct {
    uint32_t rk[32 * 6]; /**< up to 32 rounds x 6 words, layout chosen by the backend */
    uint32_t rounds;     /**< 24, 28 or 32 */
} lwc_lea_round_keys;

/** @brief A LEA context. Zero-initialised, wiped or after a failed set_key it is not keyed, and the
 *  block functions and modes refuse it (LWC_ERR_STATE). Wipe with lwc_wipe when done. */
typedef struct {
    uint32_t keyed_as;     /**< LWC_KEYED_AS(LWC_CIPHER_ID_LEA, key bytes) once keyed (common.h) */
    lwc_lea_round_keys ks; /**< the expanded key (opaque) */
} lwc_lea_ctx;

/**
 * @brief Expand a key into ctx (LEA-128/192/256 chosen by key_len).
 * @param ctx     the context to fill; on any error other than a NULL ctx it is wiped (not keyed)
 * @param key     key_len bytes
 * @param key_len 16, 24 or 32; anything else returns LWC_ERR_LENGTH
 * @return LWC_OK, LWC_ERR_LENGTH or LWC_ERR_NULL
 */
int lwc_lea_set_key(lwc_lea_ctx *ctx, const uint8_t *key, size_t key_len);
/**
 * @brief Encrypt one 16-byte block with the round keys in ctx (out may equal in).
 * @return LWC_OK; LWC_ERR_NULL (a NULL argument: nothing written); LWC_ERR_STATE (ctx not keyed
 *         by lwc_lea_set_key: out is zeroed, so that a caller who ignores the code sends no plaintext)
 */
int lwc_lea_encrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16]);
/** @brief Decrypt one 16-byte block with the round keys in ctx (out may equal in); return codes as
 *  lwc_lea_encrypt. */
int lwc_lea_decrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16]);

#ifdef __cplusplus
}
#endif
#endif /* LWC_LEA_H */
#include "lwc/subset.h" /* LWC_ALGORITHMS: the primitives this build holds */
