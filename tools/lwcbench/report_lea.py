"""REPORT.md section: LEA (paper 004, Table 4)."""
from __future__ import annotations

from .report_common import Index, _fmt, _ratio, _table  # noqa: F401


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


def section(ix: Index, paper: dict, targets) -> str:
    return lea_table(ix, paper) if "cm3" in targets else ""
