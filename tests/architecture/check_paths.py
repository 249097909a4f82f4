#!/usr/bin/env python3
"""Every repository path that a document or a comment names must exist.

    check_paths.py REPO     exit 1, listing file:line: path, for each path that does not exist

Scans the Markdown documents and the source, build and tool files of the repository for words that
start with one of its top folders (src/, include/, docs/, tests/, tools/, cmake/, targets/, sim/,
bench/, python/, examples/) and checks each against the tree. A word with a placeholder (<...>,
{...}, *, ...) names a pattern, not a path, and is skipped; so are build-tree paths (build/...), a
program the build makes (add_executable / lwc_firmware, optionally with .elf) in an existing folder,
the files of the Arduino release folder that tools/make-arduino writes, and CHANGELOG.md (history
names files that are gone), and lines that cite another repository (a URL or github.com/...: their
paths are that repository's). A relative path may also start from the folder of the file naming it
or any folder above.
Also refused anywhere: a path out of the repository into the authors' shared folder (../ + shared), which readers do not have
(sources are cited in docs/references.md)."""
import os
import re
import subprocess
import sys

TOP = ("src", "include", "docs", "tests", "tools", "cmake", "targets", "sim", "bench", "python", "examples")
PATH = re.compile(r"(?<![\w./@-])((?:%s)/[A-Za-z0-9_./+-]*[A-Za-z0-9_/])" % "|".join(TOP))
SCANNED = (".md", ".c", ".h", ".S", ".py", ".cmake", ".txt", ".json", ".sh", ".toml", ".ld", ".inc")
SKIP_DIRS = ("build", ".git", "node_modules")
GENERATED = ("bench/results/", "CHANGELOG.md")  # REPORT.md: written by make bench; history
# The Arduino/PlatformIO release folder's own layout (tools/make-arduino writes it; docs describe it).
RELEASE = {"src/lwcrypt.h", "src/lwc_arduino_backend.h", "src/lwc", "examples/SealReading",
           "examples/SealReading/SealReading.ino"}
PROGRAM = re.compile(r"(?:add_executable|lwc_firmware)\(\s*([A-Za-z0-9_-]+)|\$\{CMAKE_CURRENT_BINARY_DIR\}/[\w/]*?([A-Za-z0-9_-]+)\)")


def files(repo):
    try:
        out = subprocess.run(["git", "-C", repo, "ls-files"], capture_output=True, text=True, check=True).stdout
        names = out.split()
    except (OSError, subprocess.CalledProcessError):
        names = []
        for root, dirs, fs in os.walk(repo):
            dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
            names += [os.path.relpath(os.path.join(root, f), repo) for f in fs]
    for n in names:
        base = os.path.basename(n)
        if (n.endswith(SCANNED) or base in ("Makefile", "Doxyfile") or "." not in base) and \
                not n.startswith(GENERATED) and os.path.isfile(os.path.join(repo, n)):
            yield n


def programs(repo, names):
    """The programs the build makes (their names)."""
    out = set()
    for n in names:
        if n.endswith((".txt", ".cmake")):
            with open(os.path.join(repo, n), encoding="utf-8") as f:
                out |= {a or b for a, b in PROGRAM.findall(f.read())}
    return out


def exists(repo, name, path, progs):
    """Whether path, named in file name, is in the tree (from the root or from a folder of name)."""
    if path.rstrip("/") in RELEASE:
        return True
    folder = os.path.dirname(name)
    while True:
        here = os.path.normpath(os.path.join(repo, folder, path))
        if os.path.exists(here):
            return True
        stem = os.path.basename(here)
        stem = stem[:-4] if stem.endswith(".elf") else stem
        if stem in progs and os.path.isdir(os.path.dirname(here)):
            return True
        if not folder:
            return False
        folder = os.path.dirname(folder)


def main():
    repo = os.path.abspath(sys.argv[1])
    bad = 0
    checked = 0
    names = list(files(repo))
    progs = programs(repo, names)
    for name in names:
        try:
            with open(os.path.join(repo, name), encoding="utf-8") as f:
                lines = f.read().splitlines()
        except UnicodeDecodeError:
            continue
        for no, line in enumerate(lines, 1):
            if "../" + "shared" in line:
                print(f"{name}:{no}: ../" "shared is outside the repository (cite sources in docs/references.md)")
                bad += 1
            if re.search(r"github\.com/|gitlab\.com/|://", line):
                continue                         # a line citing another repository names its paths
            for m in PATH.finditer(line):
                path = m.group(1).rstrip(".")
                end = m.end(1)
                if re.match(r"[-_.]*[<{*%]", line[end:]) or "..." in path:
                    continue                     # a pattern such as src/<primitive>/ or tests/vectors/*
                checked += 1
                if not exists(repo, name, path, progs):
                    print(f"{name}:{no}: {path} does not exist")
                    bad += 1
    print(f"check_paths: {checked} paths named, {bad} problems")
    return 1 if bad or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
