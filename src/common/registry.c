/* The descriptor tables: one row per algorithm, with its facts (sizes, the designers' security
 * claim, the block ciphers' optional fast paths). Tests, benchmarks, the vector runner, the Python
 * package and the documentation tools (through bench/algorithm_facts.c) iterate over these. Each
 * primitive lists its rows in its own folder (src/<primitive>/<primitive>_rows.h, with the sources of
 * its claims); this file only lays them out, through the rows pass of include/lwc/primitives.h
 * (src/common/rows.h).
 *
 * A build of a subset of the primitives (CMake's LWC_ALGORITHMS) defines LWC_NO_<PRIMITIVE> for each
 * one left out: the rows pass then skips its rows, so the tables list exactly what the library holds.
 * A table with no row keeps one zero row (C has no empty array) that its count leaves out. */
#include <string.h>

#include "lwc/lwc.h"
#include "rows.h"   /* the rows' preamble (fast paths, adapters) and the cipher rows' block functions */
#include "tables.h" /* LWC_TABLE: the descriptor tables in RAM where flash is slow for data */

/* The number of rows of a table, without the zero row of an empty one (LWC_ROWS_HAVE_<KIND>,
 * include/lwc/primitives.h). */
#define LWC_ROWS(table, empty) (sizeof(table) / sizeof((table)[0]) - (empty))

#define LWC_HASH_ROW LWC_ROWS_IGNORE
#define LWC_CIPHER_ROW LWC_ROWS_IGNORE
#define LWC_XOF_ROW LWC_ROWS_IGNORE
#define LWC_NIST_AEAD LWC_ROWS_IGNORE
#define LWC_NIST_HASH LWC_ROWS_IGNORE

#define LWC_AEAD_ROW(name, key, nonce, tag, encrypt, decrypt, claim) \
    {name, key, nonce, tag, encrypt, decrypt, LWC_CLAIM(claim)},
const lwc_aead_t lwc_aeads[] LWC_TABLE(lwc_aeads) = {
#include "lwc/primitives.h" /* a rows pass */
#if !defined(LWC_ROWS_HAVE_AEAD)
    {0},
#endif
};
#undef LWC_AEAD_ROW
#define LWC_AEAD_ROW LWC_ROWS_IGNORE
#if defined(LWC_ROWS_HAVE_AEAD)
const size_t lwc_aead_count = LWC_ROWS(lwc_aeads, 0);
#else
const size_t lwc_aead_count = LWC_ROWS(lwc_aeads, 1);
#endif

#undef LWC_HASH_ROW
#define LWC_HASH_ROW(name, digest, hash, claim, ctx_bytes, init, update, final) \
    {name, digest, hash, LWC_CLAIM(claim), ctx_bytes, init, update, final},
const lwc_hash_t lwc_hashes[] LWC_TABLE(lwc_hashes) = {
#include "lwc/primitives.h" /* a rows pass */
#if !defined(LWC_ROWS_HAVE_HASH)
    {0},
#endif
};
#undef LWC_HASH_ROW
#define LWC_HASH_ROW LWC_ROWS_IGNORE
#if defined(LWC_ROWS_HAVE_HASH)
const size_t lwc_hash_count = LWC_ROWS(lwc_hashes, 0);
#else
const size_t lwc_hash_count = LWC_ROWS(lwc_hashes, 1);
#endif

/* The block-cipher rows take a void context: set_key adapters fix the key size; the block functions
 * are the ciphers' own row functions (rows.h), which refuse a context not keyed for their row. */
#undef LWC_CIPHER_ROW
#define LWC_CIPHER_ROW(name, prefix, type, id, bytes, block, encrypt2, ctr_xor, claim) \
    static int prefix##_set_key_##bytes(void *ctx, const uint8_t *key)                 \
    {                                                                                  \
        return lwc_##prefix##_set_key((type *)ctx, key, bytes);                        \
    }
#include "lwc/primitives.h" /* a rows pass */
#undef LWC_CIPHER_ROW

#define LWC_CIPHER_ROW(name, prefix, type, id, bytes, block, encrypt2, ctr_xor, claim)          \
    {name, bytes, block, sizeof(type), LWC_KEYED_AS(id, bytes), prefix##_set_key_##bytes,        \
     lwc_##prefix##_row_encrypt_##bytes, lwc_##prefix##_row_decrypt_##bytes, encrypt2, ctr_xor, \
     LWC_CLAIM(claim)},
const lwc_cipher_t lwc_ciphers[] LWC_TABLE(lwc_ciphers) = {
#include "lwc/primitives.h" /* a rows pass */
#if !defined(LWC_ROWS_HAVE_CIPHER)
    {0},
#endif
};
#undef LWC_CIPHER_ROW
#define LWC_CIPHER_ROW LWC_ROWS_IGNORE
#if defined(LWC_ROWS_HAVE_CIPHER)
const size_t lwc_cipher_count = LWC_ROWS(lwc_ciphers, 0);
#else
const size_t lwc_cipher_count = LWC_ROWS(lwc_ciphers, 1);
#endif

#undef LWC_XOF_ROW
#define LWC_XOF_ROW(name, customization_max, xof, claim, ctx_bytes, init, absorb, squeeze) \
    {name, customization_max, xof, LWC_CLAIM(claim), ctx_bytes, init, absorb, squeeze},
const lwc_xof_t lwc_xofs[] LWC_TABLE(lwc_xofs) = {
#include "lwc/primitives.h" /* a rows pass */
#if !defined(LWC_ROWS_HAVE_XOF)
    {0},
#endif
};
#if defined(LWC_ROWS_HAVE_XOF)
const size_t lwc_xof_count = LWC_ROWS(lwc_xofs, 0);
#else
const size_t lwc_xof_count = LWC_ROWS(lwc_xofs, 1);
#endif

/* One lookup for every table: rows differ in type, not in where the name sits first. */
#define LWC_FIND(table, count, name)                      \
    do {                                                  \
        if ((name) == NULL)                               \
            return NULL;                                  \
        for (size_t i = 0; i < (count); i++)              \
            if (strcmp((table)[i].name, (name)) == 0)     \
                return &(table)[i];                       \
        return NULL;                                      \
    } while (0)

const lwc_aead_t *lwc_aead_find(const char *name) { LWC_FIND(lwc_aeads, lwc_aead_count, name); }
const lwc_hash_t *lwc_hash_find(const char *name) { LWC_FIND(lwc_hashes, lwc_hash_count, name); }
const lwc_cipher_t *lwc_cipher_find(const char *name) { LWC_FIND(lwc_ciphers, lwc_cipher_count, name); }
const lwc_xof_t *lwc_xof_find(const char *name) { LWC_FIND(lwc_xofs, lwc_xof_count, name); }
