"""Where a batch of runner requests is executed: the host binary or a simulated target.

Every target takes the whole request stream and returns the whole response stream (the vector
runner firmware, tests/runner/vector_runner.c, answers in order), so each target is only a command
line. The simulators share one command-line contract:

    RUNNER [--input FILE|-] [--max-cycles N] FIRMWARE.elf
    stdout: the bytes the firmware wrote; exit status: 0 firmware exited 0, 1 firmware exited
    non-zero, 2 crash, 3 cycle cap reached, 4 usage or load error.
"""
from __future__ import annotations

import os
import subprocess

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Root of the per-preset build trees (build/host, build/avr, build/cm3); LWC_BUILD_ROOT overrides.
BUILD_ROOT = os.environ.get("LWC_BUILD_ROOT", os.path.join(REPO, "build"))
SIM_EXIT = {1: "firmware reported failure", 2: "crash", 3: "cycle cap reached", 4: "usage or load error"}

# Cycle cap for one batch: far above the slowest vector file (about 5e9 AVR cycles), far below "hung".
MAX_CYCLES = 60_000_000_000


class TargetError(RuntimeError):
    pass


def _need(path: str, hint: str) -> str:
    if not os.path.exists(path):
        raise TargetError(f"{path} not found: {hint}")
    return path


class Target:
    name = "?"
    firmware_preset = "host"

    def __init__(self, build_dir: str | None = None, runner: str | None = None):
        self.build_dir = build_dir or os.path.join(BUILD_ROOT, self.firmware_preset)
        self.runner = runner

    def command(self) -> list[str]:
        raise NotImplementedError

    def run(self, stream: bytes, timeout: float = 3600) -> bytes:
        try:
            proc = subprocess.run(self.command(), input=stream, capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired as e:
            raise TargetError(f"{self.name}: no answer within {timeout:.0f} s") from e
        if proc.returncode != 0:
            why = SIM_EXIT.get(proc.returncode, "failed")
            raise TargetError(f"{self.name}: exit status {proc.returncode} ({why}): "
                              f"{proc.stderr.decode(errors='replace').strip()[-2000:]}")
        return proc.stdout


class HostTarget(Target):
    name = "host"

    def command(self):
        return [_need(self.runner or os.path.join(self.build_dir, "tests", "vector_runner"), "make build-host")]


class AvrTarget(Target):
    """ATmega128 in libsimavr (sim/avr)."""
    name = "avr"
    firmware_preset = "avr"

    def command(self):
        sim = _need(os.path.join(BUILD_ROOT, "host", "sim", "avr", "avr-run"), "make build-host")
        fw = _need(self.runner or os.path.join(self.build_dir, "tests", "vector_runner.elf"), "make build-avr")
        return [sim, "--input", "-", "--max-cycles", str(MAX_CYCLES), fw]


class Cm3Target(Target):
    """Cortex-M3 in unicorn with the timing model (sim/cm3)."""
    name = "cm3"
    firmware_preset = "cm3"

    def command(self):
        sim = _need(os.path.join(BUILD_ROOT, "host", "sim", "cm3", "m3-run"), "make build-host")
        fw = _need(self.runner or os.path.join(self.build_dir, "tests", "vector_runner.elf"), "make build-cm3")
        return [sim, "--input", "-", "--max-cycles", str(MAX_CYCLES), fw]


class QemuTarget(Target):
    """The same Cortex-M3 image in qemu-system-arm (mps2-an385): an independent second emulator."""
    name = "cm3-qemu"
    firmware_preset = "cm3"

    def command(self):
        wrapper = _need(os.path.join(REPO, "sim", "cm3", "qemu-run"), "the qemu wrapper is missing")
        fw = _need(self.runner or os.path.join(self.build_dir, "tests", "vector_runner.elf"), "make build-cm3")
        return [wrapper, "--input", "-", fw]


class Cm0plusTarget(Target):
    """Cortex-M0+ in unicorn with the ARMv6-M timing model (sim/cm3, m3-run --cpu cm0plus)."""
    name = "cm0plus"
    firmware_preset = "cm0plus"

    def command(self):
        sim = _need(os.path.join(BUILD_ROOT, "host", "sim", "cm3", "m3-run"), "make build-host")
        fw = _need(self.runner or os.path.join(self.build_dir, "tests", "vector_runner.elf"), "make build-cm0plus")
        return [sim, "--cpu", "cm0plus", "--input", "-", "--max-cycles", str(MAX_CYCLES), fw]


class Cm0plusQemuTarget(Target):
    """The same Cortex-M0+ image in qemu-system-arm (-M microbit, a Cortex-M0): the second emulator."""
    name = "cm0plus-qemu"
    firmware_preset = "cm0plus"

    def command(self):
        wrapper = _need(os.path.join(REPO, "sim", "cm3", "qemu-run"), "the qemu wrapper is missing")
        fw = _need(self.runner or os.path.join(self.build_dir, "tests", "vector_runner.elf"), "make build-cm0plus")
        return [wrapper, "--cpu", "cm0plus", "--input", "-", fw]


TARGETS = {t.name: t for t in (HostTarget, AvrTarget, Cm3Target, QemuTarget, Cm0plusTarget, Cm0plusQemuTarget)}


def make_target(name: str, **kw) -> Target:
    if name not in TARGETS:
        raise TargetError(f"unknown target '{name}' (have: {', '.join(sorted(TARGETS))})")
    return TARGETS[name](**kw)
