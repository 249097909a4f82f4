/* Byte access to the plain 64-bit words (ASCON_STATE_WORDS64): state byte i is byte i mod 8 of
 * S_(i/8), least significant first (NIST SP 800-232 Appendix A: the little-endian
 * conversion between byte strings and words). On a little-endian core that is byte i of the words
 * in memory; on a big-endian one, byte i ^ 7. */
#include "ascon_perm.h"

#if ASCON_BACKEND_STATE != ASCON_STATE_WORDS64
#error "a backend with another state representation provides its own ascon_bytes_<backend>"
#endif

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define ASCON_BYTE(i) ((i) ^ 7u)
#else
#define ASCON_BYTE(i) (i)
#endif

void ascon_add_bytes(ascon_state *s, unsigned offset, const uint8_t *in, size_t len)
{
    for (size_t j = 0; j < len; j++)
        s->b[ASCON_BYTE(offset + (unsigned)j)] ^= in[j];
}

void ascon_extract_bytes(const ascon_state *s, unsigned offset, uint8_t *out, size_t len)
{
    for (size_t j = 0; j < len; j++)
        out[j] = s->b[ASCON_BYTE(offset + (unsigned)j)];
}
