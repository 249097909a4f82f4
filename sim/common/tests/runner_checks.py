"""The self-test cases every simulator runner on semihosting shares (sim/cortexm/m3-run, sim/rv32/rv32-run,
and the same images under sim/common/qemu-run): imported by each runner's sim/<folder>/tests/run_checks.py, which
describes its runner (Runner) and adds the cases of its own core. One case per ctest test.

The selftest image (selftest_main.c beside this file, with the core's selftest_cpu.c) picks what it
does from its first input byte; the timing image measures one kernel per rule of the timing model and
prints 'N passed, M failed'. Exit statuses of both runners: 0 the firmware exited 0, 1 it failed,
2 a crash, 3 the cycle cap or time-out, 4 a usage error; each prints a summary line on stderr.
"""
from __future__ import annotations

import dataclasses
import os
import random
import re
import subprocess
import sys
import tempfile
from typing import Callable


@dataclasses.dataclass
class Runner:
    name: str                    # the case name (for messages)
    sim: list[str]               # the simulator's command (with its core option)
    qemu: list[str]              # qemu-run's command for the same core
    selftest: str                # the selftest image
    timing: str                  # the timing image
    summary: re.Pattern          # the simulator's summary line: status, cycles, model, instructions
    model: str                   # a regular expression the model version matches
    min_timing_checks: int       # how many timing checks the timing image must pass at least
    trace_line: str              # a regular expression a --trace line matches
    qemu_cycles_zero: bool       # qemu's cycle counter reads 0 (no model), rather than qemu's ticks
    bad_usage: tuple[tuple[str, ...], ...] = ()   # further arguments both tools must refuse (status 4)
    rules: bool = False          # the simulator has --rules (its versioned rule table)


QSUMMARY = re.compile(r"^qemu-run: status (\d+) \(", re.M)
R: Runner


def run(cmd, stdin=b"", timeout=300):
    p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr.decode(errors="replace")


def tool(qemu: bool) -> list[str]:
    return list(R.qemu if qemu else R.sim)


def fail(msg, err=""):
    print(f"FAIL {R.name}: {msg}")
    if err:
        print("stderr:\n" + err.rstrip()[-3000:])
    sys.exit(1)


def expect_status(rc, want, err, qemu=False):
    if rc != want:
        fail(f"exit status {rc}, expected {want}", err)
    m = (QSUMMARY if qemu else R.summary).search(err)
    if not m:
        fail("no summary line on stderr", err)
    if int(m.group(1)) != want:
        fail(f"summary says status {m.group(1)}, expected {want}", err)
    return m


def mode(qemu, letter, want, extra=(), payload=b""):
    """Run the selftest image with input letter + payload from a file; check the status; return
    (stdout, stderr)."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "in.bin")
        with open(path, "wb") as f:
            f.write(letter.encode() + payload)
        rc, out, err = run(tool(qemu) + ["--input", path] + list(extra) + [R.selftest])
        expect_status(rc, want, err, qemu)
        return out, err


def case_timing():
    rc, out, err = run(tool(False) + [R.timing])
    text = out.decode(errors="replace")
    print(text, end="")
    expect_status(rc, 0, err)
    last = text.strip().splitlines()[-1] if text.strip() else ""
    m = re.fullmatch(r"(\d+) passed, (\d+) failed", last)
    if not m or int(m.group(2)) != 0 or int(m.group(1)) < R.min_timing_checks:
        fail(f"closing line '{last}'", err)


def case_deterministic():
    a, b = run(tool(False) + [R.timing]), run(tool(False) + [R.timing])
    ca, cb = R.summary.search(a[2]), R.summary.search(b[2])
    if a[0] != 0 or b[0] != 0 or not ca or not cb:
        fail("the timing image did not run cleanly twice", a[2] + b[2])
    if a[1] != b[1] or ca.group(2) != cb.group(2) or ca.group(4) != cb.group(4):
        fail(f"two runs differ: {ca.group(2)} vs {cb.group(2)} cycles", a[2] + b[2])


def case_version():
    rc, out, err = run(tool(False) + ["--version"])
    text = out.decode().strip()
    if rc != 0 or len(text.splitlines()) != 1 or not re.search(rf"\b{R.model}\b", text):
        fail(f"--version printed {text!r} (status {rc})", err)
    m = R.summary.search(run(tool(False) + [R.timing])[2])
    if not m or m.group(3) not in text:
        fail("the summary line's model version differs from --version", text)
    if R.rules:
        rc, out, err = run(tool(False) + ["--rules"])
        if rc != 0 or f"model {m.group(3)}" not in out.decode() or len(out.decode().splitlines()) < 10:
            fail("--rules does not print the versioned table", err)


def case_echo(qemu, stdin):
    rng = random.Random(20260)
    payload = bytes(range(256)) + b"\x00" * 300 + b"\xff" * 300 + b"\r\n\x1a\x04"
    payload += bytes(rng.getrandbits(8) for _ in range(100_000))
    if stdin:
        rc, out, err = run(tool(qemu) + ["--input", "-", R.selftest], stdin=b"e" + payload)
        expect_status(rc, 0, err, qemu)
    else:
        out, err = mode(qemu, "e", 0, payload=payload)
    if out != payload:
        at = next((k for k in range(min(len(out), len(payload))) if out[k] != payload[k]), min(len(out), len(payload)))
        fail(f"output differs from input: {len(out)} vs {len(payload)} bytes, first difference at {at}", err)


def case_no_input(qemu):
    rc, out, err = run(tool(qemu) + [R.selftest])
    expect_status(rc, 0, err, qemu)
    if out != b"no input\n":
        fail(f"output {out!r}", err)


def case_cycles(qemu):
    out, err = mode(qemu, "c", 0)
    t0, t1 = (int(x) for x in out.split())
    if qemu:
        if R.qemu_cycles_zero and (t0, t1) != (0, 0):
            fail(f"qemu's cycle counter read {t0} and {t1}, expected 0 (no cycle model)", err)
    elif not 100 < t1 - t0 < 5000:
        fail(f"target_cycles() went from {t0} to {t1} around a 100-iteration loop", err)


def case_loop(qemu):
    if qemu:
        mode(True, "l", 3, extra=["--timeout", "2"])
        return
    out, err = mode(False, "l", 3, extra=["--max-cycles", "200000"])
    cycles = int(R.summary.search(err).group(2))
    if not 200000 <= cycles < 200020:
        fail(f"stopped at {cycles} cycles, expected just past 200000", err)


def case_trace():
    out, err = mode(False, "0", 0, extra=["--trace"])
    if len([l for l in err.splitlines() if re.match(R.trace_line, l)]) < 50:
        fail("too few trace lines", err[:2000])


def case_usage(qemu):
    with tempfile.TemporaryDirectory() as d:
        junk = os.path.join(d, "junk.elf")
        with open(junk, "wb") as f:
            f.write(b"not an ELF file\n")
        for args in ([], ["--bogus", R.selftest], [os.path.join(d, "missing.elf")], [junk],
                     ["--input", os.path.join(d, "missing.bin"), R.selftest], [R.selftest, R.selftest]):
            rc, out, err = run(tool(qemu) + args)
            if rc != 4 or out:
                fail(f"{' '.join(args) or '(no arguments)'}: status {rc}, expected 4 and no output", err)
    for args in R.bad_usage:
        rc, _, err = run(tool(qemu)[:1] + list(args) + [R.selftest])
        if rc != 4:
            fail(f"{' '.join(args)}: status {rc}, expected 4", err)
    if not qemu:
        rc, _, err = run(tool(False) + ["--max-cycles", "x", R.selftest])
        if rc != 4:
            fail(f"--max-cycles x: status {rc}, expected 4", err)


def cases() -> dict[str, Callable[[], object]]:
    """The shared cases: the simulator's own and, prefixed "qemu-", the same under qemu-run."""
    table: dict[str, Callable[[], object]] = {
        "timing": case_timing,
        "deterministic": case_deterministic,
        "version": case_version,
        "trace": case_trace,
    }
    for q, prefix in ((False, ""), (True, "qemu-")):
        table.update({
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
    return table


def main(runner: Runner, own: dict[str, Callable[[], object]]) -> None:
    """Runs runner.name, a shared case or one of the runner's own."""
    global R
    R = runner
    table = cases()
    table.update(own)
    if runner.name not in table:
        fail(f"unknown case (have: {', '.join(sorted(table))})")
    table[runner.name]()
    print(f"PASS {runner.name}")
