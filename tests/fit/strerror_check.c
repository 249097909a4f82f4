/* Firmware (every target): lwc_strerror gives each code's message and "unknown error" for any other
 * value, the whole message (the longest too: the AVR copies it out of flash into a buffer); on the
 * AVR lwc_strerror_P gives the same text as a flash address. Closing "N passed, M failed". */
#include <limits.h>
#include <string.h>

#include "lwc/common.h"
#include "target_print.h"
#if defined(__AVR__)
#include <avr/pgmspace.h>
#endif

int main(void)
{
    static const struct {
        int code;
        const char *text;
    } cases[] = {
        {LWC_OK, "success"},
        {LWC_ERR_AUTH, "authentication failed (tag mismatch)"},
        {LWC_ERR_NULL, "NULL pointer with non-zero length or required pointer missing"},
        {LWC_ERR_LENGTH, "invalid length"},
        {LWC_ERR_STATE, "object used in a state that forbids this call (e.g. a cipher context not keyed for it)"},
        {LWC_ERR_OVERLAP, "output overlaps an input (only output == input is allowed)"},
        {LWC_ERR_PADDING, "bad padding (output wiped)"},
        {1, "unknown error"},
        {LWC_ERR_RANDOM, "no random source for a masked call (lwc_set_random), or it failed"},
        {-8, "unknown error"},
        {12345, "unknown error"},
        {INT_MIN, "unknown error"},
        {INT_MAX, "unknown error"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *s = lwc_strerror(cases[i].code);
        target_check(s != NULL && strcmp(s, cases[i].text) == 0, "lwc_strerror", (uint32_t)i);
#if defined(__AVR__)
        const char *p = lwc_strerror_P(cases[i].code);
        target_check(p != NULL && strcmp_P(cases[i].text, p) == 0, "lwc_strerror_P", (uint32_t)i);
#endif
    }
    target_check_exit();
}
