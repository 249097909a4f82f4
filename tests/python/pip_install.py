#!/usr/bin/env python3
"""Install the lwcrypt package into a venv with pip, as a user would, and check what was installed.

    pip_install.py --venv DIR --repo REPO --build-dir DIR [--editable] [--tools pytest mypy]

The venv is created on first use and kept (later runs only reinstall lwcrypt). pip installs the
tools (pytest, mypy) from PyPI when they are missing, then builds lwcrypt from the repository with
its standard backend (scikit-build-core, fetched by pip into an isolated build environment) over
the project's CMake; --build-dir keeps the CMake tree between runs so a rerun only recompiles what
changed. Nothing is installed outside the venv.

Checks: the package imports from outside the repository and is the one just built (the installed
files for a wheel, python/src/lwcrypt for --editable), the console script exists, and the
distribution's metadata is the project's: name, version (include/lwc/lwc.h), PEP 639 license
(License-Expression MIT, the repository's LICENSE in .dist-info/licenses), Requires-Python, and a
wheel tag for this interpreter.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import sysconfig


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:
    print("+", " ".join(cmd), flush=True)
    return subprocess.run(cmd, check=True, **kwargs)


def venv_python(venv: str) -> str:
    return os.path.join(venv, "Scripts" if os.name == "nt" else "bin", "python")


def ensure_venv(venv: str) -> str:
    py = venv_python(venv)
    same = False
    if os.path.exists(py):  # reuse it only when it was made from this interpreter
        out = subprocess.run([py, "-c", "import sys; print(sys.base_prefix, sys.version_info[:2])"],
                             capture_output=True, text=True)
        same = out.returncode == 0 and out.stdout.strip() == f"{sys.base_prefix} {tuple(sys.version_info[:2])}"
    if not same:
        run([sys.executable, "-m", "venv", "--clear", venv])
    return py


def fail(msg: str) -> int:
    print(f"pip_install: {msg}", file=sys.stderr)
    return 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--venv", required=True)
    ap.add_argument("--repo", required=True)
    ap.add_argument("--build-dir", required=True, help="scikit-build-core's CMake build tree (kept between runs)")
    ap.add_argument("--editable", action="store_true", help="pip install -e (the Python files stay in the repository)")
    ap.add_argument("--tools", nargs="*", default=[], help="modules to pip install from PyPI when missing")
    args = ap.parse_args()
    repo = os.path.abspath(args.repo)
    py = ensure_venv(args.venv)
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1")

    missing = [t for t in args.tools if subprocess.run([py, "-c", f"import {t}"], capture_output=True).returncode]
    if missing:
        run([py, "-m", "pip", "install", "--quiet", *missing], env=env)

    install = [py, "-m", "pip", "install", "--quiet", "--force-reinstall", "--no-deps",
               f"--config-settings=build-dir={os.path.abspath(args.build_dir)}"]
    run(install + (["--editable", repo] if args.editable else [repo]), env=env)

    # Import from outside the repository, so that nothing there is found by accident.
    probe = ("import json, sys, importlib.metadata as md, lwcrypt, lwcrypt._lwcrypt as ext\n"
             "d = md.distribution('lwcrypt')\n"
             "lic = [f for f in (d.files or []) if f.parts[-2:] == ('licenses', 'LICENSE')]\n"
             "print(json.dumps({'version': lwcrypt.__version__, 'file': lwcrypt.__file__, 'ext': ext.__file__,\n"
             "  'metadata': d.read_text('METADATA'), 'wheel': d.read_text('WHEEL'),\n"
             "  'license': lic[0].read_text() if lic else None}))\n")
    out = run([py, "-c", probe], capture_output=True, text=True, cwd=os.path.dirname(py)).stdout
    import json
    got = json.loads(out)
    print(f"installed lwcrypt {got['version']} from {got['file']} (extension {os.path.basename(got['ext'])})")

    with open(os.path.join(repo, "include", "lwc", "lwc.h"), encoding="utf-8") as f:
        version = re.search(r'#define\s+LWC_VERSION\s+"([^"]+)"', f.read()).group(1)
    source_init = os.path.join(repo, "python", "src", "lwcrypt", "__init__.py")
    if got["version"] != version:
        return fail(f"version {got['version']}, include/lwc/lwc.h says {version}")
    if args.editable != (os.path.realpath(got["file"]) == os.path.realpath(source_init)):
        return fail(f"lwcrypt imported from {got['file']}: editable={args.editable} wants "
                    f"{'' if args.editable else 'not '}{source_init}")
    meta = got["metadata"]
    for field in ("Name: lwcrypt", f"Version: {version}", "License-Expression: MIT", "License-File: LICENSE",
                  "Requires-Python: >=3.9"):
        if f"\n{field}\n" not in f"\n{meta}":
            return fail(f"METADATA lacks {field!r}:\n{meta[:1200]}")
    with open(os.path.join(repo, "LICENSE"), encoding="utf-8") as f:
        if got["license"] != f.read():
            return fail("the distribution's .dist-info/licenses/LICENSE is not the repository's LICENSE")
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = re.sub(r"[-.]", "_", sysconfig.get_platform())
    if not re.search(rf"^Tag: {tag}-{tag}\w*-{platform}$", got["wheel"], re.M):
        return fail(f"wheel tag is not {tag}-{tag}-{platform}:\n{got['wheel']}")
    if "Generator: scikit-build-core" not in got["wheel"]:
        return fail(f"not built by scikit-build-core:\n{got['wheel']}")
    script = os.path.join(os.path.dirname(py), "lwcrypt" + (".exe" if os.name == "nt" else ""))
    if not os.path.exists(script):
        return fail(f"console script missing: {script}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
