/* Sensor node (examples/sensor-gateway): reads a (simulated) sensor, seals every reading with an AEAD
 * under a counter nonce, and writes the packets to its output (target_putc: the serial line or the
 * radio on a real board; stdout of avr-run / m3-run in the simulators; stdout on the host).
 *
 * Build-time choices (examples/sensor-gateway/firmware.cmake):
 *   NODE_AEAD      descriptor-table name of the AEAD, e.g. "tinyjambu-128" or "romulus-n"
 *   NODE_KEY_BYTES the 16-byte key as a C initializer (from demo-key.hex: a DEMO key, provisioning a
 *                  real one per node is out of scope here)
 *   NODE_ID        this node's id (1 byte), NODE_PACKETS how many readings to send
 *
 * Packet (all integers big-endian), the same for every AEAD:
 *   0  'L' 'W'           magic
 *   2  version = 1
 *   3  node id
 *   4  counter (32 bits)  1, 2, 3, ...: the nonce; never repeats under one key
 *   8  payload length n
 *   9  ciphertext (n bytes) || tag (the AEAD's tag size)
 * The 9-byte header is the associated data (authenticated, sent in clear). Nonce: node id in the first
 * byte, the counter in the last four, zeros between (12 bytes for TinyJAMBU, 16 for Romulus).
 * Payload (8 bytes): temperature (int16, 0.01 C), humidity (uint16, 0.01 %RH), pressure (uint16,
 * 0.1 hPa), battery (uint16, mV).
 *
 * A deployed node would keep the counter in EEPROM (written before each packet is sent), so that
 * a reset never reuses a nonce; the simulated node starts at 1 on each run.
 */
#include <stdint.h>
#include <string.h>

#include "lwc/lwc.h"
#include "target_io.h"

#ifndef NODE_AEAD
#define NODE_AEAD "tinyjambu-128"
#endif
#ifndef NODE_KEY_BYTES
#error "NODE_KEY_BYTES (the key as a C initializer) is set by examples/sensor-gateway/firmware.cmake"
#endif
#ifndef NODE_ID
#define NODE_ID 7
#endif
#ifndef NODE_PACKETS
#define NODE_PACKETS 16
#endif

#define HEADER_BYTES 9
#define PAYLOAD_BYTES 8
#define MAX_NONCE 16
#define MAX_TAG 16

static const uint8_t node_key[] = {NODE_KEY_BYTES};

/* The simulated sensor: a slow random walk driven by a 16-bit Galois LFSR (taps 0xB400), so the
 * gateway test can recompute every reading. */
typedef struct {
    uint16_t lfsr;
    int16_t temp_centi_c;
    uint16_t humidity_centi;
    uint16_t pressure_deci_hpa;
    uint16_t battery_mv;
} sensor_t;

static unsigned lfsr_step(sensor_t *s)
{
    unsigned out = s->lfsr & 1u;
    s->lfsr = (uint16_t)((s->lfsr >> 1) ^ (out ? 0xB400u : 0u));
    return s->lfsr & 3u; /* 0..3 */
}

static void sensor_read(sensor_t *s, uint32_t counter)
{
    s->temp_centi_c = (int16_t)(s->temp_centi_c + (int16_t)lfsr_step(s) * 3 - 4);       /* -4..+5 */
    s->humidity_centi = (uint16_t)(s->humidity_centi + lfsr_step(s) * 5u - 7u);        /* -7..+8 */
    s->pressure_deci_hpa = (uint16_t)(s->pressure_deci_hpa + lfsr_step(s) - 1u);        /* -1..+2 */
    if ((counter & 3u) == 0)
        s->battery_mv--;
}

static void put16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)v;
}

static void put32(uint8_t *p, uint32_t v)
{
    put16(p, (uint16_t)(v >> 16));
    put16(p + 2, (uint16_t)v);
}

int main(void)
{
    const lwc_aead_t *aead = lwc_aead_find(NODE_AEAD);
    if (aead == NULL || aead->key_bytes != sizeof node_key || aead->nonce_bytes > MAX_NONCE ||
        aead->nonce_bytes < 5 || aead->tag_bytes > MAX_TAG)
        target_exit(1);

    sensor_t sensor = {0xACE1u, 2150, 4500, 10132, 3300};
    uint8_t packet[HEADER_BYTES + PAYLOAD_BYTES + MAX_TAG];
    uint8_t nonce[MAX_NONCE];

    for (uint32_t counter = 1; counter <= NODE_PACKETS; counter++) {
        sensor_read(&sensor, counter);

        packet[0] = 'L';
        packet[1] = 'W';
        packet[2] = 1;
        packet[3] = NODE_ID;
        put32(packet + 4, counter);
        packet[8] = PAYLOAD_BYTES;

        uint8_t *payload = packet + HEADER_BYTES;
        put16(payload, (uint16_t)sensor.temp_centi_c);
        put16(payload + 2, sensor.humidity_centi);
        put16(payload + 4, sensor.pressure_deci_hpa);
        put16(payload + 6, sensor.battery_mv);

        memset(nonce, 0, sizeof nonce);
        nonce[0] = NODE_ID;
        put32(nonce + aead->nonce_bytes - 4, counter);

        /* In place: the payload becomes the ciphertext, the tag follows it. */
        if (aead->encrypt(payload, payload + PAYLOAD_BYTES, node_key, nonce, packet, HEADER_BYTES, payload,
                          PAYLOAD_BYTES) != LWC_OK)
            target_exit(1);

        for (unsigned i = 0; i < HEADER_BYTES + PAYLOAD_BYTES + (unsigned)aead->tag_bytes; i++)
            target_putc(packet[i]);
        target_flush();
    }
    target_exit(0);
}
