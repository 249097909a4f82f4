"""REPORT.md sections: the cost in a user's firmware (flash and RAM of the calls, beside the public
implementations' figures), short messages (8 to 64 bytes, with and without AD), and the
code-against-cycles plots. Every row comes from the records: a profile, device or target more in
the data is a column or a row more here."""
from __future__ import annotations

from . import firmware
from .report_common import Index, _fmt, _table, variant_label

SHORT_LENGTHS = (8, 16, 32, 48, 64)
SHORT_AD = (0, 8)


def _lib_label(ix: Index, target: str, alg: str) -> str | None:
    r = ix.lib(target, alg, "encrypt") or ix.lib(target, alg, "hash")
    return r["variant"] if r else None


def firmware_section(ix: Index, paper: dict, targets) -> str:
    fw = [r for r in ix.recs if r.get("op") == "firmware" and r["target"] in targets]
    if not fw:
        return ""
    out = ["## Firmware cost: what the library adds to a user's firmware\n", firmware.COST_NOTE + "\n"]
    head, rows = firmware.cost_table(fw)
    out.append(_table(head, rows))
    public = paper.get("public_implementations", {})
    points = [p for p in public.get("points", []) if p["target"] in targets and p.get("code_bytes")]
    if points:
        out.append("\nBeside the public implementations (their figures as measured with this project's compilers, "
                   "flags and simulators, timed as here; their code = all code of the scheme's objects, decryption "
                   "and tables included). Ours, per profile: the firmware cost of the comparable calls on the "
                   "target's benchmark device, and that profile's cycles for the public figure's message length.\n")
        rows = []
        for p in points:
            target, alg = p["target"], p["alg"]
            calls = {"hash": "hash", "key schedule + encrypt": "set_key+encrypt",
                     "on-the-fly encrypt, 16 B": "otf-encrypt"}.get(p["what"], "encrypt+decrypt")
            device = firmware.primary_device(fw, target)
            ours = []
            for profile in ("fast", "small"):
                mine = next((r for r in fw if (r["target"], r["device"], r["alg"], r["calls"]) ==
                             (target, device, alg, calls) and r.get("profile", "fast") == profile), None)
                cycles = None
                if p.get("cycles"):
                    if calls == "otf-encrypt":
                        cycles = ix.cycles(target, alg, variant_label("otf", profile), "encrypt", mlen=16)
                    else:
                        label = _lib_label(ix, target, alg) if profile == "fast" else "small"
                        cycles = ix.cycles(target, alg, label, "encrypt", mlen=p["mlen"], adlen=0)
                ours += [_fmt(mine["code_bytes"]) if mine else "–", _fmt(cycles)]
            rows.append([target, alg, p["what"], p["source"],
                         _fmt(p["code_bytes"]) + (f" ({p['code_note']})" if p.get("code_note") else ""),
                         _fmt(p.get("cycles")), calls] + ours)
        out.append(_table(["target", "alg", "figure", "public source", "public code", "public cycles",
                           "ours: calls", "fast: firmware cost", "fast: cycles", "small: firmware cost",
                           "small: cycles"], rows))
        srcs = public.get("_sources", {})
        if srcs:
            out.append("\nSources: " + "; ".join(f"*{k}*: {v}" for k, v in sorted(srcs.items())) + ".\n")
    return "\n".join(out)


def short_section(ix: Index, targets) -> str:
    out = ["## Short messages: 8 to 64 bytes\n",
           "Cycles of one call, by message length (bytes) and associated data (0 or 8 bytes): the readings a "
           "sensor node sends. The library's own implementation on each target, in the fast profile (its label: asm, "
           "ref+asm, ref) and in the small profile (small).\n"]
    head = ["target", "alg", "variant", "op", "AD"] + [str(m) for m in SHORT_LENGTHS]
    rows = []
    for target in targets:
        algs = []
        for r in ix.recs:
            if r["target"] == target and r["op"] in ("encrypt", "hash") and r["mlen"] in SHORT_LENGTHS \
                    and not r["alg"].startswith(("present", "lea")) and r["alg"] not in algs:
                algs.append(r["alg"])
        for alg in algs:
            # the library's own rows, then those of the small profile (variant "small") where measured
            for label in (_lib_label(ix, target, alg), "small"):
                ops = ("hash",) if ix.get(target, alg, label, "hash") else ("encrypt", "decrypt")
                if not any(ix.get(target, alg, label, op) for op in ops):
                    continue
                for op in ops:
                    for ad in (SHORT_AD if op != "hash" else (0,)):
                        cyc = [ix.cycles(target, alg, label, op, mlen=m, adlen=ad) for m in SHORT_LENGTHS]
                        rows.append([target, alg, label, op, ad if op != "hash" else "–"] + [_fmt(c) for c in cyc])
    out.append(_table(head, rows))
    return "\n".join(out)


def section(ix: Index, paper: dict, targets) -> str:
    parts = [firmware_section(ix, paper, targets), short_section(ix, targets)]
    return "\n".join(p for p in parts if p)
