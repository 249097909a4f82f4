#!/usr/bin/env python3
"""What the leveled masked Ascon-AEAD128 costs beside the unmasked one on a simulated Cortex-M core
(docs/leakage.md, "The leveled masked Ascon"): runs tests/leakage/masked_ascon_cost_fw.c under m3-run
and sizes the linked code.

  masked_ascon_cost.py --m3-run M3_RUN --cpu CPU --build-dir BUILD [--json OUT]

Cycles and peak stack come from the firmware (the benchmark's wrapper, bench/bench_measure.h): per
message length (0, 16, 1,024 bytes, no AD) and kind (fast: lwc_ascon_aead128_encrypt, masked:
lwc_ascon_aead128_masked_encrypt, and both decryptions) the cycles, the masked / fast ratio and the
random bytes asked for. Code size: the bytes of the masked code's functions (those the library
objects ascon_masked.c, masked_random.c and the masked round define) as the firmware's
--gc-sections link keeps them.
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
    elf = os.path.join(args.build_dir, "tests", "masked_ascon_cost_fw.elf")
    p = subprocess.run([args.m3_run, "--cpu", args.cpu, elf], capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"m3-run status {p.returncode}: {p.stderr[-400:]}")
    rows = {}
    for line in p.stdout.splitlines():
        length, kind, cycles, stack, rnd = line.split()
        rows[(int(length), kind)] = {"cycles": int(cycles), "stack_bytes": int(stack), "random_bytes": int(rnd)}
    objdir = os.path.join(args.build_dir, "CMakeFiles", "lwc.dir", "src")
    masked_objs = (glob.glob(os.path.join(objdir, "ascon", "ascon_masked.c.obj")) +
                   glob.glob(os.path.join(objdir, "ascon", "*", "ascon_masked_perm_*.obj")) +
                   glob.glob(os.path.join(objdir, "common", "masked_random.c.obj")))
    if len(masked_objs) != 3:
        raise RuntimeError(f"library objects not found under {objdir}: {masked_objs}")
    result = {"cpu": args.cpu, "firmware": elf,
              "masked_code_bytes": linked_bytes(args.nm, elf, defined_symbols(args.nm, masked_objs)), "rows": []}
    for length in (0, 16, 1024):
        for op, fast, masked in (("encrypt", "fast", "masked"), ("decrypt", "fast-decrypt", "masked-decrypt")):
            f, m = rows[(length, fast)], rows[(length, masked)]
            result["rows"].append({"message_bytes": length, "op": op, "fast_cycles": f["cycles"],
                                   "masked_cycles": m["cycles"], "masked_vs_fast": round(m["cycles"] / f["cycles"], 3),
                                   "fast_stack_bytes": f["stack_bytes"], "masked_stack_bytes": m["stack_bytes"],
                                   "random_bytes": m["random_bytes"]})
    print(json.dumps(result, indent=1))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (RuntimeError, OSError, subprocess.CalledProcessError) as e:
        print(f"masked_ascon_cost: {e}", file=sys.stderr)
        sys.exit(2)
