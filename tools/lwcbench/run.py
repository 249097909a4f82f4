"""Run the benchmark firmware in a simulator and collect its records."""
from __future__ import annotations

import os
import subprocess
import sys

from lwcvectors import targets as vt

# One benchmark run: far above what it needs (~1e9 cycles), far below "hung".
MAX_CYCLES = 20_000_000_000

SIMULATORS = {
    "avr": ("avr", "avr-run"),
    "cm3": ("cm3", "m3-run"),
}


def simulator(target: str) -> str:
    sub, exe = SIMULATORS[target]
    path = os.path.join(vt.BUILD_ROOT, "host", "sim", sub, exe)
    if not os.path.exists(path):
        raise vt.TargetError(f"{path} not found: build the host tools first (make build-host)")
    return path


def firmware(target: str) -> str:
    path = os.path.join(vt.BUILD_ROOT, target, "bench", "bench.elf")
    if not os.path.exists(path):
        raise vt.TargetError(f"{path} not found: make build-{target}")
    return path


def model_version(target: str) -> str:
    """What produced the cycle counts: the simulator and, for the M3, its timing-model version."""
    if target == "cm3":
        out = subprocess.run([simulator("cm3"), "--version"], capture_output=True, text=True)
        return out.stdout.strip() or out.stderr.strip()
    ver = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "simavr"], capture_output=True, text=True)
    return f"simavr {ver.stdout.strip() or '?'} (cycle-exact ATmega128 core)"


def run(target: str, expected: int | None = None) -> list[dict]:
    """Run the bench firmware; returns the records, printing a progress line to stderr."""
    cmd = [simulator(target), "--max-cycles", str(MAX_CYCLES), firmware(target)]
    records = []
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            text=True)
    done = False
    for line in proc.stdout:
        parts = line.split()
        if parts[:1] == ["R"] and len(parts) == 8:
            alg, variant, op = parts[1:4]
            mlen, adlen, cycles, stack = (int(x) for x in parts[4:8])
            records.append({"target": target, "alg": alg, "variant": variant, "op": op, "mlen": mlen,
                            "adlen": adlen, "cycles": cycles, "stack_bytes": stack})
            total = f"/{expected}" if expected else ""
            sys.stderr.write(f"\r[{target}] {len(records)}{total} measurements: {alg} {variant} {op} "
                             f"{mlen}/{adlen}".ljust(78)[:78])
            sys.stderr.flush()
        elif parts[:1] == ["END"]:
            done = True
    err = proc.stderr.read()
    proc.wait()
    sys.stderr.write("\n")
    if proc.returncode != 0 or not done:
        raise vt.TargetError(f"bench on {target} failed (exit {proc.returncode}, "
                             f"{'complete' if done else 'no END record'}): {err.strip()[-1500:]}")
    return records
