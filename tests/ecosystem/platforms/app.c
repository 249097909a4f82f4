/* The stand-in platform's application: every algorithm of the tables once, so the link pulls in
 * every routine the module or component built (check_platforms.py). */
#include <lwc/lwc.h>

volatile int sink;

int main(void)
{
    uint8_t key[32] = {1}, nonce[16] = {2}, buf[32] = {3}, tag[16], ctx[LWC_CIPHER_CTX_MAX_BYTES];
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
