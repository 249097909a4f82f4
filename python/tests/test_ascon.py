"""Ascon (NIST SP 800-232) in the package's shapes: AsconAEAD128 as pyca's AEAD classes, ascon_hash256
as hashlib's constructors, the XOFs as hashlib's SHAKE with incremental reads. The expected values
are the first records of the designers' KAT files (tests/vectors/ascon-*/; every record runs in
test_vectors.py)."""
from __future__ import annotations

import pytest

import lwcrypt

KEY = bytes(range(16))
NONCE = bytes(range(16, 32))
# LWC_AEAD_KAT_128_128.txt Count = 1 (empty PT and AD): the tag alone.
AEAD_TAG_EMPTY = bytes.fromhex("4F9C278211BEC9316BF68F46EE8B2EC6")
# LWC_HASH_KAT_128_256.txt Count = 1 (empty message).
HASH_EMPTY = bytes.fromhex("0B3BE5850F2F6B98CAF29F8FDEA89B64A1FA70AA249B8F839BD53BAA304D92B2")
# LWC_XOF_KAT_128_512.txt Count = 1, LWC_CXOF_KAT_128_512.txt Count = 2 (Z = 10), first 32 bytes.
XOF_EMPTY = bytes.fromhex("473D5E6164F58B39DFD84AACDB8AE42EC2D91FED33388EE0D960D9B3993295C6")
CXOF_Z10 = bytes.fromhex("0C93A483E7D574D49FE52CCE03EE646117977D57A8AA57704AB4DAF44B501430")


def test_aead_shape():
    box = lwcrypt.AsconAEAD128(KEY)
    assert (box.key_size, box.nonce_size, box.tag_size) == (16, 16, 16)
    assert box.encrypt(NONCE, b"", None) == AEAD_TAG_EMPTY
    sealed = box.encrypt(NONCE, b"temperature 21.5", b"node 7")
    assert box.decrypt(NONCE, sealed, b"node 7") == b"temperature 21.5"
    with pytest.raises(lwcrypt.InvalidTag):
        box.decrypt(NONCE, sealed, b"node 8")
    assert isinstance(lwcrypt.aead("ascon-aead128", KEY), lwcrypt.AsconAEAD128)
    with pytest.raises(ValueError):
        lwcrypt.AsconAEAD128(bytes(15))


def test_hash_shape():
    assert lwcrypt.ascon_hash256 is lwcrypt.AsconHash256
    assert lwcrypt.ascon_hash256().digest() == HASH_EMPTY
    assert lwcrypt.new("ascon-hash256").digest() == HASH_EMPTY
    h = lwcrypt.ascon_hash256(b"ab")
    fork = h.copy()
    h.update(b"c")
    assert h.hexdigest() == lwcrypt.ascon_hash256(b"abc").hexdigest()
    assert fork.digest() == lwcrypt.ascon_hash256(b"ab").digest()
    assert h.digest_size == 32 and h.name == "ascon-hash256"
    assert lwcrypt.info("ascon-hash256") == {"name": "ascon-hash256", "kind": "hash", "digest_size": 32}


def test_xof_shape():
    x = lwcrypt.ascon_xof128()
    assert x.digest(32) == XOF_EMPTY
    assert x.hexdigest(16) == XOF_EMPTY[:16].hex()
    assert x.digest(0) == b""
    x.update(b"more")  # digest() read a copy: the message goes on
    assert x.digest(32) == lwcrypt.AsconXOF128(b"more").digest(32)
    fork = x.copy()
    assert x.read(5) + x.read(0) + x.read(27) == fork.digest(32)
    with pytest.raises(lwcrypt.Error):
        x.update(b"after the output started")
    assert lwcrypt.info("ascon-xof128") == {"name": "ascon-xof128", "kind": "xof", "customization_size": 0}
    with pytest.raises(ValueError):
        lwcrypt.AsconXOF128(b"", customization=b"z")
    with pytest.raises(ValueError):
        x.digest(-1)


def test_cxof_shape():
    c = lwcrypt.AsconCXOF128(customization=b"\x10")
    assert c.digest(32) == CXOF_Z10
    assert lwcrypt.xof("ascon-cxof128", b"", b"\x10").read(32) == CXOF_Z10
    assert lwcrypt.AsconCXOF128().digest(32) != CXOF_Z10
    assert lwcrypt.AsconCXOF128(customization=bytes(256)).digest(4)
    with pytest.raises(ValueError):
        lwcrypt.AsconCXOF128(customization=bytes(257))
    assert lwcrypt.info("ascon-cxof128")["customization_size"] == 256


def test_names_listed():
    assert "ascon-aead128" in lwcrypt.algorithms("aead")
    assert "ascon-hash256" in lwcrypt.algorithms("hash")
    assert lwcrypt.algorithms("xof") == ["ascon-xof128", "ascon-cxof128"]
    with pytest.raises(lwcrypt.UnknownAlgorithmError):
        lwcrypt.xof("shake128")
