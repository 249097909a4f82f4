#!/usr/bin/env python3
"""Compile-check the Arduino library that tools/make-arduino generates, for one AVR part.

    check_arduino.py --mcu atmega328p|atmega2560 --work DIR

Generates the library into DIR/lwcrypt, then compiles it the way the Arduino AVR core does: every
.c and .S file under src/ with avr-gcc -mmcu=MCU -Os -std=gnu11 -ffunction-sections -fdata-sections,
only src/ on the include path (plus -Wall -Wextra -Werror); the example sketch (C++, against stubs of
the few Arduino core functions it calls); and a C++ file in the sketch's place
(avr-g++ -std=gnu++11, #include <lwcrypt.h>: the headers must be C++-clean) that calls every
algorithm through the descriptor tables and every block-cipher mode (lwc/modes.h, when it exists); everything is linked with --gc-sections (no undefined
symbols) and the program size printed. The run-time check on an ATmega2560 (3-byte return
addresses) is the vectors-avr2560-* tests (the vector runner built for that part, in simavr).
"""
from __future__ import annotations

import argparse
import glob
import os
import shlex
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

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


def run(cmd: list[str]) -> None:
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        print(" ".join(shlex.quote(c) for c in cmd))
        print(r.stdout + r.stderr)
        raise SystemExit(f"FAIL: {os.path.basename(cmd[0])} exit status {r.returncode}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mcu", required=True)
    ap.add_argument("--work", required=True)
    a = ap.parse_args()
    lib = os.path.join(a.work, "lwcrypt")
    run([sys.executable, os.path.join(REPO, "tools", "make-arduino"), "--out", lib])
    for f in ("library.properties", "src/lwcrypt.h", "examples/SealReading/SealReading.ino"):
        if not os.path.isfile(os.path.join(lib, f)):
            raise SystemExit(f"FAIL: {f} missing from the generated library")
    src = os.path.join(lib, "src")
    flags = [f"-mmcu={a.mcu}", "-DF_CPU=16000000L", "-DARDUINO=10819", "-DARDUINO_ARCH_AVR", "-Os",
             "-ffunction-sections", "-fdata-sections", "-Wall", "-Wextra", "-Werror", f"-I{src}"]
    objdir = os.path.join(a.work, f"obj-{a.mcu}")
    os.makedirs(objdir, exist_ok=True)
    objs = []
    sources = sorted(glob.glob(os.path.join(src, "**", "*.c"), recursive=True) +
                     glob.glob(os.path.join(src, "**", "*.S"), recursive=True))
    asm = [os.path.basename(s) for s in sources if s.endswith(".S")]
    for s in sources:
        o = os.path.join(objdir, os.path.relpath(s, src).replace(os.sep, "_") + ".o")
        if s.endswith(".S"):
            run(["avr-gcc", "-x", "assembler-with-cpp"] + flags + ["-c", s, "-o", o])
        else:
            run(["avr-gcc", "-std=gnu11"] + flags + ["-c", s, "-o", o])
        objs.append(o)
    sketch = os.path.join(objdir, "sketch.cpp")
    with open(sketch, "w") as f:
        f.write(SKETCH)
    so = sketch + ".o"
    run(["avr-g++", "-std=gnu++11", "-fno-exceptions", "-fno-threadsafe-statics"] + flags + ["-c", sketch, "-o", so])
    # the example sketch, compiled the way the IDE compiles a .ino (C++, Arduino.h first)
    stub_dir = os.path.join(objdir, "core")
    os.makedirs(stub_dir, exist_ok=True)
    with open(os.path.join(stub_dir, "Arduino.h"), "w") as f:
        f.write(ARDUINO_STUB)
    ino = os.path.join(lib, "examples", "SealReading", "SealReading.ino")
    ino_cpp = os.path.join(objdir, "SealReading.ino.cpp")
    with open(ino) as f, open(ino_cpp, "w") as g:
        g.write("#include <Arduino.h>\n" + f.read())
    run(["avr-g++", "-std=gnu++11", "-fno-exceptions", "-fno-threadsafe-statics", f"-I{stub_dir}"] + flags
        + ["-c", ino_cpp, "-o", ino_cpp + ".o"])
    run(["avr-gcc", f"-mmcu={a.mcu}", "-Os", "-Wl,--gc-sections", ino_cpp + ".o"] + objs
        + ["-o", os.path.join(a.work, f"SealReading-{a.mcu}.elf")])
    elf = os.path.join(a.work, f"sketch-{a.mcu}.elf")
    cmd = ["avr-gcc", f"-mmcu={a.mcu}", "-Os", "-Wl,--gc-sections", so] + objs + ["-o", elf]
    r = subprocess.run(cmd, capture_output=True, text=True)
    head = (f"{a.mcu}: {len(sources)} sources ({len(asm)} assembly: {', '.join(asm) or 'none'}) compiled, "
            "the example sketch linked; ")
    if r.returncode != 0 and "overflowed" in r.stderr and "undefined reference" not in r.stderr:
        # Every algorithm and mode at once may not fit a small part's flash: not a library error
        # (every symbol resolved; the example sketch above linked), reported as such.
        print(head + "every algorithm together does not fit this part's flash: "
              + r.stderr.strip().splitlines()[-2:][0])
        return 0
    if r.returncode != 0:
        print(" ".join(cmd) + "\n" + r.stdout + r.stderr)
        raise SystemExit("FAIL: linking the sketch that uses every algorithm")
    size = subprocess.run(["avr-size", "-A", elf], capture_output=True, text=True).stdout
    text = sum(int(l.split()[1]) for l in size.splitlines() if l.startswith((".text", ".data")))
    print(head + f"a sketch using every algorithm: {text} bytes of flash (.text+.data)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
