#!/usr/bin/env python3
"""Generator of the Ascon permutation for RV32I (RV32IMC cores such as the SiFive E31):

    python3 gen_ascon_rv32.py > ascon_perm_rv32.S                      (fast profile)
    python3 gen_ascon_rv32.py --small > ../rv32_small/ascon_perm_rv32_small.S  (small profile)

The state is kept in the plain representation (ASCON_STATE_WORDS64): each 64-bit word S_i is two
32-bit registers, its low and its high half. Bit interleaving does not pay on RV32I: without a rotate
instruction a 32-bit rotation costs as many shifts as a 64-bit one on two halves (two shifts per
half and source), so the linear layer is 16 instructions per word either way (8 shifts and 8 XORs:
each output half XORs five terms), and interleaving would add a conversion of every rate word.

The substitution layer is a 16-instruction form of the S-box per 32-bit half, found by a search
over the forms y_i = L_i ^ (M_i op N_i) (L, M, N linear combinations of the inputs, op AND or OR,
the 5 non-linear gates of the S-box), choosing the ones that share their linear terms:
    y0 = (x1 | (x0 ^ x2 ^ x4)) ^ (x3 ^ x4)
    y1 = ((x1 ^ x2) | (x1 ^ x3)) ^ (x0 ^ x4)
   ~y2 = (x4 & (x3 ^ x4)) ^ (x1 ^ x2)
    y3 = (x0 | (x3 ^ x4)) ^ (x1 ^ x2)
    y4 = (x1 | (x0 ^ x4)) ^ (x0 ^ x3)
(checked below against the specification's S-box on all 32 inputs). S2 leaves every round
complemented; the linear layer keeps a complement (it XORs an odd number of rotations), so the
next round's constant addition takes it back off for free in the low half (XOR with ~c) and with one
XORI in the high half. Per round: 2 + 32 + 80 = 114 instructions, all single-cycle ALU operations
on the E31 (no load, no branch inside the rounds). The small profile runs this round in a loop:
the S-box leaves y0..y4 in the registers of x2, (a temporary), x4, x0, x1, and the linear layer
writes each word into its home registers in the chain 3, 0, 2, 4, 1, each destination freed by the
previous step, so every round is the same code.

The fast profile goes further (search_forms, round_plans): with a word held complemented where that
makes both operands of its gates share a polarity, a half takes 15 instructions; a dynamic programme
picks every round's polarity and forms over the unrolled p^8 and p^12 (253 S-box and polarity
instructions for the 8 rounds instead of 264), and a small register allocator emits them (the words
move between home registers and temporaries inside a body and are back home at its end).

The generator emits the instructions as a list, runs that list on a model of the registers against
the specification's permutation on random states before printing, and counts them.
"""
import functools
import itertools
import random
import sys

MASK32 = 0xFFFFFFFF


# ---- the specification (NIST SP 800-232 section 3) ----------------------------------------------
RC = [0x3C, 0x2D, 0x1E, 0x0F, 0xF0, 0xE1, 0xD2, 0xC3, 0xB4, 0xA5, 0x96, 0x87, 0x78, 0x69, 0x5A, 0x4B]


def rc(i):
    """Round constant c_i, i = 0..15 (section 3.2, Table 5)."""
    return RC[i]


def ror64(x, n):
    return ((x >> n) | (x << (64 - n))) & ((1 << 64) - 1)


ROT = [(19, 28), (61, 39), (1, 6), (10, 17), (7, 41)]


def spec_permute(x, rounds):
    x = list(x)
    m = (1 << 64) - 1
    for i in range(16 - rounds, 16):
        x[2] ^= rc(i)
        x[0] ^= x[4]
        x[4] ^= x[3]
        x[2] ^= x[1]
        t = [(~x[j] & m) & x[(j + 1) % 5] for j in range(5)]
        for j in range(5):
            x[j] ^= t[(j + 1) % 5]
        x[1] ^= x[0]
        x[0] ^= x[4]
        x[3] ^= x[2]
        x[2] = ~x[2] & m
        x = [x[j] ^ ror64(x[j], ROT[j][0]) ^ ror64(x[j], ROT[j][1]) for j in range(5)]
    return x


# ---- the instruction list and its model -----------------------------------------------------------
class Code:
    def __init__(self):
        self.ops = []

    def emit(self, op, rd, rs1, rs2=None, comment=""):
        self.ops.append((op, rd, rs1, rs2, comment))

    def run(self, regs):
        for op, rd, rs1, rs2, _ in self.ops:
            if op == "#":
                continue
            a = regs[rs1]
            if op == "xor":
                v = a ^ regs[rs2]
            elif op == "or":
                v = a | regs[rs2]
            elif op == "and":
                v = a & regs[rs2]
            elif op == "xori":
                v = a ^ (rs2 & MASK32)
            elif op == "srli":
                v = a >> rs2
            elif op == "slli":
                v = (a << rs2) & MASK32
            else:
                raise ValueError(op)
            regs[rd] = v

    def text(self):
        out = []
        for op, rd, rs1, rs2, comment in self.ops:
            if op == "#":
                out.append(f"/* {comment} */")
                continue
            if op == "or" and rs1 == rs2:
                op, rs2 = "mv", None
            args = f"{rd}, {rs1}" + ("" if rs2 is None else f", {rs2}")
            line = f"    {op:<5} {args}"
            if comment:
                line = f"{line:<36}# {comment}"
            out.append(line)
        return "\n".join(out)


# Home registers of S_i: (low half, high half). Temporaries T1..T3 (shared by the halves), Y1 of
# each half (y1 before the linear layer). t0 is the link register of the round code.
HOME = [("a4", "a5"), ("a6", "a7"), ("t3", "t4"), ("t5", "t6"), ("s0", "s1")]
T1, T2, T3 = "t1", "t2", "s2"
Y1 = ("s3", "s4")


def sbox_half(c, h):
    """S-box on half h (0 low, 1 high); returns where y0..y4 are (y2 complemented)."""
    r0, r1, r2, r3, r4 = (HOME[i][h] for i in range(5))
    t4 = Y1[h]
    half = "lo" if h == 0 else "hi"
    c.emit("xor", T1, r0, r4, f"{half}: T1 = x0 ^ x4")
    c.emit("xor", T2, r3, r4, "T2 = x3 ^ x4")
    c.emit("and", r4, r4, T2, "x4 & (x3 ^ x4)")
    c.emit("xor", T3, r1, r2, "T3 = x1 ^ x2")
    c.emit("xor", r4, r4, T3, "~y2 = (x4 & (x3 ^ x4)) ^ x1 ^ x2")
    c.emit("xor", r2, r2, T1, "x0 ^ x2 ^ x4")
    c.emit("or", r2, r2, r1, "x1 | (x0 ^ x2 ^ x4)")
    c.emit("xor", r2, r2, T2, "y0 = (x1 | (x0 ^ x2 ^ x4)) ^ x3 ^ x4")
    c.emit("xor", t4, r1, r3, "x1 ^ x3")
    c.emit("or", t4, t4, T3, "(x1 ^ x3) | (x1 ^ x2)")
    c.emit("xor", t4, t4, T1, "y1 = ((x1 ^ x2) | (x1 ^ x3)) ^ x0 ^ x4")
    c.emit("xor", r3, r3, r0, "x0 ^ x3")
    c.emit("or", r0, r0, T2, "x0 | (x3 ^ x4)")
    c.emit("xor", r0, r0, T3, "y3 = (x0 | (x3 ^ x4)) ^ x1 ^ x2")
    c.emit("or", r1, r1, T1, "x1 | (x0 ^ x4)")
    c.emit("xor", r1, r1, r3, "y4 = (x1 | (x0 ^ x4)) ^ x0 ^ x3")
    return [r2, t4, r4, r0, r1]


def linear_word(c, i, src, dst):
    """dst = S_i ^ ror64(S_i, a) ^ ror64(S_i, b), src and dst (low, high) register pairs."""
    sl, sh = src
    dl, dh = dst
    a, b = ROT[i]
    for half, (d, s_self) in enumerate(((dl, sl), (dh, sh))):
        terms = []
        for r in (a, b):
            lo, hi = (sl, sh) if r < 32 else (sh, sl)  # ror by r >= 32: the halves swap
            k = r % 32
            # low half of ror: lo >> k | hi << (32 - k); high half: hi >> k | lo << (32 - k)
            if half == 0:
                terms += [("srli", lo, k), ("slli", hi, 32 - k)]
            else:
                terms += [("srli", hi, k), ("slli", lo, 32 - k)]
        op, reg, k = terms[0]
        c.emit(op, d, reg, k, f"S{i} {'lo' if half == 0 else 'hi'} ^= ror {a}, ror {b}")
        for op, reg, k in terms[1:]:
            c.emit(op, T1, reg, k)
            c.emit("xor", d, d, T1)
        c.emit("xor", d, d, s_self)


def round_code(const, flip):
    """One round with constant const; flip: S2 arrives complemented (every round but a first)."""
    c = Code()
    l2, h2 = HOME[2]
    if flip:
        c.emit("xori", l2, l2, ~const, f"S2 ^= c = 0x{const:02x}, and back from ~S2")
        c.emit("xori", h2, h2, -1, "S2 hi back from ~S2")
    else:
        c.emit("xori", l2, l2, const, f"S2 ^= c = 0x{const:02x}")
    ylo = sbox_half(c, 0)
    yhi = sbox_half(c, 1)
    for i in (3, 0, 2, 4, 1):
        linear_word(c, i, (ylo[i], yhi[i]), HOME[i])
    return c


def model_check(rounds_list):
    """Run the rounds' code on random states against the specification."""
    rng = random.Random(2025)
    for _ in range(50):
        for rounds in rounds_list:
            x = [rng.getrandbits(64) for _ in range(5)]
            regs = {r: rng.getrandbits(32) for r in [T1, T2, T3, Y1[0], Y1[1]]}
            for i in range(5):
                regs[HOME[i][0]] = x[i] & MASK32
                regs[HOME[i][1]] = x[i] >> 32
            for n, i in enumerate(range(16 - rounds, 16)):
                round_code(rc(i), n > 0).run(regs)
            for h in HOME[2]:
                regs[h] ^= MASK32
            got = [regs[HOME[i][0]] | (regs[HOME[i][1]] << 32) for i in range(5)]
            want = spec_permute(x, rounds)
            if got != want:
                sys.exit(f"gen_ascon_rv32: model mismatch for p^{rounds}")
    # the S-box forms on all 32 inputs (bit j of column = x_j)
    for v in range(32):
        xs = [(v >> j) & 1 for j in range(5)]
        st = [xs[j] for j in range(5)]
        y = spec_permute_sbox_bits(st)
        x0, x1, x2, x3, x4 = xs
        mine = [(x1 | (x0 ^ x2 ^ x4)) ^ x3 ^ x4, ((x1 ^ x2) | (x1 ^ x3)) ^ x0 ^ x4,
                1 ^ (x4 & (x3 ^ x4)) ^ x1 ^ x2, (x0 | (x3 ^ x4)) ^ x1 ^ x2, (x1 | (x0 ^ x4)) ^ x0 ^ x3]
        if mine != y:
            sys.exit("gen_ascon_rv32: S-box forms wrong")


def spec_permute_sbox_bits(x):
    x = list(x)
    x[0] ^= x[4]
    x[4] ^= x[3]
    x[2] ^= x[1]
    t = [(1 ^ x[j]) & x[(j + 1) % 5] for j in range(5)]
    for j in range(5):
        x[j] ^= t[(j + 1) % 5]
    x[1] ^= x[0]
    x[0] ^= x[4]
    x[3] ^= x[2]
    x[2] ^= 1
    return x


# ---- the polarity-tracking S-box forms (fast profile) ----------------------------------------------
# Each output word may be kept complemented from round to round (its polarity): the linear layer
# keeps a complement, the constant addition of S2's low half takes one off for free (XOR with ~c)
# and an XORI -1 does on any other half. An AND or OR of two values of the same polarity is one
# instruction (AND of complements = complement of OR), so with the right polarities every gate of
# the forms y_i = L_i ^ (M_i op N_i) is one instruction and no NOT is needed: 15 instructions per
# half instead of 16 on some rounds. search_forms finds, for each input polarity, every such form of
# each output; round_plans chooses by dynamic programming the polarity of every round of a loop
# body (p^8 of the AEAD stretches: S0, S1 uncomplemented at the block boundary; p^12: S0) and its
# forms, minimising the instructions of the whole body.

def _truth(j):
    return sum(1 << v for v in range(32) if (v >> j) & 1)


@functools.lru_cache(maxsize=None)
def search_forms():
    full = (1 << 32) - 1
    inputs = [_truth(j) for j in range(5)]
    ys = []
    for v in range(32):
        ys.append(spec_permute_sbox_bits([(v >> j) & 1 for j in range(5)]))
    want = [sum(ys[v][i] << v for v in range(32)) for i in range(5)]
    table = {}
    for pol in range(32):
        stored = [inputs[j] ^ (full if (pol >> j) & 1 else 0) for j in range(5)]
        form = [0] * 32
        for m in range(32):
            for j in range(5):
                if (m >> j) & 1:
                    form[m] ^= stored[j]
        reps = [[] for _ in range(5)]
        for m1 in range(1, 32):
            for m2 in range(m1 + 1, 32):
                for op in ("and", "or"):
                    g = form[m1] & form[m2] if op == "and" else form[m1] | form[m2]
                    for lin in range(32):
                        v = g ^ form[lin]
                        for i in range(5):
                            if v == want[i]:
                                reps[i].append((m1, m2, op, lin, 0))
                            elif v == want[i] ^ full:
                                reps[i].append((m1, m2, op, lin, 1))
        table[pol] = reps
    return table


_WEIGHTS = [bin(m).count("1") for m in range(32)]
_weight = _WEIGHTS.__getitem__


def plan_forms(combo):
    """The instructions of one half for a choice of forms: (ops, count); ops on masks of the inputs."""
    avail = {1 << j for j in range(5)}
    ops = []
    for f in sorted({m for (m1, m2, _, _, _) in combo for m in (m1, m2) if _weight(m) >= 2}, key=_weight):
        if f in avail:
            continue
        pair = next(((x, f ^ x) for x in sorted(avail, key=_weight) if (f ^ x) in avail), None)
        if pair is None:
            bits = [1 << j for j in range(5) if (f >> j) & 1]
            acc = bits[0]
            for b in bits[1:]:
                ops.append(("xor", acc ^ b, acc, b))
                acc ^= b
                avail.add(acc)
        else:
            ops.append(("xor", f, pair[0], pair[1]))
        avail.add(f)
    for i, (m1, m2, op, lin, _) in enumerate(combo):
        ops.append((op, ("g", i), m1, m2))
        val = ("g", i)
        if lin in avail:
            terms = [lin]
        else:
            terms = [1 << j for j in range(5) if (lin >> j) & 1]
        for n, t in enumerate(terms):
            nxt = ("y", i) if n == len(terms) - 1 else ("p", i, n)
            ops.append(("xor", nxt, val, t))
            val = nxt
        if not terms:
            ops.append(("mv", ("y", i), val, None))
    return ops, len(ops)


@functools.lru_cache(maxsize=None)
def edge_table():
    """(pol_in, pol_next) -> (instructions of both halves and the flips, forms, flips)."""
    table = search_forms()
    best = {}  # (pol_in, pol_out) -> (cost of both halves, combo)
    for pol, reps in table.items():
        for combo in itertools.product(*reps):
            q = sum(c[4] << i for i, c in enumerate(combo))
            cost = 2 * plan_forms(combo)[1]
            if (pol, q) not in best or cost < best[(pol, q)][0]:
                best[(pol, q)] = (cost, combo)

    def flip_cost(f):
        return sum((1 if w == 2 else 2) for w in range(5) if (f >> w) & 1)

    edges = {}
    for (pol, q), (cost, combo) in best.items():
        for f in range(32):
            nxt = q ^ f
            c = cost + flip_cost(f)
            if (pol, nxt) not in edges or c < edges[(pol, nxt)][0]:
                edges[(pol, nxt)] = (c, combo, f)
    return edges


def round_plans(rounds, boundary_true):
    """Polarity and forms of each round of a loop body of `rounds` rounds whose polarity at the
    boundary (start = end) leaves the words in boundary_true uncomplemented."""
    edges = edge_table()
    result = None
    for start in range(32):
        if any((start >> w) & 1 for w in boundary_true):
            continue
        dp = {start: (0, [])}
        for _ in range(rounds):
            nd = {}
            for pol, (c, steps) in dp.items():
                for (a, b), (ec, combo, f) in edges.items():
                    if a == pol and (b not in nd or c + ec < nd[b][0]):
                        nd[b] = (c + ec, steps + [(a, combo, f)])
            dp = nd
        if start in dp and (result is None or dp[start][0] < result[0]):
            result = (dp[start][0], start, dp[start][1])
    return result


POOL = ["t2", "s2", "s3", "s4", "s5", "s6", "s7"]
SHIFT = "t1"


class Allocator:
    def __init__(self, mapping):
        used = {r for pair in mapping for r in pair}
        self.free = [r for r in POOL + [r for pair in HOME for r in pair] if r not in used]

    def take(self, prefer_pool):
        order = [r for r in self.free if (r in POOL) == prefer_pool] + [r for r in self.free if (r in POOL) != prefer_pool]
        r = order[0]
        self.free.remove(r)
        return r


def emit_sbox_general(c, combo, regs, alloc, half):
    """One half's S-box by the forms of combo on the input registers regs; returns the outputs'."""
    ops, _ = plan_forms(combo)
    val = {1 << j: regs[j] for j in range(5)}
    uses = {}
    for op in ops:
        for src in op[2:]:
            if src is not None:
                uses[src] = uses.get(src, 0) + 1
    for j in range(5):
        if uses.get(1 << j, 0) == 0:
            alloc.free.append(regs[j])
    first = True
    for op, dst, a, b in ops:
        srcs = [x for x in (a, b) if x is not None]
        dying = []
        for x in srcs:
            uses[x] -= 1
            if uses[x] == 0:
                dying.append(val[x])
        is_out = isinstance(dst, tuple) and dst[0] == "y"
        # the result may reuse a dying source register (read before written)
        pick = None
        for r in dying:
            if is_out == (r in POOL) or not alloc.free:
                pick = r
                break
        for r in dying:
            if r != pick:
                alloc.free.append(r)
        if pick is None:
            pick = alloc.take(prefer_pool=is_out)
        if op == "mv":
            c.emit("or", pick, val[a], val[a], f"{half}: y{dst[1]}")
        else:
            c.emit(op, pick, val[a], val[b], f"{half}: S-box" if first else "")
        first = False
        val[dst] = pick
    return [val[("y", i)] for i in range(5)]


def round_general(c, const, pol_in, combo, flips, mapping):
    """One round; flips: words complemented before it (their polarity change); returns the mapping."""
    mapping = [list(p) for p in mapping]
    l2, h2 = mapping[2]
    for w in range(5):
        if not (flips >> w) & 1 or w == 2:
            continue
        c.emit("xori", mapping[w][0], mapping[w][0], -1, f"S{w} polarity")
        c.emit("xori", mapping[w][1], mapping[w][1], -1)
    if (flips >> 2) & 1:
        c.emit("xori", l2, l2, ~const, f"S2 ^= c = 0x{const:02x}, and its polarity")
        c.emit("xori", h2, h2, -1)
    else:
        c.emit("xori", l2, l2, const, f"S2 ^= c = 0x{const:02x}")
    c.ops.append(("#", None, None, None, describe_round(const, pol_in, combo)))
    alloc = Allocator(mapping)
    ylo = emit_sbox_general(c, combo, [mapping[w][0] for w in range(5)], alloc, "lo")
    yhi = emit_sbox_general(c, combo, [mapping[w][1] for w in range(5)], alloc, "hi")
    todo = list(range(5))
    new = [None] * 5
    while todo:
        w = next((w for w in todo if HOME[w][0] in alloc.free and HOME[w][1] in alloc.free), None)
        if w is None:
            w = todo[0]
            dst = (alloc.take(True), alloc.take(True))
        else:
            alloc.free.remove(HOME[w][0])
            alloc.free.remove(HOME[w][1])
            dst = HOME[w]
        linear_word(c, w, (ylo[w], yhi[w]), dst)
        alloc.free += [ylo[w], yhi[w]]
        new[w] = dst
        todo.remove(w)
    return new


def describe_round(const, pol, combo):
    """The C meaning of a round's S-box forms, on the words as held (X_j = S_j or ~S_j)."""
    def lin(m):
        return " ^ ".join(f"X{j}" for j in range(5) if (m >> j) & 1)
    held = ", ".join(f"X{j} = {'~' if (pol >> j) & 1 else ''}S{j}" for j in range(5))
    outs = "; ".join(f"{'~' if cpl else ''}y{i} = ({lin(m1)}) {'&' if op == 'and' else '|'} ({lin(m2)}) ^ {lin(l)}"
                     for i, (m1, m2, op, l, cpl) in enumerate(combo))
    return f"round with c = 0x{const:02x}: {held}; {outs}; then y_i ^= ror(y_i) ^ ror(y_i)"


def emit_moves(c, mapping):
    """Registers back to HOME (a parallel move through t1 for cycles)."""
    cur = {}
    for w in range(5):
        for h in range(2):
            if mapping[w][h] != HOME[w][h]:
                cur[HOME[w][h]] = mapping[w][h]
    while cur:
        dst = next((d for d in cur if d not in cur.values()), None)
        if dst is None:
            d = next(iter(cur))
            c.emit("or", SHIFT, d, d, "(cycle)")
            for k in cur:
                if cur[k] == d:
                    cur[k] = SHIFT
            continue
        c.emit("or", dst, cur[dst], cur[dst], "register back home")
        del cur[dst]


def body_general(rounds, boundary_true):
    """The rounds of a loop body: (code, entry polarity) with the state in HOME at both ends."""
    cost, start, steps = round_plans(rounds, boundary_true)
    c = Code()
    mapping = [tuple(p) for p in HOME]
    pending = 0  # flips decided by the previous round, applied at the start of the next
    for n, (pol, combo, f) in enumerate(steps):
        i = 16 - rounds + n
        mapping = round_general(c, rc(i), pol, combo, pending, mapping)
        pending = f
    # the last round's flips bring the polarity back to start: applied here
    for w in range(5):
        if (pending >> w) & 1:
            c.emit("xori", mapping[w][0], mapping[w][0], -1, f"S{w} polarity")
            c.emit("xori", mapping[w][1], mapping[w][1], -1)
    emit_moves(c, mapping)
    return c, start


def check_body(code, rounds, start):
    rng = random.Random(7)
    full = MASK32
    for _ in range(30):
        x = [rng.getrandbits(64) for _ in range(5)]
        regs = {r: rng.getrandbits(32) for r in POOL + [SHIFT]}
        for w in range(5):
            v = x[w] ^ (((1 << 64) - 1) if (start >> w) & 1 else 0)
            regs[HOME[w][0]] = v & full
            regs[HOME[w][1]] = v >> 32
        code.run(regs)
        want = spec_permute(x, rounds)
        for w in range(5):
            got = regs[HOME[w][0]] | (regs[HOME[w][1]] << 32)
            if (start >> w) & 1:
                got ^= (1 << 64) - 1
            if got != want[w]:
                sys.exit(f"gen_ascon_rv32: polarity body p^{rounds} wrong")


# ---- the assembly file ----------------------------------------------------------------------------
HEADER_FAST = """\
/* GENERATED by gen_ascon_rv32.py (the source of this file; its docstring explains the forms): do not
 * edit. Ascon-p (NIST SP 800-232 section 3) and the stretches of the backend contract, RV32I
 * instructions only (RV32IMC cores such as the SiFive E31; not RV32E: registers above x15 are
 * used), fast profile. Constant time: no branch or address depends on the state or the data (the
 * only branches are on the round count, the block count and the alignment of the buffers).
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);                 a0 = s, a1 = 12 or 8
 * void ascon_aead_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
 * void ascon_aead_encrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
 * void ascon_aead_decrypt_blocks(ascon_state *s, uint8_t *out, const uint8_t *in, size_t nblocks);
 * void ascon_hash_absorb_blocks(ascon_state *s, const uint8_t *in, size_t nblocks);
 * void ascon_hash_squeeze_blocks(ascon_state *s, uint8_t *out, size_t nblocks);
 * void ascon_aead_crypt(uint8_t tag[16], uint8_t *out, const uint8_t key[16], const uint8_t nonce[16],
 *                       const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned decrypt);
 *   Contract and C meaning: src/ascon/ascon_perm.h; the portable C is src/ascon/ref/ and, for
 *   ascon_aead_crypt, src/ascon/ascon_aead.c. ilp32: s0-s7 saved, ra returns.
 *
 * State in the plain representation (ASCON_STATE_WORDS64, little-endian: S_i at s + 8 i, low half
 * first), held in registers as S_i = (lo, hi): S0 = (a4, a5), S1 = (a6, a7), S2 = (t3, t4),
 * S3 = (t5, t6), S4 = (s0, s1); round temporaries t2, s2-s7, t1 the linear layer's shifts; inside
 * a body a word may move to temporaries and back. ascon_rv32_p8 and ascon_rv32_p12 are the unrolled
 * rounds of p^8 and p^12, called with jal t0 and returning through t0; each expects (and leaves) the
 * words named above it complemented, the polarity that lets its S-boxes do without NOTs
 * (gen_ascon_rv32.py), with the rate words uncomplemented so the stretches read and write them as
 * they are. Round constants are immediates.
 *
 * The E31 traps on unaligned word accesses: the stretches run a loop of word loads and stores when
 * both buffers are 4-byte aligned, else the same loop with byte accesses (the branch is on public
 * addresses). ascon_aead_crypt keeps the state in the registers from the initialization to the tag,
 * in p^8's polarity between its first and last p^12 (an XOR of a key, a padding or a domain bit
 * commutes with a complement); the key is kept on the stack and a last partial block goes through a
 * 16-byte stack buffer, both wiped before the return.
 */
"""

HEADER_SMALL = """\
/* GENERATED by ../rv32/gen_ascon_rv32.py --small (the source of this file; its docstring explains the
 * forms): do not edit. Ascon-p (NIST SP 800-232 section 3), RV32I instructions only (RV32IMC cores
 * such as the SiFive E31), small profile: one round in a loop. Constant time: the only branch is
 * the loop on the (public) round count.
 *
 * void ascon_permute(ascon_state *s, unsigned rounds);                 a0 = s, a1 = 12 or 8
 * int ascon_aead_crypt_tag(uint8_t *out, uint8_t *tag, const uint8_t key[16], const uint8_t nonce[16],
 *                          const uint8_t *ad, size_t ad_len, const uint8_t *in, size_t len, unsigned how);
 * int ascon_aead_encrypt_oneshot(out, tag, key, nonce, ad, ad_len, in, len), and _decrypt_: the
 *   argument checks (ascon_aead_check), then the core with a 16-byte tag; also the public
 *   lwc_ascon_aead128_encrypt and _decrypt outside the test-hook builds.
 *   Contract and C meaning: src/ascon/ascon_perm.h; the portable C is src/ascon/ref/ and, for
 *   the core, src/ascon/ascon_aead.c. ilp32: s0-s5 saved, ra returns. The hash functions
 *   run their block loops in C (no stretch is announced). The core keeps the state in its
 *   stack frame and works on it byte by byte (a byte of the state is the byte at the same offset of
 *   its little-endian words), calling ascon_permute; then the tag step (the tag written, or compared
 *   in constant time and the text released by a mask); the state is wiped before the return.
 *
 * State in the plain representation (ASCON_STATE_WORDS64, little-endian: S_i at s + 8 i, low half
 * first), held in registers as S_i = (lo, hi): S0 = (a1, a2), S1 = (a3, a4), S2 = (a5, s0),
 * S3 = (s1, t3), S4 = (t4, t5), most of them in x8..x15 for the compressed instructions; round
 * temporaries a0 (s is kept in the frame), t1, t2, s2, s3; t0 = ~c_i of the round. S2 is
 * kept complemented from round to round (complemented on entry, uncomplemented on exit), so every
 * round XORs ~c_i into its low half and -1 into its high half; ~c_(i+1) = ~c_i + 15.
 */
"""

MACROS = """\
    .option rvc

/* SAVE / RESTORE: s0-s7 (the state's S4 and round temporaries) in a 32-byte frame. */
.macro SAVE
    addi  sp, sp, -32
    sw    s0, 0(sp)
    sw    s1, 4(sp)
    sw    s2, 8(sp)
    sw    s3, 12(sp)
    sw    s4, 16(sp)
    sw    s5, 20(sp)
    sw    s6, 24(sp)
    sw    s7, 28(sp)
.endm
.macro RESTORE
    lw    s0, 0(sp)
    lw    s1, 4(sp)
    lw    s2, 8(sp)
    lw    s3, 12(sp)
    lw    s4, 16(sp)
    lw    s5, 20(sp)
    lw    s6, 24(sp)
    lw    s7, 28(sp)
    addi  sp, sp, 32
.endm

/* LOAD_STATE / STORE_STATE: the registers from / to *s (a0). */
.macro LOAD_STATE
    lw    a4, 0(a0)
    lw    a5, 4(a0)
    lw    a6, 8(a0)
    lw    a7, 12(a0)
    lw    t3, 16(a0)
    lw    t4, 20(a0)
    lw    t5, 24(a0)
    lw    t6, 28(a0)
    lw    s0, 32(a0)
    lw    s1, 36(a0)
.endm
.macro STORE_STATE
    sw    a4, 0(a0)
    sw    a5, 4(a0)
    sw    a6, 8(a0)
    sw    a7, 12(a0)
    sw    t3, 16(a0)
    sw    t4, 20(a0)
    sw    t5, 24(a0)
    sw    t6, 28(a0)
    sw    s0, 32(a0)
    sw    s1, 36(a0)
.endm
"""

MACROS_FAST = """
/* LDW R, OFF, P, A: R = the little-endian 32-bit word at P + OFF; A = 1: P + OFF is 4-byte aligned
 * (one LW), A = 0: any alignment (four LBU; clobbers s4). */
.macro LDW R, OFF, P, A
.if \\A
    lw    \\R, \\OFF(\\P)
.else
    lbu   \\R, \\OFF(\\P)
    lbu   s4, \\OFF+1(\\P)
    slli  s4, s4, 8
    or    \\R, \\R, s4
    lbu   s4, \\OFF+2(\\P)
    slli  s4, s4, 16
    or    \\R, \\R, s4
    lbu   s4, \\OFF+3(\\P)
    slli  s4, s4, 24
    or    \\R, \\R, s4
.endif
.endm

/* STW R, OFF, P, A: the 32-bit word R to P + OFF, little-endian (A as LDW; clobbers s4). */
.macro STW R, OFF, P, A
.if \\A
    sw    \\R, \\OFF(\\P)
.else
    sb    \\R, \\OFF(\\P)
    srli  s4, \\R, 8
    sb    s4, \\OFF+1(\\P)
    srli  s4, \\R, 16
    sb    s4, \\OFF+2(\\P)
    srli  s4, \\R, 24
    sb    s4, \\OFF+3(\\P)
.endif
.endm

/* LD16 P, A: t1, t2, s2, s3 = the four words of the 16-byte block at P (all loads before their use:
 * a loaded word is ready two cycles after its LW). */
.macro LD16 P, A
    LDW   t1, 0, \\P, \\A
    LDW   t2, 4, \\P, \\A
    LDW   s2, 8, \\P, \\A
    LDW   s3, 12, \\P, \\A
.endm

/* AEAD_ABSORB A: for each block x at a1 up to the end a2: S[0..15] ^= x; p^8. */
.macro AEAD_ABSORB A
    .p2align 2
1:  LD16  a1, \\A
    xor   a4, a4, t1
    xor   a5, a5, t2
    xor   a6, a6, s2
    xor   a7, a7, s3
    addi  a1, a1, 16
    jal   t0, ascon_rv32_p8
    bne   a1, a2, 1b
.endm

/* AEAD_ENCRYPT A: for each block x at a2 up to the end a3: S[0..15] ^= x; S[0..15] to a1; p^8. */
.macro AEAD_ENCRYPT A
    .p2align 2
1:  LD16  a2, \\A
    xor   a4, a4, t1
    xor   a5, a5, t2
    xor   a6, a6, s2
    xor   a7, a7, s3
    STW   a4, 0, a1, \\A
    STW   a5, 4, a1, \\A
    STW   a6, 8, a1, \\A
    STW   a7, 12, a1, \\A
    addi  a1, a1, 16
    addi  a2, a2, 16
    jal   t0, ascon_rv32_p8
    bne   a2, a3, 1b
.endm

/* AEAD_DECRYPT A: for each block x at a2 up to the end a3: S[0..15] ^ x to a1; S[0..15] = x; p^8
 * (each word of x read once, before any output is written, so out may equal in). */
.macro AEAD_DECRYPT A
    .p2align 2
1:  LD16  a2, \\A
    xor   a4, a4, t1
    xor   a5, a5, t2
    xor   a6, a6, s2
    xor   a7, a7, s3
    STW   a4, 0, a1, \\A
    STW   a5, 4, a1, \\A
    STW   a6, 8, a1, \\A
    STW   a7, 12, a1, \\A
    mv    a4, t1
    mv    a5, t2
    mv    a6, s2
    mv    a7, s3
    addi  a1, a1, 16
    addi  a2, a2, 16
    jal   t0, ascon_rv32_p8
    bne   a2, a3, 1b
.endm

/* HASH_ABSORB A: for each block x at a1 up to the end a2: S[0..7] ^= x; p^12. */
.macro HASH_ABSORB A
    .p2align 2
1:  LDW   t1, 0, a1, \\A
    LDW   t2, 4, a1, \\A
    addi  a1, a1, 8
    xor   a4, a4, t1
    xor   a5, a5, t2
    jal   t0, ascon_rv32_p12
    bne   a1, a2, 1b
.endm

/* HASH_SQUEEZE A: for each block: p^12; S[0..7] to a1, up to the end a2. */
.macro HASH_SQUEEZE A
    .p2align 2
1:  jal   t0, ascon_rv32_p12
    STW   a4, 0, a1, \\A
    STW   a5, 4, a1, \\A
    addi  a1, a1, 8
    bne   a1, a2, 1b
.endm
"""

# name, C prototype comment, the pointer registers checked for alignment, the loop macro
# name, the pointers checked for alignment, the loop macro, and the loop's end: the block count
# register turned into the end of the pointer the loop compares (count << shift added to it)
STRETCHES = [
    ("ascon_aead_absorb_blocks", ["a1"], "AEAD_ABSORB", ("a2", "a1", 4)),
    ("ascon_aead_encrypt_blocks", ["a1", "a2"], "AEAD_ENCRYPT", ("a3", "a2", 4)),
    ("ascon_aead_decrypt_blocks", ["a1", "a2"], "AEAD_DECRYPT", ("a3", "a2", 4)),
    ("ascon_hash_absorb_blocks", ["a1"], "HASH_ABSORB", ("a2", "a1", 3)),
    ("ascon_hash_squeeze_blocks", ["a1"], "HASH_SQUEEZE", ("a2", "a1", 3)),
]


def function_head(name):
    return (f"    .section .text.{name},\"ax\",@progbits\n    .globl  {name}\n"
            f"    .type   {name}, @function\n    .p2align 2\n{name}:")


def flips_text(pol, why):
    """XORI -1 on both halves of the words complemented in polarity pol."""
    out = []
    for w in range(5):
        if (pol >> w) & 1:
            out.append(f"    xori  {HOME[w][0]}, {HOME[w][0]}, -1          # S{w} {why}")
            out.append(f"    xori  {HOME[w][1]}, {HOME[w][1]}, -1")
    return "\n".join(out)


def fast_file():
    out = [HEADER_FAST, MACROS, MACROS_FAST]
    bodies = {}
    body = ["    .section .text.ascon_rv32_rounds,\"ax\",@progbits"]
    n_ops = {}
    for rounds, boundary in ((8, (0, 1)), (12, (0,))):
        code, pol = body_general(rounds, boundary)
        check_body(code, rounds, pol)
        bodies[rounds] = pol
        n_ops[rounds] = sum(1 for op in code.ops if op[0] != "#")
        words = ", ".join(f"S{w}" for w in range(5) if (pol >> w) & 1)
        body += [f"/* ascon_rv32_p{rounds}: p^{rounds} on the registers, {words} complemented on entry and on return. */",
                 "    .p2align 2", f"ascon_rv32_p{rounds}:", code.text(), "    jr    t0",
                 f"    .size   ascon_rv32_p{rounds}, .-ascon_rv32_p{rounds}", ""]
    out.append("\n".join(body))
    out.append(function_head("ascon_permute") + f"""
    SAVE
    LOAD_STATE
    li    t1, 12
    beq   a1, t1, 1f
{flips_text(bodies[8], "complemented for ascon_rv32_p8")}
    jal   t0, ascon_rv32_p8
{flips_text(bodies[8], "back")}
    j     2f
1:
{flips_text(bodies[12], "complemented for ascon_rv32_p12")}
    jal   t0, ascon_rv32_p12
{flips_text(bodies[12], "back")}
2:  STORE_STATE
    RESTORE
    ret
    .size   ascon_permute, .-ascon_permute
""")
    for name, ptrs, mac, (count, ptr, shift) in STRETCHES:
        pol = bodies[12] if name.startswith("ascon_hash") else bodies[8]
        test = f"    andi  t1, {ptrs[0]}, 3" if len(ptrs) == 1 else \
            f"    or    t1, {ptrs[0]}, {ptrs[1]}\n    andi  t1, t1, 3"
        out.append(function_head(name) + f"""
    SAVE
    LOAD_STATE
{flips_text(pol, "complemented for the rounds")}
    slli  {count}, {count}, {shift}
    add   {count}, {count}, {ptr}              # the end of the blocks
{test}
    bnez  t1, 3f
    {mac} 1
    j     4f
3:  {mac} 0
4:
{flips_text(pol, "back")}
    STORE_STATE
    RESTORE
    ret
    .size   {name}, .-{name}
""")
    out.append(aead_crypt_text(bodies[8], bodies[12]))
    return "\n".join(out), n_ops


def aead_crypt_text(pol8, pol12):
    """ascon_aead_crypt, the contract's one-shot core (ascon_perm.h), on the fast profile's rounds."""
    return """
/* Frame of ascon_aead_crypt: s0-s7 at 0..28; the arguments it reloads; K (16 bytes); the last
 * partial block (16 bytes). The ninth argument, decrypt, is at 0(sp) on entry. */
    .equ  C_TAG, 32
    .equ  C_OUT, 36
    .equ  C_AD, 40
    .equ  C_ADLEN, 44
    .equ  C_IN, 48
    .equ  C_LEN, 52
    .equ  C_KEY, 64
    .equ  C_BUF, 80
    .equ  C_FRAME, 96
    .equ  C_DEC, C_FRAME

/* KEY_NONCE A: S1, S2 = K (at a2), S3, S4 = N (at a3); A as LDW. */
.macro KEY_NONCE A
    LDW   a6, 0, a2, \\A
    LDW   a7, 4, a2, \\A
    LDW   t3, 8, a2, \\A
    LDW   t4, 12, a2, \\A
    LDW   t5, 0, a3, \\A
    LDW   t6, 4, a3, \\A
    LDW   s0, 8, a3, \\A
    LDW   s1, 12, a3, \\A
.endm

/* LOAD_KEY: a0..a3 = K's four words (from the frame). */
.macro LOAD_KEY
    lw    a0, C_KEY(sp)
    lw    a1, C_KEY+4(sp)
    lw    a2, C_KEY+8(sp)
    lw    a3, C_KEY+12(sp)
.endm

/* LOAD_LAST: the buffer = 16 zero bytes, then its first a2 bytes = those at a1; t1 = &buf[a2]. */
.macro LOAD_LAST
    sw    zero, C_BUF(sp)
    sw    zero, C_BUF+4(sp)
    sw    zero, C_BUF+8(sp)
    sw    zero, C_BUF+12(sp)
    addi  t1, sp, C_BUF
1:  beqz  a2, 2f
    lbu   t2, 0(a1)
    sb    t2, 0(t1)
    addi  a1, a1, 1
    addi  t1, t1, 1
    addi  a2, a2, -1
    j     1b
2:
.endm

/* ABSORB_BUF: S[0..15] ^= the buffer. */
.macro ABSORB_BUF
    lw    t1, C_BUF(sp)
    lw    t2, C_BUF+4(sp)
    lw    s2, C_BUF+8(sp)
    lw    s3, C_BUF+12(sp)
    xor   a4, a4, t1
    xor   a5, a5, t2
    xor   a6, a6, s2
    xor   a7, a7, s3
.endm

/* COPY_OUT: r = len % 16 >= 1 bytes of the buffer to the text output. */
.macro COPY_OUT
    lw    a2, C_LEN(sp)
    andi  a2, a2, 15
    lw    a1, C_OUT(sp)
    addi  t1, sp, C_BUF
1:  lbu   t2, 0(t1)
    sb    t2, 0(a1)
    addi  t1, t1, 1
    addi  a1, a1, 1
    addi  a2, a2, -1
    bnez  a2, 1b
.endm

""" + function_head("ascon_aead_crypt") + f"""
    addi  sp, sp, -C_FRAME
    sw    s0, 0(sp)
    sw    s1, 4(sp)
    sw    s2, 8(sp)
    sw    s3, 12(sp)
    sw    s4, 16(sp)
    sw    s5, 20(sp)
    sw    s6, 24(sp)
    sw    s7, 28(sp)
    sw    a0, C_TAG(sp)
    sw    a1, C_OUT(sp)
    sw    a4, C_AD(sp)
    sw    a5, C_ADLEN(sp)
    sw    a6, C_IN(sp)
    sw    a7, C_LEN(sp)
    or    t1, a2, a3                    # S = IV || K || N
    andi  t1, t1, 3
    bnez  t1, .Lc_key_u
    KEY_NONCE 1
    j     .Lc_key_done
.Lc_key_u:
    KEY_NONCE 0
.Lc_key_done:
    sw    a6, C_KEY(sp)                 # K, for the two later additions
    sw    a7, C_KEY+4(sp)
    sw    t3, C_KEY+8(sp)
    sw    t4, C_KEY+12(sp)
    li    a4, 0x808C0001                # S0 = IV = 0x00001000808C0001
    li    a5, 0x00001000
{flips_text(pol12, "complemented for ascon_rv32_p12")}
    jal   t0, ascon_rv32_p12
{flips_text(pol12 ^ pol8, "to p^8's polarity")}
    LOAD_KEY
    xor   t5, t5, a0                    # S ^= 0^192 || K
    xor   t6, t6, a1
    xor   s0, s0, a2
    xor   s1, s1, a3
    lw    a2, C_ADLEN(sp)               # associated data
    beqz  a2, .Lc_domain
    lw    a1, C_AD(sp)
    andi  a2, a2, -16                   # its full blocks
    beqz  a2, .Lc_ad_last
    add   a2, a2, a1                    # their end
    andi  t1, a1, 3
    bnez  t1, .Lc_ad_u
    AEAD_ABSORB 1
    j     .Lc_ad_last
.Lc_ad_u:
    AEAD_ABSORB 0
.Lc_ad_last:
    lw    a2, C_ADLEN(sp)               # the last ad_len % 16 bytes, at a1, padded
    andi  a2, a2, 15
    LOAD_LAST
    li    t2, 1
    sb    t2, 0(t1)
    ABSORB_BUF
    jal   t0, ascon_rv32_p8
.Lc_domain:
    li    t1, 0x80000000                # S ^= 0^319 || 1: the top bit of S4
    xor   s1, s1, t1
    lw    a2, C_IN(sp)                  # the text: its full blocks
    lw    a1, C_OUT(sp)
    lw    a3, C_LEN(sp)
    andi  a3, a3, -16
    beqz  a3, .Lc_last
    add   a3, a3, a2                    # their end
    lw    t1, C_DEC(sp)
    or    t2, a1, a2
    andi  t2, t2, 3
    bnez  t1, .Lc_dec
    bnez  t2, .Lc_enc_u
    AEAD_ENCRYPT 1
    j     .Lc_last
.Lc_enc_u:
    AEAD_ENCRYPT 0
    j     .Lc_last
.Lc_dec:
    bnez  t2, .Lc_dec_u
    AEAD_DECRYPT 1
    j     .Lc_last
.Lc_dec_u:
    AEAD_DECRYPT 0
.Lc_last:
    lw    a3, C_LEN(sp)                 # the last r = len % 16 bytes (a2: in, a1: out)
    andi  a3, a3, 15
    bnez  a3, .Lc_partial
    xori  a4, a4, 1                     # r = 0: S[0] ^= 0x01
    j     .Lc_final
.Lc_partial:
    sw    a1, C_OUT(sp)
    mv    a1, a2
    mv    a2, a3
    LOAD_LAST                           # buf = x zero-extended, t1 = &buf[r]
    lw    t2, C_DEC(sp)
    bnez  t2, .Lc_dec_last
    li    t2, 1                         # encryption: S[0..15] ^= x padded; out = S[0..r-1]
    sb    t2, 0(t1)
    ABSORB_BUF
    sw    a4, C_BUF(sp)
    sw    a5, C_BUF+4(sp)
    sw    a6, C_BUF+8(sp)
    sw    a7, C_BUF+12(sp)
    COPY_OUT
    j     .Lc_wipe
.Lc_dec_last:
    lw    t1, C_BUF(sp)                 # decryption: buf = y = S[0..15] ^ x; out = y[0..r-1]
    xor   t1, t1, a4
    sw    t1, C_BUF(sp)
    lw    t1, C_BUF+4(sp)
    xor   t1, t1, a5
    sw    t1, C_BUF+4(sp)
    lw    t1, C_BUF+8(sp)
    xor   t1, t1, a6
    sw    t1, C_BUF+8(sp)
    lw    t1, C_BUF+12(sp)
    xor   t1, t1, a7
    sw    t1, C_BUF+12(sp)
    COPY_OUT
    lw    a2, C_LEN(sp)                 # buf = y[0..r-1] padded
    andi  a2, a2, 15
    addi  t1, sp, C_BUF
    add   t1, t1, a2
    li    t2, 1
    sb    t2, 0(t1)
    addi  t1, t1, 1
    li    a3, 15
    sub   a2, a3, a2                    # the 15 - r bytes after it: zero
1:  beqz  a2, 2f
    sb    zero, 0(t1)
    addi  t1, t1, 1
    addi  a2, a2, -1
    j     1b
2:  ABSORB_BUF                          # S[0..r-1] = x, S[r] ^= 0x01
.Lc_wipe:
    sw    zero, C_BUF(sp)               # the buffer held state and text bytes
    sw    zero, C_BUF+4(sp)
    sw    zero, C_BUF+8(sp)
    sw    zero, C_BUF+12(sp)
.Lc_final:
{flips_text(pol12 ^ pol8, "to p^12's polarity")}
    LOAD_KEY
    xor   t3, t3, a0                    # S ^= 0^128 || K || 0^64
    xor   t4, t4, a1
    xor   t5, t5, a2
    xor   t6, t6, a3
    jal   t0, ascon_rv32_p12
{flips_text(pol12, "back")}
    LOAD_KEY
    xor   t5, t5, a0                    # T = S[24..39] ^ K
    xor   t6, t6, a1
    xor   s0, s0, a2
    xor   s1, s1, a3
    lw    a0, C_TAG(sp)
    andi  t1, a0, 3
    bnez  t1, .Lc_tag_u
    STW   t5, 0, a0, 1
    STW   t6, 4, a0, 1
    STW   s0, 8, a0, 1
    STW   s1, 12, a0, 1
    j     .Lc_done
.Lc_tag_u:
    STW   t5, 0, a0, 0
    STW   t6, 4, a0, 0
    STW   s0, 8, a0, 0
    STW   s1, 12, a0, 0
.Lc_done:
    sw    zero, C_KEY(sp)               # wipe the key copy
    sw    zero, C_KEY+4(sp)
    sw    zero, C_KEY+8(sp)
    sw    zero, C_KEY+12(sp)
    lw    s0, 0(sp)
    lw    s1, 4(sp)
    lw    s2, 8(sp)
    lw    s3, 12(sp)
    lw    s4, 16(sp)
    lw    s5, 20(sp)
    lw    s6, 24(sp)
    lw    s7, 28(sp)
    addi  sp, sp, C_FRAME
    ret
    .size   ascon_aead_crypt, .-ascon_aead_crypt
"""


# The small profile's registers: as many of the most used as fit in x8..x15, the registers of the
# compressed XOR / OR / AND (T1, the shift temporary of the linear layer, and seven state halves).
HOME_SMALL = [("a1", "a2"), ("a3", "a4"), ("a5", "s0"), ("s1", "t3"), ("t4", "t5")]
TEMPS_SMALL = ("a0", "t1", "t2", ("s2", "s3"))


def use_small_registers():
    global HOME, T1, T2, T3, Y1
    HOME = HOME_SMALL
    T1, T2, T3, Y1 = TEMPS_SMALL


def small_file():
    out = [HEADER_SMALL, "    .option rvc\n"]
    code = round_code(0, True)
    c = Code()
    c.ops = code.ops[2:]  # the constant addition is the loop's (t0 = ~c)
    st = [r for pair in HOME for r in pair]
    loads = "\n".join(f"    lw    {r}, {4 * k}(a0)" for k, r in enumerate(st))
    stores = "\n".join(f"    sw    {r}, {4 * k}(a0)" for k, r in enumerate(st))
    l2, h2 = HOME[2]
    out.append(function_head("ascon_permute") + f"""
    addi  sp, sp, -32
    sw    s0, 0(sp)
    sw    s1, 4(sp)
    sw    s2, 8(sp)
    sw    s3, 12(sp)
    sw    a0, 16(sp)                    # s (a0 is a round temporary)
    slli  t0, a1, 4
    sub   t0, t0, a1                    # 15 rounds
    li    t6, -61                       # ~c of the round after c_15 = 0x4b: ~0x4b + 15
    sub   t0, t6, t0                    # ~c_(16-rounds) = ~(60 + 15 rounds)
{loads}
    xori  {l2}, {l2}, -1                # S2 complemented, as each round expects it
    xori  {h2}, {h2}, -1
    .p2align 2
1:  xor   {l2}, {l2}, t0                # S2 ^= c, and back from ~S2
    xori  {h2}, {h2}, -1
{c.text()}
    addi  t0, t0, 15                    # ~c_(i+1) = ~c_i + 15
    bne   t0, t6, 1b
    xori  {l2}, {l2}, -1                # S2 back from ~S2
    xori  {h2}, {h2}, -1
    lw    a0, 16(sp)
{stores}
    lw    s0, 0(sp)
    lw    s1, 4(sp)
    lw    s2, 8(sp)
    lw    s3, 12(sp)
    addi  sp, sp, 32
    ret
    .size   ascon_permute, .-ascon_permute
""")
    out.append(SMALL_AEAD_CRYPT)
    return "\n".join(out), len(c.ops) + 4


# ascon_aead_crypt_tag of the small profile: compact byte loops on a state in the frame.
SMALL_AEAD_CRYPT = """
/* Frame of ascon_aead_crypt_tag: ra, s0-s5; .Lrun's ra; the state S (40 bytes); ad, ad_len; .Lrun's
 * in (the nonce until the first .Lrun), out, length and mode. The ninth argument, how, is at 0(sp)
 * on entry. Registers across the calls: s0 = out, s1 = key, s2 = how (tag_len | 0x100 when
 * decrypting), s3 = tag, s4 = in, s5 = len. */
    .equ  K_RA2, 28
    .equ  K_S, 32
    .equ  K_AD, 72
    .equ  K_ADLEN, 76
    .equ  K_IN, 80
    .equ  K_OUT, 84
    .equ  K_LEN, 88
    .equ  K_MODE, 92
    .equ  K_FRAME, 96

    .section .text.ascon_aead_crypt_tag,"ax",@progbits
/* .Lxor: a2 bytes (>= 1) at a0 ^= those at a1 (t1, t2 clobbered). */
.Lxor:
    lbu   t1, 0(a1)
    lbu   t2, 0(a0)
    xor   t2, t2, t1
    sb    t2, 0(a0)
    addi  a0, a0, 1
    addi  a1, a1, 1
    addi  a2, a2, -1
    bnez  a2, .Lxor
    ret

/* .Lperm: S = Ascon-p[a1](S), a tail call of ascon_permute on the frame's state. */
.Lperm:
    addi  a0, sp, K_S
    j     ascon_permute

/* .Lblock: a3 bytes x at a1 with S[0..a3-1], by the mode a4 (0 absorb, 1 encrypt, 2 decrypt):
 * y = S ^ x; absorb: S = y; encrypt: S = y, out = y; decrypt: out = y, S = x (x read before out
 * is written: out may equal in). Returns a0 = &S[a3]. */
.Lblock:
    addi  a0, sp, K_S
1:  beqz  a3, 3f
    lbu   t1, 0(a1)
    lbu   t2, 0(a0)
    xor   t2, t2, t1
    beqz  a4, 2f
    sb    t2, 0(a2)
    addi  t0, a4, -2
    bnez  t0, 2f
    mv    t2, t1
2:  sb    t2, 0(a0)
    addi  a0, a0, 1
    addi  a1, a1, 1
    addi  a2, a2, 1
    addi  a3, a3, -1
    j     1b
3:  ret

/* .Lrun: a3 bytes at a1 (output to a2) by the mode a4, padded to whole blocks: each full block,
 * then p^8; the last len mod 16 bytes (0 included), then S[r] ^= 0x01 (no permutation). */
.Lrun:
    sw    ra, K_RA2(sp)
    sw    a1, K_IN(sp)
    sw    a2, K_OUT(sp)
    sw    a3, K_LEN(sp)
    sw    a4, K_MODE(sp)
1:  lw    a3, K_LEN(sp)
    lw    a1, K_IN(sp)
    lw    a2, K_OUT(sp)
    lw    a4, K_MODE(sp)
    li    t1, 16
    bltu  a3, t1, 2f
    li    a3, 16
    jal   .Lblock
    lw    t1, K_IN(sp)
    addi  t1, t1, 16
    sw    t1, K_IN(sp)
    lw    t1, K_OUT(sp)
    addi  t1, t1, 16
    sw    t1, K_OUT(sp)
    lw    t1, K_LEN(sp)
    addi  t1, t1, -16
    sw    t1, K_LEN(sp)
    li    a1, 8
    jal   .Lperm
    j     1b
2:  jal   .Lblock
    lbu   t1, 0(a0)
    xori  t1, t1, 1
    sb    t1, 0(a0)
    lw    ra, K_RA2(sp)
    ret

/* The public one-shot calls are the entries below (ascon_aead.c; the test-hook builds wrap them). */
#if !defined(LWC_TEST_HOOKS) && !(defined(LWC_PROTECTED) && LWC_PROTECTED) /* (a protected build: the masked Ascon's, src/common/protected.c) */
    .globl  lwc_ascon_aead128_encrypt
    .type   lwc_ascon_aead128_encrypt, @function
    .set    lwc_ascon_aead128_encrypt, ascon_aead_encrypt_oneshot
    .globl  lwc_ascon_aead128_decrypt
    .type   lwc_ascon_aead128_decrypt, @function
    .set    lwc_ascon_aead128_decrypt, ascon_aead_decrypt_oneshot
#endif

/* ascon_aead_crypt_tag(..., how); ascon_aead_encrypt_oneshot / ascon_aead_decrypt_oneshot(out, tag,
 * key, nonce, ad, ad_len, in, len): ascon_aead_check(the same arguments) first, its error returned
 * as it is; then the core with how = 16, or 16 | ASCON_AEAD_DECRYPT. t0 = how, t1 = check or not. */
    .globl  ascon_aead_crypt_tag
    .type   ascon_aead_crypt_tag, @function
ascon_aead_crypt_tag:
    lw    t0, 0(sp)                     # how
    li    t1, 0                         # checked by the caller
    j     .Lentry
    .globl  ascon_aead_decrypt_oneshot
    .type   ascon_aead_decrypt_oneshot, @function
ascon_aead_decrypt_oneshot:
    li    t0, 0x110                     # 16 | ASCON_AEAD_DECRYPT
    j     1f
    .globl  ascon_aead_encrypt_oneshot
    .type   ascon_aead_encrypt_oneshot, @function
ascon_aead_encrypt_oneshot:
    li    t0, 16
1:  li    t1, 1
.Lentry:
    addi  sp, sp, -K_FRAME
    sw    ra, 0(sp)
    sw    s0, 4(sp)
    sw    s1, 8(sp)
    sw    s2, 12(sp)
    sw    s3, 16(sp)
    sw    s4, 20(sp)
    sw    s5, 24(sp)
    mv    s2, t0
    mv    s3, a1
    mv    s0, a0
    mv    s1, a2
    mv    s4, a6
    mv    s5, a7
    sw    a3, K_IN(sp)                  # the nonce
    sw    a4, K_AD(sp)
    sw    a5, K_ADLEN(sp)
    beqz  t1, 1f
    jal   ascon_aead_check              # a0..a7 are still the arguments
    bnez  a0, .Lreturn                  # an argument error: returned, nothing read or written
1:
    li    t1, 0x808C0001                # S = IV || 0 (IV = 0x00001000808C0001)
    sw    t1, K_S(sp)
    li    t1, 0x1000
    sw    t1, K_S+4(sp)
    addi  a0, sp, K_S+8
    addi  t1, sp, K_S+40
1:  sw    zero, 0(a0)
    addi  a0, a0, 4
    bne   a0, t1, 1b
    addi  a0, sp, K_S+24                # S[24..39] = N
    lw    a1, K_IN(sp)
    li    a2, 16
    jal   .Lxor
    addi  a0, sp, K_S+8                 # S[8..23] = K
    mv    a1, s1
    li    a2, 16
    jal   .Lxor
    li    a1, 12
    jal   .Lperm
    addi  a0, sp, K_S+24                # S ^= 0^192 || K
    mv    a1, s1
    li    a2, 16
    jal   .Lxor
    lw    a3, K_ADLEN(sp)               # associated data
    beqz  a3, 2f
    lw    a1, K_AD(sp)
    li    a4, 0
    jal   .Lrun
    li    a1, 8
    jal   .Lperm
2:  lbu   t1, K_S+39(sp)                # S ^= 0^319 || 1: the top bit of byte 39
    xori  t1, t1, -128
    sb    t1, K_S+39(sp)
    mv    a1, s4                        # the text
    mv    a2, s0
    mv    a3, s5
    srli  a4, s2, 8                     # decrypt: 0 or 1
    addi  a4, a4, 1                     # encrypt 1, decrypt 2
    jal   .Lrun
    addi  a0, sp, K_S+16                # S ^= 0^128 || K || 0^64
    mv    a1, s1
    li    a2, 16
    jal   .Lxor
    li    a1, 12
    jal   .Lperm
    addi  a0, sp, K_S+24                # T = S[24..39] ^ K
    mv    a1, s1
    li    a2, 16
    jal   .Lxor
    addi  a0, sp, K_S+24
    andi  t0, s2, 0xff                  # tag_len
    srli  s2, s2, 8                     # decrypt
    li    a1, 0                         # d = 0
3:  lbu   t1, 0(a0)                     # for each of the tag_len bytes:
    bnez  s2, 4f
    sb    t1, 0(s3)                     #   encryption: tag[i] = T[i]
    j     5f
4:  lbu   t2, 0(s3)                     #   decryption: d |= T[i] ^ tag[i]
    xor   t1, t1, t2
    or    a1, a1, t1
5:  addi  a0, a0, 1
    addi  s3, s3, 1
    addi  t0, t0, -1
    bnez  t0, 3b
    addi  a1, a1, -1                    # verdict = ((d - 1) >> 31) - 1: 0 when d = 0, else -1
    srli  a1, a1, 31
    addi  a1, a1, -1
    beqz  s2, 7f                        # encryption: no release (verdict 0)
    not   t2, a1                        # keep: all ones on a match, 0 on a mismatch
    beqz  s5, 7f
6:  lbu   t1, 0(s0)                     # out[i] &= keep, every byte, both outcomes
    and   t1, t1, t2
    sb    t1, 0(s0)
    addi  s0, s0, 1
    addi  s5, s5, -1
    bnez  s5, 6b
7:  addi  a0, sp, K_S                   # wipe the state (T with it)
    addi  t1, sp, K_S+40
8:  sw    zero, 0(a0)
    addi  a0, a0, 4
    bne   a0, t1, 8b
    mv    a0, a1                        # the verdict
.Lreturn:
    lw    ra, 0(sp)
    lw    s0, 4(sp)
    lw    s1, 8(sp)
    lw    s2, 12(sp)
    lw    s3, 16(sp)
    lw    s4, 20(sp)
    lw    s5, 24(sp)
    addi  sp, sp, K_FRAME
    ret
    .size   ascon_aead_crypt_tag, .-ascon_aead_crypt_tag
"""


def main():
    if "--small" in sys.argv[1:]:
        use_small_registers()
    model_check([12, 8])
    if "--small" in sys.argv[1:]:
        text, n = small_file()
    else:
        text, n = fast_file()
    sys.stdout.write(text)
    sys.stderr.write(f"gen_ascon_rv32: instructions {n}\n")


if __name__ == "__main__":
    main()
