/* Board-support contract every target implements (targets/<target>/): byte I/O to the host tool and
 * program exit. The vector runner and the benchmark firmware use only this. */
#ifndef LWC_TARGET_IO_H
#define LWC_TARGET_IO_H

#include <stdint.h>

/* Next input byte (0..255), or -1 at end of input. */
int target_getc(void);
/* Write one output byte. */
void target_putc(uint8_t byte);
/* Push buffered output out (called before exit and after each response). */
void target_flush(void);

#endif /* LWC_TARGET_IO_H */
