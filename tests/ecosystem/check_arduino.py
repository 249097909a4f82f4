#!/usr/bin/env python3
"""Compile-check the Arduino / PlatformIO library that tools/make-arduino generates, for one board.

    check_arduino.py --board uno|mega|due|zero|samd51|esp32c3|zero-portable --work DIR
    check_arduino.py --manifests --work DIR [--pio-python PYTHON]

--board: generates the library into DIR/lwcrypt, then compiles it the way the board's Arduino core
does: every .c and .S file under src/ with the core's compiler and CPU flags, -Os -std=gnu11
-ffunction-sections -fdata-sections, only src/ on the include path (plus -Wall -Wextra -Werror); the
example sketch (C++, against stubs of the few Arduino core functions it calls); and a C++ file in the
sketch's place (#include <lwcrypt.h>: the headers must be C++-clean) that calls every algorithm
through the descriptor tables and every block-cipher mode; everything linked with --gc-sections (no
undefined or twice-defined symbols). The objects show which backend the board compiled
(src/lwc_arduino_backend.h): the AVR assembly on uno and mega, the ARMv7-M assembly on due (Cortex-M3)
and samd51 (Cortex-M4F, hard-float calls), the ARMv6-M assembly on zero (Cortex-M0+), the RV32
assembly on esp32c3 (RV32IMC), the portable C on zero-portable (-DLWC_ARDUINO_PORTABLE_C), each in
the small profile (its _small folder first, the fast folder for what that lacks, ref for what neither
has); any other backend folder must compile to nothing. On AVR boards, when arduino-builder and the Debian Arduino
AVR core are installed, the example sketch is also built by arduino-builder itself.
--manifests: library.properties (the 1.5 format's fields, architectures=*, the version of
include/lwc/lwc.h, an absolute url, arduino-lint's rules for name, version and category) and library.json (PlatformIO's documented fields, the same
version and license); with --pio-python (a venv's Python with PlatformIO Core), `pio pkg pack`
through tests/ecosystem/pio_pack.py, offline.
The run-time check of the AVR assembly on an ATmega2560 (3-byte return addresses) is the
vectors-avr2560-* tests; of both backends on the targets, the vector tests.
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Per board: compiler prefix, CPU flags and defines as its core passes them, the backend it must get
# (the small profile: the _small folder and the fast one for the components it lacks).
BOARDS = {
    "uno": ("avr-", ["-mmcu=atmega328p", "-DF_CPU=16000000L", "-DARDUINO_ARCH_AVR"], "avr"),
    "mega": ("avr-", ["-mmcu=atmega2560", "-DF_CPU=16000000L", "-DARDUINO_ARCH_AVR"], "avr"),
    "due": ("arm-none-eabi-", ["-mcpu=cortex-m3", "-mthumb", "-DARDUINO_ARCH_SAM"], "armv7m"),
    "zero": ("arm-none-eabi-", ["-mcpu=cortex-m0plus", "-mthumb", "-DARDUINO_ARCH_SAMD"], "armv6m"),
    "samd51": ("arm-none-eabi-", ["-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16",
                                  "-DARDUINO_ARCH_SAMD"], "armv7m"),
    "esp32c3": ("riscv64-unknown-elf-", ["-march=rv32imc", "-mabi=ilp32", "-isystem",
                                         "/usr/lib/picolibc/riscv64-unknown-elf/include", "-DARDUINO_ARCH_ESP32"],
                "rv32"),
    # any board with -DLWC_ARDUINO_PORTABLE_C (here the Zero's core): the portable C
    "zero-portable": ("arm-none-eabi-", ["-mcpu=cortex-m0plus", "-mthumb", "-DARDUINO_ARCH_SAMD",
                                         "-DLWC_ARDUINO_PORTABLE_C"], "ref"),
}
SKIPPED = 77   # (ctest SKIP_RETURN_CODE)
FQBN = {"uno": "arduino:avr:uno", "mega": "arduino:avr:mega:cpu=atmega2560"}

SKETCH = r"""
#include <lwcrypt.h>
#if defined(__has_include)
#if __has_include(<lwc/modes.h>)
#include <lwc/modes.h>
#define SKETCH_HAVE_MODES 1
#endif
#endif
// Every row of the tables once, so that the link pulls in every algorithm (and every .S routine).
volatile uint8_t sink;
int main() {
  uint8_t key[32] = {1}, nonce[16] = {2}, buf[32] = {3}, tag[16], ctx[LWC_CIPHER_CTX_MAX_BYTES];
  for (size_t i = 0; i < lwc_aead_count; i++) {
    lwc_aeads[i].encrypt(buf, tag, key, nonce, buf, 3, buf, 17);
    sink ^= (uint8_t)lwc_aeads[i].decrypt(buf, tag, key, nonce, buf, 3, buf, 17);
  }
  for (size_t i = 0; i < lwc_hash_count; i++) sink ^= (uint8_t)lwc_hashes[i].hash(buf, buf, 5);
  for (size_t i = 0; i < lwc_cipher_count; i++) {
    lwc_ciphers[i].set_key(ctx, key);
    lwc_ciphers[i].encrypt(ctx, buf, buf);
    lwc_ciphers[i].decrypt(ctx, buf, buf);
#ifdef SKETCH_HAVE_MODES
    const lwc_cipher_t *c = &lwc_ciphers[i];
    sink ^= (uint8_t)(lwc_cbc_encrypt(c, ctx, nonce, buf, buf, 16) + lwc_ctr_crypt(c, ctx, nonce, buf, buf, 20) +
                      lwc_ofb_crypt(c, ctx, nonce, buf, buf, 20) + lwc_cfb_encrypt(c, ctx, nonce, buf, buf, 20) +
                      lwc_cmac(c, ctx, tag, buf, 20));
    if (c->block_bytes == 16)
      sink ^= (uint8_t)(lwc_gcm_encrypt(c, ctx, nonce, 12, buf, 3, buf, tag, 16, buf, 20) +
                        lwc_ccm_encrypt(c, ctx, nonce, 12, buf, 3, buf, tag, 16, buf, 20));
#endif
  }
  sink ^= buf[0];
  return 0;
}
"""


# The part of the Arduino core the example sketch uses, as stubs, so that the sketch itself is
# compiled (as the IDE does: C++, Arduino.h included first) and linked against the library.
ARDUINO_STUB = r"""
#include <stdint.h>
#include <stddef.h>
#define HEX 16
#define A0 14
struct StubSerial {
  void begin(unsigned long) {}
  void print(char) {}
  void print(unsigned long, int = 10) {}
  void print(uint8_t v, int base) { print((unsigned long)v, base); }
  void println() {}
};
static StubSerial Serial;
static inline int analogRead(uint8_t) { return 512; }
static inline void delay(unsigned long) {}
void setup();
void loop();
int main() { setup(); loop(); return 0; }
"""


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        print(" ".join(shlex.quote(c) for c in cmd))
        print(r.stdout + r.stderr)
        raise SystemExit(f"FAIL: {os.path.basename(cmd[0])} exit status {r.returncode}")
    return r


def text_bytes(prefix: str, obj: str) -> int:
    """Bytes of code and data an object file holds (0: its source was compiled out)."""
    out = run([prefix + "size", "-A", obj]).stdout
    return sum(int(l.split()[1]) for l in out.splitlines()
               if l.startswith((".text", ".data", ".rodata", ".progmem")))


def check_board(a, lib: str) -> int:
    prefix, cpu, want = BOARDS[a.board]
    src = os.path.join(lib, "src")
    flags = cpu + ["-DARDUINO=10819", "-Os", "-ffunction-sections", "-fdata-sections", "-Wall", "-Wextra", "-Werror",
                   f"-I{src}"]
    cxx = ["-std=gnu++11", "-fno-exceptions", "-fno-threadsafe-statics"] + (["-fno-rtti"] if prefix != "avr-" else [])
    objdir = os.path.join(a.work, f"obj-{a.board}")
    os.makedirs(objdir, exist_ok=True)
    objs = []
    sources = sorted(glob.glob(os.path.join(src, "**", "*.c"), recursive=True) +
                     glob.glob(os.path.join(src, "**", "*.S"), recursive=True))
    per_backend: dict[str, int] = {}
    for s in sources:
        rel = os.path.relpath(s, src)
        o = os.path.join(objdir, rel.replace(os.sep, "_") + ".o")
        if s.endswith(".S"):
            run([prefix + "gcc", "-x", "assembler-with-cpp"] + flags + ["-c", s, "-o", o])
        else:
            run([prefix + "gcc", "-std=gnu11"] + flags + ["-c", s, "-o", o])
        objs.append(o)
        m = re.match(r"backend_([a-z0-9_]+)/", rel.replace(os.sep, "/"))
        if m:
            per_backend[m.group(1)] = per_backend.get(m.group(1), 0) + text_bytes(prefix, o)
    compiled = sorted(b for b, n in per_backend.items() if n > 0)
    # the board's backend folders with the technique folders they fall back to (src/manifest.json),
    # and the portable C of a component they have no assembly for
    with open(os.path.join(REPO, "src", "manifest.json"), encoding="utf-8") as f:
        backends = json.load(f)["backends"]
    mine = {want, want + "_small"} | {b for b in backends.get(want, {}).get("falls_back_to", [])
                                      if backends[b].get("technique")}
    if not set(compiled) & mine or not set(compiled) <= mine | {"ref"}:
        raise SystemExit(f"FAIL: {a.board} compiled the backends {compiled}, expected {want} and {want}_small "
                         "(with their technique folders, and ref for what they lack)")
    sketch = os.path.join(objdir, "sketch.cpp")
    with open(sketch, "w") as f:
        f.write(SKETCH)
    so = sketch + ".o"
    run([prefix + "g++"] + cxx + flags + ["-c", sketch, "-o", so])
    # the example sketch, compiled the way the IDE compiles a .ino (C++, Arduino.h first)
    stub_dir = os.path.join(objdir, "core")
    os.makedirs(stub_dir, exist_ok=True)
    with open(os.path.join(stub_dir, "Arduino.h"), "w") as f:
        f.write(ARDUINO_STUB)
    ino = os.path.join(lib, "examples", "SealReading", "SealReading.ino")
    ino_cpp = os.path.join(objdir, "SealReading.ino.cpp")
    with open(ino) as f, open(ino_cpp, "w") as g:
        g.write("#include <Arduino.h>\n" + f.read())
    run([prefix + "g++"] + cxx + [f"-I{stub_dir}"] + flags + ["-c", ino_cpp, "-o", ino_cpp + ".o"])
    link = [prefix + "gcc"] + [f for f in cpu if not f.startswith("-D")] + ["-Os", "-Wl,--gc-sections"]
    if prefix == "arm-none-eabi-":
        link += ["--specs=nano.specs", "--specs=nosys.specs"]
    elif prefix.startswith("riscv"):   # picolibc's default linker script, on the ESP32-C3's memory sizes
        link += ["--specs=picolibc.specs", "-Wl,--defsym=__flash=0x42000000,--defsym=__flash_size=0x400000,"
                 "--defsym=__ram=0x3FC80000,--defsym=__ram_size=0x60000"]
    run(link + [ino_cpp + ".o"] + objs + ["-o", os.path.join(a.work, f"SealReading-{a.board}.elf")])
    elf = os.path.join(a.work, f"sketch-{a.board}.elf")
    cmd = link + [so] + objs + ["-o", elf]
    r = subprocess.run(cmd, capture_output=True, text=True)
    asm = sorted(os.path.basename(s) for s in sources if s.endswith(".S") and f"backend_{want}" in s)
    head = (f"{a.board}: {len(sources)} sources compiled, backend {want} "
            f"({', '.join(asm) or 'portable C'}), the example sketch linked; ")
    if r.returncode != 0 and "overflowed" in r.stderr and "undefined reference" not in r.stderr:
        # Every algorithm and mode at once may not fit a small part's flash: not a library error
        # (every symbol resolved; the example sketch above linked), reported as such.
        print(head + "every algorithm together does not fit this part's flash: "
              + r.stderr.strip().splitlines()[-2:][0])
    elif r.returncode != 0:
        print(" ".join(cmd) + "\n" + r.stdout + r.stderr)
        raise SystemExit("FAIL: linking the sketch that uses every algorithm")
    else:
        print(head + f"a sketch using every algorithm: {text_bytes(prefix, elf)} bytes of code and data")
    if a.board in FQBN and not arduino_builder(a, lib):
        return SKIPPED   # the board's part of the check could not run: skipped, not passed
    return 0


def arduino_builder(a, lib: str) -> bool:
    """The example sketch built by arduino-builder with Debian's Arduino AVR core (when installed):
    False when it is not installed (the build could not run)."""
    hardware = "/usr/share/arduino/hardware"
    builder_platform = "/usr/share/arduino-builder"
    if not shutil.which("arduino-builder") or not os.path.isdir(os.path.join(hardware, "arduino", "avr")):
        print("arduino-builder or the Arduino AVR core (Debian arduino-builder, arduino-core-avr) not installed: "
              "that build skipped")
        return False
    libs = os.path.dirname(lib)
    sketch_dir = os.path.join(a.work, "SealReading")
    os.makedirs(sketch_dir, exist_ok=True)
    shutil.copyfile(os.path.join(lib, "examples", "SealReading", "SealReading.ino"),
                    os.path.join(sketch_dir, "SealReading.ino"))
    build = os.path.join(a.work, f"arduino-builder-{a.board}")
    tools = os.path.join(a.work, "arduino-tools")   # (no packaged tools: the core uses /usr/bin/avr-gcc)
    os.makedirs(build, exist_ok=True)
    os.makedirs(tools, exist_ok=True)
    # Debian's core (1.8.7) does not compile with Debian's avr-gcc 5.4 without DECIMAL_DIG (WString.cpp):
    # a core problem, given to the core's C++ files only through the C++ extra flags.
    r = run(["arduino-builder", "-compile", "-hardware", hardware, "-hardware", builder_platform, "-tools", tools,
             "-fqbn", FQBN[a.board], "-libraries", libs, "-build-path", build, "-warnings", "all",
             "-prefs=compiler.cpp.extra_flags=-DDECIMAL_DIG=17", os.path.join(sketch_dir, "SealReading.ino")])
    used = re.search(r"Sketch uses (\d+) bytes", r.stdout)
    objs = glob.glob(os.path.join(build, "libraries", "lwcrypt", "**", "*.o"), recursive=True)
    if not used or not objs:
        raise SystemExit("FAIL: arduino-builder did not build the sketch with the library:\n" + r.stdout + r.stderr)
    print(f"arduino-builder {FQBN[a.board]}: SealReading with lwcrypt ({len(objs)} library objects), "
          f"{used.group(1)} bytes of flash")
    return True


PROPERTIES_FIELDS = ("name", "version", "author", "maintainer", "sentence", "paragraph", "category",
                     "url", "architectures")
# arduino-lint's rules for library.properties (its "specification" and "update" checks, as its
# documentation states them; arduino-lint itself is not in a package registry this build can use):
# the name of letters, digits, spaces, '_', '.', '-', starting with a letter or digit, at most 63
# characters, not starting with "Arduino"; a semantic version (MAJOR.MINOR.PATCH); a url that is an
# absolute http(s) address; a category of its list; architectures set.
LINT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _.\-]{0,62}$")
LINT_VERSION = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$")
LINT_CATEGORIES = ("Display", "Communication", "Signal Input/Output", "Sensors", "Device Control", "Timing",
                   "Data Storage", "Data Processing", "Other")
PIO_FIELDS = {"name": str, "version": str, "description": str, "keywords": list, "license": str,
              "authors": list, "frameworks": (str, list), "platforms": (str, list), "headers": (str, list),
              "build": dict, "examples": list, "repository": dict, "homepage": str}


def check_manifests(a, lib: str) -> int:
    with open(os.path.join(REPO, "include", "lwc", "lwc.h")) as f:
        want = re.search(r'#define\s+LWC_VERSION\s+"([^"]+)"', f.read()).group(1)
    props = {}
    with open(os.path.join(lib, "library.properties"), encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                k, _, v = line.rstrip("\n").partition("=")
                props[k] = v
    missing = [k for k in PROPERTIES_FIELDS if not props.get(k)]
    if missing:
        raise SystemExit(f"FAIL: library.properties lacks {missing}")
    if props["version"] != want or props["architectures"] != "*" or props.get("includes") != "lwcrypt.h":
        raise SystemExit(f"FAIL: library.properties: version {props['version']} (want {want}), "
                         f"architectures {props['architectures']}, includes {props.get('includes')}")
    url = props["url"]
    if not re.match(r"^https?://[^/\s]+\.[^/\s]+/", url) or "example." in url or ".invalid" in url:
        raise SystemExit(f"FAIL: library.properties url={url} is not an absolute address (or a placeholder)")
    lint = []
    if not LINT_NAME.match(props["name"]) or props["name"].lower().startswith("arduino"):
        lint.append(f"name {props['name']!r}")
    if not LINT_VERSION.match(props["version"]):
        lint.append(f"version {props['version']!r} (not MAJOR.MINOR.PATCH)")
    if props["category"] not in LINT_CATEGORIES:
        lint.append(f"category {props['category']!r}")
    if lint:
        raise SystemExit(f"FAIL: library.properties breaks arduino-lint's rules: {lint}")
    with open(os.path.join(lib, "library.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    unknown = [k for k in manifest if k not in PIO_FIELDS]
    wrong = [k for k, v in manifest.items() if k in PIO_FIELDS and not isinstance(v, PIO_FIELDS[k])]
    if unknown or wrong or manifest.get("version") != want or manifest.get("license") != "MIT":
        raise SystemExit(f"FAIL: library.json: unknown fields {unknown}, wrong types {wrong}, version "
                         f"{manifest.get('version')} (want {want}), license {manifest.get('license')}")
    with open(os.path.join(lib, "LICENSE")) as f:
        if "MIT License" not in f.read():
            raise SystemExit("FAIL: LICENSE is not the MIT license that library.json declares")
    for ex in manifest["examples"]:
        for name in ex["files"]:
            if not os.path.isfile(os.path.join(lib, ex["base"], name)):
                raise SystemExit(f"FAIL: library.json example {ex['base']}/{name} missing")
    print(f"library.properties and library.json: version {want}, architectures=*, "
          f"url {url}, name, version and category by arduino-lint's rules")
    if a.pio_python:
        if not os.path.isfile(a.pio_python):
            print(f"PlatformIO Core not installed ({a.pio_python}; tools/install-deps.sh puts it there): "
                  "pio pkg pack skipped")
            return SKIPPED
        out = os.path.join(a.work, "pio-pack")
        os.makedirs(out, exist_ok=True)
        env = dict(os.environ, PLATFORMIO_CORE_DIR=os.path.join(a.work, "pio-core"),
                   PLATFORMIO_SETTING_ENABLE_TELEMETRY="No")
        run([a.pio_python, os.path.join(os.path.dirname(os.path.abspath(__file__)), "pio_pack.py"), lib, out], env=env)
        packed = glob.glob(os.path.join(out, "lwcrypt-*.tar.gz"))
        if [os.path.basename(p) for p in packed] != [f"lwcrypt-{want}.tar.gz"]:
            raise SystemExit(f"FAIL: pio pkg pack wrote {packed}")
        print(f"pio pkg pack: {os.path.basename(packed[0])}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--board", choices=sorted(BOARDS))
    ap.add_argument("--manifests", action="store_true")
    ap.add_argument("--pio-python", help="Python of a venv with PlatformIO Core (pio pkg pack)")
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    if bool(a.board) == a.manifests:
        ap.error("one of --board and --manifests")
    shutil.rmtree(a.work, ignore_errors=True)
    lib = os.path.join(a.work, "libraries", "lwcrypt")
    run([sys.executable, os.path.join(REPO, "tools", "make-arduino"), "--out", lib])
    for f in ("library.properties", "library.json", "LICENSE", "src/lwcrypt.h", "src/lwc_arduino_backend.h",
              "examples/SealReading/SealReading.ino"):
        if not os.path.isfile(os.path.join(lib, f)):
            raise SystemExit(f"FAIL: {f} missing from the generated library")
    return check_manifests(a, lib) if a.manifests else check_board(a, lib)


if __name__ == "__main__":
    sys.exit(main())
