#!/usr/bin/env python3
"""No branch and no memory address computed from the secrets, on AArch64 under valgrind's memcheck, at
every kernel level: the secret-taint check of tests/security, for the AArch64 kernels.

usage: check_taint.py VALGRIND_DIR PROBE LEVEL...

VALGRIND_DIR is Debian 12's valgrind package for arm64 unpacked (tools/install-deps.sh puts it in
build/valgrind-arm64: the package is not multi-arch, so it cannot be installed beside the build
host's valgrind). PROBE is bench/aarch64/insn_bench.c built for AArch64 with LWC_CT_ANNOTATE (and
the library with it: the values public by design, such as a tag check's verdict, declassified), so
that it marks the key, nonce and message undefined for memcheck. memcheck-arm64-linux runs under
qemu-aarch64 (the launcher, bin/valgrind, would exec the tool, an AArch64 program qemu-user cannot
follow: the tool is run directly, with what the launcher passes it), once per LEVEL (forced with
LWC_LEVEL) with every call of tests/cross/check_ct_trace.py in that one process (the probe's
--each), and once for the control run. Memcheck reports each branch ("Conditional jump or move
depends on uninitialised value") and each address ("Use of uninitialised value") computed from the
secrets; with --track-origins, a report whose value comes from the secrets says "created by a client
request", and only those count (the static C library's start-up gives memcheck reports of its own:
memory from _dl_early_allocate, which memcheck takes for undefined). A report belongs to the call
whose "lwc-call" line (the probe's, on stderr) precedes it; memcheck shows a report with a given
stack once per process, so a leak two calls reach by the same stack is charged to the first. The
control run (the probe's "lookup": a load at the key's first byte) must be reported, or the check
fails. Prints one line per call and level; exits 1 on a report. tools/aarch64-taint runs this by
hand on a probe it builds itself.
"""
import importlib.util
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def ct_trace_calls():
    """The calls and control run of check_ct_trace.py (one list for both checks)."""
    spec = importlib.util.spec_from_file_location("check_ct_trace", os.path.join(HERE, "check_ct_trace.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.CALLS, module.CONTROL


def missing(valgrind_dir):
    """What of the unpacked package is missing (None when nothing is)."""
    for path in (os.path.join("usr", "libexec", "valgrind", "memcheck-arm64-linux"),
                 os.path.join("usr", "include", "valgrind", "memcheck.h")):
        if not os.path.isfile(os.path.join(valgrind_dir, path)):
            return (f"{os.path.join(valgrind_dir, path)} not found: valgrind's arm64 package is not unpacked "
                    "there (tools/install-deps.sh does it)")
    return None


def memcheck(valgrind_dir, probe, level, calls, qemu="qemu-aarch64"):
    """Runs the calls in one probe process under memcheck at a level: (the level the probe ran at,
    {call: the reports of values from the secrets, each a list of lines}), or exits on a failed run."""
    lib = os.path.join(valgrind_dir, "usr", "libexec", "valgrind")
    env = dict(os.environ, LWC_LEVEL=level, VALGRIND_LIB=lib, VALGRIND_LAUNCHER="valgrind")
    args = ["--each"] + [str(x) for call in calls for x in call]
    p = subprocess.run([qemu, os.path.join(lib, "memcheck-arm64-linux"), "--track-origins=yes",
                        "--num-callers=8", probe] + args, env=env, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"check_taint: the probe at {level} failed:\n{p.stderr[-2000:]}")
    ran_at = p.stdout.split()[1] if p.stdout.startswith("level ") else None
    # memcheck's reports are blocks of "==PID== " lines ended by an empty one (or by another line)
    reports = {tuple(call): [] for call in calls}
    current, block = None, []

    def end_block():
        if block and current is not None and any("created by a client request" in t for t in block):
            reports[current].append(list(block))
        block.clear()

    for line in p.stderr.splitlines():
        if line.startswith("lwc-call "):
            end_block()
            op, name, mlen = line.split()[1:]
            current = (op, name, int(mlen))
            continue
        text = line.split("== ", 1)[1] if line.startswith("==") and "== " in line else ""
        if text.strip():
            block.append(text)
        else:
            end_block()
    end_block()
    return ran_at, reports


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    valgrind_dir, probe, levels = argv[1], argv[2], argv[3:]
    problem = missing(valgrind_dir)
    if problem is None and not os.path.isfile(probe):
        problem = f"{probe} not found (built by the cross-aarch64-taint-build test)"
    if problem:
        print(f"FAIL check_taint: {problem}")
        return 1
    calls, control = ct_trace_calls()
    _, reports = memcheck(valgrind_dir, probe, levels[0], [control])
    n = len(reports[tuple(control)])
    if n == 0:
        print("FAIL control: a load at a secret index was not reported: the check does not work")
        return 1
    print(f"ok control: a load at a secret index reported ({n} report)")
    failed = 0
    for level in levels:
        ran_at, reports = memcheck(valgrind_dir, probe, level, calls)
        for call in calls:
            op, name, mlen = call
            found = reports[tuple(call)]
            if ran_at != level:
                print(f"FAIL {name} {op}: level {level} asked, {ran_at} in use")
                failed += 1
            elif found:
                print(f"FAIL {name} {op} {mlen} B at {level}: {len(found)} branches or addresses from the secrets; "
                      "the first:\n    " + "\n    ".join(found[0]))
                failed += 1
            else:
                print(f"ok {name} {op} {mlen} B at {level}: no branch or address from the secrets")
    print(f"{len(levels) * len(calls) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
