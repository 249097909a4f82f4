/* Ascon-AEAD128's prepared key in the protected profile (LWC_PROTECTED, docs/protected.md): the object
 * of lwc/ascon.h holds K (K1) and, with nonce masking, K2 in shares, re-masked by every call, which runs
 * the leveled masked Ascon (ascon_masked.c) with the key's tag length; the one-shot functions are
 * src/common/protected.c's (the rows file's LWC_PROTECTED_AEAD line). Empty in the other profiles
 * (ascon_aead.c has them). */
#include "lwc/ascon.h"

#if defined(LWC_PROTECTED) && LWC_PROTECTED

#include "aead_args.h"
#include "ascon_masked_key.h"
#include "masked_random.h"

/* The object is const in the API (as in every profile); the protected profile re-masks its shares in
 * every call, so it writes them (docs/protected.md: keep it in RAM, one caller at a time). */
static lwc_ascon_aead128_key *akp_shares(const lwc_ascon_aead128_key *k)
{
    return (lwc_ascon_aead128_key *)(uintptr_t)k;
}

/* A prepared key is usable when init filled it: ready set and a tag length init accepts. */
static int akp_ready(const lwc_ascon_aead128_key *k)
{
    return k->ready == LWC_ASCON_KEY_READY && k->tag_len >= LWC_ASCON_TAG_MIN_BYTES &&
           k->tag_len <= LWC_ASCON_TAG_BYTES;
}

int lwc_ascon_aead128_key_init(lwc_ascon_aead128_key *k, const uint8_t *key, size_t key_len, size_t tag_len)
{
    if (k == NULL || key == NULL)
        return LWC_ERR_NULL;
    lwc_wipe(k, sizeof *k);
    if ((key_len != LWC_ASCON_KEY_BYTES && key_len != LWC_ASCON_MASKED_KEY_BYTES) ||
        tag_len < LWC_ASCON_TAG_MIN_BYTES || tag_len > LWC_ASCON_TAG_BYTES)
        return LWC_ERR_LENGTH;
    int rc = lwc_ascon_aead128_masked_key_init(&k->key, key, LWC_ASCON_KEY_BYTES);
    if (rc == LWC_OK && key_len == LWC_ASCON_MASKED_KEY_BYTES) {
        rc = ascon_masked_nonce_mask_init(k->nonce_mask, key + 16);
        k->nonce_masking = 1;
    }
    if (rc != LWC_OK) {
        lwc_wipe(k, sizeof *k);
        return rc;
    }
    k->tag_len = (uint8_t)tag_len;
    k->ready = LWC_ASCON_KEY_READY;
    return LWC_OK;
}

int lwc_ascon_aead128_key_encrypt(const lwc_ascon_aead128_key *k, uint8_t *c, uint8_t *tag, const uint8_t nonce[16],
                                  const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len)
{
    int rc = lwc_aead_check_args(c, tag, k, nonce, ad, ad_len, m, m_len);
    if (rc != LWC_OK)
        return rc;
    if (!akp_ready(k))
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready()) {
        lwc_wipe(c, m_len);
        lwc_wipe(tag, k->tag_len);
        return LWC_ERR_RANDOM;
    }
    lwc_ascon_aead128_key *s = akp_shares(k);
    return ascon_masked_encrypt_opt(&s->key, s->nonce_masking ? s->nonce_mask : NULL, s->tag_len, c, tag, nonce, ad,
                                    ad_len, m, m_len);
}

int lwc_ascon_aead128_key_decrypt(const lwc_ascon_aead128_key *k, uint8_t *m, const uint8_t *tag,
                                  const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                  size_t c_len)
{
    int rc = lwc_aead_check_args(m, tag, k, nonce, ad, ad_len, c, c_len);
    if (rc != LWC_OK)
        return rc;
    if (!akp_ready(k))
        return LWC_ERR_STATE;
    if (!lwc_masked_random_ready()) {
        lwc_wipe(m, c_len);
        return LWC_ERR_RANDOM;
    }
    lwc_ascon_aead128_key *s = akp_shares(k);
    return ascon_masked_decrypt_opt(&s->key, s->nonce_masking ? s->nonce_mask : NULL, s->tag_len, m, tag, nonce, ad,
                                    ad_len, c, c_len);
}

#endif /* LWC_PROTECTED */
