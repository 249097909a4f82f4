/* Recorder of examples/gateway: a stream of many nodes' packets as a gateway's radio would receive it,
 * sealed with the batch call (lwc_batch_seal, a key per node), with faults injected: some packets
 * tampered (one bit of ciphertext or tag flipped) and some replayed (a copy sent again later).
 *
 *   gateway_record AEAD NODES PACKETS_PER_NODE STREAM_FILE SUMMARY_FILE
 *
 * SUMMARY_FILE receives the line the gateway must print for this stream (the counts and a checksum of
 * the readings it must accept), for the ctest that runs both. */
#include <stdio.h>
#include <stdlib.h>

#include "lwc/batch.h"
#include "packets.h"

#define BATCH 64

static uint32_t rng = 0x2545F491u;
static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

/* FNV-1a over the accepted readings (node, counter, payload), in stream order */
static uint64_t fnv = 0xcbf29ce484222325ull;
static void digest(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        fnv = (fnv ^ p[i]) * 0x100000001b3ull;
}

int main(int argc, char **argv)
{
    if (argc != 6) {
        fprintf(stderr, "usage: gateway_record AEAD NODES PACKETS_PER_NODE STREAM_FILE SUMMARY_FILE\n");
        return 2;
    }
    const lwc_aead_t *a = lwc_aead_find(argv[1]);
    const unsigned nodes = (unsigned)atoi(argv[2]), per_node = (unsigned)atoi(argv[3]);
    if (a == NULL || a->nonce_bytes > MAX_NONCE || a->nonce_bytes < 5 || a->tag_bytes > MAX_TAG || nodes < 1 ||
        nodes >= MAX_NODES || per_node < 1) {
        fprintf(stderr, "gateway_record: unknown AEAD or bad counts\n");
        return 2;
    }
    FILE *out = fopen(argv[4], "wb"), *summary = fopen(argv[5], "w");
    if (out == NULL || summary == NULL) {
        perror("gateway_record");
        return 2;
    }
    const size_t packet_bytes = HEADER_BYTES + PAYLOAD_BYTES + a->tag_bytes;
    static uint8_t packets[BATCH][HEADER_BYTES + PAYLOAD_BYTES + MAX_TAG], keys[MAX_NODES][32],
        nonces[BATCH][MAX_NONCE], replay[HEADER_BYTES + PAYLOAD_BYTES + MAX_TAG];
    uint32_t counter[MAX_NODES] = {0};
    for (unsigned n = 1; n <= nodes; n++)
        node_key(keys[n], a->key_bytes, n);
    lwc_batch_msg msgs[BATCH];
    int verdicts[BATCH];
    unsigned long total = (unsigned long)nodes * per_node, sent = 0, tampered = 0, replayed = 0, accepted = 0;
    int have_replay = 0;
    while (sent < total) {
        size_t count = 0;
        for (; count < BATCH && sent + count < total; count++) {
            unsigned node;
            do /* the next node to speak, at random among those with readings left */
                node = 1 + next() % nodes;
            while (counter[node] == per_node);
            const uint32_t c = ++counter[node];
            uint8_t *p = packets[count];
            p[0] = 'L', p[1] = 'W', p[2] = 1, p[3] = (uint8_t)node;
            for (unsigned i = 0; i < 4; i++)
                p[4 + i] = (uint8_t)(c >> (24 - 8 * i));
            p[8] = PAYLOAD_BYTES;
            for (unsigned i = 0; i < PAYLOAD_BYTES; i++) /* the reading */
                p[HEADER_BYTES + i] = (uint8_t)(node * 7 + c * 13 + i);
            node_nonce(nonces[count], a->nonce_bytes, node, c);
            msgs[count] = (lwc_batch_msg){keys[node], nonces[count], p, HEADER_BYTES, p + HEADER_BYTES, PAYLOAD_BYTES,
                                          p + HEADER_BYTES, p + HEADER_BYTES + PAYLOAD_BYTES};
        }
        /* each node's packets in counter order within the batch: the random walk above keeps that */
        if (lwc_batch_seal(a, NULL, msgs, count, verdicts) != 0) {
            fprintf(stderr, "gateway_record: sealing failed\n");
            return 1;
        }
        for (size_t i = 0; i < count; i++, sent++) {
            uint8_t *p = packets[i];
            uint8_t plain[HEADER_BYTES + PAYLOAD_BYTES];
            const unsigned node = p[3];
            const uint32_t c = get32(p + 4);
            for (unsigned j = 0; j < PAYLOAD_BYTES; j++)
                plain[HEADER_BYTES + j] = (uint8_t)(node * 7 + c * 13 + j);
            memcpy(plain, p, HEADER_BYTES);
            if (sent % 37 == 5) { /* tampered: one bit of the ciphertext or the tag */
                p[HEADER_BYTES + next() % (packet_bytes - HEADER_BYTES)] ^= (uint8_t)(1u << (next() % 8));
                tampered++;
            } else {
                digest(plain, sizeof plain);
                accepted++;
                if (!have_replay && sent % 53 == 7) { /* sent again a little later */
                    memcpy(replay, p, packet_bytes);
                    have_replay = 1;
                }
            }
            if (fwrite(p, 1, packet_bytes, out) != packet_bytes)
                return perror("gateway_record"), 2;
            if (have_replay && sent % 53 == 30) {
                if (fwrite(replay, 1, packet_bytes, out) != packet_bytes)
                    return perror("gateway_record"), 2;
                replayed++;
                have_replay = 0;
            }
        }
    }
    fprintf(summary, "%s: %lu packets: %lu opened, %lu tampered, %lu replayed, readings %016llx\n", a->name,
            total + replayed, accepted, tampered, replayed, (unsigned long long)fnv);
    printf("gateway_record: %lu packets of %u nodes (%lu tampered, %lu replays) -> %s\n", total + replayed, nodes,
           tampered, replayed, argv[4]);
    return fclose(out) != 0 || fclose(summary) != 0 ? 2 : 0;
}
