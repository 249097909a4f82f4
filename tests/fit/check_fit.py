#!/usr/bin/env python3
"""Pay only for what you link: checks of the library's structure and build options.

    check_fit.py gc --build-root DIR
        The firmware-cost images of DIR/avr and DIR/cm3 (bench/fit, linked with --gc-sections, as a
        user's firmware would be): an encrypt-only image holds no decryption, no hash and no other
        algorithm (a Romulus-N one not the plain SKINNY of Romulus-M/T where the backend has an
        expanded schedule; Romulus-T's tag is a hash by design); no image but the lwc_strerror one holds lwc_strerror; on the AVR the
        error messages are in flash, not in .data (which start-up copies to SRAM).
    check_fit.py flags --target avr|cm3 --repo REPO --work DIR
        A configure of the cross build with -DCMAKE_BUILD_TYPE=MinSizeRel and an extra
        -DCMAKE_C_FLAGS, and one with -DCMAKE_C_FLAGS_RELEASE=-Os: each compiles with the flags asked
        for (compile_commands.json) and keeps the processor flags, as the objects' own records show
        (ARM build attributes: ARMv7-M, Thumb-2; AVR: e_flags of the ATmega128's avr51).
    check_fit.py subset --repo REPO --work DIR
        A host build with -DLWC_ALGORITHMS=romulus: the library holds no other primitive, the
        descriptor tables list exactly the Romulus rows, and the Romulus vector files pass.
Exit 0 when every check passes; each failure is printed.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import lwctargets  # noqa: E402  (targets/<t>/target.json: the tool names of each target)

NM = {t: lwctargets.load(t).tool("nm") for t in ("avr", "cm3")}
READELF = {t: lwctargets.load(t).tool("readelf") for t in ("avr", "cm3")}
TOOLCHAIN = "cmake/lwc-toolchain.cmake"  # one toolchain file for every target (its descriptor)
MESSAGES = ["authentication failed", "invalid length", "unknown error", "output overlaps an input"]
# What an image of one algorithm must not hold: other families' symbols, by name prefix.
FAMILIES = {"tinyjambu": r"^(lwc_)?tinyjambu", "romulus": r"^(lwc_)?(romulus|skinny)", "present": r"^(lwc_)?present",
            "lea": r"^(lwc_)?lea_"}

HASH_USERS = {"romulus-t"}  # AEADs whose tag is a hash by design (Romulus-T: Romulus-H of A, C, N)

failures: list[str] = []


def check(ok: bool, what: str) -> None:
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def symbols(target: str, elf: str) -> set[str]:
    out = run([NM[target], "--defined-only", elf], check=True).stdout
    return {line.split()[-1] for line in out.splitlines() if len(line.split()) == 3}


def section_bytes(target: str, elf: str, name: str) -> bytes:
    out = run([READELF[target], "-x", name, elf]).stdout
    data = bytearray()
    for line in out.splitlines():
        m = re.match(r"\s+0x[0-9a-f]+ ((?:[0-9a-f]{2,8} ){1,4})", line + " ")
        if m:
            data += bytes.fromhex(m.group(1).replace(" ", ""))
    return bytes(data)


def gc(build_root: str) -> None:
    for target in ("avr", "cm3"):
        folder = os.path.join(build_root, target, "bench", "fit")
        with open(os.path.join(folder, "manifest.json"), encoding="utf-8") as f:
            man = json.load(f)
        for fw in man["firmware"]:
            elf = os.path.join(folder, fw["file"])
            syms = symbols(target, elf)
            name = f"{target} {fw['alg']} {fw['calls']} ({fw['file']})"
            family = fw["alg"].split("-")[0]
            if fw["calls"] != "strerror":
                check("lwc_strerror" not in syms, f"{name}: no lwc_strerror")
                others = [s for s in syms for fam, rx in FAMILIES.items() if fam != family and re.match(rx, s)]
                check(not others, f"{name}: no other algorithm's code {others[:3]}")
            if fw["calls"] == "encrypt":
                # Ascon-AEAD128's encryption and decryption are one core by design (src/ascon/
                # ascon_aead.c, docs/ascon.md: the smaller image where both are linked, the usual
                # case), so an encryption-only image holds the backend's decryption stretch too.
                shared = {"ascon_aead_decrypt_blocks"} if family == "ascon" else set()
                bad = sorted(s for s in syms if re.search(r"decrypt|_dec_|rho_inv", s) and s not in shared)
                check(not bad, f"{name}: no decryption {bad[:3]}")
                if fw["alg"] not in HASH_USERS:
                    bad = sorted(s for s in syms if s.startswith("romulus_hash") or s == "lwc_romulus_h")
                    check(not bad, f"{name}: no hash {bad[:3]}")
                check(any(s.endswith("_encrypt") for s in syms), f"{name}: has its encryption")
            if fw["alg"] == "romulus-n":
                bad = sorted(s for s in syms if re.match(r"^(lwc_romulus_[mth]|rm_|rt_|romulus_mac_(absorb|close)$)", s))
                check(not bad, f"{name}: no Romulus-M/T/H code {bad[:3]}")
                if "skinny128_384p_encrypt_ks" in syms:  # a backend with an expanded schedule
                    check("skinny128_384p_encrypt" not in syms, f"{name}: no plain SKINNY (M's and T's)")
            if fw["alg"] == "romulus-h" and "skinny128_384p_encrypt_ks" in syms:
                check("skinny128_384p_encrypt" not in syms, f"{name}: no plain SKINNY (T's)")
            if fw["calls"] == "strerror" and target == "avr":
                data = section_bytes(target, elf, ".data")
                text = section_bytes(target, elf, ".text")
                for msg in MESSAGES:
                    check(msg.encode() not in data, f"{name}: '{msg}' not in .data (SRAM)")
                    check(msg.encode() in text, f"{name}: '{msg}' in flash")


def configure(repo: str, target: str, work: str, extra: list[str]) -> str:
    bdir = os.path.join(work, "build")
    shutil.rmtree(bdir, ignore_errors=True)
    r = run(["cmake", "-S", repo, "-B", bdir, "-G", "Ninja", f"-DCMAKE_TOOLCHAIN_FILE={os.path.join(repo, TOOLCHAIN)}", f"-DLWC_TARGET={target}",
             "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", "-DLWC_ALGORITHMS=tinyjambu"] + extra)
    if r.returncode != 0:
        raise SystemExit(f"configure failed:\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}")
    return bdir


def build_objects(bdir: str, names: list[str]) -> list[str]:
    """Build the library objects whose source path ends with one of names; their paths."""
    with open(os.path.join(bdir, "compile_commands.json"), encoding="utf-8") as f:
        cmds = json.load(f)
    objs = []
    for entry in cmds:
        out = re.search(r" -o (\S+)", entry["command"]).group(1)
        if "/lwc.dir/" in out and any(entry["file"].endswith(n) for n in names):
            objs.append((out, entry["command"]))
    r = run(["cmake", "--build", bdir, "--target"] + [o for o, _ in objs])
    if r.returncode != 0:
        raise SystemExit(f"build failed:\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}")
    return objs


def cpu_ok(target: str, obj: str) -> bool:
    if target == "cm3":
        attrs = run([READELF[target], "-A", obj]).stdout
        return ("Tag_CPU_arch: v7\n" in attrs and "Tag_CPU_arch_profile: Microcontroller" in attrs
                and "Tag_THUMB_ISA_use: Thumb-2" in attrs)  # ARMv7-M, Thumb-2 (the Cortex-M3)
    hdr = run([READELF[target], "-h", obj]).stdout
    m = re.search(r"Flags:\s+0x([0-9a-f]+)", hdr)
    return m is not None and int(m.group(1), 16) & 0x7F == 51  # EF_AVR_MACH: avr51 (ATmega128)


def flags(repo: str, target: str, work: str) -> None:
    cases = [
        ("MinSizeRel + extra CMAKE_C_FLAGS", ["-DCMAKE_BUILD_TYPE=MinSizeRel", "-DCMAKE_C_FLAGS=-DLWC_USER_FLAG=1"],
         ["-Os", "-DLWC_USER_FLAG=1"]),
        ("Release + CMAKE_C_FLAGS_RELEASE=-Os", ["-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_C_FLAGS_RELEASE=-Os"], ["-Os"]),
    ]
    for what, extra, want in cases:
        bdir = configure(repo, target, work, extra)
        for obj, cmd in build_objects(bdir, ["src/common/util.c", "tinyjambu_perm_avr.S" if target == "avr"
                                             else "tinyjambu_perm_armv7m.S"]):
            words = cmd.split()
            if obj.endswith(".c.obj"):
                for w in want:
                    check(w in words, f"{target} {what}: {w} in the compile of {os.path.basename(obj)}")
                check("-O3" not in words, f"{target} {what}: no -O3 in the compile of {os.path.basename(obj)}")
            check(cpu_ok(target, os.path.join(bdir, obj)),
                  f"{target} {what}: {os.path.basename(obj)} built for the {'ARMv7-M (Thumb-2)' if target == 'cm3' else 'ATmega128 (avr51)'}")


def subset(repo: str, work: str) -> None:
    bdir = os.path.join(work, "build")
    shutil.rmtree(bdir, ignore_errors=True)
    r = run(["cmake", "-S", repo, "-B", bdir, "-G", "Ninja", "-DLWC_ALGORITHMS=romulus", "-DCMAKE_BUILD_TYPE=Release",
             "-DCMAKE_C_FLAGS_RELEASE=-O2"])
    if r.returncode != 0:
        raise SystemExit(f"configure failed:\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}")
    r = run(["cmake", "--build", bdir, "--target", "vector_runner"])
    if r.returncode != 0:
        raise SystemExit(f"build failed:\n{r.stdout[-2000:]}\n{r.stderr[-2000:]}")
    syms = run(["nm", "--defined-only", os.path.join(bdir, "liblwc.a")]).stdout
    for fam in ("tinyjambu", "present", "lea"):
        check(re.search(rf"\b(lwc_)?{fam}", syms) is None, f"subset romulus: no {fam} in liblwc.a")
    sys.path.insert(0, os.path.join(repo, "tools"))
    from lwcvectors import protocol  # noqa: E402
    out = subprocess.run([os.path.join(bdir, "tests", "vector_runner")],
                         input=protocol.list_request() + protocol.quit_request(), capture_output=True)
    status, listing = protocol.parse_responses(out.stdout, 1)[0]
    names = sorted(line.split(":")[1] for line in listing.decode().splitlines() if line)
    check(status == 0 and names == ["romulus-h", "romulus-m", "romulus-n", "romulus-t"],
          f"subset romulus: the tables list {names}")
    r = run(["ctest", "--test-dir", bdir, "-R", "^vectors-", "-j2"])  # (its other tests: the simulators)
    check(r.returncode == 0 and "No tests were found" not in r.stdout, "subset romulus: its vector files pass")
    listed = " ".join(re.findall(r"Test\s+#\d+: (\S+)", run(["ctest", "--test-dir", bdir, "-N", "-R", "^vectors-"]).stdout))
    check("romulus-n" in listed and not re.search(r"tinyjambu|present|lea", listed),
          "subset romulus: the subset tree has the Romulus vector files and no other algorithm's")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=["gc", "flags", "subset"])
    ap.add_argument("--build-root")
    ap.add_argument("--target", choices=["avr", "cm3"])
    ap.add_argument("--repo")
    ap.add_argument("--work")
    a = ap.parse_args()
    if a.what == "gc":
        gc(a.build_root)
    elif a.what == "flags":
        os.makedirs(a.work, exist_ok=True)
        flags(a.repo, a.target, a.work)
    else:
        os.makedirs(a.work, exist_ok=True)
        subset(a.repo, a.work)
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
