/* Internal: test-only hooks. Compiled in only when LWC_TEST_HOOKS is defined (test programs that
 * build library sources themselves); otherwise every hook is an empty statement.
 *
 * LWC_TEST_HOOK_INPUT_READ(ptr, len): the library has just read the len bytes at ptr of an input it
 * authenticates (a ciphertext block, ...). A test can change the caller's buffer there, as another
 * thread or a DMA transfer could between two reads, and check that what the library authenticates
 * is what it decrypts. The test program defines lwc_test_hook_input_read (NULL: no hook).
 *
 * LWC_TEST_HOOK_INPUT_UNOBSERVED(ptr, len): the len bytes at ptr were read inside a backend core
 * (assembly) that reports nothing of its own: when and how often it read them is not observable by
 * the hooks. A test counts such bytes apart and must not count them as read once. The test program
 * defines lwc_test_hook_input_unobserved (NULL: no hook). */
#ifndef LWC_SRC_COMMON_TEST_HOOKS_H
#define LWC_SRC_COMMON_TEST_HOOKS_H

#include <stddef.h>

#if defined(LWC_TEST_HOOKS)
extern void (*lwc_test_hook_input_read)(const void *ptr, size_t len);
#define LWC_TEST_HOOK_INPUT_READ(ptr, len)                  \
    do {                                                    \
        if (lwc_test_hook_input_read != NULL)               \
            lwc_test_hook_input_read((ptr), (len));         \
    } while (0)
extern void (*lwc_test_hook_input_unobserved)(const void *ptr, size_t len);
#define LWC_TEST_HOOK_INPUT_UNOBSERVED(ptr, len)            \
    do {                                                    \
        if (lwc_test_hook_input_unobserved != NULL)         \
            lwc_test_hook_input_unobserved((ptr), (len));   \
    } while (0)
#else
#define LWC_TEST_HOOK_INPUT_READ(ptr, len) ((void)0)
#define LWC_TEST_HOOK_INPUT_UNOBSERVED(ptr, len) ((void)0)
#endif

#endif /* LWC_SRC_COMMON_TEST_HOOKS_H */
