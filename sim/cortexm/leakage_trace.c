/* sim/cortexm/leakage_trace.c: m3-run's leakage trace (leakage_trace.h; the model: docs/leakage.md).
 * A sample is opened before its instruction runs (register values before, operand buses) and
 * completed before the next one runs (register values after); the data transfers in between are
 * reported by m3-run's memory hooks. */
#define _POSIX_C_SOURCE 200809L

#include "leakage_trace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    FILE *f;
    int armed;            /* the trigger register holds a non-zero value */
    int open;             /* a window is being recorded */
    int pending;          /* the sample of the last instruction awaits its register results */
    uint16_t wregs;       /* the registers that instruction writes (cm_insn.wregs) */
    uint32_t before[15];  /* the registers before it ran */
    uint32_t opnd[2];     /* the operand buses' last values (0 at a window's start) */
    uint32_t bus;         /* the memory data bus's last value (0 at a window's start) */
    uint32_t bus_hw, bus_hd;
    uint8_t *buf;         /* the open window's samples */
    size_t len, cap;
    uint32_t samples;     /* per trace, fixed by the first window */
    uint32_t traces;
} lk;

/* Hamming weight; inline (the builtin is a library call on hosts built without a popcount
 * instruction, and this runs several times per traced instruction) */
static inline unsigned hw(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (x * 0x01010101u) >> 24;
}
static uint8_t sat(uint32_t x) { return x > 255 ? 255 : (uint8_t)x; }

int lk_enabled(void) { return lk.f != NULL; }

static int put_header(void)
{
    uint8_t h[LK_HEADER_BYTES] = {'L', 'W', 'C', 'L', 'E', 'A', 'K', '1'};
    const uint32_t words[6] = {LK_VERSION, LK_FIELDS, lk.samples, lk.traces, LK_HEADER_BYTES, 0};
    for (unsigned k = 0; k < 6; k++)
        for (unsigned b = 0; b < 4; b++)
            h[8 + 4 * k + b] = (uint8_t)(words[k] >> (8 * b));
    return fseek(lk.f, 0, SEEK_SET) == 0 && fwrite(h, 1, sizeof h, lk.f) == sizeof h ? 0 : -1;
}

int lk_open(const char *path, char *err, size_t errlen)
{
    lk.f = fopen(path, "wb");
    if (lk.f == NULL || put_header() != 0) {
        snprintf(err, errlen, "cannot write the leakage trace '%s'", path);
        return -1;
    }
    return 0;
}

void lk_trigger(uint32_t value) { lk.armed = value != 0; }

void lk_bus(uint32_t value)
{
    if (!lk.pending)
        return;
    lk.bus_hw += hw(value);
    lk.bus_hd += hw(value ^ lk.bus);
    lk.bus = value;
}

/* Completes the pending sample with the registers as they are now (after). */
static void finish_sample(const uint32_t after[15])
{
    uint32_t res_hw = 0, res_hd = 0;
    /* written: what the decoder says it writes (also when the value stays) or what changed
     * (writeback, register lists) */
    uint32_t written = lk.wregs & 0x7FFFu;
    for (unsigned n = 0; n < 15; n++)
        written |= (uint32_t)(after[n] != lk.before[n]) << n;
    for (; written; written &= written - 1) {
        const unsigned n = (unsigned)__builtin_ctz(written);
        res_hw += hw(after[n]);
        res_hd += hw(after[n] ^ lk.before[n]);
    }
    uint8_t *s = lk.buf + lk.len;
    s[0] = sat(res_hw);
    s[1] = sat(res_hd);
    s[6] = sat(lk.bus_hw);
    s[7] = sat(lk.bus_hd);
    lk.len += LK_FIELDS;
    lk.pending = 0;
}

static int end_window(char *err, size_t errlen)
{
    uint32_t n = (uint32_t)(lk.len / LK_FIELDS);
    if (lk.traces == 0)
        lk.samples = n;
    else if (n != lk.samples) {
        snprintf(err, errlen, "leakage trace window %u holds %u instructions, the first held %u: the traced "
                 "code's instruction count depends on its data", (unsigned)lk.traces + 1, (unsigned)n,
                 (unsigned)lk.samples);
        return -1;
    }
    if (fwrite(lk.buf, 1, lk.len, lk.f) != lk.len) {
        snprintf(err, errlen, "writing the leakage trace failed");
        return -1;
    }
    lk.traces++;
    lk.open = 0;
    lk.len = 0;
    return 0;
}

int lk_active(void) { return lk.pending || lk.armed || lk.open; }

int lk_step(const cm_insn *i, const uint32_t now[15], char *err, size_t errlen)
{
    if (!lk_active())
        return 0;
    if (lk.pending)
        finish_sample(now);
    if (!lk.armed) {
        if (lk.open)
            return end_window(err, errlen);
        return 0;
    }
    if (!lk.open) {
        lk.open = 1;
        lk.len = 0;
        lk.opnd[0] = lk.opnd[1] = 0;
        lk.bus = 0;
    }
    if (lk.len + LK_FIELDS > lk.cap) {
        size_t cap = lk.cap ? 2 * lk.cap : 1u << 16;
        uint8_t *b = realloc(lk.buf, cap);
        if (b == NULL) {
            snprintf(err, errlen, "out of memory for the leakage trace");
            return -1;
        }
        lk.buf = b;
        lk.cap = cap;
    }
    lk.wregs = i->wregs;
    memcpy(lk.before, now, sizeof lk.before);
    uint8_t *s = lk.buf + lk.len;
    for (unsigned k = 0; k < 2; k++) {
        /* a bus the instruction does not use keeps its value: no transition */
        uint8_t r = i->opnd[k];
        uint32_t v = r < 15 ? lk.before[r] : r == CM_OPND_IMM ? (uint32_t)i->imm : lk.opnd[k];
        s[2 + k] = sat(hw(v));
        s[4 + k] = sat(hw(v ^ lk.opnd[k]));
        lk.opnd[k] = v;
    }
    lk.bus_hw = lk.bus_hd = 0;
    lk.pending = 1;
    return 0;
}

long lk_close(lk_reg_fn reg, void *ctx, char *err, size_t errlen)
{
    if (lk.f == NULL)
        return 0;
    int bad = 0;
    if (lk.pending) {
        uint32_t now[15];
        reg(ctx, now);
        finish_sample(now);
    }
    if (lk.open && lk.len)
        bad = end_window(err, errlen);
    if (put_header() != 0 || fclose(lk.f) != 0) {
        if (!bad)
            snprintf(err, errlen, "writing the leakage trace failed");
        bad = 1;
    }
    lk.f = NULL;
    free(lk.buf);
    lk.buf = NULL;
    return bad ? -1 : (long)lk.traces;
}
