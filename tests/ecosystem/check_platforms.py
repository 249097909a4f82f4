#!/usr/bin/env python3
"""The Zephyr module (zephyr/) and the ESP-IDF component (idf_component.yml, Kconfig, idf/) checked
offline: neither the Zephyr tree nor ESP-IDF can be fetched here, so each configuration runs

  1. the module's or component's Kconfig through kconfiglib (the library Zephyr's and ESP-IDF's
     Kconfig tools are built on; from PyPI, in the venv tools/install-deps.sh makes), under a stand-in
     top-level Kconfig that defines the architecture symbols the platform would (Zephyr:
     ARMV7_M_ARMV8_M_MAINLINE, ARMV6_M_ARMV8_M_BASELINE, RISCV, 64BIT, RISCV_ISA_RV32E), with the
     user's choices applied: the CONFIG_ values it settles on must pick the expected backend;
  2. the module's or component's own CMake under a stand-in of the platform's library functions
     (platforms/CMakeLists.txt: zephyr_library_named, zephyr_library_sources, ...; idf_component_register),
     built by the cross compiler of a processor of that platform with -Wall -Wextra -Werror, and an
     application calling every algorithm of the tables linked against it with --gc-sections;
  3. the objects built: those of the expected backend folder are there (and no other backend's),
     and a primitive left out of the Kconfig selection has no code in the library.

    check_platforms.py --config NAME --work DIR [--kconfig-python PYTHON]

Not checked: the real Zephyr and ESP-IDF build systems (their flags, their linker scripts), nor a run
on a board; the Xtensa chips' portable C is built by the host compiler (no Xtensa compiler here).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.dirname(os.path.abspath(__file__))
SKIPPED = 77
ARM, RISCV = "arm-none-eabi-", "riscv64-unknown-elf-"
CM4F = ("-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16", "--specs=nosys.specs")
PICOLIBC = ("-isystem", "/usr/lib/picolibc/riscv64-unknown-elf/include", "--specs=picolibc.specs")


@dataclasses.dataclass(frozen=True)
class Config:
    platform: str                  # zephyr | idf
    arch: tuple[str, ...]          # the platform's architecture symbols set to y (the stand-in's)
    prefix: str | None             # cross compiler prefix (None: the host compiler)
    flags: tuple[str, ...]
    backend: str                   # the backend folder family the objects must come from ("ref": none)
    choices: tuple[str, ...] = ()  # the user's Kconfig choices (NAME=value)
    left_out: tuple[str, ...] = ()  # primitives the choices leave out


CONFIGS = {
    "zephyr-cortex-m4f": Config("zephyr", ("ARMV7_M_ARMV8_M_MAINLINE",), ARM, CM4F, "armv7m"),
    "zephyr-cortex-m0plus": Config("zephyr", ("ARMV6_M_ARMV8_M_BASELINE",), ARM,
                                   ("-mcpu=cortex-m0plus", "-mthumb", "--specs=nosys.specs"), "armv6m"),
    "zephyr-rv32imac": Config("zephyr", ("RISCV",), RISCV, ("-march=rv32imac", "-mabi=ilp32") + PICOLIBC, "rv32"),
    # the fast profile, TinyJAMBU alone
    "zephyr-cortex-m4f-subset": Config("zephyr", ("ARMV7_M_ARMV8_M_MAINLINE",), ARM, CM4F, "armv7m",
                                       ("LWCRYPT_PROFILE_FAST=y", "LWCRYPT_ROMULUS=n", "LWCRYPT_PRESENT=n",
                                        "LWCRYPT_LEA=n"), ("romulus", "present", "lea")),
    "zephyr-portable": Config("zephyr", ("ARMV7_M_ARMV8_M_MAINLINE",), ARM, CM4F, "ref",
                              ("LWCRYPT_BACKEND_PORTABLE=y",)),
    # the protected profile (docs/protected.md): the masked rows behind the ordinary API, LWC_PROTECTED
    # given to the application too; the Cortex-M0+ descriptor's own protected backends, and on the
    # ESP32-C3 the RV32 descriptor's fast ones (it has no protected entry); PRESENT and LEA left out
    # (no masked implementation: the fast profile's code, built by the other configurations)
    "zephyr-cortex-m0plus-protected": Config("zephyr", ("ARMV6_M_ARMV8_M_BASELINE",), ARM,
                                             ("-mcpu=cortex-m0plus", "-mthumb", "--specs=nosys.specs"), "armv6m",
                                             ("LWCRYPT_PROFILE_PROTECTED=y", "LWCRYPT_PRESENT=n", "LWCRYPT_LEA=n"),
                                             ("present", "lea")),
    "idf-esp32c3-protected": Config("idf", ("IDF_TARGET_ARCH_RISCV",), RISCV,
                                    ("-march=rv32imc", "-mabi=ilp32") + PICOLIBC, "rv32",
                                    ("LWCRYPT_PROFILE_PROTECTED=y", "LWCRYPT_PRESENT=n", "LWCRYPT_LEA=n"),
                                    ("present", "lea")),
    "idf-esp32c3": Config("idf", ("IDF_TARGET_ARCH_RISCV",), RISCV,
                          ("-march=rv32imc", "-mabi=ilp32") + PICOLIBC, "rv32"),
    "idf-esp32s3": Config("idf", ("IDF_TARGET_ARCH_XTENSA",), None, (), "ref"),
}

# The stand-in top-level Kconfig: the platform's architecture symbols (set to y by default for the
# configuration's processor, as the platform's board files would), then the module's or component's.
STANDIN_SYMBOLS = {
    "zephyr": ("ARMV7_M_ARMV8_M_MAINLINE", "ARMV6_M_ARMV8_M_BASELINE", "RISCV", "64BIT", "RISCV_ISA_RV32E"),
    "idf": ("IDF_TARGET_ARCH_RISCV", "IDF_TARGET_ARCH_XTENSA"),
}
STANDIN_SOURCE = {"zephyr": "zephyr/Kconfig", "idf": "Kconfig"}


def standin_kconfig(c: Config) -> str:
    text = "".join(f"config {s}\n\tbool\n" + ("\tdefault y\n" if s in c.arch else "")
                   for s in STANDIN_SYMBOLS[c.platform])
    return text + f'source "{os.path.join(REPO, STANDIN_SOURCE[c.platform])}"\n'


# Run by the venv's Python (kconfiglib): the stand-in Kconfig, the module enabled and the user's choices applied; prints the CONFIG_ values that are not n.
KCONFIG_RUN = r"""
import sys, kconfiglib
top, choices = sys.argv[1], [c for c in sys.argv[2].split(",") if c]
kconf = kconfiglib.Kconfig(top, warn_to_stderr=False)
if "LWCRYPT" in kconf.syms:
    kconf.syms["LWCRYPT"].set_value("y")
for c in choices:
    name, value = c.split("=")
    if not kconf.syms[name].set_value(value):
        sys.exit(f"cannot set {name}={value}")
    if kconf.syms[name].str_value != value:
        sys.exit(f"{name}={value} not accepted (it is {kconf.syms[name].str_value})")
if kconf.warnings:
    sys.exit("kconfiglib warnings: " + "; ".join(kconf.warnings))
for sym in kconf.unique_defined_syms:
    if sym.str_value not in ("", "n"):
        print(f"CONFIG_{sym.name}={sym.str_value}")
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True, choices=CONFIGS)
    ap.add_argument("--work", required=True)
    ap.add_argument("--kconfig-python", required=True, help="a Python with kconfiglib (tools/install-deps.sh's venv)")
    a = ap.parse_args()
    c = CONFIGS[a.config]
    if not os.path.isfile(a.kconfig_python):
        print(f"kconfiglib's venv not installed ({a.kconfig_python}; tools/install-deps.sh makes it): skipped")
        return SKIPPED
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)

    top = os.path.join(a.work, "Kconfig")
    with open(top, "w", encoding="utf-8") as f:
        f.write(standin_kconfig(c))
    out = subprocess.run([a.kconfig_python, "-c", KCONFIG_RUN, top, ",".join(c.choices)],
                         capture_output=True, text=True)
    if out.returncode != 0:
        print(f"FAIL: Kconfig: {out.stderr.strip()} {out.stdout.strip()}")
        return 1
    values = dict(line.split("=", 1) for line in out.stdout.split())
    print("Kconfig:", " ".join(f"{k}={v}" for k, v in values.items() if "LWCRYPT" in k))
    if c.platform == "zephyr":
        chosen = [k for k in values if k.startswith("CONFIG_LWCRYPT_BACKEND_")]
        want = "CONFIG_LWCRYPT_BACKEND_" + ("PORTABLE" if c.backend == "ref" else c.backend.upper())
        if chosen != [want]:
            print(f"FAIL: the Kconfig chose {chosen}, want {want}")
            return 1
    config_file = os.path.join(a.work, "config.cmake")
    with open(config_file, "w", encoding="utf-8") as f:
        for k, v in values.items():
            f.write(f'set({k} "{v}")\n')

    cc = shutil.which((c.prefix or "") + "gcc")
    if not cc:
        print(f"FAIL: {(c.prefix or '')}gcc not found (tools/install-deps.sh installs it)")
        return 1
    flags = " ".join(c.flags)
    bld = os.path.join(a.work, "build")
    cmd = ["cmake", "-S", os.path.join(HERE, "platforms"), "-B", bld, "-G", "Ninja", f"-DLWC_REPO={REPO}",
           f"-DPLATFORM={c.platform}", f"-DCONFIG_FILE={config_file}", f"-DCMAKE_C_COMPILER={cc}",
           f"-DCMAKE_ASM_COMPILER={cc}", f"-DCMAKE_C_FLAGS={flags}", f"-DCMAKE_ASM_FLAGS={flags}",
           "-DCMAKE_BUILD_TYPE=MinSizeRel"]
    if c.prefix:
        cmd += ["-DCMAKE_SYSTEM_NAME=Generic", "-DCMAKE_TRY_COMPILE_TARGET_TYPE=STATIC_LIBRARY"]
    for step in (cmd, ["cmake", "--build", bld]):
        r = subprocess.run(step, capture_output=True, text=True)
        if r.returncode != 0:
            print(f"FAIL: {' '.join(step[:3])}: {r.stdout[-3000:]}\n{r.stderr[-3000:]}")
            return 1

    objects = [os.path.relpath(os.path.join(d, f), bld) for d, _, fs in os.walk(bld) for f in fs
               if f.endswith(".obj") or f.endswith(".o")]
    lib_objects = [o for o in objects if "/src/" in o or o.startswith("lwcrypt/")]
    folders = {m.group(1) for o in lib_objects for m in [re.search(r"/src/[a-z0-9]+/([a-z0-9_]+)/", o)] if m}
    # the folders the target descriptor of that backend lists for the profile chosen (and ref)
    target = {"armv7m": "cm3", "armv6m": "cm0plus", "rv32": "rv32", "ref": "host"}[c.backend]
    profile = ("fast" if "LWCRYPT_PROFILE_FAST=y" in c.choices else
               "protected" if "LWCRYPT_PROFILE_PROTECTED=y" in c.choices else "small")
    with open(os.path.join(REPO, "targets", target, "target.json"), encoding="utf-8") as f:
        backends = json.load(f)["backend"]
    allowed = set(backends.get(profile, backends["fast"])) | {"ref"}
    # backends that add run-time dispatched kernels to ref where the compiler defines their macro
    # (the host compiler that stands in for Xtensa's is x86-64): not chosen by the Kconfig
    with open(os.path.join(REPO, "src", "manifest.json"), encoding="utf-8") as f:
        allowed |= {b for b, d in json.load(f)["backends"].items() if "adds_to" in d}
    problems = []
    if not folders <= allowed or (c.backend != "ref" and not any(f.startswith(c.backend) for f in folders)):
        problems.append(f"backend folders built {sorted(folders)}, want the {c.backend} ones of "
                        f"targets/{target}/target.json ({profile}: {sorted(allowed)})")
    for prim in c.left_out:
        if any(f"/src/{prim}/" in o for o in lib_objects):
            problems.append(f"{prim} is left out by the Kconfig choices but was built")
    if not os.path.isfile(os.path.join(bld, "app")) and not os.path.isfile(os.path.join(bld, "app.elf")):
        problems.append("the application was not linked")
    if profile == "protected":
        # the one-shot functions of the masked rows are src/common/protected.c's in this profile
        protected_obj = [os.path.join(bld, o) for o in lib_objects if re.search(r"/common/protected\.c\.o(bj)?$", o)]
        nm = shutil.which((c.prefix or "") + "nm")
        defined = subprocess.run([nm, "--defined-only", *protected_obj], capture_output=True, text=True).stdout \
            if protected_obj and nm else ""
        for fn in ("lwc_tinyjambu128_encrypt", "lwc_romulus_t_encrypt", "lwc_ascon_aead128_encrypt"):
            if not re.search(rf"\b[TW] {fn}$", defined, re.M):
                problems.append(f"{fn} is not the protected profile's (src/common/protected.c does not define it)")
    for p in problems:
        print("FAIL:", p)
    if problems:
        return 1
    print(f"{a.config}: {len(lib_objects)} library objects, backend folders {sorted(folders)}, application linked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
