/* Host (x86-64) target: stdin/stdout, no cycle counter. */
#include <stdio.h>
#include <stdlib.h>

#include "target_io.h"

int target_getc(void)
{
    int c = getchar();
    return c == EOF ? -1 : c;
}

void target_putc(uint8_t byte) { putchar(byte); }

void target_flush(void) { fflush(stdout); }

uint32_t target_cycles(void) { return 0; }

void target_exit(int status)
{
    fflush(stdout);
    exit(status);
}
