/* tests/leakage/mask_kernels_fw.c: the firmware of the leakage check's own masked kernels
 * (mask_kernels_v6m.S, tools/leakage/tvla.py, docs/leakage.md), on the Cortex-M targets under m3-run
 * --leakage-trace. The same protocol as leakage_fw.c, with a kernel's name for the AEAD's: the name
 * and '\n', a message length that must be 0, then records key (4 bytes) || m (4) || r (4): the kernel
 * gets the key in the shares key ^ m, m and refreshes them with r; the window is the kernel alone.
 * "mask-reused" runs mask_good with m fixed (the randomness reused across traces). Writes the
 * recombined shares (4 bytes; they must equal the key, else exit 1). */
#include <stdint.h>
#include <string.h>

#include "sim_leakage.h"
#include "target_io.h"
#include "target_print.h"

typedef void kernel_fn(uint32_t s[3], const uint32_t *r, const uint32_t *zero, volatile uint32_t *trigger);
kernel_fn mask_good, mask_bad_bus, mask_bad_overwrite, mask_bad_operand;

static const struct {
    const char *name;
    kernel_fn *kernel;
    int reuse;
} kernels[] = {
    {"mask-good", mask_good, 0},
    {"mask-reused", mask_good, 1},
    {"mask-bad-bus", mask_bad_bus, 0},
    {"mask-bad-overwrite", mask_bad_overwrite, 0},
    {"mask-bad-operand", mask_bad_operand, 0},
};

static void stop(const char *why)
{
    target_puts(why);
    target_exit(1);
}

static int read_word(uint32_t *w)
{
    uint8_t b[4];
    for (unsigned k = 0; k < 4; k++) {
        int c = target_getc();
        if (c < 0)
            return k == 0 ? 0 : -1;
        b[k] = (uint8_t)c;
    }
    memcpy(w, b, 4);
    return 1;
}

int main(void)
{
    char name[32];
    unsigned n = 0;
    for (int c; (c = target_getc()) != '\n';) {
        if (c < 0 || n + 1 >= sizeof name)
            stop("mask_kernels_fw: no kernel name\n");
        name[n++] = (char)c;
    }
    name[n] = '\0';
    unsigned which = sizeof kernels / sizeof kernels[0];
    for (unsigned k = 0; k < sizeof kernels / sizeof kernels[0]; k++)
        if (strcmp(kernels[k].name, name) == 0)
            which = k;
    if (which == sizeof kernels / sizeof kernels[0])
        stop("mask_kernels_fw: unknown kernel\n");
    if (target_getc() != 0)
        stop("mask_kernels_fw: the message length must be 0\n");
    static uint32_t s[3], fresh, zero;
    for (;;) {
        uint32_t key, m, r;
        int got = read_word(&key);
        if (got == 0)
            break;
        if (got < 0 || read_word(&m) != 1 || read_word(&r) != 1)
            stop("mask_kernels_fw: short record\n");
        if (kernels[which].reuse)
            m = 0x5A3C96E1u;
        s[0] = key ^ m;
        s[1] = 0;
        s[2] = m;
        fresh = r;
        zero = 0;
        kernels[which].kernel(s, &fresh, &zero, (volatile uint32_t *)LWC_SIM_LEAKAGE_TRIGGER_ADDR);
        uint32_t back = s[0] ^ s[2];
        if (back != key)
            stop("mask_kernels_fw: the shares do not recombine to the key\n");
        for (unsigned k = 0; k < 4; k++)
            target_putc((uint8_t)(back >> (8 * k)));
    }
    target_flush();
    target_exit(0);
}
