/* Internal: what the leveled masked Romulus-T (romulus_t_masked.c) uses of romulus_t.c, the parts of
 * Romulus-T that do not take the long-term key K. */
#ifndef LWC_SRC_ROMULUS_T_H
#define LWC_SRC_ROMULUS_T_H

#include <stddef.h>
#include <stdint.h>

#include "romulus_common.h"

/* out = in ^ the key stream of Enc lines 5-13 from the session key s = KDF(N) (len > 0; in and out
 * may be equal): the unprotected TBC under the ephemeral keys. */
void romulus_t_stream(uint8_t *out, const uint8_t *in, size_t len, const uint8_t s[16], const uint8_t nonce[16]);

/* (L, R) = Romulus-H(ipad*(A) || ipad*(C) || N || m) (Enc lines 14-16): L in h->l, R in h->tk[0..15]. */
void romulus_t_hash(romulus_hash_t *h, const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                    size_t c_len);

#endif /* LWC_SRC_ROMULUS_T_H */
