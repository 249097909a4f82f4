#!/usr/bin/env python3
"""Run the STREAM vectors (tests/stream/stream_vectors.txt, written by the independent model
stream_model.py) through lwc_stream_* on a target: vector-runner requests 'S' (seal) and 'O' (open),
one chunk record at a time, so the firmware holds one chunk, never the stream.

usage: run_stream_vectors.py --target host|avr|cm3|cm3-qemu [--runner PATH] VECTOR_FILE

Every chunk's status and output and every stream's end status must be the model's: intact streams
seal and open, and each tampered stream (reordered, dropped, duplicated, truncated, appended, a
flipped byte, a wrong final flag, other AD, prefix or key) fails at the chunk the model says,
releasing nothing from there on. Prints one line per failure and 'N passed, M failed'.
"""
import argparse
import os
import struct
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "tools"))

from lwcvectors import protocol, targets  # noqa: E402


def _b(tok):
    return b"" if tok == "-" else bytes.fromhex(tok)


def parse(path):
    """Cases: dict(alg, key, prefix, op, title, chunks=[(last, ad, data, status, out)], end)."""
    cases, cur = [], None
    with open(path, encoding="ascii") as f:
        for raw in f:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            name, _, value = line.partition(" = ")
            if name == "Alg":
                cur = {"alg": value, "chunks": [], "line": len(cases) + 1}
                cases.append(cur)
            elif name in ("Key", "Prefix"):
                cur[name.lower()] = _b(value)
            elif name in ("Op", "Title"):
                cur[name.lower()] = value
            elif name == "Chunk":
                left, _, right = value.partition(" -> ")
                last, ad, data = left.split()
                status, out = right.split()
                cur["chunks"].append((int(last), _b(ad), _b(data), int(status), _b(out)))
            elif name == "End":
                cur["end"] = int(value)
            else:
                raise ValueError(f"{path}: unknown line {line!r}")
    return cases


def request(case):
    out = bytearray(protocol.request("S" if case["op"] == "seal" else "O", case["alg"], case["key"], case["prefix"]))
    for last, ad, data, _, _ in case["chunks"]:
        out += bytes([last]) + struct.pack("<H", len(ad)) + ad + struct.pack("<H", len(data)) + data
    out += b"\x02"
    return bytes(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--target", default="host", choices=sorted(targets.TARGETS))
    ap.add_argument("--runner", help="vector runner of the target (default: the target's build tree)")
    ap.add_argument("vectors")
    args = ap.parse_args(argv)
    cases = parse(args.vectors)
    stream = b"".join(request(c) for c in cases) + protocol.quit_request()
    n_responses = sum(len(c["chunks"]) + 1 for c in cases)
    try:
        target = targets.make_target(args.target, runner=args.runner)
        responses = protocol.parse_responses(target.run(stream), n_responses)
    except (targets.TargetError, OSError) as e:
        print(f"run_stream_vectors: {e}", file=sys.stderr)
        return 1
    passed = failed = 0
    pos = 0
    for c in cases:
        label = f"{c['alg']} {c['op']} '{c['title']}' (case {c['line']})"
        want = [(s, o) for _, _, _, s, o in c["chunks"]] + [(c["end"], b"")]
        got = responses[pos:pos + len(want)]
        pos += len(want)
        bad = [i for i, w in enumerate(want) if i >= len(got) or got[i] != w]
        if not bad:
            passed += 1
            continue
        failed += 1
        if failed <= 10:
            i = bad[0]
            what = "end" if i == len(want) - 1 else f"chunk {i}"
            have = got[i] if i < len(got) else ("no answer", b"")
            print(f"FAIL {label}: {what}: status {have[0]} {have[1].hex() or '-'}, "
                  f"expected {want[i][0]} {want[i][1].hex() or '-'}")
    print(f"{passed} passed, {failed} failed ({args.target}, {len(cases)} streams)")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
