#!/usr/bin/env python3
"""What the leveled masked Romulus-T costs beside the unmasked one on a simulated Cortex-M core
(docs/leakage.md, "The leveled masked Romulus-T"): runs tests/leakage/romulus_t_masked_cost_fw.c under
m3-run and sizes the linked code.

  romulus_t_masked_cost.py --m3-run M3_RUN --cpu CPU --build-dir BUILD [--json OUT]

Cycles and peak stack come from the firmware (the benchmark's wrapper, bench/bench_measure.h): per
message length (0, 16, 1024 bytes, no AD) the cycles of lwc_romulus_t_encrypt (fast) and of
lwc_romulus_t_masked_encrypt (masked; its random source a counter), their ratio and the masked call's
random bytes. Code size: the bytes of the masked code's functions (those the library objects
romulus_t_masked.c, masked_random.c and the backend's skinny128_384p_masked define, with
romulus_t.c's romulus_t_stream and romulus_t_hash) as the firmware's --gc-sections link keeps them,
beside the unmasked Romulus-T's (lwc_romulus_t_encrypt's file and the backend's SKINNY) in the same
link.
"""
import argparse
import glob
import json
import os
import subprocess
import sys


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from masked_cost import defined_symbols, linked_bytes  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--m3-run", required=True)
    ap.add_argument("--cpu", required=True)
    ap.add_argument("--build-dir", required=True)
    ap.add_argument("--nm", default="arm-none-eabi-nm")
    ap.add_argument("--json")
    args = ap.parse_args()
    elf = os.path.join(args.build_dir, "tests", "romulus_t_masked_cost_fw.elf")
    p = subprocess.run([args.m3_run, "--cpu", args.cpu, elf], capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"m3-run status {p.returncode}: {p.stderr[-400:]}")
    rows = {}
    for line in p.stdout.splitlines():
        length, kind, cycles, stack, rnd = line.split()
        rows[(int(length), kind)] = (int(cycles), int(stack), int(rnd))
    objdir = os.path.join(args.build_dir, "CMakeFiles", "lwc.dir", "src")
    masked_objs = (glob.glob(os.path.join(objdir, "romulus", "romulus_t_masked.c.obj")) +
                   glob.glob(os.path.join(objdir, "romulus", "*", "skinny128_384p_masked_*.obj")) +
                   glob.glob(os.path.join(objdir, "common", "masked_random.c.obj")))
    plain_objs = glob.glob(os.path.join(objdir, "romulus", "romulus_t.c.obj"))
    if len(masked_objs) < 3 or len(plain_objs) != 1:  # (a stale object of another backend adds only names)
        raise RuntimeError(f"library objects not found under {objdir}: {masked_objs} {plain_objs}")
    masked_names = defined_symbols(args.nm, masked_objs) | {"romulus_t_stream", "romulus_t_hash"}
    plain_names = defined_symbols(args.nm, plain_objs) - {"romulus_t_stream", "romulus_t_hash"}
    result = {"cpu": args.cpu, "firmware": elf,
              "code_bytes": {"masked": linked_bytes(args.nm, elf, masked_names),
                             "romulus_t_c": linked_bytes(args.nm, elf, plain_names)},
              "rows": []}
    for length in (0, 16, 1024):
        fast, masked = rows[(length, "fast")], rows[(length, "masked")]
        result["rows"].append({"message_bytes": length, "fast_cycles": fast[0], "masked_cycles": masked[0],
                               "masked_vs_fast": round(masked[0] / fast[0], 3), "fast_stack_bytes": fast[1],
                               "masked_stack_bytes": masked[1], "random_bytes": masked[2]})
    print(json.dumps(result, indent=1))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (RuntimeError, OSError, subprocess.CalledProcessError) as e:
        print(f"romulus_t_masked_cost: {e}", file=sys.stderr)
        sys.exit(2)
