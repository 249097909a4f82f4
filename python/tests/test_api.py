"""The Python API: round trips, buffer types, sizes, errors, the table."""
from __future__ import annotations

import array
import os
import random

import pytest

import lwcrypt

AEADS = lwcrypt.algorithms("aead")
CIPHERS = lwcrypt.algorithms("cipher")


def test_algorithms_cover_the_tables():
    assert {"tinyjambu-128", "tinyjambu-192", "tinyjambu-256", "romulus-n", "romulus-m", "romulus-t"} <= set(AEADS)
    assert "romulus-h" in lwcrypt.algorithms("hash")
    assert {"present-80", "present-128", "lea-128", "lea-192", "lea-256"} <= set(CIPHERS)
    assert lwcrypt.algorithms() == AEADS + lwcrypt.algorithms("hash") + CIPHERS
    with pytest.raises(ValueError):
        lwcrypt.algorithms("stream")


def test_info_sizes():
    assert lwcrypt.info("tinyjambu-192") == {"name": "tinyjambu-192", "kind": "aead", "key_size": 24,
                                             "nonce_size": 12, "tag_size": 8}
    assert lwcrypt.info("romulus-h")["digest_size"] == 32
    assert lwcrypt.info("present-80")["key_size"] == 10 and lwcrypt.info("present-80")["block_size"] == 8
    with pytest.raises(lwcrypt.UnknownAlgorithmError):
        lwcrypt.info("aes-128")


def test_version_matches_c_header():
    header = open(os.path.join(os.path.dirname(__file__), "..", "..", "include", "lwc", "lwc.h")).read()
    assert f'#define LWC_VERSION "{lwcrypt.__version__}"' in header


@pytest.mark.parametrize("name", AEADS)
def test_aead_round_trip_all_lengths(name):
    box = lwcrypt.aead(name)
    rng = random.Random(name)
    key = rng.randbytes(box.key_size)
    for n in list(range(0, 70)) + [255, 256, 1000, 4099]:
        nonce = rng.randbytes(box.nonce_size)
        msg, ad = rng.randbytes(n), rng.randbytes(n % 37)
        sealed = box.encrypt(key, nonce, msg, ad)
        assert len(sealed) == n + box.tag_size
        assert box.decrypt(key, nonce, sealed, ad) == msg
        c, t = box.encrypt_detached(key, nonce, msg, ad)
        assert c + t == sealed and len(t) == box.tag_size
        assert box.decrypt_detached(key, nonce, c, t, ad) == msg


@pytest.mark.parametrize("name", AEADS)
def test_aead_rejects_every_changed_input(name):
    box = lwcrypt.aead(name)
    key, nonce = bytes(range(box.key_size)), bytes(range(box.nonce_size))
    msg, ad = b"temperature=21.5", b"node-7"
    sealed = box.encrypt(key, nonce, msg, ad)
    bad = [
        (key, nonce, sealed[:-1] + bytes([sealed[-1] ^ 0x80]), ad),           # tag
        (key, nonce, bytes([sealed[0] ^ 1]) + sealed[1:], ad),                # ciphertext
        (key, nonce, sealed, ad + b"!"),                                      # associated data
        (key, bytes([nonce[0] ^ 1]) + nonce[1:], sealed, ad),                 # nonce
        (bytes([key[0] ^ 1]) + key[1:], nonce, sealed, ad),                   # key
        (key, nonce, sealed[1:], ad),                                         # truncated
    ]
    for args in bad:
        with pytest.raises(lwcrypt.AuthenticationError) as e:
            box.decrypt(*args)
        assert "authentication failed" in str(e.value)
    assert issubclass(lwcrypt.AuthenticationError, lwcrypt.Error)


def test_buffer_types_accepted():
    box = lwcrypt.aead("romulus-n")
    key, nonce, msg = bytes(16), bytes(range(16)), b"0123456789abcdefXYZ"
    want = box.encrypt(key, nonce, msg, b"ad")
    for conv in (bytes, bytearray, memoryview, lambda b: array.array("B", b)):
        assert box.encrypt(conv(key), conv(nonce), conv(msg), conv(b"ad")) == want
        assert box.decrypt(conv(key), conv(nonce), conv(want), conv(b"ad")) == msg
    # a slice of a larger buffer
    assert box.encrypt(memoryview(b"xx" + key)[2:], nonce, msg, b"ad") == want
    c = lwcrypt.cipher("lea-128", bytearray(16))
    assert c.encrypt_block(memoryview(bytearray(16))) == c.encrypt_block(bytes(16))
    assert lwcrypt.hash("romulus-h", memoryview(b"abc")) == lwcrypt.hash("romulus-h", bytearray(b"abc"))


def test_non_buffers_rejected():
    box = lwcrypt.aead("tinyjambu-128")
    with pytest.raises(TypeError):
        box.encrypt("a string key!!!!", bytes(12), b"")
    with pytest.raises(TypeError):
        lwcrypt.hash("romulus-h", "text")


@pytest.mark.parametrize("name", AEADS)
def test_aead_size_errors(name):
    box = lwcrypt.aead(name)
    k, n = bytes(box.key_size), bytes(box.nonce_size)
    with pytest.raises(ValueError, match=f"key must be {box.key_size} bytes, got {box.key_size - 1}"):
        box.encrypt(k[:-1], n, b"x")
    with pytest.raises(ValueError, match=f"nonce must be {box.nonce_size} bytes, got {box.nonce_size + 1}"):
        box.encrypt(k, n + b"\0", b"x")
    with pytest.raises(ValueError, match="key must be"):
        box.decrypt(k + b"\0", n, bytes(box.tag_size))
    with pytest.raises(ValueError, match="at least the"):
        box.decrypt(k, n, bytes(box.tag_size - 1))
    with pytest.raises(ValueError, match="tag must be"):
        box.decrypt_detached(k, n, b"", bytes(box.tag_size + 1))
    # size errors are ValueErrors, not authentication failures
    assert not issubclass(lwcrypt.AuthenticationError, ValueError)


def test_unknown_names():
    for fn in (lambda: lwcrypt.aead("aes-gcm"), lambda: lwcrypt.hash("sha-256", b""),
               lambda: lwcrypt.cipher("aes-128", bytes(16)), lambda: lwcrypt.hash_algorithm("x")):
        with pytest.raises(lwcrypt.UnknownAlgorithmError, match="available"):
            fn()
    assert issubclass(lwcrypt.UnknownAlgorithmError, ValueError)


def test_hash():
    h = lwcrypt.hash_algorithm("romulus-h")
    assert h.digest_size == 32
    seen = {lwcrypt.hash("romulus-h", bytes(n)) for n in range(100)}
    assert len(seen) == 100 and all(len(d) == 32 for d in seen)
    assert h.digest(b"abc") == lwcrypt.hash("romulus-h", b"abc")


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


def test_released_gil_is_safe_with_threads():
    from concurrent.futures import ThreadPoolExecutor
    box = lwcrypt.aead("tinyjambu-128")
    key, msg = bytes(16), bytes(100_000)
    want = [box.encrypt(key, i.to_bytes(12, "big"), msg) for i in range(8)]
    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(lambda i: box.encrypt(key, i.to_bytes(12, "big"), msg), range(8)))
    assert got == want


def test_objects_are_hashable_and_comparable():
    # the package's hash() is Romulus-H; the objects must still work as dict keys
    a, b = lwcrypt.aead("romulus-n"), lwcrypt.aead("romulus-n")
    assert a == b and {a: 1}[b] == 1 and a != lwcrypt.aead("romulus-m")
    h = lwcrypt.hash_algorithm("romulus-h")
    assert {h: 2}[lwcrypt.hash_algorithm("romulus-h")] == 2


def test_docstring_examples():
    import doctest
    result = doctest.testmod(lwcrypt, verbose=False)
    assert result.attempted >= 5 and result.failed == 0
