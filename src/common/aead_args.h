/* Internal: the argument rules of common.h for the detached-tag AEAD functions, written once. */
#ifndef LWC_SRC_COMMON_AEAD_ARGS_H
#define LWC_SRC_COMMON_AEAD_ARGS_H

#include "lwc/common.h"
#include "bytes.h"

/* out/in: the text buffers (len bytes each); tag, key and nonce are always required. */
static inline int lwc_aead_check_args(const void *out, const void *tag, const void *key, const void *nonce,
                                      const void *ad, size_t ad_len, const void *in, size_t len)
{
    if (tag == NULL || key == NULL || nonce == NULL)
        return LWC_ERR_NULL;
    if (LWC_BAD_BUF(ad, ad_len) || LWC_BAD_BUF(in, len) || LWC_BAD_BUF(out, len))
        return LWC_ERR_NULL;
    return LWC_OK;
}

/* The last step of every AEAD decryption: compare the computed tag with the received one in constant
 * time, wipe the computed tag, and on a mismatch wipe the plaintext written so far (m, m_len bytes)
 * so that nothing unverified is released. Whether the tag matched is public; its bytes are not. */
static inline int lwc_aead_check_tag(uint8_t *computed, const uint8_t *tag, size_t tag_len, uint8_t *m,
                                     size_t m_len)
{
    int rc = lwc_verify(computed, tag, tag_len);
    lwc_wipe(computed, tag_len);
    if (rc != 0) {
        lwc_wipe(m, m_len);
        return LWC_ERR_AUTH;
    }
    return LWC_OK;
}

#endif /* LWC_SRC_COMMON_AEAD_ARGS_H */
