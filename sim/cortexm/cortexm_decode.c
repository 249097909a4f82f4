/* sim/cortexm/cortexm_decode.c: the instruction decoder every Cortex-M timing model of m3-run shares
 * (cortexm_model.h). capstone decodes Thumb/Thumb-2; this file keeps what the timing rules need: the
 * instruction class, the registers its data address uses and the registers it writes, the address
 * parts of a load or store, register-list sizes, IT-block slots, and whether the instruction exists
 * in ARMv6-M (Cortex-M0/M0+: the 16-bit Thumb instructions except CBZ, CBNZ and IT, and the 32-bit
 * BL, MRS, MSR, DMB, DSB, ISB; ARMv6-M Architecture Reference Manual, "Thumb instruction set").
 */
#include "cortexm_model.h"

#include <string.h>

/* capstone register -> 0..15, or CM_NOREG */
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
    return CM_NOREG;
}

static uint16_t bit(uint8_t r) { return r < 16 ? (uint16_t)(1u << r) : 0; }

/* Size of the Thumb instruction whose first halfword is hw. */
static uint8_t thumb_size(uint16_t hw)
{
    unsigned top = hw >> 11;
    return (top == 0x1D || top == 0x1E || top == 0x1F) ? 4 : 2;
}

static uint16_t halfword(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }

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

/* ARMv6-M: every 16-bit Thumb instruction but CBZ, CBNZ and IT; of the 32-bit ones only these. */
static int in_armv6m(unsigned id, unsigned size)
{
    if (size == 2)
        return id != ARM_INS_CBZ && id != ARM_INS_CBNZ && id != ARM_INS_IT;
    switch (id) {
    case ARM_INS_BL: case ARM_INS_MRS: case ARM_INS_MSR: case ARM_INS_DMB: case ARM_INS_DSB: case ARM_INS_ISB:
        return 1;
    default:
        return 0;
    }
}

/* The address part of a single load/store: base, index, shift, displacement, writeback. */
static void decode_address(const cs_arm *a, cm_insn *o)
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
    o->index = mem->mem.index ? regno(mem->mem.index) : CM_NOREG;
    o->disp = mem->mem.disp;
    if (o->index != CM_NOREG) {
        o->shift = (uint8_t)(mem->shift.type == ARM_SFT_LSL ? mem->shift.value : (unsigned)mem->mem.lshift);
        if (mem->mem.scale < 0 || mem->subtracted)
            o->flags |= CM_F_INDEX_SUB;
    } else {
        o->flags |= CM_F_IMM_OFFSET;
    }
    if (a->writeback)
        o->flags |= CM_F_WRITEBACK;
    /* post-indexed: capstone lists the offset as an operand after the memory operand */
    if (a->writeback && mem_at + 1 < a->op_count)
        o->flags |= CM_F_POST;
    o->addr_regs = (uint16_t)((bit(o->base) | bit(o->index)) & 0x7FFF);

    /* PC-relative (literal) and SP-relative immediate addresses: alignment known now */
    if (o->base == 15 && o->index == CM_NOREG) {
        uint32_t ea = ((o->addr + 4) & ~3u) + (uint32_t)o->disp;
        o->flags |= CM_F_EA_STATIC;
        o->ea_low = (uint8_t)(ea & 3);
    } else if (o->base == 13 && o->index == CM_NOREG) { /* SP is always word-aligned */
        uint32_t ea = (o->flags & CM_F_POST) ? 0 : (uint32_t)o->disp;
        o->flags |= CM_F_EA_STATIC;
        o->ea_low = (uint8_t)(ea & 3);
    }
}

uint32_t cm_data_address(const cm_insn *i, cm_reg_fn reg, void *ctx)
{
    if (i->base == 15)
        return ((i->addr + 4) & ~3u) + (uint32_t)i->disp;
    if (i->base >= 15)
        return 0;
    uint32_t ea = reg(ctx, i->base);
    if (!(i->flags & CM_F_POST)) {
        ea += (uint32_t)i->disp;
        if (i->index < 15) {
            uint32_t x = reg(ctx, i->index) << i->shift;
            ea = (i->flags & CM_F_INDEX_SUB) ? ea - x : ea + x;
        }
    }
    return ea;
}

int cm_decode(csh cs, const uint8_t *code, size_t avail, uint32_t addr, cm_insn *o)
{
    memset(o, 0, sizeof *o);
    o->addr = addr;
    o->valid = 1;
    o->base = o->index = o->data = o->op_a = o->op_b = CM_NOREG;
    o->opnd[0] = o->opnd[1] = CM_NOREG;
    o->size = avail >= 2 ? thumb_size(halfword(code)) : 2;
    o->cls = CM_C_OTHER;
    if (o->size == 2)
        o->flags |= CM_F_ARMV6M; /* until decoded: unknown 16-bit encodings are left to the emulator */

    cs_insn *ins = NULL;
    size_t n = cs_disasm(cs, code, avail < 4 ? avail : 4, addr, 1, &ins);
    if (n == 0)
        return -1;
    const cs_arm *a = &ins->detail->arm;
    unsigned id = ins->id;
    o->size = (uint8_t)ins->size;
    o->flags = in_armv6m(id, o->size) ? CM_F_ARMV6M : 0;

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
    /* operand buses: the first two operands read (a memory operand puts its base on the bus) */
    unsigned nopnd = 0;
    for (int k = 0; k < a->op_count && nopnd < 2; k++) {
        const cs_arm_op *op = &a->operands[k];
        if (op->type == ARM_OP_REG && (op->access & CS_AC_READ) && regno(op->reg) < 15)
            o->opnd[nopnd++] = regno(op->reg);
        else if (op->type == ARM_OP_MEM && regno(op->mem.base) < 15)
            o->opnd[nopnd++] = regno(op->mem.base);
        else if (op->type == ARM_OP_IMM) {
            o->opnd[nopnd++] = CM_OPND_IMM;
            o->imm = op->imm;
        }
    }
    uint8_t op0 = a->op_count > 0 && a->operands[0].type == ARM_OP_REG ? regno(a->operands[0].reg) : CM_NOREG;

    switch (id) {
    case ARM_INS_LDR: case ARM_INS_LDRB: case ARM_INS_LDRH: case ARM_INS_LDRSB: case ARM_INS_LDRSH:
    case ARM_INS_LDRT: case ARM_INS_LDRBT: case ARM_INS_LDRHT: case ARM_INS_LDRSBT: case ARM_INS_LDRSHT:
    case ARM_INS_LDREX: case ARM_INS_LDREXB: case ARM_INS_LDREXH:
    case ARM_INS_STREX: case ARM_INS_STREXB: case ARM_INS_STREXH: /* M3 TRM: STREX pipelines like a load */
        o->cls = op0 == 15 ? CM_C_LOAD_PC : CM_C_LOAD;
        o->access = (uint8_t)access_size(id);
        decode_address(a, o);
        o->wregs = bit(op0) & 0x7FFF;
        break;
    case ARM_INS_STR: case ARM_INS_STRB: case ARM_INS_STRH:
    case ARM_INS_STRT: case ARM_INS_STRBT: case ARM_INS_STRHT:
        o->cls = CM_C_STORE;
        o->access = (uint8_t)access_size(id);
        o->data = op0;
        decode_address(a, o);
        break;
    case ARM_INS_LDRD: case ARM_INS_STRD:
        o->cls = id == ARM_INS_LDRD ? CM_C_LDRD : CM_C_STRD;
        decode_address(a, o);
        o->access = 0; /* word-aligned by architecture (else UsageFault) */
        o->flags &= (uint16_t)~CM_F_EA_STATIC;
        break;
    case ARM_INS_LDM: case ARM_INS_LDMDB: case ARM_INS_POP:
    case ARM_INS_STM: case ARM_INS_STMDB: case ARM_INS_PUSH: {
        int stack = id == ARM_INS_POP || id == ARM_INS_PUSH;
        int load = id == ARM_INS_LDM || id == ARM_INS_LDMDB || id == ARM_INS_POP;
        o->cls = load ? CM_C_LDM : CM_C_STM;
        o->nregs = (uint8_t)(reg_ops - (stack ? 0 : 1));
        o->base = stack ? 13 : op0;
        o->addr_regs = bit(o->base) & 0x7FFF;
        if (load && has_pc)
            o->flags |= CM_F_LOADS_PC;
        break;
    }
    case ARM_INS_B: case ARM_INS_BL: case ARM_INS_CBZ: case ARM_INS_CBNZ:
        o->cls = CM_C_BRANCH_IMM;
        if (id == ARM_INS_CBZ || id == ARM_INS_CBNZ || (id == ARM_INS_B && a->cc != ARM_CC_AL && a->cc != ARM_CC_INVALID))
            o->flags |= CM_F_CONDITIONAL;
        break;
    case ARM_INS_BX: case ARM_INS_BLX:
        o->cls = CM_C_BRANCH_REG;
        break;
    case ARM_INS_TBB: case ARM_INS_TBH:
        o->cls = CM_C_TB;
        decode_address(a, o);
        o->access = 0;
        o->flags &= (uint16_t)~CM_F_EA_STATIC;
        break;
    case ARM_INS_IT: {
        unsigned mask = halfword(code) & 0xF; /* IT firstcond:mask; slots = 4 - trailing zeros */
        unsigned slots = (mask & 1) ? 4 : (mask & 2) ? 3 : (mask & 4) ? 2 : 1;
        o->cls = CM_C_IT;
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
        o->cls = CM_C_MUL;
        break;
    case ARM_INS_MLA: case ARM_INS_MLS:
        o->cls = CM_C_MLA;
        break;
    case ARM_INS_UMULL: case ARM_INS_SMULL: case ARM_INS_UMLAL: case ARM_INS_SMLAL:
        o->cls = (id == ARM_INS_UMULL || id == ARM_INS_SMULL) ? CM_C_MULL : CM_C_MLAL;
        if (id == ARM_INS_SMULL || id == ARM_INS_SMLAL)
            o->flags |= CM_F_SIGNED;
        if (a->op_count >= 4) {
            o->op_a = regno(a->operands[2].reg);
            o->op_b = regno(a->operands[3].reg);
        }
        break;
    case ARM_INS_UDIV: case ARM_INS_SDIV:
        o->cls = CM_C_DIV;
        if (id == ARM_INS_SDIV)
            o->flags |= CM_F_SIGNED;
        if (a->op_count >= 3) {
            o->op_a = regno(a->operands[1].reg);
            o->op_b = regno(a->operands[2].reg);
        } else if (a->op_count == 2) {
            o->op_a = regno(a->operands[0].reg);
            o->op_b = regno(a->operands[1].reg);
        }
        break;
    case ARM_INS_DMB: case ARM_INS_DSB:
        o->cls = CM_C_BARRIER;
        break;
    case ARM_INS_ISB:
        o->cls = CM_C_ISB;
        break;
    case ARM_INS_MRS: case ARM_INS_MSR:
        o->cls = CM_C_SYSREG;
        break;
    case ARM_INS_NOP: case ARM_INS_YIELD: case ARM_INS_SEV: case ARM_INS_WFE: case ARM_INS_WFI:
    case ARM_INS_BKPT: case ARM_INS_SVC: case ARM_INS_CPS:
    case ARM_INS_CLREX: case ARM_INS_UDF:
        o->cls = CM_C_OTHER;
        break;
    default: /* data processing */
        o->cls = CM_C_ALU;
        if (written & bit(15))
            o->flags |= CM_F_WRITES_PC;
        break;
    }
    if (o->cls == CM_C_ALU || o->cls == CM_C_MUL || o->cls == CM_C_MLA || o->cls == CM_C_MULL ||
        o->cls == CM_C_MLAL || o->cls == CM_C_DIV)
        o->wregs = written & 0x7FFF;
    cs_free(ins, n);
    return 0;
}

void cm_reset(cm_state *s)
{
    memset(s, 0, sizeof *s);
    s->refill = -1;
}

const cm_model *cm_model_find(const char *cpu)
{
    static const cm_model *const all[] = {&cm_model_m3, &cm_model_m0plus, &cm_model_m0};
    for (size_t k = 0; k < sizeof all / sizeof all[0]; k++)
        if (strcmp(all[k]->cpu, cpu) == 0)
            return all[k];
    return NULL;
}
