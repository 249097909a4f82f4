/* Internal: byte-order helpers and argument checks shared by every primitive. */
#ifndef LWC_SRC_COMMON_BYTES_H
#define LWC_SRC_COMMON_BYTES_H

#include <stddef.h>
#include <stdint.h>

static inline uint32_t lwc_load32_le(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static inline void lwc_store32_le(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

static inline uint32_t lwc_load32_be(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static inline void lwc_store32_be(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

static inline uint64_t lwc_load64_be(const uint8_t *p)
{
    return ((uint64_t)lwc_load32_be(p) << 32) | lwc_load32_be(p + 4);
}

static inline void lwc_store64_be(uint8_t *p, uint64_t v)
{
    lwc_store32_be(p, (uint32_t)(v >> 32));
    lwc_store32_be(p + 4, (uint32_t)v);
}

static inline uint32_t lwc_rotl32(uint32_t x, unsigned n)
{
    return (x << (n & 31)) | (x >> ((32 - n) & 31));
}

static inline uint32_t lwc_rotr32(uint32_t x, unsigned n)
{
    return (x >> (n & 31)) | (x << ((32 - n) & 31));
}

/* True when p is NULL but len bytes are needed: the one NULL rule of common.h. */
#define LWC_BAD_BUF(p, len) ((p) == NULL && (len) != 0)

#endif /* LWC_SRC_COMMON_BYTES_H */
