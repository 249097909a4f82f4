"""Shared fixtures for the lwcrypt Python tests.

Run against the *installed* package (pip install ./python, e.g. into a venv), from a directory other
than python/ so that the source folder python/lwcrypt (which has no compiled extension) is not
imported instead. tests/python/tests.cmake does exactly that in `make test`.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

REPO = os.environ.get("LWC_REPO") or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VECTORS = os.path.join(REPO, "tests", "vectors")
sys.path.insert(0, os.path.join(REPO, "tools"))  # tools/lwcvectors: the vector-file parsers


def lwcrypt_command() -> list[str]:
    """The installed console script (next to the interpreter in a venv), else python -m lwcrypt."""
    script = os.path.join(os.path.dirname(sys.executable), "lwcrypt")
    if os.path.exists(script):
        return [script]
    found = shutil.which("lwcrypt")
    return [found] if found else [sys.executable, "-m", "lwcrypt"]


@pytest.fixture
def cli():
    """run(args, input=b"") -> CompletedProcess of the lwcrypt command (bytes stdout/stderr)."""
    cmd = lwcrypt_command()

    def run(args, input: bytes = b"", cwd=None):
        return subprocess.run(cmd + list(args), input=input, capture_output=True, cwd=cwd, timeout=60)

    return run
