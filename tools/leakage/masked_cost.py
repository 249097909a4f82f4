#!/usr/bin/env python3
"""What the masked TinyJAMBU costs beside the unmasked one on a simulated Cortex-M core
(docs/leakage.md, "Cost"): runs tests/leakage/masked_cost_fw.c under m3-run and sizes the linked code.

  masked_cost.py --m3-run M3_RUN --cpu CPU --build-dir BUILD [--json OUT]

Cycles and peak stack come from the firmware (the benchmark's wrapper, bench/bench_measure.h); per key
size and kind (fast: the one-shot call, cached: lwc_tinyjambu_key_encrypt, masked:
lwc_tinyjambu_masked_encrypt) the cycles of an empty message, of 256 bytes, the cycles per byte
between them, and the masked call's random bytes. Code size: the bytes of the masked code's functions
(those the library objects tinyjambu_masked.c, masked_random.c and the masked permutation define) as the
firmware's --gc-sections link keeps them, beside the unmasked TinyJAMBU's (tinyjambu.c and the
backend's permutation) in the same link.
"""
import argparse
import glob
import json
import os
import subprocess
import sys


def defined_symbols(nm, objects):
    out = set()
    for o in objects:
        for line in subprocess.run([nm, "--defined-only", o], capture_output=True, text=True, check=True).stdout.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[1] in "TtWw":
                out.add(parts[2])
    return out


def linked_bytes(nm, elf, names):
    total = 0
    for line in subprocess.run([nm, "-S", "--defined-only", elf], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "TtWw" and parts[3].split(".")[0] in names:
            total += int(parts[1], 16)
    return total


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--m3-run", required=True)
    ap.add_argument("--cpu", required=True)
    ap.add_argument("--build-dir", required=True)
    ap.add_argument("--nm", default="arm-none-eabi-nm")
    ap.add_argument("--json")
    args = ap.parse_args()
    elf = os.path.join(args.build_dir, "tests", "masked_cost_fw.elf")
    p = subprocess.run([args.m3_run, "--cpu", args.cpu, elf], capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"m3-run status {p.returncode}: {p.stderr[-400:]}")
    rows = {}
    for line in p.stdout.splitlines():
        bits, length, kind, cycles, stack, rnd = line.split()
        rows[(int(bits), int(length), kind)] = (int(cycles), int(stack), int(rnd))
    objdir = os.path.join(args.build_dir, "CMakeFiles", "lwc.dir", "src")
    masked_objs = (glob.glob(os.path.join(objdir, "tinyjambu", "tinyjambu_masked.c.obj")) +
                   glob.glob(os.path.join(objdir, "tinyjambu", "*", "tinyjambu_masked_perm_*.obj")) +
                   glob.glob(os.path.join(objdir, "common", "masked_random.c.obj")))
    plain_objs = (glob.glob(os.path.join(objdir, "tinyjambu", "tinyjambu.c.obj")) +
                  glob.glob(os.path.join(objdir, "tinyjambu", "*", "tinyjambu_perm_*.obj")))
    if len(masked_objs) != 3 or len(plain_objs) != 2:
        raise RuntimeError(f"library objects not found under {objdir}: {masked_objs} {plain_objs}")
    result = {"cpu": args.cpu, "firmware": elf,
              "code_bytes": {"masked": linked_bytes(args.nm, elf, defined_symbols(args.nm, masked_objs)),
                             "unmasked": linked_bytes(args.nm, elf, defined_symbols(args.nm, plain_objs))},
              "rows": []}
    for bits in (128, 192, 256):
        for kind in ("fast", "cached", "masked"):
            c0, _, _ = rows[(bits, 0, kind)]
            c256, stack, rnd = rows[(bits, 256, kind)]
            result["rows"].append({"algorithm": f"tinyjambu-{bits}", "kind": kind, "cycles_empty": c0,
                                   "cycles_256": c256, "cycles_per_byte": round((c256 - c0) / 256, 1),
                                   "stack_bytes": stack, "random_bytes_256": rnd,
                                   "random_bytes_16": rows[(bits, 16, kind)][2]})
    for bits in (128, 192, 256):
        r = {x["kind"]: x for x in result["rows"] if x["algorithm"] == f"tinyjambu-{bits}"}
        r["masked"]["cycles_per_byte_vs_fast"] = round(r["masked"]["cycles_per_byte"] / r["fast"]["cycles_per_byte"], 2)
        r["masked"]["cycles_16_vs_fast"] = round(rows[(bits, 16, "masked")][0] / rows[(bits, 16, "fast")][0], 2)
    print(json.dumps(result, indent=1))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (RuntimeError, OSError, subprocess.CalledProcessError) as e:
        print(f"masked_cost: {e}", file=sys.stderr)
        sys.exit(2)
