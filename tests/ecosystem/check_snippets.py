#!/usr/bin/env python3
"""Compile every C code block of README.md and docs/*.md against the public headers.

    check_snippets.py --repo REPO --library LIBLWC.a --work DIR [--cc CC]

The rule (README.md, "Documentation"): a fenced block opened with ```c is C, compiled with
-std=c11 -Wall -Wextra -Werror and include/ on the include path.
  - By default a block is a whole translation unit. One that defines main() is also linked with the
    library and run: it must exit 0.
  - A block right after the line <!-- snippet: fragment --> is the body of a function: it is
    compiled inside `void snippet(void) { ... }`, after #include of every public header
    (include/lwc/*.h) and of stddef.h, stdint.h, stdio.h and string.h; whatever it uses it declares.
Exit status 0 when every block compiles (and every program runs); the failures are listed.
"""
from __future__ import annotations

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

FENCE = re.compile(r"^```c[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)
FRAGMENT = "<!-- snippet: fragment -->"
STANDARD = "#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n#include <string.h>\n\n"


def blocks(path: str):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for m in FENCE.finditer(text):
        before = text[:m.start()].rstrip("\n").rsplit("\n", 1)[-1].strip()
        yield text.count("\n", 0, m.start()) + 1, m.group(1), before == FRAGMENT


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--library", required=True, help="liblwc.a of a host build")
    ap.add_argument("--work", required=True)
    ap.add_argument("--cc", default="cc")
    a = ap.parse_args()
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    docs = [os.path.join(a.repo, "README.md")] + sorted(glob.glob(os.path.join(a.repo, "docs", "*.md")))
    prelude = STANDARD + "".join(f'#include "lwc/{os.path.basename(h)}"\n'
                                 for h in sorted(glob.glob(os.path.join(a.repo, "include", "lwc", "*.h"))))
    failures, count = [], 0
    for doc in docs:
        for line, code, fragment in blocks(doc):
            count += 1
            where = f"{os.path.relpath(doc, a.repo)}:{line}"
            stem = os.path.join(a.work, re.sub(r"[^A-Za-z0-9]+", "_", where))
            src = stem + ".c"
            with open(src, "w", encoding="utf-8") as f:
                if fragment:
                    f.write(prelude + f"\nvoid snippet(void);\nvoid snippet(void)\n{{\n#line {line + 1} \"{os.path.relpath(doc, a.repo)}\"\n"
                            + code + "}\n")
                else:
                    f.write(f"#line {line + 1} \"{os.path.relpath(doc, a.repo)}\"\n" + code)
            is_program = not fragment and re.search(r"\bint\s+main\s*\(", code)
            cmd = [a.cc, "-std=c11", "-Wall", "-Wextra", "-Werror", "-I", os.path.join(a.repo, "include"), src]
            cmd += ["-o", stem, a.library] if is_program else ["-c", "-o", stem + ".o"]
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                failures.append(f"{where}: does not compile\n{r.stderr.strip()}")
                continue
            if is_program:
                r = subprocess.run([stem], capture_output=True, text=True, timeout=60)
                if r.returncode != 0:
                    failures.append(f"{where}: the program exits {r.returncode}\n{(r.stdout + r.stderr).strip()}")
                    continue
            print(f"{where}: {'fragment' if fragment else 'program' if is_program else 'translation unit'} ok")
    for f in failures:
        print("FAIL: " + f)
    print(f"{count} C blocks, {len(failures)} failed")
    return 1 if failures or count == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
