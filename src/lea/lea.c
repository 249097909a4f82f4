/* LEA-128/192/256 public API (lea.h) and the LEA rows of lwc_ciphers, written once for every
 * backend: the argument and context checks here, the cipher itself behind the backend contract
 * (lea_block.h), which gets the round keys ctx->ks and returns the code, so that every function ends
 * in a tail call. The backend still checks the round count it dispatches on. The NULL tests are
 * combined with | rather than ||: one branch, no short-circuit chain. */
#include "lwc/lea.h"

#include <stddef.h>

#include "rows.h"         /* the declarations of the row functions and of the CTR fast path */
#include "lea_backend.h"  /* LEA_BACKEND_CTR */
#include "lea_block.h"

_Static_assert(offsetof(lwc_lea_round_keys, rounds) == LEA_KS_ROUNDS, "lea_block.h: LEA_KS_ROUNDS is wrong");
_Static_assert(offsetof(lwc_lea_ctx, keyed_as) == 0, "common.h: keyed_as is the first word of a context");
_Static_assert(LEA_ERR_NULL == LWC_ERR_NULL && LEA_ERR_LENGTH == LWC_ERR_LENGTH && LEA_ERR_STATE == LWC_ERR_STATE,
               "lea_block.h: codes are wrong");
_Static_assert(LEA_KEYED_AS_128 == LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 16) && offsetof(lwc_lea_ctx, ks) == LEA_CTX_KS,
               "lea_block.h: LEA_KEYED_AS_128 or LEA_CTX_KS is wrong");

/* The refusals, out of line (the rare path), one function for all: n bytes at p wiped, rc returned.
 * A failed set_key wipes the context (not keyed); a context refused by a block call zeroes out, so
 * that a caller who ignores the code sends no plaintext. */
static __attribute__((noinline)) int lea_refuse(void *p, size_t n, int rc)
{
    lwc_wipe(p, n);
    return rc;
}

static int lea_set_key_failed(lwc_lea_ctx *ctx, int rc)
{
    return lea_refuse(ctx, sizeof *ctx, rc);
}

/* 16, 24 or 32 (a LEA key size) = x + 16 for x = 0, 8 or 16: the only x whose rotation right by 3
 * is at most 2 (one subtraction, rotation and comparison). */
static int lea_key_size_ok(size_t bytes)
{
    const size_t x = bytes - 16u;
    return ((x >> 3) | (x << (8u * sizeof x - 3u))) <= 2u;
}

/* The key size is checked here, so that keyed_as can be stored before the schedule, which then
 * cannot fail (it checks the size again in its dispatch) and is tail-called. */
int lwc_lea_set_key(lwc_lea_ctx *ctx, const uint8_t *key, size_t key_len)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    if (key == NULL)
        return lea_set_key_failed(ctx, LWC_ERR_NULL);
    if (!lea_key_size_ok(key_len))
        return lea_set_key_failed(ctx, LWC_ERR_LENGTH);
    ctx->keyed_as = LWC_KEYED_AS(LWC_CIPHER_ID_LEA, key_len);
    return lea_key_schedule(&ctx->ks, key, key_len);
}

static inline __attribute__((always_inline)) int lea_not_keyed(uint8_t *out)
{
    return lea_refuse(out, 16, LWC_ERR_STATE);
}

/* The context's first word. Every block-cipher context (lwc_lea_ctx, lwc_present_ctx, the union
 * lwc_cipher_ctx) starts with the uint32_t keyed_as (common.h), so whatever type of context the
 * caller passed this is an aligned read of that member: one word load (a memcpy from a void pointer
 * of unknown alignment compiles to byte loads and a stack round trip on cores without unaligned
 * access, such as RV32 and ARMv6-M). */
static uint32_t keyed_as_of(const void *ctx)
{
    return *(const uint32_t *)ctx;
}

/* Keyed by lwc_lea_set_key, any key size (the backend dispatches on the round count): the same test
 * on the 32-bit word (size_t may be narrower: a wider keyed_as must not be truncated into a key size). */
static int lea_keyed(uint32_t k)
{
    const uint32_t x = k - LWC_KEYED_AS(LWC_CIPHER_ID_LEA, 16);
    return ((x >> 3) | (x << 29)) <= 2u;
}

/* The checks of lwc_lea_encrypt and lwc_lea_decrypt, then the backend's block function, once: a
 * firmware that calls both carries one copy (a size-optimized build keeps it out of line; a
 * speed-optimized one inlines it into both, with the block function called directly). */
static int lea_checked_block(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16],
                             int (*block)(const lwc_lea_round_keys *, uint8_t *, const uint8_t *))
{
    if ((ctx == NULL) | (out == NULL) | (in == NULL))
        return LWC_ERR_NULL;
    if (!lea_keyed(ctx->keyed_as))
        return lea_not_keyed(out);
    return block(&ctx->ks, out, in);
}

int lwc_lea_encrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    return lea_checked_block(ctx, out, in, lea_encrypt_block);
}

int lwc_lea_decrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    return lea_checked_block(ctx, out, in, lea_decrypt_block);
}

/* rows.h: the block functions of the rows lea-128/192/256, each taking only a context keyed
 * for its own key size; the context's first word is the only one read before that check. */
#define LEA_ROW_ENCRYPT(bytes)                                                                             \
    int lwc_lea_row_encrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)                      \
    {                                                                                                      \
        if ((ctx == NULL) | (out == NULL) | (in == NULL))                                                  \
            return LWC_ERR_NULL;                                                                           \
        if (keyed_as_of(ctx) != LWC_KEYED_AS(LWC_CIPHER_ID_LEA, bytes))                                    \
            return lea_not_keyed(out);                                                                     \
        return lea_encrypt_block(&((const lwc_lea_ctx *)ctx)->ks, out, in);                                \
    }
#define LEA_ROW_DECRYPT(bytes)                                                                             \
    int lwc_lea_row_decrypt_##bytes(const void *ctx, uint8_t *out, const uint8_t *in)                      \
    {                                                                                                      \
        if ((ctx == NULL) | (out == NULL) | (in == NULL))                                                  \
            return LWC_ERR_NULL;                                                                           \
        if (keyed_as_of(ctx) != LWC_KEYED_AS(LWC_CIPHER_ID_LEA, bytes))                                    \
            return lea_not_keyed(out);                                                                     \
        return lea_decrypt_block(&((const lwc_lea_ctx *)ctx)->ks, out, in);                                \
    }
/* A backend may have the lea-128 row's encryption in assembly, with exactly this meaning
 * (LEA_BACKEND_ROW_ENCRYPT_16 in its lea_backend.h: the checks fall into the 24 rounds, without the
 * call and the round-count check the C row pays). */
#if !(defined(LEA_BACKEND_ROW_ENCRYPT_16) && LEA_BACKEND_ROW_ENCRYPT_16)
LEA_ROW_ENCRYPT(16)
#endif
LEA_ROW_DECRYPT(16)
LEA_ROW_ENCRYPT(24)
LEA_ROW_DECRYPT(24)
LEA_ROW_ENCRYPT(32)
LEA_ROW_DECRYPT(32)

/* rows.h: the CTR key-stream core of the LEA rows, when the backend has one (the modes call
 * it only with a context they checked). */
#if LEA_BACKEND_CTR
size_t lwc_lea_ctr_xor_any(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    return lea_ctr_xor(&((const lwc_lea_ctx *)ctx)->ks, ctr, out, in, nblocks);
}
#endif
