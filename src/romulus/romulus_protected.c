/* Romulus's prepared key in the protected profile (LWC_PROTECTED, docs/protected.md): the object of
 * lwc/romulus.h holds the key in two shares (the leveled masked Romulus-T's key object, lwc/masked.h).
 * Romulus-T's calls run the masked Romulus-T on it, which re-masks the shares; the one-shot functions
 * are src/common/protected.c's (the rows file's LWC_PROTECTED_AEAD line). Romulus-N and -M have no
 * masked implementation: their calls combine the shares into a key on the stack, run the one-shot
 * function (the fast code, as in this profile's one-shot calls) and wipe it. Empty in the other
 * profiles (romulus_key.c and the modes' files have them). */
#include "lwc/romulus.h"

#if defined(LWC_PROTECTED) && LWC_PROTECTED

#include "aead_args.h"
#include "bytes.h"
#include "masked_random.h"

/* The object is const in the API (as in every profile); Romulus-T's calls re-mask its shares, so they
 * write them (docs/protected.md: keep it in RAM, one caller at a time). */
static lwc_romulus_t_masked_key *rkp_shares(const lwc_romulus_key *k)
{
    return &((lwc_romulus_key *)(uintptr_t)k)->masked;
}

static int rkp_ready(const lwc_romulus_key *k)
{
    return k->ready == LWC_ROMULUS_KEY_READY && k->masked.ready == 1;
}

int lwc_romulus_key_init(lwc_romulus_key *k, const uint8_t key[16])
{
    if (k == NULL || key == NULL)
        return LWC_ERR_NULL;
    lwc_wipe(k, sizeof *k);
    const int rc = lwc_romulus_t_masked_key_init(&k->masked, key);
    if (rc != LWC_OK) {
        lwc_wipe(k, sizeof *k);
        return rc;
    }
    k->ready = LWC_ROMULUS_KEY_READY;
    return LWC_OK;
}

/* Romulus-N and -M: the key of the shares into key (the caller wipes it). */
static void rkp_combine(uint8_t key[16], const lwc_romulus_key *k)
{
    for (unsigned i = 0; i < 4; i++)
        lwc_store32_le(key + 4 * i, k->masked.key[0][i] ^ k->masked.key[1][i]);
}

typedef int (*rkp_encrypt_fn)(uint8_t *c, uint8_t *tag, const uint8_t *key, const uint8_t *nonce, const uint8_t *ad,
                              size_t ad_len, const uint8_t *m, size_t m_len);
typedef int (*rkp_decrypt_fn)(uint8_t *m, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

static int rkp_unmasked_encrypt(rkp_encrypt_fn f, const lwc_romulus_key *k, uint8_t *c, uint8_t *tag,
                                const uint8_t *nonce, const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!rkp_ready(k))
        return LWC_ERR_STATE;
    uint8_t key[16];
    rkp_combine(key, k);
    rc = f(c, tag, key, nonce, ad, ad_len, m, m_len);
    lwc_wipe(key, sizeof key);
    return rc;
}

static int rkp_unmasked_decrypt(rkp_decrypt_fn f, const lwc_romulus_key *k, uint8_t *m, const uint8_t *tag,
                                const uint8_t *nonce, const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!rkp_ready(k))
        return LWC_ERR_STATE;
    uint8_t key[16];
    rkp_combine(key, k);
    rc = f(m, tag, key, nonce, ad, ad_len, c, c_len);
    lwc_wipe(key, sizeof key);
    return rc;
}

int lwc_romulus_n_key_encrypt(const lwc_romulus_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    return rkp_unmasked_encrypt(lwc_romulus_n_encrypt, k, c, tag, nonce, ad, ad_len, m, m_len);
}

int lwc_romulus_n_key_decrypt(const lwc_romulus_key *k, uint8_t *m, const uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    return rkp_unmasked_decrypt(lwc_romulus_n_decrypt, k, m, tag, nonce, ad, ad_len, c, c_len);
}

int lwc_romulus_m_key_encrypt(const lwc_romulus_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    return rkp_unmasked_encrypt(lwc_romulus_m_encrypt, k, c, tag, nonce, ad, ad_len, m, m_len);
}

int lwc_romulus_m_key_decrypt(const lwc_romulus_key *k, uint8_t *m, const uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    return rkp_unmasked_decrypt(lwc_romulus_m_decrypt, k, m, tag, nonce, ad, ad_len, c, c_len);
}

int lwc_romulus_t_key_encrypt(const lwc_romulus_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!rkp_ready(k))
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready()) {
        lwc_wipe(c, m_len);
        lwc_wipe(tag, 16);
        return LWC_ERR_RANDOM;
    }
    return lwc_romulus_t_masked_encrypt(rkp_shares(k), c, tag, nonce, ad, ad_len, m, m_len);
}

int lwc_romulus_t_key_decrypt(const lwc_romulus_key *k, uint8_t *m, const uint8_t tag[16], const uint8_t nonce[16],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!rkp_ready(k))
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready()) {
        lwc_wipe(m, c_len);
        return LWC_ERR_RANDOM;
    }
    return lwc_romulus_t_masked_decrypt(rkp_shares(k), m, tag, nonce, ad, ad_len, c, c_len);
}

#endif /* LWC_PROTECTED */
