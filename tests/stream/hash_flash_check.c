/* Firmware (ATmega128 only): lwc_romulus_h_update_PF reads flash above 64 KB (ELPM, RAMPZ = 1), where
 * far_pattern (far_pattern_avr.S) lies: the digest of far_pattern[a..b) fed from flash in pieces
 * (random lengths; byte by byte; every two-piece split of a 70-byte range) equals the one-shot digest
 * of the same bytes built in RAM. Prints "N passed, M failed" (target_print.h). */
#include <avr/pgmspace.h>
#include <string.h>

#include "lwc/lwc.h"
#include "target_print.h"

#define FAR_BYTES 2048
extern const uint8_t far_pattern[FAR_BYTES];

static uint8_t ram[FAR_BYTES];
static uint32_t rng = 0x1234567u;

static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

/* far_pattern[from .. from + len) from flash, in pieces of 0..max_piece bytes (max_piece 0: byte by
 * byte; 0xFFFF with split: two pieces cut at split). */
static void check_range(uint16_t from, uint16_t len, uint16_t max_piece, uint16_t split, uint32_t n)
{
    uint8_t want[32], got[32];
    lwc_romulus_h(want, ram + from, len);
    lwc_romulus_h_ctx h;
    lwc_romulus_h_init(&h);
    uint32_t addr = pgm_get_far_address(far_pattern) + from;
    uint16_t done = 0, pieces = 0;
    int rc = LWC_OK;
    while (done < len && rc == LWC_OK) {
        uint16_t k = max_piece == 0 ? 1 : max_piece == 0xFFFF ? (pieces++ == 0 ? split : len - done)
                                                               : (uint16_t)(next() % (max_piece + 1u));
        if (k > len - done)
            k = len - done;
        rc = lwc_romulus_h_update_PF(&h, addr + done, k);
        done += k;
    }
    target_check(rc == LWC_OK && lwc_romulus_h_final(&h, got) == LWC_OK && memcmp(got, want, 32) == 0,
                 "flash digest", n);
}

int main(void)
{
    for (uint16_t i = 0; i < FAR_BYTES; i++)
        ram[i] = (uint8_t)i;
    target_check(pgm_get_far_address(far_pattern) >= 0x10000u, "far_pattern above 64 KB", 0);
    for (uint16_t i = 0; i < FAR_BYTES; i += 97)
        target_check(pgm_read_byte_far(pgm_get_far_address(far_pattern) + i) == (uint8_t)i, "far_pattern bytes", i);
    uint32_t n = 0;
    check_range(0, FAR_BYTES, 300, 0, n++);
    check_range(0, 0, 300, 0, n++);
    for (int r = 0; r < 12; r++) {
        uint16_t from = (uint16_t)(next() % FAR_BYTES);
        uint16_t len = (uint16_t)(next() % (FAR_BYTES - from + 1u));
        check_range(from, len, (uint16_t)(1 + next() % 100), 0, n++);
    }
    check_range(5, 200, 0, 0, n++);
    for (uint16_t k = 0; k <= 70; k++)
        check_range(3, 70, 0xFFFF, k, n++);
    target_check_exit();
}
