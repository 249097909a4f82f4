#!/usr/bin/env python3
"""One version number: LWC_VERSION in include/lwc/lwc.h, and every other place that states a version
takes it from there. This test reads each of them and fails when one differs.

    check_version.py --repo REPO --cmake-version V --build BUILD_TREE

  - CMake: project(VERSION) (CMakeLists.txt reads lwc.h; passed here as V) and the package's
    BUILD_TREE/install/lwcryptConfigVersion.cmake
  - pkg-config: BUILD_TREE/install/lwcrypt.pc
  - Python: pyproject.toml's version provider must be the regex over lwc.h (the module's __version__
    is the C library's LWC_VERSION, python/src/lwcrypt/__init__.py), and it must match there
  - Arduino and PlatformIO: library.properties and library.json as tools/make-arduino writes them
  - CHANGELOG.md: a section for the version (or "Unreleased" above the last release)
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import tomllib


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--cmake-version", required=True)
    ap.add_argument("--build", required=True)
    a = ap.parse_args()
    header = os.path.join(a.repo, "include", "lwc", "lwc.h")
    with open(header, encoding="utf-8") as f:
        want = re.search(r'#define\s+LWC_VERSION\s+"([^"]+)"', f.read()).group(1)
    found: dict[str, str | None] = {"CMake project()": a.cmake_version}

    def grab(label: str, path: str, pattern: str) -> None:
        try:
            with open(path, encoding="utf-8") as f:
                m = re.search(pattern, f.read(), re.M)
        except OSError:
            m = None
        found[label] = m.group(1) if m else None

    grab("CMake package", os.path.join(a.build, "install", "lwcryptConfigVersion.cmake"),
         r'set\(PACKAGE_VERSION "([^"]+)"\)')
    grab("pkg-config", os.path.join(a.build, "install", "lwcrypt.pc"), r"^Version: (\S+)")

    with open(os.path.join(a.repo, "pyproject.toml"), "rb") as f:
        meta = tomllib.load(f)["tool"]["scikit-build"]["metadata"]["version"]
    if meta.get("provider") != "scikit_build_core.metadata.regex" or \
            os.path.normpath(meta.get("input", "")) != os.path.join("include", "lwc", "lwc.h"):
        found["Python (pyproject.toml)"] = f"not read from lwc.h: {meta}"
    else:
        with open(header, encoding="utf-8") as f:
            m = re.search(meta["regex"], f.read())
        found["Python (pyproject.toml)"] = m.group("value") if m else None

    with tempfile.TemporaryDirectory() as tmp:
        lib = os.path.join(tmp, "lwcrypt")
        subprocess.run([sys.executable, os.path.join(a.repo, "tools", "make-arduino"), "--out", lib],
                       check=True, capture_output=True)
        grab("Arduino library.properties", os.path.join(lib, "library.properties"), r"^version=(\S+)")
        with open(os.path.join(lib, "library.json"), encoding="utf-8") as f:
            found["PlatformIO library.json"] = json.load(f).get("version")

    with open(os.path.join(a.repo, "CHANGELOG.md"), encoding="utf-8") as f:
        sections = re.findall(r"^## (\S+)", f.read(), re.M)
    released = [s for s in sections if s != "Unreleased"]
    found["CHANGELOG.md (last release)"] = released[0] if released else None

    bad = {k: v for k, v in found.items() if v != want}
    for k, v in found.items():
        print(f"{k:30} {v}")
    if bad:
        print(f"FAIL: include/lwc/lwc.h says {want}; these differ: {bad}")
        return 1
    print(f"every version is {want} (include/lwc/lwc.h)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
