/* Internal helpers shared by the Romulus modes (tweakey, padding, G and rho); see romulus_common.h
 * for what each one is in the specification (Romulus v1.3). Written once for every backend: only
 * skinny128_384p_encrypt and romulus_lfsr56_update come from the backend. The authentication chain
 * of N and M is romulus_mac.c, the hash of H and T romulus_hash.c: an image links only what its
 * mode calls (each function is in a section of its own, and these three are objects of their own).
 *
 * Pointers that may be NULL with a length of 0 (AD, message) are never offset unless bytes are
 * actually read. The single-block helpers take len <= 16; their loops also test i < 16 so that the
 * bound is visible to the compiler (gcc -O3 otherwise warns about s[16] overflows). */
#include "romulus_common.h"

#include <limits.h>
#include <stddef.h>
#include <string.h>

#include "lwc/common.h"
#include "test_hooks.h"

/* ---- tweakey encoding (section 2.4.1) ---------------------------------------------------------- */

void romulus_tk_load(uint8_t tk[48], const uint8_t key[16], const uint8_t *tweak)
{
    for (unsigned i = 0; i < 16; i++) {
        tk[i] = 0;                                                   /* TK1: D, B, 0^64 */
        tk[ROMULUS_TK_TWEAK + i] = tweak != NULL ? tweak[i] : 0u;    /* TK2: T */
        tk[ROMULUS_TK_KEY + i] = key[i];                             /* TK3: K */
    }
    tk[ROMULUS_TK_CNT] = 0x01; /* lfsr56(0) = 1 mod F56 */
}

void romulus_cnt_reset(uint8_t tk[48])
{
    romulus_cnt_zero(tk);
    tk[ROMULUS_TK_CNT] = 0x01;
}

void romulus_cnt_zero(uint8_t tk[48])
{
    for (unsigned i = 0; i < 7; i++)
        tk[ROMULUS_TK_CNT + i] = 0;
}

void romulus_tbc(uint8_t block[16], uint8_t tk[48], uint8_t domain)
{
    tk[ROMULUS_TK_B] = domain;
    skinny128_384p_encrypt(block, tk);
}

/* ---- G, rho, rho^-1 (section 2.4.2) ----------------------------------------------------------- */

void romulus_g(uint8_t out[16], const uint8_t s[16])
{
    for (unsigned i = 0; i < 16; i++)
        out[i] = romulus_g8(s[i]);
}

#if UINTPTR_MAX > 0xFFFFFFFFu && defined(__GNUC__)
/* 64-bit hosts: the whole block as one vector of the compiler's (SSE2, NEON; through memcpy: any
 * alignment), so that S is written by one 16-byte store, which the next SKINNY call's 16-byte load of
 * it can take from the store buffer (four 4-byte stores cannot be forwarded to it: the load waits). */
#define ROMULUS_RHO_VECTOR 1
typedef uint64_t romulus_block_vector __attribute__((vector_size(16)));

static inline romulus_block_vector romulus_g128(romulus_block_vector x)
{
    const romulus_block_vector low7 = {0x7F7F7F7F7F7F7F7Fu, 0x7F7F7F7F7F7F7F7Fu};
    const romulus_block_vector top = {0x8080808080808080u, 0x8080808080808080u};
    return ((x >> 1) & low7) | ((x ^ (x << 7)) & top);
}
#define ROMULUS_RHO_WORDS 0
#elif UINT_MAX > 0xFFFFu
/* 32-bit targets: a full block four bytes at a time (G on four bytes at once). m and c may be
 * unaligned (memcpy) and may be equal. */
static inline uint32_t romulus_g32(uint32_t x)
{
    return ((x >> 1) & 0x7F7F7F7Fu) | ((x ^ (x << 7)) & 0x80808080u);
}

#define ROMULUS_RHO_WORDS 1
/* Where word accesses must be aligned (ARMv6-M; RISC-V, where the E31 traps on them and gcc
 * does not assume them), a 4-byte memcpy at an unknown alignment is a library call or four byte
 * loads and a stack round trip: the word path is then taken only when m, c and s are word aligned
 * (a test of public addresses), with the alignment made known to the compiler; otherwise the byte
 * loop runs. */
#if (defined(__arm__) && !defined(__ARM_FEATURE_UNALIGNED)) || defined(__riscv)
#define ROMULUS_RHO_WORDS_OK(a, b, s) (((((uintptr_t)(a)) | ((uintptr_t)(b)) | ((uintptr_t)(s))) & 3u) == 0)
#define ROMULUS_WORD_AT(p) __builtin_assume_aligned((p), 4)
#else
#define ROMULUS_RHO_WORDS_OK(a, b, s) 1
#define ROMULUS_WORD_AT(p) (p)
#endif
#define ROMULUS_RHO_VECTOR 0
#else
#define ROMULUS_RHO_WORDS 0
#define ROMULUS_RHO_VECTOR 0
#endif

void romulus_rho(uint8_t s[16], uint8_t *c, const uint8_t *m, size_t len)
{
#if ROMULUS_RHO_VECTOR
    if (len >= ROMULUS_BLOCK) {
        romulus_block_vector mv, sv;
        memcpy(&mv, m, 16);
        memcpy(&sv, s, 16);
        const romulus_block_vector cv = mv ^ romulus_g128(sv);
        memcpy(c, &cv, 16);
        sv ^= mv;
        memcpy(s, &sv, 16);
        return;
    }
#elif ROMULUS_RHO_WORDS
    if (len >= ROMULUS_BLOCK && ROMULUS_RHO_WORDS_OK(m, c, s)) {
        for (unsigned i = 0; i < 16; i += 4) {
            uint32_t mi, si;
            memcpy(&mi, ROMULUS_WORD_AT(m + i), 4);
            memcpy(&si, ROMULUS_WORD_AT(s + i), 4);
            uint32_t ci = mi ^ romulus_g32(si);
            memcpy(ROMULUS_WORD_AT(c + i), &ci, 4);
            si ^= mi;
            memcpy(ROMULUS_WORD_AT(s + i), &si, 4);
        }
        return;
    }
#endif
    for (size_t i = 0; i < ROMULUS_BLOCK && i < len; i++) {
        uint8_t mi = m[i]; /* read before c[i] is written: c may equal m */
        c[i] = (uint8_t)(mi ^ romulus_g8(s[i]));
        s[i] ^= mi;
    }
    if (len < ROMULUS_BLOCK)
        s[ROMULUS_BLOCK - 1u] ^= (uint8_t)len; /* the rest of pad_n(M): zeros, then len8 */
}

void romulus_rho_inv(uint8_t s[16], uint8_t *m, const uint8_t *c, size_t len)
{
#if ROMULUS_RHO_VECTOR
    if (len >= ROMULUS_BLOCK) {
        romulus_block_vector cv, sv;
        memcpy(&cv, c, 16);
        memcpy(&sv, s, 16);
        const romulus_block_vector mv = cv ^ romulus_g128(sv);
        memcpy(m, &mv, 16);
        sv ^= mv;
        memcpy(s, &sv, 16);
        LWC_TEST_HOOK_INPUT_READ(c, ROMULUS_BLOCK);
        return;
    }
#elif ROMULUS_RHO_WORDS
    if (len >= ROMULUS_BLOCK && ROMULUS_RHO_WORDS_OK(m, c, s)) {
        for (unsigned i = 0; i < 16; i += 4) {
            uint32_t ci, si;
            memcpy(&ci, ROMULUS_WORD_AT(c + i), 4);
            memcpy(&si, ROMULUS_WORD_AT(s + i), 4);
            uint32_t mi = ci ^ romulus_g32(si);
            memcpy(ROMULUS_WORD_AT(m + i), &mi, 4);
            si ^= mi;
            memcpy(ROMULUS_WORD_AT(s + i), &si, 4);
        }
        LWC_TEST_HOOK_INPUT_READ(c, ROMULUS_BLOCK);
        return;
    }
#endif
    for (size_t i = 0; i < ROMULUS_BLOCK && i < len; i++) {
        uint8_t mi = (uint8_t)(c[i] ^ romulus_g8(s[i]));
        m[i] = mi;
        s[i] ^= mi;
    }
    LWC_TEST_HOOK_INPUT_READ(c, romulus_chunk(len));
    if (len < ROMULUS_BLOCK)
        s[ROMULUS_BLOCK - 1u] ^= (uint8_t)len;
}
