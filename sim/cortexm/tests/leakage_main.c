/* sim/cortexm/tests/leakage_main.c: the leakage-trace self-test firmware (leakage_checks.py). Prints
 * the address of leakage_buffer (8 hex digits: the expected operand-bus values depend on it), then
 * runs leakage_kernel twice, the two windows of one trace file; with input "v" a third window of
 * another length follows (m3-run must refuse it). */
#include <stdint.h>

#include "target_io.h"

void leakage_kernel(void);
void leakage_kernel_long(void);
extern uint32_t leakage_buffer;

int main(void)
{
    uint32_t a = (uint32_t)(uintptr_t)&leakage_buffer;
    for (int k = 28; k >= 0; k -= 4)
        target_putc((uint8_t)"0123456789abcdef"[(a >> k) & 15]);
    target_putc('\n');
    target_flush();
    int mode = target_getc();
    leakage_kernel();
    leakage_kernel();
    if (mode == 'v')
        leakage_kernel_long();
    target_exit(0);
}
