"""REPORT.md section: Ascon (NIST SP 800-232), lwcrypt's figures beside the designers' ascon-c."""
from __future__ import annotations

from .report_common import Index, _fmt, _table

# The designers' ascon-c (Dobraunig, Eichlseder, Mendel, Schläffer; docs/references.md), built with
# lwcrypt's flags and measured in lwcrypt's simulators by the project (docs/ascon.md, "Per-target
# figures"; the build is not part of the repository), in the benchmark's terms: long = (c(1024) -
# c(128)) / 896 cycles per byte of encryption without associated data, 16 B = cycles of one
# encryption of a 16-byte message, hash = Ascon-Hash256 cycles per byte of a long message. Per
# target: the ascon-c implementation and profile each figure is of.
ASCON_C = {
    "avr": [("avr, -O3", {"long": 372.3, "16": 24456, "hash": 1053})],
    "cm3": [("armv7m (its fastest), -O3", {"long": 40.5, "16": 2429, "hash": 91.6}),
            ("armv7m_lowsize, -Os", {"long": 48.9, "16": 3165})],
    "cm0plus": [("armv6m, -O3", {"long": 112.9, "16": 6695, "hash": 258.9}),
                ("armv6m_lowsize, -Os", {"long": 121.3, "16": 7006, "hash": 268.4})],
    "rv32": [("asm_rv32i, -O3", {"long": 60.1, "16": 4025}), ("opt32, -O3", {"hash": 189.5})],
}


def _long(ix: Index, target: str, alg: str, op: str):
    """(c(1024) - c(128)) / 896 of the library's records, None without both."""
    adlen = 0 if op == "encrypt" else None
    a, b = (ix.lib(target, alg, op, mlen=n, adlen=adlen) for n in (1024, 128))
    if not a or not b or a.get("cycles") is None or b.get("cycles") is None:
        return None
    return (a["cycles"] - b["cycles"]) / 896


def _ours(ix: Index, target: str) -> dict:
    short = ix.lib(target, "ascon-aead128", "encrypt", mlen=16, adlen=0)
    return {"variant": (short or {}).get("variant", "–"), "long": _long(ix, target, "ascon-aead128", "encrypt"),
            "16": short["cycles"] if short else None, "hash": _long(ix, target, "ascon-hash256", "hash")}


def section(ix: Index, paper: dict, targets) -> str:
    rows = []
    for t in targets:
        ours = _ours(ix, t)
        if ours["long"] is None and ours["16"] is None and ours["hash"] is None:
            continue
        rows.append([t, f"lwcrypt {ours['variant']}", _fmt(ours["long"], 1), _fmt(ours["16"]),
                     _fmt(ours["hash"], 1)])
        base = t.split("-")[0]
        if base == t:
            for label, f in ASCON_C.get(base, []):
                rows.append([t, f"ascon-c {label}", _fmt(f.get("long"), 1), _fmt(f.get("16")),
                             _fmt(f.get("hash"), 1)])
    if not rows:
        return ""
    out = ["## Ascon (NIST SP 800-232)\n",
           "Ascon-AEAD128 encryption without associated data (long: (c(1024) - c(128)) / 896 cycles per byte; "
           "16 B: cycles of one call) and Ascon-Hash256 of a long message, cycles per byte the same way. The ascon-c rows are "
           "the designers' code (docs/references.md), ascon-c measured in lwcrypt's simulators with lwcrypt's "
           "flags by the project (docs/ascon.md), not by `make bench`.\n",
           _table(["target", "implementation", "long c/B", "16 B (cycles)", "Hash256 c/B"], rows)]
    return "\n".join(out)
