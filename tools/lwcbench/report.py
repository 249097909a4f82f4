"""bench/results/REPORT.md: the papers' tables with our figures beside the published ones."""
from __future__ import annotations

import datetime
import json
import os


def _fmt(v, digits=0):
    if v is None:
        return "–"
    if isinstance(v, float):
        return f"{v:,.{digits or 1}f}"
    return f"{v:,}"


def _ratio(ours, paper):
    if ours is None or not paper:
        return "–"
    return f"{ours / paper:.3f}"


class Index:
    def __init__(self, records):
        self.recs = records

    def get(self, target, alg, variant, op, mlen=None, adlen=None):
        for r in self.recs:
            if (r["target"], r["alg"], r["variant"], r["op"]) == (target, alg, variant, op) and \
                    (mlen is None or r["mlen"] == mlen) and (adlen is None or r["adlen"] == adlen):
                return r
        return None

    def cycles(self, *a, **kw):
        r = self.get(*a, **kw)
        return r["cycles"] if r else None


def _table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(out) + "\n"


TJ_VARIANTS = (("normal", "N", "N: normal C"), ("opt", "O", "O: optimized C"),
               ("reverse-shift", "R", "R: reverse-shift asm"))


def _lib_variant(ix: Index, target: str) -> str:
    """The variant label of the library's own TinyJAMBU on a target ("asm" or "ref")."""
    r = next((r for r in ix.recs if r["target"] == target and r["alg"] == "tinyjambu-128" and r["op"] == "encrypt"
              and r["mlen"] == 0), None)
    return r["variant"] if r else "ref"


def tinyjambu_tables(ix: Index, paper: dict, targets) -> str:
    goals = paper["tinyjambu_goals"]
    out = ["## TinyJAMBU (paper 000)\n"]
    lib = _lib_variant(ix, "avr")
    out.append("### Table 6: keyed permutation, ATmega128\n")
    out.append("*call* = one call including argument setup, CALL, prologue, epilogue and RET; *body* = call "
               "minus the same function called with 0 rounds (its fixed cost), comparable with the paper's "
               "body-only figures. N, O, R are the paper's variants rebuilt here; the last row of each group is "
               f"the library's own AVR permutation (`{lib}`, src/tinyjambu/avr/).\n")
    rows = []
    for key, pub in paper["tinyjambu_table6"]["rows"].items():
        op, alg = key.split("/")
        label = f"{op.replace('permute-', '')}-{alg.split('-')[1]}"
        for variant, col, name in TJ_VARIANTS + ((lib, None, f"lwcrypt {lib}"),):
            call = ix.cycles("avr", alg, variant, op)
            zero = ix.cycles("avr", alg, variant, "permute-0")
            body = call - zero if call is not None and zero is not None else None
            p = pub.get(col) if col else None
            r = ix.get("avr", alg, variant, op)
            rows.append([label, name, _fmt(p), _fmt(call), _fmt(body), _ratio(body, p) if p else "–",
                         _fmt(r["code_bytes"]) if r else "–", _fmt(r["stack_bytes"]) if r else "–"])
    out.append(_table(["rounds-key", "variant", "paper (body)", "ours: call", "ours: body", "body / paper",
                       "code bytes", "stack bytes"], rows))
    g = goals["avr"]["permute-640/tinyjambu-128"]
    ours = ix.cycles("avr", "tinyjambu-128", lib, "permute-640")
    out.append(f"\nGoal (issue 4): permute-640 with a 128-bit key, call included, <= {g['goal']:,} (best public "
               f"code: {g['best_public']:,}): ours **{_fmt(ours)}**.\n")

    out.append("\n### Table 7: TinyJAMBU, 8-byte message, no associated data, ATmega128\n")
    out.append("One call of encrypt or decrypt; *+I* = initialization skip: the key and nonce setup done "
               "ahead (`lwc_tinyjambu_prepare`), the call processes message and tag only.\n")
    rows = []
    for key, pub in paper["tinyjambu_table7"]["rows"].items():
        op, alg = key.split("/")
        for variant, col, name in TJ_VARIANTS + ((lib, None, f"lwcrypt {lib}"),):
            for skip in (False, True):
                v = variant + ("+init-skip" if skip else "")
                c = (col + ("+I" if skip else "")) if col else None
                ours = ix.cycles("avr", alg, v, op, mlen=8, adlen=0)
                p = pub.get(c) if c else None
                rows.append([f"{alg} {op}", f"{name}{' +I' if skip else ''}", _fmt(p), _fmt(ours),
                             _ratio(ours, p) if p else "–"])
    out.append(_table(["operation", "variant", "paper", "ours", "ours / paper"], rows))
    g1, g2 = goals["avr"]["encrypt-8/tinyjambu-128"], goals["avr"]["encrypt-8-init-skip/tinyjambu-128"]
    out.append(f"\nGoals (issue 4): TinyJAMBU-128 encrypt of 8 bytes <= {g1['goal']:,} (best public "
               f"{g1['best_public']:,}): ours **{_fmt(ix.cycles('avr', 'tinyjambu-128', lib, 'encrypt', mlen=8, adlen=0))}**; "
               f"with initialization skip <= {g2['goal']:,}: ours "
               f"**{_fmt(ix.cycles('avr', 'tinyjambu-128', lib + '+init-skip', 'encrypt', mlen=8, adlen=0))}**.\n")
    out.append("\nOn N and O this table is 0.3-7.5% above the paper while Table 6 matches within 0.4%: the "
               "permutations agree, the difference is the mode around them. The paper ran the designers' mode "
               "code (one file, so -O3 may inline the permutation); here every variant runs through the "
               "library's mode (argument checks, byte-order-independent loads, wiping, the permutation called "
               "through the contract). A one-file build of our mode with N measured 224,398 for TinyJAMBU-128 "
               "encrypt (+3.4%), so inlining explains about 40% of the N gap; the rest is not investigated "
               "further. The asm rows are unaffected: they are the library as shipped.\n")

    out.append("\n### Long messages: cycles per byte at 1024 bytes (no AD)\n")
    rows = []
    for target in targets:
        libv = _lib_variant(ix, target)
        for alg in ("tinyjambu-128", "tinyjambu-192", "tinyjambu-256"):
            r = ix.get(target, alg, libv, "encrypt", mlen=1024, adlen=0)
            gl = goals.get(target, {}).get(f"cpb/{alg}", {})
            rows.append([target, alg, libv, _fmt(r["cpb"], 1) if r else "–", _fmt(gl.get("best_public")),
                         _fmt(gl.get("goal"))])
    out.append(_table(["target", "alg", "variant", "ours c/B", "best public c/B", "goal c/B"], rows))
    if "cm3" in targets:
        g = goals["cm3"]["permute-640/tinyjambu-128"]
        libv = _lib_variant(ix, "cm3")
        out.append(f"\nCortex-M3 permute-640 (128-bit key, call included): ours "
                   f"**{_fmt(ix.cycles('cm3', 'tinyjambu-128', libv, 'permute-640'))}** "
                   f"(goal <= {g['goal']}, best public {g['best_public']}).\n")
    return "\n".join(out)


def present_table(ix: Index, paper: dict) -> str:
    out = ["## PRESENT (paper 001), one-block encryption with precomputed round keys\n"]
    rows = []
    for name, pub in paper["present_table5"]["rows"].items():
        rows.append([name, "avr", _fmt(pub["code_bytes"]), _fmt(pub["ram_bytes"]), "–", _fmt(float(pub["cpb"]), 2)])
    for target in ("avr", "cm3"):
        for alg in ("present-80", "present-128"):
            r = ix.get(target, alg, "ref", "encrypt")
            if r:
                ram = 256 + r["stack_bytes"] + r["ram_bytes"]
                rows.append([f"ours: {alg} ref C", target, _fmt(r["code_bytes"]), _fmt(ram), _fmt(r["cycles"]),
                             _fmt(r["cycles"] / 8, 2)])
    out.append(_table(["implementation", "target", "code bytes", "RAM bytes", "cycles", "cycles/byte"], rows))
    out.append("Our RAM = 256 bytes of round keys + peak stack + static RAM of the PRESENT objects; our code "
               "bytes = the PRESENT objects (key schedule, encryption and decryption together).\n")
    return "\n".join(out)


def romulus_table(ix: Index, paper: dict) -> str:
    out = ["## Romulus LFSR (paper 002, Table 7), ATmega128, one update including the call\n"]
    rows = [[name, _fmt(v), "–", "–"] for name, v in paper["romulus_table7"]["rows"].items()]
    ours = ix.cycles("avr", "romulus-n", "ref", "lfsr-update")
    rows.append(["ours: ref C", "79 (reference C)", _fmt(ours), _ratio(ours, 79)])
    out.append(_table(["implementation", "paper", "ours", "ours / paper ref"], rows))
    sk = [[t, _fmt(ix.cycles(t, "romulus-n", "ref", "skinny-block"))] for t in ("avr", "cm3")]
    out.append("\nSKINNY-128-384+ one block (40 rounds, full tweakey schedule), ref C:\n")
    out.append(_table(["target", "cycles"], sk))
    return "\n".join(out)


def lea_table(ix: Index, paper: dict) -> str:
    out = ["## LEA (paper 004, Table 4), Cortex-M3, LEA-128 encryption\n"]
    rows = [[n, _fmt(p["cpb"]), _fmt(p["ram_bytes"]), _fmt(p["rom_bytes"])]
            for n, p in paper["lea_table4"]["rows"].items()]
    for alg in ("lea-128", "lea-192", "lea-256"):
        r = ix.get("cm3", alg, "ref", "encrypt")
        if r:
            rows.append([f"ours: {alg} ref C, precomputed keys", _fmt(r["cycles"] / 16, 2),
                         _fmt(772 + r["stack_bytes"] + r["ram_bytes"]), _fmt(r["code_bytes"])])
    out.append(_table(["implementation", "cycles/byte", "RAM bytes", "ROM bytes"], rows))
    out.append("Our RAM = the 772-byte context + peak stack; ROM = the LEA objects (key schedule, encryption, "
               "decryption).\n")
    return "\n".join(out)


def target_tables(ix: Index, target: str) -> str:
    recs = [r for r in ix.recs if r["target"] == target]
    out = [f"## All measurements: {target}\n"]
    aead = sorted({r["alg"] for r in recs if r["op"] in ("encrypt", "decrypt") and r["adlen"] in (0, 16)
                   and not r["alg"].startswith(("present", "lea"))})
    lengths = [0, 8, 16, 64, 128, 1024]
    rows = []
    for alg in aead:
        variant = next(r["variant"] for r in recs if r["alg"] == alg and r["op"] == "encrypt")
        for op in ("encrypt", "decrypt"):
            for adlen in (0, 16):
                cyc = [ix.cycles(target, alg, variant, op, mlen=m, adlen=adlen) for m in lengths]
                r1024 = ix.get(target, alg, variant, op, mlen=1024, adlen=adlen)
                rows.append([alg, variant, op, adlen] + [_fmt(c) for c in cyc] +
                            [_fmt(r1024["cpb"], 1) if r1024 else "–", _fmt(r1024["stack_bytes"]) if r1024 else "–",
                             _fmt(r1024["code_bytes"]) if r1024 else "–"])
    for r0 in [r for r in recs if r["op"] == "hash" and r["mlen"] == 0]:
        cyc = [ix.cycles(target, r0["alg"], r0["variant"], "hash", mlen=m) for m in lengths]
        r1024 = ix.get(target, r0["alg"], r0["variant"], "hash", mlen=1024)
        rows.append([r0["alg"], r0["variant"], "hash", "–"] + [_fmt(c) for c in cyc] +
                    [_fmt(r1024["cpb"], 1), _fmt(r1024["stack_bytes"]), _fmt(r1024["code_bytes"])])
    out.append("AEAD and hash: cycles per call by message length (bytes); cpb = cycles per byte at 1024 "
               "bytes from the 1024- and 128-byte figures.\n")
    out.append(_table(["alg", "variant", "op", "AD"] + [str(m) for m in lengths] + ["cpb", "stack", "code"], rows))
    rows = []
    for alg in sorted({r["alg"] for r in recs if r["alg"].startswith(("present", "lea"))}):
        ks = ix.get(target, alg, "ref", "key-schedule")
        enc = ix.get(target, alg, "ref", "encrypt")
        dec = ix.get(target, alg, "ref", "decrypt")
        if ks and enc and dec:
            rows.append([alg, "ref", _fmt(ks["cycles"]), _fmt(enc["cycles"]), _fmt(dec["cycles"]),
                         _fmt(enc["cpb"], 1), _fmt(max(ks["stack_bytes"], enc["stack_bytes"], dec["stack_bytes"])),
                         _fmt(enc["code_bytes"])])
    out.append("\nBlock ciphers: key schedule and one block (cycles); cpb = encryption cycles per byte.\n")
    out.append(_table(["alg", "variant", "key schedule", "encrypt", "decrypt", "cpb", "stack", "code"], rows))
    rows = [[r["alg"], r["variant"], r["op"], _fmt(r["cycles"]), _fmt(r["stack_bytes"]), _fmt(r["code_bytes"])]
            for r in recs if r["op"].startswith(("permute", "lfsr", "skinny"))]
    out.append("\nKernels (one call including argument setup, call and return):\n")
    out.append(_table(["alg", "variant", "op", "cycles", "stack", "code"], rows))
    return "\n".join(out)


def write(path: str, records: list[dict], meta: dict, paper_path: str, plots: list[str]) -> None:
    with open(paper_path, encoding="utf-8") as f:
        paper = json.load(f)
    ix = Index(records)
    parts = [
        "# lwcrypt benchmark report\n",
        f"Generated by `make bench` on {datetime.date.today().isoformat()} from `bench/results/*.json`; "
        "do not edit by hand. Method: [docs/benchmark-method.md](../../docs/benchmark-method.md).\n",
        "| target | cycles from | compiler |\n|---|---|---|\n" +
        "".join(f"| {t} | {m['model']} | {m['compiler']} |\n" for t, m in meta.items()),
        "Paper figures are as published (`bench/paper_figures.json`); *ours / paper* below 1 means we are "
        "faster.\n",
    ]
    if "avr" in meta:
        parts += [tinyjambu_tables(ix, paper, list(meta)), romulus_table(ix, paper)]
    parts.append(present_table(ix, paper))
    if "cm3" in meta:
        parts.append(lea_table(ix, paper))
    for t in meta:
        parts.append(target_tables(ix, t))
    if plots:
        parts.append("## Cycles per byte against message length\n")
        parts += [f"![{os.path.basename(p)}]({os.path.basename(p)})\n" for p in plots]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(parts))
