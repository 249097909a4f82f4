/**
 * @file
 * @brief lwcrypt umbrella header: every primitive, and the descriptor tables that list them.
 *
 * The tables are how tests, benchmarks, the vector runner and the Python package find algorithms:
 * each primitive lists its rows in its own folder (src/<primitive>/<primitive>_rows.h; the
 * registry, src/common/registry.c, lays them out: docs/architecture.md, "Adding a primitive").
 */
#ifndef LWC_LWC_H
#define LWC_LWC_H

#include "lwc/ascon.h"
#include "lwc/common.h"
#include "lwc/lea.h"
#include "lwc/present.h"
#include "lwc/romulus.h"
#include "lwc/tinyjambu.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LWC_VERSION "0.2.0" /**< library version (also the Python package's): the one place it is written */

/** @brief The version of the library linked (LWC_VERSION as the library was built), e.g. to check that
 *  a program's headers and its library agree. */
const char *lwc_version(void);

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
/** @brief One-shot extendable-output function: out_len bytes of XOF(z, m) (z: the customization
 *  string of a customizable XOF, at most the row's customization_max bytes; z_len 0 for a plain XOF). */
typedef int (*lwc_xof_fn)(uint8_t *out, size_t out_len, const uint8_t *z, size_t z_len, const uint8_t *m,
                          size_t m_len);
/** @brief Start an incremental XOF in ctx (ctx_bytes bytes of caller memory) with customization z. */
typedef int (*lwc_xof_init_fn)(void *ctx, const uint8_t *z, size_t z_len);
/** @brief Absorb m_len more message bytes (only before the first squeeze). */
typedef int (*lwc_xof_absorb_fn)(void *ctx, const uint8_t *m, size_t m_len);
/** @brief The next out_len output bytes; squeezes continue where the last one stopped. */
typedef int (*lwc_xof_squeeze_fn)(void *ctx, uint8_t *out, size_t out_len);
/** @brief Expand a key of the row's key size into the context (ctx_bytes bytes); a failure leaves the
 *  context not keyed. */
typedef int (*lwc_cipher_set_key_fn)(void *ctx, const uint8_t *key);
/** @brief Encrypt or decrypt one block with a context keyed for this row (out may equal in):
 *  LWC_OK; LWC_ERR_NULL; LWC_ERR_STATE (the context was not keyed for this row: out zeroed). */
typedef int (*lwc_cipher_block_fn)(const void *ctx, uint8_t *out, const uint8_t *in);
/** @brief Optional CTR key-stream core of a block cipher: for nblocks whole blocks, out = in ^ E(ctr),
 *  then ctr + 1 (a big-endian integer over the whole block, wrapping); out may equal in. Returns the
 *  blocks done: nblocks, or 0 for a context it does not handle (nothing written, ctr unchanged). */
typedef size_t (*lwc_cipher_ctr_fn)(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);

/** @brief One AEAD of the descriptor table lwc_aeads. */
typedef struct {
    const char *name;          /**< e.g. "tinyjambu-128": the vector folder name */
    uint8_t key_bytes;
    uint8_t nonce_bytes;
    uint8_t tag_bytes;
    lwc_aead_encrypt_fn encrypt;
    lwc_aead_decrypt_fn decrypt;
    const char *security;      /**< the designers' security claim, or NULL (see LWC_CLAIM) */
} lwc_aead_t;

/** @brief One hash function of the descriptor table lwc_hashes. */
typedef struct {
    const char *name;          /**< e.g. "romulus-h" */
    uint8_t digest_bytes;
    lwc_hash_fn hash;
    const char *security;      /**< the designers' security claim, or NULL (see LWC_CLAIM) */
    uint16_t ctx_bytes;        /**< size of the incremental context (e.g. sizeof(lwc_romulus_h_ctx)) */
    lwc_hash_init_fn init;     /**< incremental API: init, any number of updates, final; */
    lwc_hash_update_fn update; /**< the digest equals hash() over the concatenated updates */
    lwc_hash_final_fn final;
} lwc_hash_t;

/** @brief One extendable-output function of the descriptor table lwc_xofs: any output length; a
 *  customizable XOF (customization_max > 0, e.g. a CXOF) also takes a customization string z. */
typedef struct {
    const char *name;          /**< the vector folder name */
    uint16_t customization_max; /**< the longest z in bytes; 0: a plain XOF (z_len must be 0) */
    lwc_xof_fn xof;
    const char *security;      /**< the designers' security claim, or NULL (see LWC_CLAIM) */
    uint16_t ctx_bytes;        /**< size of the incremental context */
    lwc_xof_init_fn init;      /**< incremental API: init, any number of absorbs, then squeezes; */
    lwc_xof_absorb_fn absorb;  /**< the squeezed bytes concatenated equal xof() of that total length */
    lwc_xof_squeeze_fn squeeze;
} lwc_xof_t;

/** @brief One block cipher of the descriptor table lwc_ciphers (the modes of lwc/modes.h take it).
 *  Its context (ctx_bytes bytes; lwc_cipher_ctx holds any row's) starts with the keyed_as word of
 *  common.h, which set_key sets to this row's keyed_as; the block functions and the modes refuse a
 *  context whose first word differs (LWC_ERR_STATE). */
typedef struct {
    const char *name;          /**< e.g. "present-80", "lea-256" */
    uint8_t key_bytes;
    uint8_t block_bytes;
    uint16_t ctx_bytes;        /**< size of the context the functions take */
    uint32_t keyed_as;         /**< the context's first word once set_key succeeded (LWC_KEYED_AS, never 0) */
    lwc_cipher_set_key_fn set_key;
    lwc_cipher_block_fn encrypt;
    lwc_cipher_block_fn decrypt;
    /** Optional fast paths the modes use where the backend has them, NULL otherwise: two consecutive,
     *  independent blocks (2 * block_bytes) in one call, and a CTR key-stream core. */
    lwc_cipher_block_fn encrypt2;
    lwc_cipher_ctr_fn ctr_xor;
    const char *security;      /**< what the key and block sizes give, or NULL (see LWC_CLAIM) */
} lwc_cipher_t;

/** @name Descriptor tables
 *  src/common/registry.c: every algorithm of the build, with its count. @{ */
extern const lwc_aead_t lwc_aeads[];
extern const size_t lwc_aead_count;
extern const lwc_hash_t lwc_hashes[];
extern const size_t lwc_hash_count;
extern const lwc_cipher_t lwc_ciphers[];
extern const size_t lwc_cipher_count;
extern const lwc_xof_t lwc_xofs[];
extern const size_t lwc_xof_count;
/** @} */

/** @brief Look an AEAD up by name (exact match); NULL when there is none. */
const lwc_aead_t *lwc_aead_find(const char *name);
/** @brief Look a hash up by name; NULL when there is none. */
const lwc_hash_t *lwc_hash_find(const char *name);
/** @brief Look a block cipher up by name; NULL when there is none. */
const lwc_cipher_t *lwc_cipher_find(const char *name);
/** @brief Look an extendable-output function up by name; NULL when there is none. */
const lwc_xof_t *lwc_xof_find(const char *name);

/** @brief The largest incremental context any lwc_hash_t needs, for callers that hold "any hash". */
#define LWC_HASH_CTX_MAX_BYTES \
    (sizeof(lwc_romulus_h_ctx) > sizeof(lwc_ascon_hash_ctx) ? sizeof(lwc_romulus_h_ctx) : sizeof(lwc_ascon_hash_ctx))

/** @brief The security claim of a descriptor row: its text, or NULL where the library is built with
 *  LWC_CONSTANTS_IN_RAM (targets whose constants are copied into RAM at start-up, such as the AVR:
 *  the text would cost RAM there; the host and the benchmark's algorithms.json carry it). */
#if defined(LWC_CONSTANTS_IN_RAM) && LWC_CONSTANTS_IN_RAM
#define LWC_CLAIM(text) NULL
#else
#define LWC_CLAIM(text) (text)
#endif

/** @brief A context for any row of lwc_ciphers, for code that handles "any cipher": pass its address
 *  to the row's set_key and then to the row's functions and the modes. Every member starts with
 *  keyed_as (common.h), so the row's check reads the same word whatever the member. */
typedef union {
    uint32_t keyed_as;       /**< which cipher and key size it was keyed for (common.h) */
    lwc_present_ctx present; /**< the PRESENT rows' context */
    lwc_lea_ctx lea;         /**< the LEA rows' context */
} lwc_cipher_ctx;

/** @brief The largest context any lwc_cipher_t of the library needs. */
#define LWC_CIPHER_CTX_MAX_BYTES (sizeof(lwc_cipher_ctx))

#ifdef __cplusplus
}
#endif
#endif /* LWC_LWC_H */
#include "lwc/subset.h" /* LWC_ALGORITHMS: the primitives this build holds */
