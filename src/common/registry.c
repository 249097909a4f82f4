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

/* The incremental rows take a void context; these adapters fix its type. */
static int romulus_h_init_any(void *ctx) { return lwc_romulus_h_init((lwc_romulus_h_ctx *)ctx); }
static int romulus_h_update_any(void *ctx, const uint8_t *m, size_t m_len)
{
    return lwc_romulus_h_update((lwc_romulus_h_ctx *)ctx, m, m_len);
}
static int romulus_h_final_any(void *ctx, uint8_t *digest)
{
    return lwc_romulus_h_final((lwc_romulus_h_ctx *)ctx, digest);
}

const lwc_hash_t lwc_hashes[] = {
    {"romulus-h", 32, lwc_romulus_h, sizeof(lwc_romulus_h_ctx), romulus_h_init_any, romulus_h_update_any,
     romulus_h_final_any},
};
const size_t lwc_hash_count = sizeof lwc_hashes / sizeof lwc_hashes[0];

/* The block-cipher rows take a void context; these adapters fix the key size per row. */
#define LWC_CIPHER_ADAPTERS(prefix, type)                                                        \
    static void prefix##_encrypt_any(const void *ctx, uint8_t *out, const uint8_t *in)           \
    {                                                                                            \
        lwc_##prefix##_encrypt((const type *)ctx, out, in);                                      \
    }                                                                                            \
    static void prefix##_decrypt_any(const void *ctx, uint8_t *out, const uint8_t *in)           \
    {                                                                                            \
        lwc_##prefix##_decrypt((const type *)ctx, out, in);                                      \
    }
#define LWC_CIPHER_SET_KEY(prefix, type, bytes)                                                  \
    static int prefix##_set_key_##bytes(void *ctx, const uint8_t *key)                           \
    {                                                                                            \
        return lwc_##prefix##_set_key((type *)ctx, key, bytes);                                  \
    }

LWC_CIPHER_ADAPTERS(present, lwc_present_ctx)
LWC_CIPHER_SET_KEY(present, lwc_present_ctx, 10)
LWC_CIPHER_SET_KEY(present, lwc_present_ctx, 16)
LWC_CIPHER_ADAPTERS(lea, lwc_lea_ctx)
LWC_CIPHER_SET_KEY(lea, lwc_lea_ctx, 16)
LWC_CIPHER_SET_KEY(lea, lwc_lea_ctx, 24)
LWC_CIPHER_SET_KEY(lea, lwc_lea_ctx, 32)

const lwc_cipher_t lwc_ciphers[] = {
    {"present-80", 10, 8, sizeof(lwc_present_ctx), present_set_key_10, present_encrypt_any, present_decrypt_any},
    {"present-128", 16, 8, sizeof(lwc_present_ctx), present_set_key_16, present_encrypt_any, present_decrypt_any},
    {"lea-128", 16, 16, sizeof(lwc_lea_ctx), lea_set_key_16, lea_encrypt_any, lea_decrypt_any},
    {"lea-192", 24, 16, sizeof(lwc_lea_ctx), lea_set_key_24, lea_encrypt_any, lea_decrypt_any},
    {"lea-256", 32, 16, sizeof(lwc_lea_ctx), lea_set_key_32, lea_encrypt_any, lea_decrypt_any},
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
    return c->encrypt == present_encrypt_any ? lwc_present_encrypt2_core : NULL;
}

/* cipher_multi.h: the optional CTR key-stream core of a row. The rows with the library's LEA adapter
 * (LEA-128/192/256: the core itself declines the key sizes it does not do) get the LEA backend's
 * (src/lea/lea.c: the fused assembly loop on the Cortex-M3, NULL where the backend has none). */
lwc_cipher_ctr_fn lwc_cipher_ctr_xor(const lwc_cipher_t *c)
{
    return c->encrypt == lea_encrypt_any ? lwc_lea_ctr_xor_core : NULL;
}
