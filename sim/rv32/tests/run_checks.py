#!/usr/bin/env python3
"""Self-tests of rv32-run (sim/rv32) and of qemu-run --cpu rv32 (sim/common/qemu-run): one case per
ctest test (sim-rv32-<case>).

usage: run_checks.py RV32_RUN QEMU_RUN SELFTEST_ELF TIMING_ELF CASE

The cases every runner has are in ../../common/tests/runner_checks.py; here the RV32 ones. The timing
image (tests/timing_main.c + timing.S) measures a kernel per rule of the E31 model with mcycle.
Cases starting with "qemu-" run the same images in qemu-system-riscv32 (-M sifive_e,revb=true).
qemu does not trap misaligned accesses or reads of unmapped addresses, so those two crashes are
rv32-run cases only (the E31 traps on both).
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "common", "tests"))
import runner_checks as rc  # noqa: E402

RV32_RUN, QEMU_RUN, SELFTEST, TIMING, CASE = sys.argv[1:6]


def case_crash(qemu, letter, says):
    out, err = rc.mode(qemu, letter, 2)
    if says not in err:
        rc.fail(f"the message does not say '{says}'", err)


OWN = {
    "crash-misaligned": lambda: case_crash(False, "a", "misaligned 4-byte load"),
    "crash-unmapped": lambda: case_crash(False, "m", "invalid read"),
    "crash-illegal": lambda: case_crash(False, "u", "illegal instruction"),
    "qemu-crash-illegal": lambda: case_crash(True, "u", "exception 0x00000002 at pc=0x2001"),
}

if __name__ == "__main__":
    rc.main(rc.Runner(
        name=CASE, sim=[RV32_RUN], qemu=[QEMU_RUN, "--cpu", "rv32"], selftest=SELFTEST, timing=TIMING,
        summary=re.compile(r"^rv32-run: status (\d+) \(.*\); (\d+) cycles \[model (e31-[^\]]+)\], "
                           r"(\d+) instructions", re.M),
        model=r"e31-fe310-\d+\.\d+", min_timing_checks=36, trace_line=r"^[0-9a-f]{8} +\d+ +\d+  [a-z]",
        qemu_cycles_zero=False, rules=True), OWN)
