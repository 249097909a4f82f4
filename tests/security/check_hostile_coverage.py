#!/usr/bin/env python3
"""Every function declared in include/lwc/*.h (and every NIST entry point the LWC_NIST_DECLARE_*
macros declare) must be named in the hostile-input test, so a new public function cannot go
untested. A function named in the descriptor tables (the rows, src/<primitive>/<primitive>_rows.h) counts as covered: the
test walks every row of lwc_aeads, lwc_hashes and lwc_ciphers; a function named in a table the test
walks (tests/runner/nist_aead_rows.h: every row of it is exercised) counts too, and so does a
function of one target that an on-target check given among them exercises on every input class
(tests/fit/strerror_check.c: lwc_strerror_P, AVR only, with unknown codes).
usage: check_hostile_coverage.py INCLUDE_DIR TEST_SOURCE [ROWS_FILE | TABLE_SOURCE ...]"""
import glob
import os
import re
import sys


def declared(include_dir):
    names = set()
    for path in sorted(glob.glob(os.path.join(include_dir, "lwc", "*.h"))):
        text = open(path).read()
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        # Plain prototypes at file scope: "type name(" at the start of a line, ending with ");".
        for m in re.finditer(r"^[A-Za-z_][\w \*]*?\b(lwc_\w+)\s*\([^;{]*\)\s*;", text, flags=re.M):
            names.add(m.group(1))
        for m in re.finditer(r"^LWC_NIST_DECLARE_AEAD\((\w+)\)", text, flags=re.M):
            names |= {m.group(1) + "_crypto_aead_encrypt", m.group(1) + "_crypto_aead_decrypt"}
        for m in re.finditer(r"^LWC_NIST_DECLARE_HASH\((\w+)\)", text, flags=re.M):
            names.add(m.group(1) + "_crypto_hash")
    return names


def main():
    include_dir, test, tables = sys.argv[1], sys.argv[2], sys.argv[3:]
    names = declared(include_dir)
    src = open(test).read() + "".join(open(t).read() for t in tables)
    missing = sorted(n for n in names if not re.search(r"\b" + re.escape(n) + r"\b", src))
    for n in missing:
        print(f"FAIL {n} (declared in {include_dir}/lwc) is not exercised by {os.path.basename(test)}")
    print(f"{len(names) - len(missing)} of {len(names)} public functions covered by the hostile-input test")
    return 1 if missing or not names else 0


if __name__ == "__main__":
    sys.exit(main())
