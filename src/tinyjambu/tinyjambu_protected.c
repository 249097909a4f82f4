/* TinyJAMBU's key cache and prepared nonce in the protected profile (LWC_PROTECTED, docs/protected.md):
 * the objects of lwc/tinyjambu.h hold the masked key of lwc/masked.h, re-masked by every call; the
 * one-shot functions are src/common/protected.c's (the rows file's LWC_PROTECTED_AEAD lines). A
 * prepared object keeps the nonce, and the nonce setup runs on the shares inside its one encryption:
 * no unmasked state exists between the calls. Empty in the other profiles (tinyjambu.c has them). */
#include "lwc/masked.h"
#include "lwc/tinyjambu.h"

#if defined(LWC_PROTECTED) && LWC_PROTECTED

#include "aead_args.h"
#include "masked_random.h"

/* The key objects are const in the API (as in every profile); the protected profile re-masks their
 * shares in every call, so it writes them (docs/protected.md: keep them in RAM, one caller at a time). */
static lwc_tinyjambu_masked_key *tjp_shares(const lwc_tinyjambu_key *k)
{
    return (lwc_tinyjambu_masked_key *)&((lwc_tinyjambu_key *)(uintptr_t)k)->masked;
}

int lwc_tinyjambu_key_init(lwc_tinyjambu_key *k, const uint8_t *key, size_t key_len)
{
    if (k == NULL)
        return LWC_ERR_NULL;
    return lwc_tinyjambu_masked_key_init(&k->masked, key, key_len);
}

int lwc_tinyjambu_key_encrypt(const lwc_tinyjambu_key *k, uint8_t *c, uint8_t tag[8], const uint8_t nonce[12],
                              const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!lwc_masked_random_ready()) {
        lwc_wipe(c, m_len);
        lwc_wipe(tag, 8);
        return LWC_ERR_RANDOM;
    }
    return lwc_tinyjambu_masked_encrypt(tjp_shares(k), c, tag, nonce, ad, ad_len, m, m_len);
}

int lwc_tinyjambu_key_decrypt(const lwc_tinyjambu_key *k, uint8_t *m, const uint8_t tag[8], const uint8_t nonce[12],
                              const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!lwc_masked_random_ready()) {
        lwc_wipe(m, c_len);
        return LWC_ERR_RANDOM;
    }
    return lwc_tinyjambu_masked_decrypt(tjp_shares(k), m, tag, nonce, ad, ad_len, c, c_len);
}

static int tjp_key_ok(const lwc_tinyjambu_key *k)
{
    const unsigned w = k->masked.key_words;
    return w == 4 || w == 6 || w == 8;
}

int lwc_tinyjambu_prepare(lwc_tinyjambu_prepared *p, const lwc_tinyjambu_key *k, const uint8_t nonce[12])
{
    if (p == NULL || k == NULL || nonce == NULL)
        return LWC_ERR_NULL;
    if (!tjp_key_ok(k))
        return LWC_ERR_STATE;
    p->key = *k; /* the shares as they are: both objects re-mask their own copy in every later call */
    for (unsigned i = 0; i < 12; i++)
        p->nonce[i] = nonce[i];
    p->encrypted = 0;
    return LWC_OK;
}

int lwc_tinyjambu_prepared_encrypt(lwc_tinyjambu_prepared *p, uint8_t *c, uint8_t tag[8], const uint8_t *ad,
                                   size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, p, tag, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (p->encrypted != 0 || !tjp_key_ok(&p->key))
        return LWC_ERR_STATE; /* a second encryption under one nonce would reuse the keystream */
    if (!lwc_masked_random_ready()) {
        lwc_wipe(c, m_len);
        lwc_wipe(tag, 8);
        return LWC_ERR_RANDOM; /* the object is not spent: it may encrypt once a source is registered */
    }
    /* Spend the nonce before anything else: the object can never encrypt again. */
    p->encrypted = 1;
    rc = lwc_tinyjambu_masked_encrypt(&p->key.masked, c, tag, p->nonce, ad, ad_len, m, m_len);
    lwc_wipe(&p->key, sizeof p->key);
    return rc;
}

int lwc_tinyjambu_prepared_decrypt(const lwc_tinyjambu_prepared *p, uint8_t *m, const uint8_t tag[8],
                                   const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, p, tag, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (p->encrypted != 0 || !tjp_key_ok(&p->key))
        return LWC_ERR_STATE; /* the nonce state is gone once the object has encrypted */
    if (!lwc_masked_random_ready()) {
        lwc_wipe(m, c_len);
        return LWC_ERR_RANDOM;
    }
    return lwc_tinyjambu_masked_decrypt(tjp_shares(&p->key), m, tag, p->nonce, ad, ad_len, c, c_len);
}

#endif

/* The random bytes of lwc_tinyjambu_masked_key_init: the first masking of the key's shares and the
 * state's, as many words as every call's re-masking (tests/protected and tests/masked count them); its
 * key setup's permutation takes none. */
size_t lwc_tinyjambu_masked_key_init_random_bytes(size_t key_len)
{
    if (key_len != 16 && key_len != 24 && key_len != 32)
        return 0; /* not a key length: the key init refuses it without asking for randomness */
    return lwc_tinyjambu_masked_random_bytes(key_len, 0, 0);
}
