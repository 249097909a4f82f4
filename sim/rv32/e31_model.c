/* sim/rv32/e31_model.c: RV32IMC decoder and the SiFive E31 timing model (e31_model.h).
 *
 * Source: the E31 core chapter of SiFive's FE310-G000/G002 manuals (the HiFive1 and HiFive1 Rev B):
 *   "single-issue, in-order pipeline [of] five stages ... peak execution rate of one instruction per
 *   clock cycle, and is fully bypassed so that most instructions have a one-cycle result latency",
 *   except: LW two cycles, LH/LHU/LB/LBU three, CSR reads three, MUL/MULH/MULHU/MULHSU five,
 *   DIV/DIVU/REM/REMU 2 to 33 depending on the operands; "the pipeline only interlocks on
 *   read-after-write and write-after-write hazards"; an 8-bit-per-cycle multiplier and a
 *   1-bit-per-cycle divider that "can only execute one operation at a time and will block until the
 *   previous operation completes"; a 40-entry branch target buffer, a 128-entry branch history
 *   table and a 2-entry return-address stack; "correctly predicted control-flow instructions result
 *   in no penalty. Mispredicted control-flow instructions incur a three-cycle penalty."
 *
 * What the manual leaves open and the model assumes (each a row below, marked "assumed"): the
 * predictor's organisation (the BTB fully associative with least-recently-used replacement, an entry
 * made by every taken control-flow instruction; without a BTB entry the fetch continues in sequence;
 * the BHT 2-bit saturating counters, one per branch address with no aliasing between branches (the
 * manual does not give the index function of its 128 entries; an aliasing index would make the
 * timing of constant-time code depend on unrelated code run before it), starting weakly not-taken;
 * the RAS consulted for a return that hits the BTB), the division latency inside the documented
 * range, and memory: every instruction fetch hits the 16 KB instruction cache (the "warm cache" of
 * published figures) and every data access, also one to the flash's read-only data, takes the DTIM's
 * latency. Misaligned loads and stores trap on the E31 (no hardware support): the model stops there.
 *
 * Model 1.1 adds two rules the core chapter does not state (docs/benchmark-method.md derives and
 * checks both):
 * - a data load from the memory-mapped SPI flash is a transaction of the FE310's SPI flash
 *   interface (the FE310 manual's SPI chapter, "SPI flash mode"; its registers and reset values are
 *   those of SiFive's SPI block, sifive-blocks' SPIFlash.scala and TLSPIFlash.scala): the
 *   instruction cache serves instruction fetches only, the flash port takes one byte per request (a
 *   word load is four byte reads), and a read continues the open transaction, one data byte at a
 *   time, only when its address follows the previous byte's; any other address deasserts chip
 *   select and sends command, address and dummy cycles again. The load's result waits for its bytes;
 *   the data port takes no other load or store meanwhile;
 * - a control transfer to a 32-bit instruction at an address = 2 mod 4 costs one more cycle: the
 *   fetch unit reads aligned 32-bit words, so the instruction's second half arrives a cycle later
 *   (the rule the Cortex-M3's TRM states for its fetch; sequential fetch hides it).
 */
#include "e31_model.h"

#include <string.h>

const char e31_model_version[] = "e31-fe310-1.1";
const char e31_model_description[] =
    "e31-fe310-1.1: SiFive E31 (FE310, HiFive1 Rev B) timing model from the FE310 manual's core chapter; "
    "instruction cache always hits, data at DTIM latency, flash data through the SPI flash interface at its reset "
    "configuration";

/* QSPI0 out of reset, as the HiFive1 Rev B's boot loader and board support leave it (sckdiv 3: one
 * SCK period = 8 core cycles; ffmt: command 0x03 on one lane, 3 address bytes, no dummy cycles, data
 * on one lane; cssck, sckcs, intercs 1 SCK each). Flash window 0x20000000, 512 MB. */
const e31_flash e31_flash_reset_values = {0x20000000u, 0x20000000u, 3, 1, 3, 0, 1, 1, 1, 1, 1, 1};

enum { LAT_ALU = 1, LAT_LW = 2, LAT_LSUB = 3, LAT_CSR = 3, LAT_MUL = 5, LAT_DIV_MIN = 2, LAT_DIV_MAX = 33,
       MISPREDICT = 3, FETCH_SPLIT = 1 };

const e31_rule e31_rules[] = {
    {"issue", 1, "one instruction per cycle, in order; result of ALU, LUI, AUIPC, JAL/JALR link usable by the next",
     "manual (peak rate, fully bypassed)"},
    {"load-word", LAT_LW, "LW result latency (a dependent instruction right after waits 1 cycle)", "manual"},
    {"load-sub-word", LAT_LSUB, "LH, LHU, LB, LBU result latency", "manual"},
    {"store", 1, "SW, SH, SB occupy one issue cycle", "manual (no exception listed)"},
    {"csr-read", LAT_CSR, "CSR read result latency (mcycle: a cycle read returns its issue cycle + 1)", "manual"},
    {"mul", LAT_MUL, "MUL, MULH, MULHU, MULHSU result latency; the unit takes no new operation before", "manual"},
    {"div", LAT_DIV_MAX, "DIV, DIVU, REM, REMU: 2 + quotient bits (bit length of |dividend| - bit length of "
     "|divisor| + 1, at least 0; 32 for a zero divisor), at most 33; the unit blocks until done",
     "manual range; the formula is assumed"},
    {"waw", 0, "an instruction whose destination is still being written by a longer-latency one waits until its "
     "own result would follow", "manual (interlock on WAW)"},
    {"mispredict", MISPREDICT, "control-flow instruction whose successor was not the predicted fetch address",
     "manual"},
    {"btb", E31_BTB_ENTRIES, "BTB entries: a taken branch or jump predicted taken at its target only if its "
     "address is in the BTB (fully associative, LRU; filled by every taken control transfer)",
     "manual size; organisation assumed"},
    {"bht", E31_BHT_ENTRIES, "BHT: a 2-bit counter per conditional branch, starting weakly not-taken, no aliasing "
     "between branches (the manual gives 128 entries, not their index); a branch in the BTB is predicted taken when "
     "its counter is >= 2", "manual size; organisation assumed"},
    {"ras", E31_RAS_ENTRIES, "RAS entries: JAL/JALR linking to ra or t0 push; JALR x0 through ra or t0 pops and "
     "predicts when it is in the BTB", "manual size; use assumed"},
    {"fetch", 0, "instruction fetch always hits the instruction cache (warm); compressed and 32-bit alike",
     "assumption (published HiFive1 figures are warm-cache)"},
    {"fetch-split", FETCH_SPLIT, "fetch restarting (a taken control transfer, predicted or not, or the fall-through "
     "after a misprediction) at a 32-bit instruction at an address = 2 mod 4: the fetch unit reads aligned 32-bit "
     "words, the second half comes a cycle later",
     "model 1.1: the Cortex-M3 TRM's fetch rule; published E31 loop figures (docs/benchmark-method.md)"},
    {"flash-new", 8 * 41, "data load from flash, a byte that does not continue the open read: cssck 1 + command 8 + "
     "address 24 + dummy 0 + data 8 SCK (1 SCK = 8 cycles at sckdiv 3), + sckcs 1 + intercs 1 SCK to close an "
     "open read first; the port takes 1 byte per request (LW = 4 reads)",
     "model 1.1: FE310 manual SPI flash mode, the SPI block's reset values (sifive-blocks)"},
    {"flash-next", 8 * 8, "data load from flash, a byte at the address after the previous one (chip select held): "
     "8 data SCK", "model 1.1: the SPI block's flash read merge (sifive-blocks SPIFlash.scala)"},
    {"flash-port", 0, "a load or store after a flash load issues once the flash bytes have arrived; the load's "
     "result comes its usual latency after them", "model 1.1: assumed (one outstanding data access)"},
    {"misaligned", 0, "misaligned LW/SW/LH/SH trap (the run stops)", "manual (no misaligned access support)"},
};
const size_t e31_n_rules = sizeof e31_rules / sizeof e31_rules[0];

/* ---- decoder ------------------------------------------------------------------------------------- */
static int32_t sext(uint32_t v, unsigned bits) { return (int32_t)(v << (32 - bits)) >> (32 - bits); }

static void jump_kind(rv_insn *o)
{
    int link_rd = o->rd == 1 || o->rd == 5, link_rs = o->rs1 == 1 || o->rs1 == 5;
    if (link_rd)
        o->jump = RV_JUMP_CALL;
    else if (o->cls == RV_C_JALR && o->rd == 0 && link_rs)
        o->jump = RV_JUMP_RETURN;
    else
        o->jump = RV_JUMP_PLAIN;
}

static void decode32(uint32_t w, rv_insn *o)
{
    unsigned rd = (w >> 7) & 31, rs1 = (w >> 15) & 31, rs2 = (w >> 20) & 31, f3 = (w >> 12) & 7;
    o->size = 4;
    switch (w & 0x7F) {
    case 0x37: case 0x17: /* LUI, AUIPC */
        o->cls = RV_C_ALU, o->rd = (uint8_t)rd;
        break;
    case 0x6F: /* JAL */
        o->cls = RV_C_JAL, o->rd = (uint8_t)rd;
        break;
    case 0x67: /* JALR */
        if (f3 != 0)
            break;
        o->cls = RV_C_JALR, o->rd = (uint8_t)rd, o->rs1 = (uint8_t)rs1, o->imm = sext(w >> 20, 12);
        break;
    case 0x63: /* branches */
        if (f3 == 2 || f3 == 3)
            break;
        o->cls = RV_C_BRANCH, o->rs1 = (uint8_t)rs1, o->rs2 = (uint8_t)rs2;
        break;
    case 0x03: /* loads */
        if (f3 == 3 || f3 > 5)
            break;
        o->cls = RV_C_LOAD, o->rd = (uint8_t)rd, o->rs1 = (uint8_t)rs1, o->imm = sext(w >> 20, 12);
        o->access = (uint8_t)(1u << (f3 & 3));
        break;
    case 0x23: /* stores */
        if (f3 > 2)
            break;
        o->cls = RV_C_STORE, o->rs1 = (uint8_t)rs1, o->rs2 = (uint8_t)rs2;
        o->imm = sext(((w >> 25) << 5) | ((w >> 7) & 31), 12);
        o->access = (uint8_t)(1u << f3);
        break;
    case 0x13: /* OP-IMM */
        if ((f3 == 1 && (w >> 25) != 0) || (f3 == 5 && (w >> 25) != 0 && (w >> 25) != 0x20))
            break;
        o->cls = RV_C_ALU, o->rd = (uint8_t)rd, o->rs1 = (uint8_t)rs1;
        break;
    case 0x33: /* OP */
        if ((w >> 25) == 1) {
            o->cls = f3 < 4 ? RV_C_MUL : RV_C_DIV;
            o->sign = f3 == 4 || f3 == 6;
        } else if ((w >> 25) == 0 || ((w >> 25) == 0x20 && (f3 == 0 || f3 == 5))) {
            o->cls = RV_C_ALU;
        } else {
            break;
        }
        o->rd = (uint8_t)rd, o->rs1 = (uint8_t)rs1, o->rs2 = (uint8_t)rs2;
        break;
    case 0x0F: /* FENCE, FENCE.I */
        o->cls = RV_C_FENCE;
        break;
    case 0x73:
        if (f3 == 0) {
            o->cls = RV_C_SYSTEM;
        } else if (f3 != 4) {
            o->cls = RV_C_CSR, o->rd = (uint8_t)rd, o->csr = (uint16_t)(w >> 20);
            o->rs1 = f3 < 4 ? (uint8_t)rs1 : 0;
        }
        break;
    default:
        break;
    }
}

static void decode16(uint32_t h, rv_insn *o)
{
    unsigned f3 = (h >> 13) & 7, rdp = 8 + ((h >> 2) & 7), rs1p = 8 + ((h >> 7) & 7);
    unsigned rd = (h >> 7) & 31, rs2 = (h >> 2) & 31;
    o->size = 2;
    switch (h & 3) {
    case 0:
        if (f3 == 0 && h != 0) /* C.ADDI4SPN */
            o->cls = RV_C_ALU, o->rd = (uint8_t)rdp, o->rs1 = 2;
        else if (f3 == 2 || f3 == 6) { /* C.LW, C.SW */
            o->cls = f3 == 2 ? RV_C_LOAD : RV_C_STORE, o->rs1 = (uint8_t)rs1p, o->access = 4;
            o->imm = (int32_t)((((h >> 6) & 1) << 2) | (((h >> 10) & 7) << 3) | (((h >> 5) & 1) << 6));
            if (f3 == 2)
                o->rd = (uint8_t)rdp;
            else
                o->rs2 = (uint8_t)rdp;
        }
        break;
    case 1:
        switch (f3) {
        case 0: case 2: /* C.ADDI (C.NOP), C.LI */
            o->cls = RV_C_ALU, o->rd = (uint8_t)rd, o->rs1 = f3 == 0 ? (uint8_t)rd : 0;
            break;
        case 1: /* C.JAL (RV32) */
            o->cls = RV_C_JAL, o->rd = 1;
            break;
        case 3: /* C.ADDI16SP, C.LUI */
            o->cls = RV_C_ALU, o->rd = (uint8_t)rd, o->rs1 = rd == 2 ? 2 : 0;
            break;
        case 4: { /* C.SRLI, C.SRAI, C.ANDI, C.SUB/XOR/OR/AND */
            unsigned f2 = (h >> 10) & 3;
            if (f2 == 3 && (h & (1u << 12)))
                break; /* RV64 C.SUBW/C.ADDW */
            o->cls = RV_C_ALU, o->rd = (uint8_t)rs1p, o->rs1 = (uint8_t)rs1p;
            if (f2 == 3)
                o->rs2 = (uint8_t)rdp;
            break;
        }
        case 5: /* C.J */
            o->cls = RV_C_JAL, o->rd = 0;
            break;
        default: /* C.BEQZ, C.BNEZ */
            o->cls = RV_C_BRANCH, o->rs1 = (uint8_t)rs1p;
            break;
        }
        break;
    case 2:
        switch (f3) {
        case 0: /* C.SLLI */
            o->cls = RV_C_ALU, o->rd = (uint8_t)rd, o->rs1 = (uint8_t)rd;
            break;
        case 2: /* C.LWSP */
            if (rd == 0)
                break;
            o->cls = RV_C_LOAD, o->rd = (uint8_t)rd, o->rs1 = 2, o->access = 4;
            o->imm = (int32_t)((((h >> 4) & 7) << 2) | (((h >> 12) & 1) << 5) | (((h >> 2) & 3) << 6));
            break;
        case 4:
            if (!(h & (1u << 12))) {
                if (rs2 == 0 && rd != 0) /* C.JR */
                    o->cls = RV_C_JALR, o->rd = 0, o->rs1 = (uint8_t)rd;
                else if (rs2 != 0) /* C.MV */
                    o->cls = RV_C_ALU, o->rd = (uint8_t)rd, o->rs2 = (uint8_t)rs2;
            } else if (rd == 0 && rs2 == 0) { /* C.EBREAK */
                o->cls = RV_C_SYSTEM;
            } else if (rs2 == 0) { /* C.JALR */
                o->cls = RV_C_JALR, o->rd = 1, o->rs1 = (uint8_t)rd;
            } else { /* C.ADD */
                o->cls = RV_C_ALU, o->rd = (uint8_t)rd, o->rs1 = (uint8_t)rd, o->rs2 = (uint8_t)rs2;
            }
            break;
        case 6: /* C.SWSP */
            o->cls = RV_C_STORE, o->rs1 = 2, o->rs2 = (uint8_t)rs2, o->access = 4;
            o->imm = (int32_t)((((h >> 9) & 15) << 2) | (((h >> 7) & 3) << 6));
            break;
        default: /* floating-point loads/stores: no FPU */
            break;
        }
        break;
    }
}

void rv_decode(const uint8_t *code, size_t avail, uint32_t addr, rv_insn *out)
{
    memset(out, 0, sizeof *out);
    out->addr = addr;
    out->cls = RV_C_ILLEGAL;
    out->valid = 1;
    uint32_t h = avail >= 2 ? (uint32_t)(code[0] | code[1] << 8) : 0;
    if ((h & 3) == 3) {
        out->size = 4;
        if (avail >= 4)
            decode32(h | (uint32_t)(code[2] | code[3] << 8) << 16, out);
    } else {
        decode16(h, out);
    }
    if (out->cls == RV_C_JAL || out->cls == RV_C_JALR)
        jump_kind(out);
}

/* ---- timing --------------------------------------------------------------------------------------- */
void e31_reset(e31_state *s)
{
    memset(s, 0, sizeof *s);
    s->flash = e31_flash_reset_values;
}

unsigned e31_flash_read_cycles(const e31_flash *f, uint32_t addr, unsigned bytes, int *open, uint32_t *next)
{
    unsigned sck = 0;
    for (unsigned b = 0; b < bytes; b++, addr++) {
        if (!*open || addr != *next) {
            if (*open)
                sck += f->sckcs + f->intercs;
            sck += f->cssck + (f->cmd_en ? 8 / f->cmd_lanes : 0) + 8 * f->addr_len / f->addr_lanes + f->pad_cnt;
            *open = 1;
        }
        sck += 8 / f->data_lanes;
        *next = addr + 1;
    }
    return sck * 2 * (f->sckdiv + 1);
}

static unsigned bit_length(uint32_t v)
{
    unsigned n = 0;
    while (v) {
        n++;
        v >>= 1;
    }
    return n;
}

static unsigned div_latency(const rv_insn *i, rv_reg_fn reg, void *ctx)
{
    uint32_t a = i->rs1 ? reg(ctx, i->rs1) : 0, b = i->rs2 ? reg(ctx, i->rs2) : 0;
    if (i->sign) {
        a = (int32_t)a < 0 ? 0u - a : a;
        b = (int32_t)b < 0 ? 0u - b : b;
    }
    if (b == 0)
        return LAT_DIV_MIN + 32 > LAT_DIV_MAX ? LAT_DIV_MAX : LAT_DIV_MIN + 32;
    int q = (int)bit_length(a) - (int)bit_length(b) + 1;
    unsigned lat = LAT_DIV_MIN + (unsigned)(q > 0 ? q : 0);
    return lat > LAT_DIV_MAX ? LAT_DIV_MAX : lat;
}

/* The BTB is fully associative: its entry for pc is found through a hash index of the valid entries,
 * and its least recently used entry is the oldest of a recency list; both give what a search of all
 * entries gives (btb[].used stamps are distinct and only grow, and entries fill in index order). */
static unsigned btb_bucket_of(uint32_t pc) { return ((pc >> 1) * 2654435761u) >> 24; }

static int btb_find(e31_state *s, uint32_t pc)
{
    for (unsigned k = s->btb_bucket[btb_bucket_of(pc)]; k; k = s->btb_chain[k - 1])
        if (s->btb[k - 1].pc == pc)
            return (int)k - 1;
    return -1;
}

static void btb_unlink(e31_state *s, int k)
{
    unsigned older = s->btb_older[k], newer = s->btb_newer[k];
    if (older)
        s->btb_newer[older - 1] = (uint8_t)newer;
    else
        s->btb_oldest = (uint8_t)newer;
    if (newer)
        s->btb_older[newer - 1] = (uint8_t)older;
    else
        s->btb_newest = (uint8_t)older;
}

/* Entry k was just used: the newest in the recency list. */
static void btb_touch(e31_state *s, int k, int listed)
{
    s->btb[k].used = ++s->btb_clock;
    if (listed)
        btb_unlink(s, k);
    s->btb_older[k] = s->btb_newest;
    s->btb_newer[k] = 0;
    if (s->btb_newest)
        s->btb_newer[s->btb_newest - 1] = (uint8_t)(k + 1);
    else
        s->btb_oldest = (uint8_t)(k + 1);
    s->btb_newest = (uint8_t)(k + 1);
}

/* The entry a new pc takes: the first never used, else the least recently used (taken out of the
 * indexes). */
static int btb_victim(e31_state *s)
{
    if (s->btb_n < E31_BTB_ENTRIES)
        return s->btb_n++;
    int k = s->btb_oldest - 1;
    btb_unlink(s, k);
    uint8_t *link = &s->btb_bucket[btb_bucket_of(s->btb[k].pc)];
    while (*link != k + 1)
        link = &s->btb_chain[*link - 1];
    *link = s->btb_chain[k];
    return k;
}

/* The counter of the branch at pc (created weakly not-taken on first use). */
static uint8_t *bht_counter(e31_state *s, uint32_t pc)
{
    unsigned k = (unsigned)((pc >> 1) * 2654435761u) % E31_BHT_SLOTS;
    for (unsigned n = 0; n < E31_BHT_SLOTS; n++, k = (k + 1) % E31_BHT_SLOTS) {
        if (!s->bht[k].used) {
            s->bht[k].used = 1;
            s->bht[k].pc = pc;
            s->bht[k].counter = 1;
        }
        if (s->bht[k].pc == pc)
            return &s->bht[k].counter;
    }
    return &s->bht[0].counter; /* more branches than slots: never in firmware of this size */
}

/* The fetch unit's guess of the address after control-flow instruction i. */
static uint32_t predict(e31_state *s, const rv_insn *i, uint32_t fall)
{
    int k = btb_find(s, i->addr);
    if (k < 0)
        return fall;
    btb_touch(s, k, 1);
    if (i->cls == RV_C_BRANCH)
        return *bht_counter(s, i->addr) >= 2 ? s->btb[k].target : fall;
    if (i->jump == RV_JUMP_RETURN && s->ras_n > 0)
        return s->ras[s->ras_top];
    return s->btb[k].target;
}

/* Training with the actual successor. */
static void train(e31_state *s, uint32_t addr, uint8_t cls, uint32_t fall, uint32_t actual)
{
    int taken = actual != fall;
    if (cls == RV_C_BRANCH) {
        uint8_t *c = bht_counter(s, addr);
        if (taken && *c < 3)
            (*c)++;
        else if (!taken && *c > 0)
            (*c)--;
    }
    if (!taken)
        return;
    int k = btb_find(s, addr);
    if (k < 0) {
        k = btb_victim(s);
        s->btb[k].valid = 1;
        s->btb[k].pc = addr;
        btb_touch(s, k, 0);
        unsigned b = btb_bucket_of(addr);
        s->btb_chain[k] = s->btb_bucket[b];
        s->btb_bucket[b] = (uint8_t)(k + 1);
    }
    s->btb[k].target = actual;
}

/* always_inline: link-time optimisation inlines it into rv32-run's per-instruction hook */
__attribute__((always_inline)) inline unsigned e31_step(e31_state *s, const rv_insn *i, rv_reg_fn reg, void *ctx)
{
    uint64_t before = s->cycles;
    s->fault = E31_FAULT_NONE;

    /* the control-flow instruction before this one: was this the predicted successor? */
    if (s->pending) {
        s->pending = 0;
        if (i->addr != s->pend_pred) {
            s->mispredicts++;
            s->cycles += MISPREDICT;
        }
        if ((i->addr != s->pend_fall || i->addr != s->pend_pred) && i->size == 4 && (i->addr & 3) == 2) {
            s->fetch_splits++;
            s->cycles += FETCH_SPLIT;
        }
        train(s, s->pend_addr, s->pend_cls, s->pend_fall, i->addr);
    }

    if (i->cls == RV_C_ILLEGAL) {
        s->fault = E31_FAULT_ILLEGAL;
        return 0;
    }
    uint32_t ea = 0;
    if (i->cls == RV_C_LOAD || i->cls == RV_C_STORE) {
        ea = (i->rs1 ? reg(ctx, i->rs1) : 0) + (uint32_t)i->imm;
        if (i->access > 1 && (ea & (i->access - 1u))) {
            s->fault = E31_FAULT_MISALIGNED;
            s->fault_addr = ea;
            return 0;
        }
    }

    unsigned lat = LAT_ALU;
    switch (i->cls) {
    case RV_C_LOAD: lat = i->access == 4 ? LAT_LW : LAT_LSUB; break;
    case RV_C_CSR: lat = LAT_CSR; break;
    case RV_C_MUL: lat = LAT_MUL; break;
    case RV_C_DIV: lat = div_latency(i, reg, ctx); break;
    default: break;
    }

    uint64_t t = s->cycles;
    if (i->rs1 && s->ready[i->rs1] > t)
        t = s->ready[i->rs1];
    if (i->rs2 && s->ready[i->rs2] > t)
        t = s->ready[i->rs2];
    if ((i->cls == RV_C_MUL || i->cls == RV_C_DIV) && s->muldiv_free > t)
        t = s->muldiv_free;
    if ((i->cls == RV_C_LOAD || i->cls == RV_C_STORE) && s->mem_free > t)
        t = s->mem_free;
    unsigned flash = 0;
    if (i->cls == RV_C_LOAD && ea - s->flash.base < s->flash.size) {
        flash = e31_flash_read_cycles(&s->flash, ea, i->access, &s->flash_open, &s->flash_next);
        s->flash_reads++;
        s->flash_cycles += flash;
        lat += flash;
    }
    if (i->rd && s->ready[i->rd] > t + lat) /* write-after-write */
        t = s->ready[i->rd] - lat;
    s->stalls += t - s->cycles;
    s->issue = t;
    s->cycles = t + 1;
    if (i->rd)
        s->ready[i->rd] = t + lat;
    if (i->cls == RV_C_MUL || i->cls == RV_C_DIV)
        s->muldiv_free = t + lat;
    if (flash)
        s->mem_free = t + flash + 1;
    s->insns++;

    if (i->cls == RV_C_BRANCH || i->cls == RV_C_JAL || i->cls == RV_C_JALR) {
        uint32_t fall = i->addr + i->size;
        s->pending = 1;
        s->pend_addr = i->addr;
        s->pend_fall = fall;
        s->pend_cls = i->cls;
        s->pend_jump = i->jump;
        s->pend_pred = predict(s, i, fall);
        if (i->jump == RV_JUMP_RETURN && s->ras_n > 0) {
            s->ras_top = (s->ras_top + E31_RAS_ENTRIES - 1) % E31_RAS_ENTRIES;
            s->ras_n--;
        }
        if (i->jump == RV_JUMP_CALL) {
            s->ras_top = (s->ras_top + 1) % E31_RAS_ENTRIES;
            s->ras[s->ras_top] = fall;
            if (s->ras_n < E31_RAS_ENTRIES)
                s->ras_n++;
        }
    }
    return (unsigned)(s->cycles - before);
}
