/* The stand-in platform's application: every algorithm of the tables once, so the link pulls in
 * every routine the module or component built (check_platforms.py). */
#include <lwc/lwc.h>

volatile int sink;

#if defined(APP_EXPECTS_PROTECTED) && !(defined(LWC_PROTECTED) && LWC_PROTECTED)
#error "the protected profile was chosen but the application was not given LWC_PROTECTED (the key objects' layout)"
#endif
#if defined(LWC_PROTECTED) && LWC_PROTECTED
#include <lwc/masked.h>
/* The protected profile's random source: the platform's TRNG in an application (a stand-in here). */
static int app_random(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    for (size_t i = 0; i < len; i++)
        out[i] = (uint8_t)(sink + (int)i);
    return 0;
}
#endif

int main(void)
{
    uint8_t key[32] = {1}, nonce[16] = {2}, buf[32] = {3}, tag[16], ctx[LWC_CIPHER_CTX_MAX_BYTES];
#if defined(LWC_PROTECTED) && LWC_PROTECTED
    lwc_set_random(app_random, NULL);
    lwc_tinyjambu_key k;
    sink ^= lwc_tinyjambu_key_init(&k, key, 16);
    sink ^= lwc_tinyjambu_key_encrypt(&k, buf, tag, nonce, buf, 3, buf, 17);
#endif
    for (size_t i = 0; i < lwc_aead_count; i++) {
        sink ^= lwc_aeads[i].encrypt(buf, tag, key, nonce, buf, 3, buf, 17);
        sink ^= lwc_aeads[i].decrypt(buf, tag, key, nonce, buf, 3, buf, 17);
    }
    for (size_t i = 0; i < lwc_hash_count; i++)
        sink ^= lwc_hashes[i].hash(buf, buf, 5);
    for (size_t i = 0; i < lwc_cipher_count; i++) {
        sink ^= lwc_ciphers[i].set_key(ctx, key);
        sink ^= lwc_ciphers[i].encrypt(ctx, buf, buf);
    }
    return sink;
}
