/* LEA-128/192/256 public API (lea.h), written once for every backend: the NULL checks here, the
 * cipher itself behind the backend contract (lea_block.h). Every function ends in a tail call with
 * the caller's arguments in place: the backend checks what it dispatches on anyway (the key size,
 * ctx->rounds; a bad round count zeroes the block), so the wrappers cost a few instructions.
 * The NULL tests are combined with | rather than ||: GCC 12 for the Cortex-M3 then emits compares
 * and one branch with no push/pop around the tail call (with || it saves r4 for nothing, 4 cycles). */
#include "lwc/lea.h"

#include <stddef.h>

#include "cipher_multi.h" /* lwc_lea_ctr_xor_any: the rows' CTR fast path */
#include "lea_backend.h"  /* LEA_BACKEND_CTR */
#include "lea_block.h"

_Static_assert(offsetof(lwc_lea_ctx, rounds) == LEA_CTX_ROUNDS, "lea_block.h: LEA_CTX_ROUNDS is wrong");
_Static_assert(LEA_ERR_LENGTH == LWC_ERR_LENGTH, "lea_block.h: LEA_ERR_LENGTH is wrong");

int lwc_lea_set_key(lwc_lea_ctx *ctx, const uint8_t *key, size_t key_len)
{
    if ((ctx == NULL) | (key == NULL))
        return LWC_ERR_NULL;
    return lea_key_schedule(ctx, key, key_len); /* LWC_ERR_LENGTH unless key_len is 16, 24 or 32 */
}

/* The block functions cannot report errors: with a NULL argument they do nothing; a context whose
 * round count is not 24, 28 or 32 (never keyed, or overwritten) gives a zero block (the backend). */
void lwc_lea_encrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    if ((ctx == NULL) | (out == NULL) | (in == NULL))
        return;
    lea_encrypt_block(ctx, out, in);
}

void lwc_lea_decrypt(const lwc_lea_ctx *ctx, uint8_t out[16], const uint8_t in[16])
{
    if ((ctx == NULL) | (out == NULL) | (in == NULL))
        return;
    lea_decrypt_block(ctx, out, in);
}

/* cipher_multi.h: the CTR key-stream core of the LEA rows, when the backend has one. */
#if LEA_BACKEND_CTR
size_t lwc_lea_ctr_xor_any(const void *ctx, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    return lea_ctr_xor((const lwc_lea_ctx *)ctx, ctr, out, in, nblocks);
}
#endif
