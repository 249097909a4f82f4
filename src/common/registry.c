/* The descriptor tables: one row per algorithm, with its facts (sizes, the designers' security
 * claim, the block ciphers' optional fast paths). Tests, benchmarks, the vector runner, the Python
 * package and the documentation tools (through bench/algorithm_facts.c) iterate over these, so adding
 * an algorithm is adding a row here.
 *
 * Security claims (bits): TinyJAMBU v2 specification, Table 4.1 (confidentiality 112/168/224 for the
 * 128/192/256-bit keys, 64-bit authenticity with the 64-bit tag); Romulus v1.3 specification, Tables
 * 3.1 and 3.2 (n = 128); PRESENT (CHES 2007) and LEA (KS X 3246): the key size, with the block size
 * limiting how much data one key may process (birthday bound: 2^32 blocks for a 64-bit block).
 *
 * A build of a subset of the primitives (CMake's LWC_ALGORITHMS) defines LWC_NO_<PRIMITIVE> for each
 * one left out: its rows are not here, so the tables list exactly what the library holds. A table
 * with no row keeps one zero row (C has no empty array) that its count leaves out. */
#include <string.h>

#include "lwc/lwc.h"
#include "tables.h"       /* LWC_TABLE: the descriptor tables in RAM where flash is slow for data */
#include "cipher_multi.h" /* LWC_PRESENT_ENCRYPT2, LWC_LEA_CTR_XOR: the fast paths of this backend */

#if defined(LWC_NO_TINYJAMBU) && defined(LWC_NO_ROMULUS)
#define LWC_NO_AEAD_ROW 1
#endif
#if defined(LWC_NO_ROMULUS)
#define LWC_NO_HASH_ROW 1
#endif
#if defined(LWC_NO_PRESENT) && defined(LWC_NO_LEA)
#define LWC_NO_CIPHER_ROW 1
#endif
/* The number of rows of a table, without the zero row of an empty one. */
#define LWC_ROWS(table, empty) (sizeof(table) / sizeof((table)[0]) - (empty))

const lwc_aead_t lwc_aeads[] LWC_TABLE(lwc_aeads) = {
#if !defined(LWC_NO_TINYJAMBU)
    {"tinyjambu-128", 16, 12, 8, lwc_tinyjambu128_encrypt, lwc_tinyjambu128_decrypt,
     LWC_CLAIM("112-bit privacy, 64-bit tag (nonce-respecting)")},
    {"tinyjambu-192", 24, 12, 8, lwc_tinyjambu192_encrypt, lwc_tinyjambu192_decrypt,
     LWC_CLAIM("168-bit privacy, 64-bit tag (nonce-respecting)")},
    {"tinyjambu-256", 32, 12, 8, lwc_tinyjambu256_encrypt, lwc_tinyjambu256_decrypt,
     LWC_CLAIM("224-bit privacy, 64-bit tag (nonce-respecting)")},
#endif
#if !defined(LWC_NO_ROMULUS)
    {"romulus-n", 16, 16, 16, lwc_romulus_n_encrypt, lwc_romulus_n_decrypt,
     LWC_CLAIM("128-bit privacy and authenticity (nonce-respecting)")},
    {"romulus-m", 16, 16, 16, lwc_romulus_m_encrypt, lwc_romulus_m_decrypt,
     LWC_CLAIM("128-bit (nonce-respecting); 64 to 128-bit under nonce misuse")},
    {"romulus-t", 16, 16, 16, lwc_romulus_t_encrypt, lwc_romulus_t_decrypt,
     LWC_CLAIM("121-bit; authenticity kept under nonce misuse; leakage-resilient")},
#endif
#if defined(LWC_NO_AEAD_ROW)
    {0},
#endif
};
#if defined(LWC_NO_AEAD_ROW)
const size_t lwc_aead_count = LWC_ROWS(lwc_aeads, 1);
#else
const size_t lwc_aead_count = LWC_ROWS(lwc_aeads, 0);
#endif

/* The incremental rows take a void context; these adapters fix its type. */
#if !defined(LWC_NO_ROMULUS)
static int romulus_h_init_any(void *ctx) { return lwc_romulus_h_init((lwc_romulus_h_ctx *)ctx); }
static int romulus_h_update_any(void *ctx, const uint8_t *m, size_t m_len)
{
    return lwc_romulus_h_update((lwc_romulus_h_ctx *)ctx, m, m_len);
}
static int romulus_h_final_any(void *ctx, uint8_t *digest)
{
    return lwc_romulus_h_final((lwc_romulus_h_ctx *)ctx, digest);
}
#endif

const lwc_hash_t lwc_hashes[] LWC_TABLE(lwc_hashes) = {
#if !defined(LWC_NO_ROMULUS)
    {"romulus-h", 32, lwc_romulus_h, LWC_CLAIM("121-bit collision and (2nd) preimage"), sizeof(lwc_romulus_h_ctx),
     romulus_h_init_any, romulus_h_update_any, romulus_h_final_any},
#else
    {0},
#endif
};
#if defined(LWC_NO_HASH_ROW)
const size_t lwc_hash_count = LWC_ROWS(lwc_hashes, 1);
#else
const size_t lwc_hash_count = LWC_ROWS(lwc_hashes, 0);
#endif

/* The block-cipher rows take a void context: set_key adapters fix the key size; the block functions
 * are the ciphers' own row functions (cipher_multi.h), which refuse a context not keyed for their row. */
#define LWC_CIPHER_SET_KEY(prefix, type, bytes)                                                  \
    static int prefix##_set_key_##bytes(void *ctx, const uint8_t *key)                           \
    {                                                                                            \
        return lwc_##prefix##_set_key((type *)ctx, key, bytes);                                  \
    }
#if !defined(LWC_NO_PRESENT)
LWC_CIPHER_SET_KEY(present, lwc_present_ctx, 10)
LWC_CIPHER_SET_KEY(present, lwc_present_ctx, 16)
#endif
#if !defined(LWC_NO_LEA)
LWC_CIPHER_SET_KEY(lea, lwc_lea_ctx, 16)
LWC_CIPHER_SET_KEY(lea, lwc_lea_ctx, 24)
LWC_CIPHER_SET_KEY(lea, lwc_lea_ctx, 32)
#endif

#define LWC_CIPHER_ROW(name, prefix, type, id, bytes, block, encrypt2, ctr_xor, claim)             \
    {name, bytes, block, sizeof(type), LWC_KEYED_AS(id, bytes), prefix##_set_key_##bytes,        \
     lwc_##prefix##_row_encrypt_##bytes, lwc_##prefix##_row_decrypt_##bytes, encrypt2, ctr_xor,   \
     LWC_CLAIM(claim)}

const lwc_cipher_t lwc_ciphers[] LWC_TABLE(lwc_ciphers) = {
#if !defined(LWC_NO_PRESENT)
    LWC_CIPHER_ROW("present-80", present, lwc_present_ctx, LWC_CIPHER_ID_PRESENT, 10, 8, LWC_PRESENT_ENCRYPT2, NULL,
                   "80-bit key (legacy strength); 64-bit block: rekey well before 2^32 blocks"),
    LWC_CIPHER_ROW("present-128", present, lwc_present_ctx, LWC_CIPHER_ID_PRESENT, 16, 8, LWC_PRESENT_ENCRYPT2, NULL,
                   "128-bit key; 64-bit block: rekey well before 2^32 blocks"),
#endif
#if !defined(LWC_NO_LEA)
    LWC_CIPHER_ROW("lea-128", lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 16, 16, NULL, LWC_LEA_CTR_XOR, "128-bit key, 128-bit block"),
    LWC_CIPHER_ROW("lea-192", lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 24, 16, NULL, LWC_LEA_CTR_XOR, "192-bit key, 128-bit block"),
    LWC_CIPHER_ROW("lea-256", lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 32, 16, NULL, LWC_LEA_CTR_XOR, "256-bit key, 128-bit block"),
#endif
#if defined(LWC_NO_CIPHER_ROW)
    {0},
#endif
};
#if defined(LWC_NO_CIPHER_ROW)
const size_t lwc_cipher_count = LWC_ROWS(lwc_ciphers, 1);
#else
const size_t lwc_cipher_count = LWC_ROWS(lwc_ciphers, 0);
#endif

/* One lookup for the three tables: rows differ in type, not in where the name sits first. */
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
