#!/usr/bin/env python3
"""Self-tests of rv32-run (sim/rv32) and of qemu-run --cpu rv32 (sim/cm3/qemu-run): one case per
ctest test (sim-rv32-<case>).

usage: run_checks.py RV32_RUN QEMU_RUN SELFTEST_ELF TIMING_ELF CASE

The selftest image (../common/tests/selftest_main.c with tests/selftest_cpu.c) picks its behaviour
from its first input byte; the timing image
(tests/timing_main.c + timing.S) measures a kernel per rule of the E31 model with mcycle and prints
'N passed, M failed'. Cases starting with "qemu-" run the same images in qemu-system-riscv32
(-M sifive_e,revb=true). qemu does not trap misaligned accesses or reads of unmapped addresses, so
those two crashes are rv32-run cases only (the E31 traps on both).
"""
import os
import random
import re
import subprocess
import sys
import tempfile

RV32_RUN, QEMU_RUN, SELFTEST, TIMING, CASE = sys.argv[1:6]
SUMMARY = re.compile(r"^rv32-run: status (\d+) \(.*\); (\d+) cycles \[model (e31-[^\]]+)\], (\d+) instructions", re.M)
QSUMMARY = re.compile(r"^qemu-run: status (\d+) \(", re.M)


def run(cmd, stdin=b"", timeout=300):
    p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr.decode(errors="replace")


def tool(qemu):
    return [QEMU_RUN, "--cpu", "rv32"] if qemu else [RV32_RUN]


def fail(msg, err=""):
    print(f"FAIL {CASE}: {msg}")
    if err:
        print("stderr:\n" + err.rstrip()[-3000:])
    sys.exit(1)


def expect_status(rc, want, err, qemu=False):
    if rc != want:
        fail(f"exit status {rc}, expected {want}", err)
    m = (QSUMMARY if qemu else SUMMARY).search(err)
    if not m or int(m.group(1)) != want:
        fail("no summary line on stderr with that status", err)
    return m


def mode(qemu, letter, want, extra=(), payload=b""):
    """Run selftest.elf with input letter + payload from a file; check the status; return (out, err)."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "in.bin")
        with open(path, "wb") as f:
            f.write(letter.encode() + payload)
        rc, out, err = run(tool(qemu) + ["--input", path] + list(extra) + [SELFTEST])
        expect_status(rc, want, err, qemu)
        return out, err


def case_timing():
    rc, out, err = run(tool(False) + [TIMING])
    text = out.decode(errors="replace")
    print(text, end="")
    expect_status(rc, 0, err)
    last = text.strip().splitlines()[-1] if text.strip() else ""
    m = re.fullmatch(r"(\d+) passed, (\d+) failed", last)
    if not m or int(m.group(2)) != 0 or int(m.group(1)) < 25:
        fail(f"closing line '{last}'", err)


def case_deterministic():
    a, b = run(tool(False) + [TIMING]), run(tool(False) + [TIMING])
    ca, cb = SUMMARY.search(a[2]), SUMMARY.search(b[2])
    if a[0] != 0 or b[0] != 0 or not ca or not cb:
        fail("timing.elf did not run cleanly twice", a[2] + b[2])
    if a[1] != b[1] or ca.group(2) != cb.group(2) or ca.group(4) != cb.group(4):
        fail(f"two runs differ: {ca.group(2)} vs {cb.group(2)} cycles", a[2] + b[2])


def case_version():
    rc, out, err = run(tool(False) + ["--version"])
    text = out.decode().strip()
    if rc != 0 or len(text.splitlines()) != 1 or not re.search(r"\be31-fe310-\d+\.\d+\b", text):
        fail(f"--version printed {text!r} (status {rc})", err)
    m = SUMMARY.search(run(tool(False) + [TIMING])[2])
    if not m or m.group(3) not in text:
        fail("the summary line's model version differs from --version", text)
    rc, out, err = run(tool(False) + ["--rules"])
    if rc != 0 or f"model {m.group(3)}" not in out.decode() or len(out.decode().splitlines()) < 10:
        fail("--rules does not print the versioned table", err)


def case_echo(qemu, stdin):
    rng = random.Random(20260)
    payload = bytes(range(256)) + b"\x00" * 300 + b"\xff" * 300 + b"\r\n\x1a\x04"
    payload += bytes(rng.getrandbits(8) for _ in range(100_000))
    if stdin:
        rc, out, err = run(tool(qemu) + ["--input", "-", SELFTEST], stdin=b"e" + payload)
        expect_status(rc, 0, err, qemu)
    else:
        out, err = mode(qemu, "e", 0, payload=payload)
    if out != payload:
        fail(f"output differs from input: {len(out)} vs {len(payload)} bytes", err)


def case_no_input(qemu):
    rc, out, err = run(tool(qemu) + [SELFTEST])
    expect_status(rc, 0, err, qemu)
    if out != b"no input\n":
        fail(f"output {out!r}", err)


def case_cycles(qemu):
    out, err = mode(qemu, "c", 0)
    t0, t1 = (int(x) for x in out.split())
    if not qemu and not 100 < t1 - t0 < 5000:
        fail(f"target_cycles() went from {t0} to {t1} around a 100-iteration loop", err)


def case_loop(qemu):
    if qemu:
        mode(True, "l", 3, extra=["--timeout", "2"])
        return
    out, err = mode(False, "l", 3, extra=["--max-cycles", "200000"])
    cycles = int(SUMMARY.search(err).group(2))
    if not 200000 <= cycles < 200020:
        fail(f"stopped at {cycles} cycles, expected just past 200000", err)


def case_trace():
    out, err = mode(False, "0", 0, extra=["--trace"])
    if len([l for l in err.splitlines() if re.match(r"^[0-9a-f]{8} +\d+ +\d+  [a-z]", l)]) < 50:
        fail("too few trace lines", err[:2000])


def case_usage(qemu):
    with tempfile.TemporaryDirectory() as d:
        junk = os.path.join(d, "junk.elf")
        with open(junk, "wb") as f:
            f.write(b"not an ELF file\n")
        for args in ([], ["--bogus", SELFTEST], [os.path.join(d, "missing.elf")], [junk],
                     ["--input", os.path.join(d, "missing.bin"), SELFTEST], [SELFTEST, SELFTEST]):
            rc, out, err = run(tool(qemu) + args)
            if rc != 4 or out:
                fail(f"{' '.join(args) or '(no arguments)'}: status {rc}, expected 4 and no output", err)
    if not qemu:
        rc, _, err = run(tool(False) + ["--max-cycles", "x", SELFTEST])
        if rc != 4:
            fail(f"--max-cycles x: status {rc}, expected 4", err)


def case_crash(qemu, letter, says):
    out, err = mode(qemu, letter, 2)
    if says not in err:
        fail(f"the message does not say '{says}'", err)


CASES = {
    "timing": case_timing,
    "deterministic": case_deterministic,
    "version": case_version,
    "trace": case_trace,
    "crash-misaligned": lambda: case_crash(False, "a", "misaligned 4-byte load"),
    "crash-unmapped": lambda: case_crash(False, "m", "invalid read"),
    "crash-illegal": lambda: case_crash(False, "u", "illegal instruction"),
    "qemu-crash-illegal": lambda: case_crash(True, "u", "exception 0x00000002 at pc=0x2001"),
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
        prefix + "usage": lambda q=q: case_usage(q),
    })

if __name__ == "__main__":
    if CASE not in CASES:
        fail(f"unknown case (have: {', '.join(sorted(CASES))})")
    CASES[CASE]()
    print(f"PASS {CASE}")
