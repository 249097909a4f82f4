/* lwc_strerror: the error strings, in an object of their own so that only a program that prints
 * them carries them (lwc_wipe and lwc_verify, which every primitive links, are util.c).
 *
 * On AVR the strings and their table stay in flash (PROGMEM): a string in .rodata would be copied to
 * SRAM at start-up. lwc_strerror copies the one asked for into a static buffer and returns that, so
 * the result is an ordinary const char * everywhere; lwc_strerror_P returns the flash address
 * itself, for printf_P / strcpy_P and no RAM at all. */
#include "lwc/common.h"

#if defined(__AVR__)
#include <avr/pgmspace.h>
#define LWC_FLASH PROGMEM
#else
#define LWC_FLASH
#endif

static const char msg_ok[] LWC_FLASH = "success";
static const char msg_auth[] LWC_FLASH = "authentication failed (tag mismatch)";
static const char msg_null[] LWC_FLASH = "NULL pointer with non-zero length or required pointer missing";
static const char msg_length[] LWC_FLASH = "invalid length";
static const char msg_state[] LWC_FLASH =
    "object used in a state that forbids this call (e.g. a cipher context not keyed for it)";
static const char msg_overlap[] LWC_FLASH = "output overlaps an input (only output == input is allowed)";
static const char msg_padding[] LWC_FLASH = "bad padding (output wiped)";
static const char msg_random[] LWC_FLASH = "no random source for a masked call (lwc_set_random), or it failed";
static const char msg_unknown[] LWC_FLASH = "unknown error";

/* Indexed by -code for LWC_OK (0) down to LWC_ERR_RANDOM (-7). */
static const char *const messages[] LWC_FLASH = {msg_ok, msg_auth, msg_null, msg_length, msg_state, msg_overlap,
                                                   msg_padding, msg_random};

static const char *message_of(int code)
{
    if (code > 0 || code < -(int)(sizeof messages / sizeof messages[0] - 1))
        return msg_unknown;
#if defined(__AVR__)
    return (const char *)pgm_read_word(&messages[-code]);
#else
    return messages[-code];
#endif
}

#if defined(__AVR__)
const char *lwc_strerror_P(int code)
{
    return message_of(code);
}

const char *lwc_strerror(int code)
{
    static char text[sizeof msg_state]; /* the longest message */
    strncpy_P(text, message_of(code), sizeof text - 1);
    return text;
}
#else
const char *lwc_strerror(int code)
{
    return message_of(code);
}
#endif
