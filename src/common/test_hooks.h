/* Internal: test-only hooks, compiled in only by a test build of the library (-DLWC_TEST_HOOKS);
 * they expand to nothing otherwise.
 *
 * LWC_TEST_HOOK_INPUT_READ(p, n): the library has just read the n bytes at p, an input it
 * authenticates (ciphertext, tag, nonce, associated data). A test sets lwc_test_hook_input_read to a
 * function that may change those bytes (or any other input) at that point, playing another thread or
 * a DMA writing into the caller's buffer, and checks that what was authenticated is what is released
 * (tests/security/double_fetch_check.c). */
#ifndef LWC_SRC_COMMON_TEST_HOOKS_H
#define LWC_SRC_COMMON_TEST_HOOKS_H

#if defined(LWC_TEST_HOOKS)
#include <stddef.h>

extern void (*lwc_test_hook_input_read)(const void *p, size_t n);

#define LWC_TEST_HOOK_INPUT_READ(p, n) \
    (lwc_test_hook_input_read != NULL ? lwc_test_hook_input_read((p), (n)) : (void)0)
#else
#define LWC_TEST_HOOK_INPUT_READ(p, n) ((void)(p), (void)(n)) /* no code; p and n count as used */
#endif

#endif /* LWC_SRC_COMMON_TEST_HOOKS_H */
