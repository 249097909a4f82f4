/* Cortex-M3 target (mps2-an385 memory map): the cycle counter is the DWT cycle counter; byte I/O and
 * exit are the semihosting code the targets share (../semihost.c). The same image runs in
 * sim/cortexm/m3-run (unicorn + timing model: CYCCNT is the modelled count) and in qemu-system-arm
 * -M mps2-an385 (sim/common/qemu-run: CYCCNT reads 0).
 *
 *   target_cycles  DWT_CYCCNT (0xE0001004), enabled at start-up as on silicon: DEMCR.TRCENA, then
 *                  DWT_CTRL.CYCCNTENA
 */
#include <stdint.h>

#include "semihost.h"
#include "target_io.h"

#define DEMCR (*(volatile uint32_t *)0xE000EDFCu) /* Debug Exception and Monitor Control */
#define DEMCR_TRCENA (1u << 24)                   /* enables the DWT (and ITM) */
#define DWT_CTRL (*(volatile uint32_t *)0xE0001000u)
#define DWT_CTRL_CYCCNTENA (1u << 0)
#define DWT_CYCCNT (*(volatile uint32_t *)0xE0001004u)

uint32_t target_cycles(void) { return DWT_CYCCNT; }

void lwc_target_init(void)
{
    DEMCR |= DEMCR_TRCENA;
    DWT_CYCCNT = 0;
    DWT_CTRL |= DWT_CTRL_CYCCNTENA;
    lwc_semihost_io_init();
}
