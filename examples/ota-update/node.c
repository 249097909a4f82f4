/* Over-the-air update node (examples/ota-update): receives a firmware image sealed by the gateway
 * (ota_seal) as a stream of chunks (docs/streams.md, "Sealed files"), opens each chunk as it
 * arrives, hashes the verified plaintext with Romulus-H chunk by chunk, and accepts the image only
 * when the final chunk verified. Its RAM is one chunk, the stream and hash contexts and the header,
 * whatever the size of the image (the image is several times the ATmega128's 4 KB of RAM).
 *
 * Input (target_getc: the radio or serial line; stdin of avr-run / m3-run / the host program): the
 * sealed file, header then chunks; the end of the input is the end of the transmission, which says
 * which chunk is the final one. Output (target_putc), one line:
 *   "INSTALLED <image bytes> <Romulus-H digest of the image, hex>"   exit status 0
 *   "REJECTED chunk <i>: <reason>"                                  exit status 1
 * A real node writes each verified chunk to its staging flash slot and marks the slot bootable only
 * after INSTALLED (its boot loader can re-check the digest from flash with lwc_romulus_h_update_PF);
 * on REJECTED it erases the slot, so a forged, cut or reordered update never boots. STREAM releases a
 * chunk's plaintext once that chunk verified, before later chunks arrive: what makes the image
 * usable is the final chunk, never a partial one.
 *
 * Build-time choices (examples/ota-update/firmware.cmake):
 *   NODE_AEAD       descriptor-table name of the AEAD, e.g. "romulus-n"
 *   NODE_KEY_BYTES  the demo key as a C initializer (demo-key.hex; the first key_bytes of it are used)
 *   NODE_CHUNK_MAX  the largest chunk size the node accepts (its chunk buffer)
 */
#include <stdint.h>
#include <string.h>

#include "lwc/lwc.h"
#include "lwc/stream.h"
#include "target_print.h"

#ifndef NODE_AEAD
#define NODE_AEAD "romulus-n"
#endif
#ifndef NODE_KEY_BYTES
#error "NODE_KEY_BYTES (the key as a C initializer) is set by examples/ota-update/firmware.cmake"
#endif
#ifndef NODE_CHUNK_MAX
#define NODE_CHUNK_MAX 256
#endif

static const uint8_t node_key[] = {NODE_KEY_BYTES};

/* The header of docs/streams.md: "LWCS", version 1, name length, name, chunk size (32-bit BE), prefix. */
#define HEADER_MAX (6 + 32 + 4 + LWC_STREAM_NONCE_MAX_BYTES)

static uint8_t header[HEADER_MAX];
static uint8_t chunk[NODE_CHUNK_MAX + LWC_STREAM_TAG_MAX_BYTES];
static lwc_stream_ctx stream;
static lwc_romulus_h_ctx image_hash;

static void reject(uint32_t index, const char *why)
{
    lwc_stream_end(&stream); /* wipes the key copy */
    lwc_wipe(chunk, sizeof chunk);
    target_puts("REJECTED chunk ");
    target_put_u32(index);
    target_puts(": ");
    target_puts(why);
    target_puts("\n");
    target_exit(1);
}

/* Read up to n bytes; returns how many came before the end of the input. */
static uint32_t read_bytes(uint8_t *p, uint32_t n)
{
    uint32_t got = 0;
    for (int c; got < n && (c = target_getc()) >= 0; got++)
        p[got] = (uint8_t)c;
    return got;
}

static uint32_t load32_be(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static void put_hex(const uint8_t *p, unsigned n)
{
    static const char digits[] = "0123456789abcdef";
    for (unsigned i = 0; i < n; i++) {
        target_putc((uint8_t)digits[p[i] >> 4]);
        target_putc((uint8_t)digits[p[i] & 15]);
    }
}

int main(void)
{
    const lwc_aead_t *aead = lwc_aead_find(NODE_AEAD);
    if (aead == NULL || aead->key_bytes > sizeof node_key)
        target_exit(2);
    const size_t name_len = strlen(aead->name), prefix_len = LWC_STREAM_PREFIX_BYTES(aead->nonce_bytes);
    const size_t header_len = 6 + name_len + 4 + prefix_len;

    /* Header: must name this node's AEAD; its chunk size must fit the buffer. */
    if (read_bytes(header, (uint32_t)header_len) != header_len || memcmp(header, "LWCS\x01", 5) != 0 ||
        header[5] != name_len || memcmp(header + 6, aead->name, name_len) != 0)
        reject(0, "not an update for this node (header)");
    const uint32_t chunk_size = load32_be(header + 6 + name_len);
    if (chunk_size == 0 || chunk_size > NODE_CHUNK_MAX)
        reject(0, "chunk size out of range");
    const uint8_t *prefix = header + 10 + name_len;
    if (lwc_stream_open_init(&stream, aead, node_key, prefix) != LWC_OK)
        target_exit(2);
    lwc_romulus_h_init(&image_hash);

    /* Chunks: chunk_size + tag bytes each; the one the input ends in (or right after) is final.
     * One byte of look-ahead tells whether anything follows a full chunk. */
    const uint32_t full = chunk_size + aead->tag_bytes;
    uint32_t image_bytes = 0;
    int ahead = target_getc();
    for (;;) {
        uint32_t index = lwc_stream_index(&stream);
        uint32_t n = 0;
        if (ahead >= 0) {
            chunk[0] = (uint8_t)ahead;
            n = 1 + read_bytes(chunk + 1, full - 1);
        }
        ahead = n == full ? target_getc() : -1;
        const int last = ahead < 0;
        if (n < aead->tag_bytes)
            reject(index, "transmission cut short");
        const size_t text = n - aead->tag_bytes;
        /* Chunk 0 authenticates the header as its associated data. */
        int rc = lwc_stream_open(&stream, chunk, chunk + text, index == 0 ? header : NULL,
                                 index == 0 ? header_len : 0, chunk, text, last);
        if (rc != LWC_OK)
            reject(index, rc == LWC_ERR_AUTH ? "does not verify (forged, reordered, cut or appended)"
                                             : lwc_strerror(rc));
        /* Verified: here a real node writes chunk[0..text) to its staging slot. */
        lwc_romulus_h_update(&image_hash, chunk, text);
        image_bytes += text;
        if (last)
            break;
    }
    if (lwc_stream_end(&stream) != LWC_OK)
        reject(lwc_stream_index(&stream), "stream did not end with its final chunk");
    uint8_t digest[LWC_ROMULUS_H_DIGEST_BYTES];
    lwc_romulus_h_final(&image_hash, digest);
    target_puts("INSTALLED ");
    target_put_u32(image_bytes);
    target_puts(" ");
    put_hex(digest, sizeof digest);
    target_puts("\n");
    target_exit(0);
}
