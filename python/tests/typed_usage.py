"""Client code of the public API, checked by `mypy --strict` (pyproject.toml [tool.mypy]) and run by
test_api.py: the annotations users see must type real code without casts or ignores."""
from __future__ import annotations

from typing import List, Optional, Tuple

import lwcrypt


def seal(box: lwcrypt.AEAD, counter: int, reading: bytes, header: Optional[bytes]) -> bytes:
    nonce = counter.to_bytes(box.nonce_size, "big")
    return box.encrypt(nonce, reading, header)


def open_sealed(name: str, key: bytes, counter: int, sealed: bytes, header: bytes) -> Optional[bytes]:
    box = lwcrypt.aead(name, key)
    try:
        return box.decrypt(counter.to_bytes(box.nonce_size, "big"), sealed, header)
    except lwcrypt.InvalidTag:
        return None


def open_packets(box: lwcrypt.AEAD, packets: List[Tuple[int, bytes, bytes]]) -> List[Optional[bytes]]:
    """A gateway's batch: (counter, header, sealed) per packet; None where a packet is refused."""
    return box.open_many([(c.to_bytes(box.nonce_size, "big"), sealed, header) for c, header, sealed in packets])


def seal_readings(box: lwcrypt.AEAD, readings: List[bytes]) -> List[bytes]:
    return box.seal_many([(i.to_bytes(box.nonce_size, "big"), r) for i, r in enumerate(readings)])


def open_packed_readings(box: lwcrypt.AEAD, nonces: bytes, sealed: bytes, size: int) -> List[Optional[bytes]]:
    """The packed form: one buffer of nonces, one of sealed messages of `size` bytes each."""
    plain, ok = box.open_packed(nonces, sealed, size)
    m = size - box.tag_size
    return [plain[i * m:(i + 1) * m] if ok[i] else None for i in range(len(ok))]


def sizes(name: str) -> List[int]:
    i: lwcrypt.AlgorithmInfo = lwcrypt.info(name)
    kind: str = i["kind"]
    out = [i.get("key_size", 0), i.get("nonce_size", 0), i.get("tag_size", 0)]
    if kind == "hash":
        out.append(i["digest_size"])
    return out


def digest(chunks: List[bytes]) -> str:
    h: lwcrypt.Hash = lwcrypt.RomulusH()
    for c in chunks:
        h.update(memoryview(c))
    other: lwcrypt.RomulusH = lwcrypt.RomulusH(b"").copy()
    other.update(bytearray(b"x"))
    return h.hexdigest() + lwcrypt.new("romulus-h", b"").hexdigest()


def gcm(key: bytes) -> bytes:
    c: lwcrypt.Cipher = lwcrypt.cipher("lea-128", key)
    return c.gcm_encrypt(bytes(12), b"data", None, tag_size=16) + c.ctr(bytes(c.block_size), b"x")


def run() -> None:
    key = lwcrypt.TinyJambu128.generate_key()
    sealed = seal(lwcrypt.TinyJambu128(key), 7, b"21.5 C", b"node 7")
    assert open_sealed("tinyjambu-128", key, 7, sealed, b"node 7") == b"21.5 C"
    assert open_sealed("tinyjambu-128", key, 8, sealed, b"node 7") is None
    assert sizes("romulus-n") == [16, 16, 16] and sizes("romulus-h") == [0, 0, 0, 32]
    assert len(digest([b"a", b"b"])) == 128 and len(gcm(bytes(16))) == 21
    box = lwcrypt.TinyJambu128(key)
    many = seal_readings(box, [b"20.0 C", b"20.5 C"])
    assert open_packets(box, [(0, b"", many[0]), (1, b"", many[1]), (1, b"x", many[1])]) == [b"20.0 C", b"20.5 C", None]
