/* sim/cm3/m3_timing.h: the Cortex-M3 timing model of m3-run (one versioned table of rules,
 * m3_timing.c). The model is a model: its counts are estimates of a Cortex-M3 (r2p0/r2p1) with
 * zero-wait-state memory for both instruction fetch and data, and are labelled with
 * M3_MODEL_VERSION wherever they are reported.
 *
 * Use: decode each instruction once (m3_decode, capstone) and cache it; call m3_step for every
 * instruction the emulator executes, in order, before it executes (register values are read
 * through a callback for the data-dependent rules). m3_step returns the cycles charged to that
 * instruction, including the pipeline refill of a taken branch just before it and the IT-block
 * slots skipped just before it; the running total is m3_state.cycles.
 */
#ifndef LWC_M3_TIMING_H
#define LWC_M3_TIMING_H

#include <stddef.h>
#include <stdint.h>

#include <capstone/capstone.h>

/* Bumped whenever a rule or a cycle count changes: reported counts carry it. */
#define M3_MODEL_VERSION "cm3-trm-1.0"

/* ---- the rules (cycles in m3_rules[], m3_timing.c) ----------------------------------------- */
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

typedef struct {
    const char *name;   /* short key, e.g. "load" */
    unsigned cycles;
    const char *what;   /* the rule */
    const char *basis;  /* where it comes from and how far it is validated */
} m3_rule;

extern const m3_rule m3_rules[M3_RULE_COUNT];

/* ---- decoded instructions ------------------------------------------------------------------ */
typedef enum {
    M3_C_ALU, M3_C_MUL, M3_C_MLA, M3_C_MULL, M3_C_MLAL, M3_C_DIV,
    M3_C_LOAD, M3_C_STORE, M3_C_LOAD_PC, M3_C_LDRD, M3_C_STRD, M3_C_LDM, M3_C_STM,
    M3_C_BRANCH_IMM, M3_C_BRANCH_REG, M3_C_TB, M3_C_IT, M3_C_BARRIER, M3_C_ISB, M3_C_OTHER,
    M3_CLASS_COUNT
} m3_class;

#define M3_NOREG 0xFF
enum {
    M3_F_WRITES_PC = 1u << 0,  /* data processing with PC as destination */
    M3_F_WRITEBACK = 1u << 1,  /* load/store with base writeback (pre- or post-indexed) */
    M3_F_POST = 1u << 2,       /* post-indexed: the address is the base */
    M3_F_IMM_OFFSET = 1u << 3, /* single load/store without an index register */
    M3_F_SIGNED = 1u << 4,     /* SMULL/SMLAL/SDIV */
    M3_F_LOADS_PC = 1u << 5,   /* LDM/POP with PC in the list */
    M3_F_UA_STATIC = 1u << 6,  /* alignment known at decode (PC- or SP-relative): ua_static */
    M3_F_INDEX_SUB = 1u << 7,  /* index register subtracted */
};

typedef struct m3_insn {
    uint32_t addr;
    int32_t disp;        /* immediate offset of a single load/store (not post-indexed) */
    uint16_t addr_regs;  /* registers the data address uses (bit n = rn; PC excluded) */
    uint16_t wregs;      /* registers written: ALU result(s), or the data of a load */
    uint8_t size;        /* 2 or 4 bytes */
    uint8_t cls;         /* m3_class */
    uint8_t flags;       /* M3_F_* */
    uint8_t access;      /* single load/store data size: 1, 2, 4 (0: none) */
    uint8_t base, index; /* single load/store address registers (M3_NOREG: none) */
    uint8_t shift;       /* index shift (LSL) */
    uint8_t nregs;       /* LDM/STM/PUSH/POP register count */
    uint8_t op_a, op_b;  /* long multiply / divide operand registers */
    uint8_t ua_static;   /* unaligned-access cycles when M3_F_UA_STATIC */
    uint8_t it_n;        /* IT: number of slots (1..4) */
    uint8_t it_size[4];  /* IT: the slots' sizes */
    uint8_t valid;       /* decoded (cache use) */
} m3_insn;

/* Decodes the instruction at addr from code[0..avail) (avail >= 2; up to 18 bytes are used for an
 * IT's slots). Returns 0, or -1 when capstone cannot decode it (then *out is a 1-cycle M3_C_OTHER
 * instruction of the size the first halfword implies). */
int m3_decode(csh cs, const uint8_t *code, size_t avail, uint32_t addr, m3_insn *out);

/* ---- running the model --------------------------------------------------------------------- */
/* Reads core register n (0..14) as it is before the instruction being timed executes. */
typedef uint32_t (*m3_reg_fn)(void *ctx, unsigned n);

typedef struct {
    uint64_t cycles;      /* modelled cycles so far */
    uint64_t insns;       /* instructions timed (executed; not counting skipped IT slots) */
    uint64_t it_skipped;  /* IT-block slots that failed their condition */
    uint64_t taken;       /* taken branches (refills charged) */
    uint64_t unmodelled;  /* discontinuities the model cannot explain (charged nothing) */
    uint64_t unaligned;   /* cycles charged for unaligned data accesses */
    /* private */
    uint32_t next;        /* address after the last instruction */
    int8_t refill;        /* refill if the next instruction is not at `next`; -1: not a branch */
    uint8_t started, prev_size, prev_it;
    uint8_t hz;           /* hazard the last instruction leaves */
    uint16_t hz_regs;
    uint8_t it_n;
    uint32_t it_slot[4], it_end;
} m3_state;

void m3_reset(m3_state *s);
unsigned m3_step(m3_state *s, const m3_insn *i, m3_reg_fn reg, void *ctx);

/* "<version>: Cortex-M3 ..., zero-wait-state memory" (one line, no newline). */
const char *m3_model_description(void);

#endif /* LWC_M3_TIMING_H */
