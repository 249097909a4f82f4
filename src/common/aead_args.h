/* Internal: the argument rules of common.h for the detached-tag AEAD functions, written once. */
#ifndef LWC_SRC_COMMON_AEAD_ARGS_H
#define LWC_SRC_COMMON_AEAD_ARGS_H

#include <string.h>

#include "lwc/common.h"
#include "bytes.h"
#include "test_hooks.h"

/* The valgrind secret-taint check (tests/security/taint_check.c, ctgrind style) marks keys and
 * messages undefined; a value that is public by design is marked defined again here. Compiled in only
 * for that test's build (LWC_CT_ANNOTATE); nothing otherwise. */
#if defined(LWC_CT_ANNOTATE)
#include <valgrind/memcheck.h>
#define LWC_DECLASSIFY(p, n) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))
#else
#define LWC_DECLASSIFY(p, n) ((void)0)
#endif

/* The overlap rules of common.h (LWC_ERR_OVERLAP), the one place every AEAD and mode checks them.
 * Addresses are compared as integers (uintptr_t): the buffers are distinct objects as far as C knows. */

/* 1 when the n bytes at out share a byte with the m bytes at p. */
static inline int lwc_overlaps(const void *out, size_t n, const void *p, size_t m)
{
    const uintptr_t o = (uintptr_t)out, q = (uintptr_t)p;
    if (n == 0 || m == 0)
        return 0;
    return o - q < m || q - o < n; /* out starts inside p, or p starts inside out (unsigned wrap) */
}

/* 1 when p (an input of unknown length: a key, nonce or tag) starts inside the n bytes at out. */
static inline int lwc_starts_inside(const void *out, size_t n, const void *p)
{
    return p != NULL && (uintptr_t)p - (uintptr_t)out < n;
}

/* The text rule: out and in (len bytes each) must be the same buffer (in place) or disjoint. */
static inline int lwc_bad_inplace(const void *out, const void *in, size_t len)
{
    return out != in && lwc_overlaps(out, len, in, len);
}

/* out/in: the text buffers (len bytes each); tag, key and nonce are always required. The output must
 * be the input (in place) or not overlap it, and must not overlap the associated data; a key, nonce or
 * tag that starts inside the output is refused too (their lengths are the algorithm's, not known
 * here, so one that starts before the output and runs into it is the caller's error, not detected). */
static inline int lwc_aead_check_args(const void *out, const void *tag, const void *key, const void *nonce,
                                      const void *ad, size_t ad_len, const void *in, size_t len)
{
    if (tag == NULL || key == NULL || nonce == NULL)
        return LWC_ERR_NULL;
    if (LWC_BAD_BUF(ad, ad_len) || LWC_BAD_BUF(in, len) || LWC_BAD_BUF(out, len))
        return LWC_ERR_NULL;
    if (lwc_bad_inplace(out, in, len) || lwc_overlaps(out, len, ad, ad_len) || lwc_starts_inside(out, len, tag) ||
        lwc_starts_inside(out, len, key) || lwc_starts_inside(out, len, nonce))
        return LWC_ERR_OVERLAP;
    return LWC_OK;
}

/* The release step of every AEAD decryption that writes plaintext before its verdict (all but
 * Romulus-T, which decrypts only after a match), from the verdict of the tag comparison (0 on a match,
 * LWC_ERR_AUTH otherwise, as lwc_verify returns it): on a mismatch wipe the plaintext written so far
 * (m, m_len bytes) so that nothing unverified is released. Both outcomes do the same work: every byte
 * of m is ANDed with a mask that is all ones after a match and zero after a mismatch, so a forgery
 * takes exactly the cycles of a valid message (tests/security checks this on the simulated targets). */
static inline int lwc_aead_release(int verdict, uint8_t *m, size_t m_len)
{
    const uint8_t keep = (uint8_t)~(unsigned)verdict; /* 0xFF on a match, 0x00 on a mismatch */
    size_t i = 0;
#if UINTPTR_MAX > 0xFFFFFFFFu && defined(__GNUC__)
    /* 64-bit hosts: sixteen bytes at a time (a vector of the compiler's: SSE2, NEON; through memcpy:
     * any alignment), with the mask hidden from the optimiser by an empty asm so that the AND cannot
     * become a branch on the verdict */
    typedef uint64_t lwc_release_vector __attribute__((vector_size(16)));
    uint64_t keep64 = (uint64_t)0 - (uint64_t)(keep & 1u);
    __asm__("" : "+r"(keep64));
    const lwc_release_vector keep_v = {keep64, keep64};
    for (; m_len - i >= 16; i += 16) {
        lwc_release_vector w;
        memcpy(&w, m + i, 16);
        w &= keep_v;
        memcpy(m + i, &w, 16);
    }
#endif
    volatile uint8_t *v = m;
    for (; i < m_len; i++)
        v[i] = (uint8_t)(v[i] & keep);
    /* The verdict is public from here on (the caller learns it anyway): declassified, on purpose. */
    LWC_DECLASSIFY(&verdict, sizeof verdict);
    return verdict;
}

/* The verdict made public before the library branches on it (Romulus-T decrypts only a verified
 * ciphertext): the caller learns it from the return value anyway. Declassified for the taint check. */
static inline int lwc_aead_public_verdict(int verdict)
{
    LWC_DECLASSIFY(&verdict, sizeof verdict);
    return verdict;
}

/* The received tag against the computed one, in constant time; the computed tag is wiped. The one
 * read of the received tag: a caller that needs it before (Romulus-M) copies it once and passes the
 * copy. */
static inline int lwc_aead_verify_tag(uint8_t *computed, const uint8_t *tag, size_t tag_len)
{
    int verdict = lwc_verify(computed, tag, tag_len); /* 0 or -1 (= LWC_ERR_AUTH) */
    LWC_TEST_HOOK_INPUT_READ(tag, tag_len);
    lwc_wipe(computed, tag_len);
    return verdict;
}

/* The last step of an AEAD decryption that has the plaintext in m: verify, then release. */
static inline int lwc_aead_check_tag(uint8_t *computed, const uint8_t *tag, size_t tag_len, uint8_t *m,
                                     size_t m_len)
{
    return lwc_aead_release(lwc_aead_verify_tag(computed, tag, tag_len), m, m_len);
}

#endif /* LWC_SRC_COMMON_AEAD_ARGS_H */
