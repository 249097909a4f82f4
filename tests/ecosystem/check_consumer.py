#!/usr/bin/env python3
"""Build the consumer project (tests/ecosystem/consumer) against lwcrypt as an application would.

    check_consumer.py fetch --repo REPO --work DIR --config NAME [runners]
        FetchContent: lwcrypt built inside the consumer with the consumer's own toolchain file (written
        here the way a project writes one: CMAKE_SYSTEM_PROCESSOR as the project spells it, CPU flags
        in CMAKE_C_FLAGS_INIT). The source is the local tree (FETCHCONTENT_SOURCE_DIR_LWCRYPT: no
        download). Checks that lwcrypt picked the backend the configuration should get, built nothing
        but its library, changed nothing of the project (consumer/CMakeLists.txt), and that the program
        links and, where an emulator runs it, passes.

    check_consumer.py package --repo REPO --work DIR (--target T --build TREE | --library-config NAME)
                              [--accept NAME]... [--reject NAME]...
        cmake --install of target T's build tree (or of lwcrypt configured top-level with a
        configuration's toolchain file and -DLWC_BUILD_TESTS=OFF: a library for the user's own flags);
        the installed files. With --target: the consumer built with find_package(lwcrypt) for the
        target itself (cmake/lwc-toolchain.cmake, the descriptor's board support) and run in its
        runner, and main.c compiled from `pkg-config lwcrypt` (with the package's recorded C flags)
        and run. Then, for each configuration the target's descriptor lists in "package_check" (and
        each --accept / --reject): an accepted one is configured, built and run where an emulator
        runs it; a refused one must fail to configure with the package's message.

Programs run where the configuration says: the host, an lwcrypt target's emulator (its descriptor's
runner or second emulator: avr, cm3-qemu, cm0plus-qemu, rv32-qemu) or qemu-system-arm -M mps2-an386 (Cortex-M4F).
Exit status 0 when everything holds.
"""
from __future__ import annotations

import argparse
import dataclasses
import glob
import os
import re
import shlex
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))

import lwctargets  # noqa: E402


@dataclasses.dataclass(frozen=True)
class Config:
    prefix: str | None          # cross tool prefix; None: the native compiler
    flags: tuple[str, ...]      # CPU flags (CMAKE_C_FLAGS_INIT)
    processor: str = ""         # CMAKE_SYSTEM_PROCESSOR, spelled as a project might
    board: str = "host"         # host | cortex-m (the consumer's own) | target:<t> (a descriptor's board support)
    backend: str = "ref"        # what lwcrypt must choose for it as a subproject
    run: str | None = None      # host | qemu-an386 | an emulator of a target descriptor (avr, cm3-qemu, ...)
    asm_flags: bool = True      # the toolchain sets CMAKE_ASM_FLAGS_INIT too (else lwcrypt uses the C flags)
    algorithms: tuple[str, ...] = ()  # a subset (LWC_ALGORITHMS, set by the consumer before FetchContent)


ARM, AVR, RISCV = "arm-none-eabi-", "avr-", "riscv64-unknown-elf-"
PICOLIBC_RV = ("-isystem", "/usr/lib/picolibc/riscv64-unknown-elf/include")
CONFIGS = {
    "host": Config(None, (), run="host"),
    # the spelling the old package refused ("built for cm3 (arm), the project targets cortex-m3");
    # a toolchain that gives the assembler no flags of its own
    "cortex-m3": Config(ARM, ("-mcpu=cortex-m3", "-mthumb"), "cortex-m3", "cortex-m", "armv7m", "cm3-qemu",
                        asm_flags=False),
    "cortex-m4": Config(ARM, ("-mcpu=cortex-m4", "-mthumb"), "cortex-m4", "cortex-m", "armv7m"),
    "cortex-m4-softfp": Config(ARM, ("-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=softfp", "-mfpu=fpv4-sp-d16"),
                               "arm", "cortex-m", "armv7m"),
    "cortex-m4f": Config(ARM, ("-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16"),
                         "armv7e-m", "cortex-m", "armv7m", "qemu-an386"),
    "cortex-m7f": Config(ARM, ("-mcpu=cortex-m7", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv5-d16"),
                         "cortex-m7", "cortex-m", "armv7m"),
    "cortex-m33": Config(ARM, ("-mcpu=cortex-m33", "-mthumb"), "cortex-m33", "cortex-m", "armv7m"),
    "cortex-m0plus": Config(ARM, ("-mcpu=cortex-m0plus", "-mthumb"), "cortex-m0plus", "cortex-m", "armv6m",
                            "cm0plus-qemu"),
    # a RISC-V core with more extensions than the E31 (atomics): the RV32 assembly
    "rv32imac": Config(RISCV, ("-march=rv32imac", "-mabi=ilp32") + PICOLIBC_RV, "riscv32", "target:rv32", "rv32",
                       "rv32-qemu"),
    # a core without the M and C extensions: the RV32 package (built for RV32IMC) must refuse it
    "rv32i": Config(RISCV, ("-march=rv32i", "-mabi=ilp32") + PICOLIBC_RV, "riscv32", "target:rv32", "rv32"),
    # RV32E (16 registers: the RV32 assembly needs 32): the portable C, run on the same emulator
    "rv32emac": Config(RISCV, ("-march=rv32emac", "-mabi=ilp32e") + PICOLIBC_RV, "riscv32", "target:rv32", "ref",
                       "rv32-qemu"),
    # the Raspberry Pi Pico SDK's flags for the RP2350's Cortex-M33 (ARMv8-M Mainline, softfp;
    # docs/platforms.md). The RP2040 is cortex-m0plus; the RP2350's Hazard3 cores are RV32I-based
    # like rv32imac (Debian's picolibc has no multilib for their bit-manipulation -march).
    "rp2350-arm": Config(ARM, ("-mcpu=cortex-m33", "-mthumb", "-march=armv8-m.main+fp+dsp", "-mfloat-abi=softfp"),
                         "cortex-m33", "cortex-m", "armv7m"),
    "atmega128": Config(AVR, ("-mmcu=atmega128", "-DF_CPU=16000000UL"), "avr", "target:avr", "avr", "avr"),
    "atmega1281": Config(AVR, ("-mmcu=atmega1281", "-DF_CPU=16000000UL"), "atmega1281", "target:avr", "avr", "avr"),
    "atmega328p": Config(AVR, ("-mmcu=atmega328p", "-DF_CPU=16000000UL"), "atmega328p", "target:avr", "avr", "avr",
                         algorithms=("tinyjambu", "romulus")),
    "atmega2560": Config(AVR, ("-mmcu=atmega2560", "-DF_CPU=16000000UL"), "avr", "target:avr", "avr", "avr"),
}


def run(cmd, **kw) -> subprocess.CompletedProcess:
    print("+", " ".join(shlex.quote(str(c)) for c in cmd), flush=True)
    r = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    out = (r.stdout + r.stderr).strip()
    if out:
        print(out[-4000:])
    return r


def need(r: subprocess.CompletedProcess, what: str) -> None:
    if r.returncode != 0:
        raise SystemExit(f"FAIL: {what} (exit status {r.returncode})")


def write_toolchain(work: str, name: str, c: Config) -> str | None:
    """The consumer's own toolchain file for configuration `name` (None: native build)."""
    if c.prefix is None:
        return None
    flags = " ".join(c.flags)
    lines = [f"# {name}: written by tests/ecosystem/check_consumer.py as a project would write it",
             "set(CMAKE_SYSTEM_NAME Generic)",
             f"set(CMAKE_SYSTEM_PROCESSOR {c.processor})",
             f"set(CMAKE_C_COMPILER {c.prefix}gcc)",
             "set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)",
             f'set(CMAKE_C_FLAGS_INIT "{flags}")']
    if c.asm_flags:
        lines.append(f'set(CMAKE_ASM_FLAGS_INIT "{flags}")')
    path = os.path.join(work, f"toolchain-{name}.cmake")
    os.makedirs(work, exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return path


def find_emulator(name: str) -> lwctargets.Emulator:
    """An emulator of any target descriptor (also one not in targets/list.txt, e.g. cm0plus)."""
    for folder in sorted(glob.glob(os.path.join(lwctargets.TARGETS_DIR, "*", "target.json"))):
        for e in lwctargets.load(os.path.basename(os.path.dirname(folder))).emulators():
            if e.name == name:
                return e
    raise SystemExit(f"FAIL: no target descriptor has an emulator '{name}'")


def execute(c: Config, prog: str, what: str) -> None:
    if c.run is None:
        print(f"({what}: linked; no emulator runs it)")
        return
    if c.run == "host":
        cmd = [prog]
    elif c.run == "qemu-an386":
        if not shutil.which("qemu-system-arm"):
            raise SystemExit("FAIL: qemu-system-arm is not installed")
        cmd = ["timeout", "120", "qemu-system-arm", "-M", "mps2-an386", "-nographic", "-monitor", "none",
               "-serial", "none", "-semihosting-config", "enable=on,target=native", "-kernel", prog]
    else:
        try:
            cmd = find_emulator(c.run).command(prog)
        except lwctargets.TargetError as e:
            raise SystemExit(f"FAIL: {what}: {e}")
    need(run(cmd), what)
    print(f"{what}: passed")


def board_options(board: str) -> list[str]:
    """CMake options of the consumer for a board (consumer/CMakeLists.txt)."""
    if not board.startswith("target:"):
        return [f"-DCONSUMER_BOARD={board}"]
    t = board.split(":", 1)[1]
    srcs, links = lwctargets.load(t).board()
    return ["-DCONSUMER_BOARD=target", f"-DCONSUMER_TARGET_DIR={os.path.join(lwctargets.TARGETS_DIR, t)}",
            f"-DCONSUMER_TARGET_SOURCES={';'.join(srcs)}", f"-DCONSUMER_LINK_OPTIONS={';'.join(links)}"]


def own_config(t: str) -> Config:
    """A target's own configuration: its toolchain (cmake/lwc-toolchain.cmake), board support, runner."""
    if t == "host":
        return CONFIGS["host"]
    d = lwctargets.load(t)
    return Config(d.get("toolchain", "prefix"), (), board=f"target:{t}", backend=d.backend(), run=t)


def consumer_configure(a, name: str, bdir: str, extra: list[str], c: Config | None = None) -> subprocess.CompletedProcess:
    """Configure the consumer for configuration `name` (or the target configuration c)."""
    c = c or CONFIGS[name]
    cmd = ["cmake", "-S", os.path.join(a.repo, "tests", "ecosystem", "consumer"), "-B", bdir, "-G", "Ninja",
           "-DCMAKE_BUILD_TYPE=Release"] + board_options(c.board) + extra
    if name.startswith("target:"):
        if c.prefix:
            cmd += [f"-DCMAKE_TOOLCHAIN_FILE={os.path.join(a.repo, 'cmake', 'lwc-toolchain.cmake')}",
                    f"-DLWC_TARGET={name.split(':', 1)[1]}"]
    else:
        tc = write_toolchain(a.work, name, c)
        if tc:
            cmd.append(f"-DCMAKE_TOOLCHAIN_FILE={tc}")
    if c.algorithms:
        cmd.append(f"-DCONSUMER_ALGORITHMS={';'.join(c.algorithms)}")
    shutil.rmtree(bdir, ignore_errors=True)
    return run(cmd)


def program(bdir: str, c: Config) -> str:
    return os.path.join(bdir, "consumer" + (".elf" if c.board != "host" else ""))


def fetch(a) -> None:
    c = CONFIGS[a.config]
    bdir = os.path.join(a.work, "build")
    r = consumer_configure(a, a.config, bdir, ["-DCONSUMER_LWCRYPT=fetchcontent",
                                                f"-DFETCHCONTENT_SOURCE_DIR_LWCRYPT={a.repo}", "-DLWC_WERROR=ON"])
    need(r, f"configure the FetchContent consumer for {a.config}")
    m = re.search(r"lwcrypt: library only \(target (\S+), backend (\S+)\)", r.stdout)
    if not m:
        raise SystemExit("FAIL: lwcrypt did not configure as a library-only subproject")
    if m.group(2).split(";")[0] != c.backend:   # (the backend, then its fallbacks: technique folders)
        raise SystemExit(f"FAIL: lwcrypt chose backend {m.group(2)} for {a.config}, expected {c.backend} first")
    need(run(["cmake", "--build", bdir]), f"build the FetchContent consumer for {a.config}")
    execute(c, program(bdir, c), f"{a.config} consumer (FetchContent, backend {c.backend})")


def install_library(a) -> str:
    prefix = os.path.join(a.work, "prefix")
    tree = a.build
    if a.library_config:
        # lwcrypt configured top-level with the user's toolchain file: the library for those flags
        tree = os.path.join(a.work, "lwcrypt-build")
        shutil.rmtree(tree, ignore_errors=True)
        cmd = ["cmake", "-S", a.repo, "-B", tree, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release", "-DLWC_BUILD_TESTS=OFF",
               "-DLWC_INSTALL=ON"]
        tc = write_toolchain(a.work, a.library_config, CONFIGS[a.library_config])
        if tc:
            cmd.append(f"-DCMAKE_TOOLCHAIN_FILE={tc}")
        need(run(cmd), f"configure lwcrypt with the {a.library_config} toolchain")
        need(run(["cmake", "--build", tree]), "build lwcrypt")
    need(run(["cmake", "--install", tree, "--prefix", prefix]), "cmake --install")
    for rel in ("include/lwc/lwc.h", "lib/liblwc.a", "lib/cmake/lwcrypt/lwcryptConfig.cmake",
                "lib/cmake/lwcrypt/lwcryptConfigVersion.cmake", "lib/cmake/lwcrypt/lwcryptTargets.cmake",
                "lib/cmake/lwcrypt/lwcrypt-abi.cmake", "lib/pkgconfig/lwcrypt.pc", "share/licenses/lwcrypt/LICENSE"):
        if not os.path.isfile(os.path.join(prefix, rel)):
            raise SystemExit(f"FAIL: {rel} not installed")
    installed = {os.path.relpath(os.path.join(d, f), prefix) for d, _, fs in os.walk(prefix) for f in fs}
    headers = sorted(f for f in os.listdir(os.path.join(a.repo, "include", "lwc")) if f.endswith(".h"))
    missing = [h for h in headers if f"include/lwc/{h}" not in installed]
    if missing:
        raise SystemExit(f"FAIL: public headers not installed: {missing}")
    return prefix


def package(a) -> None:
    prefix = install_library(a)
    accept, reject = list(a.accept), list(a.reject)
    if a.target:
        own = own_config(a.target)
        bdir = os.path.join(a.work, "accept-own")
        need(consumer_configure(a, f"target:{a.target}", bdir, [f"-DCMAKE_PREFIX_PATH={prefix}"], own),
             f"find_package(lwcrypt) for the target {a.target} itself")
        need(run(["cmake", "--build", bdir]), "build the consumer against the package")
        execute(own, program(bdir, own), f"{a.target} consumer (installed package)")
        pkg_config(a, prefix, own)
        check = lwctargets.load(a.target).get("package_check", default={}) or {}
        accept += check.get("accept", [])
        reject += check.get("reject", [])
    for name in accept:
        c = CONFIGS[name]
        bdir = os.path.join(a.work, f"accept-{name}")
        need(consumer_configure(a, name, bdir, [f"-DCMAKE_PREFIX_PATH={prefix}"]),
             f"find_package(lwcrypt) must accept {name}")
        need(run(["cmake", "--build", bdir]), f"build the {name} consumer against the package")
        execute(c, program(bdir, c), f"{name} consumer (installed package)")
    for name in reject:
        r = consumer_configure(a, name, os.path.join(a.work, f"reject-{name}"), [f"-DCMAKE_PREFIX_PATH={prefix}"])
        text = r.stdout + r.stderr
        if r.returncode == 0:
            raise SystemExit(f"FAIL: the package accepted {name}")
        said = " ".join(text.split())
        m = re.search(r"this lwcrypt \(.*?\) is built for (.*?); the project's compiler and flags target (.*?): (.*?)\."
                      r" Build lwcrypt", said)
        if not m:
            raise SystemExit(f"FAIL: {name} refused without the package's explanation")
        if ";" in m.group(1) + m.group(2) + m.group(3):
            raise SystemExit(f"FAIL: the refusal message of {name} carries a list separator")
        print(f"{name} refused: built for {m.group(1)}; project {m.group(2)}: {m.group(3)}")
    print(f"package check passed: {len(accept) + bool(a.target)} accepted, {len(reject)} refused")


def pkg_config(a, prefix: str, c: Config) -> None:
    """main.c compiled from `pkg-config lwcrypt` (a cross target: its compiler with the package's
    recorded flags and the descriptor's board support) and run."""
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))
    r = run(["pkg-config", "--cflags", "--libs", "lwcrypt"], env=env)
    need(r, "pkg-config lwcrypt")
    pc_flags = shlex.split(r.stdout)
    cc, extra = ["cc"], []
    if a.target != "host":
        text = open(os.path.join(prefix, "lib", "cmake", "lwcrypt", "lwcryptConfig.cmake")).read()
        flags = text.split('set(lwcrypt_C_FLAGS "', 1)[1].split('"', 1)[0]
        d = lwctargets.load(a.target)
        cc = [d.tool("gcc")] + shlex.split(flags)
        srcs, links = d.board()
        extra = ["-DCONSUMER_TARGET_IO", f"-I{os.path.join(lwctargets.TARGETS_DIR, a.target)}",
                 f"-I{lwctargets.TARGETS_DIR}"] + srcs + links
    prog = os.path.join(a.work, "consumer-pkgconfig" + (".elf" if a.target != "host" else ""))
    main_c = os.path.join(a.repo, "tests", "ecosystem", "consumer", "main.c")
    need(run(cc + ["-O2", "-std=c11", "-Wall", "-Wextra", "-Werror", main_c] + extra + ["-o", prog] + pc_flags),
         "compile with pkg-config flags")
    execute(c, prog, f"{a.target} consumer (pkg-config)")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("fetch", "package"))
    ap.add_argument("--repo", required=True)
    ap.add_argument("--work", required=True, help="scratch directory (recreated)")
    ap.add_argument("--config", choices=sorted(CONFIGS), help="fetch: the consumer's configuration")
    ap.add_argument("--target", help="package: the lwcrypt target (targets/list.txt) of the build tree")
    ap.add_argument("--build", help="package: the build tree to install")
    ap.add_argument("--library-config", choices=sorted(CONFIGS),
                    help="package: configure lwcrypt with this configuration's toolchain and install that")
    ap.add_argument("--accept", action="append", default=[], choices=sorted(CONFIGS))
    ap.add_argument("--reject", action="append", default=[], choices=sorted(CONFIGS))
    a = ap.parse_args()
    a.repo = os.path.abspath(a.repo)
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    if a.mode == "fetch":
        if not a.config:
            ap.error("fetch needs --config")
        fetch(a)
    else:
        if not ((a.target and a.build) or (a.library_config and a.accept)):
            ap.error("package needs --target and --build, or --library-config and --accept")
        package(a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
