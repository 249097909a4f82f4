#!/usr/bin/env python3
"""Self-tests of avr-run (sim/avr): one case per ctest test (sim-avr-<case>).

usage: run_checks.py AVR_RUN SELFTEST_ELF TIMING_ELF CASE

selftest.elf picks its behaviour from its first input byte (see selftest.c); timing.elf runs the
instruction-timing kernels of timing.S and prints 'N passed, M failed'.
"""
import os
import random
import re
import subprocess
import sys
import tempfile

AVR_RUN, SELFTEST, TIMING, CASE = sys.argv[1:5]
SUMMARY = re.compile(r"^avr-run: status (\d+) .*; (\d+) cycles in [\d.]+ s = [\d.]+ simulated MHz; RAM: ", re.M)


def run(args, stdin=b"", timeout=120):
    p = subprocess.run([AVR_RUN] + args, input=stdin, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr.decode(errors="replace")


def fail(msg, err=""):
    print(f"FAIL {CASE}: {msg}")
    if err:
        print("stderr:\n" + err.rstrip())
    sys.exit(1)


def summary(err, want_status):
    """The closing stderr line: right status, and a cycle count."""
    m = SUMMARY.search(err)
    if not m:
        fail("no summary line on stderr", err)
    if int(m.group(1)) != want_status:
        fail(f"summary says status {m.group(1)}, expected {want_status}", err)
    return int(m.group(2))


def mode(letter, want, extra=(), max_cycles=None):
    """Run selftest.elf in one mode (first input byte) and check the exit status."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "in.bin")
        with open(path, "wb") as f:
            f.write(letter.encode())
        args = ["--input", path] + list(extra)
        if max_cycles:
            args += ["--max-cycles", str(max_cycles)]
        rc, out, err = run(args + [SELFTEST])
    if rc != want:
        fail(f"mode {letter!r}: exit status {rc}, expected {want}", err)
    cycles = summary(err, want)
    print(f"ok: mode {letter!r} -> status {rc}; {err.strip().splitlines()[-1]}")
    return out, err, cycles


def echo_payload():
    rnd = random.Random(1234)
    return (bytes(range(256)) + b"\x00" * 300 + b"\xff" * 300 + b"\r\n\n\r\x1a\x04" +
            bytes(rnd.randrange(256) for _ in range(70000)) + b"\x00\xff\x00")


def case_timing():
    rc, out, err = run([TIMING], timeout=300)
    text = out.decode(errors="replace")
    print(text.rstrip())
    m = re.search(r"^(\d+) passed, (\d+) failed$", text, re.M)
    if rc != 0 or not m or m.group(2) != "0":
        fail(f"exit status {rc}", err)
    summary(err, 0)
    print(err.strip().splitlines()[-1])


def case_deterministic():
    runs = [run([TIMING], timeout=300) for _ in range(2)]
    cycles = [summary(e, 0) for _, _, e in runs]
    if runs[0][1] != runs[1][1] or cycles[0] != cycles[1]:
        fail(f"two runs differ: {cycles}")
    print(f"ok: two timing runs, identical output, {cycles[0]} cycles each")


def case_echo_file():
    data = echo_payload()
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "in.bin")
        with open(path, "wb") as f:
            f.write(b"C" + data)
        rc, out, err = run(["--input", path, SELFTEST])
    if rc != 0 or out != data:
        fail(f"exit status {rc}, {len(out)} bytes out of {len(data)}, equal: {out == data}", err)
    summary(err, 0)
    print(f"ok: {len(data)} bytes echoed byte-exactly from a file")


def case_echo_stdin():
    data = echo_payload()
    rc, out, err = run(["--input", "-", SELFTEST], stdin=b"C" + data)
    if rc != 0 or out != data:
        fail(f"exit status {rc}, {len(out)} bytes out of {len(data)}, equal: {out == data}", err)
    summary(err, 0)
    print(f"ok: {len(data)} bytes echoed byte-exactly from stdin")


def case_markers():
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "markers.txt")
        mode("M", 0, extra=["--markers", path])
        with open(path) as f:
            lines = [tuple(int(x) for x in line.split()) for line in f]
    values = [v for v, _ in lines]
    gaps = [b[1] - a[1] for a, b in zip(lines, lines[1:])]
    # STS 2 | STS 2 + 100 NOPs | STS 2
    if values != [0, 1, 2, 255] or gaps != [2, 102, 2]:
        fail(f"markers {lines}: values {values} (expected [0, 1, 2, 255]), gaps {gaps} (expected [2, 102, 2])")
    print(f"ok: markers {lines}")


def case_loop():
    _, _, cycles = mode("L", 3, max_cycles=100000)
    if not 100000 <= cycles <= 100003:
        fail(f"stopped at {cycles} cycles, expected the cap 100000 (+ the last instruction)")


def case_usage():
    with tempfile.TemporaryDirectory() as d:
        missing = os.path.join(d, "missing.elf")
        checks = [
            ([], "no firmware"),
            (["--bogus", SELFTEST], "unknown option"),
            (["--max-cycles", "ten", SELFTEST], "bad --max-cycles"),
            (["--max-cycles", "0", SELFTEST], "zero --max-cycles"),
            ([SELFTEST, "--input"], "option without its value"),
            ([SELFTEST, TIMING], "two firmware files"),
            ([missing], "missing firmware"),
            ([os.path.abspath(__file__)], "not an ELF"),
            (["--input", missing, SELFTEST], "missing input file"),
            (["--markers", os.path.join(d, "no", "such", "dir"), SELFTEST], "unwritable markers file"),
        ]
        for args, what in checks:
            rc, out, err = run(args)
            if rc != 4:
                fail(f"{what} ({args}): exit status {rc}, expected 4", err)
            print(f"ok: {what} -> 4")


CASES = {
    "timing": case_timing,
    "deterministic": case_deterministic,
    "exit0": lambda: mode("0", 0),
    "exit3": lambda: mode("3", 1),
    "exit256": lambda: mode("B", 1),
    "main-return": lambda: (mode("r", 0), mode("R", 1)),
    "no-input": lambda: mode("", 1),
    "echo-file": case_echo_file,
    "echo-stdin": case_echo_stdin,
    "markers": case_markers,
    "loop": case_loop,
    "crash-flash": lambda: mode("J", 2),
    "crash-opcode": lambda: mode("O", 2),
    "crash-eicall": lambda: mode("E", 2),
    "crash-reset": lambda: mode("Z", 2),
    "crash-ram": lambda: mode("W", 2),
    "crash-sleep": lambda: mode("S", 2),
    "usage": case_usage,
}

if CASE not in CASES:
    fail(f"unknown case (have: {', '.join(CASES)})")
CASES[CASE]()
