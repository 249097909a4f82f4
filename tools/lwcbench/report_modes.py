"""REPORT.md section: block-cipher modes (CTR, CBC, CMAC, CCM, GCM, ...) over PRESENT and LEA."""
from __future__ import annotations

from .report_common import Index, _fmt, _ratio, _table  # noqa: F401


OPS = ("ctr", "cbc-encrypt", "cmac", "gcm-encrypt", "ccm-encrypt")


def section(ix: Index, paper: dict, targets) -> str:
    rows = []
    for t in targets:
        for r in ix.recs:
            if r["target"] == t and r["op"] in OPS:
                rows.append([t, r["alg"], r["variant"], r["op"], _fmt(r["mlen"]), _fmt(r["cycles"]),
                             _fmt(r["cycles"] / r["mlen"], 1), _fmt(r["stack_bytes"])])
    if not rows:
        return ""
    out = ["## Block-cipher modes (src/modes, over the descriptor table)\n",
           "Cycles for one call (key schedule done before), cycles per byte; CCM and GCM with 16 bytes of AD "
           "besides the message; on the ATmega128 up to 128 bytes (its RAM). Goals: LEA-128-CTR on the M3 "
           "<= 25 c/B, PRESENT CTR on the M3 <= 125 c/B.\n",
           _table(["target", "alg", "variant", "op", "bytes", "cycles", "c/B", "stack"], rows)]
    return "\n".join(out)
