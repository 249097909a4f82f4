"""REPORT.md's section on the protected profile (LWC_PROFILE=protected, docs/protected.md): for every
target measured with it, each row that runs masked there beside its fast profile's figures."""
from __future__ import annotations

from .report_common import Index, _fmt, _table


def _fit(ix: Index, target: str, alg: str, profile: str):
    """The firmware cost (code bytes) of encrypt+decrypt of alg in the target's benchmark tree of profile."""
    for r in ix.recs:
        if (r["target"], r["alg"], r["op"], r.get("profile"), r.get("calls")) == \
                (target, alg, "firmware", profile, "encrypt+decrypt") and r.get("bench_device"):
            return r["code_bytes"]
    return None


def section(ix: Index, paper: dict, targets: list[str]) -> str:
    rows = []
    for t in targets:
        masked = sorted({r["alg"] for r in ix.recs if r["target"] == t and r["op"] == "random-bytes"})
        for alg in masked:
            fast16 = ix.lib(t, alg, "encrypt", mlen=16, adlen=0)
            prot16 = ix.get(t, alg, "protected", "encrypt", mlen=16, adlen=0)
            fast_long = ix.lib(t, alg, "encrypt", mlen=1024, adlen=0)
            prot_long = ix.get(t, alg, "protected", "encrypt", mlen=1024, adlen=0)
            rnd16 = ix.get(t, alg, "protected", "random-bytes", mlen=16, adlen=0)
            rnd_long = ix.get(t, alg, "protected", "random-bytes", mlen=1024, adlen=0)
            rnd_128 = ix.get(t, alg, "protected", "random-bytes", mlen=128, adlen=0)
            if not (fast16 and prot16 and fast_long and prot_long and rnd16):
                continue
            per_byte = (rnd_long["cycles"] - rnd_128["cycles"]) / (1024 - 128) if rnd_long and rnd_128 else None
            rows.append([t, alg, _fmt(fast16["cycles"]), _fmt(prot16["cycles"]),
                         _fmt(fast_long["cpb"], 1), _fmt(prot_long["cpb"], 1),
                         _fmt(prot_long["cpb"] / fast_long["cpb"], 2) if fast_long["cpb"] else "–",
                         _fmt(_fit(ix, t, alg, "fast")), _fmt(_fit(ix, t, alg, "protected")),
                         _fmt(max(fast16["stack_bytes"], fast_long["stack_bytes"])),
                         _fmt(max(prot16["stack_bytes"], prot_long["stack_bytes"])),
                         _fmt(rnd16["cycles"]), _fmt(per_byte, 1)])
    if not rows:
        return ""
    return "\n".join([
        "## The protected profile (docs/protected.md)\n",
        "`LWC_PROFILE=protected` (presets `<target>-protected`): the rows with a masked implementation run it "
        "behind the ordinary API; every other row runs its fast code. One-shot encryption, no AD: the key "
        "masked as it is read, its setup on the shares, then the message (the benchmark's random source is "
        "a xorshift32 whose cycles are inside the figures). cpb = cycles per byte at 1024 bytes from the 1024- "
        "and 128-byte figures; code = the firmware cost of encrypt+decrypt (bench/fit, code bytes as a "
        "--gc-sections link counts them); stack = the peak of the call (painted); random = the bytes the call "
        "asked of the random source for a 16-byte message, and per further message byte.\n",
        _table(["target", "alg", "fast 16 B cycles", "protected 16 B cycles", "fast cpb", "protected cpb",
                "protected / fast cpb", "fast code", "protected code", "fast stack", "protected stack",
                "random bytes, 16 B", "random bytes per byte"], rows),
    ])
