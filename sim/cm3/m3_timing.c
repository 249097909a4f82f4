/* sim/cm3/m3_timing.c: the Cortex-M3 timing model of m3-run, version M3_MODEL_VERSION.
 *
 * Every timing rule is one row of m3_rules[] below; the code after it only classifies
 * instructions and decides which rows apply. Change a cycle count or a rule: change the table,
 * bump M3_MODEL_VERSION, and rerun the self-tests (ctest -R sim-cm3).
 *
 * ASSUMPTIONS (state them with every figure):
 *   - Memory is zero wait state for instruction fetch and for data, wherever it is (code region or
 *     SRAM; on parts whose flash has wait states or a prefetch buffer, real counts are higher:
 *     e.g. ~0.11 cycle per data read from flash measured on an STM32L1 at 0 wait states).
 *   - No interrupts, no debug halts; the write buffer never fills (stores to zero-wait memory).
 *   - Sources: the Cortex-M3 Technical Reference Manual (ARM DDI 0337, "Instruction timings" table
 *     and "Load/store timings"). Rules marked "silicon" are supported by a comparison with
 *     published DWT_CYCCNT counts of two public Cortex-M3 AES implementations measured on chips at
 *     0 wait states (jnk0le/cortexm-AES on an STM32F103: all 12 functions within 0-2 cycles, the
 *     model never slower; Ko-/aes-armcortexm on an STM32L100: 2-3% fast, the flash data reads).
 *     Rules marked "estimate" fill in what the TRM gives only as a range; "not validated" rules
 *     are the TRM's wording with a value the comparison could not check.
 *
 * How a step is charged (m3_step):
 *   1. Refill: when the previous instruction could write the PC and this one is not the next in
 *      sequence, the branch was taken: + its refill P (+1 for a 32-bit target at 2 mod 4).
 *   2. IT slots: unicorn does not report an IT-block instruction whose condition fails, so when
 *      the previous instruction did not branch and addresses were skipped inside the current IT
 *      block, each skipped slot costs IT_SKIPPED.
 *   3. The instruction's own cost from its class and the hazard the previous instruction left
 *      (a load: pipelining; a 1-cycle store: store-then-load; an ALU result: address stall).
 */
#include "m3_timing.h"

#include <stdio.h>
#include <string.h>

/* ================================ THE TABLE ================================================== */
const m3_rule m3_rules[M3_RULE_COUNT] = {
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

const char *m3_model_description(void)
{
    return M3_MODEL_VERSION ": Cortex-M3 r2p1 timing model (TRM rules + silicon-checked pipelining), "
                            "zero-wait-state memory";
}

/* ---- decoding ----------------------------------------------------------------------------------- */
/* capstone register -> 0..15, or M3_NOREG */
static uint8_t regno(int r)
{
    if (r >= ARM_REG_R0 && r <= ARM_REG_R12)
        return (uint8_t)(r - ARM_REG_R0);
    if (r == ARM_REG_SP)
        return 13;
    if (r == ARM_REG_LR)
        return 14;
    if (r == ARM_REG_PC)
        return 15;
    return M3_NOREG;
}

static uint16_t bit(uint8_t r) { return r < 16 ? (uint16_t)(1u << r) : 0; }

/* Size of the Thumb instruction whose first halfword is hw. */
static uint8_t thumb_size(uint16_t hw)
{
    unsigned top = hw >> 11;
    return (top == 0x1D || top == 0x1E || top == 0x1F) ? 4 : 2;
}

static uint16_t halfword(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }

/* Unaligned-access cycles for a data access of `size` bytes at address ea. */
static unsigned unaligned_cycles(uint32_t ea, unsigned size)
{
    if (size == 2)
        return (ea & 1) ? RC(M3_R_UNALIGNED_HALF) : 0;
    if (size == 4 && (ea & 3))
        return (ea & 1) ? RC(M3_R_UNALIGNED_WORD1) : RC(M3_R_UNALIGNED_WORD2);
    return 0;
}

static unsigned access_size(unsigned id)
{
    switch (id) {
    case ARM_INS_LDRB: case ARM_INS_LDRSB: case ARM_INS_LDRBT: case ARM_INS_LDRSBT: case ARM_INS_LDREXB:
    case ARM_INS_STRB: case ARM_INS_STRBT: case ARM_INS_STREXB:
        return 1;
    case ARM_INS_LDRH: case ARM_INS_LDRSH: case ARM_INS_LDRHT: case ARM_INS_LDRSHT: case ARM_INS_LDREXH:
    case ARM_INS_STRH: case ARM_INS_STRHT: case ARM_INS_STREXH:
        return 2;
    default:
        return 4;
    }
}

/* The address part of a single load/store: base, index, shift, displacement, writeback. */
static void decode_address(const cs_arm *a, m3_insn *o)
{
    const cs_arm_op *mem = NULL;
    int mem_at = -1;
    for (int k = 0; k < a->op_count; k++)
        if (a->operands[k].type == ARM_OP_MEM) {
            mem = &a->operands[k];
            mem_at = k;
            break;
        }
    if (mem == NULL)
        return;
    o->base = regno(mem->mem.base);
    o->index = mem->mem.index ? regno(mem->mem.index) : M3_NOREG;
    o->disp = mem->mem.disp;
    if (o->index != M3_NOREG) {
        o->shift = (uint8_t)(mem->shift.type == ARM_SFT_LSL ? mem->shift.value : (unsigned)mem->mem.lshift);
        if (mem->mem.scale < 0 || mem->subtracted)
            o->flags |= M3_F_INDEX_SUB;
    } else {
        o->flags |= M3_F_IMM_OFFSET;
    }
    if (a->writeback)
        o->flags |= M3_F_WRITEBACK;
    /* post-indexed: capstone lists the offset as an operand after the memory operand */
    if (a->writeback && mem_at + 1 < a->op_count)
        o->flags |= M3_F_POST;
    o->addr_regs = (uint16_t)((bit(o->base) | bit(o->index)) & 0x7FFF);

    /* PC-relative (literal) and SP-relative immediate addresses: alignment known now */
    if (o->base == 15 && o->index == M3_NOREG) {
        uint32_t ea = ((o->addr + 4) & ~3u) + (uint32_t)o->disp;
        o->flags |= M3_F_UA_STATIC;
        o->ua_static = (uint8_t)unaligned_cycles(ea, o->access);
    } else if (o->base == 13 && o->index == M3_NOREG) { /* SP is always word-aligned on ARMv7-M */
        uint32_t ea = (o->flags & M3_F_POST) ? 0 : (uint32_t)o->disp;
        o->flags |= M3_F_UA_STATIC;
        o->ua_static = (uint8_t)unaligned_cycles(ea, o->access);
    }
}

int m3_decode(csh cs, const uint8_t *code, size_t avail, uint32_t addr, m3_insn *o)
{
    memset(o, 0, sizeof *o);
    o->addr = addr;
    o->valid = 1;
    o->base = o->index = o->op_a = o->op_b = M3_NOREG;
    o->size = avail >= 2 ? thumb_size(halfword(code)) : 2;
    o->cls = M3_C_OTHER;

    cs_insn *ins = NULL;
    size_t n = cs_disasm(cs, code, avail < 4 ? avail : 4, addr, 1, &ins);
    if (n == 0)
        return -1;
    const cs_arm *a = &ins->detail->arm;
    unsigned id = ins->id;
    o->size = (uint8_t)ins->size;

    /* registers written (core registers only) */
    cs_regs rr, rw;
    uint8_t nr = 0, nw = 0;
    uint16_t written = 0;
    if (cs_regs_access(cs, ins, rr, &nr, rw, &nw) == CS_ERR_OK)
        for (unsigned k = 0; k < nw; k++)
            written |= bit(regno(rw[k]));
    /* register operands written (cs_regs_access misses some) and register-list facts */
    unsigned reg_ops = 0;
    int has_pc = 0;
    for (int k = 0; k < a->op_count; k++) {
        const cs_arm_op *op = &a->operands[k];
        if (op->type != ARM_OP_REG)
            continue;
        reg_ops++;
        if (op->reg == ARM_REG_PC)
            has_pc = 1;
        if (op->access & CS_AC_WRITE)
            written |= bit(regno(op->reg));
    }
    uint8_t op0 = a->op_count > 0 && a->operands[0].type == ARM_OP_REG ? regno(a->operands[0].reg) : M3_NOREG;

    switch (id) {
    case ARM_INS_LDR: case ARM_INS_LDRB: case ARM_INS_LDRH: case ARM_INS_LDRSB: case ARM_INS_LDRSH:
    case ARM_INS_LDRT: case ARM_INS_LDRBT: case ARM_INS_LDRHT: case ARM_INS_LDRSBT: case ARM_INS_LDRSHT:
    case ARM_INS_LDREX: case ARM_INS_LDREXB: case ARM_INS_LDREXH:
    case ARM_INS_STREX: case ARM_INS_STREXB: case ARM_INS_STREXH: /* TRM: STREX pipelines like a load */
        o->cls = op0 == 15 ? M3_C_LOAD_PC : M3_C_LOAD;
        o->access = (uint8_t)access_size(id);
        decode_address(a, o);
        o->wregs = bit(op0) & 0x7FFF;
        break;
    case ARM_INS_STR: case ARM_INS_STRB: case ARM_INS_STRH:
    case ARM_INS_STRT: case ARM_INS_STRBT: case ARM_INS_STRHT:
        o->cls = M3_C_STORE;
        o->access = (uint8_t)access_size(id);
        decode_address(a, o);
        break;
    case ARM_INS_LDRD: case ARM_INS_STRD:
        o->cls = id == ARM_INS_LDRD ? M3_C_LDRD : M3_C_STRD;
        decode_address(a, o);
        o->access = 0; /* word-aligned by architecture (else UsageFault) */
        o->flags &= (uint8_t)~M3_F_UA_STATIC;
        break;
    case ARM_INS_LDM: case ARM_INS_LDMDB: case ARM_INS_POP:
    case ARM_INS_STM: case ARM_INS_STMDB: case ARM_INS_PUSH: {
        int stack = id == ARM_INS_POP || id == ARM_INS_PUSH;
        int load = id == ARM_INS_LDM || id == ARM_INS_LDMDB || id == ARM_INS_POP;
        o->cls = load ? M3_C_LDM : M3_C_STM;
        o->nregs = (uint8_t)(reg_ops - (stack ? 0 : 1));
        o->addr_regs = stack ? bit(13) : (uint16_t)(bit(op0) & 0x7FFF);
        if (load && has_pc)
            o->flags |= M3_F_LOADS_PC;
        break;
    }
    case ARM_INS_B: case ARM_INS_BL: case ARM_INS_CBZ: case ARM_INS_CBNZ:
        o->cls = M3_C_BRANCH_IMM;
        break;
    case ARM_INS_BX: case ARM_INS_BLX:
        o->cls = M3_C_BRANCH_REG;
        break;
    case ARM_INS_TBB: case ARM_INS_TBH:
        o->cls = M3_C_TB;
        decode_address(a, o);
        o->access = 0;
        o->flags &= (uint8_t)~M3_F_UA_STATIC;
        break;
    case ARM_INS_IT: {
        unsigned mask = halfword(code) & 0xF; /* IT firstcond:mask; slots = 4 - trailing zeros */
        unsigned slots = (mask & 1) ? 4 : (mask & 2) ? 3 : (mask & 4) ? 2 : 1;
        o->cls = M3_C_IT;
        o->it_n = (uint8_t)slots;
        size_t off = 2;
        for (unsigned k = 0; k < slots; k++) {
            uint8_t sz = off + 2 <= avail ? thumb_size(halfword(code + off)) : 2;
            o->it_size[k] = sz;
            off += sz;
        }
        break;
    }
    case ARM_INS_MUL:
        o->cls = M3_C_MUL;
        break;
    case ARM_INS_MLA: case ARM_INS_MLS:
        o->cls = M3_C_MLA;
        break;
    case ARM_INS_UMULL: case ARM_INS_SMULL: case ARM_INS_UMLAL: case ARM_INS_SMLAL:
        o->cls = (id == ARM_INS_UMULL || id == ARM_INS_SMULL) ? M3_C_MULL : M3_C_MLAL;
        if (id == ARM_INS_SMULL || id == ARM_INS_SMLAL)
            o->flags |= M3_F_SIGNED;
        if (a->op_count >= 4) {
            o->op_a = regno(a->operands[2].reg);
            o->op_b = regno(a->operands[3].reg);
        }
        break;
    case ARM_INS_UDIV: case ARM_INS_SDIV:
        o->cls = M3_C_DIV;
        if (id == ARM_INS_SDIV)
            o->flags |= M3_F_SIGNED;
        if (a->op_count >= 3) {
            o->op_a = regno(a->operands[1].reg);
            o->op_b = regno(a->operands[2].reg);
        } else if (a->op_count == 2) {
            o->op_a = regno(a->operands[0].reg);
            o->op_b = regno(a->operands[1].reg);
        }
        break;
    case ARM_INS_DMB: case ARM_INS_DSB:
        o->cls = M3_C_BARRIER;
        break;
    case ARM_INS_ISB:
        o->cls = M3_C_ISB;
        break;
    case ARM_INS_NOP: case ARM_INS_YIELD: case ARM_INS_WFE: case ARM_INS_WFI: case ARM_INS_SEV:
    case ARM_INS_BKPT: case ARM_INS_SVC: case ARM_INS_MRS: case ARM_INS_MSR: case ARM_INS_CPS:
    case ARM_INS_CLREX: case ARM_INS_UDF:
        o->cls = M3_C_OTHER;
        break;
    default: /* data processing */
        o->cls = M3_C_ALU;
        if (written & bit(15))
            o->flags |= M3_F_WRITES_PC;
        break;
    }
    if (o->cls == M3_C_ALU || o->cls == M3_C_MUL || o->cls == M3_C_MLA || o->cls == M3_C_MULL ||
        o->cls == M3_C_MLAL || o->cls == M3_C_DIV)
        o->wregs = written & 0x7FFF;
    cs_free(ins, n);
    return 0;
}

/* ---- the step --------------------------------------------------------------------------------- */
enum { HZ_NONE, HZ_LOAD, HZ_STORE1, HZ_ALU };

void m3_reset(m3_state *s) { memset(s, 0, sizeof *s); s->refill = -1; }

static unsigned bits_of(uint32_t v) { return v ? 32u - (unsigned)__builtin_clz(v) : 0u; }
static uint32_t magnitude(uint32_t v) { return (v & 0x80000000u) ? 0u - v : v; }

static unsigned long_multiply(const m3_insn *i, m3_reg_fn reg, void *ctx)
{
    unsigned c = RC(i->cls == M3_C_MULL ? M3_R_MULL : M3_R_MLAL);
    if (i->op_a < 15 && i->op_b < 15) {
        uint32_t x = reg(ctx, i->op_a), y = reg(ctx, i->op_b);
        if (i->flags & M3_F_SIGNED) {
            x = magnitude(x);
            y = magnitude(y);
        }
        c += (x >= 0x10000u ? RC(M3_R_MUL_WIDE) : 0) + (y >= 0x10000u ? RC(M3_R_MUL_WIDE) : 0);
    }
    if (i->cls == M3_C_MLAL && (i->flags & M3_F_SIGNED))
        c += RC(M3_R_SMLAL);
    return c;
}

static unsigned divide(const m3_insn *i, m3_reg_fn reg, void *ctx)
{
    if (i->op_a >= 15 || i->op_b >= 15)
        return RC(M3_R_DIV_MAX);
    uint32_t n = reg(ctx, i->op_a), d = reg(ctx, i->op_b);
    if (i->flags & M3_F_SIGNED) {
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

static unsigned unaligned_ea(const m3_insn *i, m3_reg_fn reg, void *ctx)
{
    if (i->access < 2)
        return 0;
    if (i->flags & M3_F_UA_STATIC)
        return i->ua_static;
    if (i->base >= 15)
        return 0;
    uint32_t ea = reg(ctx, i->base);
    if (!(i->flags & M3_F_POST)) {
        ea += (uint32_t)i->disp;
        if (i->index < 15) {
            uint32_t x = reg(ctx, i->index) << i->shift;
            ea = (i->flags & M3_F_INDEX_SUB) ? ea - x : ea + x;
        }
    }
    return unaligned_cycles(ea, i->access);
}

static unsigned unaligned(m3_state *s, const m3_insn *i, m3_reg_fn reg, void *ctx)
{
    unsigned c = unaligned_ea(i, reg, ctx);
    s->unaligned += c;
    return c;
}

unsigned m3_step(m3_state *s, const m3_insn *i, m3_reg_fn reg, void *ctx)
{
    unsigned c = 0;
    int in_sequence = 1;

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

    switch ((m3_class)i->cls) {
    case M3_C_ALU:
        c += RC(M3_R_ALU);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        if (i->flags & M3_F_WRITES_PC)
            refill = (int)RC(M3_R_REFILL_REG);
        break;
    case M3_C_MUL:
        c += RC(M3_R_MUL);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        break;
    case M3_C_MLA:
        c += RC(M3_R_MLA);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        break;
    case M3_C_MULL:
    case M3_C_MLAL:
        c += long_multiply(i, reg, ctx);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        break;
    case M3_C_DIV:
        c += divide(i, reg, ctx);
        new_hz = HZ_ALU;
        new_regs = i->wregs;
        break;
    case M3_C_LOAD:
        if (after_load)
            c += (i->flags & M3_F_WRITEBACK) ? RC(M3_R_LOAD_WB_AFTER_LOAD) : RC(M3_R_PIPELINED);
        else
            c += RC(M3_R_LOAD) + agu;
        c += after_store + unaligned(s, i, reg, ctx);
        new_hz = HZ_LOAD;
        new_regs = i->wregs;
        break;
    case M3_C_STORE: {
        int one_cycle = (i->flags & M3_F_IMM_OFFSET) || after_load;
        c += ((i->flags & M3_F_IMM_OFFSET) ? RC(M3_R_STORE_IMM) : after_load ? RC(M3_R_PIPELINED)
                                                                              : RC(M3_R_STORE_REG)) +
             agu + unaligned(s, i, reg, ctx);
        new_hz = one_cycle ? HZ_STORE1 : HZ_NONE;
        break;
    }
    case M3_C_LOAD_PC:
        c += RC(M3_R_LOAD) + agu + after_store;
        refill = (int)RC(M3_R_REFILL_LOAD);
        break;
    case M3_C_LDRD:
        c += RC(M3_R_LDRD) + agu + after_store;
        break;
    case M3_C_STRD:
        c += RC(M3_R_LDRD) + agu;
        break;
    case M3_C_LDM:
        c += RC(M3_R_LDM) + i->nregs * RC(M3_R_LDM_REG) + agu + after_store;
        if (i->flags & M3_F_LOADS_PC)
            refill = (int)RC(M3_R_REFILL_LOAD);
        break;
    case M3_C_STM:
        c += RC(M3_R_LDM) + i->nregs * RC(M3_R_LDM_REG) + agu;
        break;
    case M3_C_BRANCH_IMM:
        c += RC(M3_R_BRANCH);
        refill = (int)RC(M3_R_REFILL_IMM);
        break;
    case M3_C_BRANCH_REG:
        c += RC(M3_R_BRANCH);
        refill = (int)RC(M3_R_REFILL_REG);
        break;
    case M3_C_TB:
        c += RC(M3_R_TB) + agu + after_store;
        refill = (int)RC(M3_R_REFILL_LOAD);
        break;
    case M3_C_IT: {
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
    case M3_C_BARRIER:
        c += RC(M3_R_BARRIER);
        break;
    case M3_C_ISB:
        c += RC(M3_R_ISB);
        break;
    case M3_C_OTHER:
    default:
        c += RC(M3_R_OTHER);
        break;
    }

    s->hz = new_hz;
    s->hz_regs = new_regs;
    s->refill = (int8_t)refill;
    s->next = i->addr + i->size;
    s->prev_size = i->size;
    s->prev_it = i->cls == M3_C_IT;
    s->started = 1;
    s->cycles += c;
    s->insns++;
    return c;
}
