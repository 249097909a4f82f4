#!/usr/bin/env python3
"""Generator of the fixsliced SKINNY-128-384+ rounds for RV32I (RV32IMC cores such as the SiFive E31):

    python3 gen_skinny128_384p_rv32.py > skinny128_384p_rounds_rv32.S
    python3 gen_skinny128_384p_rv32.py --header > skinny128_384p_fixsliced32_rounds.h

The representation, the per-round operations and the round-tweakey layout are those of the ARMv7-M
generator (../armv7m/gen_skinny128_384p_armv7m.py, imported: its docstring describes them), so the
tweakey expansion in C is shared too (the fixsliced32 technique folder, ../fixsliced32/, which this
backend lists after it; --header writes this backend's part of its contract: the per-round conversion
tables with this backend's row rotations and half swaps). What differs is the instruction
selection: RV32I has no rotated operand and no rotate instruction, so every rotation of the ARMv7-M
code is, in this order of preference,
  * nothing (amount 0);
  * one shift, when the bits that a rotation would wrap around are masked off anyway (the SubCells
    NOR aligns the two halves of a plane pair by +-1 bit, and its result is masked to one half, as
    are most round-tweakey regions);
  * SRLI + SLLI + OR (3 instructions) otherwise (MixColumns' row XORs, which also do ShiftRows: the
    columns wrap around the word).
A SubCells step x ^= ror(m & ~(a | ror(b, rb)), rx) aligns its three planes (each in one half of
its word) with up to two shifts; computed in the frame of x (or of b) instead, one of them goes
(nor_ops).
The generator emits the instructions as a list, runs that list on a model of the RV32 registers
against the specification (ref_encrypt of the ARMv7-M generator) on random blocks and tweakeys
before printing, and counts them.
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "armv7m"))
import gen_skinny128_384p_armv7m as g  # noqa: E402  (the shared representation and models)

M32 = 0xFFFFFFFF
S = ["a2", "a3", "a4", "a5"]          # state words s0..s3
T, U = "t0", "t1"                     # temporaries
K = ["a6", "a7"]                      # the round's two compact tweakey words
HALF = {g.HALF[0]: "t2", g.HALF[1]: "t3"}
MC_MASK = {0x03030303 << (2 * k): r for k, r in enumerate(["t4", "t5", "t6", "s0"])}
ARK_MASK = {0x0F0F0F0F: "s2", 0xF0F0F0F0: "s3"}  # the round-tweakey regions (every plan uses these two)
RK, BLOCK, CNT = "a1", "a0", "s1"


def wraps_free(mask, n, direction):
    """Whether a rotation of a word whose set bits are within mask equals one shift."""
    n %= 32
    if direction == "r":      # ror(x, n) == x >> n when no bit of mask is below n
        return mask & ((1 << n) - 1) == 0
    return mask >> n == 0  # ror(x, n) == x << (32 - n) when no bit of mask is at n or above


def rot(out, dst, src, n, mask, tmp):
    """dst = ror(src, n) for a src whose bits are within mask (dst may be src; tmp is free)."""
    n %= 32
    if n == 0:
        if dst != src:
            out.append(("mv", dst, src))
        return
    if wraps_free(mask, n, "r"):
        out.append(("srli", dst, src, n))
    elif wraps_free(mask, n, "l"):
        out.append(("slli", dst, src, 32 - n))
    else:
        out.append(("srli", tmp, src, n))
        out.append(("slli", dst, src, 32 - n))
        out.append(("or", dst, dst, tmp))


def xor_rot(out, dst, src, n, mask, tmp):
    """dst ^= ror(src, n), src within mask; src may be clobbered."""
    n %= 32
    if n == 0:
        out.append(("xor", dst, dst, src))
    elif wraps_free(mask, n, "r"):
        out.append(("srli", src, src, n))
        out.append(("xor", dst, dst, src))
    elif wraps_free(mask, n, "l"):
        out.append(("slli", src, src, 32 - n))
        out.append(("xor", dst, dst, src))
    else:
        out.append(("srli", tmp, src, n))
        out.append(("slli", src, src, 32 - n))
        out.append(("xor", dst, dst, tmp))
        out.append(("xor", dst, dst, src))


def rot_masked(out, dst, src, n, m, tmp):
    """dst = ror(src, n) on the bits under m (the others are don't-care; src is kept)."""
    n %= 32
    if n == 0:
        out.append(("mv", dst, src))
    elif m & (M32 << (32 - n)) & M32 == 0:
        out.append(("srli", dst, src, n))      # positions >= 32 - n not in m
    elif m & ((1 << (32 - n)) - 1) == 0:
        out.append(("slli", dst, src, 32 - n))
    else:
        rot(out, dst, src, n, M32, tmp)


def nor_ops(op):
    """x ^= ror(m & ~(a | ror(b, rb)), rx). The NOR may be computed in any frame k:
    ror(m & ~(a | ror(b, rb)), rx) = ror(ror(m, k) & ~(ror(a, k) | ror(b, rb + k)), rx - k), so with
    k = rx the result needs no shift and with k = -rb operand b needs none: the generator takes the
    frame with the fewest instructions (the half masks ror(m, k) are the two HALF registers)."""
    _, x, a, b, rb, m, rx = op
    best = None
    for k in sorted({0, rx % 32, (-rb) % 32}):
        mk = g.ror(m, k)
        ka, kb = k % 32, (rb + k) % 32
        out = []
        if ka == 0 and kb == 0:
            out.append(("or", T, S[a], S[b]))
        elif ka == 0 or kb == 0:
            r, n, other = (S[b], kb, S[a]) if ka == 0 else (S[a], ka, S[b])
            rot_masked(out, T, r, n, mk, U)
            out.append(("or", T, T, other))
        else:
            rot_masked(out, T, S[a], ka, mk, U)
            n = len(out)
            rot_masked(out, U, S[b], kb, mk, None)
            if len(out) - n != 1:                     # a rotation would need a third temporary
                continue
            out.append(("or", T, T, U))
        out.append(("and", T, T, HALF[mk]))
        out.append(("xor", T, T, HALF[mk]))           # t = mk & ~(a' | b')
        xor_rot(out, S[x], T, rx - k, mk, U)
        if best is None or len(out) < len(best):
            best = out
    return best


def round_ops(r, ops, plan, koff):
    """The instructions of one round (r mod 8), its tweakey words at RK + koff."""
    out = []
    for op in ops:
        if op[0] == "nor":
            out += nor_ops(op)
        elif op[0] == "ark":
            first = sorted(plan.items())[0][1][0][0]     # the compact word used first is loaded
            for gi in (first, 1 - first):                # first: no load feeds the next instruction
                out.append(("lw", K[gi], RK, koff + 4 * gi))
            for w, ((gi, rt), mask) in sorted(plan.items()):
                out.append(("and", T, K[gi], ARK_MASK[mask]))
                xor_rot(out, S[w], T, rt, mask, U)
        elif op[0] == "xorimm":
            imm = op[2]
            if imm < 2048:
                out.append(("xori", S[op[1]], S[op[1]], imm))
            else:
                out.append(("li", T, imm))
                out.append(("xor", S[op[1]], S[op[1]], T))
        elif op[0] == "mc":
            _, w, m, sh = op
            out.append(("and", T, S[w], MC_MASK[m]))
            xor_rot(out, S[w], T, sh, m, U)
    return out


def li_cost(v):
    v &= M32
    if v < 2048 or v >= M32 - 2047:
        return 1
    return 1 if v & 0xFFF == 0 else 2


def run(prog, regs, mem):
    """Execute the instruction list on regs (dict) with memory words mem (dict addr -> word)."""
    for ins in prog:
        op = ins[0]
        if op == "mv":
            regs[ins[1]] = regs[ins[2]]
        elif op == "li":
            regs[ins[1]] = ins[2] & M32
        elif op == "lw":
            regs[ins[1]] = mem[regs[ins[2]] + ins[3]]
        elif op in ("srli", "slli", "xori"):
            v = regs[ins[2]]
            regs[ins[1]] = {"srli": v >> ins[3], "slli": (v << ins[3]) & M32, "xori": v ^ ins[3]}[op]
        else:
            a, b = regs[ins[2]], regs[ins[3]]
            regs[ins[1]] = {"or": a | b, "and": a & b, "xor": a ^ b}[op]


def key_plans(lay):
    """Every conversion (rx, ry, hm) under which each state word takes its round tweakey from one
    compact word with one rotation, with its plan (the search of the ARMv7-M generator's key_plan,
    which keeps the first: there every rotation is free)."""
    loc, slot, off = lay
    found = []
    for rx in range(4):
        for ry in range(4):
            hm = 0
            for trial in range(2):
                plan, ok = {}, True
                for w in range(4):
                    g_rot, mask = None, 0
                    for j in (j for j in range(8) if loc[j][0] == w):
                        for i in range(2):
                            for c in range(4):
                                k = [0] * 8
                                k[4 * i + c] = 1 << j
                                kw = g.convert(*g.words_of(k), rx, ry, hm)
                                (gi,) = [q for q in range(2) if kw[q]]
                                pk = kw[gi].bit_length() - 1
                                _, ps = g.bitpos(loc, slot, off, j, i, c)
                                if trial == 0 and (pk & 1) != (ps & 1):
                                    q = g.relabel(1 << j).bit_length() - 1
                                    hm |= 0x01010101 << (q & ~1)
                                rot = (pk - ps) % 32
                                if g_rot is None:
                                    g_rot = (gi, rot)
                                elif g_rot != (gi, rot):
                                    ok = False
                                mask |= 1 << pk
                    plan[w] = (g_rot, mask)
                if ok and (trial == 1 or hm == 0):
                    found.append(((rx, ry, hm if trial else 0), plan))
                    break
    return found


def rv32_key_plan(r, lay):
    """The conversion whose AddRoundTweakey takes the fewest RV32I instructions: the rows' byte
    rotations (rx, ry, free in the C expansion's byte permutations) chosen so that the compact
    words need no rotation or a single shift where they can (a rotation of a region that would
    wrap around the word costs SRLI, SLLI and two EORs)."""
    return min(key_plans(lay), key=lambda kp: len(round_ops(r, [("ark",)], kp[1], 0)))


def build():
    rounds, _ = g.gen_rounds()
    plans = [rv32_key_plan(r, lay) for r, (_, lay) in enumerate(rounds)]
    prog = []
    for r in range(8):
        prog.append(("round", r))
        prog += round_ops(r, rounds[r][0], plans[r][1], 8 * r)
    return rounds, plans, prog


def check(rounds, plans, prog):
    rnd = random.Random(2)
    body = [i for i in prog if i[0] != "round"]
    for _ in range(20):
        block = [rnd.randrange(256) for _ in range(16)]
        tk = [rnd.randrange(256) for _ in range(48)]
        rk = g.model_schedule(tk, plans)
        s = g.pack(g.words_of(block))
        regs = {S[i]: s[i] for i in range(4)}
        regs.update({v: k for k, v in HALF.items()})
        regs.update({v: k for k, v in MC_MASK.items()})
        regs.update({v: k for k, v in ARK_MASK.items()})
        for c in range(5):
            mem = {4 * i: rk[16 * c + i] for i in range(16)}
            regs[RK] = 0
            run(body, regs, mem)
        out = g.bytes_of(g.unpack([regs[x] for x in S]))
        assert out == g.ref_encrypt(block, tk), "generated rounds disagree with the specification"


def fmt(ins):
    op = ins[0]
    if op == "round":
        return f"    /* ---- round r = 8i + {ins[1]} ---- */"
    if op == "lw":
        return f"    lw    {ins[1]}, {ins[3]}({ins[2]})"
    if op == "li":
        return f"    li    {ins[1]}, 0x{ins[2]:08X}"
    if op == "mv":
        return f"    mv    {ins[1]}, {ins[2]}"
    if op in ("srli", "slli"):
        return f"    {op:5} {ins[1]}, {ins[2]}, {ins[3]}"
    if op == "xori":
        return f"    xori  {ins[1]}, {ins[2]}, 0x{ins[3]:X}"
    return f"    {op:5} {ins[1]}, {ins[2]}, {ins[3]}"


def count(prog):
    return sum(li_cost(i[2]) if i[0] == "li" else 1 for i in prog if i[0] != "round")


PACK_STEPS = [(0, 1, 0x33333333, 2), (2, 3, 0x33333333, 2), (0, 2, 0x0F0F0F0F, 4), (1, 3, 0x0F0F0F0F, 4)]


def pack_asm(inverse):
    o = []

    def relabel_all():
        o.append("    li    t1, 0x02020202            # swap bits 1 and 3 of every byte (pair planes {0,3}, {1,2})")
        for x in S:
            o.extend([f"    srli  t0, {x}, 2", f"    xor   t0, t0, {x}", "    and   t0, t0, t1",
                  f"    xor   {x}, {x}, t0", "    slli  t0, t0, 2", f"    xor   {x}, {x}, t0"])

    def swapmove(a, b, m, n):
        o.extend([f"    li    t1, 0x{m:08X}            # SWAPMOVE(s{a}, s{b}, 0x{m:08X}, {n})",
                  f"    srli  t0, {S[a]}, {n}", f"    xor   t0, t0, {S[b]}", "    and   t0, t0, t1",
                  f"    xor   {S[b]}, {S[b]}, t0", f"    slli  t0, t0, {n}", f"    xor   {S[a]}, {S[a]}, t0"])
    if not inverse:
        o.append("    /* bytes -> bitsliced (the 4x4 transpose of row and plane pair) */")
        relabel_all()
        for st in PACK_STEPS:
            swapmove(*st)
    else:
        o.append("    /* bitsliced -> bytes (the layout is the initial one again after 8n rounds) */")
        for st in reversed(PACK_STEPS):
            swapmove(*st)
        relabel_all()
    return o


def emit(prog, per_round):
    o = [HEADER.format(per_round=per_round)]
    p = o.append
    p("    .globl  skinny128_384p_fixsliced32_rounds_n")
    p("    .type   skinny128_384p_fixsliced32_rounds_n, @function")
    p("skinny128_384p_fixsliced32_rounds_n:")
    p(f"    mv    t0, a2                    # n x 8 rounds")
    p("    j     0f")
    p("    .size skinny128_384p_fixsliced32_rounds_n, . - skinny128_384p_fixsliced32_rounds_n")
    p("    .globl  skinny128_384p_fixsliced32_rounds")
    p("    .type   skinny128_384p_fixsliced32_rounds, @function")
    p("skinny128_384p_fixsliced32_rounds:")
    p("    li    t0, 5                     # 5 x 8 rounds: the whole cipher")
    p("0:  addi  sp, sp, -16")
    p("    sw    s0, 0(sp)")
    p("    sw    s1, 4(sp)")
    p("    sw    s2, 8(sp)")
    p("    sw    s3, 12(sp)")
    p(f"    mv    {CNT}, t0")
    p(f"    andi  t0, {BLOCK}, 3")
    p("    bnez  t0, .Lload_bytes           # (a branch on the public address)")
    for i, x in enumerate(S):
        p(f"    lw    {x}, {4 * i}({BLOCK})")
    p(".Lloaded:")
    o.extend(pack_asm(False))
    for m, r in HALF.items():
        p(f"    li    {r}, 0x{m:08X}            # plane-half mask")
    for m, r in MC_MASK.items():
        p(f"    li    {r}, 0x{m:08X}            # row-slot mask")
    for m, r in ARK_MASK.items():
        p(f"    li    {r}, 0x{m:08X}            # round-tweakey region")
    p("    .balign 4                         # the loop head at 0 mod 4 (E31: a branch to a 32-bit instruction")
    p("1:                                    # at 2 mod 4 costs a fetch cycle)")
    o.extend(fmt(i) for i in prog)
    p(f"    addi  {RK}, {RK}, 64")
    p(f"    addi  {CNT}, {CNT}, -1")
    p(f"    bnez  {CNT}, 1b")
    o.extend(pack_asm(True))
    p(f"    andi  t0, {BLOCK}, 3")
    p("    lw    s0, 0(sp)")
    p("    lw    s1, 4(sp)")
    p("    lw    s2, 8(sp)")
    p("    lw    s3, 12(sp)")
    p("    addi  sp, sp, 16")
    p("    bnez  t0, .Lstore_bytes")
    for i, x in enumerate(S):
        p(f"    sw    {x}, {4 * i}({BLOCK})")
    p("    ret")
    p(".Lload_bytes:                      # unaligned block: little-endian words from bytes")
    for i, x in enumerate(S):
        p(f"    lbu   {x}, {4 * i}({BLOCK})")
        for k in range(1, 4):
            p(f"    lbu   t0, {4 * i + k}({BLOCK})")
            p(f"    slli  t0, t0, {8 * k}")
            p(f"    or    {x}, {x}, t0")
    p("    j     .Lloaded")
    p(".Lstore_bytes:")
    for i, x in enumerate(S):
        p(f"    sb    {x}, {4 * i}({BLOCK})")
        for k in range(1, 4):
            p(f"    srli  t0, {x}, {8 * k}")
            p(f"    sb    t0, {4 * i + k}({BLOCK})")
    p("    ret")
    p("    .size skinny128_384p_fixsliced32_rounds, . - skinny128_384p_fixsliced32_rounds")
    return "\n".join(o) + "\n"


HEADER = '''/* GENERATED by gen_skinny128_384p_rv32.py (do not edit; change the generator): the 40 rounds of the
 * fixsliced SKINNY-128-384+ on RV32I (RV32IMC cores such as the SiFive E31), ilp32. Representation:
 * ../armv7m/gen_skinny128_384p_armv7m.py; instruction selection: gen_skinny128_384p_rv32.py.
 *
 * void skinny128_384p_fixsliced32_rounds(uint8_t block[16], const uint32_t rk[80]);
 * void skinny128_384p_fixsliced32_rounds_n(uint8_t block[16], const uint32_t *rk, unsigned n);
 *   block: 40 rounds (rounds_n: n x 8 rounds) in place (word accesses when block is word aligned,
 *   byte accesses otherwise); packed to the bitsliced form first and unpacked after the last round
 *   (the layout has period 8). rk: 8n x 2 compact round-tweakey words, as the fixsliced32 C
 *   (the shared ARMv7-M expansion) writes them.
 * Registers: a0 = block, a1 = rk (64 bytes per 8 rounds), a2-a5 = s0..s3, a6/a7 = the round's two
 *   compact words, t0/t1 temporaries, t2/t3 = 0x55555555/0xAAAAAAAA (plane-half masks), t4-t6, s0 =
 *   the row-slot masks 0x03030303 << 2k, s1 = loop counter, s2/s3 = 0x0F0F0F0F/0xF0F0F0F0 (the
 *   round-tweakey regions); s0-s3 saved: 16 bytes of stack.
 * Per round: {per_round} single-cycle instructions on average (the generator counts them): SubCells
 *   8 x (OR, AND and XOR with the half mask for the NOR, EOR, and a shift per half alignment, the
 *   NOR computed in whichever half's frame needs the fewest shifts),
 *   AddRoundTweakey 2 LW and per state word AND with the region, its rotation (a shift where the
 *   region allows), EOR;
 *   MixColumns 12 x (AND, a rotation of 3 instructions that also does ShiftRows, EOR).
 * Constant time: no data-dependent branch or address.
 */
    .text
'''


def emit_header(rounds, plans):
    """The conversion tables for the shared C expansion (../fixsliced32/), in the ARMv7-M
    generator's format, with this backend's conversions."""
    text = g.emit(rounds, plans)
    assert text.startswith(g.GENERATED_HEADER)
    return HEADER_H + text[len(g.GENERATED_HEADER):]


HEADER_H = '''/* GENERATED by gen_skinny128_384p_rv32.py --header: the per-round conversion tables of the fixsliced
 * SKINNY-128-384+ for RV32, the RV32 backend's part of the fixsliced32 technique's contract
 * (../fixsliced32/skinny128_384p_fixsliced32.h; the row rotations and half swaps are this backend's:
 * see the generator). Do not edit: change the generator. */
#ifndef LWC_SKINNY128_384P_FIXSLICED32_ROUNDS_H
#define LWC_SKINNY128_384P_FIXSLICED32_ROUNDS_H
'''


def main():
    rounds, plans, prog = build()
    check(rounds, plans, prog)
    per_round = count(prog) / 8
    if sys.argv[1:] == ["--count"]:
        print(per_round)
        return
    if sys.argv[1:] == ["--header"]:
        sys.stdout.write(emit_header(rounds, plans))
        return
    sys.stdout.write(emit(prog, f"{per_round:.1f}"))


if __name__ == "__main__":
    main()
