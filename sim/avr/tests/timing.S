; Instruction-timing kernels for avr-run (ATmega128 in simavr).
;
; Each kernel runs REPS copies of one instruction (sometimes with helper instructions whose own
; timing another kernel checks) between two reads of the simulator's cycle latch, and states what
; the ATmega128 datasheet's Instruction Set Summary says those copies cost. timing_main.c runs every
; kernel twice, subtracts the empty kernel (the cost of the two latch reads themselves) and compares.
;
; Table entry (12 bytes, flash):  .word gs(kernel), REPS, CYC, EXTRA, ADJ, name
;   expected cycles = REPS * (CYC + EXTRA) + ADJ
;   CYC   datasheet cycles of the instruction under test (in the situation the kernel sets up)
;   EXTRA cycles of the helper instructions per copy (e.g. the RET after an RCALL)
;   ADJ   a constant correction (e.g. the last, not-taken branch of a counted loop)
;
; Measured window: CYC_START latches the count at its first STS and saves it (18 cycles in all,
; removed by the empty kernel); CYC_END latches at its STS. Set-up before CYC_START and clean-up
; after CYC_END are not measured.
;
; Register use (avr-gcc ABI): kernels use r0, r18..r27, r30, r31 freely, save Y (r28:r29) outside
; the window when they use it, and return with r1 = 0.

#include <avr/io.h>
#include "sim_io.h"

        .set    REPS, 32

; ---- the cycle window ------------------------------------------------------------------------
.macro CYC_START
        sts     SIM_IO_CYCLES, r1       ; latch: the count at this STS
        lds     r0, SIM_IO_CYCLES_B0
        sts     kt_start+0, r0
        lds     r0, SIM_IO_CYCLES_B1
        sts     kt_start+1, r0
        lds     r0, SIM_IO_CYCLES_B2
        sts     kt_start+2, r0
        lds     r0, SIM_IO_CYCLES_B3
        sts     kt_start+3, r0          ; 2 + 4 x (2 + 2) = 18 cycles to the next instruction
.endm

.macro CYC_END
        sts     SIM_IO_CYCLES, r1       ; latch: the count at this STS
        lds     r0, SIM_IO_CYCLES_B0
        sts     kt_end+0, r0
        lds     r0, SIM_IO_CYCLES_B1
        sts     kt_end+1, r0
        lds     r0, SIM_IO_CYCLES_B2
        sts     kt_end+2, r0
        lds     r0, SIM_IO_CYCLES_B3
        sts     kt_end+3, r0
.endm

.macro KRET
        clr     r1
        ret
.endm

; KERNEL id, reps, cyc, extra, adj, "name": a table entry and the kernel's entry label k_id.
.macro KERNEL id, reps, cyc, extra, adj, name
        .pushsection .progmem.data.ktab, "a", @progbits
        .word   gs(k_\id), \reps, \cyc, \extra, \adj, ks_\id
        .popsection
        .pushsection .progmem.data.kstr, "a", @progbits
ks_\id: .asciz  "\name"
        .popsection
        .text
        .type   k_\id, @function
k_\id:
.endm

; Start of the table (timing_main.c walks ktab_start .. ktab_end).
        .pushsection .progmem.data.ktab, "a", @progbits
        .global ktab_start
ktab_start:
        .popsection

        .section .progmem.data.kflash, "a", @progbits
kflash: .rept   64                      ; LPM/ELPM source (flash, below 64 KB: RAMPZ = 0)
        .byte   0x5A
        .endr

        .section .bss
kbuf:   .skip   80                      ; LD/ST target

        .text

; ---- calibration -------------------------------------------------------------------------------
; The empty window: only the latch reads. Not in the table.
        .global k_empty
        .type   k_empty, @function
k_empty:
        CYC_START
        CYC_END
        KRET

; For the target_cycles() checks in timing_main.c: a plain RET, and 100 NOPs + RET.
        .global ret_only
ret_only:
        ret

        .global nop100
nop100:
        .rept   100
        nop
        .endr
        ret

; A skip that lands on the skipped instruction's target ends here: the test fails loudly.
kernel_bad:
        ldi     r24, 99
        ldi     r25, 0
        jmp     target_exit

; ---- 1-cycle ALU: register-register -------------------------------------------------------------
.macro ALU2 id, op, name
KERNEL \id, REPS, 1, 0, 0, "\name"
        ldi     r18, 0x35
        ldi     r19, 0xA7
        CYC_START
        .rept   REPS
        \op     r18, r19
        .endr
        CYC_END
        KRET
.endm
        ALU2    mov,  mov,  "MOV Rd,Rr"
        ALU2    add,  add,  "ADD Rd,Rr"
        ALU2    adc,  adc,  "ADC Rd,Rr"
        ALU2    sub,  sub,  "SUB Rd,Rr"
        ALU2    sbc,  sbc,  "SBC Rd,Rr"
        ALU2    and,  and,  "AND Rd,Rr"
        ALU2    or,   or,   "OR Rd,Rr"
        ALU2    eor,  eor,  "EOR Rd,Rr"
        ALU2    cp,   cp,   "CP Rd,Rr"
        ALU2    cpc,  cpc,  "CPC Rd,Rr"

KERNEL movw, REPS, 1, 0, 0, "MOVW Rd,Rr"
        CYC_START
        .rept   REPS
        movw    r18, r20
        .endr
        CYC_END
        KRET

; ---- 1-cycle ALU: register-immediate (r16..r31) -------------------------------------------------
.macro ALUI id, op, name
KERNEL \id, REPS, 1, 0, 0, "\name"
        ldi     r18, 0x35
        CYC_START
        .rept   REPS
        \op     r18, 0x5C
        .endr
        CYC_END
        KRET
.endm
        ALUI    ldi,  ldi,  "LDI Rd,K"
        ALUI    cpi,  cpi,  "CPI Rd,K"
        ALUI    andi, andi, "ANDI Rd,K"
        ALUI    ori,  ori,  "ORI Rd,K"
        ALUI    subi, subi, "SUBI Rd,K"
        ALUI    sbci, sbci, "SBCI Rd,K"

; ---- 1-cycle ALU: one register ------------------------------------------------------------------
.macro ALU1 id, op, name
KERNEL \id, REPS, 1, 0, 0, "\name"
        ldi     r18, 0x35
        CYC_START
        .rept   REPS
        \op     r18
        .endr
        CYC_END
        KRET
.endm
        ALU1    com,  com,  "COM Rd"
        ALU1    neg,  neg,  "NEG Rd"
        ALU1    inc,  inc,  "INC Rd"
        ALU1    dec,  dec,  "DEC Rd"
        ALU1    lsl,  lsl,  "LSL Rd (ADD Rd,Rd)"
        ALU1    lsr,  lsr,  "LSR Rd"
        ALU1    rol,  rol,  "ROL Rd (ADC Rd,Rd)"
        ALU1    ror,  ror,  "ROR Rd"
        ALU1    asr,  asr,  "ASR Rd"
        ALU1    swap, swap, "SWAP Rd"

; ---- bit and flag instructions ------------------------------------------------------------------
KERNEL bst, REPS, 1, 0, 0, "BST Rd,b"
        ldi     r18, 0x35
        CYC_START
        .rept   REPS
        bst     r18, 2
        .endr
        CYC_END
        KRET

KERNEL bld, REPS, 1, 0, 0, "BLD Rd,b"
        set
        CYC_START
        .rept   REPS
        bld     r18, 5
        .endr
        CYC_END
        KRET

KERNEL bset, REPS, 1, 0, 0, "BSET s (SEC/SET/...)"
        CYC_START
        .rept   REPS/2
        sec
        set
        .endr
        CYC_END
        KRET

KERNEL bclr, REPS, 1, 0, 0, "BCLR s (CLC/CLT/...)"
        CYC_START
        .rept   REPS/2
        clc
        clt
        .endr
        CYC_END
        KRET

KERNEL nop, REPS, 1, 0, 0, "NOP"
        CYC_START
        .rept   REPS
        nop
        .endr
        CYC_END
        KRET

; ---- 2-cycle arithmetic -------------------------------------------------------------------------
KERNEL adiw, REPS, 2, 0, 0, "ADIW Rd,K"
        CYC_START
        .rept   REPS
        adiw    r24, 17
        .endr
        CYC_END
        KRET

KERNEL sbiw, REPS, 2, 0, 0, "SBIW Rd,K"
        CYC_START
        .rept   REPS
        sbiw    r26, 9
        .endr
        CYC_END
        KRET

.macro MULK id, op, name
KERNEL \id, REPS, 2, 0, 0, "\name"
        ldi     r18, 0x9B
        ldi     r19, 0x47
        CYC_START
        .rept   REPS
        \op     r18, r19
        .endr
        CYC_END
        KRET
.endm
        MULK    mul,    mul,    "MUL Rd,Rr"
        MULK    muls,   muls,   "MULS Rd,Rr"
        MULK    mulsu,  mulsu,  "MULSU Rd,Rr"
        MULK    fmul,   fmul,   "FMUL Rd,Rr"
        MULK    fmuls,  fmuls,  "FMULS Rd,Rr"
        MULK    fmulsu, fmulsu, "FMULSU Rd,Rr"

; ---- data memory: LD/ST through X, Y, Z (plain, post-increment, pre-decrement) -----------------
; ptr: x/y/z; mode: plain, inc, dec. The pointer starts at kbuf (kbuf+REPS for pre-decrement).
.macro LDST id, isload, lo, hi, operand, start, name
KERNEL \id, REPS, 2, 0, 0, "\name"
        push    r28
        push    r29
        ldi     \lo, lo8(\start)
        ldi     \hi, hi8(\start)
        CYC_START
        .rept   REPS
        .if \isload
        ld      r18, \operand
        .else
        st      \operand, r18
        .endif
        .endr
        CYC_END
        pop     r29
        pop     r28
        KRET
.endm
        LDST    ld_x,   1, r26, r27, X,  kbuf,      "LD Rd,X"
        LDST    ld_xi,  1, r26, r27, X+, kbuf,      "LD Rd,X+"
        LDST    ld_xd,  1, r26, r27, -X, kbuf+REPS, "LD Rd,-X"
        LDST    ld_y,   1, r28, r29, Y,  kbuf,      "LD Rd,Y"
        LDST    ld_yi,  1, r28, r29, Y+, kbuf,      "LD Rd,Y+"
        LDST    ld_yd,  1, r28, r29, -Y, kbuf+REPS, "LD Rd,-Y"
        LDST    ld_z,   1, r30, r31, Z,  kbuf,      "LD Rd,Z"
        LDST    ld_zi,  1, r30, r31, Z+, kbuf,      "LD Rd,Z+"
        LDST    ld_zd,  1, r30, r31, -Z, kbuf+REPS, "LD Rd,-Z"
        LDST    st_x,   0, r26, r27, X,  kbuf,      "ST X,Rr"
        LDST    st_xi,  0, r26, r27, X+, kbuf,      "ST X+,Rr"
        LDST    st_xd,  0, r26, r27, -X, kbuf+REPS, "ST -X,Rr"
        LDST    st_y,   0, r28, r29, Y,  kbuf,      "ST Y,Rr"
        LDST    st_yi,  0, r28, r29, Y+, kbuf,      "ST Y+,Rr"
        LDST    st_yd,  0, r28, r29, -Y, kbuf+REPS, "ST -Y,Rr"
        LDST    st_z,   0, r30, r31, Z,  kbuf,      "ST Z,Rr"
        LDST    st_zi,  0, r30, r31, Z+, kbuf,      "ST Z+,Rr"
        LDST    st_zd,  0, r30, r31, -Z, kbuf+REPS, "ST -Z,Rr"

; LDD/STD with displacements 0..REPS-1.
.macro LDDSTD id, isload, lo, hi, ptr, name
KERNEL \id, REPS, 2, 0, 0, "\name"
        push    r28
        push    r29
        ldi     \lo, lo8(kbuf)
        ldi     \hi, hi8(kbuf)
        CYC_START
        .set    q, 0
        .rept   REPS
        .if \isload
        ldd     r18, \ptr+q
        .else
        std     \ptr+q, r18
        .endif
        .set    q, q+1
        .endr
        CYC_END
        pop     r29
        pop     r28
        KRET
.endm
        LDDSTD  ldd_y, 1, r28, r29, Y, "LDD Rd,Y+q"
        LDDSTD  ldd_z, 1, r30, r31, Z, "LDD Rd,Z+q"
        LDDSTD  std_y, 0, r28, r29, Y, "STD Y+q,Rr"
        LDDSTD  std_z, 0, r30, r31, Z, "STD Z+q,Rr"

KERNEL lds, REPS, 2, 0, 0, "LDS Rd,k"
        CYC_START
        .set    q, 0
        .rept   REPS
        lds     r18, kbuf+q
        .set    q, q+1
        .endr
        CYC_END
        KRET

KERNEL sts, REPS, 2, 0, 0, "STS k,Rr"
        CYC_START
        .set    q, 0
        .rept   REPS
        sts     kbuf+q, r18
        .set    q, q+1
        .endr
        CYC_END
        KRET

; ---- program memory: LPM, ELPM (3 cycles) -------------------------------------------------------
.macro PMK id, insn, name
KERNEL \id, REPS, 3, 0, 0, "\name"
        ldi     r30, lo8(kflash)
        ldi     r31, hi8(kflash)
        out     _SFR_IO_ADDR(RAMPZ), r1
        CYC_START
        .rept   REPS
        \insn
        .endr
        CYC_END
        KRET
.endm
        PMK     lpm0,   lpm,             "LPM (R0,Z)"
        PMK     lpm,    "lpm r18, Z",    "LPM Rd,Z"
        PMK     lpmi,   "lpm r18, Z+",   "LPM Rd,Z+"
        PMK     elpm0,  elpm,            "ELPM (R0,RAMPZ:Z)"
        PMK     elpm,   "elpm r18, Z",   "ELPM Rd,Z"
        PMK     elpmi,  "elpm r18, Z+",  "ELPM Rd,Z+"

; ---- stack: PUSH, POP (2 cycles) ---------------------------------------------------------------
KERNEL push, REPS, 2, 0, 0, "PUSH Rr"
        in      r24, _SFR_IO_ADDR(SPL)
        in      r25, _SFR_IO_ADDR(SPH)
        CYC_START
        .rept   REPS
        push    r18
        .endr
        CYC_END
        out     _SFR_IO_ADDR(SPH), r25  ; interrupts are off: no need to guard the SP update
        out     _SFR_IO_ADDR(SPL), r24
        KRET

KERNEL pop, REPS, 2, 0, 0, "POP Rd"
        .rept   REPS
        push    r18
        .endr
        CYC_START
        .rept   REPS
        pop     r18
        .endr
        CYC_END
        KRET

; ---- I/O: IN, OUT (1), SBI, CBI (2) -------------------------------------------------------------
KERNEL in, REPS, 1, 0, 0, "IN Rd,A"
        CYC_START
        .rept   REPS
        in      r18, _SFR_IO_ADDR(DDRA)
        .endr
        CYC_END
        KRET

KERNEL out, REPS, 1, 0, 0, "OUT A,Rr"
        ldi     r18, 0x00
        CYC_START
        .rept   REPS
        out     _SFR_IO_ADDR(DDRA), r18
        .endr
        CYC_END
        KRET

KERNEL sbi, REPS, 2, 0, 0, "SBI A,b"
        CYC_START
        .rept   REPS
        sbi     _SFR_IO_ADDR(DDRA), 3
        .endr
        CYC_END
        KRET

KERNEL cbi, REPS, 2, 0, 0, "CBI A,b"
        CYC_START
        .rept   REPS
        cbi     _SFR_IO_ADDR(DDRA), 3
        .endr
        CYC_END
        KRET

; ---- jumps, calls, returns ----------------------------------------------------------------------
KERNEL rjmp, REPS, 2, 0, 0, "RJMP k"
        CYC_START
        .rept   REPS
        rjmp    1f
1:
        .endr
        CYC_END
        KRET

KERNEL jmp, REPS, 3, 0, 0, "JMP k"
        CYC_START
        .rept   REPS
        jmp     1f
1:
        .endr
        CYC_END
        KRET

; IJMP: each copy is LDI, LDI (1 + 1, EXTRA) and the IJMP to the next copy.
KERNEL ijmp, REPS, 2, 2, 0, "IJMP"
        CYC_START
        .rept   REPS
        ldi     r30, pm_lo8(1f)
        ldi     r31, pm_hi8(1f)
        ijmp
1:
        .endr
        CYC_END
        KRET

; Calls go to a plain RET (4, EXTRA).
KERNEL rcall, REPS, 3, 4, 0, "RCALL k (+RET)"
        rjmp    2f
k_rcall_sub:
        ret
2:
        CYC_START
        .rept   REPS
        rcall   k_rcall_sub
        .endr
        CYC_END
        KRET

KERNEL call, REPS, 4, 4, 0, "CALL k (+RET)"
        rjmp    2f
k_call_sub:
        ret
2:
        CYC_START
        .rept   REPS
        call    k_call_sub
        .endr
        CYC_END
        KRET

KERNEL icall, REPS, 3, 4, 0, "ICALL (+RET)"
        rjmp    2f
k_icall_sub:
        ret
2:
        ldi     r30, pm_lo8(k_icall_sub)
        ldi     r31, pm_hi8(k_icall_sub)
        CYC_START
        .rept   REPS
        icall
        .endr
        CYC_END
        KRET

; RET on its own: each copy pushes the address of the next copy (LDI 1, PUSH 2, LDI 1, PUSH 2 =
; 6, EXTRA; low byte first, as CALL leaves it) and returns to it.
KERNEL ret, REPS, 4, 6, 0, "RET (+LDI,PUSH,LDI,PUSH)"
        CYC_START
        .rept   REPS
        ldi     r24, pm_lo8(1f)
        push    r24
        ldi     r24, pm_hi8(1f)
        push    r24
        ret
1:
        .endr
        CYC_END
        KRET

; ---- conditional branches: taken 2, not taken 1 -------------------------------------------------
; setup: flag state; taken/nottaken: the branch that is taken / not taken in that state.
.macro BRK id, setup, taken, nottaken, tname, nname
KERNEL \id\()_t, REPS, 2, 0, 0, "\tname taken"
        \setup
        CYC_START
        .rept   REPS
        \taken  1f
1:
        .endr
        CYC_END
        KRET
KERNEL \id\()_n, REPS, 1, 0, 0, "\nname not taken"
        \setup
        CYC_START
        .rept   REPS
        \nottaken 9f
        .endr
        CYC_END
        KRET
9:      jmp     kernel_bad
.endm
        BRK     breq, sez, breq, brne, "BREQ", "BRNE"
        BRK     brne, clz, brne, breq, "BRNE", "BREQ"
        BRK     brcs, sec, brcs, brcc, "BRCS/BRLO", "BRCC/BRSH"
        BRK     brcc, clc, brcc, brcs, "BRCC/BRSH", "BRCS/BRLO"
        BRK     brmi, sen, brmi, brpl, "BRMI", "BRPL"
        BRK     brpl, cln, brpl, brmi, "BRPL", "BRMI"
        BRK     brvs, sev, brvs, brvc, "BRVS", "BRVC"
        BRK     brvc, clv, brvc, brvs, "BRVC", "BRVS"
        BRK     brlt, ses, brlt, brge, "BRLT", "BRGE"
        BRK     brge, cls, brge, brlt, "BRGE", "BRLT"
        BRK     brhs, seh, brhs, brhc, "BRHS", "BRHC"
        BRK     brhc, clh, brhc, brhs, "BRHC", "BRHS"
        BRK     brts, set, brts, brtc, "BRTS", "BRTC"
        BRK     brtc, clt, brtc, brts, "BRTC", "BRTS"
        BRK     brid, cli, brid, brie, "BRID", "BRIE"

; A counted loop: REPS x DEC (1) + (REPS-1) taken BRNE (2) + 1 not taken (1) = 3 REPS - 1.
KERNEL loop, REPS, 2, 1, -1, "DEC/BRNE loop (backward branch)"
        ldi     r24, REPS
        CYC_START
1:      dec     r24
        brne    1b
        CYC_END
        KRET

; ---- skips: no skip 1, skip a 1-word instruction 2, skip a 2-word instruction 3 -----------------
; The skipped instruction jumps to kernel_bad; a no-skip kernel's next instruction is an RJMP (2,
; EXTRA) or JMP (3, EXTRA) to the next copy.
; cond_skip / cond_noskip: the set-up making the test skip / not skip; test: the skip instruction.
.macro SKIPK id, test, skipset, noskipset, name
KERNEL \id\()_n1, REPS, 1, 2, 0, "\name no skip (+RJMP)"
        \noskipset
        CYC_START
        .rept   REPS
        \test
        rjmp    1f
1:
        .endr
        CYC_END
        KRET
KERNEL \id\()_n2, REPS, 1, 3, 0, "\name no skip (+JMP)"
        \noskipset
        CYC_START
        .rept   REPS
        \test
        jmp     1f
1:
        .endr
        CYC_END
        KRET
KERNEL \id\()_s1, REPS, 2, 0, 0, "\name skip 1-word (RJMP)"
        \skipset
        CYC_START
        .rept   REPS
        \test
        rjmp    9f
        .endr
        CYC_END
        KRET
KERNEL \id\()_s2, REPS, 3, 0, 0, "\name skip 2-word (JMP)"
        \skipset
        CYC_START
        .rept   REPS
        \test
        jmp     kernel_bad
        .endr
        CYC_END
        KRET
KERNEL \id\()_s2c, REPS, 3, 0, 0, "\name skip 2-word (CALL)"
        \skipset
        CYC_START
        .rept   REPS
        \test
        call    kernel_bad
        .endr
        CYC_END
        KRET
KERNEL \id\()_s2l, REPS, 3, 0, 0, "\name skip 2-word (LDS)"
        \skipset
        ldi     r20, 0x11
        CYC_START
        .rept   REPS
        \test
        lds     r20, kbuf
        .endr
        CYC_END
        cpi     r20, 0x11               ; the LDS must not have run
        breq    8f
        jmp     kernel_bad
8:
        KRET
KERNEL \id\()_s2s, REPS, 3, 0, 0, "\name skip 2-word (STS)"
        \skipset
        CYC_START
        .rept   REPS
        \test
        sts     0x1000, r1              ; would store to RAM: harmless, but must not run
        .endr
        CYC_END
        KRET
9:      jmp     kernel_bad
.endm

.macro EQ
        ldi     r18, 0x42
        ldi     r19, 0x42
.endm
.macro NE
        ldi     r18, 0x42
        ldi     r19, 0x24
.endm
.macro BIT1
        ldi     r18, 0x08
.endm
.macro BIT0
        ldi     r18, 0xF7
.endm
.macro IOBIT1
        sbi     _SFR_IO_ADDR(DDRA), 3
.endm
.macro IOBIT0
        cbi     _SFR_IO_ADDR(DDRA), 3
.endm
        SKIPK   cpse, "cpse r18, r19",              EQ,     NE,     "CPSE"
        SKIPK   sbrc, "sbrc r18, 3",                BIT0,   BIT1,   "SBRC"
        SKIPK   sbrs, "sbrs r18, 3",                BIT1,   BIT0,   "SBRS"
        .set    DDRA_IO, _SFR_IO_ADDR(DDRA)     ; (the C preprocessor does not look inside quotes)
        SKIPK   sbic, "sbic DDRA_IO, 3",            IOBIT0, IOBIT1, "SBIC"
        SKIPK   sbis, "sbis DDRA_IO, 3",            IOBIT1, IOBIT0, "SBIS"

; ---- end of the table ---------------------------------------------------------------------------
        .pushsection .progmem.data.ktab, "a", @progbits
        .global ktab_end
ktab_end:
        .popsection
