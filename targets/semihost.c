/* targets/semihost.c: the target_io.h contract of the targets that talk to their emulator over
 * semihosting (targets/cm3, targets/cm0plus, targets/rv32): the ARM semihosting protocol, which
 * sim/cortexm/m3-run, sim/rv32/rv32-run, qemu-system-arm and qemu-system-riscv32 all serve (RISC-V
 * semihosting is the same protocol: the same operations and parameter blocks, another trap). The
 * trap itself is each target's lwc_semihost (its startup code); the cycle counter is each target's
 * own (its target_io.c).
 *
 *   target_getc    buffered SYS_READ on the handle SYS_OPEN(":tt", "rb") gives (the host's stdin);
 *                  binary-safe, -1 once a read returns no byte (end of input)
 *   target_putc    into a 256-byte buffer; target_flush sends it with SYS_WRITE on the handle
 *                  SYS_OPEN(":tt", "wb") gives (the host's stdout)
 *   target_exit    flush, then SYS_EXIT_EXTENDED {ADP_Stopped_ApplicationExit, status}
 *   lwc_crash      the report of an exception the firmware did not expect (the targets' fault or
 *                  trap handlers): one line on the debug console, then the crash status
 *
 * Exit statuses: 0 success; 1..127 the firmware's failure status (any other non-zero status
 * becomes 1); 128 + n a crash: exception or trap cause n (lwc_crash) or 128 when semihosting is
 * missing. The runners map these to their own contract (0, 1, 2 = crash).
 */
#include <stddef.h>
#include <stdint.h>

#include "semihost.h"
#include "target_io.h"

/* ---- semihosting (ARM "Semihosting for AArch32 and AArch64", v2) ----------------------------- */
enum {
    SYS_OPEN = 0x01,          /* {const char *name, mode, strlen(name)} -> handle or -1 */
    SYS_WRITE0 = 0x04,        /* NUL-terminated string to the debug console (diagnostics only) */
    SYS_WRITE = 0x05,         /* {handle, const void *buf, len} -> bytes NOT written */
    SYS_READ = 0x06,          /* {handle, void *buf, len} -> bytes NOT read (len: end of file) */
    SYS_EXIT = 0x18,          /* reason (A32/T32: no status) */
    SYS_EXIT_EXTENDED = 0x20, /* {reason, status} */
};
#define SH_MODE_READ_BINARY 1  /* fopen "rb" */
#define SH_MODE_WRITE_BINARY 5 /* fopen "wb" */
#define ADP_STOPPED_APPLICATION_EXIT 0x20026u
#define ADP_STOPPED_RUNTIME_ERROR 0x20023u
#define CRASH_STATUS 128

/* ---- buffered I/O ------------------------------------------------------------------------------- */
#define IO_BUF 256

static int in_handle = -1, out_handle = -1;
static uint8_t in_buf[IO_BUF], out_buf[IO_BUF];
static uint16_t in_pos, in_len, out_len;
static uint8_t in_eof;

static void sh_puts(const char *s) { (void)lwc_semihost(SYS_WRITE0, (void *)s); }

static int sh_open(const char *name, size_t len, uint32_t mode)
{
    uint32_t block[3] = {(uint32_t)(uintptr_t)name, mode, (uint32_t)len};
    return lwc_semihost(SYS_OPEN, block);
}

static __attribute__((noreturn)) void sh_exit(uint32_t status)
{
    uint32_t block[2] = {ADP_STOPPED_APPLICATION_EXIT, status};
    (void)lwc_semihost(SYS_EXIT_EXTENDED, block);
    /* Only reached where SYS_EXIT_EXTENDED is missing: SYS_EXIT carries success or failure. */
    (void)lwc_semihost(SYS_EXIT, (void *)(uintptr_t)(status == 0 ? ADP_STOPPED_APPLICATION_EXIT
                                                                     : ADP_STOPPED_RUNTIME_ERROR));
    for (;;) {
    }
}

void lwc_semihost_io_init(void)
{
    in_handle = sh_open(":tt", 3, SH_MODE_READ_BINARY);
    out_handle = sh_open(":tt", 3, SH_MODE_WRITE_BINARY);
    if (in_handle < 0 || out_handle < 0) {
        sh_puts("semihosting SYS_OPEN(\":tt\") failed\n");
        sh_exit(CRASH_STATUS);
    }
}

int target_getc(void)
{
    if (in_pos == in_len) {
        if (in_eof)
            return -1;
        uint32_t block[3] = {(uint32_t)in_handle, (uint32_t)(uintptr_t)in_buf, IO_BUF};
        int left = lwc_semihost(SYS_READ, block);
        if (left < 0 || left >= IO_BUF) { /* error, or no byte: end of input */
            in_eof = 1;
            return -1;
        }
        in_pos = 0;
        in_len = (uint16_t)(IO_BUF - left);
    }
    return in_buf[in_pos++];
}

void target_putc(uint8_t byte)
{
    if (out_len == IO_BUF)
        target_flush();
    out_buf[out_len++] = byte;
}

void target_flush(void)
{
    uint16_t done = 0;
    while (done < out_len) {
        uint32_t block[3] = {(uint32_t)out_handle, (uint32_t)(uintptr_t)(out_buf + done), (uint32_t)(out_len - done)};
        int left = lwc_semihost(SYS_WRITE, block);
        if (left < 0 || left >= out_len - done)
            break; /* the host takes nothing: drop the rest rather than spin */
        done = (uint16_t)(out_len - left);
    }
    out_len = 0;
}

void target_exit(int status)
{
    target_flush();
    sh_exit(status == 0 ? 0u : (status > 0 && status < CRASH_STATUS) ? (uint32_t)status : 1u);
}

/* ---- crashes -------------------------------------------------------------------------------- */
static void put_hex(char *dst, uint32_t v)
{
    for (int i = 0; i < 8; i++)
        dst[i] = "0123456789abcdef"[(v >> (28 - 4 * i)) & 0xF];
}

void lwc_crash(uint32_t cause, uint32_t pc)
{
    char msg[] = "exception 0x00000000 at pc=0x00000000\n";
    put_hex(msg + 12, cause);
    put_hex(msg + 29, pc);
    sh_puts(msg);
    sh_exit(CRASH_STATUS + (cause & 0x7F));
}
