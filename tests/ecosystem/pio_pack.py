#!/usr/bin/env python3
"""`pio pkg pack` of the generated library, offline: run with the Python of a venv that has PlatformIO
Core (tools/install-deps.sh puts one in build/venv-pio).

    <venv>/bin/python pio_pack.py LIBRARY_DIR OUT_DIR

PlatformIO validates library.json with its manifest schema while packing; the one part of that
validation that needs the network is the list of SPDX license identifiers, which it downloads. Here
that list is the identifier the library declares, "MIT" (tests/ecosystem/check_arduino.py checks
that library.json says exactly that, as LICENSE does); every other field goes through PlatformIO's
own checks. Exit status: PlatformIO's.
"""
import sys

from platformio.package.manifest import schema


def offline_spdx_list():
    return {"licenses": [{"licenseId": "MIT"}]}


schema.ManifestSchema.load_spdx_licenses = staticmethod(offline_spdx_list)

if __name__ == "__main__":
    from platformio.__main__ import main as pio_main

    library, out = sys.argv[1], sys.argv[2]
    sys.argv = ["pio", "pkg", "pack", library, "--output", out]
    sys.exit(pio_main())
