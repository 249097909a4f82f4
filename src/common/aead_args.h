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

#endif /* LWC_SRC_COMMON_AEAD_ARGS_H */
