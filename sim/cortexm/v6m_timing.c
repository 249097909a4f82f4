/* sim/cortexm/v6m_timing.c: the ARMv6-M timing models of m3-run: Cortex-M0+ (cm_model_m0plus, version
 * M0PLUS_MODEL_VERSION) and Cortex-M0 (cm_model_m0, version M0_MODEL_VERSION), one table each.
 *
 * Both cores issue one instruction at a time with no operand forwarding hazards and no load/store
 * pipelining: an instruction costs what its row says, whatever came before it (the 2-stage M0+ and
 * the 3-stage M0 differ only in what a taken branch, a call or a return, a special-register access
 * and a barrier cost). Change a cycle count or a rule: change the table, bump the version, rerun
 * the self-tests (ctest -R sim-cm0).
 *
 * ASSUMPTIONS (state them with every figure):
 *   - Memory is zero wait state for instruction fetch and for data (flash included); no
 *     interrupts; the multiplier is the single-cycle option (the 32-cycle iterative one is a
 *     synthesis option some parts use); M0+ loads and stores never use the single-cycle I/O port.
 *   - Sources: the Cortex-M0+ Technical Reference Manual (ARM DDI 0484C, table 3.1 "Cortex-M0+
 *     instruction summary") and the Cortex-M0 Technical Reference Manual (ARM DDI 0432C, table 3.1),
 *     both for zero-wait-state systems. Rules marked "silicon" are supported by the comparison with
 *     published cycle counts of real chips in docs/benchmark-method.md.
 *
 * Not modelled: YIELD, WFE and WFI (unicorn stops on them: a run that meets one ends with status 2).
 *
 * Besides timing, a step refuses what the core cannot run: any instruction outside ARMv6-M (Thumb-2
 * such as LDR.W or EOR.W, and the 16-bit CBZ, CBNZ, IT: ARMv6-M raises a HardFault, unicorn and qemu
 * might not), and an unaligned halfword/word access or LDM/STM/PUSH/POP base (a HardFault on
 * ARMv6-M; unicorn and qemu perform the access).
 */
#include "cortexm_model.h"

/* Bumped whenever a rule or a cycle count changes: reported counts carry them. */
#define M0PLUS_MODEL_VERSION "cm0plus-trm-1.0"
#define M0_MODEL_VERSION "cm0-trm-1.0"

typedef enum {
    V6M_R_ALU,          /* data processing */
    V6M_R_MUL,          /* MULS */
    V6M_R_LOAD,         /* LDR/LDRB/LDRH/LDRSB/LDRSH, any addressing mode */
    V6M_R_STORE,        /* STR/STRB/STRH */
    V6M_R_LDM,          /* LDM/STM/PUSH/POP base */
    V6M_R_LDM_REG,      /* LDM/STM/PUSH/POP per register */
    V6M_R_POP_PC,       /* added to POP {..,PC} */
    V6M_R_BRANCH,       /* B<cc> not taken */
    V6M_R_BRANCH_TAKEN, /* B, B<cc> taken */
    V6M_R_BL,           /* BL */
    V6M_R_BX,           /* BX, BLX */
    V6M_R_ALU_PC,       /* MOV PC, ADD PC */
    V6M_R_SYSREG,       /* MRS, MSR */
    V6M_R_BARRIER,      /* DMB, DSB, ISB */
    V6M_R_OTHER,        /* NOP, SEV, CPS, BKPT, SVC, UDF */
    V6M_RULE_COUNT
} v6m_rule_id;

/* ================================ THE TABLES ================================================= */
#define TRM_M0PLUS "TRM (DDI 0484C table 3.1)"
#define TRM_M0 "TRM (DDI 0432C table 3.1)"
#define SILICON_M0PLUS TRM_M0PLUS "; silicon (SAM D20)"
#define SILICON_M0 TRM_M0 "; silicon (STM32F0)"

static const cm_rule m0plus_rules[V6M_RULE_COUNT] = {
    [V6M_R_ALU] = {"alu", 1, "MOVS/MOV/ADDS/ADD/ADCS/ADR/SUBS/SBCS/RSBS/CMP/CMN/ANDS/EORS/ORRS/BICS/MVNS/TST/"
                   "shifts/RORS/SXTB/SXTH/UXTB/UXTH/REV/REV16/REVSH", SILICON_M0PLUS},
    [V6M_R_MUL] = {"mul", 1, "MULS (single-cycle multiplier)", SILICON_M0PLUS},
    [V6M_R_LOAD] = {"load", 2, "LDR/LDRH/LDRB/LDRSH/LDRSB: immediate, register, SP- and PC-relative", SILICON_M0PLUS},
    [V6M_R_STORE] = {"store", 2, "STR/STRH/STRB: immediate, register, SP-relative", SILICON_M0PLUS},
    [V6M_R_LDM] = {"ldm", 1, "LDM/STM/PUSH/POP: 1 + N", SILICON_M0PLUS},
    [V6M_R_LDM_REG] = {"ldm-reg", 1, "LDM/STM/PUSH/POP: per register in the list (incl. LR, PC)", SILICON_M0PLUS},
    [V6M_R_POP_PC] = {"pop-pc", 2, "added to POP {..,PC} (= 3 + N)", SILICON_M0PLUS},
    [V6M_R_BRANCH] = {"branch", 1, "B<cc> not taken", SILICON_M0PLUS},
    [V6M_R_BRANCH_TAKEN] = {"branch-taken", 2, "B, B<cc> taken", SILICON_M0PLUS},
    [V6M_R_BL] = {"bl", 3, "BL", SILICON_M0PLUS},
    [V6M_R_BX] = {"bx", 2, "BX, BLX", SILICON_M0PLUS},
    [V6M_R_ALU_PC] = {"alu-pc", 2, "MOV PC, Rm; ADD PC, PC, Rm", TRM_M0PLUS},
    [V6M_R_SYSREG] = {"sysreg", 3, "MRS, MSR", TRM_M0PLUS},
    [V6M_R_BARRIER] = {"barrier", 3, "DMB, DSB, ISB", TRM_M0PLUS},
    [V6M_R_OTHER] = {"other", 1, "NOP, SEV, CPSID, CPSIE; BKPT, SVC, UDF (exceptions not modelled)",
                     TRM_M0PLUS},
};

static const cm_rule m0_rules[V6M_RULE_COUNT] = {
    [V6M_R_ALU] = {"alu", 1, "MOVS/MOV/ADDS/ADD/ADCS/ADR/SUBS/SBCS/RSBS/CMP/CMN/ANDS/EORS/ORRS/BICS/MVNS/TST/"
                   "shifts/RORS/SXTB/SXTH/UXTB/UXTH/REV/REV16/REVSH", SILICON_M0},
    [V6M_R_MUL] = {"mul", 1, "MULS (single-cycle multiplier)", SILICON_M0},
    [V6M_R_LOAD] = {"load", 2, "LDR/LDRH/LDRB/LDRSH/LDRSB: immediate, register, SP- and PC-relative", SILICON_M0},
    [V6M_R_STORE] = {"store", 2, "STR/STRH/STRB: immediate, register, SP-relative", SILICON_M0},
    [V6M_R_LDM] = {"ldm", 1, "LDM/STM/PUSH/POP: 1 + N", SILICON_M0},
    [V6M_R_LDM_REG] = {"ldm-reg", 1, "LDM/STM/PUSH/POP: per register in the list (incl. LR, PC)", SILICON_M0},
    [V6M_R_POP_PC] = {"pop-pc", 3, "added to POP {..,PC} (= 4 + N)", SILICON_M0},
    [V6M_R_BRANCH] = {"branch", 1, "B<cc> not taken", SILICON_M0},
    [V6M_R_BRANCH_TAKEN] = {"branch-taken", 3, "B, B<cc> taken", SILICON_M0},
    [V6M_R_BL] = {"bl", 4, "BL", SILICON_M0},
    [V6M_R_BX] = {"bx", 3, "BX, BLX", SILICON_M0},
    [V6M_R_ALU_PC] = {"alu-pc", 3, "MOV PC, Rm; ADD PC, PC, Rm", TRM_M0},
    [V6M_R_SYSREG] = {"sysreg", 4, "MRS, MSR", TRM_M0},
    [V6M_R_BARRIER] = {"barrier", 4, "DMB, DSB, ISB", TRM_M0},
    [V6M_R_OTHER] = {"other", 1, "NOP, SEV, CPSID, CPSIE; BKPT, SVC, UDF (exceptions not modelled)", TRM_M0},
};
/* ============================================================================================== */

/* A fault instead of a step: nothing is charged, the caller stops before the instruction runs. */
static unsigned refuse(cm_state *s, cm_fault f, uint32_t addr)
{
    s->fault = f;
    s->fault_addr = addr;
    return 0;
}

CM_STEP_INLINE unsigned cm_v6m_step(const cm_model *m, cm_state *s, const cm_insn *i, cm_reg_fn reg, void *ctx)
{
#define RC(id) (m->rules[(id)].cycles)
    if (!(i->flags & CM_F_ARMV6M))
        return refuse(s, CM_FAULT_NOT_IN_ISA, 0);

    unsigned c = 0;
    /* after a branch: a taken B<cc> costs its refill here (always-taken branches: 0, charged in full) */
    if (s->started && i->addr != s->next) {
        if (s->refill >= 0) {
            c += (unsigned)s->refill;
            s->taken++;
        } else {
            s->unmodelled++; /* e.g. an exception entry: not modelled */
        }
    }

    int refill = -1; /* B<cc>: what a taken one adds; 0 after a branch that is always taken */
    switch ((cm_class)i->cls) {
    case CM_C_ALU:
        if (i->flags & CM_F_WRITES_PC) {
            c += RC(V6M_R_ALU_PC);
            refill = 0;
        } else {
            c += RC(V6M_R_ALU);
        }
        break;
    case CM_C_MUL:
        c += RC(V6M_R_MUL);
        break;
    case CM_C_LOAD:
    case CM_C_STORE:
        if (i->access > 1) {
            uint32_t ea = cm_data_address(i, reg, ctx);
            if (ea & (i->access - 1u))
                return refuse(s, CM_FAULT_UNALIGNED, ea);
        }
        c += i->cls == CM_C_LOAD ? RC(V6M_R_LOAD) : RC(V6M_R_STORE);
        break;
    case CM_C_LDM:
    case CM_C_STM: {
        uint32_t base = i->base < 15 ? reg(ctx, i->base) : 0;
        if (base & 3)
            return refuse(s, CM_FAULT_UNALIGNED, base);
        c += RC(V6M_R_LDM) + i->nregs * RC(V6M_R_LDM_REG);
        if (i->flags & CM_F_LOADS_PC) {
            c += RC(V6M_R_POP_PC);
            refill = 0;
        }
        break;
    }
    case CM_C_BRANCH_IMM:
        if (i->flags & CM_F_CONDITIONAL) {
            c += RC(V6M_R_BRANCH);
            refill = (int)(RC(V6M_R_BRANCH_TAKEN) - RC(V6M_R_BRANCH));
        } else {
            c += RC(i->size == 4 ? V6M_R_BL : V6M_R_BRANCH_TAKEN); /* BL is the only 32-bit branch */
            refill = 0;
        }
        break;
    case CM_C_BRANCH_REG:
        c += RC(V6M_R_BX);
        refill = 0;
        break;
    case CM_C_SYSREG:
        c += RC(V6M_R_SYSREG);
        break;
    case CM_C_BARRIER:
    case CM_C_ISB:
        c += RC(V6M_R_BARRIER);
        break;
    case CM_C_OTHER:
    default:
        c += RC(V6M_R_OTHER);
        break;
    }
#undef RC

    s->refill = (int8_t)refill;
    s->next = i->addr + i->size;
    s->prev_size = i->size;
    s->started = 1;
    s->cycles += c;
    s->insns++;
    return c;
}

const cm_model cm_model_m0plus = {
    .cpu = "cm0plus",
    .version = M0PLUS_MODEL_VERSION,
    .description = M0PLUS_MODEL_VERSION ": Cortex-M0+ r0p1 timing model (TRM rules, single-cycle multiplier), "
                   "zero-wait-state memory",
    .rules = m0plus_rules,
    .n_rules = V6M_RULE_COUNT,
    .step = cm_v6m_step,
};

const cm_model cm_model_m0 = {
    .cpu = "cm0",
    .version = M0_MODEL_VERSION,
    .description = M0_MODEL_VERSION ": Cortex-M0 r0p0 timing model (TRM rules, single-cycle multiplier), "
                   "zero-wait-state memory",
    .rules = m0_rules,
    .n_rules = V6M_RULE_COUNT,
    .step = cm_v6m_step,
};
