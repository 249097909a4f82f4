/* Ascon-AEAD128 in one call on x86-64 (the fast path of ascon_perm.h's ascon_aead_crypt_fast): the
 * five 64-bit words of the state stay in registers for the whole message, every permutation is
 * unrolled with its round constants as immediates, and the rate is read and written as two
 * little-endian 64-bit words (x86-64 is little-endian, the byte order of SP 800-232's state), so a
 * block costs its eight rounds and four loads or stores.
 *
 * Two builds of the same message code, picked per call by the level (lwc/host.h): at ssse3 the
 * rounds are C (ROUND below), at avx2 (whose CPUs have BMI1 and BMI2, which host_level.c checks for
 * that level) each permutation is one asm statement of 37 instructions a round (P8_ASM, P12_ASM):
 * ANDN for the S-box's AND-NOTs and RORX, which writes a register of its own, for the rotations, so
 * that no instruction only copies a register (gcc's code for the C round, even with BMI1 and BMI2,
 * has register copies, and AND-NOTs made of a copy and an AND).
 *
 * Decryption checks the tag with the computed one still in registers, then releases the plaintext or
 * wipes it (lwc_aead_release).
 *
 * Constant time: no table and no branch on the key, the nonce, the state, the text or the tag; the
 * branches are on the lengths and the level. The last, partial block (and a truncated received tag)
 * goes through a 16-byte buffer, wiped before return. */
#include <string.h>

#include "aead_args.h"
#include "ascon_perm.h"
#include "lwc/common.h"
#include "lwc/host.h"

static inline uint64_t load64(const uint8_t *p)
{
    uint64_t x;
    memcpy(&x, p, 8);
    return x;
}

static inline void store64(uint8_t *p, uint64_t x)
{
    memcpy(p, &x, 8);
}

static inline uint64_t ror64(uint64_t x, unsigned n)
{
    return (x >> n) | (x << (64 - n));
}

/* One round on (x0..x4), the round constant already added to x2 (S2 ^ c_i): the portable round
 * (ref/ascon_perm_ref.c) with each layer's results in new names (a: the first affine layer, b: the
 * chi-like core, c: the second affine layer), except that the S-box's final NOT of S2 and the next
 * round's constant are one XOR with n = ~c_(i+1) (~0 after the last round), inside the linear layer
 * of S2: the constant then adds no step to the round's chain of dependent instructions. */
#define ROUND(n)                                                                                          \
    do {                                                                                                  \
        const uint64_t a0 = x0 ^ x4, a2 = x2 ^ x1, a4 = x4 ^ x3;                                          \
        const uint64_t b0 = a0 ^ (~x1 & a2), b1 = x1 ^ (~a2 & x3), b2 = a2 ^ (~x3 & a4);                  \
        const uint64_t b3 = x3 ^ (~a4 & a0), b4 = a4 ^ (~a0 & x1);                                        \
        const uint64_t c0 = b0 ^ b4, c1 = b1 ^ b0, c3 = b3 ^ b2;                                          \
        x0 = c0 ^ ror64(c0, 19) ^ ror64(c0, 28);                                                          \
        x1 = c1 ^ ror64(c1, 61) ^ ror64(c1, 39);                                                          \
        x2 = (b2 ^ (uint64_t)(n)) ^ (ror64(b2, 1) ^ ror64(b2, 6));                                        \
        x3 = c3 ^ ror64(c3, 10) ^ ror64(c3, 17);                                                          \
        x4 = b4 ^ ror64(b4, 7) ^ ror64(b4, 41);                                                           \
    } while (0)

/* the XOR with S2 that ends a round before round constant c */
#define NEXT(c) (~(uint64_t)(c))

/* Ascon-p[8] and Ascon-p[12] (constants c_8..c_15 and c_4..c_15, section 3.2) on the true state */
#define P8()                                                                                              \
    do {                                                                                                  \
        x2 ^= 0xb4;                                                                                       \
        P8_AFTER_C8();                                                                                    \
    } while (0)
#define P8_AFTER_C8()                                                                                     \
    do {                                                                                                  \
        ROUND(NEXT(0xa5));                                                                                \
        ROUND(NEXT(0x96));                                                                                \
        ROUND(NEXT(0x87));                                                                                \
        ROUND(NEXT(0x78));                                                                                \
        ROUND(NEXT(0x69));                                                                                \
        ROUND(NEXT(0x5a));                                                                                \
        ROUND(NEXT(0x4b));                                                                                \
        ROUND(NEXT(0));                                                                                   \
    } while (0)
#define P12()                                                                                             \
    do {                                                                                                  \
        x2 ^= 0xf0;                                                                                       \
        ROUND(NEXT(0xe1));                                                                                \
        ROUND(NEXT(0xd2));                                                                                \
        ROUND(NEXT(0xc3));                                                                                \
        ROUND(NEXT(0xb4));                                                                                \
        P8_AFTER_C8();                                                                                    \
    } while (0)

/* The same round as one block of x86-64 instructions (AT&T order: source first, destination last;
 * ANDN a, b, d is d = ~b & a; RORX $n, s, d is d = s >>> n), on the state registers x0..x4 and five
 * temporaries t0..t4. c_next: the next round's constant; ~c_next is the immediate (the S-box's NOT of
 * S2 and that constant in one XOR, as in ROUND; ~0 after the last round). The linear layer of each
 * word is c ^ ((c ^ (c >>> (b - a))) >>> a), which equals c ^ (c >>> a) ^ (c >>> b). */
#define ROUND_ASM(c_next)                                                                                 \
    /* t0 = ~x1 & x2 and t2 = ~x3 & x4: the AND-NOTs of b0 and b2, which equal ~x1 & a2 and ~x3 & a4 */ \
    "andn %[x2], %[x1], %[t0]\n\t"                                                                        \
    "andn %[x4], %[x3], %[t2]\n\t"                                                                        \
    /* x0 = a0 = x0 ^ x4, x4 = a4 = x4 ^ x3, x2 = a2 = x2 ^ x1 */                                         \
    "xorq %[x4], %[x0]\n\t"                                                                               \
    "xorq %[x3], %[x4]\n\t"                                                                               \
    "xorq %[x1], %[x2]\n\t"                                                                               \
    /* t1 = ~a2 & x3, t3 = ~a4 & a0, t4 = ~a0 & x1 */                                                     \
    "andn %[x3], %[x2], %[t1]\n\t"                                                                        \
    "andn %[x0], %[x4], %[t3]\n\t"                                                                        \
    "andn %[x1], %[x0], %[t4]\n\t"                                                                        \
    /* x0..x4 = b0..b4 (b_i = a_i ^ t_i, with a1 = x1, a3 = x3) */                                        \
    "xorq %[t0], %[x0]\n\t"                                                                               \
    "xorq %[t1], %[x1]\n\t"                                                                               \
    "xorq %[t2], %[x2]\n\t"                                                                               \
    "xorq %[t3], %[x3]\n\t"                                                                               \
    "xorq %[t4], %[x4]\n\t"                                                                               \
    /* x1 = c1 = b1 ^ b0, x0 = c0 = b0 ^ b4, x3 = c3 = b3 ^ b2 */                                         \
    "xorq %[x0], %[x1]\n\t"                                                                               \
    "xorq %[x4], %[x0]\n\t"                                                                               \
    "xorq %[x2], %[x3]\n\t"                                                                               \
    /* x0 ^= (x0 ^ x0 >>> 9) >>> 19, i.e. x0 ^ x0 >>> 19 ^ x0 >>> 28 */                                   \
    "rorx $9, %[x0], %[t0]\n\t"                                                                           \
    "xorq %[x0], %[t0]\n\t"                                                                               \
    "rorx $19, %[t0], %[t0]\n\t"                                                                          \
    "xorq %[t0], %[x0]\n\t"                                                                               \
    /* x1 ^= (x1 ^ x1 >>> 22) >>> 39 (rotations 39 and 61) */                                             \
    "rorx $22, %[x1], %[t1]\n\t"                                                                          \
    "xorq %[x1], %[t1]\n\t"                                                                               \
    "rorx $39, %[t1], %[t1]\n\t"                                                                          \
    "xorq %[t1], %[x1]\n\t"                                                                               \
    /* x2 = (x2 ^ ~c_next) ^ (x2 ^ x2 >>> 5) >>> 1 (rotations 1 and 6) */                                 \
    "rorx $5, %[x2], %[t2]\n\t"                                                                           \
    "xorq %[x2], %[t2]\n\t"                                                                               \
    "rorx $1, %[t2], %[t2]\n\t"                                                                           \
    "xorq $~" #c_next ", %[x2]\n\t"                                                                       \
    "xorq %[t2], %[x2]\n\t"                                                                               \
    /* x3 ^= (x3 ^ x3 >>> 7) >>> 10 (rotations 10 and 17) */                                              \
    "rorx $7, %[x3], %[t3]\n\t"                                                                           \
    "xorq %[x3], %[t3]\n\t"                                                                               \
    "rorx $10, %[t3], %[t3]\n\t"                                                                          \
    "xorq %[t3], %[x3]\n\t"                                                                               \
    /* x4 ^= (x4 ^ x4 >>> 34) >>> 7 (rotations 7 and 41) */                                               \
    "rorx $34, %[x4], %[t4]\n\t"                                                                          \
    "xorq %[x4], %[t4]\n\t"                                                                               \
    "rorx $7, %[t4], %[t4]\n\t"                                                                           \
    "xorq %[t4], %[x4]\n\t"

/* one permutation: S2 ^= c_first, then the rounds (a string of ROUND_ASM); the state in registers */
#define PERM_ASM(c_first, rounds)                                                                         \
    do {                                                                                                  \
        uint64_t t0, t1, t2, t3, t4;                                                                      \
        __asm__("xorq $" #c_first ", %[x2]\n\t" rounds                                                    \
                : [x0] "+r"(x0), [x1] "+r"(x1), [x2] "+r"(x2), [x3] "+r"(x3), [x4] "+r"(x4), [t0] "=&r"(t0), \
                  [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4)                          \
                :                                                                                         \
                : "cc");                                                                                  \
    } while (0)
#define ROUNDS_ASM_AFTER_C8                                                                               \
    ROUND_ASM(0xa5) ROUND_ASM(0x96) ROUND_ASM(0x87) ROUND_ASM(0x78) ROUND_ASM(0x69) ROUND_ASM(0x5a)         \
    ROUND_ASM(0x4b) ROUND_ASM(0)
#define P8_ASM() PERM_ASM(0xb4, ROUNDS_ASM_AFTER_C8)
#define P12_ASM()                                                                                         \
    PERM_ASM(0xf0, ROUND_ASM(0xe1) ROUND_ASM(0xd2) ROUND_ASM(0xc3) ROUND_ASM(0xb4) ROUNDS_ASM_AFTER_C8)

/* the permutations of the build in use: asm (a nonzero constant bmi) or C */
#define P8_ANY()                                                                                          \
    do {                                                                                                  \
        if (bmi)                                                                                          \
            P8_ASM();                                                                                     \
        else                                                                                              \
            P8();                                                                                         \
    } while (0)
#define P12_ANY()                                                                                         \
    do {                                                                                                  \
        if (bmi)                                                                                          \
            P12_ASM();                                                                                    \
        else                                                                                              \
            P12();                                                                                        \
    } while (0)

/* a and b as they are, in general registers: an empty asm, which keeps gcc from moving the rate's two
 * words into one vector register for their XOR and store and back (a detour on the chain from block
 * to block, which gcc takes in the build with the asm permutations; the C build is left to gcc) */
#define IN_REGISTERS(a, b) __asm__("" : "+r"(a), "+r"(b))

/* the padding byte 0x01 after n (< 16) bytes of the rate */
#define PAD(n)                                                                                            \
    do {                                                                                                  \
        if ((n) < 8)                                                                                      \
            x0 ^= (uint64_t)1 << (8 * (n));                                                               \
        else                                                                                              \
            x1 ^= (uint64_t)1 << (8 * ((n) - 8));                                                         \
    } while (0)

/* the words of the state stay in registers: one function for the whole message, built once for each
 * value of bmi (1: the asm permutations) */
static inline __attribute__((always_inline)) void aead_body(uint8_t *tag, uint8_t *out, const uint8_t key[16],
                                                            const uint8_t nonce[16], const uint8_t *ad, size_t ad_len,
                                                            const uint8_t *in, size_t len, unsigned how, int *verdict,
                                                            const int bmi)
{
    const unsigned decrypt = how & ASCON_AEAD_DECRYPT;
    uint8_t *const text = out;
    const size_t text_len = len;
    const uint64_t k0 = load64(key), k1 = load64(key + 8);
    uint64_t x0 = 0x00001000808C0001u, x1 = k0, x2 = k1, x3 = load64(nonce), x4 = load64(nonce + 8);
    uint8_t b[16]; /* a last, partial block: wiped when used */
    int b_used = 0;
    P12_ANY();
    x3 ^= k0;
    x4 ^= k1;
    if (ad_len > 0) {
        for (; ad_len >= 16; ad_len -= 16, ad += 16) {
            x0 ^= load64(ad);
            x1 ^= load64(ad + 8);
            P8_ANY();
        }
        memset(b, 0, sizeof b);
        b_used = 1;
        if (ad_len > 0)
            memcpy(b, ad, ad_len);
        x0 ^= load64(b);
        x1 ^= load64(b + 8);
        PAD(ad_len);
        P8_ANY();
    }
    x4 ^= (uint64_t)0x80 << 56; /* 0^319 || 1 */
    if (!decrypt) {
        for (; len >= 16; len -= 16, in += 16, out += 16) {
            x0 ^= load64(in);
            x1 ^= load64(in + 8);
            if (bmi)
                IN_REGISTERS(x0, x1);
            store64(out, x0);
            store64(out + 8, x1);
            P8_ANY();
        }
        if (len > 0) { /* (in and out may be NULL when there is nothing to read or write) */
            memset(b, 0, sizeof b);
            b_used = 1;
            memcpy(b, in, len);
            x0 ^= load64(b);
            x1 ^= load64(b + 8);
            store64(b, x0);
            store64(b + 8, x1);
            memcpy(out, b, len);
        }
    } else {
        for (; len >= 16; len -= 16, in += 16, out += 16) {
            const uint64_t c0 = load64(in), c1 = load64(in + 8);
            store64(out, x0 ^ c0);
            store64(out + 8, x1 ^ c1);
            x0 = c0;
            x1 = c1;
            P8_ANY();
        }
        if (len > 0) { /* y = S ^ x on the len bytes, then S ^= y there (S takes x) */
            memset(b, 0, sizeof b);
            b_used = 1;
            memcpy(b, in, len);
            const uint64_t m0 = len >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * len)) - 1;
            const uint64_t m1 = len <= 8 ? 0 : ((uint64_t)1 << (8 * (len - 8))) - 1;
            const uint64_t y0 = (x0 ^ load64(b)) & m0, y1 = (x1 ^ load64(b + 8)) & m1;
            x0 ^= y0;
            x1 ^= y1;
            store64(b, y0);
            store64(b + 8, y1);
            memcpy(out, b, len);
        }
    }
    PAD(len);
    x2 ^= load64(key); /* the key read again, not kept in two registers through the message */
    x3 ^= load64(key + 8);
    P12_ANY();
    x3 ^= load64(key);
    x4 ^= load64(key + 8);
    if (!decrypt) {
        store64(tag, x3);
        store64(tag + 8, x4);
        if (b_used)
            lwc_wipe(b, sizeof b);
        return;
    }
    /* d: the received tag's difference from T on its tag_len bytes (the rest masked off) */
    const size_t tag_len = how & 0xFFu;
    uint64_t r0, r1;
    if (tag_len == 16) {
        r0 = load64(tag);
        r1 = load64(tag + 8);
    } else {
        memset(b, 0, sizeof b);
        b_used = 1;
        memcpy(b, tag, tag_len);
        r0 = load64(b);
        r1 = load64(b + 8);
    }
    const uint64_t t0 = tag_len >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * tag_len)) - 1;
    const uint64_t t1 = tag_len >= 16 ? ~(uint64_t)0 : tag_len <= 8 ? 0 : ((uint64_t)1 << (8 * (tag_len - 8))) - 1;
    const uint64_t d = ((x3 ^ r0) & t0) | ((x4 ^ r1) & t1);
    /* 0 when d = 0, -1 (LWC_ERR_AUTH) otherwise: the top bit of d | -d, without a branch on d */
    const int v = -(int)((d | (0 - d)) >> 63);
    if (b_used)
        lwc_wipe(b, sizeof b);
    *verdict = lwc_aead_release(v, text, text_len);
}

/* both builds inlined into the dispatch below */
static inline __attribute__((always_inline)) void aead_core_c(uint8_t *tag, uint8_t *out, const uint8_t key[16],
                                                              const uint8_t nonce[16], const uint8_t *ad,
                                                              size_t ad_len, const uint8_t *in, size_t len,
                                                              unsigned how, int *verdict)
{
    aead_body(tag, out, key, nonce, ad, ad_len, in, len, how, verdict, 0);
}

static inline __attribute__((always_inline)) void aead_core_asm(uint8_t *tag, uint8_t *out, const uint8_t key[16],
                                                                const uint8_t nonce[16], const uint8_t *ad,
                                                                size_t ad_len, const uint8_t *in, size_t len,
                                                                unsigned how, int *verdict)
{
    aead_body(tag, out, key, nonce, ad, ad_len, in, len, how, verdict, 1);
}

int ascon_aead_crypt_fast(uint8_t *tag, uint8_t *out, const uint8_t key[16], const uint8_t nonce[16],
                          const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned how,
                          int *verdict)
{
    const int level = lwc_level();
    if (level < LWC_LEVEL_SSSE3)
        return 0;
    if (level >= LWC_LEVEL_AVX2)
        aead_core_asm(tag, out, key, nonce, ad, ad_len, in, len, how, verdict);
    else
        aead_core_c(tag, out, key, nonce, ad, ad_len, in, len, how, verdict);
    return 1;
}
