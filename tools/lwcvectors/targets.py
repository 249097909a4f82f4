"""Where a batch of runner requests is executed: the host binary or a simulated target.

Every target takes the whole request stream and returns the whole response stream (the vector
runner firmware, tests/runner/vector_runner.c, answers in order), so each target is only a command
line, built from its descriptor (targets/<target>/target.json, tools/lwctargets.py). The simulators
share one command-line contract:

    RUNNER [--input FILE|-] [--max-cycles N] FIRMWARE.elf
    stdout: the bytes the firmware wrote; exit status: 0 firmware exited 0, 1 firmware exited
    non-zero, 2 crash, 3 cycle cap reached, 4 usage or load error.
"""
from __future__ import annotations

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import lwctargets  # noqa: E402
from lwctargets import BUILD_ROOT, REPO, TargetError  # noqa: E402,F401

SIM_EXIT = {1: "firmware reported failure", 2: "crash", 3: "cycle cap reached", 4: "usage or load error"}

# Cycle cap for one batch: far above the slowest vector file (about 5e9 AVR cycles), far below "hung".
MAX_CYCLES = 60_000_000_000


def _need(path: str, hint: str) -> str:
    if not os.path.exists(path):
        raise TargetError(f"{path} not found: {hint}")
    return path


class Target:
    """The vector runner of one target on one of its emulators (the target's own name: its runner)."""

    def __init__(self, name: str, build_dir: str | None = None, runner: str | None = None):
        self.emulator = lwctargets.emulator(name)
        self.name = name
        self.descriptor = self.emulator.target
        self.build_dir = build_dir or os.path.join(BUILD_ROOT, self.descriptor.name)
        self.runner = runner

    def command(self) -> list[str]:
        program = self.runner or self.descriptor.program("vector_runner", self.build_dir)
        _need(program, f"make build-{self.descriptor.name}")
        return self.emulator.command(program, stdin=True, max_cycles=MAX_CYCLES)

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


# Every name a tool accepts for --target: the targets of targets/list.txt and their second emulators.
TARGETS = lwctargets.emulator_names()


def make_target(name: str, **kw) -> Target:
    if name not in TARGETS:
        raise TargetError(f"unknown target '{name}' (have: {', '.join(TARGETS)})")
    return Target(name, **kw)
