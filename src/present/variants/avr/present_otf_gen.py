"""Generates src/present/variants/avr/present_otf.S: PRESENT-80 and PRESENT-128 on AVR on the fly
(encryption and decryption from the raw key, round keys computed in registers during the rounds).

Before writing, every function's instruction sequence (all but the loads/stores of the prologue and
epilogue) is run on a small AVR model against the PRESENT reference below, for random keys and
blocks of both key sizes; the file is written only if all agree.

usage: python3 src/present/variants/avr/present_otf_gen.py           (writes into the repository)
       python3 src/present/variants/avr/present_otf_gen.py --check   (exit 1 if the file differs)
"""
import os, sys, random

# ---------------- PRESENT reference (CHES 2007) ----------------
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
from present_model import S, SI, P, perm, sbox_layer, ks, enc as enc_ref  # noqa: E402  the reference


# ---------------- instruction list + AVR model ----------------
TABLES = {}          # name -> 256 bytes (flash, 256-byte aligned)
TADDR = {}


def table(name, f):
    TABLES[name] = [f(b) for b in range(256)]
    TADDR[name] = 0x100 * len(TADDR) + 0x1000


class Code:
    CYC = {'push': 2, 'pop': 2, 'lpm': 3, 'mul': 2}

    def __init__(s): s.ins = []
    def e(s, op, *a): s.ins.append((op, a))
    def cm(s, text): s.ins.append(('#', (text,)))
    def cycles(s): return sum(s.CYC.get(op, 1) for op, a in s.ins if op != '#')
    def words(s): return sum(1 for op, a in s.ins if op != '#')

    def text(s):
        out = []
        for op, a in s.ins:
            if op == '#': out.append('    /* %s */' % a[0]); continue
            if op == 'lpm': out.append('    lpm   r%d, Z' % a[0]); continue
            args = ['r%d' % x if isinstance(x, int) else x for x in a]
            out.append('    %-5s %s' % (op, ', '.join(args)))
        return '\n'.join(out)

    def run(s, R, F):
        """R: 32 registers, F: dict with 'C', 'T'"""
        for op, a in s.ins:
            if op == '#': continue
            d = a[0] if a else None
            if op == 'eor': R[d] ^= R[a[1]]
            elif op == 'and': R[d] &= R[a[1]]
            elif op == 'or': R[d] |= R[a[1]]
            elif op == 'mov': R[d] = R[a[1]]
            elif op == 'movw': R[d], R[d + 1] = R[a[1]], R[a[1] + 1]
            elif op == 'swap': R[d] = ((R[d] << 4) | (R[d] >> 4)) & 255
            elif op == 'lsr': F['C'] = R[d] & 1; R[d] >>= 1
            elif op == 'lsl': F['C'] = R[d] >> 7; R[d] = (R[d] << 1) & 255
            elif op == 'ror': F['C'], R[d] = R[d] & 1, (R[d] >> 1) | (F['C'] << 7)
            elif op == 'rol': F['C'], R[d] = R[d] >> 7, ((R[d] << 1) & 255) | F['C']
            elif op == 'andi': assert d >= 16; R[d] &= int(a[1], 0)
            elif op == 'com': R[d] ^= 255
            elif op == 'clr': R[d] = 0
            elif op == 'inc': R[d] = (R[d] + 1) & 255
            elif op == 'subi': assert d >= 16; R[d] = (R[d] - int(a[1], 0)) & 255
            elif op == 'sub': R[d] = (R[d] - R[a[1]]) & 255
            elif op == 'mul': v = R[d] * R[a[1]]; R[0], R[1] = v & 255, v >> 8; F['C'] = v >> 15
            elif op == 'dec': R[d] = (R[d] - 1) & 255
            elif op == 'bst': F['T'] = (R[d] >> int(a[1])) & 1
            elif op == 'bld': R[d] = (R[d] & ~(1 << int(a[1])) & 255) | (F['T'] << int(a[1]))
            elif op == 'ldi':
                assert d >= 16; v = a[1]
                if v.startswith('hi8('): R[d] = TADDR[v[4:-1]] >> 8
                else: R[d] = int(v, 0)
            elif op == 'lpm':
                addr = R[30] + 256 * R[31]
                name = [n for n in TADDR if TADDR[n] == addr & ~255][0]
                R[d] = TABLES[name][addr & 255]
            else: raise Exception(op)


# ---------------- representation (same as src/present/avr/present_avr.S, see its header) ----------------
TA, TB = 26, 27                       # temporaries (ANDI-capable pair)
RC = 28                               # round counter
C80 = 29                              # 0x80 (PRESENT-80 encryption)
START = {i: 18 + i for i in range(8)}  # state s0..s7 in r18..r25 at the top of the loop


def pairs_for(byte_bit):
    return [(i, i | (1 << byte_bit)) for i in range(8) if not (i >> byte_bit) & 1]


def exch_map(byte_bit, bit_shift_log):
    def f(i):
        a = (i >> (3 + byte_bit)) & 1; b = (i >> bit_shift_log) & 1
        i &= ~((1 << (3 + byte_bit)) | (1 << bit_shift_log))
        return i | (b << (3 + byte_bit)) | (a << bit_shift_log)
    return f


P0_EX = [(pairs_for(1), 1, 0x55, 'b0<->B4'), (pairs_for(2), 2, 0x33, 'b1<->B5')]
E_EX = [(pairs_for(1), 4, 0x0F, 'E1 = b2<->B4'), (pairs_for(0), 2, 0x33, 'E2 = b1<->B3'),
        (pairs_for(1), 1, 0x55, 'E3 = b0<->B4')]
E_MAPS = [exch_map(1, 2), exch_map(0, 1), exch_map(1, 0)]
PLANES_BODY = [(0, 1), (2, 3), (4, 5), (6, 7)]
PLANES_FINAL = [(0, 4), (2, 6), (1, 5), (3, 7)]
K32_PERM = (0, 4, 2, 6, 1, 5, 3, 7)   # byte i of the last layout = byte K32_PERM[i] of K_32


def Emap(i):
    for f in E_MAPS: i = f(i)
    return i


def final_store_map():
    """for each byte i of the last layout: the index of out[] (big-endian) it is stored to"""
    Pinv = [0] * 64
    for i in range(64): Pinv[P(i)] = i
    vb = {}
    for n in range(64):
        v = Emap(Pinv[n]); assert v % 8 == n % 8
        vb.setdefault(v // 8, set()).add(n // 8)
    return {i: 7 - next(iter(vb[i])) for i in range(8)}


class Gen:
    def __init__(s, bits, dec):
        s.bits, s.dec = bits, dec
        s.nk = bits // 8
        s.kbase = 18 - s.nk                      # K0 register: r8 (80) / r2 (128)
        s.kmap = [s.kbase + i for i in range(s.nk)]   # key byte i -> register
        s.c = Code()
        # register holding the MUL constant of rot3 (32 or 8): r2 in PRESENT-80 encryption (build_enc80)
        s.cmul = 2 if bits == 80 and not dec else 29

    # ---- state operations ----
    def exch(s, st, pairs, shift, mask, what):
        c = s.c
        rot = 'ROR4' if shift == 4 else '>> %d' % shift
        back = 'ROL4' if shift == 4 else '<< %d' % shift
        c.cm('%s: for (a, b) in %s: t = ((s_a %s) ^ s_b) & 0x%02X; s_b ^= t; s_a ^= t %s' %
             (what, ', '.join('(s%d, s%d)' % p for p in pairs), rot, mask, back))
        if shift == 2 and getattr(s, 'mul2', False):
            assert mask == 0x33
            c.cm('(t = s_a >> 2 in r1 by MUL by 64 (r3), & 0x33 by AND with r5: no copy)')
            for a, b in pairs:
                A, B = st[a], st[b]
                c.e('mul', A, 3); c.e('eor', 1, B); c.e('and', 1, 5); c.e('eor', B, 1)
                c.e('lsl', 1); c.e('lsl', 1); c.e('eor', A, 1)
            return
        todo = list(pairs)
        while todo:
            grp = [todo.pop(0)]
            # a second pair whose s_a is in the register after this one's (aligned): one MOVW copies both
            nxt = [q for q in todo if st[grp[0][0]] % 2 == 0 and st[q[0]] == st[grp[0][0]] + 1]
            if nxt:
                grp.append(nxt[0]); todo.remove(nxt[0]); c.e('movw', TA, st[grp[0][0]])
            else:
                c.e('mov', TA, st[grp[0][0]])
            for (a, b), t in zip(grp, (TA, TB)):
                A, B = st[a], st[b]
                if shift == 4: c.e('swap', t)
                else:
                    for _ in range(shift): c.e('lsr', t)
                c.e('eor', t, B); c.e('andi', t, '0x%02X' % mask); c.e('eor', B, t)
                if shift == 4: c.e('swap', t)
                else:
                    for _ in range(shift): c.e('lsl', t)
                c.e('eor', A, t)

    def cp(s, d, src):
        if d[0] % 2 == 0 and d[1] == d[0] + 1 and src[0] % 2 == 0 and src[1] == src[0] + 1:
            s.c.e('movw', d[0], src[0])
        else:
            s.c.e('mov', d[0], src[0]); s.c.e('mov', d[1], src[1])

    def op2(s, op, d, src): s.c.e(op, d[0], src[0]); s.c.e(op, d[1], src[1])

    def nl(s, dst, u, v, op):
        t = (TA, TB); s.cp(t, u); s.op2(op, t, v); s.op2('eor', dst, t)

    def sbox(s, st, planes, inverse):
        """bitsliced S-box (or its inverse) in place; x0 and x2 complemented (the complement is
        applied by COM before the S-box, and after the inverse). Returns the new st."""
        c = s.c
        R = [(st[planes[k][0]], st[planes[k][1]]) for k in range(4)]
        if not inverse:
            r0, r1, r3, r2 = R
            c.cm('S-box layer, bitsliced (x0 and x2 complemented)')
            c.cm('x1 ^= ~x2'); s.op2('eor', r1, r3)
            c.cm('x3 ^= x1 | ~x2'); s.nl(r2, r3, r1, 'or')
            c.cm('~x2 ^= x1 | x3'); s.nl(r3, r1, r2, 'or')
            c.cm('~x2 ^= ~x0'); s.op2('eor', r3, r0)
            c.cm('x1 ^= ~x0 & ~x2'); s.nl(r1, r0, r3, 'and')
            c.cm('~x0 ^= x3'); s.op2('eor', r0, r2)
            c.cm('x1 ^= ~x0'); s.op2('eor', r1, r0)
            c.cm('~x2 ^= x1'); s.op2('eor', r3, r1)
            c.cm('x3 ^= x1 & ~x2: y0..y3 now in the registers of ~x0, x1, x3, ~x2'); s.nl(r2, r1, r3, 'and')
        else:
            y0, y1, y2, y3 = R
            c.cm('inverse S-box layer, bitsliced (x0 and x2 come out complemented)')
            c.cm('y2 ^= y1 & y3'); s.nl(y2, y1, y3, 'and')
            c.cm('y3 ^= y1'); s.op2('eor', y3, y1)
            c.cm('y1 ^= y0'); s.op2('eor', y1, y0)
            c.cm('y0 ^= y2'); s.op2('eor', y0, y2)
            c.cm('y1 ^= y0 & y3'); s.nl(y1, y0, y3, 'and')
            c.cm('y3 ^= y0'); s.op2('eor', y3, y0)
            c.cm('y3 ^= y1 | y2'); s.nl(y3, y1, y2, 'or')
            c.cm('y2 ^= y3 | y1'); s.nl(y2, y3, y1, 'or')
            c.cm('y1 ^= y3: ~x0, x1, x3, ~x2 now in the registers of y0, y1, y2, y3'); s.op2('eor', y1, y3)
        st = dict(st)
        for g in range(2):
            st[planes[2][g]], st[planes[3][g]] = st[planes[3][g]], st[planes[2][g]]
        return st

    def p1(s, st):
        s.exch(st, [(0, 2), (1, 3), (4, 6), (5, 7)], 4, 0x0F, 'P1 (Shin et al., Table 4): b2<->B4')
        s.c.cm('P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (register exchanges)')
        for a, b in ((3, 6), (1, 4)):
            s.c.e('mov', TA, st[a]); s.c.e('mov', st[a], st[b]); s.c.e('mov', st[b], TA)
        return st

    def moves(s, st, want):
        """register moves so that byte i moves from st[i] to want[i] (TA as the temporary)"""
        c = s.c
        c.cm('register moves: the state back where the loop expects it')
        cur = {st[i]: i for i in range(8)}
        todo = {i for i in range(8) if st[i] != want[i]}
        st = dict(st)
        while todo:
            i = min(todo); cyc = []; j = i
            while True:
                cyc.append(j); occ = cur.get(want[j])
                if occ is None or occ == i: break
                j = occ
            if cur.get(want[cyc[-1]]) is None:
                for j in reversed(cyc):
                    c.e('mov', want[j], st[j]); cur.pop(st[j]); cur[want[j]] = j
            else:
                c.e('mov', TA, st[cyc[-1]])
                for j in reversed(cyc[:-1]): c.e('mov', want[j], st[j])
                c.e('mov', want[cyc[-1]], TA)
                for j in cyc: cur[want[j]] = j
            for j in cyc: todo.discard(j); st[j] = want[j]
        return st

    # ---- key register ----
    def rk(s, i):
        """register of byte i of the round key (the 64 leftmost bits of the key register)"""
        return s.kmap[s.nk - 8 + i]

    def add_rk(s, st, what):
        s.c.cm('%s: state ^= round key (key register bytes K%d..K%d, no load)' % (what, s.nk - 8, s.nk - 1))
        for i in range(8): s.c.e('eor', st[i], s.rk(i))

    def add_q(s, st, what, tbl='present_otf_wpermm'):
        """state ^= Q = P1^-1(pLayer(round key)), for the key addition of round 2t+2 moved before P1
        (P1 is linear): Q bit (i5 i4 i1 i0 i3 i2) = K bit (i5..i0), i.e. one exchange of index bits
        i1 <-> i3 between key bytes 2m, 2m+1 (t = ((k_2m >> 2) ^ k_2m+1) & 0x33), then in every byte
        the bit permutation W (index bits b0 <-> b2: bits 1 <-> 4, 3 <-> 6) by LPM from a 256-byte table (r31 = its page).
        The table also complements bits 0..3 of every byte: P1^-1 of the planes x0, x2 (words 0, 2) the
        S-box wants complemented, so round 2t+2 needs no COM; and the register mask (table wpermm)."""
        c = s.c
        c.cm('%s: state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM' % what)
        c.e('ldi', 31, 'hi8(%s)' % tbl)
        for m in range(4):
            A, B = s.rk(2 * m), s.rk(2 * m + 1)
            ka, kb = s.nk - 8 + 2 * m, s.nk - 7 + 2 * m
            c.cm('t = ((K%d >> 2) ^ K%d) & 0x33; s%d ^= T[K%d ^ t]; s%d ^= T[K%d ^ (t << 2)]' % (
                ka, kb, 2 * m + 1, kb, 2 * m, ka))
            t = 1 if getattr(s, 'mul2', False) else TA
            if t == 1: c.e('mul', A, 3); c.e('eor', 1, B); c.e('and', 1, 5)      # r1 = K >> 2 by MUL by 64
            else: c.e('mov', TA, A); c.e('lsr', TA); c.e('lsr', TA); c.e('eor', TA, B); c.e('andi', TA, '0x33')
            c.e('mov', 30, B); c.e('eor', 30, t); c.e('lpm', TB); c.e('eor', st[2 * m + 1], TB)
            c.e('lsl', t); c.e('lsl', t)
            c.e('mov', 30, A); c.e('eor', 30, t); c.e('lpm', TB); c.e('eor', st[2 * m], TB)

    def add_q_flow(s, st, what, tbl):
        """add_q for PRESENT-80 encryption (masked table tbl), with the byte exchange B3<->B5 of the
        following P1 done on the way: "lpm D; eor D, S" leaves S ^ Q in a free register D and frees S
        (r27 free at the start and at the end): bytes 1, 4 and 3, 6 change registers, 2 MOVs instead
        of the 6 of P1. Returns the new st; P1 then only renames."""
        c = s.c; st = dict(st)
        c.cm('%s: state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM;'
             ' bytes s1 <-> s4, s3 <-> s6 change registers on the way (the byte exchange of P1)' % what)
        c.e('ldi', 31, 'hi8(%s)' % tbl)
        F = TB; free = None; moved = {}
        for m, (lo_mv, hi_mv) in ((0, (False, True)), (2, (True, False)), (1, (False, True)), (3, (True, False))):
            A, B = s.rk(2 * m), s.rk(2 * m + 1)
            ka, kb = s.nk - 8 + 2 * m, s.nk - 7 + 2 * m
            c.cm('t = ((K%d >> 2) ^ K%d) & 0x33; s%d ^= T[K%d ^ t]; s%d ^= T[K%d ^ (t << 2)]' % (
                ka, kb, 2 * m + 1, kb, 2 * m, ka))
            t = 1 if getattr(s, 'mul2', False) else TA
            if t == 1: c.e('mul', A, 3); c.e('eor', 1, B); c.e('and', 1, 5)
            else: c.e('mov', TA, A); c.e('lsr', TA); c.e('lsr', TA); c.e('eor', TA, B); c.e('andi', TA, '0x33')
            for k, (idx, mv) in enumerate(((2 * m + 1, hi_mv), (2 * m, lo_mv))):
                if k == 1: c.e('lsl', t); c.e('lsl', t)
                c.e('mov', 30, B if k == 0 else A); c.e('eor', 30, t)
                if m in (0, 1) and mv:        # s1 / s3 -> r27
                    c.e('lpm', F); c.e('eor', F, st[idx]); free = st[idx]; moved[idx] = F; st[idx] = F
                elif mv:                      # s4 / s6 -> the register s1 / s3 left
                    d = free; c.e('lpm', d); c.e('eor', d, st[idx]); free = st[idx]; st[idx] = d
                else:                         # in place, the free register as the LPM target
                    c.e('lpm', free); c.e('eor', st[idx], free)
            if m in (2, 3):
                i = 1 if m == 2 else 3
                c.cm('s%d (in r%d) into the register s%d left' % (i, F, i + 3))
                c.e('mov', free, F); st[i] = free; free = None
        return st

    def p1_renamed(s, st):
        s.exch(st, [(0, 2), (1, 3), (4, 6), (5, 7)], 4, 0x0F, 'P1 (Shin et al., Table 4): b2<->B4')
        s.c.cm('P1: B3<->B5 = exchange of s1, s4 and of s3, s6 (by renaming: done by the key addition)')
        st = dict(st); st[1], st[4], st[3], st[6] = st[4], st[1], st[6], st[3]
        return st

    def rot_bytes(s, n):
        """rotate the key register right by 8n bits by renaming (no instruction)"""
        s.kmap = [s.kmap[(i + n) % s.nk] for i in range(s.nk)]

    def restore_kmap(s):
        """moves so that key byte i is back in register kbase + i (MOVW by aligned pairs, TA:TB as
        the temporary of each cycle)"""
        c = s.c
        want = [s.kbase + i for i in range(s.nk)]
        if s.kmap == want: return
        c.cm('key register bytes back in place (MOVW)')
        assert all(s.kmap[2 * p] % 2 == 0 and s.kmap[2 * p + 1] == s.kmap[2 * p] + 1 for p in range(s.nk // 2))
        home_of = {s.kmap[2 * p]: want[2 * p] for p in range(s.nk // 2)}   # current pair reg -> home reg
        src_for = {h: r for r, h in home_of.items()}                          # home reg -> current reg
        done = set()
        for d0 in sorted(src_for):
            if d0 in done or src_for[d0] == d0: continue
            c.e('movw', TA, d0)
            d = d0
            while True:
                done.add(d); sreg = src_for[d]
                if sreg == d0: c.e('movw', d, TA); break
                c.e('movw', d, sreg); d = sreg
        s.kmap = want

    def rot3(s):
        """rotate the key register right by 3 bits (once, K_1 -> K_2): MUL by 32 (constant in s.cmul)
        saves the 3 bits that wrap around in r0, three LSR/ROR passes without the wrap, one OR"""
        c = s.c; km = s.kmap
        c.cm('rotate right by 3: r0 = K0 << 5 (MUL by 32: the 3 bits that wrap), K >>= 3, K%d |= r0' % (s.nk - 1))
        c.e('mul', km[0], s.cmul)
        for _ in range(3):
            c.e('lsr', km[-1])
            for i in range(s.nk - 2, -1, -1): c.e('ror', km[i])
        c.e('or', km[-1], 0)

    def sbox_key(s):
        c = s.c; top = s.kmap[-1]
        name = 'present_otf_sboxm%d' % s.bits
        c.cm('K%d = %s (LPM from the 256-byte masked table %s, r31 = its page)' % (
            s.nk - 1, 'S' + (' of both nibbles' if s.bits == 128 else ' of the top nibble'), name))
        c.e('mov', 30, top); c.e('lpm', top)

    def counter(s):
        c = s.c; km = s.kmap
        if s.bits == 80:
            c.cm('k19..k15 ^= round counter: k15 = bit 7 of K1, k19..k16 = bits 3..0 of K2')
            c.e('mov', TA, RC); c.e('lsr', TA); c.e('eor', km[2], TA); c.e('clr', TA); c.e('ror', TA); c.e('eor', km[1], TA)
        else:
            c.cm('k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8')
            c.e('mov', TA, RC); c.e('clr', TB)
            c.e('lsr', TA); c.e('ror', TB); c.e('lsr', TA); c.e('ror', TB)
            c.e('eor', km[8], TA); c.e('eor', km[7], TB)

    def update(s):
        """key register K_r -> K_{r+1} with counter r (RC), then RC += 1"""
        c = s.c
        c.cm('key schedule step (CHES 2007): rotate left by 61 = right by %d (bytes by renaming, 3 bits), S-box, counter'
             % (19 if s.bits == 80 else 67))
        s.rot_bytes(2 if s.bits == 80 else 8)
        c.cm('key bytes K0..K%d now in %s' % (s.nk - 1, ', '.join('r%d' % r for r in s.kmap)))
        s.rot3()
        s.sbox_key()
        s.counter()
        c.e('inc', RC)

    def rk_unaligned(s, st, what):
        """state ^= round key of K_{2t+1} held at bit offset 3 (K bit i = P bit i + 3): round-key byte
        i = (P[2+i] >> 3) | (P[3+i] << 5), from MUL by 32 (r1 = P >> 3, r0 = P << 5): 9 MUL, 16 EOR"""
        c = s.c; km = s.kmap
        b = s.nk - 8; k32 = 2 if s.bits == 80 and not s.dec else 29
        c.cm('%s: state ^= round key at bit offset 3: s_i ^= (P%d+i >> 3) ^ (P%d+i << 5), MUL by 32 (r%d)' % (what, b, b + 1, k32))
        for j in range(b, b + 9):
            c.e('mul', km[j % s.nk], k32)
            if j > b: c.e('eor', st[j - b - 1], 0)
            if j < b + 8: c.e('eor', st[j - b], 1)

    def rotl2(s):
        """rotate the key register left by 2 bits: r1 = P9 >> 6 (MUL by 4, r4), two LSL/ROL passes, OR"""
        c = s.c; km = s.kmap
        c.cm('rotate left by 2: r1 = P9 >> 6 (MUL by 4: the 2 bits that wrap), P <<= 2, P0 |= r1')
        c.e('mul', km[9], 4)
        for _ in range(2):
            c.e('lsl', km[0])
            for i in range(1, 10): c.e('rol', km[i])
        c.e('or', km[0], 1)

    def step_a(s, first=False):
        """K_{2t+1} -> K_{2t+2} (counter r = 2t+1): bytes by renaming, bits physically, so that
        K_{2t+2} is aligned (P = K_{2t+2} ^ 0xAA..AA); S-box of the top nibble, counter"""
        c = s.c
        if first:
            c.cm('key step K_1 -> K_2: rotate right by 19 = 2 bytes (renaming) + 3 bits (the mask 0x55..55 of K_1'
                 ' becomes 0xAA..AA: P = K_2 ^ 0xAA..AA)')
            s.rot_bytes(2); s.rot3()
        else:
            c.cm('key step K_{2t+1} -> K_{2t+2}: rotate right by 19 = 3 bytes (renaming) - 2 bits (K_{2t+1} was at offset 3)')
            s.rot_bytes(3); s.rotl2()
        c.cm('key bytes K0..K9 now in %s' % ', '.join('r%d' % r for r in s.kmap))
        c.cm('K9 = S of the top nibble (masked table present_otf_sboxm80)')
        c.e('ldi', 31, 'hi8(present_otf_sboxm80)')
        c.e('mov', 30, s.kmap[9]); c.e('lpm', s.kmap[9])
        c.cm('k19..k15 ^= r = 2t+1: k15 (bit 7 of K1) ^= 1 (r29 = 0x80), k19..k16 (bits 3..0 of K2) ^= t')
        c.e('eor', s.kmap[1], C80); c.e('eor', s.kmap[2], RC)

    def step_b(s):
        """K_{2t+2} -> K_{2t+3} (counter r = 2t+2): 2 bytes by renaming, the 3 bits left: K_{2t+3} bit
        i = P bit i + 3; S-box of the top nibble (P bits 79, 0, 1, 2), counter into P2 bits 6..2"""
        c = s.c
        c.cm('key step K_{2t+2} -> K_{2t+3}: rotate right by 16 (renaming); K_{2t+3} stays at bit offset 3')
        s.rot_bytes(2); km = s.kmap
        c.cm('key bytes P0..P9 now in %s' % ', '.join('r%d' % r for r in km))
        c.cm('top nibble k79..k76 = P2..P0 bits 2..0 : P9 bit 7: shift it into P0 bits 3..0, S by LPM (present_otf_sboxu80), shift back')
        c.e('lsl', km[9]); c.e('rol', km[0])
        c.e('ldi', 31, 'hi8(present_otf_sboxu80)')
        c.e('mov', 30, km[0]); c.e('lpm', km[0])
        c.e('ror', km[0]); c.e('ror', km[9])
        c.cm('k19..k15 (P2 bits 6..2) ^= r = 2t+2: P2 ^= (t+1) << 3 (r17); t += 1; r17 += 8')
        c.e('eor', km[2], 17); c.e('inc', RC); c.e('subi', 17, '-8')
    # ---- PRESENT-80 decryption: the forward run K_1 -> K_32 with the key register at a bit offset ----
    def kr_first(s):
        """K_1 -> K_2 (r = 1): rename 2 bytes, rotate right by 3 (MUL by 32 in r29), S, counter (t = 0:
        only k15)"""
        c = s.c
        c.cm('mask the key register: P = K_1 ^ 0x55..55 (after the 3-bit rotation P = K_2 ^ 0xAA..AA, as in the encryption)')
        c.e('ldi', TA, '0x55')
        for r in s.kmap: c.e('eor', r, TA)
        c.cm('K_1 -> K_2 (r = 1): rotate right by 19 = 2 bytes (renaming) + 3 bits, S of the top nibble, k15 ^= 1')
        s.rot_bytes(2); s.rot3()
        c.e('ldi', 31, 'hi8(present_otf_sboxm80)')
        c.e('mov', 30, s.kmap[9]); c.e('lpm', s.kmap[9])
        c.e('eor', s.kmap[1], 19)

    def kr_pair(s):
        """K_{2t+2} (aligned) -> K_{2t+3} (bit offset 3) -> K_{2t+4} (aligned); r18 = (t+1) << 3,
        r19 = 0x80, r20 = 4, RC = t on entry, t + 1 on exit"""
        c = s.c
        c.cm('K_{2t+2} -> K_{2t+3} (r = 2t+2): rotate right by 16 (renaming); K_{2t+3} at bit offset 3')
        s.rot_bytes(2); km = s.kmap
        c.cm('top nibble = P9 bit 7 : P0 bits 2..0: into P0 bits 3..0, S by LPM (present_otf_sboxu80, masked), back')
        c.e('lsl', km[9]); c.e('rol', km[0])
        c.e('ldi', 31, 'hi8(present_otf_sboxu80)')
        c.e('mov', 30, km[0]); c.e('lpm', km[0])
        c.e('ror', km[0]); c.e('ror', km[9])
        c.cm('k19..k15 (P2 bits 6..2) ^= 2t+2: P2 ^= (t+1) << 3 (r18); r18 += 8; t += 1')
        c.e('eor', km[2], 18); c.e('subi', 18, '-8'); c.e('inc', RC)
        c.cm('K_{2t+3} -> K_{2t+4} (r = 2t+3): rotate right by 24 (renaming) - 2 bits: aligned again')
        s.rot_bytes(3); km = s.kmap
        c.e('mul', km[9], 20)
        for _ in range(2):
            c.e('lsl', km[0])
            for i in range(1, 10): c.e('rol', km[i])
        c.e('or', km[0], 1)
        c.cm('S of the top nibble (present_otf_sboxm80, masked); k15 ^= 1 (r19 = 0x80), k19..k16 ^= t + 1')
        c.e('ldi', 31, 'hi8(present_otf_sboxm80)')
        c.e('mov', 30, km[9]); c.e('lpm', km[9])
        c.e('eor', km[1], 19); c.e('eor', km[2], RC)

    def kr_restore(s):
        """key byte i back into register kbase + i (any renaming: cycles of MOVs through TA)"""
        c = s.c
        c.cm('key register bytes back in place (MOV cycles through r26)')
        want = [s.kbase + i for i in range(s.nk)]
        at = {s.kmap[i]: i for i in range(s.nk)}          # register -> key byte in it
        done = set()
        for r0 in want:
            if r0 in done or at[r0] == r0 - s.kbase: continue
            c.e('mov', TA, r0); r = r0
            while True:
                done.add(r); src = s.kmap[r - s.kbase]        # the register holding the byte that belongs in r
                if src == r0: c.e('mov', r, TA); break
                c.e('mov', r, src); r = src
        s.kmap = want
    def kr_pair128(s):
        """PRESENT-128 decryption, forward run: K_{r} (aligned, RC = r even) -> K_{r+1} (bit offset 3)
        -> K_{r+2} (aligned); r29 = 32, r18 = 8, r19 = 4 (MUL constants), r31 = the S-box page"""
        c = s.c
        c.cm('K_r -> K_{r+1} (r = RC even): rotate right by 64 (renaming); K_{r+1} at bit offset 3')
        s.rot_bytes(8); km = s.kmap
        c.cm('top byte k127..k120 = P0 bits 2..0 : P15 bits 7..3: index = (P15 >> 3) | (P0 << 5) (MUL by 32),'
             ' d = S(index) ^ index by LPM, P15 ^= d << 3, P0 ^= d >> 5 (MUL by 8)')
        c.e('mul', km[15], 29); c.e('mov', 30, 1); c.e('mul', km[0], 29); c.e('or', 30, 0)
        c.e('ldi', 31, 'hi8(present_otf_sboxu128)')
        c.e('lpm', TA); c.e('eor', TA, 30); c.e('mul', TA, 18); c.e('eor', km[15], 0); c.e('eor', km[0], 1)
        c.cm('k66..k62 (P8 bits 5..1) ^= r: P8 ^= r << 1; r += 1')
        c.e('mov', TB, RC); c.e('lsl', TB); c.e('eor', km[8], TB); c.e('inc', RC)
        c.cm('K_{r+1} -> K_{r+2}: rotate right by 72 (renaming) - 2 bits: aligned again')
        s.rot_bytes(9); km = s.kmap
        c.e('mul', km[15], 19)
        for _ in range(2):
            c.e('lsl', km[0])
            for i in range(1, 16): c.e('rol', km[i])
        c.e('or', km[0], 1)
        c.cm('S of the top byte (LPM, masked table present_otf_sboxm128), counter r + 1')
        c.e('ldi', 31, 'hi8(present_otf_sboxm128)')
        c.e('mov', 30, km[15]); c.e('lpm', km[15])
        s.counter(); c.e('inc', RC)
    # ---- PRESENT-128 encryption, key register at a bit offset (see build_enc128) ----
    def step_a128(s, first=False):
        """K_{2t+1} -> K_{2t+2} (r = RC): aligned after it (P = K_{2t+2} ^ 0xAA..AA)"""
        c = s.c
        if first:
            c.cm('key step K_1 -> K_2: rotate right by 67 = 8 bytes (renaming) + 3 bits (the mask 0x55..55 of K_1'
                 ' becomes 0xAA..AA)')
            s.rot_bytes(8); s.rot3()
        else:
            c.cm('key step K_{2t+1} -> K_{2t+2}: rotate right by 67 = 9 bytes (renaming) - 2 bits (K_{2t+1} was at offset 3)')
            s.rot_bytes(9); km = s.kmap
            c.cm('rotate left by 2: r1 = P15 >> 6 (MUL by 4), P <<= 2, P0 |= r1')
            c.e('ldi', TB, '4'); c.e('mul', km[15], TB)
            for _ in range(2):
                c.e('lsl', km[0])
                for i in range(1, 16): c.e('rol', km[i])
            c.e('or', km[0], 1)
        c.cm('key bytes K0..K15 now in %s' % ', '.join('r%d' % r for r in s.kmap))
        c.cm('K15 = S of both nibbles (masked table present_otf_sboxm128)')
        c.e('ldi', 31, 'hi8(present_otf_sboxm128)')
        c.e('mov', 30, s.kmap[15]); c.e('lpm', s.kmap[15])
        s.counter(); c.e('inc', RC)

    def step_b128(s):
        """K_{2t+2} -> K_{2t+3} (r = RC): 8 bytes by renaming; K_{2t+3} bit i = P bit i + 3"""
        c = s.c
        c.cm('key step K_{2t+2} -> K_{2t+3}: rotate right by 64 (renaming); K_{2t+3} stays at bit offset 3')
        s.rot_bytes(8); km = s.kmap
        c.cm('top byte = P0 bits 2..0 : P15 bits 7..3: index = (P15 >> 3) | (P0 << 5) (MUL by 32), d = S\'(index) ^ index'
             ' (LPM, present_otf_sboxu128), P15 ^= d << 3, P0 ^= d >> 5 (MUL by 8)')
        c.e('mul', km[15], 29); c.e('mov', 30, 1); c.e('mul', km[0], 29); c.e('or', 30, 0)
        c.e('ldi', 31, 'hi8(present_otf_sboxu128)')
        c.e('lpm', TA); c.e('eor', TA, 30); c.e('ldi', TB, '8'); c.e('mul', TA, TB)
        c.e('eor', km[15], 0); c.e('eor', km[0], 1)
        c.cm('k66..k62 (P8 bits 5..1) ^= r: P8 ^= r << 1; r += 1')
        c.e('mov', TB, RC); c.e('lsl', TB); c.e('eor', km[8], TB); c.e('inc', RC)
    # ---- PRESENT-80 decryption, backward steps with the key register at a bit offset ----
    def inv_a(s):
        """K_{2t+2} (aligned) -> K_{2t+1} (bit offset 3), r = 2t+1: RC = t+1 -> t, r6 -= 8 (r7)"""
        c = s.c; km = s.kmap
        c.cm('key step undone K_{2t+2} -> K_{2t+1}: t = RC - 1; k15 ^= 1 (r4 = 0x80), k19..k16 ^= t; r6 -= 8 (r7)')
        c.e('dec', RC); c.e('eor', km[1], 4); c.e('eor', km[2], RC); c.e('sub', 6, 7)
        c.cm('K9 = S^-1 of the top nibble (masked table present_otf_sinvm80)')
        c.e('ldi', 31, 'hi8(present_otf_sinvm80)')
        c.e('mov', 30, km[9]); c.e('lpm', km[9])
        c.cm('rotate right by 2: r0 = P0 << 6 (MUL by 64, r3: the 2 bits that wrap), P >>= 2, P9 |= r0; then 3 bytes back (renaming)')
        c.e('mul', km[0], 3)
        for _ in range(2):
            c.e('lsr', km[9])
            for i in range(8, -1, -1): c.e('ror', km[i])
        c.e('or', km[9], 0)
        s.rot_bytes(-3)
        c.cm('key bytes P0..P9 now in %s' % ', '.join('r%d' % r for r in s.kmap))

    def inv_b(s):
        """K_{2t+3} (bit offset 3) -> K_{2t+2} (aligned), r = 2t+2: r6 = (t+1) << 3"""
        c = s.c; km = s.kmap
        c.cm('key step undone K_{2t+3} -> K_{2t+2}: P2 bits 6..2 ^= 2t+2 (r6 = (t+1) << 3), S^-1 of the top nibble'
             ' (P9 bit 7 : P0 bits 2..0, table present_otf_sinvu80), 2 bytes back (renaming)')
        c.e('eor', km[2], 6)
        c.e('lsl', km[9]); c.e('rol', km[0])
        c.e('ldi', 31, 'hi8(present_otf_sinvu80)')
        c.e('mov', 30, km[0]); c.e('lpm', km[0])
        c.e('ror', km[0]); c.e('ror', km[9])
        s.rot_bytes(-2)
        c.cm('key bytes P0..P9 now in %s' % ', '.join('r%d' % r for r in s.kmap))
    # ---- PRESENT-128 decryption, backward steps with the key register at a bit offset ----
    def inv_a128(s):
        """K_{2t+2} (aligned) -> K_{2t+1} (bit offset 3), counter r = RC = 2t+1, RC -= 1"""
        c = s.c
        c.cm('key step undone K_{2t+2} -> K_{2t+1}: counter r = RC (odd), S^-1 of the top byte (masked table'
             ' present_otf_sinvm128), rotate right by 2, 9 bytes back (renaming)')
        s.counter(); c.e('dec', RC); km = s.kmap
        c.e('ldi', 31, 'hi8(present_otf_sinvm128)')
        c.e('mov', 30, km[15]); c.e('lpm', km[15])
        c.e('ldi', TB, '64'); c.e('mul', km[0], TB)
        for _ in range(2):
            c.e('lsr', km[15])
            for i in range(14, -1, -1): c.e('ror', km[i])
        c.e('or', km[15], 0)
        s.rot_bytes(-9)
        c.cm('key bytes P0..P15 now in %s' % ', '.join('r%d' % r for r in s.kmap))

    def inv_b128(s):
        """K_{2t+3} (bit offset 3) -> K_{2t+2} (aligned), counter r = RC = 2t+2, RC -= 1"""
        c = s.c; km = s.kmap
        c.cm('key step undone K_{2t+3} -> K_{2t+2}: P8 ^= r << 1; S^-1 of the top byte P0 bits 2..0 : P15 bits 7..3'
             ' (MUL by 32 gathers it, LPM present_otf_sinvu128, MUL by 8 puts the difference back); 8 bytes back (renaming)')
        c.e('mov', TB, RC); c.e('lsl', TB); c.e('eor', km[8], TB); c.e('dec', RC)
        c.e('mul', km[15], 29); c.e('mov', 30, 1); c.e('mul', km[0], 29); c.e('or', 30, 0)
        c.e('ldi', 31, 'hi8(present_otf_sinvu128)')
        c.e('lpm', TA); c.e('eor', TA, 30); c.e('ldi', TB, '8'); c.e('mul', TA, TB)
        c.e('eor', km[15], 0); c.e('eor', km[0], 1)
        s.rot_bytes(-8)
        c.cm('key bytes P0..P15 now in %s' % ', '.join('r%d' % r for r in s.kmap))

    def restore_to(s, target):
        """MOVW cycles (through r26:r27) so that the register map becomes target (an even rotation of it)"""
        c = s.c
        src = {target[i]: s.kmap[i] for i in range(s.nk)}          # destination register -> source register
        if all(d == r for d, r in src.items()): return
        c.cm('key register bytes back where the loop expects them (MOVW)')
        pairs = {d: src[d] for d in src if d % 2 == 0}
        assert all(src[d] % 2 == 0 and src[d + 1] == src[d] + 1 for d in pairs)
        done = set()
        for d0 in sorted(pairs):
            if d0 in done or pairs[d0] == d0: continue
            c.e('movw', TA, d0); d = d0
            while True:
                done.add(d); sr = pairs[d]
                if sr == d0: c.e('movw', d, TA); break
                c.e('movw', d, sr); d = sr
        s.kmap = list(target)

# ---------------- the four functions ----------------
def build_enc80():
    """PRESENT-80 encryption with the key register at a bit offset (no 3-bit rotation per step):
    returns (pre, body, fin, stf): pre = rounds 1, 2 (K_1 as loaded), body = two double rounds
    (rounds 2t+1 .. 2t+4, t odd), fin = round 31 and K_32. Invariant at the top of body: P (the key
    register after renaming) = rotl3(K_{2t+1}) ^ 0xAA..AA, i.e. K_{2t+1} bit i = P bit i + 3 and the
    even bits of K_{2t+1} complemented: the complement of planes x0, x2 that the S-box wants after P0
    (P0^-1 of words 0, 2 = the even state bits), so round 2t+1 needs no COM."""
    g = Gen(80, False)
    g.kbase = 7; g.kmap = [7 + i for i in range(10)]    # K0..K9 in r7..r16 (r17: counter)
    g.mul2 = True                                        # r3 = 64, r5 = 0x33: shift-2 SWAPMOVEs by MUL
    def dround(first):
        st = dict(START)
        if first:
            g.c.cm('mask the key register: P = K_1 ^ 0x55..55 (even bits complemented: the complement of planes x0, x2 after P0)')
            g.c.e('ldi', TA, '0x55')
            for r in g.kmap: g.c.e('eor', r, TA)
            g.add_rk(st, 'addRoundKey K_1')
        else: g.rk_unaligned(st, 'addRoundKey K_{2t+1} (even bits complemented by the mask)')
        for pairs, sh, mk, w in P0_EX: g.exch(st, pairs, sh, mk, 'P0: ' + w)
        st = g.sbox(st, PLANES_BODY, False)
        g.step_a(first)
        st = g.add_q_flow(st, 'addRoundKey K_{2t+2} (masked: table present_otf_wpermm), before P1', 'present_otf_wpermm')
        st = g.p1_renamed(st)
        st = g.sbox(st, PLANES_BODY, False)
        g.step_b()
        assert st == START
    dround(True); pre = g.c
    km0 = list(g.kmap)
    g.c = Code(); dround(False); dround(False); body = g.c
    assert g.kmap == km0
    g.c = Code(); st = dict(START)
    g.rk_unaligned(st, 'addRoundKey K_31 (even bits complemented: in the last layout bytes 0, 1, 4, 5 = planes x0, x2)')
    for pairs, sh, mk, w in E_EX: g.exch(st, pairs, sh, mk, 'last round: ' + w)
    st = g.sbox(st, PLANES_FINAL, False)
    g.step_a()
    g.c.cm('addRoundKey K_32 ^ 0xAA (the mask undone), bytes (%s) of the round key for the last layout' % ', '.join(map(str, K32_PERM)))
    g.c.e('ldi', TA, '0xAA')
    for i, pi in enumerate(K32_PERM): g.c.e('eor', st[i], g.rk(pi)); g.c.e('eor', st[i], TA)
    return pre, body, g.c, st, km0


def build_enc128():
    """PRESENT-128 encryption, as build_enc80 (key register at a bit offset, mask, Q with the byte
    exchange of P1); no MUL SWAPMOVEs (no free registers). Returns (pre, body, fin, stf)."""
    g = Gen(128, False)
    def dround(first):
        st = dict(START)
        if first:
            g.c.cm('mask the key register: P = K_1 ^ 0x55..55 (even bits complemented: the complement of planes x0, x2 after P0)')
            g.c.e('ldi', TA, '0x55')
            for r in g.kmap: g.c.e('eor', r, TA)
            g.add_rk(st, 'addRoundKey K_1')
        else: g.rk_unaligned(st, 'addRoundKey K_{2t+1} (even bits complemented by the mask)')
        for pairs, sh, mk, w in P0_EX: g.exch(st, pairs, sh, mk, 'P0: ' + w)
        st = g.sbox(st, PLANES_BODY, False)
        g.step_a128(first)
        st = g.add_q_flow(st, 'addRoundKey K_{2t+2} (masked: table present_otf_wpermm), before P1', 'present_otf_wpermm')
        st = g.p1_renamed(st)
        st = g.sbox(st, PLANES_BODY, False)
        g.step_b128()
        assert st == START
    dround(True); pre = g.c
    assert g.kmap == [2 + i for i in range(16)]
    g.c = Code(); dround(False); dround(False); g.restore_kmap(); body = g.c
    g.c = Code(); st = dict(START)
    g.rk_unaligned(st, 'addRoundKey K_31 (even bits complemented: in the last layout bytes 0, 1, 4, 5 = planes x0, x2)')
    for pairs, sh, mk, w in E_EX: g.exch(st, pairs, sh, mk, 'last round: ' + w)
    st = g.sbox(st, PLANES_FINAL, False)
    g.step_a128()
    g.c.cm('addRoundKey K_32 ^ 0xAA (the mask undone), bytes (%s) of the round key for the last layout' % ', '.join(map(str, K32_PERM)))
    g.c.e('ldi', TA, '0xAA')
    for i, pi in enumerate(K32_PERM): g.c.e('eor', st[i], g.rk(pi)); g.c.e('eor', st[i], TA)
    return pre, body, g.c, st


def build_dec(bits):
    """returns (pre, pro, (body2, body1), stf): pre = (first steps, loop of four forward key steps,
    put-back), pro = K_32 and round 31 undone, body2 = two double rounds undone, body1 = one"""
    stf = build_enc80()[3] if bits == 80 else build_enc128()[3]
    g = Gen(bits, True)
    g.mul2 = bits == 80                  # r3 = 64, r5 = 0x33: shift-2 SWAPMOVEs by MUL (PRESENT-80 only: free registers)
    if bits == 80:
        g.kr_first(); g.kr_pair(); peel = g.c; km0 = list(g.kmap)
        g.c = Code(); g.kr_pair(); g.kr_pair(); kbody = g.c; assert g.kmap == km0
        g.c = Code(); g.kr_restore(); pre = (peel, kbody, g.c)
    else:
        g.c.cm('mask the key register: P = K_1 ^ 0x55..55 (after the 3-bit rotation P = K_2 ^ 0xAA..AA, as in the encryption)')
        g.c.e('ldi', TA, '0x55')
        for r in g.kmap: g.c.e('eor', r, TA)
        g.c.e('ldi', 31, 'hi8(present_otf_sboxm128)')
        g.update(); g.kr_pair128(); g.kr_restore(); peel = g.c
        g.c = Code(); g.kr_pair128(); g.kr_pair128(); g.restore_kmap(); pre = (peel, g.c, Code())
    if bits == 80: return build_dec80(g, pre, stf)
    return build_dec128(g, pre, stf)


def build_dec128(g, pre, stf):
    """PRESENT-128 decryption after the forward run (P = K_32 ^ 0xAA..AA, aligned), as build_dec80:
    returns (pre, pro, (body2, body1), stf); RC = r of the step being undone"""
    g.c = Code(); st = dict(stf)
    g.c.cm('addRoundKey K_32 ^ 0xAA (the mask undone, last layout)')
    g.c.e('ldi', TA, '0xAA')
    for i, pi in enumerate(K32_PERM): g.c.e('eor', st[i], g.rk(pi)); g.c.e('eor', st[i], TA)
    st = g.sbox(st, PLANES_FINAL, True)
    for pairs, sh, mk, w in reversed(E_EX): g.exch(st, pairs, sh, mk, 'last round undone: ' + w)
    g.inv_a128()
    g.rk_unaligned(st, 'addRoundKey K_31 (even bits complemented: the complement of planes x0, x2 undone)')
    assert st == START
    pro = g.c
    km0 = list(g.kmap)
    def dround():
        st = dict(START)
        g.inv_b128()
        st = g.sbox(st, PLANES_BODY, True)
        st = g.p1(st)
        g.add_q(st, 'addRoundKey K_{2t+2}, after P1 (masked table)')
        st = g.sbox(st, PLANES_BODY, True)
        for pairs, sh, mk, w in reversed(P0_EX): g.exch(st, pairs, sh, mk, 'P0: ' + w)
        g.inv_a128()
        g.rk_unaligned(st, 'addRoundKey K_{2t+1} (even bits complemented: the complement of planes x0, x2 undone)')
        g.moves(st, START)
    g.c = Code(); dround(); dround(); g.restore_to(km0); body2 = g.c
    g.c = Code(); dround(); body1 = g.c
    return pre, pro, (body2, body1), stf


def build_dec80(g, pre, stf):
    """PRESENT-80 decryption after the forward run (P = K_32 ^ 0xAA..AA, aligned): returns (pre, pro,
    (body2, body1), stf); body2 = two double rounds undone, body1 = one (the last, t = 0). At the top
    of a body: P = rotl3(K_{2t+3}) ^ 0xAA..AA (bit offset 3, as in the encryption), RC = t + 1,
    r6 = (t+1) << 3."""
    g.c = Code(); st = dict(stf)
    g.c.cm('addRoundKey K_32 ^ 0xAA (the mask undone, last layout)')
    g.c.e('ldi', TA, '0xAA')
    for i, pi in enumerate(K32_PERM): g.c.e('eor', st[i], g.rk(pi)); g.c.e('eor', st[i], TA)
    st = g.sbox(st, PLANES_FINAL, True)
    for pairs, sh, mk, w in reversed(E_EX): g.exch(st, pairs, sh, mk, 'last round undone: ' + w)
    g.inv_a()
    g.rk_unaligned(st, 'addRoundKey K_31 (even bits complemented: the complement of planes x0, x2 undone)')
    assert st == START
    pro = g.c
    km0 = list(g.kmap)
    def dround():
        st = dict(START)
        g.inv_b()
        st = g.sbox(st, PLANES_BODY, True)
        st = g.p1(st)
        g.add_q(st, 'addRoundKey K_{2t+2}, after P1 (masked table)')
        st = g.sbox(st, PLANES_BODY, True)
        for pairs, sh, mk, w in reversed(P0_EX): g.exch(st, pairs, sh, mk, 'P0: ' + w)
        g.inv_a()
        g.rk_unaligned(st, 'addRoundKey K_{2t+1} (even bits complemented: the complement of planes x0, x2 undone)')
        g.moves(st, START)
    g.c = Code(); dround(); dround(); body2 = g.c
    assert g.kmap == km0
    g.c = Code(); dround(); body1 = g.c
    return pre, pro, (body2, body1), stf


def sbox_tables():
    # every function keeps the key register masked: P = K ^ 0xAA..AA in the aligned frame (see the header)
    wperm = lambda b: ((b & 0xA5) | ((b & 0x0A) << 3) | ((b >> 3) & 0x0A)) ^ 0x0F   # W and the complement
    table('present_otf_wpermm', lambda b: wperm(b ^ 0xAA))
    table('present_otf_sboxm80', lambda b: ((S[(b >> 4) ^ 0xA] ^ 0xA) << 4) | (b & 15))
    table('present_otf_sboxu80', lambda b: (b & 0xF0) | (S[(b & 15) ^ 0x5] ^ 0x5))
    table('present_otf_sinvm80', lambda b: ((SI[(b >> 4) ^ 0xA] ^ 0xA) << 4) | (b & 15))   # PRESENT-80 decryption
    table('present_otf_sinvu80', lambda b: (b & 0xF0) | (SI[(b & 15) ^ 0x5] ^ 0x5))
    S2 = lambda b: (S[b >> 4] << 4) | S[b & 15]
    table('present_otf_sboxm128', lambda b: S2(b ^ 0xAA) ^ 0xAA)       # PRESENT-128 encryption (mask)
    table('present_otf_sboxu128', lambda b: S2(b ^ 0x55) ^ 0x55)
    SI2 = lambda b: (SI[b >> 4] << 4) | SI[b & 15]
    table('present_otf_sinvm128', lambda b: SI2(b ^ 0xAA) ^ 0xAA)     # PRESENT-128 decryption (mask)
    table('present_otf_sinvu128', lambda b: SI2(b ^ 0x55) ^ 0x55)


def sim_setup(bits, key):
    R = [0] * 32; F = {'C': 0, 'T': 0}; nk = bits // 8
    for i in range(nk): R[18 - nk + i] = key[nk - 1 - i]
    R[RC] = 1
    R[29] = 32
    if bits == 80: R[2] = 32
    return R, F


def simulate_enc80(pt, key):
    pre, body, fin, stf, _ = build_enc80()
    R, F = sim_setup(80, key)
    R = [0] * 32
    for i in range(10): R[7 + i] = key[9 - i]
    R[RC] = 0; R[C80] = 0x80; R[2] = 32; R[3] = 64; R[4] = 4; R[5] = 0x33; R[17] = 8
    x = int.from_bytes(pt, 'big')
    for i in range(8): R[START[i]] = (x >> (8 * i)) & 255
    pre.run(R, F)
    for t in range(7):
        assert R[17] != R[C80]
        body.run(R, F)
    assert R[RC] == 15 and R[17] == R[C80]
    fin.run(R, F)
    smap = final_store_map(); out = [0] * 8
    for i in range(8): out[smap[i]] = R[stf[i]]
    return bytes(out)


def simulate_enc128(pt, key):
    pre, body, fin, stf = build_enc128()
    R, F = sim_setup(128, key)
    x = int.from_bytes(pt, 'big')
    for i in range(8): R[START[i]] = (x >> (8 * i)) & 255
    pre.run(R, F)
    for t in range(7): body.run(R, F)
    assert R[RC] == 31
    fin.run(R, F)
    smap = final_store_map(); out = [0] * 8
    for i in range(8): out[smap[i]] = R[stf[i]]
    return bytes(out)


def simulate_enc(bits, pt, key):
    if bits == 80: return simulate_enc80(pt, key)
    return simulate_enc128(pt, key)


def simulate_dec(bits, ct, key):
    pre, pro, body, stf = build_dec(bits)
    R, F = sim_setup(bits, key)
    if bits == 80: R[3] = 64; R[5] = 0x33
    if bits == 80:
        R[RC] = 0; R[18] = 8; R[19] = 0x80; R[20] = 4
        pre[0].run(R, F)
        for _ in range(7):
            assert R[18] != R[19]
            pre[1].run(R, F)
        assert R[18] == R[19] and R[RC] == 15
        pre[2].run(R, F)
    else:
        R[18] = 8; R[19] = 4
        pre[0].run(R, F)
        for _ in range(7):
            assert R[RC] != R[29]
            pre[1].run(R, F)
        assert R[RC] == 32 == R[29]
    smap = final_store_map()
    if bits == 80:
        R[RC] = 16; R[4] = 0x80; R[6] = 128; R[7] = 8; R[29] = 32
        for i in range(8): R[stf[i]] = ct[smap[i]]
        pro.run(R, F)
        for _ in range(7):
            assert R[RC] != 1
            body[0].run(R, F)
        assert R[RC] == 1
        body[1].run(R, F)
        assert R[RC] == 0
        x = sum(R[START[i]] << (8 * i) for i in range(8))
        return x.to_bytes(8, 'big')
    R[RC] = 31
    for i in range(8): R[stf[i]] = ct[smap[i]]
    pro.run(R, F)
    for _ in range(7):
        assert R[RC] != 2
        body[0].run(R, F)
    assert R[RC] == 2
    body[1].run(R, F)
    assert R[RC] == 0
    x = sum(R[START[i]] << (8 * i) for i in range(8))
    return x.to_bytes(8, 'big')


def check(n=30):
    for bits in (80, 128):
        for _ in range(n):
            key = bytes(random.randrange(256) for _ in range(bits // 8))
            pt = bytes(random.randrange(256) for _ in range(8))
            ref = enc_ref(int.from_bytes(pt, 'big'), ks(key, bits)).to_bytes(8, 'big')
            assert simulate_enc(bits, pt, key) == ref, (bits, 'enc')
            assert simulate_dec(bits, ref, key) == pt, (bits, 'dec')


HEADER = """/* PRESENT-80 and PRESENT-128 on AVR on the fly (Shin et al.'s future work, FELICS-style
 * "with the key schedule included"): one block encrypted or decrypted from the raw key, the round keys
 * computed in registers during the rounds, no round-key table in RAM. Variant kept beside the library
 * for the tests and the benchmark (announced by the build as LWC_HAVE_PRESENT_OTF).
 *
 * void present_otf_encrypt_80(uint8_t out[8], const uint8_t in[8], const uint8_t key[10]);
 * void present_otf_decrypt_80(uint8_t out[8], const uint8_t in[8], const uint8_t key[10]);
 * void present_otf_encrypt_128(uint8_t out[8], const uint8_t in[8], const uint8_t key[16]);
 * void present_otf_decrypt_128(uint8_t out[8], const uint8_t in[8], const uint8_t key[16]);
 *   in: r25:r24 = out, r23:r22 = in, r21:r20 = key (big-endian, as lwc_present_set_key takes it);
 *   out may equal in. Same result as lwc_present_set_key + lwc_present_encrypt / _decrypt.
 *
 * Rounds: as src/present/avr/present_avr.S (see its header for the representation: state in r18..r25,
 * P0 / bitsliced S-box / P1 per double round, the last round with the exchanges E1..E3), with the
 * round keys taken from the key register instead of a table.
 * Key register (CHES 2007) little-endian in registers (byte K_i = bits 8i..8i+7; PRESENT-80 K0..K9 in
 * r7..r16 (encryption) / r8..r17 (decryption), PRESENT-128 K0..K15 in r2..r17); the round key is its 8
 * top bytes. A key step rotates by 19 / 67 bits: the bytes move by renaming (the generator tracks
 * which register holds which byte), and the register is never rotated by 3 bits per step. Between
 * rounds 2 and 31 it is kept so that K_{2t+2} is byte-aligned and K_{2t+1} 3 bits off (K_{2t+1} bit
 * i = P bit i + 3, P = the register after renaming):
 *   round 2t+1: round-key byte i = (P_{j+i} >> 3) | (P_{j+1+i} << 5) (j = 2 / 8), XORed into the state
 *     from the two halves of MUL by 32: 9 MUL + 16 EOR = %(rku)d cycles;
 *   round 2t+2: the key addition moved before P1 (linear): state ^= Q = P1^-1(pLayer(K) ^ mask), mask
 *     = the complemented planes; Q bit (i5 i4 i1 i0 i3 i2) = K bit (i5 i4 i3 i2 i1 i0), i.e. one
 *     SWAPMOVE of index bits i1 <-> i3 between key bytes 2m, 2m+1 (computed from the key register,
 *     no copy), then every byte through a 256-byte LPM table (wpermm): the bit permutation W (index
 *     bits b0 <-> b2) and the complement (bits 0..3); 19 cycles per byte pair (the direct pLayer, 2
 *     cycles per key bit, would cost 148). PRESENT-80 takes K >> 2 of the SWAPMOVEs with shift 2 (Q,
 *     P0, E2) from MUL by 64 and the mask 0x33 from a register (18 cycles per pair, P0 2 cycles less).
 *     In the encryption the sum goes into a free register ("lpm D; eor D, S"), which does the byte
 *     exchange B3<->B5 of P1 with 2 MOVs instead of 6;
 *   key step K_{2t+1} -> K_{2t+2}: rename 3 / 9 bytes (right by 24 / 72) and rotate left by 2 bits
 *     (MUL by 4 saves the 2 wrapping bits, two LSL/ROL passes: 23 / 36 cycles), S of the top nibble /
 *     byte by one LPM (r31 = the table page, r30 = the byte), counter into k19..k15 / k66..k62;
 *   key step K_{2t+2} -> K_{2t+3}: rename 2 / 8 bytes only. PRESENT-80: the top nibble is then P9 bit
 *     7 : P0 bits 2..0 (LSL/ROL brings it into P0 bits 3..0 for the LPM, ROR/ROR puts it back, 9
 *     cycles); PRESENT-128: the top byte is P0 bits 2..0 : P15 bits 7..3 (gathered by MUL by 32, S by
 *     LPM, the difference put back by MUL by 8, 16 cycles); counter at the 3-bit offset (P2 / P8);
 *   mask: the register holds K ^ 0xAA..AA (every move of the register is by an even number of bits,
 *     so the mask stays); then the even bits of K_{2t+1} come out complemented: P0^-1 of the planes
 *     x0, x2 that the S-box wants complemented (and that the inverse S-box leaves complemented), so
 *     there is no COM; the LPM tables absorb it (the SWAPMOVE of Q does not see it); K_32 is added
 *     with the mask undone (8 EOR). The key register starts as K_1 ^ 0x55..55; the one 3-bit rotation
 *     (K_1 -> K_2) turns the mask into 0xAA..AA;
 *   the loops run two double rounds (PRESENT-80: 5 + 5 renamed bytes, the register is back in place;
 *     PRESENT-128: 17 + 17, then 8 MOVW), 7 times; encryption: rounds 1, 2 before it (K_1 as
 *     loaded), decryption: rounds 2, 1 after it.
 * Decryption: the key register is first run forward 31 steps to K_32 in registers the same way (a
 * loop of four steps, %(pre80)d / %(pre128)d cycles, about %(prec80)d / %(prec128)d in all with the first 3 steps and
 * the MOVs that put the register back), then stepped backwards during the rounds (counter, S^-1 by
 * LPM, rotate right by 2 bits with MUL by 64 saving the wrapping bits, bytes back by renaming).
 *
 * Registers: state r18..r25; r1:r0 = MUL product; temporaries r26, r27; Z = r31:r30 = table page :
 * index; round counter r28. PRESENT-80 encryption: t in r28, 0x80 in r29, (t+1) << 3 in r17 (the loop
 * ends when r17 = 0x80), MUL constants r2 = 32, r3 = 64, r4 = 4, mask r5 = 0x33. PRESENT-80
 * decryption: t + 1 in r28, r3 = 64, r5 = 0x33, r4 = 0x80, r6 = (t+1) << 3, r7 = 8, r29 = 32; its
 * forward run keeps its constants in r18..r20 (the state is loaded after it). PRESENT-128: r = the
 * round counter in r28, r29 = 32, the other MUL constants loaded into r27 where used (the forward
 * run: 8 and 4 in r18, r19).
 * ABI: r2-r5 and r7-r17 (PRESENT-80 encryption), r3-r17 (PRESENT-80 decryption), r2-r17 (PRESENT-128),
 * and r28-r29 saved; r0, r18-r27, r30-r31 clobbered; r1 = 0 on exit; r0, r26, r27 cleared (no key
 * material left in the clobbered registers).
 * Stack: saved registers (PRESENT-80 encrypt %(push80)d bytes, decrypt %(push80d)d, PRESENT-128 %(push128)d) + 2 (out
 * pointer) + the return address.
 * Constant time: boolean instructions, MUL (2 cycles for every operand), and LPM from flash tables
 * (no cache on AVR); the only branches are on the public round counter.
 * Cycles (generator count, without call and prologue): PRESENT-80 encrypt rounds 1, 2 %(pre80e)d,
 * two double rounds %(b80)d + 3 (loop: CPSE + RJMP), last round + K_32 %(f80)d; decrypt
 * first %(p80)d, two double rounds %(d80)d + 4 (loop); PRESENT-128 encrypt rounds 1, 2 %(pre128e)d, two double
 * rounds %(b128)d + 4 (loop), last %(f128)d; decrypt first %(p128)d, two double rounds %(d128)d + 4 (loop).
 * Measured figures (simavr, tools/bench): docs/present.md, OTF section.
 *
 * Generated by present_otf_gen.py (same folder), which runs every sequence against a Python model
 * of PRESENT before writing; edit the generator, not this file.
 */"""


def regs_saved(bits, dec):
    if bits == 80 and not dec: return [2, 3, 4, 5] + list(range(7, 18)) + [28, 29]
    if bits == 80: return [3, 4, 5, 6, 7] + list(range(8, 18)) + [28, 29]
    return list(range(18 - bits // 8, 18)) + [28, 29]


def emit_fn(bits, dec):
    name = 'present_otf_%s_%d' % ('decrypt' if dec else 'encrypt', bits)
    nk = bits // 8; kb = 7 if bits == 80 and not dec else 18 - nk
    smap = final_store_map()
    L = ['', '    .global %s' % name, '    .type   %s, @function' % name, '%s:' % name]
    for r in regs_saved(bits, dec): L.append('    push  r%d' % r)
    L += ['    push  r24                      ; out pointer, popped into Z at the end', '    push  r25',
          '    movw  r26, r20                 ; X = key: K%d..K0 = r%d..r%d (key[] is big-endian)' % (nk - 1, kb + nk - 1, kb)]
    for r in range(kb + nk - 1, kb - 1, -1): L.append('    ld    r%d, X+' % r)
    if bits == 80 and not dec:
        L += ['    ldi   r28, 0                   ; t = 0 (round counter r = 2t+1)',
              '    ldi   r29, 0x80                ; r29 = 0x80: k15 of the odd round counters',
              '    ldi   r26, 32',
              '    mov   r2, r26                  ; r2 = 32: MUL constant (3-bit rotation, offset-3 round keys)',
              '    ldi   r26, 4',
              '    mov   r4, r26                  ; r4 = 4: MUL constant of the 2-bit rotation',
              '    ldi   r26, 64',
              '    mov   r3, r26                  ; r3 = 64: MUL constant of the shift-2 SWAPMOVEs',
              '    ldi   r26, 0x33',
              '    mov   r5, r26                  ; r5 = 0x33: their mask',
              '    ldi   r17, 8                   ; r17 = (t+1) << 3: counter r = 2t+2 at bit offset 3']
    else:
        L += ['    ldi   r28, 1                   ; round counter r = 1',
              '    ldi   r29, 32                  ; r29 = 32: MUL constant of the 3-bit rotation']
        if bits == 80:
            L += ['    ldi   r26, 64',
                  '    mov   r3, r26                  ; r3 = 64: MUL constant of the shift-2 SWAPMOVEs',
                  '    ldi   r26, 0x33',
                  '    mov   r5, r26                  ; r5 = 0x33: their mask']
    if bits == 80 and not dec:
        pre, body, fin, stf, _ = build_enc80()
        L += ['    movw  r26, r22                 ; X = in: s7..s0 = r25..r18 (in[] is big-endian)']
        for i in range(7, -1, -1): L.append('    ld    r%d, X+' % (18 + i))
        L += ['    /* ---- rounds 1, 2 (K_1 as loaded) ---- */', pre.text(),
              '1:  /* ---- rounds 2t+1 .. 2t+4 (t = 1, 3, .., 13): two double rounds, key register at bit offset 3 at the top ---- */',
              body.text(),
              '    cpse  r17, r29                 ; (t+1) << 3 == 0x80, i.e. t == 15: leave the loop (public round counter only)',
              '    rjmp  1b',
              '    /* ---- round 31 and K_32 ---- */', fin.text(),
              '    pop   r31', '    pop   r30                      ; Z = out',
              '    /* the last layout is a byte permutation of the output */']
        for i in range(8): L.append('    std   Z+%d, r%d' % (smap[i], stf[i]))
    elif not dec:
        pre, body, fin, stf = build_enc128()
        L += ['    movw  r26, r22                 ; X = in: s7..s0 = r25..r18 (in[] is big-endian)']
        for i in range(7, -1, -1): L.append('    ld    r%d, X+' % (18 + i))
        L += ['    /* ---- rounds 1, 2 (K_1 as loaded) ---- */', pre.text(),
              '1:  /* ---- rounds 2t+1 .. 2t+4 (r = 2t+1 = 3, 7, .., 27): two double rounds, key register at bit offset 3 at the top ---- */',
              body.text(),
              '    cpi   r28, 31', '    breq  2f', '    rjmp  1b                       ; (public round counter only)',
              '2:  /* ---- round 31 and K_32 ---- */', fin.text(),
              '    pop   r31', '    pop   r30                      ; Z = out',
              '    /* the last layout is a byte permutation of the output */']
        for i in range(8): L.append('    std   Z+%d, r%d' % (smap[i], stf[i]))
    else:
        pre, pro, body, stf = build_dec(bits)
        if bits == 80:
            L += ['    /* ---- key register run forward: K_1 -> K_32 (r = 1..31), two steps at a time, K_{2t+3} at bit offset 3 ---- */',
                  '    ldi   r28, 0                   ; t = 0',
                  '    ldi   r18, 8                   ; r18 = (t+1) << 3: counter r = 2t+2 at bit offset 3',
                  '    ldi   r19, 0x80                ; r19 = 0x80: k15 of the odd counters',
                  '    ldi   r20, 4                   ; r20 = 4: MUL constant of the 2-bit rotation',
                  pre[0].text(), '3:', pre[1].text(),
                  '    cpse  r18, r19                 ; (t+1) << 3 == 0x80: K_32 reached (public counter only)',
                  '    rjmp  3b', pre[2].text()]
        else:
            L += ['    /* ---- key register run forward: K_1 -> K_32 (r = 1..31), K_{2t+3} at bit offset 3 ---- */',
                  '    ldi   r18, 8                   ; r18 = 8, r19 = 4: MUL constants',
                  '    ldi   r19, 4',
                  pre[0].text(), '3:', pre[1].text(),
                  '    cpse  r28, r29                 ; r == 32 (r29 = 32): K_32 reached (public counter only)',
                  '    rjmp  3b']
        if bits == 80:
            L += ['    ldi   r28, 16                  ; RC = t + 1 = 16 (round 31 = 2t+1 with t = 15)',
                  '    ldi   r26, 0x80',
                  '    mov   r4, r26                  ; r4 = 0x80: k15 of the odd counters',
                  '    mov   r6, r26                  ; r6 = (t+1) << 3 = 128',
                  '    ldi   r26, 8',
                  '    mov   r7, r26                  ; r7 = 8: its decrement',
                  '    movw  r26, r22                 ; X = in: the ciphertext into the last layout']
        else:
            L += ['    ldi   r28, 31                  ; r = 31: the step to undo first',
                  '    movw  r26, r22                 ; X = in: the ciphertext into the last layout']
        inv = {smap[i]: stf[i] for i in range(8)}
        for j in range(8): L.append('    ld    r%d, X+' % inv[j])
        L += ['    /* ---- K_32 and round 31 undone (r29 = 32: MUL constant of the offset-3 round keys) ---- */', pro.text(),
              '1:  /* ---- rounds 2t+2, 2t+1 undone for t = 14, 13, .., 1: two double rounds, key register at bit offset 3 at the top ---- */',
              body[0].text(),
              '    cpi   r28, %d' % (1 if bits == 80 else 2), '    breq  2f', '    rjmp  1b                       ; (public round counter only)',
              '2:  /* ---- rounds 2, 1 undone ---- */', body[1].text(),
              '    pop   r31', '    pop   r30                      ; Z = out']
        for i in range(8): L.append('    std   Z+%d, r%d' % (7 - i, 18 + i))
    L += ['    clr   r1                       ; (MUL) r1 = 0 for the C ABI',
          '    clr   r0                       ; no key material left in the clobbered registers',
          '    clr   r26', '    clr   r27']
    for r in reversed(regs_saved(bits, dec)): L.append('    pop   r%d' % r)
    L += ['    ret', '    .size   %s, .-%s' % (name, name)]
    return '\n'.join(L)


def file_text():
    pre80e, b80, f80, _, _ = build_enc80(); pre128e, b128, f128, _ = build_enc128()
    rku = Gen(80, False); rku.kmap = list(range(10)); rku.rk_unaligned(dict(START), '')
    pre80, p80, d80, _ = build_dec(80); pre128, p128, d128, _ = build_dec(128)
    L = [HEADER % dict(pre80e=pre80e.cycles(), rku=rku.c.cycles(), pre80=pre80[1].cycles() + 3, pre128=pre128[1].cycles() + 3,
                       prec80=pre80[0].cycles() + 7 * (pre80[1].cycles() + 3) + pre80[2].cycles(),
                       prec128=pre128[0].cycles() + 7 * (pre128[1].cycles() + 3),
                       push80=len(regs_saved(80, False)), push80d=len(regs_saved(80, True)), push128=len(regs_saved(128, False)),
                       b80=b80.cycles(), f80=f80.cycles(), p80=p80.cycles(), d80=d80[0].cycles(),
                       b128=b128.cycles(), f128=f128.cycles(), pre128e=pre128e.cycles(), p128=p128.cycles(), d128=d128[0].cycles()),
         '', '    .section .progmem.data, "a", @progbits', '    .balign 256']
    for name, tb in TABLES.items():
        what = {'sbox80': 'S of the high nibble, low nibble kept', 'sinv80': 'S^-1 of the high nibble, low nibble kept',
                'sbox128': 'S of both nibbles', 'sinv128': 'S^-1 of both nibbles',
                'wperm': '(b with bits 1 <-> 4 and 3 <-> 6 exchanged) ^ 0x0F',
                'wpermm': 'wperm[b ^ 0xAA] (the key register mask undone)',
                'sboxm80': 'S\'(high nibble), low nibble kept; S\'(x) = S(x ^ 0xA) ^ 0xA (mask)',
                'sboxu80': 'S\'(low nibble), high nibble kept; S\'(x) = S(x ^ 0x5) ^ 0x5 (mask)',
                'sinvm80': 'S\'^-1(high nibble), low nibble kept (mask 0xA)',
                'sinvu80': 'S\'^-1(low nibble), high nibble kept (mask 0x5)',
                'sboxm128': 'S2(b ^ 0xAA) ^ 0xAA, S2 = S of both nibbles (mask)',
                'sboxu128': 'S2(b ^ 0x55) ^ 0x55, S2 = S of both nibbles (mask)',
                'sinvm128': 'S2^-1(b ^ 0xAA) ^ 0xAA (mask)', 'sinvu128': 'S2^-1(b ^ 0x55) ^ 0x55 (mask)'}[name[len('present_otf_'):]]
        L += ['    .type   %s, @object' % name,
              '%s:          ; T[b] = %s (256-byte aligned: Z = page : b)' % (name, what)]
        for r in range(0, 256, 16):
            L.append('    .byte ' + ', '.join('0x%02X' % v for v in tb[r:r + 16]))
        L += ['    .size   %s, 256' % name]
    L += ['    .text']
    for bits in (80, 128):
        for dec in (False, True): L.append(emit_fn(bits, dec))
    return '\n'.join(L) + '\n'


if __name__ == '__main__':
    sbox_tables()
    random.seed(1)
    check()
    p8, b8, f8, _, _ = build_enc80()
    print('PRESENT-80 encryption checked: rounds 1, 2 %d, two double rounds %d, last %d cycles'
          % (p8.cycles(), b8.cycles(), f8.cycles()))
    p, b, f, _ = build_enc128()
    print('PRESENT-128 encryption checked: rounds 1, 2 %d, two double rounds %d, last %d cycles'
          % (p.cycles(), b.cycles(), f.cycles()))
    for bits in (80, 128):
        pre, pro, db, _ = build_dec(bits)
        pre = pre[1]          # (four key steps)
        db = db[0]            # (two double rounds)
        print('PRESENT-%d decryption checked: key run loop %d, first %d, body %d'
              % (bits, pre.cycles(), pro.cycles(), db.cycles()))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'present_otf.S')
    text = file_text()
    if '--check' in sys.argv[1:]:
        old = open(path).read() if os.path.exists(path) else ''
        if old != text:
            print('%s is not what the generator writes' % path); sys.exit(1)
        print('%s up to date' % path)
    else:
        open(path, 'w').write(text); print('written', path)
