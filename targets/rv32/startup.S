/* targets/rv32/startup.S: start-up code of the RV32 target (HiFive1 Rev B map, link.ld).
 * Uses only x0-x15, so that it also assembles for RV32E projects (the board support of the
 * FetchContent check of an RV32E consumer).
 *
 * Contents:
 *   _start              first instruction of the image (the Rev B reset vector jumps to 0x20010000):
 *                       sets gp, sp and mtvec, copies .data from its load address, zeroes .bss,
 *                       calls lwc_target_init() (target_io.c: console handles), then main();
 *                       main's return value becomes the exit status (target_exit)
 *   lwc_rv32_trap_entry every trap (no interrupt is enabled: an exception such as an illegal
 *                       instruction or a misaligned access): passes mcause and mepc to
 *                       lwc_crash() (../semihost.c), which reports and exits with the crash
 *                       status 128 + mcause
 *   lwc_semihost        int lwc_semihost(int op, void *arg): one semihosting call. RISC-V
 *                       semihosting is the ARM semihosting protocol (the same operations and
 *                       parameter blocks, ../semihost.c), trapped by the three-instruction
 *                       sequence "slli x0, x0, 0x1f; ebreak; srai x0, x0, 7", which must be
 *                       uncompressed and must not cross a page (hence the alignment)
 *
 * Symbols from link.ld: __stack_top, __global_pointer$, _sidata, _sdata, _edata, _sbss, _ebss (all
 * word-aligned). Register use follows the ilp32 calling convention: a0-a1 arguments, a0 result.
 */
        .option arch, +zicsr            /* mtvec, mcause, mepc (Zicsr: every RV32 core has it) */
        .section .text.start, "ax", @progbits
        .global _start
        .type   _start, @function
_start:
        .option push
        .option norelax
        la      gp, __global_pointer$   /* gp: not relaxed against itself */
        .option pop
        la      sp, __stack_top
        la      t0, lwc_rv32_trap_entry
        csrw    mtvec, t0               /* direct mode: the handler is 4-byte aligned */
        /* for (t1 = &_sdata, t0 = &_sidata; t1 < &_edata; ) *t1++ = *t0++;  (.data) */
        la      t0, _sidata
        la      t1, _sdata
        la      t2, _edata
1:      bgeu    t1, t2, 2f
        lw      a0, 0(t0)
        sw      a0, 0(t1)
        addi    t0, t0, 4
        addi    t1, t1, 4
        j       1b
        /* for (t1 = &_sbss; t1 < &_ebss; ) *t1++ = 0;  (.bss) */
2:      la      t1, _sbss
        la      t2, _ebss
3:      bgeu    t1, t2, 4f
        sw      zero, 0(t1)
        addi    t1, t1, 4
        j       3b
4:      call    lwc_target_init
        call    main
        call    target_exit             /* a0 = main's return value; never returns */
        .size   _start, . - _start

        .text
/* ---- void lwc_rv32_trap_entry(void): mtvec ----------------------------------------------------- */
        .balign 4
        .global lwc_rv32_trap_entry
        .type   lwc_rv32_trap_entry, @function
lwc_rv32_trap_entry:
        csrr    a0, mcause
        csrr    a1, mepc
        la      sp, __stack_top         /* the faulting stack may be the cause */
        call    lwc_crash               /* lwc_crash(mcause, mepc); never returns */
        .size   lwc_rv32_trap_entry, . - lwc_rv32_trap_entry

/* ---- int lwc_semihost(int op, void *arg): a0 = op, a1 = arg; returns a0 ------------------ */
        .balign 16                      /* the three trapping instructions in one page */
        .global lwc_semihost
        .type   lwc_semihost, @function
lwc_semihost:
        .option push
        .option norvc
        slli    zero, zero, 0x1f
        ebreak
        srai    zero, zero, 7
        .option pop
        ret
        .size   lwc_semihost, . - lwc_semihost
