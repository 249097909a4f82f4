/* The optional stretches of ascon_perm.h written in C exactly as the contract states them, on the
 * portable permutation and byte access: the test backend's (ascon_backend.h here). Each block is
 * read once into a local copy, as an assembly backend reads it into registers, so out == in works. */
#include <string.h>

#include "ascon_perm.h"

void ascon_aead_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks)
{
    for (size_t i = 0; i < nblocks; i++) {
        ascon_add_bytes(s, 0, in + 16 * i, 16);
        ascon_permute(s, 8);
    }
}

void ascon_aead_encrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    for (size_t i = 0; i < nblocks; i++) {
        uint8_t x[16];
        memcpy(x, in + 16 * i, 16);
        ascon_add_bytes(s, 0, x, 16);
        ascon_extract_bytes(s, 0, out + 16 * i, 16);
        ascon_permute(s, 8);
    }
}

void ascon_aead_decrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    for (size_t i = 0; i < nblocks; i++) {
        uint8_t x[16], y[16];
        memcpy(x, in + 16 * i, 16);
        ascon_extract_bytes(s, 0, y, 16);
        for (unsigned j = 0; j < 16; j++)
            y[j] ^= x[j];              /* y = S[0..15] ^ x */
        ascon_add_bytes(s, 0, y, 16);  /* S[0..15] ^= y, that is S[0..15] = x */
        memcpy(out + 16 * i, y, 16);
        ascon_permute(s, 8);
    }
}

void ascon_hash_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks)
{
    for (size_t i = 0; i < nblocks; i++) {
        ascon_add_bytes(s, 0, in + 8 * i, 8);
        ascon_permute(s, 12);
    }
}

void ascon_hash_squeeze_blocks(ascon_state *s, uint8_t *out, size_t nblocks)
{
    for (size_t i = 0; i < nblocks; i++) {
        ascon_permute(s, 12);
        ascon_extract_bytes(s, 0, out + 8 * i, 8);
    }
}
