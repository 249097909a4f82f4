#!/usr/bin/env python3
"""Control flow and memory addresses independent of the secrets, on AArch64 under qemu-user, at every
kernel level.

usage: check_ct_trace.py QEMU PLUGIN PROBE LEVEL...

PROBE is bench/aarch64/insn_bench.c built for AArch64, PLUGIN the qemu plugin
tests/cross/qemu_trace_plugin.c built for the build host. For each call below and each LEVEL (forced
with LWC_LEVEL), the probe runs under QEMU with the plugin, which records the address of every
instruction executed and the address, size and direction of every load and store (the whole
program, start-up included), with three seeds: a key, nonce and message, their bitwise complements
(every input bit differs) and another key, nonce and message of the same lengths. The sequences of
instruction addresses must be equal (no branch on a secret or on data, in the kernels or the
portable C as compiled) and so must the sequences of data accesses (no load or store at an address
computed from a secret: a table lookup indexed by a secret byte). On a difference it prints the first
event where two runs part, with the function and source line of the instruction (addr2line).

A control run comes first: the probe's "lookup" op loads from a table at the key's first byte, which
the check must report as a difference of data addresses (and of nothing else); if it does not, the
recorder is broken and the check fails. Prints one line per call and level; exits 1 on a difference.
"""
import itertools
import os
import shutil
import subprocess
import sys
import tempfile

# (op, row, message bytes): lengths that take the kernels' passes and their tails (LEA CTR: two
# passes of eight blocks and a short one; GCM: an aggregated run of eight blocks and a tail; PRESENT:
# 13 blocks, a pass; the AEADs and hashes: a whole and a partial block). "open" and "gcm-open"
# encrypt, then decrypt and check the tag.
CALLS = [("ctr", "lea-128", 300), ("gcm-open", "lea-128", 300), ("ctr", "lea-256", 300),
         ("ctr", "present-80", 104), ("ctr", "present-128", 104),
         ("open", "romulus-n", 24), ("open", "romulus-m", 24), ("open", "romulus-t", 24),
         ("hash", "romulus-h", 24), ("open", "ascon-aead128", 24), ("hash", "ascon-hash256", 24),
         ("open", "tinyjambu-128", 24), ("open", "tinyjambu-256", 24)]
SEEDS = ("+1", "~1", "+2")
CONTROL = ("lookup", "lea-128", 16)


class Run:
    """One run of the probe under the plugin: counts and digests of both sequences, the level used."""

    def __init__(self, qemu, plugin, probe, level, call, seed, tmp, log=None):
        op, name, mlen = call
        out = os.path.join(tmp, "digests")
        if os.path.exists(out):
            os.remove(out)
        arg = f"{plugin},out={out}" + (f",log={log}" if log else "")
        p = subprocess.run([qemu, "-plugin", arg, probe, op, name, str(mlen), "1", seed],
                           env=dict(os.environ, LWC_LEVEL=level), capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(f"check_ct_trace: {op} {name} {mlen} at {level} (seed {seed}) failed: {p.stderr.strip()}")
        self.ran_at = p.stdout.split()[1] if p.stdout.startswith("level ") else None
        # insns N DIGEST accesses M DIGEST
        with open(out) as f:
            words = f.read().split()
        self.insns, self.insn_digest = int(words[1]), words[2]
        self.accesses, self.access_digest = int(words[4]), words[5]


def where(probe, pc):
    """A probe address with its function and source line and those it is inlined into (addr2line of
    the cross binutils), or the address alone."""
    addr2line = shutil.which("aarch64-linux-gnu-addr2line")
    if addr2line is None:
        return pc
    p = subprocess.run([addr2line, "-f", "-i", "-p", "-s", "-e", probe, pc], capture_output=True, text=True)
    return f"{pc} ({' '.join(p.stdout.split())})" if p.returncode == 0 and p.stdout.strip() else pc


def first_difference(qemu, plugin, probe, level, call, seeds, tmp):
    """Runs two seeds again with the event log on and describes the first event where they part."""
    logs = [os.path.join(tmp, f"log{i}") for i in range(2)]
    for seed, log in zip(seeds, logs):
        Run(qemu, plugin, probe, level, call, seed, tmp, log)
    with open(logs[0]) as a, open(logs[1]) as b:
        for n, (x, y) in enumerate(itertools.zip_longest(a, b, fillvalue="end")):
            if x != y:
                kind = {"i": "executes", "l": "loads", "s": "stores", "end": "ends"}
                ex, ey = x.split(), y.split()
                if ex[0] in ("i", "end") or ey[0] in ("i", "end") or ex[1] != ey[1]:
                    at = [f" at {where(probe, e[1])}" if len(e) > 1 else "" for e in (ex, ey)]
                    return (f"event {n}: seed {seeds[0]} {kind[ex[0]]}{at[0]}, seed {seeds[1]} "
                            f"{kind[ey[0]]}{at[1]}")
                return (f"event {n}: the instruction at {where(probe, ex[1])} {kind[ex[0]]} {ex[3]} byte(s) at "
                        f"{ex[2]} for seed {seeds[0]}, at {ey[2]} for seed {seeds[1]}")
    return "the logs are equal (a run that is not repeatable?)"


def compare(qemu, plugin, probe, level, call, tmp):
    """(instructions differ, accesses differ, the runs, a description of the first difference or None)."""
    runs = [Run(qemu, plugin, probe, level, call, seed, tmp) for seed in SEEDS]
    insn_differ = len({(r.insns, r.insn_digest) for r in runs}) != 1
    access_differ = len({(r.accesses, r.access_digest) for r in runs}) != 1
    detail = None
    if insn_differ or access_differ:
        other = next(i for i, r in enumerate(runs) if (r.insn_digest, r.access_digest) !=
                     (runs[0].insn_digest, runs[0].access_digest))
        detail = first_difference(qemu, plugin, probe, level, call, (SEEDS[0], SEEDS[other]), tmp)
    return insn_differ, access_differ, runs, detail


def main(argv):
    if len(argv) < 5:
        print(__doc__, file=sys.stderr)
        return 2
    qemu, plugin, probe, levels = argv[1], argv[2], argv[3], argv[4:]
    for path in (plugin, probe):
        if not os.path.isfile(path):
            sys.exit(f"check_ct_trace: {path} not found (built by the host tree and the cross-aarch64-build test)")
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        insn_differ, access_differ, runs, detail = compare(qemu, plugin, probe, levels[0], CONTROL, tmp)
        if insn_differ or not access_differ:
            print(f"FAIL control: a load at a secret index was {'not ' if not access_differ else ''}seen as a "
                  f"data address difference{', and the instructions differ' if insn_differ else ''}: the "
                  "recorder does not work")
            return 1
        print(f"ok control: a load at a secret index found ({detail})")
        for level in levels:
            for call in CALLS:
                op, name, mlen = call
                insn_differ, access_differ, runs, detail = compare(qemu, plugin, probe, level, call, tmp)
                r = runs[0]
                if r.ran_at != level:
                    print(f"FAIL {name} {op}: level {level} asked, {r.ran_at} in use")
                    failed += 1
                elif insn_differ or access_differ or r.insns < 1000 or r.accesses < 100:
                    what = " and ".join(w for w, d in (("instruction addresses", insn_differ),
                                                       ("data addresses", access_differ)) if d) or "nothing"
                    print(f"FAIL {name} {op} {mlen} B at {level}: {what} differ across secrets "
                          f"({[x.insns for x in runs]} instructions, {[x.accesses for x in runs]} accesses)"
                          + (f"; first difference at {detail}" if detail else ""))
                    failed += 1
                else:
                    print(f"ok {name} {op} {mlen} B at {level}: the same {r.insns} instruction addresses and "
                          f"{r.accesses} data accesses for three secrets")
    print(f"{len(levels) * len(CALLS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
