"""REPORT.md section: PRESENT (paper 001, Table 5)."""
from __future__ import annotations

from .report_common import Index, _fmt, _ratio, _table  # noqa: F401


def present_table(ix: Index, paper: dict) -> str:
    out = ["## PRESENT (paper 001), one-block encryption with precomputed round keys\n"]
    rows = []
    for name, pub in paper["present_table5"]["rows"].items():
        rows.append([name, "avr", _fmt(pub["code_bytes"]), _fmt(pub["ram_bytes"]), "–", _fmt(float(pub["cpb"]), 2)])
    for target in ("avr", "cm3"):
        for alg in ("present-80", "present-128"):
            for r, label in ((ix.lib(target, alg, "encrypt"), None), (ix.ref(target, alg, "encrypt"), "ref C")):
                if r:
                    ram = 256 + r["stack_bytes"] + r["ram_bytes"]
                    rows.append([f"ours: {alg} {label or r['variant']}", target, _fmt(r["code_bytes"]), _fmt(ram),
                                 _fmt(r["cycles"]), _fmt(r["cycles"] / 8, 2)])
    out.append(_table(["implementation", "target", "code bytes", "RAM bytes", "cycles", "cycles/byte"], rows))
    out.append("Our RAM = 256 bytes of round keys + peak stack + static RAM of the PRESENT objects; our code "
               "bytes = the PRESENT objects (key schedule, encryption and decryption together). *ref C* = the "
               "library's portable C (src/present/ref/, the reference of the foundation issue) built for the "
               "target and measured the same way (bench_ref.elf, docs/benchmark-method.md).\n")
    g = paper["present_goals"]
    rows = []
    for (target, what, op, mlen, per), goal in ((("avr", "encrypt, precomputed keys", "encrypt", None, 8),
                                                 g["avr_encrypt_cpb"]),
                                                (("cm3", "encrypt, precomputed keys", "encrypt", None, 8),
                                                 g["cm3_encrypt_cpb"]),
                                                (("cm3", "CTR, 1024 bytes", "ctr", 1024, 1024), g["cm3_ctr_cpb"])):
        r = ix.lib(target, "present-80", op, mlen=mlen)
        rows.append([target, what, _fmt(r["cycles"] / per, 1) if r else "–", _fmt(goal["goal"]), goal["anchor"]])
    otf = ix.get("avr", "present-80", "otf", "present-encrypt")
    if otf and "avr_otf80_cpb" in g:
        rows.append(["avr", "on the fly PRESENT-80, key schedule included", _fmt(otf["cycles"] / 8, 1),
                     _fmt(g["avr_otf80_cpb"]["goal"]), g["avr_otf80_cpb"]["anchor"]])
    if "decrypt_within_pct" in g:
        for target in ("avr", "cm3"):
            e, d = ix.lib(target, "present-80", "encrypt"), ix.lib(target, "present-80", "decrypt")
            if e and d:
                rows.append([target, "decrypt over encrypt (%)", _fmt(100.0 * (d["cycles"] / e["cycles"] - 1), 1),
                             "<= " + _fmt(g["decrypt_within_pct"]["goal"]), "–"])
    out.append("\nGoals of issue 5 (cycles per byte; the last rows in per cent):\n")
    out.append(_table(["target", "figure", "ours", "goal", "anchor"], rows))
    notes = {"cm3": "Cortex-M3: bitsliced assembly (two plane orders, pLayer as alternating 4x4 transposes; "
                    "CTR through the 2-block core), docs/present.md",
             "avr": "AVR: two-round structure of paper 001 / Reis et al. (P = P1 o P0, pre-permuted round keys, "
                    "in-place 9-step bitsliced S-box, 8-bit P1 with SWAP), docs/present.md"}
    for target in ("avr", "cm3"):
        r = ix.lib(target, "present-80", "encrypt")
        if r and r["variant"] == "ref":
            out.append(f"{target}: the PRESENT assembly of issue 5 is not written yet; these are the portable C "
                       "figures.\n")
        elif r and target in notes:
            out.append(notes[target] + ".\n")
    out.append(present_avr_variants(ix, paper))
    return "\n".join(out)


def present_avr_variants(ix: Index, paper: dict) -> str:
    """Paper 001 Table 5 beside the AVR block functions called directly (bench kernels
    "present-encrypt"/"present-decrypt"): the library's and the paper's two P1 variants."""
    rows = []
    for name, pub in paper["present_table5"]["rows"].items():
        rows.append([name, _fmt(pub["code_bytes"]), _fmt(pub["ram_bytes"]), "–", _fmt(float(pub["cpb"]), 2), "–"])
    for variant, label in (("asm", "ours: library (present_encrypt_block)"),
                           ("ref", "ours: ref C (present_encrypt_block of src/present/ref)"),
                           ("p1-16bit", "ours: p1-16bit (Table 2 P1)"), ("p1-8bit", "ours: p1-8bit (Tables 3-4 P1)")):
        e = ix.get("avr", "present-80", variant, "present-encrypt")
        d = ix.get("avr", "present-80", variant, "present-decrypt")
        if not e:
            continue
        rows.append([label, _fmt(e["code_bytes"]), _fmt(256 + e["stack_bytes"]), _fmt(e["cycles"]),
                     _fmt(e["cycles"] / 8, 2), _fmt(d["cycles"]) if d else "–"])
    for alg, key_bytes in (("present-80", 10), ("present-128", 16)):
        # on the fly (key schedule included in every call): no round-key table; RAM = the raw key +
        # peak stack; code = the encryption function + the flash tables it reads (sizes.py)
        e = ix.get("avr", alg, "otf", "present-encrypt")
        d = ix.get("avr", alg, "otf", "present-decrypt")
        if e:
            rows.append([f"ours: {alg} on the fly (key schedule included)", _fmt(e["code_bytes"]),
                         _fmt(key_bytes + e["stack_bytes"]), _fmt(e["cycles"]), _fmt(e["cycles"] / 8, 2),
                         _fmt(d["cycles"]) if d else "–"])
    if len(rows) == len(paper["present_table5"]["rows"]):
        return ""
    return ("\nAVR, paper 001 Table 5 beside our block functions called directly (one block, round keys "
            "precomputed; code = the encryption function; RAM = 256 bytes of round keys + peak stack; the "
            "on-the-fly rows start from the raw key: RAM = the key + peak stack, code = the function + "
            "the flash tables it reads; decryption first runs the key schedule forward in registers):\n\n" +
            _table(["implementation", "code bytes", "RAM bytes", "encrypt cycles", "cycles/byte", "decrypt cycles"],
                   rows))


def section(ix: Index, paper: dict, targets) -> str:
    return present_table(ix, paper)
