#!/usr/bin/env python3
"""Generator of the tables of the SSSE3 SKINNY-128-384+ kernel (skinny128_384p_fast_x86_64.c):

    python3 gen_skinny128_384p_fast_x86_64.py > skinny128_384p_fast_x86_64_tables.h

Before printing it checks a Python model of exactly the kernel's operations against the
specification (a Python port of ../ref/skinny128_384p_ref.c) on random blocks and tweakeys.

Representation: the 16 cells of a block are split into two XMM registers of nibbles, H (bits 7..4 of
each cell) and L (bits 3..0), each byte holding a value 0..15, so that PSHUFB can use either as the
index of a 16-entry table held in a register (a lookup in a register, never in memory).

  * SubCells: the specification's four iterations of "x4 ^= NOR(x7, x6), x0 ^= NOR(x3, x2), then a
    bit permutation" (the last one a swap of x1 and x2). In each iteration's own bit order, the two
    NOR updates read and write bits of one nibble only, so an iteration followed by its (linear) bit
    permutation is y = A(hi) ^ B(lo) for two 16-entry functions. Splitting y into its nibbles again
    gives H' = AH[H] ^ BH[L], L' = AL[H] ^ BL[L]: four PSHUFB and two XOR per iteration.
  * ShiftRows and MixColumns are linear and byte-wise, so they act on H and L alike: three PSHUFB
    byte moves (ShiftRows folded into the byte selections) and two XOR on each.
  * AddConstants and AddRoundTweakey are applied after MixColumns (both are linear): the constants
    as a per-round vector MC(SR(c)) (low nibbles only); the round tweakey (rows 0 and 1 of
    TK1 ^ TK2 ^ TK3 after r tweakey permutations) by one PSHUFB of the tweakey nibbles, whose mask
    is the r-th power of the tweakey permutation composed with ShiftRows and MixColumns (each output
    cell is a copy of one tweakey cell). The permutation has period 16: 16 masks.
  * The LFSRs of TK2 and TK3 act cell-wise and so commute with the permutation; the cells used in
    round r have been clocked ceil(r/2) times (checked below), so the kernel clocks all 16 cells of
    TK2 and TK3 before every odd round and recombines TK1 ^ TK2 ^ TK3 then.
"""
import random
import sys

ROUNDS = 40
PT = [9, 15, 8, 13, 10, 14, 12, 11, 0, 1, 2, 3, 4, 5, 6, 7]
SR = [0, 1, 2, 3, 7, 4, 5, 6, 10, 11, 8, 9, 13, 14, 15, 12]

# ---- the specification (port of ../ref/skinny128_384p_ref.c) ----
def nor_xor(x):
    return x ^ (~((x >> 2) | (x >> 3)) & 0x11)

def sbox_permute(x):
    return (((x << 5) & 0xC0) | ((x >> 2) & 0x32) | ((x >> 1) & 0x08) | ((x << 2) & 0x04) | ((x >> 5) & 0x01)) & 0xFF

def swap12(x):
    return (x & 0xF9) | ((x << 1) & 0x04) | ((x >> 1) & 0x02)

def sbox8(x):
    for _ in range(3):
        x = sbox_permute(nor_xor(x))
    return swap12(nor_xor(x))

def rc_next(rc):
    return ((rc << 1) & 0x3E) | (((rc >> 5) ^ (rc >> 4) ^ 1) & 1)

def lfsr2(x):
    return ((x << 1) & 0xFF) | (((x >> 7) ^ (x >> 5)) & 1)

def lfsr3(x):
    return (x >> 1) | (((x << 7) ^ (x << 1)) & 0x80)

def mix_columns(s):
    o = [0] * 16
    for j in range(4):
        r0, r1, r2, r3 = s[j], s[4 + j], s[8 + j], s[12 + j]
        o[j], o[4 + j], o[8 + j], o[12 + j] = r0 ^ r2 ^ r3, r0, r1 ^ r2, r0 ^ r2
    return o

def spec_encrypt(block, tk):
    s = list(block)
    t = [list(tk[0:16]), list(tk[16:32]), list(tk[32:48])]
    rc = 0
    for _ in range(ROUNDS):
        s = [sbox8(x) for x in s]
        rc = rc_next(rc)
        s[0] ^= rc & 15
        s[4] ^= rc >> 4
        s[8] ^= 2
        for i in range(8):
            s[i] ^= t[0][i] ^ t[1][i] ^ t[2][i]
        t = [[a[PT[i]] for i in range(16)] for a in t]
        for i in range(8):
            t[1][i] = lfsr2(t[1][i])
            t[2][i] = lfsr3(t[2][i])
        s = [s[SR[i]] for i in range(16)]
        s = mix_columns(s)
    return s

# ---- the kernel's tables ----
ZERO = 0x80  # a PSHUFB mask byte with bit 7 set writes 0

def stage_tables(last):
    """AH, AL (indexed by the high nibble), BH, BL (by the low one) of one S-box iteration."""
    perm = swap12 if last else sbox_permute
    ah, al, bh, bl = [], [], [], []
    for n in range(16):
        ya = perm(nor_xor(n << 4) & 0xF0)   # nor_xor keeps nibbles apart: its high part from n alone
        yb = perm(nor_xor(n) & 0x0F)
        ah.append(ya >> 4); al.append(ya & 15); bh.append(yb >> 4); bl.append(yb & 15)
    return ah, al, bh, bl

STAGES = [stage_tables(i == 3) for i in range(4)]

# MC(SR(x)) = x[M0] ^ x[M1] ^ x[M2] (ZERO: no term)
M0, M1, M2 = [0] * 16, [ZERO] * 16, [ZERO] * 16
for j in range(4):
    M0[j], M0[4 + j], M0[8 + j], M0[12 + j] = SR[j], SR[j], SR[4 + j], SR[j]
    M1[j], M1[8 + j], M1[12 + j] = SR[8 + j], SR[8 + j], SR[8 + j]
    M2[j] = SR[12 + j]

def tk_positions(r):
    """cell i of a tweakey array after r permutations = cell pos[i] of the original one"""
    pos = list(range(16))
    for _ in range(r):
        pos = [pos[PT[i]] for i in range(16)]
    return pos

# round tweakey mask: MC(SR(k)) for k = rows 0, 1 of the permuted tweakey is one byte move per cell
KEY_MASKS = []
for r in range(16):
    pos = tk_positions(r)
    KEY_MASKS.append([pos[m] if m < 8 else ZERO for m in M0])
    assert all(m == ZERO or m < 8 for m in M0)  # row 0 and 1 source cells only (M0 reads rows 0, 1)

def clock_counts():
    """how often each cell of TK2 used in round r has been clocked: must be ceil(r/2)"""
    cnt = [0] * 16
    for r in range(ROUNDS):
        for i in range(8):
            assert cnt[i] == (r + 1) // 2, (r, i, cnt)
        cnt = [cnt[PT[i]] for i in range(16)]
        for i in range(8):
            cnt[i] += 1

clock_counts()

CONSTS = []  # per round: the low nibbles MC(SR(c_r)) (c_r < 16 in every cell)
rc = 0
for r in range(ROUNDS):
    rc = rc_next(rc)
    c = [0] * 16
    c[0], c[4], c[8] = rc & 15, rc >> 4, 2
    c = mix_columns([c[SR[i]] for i in range(16)])
    assert all(v < 16 for v in c)
    CONSTS.append(c)

def shuf(v, m):
    return [0 if x & 0x80 else v[x & 15] for x in m]

def model_encrypt(block, tk):
    """exactly the kernel's operations"""
    hi = [x >> 4 for x in block]
    lo = [x & 15 for x in block]
    t1, t2, t3 = list(tk[0:16]), list(tk[16:32]), list(tk[32:48])
    kh = kl = None
    for r in range(ROUNDS):
        if r % 2 == 1:
            t2 = [lfsr2(x) for x in t2]
            t3 = [lfsr3(x) for x in t3]
        if r % 2 == 0 or True:
            k = [a ^ b ^ c for a, b, c in zip(t1, t2, t3)]
            kh = [x >> 4 for x in k]
            kl = [x & 15 for x in k]
        for ah, al, bh, bl in STAGES:
            hi, lo = ([ah[h] ^ bh[l] for h, l in zip(hi, lo)], [al[h] ^ bl[l] for h, l in zip(hi, lo)])
        nh, nl = [], []
        for v, kv, out, cst in ((hi, kh, nh, [0] * 16), (lo, kl, nl, CONSTS[r])):
            out.extend(a ^ b ^ c ^ d ^ e for a, b, c, d, e in
                       zip(shuf(v, M0), shuf(v, M1), shuf(v, M2), shuf(kv, KEY_MASKS[r % 16]), cst))
        hi, lo = nh, nl
    return [(h << 4) | l for h, l in zip(hi, lo)]

def check():
    rnd = random.Random(2026)
    for _ in range(200):
        block = [rnd.randrange(256) for _ in range(16)]
        tk = [rnd.randrange(256) for _ in range(48)]
        assert model_encrypt(block, tk) == spec_encrypt(block, tk)
    # the specification's test vector (Romulus v1.3, SKINNY-128-384+)
    tk = bytes.fromhex("DF889548CFC7EA52D296339301797449AB588A34A47F1AB2DFE9C8293FBEA9A5AB1AFAC2611012CD8CEF952618C3EBE8")
    pt = bytes.fromhex("A3994B66AD85A3459F44E92B08F550CB")
    assert bytes(model_encrypt(pt, tk)).hex().upper() == "FF38D1D24C864C4352A853690FE36E5E"

def c_bytes(v):
    return ", ".join("0x%02x" % x for x in v)

def main():
    check()
    out = sys.stdout
    out.write("/* Generated by gen_skinny128_384p_fast_x86_64.py (the source of this file): the tables of the SSSE3\n"
              " * SKINNY-128-384+ kernel (skinny128_384p_fast_x86_64.c); the generator's docstring explains them. */\n")
    out.write("#ifndef LWC_SRC_ROMULUS_SKINNY128_384P_FAST_X86_64_TABLES_H\n#define LWC_SRC_ROMULUS_SKINNY128_384P_FAST_X86_64_TABLES_H\n\n")
    out.write("#include <stdint.h>\n\n")
    out.write("/* per S-box iteration: AH, AL (indexed by H), BH, BL (indexed by L) */\n")
    out.write("static const uint8_t SKINNY_X86_STAGE[4][4][16] __attribute__((aligned(16))) = {\n")
    for st in STAGES:
        out.write("    {" + ", ".join("{" + c_bytes(t) + "}" for t in st) + "},\n")
    out.write("};\n\n/* MC(SR(x)) = x[M0] ^ x[M1] ^ x[M2] (0x80: zero) */\n")
    out.write("static const uint8_t SKINNY_X86_MIX[3][16] __attribute__((aligned(16))) = {\n")
    for m in (M0, M1, M2):
        out.write("    {" + c_bytes(m) + "},\n")
    out.write("};\n\n/* MC(SR(rows 0, 1 of the tweakey after r permutations)), r mod 16 */\n")
    out.write("static const uint8_t SKINNY_X86_KEY_MASK[16][16] __attribute__((aligned(16))) = {\n")
    for m in KEY_MASKS:
        out.write("    {" + c_bytes(m) + "},\n")
    out.write("};\n\n/* MC(SR(round constants)), low nibbles, per round */\n")
    out.write("static const uint8_t SKINNY_X86_CONST[%d][16] __attribute__((aligned(16))) = {\n" % ROUNDS)
    for c in CONSTS:
        out.write("    {" + c_bytes(c) + "},\n")
    out.write("};\n\n#endif\n")

if __name__ == "__main__":
    main()
