#!/usr/bin/env python3
"""Publishes one leakage campaign into the benchmark results (bench/results/leakage/), where REPORT.md
reads it: the campaign's result (tvla.py --json) with the firmware's SHA-256, the commit of the tree
and the date added, and its t-statistic plot (tvla.py --save-t, drawn by plot_t.py).

  publish.py RESULT.json T.npz FIRMWARE.elf OUT_DIR [--commit REV]

The files are named after RESULT.json (OUT_DIR/<name>.json and OUT_DIR/<name>.png). --commit names the
tree the firmware was built from when that is not the current one."""
import argparse
import datetime
import hashlib
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from plot_t import plot  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def tree_commit() -> str:
    """The commit of the repository's tree, with -dirty when tracked files differ from it."""
    head = subprocess.run(["git", "-C", REPO, "rev-parse", "--short=12", "HEAD"], capture_output=True,
                          text=True, check=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", REPO, "diff", "--quiet", "HEAD", "--"], capture_output=True).returncode
    return head + ("-dirty" if dirty else "")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    for name in ("result", "npz", "firmware", "out_dir"):
        ap.add_argument(name)
    ap.add_argument("--commit")
    args = ap.parse_args()
    result_path, npz, firmware, out_dir = args.result, args.npz, args.firmware, args.out_dir
    with open(result_path) as f:
        result = json.load(f)
    with open(firmware, "rb") as f:
        result["firmware_sha256"] = hashlib.sha256(f.read()).hexdigest()
    result["commit"] = args.commit or tree_commit()
    result.setdefault("date", datetime.datetime.now(datetime.timezone.utc).date().isoformat())
    name = os.path.splitext(os.path.basename(result_path))[0]
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, name + ".json"), "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    plot(npz, result, os.path.join(out_dir, name + ".png"))
    print(os.path.join(out_dir, name + ".png"))


if __name__ == "__main__":
    main()
