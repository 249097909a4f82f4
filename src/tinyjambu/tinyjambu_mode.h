/* Internal: the TinyJAMBU mode with the permutation as a parameter, so that the benchmark can run
 * whole encryptions with the papers' permutation variants (Kwon et al. 2023, Table 7, with and
 * without initialization skip). The public functions of lwc/tinyjambu.h are these with the
 * backend's tinyjambu_permute. */
#ifndef LWC_SRC_TINYJAMBU_MODE_H
#define LWC_SRC_TINYJAMBU_MODE_H

#include <stddef.h>
#include <stdint.h>

#include "lwc/tinyjambu.h"

/* The unmasked key cache and prepared nonce of this mode: the public types of lwc/tinyjambu.h, but in
 * a protected build, whose public types hold shares (the mode then serves the variants and the
 * benchmark only). */
#if defined(LWC_PROTECTED) && LWC_PROTECTED
typedef struct {
    uint32_t key[8];
    uint32_t setup[4];
    uint8_t key_words;
} tinyjambu_plain_key;
typedef struct {
    tinyjambu_plain_key key;
    uint32_t state[4];
    uint8_t encrypted;
} tinyjambu_plain_prepared;
#else
typedef lwc_tinyjambu_key tinyjambu_plain_key;
typedef lwc_tinyjambu_prepared tinyjambu_plain_prepared;
#endif

typedef void (*tinyjambu_permute_fn)(uint32_t s[4], const uint32_t *key, unsigned key_words, unsigned steps);

/* One-shot: key_words 4, 6 or 8 (TinyJAMBU-128, -192, -256); the rest as lwc_tinyjambu128_encrypt. */
int tinyjambu_encrypt_with(tinyjambu_permute_fn perm, unsigned key_words, uint8_t *c, uint8_t tag[8],
                           const uint8_t *key, const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                           const uint8_t *m, size_t m_len);
int tinyjambu_decrypt_with(tinyjambu_permute_fn perm, unsigned key_words, uint8_t *m, const uint8_t tag[8],
                           const uint8_t *key, const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                           const uint8_t *c, size_t c_len);

/* Initialization skip, as lwc_tinyjambu_key_* and lwc_tinyjambu_prepare* in lwc/tinyjambu.h. */
int tinyjambu_key_init_with(tinyjambu_permute_fn perm, tinyjambu_plain_key *k, const uint8_t *key, size_t key_len);
int tinyjambu_key_encrypt_with(tinyjambu_permute_fn perm, const tinyjambu_plain_key *k, uint8_t *c, uint8_t tag[8],
                               const uint8_t nonce[12], const uint8_t *ad, size_t ad_len, const uint8_t *m,
                               size_t m_len);
int tinyjambu_key_decrypt_with(tinyjambu_permute_fn perm, const tinyjambu_plain_key *k, uint8_t *m,
                               const uint8_t tag[8], const uint8_t nonce[12], const uint8_t *ad, size_t ad_len,
                               const uint8_t *c, size_t c_len);
int tinyjambu_prepare_with(tinyjambu_permute_fn perm, tinyjambu_plain_prepared *p, const tinyjambu_plain_key *k,
                           const uint8_t nonce[12]);
int tinyjambu_prepared_encrypt_with(tinyjambu_permute_fn perm, tinyjambu_plain_prepared *p, uint8_t *c,
                                    uint8_t tag[8], const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);
int tinyjambu_prepared_decrypt_with(tinyjambu_permute_fn perm, const tinyjambu_plain_prepared *p, uint8_t *m,
                                    const uint8_t tag[8], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                    size_t c_len);

#endif /* LWC_SRC_TINYJAMBU_MODE_H */
