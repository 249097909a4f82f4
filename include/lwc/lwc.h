/**
 * @file
 * @brief lwcrypt umbrella header: every primitive, and the descriptor tables that list them.
 *
 * The tables are how tests, benchmarks, the vector runner and the Python package find algorithms:
 * adding an algorithm is adding one row in src/common/registry.c.
 */
#ifndef LWC_LWC_H
#define LWC_LWC_H

#include "lwc/common.h"
#include "lwc/lea.h"
#include "lwc/present.h"
#include "lwc/romulus.h"
#include "lwc/tinyjambu.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LWC_VERSION "0.1.0" /**< library version (also the Python package's) */

/** @brief Detached-tag AEAD encryption, same argument order for every algorithm (see common.h for the rules). */
typedef int (*lwc_aead_encrypt_fn)(uint8_t *c, uint8_t *tag, const uint8_t *key, const uint8_t *nonce,
                                   const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
/** @brief AEAD decryption: LWC_ERR_AUTH (output wiped) on a tag mismatch. */
typedef int (*lwc_aead_decrypt_fn)(uint8_t *m, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,
                                   const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);
/** @brief One-shot hash: digest = H(m). */
typedef int (*lwc_hash_fn)(uint8_t *digest, const uint8_t *m, size_t m_len);
/** @brief Start an incremental hash in ctx (ctx_bytes bytes of caller memory). */
typedef int (*lwc_hash_init_fn)(void *ctx);
/** @brief Absorb m_len more message bytes into an incremental hash. */
typedef int (*lwc_hash_update_fn)(void *ctx, const uint8_t *m, size_t m_len);
/** @brief Finish an incremental hash: the digest of everything absorbed since init. */
typedef int (*lwc_hash_final_fn)(void *ctx, uint8_t *digest);
/** @brief Expand a key of the row's key size into the context (ctx_bytes bytes). */
typedef int (*lwc_cipher_set_key_fn)(void *ctx, const uint8_t *key);
/** @brief Encrypt or decrypt one block with a keyed context (out may equal in). */
typedef void (*lwc_cipher_block_fn)(const void *ctx, uint8_t *out, const uint8_t *in);

/** @brief One AEAD of the descriptor table lwc_aeads. */
typedef struct {
    const char *name;          /**< e.g. "tinyjambu-128": the vector folder name */
    uint8_t key_bytes;
    uint8_t nonce_bytes;
    uint8_t tag_bytes;
    lwc_aead_encrypt_fn encrypt;
    lwc_aead_decrypt_fn decrypt;
} lwc_aead_t;

/** @brief One hash function of the descriptor table lwc_hashes. */
typedef struct {
    const char *name;          /**< e.g. "romulus-h" */
    uint8_t digest_bytes;
    lwc_hash_fn hash;
    uint16_t ctx_bytes;        /**< size of the incremental context (e.g. sizeof(lwc_romulus_h_ctx)) */
    lwc_hash_init_fn init;     /**< incremental API: init, any number of updates, final; */
    lwc_hash_update_fn update; /**< the digest equals hash() over the concatenated updates */
    lwc_hash_final_fn final;
} lwc_hash_t;

/** @brief One block cipher of the descriptor table lwc_ciphers (the modes of lwc/modes.h take it). */
typedef struct {
    const char *name;          /**< e.g. "present-80", "lea-256" */
    uint8_t key_bytes;
    uint8_t block_bytes;
    uint16_t ctx_bytes;        /**< size of the context the functions take */
    lwc_cipher_set_key_fn set_key;
    lwc_cipher_block_fn encrypt;
    lwc_cipher_block_fn decrypt;
} lwc_cipher_t;

/** @name Descriptor tables
 *  src/common/registry.c: every algorithm, with its count. @{ */
extern const lwc_aead_t lwc_aeads[];
extern const size_t lwc_aead_count;
extern const lwc_hash_t lwc_hashes[];
extern const size_t lwc_hash_count;
extern const lwc_cipher_t lwc_ciphers[];
extern const size_t lwc_cipher_count;
/** @} */

/** @brief Look an AEAD up by name (exact match); NULL when there is none. */
const lwc_aead_t *lwc_aead_find(const char *name);
/** @brief Look a hash up by name; NULL when there is none. */
const lwc_hash_t *lwc_hash_find(const char *name);
/** @brief Look a block cipher up by name; NULL when there is none. */
const lwc_cipher_t *lwc_cipher_find(const char *name);

/** @brief The largest incremental context any lwc_hash_t needs, for callers that hold "any hash". */
#define LWC_HASH_CTX_MAX_BYTES (sizeof(lwc_romulus_h_ctx))

/** @brief The largest context any lwc_cipher_t needs, for callers that hold "any cipher". */
#define LWC_CIPHER_CTX_MAX_BYTES (sizeof(lwc_lea_ctx))

#ifdef __cplusplus
}
#endif
#endif /* LWC_LWC_H */
