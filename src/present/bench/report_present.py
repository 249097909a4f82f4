"""REPORT.md section: PRESENT (Shin et al., Table 5)."""
from __future__ import annotations

import lwctargets

from .report_common import Index, _fmt, _ratio, _table  # noqa: F401


def present_table(ix: Index, paper: dict, targets) -> str:
    t5 = paper["present_table5"]["target"]  # the paper's processor
    out = ["## PRESENT (Shin et al.), one-block encryption with precomputed round keys\n"]
    rows = []
    for name, pub in paper["present_table5"]["rows"].items():
        rows.append([name, t5, _fmt(pub["code_bytes"]), _fmt(pub["ram_bytes"]), "–", _fmt(float(pub["cpb"]), 2)])
    for target in targets:
        for alg in ("present-80", "present-128"):
            for r, label in ((ix.lib(target, alg, "encrypt"), None), (ix.ref(target, alg, "encrypt"), "ref C")):
                if r:
                    ram = 256 + r["stack_bytes"] + r["ram_bytes"]
                    rows.append([f"ours: {alg} {label or r['variant']}", target, _fmt(r["symbol_bytes"]), _fmt(ram),
                                 _fmt(r["cycles"]), _fmt(r["cycles"] / 8, 2)])
    out.append(_table(["implementation", "target", "function bytes", "RAM bytes", "cycles", "cycles/byte"], rows))
    out.append("Our RAM = 256 bytes of round keys + peak stack + static RAM of the PRESENT objects; our code "
               "bytes = the PRESENT objects (key schedule, encryption and decryption together). *ref C* = the "
               "library's portable C (src/present/ref/, the reference of the foundation issue) built for the "
               "target and measured the same way (bench_ref.elf, docs/benchmark-method.md).\n")
    g = paper["present_goals"]
    rows = []
    for goal in (x for x in g["rows"] if x["target"] in targets):
        if "variant" in goal:
            r = ix.get(goal["target"], "present-80", goal["variant"], goal["op"])
        else:
            r = ix.lib(goal["target"], "present-80", goal["op"], mlen=goal.get("mlen"))
        if r or "variant" not in goal:
            rows.append([goal["target"], goal["figure"], _fmt(r["cycles"] / goal["per_bytes"], 1) if r else "–",
                         _fmt(goal["goal"]), goal["anchor"]])
    if "decrypt_within_pct" in g:
        for target in targets:
            e, d = ix.lib(target, "present-80", "encrypt"), ix.lib(target, "present-80", "decrypt")
            if e and d:
                rows.append([target, "decrypt over encrypt (%)", _fmt(100.0 * (d["cycles"] / e["cycles"] - 1), 1),
                             "<= " + _fmt(g["decrypt_within_pct"]["goal"]), "–"])
    out.append("\nGoals (cycles per byte; the last rows in per cent):\n")
    out.append(_table(["target", "figure", "ours", "goal", "anchor"], rows))
    notes = paper.get("present_notes", {})
    for target in targets:
        r = ix.lib(target, "present-80", "encrypt")
        if r and r["variant"] == "ref":
            out.append(f"{target}: the PRESENT assembly is not written yet; these are the portable C "
                       "figures.\n")
        elif r and target in notes:
            out.append(notes[target] + ".\n")
    out.append(present_variants(ix, paper))
    return "\n".join(out)


def present_variants(ix: Index, paper: dict) -> str:
    """Shin et al., Table 5 beside the block functions called directly on the paper's processor (bench
    kernels "present-encrypt"/"present-decrypt"): the library's and the paper's two P1 variants."""
    t5 = paper["present_table5"]["target"]
    rows = []
    for name, pub in paper["present_table5"]["rows"].items():
        rows.append([name, _fmt(pub["code_bytes"]), _fmt(pub["ram_bytes"]), "–", _fmt(float(pub["cpb"]), 2), "–"])
    for variant, label in (("asm", "ours: library (present_encrypt_block)"),
                           ("ref", "ours: ref C (present_encrypt_block of src/present/ref)"),
                           ("p1-16bit", "ours: p1-16bit (Table 2 P1)"), ("p1-8bit", "ours: p1-8bit (Tables 3-4 P1)")):
        e = ix.get(t5, "present-80", variant, "present-encrypt")
        d = ix.get(t5, "present-80", variant, "present-decrypt")
        if not e:
            continue
        rows.append([label, _fmt(e["symbol_bytes"]), _fmt(256 + e["stack_bytes"]), _fmt(e["cycles"]),
                     _fmt(e["cycles"] / 8, 2), _fmt(d["cycles"]) if d else "–"])
    for alg, key_bytes in (("present-80", 10), ("present-128", 16)):
        # on the fly (key schedule included in every call): no round-key table; RAM = the raw key +
        # peak stack; code = the encryption function + the flash tables it reads (sizes.py)
        e = ix.get(t5, alg, "otf", "present-encrypt")
        d = ix.get(t5, alg, "otf", "present-decrypt")
        if e:
            rows.append([f"ours: {alg} on the fly (key schedule included)", _fmt(e["symbol_bytes"]),
                         _fmt(key_bytes + e["stack_bytes"]), _fmt(e["cycles"]), _fmt(e["cycles"] / 8, 2),
                         _fmt(d["cycles"]) if d else "–"])
    if len(rows) == len(paper["present_table5"]["rows"]):
        return ""
    return (f"\n{lwctargets.load(t5).title}, Shin et al., Table 5 beside our block functions called directly (one "
            "block, round keys precomputed; code = the encryption function; RAM = 256 bytes of round keys + peak stack; the "
            "on-the-fly rows start from the raw key: RAM = the key + peak stack, code = the function + "
            "the flash tables it reads; decryption first runs the key schedule forward in registers):\n\n" +
            _table(["implementation", "function bytes", "RAM bytes", "encrypt cycles", "cycles/byte", "decrypt cycles"],
                   rows))


def section(ix: Index, paper: dict, targets) -> str:
    return present_table(ix, paper, targets)
