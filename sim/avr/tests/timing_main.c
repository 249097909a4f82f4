/* Instruction-timing self-test for avr-run: runs every kernel of timing.S twice, subtracts the
 * empty kernel and compares with the ATmega128 datasheet's cycle counts; then checks that
 * target_cycles() (targets/avr/target_io.c) measures 100 NOPs as exactly 100 cycles once its
 * empty-call baseline is subtracted, and that the baseline is constant.
 * Output: one line per kernel (PASS/FAIL), the target_cycles figures, "N passed, M failed".
 * Exit status 0 when everything passed, 1 otherwise.
 */
#include <avr/pgmspace.h>
#include <stdint.h>

#include "target_print.h"

/* The cycle window of timing.S stores its two latched counts here. */
volatile uint8_t kt_start[4], kt_end[4];

typedef struct {
    uint16_t fn;    /* gs(kernel): word address */
    uint16_t reps;  /* copies of the instruction */
    uint16_t cyc;   /* datasheet cycles of the instruction under test */
    uint16_t extra; /* cycles of helper instructions per copy */
    int16_t adj;    /* constant correction */
    uint16_t name;  /* flash address of the name */
} kentry_t;

extern const kentry_t ktab_start[] PROGMEM;
extern const kentry_t ktab_end[] PROGMEM;
extern void k_empty(void);
extern void ret_only(void);
extern void nop100(void);

typedef void (*kfn_t)(void);

static void put_str_P(uint16_t addr)
{
    for (uint8_t c; (c = pgm_read_byte(addr)) != 0; addr++)
        target_putc(c);
}

static void put_i32(int32_t v)
{
    if (v < 0) {
        target_putc('-');
        target_put_u32((uint32_t)-v);
    } else
        target_put_u32((uint32_t)v);
}

static uint32_t u32_of(const volatile uint8_t *b)
{
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

/* Cycles between the kernel's two latches. */
static uint32_t run_kernel(kfn_t fn)
{
    fn();
    return u32_of(kt_end) - u32_of(kt_start);
}

/* The measuring pattern of the benchmark: one noinline helper around the call. */
__attribute__((noinline)) static uint32_t measure_call(kfn_t fn)
{
    uint32_t t0 = target_cycles();
    fn();
    uint32_t t1 = target_cycles();
    return t1 - t0;
}

__attribute__((noinline)) static uint32_t back_to_back(void)
{
    uint32_t t0 = target_cycles();
    uint32_t t1 = target_cycles();
    return t1 - t0;
}

static unsigned passed, failed;

static void verdict(int ok)
{
    if (ok)
        passed++;
    else
        failed++;
    target_puts(ok ? "PASS  " : "FAIL  ");
}

int main(void)
{
    uint32_t empty = run_kernel(k_empty), empty2 = run_kernel(k_empty);
    verdict(empty == empty2 && empty == 18);
    target_puts("empty window (latch reads): ");
    target_put_u32(empty);
    target_puts(" cycles, expected 18\n");

    for (const kentry_t *k = ktab_start; k < ktab_end; k++) {
        kfn_t fn = (kfn_t)pgm_read_word(&k->fn);
        uint16_t reps = pgm_read_word(&k->reps), cyc = pgm_read_word(&k->cyc), extra = pgm_read_word(&k->extra);
        int16_t adj = (int16_t)pgm_read_word(&k->adj);
        int32_t want = (int32_t)reps * (cyc + extra) + adj;
        int32_t got = (int32_t)(run_kernel(fn) - empty), again = (int32_t)(run_kernel(fn) - empty);
        verdict(got == want && again == got);
        put_str_P(pgm_read_word(&k->name));
        target_puts(": ");
        target_put_u32(cyc);
        target_puts(" cycles; ");
        target_put_u32(reps);
        target_puts(" x (");
        target_put_u32(cyc);
        if (extra) {
            target_puts(" + ");
            target_put_u32(extra);
        }
        target_puts(")");
        if (adj) {
            target_puts(adj > 0 ? " + " : " - ");
            target_put_u32((uint32_t)(adj > 0 ? adj : -adj));
        }
        target_puts(" = ");
        put_i32(want);
        target_puts(", measured ");
        put_i32(got);
        if (again != got) {
            target_puts(", then ");
            put_i32(again);
        }
        target_putc('\n');
    }

    /* target_cycles(): the empty-call baseline is a constant, and subtracting it leaves exactly the
     * measured code's cycles. */
    uint32_t b2b = back_to_back();
    int constant = 1;
    for (int i = 0; i < 8; i++)
        constant &= back_to_back() == b2b;
    verdict(constant);
    target_puts("target_cycles() back to back: ");
    target_put_u32(b2b);
    target_puts(" cycles, the same 9 times\n");

    uint32_t base = measure_call(ret_only), nops = measure_call(nop100);
    int same = measure_call(ret_only) == base && measure_call(nop100) == nops;
    verdict(same && nops - base == 100);
    target_puts("target_cycles() around a call: empty call (RET) ");
    target_put_u32(base);
    target_puts(", 100 NOPs + RET ");
    target_put_u32(nops);
    target_puts(", difference ");
    target_put_u32(nops - base);
    target_puts(" (expected 100)\n");

    target_put_u32(passed);
    target_puts(" passed, ");
    target_put_u32(failed);
    target_puts(" failed\n");
    target_flush();
    target_exit(failed ? 1 : 0);
}
