/**
 * @file
 * @brief Masked implementations: the key held in two shares, first-order masking (docs/leakage.md).
 *
 * A masked key object never holds the key itself: it holds two words a, b per key word with
 * a ^ b = the key word (share 0 stored complemented, an internal detail), and every call re-masks
 * them with fresh randomness before it uses them. The whole computation (the permutation's state
 * and its nonlinear feedback, whose AND products all go into share 0 while share 1, freshly random at
 * every call, takes only the linear part) runs on shares; only public values (the nonce, associated
 * data, ciphertext, tag) are ever unmasked.
 *
 * Randomness comes from a function the application registers with lwc_set_random: without one,
 * every masked call returns LWC_ERR_RANDOM and does nothing (it never runs unmasked). The function
 * must return fresh, uniformly random bytes (a TRNG or a DRBG seeded from one); a function that
 * repeats its output removes the masking.
 *
 * What was checked: docs/leakage.md ("The protected TinyJAMBU") gives the implementations, the leakage
 * model and the number of traces of the fixed-vs-random campaigns; a result there is "no first-order
 * leakage detected in that model with N traces per class", not a claim about silicon or higher orders.
 * The masked assembly is the ARMv6-M and ARMv7-M one; every other target builds the portable masked C
 * (constant time, the same shares and randomness, no leakage claim).
 */
#ifndef LWC_MASKED_H
#define LWC_MASKED_H

#include "lwc/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief A source of random bytes: fill out[0..len) and return 0, or return non-zero on a failure
 * (the masked call then returns LWC_ERR_RANDOM, its outputs wiped).
 */
typedef int (*lwc_random_fn)(void *ctx, uint8_t *out, size_t len);

/**
 * @brief Register the random source of the masked implementations (NULL: none; masked calls then
 * fail with LWC_ERR_RANDOM). One source for the whole program; ctx is passed to every call of fn.
 *
 * Requests: a masked TinyJAMBU call asks once, for its re-masking (at most 48 bytes); the total per
 * message is lwc_tinyjambu_masked_random_bytes(). A masked Ascon call asks for at most
 * LWC_MASKED_RANDOM_MAX_REQUEST bytes per request (four rounds' worth); its total is
 * lwc_ascon_aead128_masked_random_bytes().
 */
void lwc_set_random(lwc_random_fn fn, void *ctx);

/** The largest single request a masked call makes of the random source, in bytes. */
#define LWC_MASKED_RANDOM_MAX_REQUEST 160

/**
 * @brief A masked TinyJAMBU key (128, 192 or 256 bits), its key setup cached, both in two shares.
 * Opaque: the fields are the shares, re-masked by every call. lwc_wipe it when done.
 */
typedef struct {
    uint32_t key[2][8];   /**< key shares (share 0 complemented) */
    uint32_t setup[2][4]; /**< the state after the key setup, in shares */
    uint8_t key_words;    /**< 4, 6 or 8 */
} lwc_tinyjambu_masked_key;

/**
 * @brief Mask the key (16, 24 or 32 bytes) into k and run the key setup on the shares.
 * The key bytes are read once, each word masked as it is loaded; the caller's copy is the caller's.
 * @return LWC_OK, LWC_ERR_NULL, LWC_ERR_LENGTH, or LWC_ERR_RANDOM (no random source; k wiped)
 */
int lwc_tinyjambu_masked_key_init(lwc_tinyjambu_masked_key *k, const uint8_t *key, size_t key_len);

/** @brief Encrypt with a masked key: the same output as lwc_tinyjambu128_encrypt (192, 256) with
 * that key. k is re-masked first (hence not const). LWC_ERR_RANDOM: no random source, c and tag
 * wiped. */
int lwc_tinyjambu_masked_encrypt(lwc_tinyjambu_masked_key *k, uint8_t *c, uint8_t tag[8], const uint8_t nonce[12],
                                 const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);

/** @brief Decrypt with a masked key: as lwc_tinyjambu128_decrypt (LWC_ERR_AUTH, m wiped, on a tag
 * mismatch). LWC_ERR_RANDOM: no random source, m wiped. */
int lwc_tinyjambu_masked_decrypt(lwc_tinyjambu_masked_key *k, uint8_t *m, const uint8_t tag[8], const uint8_t nonce[12],
                                 const uint8_t *ad, size_t ad_len, const uint8_t *c, size_t c_len);

/** @brief The random bytes one masked encryption or decryption asks for (key size, AD and message
 * lengths in bytes): the per-call re-masking of the key and the cached key setup, whatever the
 * lengths. */
size_t lwc_tinyjambu_masked_random_bytes(size_t key_len, size_t ad_len, size_t m_len);

/** The room for the largest masked key object of the library's masked implementations (a protected
 * build's STREAM context holds one; src/common/protected.c checks that each fits). */
#define LWC_MASKED_KEY_MAX_BYTES 128

/** @brief The random bytes lwc_tinyjambu_masked_key_init asks for (key size in bytes: 16, 24, 32; 0 for
 * any other length, which it refuses). */
size_t lwc_tinyjambu_masked_key_init_random_bytes(size_t key_len);

/* ---- The protected profile (LWC_PROFILE=protected, docs/protected.md) ----------------------------- */

/**
 * @brief 1 when this build runs the AEAD row `name` (lwc_aeads, e.g. "tinyjambu-128") on its masked
 * implementation: a protected build (LWC_PROTECTED) and a row with one. Its ordinary functions, its
 * NIST entry points, STREAM over it and its key objects then hold the key only in shares, and every
 * call needs the random source (LWC_ERR_RANDOM without one). 0 for every row of a fast or small build,
 * and for the rows that have no masked implementation (they run their fast code in every profile).
 */
int lwc_aead_protected(const char *name);

/** @brief The random bytes one call of a protected row's one-shot encrypt or decrypt asks of the random
 * source (ad_len, m_len in bytes): the key's masking and setup, then the message; 0 when
 * lwc_aead_protected(name) is 0. A call with a key object (lwc_tinyjambu_key_encrypt) asks for the
 * message's part only (lwc_tinyjambu_masked_random_bytes). */
size_t lwc_aead_random_bytes(const char *name, size_t ad_len, size_t m_len);

/* ---- Romulus-T, leveled (docs/leakage.md, "The leveled masked Romulus-T") ----------------------- */

/**
 * @brief A masked Romulus-T key: the 128-bit key in two shares (key[0] ^ key[1] = the key as four
 * little-endian words), re-masked before every masked TBC call. Opaque. lwc_wipe it when done.
 *
 * Leveled, the design intent of Romulus-T (Romulus v1.3, section 2.4.5): the two calls of
 * SKINNY-128-384+ that take the long-term key (the key derivation of the session key from the nonce,
 * and the tag generation) are masked, with the key and its tweakey schedule in shares; the message
 * bulk runs on the unprotected cipher under the session keys (ephemeral, each used for two calls) and
 * the hash of the public (A, C, N) unprotected. The same output as lwc_romulus_t_encrypt / _decrypt.
 */
typedef struct {
    uint32_t key[2][4]; /**< key shares */
    uint8_t ready;      /**< 1 once lwc_romulus_t_masked_key_init succeeded */
} lwc_romulus_t_masked_key;

/**
 * @brief Mask the 16-byte key into k. The key bytes are read once, each word masked as it is loaded.
 * @return LWC_OK, LWC_ERR_NULL, or LWC_ERR_RANDOM (no random source or a failing one; k wiped)
 */
int lwc_romulus_t_masked_key_init(lwc_romulus_t_masked_key *k, const uint8_t key[16]);

/** @brief Encrypt with a masked key: the same output as lwc_romulus_t_encrypt with that key. k is
 * re-masked (hence not const). LWC_ERR_RANDOM: no random source or a failing one, c and tag wiped. */
int lwc_romulus_t_masked_encrypt(lwc_romulus_t_masked_key *k, uint8_t *c, uint8_t tag[16], const uint8_t nonce[16],
                                 const uint8_t *ad, size_t ad_len, const uint8_t *m, size_t m_len);

/** @brief Decrypt with a masked key: as lwc_romulus_t_decrypt (the tag checked first; LWC_ERR_AUTH,
 * m wiped, on a mismatch, and the key derivation not run). LWC_ERR_RANDOM: m wiped. */
int lwc_romulus_t_masked_decrypt(lwc_romulus_t_masked_key *k, uint8_t *m, const uint8_t tag[16],
                                 const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                 size_t c_len);

/** @brief The random bytes one masked Romulus-T encryption (or decryption of a valid ciphertext) asks
 * for: one masked call (the tag) for an empty message, two otherwise, each 16 bytes (the key's
 * re-masking) and then 160 bytes at a time (10 rounds); the AD costs none. */
size_t lwc_romulus_t_masked_random_bytes(size_t ad_len, size_t m_len);

/* ---- Ascon-AEAD128, leveled (docs/leakage.md, "The leveled masked Ascon") ----
 * The key-dependent permutations only are masked: the initialization's (with the key additions around
 * it) and the finalization's (with the tag's key addition). The state between them, which the
 * initialization makes a pseudo-random function of the key and the nonce, is processed unmasked by
 * the library's ordinary Ascon code (the data-processing rounds); the key itself is never unmasked. */

/** Shares of the masked Ascon (first order: 2). */
#ifndef LWC_ASCON_MASKED_SHARES
#define LWC_ASCON_MASKED_SHARES 2
#endif

/**
 * @brief A masked Ascon-AEAD128 key: the 128-bit key in LWC_ASCON_MASKED_SHARES shares (bit-interleaved
 * 32-bit words), re-masked by every call. Opaque. lwc_wipe it when done.
 */
typedef struct {
    uint32_t key[LWC_ASCON_MASKED_SHARES][4]; /**< key shares */
    uint8_t ready;                            /**< non-zero after init */
} lwc_ascon_aead128_masked_key;

/**
 * @brief Mask the 16-byte key into k (each word masked as it is loaded).
 * @return LWC_OK, LWC_ERR_NULL, LWC_ERR_LENGTH, or LWC_ERR_RANDOM (no random source; k wiped)
 */
int lwc_ascon_aead128_masked_key_init(lwc_ascon_aead128_masked_key *k, const uint8_t *key, size_t key_len);

/** @brief Encrypt with a masked key: the same output as lwc_ascon_aead128_encrypt with that key (16-byte
 * tag). k is re-masked first. LWC_ERR_RANDOM: no random source or a failing one, c and tag wiped. */
int lwc_ascon_aead128_masked_encrypt(lwc_ascon_aead128_masked_key *k, uint8_t *c, uint8_t tag[16],
                                     const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *m,
                                     size_t m_len);

/** @brief Decrypt with a masked key: as lwc_ascon_aead128_decrypt (LWC_ERR_AUTH, m wiped, on a tag
 * mismatch). The computed tag is never unmasked: the received tag is compared with it in shares
 * (docs/leakage.md). LWC_ERR_RANDOM: no random source or a failing one, m wiped. */
int lwc_ascon_aead128_masked_decrypt(lwc_ascon_aead128_masked_key *k, uint8_t *m, const uint8_t tag[16],
                                     const uint8_t nonce[16], const uint8_t *ad, size_t ad_len, const uint8_t *c,
                                     size_t c_len);

/** @brief The random bytes one masked Ascon encryption asks for (AD and message lengths in bytes; it
 * does not depend on them); a decryption asks LWC_ASCON_MASKED_VERIFY_RANDOM_BYTES more. */
size_t lwc_ascon_aead128_masked_random_bytes(size_t ad_len, size_t m_len);

/** The extra random bytes of a masked Ascon decryption (its tag comparison in shares). */
#define LWC_ASCON_MASKED_VERIFY_RANDOM_BYTES 24

#ifdef __cplusplus
}
#endif

#endif /* LWC_MASKED_H */
