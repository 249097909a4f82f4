/* sim/cortexm/tests/timing.S: instruction-timing kernels for the m3-run model self-test (timing_main.c).
 *
 * m3t_measure(kernel, regs) loads r0-r3 from regs[0..3], reads DWT_CYCCNT, calls the kernel, reads
 * DWT_CYCCNT again and returns the difference. Every kernel is "<body>; bx lr" (or returns through
 * its body), 4-byte aligned, so the difference minus that of the empty kernel is the body's cycle
 * count, which timing_main.c compares with the count the Cortex-M3 TRM states (or, where the TRM
 * gives a range, with the model's documented choice inside that range).
 *
 * Body cycle counts are in the comments: rule names are those of m3_rules[] (sim/cortexm/m3_timing.c).
 * Registers a kernel needs come preset from regs[]; "buf" is a word-aligned RAM buffer whose word 0
 * holds its own address.
 */
        .syntax unified
        .cpu cortex-m3
        .thumb

        .equ    DWT_CYCCNT, 0xE0001004

        .macro  KERNEL name
        .text
        .balign 4
        .global \name
        .thumb_func
        .type   \name, %function
\name:
        .endm

/* ---- uint32_t m3t_measure(void (*kernel)(void), const uint32_t regs[4]) --------------------- */
        .text
        .balign 4
        .global m3t_measure
        .thumb_func
        .type   m3t_measure, %function
m3t_measure:
        push    {r4-r7, lr}
        mov     r7, r0                  /* r7 = kernel                       */
        ldr     r4, =DWT_CYCCNT
        ldm     r1, {r0-r3}             /* r0..r3 = regs[0..3]               */
        ldr     r5, [r4]                /* t0 = DWT_CYCCNT                   */
        blx     r7                      /* kernel()                          */
        ldr     r6, [r4]                /* t1 = DWT_CYCCNT                   */
        subs    r0, r6, r5              /* return t1 - t0                    */
        pop     {r4-r7, pc}
        .ltorg

/* ---- the empty kernel: the harness overhead -------------------------------------------------- */
KERNEL k_empty
        bx      lr

/* ---- data processing: 1 each (alu) ----------------------------------------------------- = 10 */
KERNEL k_alu
        adds    r0, #1
        add.w   r0, r0, r1, ror #7
        eors    r0, r1
        mov     r2, r0
        movw    r3, #0x1234
        movt    r3, #0x5678
        lsls    r2, r2, #3
        bfi     r2, r3, #4, #8
        clz     r3, r2
        rev     r3, r3
        bx      lr

/* ---- MUL 1 each (mul) ---------------------------------------------------------------------- = 4 */
KERNEL k_mul
        muls    r0, r1, r0
        muls    r0, r1, r0
        mul     r2, r0, r1
        mul     r3, r2, r1
        bx      lr

/* ---- MLA/MLS 2 each (mla) ------------------------------------------------------------------ = 4 */
KERNEL k_mla
        mla     r0, r1, r2, r0
        mls     r3, r1, r2, r0
        bx      lr

/* ---- TRM load/store pipelining examples (r1 = r2 = r3 = buf, r0 = 0) ------------------------- */
/* "LDR R0,[R1]; LDR R1,[R2] - normally three cycles total" (load 2 + pipelined 1)          = 3 */
KERNEL k_ldr_ldr
        ldr     r0, [r1]
        ldr     r1, [r2]
        bx      lr

/* "LDR R0,[R1,R2]; STR R0,[R3,#20] - normally three cycles total" (r2 = 0)                    = 3 */
KERNEL k_ldr_str_imm
        ldr     r0, [r1, r2]
        str     r0, [r3, #20]
        bx      lr

/* A load then an immediate-offset store of another register, independent of the load: the load
 * removes the store's one cycle (store-after-load 0): 2 + 0                                     = 2 */
KERNEL k_ldr_str_other
        ldr     r0, [r1]
        str     r2, [r3, #4]
        bx      lr

/* ... not when the store's address is the loaded value (buf[0] = &buf): 2 + store-imm 1          = 3 */
KERNEL k_ldr_str_dep
        ldr     r0, [r1]
        str     r2, [r0, #8]
        bx      lr

/* "LDR R0,[R1,R2]; STR R1,[R3,R2] - normally three cycles total" (r2 = 0; pipelined store) = 3 */
KERNEL k_ldr_str_reg
        ldr     r0, [r1, r2]
        str     r1, [r3, r2]
        bx      lr

/* "LDR R0,[R1,R5]; LDR R1,[R2]; LDR R2,[R3,#4] - normally four cycles total" (R5 -> r0 = 0) = 4 */
KERNEL k_ldr3
        ldr     r0, [r1, r0]
        ldr     r1, [r2]
        ldr     r2, [r3, #4]
        bx      lr

/* Ten independent loads: 2 + 9 x pipelined 1                                                 = 11 */
KERNEL k_ldr_chain
        .rept   10
        ldr     r0, [r1]
        .endr
        bx      lr

/* Address from the previous load (buf[0] = &buf): not pipelined, 2 + 2                        = 4 */
KERNEL k_ldr_dep
        ldr     r0, [r1]
        ldr     r0, [r0]
        bx      lr

/* Literal (PC-relative) loads pipeline like any load: 2 + 1                                    = 3 */
KERNEL k_ldr_literal
        ldr     r0, 1f
        ldr     r2, 1f
        bx      lr
        .balign 4
1:      .word   0x12345678

/* A writeback load pipelines only as the first of a chain: 2 + load-wb-after-load 2             = 4 */
KERNEL k_ldr_wb_wb
        ldr     r0, [r1], #4
        ldr     r2, [r1], #4
        bx      lr

/* ... but a plain load after it pipelines: 2 + 1                                                 = 3 */
KERNEL k_ldr_wb_plain
        ldr     r0, [r1], #4
        ldr     r2, [r3]
        bx      lr

/* ---- stores ------------------------------------------------------------------------------------ */
/* STR with immediate offset: always 1 (store-imm)                                                = 4 */
KERNEL k_str_imm
        str     r0, [r1]
        str     r0, [r1, #4]
        strb    r0, [r1, #9]
        strh    r0, [r1, #10]
        bx      lr

/* STR with register offset, nothing pipelines after a store: 2 + 2 (store-reg)                   = 4 */
KERNEL k_str_reg
        str     r0, [r1, r2]
        str     r0, [r1, r2]
        bx      lr

/* A 1-cycle store then a load: 1 + (2 + store-then-load 1)                                        = 4 */
KERNEL k_str_ldr
        str     r0, [r1]
        ldr     r2, [r1, #4]
        bx      lr

/* A 2-cycle (register-offset) store then a load: no extra, 2 + 2                                    = 4 */
KERNEL k_strreg_ldr
        str     r0, [r1, r2]
        ldr     r3, [r1]
        bx      lr

/* A 1-cycle store then LDM: 1 + (1 + 2 + store-then-load 1)                                       = 5 */
KERNEL k_str_ldm
        str     r0, [r1, #8]
        ldm     r1, {r0, r2}
        bx      lr

/* ---- address from the immediately preceding ALU result: +1 (agu-stall) ----------------------------- */
/* 1 + (2 + 1)                                                                                     = 4 */
KERNEL k_agu_ldr
        adds    r1, #0
        ldr     r0, [r1]
        bx      lr

/* 1 + (1 + 1)                                                                                     = 3 */
KERNEL k_agu_str
        adds    r1, #0
        str     r0, [r1]
        bx      lr

/* also for LDM (TRM: "any load or store"): 1 + (1 + 2 + 1)                                         = 5 */
KERNEL k_agu_ldm
        adds    r1, #0
        ldm     r1, {r0, r2}
        bx      lr

/* one instruction in between: no stall, 1 + 1 + 2                                                   = 4 */
KERNEL k_agu_gap
        adds    r1, #0
        nop
        ldr     r0, [r1]
        bx      lr

/* ---- LDM/STM/PUSH/POP: 1 + N (ldm, ldm-reg) ------------------------------------------------------- */
/* LDM 3 regs 4, STM 3 regs 4                                                                      = 8 */
KERNEL k_ldm_stm
        ldm     r1, {r0, r2, r3}
        stm     r1, {r0, r2, r3}
        bx      lr

/* PUSH 4 regs 5, POP 4 regs 5                                                                    = 10 */
KERNEL k_push_pop
        push    {r0-r3}
        pop     {r0-r3}
        bx      lr

/* ---- LDRD/STRD: 3 each (ldrd) ---------------------------------------------------------------- = 6 */
KERNEL k_ldrd_strd
        ldrd    r0, r2, [r1]
        strd    r0, r2, [r1, #8]
        bx      lr

/* ---- loads to the PC ---------------------------------------------------------------------------- */
/* POP {pc} = 1 + N + refill-load 3 (r3 = k_pop_pc_target); PUSH {r3} = 2                      = 2 + 5 = 7 */
KERNEL k_pop_pc
        push    {r3}
        pop     {pc}
        nop                             /* never executed: the target is not the next address */
        .global k_pop_pc_target
        .thumb_func
k_pop_pc_target:
        bx      lr

/* LDR PC = load 2 + refill-load 3 (r2 = &word holding k_ldr_pc_target)                         = 5 */
KERNEL k_ldr_pc
        ldr     pc, [r2]
        nop
        .global k_ldr_pc_target
        .thumb_func
k_ldr_pc_target:
        bx      lr

/* ---- branches --------------------------------------------------------------------------------------- */
/* taken B: branch 1 + refill-imm 1                                                                  = 2 */
KERNEL k_b_taken
        b       1f
        nop
1:      bx      lr

/* untaken Bcc: 1 (cmp 1 + bne 1 + nop 1)                                                            = 3 */
KERNEL k_b_untaken
        cmp     r0, r0
        bne     1f
        nop
1:      bx      lr

/* taken B to a 32-bit instruction at 2 mod 4: 2 + target-unaligned 1, then the add.w 1              = 4 */
KERNEL k_b_unaligned
        b       1f
        nop                             /* k_b_unaligned + 2 */
        nop                             /* + 4 */
1:      add.w   r0, r0, #1              /* + 6 = 2 mod 4 */
        bx      lr

/* the same target 4-aligned: 2 + 1                                                                    = 3 */
KERNEL k_b_aligned
        b       1f
        nop
1:      add.w   r0, r0, #1              /* + 4 */
        bx      lr

/* BL: 1 + refill-imm 1; around it mov r12, lr / mov lr, r12                                       = 1 + 2 + 1 = 4 */
KERNEL k_bl
        mov     r12, lr
        bl      1f
        nop
1:      mov     lr, r12
        bx      lr

/* CBZ taken 2 (r0 = 0), CBNZ untaken 1, nop 1                                                       = 4 */
KERNEL k_cbz
        cbz     r0, 1f
        nop
1:      cbnz    r0, 2f
        nop
2:      bx      lr

/* BX Rm = branch 1 + refill-reg 2 (TRM: 1 + P, P 1..3; the model's P for register branches)       = 3 */
KERNEL k_bx
        bx      r3                      /* r3 = k_bx_target */
        nop
        .global k_bx_target
        .thumb_func
k_bx_target:
        bx      lr

/* TBB = tb 3 + refill-load 3 (r0 = 1: the second entry)                                          = 6 */
KERNEL k_tbb
        tbb     [pc, r0]
1:      .byte   0, (2f - 1b) / 2
        nop
2:      bx      lr

/* TBH = 6 (r0 = 1)                                                                                 = 6 */
KERNEL k_tbh
        tbh     [pc, r0, lsl #1]
1:      .hword  0, (2f - 1b) / 2
        nop
2:      bx      lr

/* ---- IT blocks ------------------------------------------------------------------------------------- */
/* IT folded after a 16-bit instruction (it-folded 0); one slot runs (1), one is skipped (it-skipped 1):
 * cmp 1 + ite 0 + moveq 1 + movne skipped 1                                                       = 3 */
KERNEL k_it_fold
        cmp     r0, r0
        ite     eq
        moveq   r1, #1
        movne   r1, #2
        bx      lr

/* IT after a 32-bit instruction is not folded (it 1); both slots skipped: 1 + 1 + 1 + 1           = 4 */
KERNEL k_it_nofold
        cmp.w   r0, r0
        itt     ne
        movne   r1, #1
        movne   r2, #2
        bx      lr

/* skipped conditional loads cost 1 each: cmp 1 + itt 0 + 1 + 1                                   = 3 */
KERNEL k_it_skip_load
        cmp     r0, r0
        itt     ne
        ldrne   r0, [r1]
        ldrne   r2, [r1]
        bx      lr

/* executed conditional loads pipeline: cmp 1 + itt 0 + 2 + 1                                      = 4 */
KERNEL k_it_run_load
        cmp     r0, r0
        itt     eq
        ldreq   r0, [r1]
        ldreq   r2, [r1]
        bx      lr

/* a 4-slot block, 2 run and 2 skipped: cmp 1 + itete 0 + 4 x 1                                      = 5 */
KERNEL k_it4
        cmp     r0, r0
        itete   eq
        moveq   r1, #1
        movne   r1, #2
        moveq   r2, #1
        movne   r2, #2
        bx      lr

/* ---- unaligned data accesses (r1 = buf, word-aligned; r2 = 2; nop before each breaks pipelining) ---- */
/* LDR at 2 mod 4: nop 1 + load 2 + unaligned-word2 1                                               = 4 */
KERNEL k_ua_ldr2
        nop
        ldr     r0, [r1, #2]
        bx      lr

/* LDR at an odd address: 1 + 2 + unaligned-word1 2                                                 = 5 */
KERNEL k_ua_ldr1
        nop
        ldr     r0, [r1, #1]
        bx      lr

/* LDRH at an odd address: 1 + 2 + unaligned-half 1                                                 = 4 */
KERNEL k_ua_ldrh
        nop
        ldrh    r0, [r1, #3]
        bx      lr

/* register offset (r2 = 2), address known only at run time: 1 + 2 + 1                             = 4 */
KERNEL k_ua_ldr_reg
        nop
        ldr     r0, [r1, r2]
        bx      lr

/* post-indexed from an odd base (r3 = buf + 1): the address is the base: 1 + 2 + 2                 = 5 */
KERNEL k_ua_ldr_post
        nop
        ldr     r0, [r3], #4
        bx      lr

/* STR at 2 mod 4: store-imm 1 + 1; STR at an odd address: 1 + 2; STRH odd: 1 + 1   = 2 + 3 + 2 = 7 */
KERNEL k_ua_str
        str     r0, [r1, #2]
        str     r0, [r1, #5]
        strh    r0, [r1, #9]
        bx      lr

/* aligned halfword and word accesses cost nothing extra: 1 + 2 + 1 + 2 = 6 (nop, ldrh, nop, ldr) */
KERNEL k_ua_aligned
        nop
        ldrh    r0, [r1, #2]
        nop
        ldr     r0, [r1, #4]
        bx      lr

/* ---- long multiplies (operands preset in r2, r3): mull 3 / mlal 4, + mul-wide per |x| >= 2^16 ---- */
KERNEL k_umull
        umull   r0, r1, r2, r3
        bx      lr

KERNEL k_umlal
        umlal   r0, r1, r2, r3
        bx      lr

KERNEL k_smull
        smull   r0, r1, r2, r3
        bx      lr

KERNEL k_smlal
        smlal   r0, r1, r2, r3
        bx      lr

/* ---- divides (r2 / r3) -------------------------------------------------------------------------------- */
KERNEL k_udiv
        udiv    r0, r2, r3
        bx      lr

KERNEL k_sdiv
        sdiv    r0, r2, r3
        bx      lr

/* ---- barriers and the rest ------------------------------------------------------------------------------ */
/* dmb 1 + dsb 1 + isb 2 + nop 1                                                                        = 5 */
KERNEL k_barriers
        dmb
        dsb
        isb
        nop
        bx      lr

/* ---- flash wait states (m3-run --flash-wait-states N; N = 0 without it) ---------------------------
 * Each kernel starts a 64-bit flash line (.balign 8), as k_empty's refills cost N at entry and
 * return: the differences are the body's. */

/* a load through r0: with r0 in flash N more than with r0 in RAM (= 2 + N / 2) */
        .text
        .balign 8
KERNEL k_ws_ldr
        ldr     r0, [r0]
        bx      lr

/* 16 NOP.W = 8 lines of 2, then BX LR in a 9th. The prefetch buffer reads the line after the one
 * executing: the 2nd line is read right after the branch target's (during the refill: no stall);
 * each later line's read (N + 1 cycles) starts when execution enters the line before it, 2 cycles
 * of execution hide 2 of them = 16 + 7 max(N - 1, 0) (lines 3 to 9); the 2nd line is ready 2N + 1
 * cycles after the BLX, needed N + 4 after it (refill 3, the first NOP.W): + max(N - 3, 0) */
        .balign 8
KERNEL k_ws_seq32
        .rept   16
        nop.w
        .endr
        bx      lr

/* 32 NOP = 8 lines of 4, then BX LR: 4 cycles a line hide N + 1 <= 4 = 32 + 7 max(N - 3, 0) */
        .balign 8
KERNEL k_ws_seq16
        .rept   32
        nop
        .endr
        bx      lr

/* a taken branch to the next line: 2 + N (the target line is read after the branch) */
        .balign 8
KERNEL k_ws_branch
        b.n     1f
        .balign 8
1:      bx      lr
