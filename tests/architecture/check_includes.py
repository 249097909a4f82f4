#!/usr/bin/env python3
"""No file under src/ takes code from another backend's folder (docs/architecture.md, "Technique
folders"): the selection of what a build compiles is the manifest's, never an #include.

    check_includes.py REPO     exit 1, listing file:line: the include and why, for each violation

Every `#include` of every .c, .h, .S and .inc file under src/ is checked:
  - it names a header in quotes, never a .c or .S file (a source file is compiled once, as its own
    translation unit: code shared by several backends lives in a technique folder of the manifest)
    nor a macro (a computed include hides what is taken);
  - the file it names, found as the compiler finds it (beside the including file first, then on the
    library's include path: include/, src/common/, src/<primitive>/ and the build's backend folders),
    is not in a backend folder of the manifest other than the including file's own: a backend's own
    files, src/common/, include/ and the shared files of the primitive (src/<primitive>/*.h and its
    other non-backend folders) are fine; a relative path into another backend's folder never is.
    A plain name found only in backend folders is the one the build's list puts first on the include
    path: fine in shared code (a contract's backend header: skinny128_384p_backend.h,
    modes_dispatch.h), and in a backend folder's file where several folders provide it (the part of a
    technique's contract each backend supplies); a plain name that only one other backend folder
    provides is that folder's file, and is not.
Names found nowhere in the repository (system headers, files the build generates) are not checked.
"""
import json
import os
import re
import subprocess
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*(.*?)\s*(?:/\*.*)?$')
SCANNED = (".c", ".h", ".S", ".inc")


def main(repo: str) -> int:
    src = os.path.join(repo, "src")
    with open(os.path.join(src, "manifest.json"), encoding="utf-8") as f:
        backends = set(json.load(f)["backends"])
    out = subprocess.run(["git", "-C", repo, "ls-files", "src"], capture_output=True, text=True)
    if out.returncode == 0:
        names = out.stdout.split()
    else:                                                 # (a tree that is not a git work tree)
        names = [os.path.relpath(os.path.join(d, n), repo) for d, _, ns in os.walk(src) for n in ns]
    files = [os.path.join(repo, p) for p in names if p.endswith(SCANNED)]
    if not files:
        print(f"check_includes: no source file under {src}")
        return 1

    def backend_folder(path: str) -> str | None:
        """The backend folder (src/<p>/<backend>) a path lies in, or None."""
        parts = os.path.relpath(path, src).split(os.sep)
        if len(parts) >= 3 and parts[1] in backends:
            return os.path.join(src, parts[0], parts[1])
        return None

    bad = []
    n_includes = 0
    for path in sorted(files):
        rel = os.path.relpath(path, repo)
        here = os.path.dirname(path)
        own = backend_folder(path)
        parts = os.path.relpath(path, src).split(os.sep)
        prim_dir = os.path.join(src, parts[0]) if len(parts) >= 2 else src
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
        for no, line in enumerate(lines, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            n_includes += 1
            arg = m.group(1)
            where = f"{rel}:{no}: #include {arg}"
            if arg.startswith("<"):
                continue                                  # a system header
            if not arg.startswith('"'):
                bad.append(f"{where}: a computed include (name the header)")
                continue
            name = arg.strip('"')
            if name.endswith((".c", ".S")):
                bad.append(f"{where}: includes a source file (compile it as its own translation unit)")
                continue
            beside = os.path.normpath(os.path.join(here, name))
            if os.path.exists(beside):
                found = [beside]
            elif "/" in name and not name.startswith("lwc/"):
                bad.append(f"{where}: no such file beside it (a relative path is read from the including file)")
                continue
            else:
                # on the include path: the public headers, src/common, the primitive's shared headers,
                # or the backend folders of the build's list
                shared = [os.path.join(repo, "include", name), os.path.join(src, "common", name),
                          os.path.join(prim_dir, name)]
                found = [p for p in shared if os.path.exists(p)][:1]
                if not found:
                    found = sorted(os.path.join(d, name) for d in
                                   (os.path.join(prim_dir, e) for e in os.listdir(prim_dir))
                                   if os.path.isdir(d) and os.path.exists(os.path.join(d, name)))
                    if len(found) > 1 or own is None:
                        continue                          # the build's list picks (a contract's backend header)
            for target in found:
                folder = backend_folder(target)
                if folder is not None and folder != own:
                    bad.append(f"{where}: {os.path.relpath(target, repo)} is in another backend's folder "
                               f"({os.path.relpath(folder, repo)})")
    for b in bad:
        print(b)
    if bad:
        print(f"check_includes: {len(bad)} include(s) take code from another backend's folder or a source file "
              "(docs/architecture.md, \"Technique folders\")")
        return 1
    print(f"check_includes: {n_includes} includes in {len(files)} files under src/: each names its own folder's, "
          "a shared or a list-picked header")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
