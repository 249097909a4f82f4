"""Code size and static RAM from the ELF and object files (symbol sizes, as nm reports them)."""
from __future__ import annotations

import fnmatch
import glob
import json
import os
import subprocess

import lwctargets

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def size_maps() -> dict[str, dict]:
    """Each primitive's size map (src/<primitive>/bench/sizes.json, for each primitive of
    src/manifest.json): which sources its algorithms' library rows count, which symbol each of its
    kernel rows measures, what a paper variant's library row adds."""
    with open(os.path.join(REPO, "src", "manifest.json"), encoding="utf-8") as f:
        prims = json.load(f)["primitives"]
    maps = {}
    for p in prims:
        with open(os.path.join(REPO, "src", p, "bench", "sizes.json"), encoding="utf-8") as f:
            maps[p] = json.load(f)
    return maps


SIZE_MAPS = size_maps()


def kernel_symbol(r: dict, variant: str | None) -> str | None:
    """The symbol ("a+b": several) a kernel row measures, None for a library row: the most specific
    entry of its primitive's kernels serving the row (its op matches; an entry with a variant serves
    that variant only, one with an algorithm that algorithm only)."""
    kernels = SIZE_MAPS.get(r["alg"].split("-")[0], {}).get("kernels", [])
    matching = [k for k in kernels if fnmatch.fnmatchcase(r["op"], k["op"])
                and k.get("variant") in (None, variant) and k.get("alg") in (None, r["alg"])]
    if not matching:
        return None
    for want in ((variant, r["alg"]), (variant, None), (None, None)):
        for k in matching:
            if (k.get("variant"), k.get("alg")) == want:
                return k["symbol"]
    return None


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
        sources = SIZE_MAPS.get(family, {}).get("sources", {})
        objs = []
        # (an algorithm its primitive's size map does not list: all its mode code, every src/<family>/*.c)
        for src in sources.get(alg, sources.get(family, [os.path.join(family, "*.c")])):
            objs += glob.glob(os.path.join(self.objdir, src + ".o*"))
        # the backend: every object in src/<family>/<backend>/ but the size map's backend_excludes
        excludes = SIZE_MAPS.get(family, {}).get("backend_excludes", [])
        objs += [p for p in glob.glob(os.path.join(self.objdir, family, "*", "*.o*"))
                 if not any(fnmatch.fnmatch(os.path.basename(p), x) for x in excludes)]
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
        variant = r["variant"].split("+")[0]  # "opt+init-skip": the opt code
        if self.firmware != "bench":
            variant = None  # bench_ref.elf has the library's own functions only (no paper variant)
        sym = kernel_symbol(r, variant)
        if sym is not None:  # a kernel row: one function (or a function and its tables)
            return self.symbol(sym), 0
        code, ram = self.library(r["alg"])
        instead = SIZE_MAPS.get(r["alg"].split("-")[0], {}).get("variant_code", {}).get(variant)
        if instead:  # the mode with a paper variant's function in place of the library's
            code += self.symbol(instead["add"]) - self.symbol(instead["instead_of"])
        return code, ram
