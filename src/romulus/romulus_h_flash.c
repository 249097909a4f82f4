/* Romulus-H from AVR program memory: lwc_romulus_h_update_PF (lwc/romulus.h). Its own file, so that a
 * firmware that never calls it does not link it (the library is an archive of objects). Empty
 * except on the AVR. */
#include "lwc/romulus.h"

#include "romulus_common.h"

#if defined(__AVR__)
#include <avr/io.h>
#include <avr/pgmspace.h>

/* Flash is not data-addressable on the AVR: bytes are read with ELPM (pgm_read_byte_far, RAMPZ:Z) on
 * devices with more than 64 KB of flash, with LPM on the others (their whole flash is below 64 KB),
 * straight into the block being collected, a run of at most one block at a time. */
#if defined(__AVR_HAVE_ELPM__)
#define FLASH_BYTE(addr) pgm_read_byte_far(addr)
#else
#define FLASH_BYTE(addr) pgm_read_byte((uint16_t)(addr))
#endif
int lwc_romulus_h_update_PF(lwc_romulus_h_ctx *ctx, uint32_t flash_addr, uint32_t len)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    if (flash_addr > (uint32_t)FLASHEND + 1u || len > (uint32_t)FLASHEND + 1u - flash_addr)
        return LWC_ERR_LENGTH;
    if (!romulus_hash_live(ctx))
        return LWC_ERR_STATE;
    while (len > 0) {
        uint8_t *dst = romulus_hash_dst(ctx);
        size_t k = romulus_hash_room(ctx);
        if (k > len)
            k = (size_t)len;
        for (size_t i = 0; i < k; i++)
            dst[i] = FLASH_BYTE(flash_addr + i);
        flash_addr += k;
        len -= k;
        romulus_hash_ks_absorb(ctx, dst, k); /* counts the bytes in place, compresses a full block */
    }
    return LWC_OK;
}
#endif
