"""Firmware cost: what the library adds to a user's firmware, in flash and RAM.

bench/fit/ builds, in every build tree of the benchmark, one minimal firmware per algorithm and set
of calls (linked with --gc-sections) and the same firmware making no call, and lists them in
<tree>/bench/fit/manifest.json with the tree's target, device and profile. This module reads every
such manifest under the build root and measures each image from its ELF section headers:
    flash = .text + .rodata + .data (its load image) + .ARM.exidx,   RAM = .data + .bss + .noinit,
minus the empty firmware's. Nothing is listed here: a new row, device (another build tree, e.g. the
ATmega328P one) or profile in a manifest is a new record.
"""
from __future__ import annotations

import glob
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import lwctargets  # noqa: E402  (targets/<t>/target.json: tools, devices)

FLASH_SECTIONS = (".text", ".rodata", ".data", ".ARM.exidx")
RAM_SECTIONS = (".data", ".bss", ".noinit")


def section_sizes(target: str, elf: str) -> dict[str, int]:
    """{section name: size} of the ELF's section headers."""
    out = subprocess.run([lwctargets.load(target).tool("readelf"), "-S", "-W", elf], capture_output=True, text=True, check=True).stdout
    sizes = {}
    for line in out.splitlines():
        line = line.replace("[ ", "[")
        parts = line.split()
        if len(parts) >= 6 and parts[0].startswith("[") and parts[0].endswith("]") and parts[1].startswith("."):
            sizes[parts[1]] = int(parts[5], 16)
    return sizes


def flash_ram(target: str, elf: str) -> tuple[int, int]:
    s = section_sizes(target, elf)
    return sum(s.get(n, 0) for n in FLASH_SECTIONS), sum(s.get(n, 0) for n in RAM_SECTIONS)


def manifests(build_root: str) -> list[tuple[str, dict]]:
    """(folder, manifest) of every firmware-cost build under build_root, sorted by folder."""
    out = []
    for path in sorted(glob.glob(os.path.join(build_root, "*", "bench", "fit", "manifest.json"))):
        with open(path, encoding="utf-8") as f:
            out.append((os.path.dirname(path), json.load(f)))
    return out


FIELDS = ("device", "profile", "bench_device", "calls")  # what a firmware record has beyond the others


def measure(build_root: str, targets: list[str]) -> list[dict]:
    """One record per firmware of every manifest whose target is in targets: op "firmware", the
    calls, device and profile (bench_device: the device of the target's benchmark), code_bytes =
    flash and ram_bytes = RAM over the empty firmware."""
    records = []
    for folder, man in manifests(build_root):
        target = man["target"]
        if target not in targets:
            continue
        empty_flash, empty_ram = flash_ram(target, os.path.join(folder, man["empty"]))
        # the tree named after the target is the one whose benchmark gives the cycles
        bench_device = os.path.basename(os.path.dirname(os.path.dirname(folder))) in lwctargets.configs(target)
        for fw in man["firmware"]:
            path = os.path.join(folder, fw["file"])
            if not os.path.exists(path):
                raise OSError(f"{path} not found: build the fit firmware of {folder} (target fit)")
            flash, ram = flash_ram(target, path)
            records.append({"target": target, "device": man["device"], "profile": man["profile"],
                            "bench_device": bench_device,
                            "alg": fw["alg"], "calls": fw["calls"], "op": "firmware", "mlen": 0, "adlen": 0,
                            "cycles": None, "cpb": None, "code_bytes": flash - empty_flash,
                            "stack_bytes": None, "ram_bytes": ram - empty_ram})
    return records


def _devices() -> dict[str, dict]:
    """{device: its entry} of every target's descriptor ("devices": title, flash_bytes, ...)."""
    out = {}
    for t in lwctargets.names():
        out.update(lwctargets.load(t).get("devices", default={}) or {})
    return out


def device_title(device: str) -> str:
    return _devices().get(device, {}).get("title", device)


def device_flash(device: str) -> int | None:
    """Flash of the device (bytes), for the share of it a firmware takes (None where its entry gives none)."""
    d = _devices().get(device, {})
    return d.get("flash_bytes")


def columns(records: list[dict]) -> list[tuple[str, str, str]]:
    """(target, device, profile) of every firmware record, in a stable order: the data decides."""
    return sorted({(r["target"], r["device"], r["profile"]) for r in records if r.get("op") == "firmware"})


def cost_table(records: list[dict]) -> tuple[list[str], list[list[str]]]:
    """The firmware-cost table: one row per algorithm and set of calls, flash and RAM per (target,
    device, profile) column. The profile is named when there is more than one."""
    fw = [r for r in records if r.get("op") == "firmware"]
    cols = columns(fw)
    several_profiles = len({c[2] for c in cols}) > 1
    head = ["algorithm", "calls"]
    for _, device, profile in cols:
        name = device_title(device) + (f" {profile}" if several_profiles else "")
        head += [f"{name} code bytes", "RAM"]
    by_key = {(r["target"], r["device"], r["profile"], r["alg"], r["calls"]): r for r in fw}
    rows = []
    seen = []
    for r in fw:
        if (r["alg"], r["calls"]) not in seen:
            seen.append((r["alg"], r["calls"]))
    for alg, calls in seen:
        row = [alg, calls]
        for target, device, profile in cols:
            x = by_key.get((target, device, profile, alg, calls))
            if x is None:
                row += ["–", "–"]
                continue
            share = device_flash(device)
            flash = f"{x['code_bytes']:,}" + (f" ({100 * x['code_bytes'] / share:.0f}%)" if share else "")
            row += [flash, f"{x['ram_bytes']:,}"]
        rows.append(row)
    return head, rows


COST_NOTE = ("Code bytes (flash) and RAM a firmware pays for the calls named, the firmware cost: the minimal "
             "firmware making them (bench/fit, linked with --gc-sections, as your firmware is) minus the same "
             "firmware making no call, as a linker map counts them; code bytes = .text + .rodata + "
             ".data, RAM = .data + .bss (static; the stack is in the tables of cycles). On the AVRs the share of "
             "the device's flash is given. AEAD calls: encrypt and decrypt of 16 bytes with 8 bytes of AD; "
             "block ciphers: set_key, then encryption and/or decryption of one block; otf-encrypt: one block encrypted with "
             "the round keys computed on the fly (Cortex-M3); strerror: the error messages.")


def primary_device(records: list[dict], target: str) -> str | None:
    """The device the target's benchmark cycles are measured on: the one of its firmware records
    marked "bench_device" (the build tree named after the target), else the first."""
    fw = [r for r in records if r.get("op") == "firmware" and r["target"] == target]
    marked = [r["device"] for r in fw if r.get("bench_device")]
    return marked[0] if marked else (fw[0]["device"] if fw else None)
