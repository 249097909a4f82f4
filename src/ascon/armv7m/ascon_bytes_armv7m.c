/* Byte access to the bit-interleaved state (ASCON_STATE_INTERLEAVED32): bit 2k of S_i is bit k of
 * w[2i], bit 2k+1 is bit k of w[2i+1]. Byte j of S_i (its bits 8j..8j+7, little-endian) is then the
 * nibble j of each half. Whole 8-byte words at a word boundary go through the 32-bit unshuffle
 * (Hacker's Delight, four swaps of bit groups) and the exchange of 16-bit halves; other bytes one at
 * a time. Offsets and lengths are public; no branch or address depends on the bytes themselves. */
#include <string.h>

#include "ascon_perm.h"

#if ASCON_BACKEND_STATE != ASCON_STATE_INTERLEAVED32
#error "this byte access is for the bit-interleaved state"
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#error "the word path reads the bytes of a 64-bit word as two little-endian 32-bit words"
#endif

/* x with the bits under m exchanged with those s places above them */
static inline uint32_t delta_swap(uint32_t x, uint32_t m, unsigned s)
{
    const uint32_t t = (x ^ (x >> s)) & m;
    return x ^ t ^ (t << s);
}

/* the even bits of x in bits 0..15, the odd bits in 16..31 */
static inline uint32_t unzip(uint32_t x)
{
    x = delta_swap(x, 0x22222222u, 1);
    x = delta_swap(x, 0x0c0c0c0cu, 2);
    x = delta_swap(x, 0x00f000f0u, 4);
    return delta_swap(x, 0x0000ff00u, 8);
}

/* the inverse of unzip */
static inline uint32_t zip(uint32_t x)
{
    x = delta_swap(x, 0x0000ff00u, 8);
    x = delta_swap(x, 0x00f000f0u, 4);
    x = delta_swap(x, 0x0c0c0c0cu, 2);
    return delta_swap(x, 0x22222222u, 1);
}

/* the even bits of a byte as a nibble (bits 0, 2, 4, 6 to 0..3) */
static inline uint32_t even_nibble(uint32_t b)
{
    b &= 0x55u;
    b = (b | (b >> 1)) & 0x33u;
    return (b | (b >> 2)) & 0x0fu;
}

/* a nibble spread to the even bits of a byte (the inverse of even_nibble) */
static inline uint32_t spread_nibble(uint32_t n)
{
    n = (n | (n << 2)) & 0x33u;
    return (n | (n << 1)) & 0x55u;
}

void ascon_add_bytes(ascon_state *s, unsigned offset, const uint8_t *in, size_t len)
{
    while (len > 0) {
        uint32_t *const w = &s->w[2 * (offset / 8)];
        if (offset % 8 == 0 && len >= 8) {
            uint32_t lo, hi;
            memcpy(&lo, in, 4);
            memcpy(&hi, in + 4, 4);
            lo = unzip(lo);
            hi = unzip(hi);
            w[0] ^= (lo & 0xffffu) | (hi << 16);         /* the even bits of the word */
            w[1] ^= (lo >> 16) | (hi & 0xffff0000u);     /* the odd bits */
            in += 8;
            offset += 8;
            len -= 8;
        } else {
            const unsigned shift = 4 * (offset % 8);
            w[0] ^= even_nibble(*in) << shift;
            w[1] ^= even_nibble((uint32_t)*in >> 1) << shift;
            in++;
            offset++;
            len--;
        }
    }
}

void ascon_extract_bytes(const ascon_state *s, unsigned offset, uint8_t *out, size_t len)
{
    while (len > 0) {
        const uint32_t *const w = &s->w[2 * (offset / 8)];
        if (offset % 8 == 0 && len >= 8) {
            const uint32_t lo = zip((w[0] & 0xffffu) | (w[1] << 16));
            const uint32_t hi = zip((w[0] >> 16) | (w[1] & 0xffff0000u));
            memcpy(out, &lo, 4);
            memcpy(out + 4, &hi, 4);
            out += 8;
            offset += 8;
            len -= 8;
        } else {
            const unsigned shift = 4 * (offset % 8);
            *out = (uint8_t)(spread_nibble((w[0] >> shift) & 0xfu) | spread_nibble((w[1] >> shift) & 0xfu) << 1);
            out++;
            offset++;
            len--;
        }
    }
}
