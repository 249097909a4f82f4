"""bench/results/REPORT.md: the papers' tables with our figures beside the published ones.

One module per primitive (src/<primitive>/bench/report_<primitive>.py, for each primitive of
src/manifest.json in its order; each has section(ix, paper, targets)) writes its section, between the
firmware cost and the modes and STREAM sections of this folder; this file adds the
per-target tables of every measurement and assembles the report. Paper figures come from
bench/paper_figures/*.json (one file per primitive, merged by top-level key)."""
from __future__ import annotations

import datetime
import glob
import importlib.util
import json
import os

from . import report_fit, report_leakage, report_modes, report_protected, report_stream
from .report_common import Index, _fmt, _table, kinds, variant_label  # noqa: F401 (kinds, variant_label: for tools/bench)

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def primitive_sections() -> list:
    """The report module of each primitive of src/manifest.json, in its order
    (src/<primitive>/bench/report_<primitive>.py, loaded as lwcbench.report_<primitive>)."""
    with open(os.path.join(REPO, "src", "manifest.json"), encoding="utf-8") as f:
        prims = json.load(f)["primitives"]
    modules = []
    for p in prims:
        path = os.path.join(REPO, "src", p, "bench", f"report_{p}.py")
        spec = importlib.util.spec_from_file_location(f"{__package__}.report_{p}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        modules.append(module)
    return modules


SECTIONS = (report_fit, *primitive_sections(), report_modes, report_stream, report_protected)


def load_paper_figures(folder: str) -> dict:
    paper: dict = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(path, encoding="utf-8") as f:
            paper.update(json.load(f))
    return paper


def _lib_and_ref(ix: Index, target: str, alg: str, op: str) -> list[str]:
    """The library's variant label for alg on target, then "ref" when bench_ref.elf measured the
    portable C beside another backend."""
    lib = ix.lib(target, alg, op)
    if not lib:
        return []
    return [lib["variant"]] + (["ref"] if ix.ref(target, alg, op) else [])


def target_tables(ix: Index, target: str) -> str:
    recs = [r for r in ix.recs if r["target"] == target]
    out = [f"## All measurements: {target}\n"]
    aead = sorted({r["alg"] for r in recs if r["op"] in ("encrypt", "decrypt") and r["adlen"] in (0, 16)
                   and ix.kind(r["alg"]) == "aead"})
    lengths = [0, 8, 16, 64, 128, 1024]
    rows = []
    for alg, variant in ((a, v) for a in aead for v in _lib_and_ref(ix, target, a, "encrypt")):
        for op in ("encrypt", "decrypt"):
            for adlen in (0, 16):
                cyc = [ix.cycles(target, alg, variant, op, mlen=m, adlen=adlen) for m in lengths]
                r1024 = ix.get(target, alg, variant, op, mlen=1024, adlen=adlen)
                rows.append([alg, variant, op, adlen] + [_fmt(c) for c in cyc] +
                            [_fmt(r1024["cpb"], 1) if r1024 else "–", _fmt(r1024["stack_bytes"]) if r1024 else "–",
                             _fmt(r1024["ram_bytes"]) if r1024 else "–", _fmt(r1024["symbol_bytes"]) if r1024 else "–"])
    for r0 in [r for r in recs if r["op"] == "hash" and r["mlen"] == 0]:
        cyc = [ix.cycles(target, r0["alg"], r0["variant"], "hash", mlen=m) for m in lengths]
        r1024 = ix.get(target, r0["alg"], r0["variant"], "hash", mlen=1024)
        rows.append([r0["alg"], r0["variant"], "hash", "–"] + [_fmt(c) for c in cyc] +
                    [_fmt(r1024["cpb"], 1), _fmt(r1024["stack_bytes"]), _fmt(r1024["ram_bytes"]),
                     _fmt(r1024["symbol_bytes"])])
    out.append("AEAD and hash: cycles per call by message length (bytes); cpb = cycles per byte at 1024 "
               "bytes from the 1024- and 128-byte figures; stack = peak stack of the call (painted), static = "
               "static RAM (.data + .bss) of the objects it uses, symbols = the sizes of the symbols the call "
               "runs (nm; for comparing variants, not what a firmware pays: that is the firmware cost, code bytes "
               "as a --gc-sections link counts them, in docs/choosing.md).\n")
    out.append(_table(["alg", "variant", "op", "AD"] + [str(m) for m in lengths] +
                      ["cpb", "stack", "static", "symbols"], rows))
    rows = []
    for alg, variant in ((a, v) for a in sorted({r["alg"] for r in recs if ix.kind(r["alg"]) == "cipher"})
                         for v in _lib_and_ref(ix, target, a, "encrypt")):
        ks = ix.get(target, alg, variant, "key-schedule")
        enc = ix.get(target, alg, variant, "encrypt", mlen=None)
        dec = ix.get(target, alg, variant, "decrypt")
        if ks and enc and dec:
            rows.append([alg, enc["variant"], _fmt(ks["cycles"]), _fmt(enc["cycles"]), _fmt(dec["cycles"]),
                         _fmt(enc["cpb"], 1), _fmt(max(ks["stack_bytes"], enc["stack_bytes"], dec["stack_bytes"])),
                         _fmt(enc["ram_bytes"]), _fmt(enc["symbol_bytes"])])
    out.append("\nBlock ciphers: key schedule and one block (cycles); cpb = encryption cycles per byte.\n")
    out.append(_table(["alg", "variant", "key schedule", "encrypt", "decrypt", "cpb", "stack", "static",
                       "symbols"], rows))
    rows = [[r["alg"], r["variant"], r["op"], _fmt(r["cycles"]), _fmt(r["stack_bytes"]), _fmt(r["ram_bytes"]),
             _fmt(r["symbol_bytes"])]
            for r in recs if r["op"].startswith(("permute", "lfsr", "skinny", "ctr", "cbc", "cmac", "gcm", "ccm"))]
    out.append("\nKernels (one call including argument setup, call and return):\n")
    out.append(_table(["alg", "variant", "op", "cycles", "stack", "static", "symbols"], rows))
    return "\n".join(out)


def write(path: str, records: list[dict], meta: dict, paper_path: str, plots: list[str], facts: list[dict],
          date: str | None = None) -> None:
    """REPORT.md from the records of the targets of meta (in its order, which is targets/list.txt's)
    and the descriptor rows' facts (algorithms.json); date: of the measurement (default today)."""
    paper = load_paper_figures(paper_path)
    ix = Index(records, facts)
    parts = [
        "# lwcrypt benchmark report\n",
        f"Generated by `make bench` on {date or datetime.date.today().isoformat()} from `bench/results/*.json`; "
        "do not edit by hand. Method: [docs/benchmark-method.md](../../docs/benchmark-method.md).\n",
        "| target | cycles from | compiler |\n|---|---|---|\n" +
        "".join(f"| {t} | {m['model']} | {m['compiler']} |\n" for t, m in meta.items()),
        "Paper figures are as published (`bench/paper_figures/*.json`); *ours / paper* below 1 means we are "
        "faster.\n",
    ]
    for module in SECTIONS:
        text = module.section(ix, paper, list(meta))
        if text:
            parts.append(text)
    leakage = report_leakage.section(os.path.join(os.path.dirname(path), "leakage"))
    if leakage:
        parts.append(leakage)
    for t in meta:
        parts.append(target_tables(ix, t))
    if plots:
        parts.append("## Plots\n")
        parts.append("Cycles per byte against message length (`<target>-cpb.png`), and code bytes against the "
                     "cycles of a 16-byte message (`<target>-code-cycles.png`: the library's firmware cost, filled "
                     "markers at 16 bytes and hollow ones at 8, beside the public implementations' figures as given "
                     "in the firmware-cost section, a dotted line where only their code size is known).\n")
        parts += [f"![{os.path.basename(p)}]({os.path.basename(p)})\n" for p in plots]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(parts))
