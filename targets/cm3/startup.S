/* targets/cm3/startup.S: Cortex-M3 start-up for the mps2-an385 memory map (link.ld).
 *
 * The same image runs in sim/cm3/m3-run (unicorn + timing model) and in qemu-system-arm
 * -M mps2-an385 -cpu cortex-m3 (sim/cm3/qemu-run).
 *
 * Contents:
 *   .vectors            the vector table: initial MSP, reset, 14 system exceptions, 32 IRQs
 *   Reset_Handler       copies .data from its load address, zeroes .bss, calls
 *                       lwc_cm3_init() (DWT cycle counter, semihosting handles), then main();
 *                       main's return value becomes the exit status (target_exit)
 *   Fault_Handler       every fault, NMI and unexpected interrupt: passes the exception number
 *                       and the stacked frame to lwc_cm3_fault() (target_io.c), which reports and
 *                       exits with the crash status 128 + exception number
 *   lwc_cm3_semihost    int lwc_cm3_semihost(int op, void *arg): one semihosting call (BKPT 0xAB)
 *
 * Register use follows the AAPCS: r0-r3 arguments and scratch, r0 result.
 */
        .syntax unified
        .cpu cortex-m3
        .thumb

/* ---- vector table (placed first in FLASH by link.ld) --------------------------------------- */
        .section .vectors, "a", %progbits
        .align  2
        .global lwc_cm3_vectors
lwc_cm3_vectors:
        .word   __stack_top             /* 0: initial main stack pointer */
        .word   Reset_Handler           /* 1: reset */
        .word   Fault_Handler           /* 2: NMI */
        .word   Fault_Handler           /* 3: HardFault */
        .word   Fault_Handler           /* 4: MemManage */
        .word   Fault_Handler           /* 5: BusFault */
        .word   Fault_Handler           /* 6: UsageFault */
        .word   0, 0, 0, 0              /* 7-10: reserved */
        .word   Fault_Handler           /* 11: SVCall (never used: unexpected) */
        .word   Fault_Handler           /* 12: DebugMonitor */
        .word   0                       /* 13: reserved */
        .word   Fault_Handler           /* 14: PendSV */
        .word   Fault_Handler           /* 15: SysTick */
        .rept   32
        .word   Fault_Handler           /* 16-47: external interrupts (none enabled) */
        .endr

        .text

/* ---- void Reset_Handler(void) -------------------------------------------------------------- */
        .thumb_func
        .global Reset_Handler
        .type   Reset_Handler, %function
Reset_Handler:
        /* for (r1 = &_sdata, r0 = &_sidata; r1 < &_edata; ) *r1++ = *r0++;  (.data, word-aligned) */
        ldr     r0, =_sidata
        ldr     r1, =_sdata
        ldr     r2, =_edata
1:      cmp     r1, r2
        bhs     2f
        ldr     r3, [r0], #4
        str     r3, [r1], #4
        b       1b
        /* for (r1 = &_sbss; r1 < &_ebss; ) *r1++ = 0;  (.bss, word-aligned) */
2:      ldr     r1, =_sbss
        ldr     r2, =_ebss
        movs    r3, #0
3:      cmp     r1, r2
        bhs     4f
        str     r3, [r1], #4
        b       3b
4:      bl      lwc_cm3_init            /* lwc_cm3_init();                 */
        bl      main                    /* r0 = main();                    */
        bl      target_exit             /* target_exit(r0); never returns  */
5:      b       5b
        .size   Reset_Handler, . - Reset_Handler
        .ltorg

/* ---- void Fault_Handler(void): every exception this firmware does not expect ---------------- */
        .thumb_func
        .global Fault_Handler
        .type   Fault_Handler, %function
Fault_Handler:
        mrs     r0, ipsr                /* r0 = exception number (IPSR[8:0])              */
        tst     lr, #4                  /* EXC_RETURN bit 2: frame on MSP (0) or PSP (1)  */
        ite     eq
        mrseq   r1, msp                 /* r1 = the stacked frame {r0-r3, r12, lr, pc, xpsr} */
        mrsne   r1, psp
        b       lwc_cm3_fault           /* lwc_cm3_fault(r0, r1); never returns           */
        .size   Fault_Handler, . - Fault_Handler

/* ---- int lwc_cm3_semihost(int op, void *arg) ------------------------------------------------ */
/* ARM semihosting on M-profile: r0 = operation, r1 = argument (block address); BKPT 0xAB traps to
 * the debugger/emulator, which returns the result in r0. */
        .thumb_func
        .global lwc_cm3_semihost
        .type   lwc_cm3_semihost, %function
lwc_cm3_semihost:
        bkpt    0xab                    /* r0 = semihosting(r0, r1) */
        bx      lr                      /* return r0                */
        .size   lwc_cm3_semihost, . - lwc_cm3_semihost
