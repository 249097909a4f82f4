"""Code size and static RAM from the ELF and object files (symbol sizes, as nm reports them)."""
from __future__ import annotations

import glob
import os
import subprocess

import lwctargets

# Which library sources make up each algorithm (mode code; the backend folder is added).
ALG_SOURCES = {
    "tinyjambu": ["tinyjambu/tinyjambu.c"],
    "romulus-n": ["romulus/romulus_n.c", "romulus/romulus_common.c", "romulus/romulus_mac.c"],
    "romulus-m": ["romulus/romulus_m.c", "romulus/romulus_common.c", "romulus/romulus_mac.c"],
    "romulus-t": ["romulus/romulus_t.c", "romulus/romulus_common.c", "romulus/romulus_hash.c"],
    "romulus-h": ["romulus/romulus_h.c", "romulus/romulus_common.c", "romulus/romulus_hash.c"],
    "present": ["present/present.c"],
    "lea": ["lea/lea.c"],
}

# Kernel records measure one function: its symbol per (op prefix, variant).
KERNEL_SYMBOLS = {
    ("permute", "normal"): "tinyjambu_permute_normal",
    ("permute", "opt"): "tinyjambu_permute_opt",
    ("permute", "reverse-shift"): "tinyjambu_permute_reverse_shift",
    ("permute", None): "tinyjambu_permute",
    ("lfsr-update", "ref"): "romulus_lfsr56_update_ref",
    ("lfsr-update", "shift"): "romulus_lfsr56_update_shift",
    ("lfsr-update", "bit-store"): "romulus_lfsr56_update_bit_store",
    ("lfsr-update", None): "romulus_lfsr56_update",
    ("skinny-block", None): "skinny128_384p_encrypt",
    ("key-schedule-direct", None): "lea_key_schedule",
    ("encrypt-direct", None): "lea_encrypt_block",
    ("decrypt-direct", None): "lea_decrypt_block",
    ("encrypt", "otf"): "lea_otf_encrypt",
    ("decrypt", "otf"): "lea_otf_decrypt",
    ("present-key-schedule", None): "present_key_schedule",
    ("present-encrypt", None): "present_encrypt_block",
    ("present-decrypt", None): "present_decrypt_block",
    ("present-encrypt", "p1-16bit"): "present_encrypt_block_p1_16bit",
    ("present-decrypt", "p1-16bit"): "present_decrypt_block_p1_16bit",
    ("present-encrypt", "p1-8bit"): "present_encrypt_block_p1_8bit",
    ("present-decrypt", "p1-8bit"): "present_decrypt_block_p1_8bit",
    # on the fly: the function + the 256-byte tables it reads with LPM (S-box, S^-1, the key-addition
    # permutation); per key size (key (op, variant, alg))
    ("present-encrypt", "otf", "present-80"):
        "present_otf_encrypt_80+present_otf_sboxm80+present_otf_sboxu80+present_otf_wpermm",
    ("present-decrypt", "otf", "present-80"):
        "present_otf_decrypt_80+present_otf_sboxm80+present_otf_sboxu80+present_otf_sinvm80+present_otf_sinvu80"
        "+present_otf_wpermm",
    ("present-encrypt", "otf", "present-128"):
        "present_otf_encrypt_128+present_otf_sboxm128+present_otf_sboxu128+present_otf_wpermm",
    ("present-decrypt", "otf", "present-128"):
        "present_otf_decrypt_128+present_otf_sboxm128+present_otf_sboxu128+present_otf_sinvm128"
        "+present_otf_sinvu128+present_otf_wpermm",
}


def _symbols(target: str, path: str) -> list[tuple[str, int, str]]:
    """(type, size, name) of every sized, defined symbol (the target's nm). Symbols of the
    descriptor's flash data sections (e.g. the AVR's .progmem.*, tables read from flash) count as
    code."""
    nm = lwctargets.load(target).tool("nm")
    out = subprocess.run([nm, "-S", "--defined-only", path], capture_output=True, text=True, check=True).stdout
    syms = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4:
            syms.append((parts[2], int(parts[1], 16), parts[3]))
    flash_sections = lwctargets.load(target).get("sizes", "flash_data_sections", default=[])
    if flash_sections:
        flash = _names_in_sections(nm, path, flash_sections)
        syms = [("T" if name in flash else t, size, name) for t, size, name in syms]
    return syms


def _names_in_sections(nm: str, path: str, prefixes: list[str]) -> set[str]:
    """Names of the symbols defined in sections whose names start with one of prefixes."""
    out = subprocess.run([nm, "-f", "sysv", "--defined-only", path], capture_output=True,
                         text=True, check=True).stdout
    fields = (line.split("|") for line in out.splitlines())
    return {f[0].strip() for f in fields if len(f) == 7 and f[6].strip().startswith(tuple(prefixes))}


def _is_code(t: str) -> bool:
    return t in "tT"


def _is_ram(target: str, t: str) -> bool:
    # Data and bss, plus read-only data where the target copies its constants into RAM at start-up
    # (the descriptor's memory.constants_in_ram: the AVR, unless placed in flash with PROGMEM).
    return t in "dDbB" or (lwctargets.load(target).get("memory", "constants_in_ram", default=False) and t in "rR")


# Which library each benchmark firmware links (bench/CMakeLists.txt): bench.elf the library as built
# for the target, bench_ref.elf lwc_ref (every primitive on its portable C, cmake/backends.cmake).
FIRMWARE_LIBRARY = {"bench": "lwc", "bench_ref": "lwc_ref"}


class Sizes:
    def __init__(self, target: str, firmware: str = "bench"):
        """Sizes of the records of one benchmark firmware: its library's objects, its ELF's symbols."""
        self.target = target
        self.firmware = firmware
        self.objdir = os.path.join(lwctargets.BUILD_ROOT, target, "CMakeFiles", f"{FIRMWARE_LIBRARY[firmware]}.dir",
                                   "src")
        self.elf_syms = {name: (t, size) for t, size, name in
                         _symbols(target, lwctargets.load(target).program(firmware, subdir="bench"))}
        # the objects the library archive holds now: a build tree keeps the objects of sources it no
        # longer compiles (another backend before a reconfiguration), which must not be counted
        archive = os.path.join(lwctargets.BUILD_ROOT, target, f"lib{FIRMWARE_LIBRARY[firmware]}.a")
        try:
            out = subprocess.run([lwctargets.load(target).tool("ar"), "t", archive], capture_output=True, text=True)
            self.members = set(out.stdout.split()) if out.returncode == 0 else None
        except (lwctargets.TargetError, OSError):
            self.members = None

    def _objects(self, alg: str) -> list[str]:
        family = alg.split("-")[0]
        key = alg if alg in ALG_SOURCES else family
        objs = []
        # (a primitive ALG_SOURCES does not list: all its mode code, every src/<family>/*.c)
        for src in ALG_SOURCES.get(key, [os.path.join(family, "*.c")]):
            objs += glob.glob(os.path.join(self.objdir, src + ".o*"))
        # the backend: every object in src/<family>/<backend>/
        objs += [p for p in glob.glob(os.path.join(self.objdir, family, "*", "*.o*"))]
        if self.members is not None:
            objs = [p for p in objs if os.path.basename(p) in self.members]
        return sorted(set(objs))

    def library(self, alg: str) -> tuple[int, int]:
        code = ram = 0
        for obj in self._objects(alg):
            for t, size, _ in _symbols(self.target, obj):
                code += size if _is_code(t) else 0
                ram += size if _is_ram(self.target, t) else 0
        return code, ram

    def symbol(self, name: str) -> int:
        """size of a symbol, or the sum over "a+b+..." """
        return sum(self.elf_syms.get(n, ("?", 0))[1] for n in name.split("+")) if name else 0

    def for_record(self, r: dict) -> tuple[int, int]:
        """(symbol_bytes, ram_bytes) for one record."""
        op, variant = r["op"], r["variant"].split("+")[0]  # "opt+init-skip": the opt code
        if self.firmware != "bench":
            variant = None  # bench_ref.elf has the library's own functions only (no paper variant)
        if op.startswith("permute") or op in ("lfsr-update", "skinny-block"):
            prefix = "permute" if op.startswith("permute") else op
            sym = KERNEL_SYMBOLS.get((prefix, variant), KERNEL_SYMBOLS.get((prefix, None)))
            return self.symbol(sym), 0
        if op.startswith("present-"):  # PRESENT kernels: one function each (on the fly: per key size)
            sym = KERNEL_SYMBOLS.get((op, variant, r["alg"]))
            return self.symbol(sym or KERNEL_SYMBOLS.get((op, variant), KERNEL_SYMBOLS.get((op, None)))), 0
        if op.endswith("-direct") or variant == "otf":  # LEA kernels: one function each
            return self.symbol(KERNEL_SYMBOLS.get((op, variant), KERNEL_SYMBOLS.get((op, None)))), 0
        code, ram = self.library(r["alg"])
        if variant in ("normal", "opt", "reverse-shift"):  # the mode with a paper variant permutation
            code += self.symbol(KERNEL_SYMBOLS[("permute", variant)]) - self.symbol("tinyjambu_permute")
        return code, ram
