#!/usr/bin/env python3
"""Feeds the designers' Ascon-AEAD128 KAT file to tests/masked/masked_ascon_check.c on its input.

  ascon_masked_kat.py KAT_FILE -- COMMAND...

Each record goes as key(16) nonce(16) ad_len(1) ad pt_len(1) pt ct||tag; COMMAND runs the firmware
(the host program, or m3-run ... --input - firmware). Exits with the firmware's status; fails when the
file holds fewer records than the designers' 1,089 or the firmware's closing line says nothing passed."""
import subprocess
import sys


def records(path):
    rec = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                if rec:
                    yield rec
                rec = {}
                continue
            name, _, value = line.partition("=")
            if name.strip() != "Count":
                rec[name.strip()] = bytes.fromhex(value.strip())
    if rec:
        yield rec


def main():
    sep = sys.argv.index("--")
    kat, cmd = sys.argv[1], sys.argv[sep + 1:]
    data = bytearray()
    n = 0
    for r in records(kat):
        if len(r["AD"]) > 255 or len(r["PT"]) > 255:
            continue
        data += r["Key"] + r["Nonce"] + bytes([len(r["AD"])]) + r["AD"] + bytes([len(r["PT"])]) + r["PT"] + r["CT"]
        n += 1
    if n < 1089:
        print(f"{kat}: {n} records, the designers' file has 1,089")
        return 1
    p = subprocess.run(cmd, input=bytes(data), capture_output=True)
    out = p.stdout.decode(errors="replace")
    print(out, p.stderr.decode(errors="replace"), sep="")
    print(f"{n} KAT records fed")
    return p.returncode if p.returncode != 0 else (0 if " passed, 0 failed" in out else 1)


if __name__ == "__main__":
    sys.exit(main())
