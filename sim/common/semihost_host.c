/* sim/common/semihost_host.c: the host side of ARM semihosting for the simulators (semihost_host.h). */
#define _POSIX_C_SOURCE 200809L

#include "semihost_host.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum {
    SYS_OPEN = 0x01, SYS_CLOSE = 0x02, SYS_WRITEC = 0x03, SYS_WRITE0 = 0x04, SYS_WRITE = 0x05,
    SYS_READ = 0x06, SYS_ISTTY = 0x09, SYS_FLEN = 0x0C, SYS_CLOCK = 0x10, SYS_TIME = 0x11,
    SYS_ERRNO = 0x13, SYS_EXIT = 0x18, SYS_EXIT_EXTENDED = 0x20,
};
enum { H_STDIN = 1, H_STDOUT = 2, H_STDERR = 3 };
#define ADP_APPLICATION_EXIT 0x20026u

static void stop(semihost *h, int status, const char *fmt, ...)
{
    if (h->stop)
        return; /* the first reason wins */
    h->stop = 1;
    h->status = status;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(h->why, sizeof h->why, fmt, ap);
    va_end(ap);
}

static uint32_t sh_write(semihost *h, uint32_t handle, uint32_t buf, uint32_t len)
{
    FILE *f = handle == H_STDOUT ? stdout : handle == H_STDERR ? stderr : NULL;
    if (f == NULL)
        return len;
    uint8_t tmp[4096];
    uint32_t done = 0;
    while (done < len) {
        uint32_t n = len - done < sizeof tmp ? len - done : (uint32_t)sizeof tmp;
        if (h->mem_read(h->ctx, buf + done, tmp, n) != 0 || fwrite(tmp, 1, n, f) != n)
            break;
        done += n;
    }
    if (fflush(f) != 0)
        stop(h, SH_ST_USAGE, "writing %s failed: %s", f == stdout ? "stdout" : "stderr", strerror(errno));
    return len - done;
}

/* One read(2): blocks until at least one byte or end of input; returns the bytes NOT read. */
static uint32_t sh_read(semihost *h, uint32_t handle, uint32_t buf, uint32_t len)
{
    if (handle != H_STDIN || h->in_fd < 0 || len == 0)
        return len;
    uint8_t tmp[4096];
    size_t want = len < sizeof tmp ? len : sizeof tmp;
    ssize_t got;
    do
        got = read(h->in_fd, tmp, want);
    while (got < 0 && errno == EINTR);
    if (got < 0) {
        stop(h, SH_ST_USAGE, "reading the input failed: %s", strerror(errno));
        return len;
    }
    if (got > 0 && h->mem_write(h->ctx, buf, tmp, (size_t)got) != 0)
        return len;
    return len - (uint32_t)got;
}

static void sh_exit(semihost *h, uint32_t reason, uint32_t value, int extended)
{
    if (reason == ADP_APPLICATION_EXIT && (!extended || value == 0))
        stop(h, SH_ST_EXIT_OK, "firmware exited with status 0");
    else if (reason == ADP_APPLICATION_EXIT && value < 128)
        stop(h, SH_ST_EXIT_FAIL, "firmware exited with status %" PRIu32, value);
    else if (reason == ADP_APPLICATION_EXIT)
        stop(h, SH_ST_CRASH, "firmware crash status %" PRIu32 " (128 + exception %" PRIu32 ")", value, value - 128);
    else if (reason >= 0x20020u && reason <= 0x20025u)
        stop(h, SH_ST_CRASH, "firmware stopped with semihosting reason 0x%" PRIx32, reason);
    else
        stop(h, SH_ST_EXIT_FAIL, "firmware stopped with semihosting reason 0x%" PRIx32, reason);
}

uint32_t semihost_call(semihost *h, uint32_t op, uint32_t arg)
{
    uint32_t blk[3] = {0, 0, 0};
    switch (op) {
    case SYS_OPEN: {
        char name[8] = {0};
        if (h->mem_read(h->ctx, arg, blk, 12) != 0 || blk[2] != 3 || h->mem_read(h->ctx, blk[0], name, 3) != 0 ||
            strcmp(name, ":tt") != 0)
            return 0xFFFFFFFFu; /* only the console */
        return blk[1] < 4 ? H_STDIN : blk[1] < 8 ? H_STDOUT : H_STDERR;
    }
    case SYS_CLOSE:
        return 0;
    case SYS_WRITEC: {
        uint8_t ch = 0;
        if (h->mem_read(h->ctx, arg, &ch, 1) == 0)
            fputc(ch, stderr);
        return 0;
    }
    case SYS_WRITE0: {
        char ch = 0;
        for (uint32_t a = arg; a - arg < 65536 && h->mem_read(h->ctx, a, &ch, 1) == 0 && ch != 0; a++)
            fputc(ch, stderr);
        return 0;
    }
    case SYS_WRITE:
        return h->mem_read(h->ctx, arg, blk, 12) == 0 ? sh_write(h, blk[0], blk[1], blk[2]) : 0xFFFFFFFFu;
    case SYS_READ:
        return h->mem_read(h->ctx, arg, blk, 12) == 0 ? sh_read(h, blk[0], blk[1], blk[2]) : 0xFFFFFFFFu;
    case SYS_ISTTY:
        return 0;
    case SYS_FLEN:
        return 0xFFFFFFFFu;
    case SYS_CLOCK: /* centiseconds: modelled cycles at a nominal clock would be a lie; none */
        return 0xFFFFFFFFu;
    case SYS_TIME:
        return (uint32_t)time(NULL);
    case SYS_ERRNO:
        return 0;
    case SYS_EXIT:
        sh_exit(h, arg, 0, 0);
        return 0;
    case SYS_EXIT_EXTENDED:
        if (h->mem_read(h->ctx, arg, blk, 8) != 0)
            sh_exit(h, 0, 0, 1);
        else
            sh_exit(h, blk[0], blk[1], 1);
        return 0;
    default:
        return 0xFFFFFFFFu;
    }
}
