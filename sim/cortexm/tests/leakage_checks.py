#!/usr/bin/env python3
"""Self-tests of m3-run's leakage trace (--leakage-trace; leakage_trace.h, docs/leakage.md): one case
per ctest test (sim-<cpu>-leakage-<case>), on the firmware leakage_main.c + leakage_kernel.S.

usage: leakage_checks.py --cpu CPU M3_RUN LEAKAGE_ELF CASE

  values   two windows of the kernel: the header, and every field of every sample equal to the value
           the model gives for that instruction (worked out below, instruction by instruction)
  varied   a third window of eight instructions: the run stops with status 4 naming the window
  none     no --leakage-trace: the same firmware runs to exit 0 (the trigger is harmless)
"""
import os
import struct
import subprocess
import sys
import tempfile

ARGS = sys.argv[1:]
if ARGS[:1] != ["--cpu"] or len(ARGS) != 5:
    sys.exit(__doc__)
CPU, M3_RUN, ELF, CASE = ARGS[1], ARGS[2], ARGS[3], ARGS[4]
FIELDS = ("result_hw", "reg_hd", "opa_hw", "opb_hw", "opa_hd", "opb_hd", "bus_hw", "bus_hd")


def fail(msg, err=b""):
    print(f"FAIL: {msg}")
    if err:
        print(err.decode(errors="replace"))
    sys.exit(1)


def hw(x):
    return bin(x & 0xFFFFFFFF).count("1")


def run(trace, mode):
    with tempfile.TemporaryDirectory() as d:
        inp = os.path.join(d, "in")
        with open(inp, "w") as f:
            f.write(mode)
        cmd = [M3_RUN, "--cpu", CPU, "--input", inp]
        if trace:
            cmd += ["--leakage-trace", trace]
        p = subprocess.run(cmd + [ELF], capture_output=True, timeout=60)
        return p.returncode, p.stdout, p.stderr


def expected(a):
    """The kernel's six samples (leakage_kernel.S), a = &leakage_buffer. Operand buses and the data
    bus start a window at 0; a bus an instruction does not use keeps its value."""
    A, B, T = 0x0000FFFF, 0x00FF00FF, 0x400FF004
    return [
        # mov r1, r2: r1 0x0000FFFF -> B; bus A = r2, B unused (still 0)
        (hw(B), hw(A ^ B), hw(B), 0, hw(B), 0, 0, 0),
        # eors r1, r2: r1 B -> 0; A = r1 (B, as before), bus B = r2 (from 0)
        (0, hw(B), hw(B), hw(B), 0, hw(B), 0, 0),
        # str r2, [r4]: no register written; A = r2, B = the address; data B after 0
        (0, 0, hw(B), hw(a), 0, hw(a ^ B), hw(B), hw(B)),
        # ldr r1, [r4]: r1 0 -> B; A = the address, B unused (keeps the address); data B after B
        (hw(B), hw(B), hw(a), hw(a), hw(a ^ B), 0, hw(B), 0),
        # movs r0, #0: r0 1 -> 0; A = the immediate 0, B still the address
        (0, 1, 0, hw(a), hw(a), 0, 0, 0),
        # str r0, [r3]: A = r0 (0), B = the trigger's address after the buffer's; the data 0 crosses
        # the bus to the peripheral after B
        (0, 0, 0, hw(T), 0, hw(T ^ a), 0, hw(B)),
    ]


def case_values():
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "trace.bin")
        code, out, err = run(path, "")
        if code != 0:
            fail(f"status {code}, expected 0", err)
        if b"leakage trace: 2 traces written" not in err:
            fail("the summary does not report 2 traces", err)
        data = open(path, "rb").read()
    magic, version, nfields, samples, traces, hbytes, zero = struct.unpack("<8s6I", data[:32])
    if (magic, version, nfields, samples, traces, hbytes) != (b"LWCLEAK1", 1, 8, 6, 2, 32):
        fail(f"header {magic, version, nfields, samples, traces, hbytes}")
    if len(data) != 32 + traces * samples * nfields:
        fail(f"{len(data)} bytes, expected {32 + traces * samples * nfields}")
    a = int(out.decode().split()[0], 16)
    want = expected(a)
    bad = 0
    for t in range(traces):
        for s in range(samples):
            got = tuple(data[32 + (t * samples + s) * nfields:][:nfields])
            for f, (g, w) in enumerate(zip(got, want[s])):
                if g != w:
                    print(f"trace {t} sample {s} {FIELDS[f]}: got {g}, expected {w}")
                    bad += 1
    if bad:
        fail(f"{bad} values differ")
    print(f"{traces * samples * nfields} values as the model gives them")


def case_varied():
    with tempfile.TemporaryDirectory() as d:
        code, out, err = run(os.path.join(d, "trace.bin"), "v")
    if code != 4 or b"window 3 holds 8 instructions, the first held 6" not in err:
        fail(f"status {code}: a window of another length must stop the run (status 4) naming it", err)


def case_none():
    code, out, err = run(None, "")
    if code != 0:
        fail(f"status {code} without --leakage-trace", err)


{"values": case_values, "varied": case_varied, "none": case_none}[CASE]()
print(f"sim-{CPU}-leakage-{CASE}: ok")
