/* Start-up code of the consumer test project (tests/ecosystem/consumer), written as an application
 * would write its own, to show that lwcrypt needs nothing of the project's board support: a vector
 * table, a reset handler that copies .data, clears .bss, turns the FPU on when the project is built
 * for one (hard-float code may touch it), runs main() and reports its status through semihosting
 * (SYS_EXIT_EXTENDED: qemu's exit status is main's). Any fault ends the run with status 2.
 * Memory map: link.ld (the boards qemu emulates: MPS2 AN385/AN386, micro:bit). */
#include <stdint.h>

extern uint32_t __data_load[], __data_start[], __data_end[], __bss_start[], __bss_end[], __stack_top[];
int main(void);

static void semihosting_exit(uint32_t status)
{
    /* SYS_EXIT_EXTENDED (0x20): r1 points at {reason ADP_Stopped_ApplicationExit, exit status}. */
    volatile uint32_t block[2] = {0x20026u, status};
    register uint32_t op __asm__("r0") = 0x20u;
    register volatile uint32_t *arg __asm__("r1") = block;
    __asm__ volatile("bkpt 0xab" : "+r"(op) : "r"(arg) : "memory");
    for (;;) {
    }
}

void Reset_Handler(void)
{
    for (uint32_t *src = __data_load, *dst = __data_start; dst < __data_end;)
        *dst++ = *src++;
    for (uint32_t *dst = __bss_start; dst < __bss_end;)
        *dst++ = 0;
#if defined(__ARM_FP) && __ARM_FP
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20; /* CPACR: CP10 and CP11 full access */
    __asm__ volatile("dsb\n\tisb" ::: "memory");
#endif
    semihosting_exit((uint32_t)main());
}

static void Fault_Handler(void)
{
    semihosting_exit(2);
}

__attribute__((section(".vectors"), used)) static void (*const vectors[16])(void) = {
    (void (*)(void))__stack_top, Reset_Handler, Fault_Handler, Fault_Handler, Fault_Handler, Fault_Handler,
    Fault_Handler, 0, 0, 0, 0, Fault_Handler, Fault_Handler, 0, Fault_Handler, Fault_Handler,
};
