/* PRESENT variants of paper 001 kept beside the library for the tests and the benchmark (lwc_variants):
 * the AVR block functions with P1 as in Table 2 (16-bit SWAPMOVEs, Kwon et al. 2021) and as in
 * Tables 3-4 (8-bit SWAPMOVEs with SWAP), src/present/variants/avr/present_p1_*.S, announced by
 * LWC_HAVE_PRESENT_P1_16BIT / LWC_HAVE_PRESENT_P1_8BIT; and the on-the-fly PRESENT-80 encryption
 * (LWC_HAVE_PRESENT_OTF_80). They read the round keys of the AVR backend's
 * present_key_schedule (lwc_present_set_key) and compute what present_encrypt_block /
 * present_decrypt_block compute. */
#ifndef LWC_SRC_PRESENT_VARIANTS_H
#define LWC_SRC_PRESENT_VARIANTS_H

#include <stdint.h>

#if LWC_HAVE_PRESENT_P1_16BIT
void present_encrypt_block_p1_16bit(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
void present_decrypt_block_p1_16bit(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
#endif
#if LWC_HAVE_PRESENT_P1_8BIT
void present_encrypt_block_p1_8bit(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
void present_decrypt_block_p1_8bit(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
#endif

#if LWC_HAVE_PRESENT_OTF_80
/* On the fly (variants/avr/present_otf_80.S): one block from the raw 80-bit key (big-endian, as
 * lwc_present_set_key takes it), round keys computed during the rounds, no table. out may equal in. */
void present_otf_encrypt_80(uint8_t out[8], const uint8_t in[8], const uint8_t key[10]);
#endif

#endif /* LWC_SRC_PRESENT_VARIANTS_H */
