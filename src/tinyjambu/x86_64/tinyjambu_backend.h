/* What the x86_64 TinyJAMBU kernel adds to the portable C: a one-call TinyJAMBU-128 AEAD,
 * tinyjambu_aead_encrypt_fast / tinyjambu_aead_decrypt_fast (tinyjambu_aead_fast_x86_64.c), which the
 * one-shot calls try first and which decline (return 0) below the ssse3 level or for the 192- and
 * 256-bit keys; the mode's C runs then. */
#ifndef LWC_SRC_TINYJAMBU_BACKEND_H
#define LWC_SRC_TINYJAMBU_BACKEND_H

#define TINYJAMBU_BACKEND_CRYPT_BLOCKS 0
#define TINYJAMBU_BACKEND_SEQUENCE 0
#define TINYJAMBU_BACKEND_AEAD_FAST 1

#endif
