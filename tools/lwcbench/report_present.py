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
            r = ix.lib(target, alg, "encrypt")
            if r:
                ram = 256 + r["stack_bytes"] + r["ram_bytes"]
                rows.append([f"ours: {alg} {r['variant']}", target, _fmt(r["code_bytes"]), _fmt(ram), _fmt(r["cycles"]),
                             _fmt(r["cycles"] / 8, 2)])
    out.append(_table(["implementation", "target", "code bytes", "RAM bytes", "cycles", "cycles/byte"], rows))
    out.append("Our RAM = 256 bytes of round keys + peak stack + static RAM of the PRESENT objects; our code "
               "bytes = the PRESENT objects (key schedule, encryption and decryption together).\n")
    g = paper["present_goals"]
    rows = []
    for (target, what, op, mlen, per), goal in ((("avr", "encrypt, precomputed keys", "encrypt", None, 8),
                                                 g["avr_encrypt_cpb"]),
                                                (("cm3", "encrypt, precomputed keys", "encrypt", None, 8),
                                                 g["cm3_encrypt_cpb"]),
                                                (("cm3", "CTR, 1024 bytes", "ctr", 1024, 1024), g["cm3_ctr_cpb"])):
        r = ix.lib(target, "present-80", op, mlen=mlen)
        rows.append([target, what, _fmt(r["cycles"] / per, 1) if r else "–", _fmt(goal["goal"]), goal["anchor"]])
    out.append("\nGoals of issue 5 (cycles per byte):\n")
    out.append(_table(["target", "figure", "ours", "goal", "anchor"], rows))
    out.append("The PRESENT assembly of issue 5 (bitsliced P0/P1, the 8-bit P1 with SWAP) is not written yet: "
               "these are the portable C figures.\n")
    return "\n".join(out)


def section(ix: Index, paper: dict, targets) -> str:
    return present_table(ix, paper)
