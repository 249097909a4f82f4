#!/usr/bin/env python3
"""run-vectors must report failures: corrupt one entry per format and expect exactly one failure.

usage: check_run_vectors_fails.py RUN_VECTORS RUNNER VECTORS_DIR
"""
import os
import re
import subprocess
import sys
import tempfile

run_vectors, runner, vectors = sys.argv[1:4]

# (folder, file, regex of the value to corrupt: the first match's last hex digit is flipped)
CASES = [
    ("tinyjambu-128", "LWC_AEAD_KAT_128_96.txt", r"^CT = [0-9A-F]+$"),
    ("romulus-h", "LWC_HASH_KAT_256.txt", r"^MD = [0-9A-F]+$"),
    ("present", "present_kat.rsp", r"^CT = [0-9a-f]+$"),
]

bad = 0
for folder, name, pattern in CASES:
    with open(os.path.join(vectors, folder, name), encoding="utf-8") as f:
        text = f.read()
    m = re.search(pattern, text, re.M)
    last = m.end() - 1
    flipped = "0" if text[last] != "0" else "1"
    with tempfile.TemporaryDirectory() as tmp:
        os.mkdir(os.path.join(tmp, folder))
        path = os.path.join(tmp, folder, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text[:last] + flipped + text[last + 1:])
        proc = subprocess.run([sys.executable, run_vectors, "--target", "host", "--runner", runner, path],
                              capture_output=True, text=True)
    lines = proc.stdout.strip().splitlines()
    closing = lines[-1] if lines else ""
    ok = proc.returncode == 1 and re.fullmatch(r"\d+ passed, 1 failed(, \d+ skipped)?", closing)
    print(f"{'ok  ' if ok else 'BAD '} {folder}/{name}: exit {proc.returncode}, '{closing}'")
    bad += not ok

print(f"{len(CASES) - bad} passed, {bad} failed")
sys.exit(1 if bad else 0)
