/* Ascon-Hash256 / -XOF128 / -CXOF128 absorbing from AVR program memory: lwc_ascon_hash_update_PF
 * (lwc/ascon.h). Its own file, so that a firmware that never calls it does not link it (the library
 * is an archive of objects). Empty except on the AVR. */
#include "lwc/ascon.h"

#include "ascon_mode.h"

#if defined(__AVR__)
#include <avr/io.h>
#include <avr/pgmspace.h>

/* Flash is not data-addressable on the AVR: bytes are read with ELPM (pgm_read_byte_far, RAMPZ:Z) on
 * devices with more than 64 KB of flash, with LPM on the others (their whole flash is below 64 KB),
 * into an 8-byte buffer that is absorbed as the message's next bytes, a block at a time. */
#if defined(__AVR_HAVE_ELPM__)
#define FLASH_BYTE(addr) pgm_read_byte_far(addr)
#else
#define FLASH_BYTE(addr) pgm_read_byte((uint16_t)(addr))
#endif
int lwc_ascon_hash_update_PF(lwc_ascon_hash_ctx *ctx, uint32_t flash_addr, uint32_t len)
{
    if (ctx == NULL)
        return LWC_ERR_NULL;
    if (flash_addr > (uint32_t)FLASHEND + 1u || len > (uint32_t)FLASHEND + 1u - flash_addr)
        return LWC_ERR_LENGTH;
    if ((ctx->phase != ASCON_PHASE_HASH_ABSORB && ctx->phase != ASCON_PHASE_XOF_ABSORB) ||
        ctx->pos >= ASCON_HASH_RATE)
        return LWC_ERR_STATE;
    uint8_t block[ASCON_HASH_RATE];
    while (len > 0) {
        /* up to the end of the current block, so a whole block goes through the block path */
        size_t k = ASCON_HASH_RATE - ctx->pos;
        if (k > len)
            k = (size_t)len;
        for (size_t i = 0; i < k; i++)
            block[i] = FLASH_BYTE(flash_addr + i);
        flash_addr += k;
        len -= k;
        ascon_hash_absorb(ctx, block, k);
    }
    lwc_wipe(block, sizeof block);
    return LWC_OK;
}
#endif
