/* sim/cortexm/tests/timing_v6m.S: instruction-timing kernels for the ARMv6-M models of m3-run
 * (Cortex-M0+ and Cortex-M0; v6m_timing.c), measured by timing_v6m_main.c.
 *
 * v6mt_measure(kernel, regs) loads r0-r3 from regs[0..3], reads the LWC_SIM_CYCLES register, calls
 * the kernel, reads the register again and returns the difference. Every kernel is "<body>; bx lr"
 * (or returns through its body), 4-byte aligned, so the difference minus that of the empty kernel is
 * the body's cycle count, which timing_v6m_main.c compares with the count the core's Technical
 * Reference Manual gives (Cortex-M0+: ARM DDI 0484C table 3.1; Cortex-M0: ARM DDI 0432C table 3.1).
 *
 * Body cycle counts are in the comments as "M0+ / M0"; rule names are those of v6m_timing.c.
 * Registers a kernel needs come preset from regs[]; "buf" is a word-aligned RAM buffer whose word 0
 * holds its own address. Only ARMv6-M instructions: the file assembles for cortex-m0plus.
 */
        .syntax unified
        .thumb

        .equ    LWC_SIM_CYCLES, 0x400FF000      /* targets/cm0plus/sim_io.h */

        .macro  KERNEL name
        .text
        .balign 4
        .global \name
        .thumb_func
        .type   \name, %function
\name:
        .endm

/* ---- uint32_t v6mt_measure(void (*kernel)(void), const uint32_t regs[4]) --------------------- */
        .text
        .balign 4
        .global v6mt_measure
        .thumb_func
        .type   v6mt_measure, %function
v6mt_measure:
        push    {r4-r7, lr}
        mov     r7, r0                  /* r7 = kernel                       */
        ldr     r4, =LWC_SIM_CYCLES
        ldm     r1, {r0-r3}             /* r0..r3 = regs[0..3]               */
        ldr     r5, [r4]                /* t0 = LWC_SIM_CYCLES               */
        blx     r7                      /* kernel()                          */
        ldr     r6, [r4]                /* t1 = LWC_SIM_CYCLES               */
        subs    r0, r6, r5              /* return t1 - t0                    */
        pop     {r4-r7, pc}
        .ltorg

/* ---- the empty kernel: the harness overhead -------------------------------------------------- */
KERNEL k6_empty
        bx      lr

/* ---- data processing: 1 each (alu) ------------------------------------------------- = 29 / 29 */
KERNEL k6_alu
        movs    r0, #1
        mov     r12, r0
        adds    r0, r0, #1
        adds    r0, r1
        add     r0, r12
        adcs    r0, r1
        subs    r0, #1
        sbcs    r0, r1
        rsbs    r2, r0, #0
        cmp     r0, r1
        cmn     r0, r1
        ands    r2, r1
        eors    r2, r1
        orrs    r2, r1
        bics    r2, r1
        mvns    r2, r1
        tst     r2, r1
        lsls    r2, r1, #3
        lsrs    r2, r1
        asrs    r2, r1, #2
        rors    r2, r1
        sxtb    r3, r2
        sxth    r3, r2
        uxtb    r3, r2
        uxth    r3, r2
        rev     r3, r2
        rev16   r3, r2
        revsh   r3, r2
        add     r3, sp, #8
        bx      lr

/* ---- MULS 1 each, whatever the operands (mul) ---------------------------------------- = 3 / 3 */
KERNEL k6_mul
        muls    r0, r1
        muls    r1, r0
        muls    r2, r3
        bx      lr

/* ---- loads: 2 each, every addressing mode (load; r1 = buf, r2 = 4) ----------------- = 16 / 16 */
KERNEL k6_loads
        ldr     r0, [r1, #4]
        ldr     r0, [r1, r2]
        ldrb    r0, [r1, #5]
        ldrh    r0, [r1, #6]
        ldrsb   r0, [r1, r2]
        ldrsh   r0, [r1, r2]
        ldr     r0, [sp, #0]
        ldr     r0, 2f
        bx      lr
        .balign 4
2:      .word   0x12345678

/* ---- no load pipelining and no load-use stall (load, alu) ------------------------------------- */
/* two independent loads: 2 + 2 (the M3 pipelines them into 3)                               = 4 / 4 */
KERNEL k6_ldr_ldr
        ldr     r0, [r1]
        ldr     r2, [r1, #4]
        bx      lr

/* address from the previous load (buf[0] = &buf): 2 + 2                                      = 4 / 4 */
KERNEL k6_ldr_dep
        ldr     r0, [r1]
        ldr     r0, [r0]
        bx      lr

/* the loaded value used at once: 2 + 1                                                          = 3 / 3 */
KERNEL k6_ldr_use
        ldr     r0, [r1]
        adds    r0, #1
        bx      lr

/* ---- stores: 2 each (store; r1 = buf, r2 = 4); SP-relative into 8 bytes of new stack: 4 x 2 +
 * sub 1 + 2 + add 1                                                                          = 12 / 12 */
KERNEL k6_stores
        str     r0, [r1, #8]
        str     r0, [r1, r2]
        strb    r0, [r1, #9]
        strh    r0, [r1, #10]
        sub     sp, #8
        str     r0, [sp, #4]
        add     sp, #8
        bx      lr

/* a store then a load: 2 + 2 (the M3 charges +1 for the load)                                = 4 / 4 */
KERNEL k6_str_ldr
        str     r0, [r1, #8]
        ldr     r2, [r1, #12]
        bx      lr

/* ---- LDM/STM: 1 + N (ldm, ldm-reg; r1 = buf) ------------------------------- = 4 + 1 + 4 = 9 / 9 */
KERNEL k6_ldm_stm
        ldm     r1!, {r0, r2, r3}
        subs    r1, #12
        stm     r1!, {r0, r2, r3}
        bx      lr

/* PUSH/POP: 1 + N, N = 4                                                                     = 10 / 10 */
KERNEL k6_push_pop
        push    {r0-r3}
        pop     {r0-r3}
        bx      lr

/* PUSH {r3} 2 + POP {pc} 1 + 1 + pop-pc (r3 = k6_pop_pc_target)                             = 6 / 7 */
KERNEL k6_pop_pc
        push    {r3}
        pop     {pc}
        nop                             /* never executed: the target is not the next address */
        .global k6_pop_pc_target
        .thumb_func
k6_pop_pc_target:
        bx      lr

/* ---- branches ------------------------------------------------------------------------------------- */
/* B: branch-taken                                                                              = 2 / 3 */
KERNEL k6_b
        b       1f
        nop
1:      bx      lr

/* B<cc> not taken: cmp 1 + branch 1 + nop 1                                                  = 3 / 3 */
KERNEL k6_bcc_untaken
        cmp     r0, r0
        bne     1f
        nop
1:      bx      lr

/* B<cc> taken: cmp 1 + branch-taken                                                           = 3 / 4 */
KERNEL k6_bcc_taken
        cmp     r0, r0
        beq     1f
        nop
1:      bx      lr

/* BL around two moves of LR: 1 + bl + 1                                                       = 5 / 6 */
KERNEL k6_bl
        mov     r12, lr
        bl      1f
        nop
1:      mov     lr, r12
        bx      lr

/* BX Rm: bx (r3 = k6_bx_target)                                                                = 2 / 3 */
KERNEL k6_bx
        bx      r3
        nop
        .global k6_bx_target
        .thumb_func
k6_bx_target:
        bx      lr

/* BLX Rm to a function that returns at once: 1 + bx + bx + 1 (r3 = k6_return)                = 6 / 8 */
KERNEL k6_blx
        mov     r12, lr
        blx     r3
        mov     lr, r12
        bx      lr

KERNEL k6_return
        bx      lr

/* MOV PC, Rm: alu-pc (r3 = k6_mov_pc_target)                                                  = 2 / 3 */
KERNEL k6_mov_pc
        mov     pc, r3
        nop
        .global k6_mov_pc_target
        .thumb_func
k6_mov_pc_target:
        bx      lr

/* ADD PC, Rm: alu-pc (r0 = 0: PC reads as this address + 4, the nop is skipped)                = 2 / 3 */
KERNEL k6_add_pc
        add     pc, r0
        nop
        bx      lr

/* ---- special registers, barriers, hints ---------------------------------------------------------- */
/* MRS + MSR: 2 x sysreg                                                                        = 6 / 8 */
KERNEL k6_sysreg
        mrs     r0, primask
        msr     primask, r0
        bx      lr

/* DMB + DSB + ISB: 3 x barrier                                                                 = 9 / 12 */
KERNEL k6_barriers
        dmb
        dsb
        isb
        bx      lr

/* NOP + SEV + CPSIE: 3 x other (YIELD shares the row; unicorn stops on it)                      = 3 / 3 */
KERNEL k6_hints
        nop
        sev
        cpsie   i
        bx      lr

/* ---- flash wait states (m3-run --flash-wait-states N; N = 0 without it) ---------------------------
 * ARMv6-M cores fetch 32-bit words without prefetch: N per word entered. Each kernel starts a word,
 * as k6_empty (N at entry and at return): the differences are the body's. */

/* a load through r0: with r0 in flash N more than with r0 in RAM (= 2 + N / 2) */
KERNEL k6_ws_ldr
        ldr     r0, [r0]
        bx      lr

/* 8 NOP = 4 words, then BX LR in a 5th: 8 + 4 N */
KERNEL k6_ws_seq16
        .rept   8
        nop
        .endr
        bx      lr

/* a taken branch to the next word: B 2 / 3 + N */
KERNEL k6_ws_branch
        b       1f
        nop
1:      bx      lr
