/* LEA backend contract: key schedule and one-block encrypt/decrypt on the round keys, implemented
 * once per backend folder (src/lea/<backend>/, found by cmake/backends.cmake; ref/ is the portable C), plus an optional CTR key-stream core announced by
 * the backend's lea_backend.h (LEA_BACKEND_CTR). The backends get the round-key part of the context,
 * ks = &ctx->ks (lwc_lea_round_keys: rk, whose layout belongs to the backend, then rounds); lea.c
 * checks ctx->keyed_as first. ks->rounds (24, 28, 32) is written by the key schedule and read by the
 * block functions themselves.
 * The assembly backends include this file for LEA_KS_ROUNDS (the C part is hidden from them). */
#ifndef LWC_SRC_LEA_BLOCK_H
#define LWC_SRC_LEA_BLOCK_H

/* Byte offset of lwc_lea_round_keys.rounds (after rk[32 * 6]), LWC_ERR_LENGTH and LWC_ERR_STATE, for
 * the assembly backends; lea.c checks them against the C definitions. */
#define LEA_KS_ROUNDS 768
#define LEA_ERR_NULL (-2)
#define LEA_ERR_LENGTH (-3)
#define LEA_ERR_STATE (-4)
/* For a backend that has the lea-128 row's block function in assembly (LEA_BACKEND_ROW_ENCRYPT_16 in
 * its lea_backend.h): the keyed_as word of a context keyed for LEA-128 (common.h, LWC_KEYED_AS) and
 * the offset of the round keys in the context (lwc_lea_ctx.ks). lea.c checks them too. */
#define LEA_KEYED_AS_128 0x6C770210
#define LEA_CTX_KS 4

#ifndef __ASSEMBLER__
#include <stddef.h>
#include <stdint.h>

#include "lwc/lea.h"

/* Fills ks->rk (the backend's layout) and ks->rounds (24, 28 or 32) from key and returns LWC_OK
 * when key_bytes is 16, 24 or 32; any other key_bytes returns LWC_ERR_LENGTH with ks untouched
 * (the check is the key-size dispatch the backend does anyway). ks and key are not NULL (checked
 * by the caller, lwc_lea_set_key). */
int lea_key_schedule(lwc_lea_round_keys *ks, const uint8_t *key, size_t key_bytes);

/* One block with ks's round keys; out may equal in, no alignment needed; returns LWC_OK. The backend
 * reads ks->rounds: when it is not 24, 28 or 32 (round keys overwritten) the block is not processed,
 * out is zeroed and the return is LWC_ERR_STATE (the check rides on the dispatch the backend does
 * anyway). Returning the code lets the API functions end in a tail call. */
int lea_encrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);
int lea_decrypt_block(const lwc_lea_round_keys *ks, uint8_t out[16], const uint8_t in[16]);

/* Optional (LEA_BACKEND_CTR = 1): CTR over nblocks whole blocks. For each block: out = in ^ E(ctr),
 * then ctr = ctr + 1 as a 128-bit big-endian integer (wrapping at 2^128, with no branch on the
 * counter); out may equal in; no alignment needed. Returns the number of blocks done: nblocks, or 0
 * (nothing written, ctr unchanged) for round keys the core does not handle (the armv7m core:
 * LEA-128 only; a bad round count), which the caller then runs through lea_encrypt_block. */
size_t lea_ctr_xor(const lwc_lea_round_keys *ks, uint8_t ctr[16], uint8_t *out, const uint8_t *in, size_t nblocks);
#endif

#endif /* LWC_SRC_LEA_BLOCK_H */
