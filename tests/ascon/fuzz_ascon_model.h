/* An independent model of NIST SP 800-232 for the fuzzer (fuzz_ascon_model.c): whole inputs in, whole
 * outputs out. Not part of liblwc. */
#ifndef LWC_TESTS_ASCON_MODEL_H
#define LWC_TESTS_ASCON_MODEL_H

#include <stddef.h>
#include <stdint.h>

enum { ASCON_MODEL_HASH256, ASCON_MODEL_XOF128, ASCON_MODEL_CXOF128 };

/* Ascon-Hash256 (out_len 32), Ascon-XOF128 or Ascon-CXOF128 (z: the customization string) of m. */
void ascon_model_hash(int function, uint8_t *out, size_t out_len, const uint8_t *z, size_t z_len,
                      const uint8_t *m, size_t m_len);
/* Ascon-AEAD128 encryption (decrypt 0) or decryption (1) of in into out, with the full 16-byte tag
 * (decryption: the tag the ciphertext should have). */
void ascon_model_aead(int decrypt, uint8_t tag[16], uint8_t *out, const uint8_t key[16], const uint8_t nonce[16],
                      const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len);
/* 1 when the model gives the first bytes of the designers' KAT values for empty inputs. */
int ascon_model_self_test(void);

#endif /* LWC_TESTS_ASCON_MODEL_H */
