#!/usr/bin/env python3
"""Generator of the fixsliced SKINNY-128-384+ rounds for ARMv6-M (Cortex-M0/M0+), Thumb-1:

    python3 gen_skinny128_384p_armv6m.py > skinny128_384p_rounds_armv6m.S
    python3 gen_skinny128_384p_armv6m.py --header > skinny128_384p_fixsliced32_rounds.h

The representation, the per-round operations and the compact round-tweakey format are those of the
ARMv7-M backend (../armv7m/gen_skinny128_384p_armv7m.py, imported: one model for both), so the
tweakey expansion in C is shared too (the fixsliced32 technique folder, ../fixsliced32/, which this
backend lists after it; --header writes this backend's part of its contract, the per-round tables of
the shared layout). Only the instruction selection
differs, because Thumb-1 has no shifted or rotated operand, no immediate masks, three-operand forms
only for shifts, and data operations on r0-r7 only:

  * SubCells, x ^= NOR(a, b) on one plane (a half of a word, the halves interleaved bit by bit):
    t = HALF[base] (MOV from a high register), t &= ~a, t &= ~b (BICS), x ^= t (EORS), where base is
    the half most of x, a, b are in; an operand in the other half is first shifted by one bit into a
    temporary (LSRS/LSLS Rd, Rm, #1: the copy comes free), and t is shifted by one bit when x is
    in the other half. Shifts suffice where ARMv7-M rotates: the bits that would wrap are masked out.
    4 or 5 instructions.
  * MixColumns row XOR (ShiftRows folded into the rotation), per word: t = mask (MOV from a high
    register), t &= w, t = ror(t, r6) (RORS by the amount in r6, set once per row XOR for the four
    words), w ^= t. For the one row mask not kept in a high register (0xC0C0C0C0) the word is rotated
    first and masked with the destination row's mask (the masks repeat every byte, so a whole-byte
    column rotation leaves them unchanged). 4 instructions per word.
  * AddRoundTweakey: each compact word k feeds two state words, one through its low nibbles and one
    through its high nibbles: t = k & 0x0F0F0F0F, k ^= t, each rotated by r6 and XORed in.
  * AddConstants c2: one bit, MOVS (and LSLS) into a temporary, EORS.

The same file gets skinny128_384p_ks_set_tk1 (the TK1 update of the expanded schedule, once per block
of Romulus-N): see set_tk1_code below.

Before printing, the generated instruction list is run on a small Thumb-1 interpreter (below) against
the specification model of the ARMv7-M generator, on random blocks and tweakeys, at an aligned and an
unaligned block address, for the whole cipher and for 8-round slices; the TK1 update against the
model's schedule (its change for a random old and new TK1), at aligned and unaligned tk1.
"""
import os
import random
import sys

sys.dont_write_bytecode = True  # nothing written into the tree by the import below
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "armv7m"))
import gen_skinny128_384p_armv7m as m7  # noqa: E402  (the shared model)

M32 = 0xFFFFFFFF
S = ["r0", "r1", "r2", "r3"]    # state words s0..s3
T, U, A, RK = "r4", "r5", "r6", "r7"   # temporary, second temporary / compact word, amount, rk
HALF = {0: "r8", 1: "r9"}        # 0x55555555, 0xAAAAAAAA
NIB = "r10"                      # 0x0F0F0F0F
ROWMASK = {0x03030303: "r11", 0x30303030: "r12", 0x0C0C0C0C: "lr"}  # 0xC0C0C0C0: not kept
CONSTS = {"r8": 0x55555555, "r9": 0xAAAAAAAA, "r10": 0x0F0F0F0F, "r11": 0x03030303, "r12": 0x30303030,
          "lr": 0x0C0C0C0C}


# ---------------------------------------------------------------- instruction selection
def sbox_step(op, out):
    _, x, a, b, rb, m, rx = op
    ha = 0 if m == m7.HALF[0] else 1
    hb = ha if rb == 0 else ha ^ 1
    hx = ha if rx == 0 else ha ^ 1
    votes = [ha, hb, hx]
    base = 1 if votes.count(1) >= 2 else 0
    out.append(("mov", T, HALF[base]))
    for w, h in ((a, ha), (b, hb)):
        if h == base:
            out.append(("bics", T, S[w]))
        else:
            out.append(("lsrs" if h == 1 else "lsls", U, S[w], 1))
            out.append(("bics", T, U))
    if hx != base:
        out.append(("lsls" if hx == 1 else "lsrs", T, T, 1))
    out.append(("eors", S[x], T))


def set_amount(n, cur, out):
    if n != cur[0]:
        out.append(("movs", A, n))
        cur[0] = n


def mix_group(m, sh, cur, out):
    set_amount(sh, cur, out)
    if m in ROWMASK:
        for w in range(4):
            out.append(("mov", T, ROWMASK[m]))
            out.append(("ands", T, S[w]))
            out.append(("rors", T, A))
            out.append(("eors", S[w], T))
    else:
        d = m7.ror(m, sh)  # the destination row's mask (byte-periodic: the column rotation keeps it)
        out.append(("mov", U, ROWMASK[d]))
        for w in range(4):
            out.append(("mov", T, S[w]))
            out.append(("rors", T, A))
            out.append(("ands", T, U))
            out.append(("eors", S[w], T))


def add_round_tweakey(plan, cur, out):
    by_g = {0: {}, 1: {}}
    for w, ((g, rot), mask) in plan.items():
        by_g[g][mask] = (w, rot % 32)
    lo, hi = 0x0F0F0F0F, 0xF0F0F0F0
    order = [(0, (lo, hi)), (1, (hi, lo))]  # a, b, b, a: the amount register changes least
    for g, parts in order:
        out.append(("ldm", RK, [U]))
        out.append(("mov", T, NIB))
        out.append(("ands", T, U))       # t = k & 0x0F0F0F0F
        out.append(("eors", U, T))       # k = k & 0xF0F0F0F0
        for part in parts:
            w, rot = by_g[g][part]
            reg = T if part == lo else U
            if rot:
                set_amount(rot, cur, out)
                out.append(("rors", reg, A))
            out.append(("eors", S[w], reg))


def add_c2(w, value, out):
    p = value.bit_length() - 1
    if p < 8:
        out.append(("movs", T, value))
    else:
        out.append(("movs", T, 1))
        out.append(("lsls", T, T, p))
    out.append(("eors", S[w], T))


def round_code(r, rounds, plans):
    ops, _ = rounds[r]
    out, cur = [], [None]
    i = 0
    while i < len(ops):
        op = ops[i]
        if op[0] == 'nor':
            sbox_step(op, out)
            i += 1
        elif op[0] == 'ark':
            add_round_tweakey(plans[r][1], cur, out)
            i += 1
        elif op[0] == 'xorimm':
            add_c2(op[1], op[2], out)
            i += 1
        elif op[0] == 'mc':
            group = ops[i:i + 4]
            assert [g[1] for g in group] == [0, 1, 2, 3] and len({(g[2], g[3]) for g in group}) == 1
            mix_group(op[2], op[3], cur, out)
            i += 4
        else:
            raise ValueError(op)
    return out


def swapmove_code(a, b, mreg, n, out):
    out += [("lsrs", T, S[a], n), ("eors", T, S[b]), ("ands", T, mreg), ("eors", S[b], T),
            ("lsls", T, T, n), ("eors", S[a], T)]


def relabel_code(out):
    for x in S:  # t = (x ^ (x >> 2)) & 0x02020202; x ^= t ^ (t << 2)
        out += [("lsrs", T, x, 2), ("eors", T, x), ("ands", T, U), ("eors", x, T), ("lsls", T, T, 2),
                ("eors", x, T)]


SWAPS = [(0, 1, 0x33333333, 2), (2, 3, 0x33333333, 2), (0, 2, 0x0F0F0F0F, 4), (1, 3, 0x0F0F0F0F, 4)]


def pack_code(inverse):
    out = []
    if not inverse:
        out.append(("ldr=", U, 0x02020202))
        relabel_code(out)
        out.append(("ldr=", U, 0x33333333))
        for a, b, msk, n in SWAPS[:2]:
            swapmove_code(a, b, U, n, out)
        out.append(("mov", U, NIB))
        for a, b, msk, n in SWAPS[2:]:
            swapmove_code(a, b, U, n, out)
    else:
        out.append(("mov", U, NIB))
        for a, b, msk, n in reversed(SWAPS[2:]):
            swapmove_code(a, b, U, n, out)
        out.append(("ldr=", U, 0x33333333))
        for a, b, msk, n in reversed(SWAPS[:2]):
            swapmove_code(a, b, U, n, out)
        out.append(("ldr=", U, 0x02020202))
        relabel_code(out)
    return out


def function_code(rounds, plans):
    """The whole function as (label | instruction) items; entry points 'rounds_n' and 'rounds'."""
    c = []
    c.append(("label", "skinny128_384p_fixsliced32_rounds"))
    c.append(("movs", "r2", 5))
    c.append(("label", "skinny128_384p_fixsliced32_rounds_n"))
    c.append(("push", ["r4", "r5", "r6", "r7", "lr"]))
    c += [("mov", "r4", "r8"), ("mov", "r5", "r9"), ("mov", "r6", "r10"), ("mov", "r7", "r11")]
    c.append(("push", ["r4", "r5", "r6", "r7"]))
    c.append(("lsls", "r2", "r2", 6))          # n x 8 rounds x 8 bytes
    c.append(("adds", "r2", "r1", "r2"))       # the end of this call's round tweakeys
    c.append(("push", ["r0", "r2"]))           # [sp] = block, [sp, #4] = end
    c.append(("mov", RK, "r1"))
    c.append(("movs", T, 3))
    c.append(("tst", "r0", T))
    c.append(("bne", "load_bytes"))
    c.append(("ldm", "r0", ["r0", "r1", "r2", "r3"]))   # word aligned
    c.append(("b", "loaded"))
    c.append(("label", "load_bytes"))
    for w in (3, 2, 1, 0):                     # s0 last: r0 is the pointer
        dst = S[w] if w else T
        c.append(("ldrb", dst, "r0", 4 * w + 3))
        for k in (2, 1, 0):
            c.append(("ldrb", U, "r0", 4 * w + k))
            c.append(("lsls", dst, dst, 8))
            c.append(("orrs", dst, U))
    c.append(("mov", "r0", T))
    c.append(("label", "loaded"))
    c += pack_code(False)
    # constants in the high registers
    c += [("ldr=", T, 0x55555555), ("mov", "r8", T), ("mvns", T, T), ("mov", "r9", T),
          ("ldr=", T, 0x03030303), ("mov", "r11", T), ("lsls", T, T, 2), ("mov", "lr", T),
          ("lsls", T, T, 2), ("mov", "r12", T)]    # r10 = 0x0F0F0F0F was set for the packing
    c.append(("b", "eight_rounds"))            # over the constants (LDR reaches 1 KB forward only)
    c.append(("ltorg",))
    c.append(("label", "eight_rounds"))
    for r in range(8):
        c.append(("comment", f"round 8i + {r}"))
        c += round_code(r, rounds, plans)
    c.append(("ldr", T, "sp", 4))
    c.append(("cmp", RK, T))
    c.append(("beq", "rounds_done"))          # (B<cond> reaches 256 bytes, B 2 KB)
    c.append(("b", "eight_rounds"))
    c.append(("label", "rounds_done"))
    c += pack_code(True)
    c.append(("pop", ["r7"]))                  # block
    c.append(("add sp", 1))
    c.append(("movs", T, 3))
    c.append(("tst", RK, T))
    c.append(("bne", "store_bytes"))
    c.append(("stm", RK, ["r0", "r1", "r2", "r3"]))
    c.append(("b", "stored"))
    c.append(("label", "store_bytes"))
    for w in range(4):
        for k in range(4):
            c.append(("strb", S[w], RK, 4 * w + k))
            if k < 3:
                c.append(("lsrs", S[w], S[w], 8))
    c.append(("label", "stored"))
    c.append(("pop", ["r4", "r5", "r6", "r7"]))
    c += [("mov", "r8", "r4"), ("mov", "r9", "r5"), ("mov", "r10", "r6"), ("mov", "r11", "r7")]
    c.append(("pop", ["r4", "r5", "r6", "r7", "pc"]))
    return c


# The packing needs 0x0F0F0F0F in r10 before the constants are set: load it first.
def fix_nib(code):
    i = code.index(("label", "loaded"))
    return code[:i + 1] + [("ldr=", T, 0x0F0F0F0F), ("mov", NIB, T)] + code[i + 1:]


# ---------------------------------------------------------------- a small Thumb-1 interpreter
LOW = {f"r{i}" for i in range(8)}


def run(code, mem, regs, entry):
    """Execute from label entry until the final pop {.., pc}. mem: dict addr -> byte."""
    labels = {it[1]: i for i, it in enumerate(code) if it[0] == "label"}
    R = dict(regs)
    R["sp"] = 0x20008000
    z = False

    def rd32(a):
        assert a % 4 == 0, "unaligned word access"
        return sum(mem.get(a + k, 0) << (8 * k) for k in range(4))

    def wr32(a, v):
        assert a % 4 == 0, "unaligned word access"
        for k in range(4):
            mem[a + k] = (v >> (8 * k)) & 0xFF

    def low(*rs):
        for x in rs:
            assert x in LOW, f"high register {x} in a Thumb-1 data operation"

    pc = labels[entry]
    steps = 0
    while True:
        it = code[pc]
        pc += 1
        steps += 1
        op = it[0]
        if op in ("label", "comment", "ltorg"):
            continue
        if op == "mov":
            R[it[1]] = R[it[2]]
        elif op == "movs":
            low(it[1])
            assert 0 <= it[2] < 256
            R[it[1]] = it[2]
        elif op == "ldr=":
            low(it[1])
            R[it[1]] = it[2]
        elif op in ("ands", "orrs", "eors", "bics"):
            low(it[1], it[2])
            a, b = R[it[1]], R[it[2]]
            R[it[1]] = {"ands": a & b, "orrs": a | b, "eors": a ^ b, "bics": a & ~b & M32}[op]
        elif op == "mvns":
            low(it[1], it[2])
            R[it[1]] = ~R[it[2]] & M32
        elif op in ("lsls", "lsrs"):
            low(it[1], it[2])
            assert 0 <= it[3] < 32
            R[it[1]] = ((R[it[2]] << it[3]) & M32) if op == "lsls" else (R[it[2]] >> it[3])
        elif op == "rors":
            low(it[1], it[2])
            R[it[1]] = m7.ror(R[it[1]], R[it[2]] & 0xFF)
        elif op == "adds":
            low(it[1], it[2], it[3])
            R[it[1]] = (R[it[2]] + R[it[3]]) & M32
        elif op == "tst":
            low(it[1], it[2])
            z = (R[it[1]] & R[it[2]]) == 0
        elif op == "cmp":
            z = R[it[1]] == R[it[2]]
        elif op in ("b", "bne", "beq"):
            if op == "b" or (op == "bne" and not z) or (op == "beq" and z):
                pc = labels[it[1]]
        elif op == "ldm":
            low(it[1], *it[2])
            base = R[it[1]]
            for k, x in enumerate(it[2]):
                R[x] = rd32(base + 4 * k)
            if it[1] not in it[2]:
                R[it[1]] = base + 4 * len(it[2])
        elif op == "stm":
            low(it[1], *it[2])
            base = R[it[1]]
            for k, x in enumerate(it[2]):
                wr32(base + 4 * k, R[x])
            R[it[1]] = base + 4 * len(it[2])
        elif op == "str":
            low(it[1], it[2])
            wr32(R[it[2]] + it[3], R[it[1]])
        elif op == "ldrb":
            low(it[1], it[2])
            R[it[1]] = mem.get(R[it[2]] + it[3], 0)
        elif op == "strb":
            low(it[1], it[2])
            mem[R[it[2]] + it[3]] = R[it[1]] & 0xFF
        elif op == "ldr":
            low(it[1])
            R[it[1]] = rd32(R[it[2]] + it[3])
        elif op == "push":
            for x in reversed(it[1]):
                R["sp"] -= 4
                wr32(R["sp"], R[x])
        elif op == "pop":
            for x in it[1]:
                v = rd32(R["sp"])
                R["sp"] += 4
                if x == "pc":
                    return R, steps
                R[x] = v
        elif op == "add sp":
            R["sp"] += 4 * it[1]
        else:
            raise ValueError(it)


def check_code(code, plans):
    rnd = random.Random(2)
    callee = {x: rnd.randrange(1 << 32) for x in ("r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11")}
    for trial in range(12):
        block = [rnd.randrange(256) for _ in range(16)]
        tk = [rnd.randrange(256) for _ in range(48)]
        rk = m7.model_schedule(tk, plans)
        want = m7.ref_encrypt(block, tk)
        addr = 0x20000100 + (trial % 4)          # aligned and unaligned blocks
        mem = {addr + i: v for i, v in enumerate(block)}
        rk_addr = 0x20001000
        for i, v in enumerate(rk):
            mem.update({rk_addr + 4 * i + k: (v >> (8 * k)) & 0xFF for k in range(4)})
        regs = dict(callee, r0=addr, r1=rk_addr, r2=0, r3=0, r12=0, lr=0)
        if trial % 2:
            R, _ = run(code, mem, regs, "skinny128_384p_fixsliced32_rounds")
        else:  # five 8-round slices, as skinny128_384p_encrypt runs them
            for c in range(5):
                regs = dict(callee, r0=addr, r1=rk_addr + 64 * c, r2=1, r3=0, r12=0, lr=0)
                R, _ = run(code, mem, regs, "skinny128_384p_fixsliced32_rounds_n")
        got = [mem[addr + i] for i in range(16)]
        assert got == want, f"trial {trial}: {got} != {want}"
        for x, v in callee.items():
            assert R[x] == v, f"{x} not preserved"
        assert R["sp"] == 0x20008000


# ---------------------------------------------------------------- the TK1 update of the schedule
# skinny128_384p_ks_set_tk1(ks, tk1): the schedule is linear in TK1, and TK1 rows 0, 1 reach the
# even rounds only, round 2k as Q^k of themselves (Q = PT^2 on rows 0, 1, order 8). So the change
# d = (old TK1 ^ new TK1) bytes 0..7 is converted once per variant v = k mod 8: plane pairing
# (relabel, once), the layout's half swaps (once per layout l = v mod 4: variants l and l + 4 share
# it), the byte permutation of Q^v merged with the layout's column alignment, one SWAPMOVE; and
# XORed into rounds 2v, 2v + 16 (and 2v + 32 for v < 4). The C of the ARMv7-M backend does the same
# (tk1_layout<l>); here the byte permutations are runs of bytes moved by shifts.
KS_TK1 = 320  # byte offset of ks->tk1[0] (after rk[80])


def byte_sources(v, plans):
    """Input byte (0..3 of x, 4..7 of y) of each byte of nx and ny for variant v."""
    (rx, ry, _), _ = plans[(2 * v) % 8]
    qm = m7.q_power(v % 8)
    return ([qm[(b + rx) % 4] for b in range(4)], [qm[4 + (b + ry) % 4] for b in range(4)])


def perm_word(dst, srcs, out):
    """dst = the bytes srcs[3], ..., srcs[0] (input byte numbers) from r4 (x) and r5 (y), built from
    the top byte down in runs of consecutive source bytes; r1 temporary."""
    words = ("r4", "r5")
    if srcs == [0, 1, 2, 3] or srcs == [4, 5, 6, 7]:
        out.append(("mov", dst, words[srcs[0] // 4]))
        return
    b, first = 3, True
    while b >= 0:
        s = srcs[b]
        n = 1
        while b - n >= 0 and srcs[b - n] == s - n and (s - n) // 4 == s // 4:
            n += 1
        w, k = words[s // 4], s % 4          # bytes k-n+1 .. k of w
        tgt = dst if first else "r1"
        if k == 3:
            out.append(("lsrs", tgt, w, 32 - 8 * n))
        else:
            out.append(("lsls", tgt, w, 8 * (3 - k)))
            out.append(("lsrs", tgt, tgt, 32 - 8 * n))
        if not first:
            out.append(("lsls", dst, dst, 8 * n))
            out.append(("orrs", dst, "r1"))
        first = False
        b -= n


def set_tk1_code(plans):
    c = [("label", "skinny128_384p_ks_set_tk1")]
    c.append(("push", ["r4", "r5", "r6", "r7", "lr"]))
    c += [("mov", "r4", "r8"), ("mov", "r5", "r9"), ("mov", "r6", "r10"), ("mov", "r7", "r11")]
    c.append(("push", ["r4", "r5", "r6", "r7"]))
    c.append(("movs", "r2", 3))
    c.append(("tst", "r1", "r2"))
    c.append(("bne", "tk1_bytes"))
    c.append(("ldm", "r1", ["r2", "r3"]))         # new TK1 bytes 0..7, word aligned
    c.append(("b", "tk1_loaded"))
    c.append(("label", "tk1_bytes"))
    for dst, base in (("r2", 0), ("r3", 4)):
        c.append(("ldrb", dst, "r1", base + 3))
        for k in (2, 1, 0):
            c.append(("ldrb", "r4", "r1", base + k))
            c.append(("lsls", dst, dst, 8))
            c.append(("orrs", dst, "r4"))
    c.append(("label", "tk1_loaded"))
    c.append(("movs", "r1", KS_TK1 // 4))
    c.append(("lsls", "r1", "r1", 2))
    c.append(("adds", "r1", "r0", "r1"))         # &ks->tk1
    c += [("ldr", "r4", "r1", 0), ("ldr", "r5", "r1", 4)]   # old TK1
    c += [("str", "r2", "r1", 0), ("str", "r3", "r1", 4)]   # ks->tk1 = new
    c.append(("eors", "r2", "r4"))                # d = old ^ new
    c.append(("eors", "r3", "r5"))
    c.append(("ldr=", "r1", 0x02020202))          # relabel: swap bits 1 and 3 of every byte
    for x in ("r2", "r3"):
        c += [("lsrs", "r4", x, 2), ("eors", "r4", x), ("ands", "r4", "r1"), ("eors", x, "r4"),
              ("lsls", "r4", "r4", 2), ("eors", x, "r4")]
    c += [("mov", "r8", "r2"), ("mov", "r9", "r3")]   # d in r8, r9
    c += [("movs", "r1", 128), ("adds", "r2", "r0", "r1"), ("mov", "r10", "r2"),
          ("adds", "r2", "r2", "r1"), ("mov", "r11", "r2")]   # rk + 16 rounds, rk + 32 rounds
    c.append(("ldr=", "r3", 0x33333333))
    for l in range(4):
        (_, _, _), _ = plans[(2 * l) % 8]
        hm = plans[(2 * l) % 8][0][2]
        assert plans[(2 * (l + 4)) % 8][0][2] == hm
        c.append(("comment", f"layout of rounds 2l mod 8, l = {l}: variants {l} and {l + 4}"))
        c += [("mov", "r4", "r8"), ("mov", "r5", "r9")]
        if hm:
            c.append(("ldr=", "r2", hm))
            for x in ("r4", "r5"):
                c += [("lsrs", "r1", x, 1), ("eors", "r1", x), ("ands", "r1", "r2"), ("eors", x, "r1"),
                      ("lsls", "r1", "r1", 1), ("eors", x, "r1")]
        for v in (l, l + 4):
            sx, sy = byte_sources(v, plans)
            perm_word("r6", sx, c)
            perm_word("r7", sy, c)
            c += [("lsrs", "r1", "r6", 2), ("eors", "r1", "r7"), ("ands", "r1", "r3"), ("eors", "r7", "r1"),
                  ("lsls", "r1", "r1", 2), ("eors", "r6", "r1")]
            for base in (["r0", "r10", "r11"] if v < 4 else ["r0", "r10"]):
                if base == "r0":
                    b = "r0"
                else:
                    c.append(("mov", "r2", base))
                    b = "r2"
                for off, reg in ((16 * v, "r6"), (16 * v + 4, "r7")):
                    c += [("ldr", "r1", b, off), ("eors", "r1", reg), ("str", "r1", b, off)]
    c.append(("pop", ["r4", "r5", "r6", "r7"]))
    c += [("mov", "r8", "r4"), ("mov", "r9", "r5"), ("mov", "r10", "r6"), ("mov", "r11", "r7")]
    c.append(("pop", ["r4", "r5", "r6", "r7", "pc"]))
    return c


def check_set_tk1(code, plans):
    rnd = random.Random(3)
    callee = {x: rnd.randrange(1 << 32) for x in ("r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11")}
    zero = m7.model_schedule([0] * 48, plans)
    for trial in range(12):
        old = [rnd.randrange(256) for _ in range(8)]
        new = [rnd.randrange(256) for _ in range(16)]
        rk = [rnd.randrange(1 << 32) for _ in range(80)]
        delta = m7.model_schedule([a ^ b for a, b in zip(old, new[:8])] + [0] * 40, plans)
        want = [r ^ d ^ z for r, d, z in zip(rk, delta, zero)]
        ks, t1 = 0x20001000, 0x20000200 + (trial % 4)
        mem = {}
        for i, w in enumerate(rk + m7.words_of(old)):
            mem.update({ks + 4 * i + k: (w >> (8 * k)) & 0xFF for k in range(4)})
        mem.update({t1 + i: v for i, v in enumerate(new)})
        R, _ = run(code, mem, dict(callee, r0=ks, r1=t1, r2=0, r3=0, r12=0, lr=0), "skinny128_384p_ks_set_tk1")
        got = [sum(mem[ks + 4 * i + k] << (8 * k) for k in range(4)) for i in range(82)]
        assert got[:80] == want, f"set_tk1 trial {trial}: schedule differs"
        assert got[80:] == m7.words_of(new[:8]), f"set_tk1 trial {trial}: ks->tk1 not the new TK1"
        for x, v in callee.items():
            assert R[x] == v, f"set_tk1: {x} not preserved"
        assert R["sp"] == 0x20008000


# ---------------------------------------------------------------- emission
def fmt(it):
    op = it[0]
    if op == "label":
        return f"{it[1]}:" if it[1].startswith("skinny") else f".L{it[1]}:"
    if op == "comment":
        return f"    /* ---- {it[1]} ---- */"
    if op == "ltorg":
        return "    .ltorg"
    if op in ("movs",) and isinstance(it[2], int):
        return f"    movs  {it[1]}, #{it[2]}"
    if op == "ldr=":
        return f"    ldr   {it[1]}, =0x{it[2]:08X}"
    if op in ("lsls", "lsrs"):
        return f"    {op}  {it[1]}, {it[2]}, #{it[3]}"
    if op == "adds":
        return f"    adds  {it[1]}, {it[2]}, {it[3]}"
    if op in ("ldm", "stm"):
        wb = "" if it[1] in it[2] else "!"
        return f"    {op}ia {it[1]}{wb}, {{{', '.join(it[2])}}}"
    if op == "stm1":  # one STM per use here: base not written back (ARMv6-M has no such form:
        # STMIA always writes back, so the base must not be needed afterwards)
        return f"    stmia {it[1]}!, {{{', '.join(it[2])}}}"
    if op in ("ldrb", "strb", "ldr", "str"):
        return f"    {op}  {it[1]}, [{it[2]}, #{it[3]}]"
    if op in ("push", "pop"):
        return f"    {op}  {{{', '.join(it[1])}}}"
    if op == "add sp":
        return f"    add   sp, #{4 * it[1]}"
    if op in ("b", "bne", "beq"):
        return f"    {op:5} .L{it[1]}"
    return f"    {op:5} {', '.join(it[1:])}"


def cycles_of(items):
    """Cortex-M0+ cycles of straight-line items (loads 2, LDM 1 + n, everything else here 1)."""
    n = 0
    for it in items:
        if it[0] in ("label", "comment", "ltorg"):
            continue
        if it[0] in ("ldm", "stm"):
            n += 1 + len(it[2])
        elif it[0] in ("ldr", "ldrb", "strb", "ldr=", "str"):
            n += 2
        else:
            n += 1
    return n


def emit(code, rounds, plans):
    per_round = [cycles_of(round_code(r, rounds, plans)) for r in range(8)]
    parts = {"sbox": 0, "mc": 0, "ark": 0, "c2": 0}
    for r in range(8):
        for op in rounds[r][0]:
            tmp, cur = [], [None]
            if op[0] == 'nor':
                sbox_step(op, tmp)
                parts["sbox"] += cycles_of(tmp)
    o = [HEADER.format(per_round=", ".join(map(str, per_round)), total=sum(per_round),
                       sbox=parts["sbox"] / 8)]
    for it in code:
        if it[0] == "label" and it[1].startswith("skinny"):
            if it[1] == "skinny128_384p_fixsliced32_rounds":
                o.append("    .align 2")
            o.append(f"    .global {it[1]}")
            o.append(f"    .type {it[1]}, %function")
            o.append("    .thumb_func")
        o.append(fmt(it))
    o.append("    .size skinny128_384p_fixsliced32_rounds, .-skinny128_384p_fixsliced32_rounds")
    o.append("    .size skinny128_384p_fixsliced32_rounds_n, .-skinny128_384p_fixsliced32_rounds_n")
    o.append("    .ltorg")
    return "\n".join(o) + "\n"


def emit_set_tk1(code):
    o = ["", SET_TK1_HEADER.format(cycles=cycles_of(code))]
    o += ["    .align 2", "    .global skinny128_384p_ks_set_tk1", "    .type skinny128_384p_ks_set_tk1, %function",
          "    .thumb_func"]
    o += [fmt(it) for it in code]
    o.append("    .size skinny128_384p_ks_set_tk1, .-skinny128_384p_ks_set_tk1")
    o.append("    .ltorg")
    return "\n".join(o) + "\n"


SET_TK1_HEADER = '''/* void skinny128_384p_ks_set_tk1(skinny128_384p_ks_t *ks, const uint8_t tk1[16]);
 *   C meaning (contract: ../skinny128_384p.h; the C of ../fixsliced32/skinny128_384p_fixsliced32.c does the
 *   same): d = TK1 bytes 0..7 of ks ^ tk1[0..7]; ks->tk1 = tk1[0..7]; for v = 0..7, the variant of d
 *   for rounds 2k, k = v mod 8 (Q^v, the layout's conversion) is XORed into rk[2r], rk[2r + 1] for
 *   r = 2v, 2v + 16 and, for v < 4, 2v + 32. tk1 may be unaligned (a branch on its address).
 *   r0 = ks (rk[0] at offset 0, tk1[] at 320), r1 temporary, r2 = a base (rk + 16 or 32 rounds,
 *   kept in r10, r11) or a mask, r3 = 0x33333333, r4/r5 = d after the layout's half swaps (d in
 *   r8/r9), r6/r7 = the variant. Straight-line instructions (aligned tk1): {cycles} cycles.
 *   AAPCS: r4-r11 and lr saved. Constant time: no branch or address depends on TK1. */'''


HEADER = '''/* GENERATED by gen_skinny128_384p_armv6m.py (do not edit; change the generator): the 40 rounds of the
 * fixsliced SKINNY-128-384+ on ARMv6-M (Cortex-M0/M0+), Thumb-1. Representation and round-tweakey
 * format: the ARMv7-M generator (../armv7m/gen_skinny128_384p_armv7m.py); instruction selection:
 * this generator's docstring.
 *
 * void skinny128_384p_fixsliced32_rounds(uint8_t block[16], const uint32_t rk[80]);
 * void skinny128_384p_fixsliced32_rounds_n(uint8_t block[16], const uint32_t *rk, unsigned n);
 *   C meaning: block = the 40 rounds (rounds_n: n x 8 rounds, n >= 1) of SKINNY-128-384+ on block,
 *   in place, with the compact round tweakeys rk[2r], rk[2r + 1] of round r (rows 0, 1 of
 *   TK1^TK2^TK3 with c0, c1) as ../fixsliced32/skinny128_384p_fixsliced32.c expands them. The block is packed to the
 *   bitsliced form first and unpacked after the last round (the layout has period 8, so 8-round
 *   slices chain on the block). Word loads/stores (LDM/STM) when the block is word aligned, byte
 *   accesses otherwise (a branch on the public address; ARMv6-M faults on unaligned words).
 * Registers: r0-r3 = s0..s3, r4 = t, r5 = second temporary or a compact word, r6 = rotation amount,
 *   r7 = rk (post-incremented); r8 = 0x55555555, r9 = 0xAAAAAAAA (plane halves), r10 = 0x0F0F0F0F,
 *   r11, lr, r12 = 0x03030303, 0x0C0C0C0C, 0x30303030 (row masks); [sp] = block, [sp, #4] = the end
 *   of rk for this call (the loop runs 8 unrolled rounds until r7 reaches it).
 * Cycles of the 8 unrolled rounds (Cortex-M0+: every instruction here 1 cycle, LDM 1 + n):
 *   {per_round} ({total} for 8 rounds); SubCells {sbox:.1f} a round on average.
 * AAPCS: r4-r11 and lr saved (r12 clobbered); 44 bytes of stack. Constant time: no branch or address
 *   depends on data (the only branches test the block's address and the loop's round count).
 */
    .syntax unified
    .arch armv6-m
    .thumb
    .text
'''


HEADER_H = '''/* GENERATED by gen_skinny128_384p_armv6m.py --header: the ARMv6-M backend's part of the fixsliced32
 * technique's contract (../fixsliced32/skinny128_384p_fixsliced32.h): the per-round conversion tables of
 * the layout, the ARMv7-M generator's (this backend's rounds have the same layout), and what this
 * backend's assembly adds. Do not edit: change the generator. */
#ifndef LWC_SKINNY128_384P_FIXSLICED32_ROUNDS_H
#define LWC_SKINNY128_384P_FIXSLICED32_ROUNDS_H

/* skinny128_384p_ks_set_tk1 is in skinny128_384p_rounds_armv6m.S (below in this generator). */
#define SKINNY128_384P_FIXSLICED32_SET_TK1_IN_ASM 1
/* The technique's C at -Os in every profile: at -O3 gcc keeps more values of the tweakey expansion
 * live than Thumb-1's eight low registers hold and spills them, which makes it slower as well as
 * larger than at -Os. */
#define SKINNY128_384P_FIXSLICED32_C_FOR_SIZE 1
'''


def emit_header(rounds, plans):
    """This backend's skinny128_384p_fixsliced32_rounds.h: the ARMv7-M generator's tables (the same
    layout) under this backend's header."""
    text = m7.emit(rounds, plans)
    assert text.startswith(m7.GENERATED_HEADER)
    return HEADER_H + text[len(m7.GENERATED_HEADER):]


def main():
    rounds, _ = m7.gen_rounds()
    plans = [m7.key_plan(lay) for _, lay in rounds]
    m7.check(rounds, plans)
    if sys.argv[1:] == ["--header"]:
        sys.stdout.write(emit_header(rounds, plans))
        return
    code = fix_nib(function_code(rounds, plans))
    check_code(code, plans)
    tk1 = set_tk1_code(plans)
    check_set_tk1(tk1, plans)
    sys.stdout.write(emit(code, rounds, plans) + emit_set_tk1(tk1))


if __name__ == "__main__":
    main()
