#!/usr/bin/env python3
"""Install a build tree and build a consumer project against the installed files only.

    check_install.py --repo REPO --build BUILD_TREE --work DIR [--target TARGET]

1. cmake --install BUILD_TREE --prefix DIR/prefix; the expected files must be there.
2. CMake: configure tests/ecosystem/consumer with CMAKE_PREFIX_PATH=DIR/prefix (find_package(lwcrypt),
   lwcrypt::lwcrypt), build, run (directly on the host, in the simulator for a cross build).
3. pkg-config: compile the same main.c with `CC $(pkg-config --cflags --libs lwcrypt)` from the
   installed lwcrypt.pc (for a cross build with the package's recorded C flags), and run it.
4. The package must refuse a project for another processor (host consumer against a cross install).
Exit status 0 when all of that works.
"""
from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))

import lwctargets  # noqa: E402


def run(cmd, **kw) -> subprocess.CompletedProcess:
    print("+", " ".join(shlex.quote(str(c)) for c in cmd), flush=True)
    r = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if r.stdout.strip():
        print(r.stdout.strip()[-3000:])
    if r.stderr.strip():
        print(r.stderr.strip()[-3000:])
    return r


def need(r: subprocess.CompletedProcess, what: str) -> None:
    if r.returncode != 0:
        raise SystemExit(f"FAIL: {what} (exit status {r.returncode})")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--build", required=True, help="the build tree to install")
    ap.add_argument("--work", required=True, help="scratch directory (recreated)")
    ap.add_argument("--target", help="the cross target the build tree is for (targets/list.txt)")
    a = ap.parse_args()
    target = lwctargets.load(a.target) if a.target and a.target != "host" else None
    board_srcs, link_options = target.board() if target else ([], [])

    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    prefix = os.path.join(a.work, "prefix")
    consumer = os.path.join(a.repo, "tests", "ecosystem", "consumer")

    # 1. install
    need(run(["cmake", "--install", a.build, "--prefix", prefix]), "cmake --install")
    for rel in ("include/lwc/lwc.h", "include/lwc/common.h", "lib/liblwc.a", "lib/cmake/lwcrypt/lwcrypt-config.cmake",
                "lib/cmake/lwcrypt/lwcrypt-config-version.cmake", "lib/pkgconfig/lwcrypt.pc"):
        if not os.path.isfile(os.path.join(prefix, rel)):
            raise SystemExit(f"FAIL: {rel} not installed")
    installed = sorted(os.path.relpath(os.path.join(d, f), prefix) for d, _, fs in os.walk(prefix) for f in fs)
    print("installed:", ", ".join(installed))
    headers = sorted(f for f in os.listdir(os.path.join(a.repo, "include", "lwc")) if f.endswith(".h"))
    missing = [h for h in headers if f"include/lwc/{h}" not in installed]
    if missing:
        raise SystemExit(f"FAIL: public headers not installed: {missing}")

    def execute(prog: str, what: str) -> None:
        need(run(target.runner().command(prog) if target else [prog]), what)

    # 2. CMake consumer
    bdir = os.path.join(a.work, "consumer-cmake")
    cfg = ["cmake", "-S", consumer, "-B", bdir, "-G", "Ninja", f"-DCMAKE_PREFIX_PATH={prefix}",
           "-DCMAKE_BUILD_TYPE=Release"]
    if target:
        cfg += [f"-DCMAKE_TOOLCHAIN_FILE={os.path.join(a.repo, 'cmake', 'lwc-toolchain.cmake')}",
                f"-DLWC_TARGET={target.name}",
                f"-DCONSUMER_TARGET_DIR={os.path.join(lwctargets.TARGETS_DIR, target.name)}",
                f"-DCONSUMER_TARGET_SOURCES={';'.join(board_srcs)}",
                f"-DCONSUMER_LINK_OPTIONS={';'.join(link_options)}"]
    need(run(cfg), "configure the consumer (find_package(lwcrypt))")
    need(run(["cmake", "--build", bdir]), "build the consumer")
    execute(os.path.join(bdir, "consumer"), "run the CMake-built consumer")

    # 3. pkg-config consumer
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))
    r = run(["pkg-config", "--cflags", "--libs", "lwcrypt"], env=env)
    need(r, "pkg-config lwcrypt")
    pc_flags = shlex.split(r.stdout)
    r = run(["pkg-config", "--variable=target", "lwcrypt"], env=env)
    need(r, "pkg-config --variable=target")
    print("pkg-config target:", r.stdout.strip())
    cc = ["cc"]
    extra: list[str] = []
    if target:
        # the target's compiler with the flags the library was built with, as recorded in the CMake package
        cfg_text = open(os.path.join(prefix, "lib", "cmake", "lwcrypt", "lwcrypt-config.cmake")).read()
        flags = cfg_text.split('set(lwcrypt_C_FLAGS "', 1)[1].split('"', 1)[0]
        cc = [target.tool("gcc")] + shlex.split(flags)
        target_dir = os.path.join(lwctargets.TARGETS_DIR, target.name)
        extra = ["-DCONSUMER_TARGET_IO", f"-I{target_dir}", f"-I{lwctargets.TARGETS_DIR}"] + board_srcs + link_options
    prog = os.path.join(a.work, "consumer-pkgconfig")
    need(run(cc + ["-O2", "-std=c11", "-Wall", "-Wextra", "-Werror", os.path.join(consumer, "main.c")] + extra
             + ["-o", prog] + pc_flags), "compile with pkg-config flags")
    execute(prog, "run the pkg-config-built consumer")

    # 4. a cross install is not found by a host project
    if target:
        r = run(["cmake", "-S", consumer, "-B", os.path.join(a.work, "consumer-wrong"), "-G", "Ninja",
                 f"-DCMAKE_PREFIX_PATH={prefix}"])
        if r.returncode == 0 or "was built for" not in r.stdout + r.stderr:
            raise SystemExit("FAIL: a host project accepted the cross-built lwcrypt")

    print("install check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
