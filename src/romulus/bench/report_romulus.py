"""REPORT.md section: Romulus (Table 7 of Kwon et al. (Romulus LFSR); SKINNY-128-384+)."""
from __future__ import annotations

import lwctargets

from .report_common import Index, _fmt, _ratio, _table  # noqa: F401


def _long_cpb(ix: Index, target: str, alg: str, ref: bool = False):
    """The library's 1024-byte record (ref: the portable C's, when the library's is another)."""
    op = "hash" if alg == "romulus-h" else "encrypt"
    return (ix.ref if ref else ix.lib)(target, alg, op, mlen=1024, adlen=0)


def romulus_table(ix: Index, paper: dict, targets) -> str:
    goals = paper["romulus_goals"]
    t = paper["romulus_table7"]["target"]  # the paper's processor
    out = ["## Romulus, with the LFSR of Kwon et al. (Romulus LFSR)\n",
           f"### Table 7: LFSR update, {lwctargets.load(t).title}, one update including the call\n"]
    rows = []
    labels = {"ref": "reference C (Table 4, -O3)", "shift": "shift asm (Table 5)",
              "bit-store": "bit-store asm (Table 6)"}
    for variant, pub in paper["romulus_table7"]["rows"].items():
        ours = ix.cycles(t, "romulus-n", variant, "lfsr-update")
        rows.append([labels.get(variant, variant), _fmt(pub), _fmt(ours), _ratio(ours, pub), "–"])
    asm = ix.cycles(t, "romulus-n", "asm", "lfsr-update")
    rows.append(["asm (library default: one carry chain, branch-free feedback)", "–", _fmt(asm), "–",
                 f"<= {goals[t]['lfsr_update']['goal']}"])
    out.append(_table(["implementation", "paper", "ours", "ours / paper", "goal"], rows))
    out.append("Call included as the paper counts it: argument setup, CALL, body, RET (the counter in RAM).\n")
    sk = []
    for x in targets:
        lib = next((r for r in ix.recs if r["target"] == x and r["op"] == "skinny-block"), None)
        ref = ix.get(x, "romulus-n", "ref", "skinny-block")
        goal = goals.get(x, {}).get("skinny_block")
        for r in (lib, ref if ref is not lib else None):
            if r:
                own = r is lib and goal
                sk.append([x, r["variant"], _fmt(r["cycles"]), _fmt(r["stack_bytes"]),
                           _fmt(goal["goal"]) if own else "–", _fmt(goal["best_public"]) if own else "–"])
    out.append("\n### SKINNY-128-384+ one block (40 rounds, full tweakey schedule)\n")
    out.append(_table(["target", "variant", "cycles", "stack", "goal", "best public"], sk))
    rows = []
    for x in targets:
        for alg, g in goals.get(x, {}).get("long_cpb", {}).items():
            r = _long_cpb(ix, x, alg)
            rows.append([x, alg, r["variant"] if r else "–", _fmt(r["cpb"], 1) if r else "–",
                         _fmt(g["goal"]), _fmt(g["best_public"]) if "best_public" in g else "–"])
            r = _long_cpb(ix, x, alg, ref=True)
            if r:
                rows.append([x, alg, "ref C", _fmt(r["cpb"], 1), "–", "–"])
    out.append("\n### Long messages (1024 bytes, no AD), cycles per byte\n")
    out.append(_table(["target", "alg", "variant", "ours c/B", "goal", "best public"], rows))
    out.append("*ref*, *ref C*: the library's portable C (src/romulus/ref/) built for the target and measured the "
               "same way (bench_ref.elf, docs/benchmark-method.md).\n")
    impl = {x: next((r["variant"] for r in ix.recs if r["target"] == x and r["op"] == "skinny-block"), None)
            for x in targets}
    notes = [f"{x}: {'the SKINNY-128-384+ assembly' if v == 'asm' else 'the portable C SKINNY'}"
             for x, v in impl.items() if v]
    if notes:
        out.append("SKINNY under the modes, " + "; ".join(notes) + ".\n")
    return "\n".join(out)


def section(ix: Index, paper: dict, targets) -> str:
    return romulus_table(ix, paper, targets) if paper["romulus_table7"]["target"] in targets else ""
