/* sim/rv32/e31_model.h: the RV32IMC decoder and the timing model of the SiFive E31 core (the FE310 of
 * the HiFive1 boards) used by rv32-run: one versioned table of rules (e31_model.c), applied to every
 * executed instruction in order. A model is a model: its counts are estimates of the core with every
 * instruction fetch hitting the instruction cache, data in the DTIM at the DTIM's latency and data
 * loads from the memory-mapped SPI flash as transactions of the FE310's SPI flash interface (the
 * configuration in e31_flash), and are labelled with the model's version wherever they are reported.
 *
 * Use: decode each instruction once (rv_decode) and cache it; call e31_step for every instruction
 * the emulator executes, in order, before it executes (register values are read through a callback
 * for the data-dependent rules: division latency, access alignment). e31_step returns the cycles
 * charged to that instruction, including a misprediction penalty of the control-flow instruction
 * just before it; the running total is e31_state.cycles. A step can also find that the instruction
 * cannot run on the core (e31_state.fault): the caller stops there.
 */
#ifndef LWC_E31_MODEL_H
#define LWC_E31_MODEL_H

#include <stddef.h>
#include <stdint.h>

/* ---- a rule: one row of the model's table ------------------------------------------------------- */
typedef struct {
    const char *name;   /* short key, e.g. "load-word" */
    unsigned cycles;    /* the rule's latency or penalty */
    const char *what;   /* the rule */
    const char *basis;  /* where it comes from and how far it is validated */
} e31_rule;

/* ---- decoded instructions ------------------------------------------------------------------------ */
typedef enum {
    RV_C_ALU,      /* OP, OP-IMM, LUI, AUIPC (and their compressed forms) */
    RV_C_LOAD, RV_C_STORE,
    RV_C_BRANCH,   /* conditional */
    RV_C_JAL, RV_C_JALR,
    RV_C_MUL,      /* MUL, MULH, MULHSU, MULHU */
    RV_C_DIV,      /* DIV, DIVU, REM, REMU */
    RV_C_CSR,      /* CSRRW/S/C[I] */
    RV_C_FENCE,
    RV_C_SYSTEM,   /* ECALL, EBREAK, MRET, WFI: traps, not timed beyond one cycle */
    RV_C_ILLEGAL,  /* not in RV32IMC + Zicsr (the E31's A extension is not used by the target) */
    RV_CLASS_COUNT
} rv_class;

enum { RV_JUMP_PLAIN = 0, RV_JUMP_CALL = 1, RV_JUMP_RETURN = 2 };

typedef struct {
    uint32_t addr;
    int32_t imm;      /* load/store offset */
    uint16_t csr;     /* CSR number (RV_C_CSR) */
    uint8_t size;     /* 2 or 4 */
    uint8_t cls;      /* rv_class */
    uint8_t rd, rs1, rs2; /* 0: none (x0 is never a hazard) */
    uint8_t access;   /* load/store bytes */
    uint8_t sign;     /* DIV/REM: signed operands */
    uint8_t jump;     /* RV_C_JAL/JALR: RV_JUMP_* (calls and returns use the return-address stack) */
    uint8_t valid;    /* decoded (cache use) */
} rv_insn;

/* Decodes the instruction at addr (code: at least 2 bytes; 4 if the first halfword says 32 bits). */
void rv_decode(const uint8_t *code, size_t avail, uint32_t addr, rv_insn *out);

/* CSR numbers the runner serves with the modelled count */
enum { RV_CSR_MCYCLE = 0xB00, RV_CSR_MCYCLEH = 0xB80, RV_CSR_CYCLE = 0xC00, RV_CSR_CYCLEH = 0xC80,
       RV_CSR_MINSTRET = 0xB02, RV_CSR_MINSTRETH = 0xB82, RV_CSR_INSTRET = 0xC02, RV_CSR_INSTRETH = 0xC82 };

/* ---- running the model ---------------------------------------------------------------------------- */
typedef uint32_t (*rv_reg_fn)(void *ctx, unsigned n); /* x0..x31, before the instruction */

typedef enum { E31_FAULT_NONE, E31_FAULT_ILLEGAL, E31_FAULT_MISALIGNED } e31_fault;

#define E31_BTB_ENTRIES 40
#define E31_BTB_BUCKETS 256 /* the BTB's lookup index (no effect on the model) */
#define E31_BHT_ENTRIES 128
#define E31_BHT_SLOTS 8192 /* per-branch counters, by address (no aliasing: see e31_model.c) */
#define E31_RAS_ENTRIES 2

/* The SPI flash interface (QSPI0 of the FE310) as the model charges a data load from flash: its
 * clock divider and read-instruction format (the ffmt register) and its chip-select delays, in
 * SCK periods; one SCK period is 2 (sckdiv + 1) core cycles (the interface runs on the bus clock,
 * the core clock on the FE310). e31_reset sets the reset values (e31_flash_reset_values). */
typedef struct {
    uint32_t base, size;   /* the memory-mapped flash window */
    unsigned sckdiv;       /* sckdiv.div */
    unsigned cmd_en;       /* ffmt.cmd_en: a command byte starts a read */
    unsigned addr_len;     /* ffmt.addr_len: address bytes */
    unsigned pad_cnt;      /* ffmt.pad_cnt: dummy cycles */
    unsigned cmd_lanes, addr_lanes, data_lanes; /* 1, 2 or 4 (ffmt.cmd_proto/addr_proto/data_proto) */
    unsigned cssck, sckcs, intercs;             /* delay0.cssck, delay0.sckcs, delay1.intercs */
} e31_flash;

extern const e31_flash e31_flash_reset_values;

/* Core cycles of reading `bytes` bytes from flash at addr, given the interface's open transaction
 * (*open: a read is under way with chip select held; *next: the address it would continue at);
 * updates both. */
unsigned e31_flash_read_cycles(const e31_flash *f, uint32_t addr, unsigned bytes, int *open, uint32_t *next);

typedef struct {
    uint64_t cycles;       /* modelled cycles so far: the earliest issue cycle of the next instruction */
    uint64_t insns;        /* instructions timed */
    uint64_t mispredicts;  /* control-flow instructions whose next fetch address was mispredicted */
    uint64_t stalls;       /* cycles lost to operand interlocks and the busy multiplier/divider */
    uint64_t flash_reads;  /* data loads from the SPI flash */
    uint64_t flash_cycles; /* core cycles those loads spent on the SPI flash interface */
    uint64_t fetch_splits; /* control transfers to a 32-bit instruction at an address = 2 mod 4 */
    e31_flash flash;       /* the SPI flash interface's configuration (e31_reset: reset values) */
    uint64_t issue;        /* issue cycle of the last instruction (a cycle CSR read returns issue + 1) */
    e31_fault fault;       /* set by a step: the instruction must not run (the caller stops) */
    uint32_t fault_addr;   /* E31_FAULT_MISALIGNED: the data address */
    /* private */
    uint64_t ready[32];    /* cycle at which each register's latest value can be used */
    uint64_t muldiv_free;  /* the iterative multiplier/divider accepts a new operation */
    uint64_t mem_free;     /* the data port accepts a new load or store (after a flash read) */
    int flash_open;        /* the flash interface holds a read open (chip select asserted) */
    uint32_t flash_next;   /* the address that read would continue at */
    int pending;           /* a control-flow instruction waits for its actual successor */
    uint32_t pend_addr, pend_fall, pend_pred;
    uint8_t pend_cls, pend_jump;
    struct { uint32_t pc, target; uint64_t used; uint8_t valid, jump, cls; } btb[E31_BTB_ENTRIES];
    struct { uint32_t pc; uint8_t used, counter; } bht[E31_BHT_SLOTS];
    uint32_t ras[E31_RAS_ENTRIES];
    unsigned ras_top, ras_n;
    uint64_t btb_clock;
    /* indexes of btb[] that only make lookups fast (entry numbers + 1, 0: none): a chain of the
     * entries per hash bucket of their pc, and the valid entries from least to most recently used */
    uint8_t btb_bucket[E31_BTB_BUCKETS], btb_chain[E31_BTB_ENTRIES];
    uint8_t btb_older[E31_BTB_ENTRIES], btb_newer[E31_BTB_ENTRIES], btb_oldest, btb_newest, btb_n;
} e31_state;

extern const char e31_model_version[];
extern const char e31_model_description[];
extern const e31_rule e31_rules[];
extern const size_t e31_n_rules;

/* Resets the state; the flash configuration to e31_flash_reset_values (set s->flash after to change it). */
void e31_reset(e31_state *s);
unsigned e31_step(e31_state *s, const rv_insn *i, rv_reg_fn reg, void *ctx);

#endif /* LWC_E31_MODEL_H */
