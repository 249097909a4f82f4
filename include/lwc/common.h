/**
 * @file
 * @brief lwcrypt: types, error codes and conventions shared by every primitive.
 *
 * Conventions (the same for every algorithm):
 *  - Functions return 0 (LWC_OK) on success and a negative LWC_ERR_* code on failure.
 *  - AEAD decryption returns LWC_ERR_AUTH (-1) when the tag does not match. The tag is compared in
 *    constant time before the call returns, and the output buffer is wiped on failure: no plaintext
 *    is released by a failed call. During the call TinyJAMBU, Romulus-N and Romulus-M hold plaintext
 *    that is not yet verified in the output (they need it for the tag), so the output must not be
 *    memory another agent reads while the call runs (DMA, a radio FIFO, shared memory); Romulus-T
 *    writes plaintext only after its tag verified.
 *  - A NULL pointer is accepted only together with a length of 0. NULL with a non-zero length, or a
 *    NULL key, nonce, tag or output where bytes must be written, returns LWC_ERR_NULL.
 *  - Lengths that cannot be valid (e.g. a NIST-API ciphertext shorter than its tag) return
 *    LWC_ERR_LENGTH.
 *  - In-place operation (output == input) is supported. An output that overlaps its input without
 *    being it, or overlaps the associated data, or a key, nonce or tag that starts inside the output,
 *    returns LWC_ERR_OVERLAP before anything is written (AEADs, the NIST API and the block-cipher
 *    modes; the single-block cipher calls take out == in or disjoint buffers and do not check).
 *  - Block-cipher contexts (lwc_present_ctx, lwc_lea_ctx, lwc_cipher_ctx in lwc.h) record which
 *    cipher and key size they were keyed for: see "Block-cipher contexts" below.
 *  - No allocation, no global state: everything lives in caller-provided memory.
 */
#ifndef LWC_COMMON_H
#define LWC_COMMON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @name Return codes
 *  Every function returns LWC_OK or one of the negative LWC_ERR_* codes. @{ */
#define LWC_OK          0   /**< success */
#define LWC_ERR_AUTH   (-1) /**< authentication failed: tag mismatch (output wiped) */
#define LWC_ERR_NULL   (-2) /**< NULL pointer with a non-zero length, or a required pointer is NULL */
#define LWC_ERR_LENGTH (-3) /**< a length that cannot be valid (e.g. unsupported key size) */
#define LWC_ERR_STATE  (-4) /**< an object used in a state that forbids the call (a block-cipher context
                                 not keyed, or keyed for another cipher or key size; one-shot reuse) */
#define LWC_ERR_OVERLAP (-5) /**< output partially overlaps an input (in place, output == input, is fine) */
#define LWC_ERR_PADDING (-6) /**< bad padding in a padded decryption (output wiped; one code for every
                                 way the padding can be wrong) */
#define LWC_ERR_RANDOM (-7) /**< a masked call without a random source (lwc_set_random, lwc/masked.h) or
                                 with one that failed: nothing computed, outputs wiped */
/** @} */

/** @name Block-cipher contexts
 * Every block-cipher context starts with a 32-bit word, keyed_as. A successful set_key expands the
 * key and then stores LWC_KEYED_AS(cipher, key bytes) there; nothing else does. Every block call
 * and every mode (lwc/modes.h) checks that word first and refuses a context that was not keyed for
 * it with LWC_ERR_STATE, reading no other byte of it:
 *  - a zero-initialised context (static storage, memset to 0, lwc_wipe) is not keyed;
 *  - a set_key that fails (NULL key, unsupported key size) wipes the context: not keyed;
 *  - a context keyed for another cipher or key size (a PRESENT context given to a LEA row, a LEA-128
 *    context given to the lea-256 row) is refused, never read as the wrong type;
 *  - an uninitialised context (stack garbage) is refused unless its first word happens to hold one
 *    of these values (probability about 2^-32 for random memory). Memory that still holds a keyed
 *    context that was not wiped is that keyed context: wipe contexts when done.
 * @{ */
#define LWC_CIPHER_ID_PRESENT 1u /**< cipher id of PRESENT-80/128 in LWC_KEYED_AS */
#define LWC_CIPHER_ID_LEA 2u     /**< cipher id of LEA-128/192/256 in LWC_KEYED_AS */
/** The keyed_as word of a context keyed for cipher cipher_id (LWC_CIPHER_ID_*) with a key of
 *  key_bytes bytes (never 0: a zeroed word is never keyed). */
#define LWC_KEYED_AS(cipher_id, key_bytes) \
    (0x6C770000u | ((uint32_t)(cipher_id) << 8) | (uint32_t)(key_bytes))
/** @} */

/**
 * @brief A short English description of an LWC_* code, for error messages.
 *
 * On AVR the strings stay in flash (they would otherwise take SRAM from start-up in every program
 * that links the library's common code): lwc_strerror copies the one asked for into a static buffer
 * of 87 bytes (in SRAM only in a program that calls lwc_strerror) and returns it, so the string is
 * valid until the next call of lwc_strerror (not reentrant there). lwc_strerror_P, AVR only, returns
 * the string's flash address instead (for printf_P, strcpy_P, Serial.print(F-string) style output;
 * no RAM).
 * @param code an LWC_OK / LWC_ERR_* value (anything else gives "unknown error")
 * @return a static string, never NULL
 */
const char *lwc_strerror(int code);

#if defined(__AVR__) || defined(LWC_DOXYGEN)
/**
 * @brief AVR only: lwc_strerror's string as a flash (PROGMEM) address, read with pgm_read_byte,
 *        strcpy_P or printf_P's "%S"; no RAM used.
 */
const char *lwc_strerror_P(int code);
#endif

/**
 * @brief Constant-time comparison of n bytes: the time depends on n only, not on the contents.
 * @return 0 when a and b are equal, -1 otherwise
 */
int lwc_verify(const uint8_t *a, const uint8_t *b, size_t n);

/**
 * @brief Overwrite n bytes at p with zeros in a way the compiler may not remove
 *        (for keys, states and buffers holding secrets).
 */
void lwc_wipe(void *p, size_t n);

#ifdef __cplusplus
}
#endif
#endif /* LWC_COMMON_H */
