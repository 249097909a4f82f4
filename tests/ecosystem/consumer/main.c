/* A program outside lwcrypt that uses the installed library (tests/ecosystem): TinyJAMBU-128 and
 * Romulus-H against one entry of the official KAT files, a round trip and a forgery, through the
 * public headers only. Exit status 0 when everything matches.
 * With CONSUMER_TARGET_IO (a simulated target) it ends through the board support's target_exit. */
#include <string.h>

#include "lwc/lwc.h"
#ifdef CONSUMER_TARGET_IO
#include "target_io.h"
#define FINISH(status) target_exit(status)
#else
#define FINISH(status) return (status)
#endif

int main(void)
{
    static const uint8_t key[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    static const uint8_t nonce[12] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
    /* tests/vectors/tinyjambu-128/LWC_AEAD_KAT_128_96.txt, Count = 34: PT = 00, no AD */
    static const uint8_t want_ct[9] = {0x47, 0x95, 0x9E, 0xB5, 0xDD, 0x7D, 0xDD, 0x74, 0x5F};
    /* tests/vectors/romulus-h/LWC_HASH_KAT_256.txt, Count = 1: empty message */
    static const uint8_t want_md[32] = {0x24, 0x9B, 0x3F, 0x43, 0x70, 0x03, 0x0B, 0x97, 0x9F, 0x23, 0x0C,
                                        0xE0, 0x50, 0x29, 0x36, 0x10, 0x85, 0x76, 0x68, 0x58, 0x87, 0x9B,
                                        0x31, 0x04, 0x47, 0x42, 0xAF, 0xC4, 0xCD, 0xE6, 0xB5, 0xAB};
    uint8_t m[1] = {0}, c[1], tag[8], back[1], md[32];
    int bad = 0;

    const lwc_aead_t *aead = lwc_aead_find("tinyjambu-128");
    bad |= aead == NULL;
    bad |= lwc_tinyjambu128_encrypt(c, tag, key, nonce, NULL, 0, m, 1) != LWC_OK;
    bad |= c[0] != want_ct[0] || memcmp(tag, want_ct + 1, 8) != 0;
    bad |= lwc_tinyjambu128_decrypt(back, tag, key, nonce, NULL, 0, c, 1) != LWC_OK || back[0] != 0;
    tag[7] ^= 1;
    bad |= lwc_tinyjambu128_decrypt(back, tag, key, nonce, NULL, 0, c, 1) != LWC_ERR_AUTH;
    bad |= lwc_romulus_h(md, NULL, 0) != LWC_OK || memcmp(md, want_md, 32) != 0;
    FINISH(bad ? 1 : 0);
}
