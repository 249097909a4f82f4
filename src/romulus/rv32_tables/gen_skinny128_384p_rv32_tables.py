#!/usr/bin/env python3
"""Generate skinny128_384p_rv32_tables.c: SKINNY-128-384+ with lookup tables in RAM, for RV32 cores
whose data memory has no cache (descriptor "data_memory": {"cache": false}, e.g. the E31's DTIM).

    python3 gen_skinny128_384p_rv32_tables.py > skinny128_384p_rv32_tables.c

Representation: the state is four column words, C_j = cell j | cell 4+j << 8 | cell 8+j << 16 |
cell 12+j << 24 (row r in byte r). One round (SubCells, AddConstants, AddRoundTweakey, ShiftRows,
MixColumns) is, per output column j,

    C'_j = T0[row 0 of C_j] ^ T1[row 1 of C_j-1] ^ T2[row 2 of C_j-2] ^ S[row 3 of C_j-3] ^ K_r,j

with T0[x] = S(x) in rows 0, 1, 3, T1[x] = S(x) in row 2, T2[x] = S(x) in rows 0, 2, 3 (the
MixColumns rows that each input row reaches after ShiftRows) and S the S-box itself (row 3 reaches
row 0 only). The round tweakey and constants only touch rows 0 and 1 (and the constant 2 in row 2),
and ShiftRows and MixColumns are linear, so K_r = MixColumns(ShiftRows(tweakey and constants of
round r)) in the same column words: K_r,j = a_j * 0x01000101 ^ b_j-1 << 16 for a = row 0, b = row 1.

Tweakey schedule: cell i of rows 0, 1 at round r is cell s_r(i) of the tweakey at round 0 through
the LFSR of its array applied n_r times (PT never mixes bytes, the LFSRs act on each byte). This
script simulates PT on cell labels to find s_r and n_r, so the expansion keeps each half of TK2 and
TK3 in its original byte order (the LFSR on four bytes at once) and reads the bytes where PT put
them, with no byte permutation at run time. TK1 (no LFSR) rows 0, 1 of round 2m are its cells 0..7
in the order of PT^2m (period 16 rounds: 8 layouts), and its cells 8..15 reach the odd rounds only:
the per-block part (skinny128_384p_ks_set_tk1) is 8 layouts x 4 words added in the even rounds.

Constant time on the cores this backend is for: the lookups are indexed by secret data, which takes
the same time whatever the index only where data memory has no cache and a uniform latency (the
tables are in .data, i.e. RAM, never in flash). docs/romulus.md and docs/security.md scope the claim.
"""
import sys

PT = [9, 15, 8, 13, 10, 14, 12, 11, 0, 1, 2, 3, 4, 5, 6, 7]
ROUNDS = 40


def sbox8(x):
    def nor_xor(v):
        return v ^ (~((v >> 2) | (v >> 3)) & 0x11)

    def perm(v):
        return ((v << 5) & 0xC0) | ((v >> 2) & 0x32) | ((v >> 1) & 0x08) | ((v << 2) & 0x04) | ((v >> 5) & 0x01)

    for _ in range(3):
        x = perm(nor_xor(x)) & 0xFF
    x = nor_xor(x) & 0xFF
    return (x & 0xF9) | ((x << 1) & 0x04) | ((x >> 1) & 0x02)


def round_constants():
    rc, out = 0, []
    for _ in range(ROUNDS):
        rc = ((rc << 1) & 0x3F) | (((rc >> 5) ^ (rc >> 4) ^ 1) & 1)
        out.append((rc & 0xF, rc >> 4))
    return out


def schedule():
    """For each round: (origin cell, LFSR count) of tweakey cells 0..7."""
    cells = [(i, 0) for i in range(16)]
    out = []
    for _ in range(ROUNDS):
        out.append(cells[:8])
        cells = [cells[PT[i]] for i in range(16)]
        cells = [(o, n + 1) if i < 8 else (o, n) for i, (o, n) in enumerate(cells)]
    return out


SCHED = schedule()
RC = round_constants()


def half_and_count(r):
    halves = {o // 8 for o, _ in SCHED[r]}
    counts = {n for _, n in SCHED[r]}
    assert len(halves) == 1 and len(counts) == 1
    return halves.pop(), counts.pop()


def byte_of(words, cell):
    """C expression: byte `cell` (0..7 of a half) of the two words `words` (low byte first)."""
    w = words[cell // 4]
    sh = 8 * (cell % 4)
    return w, sh


def rep_expr(w, sh):
    """a * 0x01000101 for a = byte at bit sh of w."""
    a = f"(({w} >> {sh}) & 0xFFu)" if sh else f"({w} & 0xFFu)"
    if sh == 24:
        a = f"({w} >> 24)"
    return f"rep({a})"


def row2_expr(w, sh):
    """b << 16 for b = byte at bit sh of w."""
    if sh == 16:
        return f"({w} & 0xFF0000u)"
    if sh < 16:
        return f"(({w} << {16 - sh}) & 0xFF0000u)"
    return f"(({w} >> {sh - 16}) & 0xFF0000u)"


def pack_round(r, words, out, lines, ind="    "):
    """K_r (4 words) from the two words `words` holding round r's half (original byte order)."""
    c0, c1 = RC[r]
    for j in range(4):
        a_cell = SCHED[r][j][0] % 8
        b_cell = SCHED[r][4 + ((j - 1) & 3)][0] % 8
        const = 0
        if j == 0:
            const ^= c0 * 0x01000101
        if j == 1:
            const ^= c1 << 16
        if j == 2:
            const ^= 0x02020002
        e = f"{rep_expr(*byte_of(words, a_cell))} ^ {row2_expr(*byte_of(words, b_cell))}"
        if const:
            e += f" ^ 0x{const:08X}u"
        lines.append(f"{ind}{out}[{4 * r + j}] = {e};")


def tk1_layouts():
    """For m = 0..7: (a cells, b cells) of TK1 bytes 0..7 in round 2m's rows 0, 1."""
    out = []
    for m in range(8):
        s = SCHED[2 * m]
        assert all(o < 8 and n == m for o, n in s)
        a = [s[j][0] for j in range(4)]
        b = [s[4 + ((j - 1) & 3)][0] for j in range(4)]
        out.append((a, b))
    for m in range(8, ROUNDS // 2):  # period 16 rounds
        assert [o for o, _ in SCHED[2 * m]] == [o for o, _ in SCHED[2 * (m % 8)]]
    return out


def expansion(name, doc, params, tk_src, use_tk1_odd):
    """One fully unrolled expansion: `tk_src` says where TK2 and TK3 come from."""
    L = [f"/* {doc} */", f"void {name}({params})", "{"]
    L.append("    uint32_t x0, x1;")
    L.append("    uint32_t a0 = load32(tk + 16), a1 = load32(tk + 20), a2 = load32(tk + 24), a3 = load32(tk + 28);"
             " /* TK2 halves */")
    if tk_src == "tk3":
        L.append("    uint32_t b0 = load32(tk + 32), b1 = load32(tk + 36), b2 = load32(tk + 40), b3 = load32(tk + 44);"
                 " /* TK3 halves */")
    if use_tk1_odd:
        L.append("    const uint32_t t2 = load32(tk + 8), t3 = load32(tk + 12); /* TK1 cells 8..15 */")
    L.append("    uint32_t *k = ks->rk;")
    done = {0: 0, 1: 0}
    for r in range(ROUNDS):
        half, n = half_and_count(r)
        while done[half] < n:  # advance that half's LFSRs
            ta, tb = ("a0", "a1") if half == 0 else ("a2", "a3")
            L.append(f"    {ta} = lfsr2({ta}); {tb} = lfsr2({tb});")
            if tk_src == "tk3":
                ua, ub = ("b0", "b1") if half == 0 else ("b2", "b3")
                L.append(f"    {ua} = lfsr3({ua}); {ub} = lfsr3({ub});")
            done[half] += 1
        ta, tb = ("a0", "a1") if half == 0 else ("a2", "a3")
        if tk_src == "tk3":
            ua, ub = ("b0", "b1") if half == 0 else ("b2", "b3")
            L.append(f"    x0 = {ta} ^ {ua}; x1 = {tb} ^ {ub};")
        else:
            L.append(f"    x0 = {ta} ^ kk->rk[{2 * r}]; x1 = {tb} ^ kk->rk[{2 * r + 1}];")
        if use_tk1_odd and half == 1:
            L.append("    x0 ^= t2; x1 ^= t3;")
        pack_round(r, ("x0", "x1"), "k", L)
        regs = "a0, a1, a2, a3" + (", b0, b1, b2, b3" if tk_src == "tk3" else "")
        L.append(f"    KEEP_IN_REGISTERS({regs});")
    L.append("}")
    return L


def key_expansion():
    L = ["/* kk: TK3's half of each round in its original byte order (round r: rk[2r], rk[2r + 1]). */",
         "void skinny128_384p_expand_key(skinny128_384p_key_t *kk, const uint8_t key[16])", "{",
         "    uint32_t b0 = load32(key), b1 = load32(key + 4), b2 = load32(key + 8), b3 = load32(key + 12);"]
    done = {0: 0, 1: 0}
    for r in range(ROUNDS):
        half, n = half_and_count(r)
        ua, ub = ("b0", "b1") if half == 0 else ("b2", "b3")
        while done[half] < n:
            L.append(f"    {ua} = lfsr3({ua}); {ub} = lfsr3({ub});")
            done[half] += 1
        L.append(f"    kk->rk[{2 * r}] = {ua}; kk->rk[{2 * r + 1}] = {ub};")
        L.append("    KEEP_IN_REGISTERS(b0, b1, b2, b3);")
    L.append("}")
    return L


def set_tk1():
    L = ["/* The TK1 words of the even rounds: layout m (round 2m, 2m + 16, 2m + 32) from TK1 cells 0..7. */",
         "void skinny128_384p_ks_set_tk1(skinny128_384p_ks_t *ks, const uint8_t tk1[16])", "{",
         "    uint32_t *t = ks->tk1;"]
    for i in range(8):
        L.append(f"    const uint32_t r{i} = rep(tk1[{i}]), s{i} = (uint32_t)tk1[{i}] << 16;")
    for m, (a, b) in enumerate(tk1_layouts()):
        for j in range(4):
            L.append(f"    t[{4 * m + j}] = r{a[j]} ^ s{b[j]};")
    L.append("}")
    return L


def c_table(name, ctype, values, per_line):
    L = [f"static {ctype} {name}[256] LWC_SKINNY_TABLE = {{"]
    fmt = "0x{:08X}u" if ctype == "uint32_t" else "0x{:02X}"
    for i in range(0, 256, per_line):
        L.append("    " + ", ".join(fmt.format(v) for v in values[i:i + per_line]) + ",")
    L.append("};")
    return L


def main():
    S = [sbox8(x) for x in range(256)]
    T0 = [s * 0x01000101 for s in S]
    T1 = [s << 16 for s in S]
    T2 = [s * 0x01010001 for s in S]
    out = []
    out.append("/* Generated by gen_skinny128_384p_rv32_tables.py (the source; it explains the representation):")
    out.append(" * SKINNY-128-384+ (Romulus v1.3, section 2.3) with its S-box and MixColumns in tables in RAM,")
    out.append(" * for RV32 cores whose data memory has no cache. Contract: ../skinny128_384p.h with the")
    out.append(" * expanded-schedule part. The lookups are indexed by secret data: constant time only where a load")
    out.append(" * takes the same time at every RAM address (docs/security.md). */")
    out.append('#include "skinny128_384p.h"')
    out.append("")
    out.append('#include "lwc/common.h"')
    out.append("")
    out.append("/* S-box and MixColumns tables: in RAM, never flash (see above). Named .data sections: without them")
    out.append(" * the compiler may place a table it sees never written with the constants (flash). */")
    out.append('#define LWC_SKINNY_TABLE __attribute__((section(".data.lwc_skinny_tables"), aligned(4)))')
    out += c_table("skinny_t0", "uint32_t", T0, 6)
    out += c_table("skinny_t1", "uint32_t", T1, 6)
    out += c_table("skinny_t2", "uint32_t", T2, 6)
    out += c_table("skinny_s", "uint8_t", S, 12)
    out.append("")
    out.append("""static inline uint32_t load32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* a byte in rows 0, 1 and 3 of a column word: MixColumns of row 0 */
static inline uint32_t rep(uint32_t a)
{
    return a | a << 8 | a << 24;
}

/* LFSR2 (x7..x0 -> x6..x0, x7 ^ x5) and LFSR3 (x7..x0 -> x0 ^ x6, x7..x1) on four bytes */
static inline uint32_t lfsr2(uint32_t w)
{
    return ((w << 1) & 0xFEFEFEFEu) ^ (((w >> 7) ^ (w >> 5)) & 0x01010101u);
}

static inline uint32_t lfsr3(uint32_t w)
{
    return ((w >> 1) & 0x7F7F7F7Fu) ^ (((w << 7) ^ (w << 1)) & 0x80808080u);
}

/* A compiler barrier on the tweakey halves after each round of an expansion: without it, the
 * compiler computes the words of many rounds ahead and keeps or spills them until their stores (a frame of hundreds of bytes). */
#define KEEP_IN_REGISTERS(...) KEEP_N(__VA_ARGS__, K8, K7, K6, K5, K4, K3, K2, K1)(__VA_ARGS__)
#define KEEP_N(_1, _2, _3, _4, _5, _6, _7, _8, N, ...) N
#define K4(a, b, c, d) __asm__("" : "+r"(a), "+r"(b), "+r"(c), "+r"(d) : : "memory")
#define K8(a, b, c, d, e, f, g, h) K4(a, b, c, d); K4(e, f, g, h)

/* Table word at byte offset off (a multiple of 4 below 1024). */
#define TW(t, off) (*(const uint32_t *)(const void *)((const uint8_t *)(t) + (off)))
""")
    out += key_expansion()
    out.append("")
    out += expansion("skinny128_384p_expand_tk2_k", "TK2 from tk, TK3 = the key of kk; TK1 = 0.",
                     "skinny128_384p_ks_t *ks, const uint8_t tk[48], const skinny128_384p_key_t *kk", "kk", False)[:-1]
    out.append("    for (unsigned i = 0; i < 32; i++)")
    out.append("        ks->tk1[i] = 0;")
    out.append("}")
    out.append("")
    # expand_k: TK1 too
    body = expansion("skinny128_384p_expand_k", "TK1 and TK2 from tk, TK3 = the key of kk.",
                     "skinny128_384p_ks_t *ks, const uint8_t tk[48], const skinny128_384p_key_t *kk", "kk", True)
    out += body[:-1]
    out.append("    skinny128_384p_ks_set_tk1(ks, tk);")
    out.append("}")
    out.append("")
    body = expansion("skinny128_384p_expand_tk23", "TK2 and TK3 from tk; TK1 = 0.",
                     "skinny128_384p_ks_t *ks, const uint8_t tk[48]", "tk3", False)
    out += body[:-1]
    out.append("    for (unsigned i = 0; i < 32; i++)")
    out.append("        ks->tk1[i] = 0;")
    out.append("}")
    out.append("")
    body = expansion("skinny128_384p_expand", "TK1, TK2 and TK3 from tk.",
                     "skinny128_384p_ks_t *ks, const uint8_t tk[48]", "tk3", True)
    out += body[:-1]
    out.append("    skinny128_384p_ks_set_tk1(ks, tk);")
    out.append("}")
    out.append("")
    out += set_tk1()
    out.append("")
    out.append("""/* One round on the column words c0..c3 with round tweakey words k[0..3] (and TK1 words t, or none). */
#define SKINNY_ROUND(k, TK1)                                                                       \\
    do {                                                                                           \\
        const uint32_t n0 = TW(skinny_t0, (c0 << 2) & 0x3FCu) ^ TW(skinny_t1, (c3 >> 6) & 0x3FCu) \\
                            ^ TW(skinny_t2, (c2 >> 14) & 0x3FCu) ^ skinny_s[c1 >> 24] ^ (k)[0] TK1(0); \\
        const uint32_t n1 = TW(skinny_t0, (c1 << 2) & 0x3FCu) ^ TW(skinny_t1, (c0 >> 6) & 0x3FCu) \\
                            ^ TW(skinny_t2, (c3 >> 14) & 0x3FCu) ^ skinny_s[c2 >> 24] ^ (k)[1] TK1(1); \\
        const uint32_t n2 = TW(skinny_t0, (c2 << 2) & 0x3FCu) ^ TW(skinny_t1, (c1 >> 6) & 0x3FCu) \\
                            ^ TW(skinny_t2, (c0 >> 14) & 0x3FCu) ^ skinny_s[c3 >> 24] ^ (k)[2] TK1(2); \\
        const uint32_t n3 = TW(skinny_t0, (c3 << 2) & 0x3FCu) ^ TW(skinny_t1, (c2 >> 6) & 0x3FCu) \\
                            ^ TW(skinny_t2, (c1 >> 14) & 0x3FCu) ^ skinny_s[c0 >> 24] ^ (k)[3] TK1(3); \\
        c0 = n0, c1 = n1, c2 = n2, c3 = n3;                                                        \\
    } while (0)
#define WITH_TK1(j) ^ t[j]
#define NO_TK1(j)

void skinny128_384p_encrypt_ks(uint8_t block[16], const skinny128_384p_ks_t *ks)
{
    uint32_t c0 = (uint32_t)block[0] | (uint32_t)block[4] << 8 | (uint32_t)block[8] << 16 | (uint32_t)block[12] << 24;
    uint32_t c1 = (uint32_t)block[1] | (uint32_t)block[5] << 8 | (uint32_t)block[9] << 16 | (uint32_t)block[13] << 24;
    uint32_t c2 = (uint32_t)block[2] | (uint32_t)block[6] << 8 | (uint32_t)block[10] << 16 | (uint32_t)block[14] << 24;
    uint32_t c3 = (uint32_t)block[3] | (uint32_t)block[7] << 8 | (uint32_t)block[11] << 16 | (uint32_t)block[15] << 24;
    const uint32_t *k = ks->rk;
    /* 16 rounds per pass (the period of the TK1 layouts): rounds 0..15, 16..31, then 32..39 */
    for (unsigned pass = 0;; pass++, k += 64) {
        const uint32_t *t = ks->tk1;
        SKINNY_ROUND(k, WITH_TK1);
        SKINNY_ROUND(k + 4, NO_TK1);
        t += 4;
        SKINNY_ROUND(k + 8, WITH_TK1);
        SKINNY_ROUND(k + 12, NO_TK1);
        t += 4;
        SKINNY_ROUND(k + 16, WITH_TK1);
        SKINNY_ROUND(k + 20, NO_TK1);
        t += 4;
        SKINNY_ROUND(k + 24, WITH_TK1);
        SKINNY_ROUND(k + 28, NO_TK1);
        if (pass == 2)
            break;
        t += 4;
        SKINNY_ROUND(k + 32, WITH_TK1);
        SKINNY_ROUND(k + 36, NO_TK1);
        t += 4;
        SKINNY_ROUND(k + 40, WITH_TK1);
        SKINNY_ROUND(k + 44, NO_TK1);
        t += 4;
        SKINNY_ROUND(k + 48, WITH_TK1);
        SKINNY_ROUND(k + 52, NO_TK1);
        t += 4;
        SKINNY_ROUND(k + 56, WITH_TK1);
        SKINNY_ROUND(k + 60, NO_TK1);
    }
    const uint32_t c[4] = {c0, c1, c2, c3};
    for (unsigned j = 0; j < 4; j++)
        for (unsigned row = 0; row < 4; row++)
            block[4 * row + j] = (uint8_t)(c[j] >> (8 * row));
}

void skinny128_384p_encrypt(uint8_t block[16], const uint8_t tk[48])
{
    skinny128_384p_ks_t ks;
    skinny128_384p_expand(&ks, tk);
    skinny128_384p_encrypt_ks(block, &ks);
    skinny128_384p_ks_wipe(&ks);
}

/* Volatile word stores, eight per loop pass (the schedule is word-aligned and 192 words long). */
void skinny128_384p_ks_wipe(skinny128_384p_ks_t *ks)
{
    volatile uint32_t *w = (volatile uint32_t *)ks->rk;
    _Static_assert(sizeof *ks == 192 * sizeof(uint32_t), "the schedule is rk then tk1, 192 words");
    for (unsigned i = 0; i < 192; i += 8, w += 8) {
        w[0] = 0, w[1] = 0, w[2] = 0, w[3] = 0;
        w[4] = 0, w[5] = 0, w[6] = 0, w[7] = 0;
    }
}""")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
