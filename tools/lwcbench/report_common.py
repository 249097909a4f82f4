"""Shared helpers of the REPORT.md sections: the record index and table formatting."""
from __future__ import annotations

import json


def variant_label(variant: str, profile: str | None) -> str:
    """The label of a paper variant's rows measured in a profile's build: the variant's name for the
    fast profile, "<name>-<profile>" for another (e.g. "otf-small": the small profile's own on-the-fly
    code, src/<primitive>/variants/<its first backend folder>/), so that both profiles' rows coexist."""
    return variant if profile in (None, "fast") else f"{variant}-{profile}"


def _fmt(v, digits=0):
    if v is None:
        return "–"
    if isinstance(v, float):
        return f"{v:,.{digits or 1}f}"
    return f"{v:,}"


def _ratio(ours, paper):
    if ours is None or not paper:
        return "–"
    return f"{ours / paper:.3f}"


def load_facts(path: str) -> list[dict]:
    """bench/results/algorithms.json: the descriptor rows' facts (kind, sizes, security claim), in
    table order (tools/bench writes it from bench/algorithm_facts.c)."""
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def kinds(facts: list[dict]) -> dict[str, str]:
    """Algorithm name -> "aead", "hash" or "cipher"."""
    return {f["name"]: f["kind"] for f in facts}


class Index:
    def __init__(self, records, facts=()):
        self.recs = records
        self.kinds = kinds(facts)
        self.tag_bytes = {f["name"]: f["tag_bytes"] for f in facts if f.get("kind") == "aead"}

    def kind(self, alg):
        return self.kinds.get(alg)

    def get(self, target, alg, variant, op, mlen=None, adlen=None):
        for r in self.recs:
            if (r["target"], r["alg"], r["variant"], r["op"]) == (target, alg, variant, op) and \
                    (mlen is None or r["mlen"] == mlen) and (adlen is None or r["adlen"] == adlen):
                return r
        return None

    def lib(self, target, alg, op, mlen=None, adlen=None):
        """The record of the library's own implementation (whatever its variant label: ref, asm,
        ref+asm), i.e. not one of the papers' variants. bench_ref.elf adds "ref" rows for every
        algorithm (the portable C measured on the target): the backend's label comes first, "ref"
        is the library's only where its backend is the portable C."""
        for label in ("asm", "ref+asm", "ref"):
            r = self.get(target, alg, label, op, mlen, adlen)
            if r:
                return r
        return None

    def ref(self, target, alg, op, mlen=None, adlen=None):
        """The record of the portable C ("ref", from bench_ref.elf) when the library's own
        implementation on this target is another one (asm, ref+asm); None when they are the same."""
        lib = self.lib(target, alg, op, mlen, adlen)
        r = self.get(target, alg, "ref", op, mlen, adlen)
        return r if r is not lib else None

    def cycles(self, *a, **kw):
        r = self.get(*a, **kw)
        return r["cycles"] if r else None


def _table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(out) + "\n"
