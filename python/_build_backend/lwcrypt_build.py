"""PEP 517 build backend for the lwcrypt Python package, kept in the tree (pyproject.toml: backend-path).

Why not setuptools: pip builds in an isolated environment and would download setuptools from PyPI,
so `pip install ./python` would need the network. This backend needs nothing beyond the standard
library, a C compiler and the Python headers (python3-dev), so the install works offline.

What it builds: the extension lwcrypt._lwcrypt from python/lwcrypt/_lwcrypt.c plus the host C
library, i.e. the portable backend of every primitive, found by glob as CMakeLists.txt does for the
host (backend "ref"):
    src/common/*.c (except nist_dropin.c, which is not part of the library)
    src/<dir>/*.c and src/<dir>/ref/*.c for every other folder of src/ (mode code + portable C;
    src/modes/ included when it exists; paper variants under variants/ are not part of the library)
The sources come from the repository around python/ (a checkout), or from csrc/ inside an sdist.

Environment: CC (compiler, default: the one Python was built with), LWCRYPT_CFLAGS (extra flags).
"""
from __future__ import annotations

import base64
import glob
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

NAME = "lwcrypt"
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # python/
SUMMARY = "Lightweight cryptography (TinyJAMBU, Romulus, PRESENT, LEA) for gateways talking to IoT nodes"


# ---- where the C sources are -------------------------------------------------------------------

def _c_root() -> str:
    for root in (os.path.join(HERE, "csrc"), os.path.dirname(HERE)):
        if os.path.isfile(os.path.join(root, "include", "lwc", "lwc.h")):
            return root
    raise RuntimeError("lwcrypt: C sources not found (expected ../include/lwc/lwc.h or csrc/)")


def _version(root: str) -> str:
    with open(os.path.join(root, "include", "lwc", "lwc.h"), encoding="utf-8") as f:
        m = re.search(r'#define\s+LWC_VERSION\s+"([^"]+)"', f.read())
    if not m:
        raise RuntimeError("LWC_VERSION not found in include/lwc/lwc.h")
    return m.group(1)


def library_sources(root: str) -> tuple[list[str], list[str]]:
    """(C sources, include dirs) of the host library: the same globs as the CMake host build."""
    src = os.path.join(root, "src")
    sources = [p for p in sorted(glob.glob(os.path.join(src, "common", "*.c")))
               if os.path.basename(p) != "nist_dropin.c"]
    includes = [os.path.join(root, "include"), os.path.join(src, "common")]
    for d in sorted(glob.glob(os.path.join(src, "*", ""))):
        d = d.rstrip(os.sep)
        if os.path.basename(d) == "common":
            continue
        includes.append(d)
        sources += sorted(glob.glob(os.path.join(d, "*.c")))
        ref = os.path.join(d, "ref")
        if os.path.isdir(ref):
            includes.append(ref)
            sources += sorted(glob.glob(os.path.join(ref, "*.c")))
    return sources, includes


# ---- compiling -----------------------------------------------------------------------------------

def _run(cmd: list[str]) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(" ".join(shlex.quote(c) for c in cmd) + "\n" + proc.stdout + proc.stderr)
        raise RuntimeError(f"lwcrypt: command failed ({proc.returncode}): {cmd[0]} ... {cmd[-1]}")


def build_extension(out_dir: str) -> str:
    """Compile and link lwcrypt/_lwcrypt<EXT_SUFFIX> into out_dir; returns its path."""
    root = _c_root()
    sources, includes = library_sources(root)
    cc = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    ldshared = shlex.split(sysconfig.get_config_var("LDSHARED") or f"{cc[0]} -shared")
    if os.environ.get("CC"):  # a chosen compiler links too
        ldshared = cc + ["-shared"]
    extra = shlex.split(os.environ.get("LWCRYPT_CFLAGS", ""))
    warn = ["-Wall", "-Wextra", "-Werror"]
    # Block-cipher modes: bound when the library has them (include/lwc/modes.h and src/modes/*.c).
    have_modes = (os.path.isfile(os.path.join(root, "include", "lwc", "modes.h"))
                  and bool(glob.glob(os.path.join(root, "src", "modes", "*.c"))))
    common = (["-O2", "-fPIC", "-fvisibility=hidden", f"-DLWCRYPT_HAVE_MODES={int(have_modes)}"] + warn
              + [f"-I{i}" for i in includes] + extra)
    py_inc = sysconfig.get_paths()["include"]
    objs = []
    with tempfile.TemporaryDirectory(prefix="lwcrypt-build-") as tmp:
        for i, s in enumerate(sources):
            o = os.path.join(tmp, f"{i:03d}_{os.path.basename(s)}.o")
            _run(cc + ["-std=c11", "-c", s, "-o", o] + common)
            objs.append(o)
        mod_src = os.path.join(HERE, "lwcrypt", "_lwcrypt.c")
        mod_obj = os.path.join(tmp, "_lwcrypt.o")
        # Python's headers are system headers: their warnings are not ours to fix.
        _run(cc + ["-c", mod_src, "-o", mod_obj, "-isystem", py_inc] + common)
        ext = os.path.join(out_dir, "lwcrypt", "_lwcrypt" + sysconfig.get_config_var("EXT_SUFFIX"))
        os.makedirs(os.path.dirname(ext), exist_ok=True)
        _run(ldshared + [mod_obj] + objs + ["-o", ext])
    return ext


# ---- metadata and the wheel ------------------------------------------------------------------------

def _metadata(version: str) -> str:
    readme = ""
    doc = os.path.join(os.path.dirname(HERE), "docs", "python.md")
    if os.path.isfile(doc):
        with open(doc, encoding="utf-8") as f:
            readme = f.read()
    head = (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {version}\nSummary: {SUMMARY}\n"
            "License: see the lwcrypt repository\nRequires-Python: >=3.9\n"
            "Classifier: Programming Language :: C\nClassifier: Programming Language :: Python :: 3\n"
            "Classifier: Topic :: Security :: Cryptography\n")
    if readme:
        head += "Description-Content-Type: text/markdown\n\n" + readme
    return head


def _tags() -> str:
    impl = f"cp{sys.version_info.major}{sys.version_info.minor}"
    abi = impl + getattr(sys, "abiflags", "")
    plat = re.sub(r"[-.]", "_", sysconfig.get_platform())
    return f"{impl}-{abi}-{plat}"


def _dist_info_files(version: str) -> dict[str, str]:
    return {
        "METADATA": _metadata(version),
        "WHEEL": f"Wheel-Version: 1.0\nGenerator: lwcrypt_build\nRoot-Is-Purelib: false\nTag: {_tags()}\n",
        "entry_points.txt": "[console_scripts]\nlwcrypt = lwcrypt.cli:main\n",
        "top_level.txt": "lwcrypt\n",
    }


def _record_line(arc: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arc},sha256={digest},{len(data)}"


def _package_files() -> list[tuple[str, str]]:
    """(archive name, path) of the pure-Python files of the package."""
    out = []
    pkg = os.path.join(HERE, "lwcrypt")
    for p in sorted(glob.glob(os.path.join(pkg, "*"))):
        if p.endswith((".py", ".pyi")) or os.path.basename(p) == "py.typed":
            out.append((f"lwcrypt/{os.path.basename(p)}", p))
    return out


# ---- PEP 517 hooks ----------------------------------------------------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    version = _version(_c_root())
    name = f"{NAME}-{version}.dist-info"
    d = os.path.join(metadata_directory, name)
    os.makedirs(d, exist_ok=True)
    for fn, text in _dist_info_files(version).items():
        with open(os.path.join(d, fn), "w", encoding="utf-8") as f:
            f.write(text)
    return name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version(_c_root())
    whl_name = f"{NAME}-{version}-{_tags()}.whl"
    dist_info = f"{NAME}-{version}.dist-info"
    with tempfile.TemporaryDirectory(prefix="lwcrypt-wheel-") as tmp:
        ext = build_extension(tmp)
        entries = _package_files() + [(f"lwcrypt/{os.path.basename(ext)}", ext)]
        records = []
        path = os.path.join(wheel_directory, whl_name)
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
            for arc, src in entries:
                with open(src, "rb") as f:
                    data = f.read()
                z.writestr(arc, data)
                records.append(_record_line(arc, data))
            for fn, text in _dist_info_files(version).items():
                arc = f"{dist_info}/{fn}"
                data = text.encode()
                z.writestr(arc, data)
                records.append(_record_line(arc, data))
            records.append(f"{dist_info}/RECORD,,")
            z.writestr(f"{dist_info}/RECORD", "\n".join(records) + "\n")
    return whl_name


def build_sdist(sdist_directory, config_settings=None):
    """A self-contained source archive: python/ plus the C library under csrc/."""
    root = _c_root()
    version = _version(root)
    base = f"{NAME}-{version}"
    path = os.path.join(sdist_directory, base + ".tar.gz")
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "csrc", "tests")
    with tempfile.TemporaryDirectory(prefix="lwcrypt-sdist-") as tmp:
        top = os.path.join(tmp, base)
        shutil.copytree(HERE, top, ignore=skip)
        if root != os.path.join(HERE, "csrc"):
            shutil.copytree(os.path.join(root, "include"), os.path.join(top, "csrc", "include"))
            shutil.copytree(os.path.join(root, "src"), os.path.join(top, "csrc", "src"),
                            ignore=shutil.ignore_patterns("variants", "avr", "armv7m", "*.S"))
        with open(os.path.join(top, "PKG-INFO"), "w", encoding="utf-8") as f:
            f.write(_metadata(version))
        with tarfile.open(path, "w:gz") as t:
            t.add(top, arcname=base)
    return base + ".tar.gz"
