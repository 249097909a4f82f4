#!/usr/bin/env python3
"""Generator of the fixsliced SKINNY-128-384+ for ARMv7-M (Cortex-M3):

    python3 gen_skinny128_384p_armv7m.py --asm > skinny128_384p_rounds_armv7m.S   # the 40 rounds
    python3 gen_skinny128_384p_armv7m.py > skinny128_384p_fixsliced32_rounds.h   # per-round tables
    python3 gen_skinny128_384p_armv7m.py --c-model > model.c   # test aid: the rounds in C (host)

Before printing it checks a bit-exact Python model of exactly these operations (packing, rounds,
round-tweakey conversion) against the specification (a Python port of ../ref/skinny128_384p_ref.c)
on random blocks and tweakeys. The tweakey expansion is the technique folder's C
(../fixsliced32/skinny128_384p_fixsliced32.c, hand-written), which reads the per-round tables.

Representation (one block in four 32-bit words, bitsliced):
  * a "plane" is bit j of all 16 cells; each word holds two planes (half h = 0, 1);
  * bit position of (plane j, row i, column c) in its word = 8*((c + off_i) % 4) + 2*slot_i + h:
    byte = physical column, two bits per row slot, one bit per half.
  * SubCells: 8 updates x ^= NOR(a, b) on whole planes (3 instructions each: ORR with a rotated
    operand, BIC with the half mask, EOR with a rotated operand); the bit permutation of the S-box
    is never executed: the planes are renamed instead (it is one 8-cycle, so the layout repeats
    every 8 rounds: fixslicing). The planes paired in a word ({j, m^4(j)}) stay paired.
  * ShiftRows is never executed: each row has a column offset off_i which ShiftRows changes, and
    MixColumns aligns rows with a rotation of the masked source row (2 instructions per row XOR).
    MixColumns' row renaming is a renaming of the row slots.
  * AddRoundTweakey: the 8 tweakey bytes of a round (rows 0, 1 of TK1^TK2^TK3, with c0, c1 of
    AddConstants) are precomputed in a compact form of two words per round (each holds the rows
    0, 1 of two state words); c2 (row 2) is one EOR with an immediate.
"""
import random
import sys

M32 = 0xFFFFFFFF


def ror(x, n):
    n %= 32
    return ((x >> n) | (x << (32 - n))) & M32 if n else x


# ---------------------------------------------------------------- specification model (from ref C)
TWEAKEY_PT = [9, 15, 8, 13, 10, 14, 12, 11, 0, 1, 2, 3, 4, 5, 6, 7]


def sbox8(x):
    def nx(x):
        return x ^ (~((x >> 2) | (x >> 3)) & 0x11)

    def perm(x):
        return (((x << 5) & 0xC0) | ((x >> 2) & 0x32) | ((x >> 1) & 0x08) | ((x << 2) & 0x04)
                | ((x >> 5) & 0x01))
    for _ in range(3):
        x = perm(nx(x))
    x = nx(x)
    return (x & 0xF9) | ((x << 1) & 0x04) | ((x >> 1) & 0x02)


def rc_seq(n):
    rc, out = 0, []
    for _ in range(n):
        rc = ((rc << 1) & 0x3E) | (((rc >> 5) ^ (rc >> 4) ^ 1) & 1)
        out.append(rc)
    return out


RC = rc_seq(40)


def lfsr2(x):
    return ((x << 1) & 0xFF) | (((x >> 7) ^ (x >> 5)) & 1)


def lfsr3(x):
    return (x >> 1) | ((((x << 7) ^ (x << 1)) & 0x80))


def ref_round_keys(tk):
    """Rows 0, 1 (8 bytes) of TK1^TK2^TK3 per round, with c0, c1 folded in."""
    t = [list(tk[0:16]), list(tk[16:32]), list(tk[32:48])]
    out = []
    for r in range(40):
        k = [t[0][i] ^ t[1][i] ^ t[2][i] for i in range(8)]
        k[0] ^= RC[r] & 0xF
        k[4] ^= RC[r] >> 4
        out.append(k)
        t = [[a[TWEAKEY_PT[i]] for i in range(16)] for a in t]
        for i in range(8):
            t[1][i] = lfsr2(t[1][i])
            t[2][i] = lfsr3(t[2][i])
    return out


def ref_encrypt(block, tk):
    s = list(block)
    for r, k in enumerate(ref_round_keys(tk)):
        s = [sbox8(x) for x in s]
        for i in range(8):
            s[i] ^= k[i]
        s[8] ^= 0x02
        s = [s[0], s[1], s[2], s[3], s[7], s[4], s[5], s[6], s[10], s[11], s[8], s[9],
             s[13], s[14], s[15], s[12]]
        n = list(s)
        for j in range(4):
            r0, r1, r2, r3 = s[j], s[4 + j], s[8 + j], s[12 + j]
            n[j], n[4 + j], n[8 + j], n[12 + j] = r0 ^ r2 ^ r3, r0, r1 ^ r2, r0 ^ r2
        s = n
    return s


# ---------------------------------------------------------------- packing (shared by state and keys)
def swapmove(a, b, m, n):
    t = ((a >> n) ^ b) & m
    return a ^ ((t << n) & M32), b ^ t


def relabel(x):
    """Swap bits 1 and 3 of every byte: planes {0,3} and {1,2} become adjacent bit pairs."""
    t = (x ^ (x >> 2)) & 0x02020202
    return x ^ t ^ (t << 2)


def pack(r):
    r = [relabel(x) for x in r]
    r[0], r[1] = swapmove(r[0], r[1], 0x33333333, 2)
    r[2], r[3] = swapmove(r[2], r[3], 0x33333333, 2)
    r[0], r[2] = swapmove(r[0], r[2], 0x0F0F0F0F, 4)
    r[1], r[3] = swapmove(r[1], r[3], 0x0F0F0F0F, 4)
    return r


def unpack(r):
    r = list(r)
    r[1], r[3] = swapmove(r[1], r[3], 0x0F0F0F0F, 4)
    r[0], r[2] = swapmove(r[0], r[2], 0x0F0F0F0F, 4)
    r[2], r[3] = swapmove(r[2], r[3], 0x33333333, 2)
    r[0], r[1] = swapmove(r[0], r[1], 0x33333333, 2)
    return [relabel(x) for x in r]


def halfswap(x, m):
    t = (x ^ (x >> 1)) & m
    return x ^ t ^ (t << 1)


def slotswap(x):
    """Exchange bit positions {2,3} and {4,5} of every byte."""
    t = (x ^ (x >> 2)) & 0x0C0C0C0C
    return x ^ t ^ (t << 2)


def convert(x, y, rx, ry, hm):
    """Round-key conversion: x, y = rows 0, 1 (byte c = column c) -> two compact words."""
    x, y = ror(x, 8 * rx), ror(y, 8 * ry)
    x, y = relabel(x), relabel(y)
    if hm:
        x, y = halfswap(x, hm), halfswap(y, hm)
    return swapmove(x, y, 0x33333333, 2)


def words_of(b):
    return [b[4 * i] | b[4 * i + 1] << 8 | b[4 * i + 2] << 16 | b[4 * i + 3] << 24 for i in range(len(b) // 4)]


def bytes_of(w):
    return [(x >> (8 * k)) & 0xFF for x in w for k in range(4)]


# ---------------------------------------------------------------- layout derivation
def probe_pack():
    loc, slot, off = {}, {}, {}
    for i in range(4):
        for c in range(4):
            for j in range(8):
                b = [0] * 16
                b[4 * i + c] = 1 << j
                w = pack(words_of(b))
                (wi,) = [k for k in range(4) if w[k]]
                pos = w[wi].bit_length() - 1
                h, s, pc = pos & 1, (pos >> 1) & 3, pos >> 3
                if j in loc:
                    assert loc[j] == (wi, h)
                loc[j] = (wi, h)
                o = (pc - c) % 4
                assert slot.setdefault(i, s) == s and off.setdefault(i, o) == o
    return loc, slot, off


SBOX_STEPS = [(4, 7, 6), (0, 3, 2), (6, 2, 1), (5, 4, 0), (1, 0, 3), (7, 6, 5), (3, 5, 4), (2, 1, 7)]
SBOX_OUT = [2, 7, 6, 1, 3, 0, 4, 5]  # logical plane j after SubCells = physical plane SBOX_OUT[j]
HALF = (0x55555555, 0xAAAAAAAA)


def bitpos(loc, slot, off, j, i, c):
    w, h = loc[j]
    return w, 8 * ((c + off[i]) % 4) + 2 * slot[i] + h


def gen_rounds():
    """Per round (8 of them: the layout period) the operation list and layout."""
    loc, slot, off = probe_pack()
    init = (dict(loc), dict(slot), dict(off))
    rounds = []
    for r in range(8):
        ops = []
        # SubCells
        for x, a, b in SBOX_STEPS:
            (wx, hx), (wa, ha), (wb, hb) = loc[x], loc[a], loc[b]
            ops.append(('nor', wx, wa, wb, (hb - ha) % 32, HALF[ha], (ha - hx) % 32))
        loc = {j: loc[SBOX_OUT[j]] for j in range(8)}
        lay_ark = (dict(loc), dict(slot), dict(off))
        ops.append(('ark',))
        # AddConstants c2 = 0x02 on cell (2, 0): plane 1
        w, p = bitpos(loc, slot, off, 1, 2, 0)
        ops.append(('xorimm', w, 1 << p))
        # ShiftRows
        off = {i: (off[i] - i) % 4 for i in range(4)}
        # MixColumns: r1 ^= r2; r2 ^= r0; r3 ^= r2; rows renamed (r3, r0, r1, r2)
        for dst, src in ((1, 2), (2, 0), (3, 2)):
            s = (8 * (off[src] - off[dst]) + 2 * (slot[src] - slot[dst])) % 32
            for w in range(4):
                ops.append(('mc', w, 0x03030303 << (2 * slot[src]), s))
        slot = {0: slot[3], 1: slot[0], 2: slot[1], 3: slot[2]}
        off = {0: off[3], 1: off[0], 2: off[1], 3: off[2]}
        rounds.append((ops, lay_ark))
    assert (loc, slot, off) == init, "layout does not repeat after 8 rounds"
    return rounds, init


def key_plan(lay):
    """Conversion parameters (rx, ry, hm) for a round layout and, per state word, the compact word,
    mask and rotation of its XOR."""
    loc, slot, off = lay
    for rx in range(4):
        for ry in range(4):
            # half swap mask: decided per plane pair from the probe without swap
            hm = 0
            for trial in range(2):
                plan, ok = {}, True
                for w in range(4):
                    g_rot = None
                    mask = 0
                    for j in range(8):
                        if loc[j][0] != w:
                            continue
                        for i in range(2):
                            for c in range(4):
                                k = [0] * 8
                                k[4 * i + c] = 1 << j
                                kw = convert(*words_of(k), rx, ry, hm)
                                (g,) = [q for q in range(2) if kw[q]]
                                pk = kw[g].bit_length() - 1
                                _, ps = bitpos(loc, slot, off, j, i, c)
                                if trial == 0 and (pk & 1) != (ps & 1):
                                    # this plane pair needs its halves swapped in the conversion
                                    q = relabel(1 << j) .bit_length() - 1
                                    hm |= (0x01010101 << (q & ~1))
                                rot = (pk - ps) % 32
                                if g_rot is None:
                                    g_rot = (g, rot)
                                elif g_rot != (g, rot):
                                    ok = False
                                mask |= 1 << pk
                    plan[w] = (g_rot, mask)
                if trial == 0 and hm == 0 and ok:
                    return (rx, ry, 0), plan
                if trial == 1 and ok:
                    return (rx, ry, hm), plan
    raise SystemExit("no key plan")


# ---------------------------------------------------------------- model of the generated code
def model_encrypt(block, tk, rounds, plans):
    s = pack(words_of(block))
    rk = model_schedule(tk, plans)
    for r in range(40):
        ops, _ = rounds[r % 8]
        for op in ops:
            if op[0] == 'nor':
                _, x, a, b, rb, m, rx = op
                t = m & ~(s[a] | ror(s[b], rb)) & M32
                s[x] ^= ror(t, rx)
            elif op[0] == 'ark':
                for w, ((g, rot), mask) in plans[r % 8][1].items():
                    s[w] ^= ror(rk[2 * r + g] & mask, rot)
            elif op[0] == 'xorimm':
                s[op[1]] ^= op[2]
            elif op[0] == 'mc':
                _, w, m, sh = op
                s[w] ^= ror(s[w] & m, sh)
    return bytes_of(unpack(s))


def model_schedule(tk, plans):
    rk = []
    for r, k in enumerate(ref_round_keys(tk)):
        (rx, ry, hm), _ = plans[r % 8]
        rk += convert(*words_of(k), rx, ry, hm)
    return rk


def check(rounds, plans):
    rnd = random.Random(1)
    for _ in range(20):
        block = [rnd.randrange(256) for _ in range(16)]
        tk = [rnd.randrange(256) for _ in range(48)]
        assert model_encrypt(block, tk, rounds, plans) == ref_encrypt(block, tk)
    # Romulus-H vector check of the spec model itself: S-box table spot values (Table 2.1)
    assert [sbox8(x) for x in range(4)] == [0x65, 0x4C, 0x6A, 0x42]
    for _ in range(10):
        w = [rnd.randrange(1 << 32) for _ in range(4)]
        assert unpack(pack(w)) == w


# ---------------------------------------------------------------- C emission
def c_ror(x, n):
    n %= 32
    return x if n == 0 else f"ROR({x}, {n})"


Q = [1, 7, 0, 5, 2, 6, 4, 3]  # PT^2 on rows 0, 1: natural[i] = before[Q[i]]


def q_power(m):
    idx = list(range(8))
    for _ in range(m):
        idx = [idx[Q[i]] for i in range(8)]
    return idx


def c_perm(qm, rx, ry):
    """C expressions for (x', y'): x' byte b = natural cell (0, (b + rx) % 4), y' likewise with ry,
    natural cell i = base byte qm[i] (base: x = bytes 0..3, y = bytes 4..7)."""
    exprs = []
    for row, rot in ((0, rx), (1, ry)):
        terms = {}
        for b in range(4):
            src = qm[4 * row + (b + rot) % 4]
            sw, sb = src // 4, src % 4
            terms.setdefault((sw, 8 * (b - sb)), 0)
            terms[(sw, 8 * (b - sb))] |= 0xFF << (8 * b)
        parts = []
        for (sw, sh), m in sorted(terms.items()):
            v = "(x)" if sw == 0 else "(y)"
            e = v if sh == 0 else (f"({v} << {sh})" if sh > 0 else f"({v} >> {-sh})")
            parts.append(e if m == M32 else f"({e} & 0x{m:08X}u)")
        exprs.append(" | ".join(parts))
    return exprs


def emit(rounds, plans):
    o = []
    p = o.append
    p(GENERATED_HEADER)
    p("/* CONV_<p>_<j>(k, x, y): the compact round tweakey k[0..1] of round r = 2k + p (k = j mod 8) from")
    p(" * x, y = the 8 bytes whose PT^(2(k+p)) image are the round's rows 0, 1 (the lane of the tweakey")
    p(" * chain, see expand() in skinny128_384p_fixsliced32.c): byte permutation (PT^2 power and the row")
    p(" * layout), pairing of planes, plane-half swaps of the layout, and the SWAPMOVE of rows into slots.")
    p(" * RC_<p>_<j>(x, y, c): AddConstants c0 | c1 << 4 onto cells 0 and 4 after the permutation. */")
    for par in range(2):
        for j in range(8):
            r = (2 * j + par) % 8
            (rx, ry, hm), _ = plans[r]
            ex, ey = c_perm(q_power((j + par) % 8), rx, ry)
            p(f"#define PERM_{par}_{j}(x, y, nx, ny) \\")
            p(f"    do {{ \\")
            p(f"        nx = {ex}; \\")
            p(f"        ny = {ey}; \\")
            p(f"    }} while (0)")
            p(f"#define RC_{par}_{j}(x, y, c) \\")
            p(f"    do {{ \\")
            p(f"        (x) ^= (uint32_t)((c) & 0x0Fu) << {8 * ((0 - rx) % 4)}; \\")
            p(f"        (y) ^= (uint32_t)((c) >> 4) << {8 * ((0 - ry) % 4)}; \\")
            p(f"    }} while (0)")
            p(f"#define HALFSWAP_{par}_{j} 0x{hm:08X}u")
    p("")
    p(GENERATED_FOOTER)
    return "\n".join(o) + "\n"


GENERATED_HEADER = '''/* GENERATED by gen_skinny128_384p_armv7m.py: the per-round operations of the fixsliced SKINNY-128-384+
 * (see the generator's docstring for the representation), the ARMv7-M backend's part of the
 * fixsliced32 technique's contract (../fixsliced32/skinny128_384p_fixsliced32.h). Do not edit: change
 * the generator. */
#ifndef LWC_SKINNY128_384P_FIXSLICED32_ROUNDS_H
#define LWC_SKINNY128_384P_FIXSLICED32_ROUNDS_H
'''

GENERATED_FOOTER = '''#endif /* LWC_SKINNY128_384P_FIXSLICED32_ROUNDS_H */'''


ASM_REGS = {'rk': 'r1', 's': ['r3', 'r4', 'r5', 'r6'], 't': 'r7', 'k': ['r8', 'r9'],
            'half': ['r10', 'r11'], 'cnt': 'lr'}


def asm_ror(reg, n):
    n %= 32
    return reg if n == 0 else f"{reg}, ror #{n}"


def emit_round_asm(r, ops, plan, out):
    p = out.append
    S, T, K, H = ASM_REGS['s'], ASM_REGS['t'], ASM_REGS['k'], ASM_REGS['half']
    p(f"    /* ---- round r = 8i + {r} ---- */")
    first = True
    for op in ops:
        if op[0] == 'nor':
            _, x, a, b, rb, m, rx = op
            if first:
                p("    /* SubCells: x ^= NOR(a, b) on whole planes (t = half & ~(a | b), aligned by rotations) */")
                first = False
            p(f"    orr   {T}, {S[a]}, {asm_ror(S[b], rb)}")
            p(f"    bic   {T}, {H[0] if m == HALF[0] else H[1]}, {T}")
            p(f"    eor   {S[x]}, {S[x]}, {asm_ror(T, rx)}")
        elif op[0] == 'ark':
            p("    /* AddRoundTweakey: rows 0, 1 of TK1^TK2^TK3 ^ c0, c1 as two compact words, each")
            p("     * feeding two state words (AND with the word's region, EOR rotated into place) */")
            p(f"    ldmia {ASM_REGS['rk']}!, {{{K[0]}, {K[1]}}}")
            for w, ((g, rot), mask) in sorted(plan.items()):
                p(f"    and   {T}, {K[g]}, #0x{mask:08X}")
                p(f"    eor   {S[w]}, {S[w]}, {asm_ror(T, rot)}")
        elif op[0] == 'xorimm':
            p("    /* AddConstants c2 = 0x02 on cell 8 (row 2, column 0, plane 1) */")
            p(f"    eor   {S[op[1]]}, {S[op[1]]}, #0x{op[2]:08X}")
        elif op[0] == 'mc':
            _, w, m, sh = op
            if w == 0:
                p("    /* MixColumns row XOR (ShiftRows folded into the rotation), on the 4 words */")
            p(f"    and   {T}, {S[w]}, #0x{m:08X}")
            p(f"    eor   {S[w]}, {S[w]}, {asm_ror(T, sh)}")


def emit_pack_asm(out, inverse):
    """pack() / unpack() of the model: bytes <-> bitsliced (r3-r6 = rows / s0..s3, r7 = temporary)."""
    p = out.append
    S, T = ASM_REGS['s'], ASM_REGS['t']

    def relabel_all():
        p("    /* swap bits 1 and 3 of every byte (pair the planes {0,3}, {1,2}) */")
        for x in S:
            p(f"    eor   {T}, {x}, {x}, lsr #2")
            p(f"    and   {T}, {T}, #0x02020202")
            p(f"    eor   {x}, {x}, {T}")
            p(f"    eor   {x}, {x}, {T}, lsl #2")

    def swapmove(a, b, m, n):
        p(f"    eor   {T}, {S[b]}, {S[a]}, lsr #{n}       @ SWAPMOVE(s{a}, s{b}, 0x{m:08X}, {n})")
        p(f"    and   {T}, {T}, #0x{m:08X}")
        p(f"    eor   {S[b]}, {S[b]}, {T}")
        p(f"    eor   {S[a]}, {S[a]}, {T}, lsl #{n}")
    steps = [(0, 1, 0x33333333, 2), (2, 3, 0x33333333, 2), (0, 2, 0x0F0F0F0F, 4), (1, 3, 0x0F0F0F0F, 4)]
    if not inverse:
        p("    /* bytes -> bitsliced (the 4x4 transpose of row and plane pair) */")
        relabel_all()
        for st in steps:
            swapmove(*st)
    else:
        p("    /* bitsliced -> bytes (the layout is the initial one again after 40 rounds) */")
        for st in reversed(steps):
            swapmove(*st)
        relabel_all()


def emit_asm(rounds, plans):
    out = []
    p = out.append
    p(ASM_HEADER)
    for name in ("skinny128_384p_fixsliced32_rounds",):
        p("    .align 2")
        p(f"    .global {name}_n")
        p(f"    .type {name}_n, %function")
        p("    .thumb_func")
        p(f"{name}_n:")
        p("    push  {r0, r4-r11, lr}            @ block pointer kept for the store at the end")
        p("    mov.w lr, r2                      @ n x 8 rounds")
        p("    b.w   0f                          @ (32-bit: the entry below stays word aligned)")
        p(f"    .size {name}_n, .-{name}_n")
        p(f"    .global {name}")
        p(f"    .type {name}, %function")
        p("    .thumb_func")
        p(f"{name}:")
        p("    push  {r0, r4-r11, lr}            @ block pointer kept for the store at the end")
        p("    mov.w lr, #5                      @ 5 x 8 rounds: the whole cipher")
        p("0:")
        p("    ldr   r3, [r0, #0]                @ rows 0..3 of the block (may be unaligned: no LDM)")
        p("    ldr   r4, [r0, #4]")
        p("    ldr   r5, [r0, #8]")
        p("    ldr   r6, [r0, #12]")
        emit_pack_asm(out, inverse=False)
        p("    ldr   r10, =0x55555555            @ HALF0")
        p("    mvn   r11, r10                    @ HALF1 = 0xAAAAAAAA")
        p(f"1:")
        for r in range(8):
            emit_round_asm(r, rounds[r][0], plans[r][1], out)
        p("    subs  lr, lr, #1")
        p("    beq   2f")
        p("    b     1b")
        p("2:")
        emit_pack_asm(out, inverse=True)
        p("    pop   {r0}")
        p("    str   r3, [r0, #0]")
        p("    str   r4, [r0, #4]")
        p("    str   r5, [r0, #8]")
        p("    str   r6, [r0, #12]")
        p("    pop   {r4-r11, pc}")
        p(f"    .size {name}, .-{name}")
        p("    .ltorg")
        p("")
    return "\n".join(out) + "\n"


ASM_HEADER = '''/* GENERATED by gen_skinny128_384p_armv7m.py (do not edit; change the generator): the 40 rounds of the
 * fixsliced SKINNY-128-384+ on ARMv7-M (Cortex-M3), Thumb-2. Representation: see the generator.
 *
 * void skinny128_384p_fixsliced32_rounds(uint8_t block[16], const uint32_t rk[80]);
 * void skinny128_384p_fixsliced32_rounds_n(uint8_t block[16], const uint32_t *rk, unsigned n);
 *   (the rounds the fixsliced32 technique asks of its backend: ../fixsliced32/skinny128_384p_fixsliced32.h)
 *   block: 40 rounds (rounds_n: n x 8 rounds) in place (any alignment: LDR/STR, no LDM); packed
 *   to the bitsliced form first (swap of bits 1, 3 per byte, then four SWAPMOVEs: the 4x4
 *   transpose of row and plane pair) and unpacked after the last round (the layout has period 8, so after 8n rounds it is the
 *   initial one again: n = 5 is the whole cipher, and 8-round slices can be chained on the block).
 *   rk: 40 (8n) x 2 compact round-tweakey words (rows 0, 1 of TK1^TK2^TK3 with c0, c1, in the order of
 *   each round's layout), as skinny128_384p_fixsliced32.c expands them; the rounds' constants are in
 *   rk, so a slice only needs its own rounds' words.
 * Registers: r1 = rk (post-incremented), r3-r6 = s0..s3, r7 = t, r8/r9 = the round's two compact
 *   words, r10 = 0x55555555 and r11 = 0xAAAAAAAA (plane-half masks), lr = loop counter (5, or n
 *   from r2: iterations of 8 unrolled rounds); r0 (block) is pushed and popped. rounds_n branches
 *   into rounds after its push (3 cycles more per call).
 * Per round, 60 single-cycle instructions + 3 for the LDM: SubCells 24 (8 x ORR with a rotated
 *   operand, BIC with the half mask, EOR rotated into place), AddRoundTweakey LDM + 8 (AND with the
 *   word's region, EOR rotated), c2 one EOR with an immediate, MixColumns 24 (3 row XORs x 4 words x
 *   AND, EOR with the rotation that also does ShiftRows).
 * Cycles per block: make bench (bench kernel skinny-block-ks).
 * AAPCS: r4-r11 and lr saved; 40 bytes of stack. Constant time: no data-dependent branch or address.
 */
#include "armv7m_only.h"          /* refuses ARMv6-M */
    .syntax unified
    .arch armv7-m
    .thumb
    .text
'''


def main():
    rounds, _ = gen_rounds()
    plans = [key_plan(lay) for _, lay in rounds]
    check(rounds, plans)
    if sys.argv[1:] == ["--asm"]:
        sys.stdout.write(emit_asm(rounds, plans))
    else:
        sys.stdout.write(emit(rounds, plans))




def emit_c_model():
    """Test aid (not built): the rounds in C, same operations as the assembly."""
    rounds, _ = gen_rounds()
    plans = [key_plan(lay) for _, lay in rounds]
    o = ["#include <stdint.h>", "#include <string.h>", "#define ROR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))",
         "#define SM(a, b, m, n) do { uint32_t t_ = (((a) >> (n)) ^ (b)) & (m); (b) ^= t_; (a) ^= t_ << (n); } while (0)",
         "static uint32_t rl(uint32_t x) { uint32_t t = (x ^ (x >> 2)) & 0x02020202u; return x ^ t ^ (t << 2); }",
         "static void pack_c(uint32_t *r) { for (int i = 0; i < 4; i++) r[i] = rl(r[i]); SM(r[0], r[1], 0x33333333u, 2);"
         " SM(r[2], r[3], 0x33333333u, 2); SM(r[0], r[2], 0x0F0F0F0Fu, 4); SM(r[1], r[3], 0x0F0F0F0Fu, 4); }",
         "static void unpack_c(uint32_t *r) { SM(r[1], r[3], 0x0F0F0F0Fu, 4); SM(r[0], r[2], 0x0F0F0F0Fu, 4);"
         " SM(r[2], r[3], 0x33333333u, 2); SM(r[0], r[1], 0x33333333u, 2); for (int i = 0; i < 4; i++) r[i] = rl(r[i]); }"]
    for name, with_t1 in (("skinny128_384p_fixsliced32_rounds", False),):
        args = "uint8_t *blk, const uint32_t *rk, unsigned n" + (", const uint32_t *t1" if with_t1 else "")
        o.append(f"void {name}_n({args}) {{")
        o.append("uint32_t s[4]; memcpy(s, blk, 16); pack_c(s);")
        o.append("uint32_t s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3], t, k[2]; (void)k;")
        if with_t1:
            o.append("const uint32_t *T = t1;")
        o.append("for (unsigned i = 0; i < n; i++) {")
        for r in range(8):
            for op in rounds[r][0]:
                if op[0] == 'nor':
                    _, x, a, b, rb, m, rx = op
                    bb = f"s{b}" if rb == 0 else f"ROR(s{b}, {rb})"
                    tt = "t" if rx == 0 else f"ROR(t, {rx})"
                    o.append(f"t = 0x{m:08X}u & ~(s{a} | {bb}); s{x} ^= {tt};")
                elif op[0] == 'ark':
                    srcs = ["rk"] + (["T"] if with_t1 and r % 2 == 0 else [])
                    for src in srcs:
                        o.append(f"k[0] = {src}[0]; k[1] = {src}[1]; {src} += 2;")
                        for w, ((g, rot), mask) in sorted(plans[r][1].items()):
                            e = f"(k[{g}] & 0x{mask:08X}u)"
                            o.append(f"s{w} ^= " + (e if rot == 0 else f"ROR({e}, {rot})") + ";")
                elif op[0] == 'xorimm':
                    o.append(f"s{op[1]} ^= 0x{op[2]:08X}u;")
                elif op[0] == 'mc':
                    _, w, m, sh = op
                    e = f"(s{w} & 0x{m:08X}u)"
                    o.append(f"s{w} ^= " + (e if sh == 0 else f"ROR({e}, {sh})") + ";")
        if with_t1:
            o.append("if (i & 1) T -= 16;")
        o.append("}")
        o.append("s[0] = s0; s[1] = s1; s[2] = s2; s[3] = s3; unpack_c(s); memcpy(blk, s, 16); }")
    return "\n".join(o) + "\n"


if __name__ == "__main__" and sys.argv[1:] == ["--c-model"]:
    sys.stdout.write(emit_c_model())
elif __name__ == "__main__":
    main()
