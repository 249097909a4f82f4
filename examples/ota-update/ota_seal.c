/* The gateway's side of examples/ota-update: seal a firmware image for the node as a sealed stream
 * (docs/streams.md, "Sealed files"), in constant memory whatever the image size.
 *
 * usage: ota_seal ALG KEY_HEX_FILE PREFIX_HEX CHUNK_SIZE < image > sealed
 *   ALG          an AEAD of lwcrypt (the node's NODE_AEAD), e.g. romulus-n
 *   KEY_HEX_FILE the key in hex (the first key_bytes of it are used; demo-key.hex in the example)
 *   PREFIX_HEX   the stream's nonce prefix, 7 bytes (TinyJAMBU) or 11 (Romulus), in hex: never the
 *                same twice under one key; e.g. the update's sequence number, zero-padded
 *   CHUNK_SIZE   plaintext bytes per chunk (the node accepts up to its NODE_CHUNK_MAX)
 * Exit status 0, or 2 on a usage or I/O error (a message on stderr).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/stream.h"

static int usage(const char *why)
{
    fprintf(stderr, "ota_seal: %s\nusage: ota_seal ALG KEY_HEX_FILE PREFIX_HEX CHUNK_SIZE < image > sealed\n", why);
    return 2;
}

/* Parse up to max bytes of hex from s (whitespace ends it); returns the count, or -1 on a bad digit. */
static long parse_hex(const char *s, uint8_t *out, size_t max)
{
    size_t n = 0;
    while (s[0] && s[0] != '\n' && s[0] != '\r' && s[0] != ' ') {
        unsigned v;
        if (n == max || sscanf(s, "%2x", &v) != 1 || !s[1])
            return -1;
        out[n++] = (uint8_t)v;
        s += 2;
    }
    return (long)n;
}

int main(int argc, char **argv)
{
    if (argc != 5)
        return usage("four arguments expected");
    const lwc_aead_t *aead = lwc_aead_find(argv[1]);
    if (aead == NULL)
        return usage("unknown AEAD");
    uint8_t key[64], prefix[LWC_STREAM_NONCE_MAX_BYTES];
    char line[256] = "";
    FILE *kf = fopen(argv[2], "r");
    if (kf == NULL || fgets(line, sizeof line, kf) == NULL)
        return usage("cannot read the key file");
    fclose(kf);
    if (parse_hex(line, key, sizeof key) < aead->key_bytes)
        return usage("key file: too few hex bytes for this AEAD");
    if (parse_hex(argv[3], prefix, sizeof prefix) != (long)LWC_STREAM_PREFIX_BYTES(aead->nonce_bytes))
        return usage("prefix: wrong length for this AEAD");
    char *end;
    unsigned long chunk_size = strtoul(argv[4], &end, 10);
    if (*end || chunk_size == 0 || chunk_size > (1ul << 24))
        return usage("chunk size: 1 .. 16777216");

    /* Header (authenticated as the associated data of chunk 0). */
    uint8_t header[6 + 32 + 4 + LWC_STREAM_NONCE_MAX_BYTES];
    size_t name_len = strlen(aead->name), h = 0;
    memcpy(header, "LWCS\x01", 5);
    header[5] = (uint8_t)name_len;
    memcpy(header + 6, aead->name, name_len);
    h = 6 + name_len;
    for (int i = 3; i >= 0; i--)
        header[h++] = (uint8_t)(chunk_size >> (8 * i));
    memcpy(header + h, prefix, LWC_STREAM_PREFIX_BYTES(aead->nonce_bytes));
    h += LWC_STREAM_PREFIX_BYTES(aead->nonce_bytes);

    uint8_t *buf = malloc(chunk_size + 1 + LWC_STREAM_TAG_MAX_BYTES);
    if (buf == NULL)
        return usage("out of memory");
    lwc_stream_ctx s;
    lwc_stream_seal_init(&s, aead, key, prefix);
    lwc_wipe(key, sizeof key);
    if (fwrite(header, 1, h, stdout) != h)
        return usage("write error");
    /* Read one byte beyond the chunk: if it exists, the chunk is not the final one. */
    size_t have = fread(buf, 1, chunk_size + 1, stdin);
    for (;;) {
        int last = have <= chunk_size;
        size_t n = last ? have : chunk_size;
        uint8_t carry = buf[chunk_size];
        int rc = lwc_stream_seal(&s, buf, buf + n, lwc_stream_index(&s) == 0 ? header : NULL,
                                 lwc_stream_index(&s) == 0 ? h : 0, buf, n, last);
        if (rc != LWC_OK || fwrite(buf, 1, n + aead->tag_bytes, stdout) != n + aead->tag_bytes) {
            lwc_stream_end(&s);
            return usage(rc != LWC_OK ? lwc_strerror(rc) : "write error");
        }
        if (last)
            break;
        buf[0] = carry;
        have = 1 + fread(buf + 1, 1, chunk_size, stdin);
    }
    free(buf);
    if (ferror(stdin) || lwc_stream_end(&s) != LWC_OK || fflush(stdout) != 0)
        return usage("I/O error");
    return 0;
}
