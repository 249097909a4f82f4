/* Internal: the protected profile's masked key objects by row (src/common/protected.c), for the code
 * that keeps a key across calls (STREAM, src/stream/stream.c). */
#ifndef LWC_SRC_COMMON_PROTECTED_H
#define LWC_SRC_COMMON_PROTECTED_H

#include "lwc/lwc.h"
#include "lwc/masked.h"

/* A protected row's masked key object, in obj (LWC_MASKED_KEY_MAX_BYTES of room): key_init masks the
 * row's key into it; encrypt and decrypt are the row's functions with the object for the key (the
 * argument checks, LWC_ERR_RANDOM with the outputs wiped without a random source, re-masking). */
typedef struct {
    int (*key_init)(uint32_t *obj, const uint8_t *key);
    int (*encrypt)(uint32_t *obj, uint8_t *c, uint8_t *tag, const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                   const uint8_t *m, size_t m_len);
    int (*decrypt)(uint32_t *obj, uint8_t *m, const uint8_t *tag, const uint8_t *nonce, const uint8_t *ad,
                   size_t ad_len, const uint8_t *c, size_t c_len);
} lwc_protected_key_ops;

#if defined(LWC_PROTECTED) && LWC_PROTECTED
/* The masked key object of row a in a protected build, NULL for a row without one. */
const lwc_protected_key_ops *lwc_protected_key_ops_of(const lwc_aead_t *a);
#endif

#endif /* LWC_SRC_COMMON_PROTECTED_H */
