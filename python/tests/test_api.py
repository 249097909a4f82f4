"""The Python API: the key-bound AEAD classes, hashes, block ciphers, buffers, sizes, errors, names."""
from __future__ import annotations

import array
import os
import pickle
import random
import subprocess
import sys

import pytest

import lwcrypt
from conftest import REPO

AEADS = lwcrypt.algorithms("aead")
CIPHERS = lwcrypt.algorithms("cipher")
CLASSES = {
    "tinyjambu-128": lwcrypt.TinyJambu128, "tinyjambu-192": lwcrypt.TinyJambu192,
    "tinyjambu-256": lwcrypt.TinyJambu256, "romulus-n": lwcrypt.RomulusN, "romulus-m": lwcrypt.RomulusM,
    "romulus-t": lwcrypt.RomulusT, "ascon-aead128": lwcrypt.AsconAEAD128,
}


def make(name: str, seed: str = "") -> lwcrypt.AEAD:
    return lwcrypt.aead(name, random.Random(name + seed).randbytes(lwcrypt.info(name)["key_size"]))


# ---- the tables ---------------------------------------------------------------------------------

def test_algorithms_cover_the_tables():
    assert set(CLASSES) == set(AEADS)  # every AEAD row of the C table has its class
    assert lwcrypt.algorithms("hash") == ["romulus-h", "ascon-hash256"]
    assert {"present-80", "present-128", "lea-128", "lea-192", "lea-256"} <= set(CIPHERS)
    assert lwcrypt.algorithms() == AEADS + lwcrypt.algorithms("hash") + CIPHERS + lwcrypt.algorithms("xof")
    with pytest.raises(ValueError):
        lwcrypt.algorithms("stream")  # type: ignore[arg-type]


def test_info_sizes():
    assert lwcrypt.info("tinyjambu-192") == {"name": "tinyjambu-192", "kind": "aead", "key_size": 24,
                                             "nonce_size": 12, "tag_size": 8}
    assert lwcrypt.info("romulus-h") == {"name": "romulus-h", "kind": "hash", "digest_size": 32}
    assert lwcrypt.info("present-80") == {"name": "present-80", "kind": "cipher", "key_size": 10, "block_size": 8}
    with pytest.raises(lwcrypt.UnknownAlgorithmError):
        lwcrypt.info("aes-128")


def test_version_matches_c_header():
    with open(os.path.join(REPO, "include", "lwc", "lwc.h"), encoding="utf-8") as f:
        assert f'#define LWC_VERSION "{lwcrypt.__version__}"' in f.read()


# ---- key-bound AEAD classes --------------------------------------------------------------------

@pytest.mark.parametrize("name", AEADS)
def test_classes_carry_the_table_sizes(name):
    cls, i = CLASSES[name], lwcrypt.info(name)
    assert (cls.name, cls.key_size, cls.nonce_size, cls.tag_size) == (name, i["key_size"], i["nonce_size"],
                                                                       i["tag_size"])
    assert issubclass(cls, lwcrypt.AEAD) and type(lwcrypt.aead(name, bytes(cls.key_size))) is cls
    key = cls.generate_key()
    assert len(key) == cls.key_size and key != cls.generate_key()
    assert repr(cls(key)) == f"<lwcrypt.{cls.__name__} ({name})>" and key.hex() not in repr(cls(key))


@pytest.mark.parametrize("name", AEADS)
def test_aead_round_trip_all_lengths(name):
    box, rng = make(name), random.Random(name)
    for n in list(range(0, 70)) + [255, 256, 1000, 4099]:
        nonce = rng.randbytes(box.nonce_size)
        msg, ad = rng.randbytes(n), rng.randbytes(n % 37)
        sealed = box.encrypt(nonce, msg, ad)
        assert len(sealed) == n + box.tag_size
        assert box.decrypt(nonce, sealed, ad) == msg
        assert box.decrypt(nonce=nonce, data=sealed, associated_data=ad) == msg  # pyca's keyword names


@pytest.mark.parametrize("name", AEADS)
def test_associated_data_none_is_empty(name):
    box = make(name)
    nonce = bytes(box.nonce_size)
    sealed = box.encrypt(nonce, b"reading", None)
    assert sealed == box.encrypt(nonce, b"reading", b"") == box.encrypt(nonce, b"reading")
    assert box.decrypt(nonce, sealed, None) == box.decrypt(nonce, sealed) == b"reading"


@pytest.mark.parametrize("name", AEADS)
def test_aead_rejects_every_changed_input(name):
    box = make(name)
    nonce = bytes(range(box.nonce_size))
    msg, ad = b"temperature=21.5", b"node-7"
    sealed = box.encrypt(nonce, msg, ad)
    other_key = make(name, "other")
    bad = [
        (box, nonce, sealed[:-1] + bytes([sealed[-1] ^ 0x80]), ad),   # tag
        (box, nonce, bytes([sealed[0] ^ 1]) + sealed[1:], ad),        # ciphertext
        (box, nonce, sealed, ad + b"!"),                              # associated data
        (box, nonce, sealed, None),                                   # associated data dropped
        (box, bytes([nonce[0] ^ 1]) + nonce[1:], sealed, ad),         # nonce
        (other_key, nonce, sealed, ad),                               # key
        (box, nonce, sealed[1:], ad),                                 # truncated
    ]
    for b, n, data, a in bad:
        with pytest.raises(lwcrypt.InvalidTag) as e:
            b.decrypt(n, data, a)
        assert f"{type(box).__name__}.decrypt: authentication failed" in str(e.value)
    assert issubclass(lwcrypt.InvalidTag, lwcrypt.Error) and not issubclass(lwcrypt.InvalidTag, ValueError)
    assert lwcrypt.AuthenticationError is lwcrypt.InvalidTag  # the former name


@pytest.mark.parametrize("name", AEADS)
def test_size_errors_name_the_class_and_argument(name):
    cls = CLASSES[name]
    k, n = bytes(cls.key_size), bytes(cls.nonce_size)
    with pytest.raises(ValueError, match=f"^{cls.__name__}: key must be {cls.key_size} bytes, got {cls.key_size - 1}$"):
        cls(k[:-1])
    box = cls(k)
    with pytest.raises(ValueError, match=f"^{cls.__name__}.encrypt: nonce must be {cls.nonce_size} bytes, "
                                         f"got {cls.nonce_size + 1}$"):
        box.encrypt(n + b"\0", b"x", None)
    with pytest.raises(ValueError, match=f"^{cls.__name__}.decrypt: nonce must be"):
        box.decrypt(b"", bytes(cls.tag_size), None)
    with pytest.raises(ValueError, match=f"^{cls.__name__}.decrypt: data must hold at least the "
                                         f"{cls.tag_size}-byte tag, got {cls.tag_size - 1} bytes$"):
        box.decrypt(n, bytes(cls.tag_size - 1), None)
    for args, what in [(("nonce?", b"x"), "nonce"), ((n, "text"), "data"), ((n, b"x", "ad"), "associated_data"),
                       ((n, None), "data")]:
        with pytest.raises(TypeError, match=f"^{cls.__name__}.encrypt: {what} must be a bytes-like object"):
            box.encrypt(*args)
    with pytest.raises(TypeError, match=f"^{cls.__name__}: key must be a bytes-like object, not str"):
        cls("a string key!!!!")


def test_old_style_calls_fail_clearly():
    # The API before the key-bound classes: aead(name) then encrypt(key, nonce, plaintext, ad=...).
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'key'"):
        lwcrypt.aead("romulus-n")  # type: ignore[call-arg]
    box = lwcrypt.RomulusN(bytes(16))
    with pytest.raises(TypeError, match="ad"):
        box.encrypt(bytes(16), b"msg", ad=b"hdr")  # type: ignore[call-arg]
    # a pyca-style call with a nonce of the wrong size says which argument and class
    with pytest.raises(ValueError, match=r"^TinyJambu128.encrypt: nonce must be 12 bytes, got 16$"):
        lwcrypt.TinyJambu128(bytes(16)).encrypt(bytes(16), b"data", b"ad")


def test_objects_hold_keys_safely():
    box = lwcrypt.RomulusN(bytes(16))
    with pytest.raises(TypeError, match="cannot pickle"):
        pickle.dumps(box)
    with pytest.raises(TypeError, match="cannot pickle"):
        pickle.dumps(lwcrypt.cipher("lea-128", bytes(16)))
    with pytest.raises(AttributeError):
        box.key = b"x"  # type: ignore[attr-defined]  # no __dict__: nothing to attach a key to
    with pytest.raises(TypeError, match="no algorithm"):
        lwcrypt.AEAD(bytes(16))


@pytest.mark.parametrize("name", ["tinyjambu-128", "tinyjambu-192", "tinyjambu-256"])
def test_tinyjambu_classes_use_the_key_cache(name):
    box = make(name)
    assert box.cached_key_setup  # the key setup ran once, at construction
    assert not lwcrypt.RomulusN(bytes(16)).cached_key_setup


# ---- buffers --------------------------------------------------------------------------------------

def test_buffer_types_accepted():
    box = lwcrypt.RomulusN(bytes(16))
    nonce, msg = bytes(range(16)), b"0123456789abcdefXYZ"
    want = box.encrypt(nonce, msg, b"ad")
    for conv in (bytes, bytearray, memoryview, lambda b: array.array("B", b)):
        assert lwcrypt.RomulusN(conv(bytes(16))).encrypt(conv(nonce), conv(msg), conv(b"ad")) == want
        assert box.decrypt(conv(nonce), conv(want), conv(b"ad")) == msg
    assert box.encrypt(memoryview(b"xx" + nonce)[2:], msg, b"ad") == want  # a slice of a larger buffer
    # any item format: the raw bytes count
    words = array.array("I")
    words.frombytes(nonce)
    assert box.encrypt(words, msg, b"ad") == want
    c = lwcrypt.cipher("lea-128", bytearray(16))
    assert c.encrypt_block(memoryview(bytearray(16))) == c.encrypt_block(bytes(16))
    assert lwcrypt.RomulusH(memoryview(b"abc")).digest() == lwcrypt.RomulusH(bytearray(b"abc")).digest()


def test_non_contiguous_buffers_are_copied_not_refused():
    # memoryview(b)[::2] has strides: the buffer protocol's simple request refuses it (BufferError);
    # the binding copies it instead, everywhere bytes are taken.
    raw = bytes(range(256)) * 4
    strided = memoryview(raw)[::2]
    assert not strided.c_contiguous
    flat = strided.tobytes()
    box = lwcrypt.RomulusN(memoryview(raw)[:32:2])
    assert box.encrypt(strided[:16], strided, strided[:5]) == lwcrypt.RomulusN(flat[:16]).encrypt(
        flat[:16], flat, flat[:5])
    sealed = box.encrypt(flat[:16], flat)
    doubled = bytes(b for x in sealed for b in (x, 0))  # every other byte of this is the sealed message
    assert box.decrypt(flat[:16], memoryview(doubled)[::2]) == flat
    tj = lwcrypt.TinyJambu128(flat[:16])
    assert tj.encrypt(strided[:12], strided) == tj.encrypt(flat[:12], flat)
    c = lwcrypt.cipher("lea-128", strided[:16])
    assert c.encrypt_block(strided[:16]) == lwcrypt.cipher("lea-128", flat[:16]).encrypt_block(flat[:16])
    assert c.ctr(strided[:16], strided) == c.ctr(flat[:16], flat)
    assert c.ecb_encrypt(strided[:32]) == c.ecb_encrypt(flat[:32])
    assert c.cmac(strided) == c.cmac(flat)
    assert c.gcm_encrypt(strided[:12], strided, strided[:7]) == c.gcm_encrypt(flat[:12], flat, flat[:7])
    assert lwcrypt.RomulusH(strided).digest() == lwcrypt.RomulusH(flat).digest()
    # two-dimensional and Fortran-ordered views: their bytes in C (row-major) order
    grid = memoryview(bytearray(range(32))).cast("B", (4, 8))
    assert lwcrypt.RomulusH(grid).digest() == lwcrypt.RomulusH(bytes(range(32))).digest()


def test_non_buffers_rejected():
    with pytest.raises(TypeError, match="RomulusH.update: data must be a bytes-like object, not str"):
        lwcrypt.RomulusH("text")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="lea-128: key must be a bytes-like object"):
        lwcrypt.cipher("lea-128", 16)  # type: ignore[arg-type]


def test_unknown_names():
    for fn in (lambda: lwcrypt.aead("aes-gcm", bytes(16)), lambda: lwcrypt.new("sha-256"),
               lambda: lwcrypt.cipher("aes-128", bytes(16))):
        with pytest.raises(lwcrypt.UnknownAlgorithmError, match="available"):
            fn()
    assert issubclass(lwcrypt.UnknownAlgorithmError, ValueError)


# ---- hash ------------------------------------------------------------------------------------------

def test_hash_objects():
    h = lwcrypt.RomulusH()
    assert (h.name, h.digest_size, h.block_size) == ("romulus-h", 32, 32)
    seen = {lwcrypt.RomulusH(bytes(n)).digest() for n in range(100)}
    assert len(seen) == 100 and all(len(d) == 32 for d in seen)
    data = bytes(range(256)) * 3
    whole = lwcrypt.RomulusH(data).digest()
    for cut in (0, 1, 31, 32, 33, 500, len(data)):
        h = lwcrypt.RomulusH(data[:cut])
        early = h.copy()
        h.update(data[cut:])
        assert h.digest() == whole and h.hexdigest() == whole.hex()
        assert early.digest() == lwcrypt.RomulusH(data[:cut]).digest()  # the copy is independent
        assert h.digest() == whole  # digest does not end the computation
    assert lwcrypt.new("romulus-h", data).digest() == whole and type(lwcrypt.new("romulus-h")) is lwcrypt.RomulusH
    with pytest.raises(TypeError, match="abstract"):
        lwcrypt.Hash()


# ---- block ciphers -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", CIPHERS)
def test_cipher_round_trip_and_sizes(name):
    i = lwcrypt.info(name)
    rng = random.Random(name)
    c = lwcrypt.cipher(name, rng.randbytes(i["key_size"]))
    assert (c.key_size, c.block_size) == (i["key_size"], i["block_size"]) and name in repr(c)
    blocks = rng.randbytes(5 * c.block_size)
    ecb = c.ecb_encrypt(blocks)
    assert ecb != blocks and c.ecb_decrypt(ecb) == blocks
    for j in range(5):
        blk = blocks[j * c.block_size:(j + 1) * c.block_size]
        assert c.encrypt_block(blk) == ecb[j * c.block_size:(j + 1) * c.block_size]
        assert c.decrypt_block(c.encrypt_block(blk)) == blk
    with pytest.raises(ValueError, match=f"key must be {i['key_size']} bytes"):
        lwcrypt.cipher(name, bytes(i["key_size"] + 1))
    with pytest.raises(ValueError, match=f"block must be {c.block_size} bytes"):
        c.encrypt_block(bytes(c.block_size - 1))
    with pytest.raises(ValueError, match="multiple"):
        c.ecb_encrypt(bytes(c.block_size + 1))
    with pytest.raises(ValueError, match="multiple"):
        c.ecb_decrypt(b"")


# ---- the package's surface -----------------------------------------------------------------------

def test_star_import_exports_all_and_keeps_builtins():
    code = ("import builtins\nfrom lwcrypt import *\nimport lwcrypt\n"
            "assert hash is builtins.hash\n"
            "missing = [n for n in lwcrypt.__all__ if n not in globals()]\n"
            "assert not missing, missing\n"
            "shadowed = [n for n in lwcrypt.__all__ if hasattr(builtins, n)]\n"
            "assert not shadowed, shadowed\n"
            "assert RomulusN is lwcrypt.RomulusN and InvalidTag is lwcrypt.InvalidTag\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=REPO)


def test_docstring_examples():
    import doctest
    result = doctest.testmod(lwcrypt, verbose=False)
    assert result.attempted >= 7 and result.failed == 0


def test_typed_usage_runs():
    import typed_usage  # also checked by mypy --strict (tests/python/tests.cmake: python-mypy)
    typed_usage.run()


def test_c_methods_have_signatures():
    """inspect.signature works on the methods and types written in C (their docstrings carry the
    text signature), as on the Python ones."""
    import inspect
    from lwcrypt import _lwcrypt as c
    want = {
        lwcrypt.RomulusN.encrypt: ["self", "nonce", "data", "associated_data"],
        lwcrypt.TinyJambu128.decrypt: ["self", "nonce", "data", "associated_data"],
        lwcrypt.TinyJambu128.open_packed: ["self", "nonces", "data", "size", "associated_data", "ad_size"],
        lwcrypt.RomulusN.seal_packed: ["self", "nonces", "data", "size", "associated_data", "ad_size"],
        c.AeadKey: ["key"],
        c.hash: ["name", "data"],
        c.table: [],
        c.CipherContext: ["name", "key"],
        c.CipherContext.ecb_encrypt: ["self", "data"],
        c.CipherContext.ecb_decrypt: ["self", "data"],
        c.CipherContext.mode: ["self", "op", "iv", "data"],
        c.CipherContext.cmac: ["self", "data"],
        c.CipherContext.aead: ["self", "op", "nonce", "associated_data", "data", "tag_len"],
        c.HashContext: ["name"],
        c.HashContext.update: ["self", "data"],
        c.HashContext.digest: ["self"],
        c.HashContext.copy: ["self"],
        c.StreamContext: ["name", "key", "prefix", "seal"],
        c.StreamContext.chunk: ["self", "data", "associated_data", "last"],
        c.StreamContext.end: ["self"],
    }
    for fn, params in want.items():
        assert list(inspect.signature(fn).parameters) == params, fn
    box = lwcrypt.RomulusN(bytes(16))
    assert str(inspect.signature(box.encrypt)) == "(nonce, data, associated_data=None)"
    assert lwcrypt.RomulusN.encrypt.__doc__.startswith("encrypt(nonce, data, associated_data=None) -> bytes")
