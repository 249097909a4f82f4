/* The packet of examples/gateway (the sensor-gateway format of examples/sensor-gateway/node.c with a
 * 16-byte reading), shared by the recorder and the gateway. All integers big-endian:
 *   0  'L' 'W'           magic
 *   2  version = 1
 *   3  node id (1 .. 255)
 *   4  counter (32 bits)  1, 2, 3, ... per node: the nonce; never repeats under one key
 *   8  payload length n
 *   9  ciphertext (n bytes) || tag (the AEAD's tag size)
 * The 9-byte header is the associated data. Nonce: the node id in its first byte, the counter in its
 * last four, zeros between. Each node has its own key: here the demo key with the node id XORed into
 * its last byte (a DEMO derivation: a deployment provisions an independent random key per node). */
#ifndef GATEWAY_PACKETS_H
#define GATEWAY_PACKETS_H

#include <stdint.h>
#include <string.h>

#define HEADER_BYTES 9
#define PAYLOAD_BYTES 16
#define MAX_TAG 16
#define MAX_NONCE 16
#define MAX_NODES 256

static const uint8_t demo_key[32] = {0x4c, 0x57, 0x43, 0x2d, 0x64, 0x65, 0x6d, 0x6f, 0x2d, 0x67, 0x61,
                                     0x74, 0x65, 0x77, 0x61, 0x79, 0x4c, 0x57, 0x43, 0x2d, 0x64, 0x65,
                                     0x6d, 0x6f, 0x2d, 0x67, 0x61, 0x74, 0x65, 0x77, 0x61, 0x79};

static inline void node_key(uint8_t *key, unsigned key_bytes, unsigned node)
{
    memcpy(key, demo_key, key_bytes);
    key[key_bytes - 1] ^= (uint8_t)node;
}

static inline void node_nonce(uint8_t *nonce, unsigned nonce_bytes, unsigned node, uint32_t counter)
{
    memset(nonce, 0, nonce_bytes);
    nonce[0] = (uint8_t)node;
    for (unsigned i = 0; i < 4; i++)
        nonce[nonce_bytes - 4 + i] = (uint8_t)(counter >> (24 - 8 * i));
}

static inline uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

#endif /* GATEWAY_PACKETS_H */
