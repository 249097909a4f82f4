"""Every vector file in tests/vectors through the Python API (the parsers of tools/lwcvectors).

AEAD (the key-bound classes, by name through lwcrypt.aead): encryption gives CT (ciphertext || tag),
decryption gives PT back, and a flipped bit in the tag, the ciphertext or the associated data raises
InvalidTag. Hash: the digest. XOF (and customizable XOF): the output of MD's length, through
digest(length) and through reads of growing sizes. Block
ciphers: encryption and decryption of the block; mode entries (ECB, CBC, CTR, OFB, CFB, CMAC, CCM,
GCM) through the Cipher mode methods, with a forged tag for CCM and GCM. Entries the parser marks as
skipped are counted, not checked.
"""
from __future__ import annotations

import glob
import os

import pytest

import lwcrypt
from conftest import VECTORS
from lwcvectors import parsers

FILES = sorted(glob.glob(os.path.join(VECTORS, "*", "*.txt")) + glob.glob(os.path.join(VECTORS, "*", "*.rsp")))


def test_vector_files_found():
    assert len(FILES) >= 11, FILES


def _flip(b: bytes, i: int) -> bytes:
    return b[:i] + bytes([b[i] ^ 1]) + b[i + 1:]


def check_aead(case) -> None:
    d = case.data
    box = lwcrypt.aead(case.alg, d["key"])
    assert box.encrypt(d["nonce"], d["pt"], d["ad"]) == d["ct"], "encrypt"
    assert box.decrypt(d["nonce"], d["ct"], d["ad"]) == d["pt"], "decrypt"
    forgeries = [(_flip(d["ct"], len(d["ct"]) - 1), d["ad"])]       # last tag byte
    if d["pt"]:
        forgeries.append((_flip(d["ct"], 0), d["ad"]))             # first ciphertext byte
    if d["ad"]:
        forgeries.append((d["ct"], _flip(d["ad"], len(d["ad"]) - 1)))
    for ct, ad in forgeries:
        with pytest.raises(lwcrypt.InvalidTag):
            box.decrypt(d["nonce"], ct, ad)


def check_hash(case) -> None:
    assert lwcrypt.new(case.alg, case.data["msg"]).digest() == case.data["md"]


def check_xof(case) -> None:
    d = case.data
    x = lwcrypt.xof(case.alg, d["msg"], d["z"] or None)
    assert x.digest(len(d["md"])) == d["md"], "digest"
    out, step = b"", 1
    while len(out) < len(d["md"]):
        out += x.read(min(step, len(d["md"]) - len(out)))
        step += 1
    assert out == d["md"], "reads"


def check_block(case) -> None:
    d = case.data
    c = lwcrypt.cipher(case.alg, d["key"])
    if len(d["pt"]) == c.block_size:
        assert c.encrypt_block(d["pt"]) == d["ct"], "encrypt"
        assert c.decrypt_block(d["ct"]) == d["pt"], "decrypt"
    assert c.ecb_encrypt(d["pt"]) == d["ct"], "ECB encrypt"   # ECB entries may hold several blocks
    assert c.ecb_decrypt(d["ct"]) == d["pt"], "ECB decrypt"


def check_mode(case) -> None:
    """A block-cipher mode entry (parsers.py kind 'mode': mode, key, iv, ad, pt, ct, tag)."""
    d, m = case.data, case.data["mode"]
    c = lwcrypt.cipher(case.alg, d["key"])
    if m == "ECB":
        assert c.ecb_encrypt(d["pt"]) == d["ct"] and c.ecb_decrypt(d["ct"]) == d["pt"], m
    elif m in ("CBC", "CFB"):
        enc, dec = getattr(c, f"{m.lower()}_encrypt"), getattr(c, f"{m.lower()}_decrypt")
        assert enc(d["iv"], d["pt"]) == d["ct"], f"{m} encrypt"
        assert dec(d["iv"], d["ct"]) == d["pt"], f"{m} decrypt"
    elif m in ("CTR", "OFB"):
        fn = getattr(c, m.lower())
        assert fn(d["iv"], d["pt"]) == d["ct"] and fn(d["iv"], d["ct"]) == d["pt"], m
    elif m == "CMAC":
        assert c.cmac(d["pt"]) == d["tag"], m
    elif m in ("CCM", "GCM"):
        enc, dec = getattr(c, f"{m.lower()}_encrypt"), getattr(c, f"{m.lower()}_decrypt")
        t = len(d["tag"])
        assert enc(d["iv"], d["pt"], d["ad"], t) == d["ct"] + d["tag"], f"{m} encrypt"
        assert dec(d["iv"], d["ct"] + d["tag"], d["ad"], t) == d["pt"], f"{m} decrypt"
        with pytest.raises(lwcrypt.InvalidTag):
            dec(d["iv"], d["ct"] + _flip(d["tag"], t - 1), d["ad"], t)
    else:
        raise AssertionError(f"mode {m} has no Python check")


CHECKS = {"aead": check_aead, "hash": check_hash, "xof": check_xof, "block": check_block, "mode": check_mode}


def check_case(case) -> bool:
    """True when the case was checked, False when there is nothing in the package to check it with."""
    fn = CHECKS.get(case.kind)
    if fn is None:
        return False
    fn(case)
    return True


@pytest.mark.parametrize("path", FILES, ids=lambda p: os.path.relpath(p, VECTORS))
def test_vector_file(path):
    cases = parsers.parse_file(path)
    assert cases, "no cases parsed"
    failures, checked, unchecked = [], 0, {}
    for case in cases:
        if case.kind == "skip":
            unchecked[case.reason] = unchecked.get(case.reason, 0) + 1
            continue
        try:
            if check_case(case):
                checked += 1
            else:
                unchecked[f"kind {case.kind}"] = unchecked.get(f"kind {case.kind}", 0) + 1
        except Exception as e:  # collect every failure of the file, report them together
            failures.append(f"{case.label} ({case.alg}): {type(e).__name__}: {e}")
    assert not failures, f"{len(failures)} of {len(cases)} failed:\n" + "\n".join(failures[:20])
    assert checked > 0, f"nothing checked: {unchecked}"
    if unchecked:
        print(f"{os.path.basename(path)}: {checked} checked, not checked: {unchecked}")
