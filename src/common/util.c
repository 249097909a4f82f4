/* Constant-time compare and wipe: what every primitive links (the error strings are strerror.c); the
 * library's version. */
#include <stdint.h>
#include <string.h>

#include "lwc/common.h"
#include "lwc/lwc.h"

const char *lwc_version(void)
{
    return LWC_VERSION;
}

int lwc_verify(const uint8_t *a, const uint8_t *b, size_t n)
{
    uint8_t diff = 0;
    size_t i = 0;
#if UINTPTR_MAX > 0xFFFFFFFFu
    /* 64-bit hosts: eight bytes at a time (through memcpy: any alignment), folded to a byte */
    uint64_t wide = 0;
    for (; n - i >= 8; i += 8) {
        uint64_t x, y;
        memcpy(&x, a + i, 8);
        memcpy(&y, b + i, 8);
        wide |= x ^ y;
    }
    wide |= wide >> 32;
    wide |= wide >> 16;
    diff = (uint8_t)(wide | wide >> 8);
#endif
    for (; i < n; i++)
        diff |= (uint8_t)(a[i] ^ b[i]);
    /* (diff - 1) >> 8 is 1 exactly when diff == 0, without a branch on diff. */
    return (int)((1u & (((unsigned)diff - 1u) >> 8)) - 1u);
}

#include <limits.h>

/* A machine word that may alias any object (the wipe writes keys, states and byte buffers alike). */
#if UINTPTR_MAX > 0xFFFFFFFFu
typedef uint64_t lwc_wipe_word __attribute__((may_alias));
#elif UINT_MAX > 0xFFFFu
typedef unsigned lwc_wipe_word __attribute__((may_alias));
#endif

void lwc_wipe(void *p, size_t n)
{
    /* Volatile stores, so the compiler may not drop them as dead. The time depends on n and the
     * address only. */
    volatile uint8_t *v = (volatile uint8_t *)p;
#if UINT_MAX > 0xFFFFu
    /* 32- and 64-bit machines: bytes up to a word boundary, then whole words (the bytes left
     * below). An 8-bit target stores a byte at a time in any case: there the plain loop is the
     * fastest. */
    for (; n > 0 && ((uintptr_t)v % sizeof(lwc_wipe_word)) != 0; n--)
        *v++ = 0;
    volatile lwc_wipe_word *w = (volatile lwc_wipe_word *)v;
    for (; n >= sizeof *w; n -= sizeof *w)
        *w++ = 0;
    v = (volatile uint8_t *)w;
#endif
    while (n--)
        *v++ = 0;
}
