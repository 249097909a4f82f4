#!/usr/bin/env python3
"""Create a venv and `pip install ./python` into it, offline, as a user would.

    pip_install.py VENV_DIR REPO

The venv sees the system site-packages (pytest comes from Debian's python3-pytest), pip runs with
--no-index (nothing may come from the network) and with its default build isolation, so this also
proves that the package builds from the repository alone. Prints the installed version.
"""
import os
import subprocess
import sys


def main() -> int:
    venv, repo = sys.argv[1], sys.argv[2]
    subprocess.run([sys.executable, "-m", "venv", "--clear", "--system-site-packages", venv], check=True)
    py = os.path.join(venv, "bin", "python")
    env = dict(os.environ, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_CACHE_DIR="1")
    subprocess.run([py, "-m", "pip", "install", "--no-index", "--quiet", os.path.join(repo, "python")],
                   check=True, env=env)
    # Import from outside the repository so the installed package (not python/lwcrypt) is found.
    out = subprocess.run([py, "-c", "import lwcrypt; print(lwcrypt.__version__, lwcrypt.__file__)"],
                         check=True, capture_output=True, text=True, cwd=venv)
    print("installed lwcrypt", out.stdout.strip())
    script = os.path.join(venv, "bin", "lwcrypt")
    if not os.path.exists(script):
        print(f"console script missing: {script}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
