"""Where a batch of runner requests is executed: the host binary, or (later) a simulated target.

Every target takes the whole request stream and returns the whole response stream, so a simulator
that reads its input from a file or pipe plugs in the same way as the host binary.
"""
from __future__ import annotations

import os
import subprocess

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class TargetError(RuntimeError):
    pass


class HostTarget:
    name = "host"

    def __init__(self, build_dir: str | None = None, runner: str | None = None):
        build_dir = build_dir or os.path.join(REPO, "build", "host")
        self.runner = runner or os.path.join(build_dir, "tests", "vector_runner")
        if not os.path.exists(self.runner):
            raise TargetError(f"{self.runner} not found: build first (make build-host)")

    def run(self, stream: bytes, timeout: float = 600) -> bytes:
        proc = subprocess.run([self.runner], input=stream, capture_output=True, timeout=timeout)
        if proc.returncode != 0:
            raise TargetError(f"runner exited with status {proc.returncode}: {proc.stderr.decode(errors='replace')}")
        return proc.stdout


TARGETS = {"host": HostTarget}


def make_target(name: str, **kw):
    if name not in TARGETS:
        raise TargetError(f"target '{name}' is not available yet (have: {', '.join(sorted(TARGETS))})")
    return TARGETS[name](**kw)
