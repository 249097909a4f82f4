/* sim/cortexm/cortexm_model.h: the Cortex-M timing models of m3-run, one per core, each one versioned
 * table of rules (m3_timing.c: Cortex-M3; v6m_timing.c: Cortex-M0+ and Cortex-M0), over one shared
 * instruction decoder (cortexm_decode.c). A model is a model: its counts are estimates of the core
 * with zero-wait-state memory for instruction fetch and data, and are labelled with the model's
 * version wherever they are reported.
 *
 * Use: decode each instruction once (cm_decode, capstone) and cache it; call model->step for every
 * instruction the emulator executes, in order, before it executes (register values are read
 * through a callback for the data-dependent rules). step returns the cycles charged to that
 * instruction, including the pipeline refill of a taken branch just before it (and, on the M3, the
 * IT-block slots skipped just before it); the running total is cm_state.cycles. A step can also
 * find that the instruction cannot run on the core (cm_state.fault): the caller stops there.
 */
#ifndef LWC_CORTEXM_MODEL_H
#define LWC_CORTEXM_MODEL_H

#include <stddef.h>
#include <stdint.h>

#include <capstone/capstone.h>

/* ---- a rule: one row of a model's table --------------------------------------------------------- */
typedef struct {
    const char *name;   /* short key, e.g. "load" */
    unsigned cycles;
    const char *what;   /* the rule */
    const char *basis;  /* where it comes from and how far it is validated */
} cm_rule;

/* ---- decoded instructions ------------------------------------------------------------------------ */
typedef enum {
    CM_C_ALU, CM_C_MUL, CM_C_MLA, CM_C_MULL, CM_C_MLAL, CM_C_DIV,
    CM_C_LOAD, CM_C_STORE, CM_C_LOAD_PC, CM_C_LDRD, CM_C_STRD, CM_C_LDM, CM_C_STM,
    CM_C_BRANCH_IMM, CM_C_BRANCH_REG, CM_C_TB, CM_C_IT, CM_C_BARRIER, CM_C_ISB,
    CM_C_SYSREG,  /* MRS, MSR */
    CM_C_OTHER,   /* NOP, hints (YIELD, WFE, WFI, SEV), CPS, BKPT, SVC, CLREX, UDF */
    CM_CLASS_COUNT
} cm_class;

#define CM_NOREG 0xFF
#define CM_OPND_IMM 0xFE
enum {
    CM_F_WRITES_PC = 1u << 0,  /* data processing with PC as destination */
    CM_F_WRITEBACK = 1u << 1,  /* load/store with base writeback (pre- or post-indexed) */
    CM_F_POST = 1u << 2,       /* post-indexed: the address is the base */
    CM_F_IMM_OFFSET = 1u << 3, /* single load/store without an index register */
    CM_F_SIGNED = 1u << 4,     /* SMULL/SMLAL/SDIV */
    CM_F_LOADS_PC = 1u << 5,   /* LDM/POP with PC in the list */
    CM_F_EA_STATIC = 1u << 6,  /* address alignment known at decode (PC- or SP-relative): ea_low */
    CM_F_INDEX_SUB = 1u << 7,  /* index register subtracted */
    CM_F_CONDITIONAL = 1u << 8, /* B<cc> (may fall through) */
    CM_F_ARMV6M = 1u << 9,     /* the instruction exists in ARMv6-M (Cortex-M0/M0+) */
};

typedef struct cm_insn {
    uint32_t addr;
    int32_t disp;        /* immediate offset of a single load/store (not post-indexed) */
    uint16_t addr_regs;  /* registers the data address uses (bit n = rn; PC excluded) */
    uint16_t wregs;      /* registers written: ALU result(s), or the data of a load */
    uint16_t flags;      /* CM_F_* */
    uint8_t size;        /* 2 or 4 bytes */
    uint8_t cls;         /* cm_class */
    uint8_t access;      /* single load/store data size: 1, 2, 4 (0: none) */
    uint8_t base, index; /* load/store base and index registers (CM_NOREG: none); LDM/STM: base */
    uint8_t data;        /* single store: the register stored (CM_NOREG: none) */
    uint8_t shift;       /* index shift (LSL) */
    uint8_t nregs;       /* LDM/STM/PUSH/POP register count */
    uint8_t op_a, op_b;  /* long multiply / divide operand registers */
    uint8_t ea_low;      /* the address's low two bits when CM_F_EA_STATIC */
    uint8_t it_n;        /* IT: number of slots (1..4) */
    uint8_t it_size[4];  /* IT: the slots' sizes */
    uint8_t opnd[2];     /* the leakage trace's operand buses A and B: the first two operands the
                            instruction reads, in assembler order (a register, a load/store's base,
                            CM_OPND_IMM for an immediate, CM_NOREG for none) */
    int32_t imm;         /* the immediate of an operand slot that is CM_OPND_IMM */
    uint8_t valid;       /* decoded (cache use) */
} cm_insn;

/* Decodes the instruction at addr from code[0..avail) (avail >= 2; up to 18 bytes are used for an
 * IT's slots). Returns 0, or -1 when capstone cannot decode it (then *out is a 1-cycle CM_C_OTHER
 * instruction of the size the first halfword implies, in ARMv6-M only if it is 16 bits wide). */
int cm_decode(csh cs, const uint8_t *code, size_t avail, uint32_t addr, cm_insn *out);

/* The data address of a single load/store about to execute (registers read through reg). */
typedef uint32_t (*cm_reg_fn)(void *ctx, unsigned n); /* core register n (0..14), before the insn */
uint32_t cm_data_address(const cm_insn *i, cm_reg_fn reg, void *ctx);

/* ---- running a model ----------------------------------------------------------------------------- */
typedef enum {
    CM_FAULT_NONE,
    CM_FAULT_NOT_IN_ISA,  /* the core does not implement the instruction (e.g. Thumb-2 on ARMv6-M) */
    CM_FAULT_UNALIGNED,   /* an unaligned data access the core does not support (HardFault) */
} cm_fault;

typedef struct {
    uint64_t cycles;      /* modelled cycles so far */
    uint64_t insns;       /* instructions timed (executed; not counting skipped IT slots) */
    uint64_t it_skipped;  /* IT-block slots that failed their condition */
    uint64_t taken;       /* taken branches (refills charged) */
    uint64_t unmodelled;  /* discontinuities the model cannot explain (charged nothing) */
    uint64_t unaligned;   /* cycles charged for unaligned data accesses */
    cm_fault fault;       /* set by a step: the instruction must not run (the caller stops) */
    uint32_t fault_addr;  /* CM_FAULT_UNALIGNED: the data address */
    /* private */
    uint32_t next;        /* address after the last instruction */
    int8_t refill;        /* refill if the next instruction is not at `next`; -1: not a branch */
    uint8_t started, prev_size, prev_it;
    uint8_t hz;           /* hazard the last instruction leaves */
    uint16_t hz_regs;
    uint8_t it_n;
    uint32_t it_slot[4], it_end;
} cm_state;

typedef struct cm_model {
    const char *cpu;          /* the --cpu name: "cm3", "cm0plus", "cm0" */
    const char *version;      /* bumped whenever a rule or a cycle count changes, e.g. "cm3-trm-1.1" */
    const char *description;  /* one line: core, what the rules come from, assumptions */
    const cm_rule *rules;
    size_t n_rules;
    unsigned (*step)(const struct cm_model *m, cm_state *s, const cm_insn *i, cm_reg_fn reg, void *ctx);
} cm_model;

extern const cm_model cm_model_m3, cm_model_m0plus, cm_model_m0;

/* The models' step functions by name (what cm_model_m3.step and the ARMv6-M models' .step point to),
 * for the per-instruction hook: a direct call that link-time optimisation inlines. */
#define CM_STEP_INLINE __attribute__((always_inline)) inline
unsigned cm_m3_step(const cm_model *m, cm_state *s, const cm_insn *i, cm_reg_fn reg, void *ctx);
unsigned cm_v6m_step(const cm_model *m, cm_state *s, const cm_insn *i, cm_reg_fn reg, void *ctx);

/* The model for a --cpu name, or NULL. */
const cm_model *cm_model_find(const char *cpu);

void cm_reset(cm_state *s);

#endif /* LWC_CORTEXM_MODEL_H */
