"""The target descriptors for the Python tools: targets/list.txt (the targets, in report order) and
targets/<name>/target.json (everything about one target). cmake/targets.cmake reads the same files
for the build; docs/architecture.md ("Targets as data") describes the fields.

A *configuration* is a target with a profile: the target's name for its fast profile (build/avr),
"<target>-<profile>" for another (build/avr-small); load() takes either, and `name` is the
configuration, `target` the descriptor's target.

An *emulator* is where a program of a target runs: the target itself (host programs run directly,
firmware through the descriptor's runner) or one of its second emulators (e.g. "cm3-qemu", which
runs the cm3 firmware). Tools name emulators where they run programs and targets everywhere else.

Placeholders in descriptor strings: {dir} (targets/<name>), {source} (the repository), {host} (the
host build tree, LWC_BUILD_ROOT/host), {runner} (the first word of the target's runner command), and
each {parameter} of "parameters" (its default; a configured tree's values are in
LWC_BUILD_ROOT/<name>/lwc-target.json).
"""
from __future__ import annotations

import json
import os
import subprocess

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS_DIR = os.path.join(REPO, "targets")
# Root of the per-target build trees (build/host, build/avr, ...); LWC_BUILD_ROOT overrides.
BUILD_ROOT = os.environ.get("LWC_BUILD_ROOT", os.path.join(REPO, "build"))


class TargetError(RuntimeError):
    pass


def names() -> list[str]:
    """Every target of targets/list.txt, in its order (the host first)."""
    out = []
    with open(os.path.join(TARGETS_DIR, "list.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                out.append(line)
    return out


PROFILES = ("fast", "small", "protected")  # fast: speed; small: compact code (docs/choosing.md, "Profiles");
# protected: the masked implementations behind the ordinary API (docs/protected.md), tested by its own
# tests only (tests/protected), not by every per-target test


def config_split(name: str) -> tuple[str, str]:
    """(target, profile) of a configuration name: a target ("avr": its fast profile, tree build/avr)
    or "<target>-<profile>" for another profile (tree build/avr-small)."""
    if name in names():
        return name, "fast"
    base, _, profile = name.rpartition("-")
    if base in names() and profile in PROFILES:
        return base, profile
    return name, "fast"


def configs(target: str) -> list[str]:
    """The configurations of a firmware target: the target itself, then <target>-<profile> for each
    other profile of its descriptor (every per-target test runs on each)."""
    out = [target]
    if target != "host":
        out += [f"{target}-{p}" for p in (load(target).raw.get("backend") or {}) if p != "fast"]
    return out


def firmware_configs() -> list[str]:
    """Every configuration of every firmware target, in list order."""
    return [c for t in firmware_targets() for c in configs(t)]


def firmware_targets() -> list[str]:
    """The targets that run firmware (every one but the host), in list order."""
    return [n for n in names() if n != "host"]


def order(targets) -> list[str]:
    """targets sorted as targets/list.txt lists them (unknown names last, alphabetically)."""
    rank = {n: i for i, n in enumerate(names())}
    return sorted(targets, key=lambda t: (rank.get(t, len(rank)), t))


class Emulator:
    """Where programs of a target run: its runner (or none: the host) or a second emulator."""

    def __init__(self, target: "Descriptor", name: str, command: list[str], cycle_cap_option: str | None,
                 cycles: bool):
        self.target, self.name, self.runner, self.cycle_cap_option = target, name, command, cycle_cap_option
        self.cycles = cycles  # whether the emulator's cycle counter means anything

    def command(self, program: str, stdin: bool = False, max_cycles: int | None = None) -> list[str]:
        """The command that runs program (its input from stdin when asked, within a cycle cap where the
        emulator has one). The runner itself must exist: its absence is a TargetError."""
        if not self.runner:
            return [program]
        if not os.path.exists(self.runner[0]):
            raise TargetError(f"{self.runner[0]} not found: make build-host")
        cmd = list(self.runner) + (["--input", "-"] if stdin else [])
        if max_cycles is not None and self.cycle_cap_option:
            cmd += [self.cycle_cap_option, str(max_cycles)]
        return cmd + [program]


def _read(target: str, seen: tuple = ()) -> dict:
    """targets/<target>/target.json, with the fields of the descriptor it inherits from where it gives
    none ("inherits": "<parent>"; the parent's board files named from this target's folder); the same
    reading as cmake/targets.cmake's."""
    path = os.path.join(TARGETS_DIR, target, "target.json")
    if not os.path.exists(path):
        raise TargetError(f"unknown target '{target}' (no {os.path.relpath(path, REPO)}; "
                          f"targets: {', '.join(names())})")
    with open(path, encoding="utf-8") as f:
        raw = json.load(f)
    parent = raw.get("inherits")
    if not parent:
        return raw
    if parent in seen + (target,):
        raise TargetError(f"targets/{target}/target.json: inherits from itself through {parent}")
    base = _read(parent, seen + (target,))
    merged = {}
    for key, value in base.items():
        if key == "board" and key not in raw:
            value = {k: [x.replace("{dir}", "{dir}/../" + parent) if k == "link_options" else
                         (x if os.path.isabs(x) else f"../{parent}/{x}") for x in v]
                     for k, v in value.items()}
        merged[key] = value
    merged.update(raw)
    return merged


class Descriptor:
    """targets/<name>/target.json with its placeholders replaced."""

    def __init__(self, name: str):
        target, profile = config_split(name)
        self.raw = _read(target)
        # name: the configuration (its build tree, build/<name>); target: the descriptor's target;
        # profile: the configuration's profile
        self.name, self.target, self.profile = name, target, profile
        if profile not in (self.raw.get("backend") or {"fast": None}):
            raise TargetError(f"target {target} has no profile '{profile}'")
        self.params = {p: v["default"] for p, v in (self.raw.get("parameters") or {}).items()}

    def subst(self, text: str) -> str:
        text = (text.replace("{dir}", os.path.join(TARGETS_DIR, self.target)).replace("{source}", REPO)
                .replace("{host}", os.path.join(BUILD_ROOT, "host")))
        runner = (self.raw.get("runner") or {}).get("command") or []
        if "{runner}" in text and runner:
            text = text.replace("{runner}", self.subst(runner[0]))
        for p, v in self.params.items():
            text = text.replace("{" + p + "}", v)
        return text

    def get(self, *path, default=None):
        """A field (nested keys), placeholders replaced in strings and lists of strings."""
        v = self.raw
        for k in path:
            if not isinstance(v, dict) or v.get(k) is None:
                return default
            v = v[k]
        if isinstance(v, str):
            return self.subst(v)
        if isinstance(v, list) and all(isinstance(x, str) for x in v):
            return [self.subst(x) for x in v]
        return v

    # ---- building ----
    @property
    def title(self) -> str:
        return self.get("title", default=self.name)

    @property
    def summary(self) -> str:
        return self.get("summary", default=self.title)

    def backends(self, profile: str | None = None) -> list[str]:
        """The backend folders of a profile (default: this configuration's), in order."""
        v = self.get("backend", profile or self.profile)
        return [v] if isinstance(v, str) else list(v or [])

    def backend(self, profile: str | None = None) -> str:
        """The first backend folder of a profile (default: this configuration's)."""
        return self.backends(profile)[0]

    def tool(self, tool: str) -> str:
        """A binutils / compiler program of the target ("gcc", "nm", "size", "objdump", ...)."""
        prefix = self.get("toolchain", "prefix")
        if prefix is None:
            raise TargetError(f"{self.name} has no cross toolchain")
        return prefix + tool

    def cpu_flags(self) -> list[str]:
        """The descriptor's CPU flags, with -isystem for each include folder its C library's specs
        (toolchain.libc_specs) add, asked of the compiler as cmake/targets.cmake's
        lwc_target_cpu_flags does."""
        flags = list(self.get("toolchain", "cpu_flags", default=[]))
        specs = self.get("toolchain", "libc_specs")
        if specs:
            def search(extra):
                log = subprocess.run([self.tool("gcc"), *flags, *extra, "-E", "-Wp,-v", "-x", "c", "-"],
                                     input="", capture_output=True, text=True, check=True).stderr
                part = log.split("#include <...> search starts here:", 1)[-1].split("End of search list.", 1)[0]
                return part.split()
            without = search([])
            for d in search([f"--specs={specs}"]):
                if d not in without:
                    flags += ["-isystem", d]
        return flags

    def optimization(self, profile: str | None = None) -> str:
        """The Release optimization of a profile (default: this configuration's)."""
        v = self.get("toolchain", "optimization", default="")
        if isinstance(v, dict):
            v = v.get(profile or self.profile, "")
        return v

    def board(self) -> tuple[list[str], list[str]]:
        """(board-support sources, absolute; link options) of firmware for this target."""
        srcs = [os.path.join(TARGETS_DIR, self.target, s) for s in self.get("board", "sources", default=[])]
        return srcs, self.get("board", "link_options", default=[])

    def program(self, name: str, build_dir: str | None = None, subdir: str = "tests") -> str:
        """The path of program <name> (e.g. vector_runner) in this target's build tree."""
        return os.path.join(build_dir or os.path.join(BUILD_ROOT, self.name), subdir,
                            name + self.get("executable_suffix", default=""))

    # ---- running ----
    def emulators(self) -> list[Emulator]:
        """The target's own runner first, then its second emulators."""
        counter = self.raw.get("cycle_counter") is not None
        out = [Emulator(self, self.name, self.get("runner", "command", default=[]),
                        self.get("runner", "cycle_cap_option"), counter)]
        for e in self.raw.get("second_emulators") or []:
            ename = e["name"]
            if self.name != self.target and ename.startswith(self.target):
                ename = self.name + ename[len(self.target):]   # cm3-qemu -> cm3-small-qemu
            out.append(Emulator(self, ename, [self.subst(x) for x in e["command"]],
                                e.get("cycle_cap_option"), False))
        return out

    def runner(self) -> Emulator:
        return self.emulators()[0]

    def cycle_model(self) -> str:
        """What produces this target's cycle counts (the simulator and its model's version)."""
        cc = self.raw.get("cycle_counter")
        if not cc:
            return ""
        cmd = self.get("cycle_counter", "version_command")
        if not os.path.exists(cmd[0]) and os.sep in cmd[0]:
            raise TargetError(f"{cmd[0]} not found: make build-host")
        out = subprocess.run(cmd, capture_output=True, text=True)
        text = out.stdout.strip() or out.stderr.strip() or "?"
        return cc.get("version_format", "{}").replace("{}", text)


_CACHE: dict[str, Descriptor] = {}


def load(name: str) -> Descriptor:
    if name not in _CACHE:
        _CACHE[name] = Descriptor(name)
    return _CACHE[name]


def _all_configs() -> list[str]:
    return [c for t in names() for c in configs(t)]


def emulator_names() -> list[str]:
    """Every place a program can run: each configuration of each target of the list, then its
    second emulators."""
    return [e.name for c in _all_configs() for e in load(c).emulators()]


def emulator(name: str) -> Emulator:
    """The emulator called name (a configuration's name is its own runner)."""
    for t in _all_configs():
        for e in load(t).emulators():
            if e.name == name:
                return e
    raise TargetError(f"unknown target '{name}' (have: {', '.join(emulator_names())})")


# ---- the descriptors checked as data (`lwctargets.py check`, ctest targets-check) ----------------
# Every field of a descriptor: its JSON types (None: null allowed) and whether a firmware target
# must give it a value. docs/architecture.md ("Targets as data") says what each means.
SCHEMA = {
    "name": ((str,), True), "inherits": ((str,), False), "title": ((str,), True), "summary": ((str,), True),
    "cpu_family": ((str, type(None)), True), "abi": ((dict,), False), "toolchain": ((dict, type(None)), True),
    "parameters": ((dict,), False), "backend": ((dict,), True), "board": ((dict,), True),
    "executable_suffix": ((str,), True), "runner": ((dict,), True), "second_emulators": ((list,), True),
    "also_test_with": ((list,), False), "package_check": ((dict, type(None)), False),
    "simulator": ((str, type(None)), True), "device": ((str,), False), "devices": ((dict,), False),
    "memory": ((dict, type(None)), True), "data_memory": ((dict,), False), "vector_runner_buffer_bytes": ((int,), True),
    "vector_runner_without_option_rows": ((list,), False),
    "stack_budgets": ((dict, type(None)), True), "cycle_counter": ((dict, type(None)), True),
    "sizes": ((dict, type(None)), True),
}
TOOLCHAIN = ("prefix", "cpu_flags", "defines", "optimization")


def check() -> list[str]:
    """What is wrong with the descriptors and the list, as sentences (empty: nothing)."""
    problems = []
    seen_emulators: dict[str, str] = {}
    listed = names()
    for t in sorted(set(listed)):
        if listed.count(t) > 1:
            problems.append(f"targets/list.txt names {t} more than once")
    if "host" not in listed:
        problems.append("targets/list.txt has no host")
    with open(os.path.join(REPO, "src", "manifest.json"), encoding="utf-8") as f:
        manifest_backends = json.load(f).get("backends", {})
    for t in listed:
        where = f"targets/{t}/target.json"
        try:
            d = load(t)
        except (TargetError, ValueError) as e:
            problems.append(f"{where}: {e}")
            continue
        raw = d.raw
        firmware = t != "host"
        for field, (types, required) in SCHEMA.items():
            if field not in raw:
                if required:
                    problems.append(f"{where}: no field '{field}'")
                continue
            if not isinstance(raw[field], types) or (firmware and required and raw[field] is None and
                                                       field not in ("stack_budgets",)):
                problems.append(f"{where}: '{field}' is {type(raw[field]).__name__}, "
                                f"expected {' or '.join(x.__name__ for x in types)}")
        for field in raw:
            if field not in SCHEMA:
                problems.append(f"{where}: unknown field '{field}' (docs/architecture.md lists the fields)")
        if raw.get("name") != t:
            problems.append(f"{where}: name is {raw.get('name')!r}, not its folder's {t!r}")
        backends = raw.get("backend") or {}
        if "fast" not in backends:
            problems.append(f"{where}: backend has no 'fast' profile")
        for profile, folders in backends.items():
            if profile not in PROFILES:
                problems.append(f"{where}: backend profile '{profile}' is not one of {', '.join(PROFILES)}")
            folders = [folders] if isinstance(folders, str) else folders
            for folder in folders:
                if folder not in manifest_backends:
                    problems.append(f"{where}: backend folder '{folder}' is not a backend of src/manifest.json")
                elif "adds_to" in manifest_backends[folder]:
                    problems.append(f"{where}: backend folder '{folder}' is run-time dispatched: it comes with "
                                    f"{manifest_backends[folder]['adds_to']} on a compiler for its instruction set, "
                                    "no target lists it")
            if folders and manifest_backends.get(folders[0], {}).get("technique"):
                problems.append(f"{where}: backend of profile '{profile}' starts with {folders[0]}, a technique "
                                "folder (it comes after the backends that supply its assembly)")
            if folders and folders[0] in manifest_backends:
                chain = [folders[0]] + manifest_backends[folders[0]].get("falls_back_to", [])
                if folders != chain:
                    problems.append(f"{where}: backend of profile '{profile}' is {folders}, but the manifest "
                                    f"says {folders[0]} falls back to {chain[1:]}")
        if firmware:
            tc = raw.get("toolchain") or {}
            for k in TOOLCHAIN:
                if k not in tc:
                    problems.append(f"{where}: toolchain has no '{k}'")
            if not (raw.get("runner") or {}).get("command"):
                problems.append(f"{where}: a firmware target needs a runner command")
            header_dirs = [os.path.join(TARGETS_DIR, t)] + [
                os.path.dirname(os.path.normpath(os.path.join(TARGETS_DIR, t, f)))
                for f in (raw.get("board") or {}).get("sources", [])]
            if not any(os.path.exists(os.path.join(d, "target_stack.h")) for d in header_dirs):
                problems.append(f"{where}: no target_stack.h (where the free stack ends) in targets/{t} or the "
                                "folders of its board sources")
        board = raw.get("board") or {}
        for key in ("sources", "link_depends"):
            for f in board.get(key, []):
                if not os.path.exists(os.path.join(TARGETS_DIR, t, f)):
                    problems.append(f"{where}: board {key} {f} does not exist (paths are relative to targets/{t})")
        sim = raw.get("simulator")
        if sim and not os.path.isdir(os.path.join(REPO, sim)):
            problems.append(f"{where}: simulator folder {sim} does not exist")
        for c in configs(t):
            for e in load(c).emulators():
                if e.name in seen_emulators:
                    problems.append(f"{where}: emulator name {e.name} is also {seen_emulators[e.name]}'s: "
                                    "emulator names make test names and must be unique")
                seen_emulators[e.name] = c
        for e in raw.get("second_emulators") or []:
            if not str(e.get("name", "")).startswith(t + "-"):
                problems.append(f"{where}: second emulator '{e.get('name')}' must be named {t}-<emulator> "
                                "(its profile configurations derive theirs from it: cm3-qemu, cm3-small-qemu)")
    return problems


# ---- CMakePresets.json from the list and the descriptors (`lwctargets.py presets [--check]`) -------
# The host presets are the build's own (not targets); every firmware target has a preset of its name
# (its fast profile), one per other profile ("<target>-<profile>"), and one per device of its
# "devices" that names a preset (built for the firmware-cost probes only, target fit), with that
# device's profiles too.
HOST_PRESETS = [
    {"name": "host", "inherits": "base", "displayName": "Host (x86-64), portable C, -O2",
     "cacheVariables": {"CMAKE_C_FLAGS_RELEASE": "-O2"}},
    {"name": "host-asan", "inherits": "base", "displayName": "Host with AddressSanitizer + UBSan",
     "cacheVariables": {"CMAKE_BUILD_TYPE": "Debug", "CMAKE_C_FLAGS_DEBUG": "-O1 -g", "LWC_SANITIZE": "ON",
                        "LWC_TARGET_VECTOR_TESTS": "OFF", "LWC_PYTHON": "ON"}},
    {"name": "host-clang-asan", "inherits": "host-asan", "displayName": "Host, clang, AddressSanitizer + UBSan",
     "cacheVariables": {"CMAKE_C_COMPILER": "clang"}},
    {"name": "host-native-o3", "inherits": "base",
     "displayName": "Host, gcc -O3 -march=native (what an integrator may pick)",
     "cacheVariables": {"CMAKE_C_COMPILER": "gcc", "CMAKE_C_FLAGS_RELEASE": "-O3 -march=native",
                        "LWC_TARGET_VECTOR_TESTS": "OFF", "LWC_WHOLE_PROGRAM_TESTS": "OFF"}},
    # make bench's host section (bench/host/host_bench.c): gcc -O3 -march=native without AVX-512, so
    # that the figures are those of an AVX2 core (docs/host.md, "Benchmark"); built by make bench only
    {"name": "host-bench", "inherits": "base",
     "displayName": "Host benchmark, gcc -O3 -march=native -mno-avx512f (an AVX2 core's code)",
     "cacheVariables": {"CMAKE_C_COMPILER": "gcc", "CMAKE_C_FLAGS_RELEASE": "-O3 -march=native -mno-avx512f",
                        "LWC_TARGET_VECTOR_TESTS": "OFF", "LWC_WHOLE_PROGRAM_TESTS": "OFF"},
     "targets": ["host_bench"]},
]
PRESETS_FILE = os.path.join(REPO, "CMakePresets.json")


def presets_text() -> str:
    configure = [
        {"name": "base", "hidden": True, "generator": "Ninja", "binaryDir": "${sourceDir}/build/${presetName}",
         "cacheVariables": {"CMAKE_BUILD_TYPE": "Release"}},
        {"name": "cross", "hidden": True, "inherits": "base",
         "toolchainFile": "${sourceDir}/cmake/lwc-toolchain.cmake"},
    ] + [{k: v for k, v in p.items() if k != "targets"} for p in HOST_PRESETS]
    build = [{"name": p["name"], "configurePreset": p["name"], **({"targets": p["targets"]} if "targets" in p else {})}
             for p in HOST_PRESETS]
    per_profile = []
    for t in firmware_targets():
        d = load(t)
        compiler = d.tool("gcc")
        configure.append({"name": t, "inherits": "cross",
                          "displayName": f"{d.title}, {compiler} {d.optimization('fast')}",
                          "cacheVariables": {"LWC_TARGET": t}})
        build.append({"name": t, "configurePreset": t})
        devices = []
        for dev, facts in (d.raw.get("devices") or {}).items():
            if facts.get("preset"):
                param = next(p for p, v in (d.raw.get("parameters") or {}).items() if d.raw.get("device") == "{" + p + "}")
                cache = d.raw["parameters"][param]["cache"]
                configure.append({"name": facts["preset"], "inherits": t,
                                  "displayName": f"{facts['title']} (the {t} target's device {dev}), {compiler} "
                                                 f"{d.optimization('fast')}: {facts.get('why', '')}".rstrip(": "),
                                  "cacheVariables": {cache: dev}})
                build.append({"name": facts["preset"], "configurePreset": facts["preset"], "targets": ["fit"]})
                devices.append((facts["preset"], facts["title"]))
        for profile in d.raw.get("backend") or {}:
            if profile == "fast":
                continue
            opt = d.optimization(profile)
            per_profile.append(({"name": f"{t}-{profile}", "inherits": t,
                                 "displayName": f"{d.title}, {profile} profile ({compiler} {opt})",
                                 "cacheVariables": {"LWC_PROFILE": profile}},
                                {"name": f"{t}-{profile}", "configurePreset": f"{t}-{profile}"}))
            for preset, title in devices:
                per_profile.append(({"name": f"{preset}-{profile}", "inherits": preset,
                                     "displayName": f"{title}, {profile} profile: the firmware-cost probes (target fit)",
                                     "cacheVariables": {"LWC_PROFILE": profile}},
                                    {"name": f"{preset}-{profile}", "configurePreset": f"{preset}-{profile}",
                                     "targets": ["fit"]}))
    configure += [c for c, _ in per_profile]
    build += [b for _, b in per_profile]
    test = [{"name": p["name"], "configurePreset": p["name"], "output": {"outputOnFailure": True}}
            for p in HOST_PRESETS if "targets" not in p]  # (a tree built for one program has no suite)

    def rows(items):
        return ",\n".join("    " + json.dumps(x, ensure_ascii=False) for x in items)
    return ("{\n"
            '  "version": 6,\n'
            '  "cmakeMinimumRequired": {"major": 3, "minor": 25, "patch": 0},\n'
            '  "vendor": {"lwcrypt": {"generated": "by tools/lwctargets.py presets from targets/list.txt and the '
            'target descriptors: edit those, then run it (ctest presets-in-sync)"}},\n'
            f'  "configurePresets": [\n{rows(configure)}\n  ],\n'
            f'  "buildPresets": [\n{rows(build)}\n  ],\n'
            f'  "testPresets": [\n{rows(test)}\n  ]\n'
            "}\n")


if __name__ == "__main__":
    import sys
    if sys.argv[1:] == ["configs"]:          # the build trees `make test` builds: every configuration
        print(" ".join(firmware_configs()))
    elif sys.argv[1:] == ["check"]:          # ctest targets-check
        found = check()
        for p in found:
            print(f"lwctargets: {p}")
        if not found:
            print(f"lwctargets: {len(names())} targets, {len(emulator_names())} emulators: descriptors valid")
        sys.exit(1 if found else 0)
    elif sys.argv[1:2] == ["presets"]:       # CMakePresets.json; --check: exit 1 unless it is in sync
        text = presets_text()
        if sys.argv[2:] == ["--check"]:
            with open(PRESETS_FILE, encoding="utf-8") as f:
                same = f.read() == text
            print("lwctargets: CMakePresets.json " + ("in sync" if same else
                  "is not what `tools/lwctargets.py presets` writes from targets/list.txt and the descriptors"))
            sys.exit(0 if same else 1)
        with open(PRESETS_FILE, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.exit("usage: lwctargets.py configs | check | presets [--check]")
