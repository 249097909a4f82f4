#!/usr/bin/env python3
"""A build of a subset of the primitives (LWC_ALGORITHMS) tells its users which: a project that adds
lwcrypt with LWC_ALGORITHMS=romulus builds a program calling Romulus, and a program calling PRESENT
(or PRESENT's block calls, or TinyJAMBU's NIST entry point) stops at compile time with a message
naming LWC_ALGORITHMS, not at the link with an undefined reference (include/lwc/subset.h,
lwc_write_built_header in cmake/backends.cmake).

usage: check_subset.py REPO SCRATCH_DIR"""
import os
import shutil
import subprocess
import sys

OK = """#include "lwc/lwc.h"
int main(void) { uint8_t d[32]; return lwc_romulus_h(d, d, 0); }
"""
BAD = {
    "present": """#include "lwc/lwc.h"
int main(void) { lwc_present_ctx c; uint8_t k[10] = {0}; return lwc_present_set_key(&c, k, 10); }
""",
    "present-header-only": """#include "lwc/present.h"
int main(void) { lwc_present_ctx c; uint8_t b[8] = {0}; return lwc_present_encrypt(&c, b, b); }
""",
    "nist": """#include "lwc/nist.h"
int main(void) { unsigned char c[8]; unsigned long long n; return tinyjambu128_crypto_aead_encrypt(c, &n, c, 0, c, 0, 0, c, c); }
""",
}
CMAKE = """cmake_minimum_required(VERSION 3.25)
project(subset_user C ASM)
set(LWC_ALGORITHMS romulus CACHE STRING "" FORCE)
add_subdirectory({repo} lwcrypt)
add_executable(uses_built ok.c)
target_link_libraries(uses_built PRIVATE lwcrypt::lwcrypt)
{bad}
"""


def main():
    repo, scratch = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(scratch)
    with open(os.path.join(scratch, "ok.c"), "w") as f:
        f.write(OK)
    bad_targets = ""
    for name, text in BAD.items():
        with open(os.path.join(scratch, f"{name}.c"), "w") as f:
            f.write(text)
        bad_targets += f"add_executable(uses_{name} {name}.c)\ntarget_link_libraries(uses_{name} PRIVATE lwcrypt::lwcrypt)\n"
    with open(os.path.join(scratch, "CMakeLists.txt"), "w") as f:
        f.write(CMAKE.format(repo=repo.replace("\\", "/"), bad=bad_targets))
    build = os.path.join(scratch, "build")
    r = subprocess.run(["cmake", "-S", scratch, "-B", build, "-DCMAKE_BUILD_TYPE=Release"], capture_output=True, text=True)
    if r.returncode:
        print(r.stdout[-3000:], r.stderr[-3000:])
        print("FAIL: the project does not configure")
        return 1
    failures = 0
    r = subprocess.run(["cmake", "--build", build, "--target", "uses_built"], capture_output=True, text=True)
    if r.returncode:
        print(r.stdout[-3000:])
        print("FAIL: a program calling a primitive of the build does not build")
        failures += 1
    for name in BAD:
        r = subprocess.run(["cmake", "--build", build, "--target", f"uses_{name}"], capture_output=True, text=True)
        out = r.stdout + r.stderr
        compiled = os.path.exists(os.path.join(build, "CMakeFiles", f"uses_{name}.dir", f"{name}.c.o"))
        if r.returncode == 0 or compiled or "LWC_ALGORITHMS" not in out:
            print(out[-2000:])
            print(f"FAIL {name}: calling a primitive left out must stop the compile with a message naming "
                  "LWC_ALGORITHMS")
            failures += 1
        else:
            line = next(l for l in out.splitlines() if "LWC_ALGORITHMS" in l)
            print(f"ok {name}: {line.strip()[:200]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
