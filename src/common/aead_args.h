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
 * so that nothing unverified is released. Both outcomes do the same work: every byte of m is ANDed
 * with a mask that is all ones after a match and zero after a mismatch, so a forgery takes exactly
 * the cycles of a valid message (tests/security checks this on the simulated targets). */
static inline int lwc_aead_check_tag(uint8_t *computed, const uint8_t *tag, size_t tag_len, uint8_t *m,
                                     size_t m_len)
{
    const int rc = lwc_verify(computed, tag, tag_len); /* 0 or -1 (= LWC_ERR_AUTH) */
    const uint8_t keep = (uint8_t)~(unsigned)rc;       /* 0xFF on a match, 0x00 on a mismatch */
    volatile uint8_t *v = m;
    lwc_wipe(computed, tag_len);
    for (size_t i = 0; i < m_len; i++)
        v[i] = (uint8_t)(v[i] & keep);
    return rc;
}

#endif /* LWC_SRC_COMMON_AEAD_ARGS_H */
