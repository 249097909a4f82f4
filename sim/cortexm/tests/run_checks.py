#!/usr/bin/env python3
"""Self-tests of m3-run and qemu-run (sim/cortexm): one case per ctest test (sim-<cpu>-<case>).

usage: run_checks.py [--cpu cm3|cm0plus|cm0] M3_RUN QEMU_RUN SELFTEST_ELF TIMING_ELF CASE

Both tools run with --cpu (default cm3). The cases every runner has are in
../../common/tests/runner_checks.py; here the Cortex-M ones. The timing image measures the timing
kernels (cm3: timing.S with DWT_CYCCNT; cm0plus, cm0: timing_v6m.S with LWC_SIM_CYCLES). Cases
starting with "qemu-" run the same images through qemu-run (qemu-system-arm -M mps2-an385 or
-M microbit). The isa-* cases run code that is ARMv7-M only: it must run on the M3 and stop the run
with a crash naming the cause on ARMv6-M cores.
"""
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "common", "tests"))
import runner_checks as rc  # noqa: E402

ARGS = sys.argv[1:]
CPU = "cm3"
if ARGS[:1] == ["--cpu"]:
    CPU, ARGS = ARGS[1], ARGS[2:]
M3_RUN, QEMU_RUN, SELFTEST, TIMING, CASE = ARGS[:5]
V6M = CPU != "cm3"

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
        rc.mode(qemu, letter, 0)
        return
    out, err = rc.mode(qemu, letter, 2)
    if qemu:
        if "exception 0x00000003" not in err:  # semihost.c's report of a HardFault
            rc.fail("qemu did not raise a HardFault", err)
    elif reason not in err or f"'{insn}" not in err:
        rc.fail(f"m3-run's message does not say '{reason}' about '{insn} ...'", err)


def case_unaligned_multiple(qemu):
    """LDM from an address = 2 mod 4: a HardFault on ARMv7-M as on ARMv6-M (status 2, before it runs)."""
    out, err = rc.mode(qemu, "L", 2)
    if qemu:
        if "exception 0x00000003" not in err:
            rc.fail("qemu did not raise a HardFault", err)
    elif "unaligned" not in err or "'ldm" not in err:
        rc.fail("m3-run's message does not say 'unaligned' about 'ldm ...'", err)


def case_crash_udf(qemu):
    """UDF: a crash (status 2); under qemu the firmware's own report (semihost.c, from the fault
    handler of arm_startup.S) names the HardFault and the faulting pc read from the stacked frame."""
    out, err = rc.mode(qemu, "u", 2)
    if qemu:
        m = re.search(r"exception 0x00000003 at pc=0x([0-9a-f]{8})", err)
        if not m or int(m.group(1), 16) == 0:
            rc.fail("the firmware's report does not name the HardFault and a faulting pc", err)


def case_flash_ws(n):
    """The timing image under --flash-wait-states n, told n through its input: only its flash checks
    run (ws-data-read, ws-seq*, ws-branch), each against the count the wait-state rule gives."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "ws.txt")
        with open(path, "w") as f:
            f.write(str(n))
        code, out, err = rc.run(rc.tool(False) + ["--flash-wait-states", str(n), "--input", path, TIMING])
    text = out.decode(errors="replace")
    print(text, end="")
    rc.expect_status(code, 0, err)
    if f"flash wait states {n}:" not in err:
        rc.fail("the summary line does not report the wait states", err)
    last = text.strip().splitlines()[-1] if text.strip() else ""
    m = re.fullmatch(r"(\d+) passed, (\d+) failed", last)
    if not m or int(m.group(2)) != 0 or int(m.group(1)) < (3 if V6M else 4):
        rc.fail(f"closing line '{last}'", err)


OWN = {f"timing-flash-ws-{n}": (lambda n=n: case_flash_ws(n)) for n in (1, 2, 4)}
for q, prefix in ((False, ""), (True, "qemu-")):
    OWN.update({
        prefix + "crash-udf": lambda q=q: case_crash_udf(q),
        prefix + "crash-unmapped": lambda q=q: rc.mode(q, "m", 2),
        prefix + "isa-wide": lambda q=q: case_isa(q, "wide"),
        prefix + "isa-it": lambda q=q: case_isa(q, "it"),
        prefix + "isa-unaligned": lambda q=q: case_isa(q, "unaligned"),
        prefix + "isa-unaligned-ldm": lambda q=q: case_unaligned_multiple(q),
    })

if __name__ == "__main__":
    rc.main(rc.Runner(
        name=CASE, sim=[M3_RUN, "--cpu", CPU], qemu=[QEMU_RUN, "--cpu", CPU], selftest=SELFTEST, timing=TIMING,
        summary=re.compile(r"^m3-run: status (\d+) \(.*\); (\d+) cycles \[model (cm[0-9a-z]+-[^\]]+)\], "
                           r"(\d+) instructions", re.M),
        model=rf"{CPU}-trm-\d+\.\d+", min_timing_checks=20 if V6M else 50,
        trace_line=r"^[0-9a-f]{8} \+\d+ +\d+  \S", qemu_cycles_zero=True, bad_usage=(("--cpu", "cm5"),)), OWN)
