"""Generates src/present/avr/present_avr.S (the library's PRESENT on AVR: block functions and key
schedule) and Shin et al.'s variants src/present/variants/avr/present_p1_16bit.S, present_p1_8bit.S.

Before writing, every block-function instruction sequence (encryption and decryption, each P1 form)
is run on a small AVR model against the PRESENT reference below (random keys of both sizes, through
the round-key layout of key_layout(), the layout the assembly key schedule writes). The key schedule
(KS_HELPER) is fixed text except the byte orders of its stores (ks_text); the vector files, the modes
tests and ct_check cover it on the targets. The library function (build_main) differs from the
variants by its register flows through the key additions (plan_main searches the register maps).

usage: python3 src/present/avr/present_avr_gen.py      (from anywhere; writes into the repository)
"""
import os, sys, random

# ---------------- PRESENT model (CHES 2007) and the index maps of the representation ----------------
# Reference + representation model for the AVR PRESENT (normal form: s_i = byte i, little-endian bit index).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from present_model import S, SI, P, perm, sbox_layer, ks, enc  # noqa: E402  the reference (one copy)
# P0 / P1 / C as index maps
def P0i(i):
    a,b,k=i>>4,(i>>2)&3,i&3; return 16*k+4*b+a
def P1i(i):
    a,b,k=i>>4,(i>>2)&3,i&3; return 16*b+4*a+k
def Ci(i):  # P o P0^-1 : (a,b,k)->(a,k,b)
    a,b,k=i>>4,(i>>2)&3,i&3; return 16*a+4*k+b
def sbs(x,T=S):  # bitsliced S on 16-bit words: bit j of words 0..3
    w=[(x>>(16*k))&0xffff for k in range(4)]; y=[0]*4
    for j in range(16):
        v=sum(((w[k]>>j)&1)<<k for k in range(4)); o=T[v]
        for k in range(4): y[k]|=((o>>k)&1)<<j
    return sum(y[k]<<(16*k) for k in range(4))
def enc2(x,rk):  # paper form (d)
    for t in range(15):
        x=sbs(perm(sbs(perm(x^rk[2*t],P0i)),P1i)^perm(rk[2*t+1],P))
    z=sbs(perm(x^rk[30],P0i))
    return perm(z,Ci)^rk[31]
def dec2(y,rk):
    z=perm(y^rk[31],Ci)   # C is an involution? check
    x=perm(sbs(z,SI),P0i)^rk[30]
    for t in reversed(range(15)):
        x=perm(sbs(perm(sbs(x,SI)^perm(rk[2*t+1],P),P1i),SI),P0i)^rk[2*t]
    return x

m = sys.modules[__name__]

# ---------------- code emission with a tiny AVR model ----------------
class Code:
    def __init__(s): s.ins = []
    def e(s, op, *a, c=None): s.ins.append((op, a, c))
    def cm(s, text): s.ins.append(('#', (text,), None))
    def cycles(s):
        cyc = {'ldz+': 2, 'ldz-': 2, 'ld': 2, 'ldd': 2, 'st': 2, 'push': 2, 'pop': 2, 'movw': 1}
        return sum(cyc.get(op, 1) for op, a, c in s.ins if op != '#' and op != 'label')
    def words(s):
        return sum(1 for op, a, c in s.ins if op not in ('#', 'label'))
    def text(s):
        out = []
        for op, a, c in s.ins:
            if op == '#': out.append('    /* %s */' % a[0]); continue
            if op == 'label': out.append('%s:' % a[0]); continue
            args = []
            for x in a:
                if isinstance(x, int): args.append('r%d' % x)
                else: args.append(x)
            line = '    %-5s %s' % (op, ', '.join(args))
            if c: line = '%-30s; %s' % (line, c)
            out.append(line)
        return '\n'.join(out)

def run(code, R, mem, Z):
    C = 0; Tf = 0
    for op, a, c in code.ins:
        if op in ('#', 'label'): continue
        if op == 'ldz+': R[a[0]] = mem[Z]; Z += 1
        elif op == 'ldz-': Z -= 1; R[a[0]] = mem[Z]
        elif op == 'eor': R[a[0]] ^= R[a[1]]
        elif op == 'and': R[a[0]] &= R[a[1]]
        elif op == 'or': R[a[0]] |= R[a[1]]
        elif op == 'mov': R[a[0]] = R[a[1]]
        elif op == 'movw': R[a[0]] = R[a[1]]; R[a[0] + 1] = R[a[1] + 1]
        elif op == 'swap': R[a[0]] = ((R[a[0]] << 4) | (R[a[0]] >> 4)) & 255
        elif op == 'lsr': C = R[a[0]] & 1; R[a[0]] >>= 1
        elif op == 'lsl': C = R[a[0]] >> 7; R[a[0]] = (R[a[0]] << 1) & 255
        elif op == 'ror': C, R[a[0]] = R[a[0]] & 1, (R[a[0]] >> 1) | (C << 7)
        elif op == 'rol': C, R[a[0]] = R[a[0]] >> 7, ((R[a[0]] << 1) & 255) | C
        elif op == 'andi': R[a[0]] &= int(a[1], 16)
        elif op == 'com': R[a[0]] ^= 255
        elif op == 'bst': Tf = (R[a[0]] >> int(a[1])) & 1
        elif op == 'bld': R[a[0]] = (R[a[0]] & ~(1 << int(a[1])) & 255) | (Tf << int(a[1]))
        elif op == 'ldi': R[a[0]] = int(a[1], 0)
        elif op == 'add': v = R[a[0]] + R[a[1]]; C = v >> 8; R[a[0]] = v & 255
        elif op == 'adc': v = R[a[0]] + R[a[1]] + C; C = v >> 8; R[a[0]] = v & 255
        elif op == 'lpm': R[a[0]] = (m.S[R[30] + 256 * R[31]] << 4)
        elif op == 'clr': R[a[0]] = 0
        elif op == 'inc': R[a[0]] = (R[a[0]] + 1) & 255
        else: raise Exception(op)
    return Z

TA, TB = 26, 27          # temporaries (andi-capable, an aligned pair)
T1 = 1                   # spare temporary for register swaps (r1, cleared at the end)

class Gen:
    def __init__(s, code, dec=False):
        s.c = code; s.dec = dec
        s.T = (TA, TB)       # the temporary pair (the library function moves it, see keyadd_flow)
        s.flex = False       # library function: MOVW copies of any aligned pair, from either side
    def ld(s, r, comment=None):
        if s.dec: s.c.ins.append(('ldz-', (r,), comment))
        else: s.c.ins.append(('ldz+', (r,), comment))
    def keyadd(s, st, what, order=None):
        s.c.cm('%s: state ^= round key (8 bytes, %s)' % (what, 'read backwards, ld -Z' if s.dec else 'ld Z+'))
        order = list(order or range(8))
        if s.dec: order.reverse()
        for i in order:
            s.ld(s.T[0]); s.c.e('eor', st[i], s.T[0])
    # copy pair (lo,hi) -> (dlo,dhi)
    def cp(s, d, src):
        if d[0] % 2 == 0 and d[1] == d[0] + 1 and src[0] % 2 == 0 and src[1] == src[0] + 1:
            s.c.e('movw', d[0], src[0])
        else:
            s.c.e('mov', d[0], src[0]); s.c.e('mov', d[1], src[1])
    def op2(s, op, d, src):
        s.c.e(op, d[0], src[0]); s.c.e(op, d[1], src[1])
    def nl(s, dst, u, v, op, what):
        """dst ^= u op v  (op: and/or), through the temp pair"""
        t = s.T
        s.cp(t, u); s.op2(op, t, v); s.op2('eor', dst, t)
    def exch(s, st, pairs, shift, mask, what):
        """SWAPMOVE for each (lo, hi) byte-index pair: bits of lo at positions with the exchanged
        index bit set trade places with bits of hi at positions with it clear."""
        s.c.cm(what)
        rot = 'ROR4' if shift == 4 else '>> %d' % shift
        back = 'ROL4' if shift == 4 else '<< %d' % shift
        s.c.cm('for (a, b) in %s: t = ((s_a %s) ^ s_b) & 0x%02X; s_b ^= t; s_a ^= t %s' %
               (', '.join('(s%d, s%d)' % p for p in pairs), rot, mask, back))
        if s.flex:
            s.exch_flex(st, pairs, shift, mask); return
        i = 0
        while i < len(pairs):
            (a0, b0) = pairs[i]
            # two pairs whose lo bytes form an aligned register pair: one MOVW for both copies
            if i + 1 < len(pairs):
                (a1, b1) = pairs[i + 1]
                ra0, ra1 = st[a0], st[a1]
                if ra0 % 2 == 0 and ra1 == ra0 + 1:
                    s.c.e('movw', TA, ra0)
                    for (a, b), t in (((a0, b0), TA), ((a1, b1), TB)):
                        s.one_exch(st[a], st[b], t, shift, mask, copied=True)
                    i += 2; continue
            s.one_exch(st[a0], st[b0], TA, shift, mask, copied=False)
            i += 1
    def one_exch(s, A, B, t, shift, mask, copied):
        if not copied: s.c.e('mov', t, A)
        if shift == 4: s.c.e('swap', t)
        else:
            for _ in range(shift): s.c.e('lsr', t)
        s.c.e('eor', t, B); s.c.e('andi', t, '0x%02X' % mask); s.c.e('eor', B, t)
        if shift == 4: s.c.e('swap', t)
        else:
            for _ in range(shift): s.c.e('lsl', t)
        s.c.e('eor', A, t)
    def sbox(s, st, planes):
        """planes[k] = (byte index of group 0, byte index of group 1) holding bit k of the S-box inputs.
        Returns the new st (planes 2 and 3 trade registers)."""
        R = [(st[planes[k][0]], st[planes[k][1]]) for k in range(4)]
        if not s.dec:
            # R0 = ~x0, R1 = x1, R2 = x3, R3 = ~x2 (the complements come with the round key)
            r0, r1, r3, r2 = R[0], R[1], R[2], R[3]
            s.c.cm('S-box layer, bitsliced (in place; x0 and x2 arrive complemented by the round key)')
            s.c.cm('x1 ^= ~x2'); s.op2('eor', r1, r3)
            s.c.cm('x3 ^= x1 | ~x2'); s.nl(r2, r3, r1, 'or', '')
            s.c.cm('~x2 ^= x1 | x3'); s.nl(r3, r1, r2, 'or', '')
            s.c.cm('~x2 ^= ~x0'); s.op2('eor', r3, r0)
            s.c.cm('x1 ^= ~x0 & ~x2'); s.nl(r1, r0, r3, 'and', '')
            s.c.cm('~x0 ^= x3'); s.op2('eor', r0, r2)
            s.c.cm('x1 ^= ~x0'); s.op2('eor', r1, r0)
            s.c.cm('~x2 ^= x1'); s.op2('eor', r3, r1)
            s.c.cm('x3 ^= x1 & ~x2: now y0..y3 in the registers of ~x0, x1, x3, ~x2'); s.nl(r2, r1, r3, 'and', '')
            # outputs: y0=r0, y1=r1, y2=r2 (register of x3), y3=r3 (register of x2)
        else:
            y0, y1, y2, y3 = R
            s.c.cm('inverse S-box layer, bitsliced (in place; x0 and x2 leave complemented, the round key fixes them)')
            s.c.cm('y2 ^= y1 & y3'); s.nl(y2, y1, y3, 'and', '')
            s.c.cm('y3 ^= y1'); s.op2('eor', y3, y1)
            s.c.cm('y1 ^= y0'); s.op2('eor', y1, y0)
            s.c.cm('y0 ^= y2'); s.op2('eor', y0, y2)
            s.c.cm('y1 ^= y0 & y3'); s.nl(y1, y0, y3, 'and', '')
            s.c.cm('y3 ^= y0'); s.op2('eor', y3, y0)
            s.c.cm('y3 ^= y1 | y2'); s.nl(y3, y1, y2, 'or', '')
            s.c.cm('y2 ^= y3 | y1'); s.nl(y2, y3, y1, 'or', '')
            s.c.cm('y1 ^= y3: now ~x0, x1, x3, ~x2 in the registers of y0, y1, y2, y3'); s.op2('eor', y1, y3)
        st = dict(st)
        for g in range(2):
            st[planes[2][g]], st[planes[3][g]] = st[planes[3][g]], st[planes[2][g]]
        return st
    def moves(s, st, want):
        """emit register moves so that byte i moves from st[i] to want[i]"""
        s.c.cm('register moves: put the state back where the loop expects it')
        cur = {st[i]: i for i in range(8)}   # reg -> byte
        # try pair swaps by movw: regs (a,a+1) hold bytes that want (b,b+1)
        todo = {i for i in range(8) if st[i] != want[i]}
        while todo:
            i = min(todo)
            # cycle starting at want[i]
            cyc = []; j = i
            while True:
                cyc.append(j)
                occupant = cur.get(want[j])   # byte currently in j's target register
                if occupant is None or occupant == i: break
                j = occupant
            if cur.get(want[cyc[-1]]) is None:
                for j in reversed(cyc):
                    s.c.e('mov', want[j], st[j]); cur.pop(st[j]); cur[want[j]] = j
            else:
                s.c.e('mov', T1, st[cyc[-1]])
                for j in reversed(cyc[:-1]):
                    s.c.e('mov', want[j], st[j])
                s.c.e('mov', want[cyc[-1]], T1)
                for j in cyc: cur[want[j]] = j
            for j in cyc: todo.discard(j)
            st = dict(st)
            for j in cyc: st[j] = want[j]
        return st

# index maps of the exchanges (bit index of V = 8*byte + bit)
def exch_map(byte_bit, bit_shift_log):
    # exchanges index bit (3+byte_bit) with index bit bit_shift_log
    def f(i):
        a = (i >> (3 + byte_bit)) & 1; b = (i >> bit_shift_log) & 1
        i &= ~((1 << (3 + byte_bit)) | (1 << bit_shift_log))
        return i | (b << (3 + byte_bit)) | (a << bit_shift_log)
    return f
def pairs_for(byte_bit):
    return [(i, i | (1 << byte_bit)) for i in range(8) if not (i >> byte_bit) & 1]

P0_ex = [(pairs_for(1), 1, 0x55, 'b0<->B4'), (pairs_for(2), 2, 0x33, 'b1<->B5')]
# final round exchanges E1 (b2<->B4), E2 (b1<->B3), E3 (b0<->B4)
E_ex = [(pairs_for(1), 4, 0x0F, 'E1'), (pairs_for(0), 2, 0x33, 'E2'), (pairs_for(1), 1, 0x55, 'E3')]
E_maps = [exch_map(1, 2), exch_map(0, 1), exch_map(1, 0)]
def Emap(i):
    for f in E_maps: i = f(i)
    return i
def Einv(i):
    for f in reversed(E_maps): i = f(i)
    return i
MASK = 0x0000FFFF0000FFFF
PLANES_BODY = [(0, 1), (2, 3), (4, 5), (6, 7)]
PLANES_FINAL = [(0, 4), (2, 6), (1, 5), (3, 7)]   # k0 at B4 (byte bit 1), k1 at B3 (byte bit 0), group B5
RENAME = {1: 4, 4: 1, 3: 6, 6: 3}

P1_MODE = '8bit'   # main: the byte exchanges as MOVs (faster than renaming, see the header)
SUFFIX = ''

def swapmove16(g, A, B, shift):
    t = (TA, TB)
    if shift == 8:   # t = A_hi ^ B_lo; B_lo ^= t; A_hi ^= t (mask 0x00FF)
        g.c.e('mov', TA, A[1]); g.c.e('eor', TA, B[0]); g.c.e('eor', B[0], TA); g.c.e('eor', A[1], TA)
        return
    g.cp(t, A)
    for _ in range(4): g.c.e('lsr', TB); g.c.e('ror', TA)
    g.op2('eor', t, B); g.c.e('andi', TA, '0x0F'); g.c.e('andi', TB, '0x0F'); g.op2('eor', B, t)
    for _ in range(4): g.c.e('lsl', TA); g.c.e('rol', TB)
    g.op2('eor', A, t)

def P1_apply(g, st):
    if P1_MODE == '16bit':
        X = [(st[2 * k], st[2 * k + 1]) for k in range(4)]
        g.c.cm('P1 as in Table 1 of Shin et al. (Kwon et al. 2021): four 16-bit SWAPMOVEs on the words X0..X3')
        g.c.cm('SWAPMOVE(X0, X1, 0x0F0F, 4)'); swapmove16(g, X[0], X[1], 4)
        g.c.cm('SWAPMOVE(X2, X3, 0x0F0F, 4)'); swapmove16(g, X[2], X[3], 4)
        g.c.cm('SWAPMOVE(X1, X3, 0x00FF, 8)'); swapmove16(g, X[1], X[3], 8)
        g.c.cm('SWAPMOVE(X0, X2, 0x00FF, 8)'); swapmove16(g, X[0], X[2], 8)
        return st
    if P1_MODE == '8bit':
        g.exch(st, [(0, 2), (1, 3), (4, 6), (5, 7)], 4, 0x0F, 'P1 as in Table 4 of Shin et al.: four 8-bit SWAPMOVEs with SWAP')
        g.c.cm('P1 (Table 4): SWAPMOVE(X3, X6, 0xFF, 0) and SWAPMOVE(X1, X4, 0xFF, 0) as register exchanges')
        for a, b in ((3, 6), (1, 4)):
            g.c.e('mov', TA, st[a]); g.c.e('mov', st[a], st[b]); g.c.e('mov', st[b], TA)
        return st
    g.exch(st, [(0, 2), (1, 3), (4, 6), (5, 7)], 4, 0x0F, 'P1: b2<->B4 (nibble exchange, SWAP)')
    g.c.cm('P1: B3<->B5 by renaming bytes 1<->4 and 3<->6 (no instruction)')
    st = dict(st)
    st[1], st[4], st[3], st[6] = st[4], st[1], st[6], st[3]
    return st

START = {i: 18 + i for i in range(8)}   # state bytes s0..s7 in r18..r25 at the top of the loop

def final_store_map():
    # out normal bit n <- V' bit E(P^-1(n)); returns for each V' byte i the output byte index (big-endian out[])
    Pinv = [0] * 64
    for i in range(64): Pinv[m.P(i)] = i
    vb = {}
    for n in range(64):
        v = Emap(Pinv[n])
        assert v % 8 == n % 8
        vb.setdefault(v // 8, set()).add(n // 8)
    return {i: 7 - next(iter(vb[i])) for i in range(8)}   # V' byte i -> out[] index (big-endian)

def key_layout(rk):
    """256-byte table from the 32 round keys (64-bit ints)"""
    out = []
    P0 = m.P0i
    for i in range(32):
        if i < 30 and i % 2 == 0: v = rk[i] ^ m.perm(MASK, P0)
        elif i < 30: v = m.perm(rk[i], m.P) ^ MASK
        elif i == 30: v = rk[30] ^ m.perm(MASK, Einv)
        else:
            Pinv = [0] * 64
            for j in range(64): Pinv[m.P(j)] = j
            v = m.perm(rk[31], lambda n: Emap(Pinv[n]))
        vb = list(v.to_bytes(8, 'little'))
        order = ORD_A if i % 2 == 0 and i < 31 else ORD_B if i < 30 else list(range(8))
        out += [vb[order[j]] for j in range(8)]     # table byte j = byte order[j] (the load order)
    return out

def build(dec):
    pro = Code(); body = Code(); fin = Code()
    g = Gen(body, dec)
    st = dict(START)
    if not dec:
        g.keyadd(st, 'addRoundKey K_{2t+1}', ORD_A)
        for pairs, sh, mk, w in P0_ex: g.exch(st, pairs, sh, mk, 'P0: ' + w)
        st = g.sbox(st, PLANES_BODY)
        st = P1_apply(g, st)
        g.keyadd(st, 'addRoundKey P(K_{2t+2})', ORD_B)
        st = g.sbox(st, PLANES_BODY)
        st = g.moves(st, START)
        # final round
        gf = Gen(fin, dec); st = dict(START)
        gf.keyadd(st, 'addRoundKey K_31', ORD_A)
        for pairs, sh, mk, w in E_ex: gf.exch(st, pairs, sh, mk, 'last round: ' + w)
        st = gf.sbox(st, PLANES_FINAL)
        gf.keyadd(st, 'addRoundKey K_32 (stored in this layout)')
        return body, fin, st
    else:
        _, _, stf = build(False)
        gp = Gen(pro, True); st = dict(stf)
        gp.keyadd(st, 'addRoundKey K_32 (stored in the layout of the last round)')
        st = gp.sbox(st, PLANES_FINAL)
        for pairs, sh, mk, w in reversed(E_ex): gp.exch(st, pairs, sh, mk, 'last round undone: ' + w)
        gp.keyadd(st, 'addRoundKey K_31', ORD_A)
        assert st == START, st
        st = dict(START)
        g.c.cm('two rounds undone: S^-1, P(K_{2t+2}), P1, S^-1, P0, K_{2t+1}')
        st = g.sbox(st, PLANES_BODY)
        g.keyadd(st, 'addRoundKey P(K_{2t+2})', ORD_B)
        st = P1_apply(g, st)
        st = g.sbox(st, PLANES_BODY)
        for pairs, sh, mk, w in P0_ex: g.exch(st, pairs, sh, mk, 'P0: ' + w)
        g.keyadd(st, 'addRoundKey K_{2t+1}', ORD_A)
        st = g.moves(st, START)
        return body, pro, stf


# ---------------- the library function: register flows through the key additions ----------------
# A key addition may also move state bytes between registers at no cost: "ld D, Z+; eor D, S" puts
# byte (S ^ key) into a free register D and frees S (3 cycles, as an in-place addition). With the
# temporary pair free before and after, every key addition can thus re-place the state, as long as
# each move writes a register that is free at that moment (the loads go in table order). The library
# uses this for the byte exchange B3<->B5 of P1 (no MOV), for the alignment of the S-box planes and
# of the SWAPMOVE copies (MOVW) in round 31; the temporary pair moves between aligned register pairs.

def one_exch_hi(s, A, B, t, shift, mask):
    """SWAPMOVE from a copy of the high byte B in t: u = ((B << s) ^ A) & (mask << s); A ^= u; B ^= u >> s"""
    hm = (mask << shift) & 0xFF
    if shift == 4: s.c.e('swap', t)
    else:
        for _ in range(shift): s.c.e('lsl', t)
    s.c.e('eor', t, A); s.c.e('andi', t, '0x%02X' % hm); s.c.e('eor', A, t)
    if shift == 4: s.c.e('swap', t)
    else:
        for _ in range(shift): s.c.e('lsr', t)
    s.c.e('eor', B, t)
Gen.one_exch_hi = one_exch_hi

def exch_flex(s, st, pairs, shift, mask):
    """as exch, the copies by MOVW wherever two pairs have one byte each in an aligned register pair"""
    best = None
    idx = list(range(len(pairs)))
    def groupings(rest):
        if not rest: yield []; return
        p = rest[0]
        yield from ([(p,)] + g for g in groupings(rest[1:]))
        for q in rest[1:]:
            r2 = [x for x in rest[1:] if x != q]
            yield from ([(p, q)] + g for g in groupings(r2))
    for gr in groupings(idx):
        plan = []
        for grp in gr:
            if len(grp) == 1: plan.append(('mov', grp[0])); continue
            p, q = grp; found = None
            for sp in (0, 1):
                for sq in (0, 1):
                    x, y = st[pairs[p][sp]], st[pairs[q][sq]]
                    if x % 2 == 0 and y == x + 1: found = ('movw', p, sp, q, sq)
                    elif y % 2 == 0 and x == y + 1: found = ('movw', q, sq, p, sp)
                    if found: break
                if found: break
            if not found: plan += [('mov', p), ('mov', q)]
            else: plan.append(found)
        cost = sum(1 if x[0] == 'mov' else 0.5 for x in plan)
        if best is None or cost < best[0]: best = (cost, plan)
    for step in best[1]:
        if step[0] == 'mov':
            a, b = pairs[step[1]]
            s.one_exch(st[a], st[b], s.T[0], shift, mask, copied=False)
            continue
        _, p, sp, q, sq = step
        s.c.e('movw', s.T[0], st[pairs[p][sp]])
        for (k, side), t in (((p, sp), s.T[0]), ((q, sq), s.T[1])):
            a, b = pairs[k]
            if side == 0: s.one_exch(st[a], st[b], t, shift, mask, copied=True)
            else: s.one_exch_hi(st[a], st[b], t, shift, mask)
Gen.exch_flex = exch_flex

def keyadd_flow(s, st, target, what, order):
    """state ^= round key (bytes in table order), byte b moving from register st[b] to target[b].
    Returns the new state map, or None if a move would write a register that is still live."""
    order = list(order)
    if s.dec: order.reverse()
    free = [r for r in range(18, 28) if r not in st.values()]
    s.c.cm('%s: state ^= round key (8 bytes, %s); bytes may change registers on the way (ld into a free register)'
           % (what, 'read backwards, ld -Z' if s.dec else 'ld Z+'))
    for b in order:
        src, dst = st[b], target[b]
        if src == dst:
            s.ld(free[0]); s.c.e('eor', dst, free[0], c='s%d ^= k%d (r%d)' % (b, b, dst))
        else:
            if dst not in free: return None
            s.ld(dst); s.c.e('eor', dst, src, c='s%d = s%d ^ k%d, moved r%d -> r%d' % (b, b, b, src, dst))
            free.remove(dst); free.append(src)
    free.sort()
    if not (free[0] % 2 == 0 and free[1] == free[0] + 1): return None
    s.T = tuple(free)
    return dict(target)
Gen.keyadd_flow = keyadd_flow

NIBBLE_PAIRS = [(0, 2), (1, 3), (4, 6), (5, 7)]
P1_RELABEL = ((1, 4), (3, 6))

def relabel(st):
    st = dict(st)
    for a, b in P1_RELABEL: st[a], st[b] = st[b], st[a]
    return st

def rename_body(st):
    st = dict(st)
    st[4], st[6], st[5], st[7] = st[6], st[4], st[7], st[5]
    return st

def aligned_maps(planes):
    """state maps with the 4 planes (lo, hi) on aligned register pairs (lo even) among r18..r27"""
    import itertools
    prs = [(18, 19), (20, 21), (22, 23), (24, 25), (26, 27)]
    for fr in range(5):
        rest = [p for i, p in enumerate(prs) if i != fr]
        for perm_ in itertools.permutations(rest):
            st = {}
            for k in range(4):
                st[planes[k][0]], st[planes[k][1]] = perm_[k]
            yield st

def build_main(dec, M_top, M1, Mf, oA, oB):
    """library body (two rounds) and round 31; returns (body, fin or prologue, stf, temporaries) or None"""
    body = Code(); g = Gen(body, dec); g.flex = True
    fin = Code(); gf = Gen(fin, dec); gf.flex = True
    Mpre = relabel(rename_body(M1))   # after S-box 1 and P1 (the byte exchange as a relabelling)
    M2 = rename_body(M_top)           # before S-box 2
    if not dec:
        if g.keyadd_flow(M_top, M1, 'addRoundKey K_{2t+1}', oA) is None: return None
        st = dict(M1)
        for pairs, sh, mk, w in P0_ex: g.exch(st, pairs, sh, mk, 'P0: ' + w)
        st = g.sbox(st, PLANES_BODY)
        g.exch(st, NIBBLE_PAIRS, 4, 0x0F, 'P1: b2<->B4, the nibble exchange with SWAP (Shin et al., Table 4)')
        g.c.cm('P1: B3<->B5 = bytes 1<->4 and 3<->6, a relabelling: the key addition below moves them')
        st = relabel(st)
        if g.keyadd_flow(st, M2, 'addRoundKey P(K_{2t+2})', oB) is None: return None
        st = g.sbox(M2, PLANES_BODY)
        assert st == M_top and g.T == (TA, TB)
        if gf.keyadd_flow(M_top, Mf, 'addRoundKey K_31', oA) is None: return None
        st = dict(Mf)
        for pairs, sh, mk, w in E_ex: gf.exch(st, pairs, sh, mk, 'last round: ' + w)
        st = gf.sbox(st, PLANES_FINAL)
        gf.keyadd(st, 'addRoundKey K_32 (stored in this layout)')
        return body, fin, st, gf.T
    r = build_main(False, M_top, M1, Mf, oA, oB)
    if r is None: return None
    stf = r[2]; gf.T = r[3]; st = dict(stf)
    gf.keyadd(st, 'addRoundKey K_32 (stored in the layout of the last round)')
    st = gf.sbox(st, PLANES_FINAL)
    assert st == Mf
    for pairs, sh, mk, w in reversed(E_ex): gf.exch(st, pairs, sh, mk, 'last round undone: ' + w)
    if gf.keyadd_flow(st, M_top, 'addRoundKey K_31', oA) is None: return None
    assert gf.T == (TA, TB)
    g.c.cm('two rounds undone: S^-1, P(K_{2t+2}), P1, S^-1, P0, K_{2t+1}')
    st = g.sbox(M_top, PLANES_BODY)
    assert st == M2
    if g.keyadd_flow(st, Mpre, 'addRoundKey P(K_{2t+2})', oB) is None: return None
    g.c.cm('P1 undone: B3<->B5 by relabelling (the key addition above moved the bytes), then the nibbles')
    st = relabel(Mpre)
    g.exch(st, NIBBLE_PAIRS, 4, 0x0F, 'P1: b2<->B4')
    st = g.sbox(st, PLANES_BODY)
    assert st == M1
    for pairs, sh, mk, w in reversed(P0_ex): g.exch(st, pairs, sh, mk, 'P0: ' + w)
    if g.keyadd_flow(st, M_top, 'addRoundKey K_{2t+1}', oA) is None: return None
    assert g.T == (TA, TB)
    return body, fin, stf, r[3]

def flow_prec(st, target):
    """precedence of the moves of a register flow: (a, b) = byte a must be moved before byte b;
    None if the moves close a cycle of live registers"""
    where = {r: b for b, r in st.items()}
    prec = []
    for b in range(8):
        if st[b] != target[b] and target[b] in where and where[target[b]] != b:
            prec.append((where[target[b]], b))
    return prec

def topo(prec):
    order = []; left = set(range(8))
    while left:
        c = [b for b in sorted(left) if not any(a in left and bb == b for a, bb in prec)]
        if not c: return None
        order.append(c[0]); left.remove(c[0])
    return order

def plan_main():
    """search the maps: top of the loop = START (temporaries r26:r27); M1 and Mf = the maps the key
    additions K_{2t+1} and K_31 leave (same table order oA), oB = the order of P(K_{2t+2})"""
    best = None
    for M1 in aligned_maps(PLANES_BODY):
        pre = relabel(rename_body(M1)); M2 = rename_body(START)
        oB = topo(flow_prec(pre, M2))
        pa = flow_prec(START, M1)
        if oB is None or topo(pa) is None: continue
        for Mf in aligned_maps(PLANES_FINAL):
            oA = topo(pa + flow_prec(START, Mf))
            if oA is None: continue
            r = build_main(False, START, M1, Mf, oA, oB)
            if r is None or build_main(True, START, M1, Mf, oA, oB) is None: continue
            c = (15 * r[0].cycles() + r[1].cycles(), oA != list(range(8)), oB != list(range(8)))
            if best is None or c < best[0]: best = (c, M1, Mf, oA, oB)
    return best

def enc_program():
    body, fin, stf = build(False)
    return body, fin, stf

def simulate_enc(pt, rkb):
    body, fin, stf = enc_program()
    R = [0] * 32; mem = rkb
    x = int.from_bytes(pt, 'big')
    for i in range(8): R[START[i]] = (x >> (8 * i)) & 255
    Z = 0
    for t in range(15): Z = run(body, R, mem, Z)
    Z = run(fin, R, mem, Z)
    smap = final_store_map()
    out = [0] * 8
    for i in range(8): out[smap[i]] = R[stf[i]]
    return bytes(out)

def simulate_dec(ct, rkb):
    body, pro, stf = build(True)
    R = [0] * 32; mem = rkb
    smap = final_store_map()
    for i in range(8): R[stf[i]] = ct[smap[i]]
    Z = 256
    Z = run(pro, R, mem, Z)
    for t in range(15): Z = run(body, R, mem, Z)
    x = sum(R[START[i]] << (8 * i) for i in range(8))
    return x.to_bytes(8, 'big')


def simulate_main(pt, rkb, dec=False):
    body, fin, stf, _ = build_main(False, START, *PLAN_MAPS)
    dbody, dpro, _, _ = build_main(True, START, *PLAN_MAPS)
    R = [0] * 32; smap = final_store_map()
    if not dec:
        x = int.from_bytes(pt, 'big')
        for i in range(8): R[START[i]] = (x >> (8 * i)) & 255
        Z = 0
        for t in range(15): Z = run(body, R, rkb, Z)
        run(fin, R, rkb, Z)
        out = [0] * 8
        for i in range(8): out[smap[i]] = R[stf[i]]
        return bytes(out)
    for i in range(8): R[stf[i]] = pt[smap[i]]
    Z = run(dpro, R, rkb, 256)
    for t in range(15): Z = run(dbody, R, rkb, Z)
    assert Z == 0
    return sum(R[START[i]] << (8 * i) for i in range(8)).to_bytes(8, 'big')

def check_main(n=40):
    for bits in (80, 128):
        for _ in range(n):
            key = bytes(random.randrange(256) for _ in range(bits // 8))
            rk = m.ks(key, bits); rkb = key_layout(rk)
            pt = bytes(random.randrange(256) for _ in range(8))
            ref = m.enc(int.from_bytes(pt, 'big'), rk).to_bytes(8, 'big')
            assert simulate_main(pt, rkb) == ref
            assert simulate_main(ref, rkb, dec=True) == pt

def emit_main(path, header):
    ebody, efin, stf, Tf = build_main(False, START, *PLAN_MAPS)
    dbody, dpro, _, _ = build_main(True, START, *PLAN_MAPS)
    smap = final_store_map()
    free_f = [r for r in range(18, 28) if r not in stf.values()]
    assert free_f[0] % 2 == 0 and free_f[1] == free_f[0] + 1
    L = [header % dict(ebody=ebody.cycles() + 3, efin=efin.cycles(), dbody=dbody.cycles() + 3, dpro=dpro.cycles()),
         '', '    .text', '']
    L += ['    .global present_encrypt_block', '    .type   present_encrypt_block, @function',
          'present_encrypt_block:',
          '    movw  r30, r24                 ; Z = rk (AVR layout, 8 bytes per round)',
          '    subi  r24, 16',
          '    mov   r0, r24                  ; r0 = lo8(rk + 240): ZL after the 15th double round (loop end)',
          '    movw  r26, r20                 ; X = in',
          '    push  r22                      ; out pointer, back at the end',
          '    push  r23',
          '    /* state s0..s7 (s_i = bits 8i..8i+7 of the 64-bit block) in r18..r25; in[] is big-endian */']
    for i in range(7, -1, -1): L.append('    ld    r%d, X+' % START[i])
    L += ['1:  /* ---- rounds 2t+1, 2t+2 (t = 0..14): state in normal form in r18..r25, r26:r27 free ---- */']
    L.append(asm_text(ebody))
    L += ['    cpse  r30, r0                  ; (compare on the public round-key pointer only)',
          '    rjmp  1b',
          '    /* ---- round 31 and K_32 ---- */']
    L.append(asm_text(efin))
    L += ['    pop   r31', '    pop   r30                      ; Z = out',
          '    /* the last layout is a byte permutation of the output: store each byte where it belongs */']
    for i in range(8): L.append('    std   Z+%d, r%d' % (smap[i], stf[i]))
    L += ['    ret                            ; (r1 is never written: still 0)',
          '    .size   present_encrypt_block, .-present_encrypt_block', '']
    inv = {smap[i]: stf[i] for i in range(8)}
    L += ['    .global present_decrypt_block', '    .type   present_decrypt_block, @function',
          'present_decrypt_block:',
          '    movw  r%d, r24                 ; rk, kept in the registers round 31 leaves free' % free_f[0],
          '    mov   r0, r24                  ; r0 = lo8(rk): ZL after the last double round (loop end)',
          '    movw  r30, r20                 ; Z = in (X is part of the state here)',
          '    push  r22', '    push  r23',
          '    /* ciphertext into the layout the last encryption round leaves (a byte permutation) */']
    for j in range(8): L.append('    ld    r%d, Z+' % inv[j])
    L += ['    movw  r30, r%d' % free_f[0],
          '    inc   r31                      ; Z = rk + 256: the round keys are read backwards (ld -Z)',
          '    /* ---- K_32 and round 31 undone ---- */']
    L.append(asm_text(dpro))
    L += ['1:  /* ---- rounds 2t+2, 2t+1 undone (t = 14..0): state in normal form in r18..r25, r26:r27 free ---- */']
    L.append(asm_text(dbody))
    L += ['    cpse  r30, r0', '    rjmp  1b',
          '    pop   r31', '    pop   r30                      ; Z = out']
    for i in range(8): L.append('    std   Z+%d, r%d' % (7 - i, START[i]))
    L += ['    ret', '    .size   present_decrypt_block, .-present_decrypt_block', '']
    L.append(ks_text())
    open(path, 'w').write('\n'.join(L) + '\n')
    return ebody.cycles(), efin.cycles(), dbody.cycles(), dpro.cycles()

KS_W = {0: 18, 1: 19, 2: 20, 3: 21, 4: 22, 5: 23, 6: 26, 7: 27}   # round-key bytes for pLayer
KS_P = [((1, 2), 'b2<->B4', pairs_for(1), 4, 0x0F), ((1, 0), 'b0<->B4', pairs_for(1), 1, 0x55),
        ((0, 1), 'b1<->B3', pairs_for(0), 2, 0x33)]       # then B3<->B5 = bytes 1<->4, 3<->6 (relabel)

def ks_player():
    """pLayer(K) ^ 0x0000FFFF0000FFFF of the round key in r10..r17: the index rotation of pLayer
    (b0 -> B4 -> b2 -> b0, b1 -> B5 -> B3 -> b1) as three SWAPMOVEs and a byte relabelling"""
    c = Code(); g = Gen(c); g.flex = True; g.T = (30, 31)
    st = dict(KS_W)
    c.cm('work copy of the round key: byte i of K (r10 + i) in the registers below')
    for i in (0, 2, 4, 6): c.e('movw', st[i], 10 + i)
    for _, w, pairs, sh, mk in KS_P: g.exch(st, pairs, sh, mk, 'pLayer: ' + w)
    st = dict(st); st[1], st[4], st[3], st[6] = st[4], st[1], st[6], st[3]
    c.cm('pLayer: B3<->B5 by relabelling (bytes 1<->4, 3<->6); words 0 and 2 complemented')
    for b in (0, 1, 4, 5): c.e('com', st[b], c='byte %d of P(K)' % b)
    return c, st

def ks_player_check(n=50):
    c, st = ks_player()
    for _ in range(n):
        K = random.getrandbits(64)
        R = [0] * 32
        for i in range(8): R[10 + i] = (K >> (8 * i)) & 255
        run(c, R, None, 0)
        want = list((m.perm(K, m.P) ^ MASK).to_bytes(8, 'little'))
        assert [R[st[b]] for b in range(8)] == want

def ks_text():
    """the key schedule text, its stores in the table orders ORD_A / ORD_B"""
    t = KS_HELPER
    o = '    .irp  b, 10, 11, 12, 13, 14, 15, 16, 17\n    mov   r0, r\\b'
    assert t.count(o) == 1
    t = t.replace(o, '    .irp  b, %s\n    mov   r0, r\\b' % ', '.join(str(10 + b) for b in ORD_A))
    c, st = ks_player()
    L = ['2:  /* r even: entry r - 1 odd: pLayer(K) ^ 0x0000FFFF0000FFFF (%d cycles), stored in the table order */'
         % c.cycles(), asm_text(c)]
    for j, b in enumerate(ORD_B):
        L.append('%-35s; table byte %d = byte %d of P(K)' % ('    st    Y+, r%d' % st[b], j, b))
    L.append('    ret')
    assert t.count('@PLAYER@') == 1
    return t.replace('@PLAYER@', '\n'.join(L))

def asm_text(code):
    out = []
    for op, a, c in code.ins:
        if op == '#': out.append('    /* %s */' % a[0]); continue
        if op == 'ldz+': out.append('    ld    r%d, Z+' % a[0]); continue
        if op == 'ldz-': out.append('    ld    r%d, -Z' % a[0]); continue
        if op == 'lpm': out.append('    lpm   r%d, Z' % a[0]); continue
        args = ['r%d' % x if isinstance(x, int) else x for x in a]
        line = '    %-5s %s' % (op, ', '.join(args))
        if c: line = '%-35s; %s' % (line, c)
        out.append(line)
    return '\n'.join(out)

def emit(path, header):
    ebody, efin, stf = build(False)
    dbody, dpro, _ = build(True)
    smap = final_store_map()
    S = SUFFIX
    L = [header, '', '    .text', '']
    # ---------------- encrypt ----------------
    L += ['    .global present_encrypt_block' + S, '    .type   present_encrypt_block' + S + ', @function',
          'present_encrypt_block' + S + ':',
          '    movw  r30, r24                 ; Z = rk (AVR layout, 8 bytes per round)',
          '    movw  r26, r20                 ; X = in',
          '    push  r22                      ; out pointer, back at the end',
          '    push  r23',
          '    /* state s0..s7 (s_i = bits 8i..8i+7 of the 64-bit block) in r18..r25; in[] is big-endian */']
    for i in range(7, -1, -1): L.append('    ld    r%d, X+' % (18 + i))
    L += ['    ldi   r26, 15', '    mov   r0, r26                  ; r0 = 15 double rounds',
          '1:  /* ---- rounds 2t+1, 2t+2 (t = 0..14): state in normal form in r18..r25 ---- */']
    L.append(asm_text(ebody))
    L += ['    dec   r0', '    breq  2f', '    rjmp  1b                       ; (branch on the public round count only)', '2:',
          '    /* ---- round 31 and K_32 ---- */']
    L.append(asm_text(efin))
    L += ['    pop   r31', '    pop   r30                      ; Z = out',
          '    /* the last layout is a byte permutation of the output: store each byte where it belongs */']
    for i in range(8): L.append('    std   Z+%d, r%d' % (smap[i], stf[i]))
    L += ['    clr   r1', '    ret', '    .size   present_encrypt_block' + S + ', .-present_encrypt_block' + S, '']
    # ---------------- decrypt ----------------
    L += ['    .global present_decrypt_block' + S, '    .type   present_decrypt_block' + S + ', @function',
          'present_decrypt_block' + S + ':',
          '    movw  r30, r24',
          '    inc   r31                      ; Z = rk + 256: the round keys are read backwards (ld -Z)',
          '    movw  r26, r20                 ; X = in',
          '    push  r22', '    push  r23',
          '    /* ciphertext into the layout the last encryption round leaves (a byte permutation) */']
    inv = {smap[i]: stf[i] for i in range(8)}
    for j in range(8): L.append('    ld    r%d, X+' % inv[j])
    L += ['    /* ---- K_32 and round 31 undone ---- */']
    L.append(asm_text(dpro))
    L += ['    ldi   r26, 15', '    mov   r0, r26                  ; r0 = 15 double rounds',
          '1:  /* ---- rounds 2t+2, 2t+1 undone (t = 14..0): state in normal form in r18..r25 ---- */']
    L.append(asm_text(dbody))
    L += ['    dec   r0', '    breq  2f', '    rjmp  1b', '2:',
          '    pop   r31', '    pop   r30                      ; Z = out']
    for i in range(8): L.append('    std   Z+%d, r%d' % (7 - i, 18 + i))
    L += ['    clr   r1', '    ret', '    .size   present_decrypt_block' + S + ', .-present_decrypt_block' + S, '']
    if S == '':
        L.append(KS_HELPER)
    open(path, 'w').write('\n'.join(L) + '\n')
    return ebody.cycles(), efin.cycles(), dbody.cycles(), dpro.cycles()


def check(n=40):
    for bits in (80, 128):
        for _ in range(n):
            key = bytes(random.randrange(256) for _ in range(bits // 8))
            rk = m.ks(key, bits); rkb = key_layout(rk)
            pt = bytes(random.randrange(256) for _ in range(8))
            ref = m.enc(int.from_bytes(pt, 'big'), rk).to_bytes(8, 'big')
            assert simulate_enc(pt, rkb) == ref
            assert simulate_dec(ref, rkb) == pt

HEADER_MAIN = """/* PRESENT-80/128 one-block encryption and decryption, and the key schedule (at the end of the file),
 * 8-bit AVR (ATmega128; also avr6/ATmega2560: no code or data address assumptions, CALL/RET only),
 * constant time (boolean instructions only; the only branches are on the public round-key pointer).
 * This file replaces ref/present_ref.c on the avr backend.
 *
 * void present_encrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 * void present_decrypt_block(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 *   in: r25:r24 = rk (256 bytes in the layout of present_key_schedule below), r23:r22 = out, r21:r20 = in
 *   (out may equal in). Contract: src/present/present_block.h.
 *   ABI: r0, r18-r27, r30-r31 clobbered, r1 never written (0); no callee-saved register is used.
 *   Stack: the out pointer (2 bytes) + the return address.
 *   Cycles, code and stack as measured: make bench (bench/results/REPORT.md).
 *   Per double round %(ebody)d cycles (generator count, the 3-cycle loop test included): 2 key
 *   additions 48, P0 60, P1 26, two S-box layers 60; round 31 with K_32 %(efin)d.
 *   Details and the comparison with Shin et al., Table 5: docs/present.md.
 *
 * Generated by present_avr_gen.py (same folder), which also checks the instruction sequence
 * against a Python model of PRESENT before writing this file; edit the generator, not this file.
 *
 * Representation (Reis, Aranha, Lopez, "PRESENT runs fast", CHES 2017, as Shin et al., section 2.2
 * describes it). The state is 8 bytes s0..s7 (s_i = bits 8i..8i+7 of the 64-bit block, bit 0 the
 * rightmost bit of CHES 2007), in r18..r25 at the top of the loop ("normal form"). Index bit n of a
 * state bit is (b0 b1 b2) = bit position inside the byte, (B3 B4 B5) = byte number.
 *   - S_BS, the bitsliced S-box layer, takes bit k of the 16 S-box inputs from 16-bit word k
 *     (bytes s_{2k}, s_{2k+1}) and works on the 4 words with AND/OR/XOR (2 instructions per word).
 *   - pLayer P(4j + k) = 16k + j has the packing property P^-1 S_BS P = S; so has
 *     P0 = swap of index fields (b1 b0) <-> (B5 B4), and P1 = (B5 B4) <-> (B3 b2) satisfies
 *     P1 P0 = P^2. Two rounds are then (Shin et al., figure 2 (d)):
 *         x <- S_BS( P1( S_BS( P0(x ^ K_{2t+1}) ) ) ^ P(K_{2t+2}) )
 *     with P(K_{2t+2}) computed at key-schedule time.
 *   - On AVR every permutation step is a SWAPMOVE of 4 byte pairs: P0 = b0<->B4 (shift 1, mask 0x55)
 *     and b1<->B5 (shift 2, 0x33); P1 = b2<->B4 (nibbles: SWAP, 0x0F) and B3<->B5, which exchanges
 *     bytes 1<->4 and 3<->6.
 *   - Register flow through the key additions: "ld D, Z+; eor D, S" adds a key byte to the byte in
 *     register S and leaves the sum in a free register D, for the 3 cycles of an in-place addition.
 *     The temporary pair (free registers) thus moves: K_{2t+1} moves bytes 0..5 so that r18:r19 become
 *     the temporaries (planes stay on aligned pairs: MOVW copies), and P(K_{2t+2}) brings every byte
 *     back to r18..r25 with the temporaries in r26:r27 again, performing on the way the byte exchange
 *     B3<->B5 of P1 (no MOV at all; it was 6 MOVs). The bytes of a round key are stored in the order
 *     the moves need (the table orders below); the generator searches the register maps.
 *   - Round 31 does not use P0: from normal form three exchanges E1 = b2<->B4, E2 = b1<->B3,
 *     E3 = b0<->B4 bring the S-box planes to bytes and leave every bit at the bit position it has in
 *     the output, so pLayer after the last S-box is only a byte permutation of the stores, and K_32
 *     is stored permuted accordingly. Its key addition K_31 re-places the bytes so that every
 *     SWAPMOVE copy and S-box copy of the round is one MOVW (copies from either byte of a pair).
 *   - The S-box (x0 = least significant input bit): in place, 9 steps of the form a ^= b, a ^= b & c,
 *     a ^= b | c, on x0 and x2 complemented (the round keys carry the complement):
 *         x1 ^= ~x2; x3 ^= x1 | ~x2; ~x2 ^= x1 | x3; ~x2 ^= ~x0; x1 ^= ~x0 & ~x2; ~x0 ^= x3;
 *         x1 ^= ~x0; ~x2 ^= x1; x3 ^= x1 & ~x2
 *     leaves y0, y1, y2, y3 in the registers of x0, x1, x3, x2; the inverse runs the steps backwards.
 *     4 AND/OR steps (MOVW + 2 + 2 cycles) and 5 XOR steps (2 cycles): 30 cycles for 16 S-boxes.
 *     (A search of all in-place sequences of up to 8 such steps, 4 registers, finds none cheaper.)
 *   - Decryption runs the same steps backwards on the same 256-byte table (read with ld -Z), the
 *     register flows reversed:
 *         x <- P0( S_BS^-1( P1( S_BS^-1(x) ^ P(K_{2t+2}) ) ) ) ^ K_{2t+1}.
 *   - Loop: 15 double rounds; the test compares ZL with lo8 of the table position where the loop
 *     ends (CPSE + RJMP, 3 cycles; no counter register).
 *
 * Registers: r18..r27 state and the temporary pair (the comments give the meaning; the generator
 * tracks it), r0 = loop end (ZL), Z = round-key pointer (then out), X = in at the start.
 */
"""

KS_HELPER = r'''
/* ======================================================================================================
 * void present_key_schedule(uint32_t rk[64], const uint8_t *key, unsigned key_bits);
 *   in: r25:r24 = rk, r23:r22 = key (big-endian, 10 or 16 bytes), r21:r20 = key_bits (80 or 128).
 *   Writes the round-key table in the layout the block functions above read (256 bytes, entry e =
 *   8 bytes, little-endian 64-bit values, K_1..K_32 the round keys of CHES 2007):
 *     e = 0, 2, ..., 30:  K_{e+1} ^ 0x5555555555555555      (x0, x2 planes complemented before P0)
 *     e = 1, 3, ..., 29:  pLayer(K_{e+1}) ^ 0x0000FFFF0000FFFF
 *     e = 31:             K_32, bytes permuted: byte i = byte pi(i), pi = (0, 4, 2, 6, 1, 5, 3, 7)
 *   and within entries 0..30 the bytes in the order the block functions load them (their register
 *   flows, see above): table byte j = byte ORD(j) of the value, ORD written out by the generator in
 *   the .irp list (even entries) and the std offsets (odd entries) of present_ks_store.
 *   Key register in registers, little-endian (K_i = byte i): PRESENT-80 K0..K9 = r8..r17,
 *   PRESENT-128 K0..K15 = r2..r17, so the round key (the 64 leftmost bits) is r10..r17 for both.
 *   Update (CHES 2007): rotate left by 61 = right by 19 (80) / 67 (128): bytes by 2 / 8 (MOVW), then
 *   3 times right by 1 bit (BST, LSR/ROR chain, BLD); S-box on the top nibble(s) by LPM from a
 *   16-byte table in flash (constant time on AVR: no cache; ATmega2560: the table is in the low 64 KB,
 *   .progmem.data); round counter into k19..k15 / k66..k62.
 *   pLayer of a round key (an index rotation: b0 -> B4 -> b2 -> b0, b1 -> B5 -> B3 -> b1): on a MOVW
 *   copy of the key in r18..r23, r26, r27, three SWAPMOVEs (b2<->B4 by SWAP, b0<->B4, b1<->B3; Z is
 *   the temporary pair), the byte exchange B3<->B5 as the order of the stores (generated and checked
 *   against the model by ks_player / ks_player_check).
 *   Constant time: the only branches are on the key size and the round number.
 *   ABI: r2-r17, r28-r29 saved (18 pushes), r0, r18-r27, r30-r31 clobbered (those with key bits
 *   cleared), r1 = 0.
 *   Stack: 18 saved registers + the return addresses of the call and of present_ks_store.
 *   Cycles and code as measured: make bench (bench/results/REPORT.md).
 */
    .section .progmem.data, "a", @progbits
present_sbox_hi:                   ; S[x] << 4
    .byte 0xC0, 0x50, 0x60, 0xB0, 0x90, 0x00, 0xA0, 0xD0, 0x30, 0xE0, 0xF0, 0x80, 0x40, 0x70, 0x10, 0x20
    .text

/* Store round-key entry r - 1 (r = r25, 1..32) from the round key in r10..r17 at Y, Y += 8. */
present_ks_store:
    cpi   r25, 32
    brne  1f
    /* r == 32: entry 31, K_32 bytes (0, 4, 2, 6, 1, 5, 3, 7) */
    .irp  b, 10, 14, 12, 16, 11, 15, 13, 17
    st    Y+, r\b
    .endr
    ret
1:  sbrs  r25, 0
    rjmp  2f                       ; r even: odd entry
    /* r odd: entry r - 1 even: K ^ 0x55..55 (r24 = 0x55) */
    .irp  b, 10, 11, 12, 13, 14, 15, 16, 17
    mov   r0, r\b
    eor   r0, r24
    st    Y+, r0
    .endr
    ret
@PLAYER@

/* r22 <- S[r22 & 15] << 4 (r22 < 16 on entry), through Z */
.macro SBOX_HI
    ldi   r30, lo8(present_sbox_hi)
    ldi   r31, hi8(present_sbox_hi)
    add   r30, r22
    adc   r31, r1
    lpm   r22, Z
.endm

    .global present_key_schedule
    .type   present_key_schedule, @function
present_key_schedule:
    .irp  r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 28, 29
    push  r\r
    .endr
    movw  r28, r24                 ; Y = rk
    movw  r26, r22                 ; X = key
    ldi   r24, 0x55
    ldi   r25, 1                   ; r = round counter 1..32
    cpi   r20, 80
    breq  1f
    rjmp  .Lks128
1:  /* ---- PRESENT-80: K9..K0 = r17..r8 from key[0..9] ---- */
    .irp  r, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8
    ld    r\r, X+
    .endr
.Lks80:
    rcall present_ks_store         ; entry r - 1 from K79..K16
    cpi   r25, 32
    brne  2f
    rjmp  .Lksdone
2:
    /* rotate right by 16: K0..K7 = K2..K9, K8, K9 = K0, K1 */
    movw  r22, r8
    movw  r8, r10
    movw  r10, r12
    movw  r12, r14
    movw  r14, r16
    movw  r16, r22
    /* rotate right by 3 (80 bits) */
    .rept 3
    bst   r8, 0
    lsr   r17
    .irp  r, 16, 15, 14, 13, 12, 11, 10, 9, 8
    ror   r\r
    .endr
    bld   r17, 7
    .endr
    /* k79..k76 = S[k79..k76] */
    mov   r22, r17
    swap  r22
    andi  r22, 0x0F
    SBOX_HI
    mov   r23, r17
    andi  r23, 0x0F
    or    r23, r22
    mov   r17, r23
    /* k19..k15 ^= r: k15 = bit 7 of K1 (r9), k19..k16 = bits 3..0 of K2 (r10) */
    mov   r22, r25
    lsr   r22                      ; C = r & 1
    eor   r10, r22                 ; (EOR and CLR leave C alone)
    clr   r22
    ror   r22
    eor   r9, r22
    inc   r25
    rjmp  .Lks80

.Lks128:
    /* ---- PRESENT-128: K15..K0 = r17..r2 from key[0..15] ---- */
    .irp  r, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    ld    r\r, X+
    .endr
1:  rcall present_ks_store         ; entry r - 1 from K127..K64
    cpi   r25, 32
    brne  2f
    rjmp  .Lksdone
2:
    /* rotate right by 64: exchange K0..K7 and K8..K15 */
    .irp  r, 2, 4, 6, 8
    movw  r22, r\r
    movw  \r, \r+8
    movw  \r+8, r22
    .endr
    /* rotate right by 3 (128 bits) */
    .rept 3
    bst   r2, 0
    lsr   r17
    .irp  r, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    ror   r\r
    .endr
    bld   r17, 7
    .endr
    /* k127..k124 = S[k127..k124], k123..k120 = S[k123..k120] */
    mov   r22, r17
    andi  r22, 0x0F
    SBOX_HI
    mov   r23, r22
    swap  r23                      ; S[low nibble] in bits 3..0
    mov   r22, r17
    swap  r22
    andi  r22, 0x0F
    SBOX_HI                        ; S[high nibble] << 4
    or    r22, r23
    mov   r17, r22
    /* k66..k62 ^= r: k63, k62 = bits 7, 6 of K7 (r9), k66..k64 = bits 2..0 of K8 (r10) */
    mov   r22, r25
    swap  r22
    lsl   r22
    lsl   r22
    andi  r22, 0xC0                ; (r & 3) << 6
    eor   r9, r22
    mov   r22, r25
    lsr   r22
    lsr   r22
    eor   r10, r22
    inc   r25
    rjmp  1b

.Lksdone:
    /* no key material left in the clobbered registers (r2-r17 get the caller's values back) */
    clr   r0
    .irp  r, 18, 19, 20, 21, 22, 23, 26, 27, 30, 31
    clr   r\r
    .endr
    .irp  r, 29, 28, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2
    pop   r\r
    .endr
    ret
    .size   present_key_schedule, .-present_key_schedule
'''

HEADER_VARIANT = """/* PRESENT-80/128 on AVR, Shin et al.'s variant "%(name)s" (kept beside the library for the tests and
 * the benchmark; announced as LWC_HAVE_PRESENT_%(NAME)s by the build):
 *
 * void present_encrypt_block_%(sym)s(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 * void present_decrypt_block_%(sym)s(const uint32_t rk[64], uint8_t out[8], const uint8_t in[8]);
 *   Same contract, ABI, round-key table (byte orders included) and representation as
 *   src/present/avr/present_avr.S (see its header), without its register flows: the state stays in
 *   r18..r25 with r26:r27 the temporaries, the loop runs on a counter in r0 (r1 = temporary of the
 *   register moves, cleared on exit); the two variants differ only in P1:
 *   %(what)s
 *   Measured cost: docs/present.md. Generated by src/present/avr/present_avr_gen.py.
 */"""

VARIANTS = {
    '16bit': ('p1-16bit', 'P1 as the four 16-bit SWAPMOVEs of Table 1 (Kwon et al. 2021, Shin et al., Table 2):\n'
              ' *   SWAPMOVE(X0, X1, 0x0F0F, 4), SWAPMOVE(X2, X3, 0x0F0F, 4) with 16-bit shifts by 4 (LSR/ROR, LSL/ROL,\n'
              ' *   8 instructions each way), SWAPMOVE(X1, X3, 0x00FF, 8), SWAPMOVE(X0, X2, 0x00FF, 8) on bytes.'),
    '8bit': ('p1-8bit', 'P1 as Shin et al., Tables 3-4: four 8-bit SWAPMOVEs with SWAP (shift by 4 in one instruction,\n'
             ' *   the masking AND folded), and SWAPMOVE(X3, X6, 0xFF, 0), SWAPMOVE(X1, X4, 0xFF, 0) as register exchanges.\n'
             ' *   The library function (present_avr.S) uses the same SWAP exchange; it moves the bytes in its key addition.'),
}

# the library function's register plan (fixed by a search at every run; the table orders follow it)
ORD_A = ORD_B = list(range(8))
_best = plan_main()
PLAN_MAPS = (_best[1], _best[2], _best[3], _best[4])
ORD_A, ORD_B = _best[3], _best[4]

if __name__ == '__main__':
    root = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(root, '..', '..', '..'))
    for mode in ('8bit', '16bit', 'rename'):
        P1_MODE = mode
        check()
        b, f, _ = build(False); db, dp, _ = build(True)
        print('%-7s checked: encrypt body %d + last round %d cycles, decrypt body %d + first %d' %
              (mode, b.cycles(), f.cycles(), db.cycles(), dp.cycles()))
    check_main(); ks_player_check()
    b, f, _, _ = build_main(False, START, *PLAN_MAPS); db, dp, _, _ = build_main(True, START, *PLAN_MAPS)
    print('library checked: encrypt body %d + last round %d cycles, decrypt body %d + first %d; table orders %s %s' %
          (b.cycles(), f.cycles(), db.cycles(), dp.cycles(), ORD_A, ORD_B))
    P1_MODE = '8bit'; SUFFIX = ''
    emit_main(os.path.join(root, 'src/present/avr/present_avr.S'), HEADER_MAIN)
    for mode, (name, what) in VARIANTS.items():
        P1_MODE = mode; sym = 'p1_' + mode; SUFFIX = '_' + sym
        emit(os.path.join(root, 'src/present/variants/avr/present_%s.S' % sym),
             HEADER_VARIANT % dict(name=name, NAME=sym.upper(), sym=sym, what=what))
    print('written')
