#!/usr/bin/env python3
"""No product file refers to a tracker issue number or to a paper by an internal number: readers have
neither the tracker nor the numbering. Papers are cited by the keys of docs/references.md
("Kwon et al. 2023", "Shin et al.", "Kwon et al. (Romulus LFSR)", "Seo 2018", ...).

    check_citations.py --repo REPO

Scans every file git tracks (every file under REPO but build/ without git), text files only, for
"issue N" / "issues N" / "issue-N" / "issue #N" and "paper 00N" (case-insensitive). Prints each hit
as file:line and exits 1 when there is one.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys

# (written in two parts so that this file does not match itself)
PATTERNS = [re.compile(r"\biss" r"ues?[ -]#?[0-9]", re.I), re.compile(r"\bpap" r"ers? 0[0-9]{2}\b", re.I)]


def files(repo: str) -> list[str]:
    try:
        out = subprocess.run(["git", "-C", repo, "ls-files", "-z"], capture_output=True, check=True).stdout
        return [os.path.join(repo, f) for f in out.decode().split("\0") if f]
    except (OSError, subprocess.CalledProcessError):
        found = []
        for d, dirs, fs in os.walk(repo):
            dirs[:] = [x for x in dirs if x not in (".git", "build")]
            found += [os.path.join(d, f) for f in fs]
        return found


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    a = ap.parse_args()
    hits, scanned = [], 0
    for path in files(a.repo):
        try:
            with open(path, encoding="utf-8") as f:
                lines = f.read().splitlines()
        except (UnicodeDecodeError, OSError):
            continue   # binary (plots) or gone
        scanned += 1
        for n, line in enumerate(lines, 1):
            if any(p.search(line) for p in PATTERNS):
                hits.append(f"{os.path.relpath(path, a.repo)}:{n}: {line.strip()[:120]}")
    for h in hits:
        print(h)
    print(f"{scanned} files scanned, {len(hits)} references to issue numbers or paper numbers")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
