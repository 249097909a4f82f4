/* Optional multi-block cores of the block-cipher descriptor rows, for the modes (src/modes/modes.c).
 * Kept out of lwc_cipher_t, so every row (the library's and the test-only variant rows) keeps its
 * seven fields. */
#ifndef LWC_SRC_COMMON_CIPHER_MULTI_H
#define LWC_SRC_COMMON_CIPHER_MULTI_H

#include "lwc/lwc.h"

/* The function encrypting two consecutive, independent blocks (2 * block_bytes; out may equal in)
 * in one call for row c, or NULL when the row has none. Depends on the row only (public). */
lwc_cipher_block_fn lwc_cipher_encrypt2(const lwc_cipher_t *c);

/* PRESENT's (src/present/present.c): lwc_present_encrypt2 when the backend has a 2-block core
 * (PRESENT_BACKEND_ENCRYPT2), else NULL (two one-block calls would gain nothing). */
extern const lwc_cipher_block_fn lwc_present_encrypt2_core;

#endif /* LWC_SRC_COMMON_CIPHER_MULTI_H */
