/* The descriptor tables: one row per algorithm. Tests, benchmarks, the vector runner and the Python
 * package iterate over these, so adding an algorithm is adding a row here. */
#include <string.h>

#include "lwc/lwc.h"
#include "cipher_multi.h"

const lwc_aead_t lwc_aeads[] = {
    {"tinyjambu-128", 16, 12, 8, lwc_tinyjambu128_encrypt, lwc_tinyjambu128_decrypt},
    {"tinyjambu-192", 24, 12, 8, lwc_tinyjambu192_encrypt, lwc_tinyjambu192_decrypt},
    {"tinyjambu-256", 32, 12, 8, lwc_tinyjambu256_encrypt, lwc_tinyjambu256_decrypt},
    {"romulus-n", 16, 16, 16, lwc_romulus_n_encrypt, lwc_romulus_n_decrypt},
    {"romulus-m", 16, 16, 16, lwc_romulus_m_encrypt, lwc_romulus_m_decrypt},
    {"romulus-t", 16, 16, 16, lwc_romulus_t_encrypt, lwc_romulus_t_decrypt},
};
const size_t lwc_aead_count = sizeof lwc_aeads / sizeof lwc_aeads[0];

const lwc_hash_t lwc_hashes[] = {
    {"romulus-h", 32, lwc_romulus_h},
};
const size_t lwc_hash_count = sizeof lwc_hashes / sizeof lwc_hashes[0];

/* The block-cipher rows take a void context. Each row's block functions first check that the
 * context was keyed for this row, cipher and key size (its first word, the only one read before the
 * check: a context of another cipher is never read as this one's type), then call the cipher's own
 * function. */
static int keyed_for_row(const void *ctx, uint32_t keyed_as, uint8_t *out, size_t block_bytes)
{
    uint32_t k;
    if (ctx == NULL || out == NULL)
        return LWC_ERR_NULL;
    memcpy(&k, ctx, sizeof k);
    if (k != keyed_as) {
        memset(out, 0, block_bytes);
        return LWC_ERR_STATE;
    }
    return LWC_OK;
}

#define LWC_CIPHER_ROW_FNS(prefix, type, id, bytes, block)                                      \
    static int prefix##_set_key_##bytes(void *ctx, const uint8_t *key)                           \
    {                                                                                            \
        return lwc_##prefix##_set_key((type *)ctx, key, bytes);                                  \
    }                                                                                            \
    static int prefix##_encrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)        \
    {                                                                                            \
        const int rc = keyed_for_row(ctx, LWC_KEYED_AS(id, bytes), out, block);                  \
        return rc != LWC_OK ? rc : lwc_##prefix##_encrypt((const type *)ctx, out, in);           \
    }                                                                                            \
    static int prefix##_decrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)        \
    {                                                                                            \
        const int rc = keyed_for_row(ctx, LWC_KEYED_AS(id, bytes), out, block);                  \
        return rc != LWC_OK ? rc : lwc_##prefix##_decrypt((const type *)ctx, out, in);           \
    }
#define LWC_CIPHER_ROW(name, prefix, type, id, bytes, block)                                     \
    {name, bytes, block, sizeof(type), LWC_KEYED_AS(id, bytes), prefix##_set_key_##bytes,        \
     prefix##_encrypt_##bytes, prefix##_decrypt_##bytes}

LWC_CIPHER_ROW_FNS(present, lwc_present_ctx, LWC_CIPHER_ID_PRESENT, 10, 8)
LWC_CIPHER_ROW_FNS(present, lwc_present_ctx, LWC_CIPHER_ID_PRESENT, 16, 8)
LWC_CIPHER_ROW_FNS(lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 16, 16)
LWC_CIPHER_ROW_FNS(lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 24, 16)
LWC_CIPHER_ROW_FNS(lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 32, 16)

const lwc_cipher_t lwc_ciphers[] = {
    LWC_CIPHER_ROW("present-80", present, lwc_present_ctx, LWC_CIPHER_ID_PRESENT, 10, 8),
    LWC_CIPHER_ROW("present-128", present, lwc_present_ctx, LWC_CIPHER_ID_PRESENT, 16, 8),
    LWC_CIPHER_ROW("lea-128", lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 16, 16),
    LWC_CIPHER_ROW("lea-192", lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 24, 16),
    LWC_CIPHER_ROW("lea-256", lea, lwc_lea_ctx, LWC_CIPHER_ID_LEA, 32, 16),
};
const size_t lwc_cipher_count = sizeof lwc_ciphers / sizeof lwc_ciphers[0];

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

/* cipher_multi.h: the optional 2-block core of a row, for CTR. The rows with the library's PRESENT
 * adapter get the PRESENT backend's (src/present/present.c: the bitsliced core on the Cortex-M3,
 * NULL where the backend has none); other rows (LEA, the test-only variant rows) have none. */
lwc_cipher_block_fn lwc_cipher_encrypt2(const lwc_cipher_t *c)
{
    return c->encrypt == present_encrypt_10 || c->encrypt == present_encrypt_16 ? lwc_present_encrypt2_core : NULL;
}

/* cipher_multi.h: the optional CTR key-stream core of a row. The rows with the library's LEA adapter
 * (LEA-128/192/256: the core itself declines the key sizes it does not do) get the LEA backend's
 * (src/lea/lea.c: the fused assembly loop on the Cortex-M3, NULL where the backend has none). */
lwc_cipher_ctr_fn lwc_cipher_ctr_xor(const lwc_cipher_t *c)
{
    return c->encrypt == lea_encrypt_16 || c->encrypt == lea_encrypt_24 || c->encrypt == lea_encrypt_32
               ? lwc_lea_ctr_xor_core
               : NULL;
}
