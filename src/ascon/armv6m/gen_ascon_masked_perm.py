#!/usr/bin/env python3
"""Generator of the masked Ascon round (two shares, first order) for the Cortex-M cores:

    python3 gen_ascon_masked_perm.py armv6m > ascon_masked_perm_armv6m.S
    python3 gen_ascon_masked_perm.py armv7m > ../armv7m/ascon_masked_perm_armv7m.S

The contract is src/ascon/ascon_masked_perm.h (the round and the share-wise XOR, their C meaning).
Both files keep the rules of the leakage model of sim/cortexm (docs/leakage.md), written out in the
header this generator puts on them; the ARMv7-M file differs only in the linear layer, where Thumb-2
folds each rotation into the XOR that uses it (operand bus B carries the register unrotated, a value
of the same share). The S-box layer is the same Thumb-1 code in both (it is bound by the loads and
the scrubs, not by the ALU).
"""
import sys

# ascon_masked_work offsets (ascon_masked_perm.h checks them)
W_S = (0, 40)      # share j's ten state words
W_Z = (80, 100)    # share j's five gadget outputs
W_ZERO = 120
W_RND = 124
ROT = ((19, 28), (61, 39), (1, 6), (10, 17), (7, 41))

# register domains: share 0's values in r1-r3, share 1's in r4-r6; r7 is 0 between uses and the
# temporary of either share; r9 (share 0) and r10 (share 1) park a value in the ARMv6-M linear layer
REGS = (("r1", "r2", "r3"), ("r4", "r5", "r6"))
PARK = ("r9", "r10")


def s(j, word):
    return W_S[j] + 4 * word


def scrub(out):
    out.append("    ldr   r7, [r0, #%d]              @ data bus <- 0 (the zero word)" % W_ZERO)
    out.append("    ands  r7, r7                      @ operand buses A, B <- 0")


def pre(out, j, h):
    a, b, _ = REGS[j]
    x = [s(j, 2 * i + h) for i in range(5)]
    out += [
        f"    ldr   {a}, [r0, #{x[4]}]",
        f"    ldr   {b}, [r0, #{x[0]}]",
        f"    eors  {b}, {a}",
        f"    str   {b}, [r0, #{x[0]}]              @ x0 ^= x4",
        f"    ldr   {b}, [r0, #{x[3]}]",
        f"    eors  {a}, {b}",
        f"    str   {a}, [r0, #{x[4]}]              @ x4 ^= x3",
        f"    ldr   {a}, [r0, #{x[1]}]",
        f"    ldr   {b}, [r0, #{x[2]}]",
        f"    eors  {b}, {a}",
        f"    str   {b}, [r0, #{x[2]}]              @ x2 ^= x1",
    ]


def gadget(out, i, h, arch, last):
    """z_i = (~a) & b, a = x_(i+1), b = x_(i+2): share 0 gets (~a0 & b0) ^ ((~a0 & b1) ^ r), share 1
    (a1 & b1) ^ ((a1 & b0) ^ r). Between one gadget's share 1 and the next one's share 0 no scrub:
    the data bus goes from z1 (masked by r) to a share-0 word of another value, the registers of
    each share are only reloaded with that share's values."""
    ia, ib = 2 * ((i + 1) % 5) + h, 2 * ((i + 2) % 5) + h
    a0, b0, a1, b1 = s(0, ia), s(0, ib), s(1, ia), s(1, ib)
    z0, z1 = W_Z[0] + 4 * i, W_Z[1] + 4 * i
    out.append(f"    @ z{i} = ~x{(i + 1) % 5} & x{(i + 2) % 5}, share 0: (~a0 & b0) ^ ((~a0 & b1) ^ r)")
    if arch == "armv6m":
        out += [
            f"    ldr   r1, [r0, #{a0}]              @ a0",
            "    mvns  r1, r1                      @ ~a0",
            f"    ldr   r5, [r0, #{b1}]              @ b1 (a share-1 register)",
            "    mov   r3, r8",
            "    ldr   r2, [r3]                    @ r",
            "    ands  r1, r5                      @ ~a0 & b1",
            "    eors  r2, r1                      @ u0 = (~a0 & b1) ^ r",
            "    ands  r7, r7                      @ operand bus B held ~a0 & b1",
            f"    ldr   r3, [r0, #{b0}]              @ b0",
            f"    ldr   r1, [r0, #{a0}]",
            "    mvns  r1, r1",
            "    ands  r1, r3                      @ ~a0 & b0",
        ]
    else:
        out += [
            f"    ldr   r1, [r0, #{a0}]              @ a0",
            f"    ldr   r5, [r0, #{b1}]              @ b1 (a share-1 register)",
            "    ldr   r2, [r8]                    @ r",
            "    bic   r1, r5, r1                  @ b1 & ~a0",
            "    eors  r2, r1                      @ u0 = (~a0 & b1) ^ r",
            "    ands  r7, r7                      @ operand bus B held ~a0 & b1",
            f"    ldr   r3, [r0, #{b0}]              @ b0",
            f"    ldr   r1, [r0, #{a0}]",
            "    bic   r1, r3, r1                  @ b0 & ~a0",
        ]
    out += [
        "    eors  r1, r2                      @ z0",
        f"    str   r1, [r0, #{z0}]",
    ]
    scrub(out)
    out += [
        "    @ share 1: (a1 & b1) ^ ((a1 & b0) ^ r); r is loaded first: the store of z1 right after",
        "    @ the load of r would put z1 ^ r = a1 & b on the data bus",
    ]
    if arch == "armv6m":
        out += ["    mov   r1, r8", "    ldr   r6, [r1]                    @ r"]
    else:
        out += ["    ldr   r6, [r8], #4                @ r, the next random word's address advanced"]
    out += [
        f"    ldr   r4, [r0, #{a1}]              @ a1",
        f"    ldr   r3, [r0, #{b0}]              @ b0 (a share-0 register)",
        "    ands  r3, r4                      @ a1 & b0",
        "    eors  r6, r3                      @ u1 = (a1 & b0) ^ r",
        "    movs  r3, #0                      @ r3 held a1 & b0; operand bus A <- 0",
        "    ands  r7, r7                      @ operand bus B held a1 & b0",
        "    ands  r4, r5                      @ a1 & b1",
        "    eors  r4, r6                      @ z1",
        f"    str   r4, [r0, #{z1}]",
    ]
    if arch == "armv6m":
        out += ["    adds  r1, #4", "    mov   r8, r1                      @ the next random word"]
    if last:
        scrub(out)


def post(out, j, h):
    a, b, c = REGS[j]
    x = [s(j, 2 * i + h) for i in range(5)]
    z = [W_Z[j] + 4 * i for i in range(5)]
    out += [
        f"    ldr   {a}, [r0, #{x[0]}]",
        f"    ldr   {b}, [r0, #{z[0]}]",
        f"    eors  {a}, {b}                      @ x0 ^ z0",
        f"    ldr   {c}, [r0, #{x[1]}]",
        f"    ldr   {b}, [r0, #{z[1]}]",
        f"    eors  {c}, {b}",
        f"    eors  {c}, {a}",
        f"    str   {c}, [r0, #{x[1]}]              @ x1 = x1 ^ z1 ^ x0",
        f"    ldr   {c}, [r0, #{x[4]}]",
        f"    ldr   {b}, [r0, #{z[4]}]",
        f"    eors  {c}, {b}",
        f"    str   {c}, [r0, #{x[4]}]              @ x4 ^= z4",
        f"    eors  {a}, {c}",
        f"    str   {a}, [r0, #{x[0]}]              @ x0 = x0 ^ z0 ^ x4",
        f"    ldr   {a}, [r0, #{x[2]}]",
        f"    ldr   {b}, [r0, #{z[2]}]",
        f"    eors  {a}, {b}                      @ x2 ^ z2",
        f"    ldr   {c}, [r0, #{x[3]}]",
        f"    ldr   {b}, [r0, #{z[3]}]",
        f"    eors  {c}, {b}",
        f"    eors  {c}, {a}",
        f"    str   {c}, [r0, #{x[3]}]              @ x3 = x3 ^ z3 ^ x2",
    ]
    if j == 0:
        out.append(f"    mvns  {a}, {a}")
    out.append(f"    str   {a}, [r0, #{x[2]}]              @ x2 = x2 ^ z2" + (", complemented (share 0)" if j == 0 else ""))


def halves(n):
    """The sources of ror64(x, n) on interleaved halves: (source of the even half, its rotation),
    (source of the odd half, its rotation); source 0 = the even half, 1 = the odd half."""
    k = n // 2
    return ((1, k), (0, k + 1)) if n & 1 else ((0, k), (1, k))


def linear_v6m(out, j):
    e, o, acc = REGS[j]
    park = PARK[j]
    for i, (n1, n2) in enumerate(ROT):
        E, O = s(j, 2 * i), s(j, 2 * i + 1)
        out += [f"    @ share {j}, x{i} ^= ror64(x{i}, {n1}) ^ ror64(x{i}, {n2})",
                f"    ldr   {e}, [r0, #{E}]", f"    ldr   {o}, [r0, #{O}]"]
        for half, at in ((0, E), (1, O)):
            (src1, k1), (src2, k2) = [halves(n)[half] for n in (n1, n2)]
            for step, (src, k) in enumerate(((src1, k1), (src2, k2))):
                reg = (e, o)[src]
                if k == 0:
                    out.append(f"    movs  {acc}, {reg}")
                else:
                    out += [f"    lsrs  {acc}, {reg}, #{k}", f"    lsls  r7, {reg}, #{32 - k}", f"    orrs  {acc}, r7"]
                if step == 0:
                    out += [f"    eors  {acc}, {(e, o)[half]}", f"    mov   {park}, {acc}"]
                else:
                    out += [f"    mov   r7, {park}", f"    eors  {acc}, r7"]
            out.append(f"    str   {acc}, [r0, #{at}]")
    out += ["    movs  r7, #0", f"    mov   {park}, r7"]
    scrub(out)


def linear_v7m(out, j):
    e, o, acc = REGS[j]
    for i, (n1, n2) in enumerate(ROT):
        E, O = s(j, 2 * i), s(j, 2 * i + 1)
        out += [f"    @ share {j}, x{i} ^= ror64(x{i}, {n1}) ^ ror64(x{i}, {n2})",
                f"    ldr   {e}, [r0, #{E}]", f"    ldr   {o}, [r0, #{O}]"]
        for half, at in ((0, E), (1, O)):
            first = (e, o)[half]
            for step, n in enumerate((n1, n2)):
                src, k = halves(n)[half]
                reg = (e, o)[src]
                base = first if step == 0 else acc
                out.append(f"    eor   {acc}, {base}, {reg}" + (f", ror #{k}" if k else ""))
            out.append(f"    str   {acc}, [r0, #{at}]")
    scrub(out)


HEADER = """/* Masked Ascon rounds and share-wise XOR, first order, two shares:
 * {title}.
 * GENERATED by src/ascon/armv6m/gen_ascon_masked_perm.py {arch} (edit the generator, not this file).
 * Constant time: no branch or address depends on a share or a random word.
 *
 * void ascon_masked_rounds(ascon_masked_work *w, uint32_t constants);
 *   in: r0 = w, r1 = one byte per round, low byte first, up to the first zero byte: the round
 *   constant's even bits | its odd bits << 4. Ten random words per round from w->rnd (advanced).
 *   Rounds of Ascon-p on the shares w->s (gadget outputs through w->z).
 * void ascon_masked_xor(uint32_t *dst, const uint32_t *src, unsigned n, const uint32_t *zero);
 *   dst[i] ^= src[i] for i < n; its registers cleared, the zero word the last transfer.
 * Contract and C meaning: src/ascon/ascon_masked_perm.h. AAPCS: r4-r11 saved.
 *
 * Written against the effects sim/cortexm's leakage trace records (docs/leakage.md): a value's two
 * shares never meet in one register (a register that held a value of one share is only overwritten
 * with values of that share, a public value or 0), on the data bus in consecutive transfers, or on
 * an operand bus in consecutive uses. Domains: share 0's values live in r1-r3, share 1's in r4-r6;
 * r7 is 0 between uses and the temporary of either share; r0 = w, r8 = the next random word's
 * address, r11 = the next rounds' constants (public);
 * {park}.
 * SCRUB puts 0 on the data bus (a load of w->zero) and on both operand buses (ANDS r7, r7): inside
 * each AND gadget between its share-0 and share-1 halves, and between the phases of the round (the
 * two shares' linear parts of the S-box touch disjoint registers and words, and no word's two shares
 * follow each other on the bus). A gadget's share-1 half loads its random word before its inputs: a
 * store of z1 right after the load of r would put z1 ^ r = a1 & b on the data bus.
 *
 * Per half (words 2i + h), the S-box: each share's linear part alone (x0 ^= x4, x4 ^= x3, x2 ^= x1);
 * the five ANDs z_i = ~x_(i+1) & x_(i+2), each the DOM gadget (Gross et al. 2016) with one fresh
 * random word r: share 0 gets (~a0 & b0) ^ ((~a0 & b1) ^ r) (the complement on share 0 only), share
 * 1 gets (a1 & b1) ^ ((a1 & b0) ^ r); each cross product is XORed with r in the next instruction,
 * and the register and operand buses that carried it are cleared before the other share's values
 * come; then each share's x_i ^= z_i and the S-box's last linear part. The linear layer runs per
 * share on the interleaved halves: ror64 by 2k is ror32 by k on each half, by 2k + 1 takes the odd
 * half rotated by k to the even and the even rotated by k + 1 to the odd.
 */
"""


def round_code(arch):
    out = []
    out += [
        "    .global ascon_masked_rounds",
        "    .type ascon_masked_rounds, %function",
        "    .thumb_func",
        "ascon_masked_rounds:",
        "    push  {r4, r5, r6, r7, lr}",
        "    mov   r4, r8",
        "    mov   r5, r9",
        "    mov   r6, r10",
        "    mov   r7, r11",
        "    push  {r4, r5, r6, r7}",
        "    mov   r11, r1                     @ the rounds' constants, one byte per round (public)",
        f"    ldr   r1, [r0, #{W_RND}]",
        "    mov   r8, r1",
        "    movs  r1, #0                      @ no caller value in a share's register",
        "    movs  r2, #0",
        "    movs  r3, #0",
        "    movs  r4, #0",
        "    movs  r5, #0",
        "    movs  r6, #0",
        "    mov   r9, r1",
        "    mov   r10, r1",
    ]
    scrub(out)
    out += [
        "2:  mov   r1, r11",
        "    lsls  r2, r1, #24",
        "    lsrs  r2, r2, #24                 @ this round's constant byte",
        "    lsrs  r1, r1, #8",
        "    mov   r11, r1                     @ the next rounds' bytes",
        "    lsls  r1, r2, #28",
        "    lsrs  r1, r1, #28                 @ its even bits",
        "    lsrs  r2, r2, #4                  @ its odd bits",
        f"    ldr   r3, [r0, #{s(0, 4)}]",
        "    eors  r3, r1",
        f"    str   r3, [r0, #{s(0, 4)}]              @ share 0 of x2 ^= the constant (public)",
        f"    ldr   r3, [r0, #{s(0, 5)}]",
        "    eors  r3, r2",
        f"    str   r3, [r0, #{s(0, 5)}]",
    ]
    for h in (0, 1):
        out.append(f"    @ ---- S-box, half {h} ----")
        pre(out, 0, h)
        pre(out, 1, h)
        scrub(out)
        for i in range(5):
            gadget(out, i, h, arch, i == 4)
        post(out, 0, h)
        post(out, 1, h)
        scrub(out)
    out.append("    @ ---- linear layer ----")
    for j in (0, 1):
        (linear_v6m if arch == "armv6m" else linear_v7m)(out, j)
    out += [
        "    mov   r1, r11",
        "    cmp   r1, #0",
        "    beq   3f",
        "    b     2b                          @ another round (a public branch)",
        "3:  mov   r1, r8",
        f"    str   r1, [r0, #{W_RND}]",
        "    movs  r1, #0",
        "    movs  r2, #0",
        "    movs  r3, #0",
        "    movs  r4, #0",
        "    movs  r5, #0",
        "    movs  r6, #0",
    ]
    scrub(out)
    out += [
        "    pop   {r4, r5, r6, r7}",
        "    mov   r8, r4",
        "    mov   r9, r5",
        "    mov   r10, r6",
        "    mov   r11, r7",
        "    pop   {r4, r5, r6, r7, pc}",
        "    .size ascon_masked_rounds, . - ascon_masked_rounds",
        "",
        "/* dst[i] ^= src[i]: dst's word in r4, src's in r5 (one share's, a public value's or a random",
        " * word), then r4, r5 cleared, the zero word loaded, both operand buses 0. */",
        "    .global ascon_masked_xor",
        "    .type ascon_masked_xor, %function",
        "    .thumb_func",
        "ascon_masked_xor:",
        "    push  {r4, r5, lr}",
        "1:  ldr   r4, [r0]",
        "    ldr   r5, [r1]",
        "    eors  r4, r5",
        "    str   r4, [r0]",
        "    adds  r0, #4",
        "    adds  r1, #4",
        "    subs  r2, #1",
        "    bne   1b",
        "    movs  r4, #0",
        "    movs  r5, #0",
        "    ldr   r4, [r3]                    @ data bus <- 0",
        "    ands  r4, r4                      @ operand buses <- 0",
        "    pop   {r4, r5, pc}",
        "    .size ascon_masked_xor, . - ascon_masked_xor",
    ]
    return out


def main():
    arch = sys.argv[1] if len(sys.argv) > 1 else ""
    if arch not in ("armv6m", "armv7m"):
        sys.exit("usage: gen_ascon_masked_perm.py armv6m|armv7m")
    if arch == "armv6m":
        head = HEADER.format(title="ARMv6-M (Cortex-M0, M0+; runs on every Cortex-M), Thumb-1", arch=arch,
                             park="r9 (share 0) and r10 (share 1) park a value of the linear layer, 0 between uses")
        pre_lines = ["    .syntax unified", "    .arch armv6-m", "    .thumb", "    .text", ""]
    else:
        head = HEADER.format(title="ARMv7-M (Cortex-M3, M4, M7, M33), Thumb-2", arch=arch,
                             park="r9 and r10 stay 0 (the linear layer's rotations fold into its XORs: operand bus B carries\n"
                                  " * the register unrotated, a value of the same share)")
        pre_lines = ['#include "armv7m_only.h"          /* refuses ARMv6-M */', "    .syntax unified",
                     "    .arch armv7-m", "    .thumb", "    .text", ""]
    sys.stdout.write(head + "\n".join(pre_lines + round_code(arch)) + "\n")


if __name__ == "__main__":
    main()
