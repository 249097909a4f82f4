"""Parsers for the vector formats in tests/vectors/: each yields Case objects.

Formats:
  - NIST LWC AEAD KAT: Count/Key/Nonce/PT/AD/CT blocks (CT = ciphertext || tag), with optional
    fields for the options of an AEAD's prepared key and for entries that must be refused:
    TagLen (bytes of tag at the end of CT, a truncated tag), Key2 (a second key: nonce masking, the
    row's key is Key || Key2), Result (valid, the default, or invalid: decryption must refuse CT).
    An entry with TagLen or Key2 runs on the row "<folder>/tagN", "<folder>/masked" or
    "<folder>/masked-tagN" (the vector runner's option rows, tests/ascon/option_rows_ascon.c)
  - NIST LWC hash KAT: Count/Msg/MD blocks
  - the designers' XOF KAT (LWC_XOF_KAT_*): Count/Msg/MD blocks, MD being the first bytes of the
    output (the squeeze length is MD's); CXOF KAT (LWC_CXOF_KAT_*): the same with Z, the
    customization string
  - NIST-rsp-like text: [SECTION] headers, then KEY/PT/CT (+ IV/NONCE/AAD/TAG for modes) entries
  - Crypto++ TestVectors text: Name:/Key:/Plaintext:/Ciphertext:/IV: records separated by '#'
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field


@dataclass
class Case:
    kind: str            # 'aead', 'hash', 'xof', 'block', 'mode' or 'skip'
    alg: str             # descriptor-table name, e.g. 'tinyjambu-128', 'lea-192'
    label: str           # where it comes from, for failure lines: 'file:Count=3'
    data: dict = field(default_factory=dict)  # byte fields: key, nonce, ad, pt, ct, msg, md, z
    reason: str = ""     # why a case is skipped


def _hex(s: str) -> bytes:
    """Hex digits, also in Crypto++'s '0x7A, 0xD3, ...' list form. (Two ciphertexts of Crypto++'s
    lea.txt end with a stray '}}' copied from the C source they were taken from: ignored.)"""
    s = s.strip().rstrip("}").strip()
    if "," in s or s.lower().startswith("0x"):
        return bytes(int(tok, 16) for tok in re.split(r"[,\s]+", s) if tok)
    return bytes.fromhex(s)


def _blocks(text: str):
    """Yield (section, fields) for each record of 'Name = value' lines.

    A record ends at a blank line and at a '[SECTION]' header; '#' lines are comments.
    """
    block: dict = {}
    section = None
    for raw in text.splitlines():
        line = raw.strip()
        ends = line.startswith("[") or not line
        if ends and block:
            yield section, block
            block = {}
        if line.startswith("["):
            section = line[1:line.index("]")]
            continue
        if not line or line.startswith("#"):
            continue
        m = re.match(r"^([A-Za-z0-9_]+)\s*=\s*(.*)$", line)
        if m:
            block[m.group(1)] = m.group(2).strip()
    if block:
        yield section, block


def detect_format(path: str, text: str) -> str:
    if re.search(r"^AlgorithmType:", text, re.M):
        return "cryptopp"
    if re.search(r"^MD\s*=", text, re.M):
        return "nist-xof" if re.search(r"_C?XOF_KAT", os.path.basename(path)) or \
            re.search(r"^Z\s*=", text, re.M) else "nist-hash"
    if re.search(r"^Nonce\s*=", text, re.M) and re.search(r"^CT\s*=", text, re.M):
        return "nist-aead"
    if re.search(r"^(KEY|COUNT)\s*=", text, re.M):
        return "rsp"
    raise ValueError(f"{path}: unknown vector format")


_MODES = ("ECB", "CBC", "CTR", "OFB", "CFB128", "CFB", "CCM", "GCM", "CMAC")


def _mode_of(section: str | None) -> str:
    for word in re.split(r"[\s/]+", (section or "").upper()):
        if word in _MODES:
            return word
    return "ECB"  # single-block sections name no mode


def _block_alg(family: str, explicit: str | None, key: bytes) -> str:
    """Exact --alg wins; otherwise family + key size in bits (present-80, lea-192...). A family with a
    variant suffix ("lea/otf") names the variant rows of every key size ("lea-128/otf", ...)."""
    if explicit and re.search(r"-\d+(/[\w-]+)?$", explicit):
        return explicit
    if "/" in family:
        fam, variant = family.split("/", 1)
        return f"{fam}-{8 * len(key)}/{variant}"
    return f"{family}-{8 * len(key)}"


def parse_file(path: str, alg: str | None = None) -> list[Case]:
    """All cases of one vector file. alg: exact algorithm or family; default: the file's folder name."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    folder = os.path.basename(os.path.dirname(os.path.abspath(path)))
    name = alg or folder
    base = os.path.basename(path)
    fmt = detect_format(path, text)
    cases: list[Case] = []
    if fmt == "nist-aead":
        for _, b in _blocks(text):
            if "Count" not in b:
                continue
            options = (["masked"] if "Key2" in b else []) + ([f"tag{int(b['TagLen'])}"] if "TagLen" in b else [])
            result = b.get("Result", "valid")
            if result not in ("valid", "invalid"):
                raise ValueError(f"{base}:Count={b['Count']}: Result = {result} (valid or invalid)")
            cases.append(Case("aead", f"{name}/{'-'.join(options)}" if options else name, f"{base}:Count={b['Count']}",
                              {"key": _hex(b["Key"]) + _hex(b.get("Key2", "")), "nonce": _hex(b["Nonce"]),
                               "pt": _hex(b.get("PT", "")), "ad": _hex(b.get("AD", "")), "ct": _hex(b["CT"]),
                               "valid": result == "valid", "option_row": bool(options)}))
    elif fmt == "nist-hash":
        for _, b in _blocks(text):
            if "Count" not in b:
                continue
            cases.append(Case("hash", name, f"{base}:Count={b['Count']}",
                              {"msg": _hex(b.get("Msg", "")), "md": _hex(b["MD"])}))
    elif fmt == "nist-xof":
        for _, b in _blocks(text):
            if "Count" not in b:
                continue
            cases.append(Case("xof", name, f"{base}:Count={b['Count']}",
                              {"msg": _hex(b.get("Msg", "")), "z": _hex(b.get("Z", "")), "md": _hex(b["MD"])}))
    elif fmt == "rsp":
        family = re.sub(r"-\d+$", "", name)
        for section, b in _blocks(text):
            label = f"{base}:[{section}]:COUNT={b.get('COUNT', '?')}"
            if "KEY" not in b:
                keys = " ".join(sorted(b))
                cases.append(Case("skip", name, f"{base}:[{section}]:{keys}", reason=
                                  "not a KEY/PT/CT entry (round keys are checked by the host unit test)"))
                continue
            mode = _mode_of(section)
            key = _hex(b["KEY"])
            if mode == "ECB" and "PT" in b and len(_hex(b["PT"])) == len(_hex(b["CT"])) and \
                    not re.search(r"\bECB\b", section or ""):
                cases.append(Case("block", _block_alg(family, alg, key), label,
                                  {"key": key, "pt": _hex(b["PT"]), "ct": _hex(b["CT"])}))
                continue
            cases.append(Case("mode", _block_alg(family, alg, key), label,
                              {"mode": "CFB" if mode == "CFB128" else mode, "key": key,
                               "iv": _hex(b.get("IV", b.get("NONCE", ""))), "ad": _hex(b.get("AAD", "")),
                               "pt": _hex(b.get("PT", b.get("MSG", ""))), "ct": _hex(b.get("CT", "")),
                               "tag": _hex(b.get("TAG", ""))}))
    elif fmt == "cryptopp":
        # Crypto++ semantics: 'Field: value' lines set fields that persist; each 'Test:' line runs
        # one test with the fields set so far.
        family = re.sub(r"-\d+$", "", name)
        fields: dict = {}
        n = 0
        for raw in text.splitlines():
            m = re.match(r"^([A-Za-z0-9_]+):\s*(.*)$", raw.strip())
            if not m:
                continue
            fields[m.group(1)] = m.group(2).strip()
            if m.group(1) != "Test":
                continue
            n += 1
            key = _hex(fields["Key"])
            mode = _mode_of(fields.get("Name", ""))
            label = f"{base}:#{n}({fields.get('Name', '?')})"
            if fields["Test"] != "Encrypt":
                cases.append(Case("skip", _block_alg(family, alg, key), label,
                                  reason=f"Test: {fields['Test']}: only Encrypt tests are run"))
                continue
            cases.append(Case("mode", _block_alg(family, alg, key), label,
                              {"mode": mode, "key": key, "iv": _hex(fields.get("IV", "")), "ad": b"",
                               "pt": _hex(fields["Plaintext"]), "ct": _hex(fields["Ciphertext"]), "tag": b""}))
    return cases
