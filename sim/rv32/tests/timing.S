/* sim/rv32/tests/timing.S: one kernel per rule of the E31 timing model (sim/rv32/e31_model.c), for
 * timing_main.c. Each kernel is uint32_t k_<name>(void): it reads mcycle, runs its body, reads mcycle
 * again and returns the difference, so a kernel with an empty body returns 1 (two reads in a row).
 * Bodies end with an instruction that uses every result still in flight, so that its latency falls
 * inside the measurement. Scratch registers only; the stack pointer serves as an aligned address.
 */
        .option arch, +zicsr
        .text

        .macro KERNEL name
        .balign 4
        .global k_\name
        .type   k_\name, @function
k_\name:
        csrr    t0, mcycle
        .endm
        .macro END name
        csrr    t1, mcycle
        sub     a0, t1, t0
        ret
        .size   k_\name, . - k_\name
        .endm

/* empty: two reads in a row = 1 */
KERNEL empty
END empty

/* issue: four independent ALU instructions = 4 */
KERNEL alu4
        addi    a1, zero, 1
        addi    a2, zero, 2
        addi    a3, zero, 3
        addi    a4, zero, 4
END alu4

/* bypass: a chain of four dependent ALU instructions = 4 */
KERNEL alu_chain
        addi    a1, zero, 1
        add     a1, a1, a1
        add     a1, a1, a1
        add     a1, a1, a1
END alu_chain

/* load-word: LW then a dependent add = 1 + 1 stall + 1 */
KERNEL lw_use
        lw      a1, 0(sp)
        add     a2, a1, a1
END lw_use

/* load-word: LW then an independent add, then a use = 3 (no stall) */
KERNEL lw_indep
        lw      a1, 0(sp)
        add     a2, a3, a3
        add     a2, a1, a1
END lw_indep

/* load-sub-word: LBU then a dependent add = 1 + 2 stalls + 1 */
KERNEL lbu_use
        lbu     a1, 0(sp)
        add     a2, a1, a1
END lbu_use

/* load-sub-word: LH then a dependent add = 4 */
KERNEL lh_use
        lh      a1, 0(sp)
        add     a2, a1, a1
END lh_use

/* compressed load: C.LWSP then a dependent add = 3 */
KERNEL clw_use
        c.lwsp  a1, 0(sp)
        c.add   a1, a1
END clw_use

/* store: three stores = 3 */
KERNEL store3
        sw      zero, -4(sp)
        sh      zero, -8(sp)
        sb      zero, -12(sp)
END store3

/* csr-read: a CSR read then a dependent add = 1 + 2 stalls + 1 */
KERNEL csr_use
        csrr    a1, mscratch
        add     a2, a1, a1
END csr_use

/* mul: MUL then a dependent add = 1 + 4 stalls + 1 */
KERNEL mul_use
        mul     a1, a2, a3
        add     a4, a1, a1
END mul_use

/* mul: MULHU then an independent add, then a use = 1 + 1 + 3 stalls + 1 */
KERNEL mulhu_indep
        mulhu   a1, a2, a3
        add     a4, a5, a5
        add     a4, a1, a1
END mulhu_indep

/* mul: two independent MULs (one at a time) then a use of the second = 5 + 5 + 1 */
KERNEL mul_mul
        mul     a1, a2, a3
        mul     a4, a2, a3
        add     a5, a4, a4
END mul_mul

/* div: 0xffff / 1 (17 quotient bits: 2 + 17) then a use = 19 + 1 */
KERNEL div_long
        li      a2, 0xffff
        li      a3, 1
        divu    a1, a2, a3
        add     a4, a1, a1
END div_long

/* div: 5 / 3 (2 quotient bits) then a use = 2 + 4 + 1 */
KERNEL div_short
        li      a2, 5
        li      a3, 3
        divu    a1, a2, a3
        add     a4, a1, a1
END div_short

/* div: remainder by zero (33) then a use = 2 + 33 + 1 */
KERNEL rem_zero
        li      a2, 1000
        remu    a1, a2, zero
        add     a4, a1, a1
END rem_zero

/* div: signed, -256 / 16 (|a| 9 bits, |b| 5 bits: 5 quotient bits) then a use = 2 + 7 + 1 */
KERNEL div_signed
        li      a2, -256
        li      a3, 16
        div     a1, a2, a3
        add     a4, a1, a1
END div_signed

/* waw: MUL then an ALU write of the same register: the add waits so that it writes last = 5 + 1 */
KERNEL waw
        mul     a1, a2, a3
        addi    a1, zero, 1
        add     a4, a1, a1
END waw

/* branch untaken, not in the BTB: predicted in sequence = 1 */
KERNEL br_untaken
        bne     zero, zero, 1f
1:
END br_untaken

/* mispredict: a taken branch not in the BTB = 1 + 3; its target (END's csrr) is a 32-bit
 * instruction at 2 mod 4 = + 1 (fetch-split) */
KERNEL br_taken_cold
        beq     zero, zero, 1f
        nop
1:
END br_taken_cold

/* jal not in the BTB = 1 + 3 */
KERNEL jal_cold
        j       1f
        nop
1:
END jal_cold

/* li, then a loop of 10 (addi; bnez): the first back edge misses the BTB (+3), the next 8 are
 * predicted, the exit is mispredicted (+3) = 1 + 20 + 6 the first time; 1 + 20 + 3 once trained;
 * the loop's head is 16-bit (no split), the exit restarts fetch at END's csrr at 2 mod 4 (+1) */
KERNEL loop10
        li      a1, 10
1:      addi    a1, a1, -1
        bnez    a1, 1b
END loop10

/* call and return: mv, JAL ra, RET, J, mv; the three control transfers miss the BTB the first time
 * = 5 + 3 x 3; once trained (the BTB, and the RAS for the return) = 5 */
KERNEL call_ret
        mv      a5, ra
        jal     ra, 2f
        j       3f
2:      ret
3:      mv      ra, a5
END call_ret

/* ---- fetch-split: fetch restarting at a 32-bit instruction at an address = 2 mod 4 (+1) ---------- */

/* the loop of loop10 with a 32-bit ADDI at 2 mod 4 as its head (c.li at 0 mod 4 before it): each of
 * the 9 taken back edges restarts fetch at a split instruction = loop10 + 9 */
KERNEL loop10_split
        c.li    a1, 10
        .option push
        .option norvc
1:      addi    a1, a1, -1
        .option pop
        c.bnez  a1, 1b
END loop10_split

/* the same loop with its 32-bit head at 0 mod 4 (a 32-bit li before it): no split on the back
 * edges; the exit restarts at END's csrr at 2 mod 4 (+1) as in loop10 */
KERNEL loop10_aligned
        .option push
        .option norvc
        addi    a1, zero, 10
1:      addi    a1, a1, -1
        .option pop
        c.bnez  a1, 1b
END loop10_aligned

/* a jump over two c.nop to a 32-bit instruction at 2 mod 4: cold = 1 + 3 (mispredicted) + 1 (split)
 * + 1; trained = 1 + 1 + 1 */
KERNEL jal_split
        c.j     1f
        c.nop
        c.nop
        .option push
        .option norvc
1:      addi    a1, zero, 1
        .option pop
END jal_split

/* ---- flash-new, flash-next, flash-port: data loads from the SPI flash ----------------------------- */
        .section .rodata
        .balign 4
flash_table:
        .word   0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c
        .text

/* A kernel that first leaves the flash interface in a known state (a read open at the address
 * after `pre`), then measures its body. */
        .macro FLASH_KERNEL name, pre
        .balign 4
        .global k_\name
        .type   k_\name, @function
k_\name:
        la      a2, flash_table
        \pre
        add     a3, a3, a3
        csrr    t0, mcycle
        .endm

/* LW of a word that does not continue the open read, then a use: the LW's 2-cycle latency + close
 * (sckcs + intercs 2 SCK) + a new read (cssck 1 + command 8 + address 24 + data 8 SCK) + 3 continued
 * bytes (24 SCK), 8 cycles per SCK = 3 + 67 x 8 */
FLASH_KERNEL flash_lw_new, "lw a3, 8(a2)"
        lw      a1, 0(a2)
        add     a4, a1, a1
END flash_lw_new

/* LW of the word right after the open read's last byte, then a use: 4 continued bytes = 3 + 32 x 8 */
FLASH_KERNEL flash_lw_next, "lw a3, 0(a2)"
        lw      a1, 4(a2)
        add     a4, a1, a1
END flash_lw_next

/* LBU not continuing, then a use: the 3-cycle latency + (2 + 41) x 8 = 4 + 344 */
FLASH_KERNEL flash_lbu_new, "lw a3, 8(a2)"
        lbu     a1, 1(a2)
        add     a4, a1, a1
END flash_lbu_new

/* LBU of the next byte, then a use: 4 + 8 x 8 */
FLASH_KERNEL flash_lbu_next, "lbu a3, 0(a2)"
        lbu     a1, 1(a2)
        add     a4, a1, a1
END flash_lbu_next

/* flash LW, then a DTIM LW (waits for the port: issues after the flash bytes, 536 + 1), then a use of
 * the second = 536 + 1 + 2 + 1 */
FLASH_KERNEL flash_port, "lw a3, 8(a2)"
        lw      a1, 0(a2)
        lw      a5, 0(sp)
        add     a4, a5, a5
END flash_port

/* flash LW, then independent ALU instructions, then a use: the ALU instructions issue meanwhile = as
 * flash_lw_new */
FLASH_KERNEL flash_indep, "lw a3, 8(a2)"
        lw      a1, 0(a2)
        add     a5, a4, a4
        add     a5, a4, a4
        add     a4, a1, a1
END flash_indep
