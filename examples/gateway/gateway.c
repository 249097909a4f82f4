/* Gateway of examples/gateway: opens a recorded stream of many nodes' packets (packets.h) through the
 * batch call, BATCH packets at a time, each node with its own key.
 *
 *   gateway AEAD STREAM_FILE [SUMMARY_FILE]
 *
 * For each batch: a packet whose counter is not above its node's last accepted one is a replay,
 * dropped without being decrypted; the others are opened together by lwc_batch_open (one verdict each).
 * Then, in stream order, a packet is accepted when its tag verified and its counter is still above its
 * node's last accepted one (a replay of a packet of the same batch is dropped here, its plaintext
 * wiped), and only an accepted packet advances its node's counter. Prints one summary line (counts
 * and an FNV-1a checksum of the accepted readings); with SUMMARY_FILE, exits 1 unless the line is the
 * one the recorder wrote there. */
#include <stdio.h>
#include <stdlib.h>

#include "lwc/batch.h"
#include "packets.h"

#define BATCH 64

static uint64_t fnv = 0xcbf29ce484222325ull;
static void digest(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        fnv = (fnv ^ p[i]) * 0x100000001b3ull;
}

int main(int argc, char **argv)
{
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: gateway AEAD STREAM_FILE [SUMMARY_FILE]\n");
        return 2;
    }
    const lwc_aead_t *a = lwc_aead_find(argv[1]);
    if (a == NULL || a->nonce_bytes > MAX_NONCE || a->nonce_bytes < 5 || a->tag_bytes > MAX_TAG) {
        fprintf(stderr, "gateway: unknown AEAD %s\n", argv[1]);
        return 2;
    }
    FILE *in = fopen(argv[2], "rb");
    if (in == NULL) {
        perror(argv[2]);
        return 2;
    }
    const size_t packet_bytes = HEADER_BYTES + PAYLOAD_BYTES + a->tag_bytes;
    static uint8_t keys[MAX_NODES][32], packets[BATCH][HEADER_BYTES + PAYLOAD_BYTES + MAX_TAG],
        plain[BATCH][PAYLOAD_BYTES], nonces[BATCH][MAX_NONCE];
    for (unsigned n = 1; n < MAX_NODES; n++)
        node_key(keys[n], a->key_bytes, n);
    uint32_t last[MAX_NODES] = {0};
    lwc_batch_msg msgs[BATCH];
    int verdicts[BATCH];
    size_t slot[BATCH]; /* the batch message of each packet read, or BATCH: not opened */
    unsigned long packets_seen = 0, opened = 0, tampered = 0, replayed = 0, malformed = 0;
    for (;;) {
        size_t count = 0, n_msgs = 0;
        while (count < BATCH && fread(packets[count], 1, packet_bytes, in) == packet_bytes)
            count++;
        if (count == 0)
            break;
        for (size_t i = 0; i < count; i++) {
            uint8_t *p = packets[i];
            const unsigned node = p[3];
            const uint32_t c = get32(p + 4);
            slot[i] = BATCH;
            if (p[0] != 'L' || p[1] != 'W' || p[2] != 1 || p[8] != PAYLOAD_BYTES || node == 0)
                continue;
            if (c <= last[node])
                continue; /* a replay (or a late packet): not decrypted */
            node_nonce(nonces[n_msgs], a->nonce_bytes, node, c);
            msgs[n_msgs] = (lwc_batch_msg){keys[node], nonces[n_msgs], p, HEADER_BYTES, p + HEADER_BYTES, PAYLOAD_BYTES,
                                           plain[n_msgs], p + HEADER_BYTES + PAYLOAD_BYTES};
            slot[i] = n_msgs++;
        }
        if (n_msgs > 0 && lwc_batch_open(a, NULL, msgs, n_msgs, verdicts) < 0) {
            fprintf(stderr, "gateway: the batch call refused its arguments\n");
            return 2;
        }
        for (size_t i = 0; i < count; i++, packets_seen++) {
            const uint8_t *p = packets[i];
            const unsigned node = p[3];
            const uint32_t c = get32(p + 4);
            if (p[0] != 'L' || p[1] != 'W' || p[2] != 1 || p[8] != PAYLOAD_BYTES || node == 0) {
                malformed++;
                continue;
            }
            if (c <= last[node]) {
                replayed++;
                if (slot[i] < BATCH)
                    lwc_wipe(plain[slot[i]], PAYLOAD_BYTES);
                continue;
            }
            if (verdicts[slot[i]] != LWC_OK) {
                tampered++;
                continue;
            }
            last[node] = c;
            opened++;
            digest(p, HEADER_BYTES);
            digest(plain[slot[i]], PAYLOAD_BYTES);
        }
        if (count < BATCH)
            break;
    }
    lwc_wipe(plain, sizeof plain);
    lwc_wipe(keys, sizeof keys);
    fclose(in);
    char line[256];
    snprintf(line, sizeof line, "%s: %lu packets: %lu opened, %lu tampered, %lu replayed, readings %016llx\n", a->name,
             packets_seen, opened, tampered, replayed, (unsigned long long)fnv);
    fputs(line, stdout);
    if (malformed > 0)
        printf("gateway: %lu malformed packets\n", malformed);
    if (argc == 4) {
        char want[256] = "";
        FILE *s = fopen(argv[3], "r");
        if (s == NULL || fgets(want, sizeof want, s) == NULL) {
            perror(argv[3]);
            return 2;
        }
        fclose(s);
        if (strcmp(want, line) != 0 || malformed > 0) {
            printf("gateway: expected %s", want);
            return 1;
        }
        printf("gateway: as the recorder expected\n");
    }
    return 0;
}
