/* The rows of the descriptor tables (include/lwc/lwc.h), collected from the primitives' folders:
 * each primitive lists its rows in src/<primitive>/<primitive>_rows.h, and the rows pass of
 * include/lwc/primitives.h (generated from src/manifest.json by tools/lwcprimitives) includes those of
 * the primitives built.
 * A rows file is a list of row macros read in passes: a pass defines the macros it uses and includes
 * that header (LWC_ROWS_PASS defined); LWC_ROWS_IGNORE silences the others.
 *   LWC_AEAD_ROW(name, key_bytes, nonce_bytes, tag_bytes, encrypt, decrypt, claim)
 *   LWC_HASH_ROW(name, digest_bytes, hash, claim, ctx_bytes, init, update, final)
 *   LWC_CIPHER_ROW(name, prefix, ctx_type, cipher_id, key_bytes, block_bytes, encrypt2, ctr_xor, claim):
 *       its block functions are lwc_<prefix>_row_encrypt_<key_bytes> and _decrypt_<key_bytes> (the
 *       primitive's code: they take only a context keyed for their own row), its set_key an adapter
 *       of lwc_<prefix>_set_key that fixes the key size (registry.c); encrypt2 and ctr_xor are the
 *       optional fast paths (lwc_cipher_t), NULL where the backend has none
 *   LWC_XOF_ROW(name, customization_max, xof, claim, ctx_bytes, init, absorb, squeeze): an
 *       extendable-output function, customizable (a CXOF) when customization_max > 0
 *   LWC_NIST_AEAD(alg, native, tag_bytes), LWC_NIST_HASH(alg, native): the NIST LWC entry points
 *       <alg>_crypto_aead_encrypt/_decrypt and <alg>_crypto_hash over the native functions
 *       (src/common/nist_api.c; declared by include/lwc/nist.h from the lists of lwc/primitives.h,
 *       which tools/lwcprimitives writes, naming each by the row whose functions it wraps)
 *   LWC_PYTHON_CLASS(name, class_name, doc[, block_size = N][, alias = name]): the class of an AEAD,
 *       hash or XOF row in the Python package (lwcrypt.<class_name>; a hash's block_size; a
 *       hashlib-style alias), which tools/lwcprimitives writes into python/src/lwcrypt/_classes.py;
 *       every C pass ignores it (the rows pass defines it empty)
 *   LWC_BATCH_ROW(encrypt, prepared_type, prepare, seal, open, lanes, lanes_kernel, level): what the batch
 *       calls (include/lwc/batch.h, src/common/batch.c) use for the AEAD row whose encrypt function is
 *       `encrypt`: its prepared key (a `prepared_type` that prepare(void *prepared, key) fills, and
 *       seal/open, the row's encrypt/decrypt over a const void *prepared), set up once for a shared
 *       key; and its lane kernel (src/common/batch_lanes.h) with the number of messages it takes and
 *       the lwc_level() it needs (include/lwc/host.h), or 1, NULL and 0 where the build has none. A row without a batch row runs the portable loop of its
 *       one-message calls. Every pass but batch.c's ignores it (the rows pass defines it empty).
 * Between `#if defined(LWC_ROWS_PREAMBLE)` and `#endif` a rows file declares or adapts what its rows
 * name (fast-path macros from its backend header, static inline adapters): that part is read once per
 * translation unit, by this header, which also declares every cipher row's block functions.
 * Library-internal: compiled with the backend folders on the include path. */
#ifndef LWC_SRC_COMMON_ROWS_H
#define LWC_SRC_COMMON_ROWS_H

#include "lwc/lwc.h"

#define LWC_ROWS_IGNORE(...)

/* From here on, each inclusion of lwc/primitives.h reads the rows files once (one pass). */
#define LWC_ROWS_PASS 1

struct batch_lane_group; /* a batch_lane_group (src/common/batch_lanes.h), in the lane kernels' prototypes */

#define LWC_ROWS_PREAMBLE 1
#define LWC_AEAD_ROW LWC_ROWS_IGNORE
#define LWC_HASH_ROW LWC_ROWS_IGNORE
#define LWC_XOF_ROW LWC_ROWS_IGNORE
#define LWC_NIST_AEAD LWC_ROWS_IGNORE
#define LWC_NIST_HASH LWC_ROWS_IGNORE
#define LWC_CIPHER_ROW(name, prefix, type, id, bytes, block, encrypt2, ctr_xor, claim)       \
    int lwc_##prefix##_row_encrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in); \
    int lwc_##prefix##_row_decrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in);
#include "lwc/primitives.h" /* a rows pass */
#undef LWC_ROWS_PREAMBLE
#undef LWC_AEAD_ROW
#undef LWC_HASH_ROW
#undef LWC_CIPHER_ROW
#undef LWC_XOF_ROW
#undef LWC_NIST_AEAD
#undef LWC_NIST_HASH

#endif /* LWC_SRC_COMMON_ROWS_H */
