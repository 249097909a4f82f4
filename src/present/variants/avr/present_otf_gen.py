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
S = [0xC, 5, 6, 0xB, 9, 0, 0xA, 0xD, 3, 0xE, 0xF, 8, 4, 7, 1, 2]
SI = [S.index(x) for x in range(16)]


def P(i): return 63 if i == 63 else (16 * i) % 63


def perm(x, f):
    y = 0
    for i in range(64):
        if x >> i & 1: y |= 1 << f(i)
    return y


def sbox_layer(x, T=S): return sum(T[(x >> (4 * j)) & 15] << (4 * j) for j in range(16))


def ks(key, bits):
    K = int.from_bytes(key, 'big'); rk = []; n = bits; top = n - 4
    for r in range(1, 33):
        rk.append(K >> (n - 64))
        K = ((K << 61) | (K >> (n - 61))) & ((1 << n) - 1)
        if bits == 80:
            K = (S[K >> 76] << 76) | (K & ((1 << 76) - 1)); K ^= r << 15
        else:
            K = (S[K >> 124] << 124) | (S[(K >> 120) & 15] << 120) | (K & ((1 << 120) - 1)); K ^= r << 62
    return rk


def enc_ref(x, rk):
    for i in range(31): x = perm(sbox_layer(x ^ rk[i]), P)
    return x ^ rk[31]


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
        # PRESENT-80 encryption: RC = t (double-round number), r29 = 0x80: step 2t+1 adds the odd
        # counter (k15 = 1, k19..k16 = t), step 2t+2 the even one (k15 = 0, k19..k16 = t + 1)
        s.half = bits == 80 and not dec
        s.cmul = 2 if s.half else 29            # register holding the MUL constant of rot3 (32 or 8)

    # ---- state operations ----
    def exch(s, st, pairs, shift, mask, what):
        c = s.c
        rot = 'ROR4' if shift == 4 else '>> %d' % shift
        back = 'ROL4' if shift == 4 else '<< %d' % shift
        c.cm('%s: for (a, b) in %s: t = ((s_a %s) ^ s_b) & 0x%02X; s_b ^= t; s_a ^= t %s' %
             (what, ', '.join('(s%d, s%d)' % p for p in pairs), rot, mask, back))
        i = 0
        while i < len(pairs):
            grp = [pairs[i]]
            if i + 1 < len(pairs) and st[pairs[i][0]] % 2 == 0 and st[pairs[i + 1][0]] == st[pairs[i][0]] + 1:
                grp.append(pairs[i + 1]); c.e('movw', TA, st[pairs[i][0]])
            else:
                c.e('mov', TA, st[pairs[i][0]])
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
            i += len(grp)

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

    def com_planes(s, st, planes, what):
        s.c.cm('%s: complement planes x0 and x2 (bytes %s)' % (what, ', '.join(
            's%d' % b for b in planes[0] + planes[2])))
        for b in planes[0] + planes[2]: s.c.e('com', st[b])

    def p1(s, st):
        s.exch(st, [(0, 2), (1, 3), (4, 6), (5, 7)], 4, 0x0F, 'P1 (paper 001 Table 4): b2<->B4')
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

    def add_q(s, st, what):
        """state ^= Q = P1^-1(pLayer(round key)), for the key addition of round 2t+2 moved before P1
        (P1 is linear): Q bit (i5 i4 i1 i0 i3 i2) = K bit (i5..i0), i.e. one exchange of index bits
        i1 <-> i3 between key bytes 2m, 2m+1 (t = ((k_2m >> 2) ^ k_2m+1) & 0x33), then in every byte
        the bit permutation W (index bits b0 <-> b2: bits 1 <-> 4, 3 <-> 6) by LPM from a 256-byte table (r31 = its page).
        The table also complements bits 0..3 of every byte: P1^-1 of the planes x0, x2 (words 0, 2) the
        S-box wants complemented, so round 2t+2 needs no COM."""
        c = s.c
        c.cm('%s: state ^= P1^-1(pLayer(round key) ^ 0x0000FFFF0000FFFF): exchange i1 <-> i3 on the key bytes, W by LPM' % what)
        c.e('ldi', 31, 'hi8(present_otf_wperm)')
        for m in range(4):
            A, B = s.rk(2 * m), s.rk(2 * m + 1)
            ka, kb = s.nk - 8 + 2 * m, s.nk - 7 + 2 * m
            c.cm('t = ((K%d >> 2) ^ K%d) & 0x33; s%d ^= T[K%d ^ t]; s%d ^= T[K%d ^ (t << 2)]' % (
                ka, kb, 2 * m + 1, kb, 2 * m, ka))
            c.e('mov', TA, A); c.e('lsr', TA); c.e('lsr', TA); c.e('eor', TA, B); c.e('andi', TA, '0x33')
            c.e('mov', 30, B); c.e('eor', 30, TA); c.e('lpm', TB); c.e('eor', st[2 * m + 1], TB)
            c.e('lsl', TA); c.e('lsl', TA)
            c.e('mov', 30, A); c.e('eor', 30, TA); c.e('lpm', TB); c.e('eor', st[2 * m], TB)
        c.e('ldi', 31, 'hi8(present_otf_%s%d)' % ('sinv' if s.dec else 'sbox', s.bits))

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

    def rot3(s, left):
        """rotate the key register by 3 bits: MUL by 32 (right) / 8 (left, constant in s.cmul) saves
        the 3 bits that wrap around in r0 / r1, three LSR/ROR (LSL/ROL) passes without the wrap, one OR"""
        c = s.c; km = s.kmap
        if not left:
            c.cm('rotate right by 3: r0 = K0 << 5 (MUL by 32: the 3 bits that wrap), K >>= 3, K%d |= r0' % (s.nk - 1))
            c.e('mul', km[0], s.cmul)
            for _ in range(3):
                c.e('lsr', km[-1])
                for i in range(s.nk - 2, -1, -1): c.e('ror', km[i])
            c.e('or', km[-1], 0)
        else:
            c.cm('rotate left by 3: r1 = K%d >> 5 (MUL by 8: the 3 bits that wrap), K <<= 3, K0 |= r1' % (s.nk - 1))
            c.e('mul', km[-1], s.cmul)
            for _ in range(3):
                c.e('lsl', km[0])
                for i in range(1, s.nk): c.e('rol', km[i])
            c.e('or', km[0], 1)

    def sbox_key(s, inverse):
        c = s.c; top = s.kmap[-1]
        name = 'present_otf_%s%d' % ('sinv' if inverse else 'sbox', s.bits)
        c.cm('K%d = %s (LPM from the 256-byte table %s, r31 = its page)' % (
            s.nk - 1, ('S^-1' if inverse else 'S') + (' of both nibbles' if s.bits == 128 else ' of the top nibble'), name))
        c.e('mov', 30, top); c.e('lpm', top)

    def counter(s, parity=None):
        c = s.c; km = s.kmap
        if s.half:
            if parity == 'odd':
                c.cm('k19..k15 ^= r = 2t+1: k15 (bit 7 of K1) ^= 1 (r29 = 0x80), k19..k16 (bits 3..0 of K2) ^= t')
                c.e('eor', km[1], C80); c.e('eor', km[2], RC)
            else:
                c.cm('k19..k15 ^= r = 2t+2: k15 unchanged, k19..k16 (bits 3..0 of K2) ^= t + 1')
                c.e('inc', RC); c.e('eor', km[2], RC)
        elif s.bits == 80:
            c.cm('k19..k15 ^= round counter: k15 = bit 7 of K1, k19..k16 = bits 3..0 of K2')
            c.e('mov', TA, RC); c.e('lsr', TA); c.e('eor', km[2], TA); c.e('clr', TA); c.e('ror', TA); c.e('eor', km[1], TA)
        else:
            c.cm('k66..k62 ^= round counter: k63, k62 = bits 7, 6 of K7, k66..k64 = bits 2..0 of K8')
            c.e('mov', TA, RC); c.e('clr', TB)
            c.e('lsr', TA); c.e('ror', TB); c.e('lsr', TA); c.e('ror', TB)
            c.e('eor', km[8], TA); c.e('eor', km[7], TB)

    def update(s, parity=None):
        """key register K_r -> K_{r+1} with counter r (RC), then RC += 1 (half mode: see counter)"""
        c = s.c
        c.cm('key schedule step (CHES 2007): rotate left by 61 = right by %d (bytes by renaming, 3 bits), S-box, counter'
             % (19 if s.bits == 80 else 67))
        s.rot_bytes(2 if s.bits == 80 else 8)
        c.cm('key bytes K0..K%d now in %s' % (s.nk - 1, ', '.join('r%d' % r for r in s.kmap)))
        s.rot3(False)
        s.sbox_key(False)
        s.counter(parity)
        if not s.half: c.e('inc', RC)

    def update_inv(s):
        """key register K_{r+1} -> K_r with counter r = RC, then RC -= 1"""
        c = s.c
        c.cm('key schedule step undone: counter, S^-1, rotate right by 61 = left by %d' % (19 if s.bits == 80 else 67))
        s.counter()
        s.sbox_key(True)
        s.rot3(True)
        s.rot_bytes(-2 if s.bits == 80 else -8)
        c.cm('key bytes K0..K%d now in %s' % (s.nk - 1, ', '.join('r%d' % r for r in s.kmap)))
        c.e('dec', RC)


# ---------------- the four functions ----------------
UNROLL80 = 1   # --unroll5: PRESENT-80 encryption loop of 5 double rounds (no MOVW restore), for measuring


def build_enc(bits):
    """returns (body, fin, stf): body = rounds 2t+1, 2t+2 (UNROLL80 of them for PRESENT-80),
    fin = round 31 and K_32"""
    g = Gen(bits, False)
    n = UNROLL80 if bits == 80 else 1
    for _ in range(n):
        st = dict(START)
        g.add_rk(st, 'addRoundKey K_{2t+1}')
        for pairs, sh, mk, w in P0_EX: g.exch(st, pairs, sh, mk, 'P0: ' + w)
        g.com_planes(st, PLANES_BODY, 'round 2t+1')
        st = g.sbox(st, PLANES_BODY, False)
        g.update('odd')
        g.add_q(st, 'addRoundKey K_{2t+2}, before P1')
        st = g.p1(st)
        st = g.sbox(st, PLANES_BODY, False)
        g.update('even')
        assert st == START
    if n == 1: g.restore_kmap()
    assert g.kmap == [g.kbase + i for i in range(g.nk)]
    body = g.c
    g.c = Code(); st = dict(START)
    g.add_rk(st, 'addRoundKey K_31')
    for pairs, sh, mk, w in E_EX: g.exch(st, pairs, sh, mk, 'last round: ' + w)
    g.com_planes(st, PLANES_FINAL, 'round 31')
    st = g.sbox(st, PLANES_FINAL, False)
    g.update('odd')
    g.c.cm('addRoundKey K_32, bytes (%s) of the round key for the last layout' % ', '.join(map(str, K32_PERM)))
    for i, pi in enumerate(K32_PERM): g.c.e('eor', st[i], g.rk(pi))
    return body, g.c, st


def build_dec(bits):
    """returns (pre, pro, body, stf): pre = one forward key step (31 times), pro = K_32 and round 31
    undone, body = rounds 2t+2, 2t+1 undone"""
    _, _, stf = build_enc(bits)
    g = Gen(bits, True)
    g.update(); g.restore_kmap(); pre = g.c
    g.c = Code(); st = dict(stf)
    g.c.cm('addRoundKey K_32 (last layout)')
    for i, pi in enumerate(K32_PERM): g.c.e('eor', st[i], g.rk(pi))
    st = g.sbox(st, PLANES_FINAL, True)
    g.com_planes(st, PLANES_FINAL, 'round 31 undone')
    for pairs, sh, mk, w in reversed(E_EX): g.exch(st, pairs, sh, mk, 'last round undone: ' + w)
    g.update_inv(); g.restore_kmap()
    g.add_rk(st, 'addRoundKey K_31')
    assert st == START
    pro = g.c
    g.c = Code(); st = dict(START)
    g.update_inv()
    st = g.sbox(st, PLANES_BODY, True)
    st = g.p1(st)
    g.add_q(st, 'addRoundKey K_{2t+2}, after P1')
    st = g.sbox(st, PLANES_BODY, True)
    g.com_planes(st, PLANES_BODY, 'round 2t+1 undone')
    for pairs, sh, mk, w in reversed(P0_EX): g.exch(st, pairs, sh, mk, 'P0: ' + w)
    g.update_inv(); g.restore_kmap()
    g.add_rk(st, 'addRoundKey K_{2t+1}')
    st = g.moves(st, START)
    return pre, pro, g.c, stf


def sbox_tables():
    table('present_otf_sbox80', lambda b: (S[b >> 4] << 4) | (b & 15))
    table('present_otf_sinv80', lambda b: (SI[b >> 4] << 4) | (b & 15))
    table('present_otf_sbox128', lambda b: (S[b >> 4] << 4) | S[b & 15])
    table('present_otf_sinv128', lambda b: (SI[b >> 4] << 4) | SI[b & 15])
    table('present_otf_wperm', lambda b: ((b & 0xA5) | ((b & 0x0A) << 3) | ((b >> 3) & 0x0A)) ^ 0x0F)


def sim_setup(bits, key, tbl):
    R = [0] * 32; F = {'C': 0, 'T': 0}; nk = bits // 8
    for i in range(nk): R[18 - nk + i] = key[nk - 1 - i]
    R[31] = TADDR[tbl] >> 8
    R[RC] = 1
    R[29] = 32
    if bits == 80: R[2] = 32
    return R, F


def simulate_enc(bits, pt, key):
    body, fin, stf = build_enc(bits)
    R, F = sim_setup(bits, key, 'present_otf_sbox%d' % bits)
    if bits == 80: R[RC] = 0; R[C80] = 0x80
    x = int.from_bytes(pt, 'big')
    for i in range(8): R[START[i]] = (x >> (8 * i)) & 255
    for t in range(15 // (UNROLL80 if bits == 80 else 1)): body.run(R, F)
    fin.run(R, F)
    smap = final_store_map(); out = [0] * 8
    for i in range(8): out[smap[i]] = R[stf[i]]
    return bytes(out)


def simulate_dec(bits, ct, key):
    pre, pro, body, stf = build_dec(bits)
    R, F = sim_setup(bits, key, 'present_otf_sbox%d' % bits)
    for r in range(31): pre.run(R, F)
    assert R[RC] == 32
    R[RC] = 31; R[31] = TADDR['present_otf_sinv%d' % bits] >> 8; R[29] = 8
    smap = final_store_map()
    for i in range(8): R[stf[i]] = ct[smap[i]]
    pro.run(R, F)
    for t in range(15): body.run(R, F)
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


HEADER = """/* PRESENT-80 and PRESENT-128 on AVR on the fly (issue 5; paper 001's future work, FELICS-style
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
 * round keys taken from the key register instead of a table:
 *   round 2t+1: state ^= round key (8 EOR from the key register, no load), then after P0 the planes
 *     x0, x2 complemented with 4 COM (the S-box works on complemented x0, x2);
 *   round 2t+2: the key addition moved before P1 (linear): state ^= Q = P1^-1(pLayer(K) ^ mask), mask
 *     = the complemented planes; Q bit (i5 i4 i1 i0 i3 i2) = K bit (i5 i4 i3 i2 i1 i0), i.e. one
 *     SWAPMOVE of index bits i1 <-> i3 between key bytes 2m, 2m+1 (computed from the key register,
 *     no copy), then every byte through a 256-byte LPM table: the bit permutation W (index bits
 *     b0 <-> b2) and the complement (bits 0..3); 19 cycles per byte pair, %(q80)d per round with the
 *     two page loads (the direct pLayer, 2 cycles per key bit, cost 148);
 *   K_32 byte-permuted for the last layout.
 * Key register (CHES 2007) little-endian in registers (byte K_i = bits 8i..8i+7): PRESENT-80 K0..K9 in
 * r8..r17, PRESENT-128 K0..K15 in r2..r17; the round key is its 8 top bytes. One key step: rotate
 * left by 61 = right by 19 / 67 = 2 / 8 bytes by renaming (the generator tracks which register holds
 * which byte; PRESENT-80 puts them back with 6 MOVW per double round, PRESENT-128 needs nothing:
 * two steps of 8 bytes) and 3 bits (MUL by 32 puts the 3 bits that wrap around in r0, three
 * LSR/ROR passes, one OR: 33 cycles for 80 bits); the S-box of the top nibble (80) or
 * byte (128) by one LPM from a 256-byte table indexed by the whole top byte (r31 holds its page,
 * r30 = the byte); the round counter into k19..k15 / k66..k62.
 * Decryption: the key register is first run forward 31 steps to K_32 (in registers, a loop of one
 * step: %(pre80)d / %(pre128)d cycles a step, about %(prec80)d / %(prec128)d in all), then stepped
 * backwards during the rounds (counter, S^-1 by LPM, rotate left by 3 bits with MUL by 8, bytes by renaming).
 *
 * Registers: state r18..r25; key register r8..r17 (80) / r2..r17 (128); round counter r28 (PRESENT-80
 * encryption: t = 0..15 with 0x80 in r29, the odd steps add k15 = 1 and t, the even ones t + 1; the
 * loop ends at t = 15 by CPSE with r3 = 15); MUL constant (32 right, 8 left) in r2 (PRESENT-80
 * encryption) / r29; r1:r0 = MUL product; temporaries r26, r27; Z = r31:r30 = table page : index.
 * ABI: r2-r3 and r8-r17 (PRESENT-80 encryption), r8-r17 (PRESENT-80 decryption), r2-r17 (PRESENT-128),
 * and r28-r29 saved; r0, r18-r27, r30-r31 clobbered; r1 = 0 on exit; r0, r26, r27 cleared (no key
 * material left in the clobbered registers).
 * Stack: saved registers (PRESENT-80 encrypt %(push80)d bytes, decrypt %(push80d)d, PRESENT-128 %(push128)d) + 2 (out
 * pointer) + the return address.
 * Constant time: boolean instructions, and LPM from flash tables (no cache on AVR); the only
 * branches are on the public round counter.
 * Cycles (generator count, without call and prologue): PRESENT-80 encrypt double round %(b80)d + 4
 * (loop), last round + K_32 %(f80)d; decrypt first %(p80)d, double round %(d80)d + 4; PRESENT-128 encrypt
 * double round %(b128)d + 4, last %(f128)d; decrypt first %(p128)d, double round %(d128)d + 4.
 * Measured figures (simavr, tools/bench): docs/present.md, OTF section.
 *
 * Generated by present_otf_gen.py (same folder), which runs every sequence against a Python model
 * of PRESENT before writing; edit the generator, not this file.
 */"""


def regs_saved(bits, dec):
    return ([2, 3] if bits == 80 and not dec else []) + list(range(18 - bits // 8, 18)) + [28, 29]


def emit_fn(bits, dec):
    name = 'present_otf_%s_%d' % ('decrypt' if dec else 'encrypt', bits)
    nk = bits // 8; kb = 18 - nk
    smap = final_store_map()
    L = ['', '    .global %s' % name, '    .type   %s, @function' % name, '%s:' % name]
    for r in regs_saved(bits, dec): L.append('    push  r%d' % r)
    L += ['    push  r24                      ; out pointer, popped into Z at the end', '    push  r25',
          '    movw  r26, r20                 ; X = key: K%d..K0 = r17..r%d (key[] is big-endian)' % (nk - 1, kb)]
    for r in range(17, kb - 1, -1): L.append('    ld    r%d, X+' % r)
    L += ['    ldi   r31, hi8(present_otf_sbox%d)   ; Z page = the S-box table' % bits]
    if bits == 80 and not dec:
        L += ['    ldi   r28, 0                   ; t = 0 (round counter r = 2t+1)',
              '    ldi   r29, 0x80                ; r29 = 0x80: k15 of the odd round counters',
              '    ldi   r26, 32',
              '    mov   r2, r26                  ; r2 = 32: MUL constant of the 3-bit rotation',
              '    ldi   r26, 15',
              '    mov   r3, r26                  ; r3 = 15: t at the end of the loop']
    else:
        L += ['    ldi   r28, 1                   ; round counter r = 1',
              '    ldi   r29, 32                  ; r29 = 32: MUL constant of the 3-bit rotation']
    if not dec:
        body, fin, stf = build_enc(bits)
        L += ['    movw  r26, r22                 ; X = in: s7..s0 = r25..r18 (in[] is big-endian)']
        for i in range(7, -1, -1): L.append('    ld    r%d, X+' % (18 + i))
        L += ['1:  /* ---- rounds 2t+1, 2t+2 (t = 0..14) ---- */', body.text(),
              ] + (['    cpse  r28, r3                  ; t == 15: leave the loop (public round counter only)',
                    '    rjmp  1b'] if bits == 80 else
                   ['    cpi   r28, 31', '    breq  2f', '    rjmp  1b                       ; (public round counter only)']) + [
              '2:  /* ---- round 31 and K_32 ---- */', fin.text(),
              '    pop   r31', '    pop   r30                      ; Z = out',
              '    /* the last layout is a byte permutation of the output */']
        for i in range(8): L.append('    std   Z+%d, r%d' % (smap[i], stf[i]))
    else:
        pre, pro, body, stf = build_dec(bits)
        L += ['3:  /* ---- key register run forward: K_1 -> K_32 (r = 1..31) ---- */', pre.text(),
              '    cpi   r28, 32', '    breq  4f', '    rjmp  3b', '4:',
              '    ldi   r31, hi8(present_otf_sinv%d)   ; Z page = the inverse S-box table' % bits,
              '    ldi   r28, 31                  ; round counter r = 31, counting down',
              '    ldi   r29, 8                   ; r29 = 8: MUL constant of the 3-bit rotation left',
              '    movw  r26, r22                 ; X = in: the ciphertext into the last layout']
        inv = {smap[i]: stf[i] for i in range(8)}
        for j in range(8): L.append('    ld    r%d, X+' % inv[j])
        L += ['    /* ---- K_32 and round 31 undone ---- */', pro.text(),
              '1:  /* ---- rounds 2t+2, 2t+1 undone (t = 14..0), round counter r = 2t+2 ---- */', body.text(),
              '    cpi   r28, 0', '    breq  2f', '    rjmp  1b', '2:',
              '    pop   r31', '    pop   r30                      ; Z = out']
        for i in range(8): L.append('    std   Z+%d, r%d' % (7 - i, 18 + i))
    L += ['    clr   r1                       ; (MUL) r1 = 0 for the C ABI',
          '    clr   r0                       ; no key material left in the clobbered registers',
          '    clr   r26', '    clr   r27']
    for r in reversed(regs_saved(bits, dec)): L.append('    pop   r%d' % r)
    L += ['    ret', '    .size   %s, .-%s' % (name, name)]
    return '\n'.join(L)


def file_text():
    b80, f80, _ = build_enc(80); b128, f128, _ = build_enc(128)
    pre80, p80, d80, _ = build_dec(80); pre128, p128, d128, _ = build_dec(128)
    q = Gen(80, False); q.add_q(dict(START), '')
    L = [HEADER % dict(q80=q.c.cycles(), pre80=pre80.cycles() + 4, pre128=pre128.cycles() + 4,
                       prec80=31 * (pre80.cycles() + 4), prec128=31 * (pre128.cycles() + 4),
                       push80=len(regs_saved(80, False)), push80d=len(regs_saved(80, True)), push128=len(regs_saved(128, False)),
                       b80=b80.cycles(), f80=f80.cycles(), p80=p80.cycles(), d80=d80.cycles(),
                       b128=b128.cycles(), f128=f128.cycles(), p128=p128.cycles(), d128=d128.cycles()),
         '', '    .section .progmem.data, "a", @progbits', '    .balign 256']
    for name, tb in TABLES.items():
        what = {'sbox80': 'S of the high nibble, low nibble kept', 'sinv80': 'S^-1 of the high nibble, low nibble kept',
                'sbox128': 'S of both nibbles', 'sinv128': 'S^-1 of both nibbles',
                'wperm': '(b with bits 1 <-> 4 and 3 <-> 6 exchanged) ^ 0x0F'}[name[len('present_otf_'):]]
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
    if '--unroll5' in sys.argv[1:]: UNROLL80 = 5
    sbox_tables()
    random.seed(1)
    check()
    for bits in (80, 128):
        b, f, _ = build_enc(bits); pre, pro, db, _ = build_dec(bits)
        print('PRESENT-%d checked: encrypt body %d + last %d cycles; decrypt key step %d, first %d, body %d'
              % (bits, b.cycles(), f.cycles(), pre.cycles(), pro.cycles(), db.cycles()))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'present_otf.S')
    text = file_text()
    if '--check' in sys.argv[1:]:
        old = open(path).read() if os.path.exists(path) else ''
        if old != text:
            print('%s is not what the generator writes' % path); sys.exit(1)
        print('%s up to date' % path)
    else:
        open(path, 'w').write(text); print('written', path)
