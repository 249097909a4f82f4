/* LEA variants of Seo 2018 kept beside the library for the tests and the benchmark (lwc_variants):
 * on-the-fly encryption and decryption, the round keys computed in registers during the rounds from
 * the raw key (no round-key table). Cortex-M3 only, announced by LWC_HAVE_LEA_OTF_ARMV7M: the fast
 * profile's variants/armv7m/lea_otf_armv7m.S (unrolled) or the small profile's
 * variants/armv7m_small/lea_otf_armv7m_small.S (loops). Same results as lwc_lea_set_key +
 * lwc_lea_encrypt / lwc_lea_decrypt. */
#ifndef LWC_SRC_LEA_VARIANTS_H
#define LWC_SRC_LEA_VARIANTS_H

#include <stdint.h>

#if LWC_HAVE_LEA_OTF_ARMV7M
/* key_bytes: 16, 24 or 32. out may equal in; no alignment needed. */
void lea_otf_encrypt(uint8_t out[16], const uint8_t in[16], const uint8_t *key, unsigned key_bytes);
void lea_otf_decrypt(uint8_t out[16], const uint8_t in[16], const uint8_t *key, unsigned key_bytes);
#endif

#endif /* LWC_SRC_LEA_VARIANTS_H */
