"""Run the benchmark firmware in a simulator and collect its records."""
from __future__ import annotations

import os
import subprocess
import sys

import lwctargets
from lwctargets import TargetError

# One benchmark run: far above what it needs (~1e9 cycles), far below "hung".
MAX_CYCLES = 20_000_000_000

# The benchmark firmware images (bench/CMakeLists.txt): bench.elf over the library as built for the
# target, bench_ref.elf over the same library with every primitive on its portable C ("ref" rows).
FIRMWARE = ("bench", "bench_ref")

# Flash wait states for the runs (tools/bench --flash-wait-states; 0: the models' zero-wait-state
# memory). Only runners that model them accept it (sim/cortexm/m3-run).
FLASH_WAIT_STATES = 0


def firmware(target: str, name: str = "bench") -> str:
    path = lwctargets.load(target).program(name, subdir="bench")
    if not os.path.exists(path):
        raise TargetError(f"{path} not found: make build-{target}")
    return path


def model_version(target: str) -> str:
    """What produced the cycle counts: the descriptor's simulator and timing-model version (and the
    flash wait states when not 0)."""
    model = lwctargets.load(target).cycle_model()
    if not FLASH_WAIT_STATES:
        return model
    ws = f"code in flash with {FLASH_WAIT_STATES} wait states (--flash-wait-states)"
    return model.replace("zero-wait-state memory", ws) if "zero-wait-state memory" in model else f"{model}, {ws}"


def run(target: str, expected: int | None = None, name: str = "bench") -> list[dict]:
    """Run the bench firmware <name> (FIRMWARE) in the target's runner; returns the records,
    printing a progress line to stderr."""
    cmd = lwctargets.load(target).runner().command(firmware(target, name), max_cycles=MAX_CYCLES)
    if FLASH_WAIT_STATES:
        cmd[-1:-1] = ["--flash-wait-states", str(FLASH_WAIT_STATES)]
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
            sys.stderr.write(f"\r[{target} {name}] {len(records)}{total} measurements: {alg} {variant} {op} "
                             f"{mlen}/{adlen}".ljust(78)[:78])
            sys.stderr.flush()
        elif parts[:1] == ["END"]:
            done = True
    err = proc.stderr.read()
    proc.wait()
    sys.stderr.write("\n")
    if proc.returncode != 0 or not done:
        raise TargetError(f"{name} on {target} failed (exit {proc.returncode}, "
                          f"{'complete' if done else 'no END record'}): {err.strip()[-1500:]}")
    return records


def merge_ref(records: list[dict], ref_records: list[dict]) -> list[dict]:
    """records + the library rows of bench_ref.elf (variant "ref" or "ref+<option>", e.g.
    "ref+init-skip") that bench.elf did not measure already: where a primitive's backend is the
    portable C anyway, or a paper variant of bench.elf is the same reference C (the Romulus LFSR of
    Kwon et al. (Romulus LFSR), Table 4), bench.elf's row stays and the duplicate is dropped. Each merged record gets
    "source": "bench_ref" (for sizes.py: its code is lwc_ref's)."""
    seen = {(r["alg"], r["variant"], r["op"], r["mlen"], r["adlen"]) for r in records}
    out = list(records)
    for r in ref_records:
        key = (r["alg"], r["variant"], r["op"], r["mlen"], r["adlen"])
        if r["variant"].split("+")[0] == "ref" and key not in seen:
            out.append(dict(r, source="bench_ref"))
            seen.add(key)
    return out
