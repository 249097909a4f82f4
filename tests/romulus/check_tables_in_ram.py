#!/usr/bin/env python3
"""A backend whose SKINNY lookups are indexed by secrets (src/romulus/rv32_tables/) is constant time
only with its tables in RAM: check in a linked firmware that each of them is a .data symbol (RAM,
copied at start-up), not in .text, .rodata or .srodata (flash). GCC put a never-written table with
the constants once; this test catches that.

usage: check_tables_in_ram.py --target T FIRMWARE.elf
"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import lwctargets  # noqa: E402

TABLES = ("skinny_t0", "skinny_t1", "skinny_t2", "skinny_s")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", required=True)
    ap.add_argument("elf")
    a = ap.parse_args()
    objdump = lwctargets.load(a.target).tool("objdump")
    out = subprocess.run([objdump, "-t", a.elf], capture_output=True, text=True, check=True).stdout
    section = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 5 and parts[-1] in TABLES:
            section[parts[-1]] = parts[-3]
    bad = 0
    for name in TABLES:
        where = section.get(name)
        if where != ".data":
            print(f"FAIL {name}: in {where or 'no section (symbol missing)'}, not .data (RAM)")
            bad += 1
        else:
            print(f"ok   {name}: .data")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
