#!/usr/bin/env python3
"""Every block-cipher mode of lwc/modes.h, for every cipher the vector runner lists (PRESENT-80/128,
LEA-128/192/256), on one target, against independent Python models (refmodes.py: PRESENT and LEA
from their specifications, the modes from NIST SP 800-38A/B/C/D), with random keys, IVs, AD and
messages of many lengths. PRESENT has no official mode vectors; this is how its CTR/CBC/CFB/OFB/CMAC
are checked, and it also covers lengths the LEA vector files do not. The Python block ciphers are first
checked against the official block vector files (present_kat.rsp, lea_spec_kat.rsp), so a wrong model
cannot make the comparison meaningless.

usage: check_modes.py --target TARGET [--runner PATH] [--cases N]   (TARGET: as tools/run-vectors)
Exit 0 when every comparison matches."""
import argparse
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tools"))
sys.path.insert(0, HERE)

from lwcvectors import parsers, protocol, targets  # noqa: E402

import refmodes  # noqa: E402

CIPHERS = {"present-80": 10, "present-128": 16, "lea-128": 16, "lea-192": 24, "lea-256": 32}
STREAM = ("CTR", "OFB", "CFB-E", "CFB-D")
WHOLE = ("ECB-E", "ECB-D", "CBC-E", "CBC-D")
PADDED = ("CBCP-E", "CBCP-D")
# The status of a refused decryption: a forged tag, a bad padding.
REFUSED = {"GCM-D": -1, "CCM-D": -1, "CBCP-D": -6}


def check_models() -> None:
    """The Python block ciphers against the official block vectors."""
    for path in ("present/present_kat.rsp", "lea/lea_spec_kat.rsp"):
        for case in parsers.parse_file(os.path.join(REPO, "tests", "vectors", path)):
            if case.kind != "block":
                continue
            n, enc, dec = refmodes.block_cipher(case.alg)
            pt, ct, key = case.data["pt"], case.data["ct"], case.data["key"]
            for i in range(0, len(pt), n):
                if enc(key, pt[i:i + n]) != ct[i:i + n] or dec(key, ct[i:i + n]) != pt[i:i + n]:
                    sys.exit(f"check_modes: the Python model fails {case.label}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", default="host", choices=targets.TARGETS)
    ap.add_argument("--runner")
    ap.add_argument("--cases", type=int, default=12, help="random cases per cipher and mode")
    args = ap.parse_args()
    check_models()
    rng = random.Random(20261122)
    plan = []
    for alg, klen in CIPHERS.items():
        n = refmodes.block_cipher(alg)[0]
        modes = list(WHOLE + PADDED + STREAM + ("CMAC",)) + (["GCM-E", "GCM-D", "CCM-E", "CCM-D"] if n == 16 else [])
        for mode in modes:
            for i in range(args.cases):
                key = rng.randbytes(klen)
                ad = b""
                if mode in WHOLE:
                    data = rng.randbytes(n * rng.randint(0, 6))
                    iv = rng.randbytes(n)
                elif mode in PADDED:
                    data = rng.randbytes(rng.randint(0, 4 * n + 3))
                    iv = rng.randbytes(n)
                    if mode == "CBCP-D":
                        data = refmodes.mode_output(alg, "CBCP-E", key, iv, ad, data)
                        if i % 2:  # every other one: a bit of the pad byte flipped (by its CBC predecessor)
                            bit = 1 << rng.randint(0, 7)
                            if len(data) == n:
                                iv = iv[:-1] + bytes([iv[-1] ^ bit])
                            else:
                                data = data[:-n - 1] + bytes([data[-n - 1] ^ bit]) + data[-n:]
                elif mode.startswith("GCM"):
                    iv = rng.randbytes(12 if i % 3 else rng.randint(1, 40))
                    ad = rng.randbytes(rng.randint(0, 40))
                    data = rng.randbytes(rng.randint(0, 70))
                elif mode.startswith("CCM"):
                    iv = rng.randbytes(rng.randint(7, 13))
                    ad = rng.randbytes(rng.randint(0, 40))
                    data = rng.randbytes(rng.randint(0, 70))
                else:
                    iv = rng.randbytes(n) if mode != "CMAC" else b""
                    data = rng.randbytes(rng.randint(0, 5 * n + 3))
                if mode in ("CTR",) and i % 4 == 0:
                    iv = b"\xff" * (n - 1) + bytes([rng.randint(250, 255)])  # the carry through every byte
                if mode.endswith("-D") and mode[:3] in ("GCM", "CCM"):
                    sealed = refmodes.mode_output(alg, mode[:3] + "-E", key, iv, ad, data)
                    if i % 2:  # every other one forged
                        sealed = sealed[:-1] + bytes([sealed[-1] ^ 0x40])
                    data = sealed
                want = refmodes.mode_output(alg, mode, key, iv, ad, data)
                plan.append((alg, mode, len(data), protocol.request("M", alg, mode.encode(), key, iv, ad, data), want))
    if args.target == "host":  # CCM with AD of 65,280 bytes (0xFF00: the 6-byte length encoding)
        key, nonce, ad, data = rng.randbytes(16), rng.randbytes(13), rng.randbytes(0xFF00), rng.randbytes(20)
        sealed = refmodes.mode_output("lea-128", "CCM-E", key, nonce, ad, data)
        for mode, text, want in (("CCM-E", data, sealed), ("CCM-D", sealed, data)):
            plan.append(("lea-128", mode, len(text), protocol.request("M", "lea-128", mode.encode(), key, nonce, ad, text),
                         want))
    target = targets.make_target(args.target, runner=args.runner)
    stream = b"".join(p[3] for p in plan) + protocol.quit_request()
    responses = protocol.parse_responses(target.run(stream), len(plan))
    failed = 0
    for (alg, mode, length, _, want), (status, payload) in zip(plan, responses):
        ok = (status == REFUSED.get(mode) and payload == b"") if want is None else (status == 0 and payload == want)
        if not ok:
            failed += 1
            print(f"FAIL {alg} {mode} len {length}: status {status}, got {payload.hex()}, "
                  f"expected {'rejection' if want is None else want.hex()}")
    print(f"{len(plan) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
