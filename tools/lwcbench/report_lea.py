"""REPORT.md section: LEA (paper 004, Table 4)."""
from __future__ import annotations

from .report_common import Index, _fmt, _ratio, _table  # noqa: F401


def lea_table(ix: Index, paper: dict) -> str:
    out = ["## LEA (paper 004, Table 4), Cortex-M3, LEA-128 encryption\n"]
    rows = [[n, _fmt(p["cpb"]), _fmt(p["ram_bytes"]), _fmt(p["rom_bytes"])]
            for n, p in paper["lea_table4"]["rows"].items()]
    for alg in ("lea-128", "lea-192", "lea-256"):
        r = ix.lib("cm3", alg, "encrypt")
        if r:
            rows.append([f"ours: {alg} {r['variant']}, precomputed keys", _fmt(r["cycles"] / 16, 2),
                         _fmt(772 + r["stack_bytes"] + r["ram_bytes"]), _fmt(r["code_bytes"])])
    out.append(_table(["implementation", "cycles/byte", "RAM bytes", "ROM bytes"], rows))
    out.append("Our RAM = the 772-byte context + peak stack; ROM = the LEA objects (key schedule, encryption, "
               "decryption). Cycles include the public API (lwc_lea_encrypt's checks) and the call.\n")
    g = paper["lea_goals"]
    rows = []
    for target, what, op, mlen, per, key in (("cm3", "LEA-128 encrypt, stored round keys (c/B)", "encrypt", None, 16,
                                              "cm3_encrypt_cpb"),
                                             ("cm3", "LEA-128 key schedule (cycles)", "key-schedule", None, 1,
                                              "cm3_key_schedule"),
                                             ("cm3", "LEA-128-CTR, 1024 bytes (c/B)", "ctr", 1024, 1024, "cm3_ctr_cpb"),
                                             ("avr", "LEA-128 encrypt, stored round keys (c/B)", "encrypt", None, 16,
                                              "avr_encrypt_cpb")):
        r = ix.lib(target, "lea-128", op, mlen=mlen)
        rows.append([target, what, r["variant"] if r else "–", _fmt(r["cycles"] / per, 1) if r else "–",
                     _fmt(g[key]["goal"]), g[key]["anchor"]])
    out.append("\nGoals of issue 7:\n")
    out.append(_table(["target", "figure", "variant", "ours", "goal", "anchor"], rows))
    out.append("Not written yet: the on-the-fly variant of paper 004 (goal <= 29 c/B, <= 100 B RAM), the "
               "assembly key schedule and the AVR assembly.\n")
    return "\n".join(out)


def section(ix: Index, paper: dict, targets) -> str:
    return lea_table(ix, paper) if "cm3" in targets and "avr" in targets else ""
