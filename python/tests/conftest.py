"""Shared fixtures for the lwcrypt Python tests.

They test the *installed* package: `pip install .` or `pip install -e .` from the repository root
(into a venv), then `pytest` from the root or from python/ (the source is under python/src, so the
uncompiled tree is never imported by accident). tests/python/tests.cmake runs them in `make test`,
against a wheel install, an editable install, and the sanitizer build's module under ASan.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

try:
    import lwcrypt
except ImportError as e:  # pragma: no cover - a setup problem, not a test failure
    raise pytest.UsageError(f"lwcrypt is not installed in {sys.executable} ({e}): run `pip install -e .` "
                            "in the repository root first") from None

REPO = os.environ.get("LWC_REPO") or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VECTORS = os.path.join(REPO, "tests", "vectors")
sys.path.insert(0, os.path.join(REPO, "tools"))  # tools/lwcvectors: the vector-file parsers


def lwcrypt_command() -> list[str]:
    """The installed console script (next to the interpreter in a venv), else python -m lwcrypt."""
    if os.environ.get("LWC_PYTHON_STAGED"):  # the sanitizer build's package, found through PYTHONPATH
        return [sys.executable, "-m", "lwcrypt"]
    script = os.path.join(os.path.dirname(sys.executable), "lwcrypt")
    if os.path.exists(script):
        return [script]
    found = shutil.which("lwcrypt")
    return [found] if found else [sys.executable, "-m", "lwcrypt"]


@pytest.fixture
def cli():
    """run(args, input=b"", **popen) -> CompletedProcess of the lwcrypt command (bytes stdout/stderr)."""
    cmd = lwcrypt_command()

    def run(args, input: bytes = b"", cwd=None, **kwargs):
        if "stdout" not in kwargs and "stderr" not in kwargs:
            kwargs["capture_output"] = True
        return subprocess.run(cmd + list(args), input=input, cwd=cwd, timeout=60, **kwargs)

    return run


def pytest_report_header(config):
    return f"lwcrypt {lwcrypt.__version__} from {os.path.dirname(lwcrypt.__file__)}"
