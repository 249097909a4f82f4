#!/usr/bin/env python3
"""The CLI streams data larger than memory in constant memory.

    check_cli_stream.py --python PY [--gib 2] [--alg ascon-aead128] [--hash-alg ascon-hash256] [--hash-gib 0.0625] [--max-rss-mb 50]

Pipes --gib GiB of generated data through `lwcrypt encrypt --stream` into `lwcrypt decrypt --stream`
(the two processes connected by a pipe, as a user would run them), and --hash-gib GiB through
`lwcrypt hash` (more than --max-rss-mb, so a hash that kept its input would fail), without writing
anything to disk. The defaults are the library's fastest AEAD and hash on the host (Ascon), so the
2 GiB, past any 31-bit length or offset, cost the least time. Passes when the decrypted stream is
byte for byte the generated one (SHA-256 of both), the hash equals the digest of the same data computed through the incremental API in this
process, and the peak resident set size of each lwcrypt process (ru_maxrss from wait4) stays under
--max-rss-mb. Prints the figures. Exit 0 pass, 1 fail.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import threading
import time

MIB = 1 << 20


def generated(total: int):
    """total bytes in 1 MiB pieces: a random MiB, its first 8 bytes replaced by the piece index."""
    base = bytearray(os.urandom(MIB))
    for i in range(0, total, MIB):
        base[0:8] = (i // MIB).to_bytes(8, "little")
        yield bytes(base[: min(MIB, total - i)])


def wait_rss(proc: subprocess.Popen) -> tuple[int, int]:
    """Exit status and peak RSS in bytes of a child (Linux: ru_maxrss is in KiB)."""
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return proc.returncode, usage.ru_maxrss * 1024


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--python", required=True, help="interpreter with lwcrypt installed")
    ap.add_argument("--gib", type=float, default=2.0)
    ap.add_argument("--alg", default="ascon-aead128")
    ap.add_argument("--hash-alg", default="ascon-hash256")
    ap.add_argument("--hash-gib", type=float, default=0.0625, help="GiB hashed")
    ap.add_argument("--max-rss-mb", type=float, default=50.0)
    args = ap.parse_args()
    total = int(args.gib * (1 << 30))
    hash_total = int(args.hash_gib * (1 << 30))
    key = os.urandom(16).hex()
    cli = [args.python, "-m", "lwcrypt"]
    failures = []

    # encrypt | decrypt, fed and drained by two threads of this process.
    t0 = time.monotonic()
    enc = subprocess.Popen(cli + ["encrypt", "--stream", "-a", args.alg, "-k", key],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    dec = subprocess.Popen(cli + ["decrypt", "--stream", "-a", args.alg, "-k", key], stdin=enc.stdout,
                           stdout=subprocess.PIPE)
    assert enc.stdout is not None and enc.stdin is not None and dec.stdout is not None
    enc.stdout.close()  # dec holds the read end now
    sent = hashlib.sha256()
    got = hashlib.sha256()
    got_len = [0]

    def feed() -> None:
        try:
            for piece in generated(total):
                sent.update(piece)
                enc.stdin.write(piece)
        except BrokenPipeError:
            pass
        finally:
            try:
                enc.stdin.close()
            except BrokenPipeError:
                pass

    def drain() -> None:
        while True:
            piece = dec.stdout.read(MIB)
            if not piece:
                break
            got.update(piece)
            got_len[0] += len(piece)

    threads = [threading.Thread(target=feed), threading.Thread(target=drain)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    enc_status, enc_rss = wait_rss(enc)
    dec_status, dec_rss = wait_rss(dec)
    seconds = time.monotonic() - t0
    print(f"encrypt|decrypt --stream -a {args.alg}: {total} bytes in {seconds:.1f} s; peak RSS encrypt "
          f"{enc_rss / MIB:.1f} MiB, decrypt {dec_rss / MIB:.1f} MiB")
    if enc_status != 0 or dec_status != 0:
        failures.append(f"exit status encrypt {enc_status}, decrypt {dec_status}")
    if got_len[0] != total or got.digest() != sent.digest():
        failures.append(f"decrypted stream differs ({got_len[0]} bytes out of {total})")
    for name, rss in (("encrypt", enc_rss), ("decrypt", dec_rss)):
        if rss > args.max_rss_mb * 1e6:
            failures.append(f"{name} peak RSS {rss / 1e6:.1f} MB > {args.max_rss_mb} MB")

    # hash from stdin, against the incremental API of the same package in a child (this interpreter
    # need not have lwcrypt).
    t0 = time.monotonic()
    hsh = subprocess.Popen(cli + ["hash", "-a", args.hash_alg], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    ref = subprocess.Popen([args.python, "-c",
                            "import sys, lwcrypt\n"
                            f"h = lwcrypt.new({args.hash_alg!r})\n"
                            "while True:\n"
                            "    b = sys.stdin.buffer.read(1 << 20)\n"
                            "    if not b: break\n"
                            "    h.update(b)\n"
                            "print(h.hexdigest())\n"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert hsh.stdin is not None and ref.stdin is not None and hsh.stdout is not None and ref.stdout is not None
    outs: dict = {}

    def feed_both() -> None:
        for piece in generated(hash_total):
            hsh.stdin.write(piece)
            ref.stdin.write(piece)
        hsh.stdin.close()
        ref.stdin.close()

    def read_out(name: str, p: subprocess.Popen) -> None:
        outs[name] = p.stdout.read().decode()

    threads = [threading.Thread(target=feed_both), threading.Thread(target=read_out, args=("cli", hsh)),
               threading.Thread(target=read_out, args=("api", ref))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    hsh_status, hsh_rss = wait_rss(hsh)
    ref_status, _ = wait_rss(ref)
    seconds = time.monotonic() - t0
    cli_digest = outs.get("cli", "").split()[0] if outs.get("cli", "").split() else ""
    api_digest = outs.get("api", "").strip()
    print(f"hash -a {args.hash_alg}: {hash_total} bytes in {seconds:.1f} s; peak RSS {hsh_rss / MIB:.1f} MiB; "
          f"digest {cli_digest}")
    if hsh_status != 0 or ref_status != 0:
        failures.append(f"exit status hash {hsh_status}, reference {ref_status}")
    if not cli_digest or cli_digest != api_digest:
        failures.append(f"hash digest {cli_digest!r} != incremental API {api_digest!r}")
    if hsh_rss > args.max_rss_mb * 1e6:
        failures.append(f"hash peak RSS {hsh_rss / 1e6:.1f} MB > {args.max_rss_mb} MB")

    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
