#!/usr/bin/env python3
"""Every function declared in include/lwc/*.h (and every NIST entry point lwc/nist.h declares from
LWC_NIST_AEAD_LIST and LWC_NIST_HASH_LIST, lwc/primitives.h) must be named in the hostile-input test,
so a new public function cannot go untested. A function named in the descriptor tables (the rows,
src/<primitive>/<primitive>_rows.h) counts as covered: the test walks every row of lwc_aeads,
lwc_hashes and lwc_ciphers; so does a function of a list of lwc/primitives.h that a source walks (its
macro called there: LWC_NIST_AEAD_LIST and LWC_NIST_HASH_LIST by tests/runner/nist_aead_rows.h, whose
rows the test exercises every one of; LWC_CIPHER_CONTEXT_LIST, the typed lwc_<prefix>_set_key,
_encrypt and _decrypt of each cipher), and a function of one target that an on-target check given
among them exercises on every input class (tests/fit/strerror_check.c: lwc_strerror_P, AVR only,
with unknown codes).
usage: check_hostile_coverage.py INCLUDE_DIR TEST_SOURCE... [ROWS_FILE | TABLE_SOURCE ...]"""
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
    for _, functions in lists(include_dir).values():
        names |= {f for f in functions if "crypto" in f}
    return names


def lists(include_dir):
    """The lists of lwc/primitives.h: {macro: (its items, the functions they name)}."""
    with open(os.path.join(include_dir, "lwc", "primitives.h")) as f:
        text = f.read()
    out = {}
    for m in re.finditer(r"^#define (LWC_\w+_LIST)\(X\)((?:.*\\\n)*.*)$", text, flags=re.M):
        items = re.findall(r"X\(([^)]*)\)", m.group(2))
        args = [[a.strip().strip('"') for a in item.split(",")] for item in items]
        if m.group(1) == "LWC_NIST_AEAD_LIST":
            functions = [a[1] + s for a in args for s in ("_crypto_aead_encrypt", "_crypto_aead_decrypt")]
        elif m.group(1) == "LWC_NIST_HASH_LIST":
            functions = [a[1] + "_crypto_hash" for a in args]
        elif m.group(1) == "LWC_CIPHER_CONTEXT_LIST":
            functions = [f"lwc_{a[0]}_{s}" for a in args for s in ("set_key", "encrypt", "decrypt")]
        else:
            functions = []
        out[m.group(1)] = (args, functions)
    return out


def main():
    include_dir, sources = sys.argv[1], sys.argv[2:]
    names = declared(include_dir)
    src = "".join(open(t).read() for t in sources)
    walked = {f for macro, (_, functions) in lists(include_dir).items() if re.search(macro + r"\(\w", src)
              for f in functions}
    missing = sorted(n for n in names if n not in walked and not re.search(r"\b" + re.escape(n) + r"\b", src))
    for n in missing:
        print(f"FAIL {n} (declared in {include_dir}/lwc) is not exercised by the hostile-input test")
    print(f"{len(names) - len(missing)} of {len(names)} public functions covered by the hostile-input test")
    return 1 if missing or not names else 0


if __name__ == "__main__":
    sys.exit(main())
