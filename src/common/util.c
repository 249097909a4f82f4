/* Constant-time compare, wipe and error strings. */
#include "lwc/common.h"

int lwc_verify(const uint8_t *a, const uint8_t *b, size_t n)
{
    uint8_t diff = 0;
    for (size_t i = 0; i < n; i++)
        diff |= (uint8_t)(a[i] ^ b[i]);
    /* (diff - 1) >> 8 is 1 exactly when diff == 0, without a branch on diff. */
    return (int)((1u & (((unsigned)diff - 1u) >> 8)) - 1u);
}

void lwc_wipe(void *p, size_t n)
{
    volatile uint8_t *v = (volatile uint8_t *)p;
    while (n--)
        *v++ = 0;
}

const char *lwc_strerror(int code)
{
    switch (code) {
    case LWC_OK: return "success";
    case LWC_ERR_AUTH: return "authentication failed (tag mismatch)";
    case LWC_ERR_NULL: return "NULL pointer with non-zero length or required pointer missing";
    case LWC_ERR_LENGTH: return "invalid length";
    case LWC_ERR_STATE: return "object used in a state that forbids this call (e.g. a cipher context not keyed for it)";
    case LWC_ERR_OVERLAP: return "output overlaps an input (only output == input is allowed)";
    case LWC_ERR_PADDING: return "bad padding (output wiped)";
    default: return "unknown error";
    }
}
