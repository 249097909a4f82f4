#!/usr/bin/env python3
"""Self-tests of m3-run and qemu-run (sim/cm3): one case per ctest test (sim-cm3-<case>).

usage: run_checks.py M3_RUN QEMU_RUN SELFTEST_ELF TIMING_ELF CASE

selftest.elf picks its behaviour from its first input byte (see selftest.c); timing.elf measures the
timing kernels of timing.S with DWT_CYCCNT and prints 'N passed, M failed'. Cases starting with
"qemu-" run the same images through qemu-run (qemu-system-arm -M mps2-an385).
"""
import os
import random
import re
import subprocess
import sys
import tempfile

M3_RUN, QEMU_RUN, SELFTEST, TIMING, CASE = sys.argv[1:6]
SUMMARY = re.compile(r"^m3-run: status (\d+) \(.*\); (\d+) cycles \[model (cm3-[^\]]+)\], (\d+) instructions", re.M)
QSUMMARY = re.compile(r"^qemu-run: status (\d+) \(", re.M)


def run(cmd, stdin=b"", timeout=300):
    p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr.decode(errors="replace")


def fail(msg, err=""):
    print(f"FAIL {CASE}: {msg}")
    if err:
        print("stderr:\n" + err.rstrip()[-3000:])
    sys.exit(1)


def expect_status(rc, want, err, qemu=False):
    if rc != want:
        fail(f"exit status {rc}, expected {want}", err)
    m = (QSUMMARY if qemu else SUMMARY).search(err)
    if not m:
        fail("no summary line on stderr", err)
    if int(m.group(1)) != want:
        fail(f"summary says status {m.group(1)}, expected {want}", err)
    return m


def with_input(data, fn):
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "in.bin")
        with open(path, "wb") as f:
            f.write(data)
        return fn(path)


def mode(qemu, letter, want, extra=(), payload=b""):
    """Run selftest.elf with input letter + payload from a file; check the status; return (out, err)."""
    def go(path):
        cmd = ([QEMU_RUN] if qemu else [M3_RUN]) + ["--input", path] + list(extra) + [SELFTEST]
        rc, out, err = run(cmd)
        expect_status(rc, want, err, qemu)
        return out, err
    return with_input(letter.encode() + payload, go)


def echo_payload():
    rng = random.Random(20260)
    data = bytes(range(256)) + b"\x00" * 300 + b"\xff" * 300 + b"\r\n\x1a\x04"
    return data + bytes(rng.getrandbits(8) for _ in range(100_000))


def case_timing():
    rc, out, err = run([M3_RUN, TIMING])
    text = out.decode(errors="replace")
    print(text, end="")
    expect_status(rc, 0, err)
    last = text.strip().splitlines()[-1] if text.strip() else ""
    m = re.fullmatch(r"(\d+) passed, (\d+) failed", last)
    if not m or int(m.group(2)) != 0 or int(m.group(1)) < 50:
        fail(f"closing line '{last}'", err)


def case_deterministic():
    a = run([M3_RUN, TIMING])
    b = run([M3_RUN, TIMING])
    ca, cb = SUMMARY.search(a[2]), SUMMARY.search(b[2])
    if a[0] != 0 or b[0] != 0 or not ca or not cb:
        fail("timing.elf did not run cleanly twice", a[2] + b[2])
    if a[1] != b[1] or ca.group(2) != cb.group(2) or ca.group(4) != cb.group(4):
        fail(f"two runs differ: {ca.group(2)} vs {cb.group(2)} cycles", a[2] + b[2])


def case_version():
    rc, out, err = run([M3_RUN, "--version"])
    text = out.decode().strip()
    if rc != 0 or len(text.splitlines()) != 1 or not re.search(r"\bcm3-trm-\d+\.\d+\b", text):
        fail(f"--version printed {text!r} (status {rc})", err)
    m = SUMMARY.search(run([M3_RUN, TIMING])[2])
    if not m or m.group(3) not in text:
        fail("the summary line's model version differs from --version", text)


def case_echo(qemu, stdin):
    payload = echo_payload()
    if stdin:
        cmd = ([QEMU_RUN] if qemu else [M3_RUN]) + ["--input", "-", SELFTEST]
        rc, out, err = run(cmd, stdin=b"e" + payload)
        expect_status(rc, 0, err, qemu)
    else:
        out, err = mode(qemu, "e", 0, payload=payload)
    if out != payload:
        at = next((k for k in range(min(len(out), len(payload))) if out[k] != payload[k]), min(len(out), len(payload)))
        fail(f"output differs from input: {len(out)} vs {len(payload)} bytes, first difference at {at}", err)


def case_no_input(qemu):
    cmd = ([QEMU_RUN] if qemu else [M3_RUN]) + [SELFTEST]
    rc, out, err = run(cmd)
    expect_status(rc, 0, err, qemu)
    if out != b"no input\n":
        fail(f"output {out!r}", err)


def case_cycles(qemu):
    out, err = mode(qemu, "c", 0)
    t0, t1 = (int(x) for x in out.split())
    if qemu:
        if (t0, t1) != (0, 0):
            fail(f"qemu's CYCCNT read {t0} and {t1}, expected 0 (no cycle model)", err)
    elif not 100 < t1 - t0 < 5000:
        fail(f"target_cycles() went from {t0} to {t1} around a 100-iteration loop", err)


def case_loop(qemu):
    if qemu:
        out, err = mode(True, "l", 3, extra=["--timeout", "2"])
    else:
        out, err = mode(False, "l", 3, extra=["--max-cycles", "200000"])
        cycles = int(SUMMARY.search(err).group(2))
        if not 200000 <= cycles < 200020:
            fail(f"stopped at {cycles} cycles, expected just past 200000", err)


def case_trace():
    out, err = mode(False, "0", 0, extra=["--trace"])
    lines = [l for l in err.splitlines() if re.match(r"^[0-9a-f]{8} \+\d+ +\d+  \S", l)]
    if len(lines) < 50:
        fail("too few trace lines", err[:2000])


def case_usage(qemu):
    tool = QEMU_RUN if qemu else M3_RUN
    with tempfile.TemporaryDirectory() as d:
        junk = os.path.join(d, "junk.elf")
        with open(junk, "wb") as f:
            f.write(b"not an ELF file\n")
        for args in ([], ["--bogus", SELFTEST], [os.path.join(d, "missing.elf")], [junk],
                     ["--input", os.path.join(d, "missing.bin"), SELFTEST], [SELFTEST, SELFTEST]):
            rc, out, err = run([tool] + args)
            if rc != 4:
                fail(f"{' '.join(args) or '(no arguments)'}: status {rc}, expected 4", err)
            if out:
                fail(f"{' '.join(args)}: wrote to stdout", err)
    if not qemu:
        rc, _, err = run([M3_RUN, "--max-cycles", "x", SELFTEST])
        if rc != 4:
            fail(f"--max-cycles x: status {rc}, expected 4", err)


CASES = {
    "timing": case_timing,
    "deterministic": case_deterministic,
    "version": case_version,
    "trace": case_trace,
}
for q, prefix in ((False, ""), (True, "qemu-")):
    CASES.update({
        prefix + "exit0": lambda q=q: mode(q, "0", 0),
        prefix + "exit-fail": lambda q=q: mode(q, "x", 1),
        prefix + "main-return": lambda q=q: mode(q, "r", 1),
        prefix + "no-input": lambda q=q: case_no_input(q),
        prefix + "echo-file": lambda q=q: case_echo(q, False),
        prefix + "echo-stdin": lambda q=q: case_echo(q, True),
        prefix + "cycles": lambda q=q: case_cycles(q),
        prefix + "loop": lambda q=q: case_loop(q),
        prefix + "crash-udf": lambda q=q: mode(q, "u", 2),
        prefix + "crash-unmapped": lambda q=q: mode(q, "m", 2),
        prefix + "usage": lambda q=q: case_usage(q),
    })

if __name__ == "__main__":
    if CASE not in CASES:
        fail(f"unknown case (have: {', '.join(sorted(CASES))})")
    CASES[CASE]()
    print(f"PASS {CASE}")
