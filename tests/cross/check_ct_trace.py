#!/usr/bin/env python3
"""Control flow independent of the secrets, on AArch64 under qemu-user, at every kernel level.

usage: check_ct_trace.py QEMU PROBE LEVEL...

PROBE is bench/aarch64/insn_bench.c built for AArch64. For each call below and each LEVEL (forced
with LWC_LEVEL), the probe runs under QEMU -singlestep -d exec,nochain (one log line per instruction
executed, with its address) with three seeds: a key, nonce and message, their bitwise complements
(every input bit differs) and another key, nonce and message of the same lengths; the sequences of
instruction addresses must be equal. This finds a branch on a secret (or on data) that the compiler
made in the kernels or the portable C: it fails when one is introduced (checked with a branch on a
message bit, and one on a round-key bit, added to the LEA kernel). It does not see memory addresses:
a load indexed by a secret with the same control flow passes (the kernels index none by
construction, docs/host.md). Prints one line per call and level; exits 1 on a difference.
"""
import hashlib
import os
import subprocess
import sys

# (op, row, message bytes): lengths that take the kernels' passes and their tails (LEA CTR: two
# passes of eight blocks and a short one; GCM: an aggregated run of eight blocks and a tail; PRESENT:
# 13 blocks, a pass; the AEADs: a whole and a partial block)
CALLS = [("ctr", "lea-128", 300), ("gcm", "lea-128", 300), ("ctr", "present-80", 104),
         ("aead", "romulus-n", 24), ("aead", "ascon-aead128", 24), ("aead", "tinyjambu-128", 24)]


def trace(qemu, probe, level, op, name, mlen, seed):
    """(digest of the instruction addresses, instruction count, the level the probe ran at)."""
    env = dict(os.environ, LWC_LEVEL=level)
    p = subprocess.Popen([qemu, "-singlestep", "-d", "exec,nochain", "-D", "/dev/stdout", probe, op, name,
                          str(mlen), "1", str(seed)], stdout=subprocess.PIPE, env=env)
    h, n, ran_at = hashlib.sha256(), 0, None
    for line in p.stdout:
        if line.startswith(b"Trace "):
            # Trace <cpu>: <host address> [<tb flags>/<guest pc>/<flags>/<cflags>] <symbol>
            h.update(line.split(b"[", 1)[1].split(b"/", 2)[1])
            n += 1
        elif line.startswith(b"level "):
            ran_at = line.split()[1].decode()
    if p.wait() != 0:
        sys.exit(f"check_ct_trace: {op} {name} {mlen} at {level} failed")
    return h.hexdigest(), n, ran_at


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    qemu, probe, levels = argv[1], argv[2], argv[3:]
    failed = 0
    for level in levels:
        for op, name, mlen in CALLS:
            runs = [trace(qemu, probe, level, op, name, mlen, seed) for seed in ("+1", "~1", "+2")]
            ran_at, counts = runs[0][2], [n for _, n, _ in runs]
            if ran_at != level:
                print(f"FAIL {name} {op}: level {level} asked, {ran_at} in use")
                failed += 1
            elif len({digest for digest, _, _ in runs}) != 1 or counts[0] < 1000:
                print(f"FAIL {name} {op} at {level}: instruction traces differ ({counts} instructions)")
                failed += 1
            else:
                print(f"ok {name} {op} {mlen} B at {level}: the same {counts[0]} instruction addresses "
                      "for three secrets")
    print(f"{len(levels) * len(CALLS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
