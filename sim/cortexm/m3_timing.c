/* sim/cortexm/m3_timing.c: the Cortex-M3 timing model of m3-run (cm_model_m3, version M3_MODEL_VERSION).
 *
 * Every timing rule is one row of m3_rules[] below; the code after it only decides which rows apply
 * to an instruction the shared decoder (cortexm_decode.c) classified. Change a cycle count or a
 * rule: change the table, bump M3_MODEL_VERSION, and rerun the self-tests (ctest -R sim-cm3).
 *
 * ASSUMPTIONS (state them with every figure):
 *   - Memory is zero wait state for instruction fetch and for data, wherever it is: data reads from
 *     the code region (flash on a real part: lookup tables, literal pools) cost what SRAM reads
 *     cost. On parts whose flash has wait states or a prefetch buffer, real counts are higher: e.g.
 *     ~0.11 cycle per data read from flash measured on an STM32L1 at 0 wait states.
 *   - No interrupts, no debug halts; the write buffer never fills (stores to zero-wait memory).
 *   - Sources: the Cortex-M3 Technical Reference Manual (ARM DDI 0337, "Instruction timings" table
 *     and "Load/store timings"). Rules marked "silicon" are supported by a comparison with
 *     published DWT_CYCCNT counts of two public Cortex-M3 AES implementations measured on chips at
 *     0 wait states (jnk0le/cortexm-AES on an STM32F103: all 12 functions within 0-2 cycles, the
 *     model never slower; Ko-/aes-armcortexm on an STM32L100: 2-3% fast, the flash data reads).
 *     Rules marked "estimate" fill in what the TRM gives only as a range; "not validated" rules
 *     are the TRM's wording with a value the comparison could not check.
 *
 * How a step is charged (cm_m3_step):
 *   1. Refill: when the previous instruction could write the PC and this one is not the next in
 *      sequence, the branch was taken: + its refill P (+1 for a 32-bit target at 2 mod 4).
 *   2. IT slots: unicorn does not report an IT-block instruction whose condition fails, so when
 *      the previous instruction did not branch and addresses were skipped inside the current IT
 *      block, each skipped slot costs IT_SKIPPED.
 *   3. The instruction's own cost from its class and the hazard the previous instruction left
 *      (a load: pipelining; a 1-cycle store: store-then-load; an ALU result: address stall).
 */
#include "cortexm_model.h"

/* Bumped whenever a rule or a cycle count changes: reported counts carry it. */
#define M3_MODEL_VERSION "cm3-trm-1.1"

typedef enum {
    M3_R_ALU,                 /* data processing */
    M3_R_MUL,                 /* MUL */
    M3_R_MLA,                 /* MLA, MLS */
    M3_R_MULL,                /* UMULL, SMULL base */
    M3_R_MLAL,                /* UMLAL, SMLAL base */
    M3_R_MUL_WIDE,            /* per operand of a long multiply with |x| >= 2^16 */
    M3_R_SMLAL,               /* SMLAL over UMLAL */
    M3_R_DIV_ZERO,            /* UDIV/SDIV with a zero operand */
    M3_R_DIV,                 /* UDIV/SDIV, quotient of at most DIV_BITS bits */
    M3_R_DIV_BITS,            /* quotient bits per further cycle */
    M3_R_DIV_MAX,             /* UDIV/SDIV ceiling */
    M3_R_LOAD,                /* LDR/LDRB/LDRH/LDRSB/LDRSH/LDRT/LDREX/STREX */
    M3_R_PIPELINED,           /* load or store right after a load, address independent of it */
    M3_R_LOAD_WB_AFTER_LOAD,  /* load with writeback right after a load (not pipelined) */
    M3_R_STORE_IMM,           /* STR/STRB/STRH with immediate offset */
    M3_R_STORE_AFTER_LOAD,    /* STR/STRB/STRH #imm right after a load it does not depend on */
    M3_R_STORE_REG,           /* STR/STRB/STRH with register offset, not after a load */
    M3_R_STORE_THEN_LOAD,     /* a 1-cycle store followed by LDR/LDRD/LDM/POP/TBB */
    M3_R_AGU_STALL,           /* address uses the result of the immediately preceding ALU op */
    M3_R_LDRD,                /* LDRD, STRD */
    M3_R_LDM,                 /* LDM/STM/PUSH/POP base (1 + N) */
    M3_R_LDM_REG,             /* LDM/STM/PUSH/POP per register */
    M3_R_BRANCH,              /* B/Bcc/BL/CBZ/CBNZ/BX/BLX issue (untaken: all) */
    M3_R_REFILL_IMM,          /* P after a taken B/Bcc/BL/CBZ/CBNZ */
    M3_R_REFILL_REG,          /* P after BX/BLX, MOV PC / ADD PC */
    M3_R_REFILL_LOAD,         /* P after LDR PC, POP/LDM {..PC}, TBB/TBH */
    M3_R_TARGET_UNALIGNED,    /* taken branch to a 32-bit instruction at an address = 2 mod 4 */
    M3_R_TB,                  /* TBB/TBH before the refill (2 load + 1 add) */
    M3_R_IT,                  /* IT */
    M3_R_IT_FOLDED,           /* IT right after a 16-bit instruction */
    M3_R_IT_SKIPPED,          /* per IT-block slot whose condition failed */
    M3_R_UNALIGNED_HALF,      /* LDRH/LDRSH/STRH at an odd address */
    M3_R_UNALIGNED_WORD2,     /* LDR/STR at an address = 2 mod 4 */
    M3_R_UNALIGNED_WORD1,     /* LDR/STR at an odd address */
    M3_R_BARRIER,             /* DMB, DSB */
    M3_R_ISB,                 /* ISB */
    M3_R_OTHER,               /* NOP, hints, MRS/MSR, CPS, BKPT, SVC, CLREX */
    M3_RULE_COUNT
} m3_rule_id;

/* ================================ THE TABLE ================================================== */
static const cm_rule m3_rules[M3_RULE_COUNT] = {
    [M3_R_ALU] = {"alu", 1, "data processing: ADD/SUB/logic/MOV/MOVW/MOVT/shifts/compare/bit-field/"
                  "CLZ/RBIT/REV/extend/SSAT/USAT/ADR, any operand shift", "TRM; silicon"},
    [M3_R_MUL] = {"mul", 1, "MUL", "TRM"},
    [M3_R_MLA] = {"mla", 2, "MLA, MLS", "TRM"},
    [M3_R_MULL] = {"mull", 3, "UMULL/SMULL base (3..5)", "TRM range; early termination: estimate"},
    [M3_R_MLAL] = {"mlal", 4, "UMLAL/SMLAL base (4..7)", "TRM range; early termination: estimate"},
    [M3_R_MUL_WIDE] = {"mul-wide", 1, "long multiply: per operand with |x| >= 2^16 (TRM: 'ABS(inputs) < 64K "
                       "terminates early')", "estimate"},
    [M3_R_SMLAL] = {"smlal", 1, "SMLAL over UMLAL (TRM r1p1: 'for MLAL, the signed version is one cycle longer')",
                    "TRM note"},
    [M3_R_DIV_ZERO] = {"div-zero", 2, "UDIV/SDIV with a zero dividend or divisor", "TRM minimum; estimate"},
    [M3_R_DIV] = {"div", 3, "UDIV/SDIV whose quotient has at most div-bits significant bits (incl. 0)",
                  "estimate (TRM: 2..12 by leading zeros/ones)"},
    [M3_R_DIV_BITS] = {"div-bits", 3, "UDIV/SDIV: one more cycle per this many further quotient bits "
                       "(q = bits(|n|) - bits(|d|) + 1)", "estimate"},
    [M3_R_DIV_MAX] = {"div-max", 12, "UDIV/SDIV ceiling", "TRM maximum"},
    [M3_R_LOAD] = {"load", 2, "LDR/LDRB/LDRH/LDRSB/LDRSH/LDRT/LDREX/STREX (also literal loads)", "TRM; silicon"},
    [M3_R_PIPELINED] = {"pipelined", 1, "a load, or a register-offset store, right after a load "
                        "whose result its address does not use", "TRM; silicon"},
    [M3_R_LOAD_WB_AFTER_LOAD] = {"load-wb-after-load", 2, "a load with base writeback right after a "
                                 "load is not pipelined (it pipelines only as the first of a chain)", "silicon"},
    [M3_R_STORE_AFTER_LOAD] = {"store-after-load", 0, "STR/STRB/STRH with an immediate offset right after a "
                               "load whose result it neither stores nor uses for its address (TRM: a load "
                               "removes one cycle from a following LDR or STR; storing the loaded register "
                               "keeps store-imm, the TRM's LDR;STR = 3 example)", "TRM; silicon"},
    [M3_R_STORE_IMM] = {"store-imm", 1, "STR/STRB/STRH with an immediate offset (incl. pre/post-indexed)",
                        "TRM; silicon"},
    [M3_R_STORE_REG] = {"store-reg", 2, "STR/STRB/STRH with a register offset, not after a load", "TRM"},
    [M3_R_STORE_THEN_LOAD] = {"store-then-load", 1, "added to LDR/LDRD/LDM/POP/TBB right after a 1-cycle "
                              "store (its data phase is still on the bus)", "silicon"},
    [M3_R_AGU_STALL] = {"agu-stall", 1, "added to any load/store/LDM/STM/TBB whose address registers the "
                        "immediately preceding data-processing (incl. multiply/divide) instruction wrote",
                        "TRM; silicon"},
    [M3_R_LDRD] = {"ldrd", 3, "LDRD, STRD (1 + N, N = 2; never pipelined)", "TRM"},
    [M3_R_LDM] = {"ldm", 1, "LDM/STM/PUSH/POP: 1 + N (never pipelined)", "TRM; silicon"},
    [M3_R_LDM_REG] = {"ldm-reg", 1, "LDM/STM/PUSH/POP: per register in the list (incl. PC, LR)", "TRM; silicon"},
    [M3_R_BRANCH] = {"branch", 1, "B/Bcc/BL/CBZ/CBNZ/BX/BLX issue; an untaken branch costs only this",
                     "TRM; silicon"},
    [M3_R_REFILL_IMM] = {"refill-imm", 1, "P after a taken B/Bcc/BL/CBZ/CBNZ (taken branch = 2)",
                         "TRM (P 1..3); silicon"},
    [M3_R_REFILL_REG] = {"refill-reg", 2, "P after BX/BLX Rm, MOV PC/ADD PC (= 3 in all)",
                         "TRM (P 1..3); not validated"},
    [M3_R_REFILL_LOAD] = {"refill-load", 3, "P after LDR PC, LDM/POP {..,PC}, TBB/TBH (LDR PC = 5, "
                          "POP {..,PC} = 1 + N + 3)", "TRM load/store timings; silicon (POP PC)"},
    [M3_R_TARGET_UNALIGNED] = {"target-unaligned", 1, "added to a taken branch whose target is a 32-bit "
                               "instruction at an address = 2 mod 4", "TRM (P depends on alignment); silicon"},
    [M3_R_TB] = {"tb", 3, "TBB/TBH before the refill: 2 load + 1 add (TBB = 6 in all)",
                 "TRM load/store timings"},
    [M3_R_IT] = {"it", 1, "IT not folded", "TRM"},
    [M3_R_IT_FOLDED] = {"it-folded", 0, "IT right after a 16-bit instruction executed in sequence",
                        "TRM note; silicon"},
    [M3_R_IT_SKIPPED] = {"it-skipped", 1, "per IT-block instruction whose condition fails", "TRM"},
    [M3_R_UNALIGNED_HALF] = {"unaligned-half", 1, "added to LDRH/LDRSH/STRH at an odd address (2 byte accesses)",
                             "TRM load/store timings"},
    [M3_R_UNALIGNED_WORD2] = {"unaligned-word2", 1, "added to LDR/STR at an address = 2 mod 4 "
                              "(2 halfword accesses)", "TRM load/store timings"},
    [M3_R_UNALIGNED_WORD1] = {"unaligned-word1", 2, "added to LDR/STR at an odd address (byte + halfword + byte)",
                              "TRM load/store timings"},
    [M3_R_BARRIER] = {"barrier", 1, "DMB, DSB (nothing outstanding at zero wait states)", "TRM (1 + B, B >= 0)"},
    [M3_R_ISB] = {"isb", 2, "ISB (1 + refill)", "TRM"},
    [M3_R_OTHER] = {"other", 1, "NOP, hints, MRS, MSR, CPS, BKPT, SVC, CLREX", "TRM"},
};
/* ============================================================================================== */
#define RC(id) (m3_rules[(id)].cycles)

static unsigned unaligned_cycles(uint32_t ea, unsigned size)
{
    if (size == 2)
        return (ea & 1) ? RC(M3_R_UNALIGNED_HALF) : 0;
    if (size == 4 && (ea & 3))
        return (ea & 1) ? RC(M3_R_UNALIGNED_WORD1) : RC(M3_R_UNALIGNED_WORD2);
    return 0;
}


/* ---- the step --------------------------------------------------------------------------------- */
enum { HZ_NONE, HZ_LOAD, HZ_STORE1, HZ_ALU };

static unsigned bits_of(uint32_t v) { return v ? 32u - (unsigned)__builtin_clz(v) : 0u; }
static uint32_t magnitude(uint32_t v) { return (v & 0x80000000u) ? 0u - v : v; }

static unsigned long_multiply(const cm_insn *i, cm_reg_fn reg, void *ctx)
{
    unsigned c = RC(i->cls == CM_C_MULL ? M3_R_MULL : M3_R_MLAL);
    if (i->op_a < 15 && i->op_b < 15) {
        uint32_t x = reg(ctx, i->op_a), y = reg(ctx, i->op_b);
        if (i->flags & CM_F_SIGNED) {
            x = magnitude(x);
            y = magnitude(y);
        }
        c += (x >= 0x10000u ? RC(M3_R_MUL_WIDE) : 0) + (y >= 0x10000u ? RC(M3_R_MUL_WIDE) : 0);
    }
    if (i->cls == CM_C_MLAL && (i->flags & CM_F_SIGNED))
        c += RC(M3_R_SMLAL);
    return c;
}

static unsigned divide(const cm_insn *i, cm_reg_fn reg, void *ctx)
{
    if (i->op_a >= 15 || i->op_b >= 15)
        return RC(M3_R_DIV_MAX);
    uint32_t n = reg(ctx, i->op_a), d = reg(ctx, i->op_b);
    if (i->flags & CM_F_SIGNED) {
        n = magnitude(n);
        d = magnitude(d);
    }
    if (n == 0 || d == 0)
        return RC(M3_R_DIV_ZERO);
    int q = (int)bits_of(n) - (int)bits_of(d) + 1; /* quotient bits */
    unsigned c = RC(M3_R_DIV);
    if (q > (int)RC(M3_R_DIV_BITS))
        c += ((unsigned)q - 1) / RC(M3_R_DIV_BITS);
    return c < RC(M3_R_DIV_MAX) ? c : RC(M3_R_DIV_MAX);
}

static unsigned unaligned_ea(const cm_insn *i, cm_reg_fn reg, void *ctx)
{
    if (i->access < 2)
        return 0;
    if (i->flags & CM_F_EA_STATIC)
        return unaligned_cycles(i->ea_low, i->access);
    if (i->base >= 15)
        return 0;
    return unaligned_cycles(cm_data_address(i, reg, ctx), i->access);
}

static unsigned unaligned(cm_state *s, const cm_insn *i, cm_reg_fn reg, void *ctx)
{
    unsigned c = unaligned_ea(i, reg, ctx);
    s->unaligned += c;
    return c;
}

/* The address of an LDM/STM/PUSH/POP (its base) or LDRD/STRD, which ARMv7-M requires word-aligned
 * (UsageFault otherwise, whatever CCR.UNALIGN_TRP says; only LDR/STR and the halfword forms may be
 * unaligned); 0 for every other instruction. */
static uint32_t multiword_address(const cm_insn *i, cm_reg_fn reg, void *ctx)
{
    switch ((cm_class)i->cls) {
    case CM_C_LDM:
    case CM_C_STM:
        return i->base < 15 ? reg(ctx, i->base) : 0;
    case CM_C_LDRD:
    case CM_C_STRD:
        return cm_data_address(i, reg, ctx);
    default:
        return 0;
    }
}

CM_STEP_INLINE unsigned cm_m3_step(const cm_model *m, cm_state *s, const cm_insn *i, cm_reg_fn reg, void *ctx)
{
    (void)m;
    unsigned c = 0;
    int in_sequence = 1;

    uint32_t multiword = multiword_address(i, reg, ctx);
    if (multiword & 3u) { /* a fault instead of a step: the caller stops before the instruction runs */
        s->fault = CM_FAULT_UNALIGNED;
        s->fault_addr = multiword;
        return 0;
    }

    if (s->started && i->addr != s->next) {
        in_sequence = 0;
        if (s->refill >= 0) { /* 1. the previous instruction branched */
            c += (unsigned)s->refill;
            if (i->size == 4 && (i->addr & 2))
                c += RC(M3_R_TARGET_UNALIGNED);
            s->taken++;
            s->it_n = 0;
        } else if (s->it_n && i->addr > s->next && i->addr <= s->it_end) { /* 2. skipped IT slots */
            unsigned n = 0;
            for (unsigned k = 0; k < s->it_n; k++)
                if (s->it_slot[k] >= s->next && s->it_slot[k] < i->addr)
                    n++;
            c += n * RC(M3_R_IT_SKIPPED);
            s->it_skipped += n;
        } else {
            s->unmodelled++; /* e.g. an exception entry: not modelled */
        }
        s->hz = HZ_NONE;
    }
    if (s->it_n && i->addr >= s->it_end)
        s->it_n = 0;

    /* 3. the instruction itself, given the hazard the previous one left */
    const uint8_t hz = s->hz;
    const uint16_t hz_regs = s->hz_regs;
    const unsigned agu = (hz == HZ_ALU && (hz_regs & i->addr_regs)) ? RC(M3_R_AGU_STALL) : 0;
    const unsigned after_store = hz == HZ_STORE1 ? RC(M3_R_STORE_THEN_LOAD) : 0;
    const int after_load = hz == HZ_LOAD && !(hz_regs & i->addr_regs);
    uint8_t new_hz = HZ_NONE;
    uint16_t new_regs = 0;
    int refill = -1;

    switch ((cm_class)i->cls) {
    case CM_C_ALU:
        c += RC(M3_R_ALU);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        if (i->flags & CM_F_WRITES_PC)
            refill = (int)RC(M3_R_REFILL_REG);
        break;
    case CM_C_MUL:
        c += RC(M3_R_MUL);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        break;
    case CM_C_MLA:
        c += RC(M3_R_MLA);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        break;
    case CM_C_MULL:
    case CM_C_MLAL:
        c += long_multiply(i, reg, ctx);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        break;
    case CM_C_DIV:
        c += divide(i, reg, ctx);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        break;
    case CM_C_LOAD:
        if (after_load)
            c += (i->flags & CM_F_WRITEBACK) ? RC(M3_R_LOAD_WB_AFTER_LOAD) : RC(M3_R_PIPELINED);
        else
            c += RC(M3_R_LOAD) + agu;
        c += after_store + unaligned(s, i, reg, ctx);
        new_hz = HZ_LOAD;
        new_regs = i->wregs;
        break;
    case CM_C_STORE: {
        int one_cycle = (i->flags & CM_F_IMM_OFFSET) || after_load;
        unsigned cost;
        if (i->flags & CM_F_IMM_OFFSET)
            cost = after_load && !(i->data < 16 && (hz_regs & (1u << i->data))) ? RC(M3_R_STORE_AFTER_LOAD)
                                                                           : RC(M3_R_STORE_IMM);
        else
            cost = after_load ? RC(M3_R_PIPELINED) : RC(M3_R_STORE_REG);
        c += cost + agu + unaligned(s, i, reg, ctx);
        new_hz = one_cycle ? HZ_STORE1 : HZ_NONE;
        break;
    }
    case CM_C_LOAD_PC:
        c += RC(M3_R_LOAD) + agu + after_store;
        refill = (int)RC(M3_R_REFILL_LOAD);
        break;
    case CM_C_LDRD:
        c += RC(M3_R_LDRD) + agu + after_store;
        break;
    case CM_C_STRD:
        c += RC(M3_R_LDRD) + agu;
        break;
    case CM_C_LDM:
        c += RC(M3_R_LDM) + i->nregs * RC(M3_R_LDM_REG) + agu + after_store;
        if (i->flags & CM_F_LOADS_PC)
            refill = (int)RC(M3_R_REFILL_LOAD);
        break;
    case CM_C_STM:
        c += RC(M3_R_LDM) + i->nregs * RC(M3_R_LDM_REG) + agu;
        break;
    case CM_C_BRANCH_IMM:
        c += RC(M3_R_BRANCH);
        refill = (int)RC(M3_R_REFILL_IMM);
        break;
    case CM_C_BRANCH_REG:
        c += RC(M3_R_BRANCH);
        refill = (int)RC(M3_R_REFILL_REG);
        break;
    case CM_C_TB:
        c += RC(M3_R_TB) + agu + after_store;
        refill = (int)RC(M3_R_REFILL_LOAD);
        break;
    case CM_C_IT: {
        if (in_sequence && s->started && s->prev_size == 2 && !s->prev_it) {
            c += RC(M3_R_IT_FOLDED);
            new_hz = hz; /* folded: the next instruction follows the previous one directly */
            new_regs = hz_regs;
        } else {
            c += RC(M3_R_IT);
        }
        uint32_t a = i->addr + i->size;
        s->it_n = i->it_n;
        for (unsigned k = 0; k < i->it_n; k++) {
            s->it_slot[k] = a;
            a += i->it_size[k];
        }
        s->it_end = a;
        break;
    }
    case CM_C_BARRIER:
        c += RC(M3_R_BARRIER);
        break;
    case CM_C_ISB:
        c += RC(M3_R_ISB);
        break;
    case CM_C_SYSREG:
    case CM_C_OTHER:
    default:
        c += RC(M3_R_OTHER);
        break;
    }

    s->hz = new_hz;
    s->hz_regs = new_regs;
    s->refill = (int8_t)refill;
    s->next = i->addr + i->size;
    s->prev_size = i->size;
    s->prev_it = i->cls == CM_C_IT;
    s->started = 1;
    s->cycles += c;
    s->insns++;
    return c;
}

const cm_model cm_model_m3 = {
    .cpu = "cm3",
    .version = M3_MODEL_VERSION,
    .description = M3_MODEL_VERSION ": Cortex-M3 r2p1 timing model (TRM rules + silicon-checked pipelining), "
                   "zero-wait-state memory",
    .rules = m3_rules,
    .n_rules = M3_RULE_COUNT,
    .step = cm_m3_step,
};
