#!/usr/bin/env python3
"""Each ARM assembly backend builds only for the cores it runs on.

  - every src/*/armv7m/*.S (and the armv7m variants) assembled for a Cortex-M0+ must fail with the
    armv7m_only.h message (not assemble into Thumb-2 code that faults on an ARMv6-M part);
  - the same files assembled for Cortex-M4 hard float (-mfloat-abi=hard -mfpu=fpv4-sp-d16),
    Cortex-M7 hard float and Cortex-M33 must succeed and link with a hard-float C caller (no float-ABI
    attribute conflict);
  - every src/*/armv6m/*.S assembles for the Cortex-M0+ and the object says Tag_CPU_arch v6-M or v6S-M.

usage: check_arm_arch.py --repo DIR --work DIR
"""
import argparse
import glob
import os
import re
import subprocess
import sys

CC = "arm-none-eabi-gcc"
HARD_CPUS = [
    ["-mcpu=cortex-m4", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16"],
    ["-mcpu=cortex-m7", "-mfloat-abi=hard", "-mfpu=fpv5-d16"],
    ["-mcpu=cortex-m33", "-mfloat-abi=hard", "-mfpu=fpv5-sp-d16"],
]
MESSAGE = "the armv7m backend needs an ARMv7-M or ARMv8-M Mainline core"


def includes(repo, path):
    prim = path.split(os.sep + "src" + os.sep, 1)[1].split(os.sep)[0]
    return ["-I" + os.path.dirname(path), "-I" + os.path.join(repo, "src", prim),
            "-I" + os.path.join(repo, "src", "common"), "-I" + os.path.join(repo, "include")]


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    v7 = sorted(glob.glob(os.path.join(a.repo, "src", "*", "armv7m", "*.S")) +
                glob.glob(os.path.join(a.repo, "src", "*", "variants", "armv7m", "*.S")))
    v6 = sorted(glob.glob(os.path.join(a.repo, "src", "*", "armv6m", "*.S")))
    bad = 0
    for path in v7:
        r = run([CC, "-mcpu=cortex-m0plus", "-mthumb"] + includes(a.repo, path) +
                ["-c", path, "-o", os.path.join(a.work, "m0plus.o")])
        if r.returncode == 0 or MESSAGE not in r.stderr:
            print(f"FAIL {path}: assembled for cortex-m0plus (or without the clear message)")
            bad += 1
    main_c = os.path.join(a.work, "main.c")
    with open(main_c, "w") as f:
        f.write("volatile float g = 1.5f;\nint main(void) { g = g * 2.0f; return (int)g; }\n"
                "void _exit(int c) { for (;;) (void)c; }\n")
    for flags in HARD_CPUS:
        objs = []
        for i, path in enumerate(v7):
            o = os.path.join(a.work, f"v7_{i}.o")
            r = run([CC, "-mthumb"] + flags + includes(a.repo, path) + ["-c", path, "-o", o])
            if r.returncode != 0:
                print(f"FAIL {path} for {' '.join(flags)}:\n{r.stderr}")
                bad += 1
            objs.append(o)
        elf = os.path.join(a.work, "hard.elf")
        r = run([CC, "-mthumb"] + flags + [main_c] + objs +
                ["--specs=nosys.specs", "-Wl,--gc-sections", "-o", elf])
        if r.returncode != 0:
            print(f"FAIL link for {' '.join(flags)}:\n{r.stderr}")
            bad += 1
    for path in v6:
        o = os.path.join(a.work, "v6.o")
        r = run([CC, "-mcpu=cortex-m0plus", "-mthumb"] + includes(a.repo, path) + ["-c", path, "-o", o])
        attrs = run(["arm-none-eabi-readelf", "-A", o]).stdout if r.returncode == 0 else ""
        if r.returncode != 0 or not re.search(r"Tag_CPU_arch: v6S?-M\n", attrs):
            print(f"FAIL {path}: not an ARMv6-M object\n{r.stderr}")
            bad += 1
    print(f"check_arm_arch: {len(v7)} armv7m files refused for cortex-m0plus and built for "
          f"{len(HARD_CPUS)} hard-float cores, {len(v6)} armv6m files: {'FAILED' if bad else 'ok'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
