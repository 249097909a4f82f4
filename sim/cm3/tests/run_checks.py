#!/usr/bin/env python3
"""Self-tests of m3-run and qemu-run (sim/cm3): one case per ctest test (sim-<cpu>-<case>).

usage: run_checks.py [--cpu cm3|cm0plus|cm0] M3_RUN QEMU_RUN SELFTEST_ELF TIMING_ELF CASE

Both tools run with --cpu (default cm3). The selftest image (../common/tests/selftest_main.c with
selftest_cpu.c, built for the core's target) picks its behaviour from its first input byte; the timing image measures the timing kernels (cm3:
timing.S with DWT_CYCCNT; cm0plus, cm0: timing_v6m.S with LWC_SIM_CYCLES) and prints
'N passed, M failed'. Cases starting with "qemu-" run the same images through qemu-run
(qemu-system-arm -M mps2-an385 or -M microbit). The isa-* cases run code that is ARMv7-M only: it
must run on the M3 and stop the run with a crash naming the cause on ARMv6-M cores.
"""
import os
import random
import re
import subprocess
import sys
import tempfile

ARGS = sys.argv[1:]
CPU = "cm3"
if ARGS[:1] == ["--cpu"]:
    CPU, ARGS = ARGS[1], ARGS[2:]
M3_RUN, QEMU_RUN, SELFTEST, TIMING, CASE = ARGS[:5]
V6M = CPU != "cm3"
SUMMARY = re.compile(r"^m3-run: status (\d+) \(.*\); (\d+) cycles \[model (cm[0-9a-z]+-[^\]]+)\], (\d+) instructions", re.M)
QSUMMARY = re.compile(r"^qemu-run: status (\d+) \(", re.M)


def run(cmd, stdin=b"", timeout=300):
    p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr.decode(errors="replace")


def tool(qemu):
    """The emulator's command for this core."""
    return [QEMU_RUN if qemu else M3_RUN, "--cpu", CPU]


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
        cmd = tool(qemu) + ["--input", path] + list(extra) + [SELFTEST]
        rc, out, err = run(cmd)
        expect_status(rc, want, err, qemu)
        return out, err
    return with_input(letter.encode() + payload, go)


def echo_payload():
    rng = random.Random(20260)
    data = bytes(range(256)) + b"\x00" * 300 + b"\xff" * 300 + b"\r\n\x1a\x04"
    return data + bytes(rng.getrandbits(8) for _ in range(100_000))


def case_timing():
    rc, out, err = run(tool(False) + [TIMING])
    text = out.decode(errors="replace")
    print(text, end="")
    expect_status(rc, 0, err)
    last = text.strip().splitlines()[-1] if text.strip() else ""
    m = re.fullmatch(r"(\d+) passed, (\d+) failed", last)
    if not m or int(m.group(2)) != 0 or int(m.group(1)) < (20 if V6M else 50):
        fail(f"closing line '{last}'", err)


def case_deterministic():
    a = run(tool(False) + [TIMING])
    b = run(tool(False) + [TIMING])
    ca, cb = SUMMARY.search(a[2]), SUMMARY.search(b[2])
    if a[0] != 0 or b[0] != 0 or not ca or not cb:
        fail("timing.elf did not run cleanly twice", a[2] + b[2])
    if a[1] != b[1] or ca.group(2) != cb.group(2) or ca.group(4) != cb.group(4):
        fail(f"two runs differ: {ca.group(2)} vs {cb.group(2)} cycles", a[2] + b[2])


def case_version():
    rc, out, err = run(tool(False) + ["--version"])
    text = out.decode().strip()
    if rc != 0 or len(text.splitlines()) != 1 or not re.search(rf"\b{CPU}-trm-\d+\.\d+\b", text):
        fail(f"--version printed {text!r} (status {rc})", err)
    m = SUMMARY.search(run(tool(False) + [TIMING])[2])
    if not m or m.group(3) not in text:
        fail("the summary line's model version differs from --version", text)


def case_echo(qemu, stdin):
    payload = echo_payload()
    if stdin:
        cmd = tool(qemu) + ["--input", "-", SELFTEST]
        rc, out, err = run(cmd, stdin=b"e" + payload)
        expect_status(rc, 0, err, qemu)
    else:
        out, err = mode(qemu, "e", 0, payload=payload)
    if out != payload:
        at = next((k for k in range(min(len(out), len(payload))) if out[k] != payload[k]), min(len(out), len(payload)))
        fail(f"output differs from input: {len(out)} vs {len(payload)} bytes, first difference at {at}", err)


def case_no_input(qemu):
    cmd = tool(qemu) + [SELFTEST]
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
    prog = tool(qemu)
    with tempfile.TemporaryDirectory() as d:
        junk = os.path.join(d, "junk.elf")
        with open(junk, "wb") as f:
            f.write(b"not an ELF file\n")
        for args in ([], ["--bogus", SELFTEST], [os.path.join(d, "missing.elf")], [junk],
                     ["--input", os.path.join(d, "missing.bin"), SELFTEST], [SELFTEST, SELFTEST]):
            rc, out, err = run(prog + args)
            if rc != 4:
                fail(f"{' '.join(args) or '(no arguments)'}: status {rc}, expected 4", err)
            if out:
                fail(f"{' '.join(args)}: wrote to stdout", err)
        rc, _, err = run([prog[0], "--cpu", "cm5", SELFTEST])
        if rc != 4:
            fail(f"--cpu cm5: status {rc}, expected 4", err)
    if not qemu:
        rc, _, err = run(tool(False) + ["--max-cycles", "x", SELFTEST])
        if rc != 4:
            fail(f"--max-cycles x: status {rc}, expected 4", err)


# isa-*: selftest mode, what silicon does on ARMv6-M, what m3-run's model must say
ISA = {
    "wide": ("w", "not an ARMv6-M instruction", "eor.w"),
    "it": ("i", "not an ARMv6-M instruction", "ite eq"),
    "unaligned": ("a", "unaligned 4-byte access", "ldr"),
}


def case_isa(qemu, what):
    """ARMv7-M-only code: exits 0 on the M3; on ARMv6-M the run stops (status 2) before it runs."""
    letter, reason, insn = ISA[what]
    if not V6M:
        mode(qemu, letter, 0)
        return
    out, err = mode(qemu, letter, 2)
    if qemu:
        if "exception 0x00000003" not in err:  # semihost.c's report of a HardFault
            fail("qemu did not raise a HardFault", err)
    elif reason not in err or f"'{insn}" not in err:
        fail(f"m3-run's message does not say '{reason}' about '{insn} ...'", err)


def case_crash_udf(qemu):
    """UDF: a crash (status 2); under qemu the firmware's own report (semihost.c, from the fault
    handler of arm_startup.S) names the HardFault and the faulting pc read from the stacked frame."""
    out, err = mode(qemu, "u", 2)
    if qemu:
        m = re.search(r"exception 0x00000003 at pc=0x([0-9a-f]{8})", err)
        if not m or int(m.group(1), 16) == 0:
            fail("the firmware's report does not name the HardFault and a faulting pc", err)


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
        prefix + "crash-udf": lambda q=q: case_crash_udf(q),
        prefix + "crash-unmapped": lambda q=q: mode(q, "m", 2),
        prefix + "usage": lambda q=q: case_usage(q),
        prefix + "isa-wide": lambda q=q: case_isa(q, "wide"),
        prefix + "isa-it": lambda q=q: case_isa(q, "it"),
        prefix + "isa-unaligned": lambda q=q: case_isa(q, "unaligned"),
    })

if __name__ == "__main__":
    if CASE not in CASES:
        fail(f"unknown case (have: {', '.join(sorted(CASES))})")
    CASES[CASE]()
    print(f"PASS {CASE}")
