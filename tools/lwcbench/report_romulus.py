"""REPORT.md section: Romulus (paper 002, Table 7; SKINNY-128-384+)."""
from __future__ import annotations

from .report_common import Index, _fmt, _ratio, _table  # noqa: F401


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


def section(ix: Index, paper: dict, targets) -> str:
    return romulus_table(ix, paper) if "avr" in targets else ""
