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


PROFILES = ("fast", "small")  # fast: speed; small: compact code (docs/choosing.md, "Profiles")


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


class Descriptor:
    """targets/<name>/target.json with its placeholders replaced."""

    def __init__(self, name: str):
        target, profile = config_split(name)
        path = os.path.join(TARGETS_DIR, target, "target.json")
        if not os.path.exists(path):
            raise TargetError(f"unknown target '{name}' (no {os.path.relpath(path, REPO)}; "
                              f"targets: {', '.join(names())})")
        with open(path, encoding="utf-8") as f:
            self.raw = json.load(f)
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
        return self.get("toolchain", "cpu_flags", default=[])

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


if __name__ == "__main__":
    import sys
    if sys.argv[1:] == ["configs"]:          # the build trees `make test` builds: every configuration
        print(" ".join(firmware_configs()))
    else:
        sys.exit("usage: lwctargets.py configs")
