#!/usr/bin/env python3
"""Checks that a TVLA campaign's result depends only on its seed, not on how its batches are run
(docs/leakage.md: the long campaigns' first batches reproduce exactly).

  tvla_reproducible.py TVLA_ARGS...

Runs tools/leakage/tvla.py twice with TVLA_ARGS, once with --jobs 1 and once with --jobs 3 (batches
simulated in parallel, finishing in any order, the statistics of one batch computed while the next
ones are simulated), and requires the two runs' t-statistics (--save-t) to be equal bit for bit and
their JSON results to be equal but for the cost figures. Exit status 0 when they are, 1 when not, 2
on an error of a run.
"""
import json
import os
import subprocess
import sys
import tempfile

import numpy as np


def main():
    args = sys.argv[1:]
    if not args or any(a in ("--jobs", "--json", "--save-t") for a in args):
        print("usage: tvla_reproducible.py TVLA_ARGS... (without --jobs, --json, --save-t)", file=sys.stderr)
        return 2
    tvla = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tvla.py")
    runs = []
    with tempfile.TemporaryDirectory() as d:
        for jobs in (1, 3):
            out, t = os.path.join(d, f"{jobs}.json"), os.path.join(d, f"{jobs}.npz")
            p = subprocess.run([sys.executable, tvla, *args, "--jobs", str(jobs), "--json", out, "--save-t", t],
                               capture_output=True, text=True)
            if p.returncode not in (0, 1) or not os.path.exists(out):
                print(f"tvla.py --jobs {jobs} failed with status {p.returncode}: {p.stderr[-800:]}", file=sys.stderr)
                return 2
            with open(out) as f:
                result = json.load(f)
            result.pop("cost")
            with np.load(t) as z:
                runs.append((jobs, result, z["t"].copy(), p.returncode))
    (j0, r0, t0, s0), (j1, r1, t1, s1) = runs
    same_t = t0.shape == t1.shape and np.array_equal(t0, t1, equal_nan=True)
    ok = same_t and r0 == r1 and s0 == s1
    differ = [k for k in r0 if r0.get(k) != r1.get(k)]
    print(f"tvla.py --jobs {j0} and --jobs {j1}: {r0['traces_per_class']} traces per class, "
          f"{t0.size} t-statistics {'identical' if same_t else 'DIFFERENT'}; results "
          f"{'identical' if r0 == r1 else 'DIFFERENT in ' + ', '.join(differ)}; exit statuses {s0}, {s1}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
