/* Host (x86-64) target: the vector runner talks over stdin/stdout. */
#include <stdio.h>

#include "target_io.h"

int target_getc(void)
{
    int c = getchar();
    return c == EOF ? -1 : c;
}

void target_putc(uint8_t byte) { putchar(byte); }

void target_flush(void) { fflush(stdout); }
