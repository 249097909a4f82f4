#!/usr/bin/env python3
"""Incremental Romulus-H (lwc_romulus_h_init / _update / _final) equals the one-shot digest for every
way of cutting the message into pieces, on a target (vector-runner requests 'I' and 'P').

usage: check_hash_pieces.py --target host|avr|cm3|cm3-qemu [--runner PATH] [--host-runner PATH]
                            [--all-splits N] [--byte-by-byte N] KAT_FILE

Against the KAT file (tests/vectors/romulus-h: messages 00 01 02 ... of 0..1024 bytes):
  - every two-piece split (every split point) of every message of at most N bytes (--all-splits);
  - every message of at most N bytes fed one byte at a time (--byte-by-byte; so every split point
    of such a message is a piece boundary: with N of four blocks or more, every offset within a
    block after every number of whole blocks buffered the way longer messages do) and every
    message in pseudo-random pieces of 0..70 bytes (empty updates included);
  - every message read from the pattern table ('P': AVR flash through lwc_romulus_h_update_P and
    _PF, one source per message) in pseudo-random pieces.
Random messages of up to 4 KB in random pieces of up to 1 KB (and random splits of the 4 KB
pattern table), each against the one-shot digest of the host runner ('H'): the targets never hold
such a message whole, only one piece at a time.
Prints one line per failure and 'N passed, M failed'; exit 1 on any failure.
"""
import argparse
import os
import random
import struct
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "tools"))

from lwcvectors import parsers, protocol, targets  # noqa: E402

ALG = "romulus-h"
PATTERN_BYTES = 4096  # RUNNER_PATTERN_BYTES of vector_runner.c: pattern[i] = i mod 256
MAX_PIECE = 1024      # every piece fits the ATmega128 runner's buffer


def pieces_request(pieces):
    """'I': the message as the given pieces."""
    out = bytearray(b"I" + bytes([len(ALG)]) + ALG.encode() + struct.pack("<H", len(pieces)))
    for p in pieces:
        out += struct.pack("<H", len(p)) + p
    return bytes(out)


def pattern_request(source, lengths):
    """'P': pattern[0..sum(lengths)) in pieces of these lengths, read from source 0 (_P) or 1 (_PF)."""
    out = bytearray(b"P" + bytes([len(ALG)]) + ALG.encode() + bytes([source]) + struct.pack("<H", len(lengths)))
    for n in lengths:
        out += struct.pack("<H", n)
    return bytes(out)


def cut(msg, lengths):
    """msg cut at the given piece lengths (the last piece takes the rest)."""
    out, pos = [], 0
    for n in lengths:
        out.append(msg[pos:pos + n])
        pos += n
    return out


def random_lengths(rng, total, most):
    """Piece lengths 0..most summing to total (zeros included)."""
    out = []
    while total > 0:
        n = min(rng.randint(0, most), total)
        out.append(n)
        total -= n
    out.append(0)  # an empty update before final as well
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--target", default="host", choices=sorted(targets.TARGETS))
    ap.add_argument("--runner", help="vector runner of the target (default: the target's build tree)")
    ap.add_argument("--host-runner", help="host vector runner for the one-shot references (default: build/host)")
    ap.add_argument("--all-splits", type=int, default=64,
                    help="every two-piece split of the KAT messages up to this length")
    ap.add_argument("--byte-by-byte", type=int, default=1024,
                    help="the KAT messages up to this length one byte at a time")
    ap.add_argument("--random", type=int, default=12, help="random messages of up to 4 KB")
    ap.add_argument("kat")
    args = ap.parse_args(argv)

    cases = [c for c in parsers.parse_file(args.kat, ALG) if c.kind == "hash"]
    if not cases:
        print(f"check_hash_pieces: no hash vectors in {args.kat}", file=sys.stderr)
        return 2
    rng = random.Random(20)
    checks = []  # (request, expected digest, label)
    for c in cases:
        msg, md = c.data["msg"], c.data["md"]
        n = len(msg)
        if n <= args.all_splits:
            for k in range(n + 1):
                checks.append((pieces_request([msg[:k], msg[k:]]), md, f"{c.label} split at {k}"))
        if n <= args.byte_by_byte:
            checks.append((pieces_request([msg[i:i + 1] for i in range(n)]), md, f"{c.label} byte by byte"))
        lengths = random_lengths(rng, n, 70)
        checks.append((pieces_request(cut(msg, lengths)), md, f"{c.label} pieces {lengths}"))
        if msg == bytes(i % 256 for i in range(n)):
            lengths = random_lengths(rng, n, 70)
            source = n % 2
            checks.append((pattern_request(source, lengths), md,
                           f"{c.label} from the pattern table (source {source}), pieces {lengths}"))

    # Random messages and random splits of the pattern table, against the host's one-shot digest.
    randoms = []
    for i in range(args.random):
        msg = bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 4096)))
        randoms.append((msg, pieces_request(cut(msg, random_lengths(rng, len(msg), MAX_PIECE))), f"random {i}"))
    pattern = bytes(i % 256 for i in range(PATTERN_BYTES))
    for i in range(args.random):
        total = rng.randint(1, PATTERN_BYTES) if i else PATTERN_BYTES
        lengths = random_lengths(rng, total, MAX_PIECE)
        randoms.append((pattern[:total], pattern_request(i % 2, lengths), f"pattern {total} bytes, pieces {lengths}"))
    try:
        host = targets.make_target("host", runner=args.host_runner)
        ref_stream = b"".join(protocol.request("H", ALG, m) for m, _, _ in randoms) + protocol.quit_request()
        refs = protocol.parse_responses(host.run(ref_stream), len(randoms))
        target = targets.make_target(args.target, runner=args.runner)
    except targets.TargetError as e:
        print(f"check_hash_pieces: {e}", file=sys.stderr)
        return 1
    if len(refs) != len(randoms) or any(s != 0 for s, _ in refs):
        print("check_hash_pieces: the host runner did not give every one-shot digest", file=sys.stderr)
        return 1
    checks += [(req, md, label) for (_, req, label), (_, md) in zip(randoms, refs)]

    stream = b"".join(req for req, _, _ in checks) + protocol.quit_request()
    try:
        responses = protocol.parse_responses(target.run(stream), len(checks))
    except (targets.TargetError, OSError) as e:
        print(f"check_hash_pieces: {e}", file=sys.stderr)
        return 1
    passed = failed = 0
    for i, (_, md, label) in enumerate(checks):
        if i >= len(responses):
            failed += len(checks) - i
            print(f"FAIL {label} and {len(checks) - i - 1} more: no answer")
            break
        status, digest = responses[i]
        if status == 0 and digest == md:
            passed += 1
        else:
            failed += 1
            if failed <= 10:
                print(f"FAIL {label}: status {status}, digest {digest.hex()}, expected {md.hex()}")
    print(f"{passed} passed, {failed} failed ({args.target})")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
