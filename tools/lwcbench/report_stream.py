"""REPORT.md section: data larger than RAM. A 64 KB stream sealed with STREAM (lwc/stream.h) in 64- and
256-byte chunks, and 64 KB hashed with the incremental Romulus-H in 64- and 256-byte updates
(bench/bench_kernels_stream.c), beside the one-shot call on 1024 bytes."""
from __future__ import annotations

from .report_common import Index, _fmt, _table

CHUNKS = (64, 256)


def section(ix: Index, paper: dict, targets) -> str:
    rows = []
    for t in targets:
        algs = sorted({r["alg"] for r in ix.recs if r["target"] == t and r["op"].startswith("stream-encrypt-")})
        for alg in algs + ["romulus-h"]:
            hashing = alg == "romulus-h"
            one = ix.lib(t, alg, "hash" if hashing else "encrypt", mlen=1024, adlen=None if hashing else 0)
            streamed = [ix.lib(t, alg, ("hash-update-%d" if hashing else "stream-encrypt-%d") % c) for c in CHUNKS]
            if not one or not all(streamed):
                continue
            tag = 0 if hashing else ix.tag_bytes[alg]  # (the row's facts, algorithms.json)
            rows.append([t, alg, streamed[0]["variant"], _fmt(one["cycles"] / 1024, 1)] +
                        [_fmt(r["cycles"] / r["mlen"], 1) for r in streamed] +
                        [_fmt(r["stack_bytes"] + c + tag) for r, c in zip(streamed, CHUNKS)])
    if not rows:
        return ""
    return "\n".join([
        "## Data larger than RAM: streamed encryption and hashing\n",
        "Cycles per byte of a 64 KB stream: sealed with STREAM in 64- and 256-byte chunks (one AEAD call per "
        "chunk, from `lwc_stream_seal_init` to `lwc_stream_end`), or hashed with `lwc_romulus_h_update` in 64- and "
        "256-byte pieces (init to final); beside them the one-shot call on 1024 bytes (all its cycles / 1024). "
        "RAM = the streaming call's peak stack (painted; it holds the stream or hash context) + one chunk and "
        "its tag: the same for any stream length (`tests/stream/check_ota.py` shows it for the receiving node "
        "on the ATmega128 with a 1 KB and a 64 KB image).\n",
        _table(["target", "alg", "variant", "one-shot c/B (1 KB)"] + [f"streamed c/B ({c} B)" for c in CHUNKS] +
               [f"RAM ({c} B chunks)" for c in CHUNKS], rows)])
