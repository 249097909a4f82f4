#!/usr/bin/env python3
"""End to end: examples/ota-update. The gateway's ota_seal seals a firmware image in 64-byte chunks;
the node (on the host, or firmware in a simulator) opens it chunk by chunk and hashes it.

usage: check_ota.py --alg ALG --target TARGET --node NODE --seal OTA_SEAL --host-runner RUNNER
                   [--image-bytes N]
  e.g. --target avr --node build/avr/tests/ota_node_romulus-n.elf (run in the target's simulator,
  the sealed image on its input)

Checks:
  - the node installs an N-byte image (64 KB by default) and reports the Romulus-H digest of exactly
    that image (computed by the host runner);
  - ota_seal writes what the independent model (stream_model.py) seals for the same input: the C
    framing is the specification's;
  - every tampering is rejected at the chunk where it happens, and nothing is installed: a flipped
    byte in the header, in chunk 0, in a middle chunk and in the final chunk; two chunks swapped; a
    chunk dropped, duplicated; the stream cut at a chunk boundary and inside a chunk; a chunk
    appended after the final one; a stream sealed under another prefix or key;
  - on the ATmega128 (avr-run's RAM summary): the node's static RAM plus stack peak is the same for a
    1 KB and an N-byte image (RAM does not grow with the stream), printed as the measured figure.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(REPO, "tools"))
import stream_model  # noqa: E402
from lwcvectors import protocol, targets  # noqa: E402

KEY_FILE = os.path.join(REPO, "examples", "ota-update", "demo-key.hex")
CHUNK = 64
failures: list[str] = []


def check(ok: bool, what: str) -> None:
    if not ok:
        failures.append(what)
        print("FAIL:", what)


def run_node(node_cmd, sealed: bytes):
    """(exit status, stdout text, RAM summary (static, stack) or None)."""
    p = subprocess.run(node_cmd, input=sealed, capture_output=True, timeout=600)
    ram = re.search(rb"RAM: (\d+) B \.data\+\.bss, (\d+) B stack peak", p.stderr)
    return p.returncode, p.stdout.decode(errors="replace").strip(), (int(ram[1]), int(ram[2])) if ram else None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--alg", required=True)
    ap.add_argument("--seal", required=True, help="the ota_seal host tool")
    ap.add_argument("--host-runner", required=True, help="host vector runner (reference digest, model's AEAD)")
    ap.add_argument("--image-bytes", type=int, default=65536)
    ap.add_argument("--target", default="host", choices=targets.TARGETS)
    ap.add_argument("--node", required=True, help="the node program or firmware of that target")
    args = ap.parse_args()
    node_cmd = targets.make_target(args.target, runner=args.node).command()  # input on stdin
    alg = args.alg
    key_bytes, nonce_bytes, tag = stream_model.AEADS[alg]
    key = bytes.fromhex(open(KEY_FILE).read().split()[0])[:key_bytes]
    rng = random.Random(alg)
    prefix = bytes(rng.getrandbits(8) for _ in range(stream_model.prefix_bytes(alg)))

    def seal(image: bytes, pfx: bytes = prefix, key_file: str = KEY_FILE) -> bytes:
        p = subprocess.run([args.seal, alg, key_file, pfx.hex(), str(CHUNK)], input=image, capture_output=True)
        if p.returncode != 0:
            raise SystemExit(f"ota_seal failed: {p.stderr.decode()}")
        return p.stdout

    def digest(image: bytes) -> str:
        """Romulus-H of the image on the host ('I': in 1 KB pieces, as a runner field is at most 64 KB)."""
        pieces = [image[i:i + 1024] for i in range(0, len(image), 1024)]
        req = b"I\x09romulus-h" + struct.pack("<H", len(pieces)) + b"".join(
            struct.pack("<H", len(p)) + p for p in pieces)
        out = subprocess.run([args.host_runner], input=req + b"Q", capture_output=True).stdout
        (status, md), = protocol.parse_responses(out, 1)
        assert status == 0
        return md.hex()

    # The whole image: installed, the right digest, and the RAM figure on the AVR.
    image = bytes(rng.getrandbits(8) for _ in range(args.image_bytes))
    status, out, ram_big = run_node(node_cmd, seal(image))
    check(status == 0 and out == f"INSTALLED {len(image)} {digest(image)}",
          f"{len(image)}-byte image: exit {status}, '{out}'")

    # ota_seal against the model, and the small image used for the tampering cases.
    small = image[:1000]
    sealed = seal(small)
    aead = stream_model.RunnerAead(args.host_runner)
    try:
        check(sealed == stream_model.seal_file(aead, alg, key, prefix, CHUNK, small),
              "ota_seal output differs from the model's sealed file")
        check(stream_model.open_file(aead, key, sealed) == small, "the model does not open ota_seal's file")
    finally:
        aead.close()
    status, out, ram_small = run_node(node_cmd, sealed)
    check(status == 0 and out == f"INSTALLED {len(small)} {digest(small)}", f"1000-byte image: exit {status}, '{out}'")
    if ram_big or ram_small:
        check(ram_big == ram_small, f"RAM differs with the image size: {ram_small} vs {ram_big}")
        static, stack = ram_big
        print(f"{alg}: node RAM {static} B static (chunk buffer, contexts, header) + {stack} B stack peak "
              f"= {static + stack} B for a {len(image)}-byte image in {CHUNK}-byte chunks (same for 1000 bytes)")

    hdr = len(stream_model.file_header(alg, CHUNK, prefix))
    full = CHUNK + tag
    n_chunks = (len(small) + CHUNK - 1) // CHUNK
    chunk_at = [hdr + i * full for i in range(n_chunks)]

    def flipped(pos):
        b = bytearray(sealed)
        b[pos] ^= 0x04
        return bytes(b)

    def chunk(i):
        return sealed[chunk_at[i]:chunk_at[i] + full]

    other_key = os.path.join(tempfile.mkdtemp(), "other.hex")
    with open(other_key, "w") as f:
        f.write(bytes(b ^ 0x5A for b in key).hex() + "\n")
    cases = [
        ("chunk size in the header changed", flipped(hdr - len(prefix) - 1), 0),
        ("prefix in the header changed", flipped(hdr - 1), 0),
        ("byte of chunk 0 flipped", flipped(chunk_at[0] + 3), 0),
        ("byte of chunk 7 flipped", flipped(chunk_at[7] + 40), 7),
        ("tag of the final chunk flipped", flipped(len(sealed) - 1), n_chunks - 1),
        ("chunks 3 and 4 swapped", sealed[:chunk_at[3]] + chunk(4) + chunk(3) + sealed[chunk_at[5]:], 3),
        ("chunk 5 dropped", sealed[:chunk_at[5]] + sealed[chunk_at[6]:], 5),
        ("chunk 5 twice", sealed[:chunk_at[6]] + chunk(5) + sealed[chunk_at[6]:], 6),
        ("cut after chunk 9", sealed[:chunk_at[10]], 9),
        ("cut inside chunk 9", sealed[:chunk_at[9] + 30], 9),
        ("chunk appended after the final one", sealed + chunk(2), n_chunks - 1),
        ("chunk 2 from the same image sealed under another prefix",
         sealed[:chunk_at[2]] + seal(small, bytes(len(prefix)))[chunk_at[2]:chunk_at[3]] + sealed[chunk_at[3]:], 2),
        ("sealed under another key", seal(small, key_file=other_key), 0),
    ]
    for what, data, where in cases:
        status, out, _ = run_node(node_cmd, data)
        check(status == 1 and out.startswith(f"REJECTED chunk {where}:") and "INSTALLED" not in out,
              f"{what}: exit {status}, '{out}' (expected REJECTED chunk {where})")
    print(f"ota {alg}: {2 + len(cases)} runs, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
