#!/usr/bin/env python3
"""One version number: LWC_VERSION in include/lwc/lwc.h, and every other place that states a version
takes it from there. This test reads each of them and fails when one differs.

    check_version.py --repo REPO --cmake-version V --build BUILD_TREE --cc CC --library LIB


  - CMake: project(VERSION) (CMakeLists.txt reads lwc.h; passed here as V) and the package's
    BUILD_TREE/install/lwcryptConfigVersion.cmake
  - pkg-config: BUILD_TREE/install/lwcrypt.pc
  - Python: pyproject.toml's version provider must be the regex over lwc.h (the module's __version__
    is the C library's LWC_VERSION, python/src/lwcrypt/__init__.py), and it must match there
  - Arduino and PlatformIO: library.properties and library.json as tools/make-arduino writes them
  - ESP-IDF: idf_component.yml
  - the find_package(lwcrypt <major>.<minor>) of tests/ecosystem/consumer
  - lwc_version() of the library built (LIB, linked into a program compiled by CC and run)
  - CHANGELOG.md: a section for the version (or "Unreleased" above the last release)
  - README.md: the FetchContent example pins the release tag, GIT_TAG v<version>
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
    ap.add_argument("--cc", required=True, help="the host C compiler")
    ap.add_argument("--library", required=True, help="the host build's liblwc.a")
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

        prog = os.path.join(tmp, "version")
        with open(prog + ".c", "w", encoding="utf-8") as f:
            f.write('#include <stdio.h>\n#include "lwc/lwc.h"\nint main(void) { puts(lwc_version()); return 0; }\n')
        subprocess.run([a.cc, "-I", os.path.join(a.repo, "include"), prog + ".c", a.library, "-o", prog], check=True)
        found["lwc_version()"] = subprocess.run([prog], check=True, capture_output=True, text=True).stdout.strip()

    # the installed package accepts the same minor version (SameMinorVersion): the consumer project
    # of tests/ecosystem asks for <major>.<minor>, as a user pinning this release would
    with open(os.path.join(a.repo, "tests", "ecosystem", "consumer", "CMakeLists.txt"), encoding="utf-8") as f:
        asked = re.search(r"find_package\(lwcrypt (\S+) REQUIRED\)", f.read()).group(1)
    found["consumer find_package()"] = want if want.startswith(asked + ".") and asked.count(".") == 1 else asked
    grab("ESP-IDF idf_component.yml", os.path.join(a.repo, "idf_component.yml"), r'^version:\s*"([^"]+)"')

    with open(os.path.join(a.repo, "README.md"), encoding="utf-8") as f:
        tags = re.findall(r"GIT_TAG\s+([^\s)]+)", f.read())
    found["README.md GIT_TAG"] = tags[0][1:] if tags and all(t == tags[0] for t in tags) and tags[0][0] == "v" \
        else f"not one v<version> tag: {tags}"

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
