/* targets/arm_startup.S: start-up code of every Cortex-M target (targets/cm3, targets/cm0plus),
 * written in the ARMv6-M subset of Thumb so that it assembles for Cortex-M0/M0+ and for
 * Cortex-M3 and later alike (each target assembles it with its own -mcpu).
 *
 * Contents:
 *   .vectors            the vector table: initial MSP, reset, 14 system exceptions, 32 IRQs
 *   Reset_Handler       copies .data from its load address, zeroes .bss, calls lwc_target_init()
 *                       (the target's target_io.c: cycle counter, console handles), then main();
 *                       main's return value becomes the exit status (target_exit)
 *   Fault_Handler       every fault, NMI and unexpected interrupt: passes the exception number
 *                       and the faulting pc (read from the stacked frame when that lies in RAM) to
 *                       lwc_crash() (semihost.c), which reports and exits with the crash status
 *                       128 + exception number
 *   lwc_semihost        int lwc_semihost(int op, void *arg): one semihosting call (BKPT 0xAB)
 *
 * Symbols from the target's link.ld: __stack_top, _sidata, _sdata, _edata, _sbss, _ebss (all
 * word-aligned). Register use follows the AAPCS: r0-r3 arguments and scratch, r0 result.
 */
        .syntax unified
        .thumb

/* ---- vector table (placed first in the code region by link.ld) ------------------------------ */
        .section .vectors, "a", %progbits
        .align  2
        .global lwc_arm_vectors
lwc_arm_vectors:
        .word   __stack_top             /* 0: initial main stack pointer */
        .word   Reset_Handler           /* 1: reset */
        .word   Fault_Handler           /* 2: NMI */
        .word   Fault_Handler           /* 3: HardFault */
        .word   Fault_Handler           /* 4: MemManage (ARMv7-M) */
        .word   Fault_Handler           /* 5: BusFault (ARMv7-M) */
        .word   Fault_Handler           /* 6: UsageFault (ARMv7-M) */
        .word   0, 0, 0, 0              /* 7-10: reserved */
        .word   Fault_Handler           /* 11: SVCall (never used: unexpected) */
        .word   Fault_Handler           /* 12: DebugMonitor (ARMv7-M) */
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
        ldm     r0!, {r3}
        stm     r1!, {r3}
        b       1b
        /* for (r1 = &_sbss; r1 < &_ebss; ) *r1++ = 0;  (.bss, word-aligned) */
2:      ldr     r1, =_sbss
        ldr     r2, =_ebss
        movs    r3, #0
3:      cmp     r1, r2
        bhs     4f
        stm     r1!, {r3}
        b       3b
4:      bl      lwc_target_init         /* lwc_target_init();              */
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
        mov     r2, lr
        movs    r3, #4
        tst     r2, r3                  /* EXC_RETURN bit 2: frame on MSP (0) or PSP (1)  */
        bne     1f
        mrs     r1, msp                 /* r1 = the stacked frame {r0-r3, r12, lr, pc, xpsr} */
        b       2f
1:      mrs     r1, psp
2:      ldr     r3, =0x20000000         /* the frame is read only when it lies in RAM:    */
        cmp     r1, r3                  /*   0x20000000 <= r1 <= __stack_top - 32         */
        blo     3f
        ldr     r3, =__stack_top - 32
        cmp     r1, r3
        bhi     3f
        lsls    r3, r1, #30             /*   and r1 is word-aligned                       */
        bne     3f
        ldr     r1, [r1, #24]           /* r1 = the stacked pc (frame[6])                 */
        b       4f
3:      movs    r1, #0                  /* r1 = 0: no readable frame                      */
4:      ldr     r2, =lwc_crash          /* lwc_crash(r0, r1); never returns               */
        bx      r2                      /* (BX: a B could not reach it in every image)    */
        .size   Fault_Handler, . - Fault_Handler
        .ltorg

/* ---- int lwc_semihost(int op, void *arg) ---------------------------------------------------- */
/* ARM semihosting on M-profile: r0 = operation, r1 = argument (block address); BKPT 0xAB traps to
 * the debugger/emulator, which returns the result in r0. */
        .thumb_func
        .global lwc_semihost
        .type   lwc_semihost, %function
lwc_semihost:
        bkpt    0xab                    /* r0 = semihosting(r0, r1) */
        bx      lr                      /* return r0                */
        .size   lwc_semihost, . - lwc_semihost
